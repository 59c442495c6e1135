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

A mismatch names the first differing JSON path *in the case file* (``$.expect[3].actions``), so a
failure can be looked up directly in the corpus.
"""

from __future__ import annotations

from dataclasses import dataclass

from conformance.jsonutil import short
from conformance.model import Case


@dataclass(frozen=True)
class Mismatch:
    path: str
    expected: str  # compact, already rendered
    actual: str
    note: str = ""

    def render(self) -> str:
        text = f"at {self.path}: expected {self.expected}, got {self.actual}"
        return f"{text} ({self.note})" if self.note else text


def _mm(path: str, expected: object, actual: object, note: str = "") -> Mismatch:
    return Mismatch(path, short(expected), short(actual), note)


def judge_result(case: Case, observations: object) -> Mismatch | None:
    """Compare a ``result`` reply's observations with the case's checks."""
    refusal = case.refusal
    if refusal is not None:
        k = refusal["index"]
        assert isinstance(k, int)
        return Mismatch(
            "$.expect[0]",
            f"actions[{k}] {short(case.actions[k])} refused with {refusal['code']}",
            "every action accepted",
        )
    if not isinstance(observations, list):
        return _mm("$.expect", "a list of observations", observations, "observations must be an array")
    checks = [(i, c) for i, c in enumerate(case.expect)]
    if len(observations) != len(checks):
        return _mm("$.expect", f"{len(checks)} observations", f"{len(observations)} observations")
    for (i, check), seen in zip(checks, observations):
        found = judge_check(check, seen, f"$.expect[{i}]")
        if found is not None:
            return found
    return None


def judge_refused(case: Case, index: object, code: object) -> Mismatch | None:
    """Compare a ``refused`` reply with the case."""
    refusal = case.refusal
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(case.actions):
        return _mm("$.actions", "an action index", index, "refused reply names no action of the case")
    if refusal is None:
        return Mismatch(
            f"$.actions[{index}]",
            f"{short(case.actions[index])} accepted",
            f"refused with {short(code)}",
        )
    if refusal["index"] != index:
        return _mm("$.expect[0].index", refusal["index"], index, f"refused {short(case.actions[index])} instead")
    if refusal["code"] != code:
        return _mm("$.expect[0].code", refusal["code"], code)
    return None


def judge_check(check: dict[str, object], seen: object, path: str) -> Mismatch | None:
    kind = check["kind"]
    if kind == "legal":
        return _fields(check, seen, path, ("to_act", "phase", "actions"), set_fields=("actions",))
    if kind == "final":
        return _fields(check, seen, path, ("scores", "winner", "phase"))
    if kind == "tricks":
        return _exact(check["tricks"], seen, f"{path}.tricks")
    if kind == "hand_results":
        return _results(check["results"], seen, f"{path}.results")
    if kind == "perft":
        return _perft(check, seen, path)
    return _mm(path, "a known check", kind)


def _fields(check: dict[str, object], seen: object, path: str, names: tuple[str, ...], set_fields: tuple[str, ...] = ()) -> Mismatch | None:
    if not isinstance(seen, dict):
        return _mm(path, "an object", seen)
    for name in names:
        if name not in check:
            continue
        if name not in seen:
            return _mm(f"{path}.{name}", check[name], "nothing", f"the observation has no {name!r}")
        if name in set_fields:
            found = _as_set(check[name], seen[name], f"{path}.{name}")
        else:
            found = _exact(check[name], seen[name], f"{path}.{name}")
        if found is not None:
            return found
    return None


def _as_set(expected: object, actual: object, path: str) -> Mismatch | None:
    if not isinstance(actual, list) or not all(isinstance(a, str) for a in actual):
        return _mm(path, expected, actual, "expected an array of strings")
    assert isinstance(expected, list)
    exp = {str(e) for e in expected}
    act = {str(a) for a in actual}
    if exp == act:
        return None
    missing = sorted(exp - act)
    extra = sorted(act - exp)
    parts = []
    if missing:
        parts.append(f"missing {short(missing, 120)}")
    if extra:
        parts.append(f"unexpected {short(extra, 120)}")
    return Mismatch(path, f"{len(exp)} actions", f"{len(act)} actions", "; ".join(parts))


def _exact(expected: object, actual: object, path: str) -> Mismatch | None:
    """The first path where two JSON values differ (lists element-wise, objects key-wise)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return _mm(path, expected, actual)
        for key, value in expected.items():
            if key not in actual:
                return _mm(f"{path}.{key}", value, "nothing", f"missing field {key!r}")
            found = _exact(value, actual[key], f"{path}.{key}")
            if found is not None:
                return found
        for key in actual:
            if key not in expected:
                return _mm(f"{path}.{key}", "nothing", actual[key], f"unexpected field {key!r}")
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return _mm(path, expected, actual)
        for i, (e, a) in enumerate(zip(expected, actual)):
            found = _exact(e, a, f"{path}[{i}]")
            if found is not None:
                return found
        if len(expected) != len(actual):
            n = min(len(expected), len(actual))
            more = expected[n] if len(expected) > n else actual[n]
            note = f"{len(expected)} items expected, {len(actual)} given; first {'missing' if len(expected) > n else 'extra'}: {short(more, 100)}"
            return Mismatch(path, f"{len(expected)} items", f"{len(actual)} items", note)
        return None
    if type(expected) is not type(actual) or expected != actual:
        return _mm(path, expected, actual)
    return None


