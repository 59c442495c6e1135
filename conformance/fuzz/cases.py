"""Fuzzing scenarios as corpus cases (README.md, "What a case checks"): the playout with every
observation the protocol offers, one refusal case per probe, and the minimal case written when an
implementation disagrees. Free of Hypothesis, so a written case needs nothing but the runner.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from conformance.case.build import make_case
from conformance.case.checks import (
    Check,
    FinalCheck,
    HandResultsCheck,
    LegalCheck,
    RefusalCheck,
    TricksCheck,
    read_checks,
)
from conformance.case.format import RULE_RE, Case
from conformance.fuzz.deals import displacement
from conformance.fuzz.space import JSONDict, Probe, Scenario
from conformance.games import game
from conformance.games.support import CaseDict, Shape
from conformance.jsonvalues import JSONScalar, compact

AREA = "fuzz"
TAG = "fuzz"

Kinds = frozenset[type[Check]]  # the kinds of check a shrinking playout observes


def check_rules(game_name: str, check: Check, field: str = "") -> list[str]:
    """The SPEC ids a check rests on; ``field`` (``to_act``) narrows a legal check's."""
    tables = game(game_name).check_rules
    if isinstance(check, LegalCheck):
        rules = [tables.sections.get(str(check.phase), tables.seat_section)]
        if field == "to_act":
            rules.append(tables.seat_section)
        return rules
    return list(tables.kind_sections.get(type(check), ()))


def _preset(game_name: str, options: Mapping[str, JSONScalar]) -> str:
    if game_name not in _PRESETS:  # each preset's JSON once, not once per case
        _PRESETS[game_name] = {}
        for name, preset in game(game_name).presets.items():
            _PRESETS[game_name].setdefault(compact(preset), name)
    return _PRESETS[game_name].get(compact(dict(options)), "custom")


_PRESETS: dict[str, dict[str, str]] = {}


def _case(sc: Scenario, deals: Sequence[JSONDict], actions: Sequence[str], expect: Sequence[Check],
          rules: Sequence[str], seats: Sequence[int | None] | None, what: str, source: str) -> CaseDict:
    return _case_of_json(sc, deals, actions, [c.to_json() for c in expect], rules, seats, what, source)


def _case_of_json(sc: Scenario, deals: Sequence[JSONDict], actions: Sequence[str], expect: list[dict[str, object]],
                  rules: Sequence[str], seats: Sequence[int | None] | None, what: str, source: str) -> CaseDict:
    """The case, its checks given as JSON: each check turned to JSON once, for the id's digest
    and the case alike (a playout's hundreds of legal checks made that the costliest step)."""
    # tuples are written as JSON arrays, like lists: the same text, without copying them first
    body = compact([sc.game, sc.options, sc.dealer, deals, actions, seats or [], expect])
    digest = hashlib.sha256(body.encode("utf-8")).hexdigest()[:10]
    description = f"fuzz: {what}, {len(deals)} deal(s)"
    case = make_case(
        game_name=sc.game, area=AREA, slug=digest, description=description[:160], preset=_preset(sc.game, sc.options),
        options=sc.options, dealer=sc.dealer, deals=deals, actions=actions, expect=(),
        rules=[r for r in rules if RULE_RE.match(r)], tags=[TAG], seats=seats, source=source,
    )
    case["expect"] = expect
    return case


def _typed(case: CaseDict, checks: Sequence[Check]) -> Case:
    """``parse_case(case)``, built from the checks the case was written from instead of read back
    from its JSON: the fuzzer's own cases are well formed, and reading every legal set back (a
    check object per position, each field checked) cost about a tenth of an example
    (tests/test_fuzz_speed_typed.py compares the two)."""
    name, rules, tags, actions, dealer = case["game"], case["rules"], case["tags"], case["actions"], case["dealer"]
    options, deals, level, seats = case["options"], case["deals"], case["level"], case.get("seats")
    assert isinstance(name, str) and isinstance(rules, list) and isinstance(tags, list) and isinstance(actions, list)
    assert isinstance(options, dict) and isinstance(deals, list) and isinstance(level, str) and isinstance(dealer, int)
    return Case(str(case["id"]), str(case["description"]), level, name, tuple(rules), tuple(tags), options, dealer,
                deals, tuple(actions), tuple(seats) if isinstance(seats, list) else None, tuple(checks), case)


