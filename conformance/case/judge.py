"""Judging an adapter's reply against a case's expectations.

Comparison rules (README.md, "How replies are judged"):

- ``legal``: the fields the check states (``to_act``, ``phase``, ``actions``); ``actions`` as a set.
- ``refusal``: the index and the code (never the message).
- ``tricks``: the whole list, exactly.
- ``hand_results``: as many results as expected; in each, only the fields the expectation states,
  and within them only the fields of the objects stated (a Smoorverliefd ``seats`` entry may state
  ``hearts`` alone); arrays have exactly the stated length; ``awards`` are matched by ``category``
  (each expected award must be present, with the fields it states equal).
- ``final``: the fields the check states.
- ``perft``: the count, and the count per first action when ``divide`` is stated.

A mismatch names a differing JSON path *in the case file* (``$.expect[3].actions``), so a failure
can be looked up directly in the corpus, with the SPEC rules behind the check
(conformance.case.rules). ``judge_*`` give the first difference; ``judge_result_all`` every one.
"""

from __future__ import annotations

import dataclasses

from conformance.case import checks
from conformance.case.format import Case
from conformance.case.rules import rules_for
from conformance.case.verdict import Mismatch
from conformance.jsonvalues import short
from conformance.protocol.messages import Refused, Result

ANY_REFUSAL = checks.RefusalCheck(-1, "E_ANY")  # the rules of a refusal the case did not expect
MAX_MISMATCHES = 40  # per case: enough to see a pattern, bounded for a hostile reply


def _mm(path: str, expected: object, actual: object, note: str = "") -> Mismatch:
    return Mismatch(path, short(expected), short(actual), note, expected, actual)


def _first(found: list[Mismatch]) -> Mismatch | None:
    return found[0] if found else None


def judge_answer(case: Case, reply: Result | Refused) -> list[Mismatch]:
    """Every difference between ``case`` and a result or refused reply to its request."""
    if isinstance(reply, Result):
        return judge_result_all(case, list(reply.observations))
    one = judge_refused(case, reply.index, reply.code)
    return [] if one is None else [one]



def judge_result(case: Case, observations: object) -> Mismatch | None:
    """The first difference between a ``result`` reply's observations and the case's checks."""
    return _first(judge_result_all(case, observations))


def judge_result_all(case: Case, observations: object) -> list[Mismatch]:
    """Every difference (at most ``MAX_MISMATCHES``): each failing check, and within a check
    each differing path, each with the rules behind it."""
    refusal = case.refusal
    if refusal is not None:
        k = refusal.index
        return [_ruled(case, refusal, Mismatch(
            "$.expect[0]",
            f"actions[{k}] {short(case.actions[k])} refused with {refusal.code}",
            "every action accepted",
            expected_value={"index": k, "code": refusal.code},
            actual_value="every action accepted",
        ))]
    if not isinstance(observations, list):
        return [_mm("$.expect", "a list of observations", observations, "observations must be an array")]
    expect = list(case.expect)
    if len(observations) != len(expect):
        return [_mm("$.expect", f"{len(expect)} observations", f"{len(observations)} observations")]
    out: list[Mismatch] = []
    for i, (check, seen) in enumerate(zip(expect, observations)):
        out += [dataclasses.replace(_ruled(case, check, m), check=i) for m in check_mismatches(check, seen, f"$.expect[{i}]")]
        if len(out) >= MAX_MISMATCHES:
            return out[:MAX_MISMATCHES]
    return out


def _ruled(case: Case, check: checks.Check, m: Mismatch) -> Mismatch:
    return dataclasses.replace(m, rules=rules_for(case.game, check, m.path, case.rules, case.actions))


def judge_refused(case: Case, index: object, code: object) -> Mismatch | None:
    """Compare a ``refused`` reply with the case."""
    found = _refused(case, index, code)
    if found is None:
        return None
    return _ruled(case, case.refusal if case.refusal is not None else ANY_REFUSAL, found)


def _refused(case: Case, index: object, code: object) -> Mismatch | None:
    refusal = case.refusal
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(case.actions):
        return _mm("$.actions", "an action index", index, "refused reply names no action of the case")
    if refusal is None:
        return Mismatch(
            f"$.actions[{index}]",
            f"{short(case.actions[index])} accepted",
            f"refused with {short(code)}",
            expected_value="accepted",
            actual_value={"index": index, "code": code},
        )
    if refusal.index != index:
        return _mm("$.expect[0].index", refusal.index, index, f"refused {short(case.actions[index])} instead")
    if refusal.code != code:
        return _mm("$.expect[0].code", refusal.code, code)
    return None


def judge_check(check: checks.Check, seen: object, path: str) -> Mismatch | None:
    """The first difference between one check and its observation."""
    return _first(check_mismatches(check, seen, path))