def _results(expected: object, actual: object, path: str) -> Mismatch | None:
    assert isinstance(expected, list)
    if not isinstance(actual, list):
        return _mm(path, "an array of hand results", actual)
    if len(expected) != len(actual):
        return Mismatch(path, f"{len(expected)} hand results", f"{len(actual)} hand results")
    for i, (e, a) in enumerate(zip(expected, actual)):
        here = f"{path}[{i}]"
        assert isinstance(e, dict)
        if not isinstance(a, dict):
            return _mm(here, e, a)
        for key, value in e.items():
            if key not in a:
                return _mm(f"{here}.{key}", value, "nothing", f"missing field {key!r}")
            if key == "awards":
                found = _awards(value, a[key], f"{here}.awards")
            else:
                found = _stated(value, a[key], f"{here}.{key}")
            if found is not None:
                return found
    return None


def _stated(expected: object, actual: object, path: str) -> Mismatch | None:
    """Like ``_exact``, except that an object is compared on the fields it states only (the
    actual object may have more)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return _mm(path, expected, actual)
        for key, value in expected.items():
            if key not in actual:
                return _mm(f"{path}.{key}", value, "nothing", f"missing field {key!r}")
            found = _stated(value, actual[key], f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return _mm(path, expected, actual)
        for i, (e, a) in enumerate(zip(expected, actual)):
            found = _stated(e, a, f"{path}[{i}]")
            if found is not None:
                return found
        if len(expected) != len(actual):
            return Mismatch(path, f"{len(expected)} items", f"{len(actual)} items")
        return None
    return _exact(expected, actual, path)


def _awards(expected: object, actual: object, path: str) -> Mismatch | None:
    assert isinstance(expected, list)
    if not isinstance(actual, list):
        return _mm(path, expected, actual)
    by_category: dict[object, object] = {}
    for a in actual:
        if isinstance(a, dict):
            by_category[a.get("category")] = a
    for e in expected:
        assert isinstance(e, dict)
        category = e.get("category")
        here = f"{path}[category={category}]"
        if category not in by_category:
            return _mm(here, e, "nothing", f"no award for {category!r}")
        found = _stated(e, by_category[category], here)
        if found is not None:
            return found
    return None


def _perft(check: dict[str, object], seen: object, path: str) -> Mismatch | None:
    if not isinstance(seen, dict):
        return _mm(path, "an object with count and divide", seen)
    if "divide" in check:
        expected = check["divide"]
        actual = seen.get("divide")
        assert isinstance(expected, dict)
        if not isinstance(actual, dict):
            return _mm(f"{path}.divide", expected, actual)
        missing = sorted(set(expected) - set(actual))
        extra = sorted(set(actual) - set(expected))
        if missing or extra:
            note = "; ".join(p for p in (f"missing {short(missing, 100)}" if missing else "", f"unexpected {short(extra, 100)}" if extra else "") if p)
            return Mismatch(f"{path}.divide", f"{len(expected)} first actions", f"{len(actual)} first actions", note)
        for action in expected:
            if expected[action] != actual[action]:
                return _mm(f"{path}.divide[{short(action)}]", expected[action], actual[action], "count below this first action")
    return _exact(check["count"], seen.get("count"), f"{path}.count")