def _legal(after: int, seen: Mapping[str, object]) -> LegalCheck:
    return LegalCheck.read({"kind": LegalCheck.kind, "after": after, **seen}, "legal", after)


def playout_checks(sc: Scenario, upto: int | None = None) -> list[Check]:
    """Every observation: the legal set after each prefix, then the tricks, hand results and final state."""
    n = len(sc.actions) if upto is None else upto
    checks: list[Check] = [_legal(k, sc.positions[k].legal) for k in range(n + 1)]
    return checks + _end_checks(sc) if upto is None else checks


def _end_checks(sc: Scenario) -> list[Check]:
    """The tricks, hand results and final state after every action."""
    final = sc.final
    assert isinstance(final, dict) and isinstance(sc.tricks, list) and isinstance(sc.hand_results, list)
    return [TricksCheck(tuple(sc.tricks)), HandResultsCheck(tuple(sc.hand_results)),
            FinalCheck.read({"kind": FinalCheck.kind, **final}, "final", 0)]


# The legal sets one playout case may ask for, in bytes of their action texts: its reply must stay
# inside the runner's default --max-reply-bytes (1 MiB, conformance/protocol/session.py), with room
# for an implementation's own spacing. A whole Smear game to 52 lists 210 discards at each
# discard position: asked in one request, its reply passed 1 MiB, an "oversize" error the fuzzer took
# for a disagreement, against the reference too.
LEGAL_BYTES_PER_CASE = 512 * 1024


def playout_case(sc: Scenario, source: str, kinds: Kinds | None = None) -> CaseDict:
    """The playout with every observation, or only the checks of ``kinds``, as one case (however
    long its reply): ``playout_cases``'s checks in one list."""
    return playout_cases(sc, source, kinds, budget=None)[0]


def playout_cases(sc: Scenario, source: str, kinds: Kinds | None = None,
                  budget: int | None = LEGAL_BYTES_PER_CASE) -> list[CaseDict]:
    """The playout with every observation, or only the checks of ``kinds``: ``playout_checks``,
    the legal checks written as JSON straight from the reference's observations (the same JSON
    ``LegalCheck.to_json`` gives, without a check object per position). One case, unless its legal
    sets pass ``budget`` bytes of action texts: then consecutive runs of positions, each case
    playing the actions up to its last position, the end checks in the last."""
    return [case for case, _ in typed_playout_cases(sc, source, kinds, budget)]