def check_mismatches(check: checks.Check, seen: object, path: str) -> list[Mismatch]:
    """Every difference between one check and the observation reported for it. The check's
    values are compared in their JSON form, as the case file states them."""
    if type(check) is checks.LegalCheck and type(seen) is dict and _legal_holds(check, seen):
        return []
    stated = check.to_json()
    if isinstance(check, checks.LegalCheck):
        return _fields(stated, seen, path, ("to_act", "phase", "actions"), set_fields=("actions",))
    if isinstance(check, checks.FinalCheck):
        return _fields(stated, seen, path, ("scores", "winner", "phase"))
    if isinstance(check, checks.TricksCheck):
        return _exact(stated["tricks"], seen, f"{path}.tricks")
    if isinstance(check, checks.HandResultsCheck):
        return _results(stated["results"], seen, f"{path}.results")
    if isinstance(check, checks.PerftCheck):
        return _perft(stated, seen, path)
    return [_mm(path, "an observed check", check.kind)]


def _legal_holds(check: checks.LegalCheck, seen: dict[object, object]) -> bool:
    """Whether a legal observation matches every field ``check`` states (README, "How replies are
    judged"), decided on the check's own fields, without writing it as JSON: most
    of a corpus's checks are legal ones and most replies match (issue 27). True only where the
    general path finds no difference: the same type and value for ``to_act`` and ``phase`` (a
    bool is not an int), an array of strings only, as a set, for ``actions``. False sends the
    observation to that path, which writes every difference."""
    unstated = checks.UNSTATED
    for name, expected in (("to_act", check.to_act), ("phase", check.phase)):
        if expected is unstated:
            continue
        if name not in seen:
            return False
        actual = seen[name]
        if type(actual) is not type(expected) or actual != expected:
            return False
    expected_actions = check.actions
    if expected_actions is unstated:
        return True
    actual_actions = seen.get("actions")
    if type(actual_actions) is not list or not set(map(type, actual_actions)) <= _STR:
        return False
    assert isinstance(expected_actions, tuple)
    return set(actual_actions) == set(expected_actions)


def _fields(check: dict[str, object], seen: object, path: str, names: tuple[str, ...], set_fields: tuple[str, ...] = ()) -> list[Mismatch]:
    if not isinstance(seen, dict):
        return [_mm(path, "an object", seen)]
    out: list[Mismatch] = []
    for name in names:
        if name not in check:
            continue
        if name not in seen:
            out.append(_mm(f"{path}.{name}", check[name], "nothing", f"the observation has no {name!r}"))
        elif name in set_fields:
            out += _as_set(check[name], seen[name], f"{path}.{name}")
        else:
            out += _exact(check[name], seen[name], f"{path}.{name}")
    return out


def _as_set(expected: object, actual: object, path: str) -> list[Mismatch]:
    if not isinstance(actual, list) or not (set(map(type, actual)) <= _STR or all(isinstance(a, str) for a in actual)):
        return [_mm(path, expected, actual, "expected an array of strings")]
    assert isinstance(expected, list)
    exp = {str(e) for e in expected}
    act = {str(a) for a in actual}
    if exp == act:
        return []
    missing = sorted(exp - act)
    extra = sorted(act - exp)
    parts = []
    if missing:
        parts.append(f"missing {short(missing, 120)}")
    if extra:
        parts.append(f"unexpected {short(extra, 120)}")
    return [Mismatch(path, f"{len(exp)} actions", f"{len(act)} actions", "; ".join(parts), sorted(exp), sorted(act))]


def _exact(expected: object, actual: object, path: str) -> list[Mismatch]:
    """Every path where two JSON values differ (lists element-wise, objects key-wise)."""
    return _diff(expected, actual, path, stated=False)


# Values of exactly these types are equal under ``==`` only when ``_diff`` finds them equal too
# (same type and value: a string never equals a number, None only None); not bool with int
# (True == 1) nor float with int (1.0 == 1), which ``_diff`` tells apart.
_EXACT = (frozenset({str, int, type(None)}), frozenset({str, bool, type(None)}))
_STR = frozenset({str})


def _identical(expected: object, actual: object) -> bool:
    """For two values already equal under ``==``: whether ``_diff`` finds no difference either,
    that is, the same types all the way down (a bool is not an int to it, nor 1.0 a 1). Without
    the paths ``_diff`` writes for every item: a reply that matches, the usual case, is checked
    at C speed where its items are scalars (a trick's cards, a seat's scores; issue 27). False
    sends the value to ``_diff``, which is always right."""
    kind = type(expected)
    if kind is not type(actual):
        return False
    if kind is list:
        assert isinstance(expected, list) and isinstance(actual, list)
        kinds = set(map(type, expected)) | set(map(type, actual))
        if kinds <= _EXACT[0] or kinds <= _EXACT[1]:
            return True
        return all(_identical(e, a) for e, a in zip(expected, actual))
    if kind is dict:
        assert isinstance(expected, dict) and isinstance(actual, dict)
        kinds = set(map(type, expected.values())) | set(map(type, actual.values()))
        if kinds <= _EXACT[0] or kinds <= _EXACT[1]:
            return True
        return all(_identical(v, actual[k]) for k, v in expected.items())
    return True  # the same type, and equal


def _diff(expected: object, actual: object, path: str, stated: bool) -> list[Mismatch]:
    """Every path where two JSON values differ; with ``stated``, an object is compared on the
    fields it states only (the actual object may have more)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [_mm(path, expected, actual)]
        if expected == actual and _identical(expected, actual):
            return []  # equal dicts: the same keys, and every value equal by _diff's own rule
        out: list[Mismatch] = []
        for key, value in expected.items():
            if key not in actual:
                out.append(_mm(f"{path}.{key}", value, "nothing", f"missing field {key!r}"))
            else:
                out += _diff(value, actual[key], f"{path}.{key}", stated)
        if not stated:
            out += [_mm(f"{path}.{key}", "nothing", actual[key], f"unexpected field {key!r}") for key in actual if key not in expected]
        return out
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [_mm(path, expected, actual)]
        if expected == actual and _identical(expected, actual):
            return []
        out = []
        for i, (e, a) in enumerate(zip(expected, actual)):
            out += _diff(e, a, f"{path}[{i}]", stated)
        if len(expected) != len(actual):
            n = min(len(expected), len(actual))
            more = expected[n] if len(expected) > n else actual[n]
            note = "" if stated else f"{len(expected)} items expected, {len(actual)} given; first {'missing' if len(expected) > n else 'extra'}: {short(more, 100)}"
            out.append(Mismatch(path, f"{len(expected)} items", f"{len(actual)} items", note, expected, actual))
        return out
    if type(expected) is not type(actual) or expected != actual:
        return [_mm(path, expected, actual)]
    return []


def _results(expected: object, actual: object, path: str) -> list[Mismatch]:
    assert isinstance(expected, list)
    if not isinstance(actual, list):
        return [_mm(path, "an array of hand results", actual)]
    if len(expected) != len(actual):
        return [Mismatch(path, f"{len(expected)} hand results", f"{len(actual)} hand results", "", len(expected), len(actual))]
    out: list[Mismatch] = []
    for i, (e, a) in enumerate(zip(expected, actual)):
        here = f"{path}[{i}]"
        assert isinstance(e, dict)
        if not isinstance(a, dict):
            out.append(_mm(here, e, a))
            continue
        for key, value in e.items():
            if key not in a:
                out.append(_mm(f"{here}.{key}", value, "nothing", f"missing field {key!r}"))
            elif key == "awards":
                out += _awards(value, a[key], f"{here}.awards")
            else:
                out += _stated(value, a[key], f"{here}.{key}")
    return out


def _stated(expected: object, actual: object, path: str) -> list[Mismatch]:
    """Like ``_exact``, except that an object is compared on the fields it states only (the
    actual object may have more)."""
    return _diff(expected, actual, path, stated=True)


def _awards(expected: object, actual: object, path: str) -> list[Mismatch]:
    assert isinstance(expected, list)
    if not isinstance(actual, list):
        return [_mm(path, expected, actual)]
    by_category: dict[object, object] = {}
    for a in actual:
        if isinstance(a, dict):
            by_category[a.get("category")] = a
    out: list[Mismatch] = []
    for e in expected:
        assert isinstance(e, dict)
        category = e.get("category")
        here = f"{path}[category={category}]"
        if category not in by_category:
            out.append(_mm(here, e, "nothing", f"no award for {category!r}"))
        else:
            out += _stated(e, by_category[category], here)
    return out


def _perft(check: dict[str, object], seen: object, path: str) -> list[Mismatch]:
    if not isinstance(seen, dict):
        return [_mm(path, "an object with count and divide", seen)]
    out: list[Mismatch] = []
    if "divide" in check:
        expected = check["divide"]
        actual = seen.get("divide")
        assert isinstance(expected, dict)
        if not isinstance(actual, dict):
            out.append(_mm(f"{path}.divide", expected, actual))
        else:
            missing = sorted(set(expected) - set(actual))
            extra = sorted(set(actual) - set(expected))
            if missing or extra:
                note = "; ".join(p for p in (f"missing {short(missing, 100)}" if missing else "", f"unexpected {short(extra, 100)}" if extra else "") if p)
                out.append(Mismatch(f"{path}.divide", f"{len(expected)} first actions", f"{len(actual)} first actions", note, sorted(expected), sorted(actual)))
            for action in expected:
                if action in actual and expected[action] != actual[action]:
                    out.append(_mm(f"{path}.divide[{short(action)}]", expected[action], actual[action], "count below this first action"))
    return out + _exact(check["count"], seen.get("count"), f"{path}.count")