def typed_playout_cases(sc: Scenario, source: str, kinds: Kinds | None = None,
                        budget: int | None = LEGAL_BYTES_PER_CASE) -> list[tuple[CaseDict, Case]]:
    """``playout_cases``, each with the ``Case`` it parses to (``_typed``)."""
    n = len(sc.actions)
    runs: list[list[dict[str, object]]] = [[]]
    checks: list[list[Check]] = [[]]
    rules: list[set[str]] = [set()]
    if kinds is None or LegalCheck in kinds:
        tables = game(sc.game).check_rules
        kind, section, seat_section = LegalCheck.kind, tables.sections.get, tables.seat_section
        run, typed, cited = runs[-1], checks[-1], rules[-1]
        held = 0
        for k, position in enumerate(sc.positions[:n + 1]):  # one per prefix, 0 to n
            seen = position.legal
            actions = seen["actions"]
            assert isinstance(actions, list)  # legal_seen's list of texts
            # each text quoted and comma-separated, and the check's other fields
            size = sum(map(len, actions)) + 3 * len(actions) + 48
            if budget is not None and run and held + size > budget:
                run, typed, cited = [], [], set()
                runs.append(run)
                checks.append(typed)
                rules.append(cited)
                held = 0
            held += size
            to_act, phase = seen["to_act"], seen["phase"]
            assert (to_act is None or isinstance(to_act, int)) and isinstance(phase, str)
            # the position's own list (legal_seen makes one per position), not a copy of it: a
            # case only reads its checks, and a Smear discard position lists 210 texts or more
            # (issue 27, tests/test_fuzz_speed_h26.py)
            run.append({"kind": kind, "after": k, "to_act": to_act, "phase": phase, "actions": actions})
            typed.append(LegalCheck(k, to_act, phase, tuple(actions)))
            cited.add(section(phase, seat_section))
    ends = [c for c in _end_checks(sc) if kinds is None or type(c) in kinds]
    runs[-1] += [c.to_json() for c in ends]
    checks[-1] += ends
    rules[-1] |= {r for c in ends for r in check_rules(sc.game, c)}
    out: list[tuple[CaseDict, Case]] = []
    for i, (expect, cited) in enumerate(zip(runs, rules)):
        last = i == len(runs) - 1
        upto = n if last else int(str(expect[-1]["after"]))
        first = int(str(expect[0]["after"])) if expect and expect[0]["kind"] == LegalCheck.kind else 0
        what = (f"every observation of {n} action(s)" if len(runs) == 1
                else f"part {i + 1} of {len(runs)} of {n} action(s): the legal sets after {first}-{upto}"
                     + (" and the end" if last else ""))
        case = _case_of_json(sc, sc.deals[:sc.deals_at(upto)], sc.actions[:upto], expect, sorted(cited), None, what, source)
        out.append((case, _typed(case, checks[i])))
    return out


def probe_case(sc: Scenario, probe: Probe, source: str) -> CaseDict:
    return typed_probe_case(sc, probe, source)[0]


def typed_probe_case(sc: Scenario, probe: Probe, source: str) -> tuple[CaseDict, Case]:
    """``probe_case`` with the ``Case`` it parses to (``_typed``)."""
    # an accepted action may end the hand: the next deal then starts, as it did for the reference
    deals = sc.deals[:sc.deals_at(probe.after) + (1 if probe.code is None else 0)]
    actions = sc.actions[:probe.after] + (probe.action,)
    seats = [None] * probe.after + [probe.seat] if probe.seat is not None else None
    rules = [r.strip() for r in probe.rule.split(",")]
    who = "" if probe.seat is None else f" for seat {probe.seat}"
    expect: list[Check]
    if probe.code is None:  # accepted: the implementation must accept it too and get to the same place
        assert probe.legal is not None
        expect = [_legal(probe.after + 1, probe.legal)]
        rules += check_rules(sc.game, expect[0])
        what = f"{compact(probe.action)}{who} accepted after {probe.after} action(s)"
    else:
        expect = [RefusalCheck(probe.after, probe.code)]
        what = f"{compact(probe.action)}{who} refused with {probe.code} after {probe.after} action(s)"
    case = _case(sc, deals, actions, expect, rules, seats, what, source)
    return case, _typed(case, expect)


def cases_of(sc: Scenario, source: str, kinds: Kinds | None = None) -> list[CaseDict]:
    """Each probe (a refusal case asks for no observation: cheap), then the playout (with only
    the checks of ``kinds``, when given)."""
    return [case for case, _ in typed_cases_of(sc, source, kinds)]


def typed_cases_of(sc: Scenario, source: str, kinds: Kinds | None = None) -> list[tuple[CaseDict, Case]]:
    """``cases_of``, each with the ``Case`` it parses to (``_typed``): what the search replays."""
    return [typed_probe_case(sc, p, source) for p in sc.probes] + typed_playout_cases(sc, source, kinds)


def focus_kinds(case: CaseDict, path: str) -> Kinds | None:
    """What shrinking a failure needs to observe: the kind of the failing check when it is a
    trick, hand result or final check (a legal set at every step is the costly part of a
    playout), else everything."""
    m = _PATH.match(path)
    if m is None or m.group(1) != "expect":
        return None
    kind = type(_checks(case)[int(m.group(2))])
    return frozenset({kind}) if kind in (TricksCheck, HandResultsCheck, FinalCheck) else None


_PATH = re.compile(r"^\$\.(expect|actions)\[(\d+)\](.*)$")


def focused_case(sc: Scenario, failing: CaseDict, path: str, source: str) -> CaseDict:
    """The failing case cut down to the check that disagreed: a legal set or a refused action
    needs only the actions before it (and the deals those reached). Other failures keep the case."""
    if any(isinstance(c, RefusalCheck) for c in _checks(failing)):
        return failing
    m = _PATH.match(path)
    if m is None:
        return failing
    index = int(m.group(2))
    if m.group(1) == "actions":
        k = index  # the implementation refused a legal action: show it legal, then play it
        checks = playout_checks(sc, k)[-1:]
        what = f"{compact(sc.actions[k])} is legal after {k} action(s)"
        return _cut(sc, k + 1, checks, ["CD-8", *check_rules(sc.game, checks[0])], what, source)
    check = _checks(failing)[index]
    item = re.match(r"^\.(results|tricks)\[(\d+)\]", m.group(3))
    if isinstance(check, (HandResultsCheck, TricksCheck)) and item is not None:
        # the first differing hand (or trick): stop the game as soon as it is over
        results = isinstance(check, HandResultsCheck)
        upto = _first_position(sc, results, int(item.group(2)) + 1)
        seen = sc.positions[upto].match
        observed = {"kind": HandResultsCheck.kind, "results": seen.hand_results()} if results else {"kind": TricksCheck.kind, "tricks": seen.tricks()}
        cut: list[Check] = [read_checks([observed], "observed", 0)[0]]
        what = f"{'hand result' if results else 'trick'} {item.group(2)} after {upto} action(s)"
        # the last action ends the hand (or trick): the next hand's deal is not needed
        return _cut(sc, upto, cut, check_rules(sc.game, check), what, source, sc.deals_at(max(upto - 1, 0)))
    if not isinstance(check, LegalCheck):
        rules = check_rules(sc.game, check)
        what = f"the {check.kind.replace('_', ' ')} after {len(sc.actions)} action(s)"
        return _case(sc, sc.deals[:sc.deals_at(len(sc.actions))], sc.actions, [check], rules, None, what, source)
    after = check.after
    field = m.group(3).lstrip(".").split(".")[0].split("[")[0]
    return _cut(sc, after, [check], check_rules(sc.game, check, field), f"the legal set after {after} action(s)", source)


def _first_position(sc: Scenario, results: bool, count: int) -> int:
    """The first position with ``count`` hand results (or, not ``results``, completed tricks)."""
    for k, position in enumerate(sc.positions):
        seen = position.match.hand_results() if results else position.match.tricks()
        if len(seen) >= count:
            return k
    return len(sc.actions)


def _cut(sc: Scenario, upto: int, checks: list[Check], rules: Sequence[str], what: str, source: str,
         deals: int | None = None) -> CaseDict:
    reached = sc.deals_at(min(upto, len(sc.actions))) if deals is None else deals
    return _case(sc, sc.deals[:reached], sc.actions[:upto], checks, rules, None, what, source)


def _checks(case: CaseDict) -> tuple[Check, ...]:
    expect = case["expect"]
    actions = case["actions"]
    assert isinstance(expect, list) and isinstance(actions, list)
    return read_checks(expect, "expect", len(actions))


@dataclass(frozen=True, order=True)
class Size:
    """How big a failing case is, smallest first: hands, actions, then how far its deals are
    from deck order and how many options differ from the standard game."""

    hands: int
    actions: int
    deal_moves: int
    options_changed: int
    checks: int

    def describe(self) -> str:
        return f"{self.hands} deal(s), {self.actions} action(s)"


def size_of(case: CaseDict, shape: Shape) -> Size:
    deals = case["deals"]
    actions = case["actions"]
    options = case["options"]
    assert isinstance(deals, list) and isinstance(actions, list) and isinstance(options, dict)
    game_name = case["game"]
    assert isinstance(game_name, str)
    moves = sum(displacement(shape, d) for d in deals if isinstance(d, dict))
    return Size(len(deals), len(actions), moves, len(game(game_name).changed(options)), len(_checks(case)))
