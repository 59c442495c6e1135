"""The first divergence of a failing case, not its symptom.

A wrong trick winner shows up actions later as "expected play 7C accepted, got refused with
E_CARD_NOT_IN_HAND"; a dealer that rotates wrongly, as a refusal at the start of a later round.
So for a failing case the runner asks the adapter once more, for every position up to the
failing point: the legal set (who acts, the phase, the actions) after each action, the tricks and
the hand results. The reference answers the same request, and the earliest observation where the
two differ is the divergence: its position, the action kind there, the field, the rules behind
that observation (case/rules.py) and one readable line.
"""

from __future__ import annotations

from collections.abc import Sequence

from conformance.case.checks import HandResultsCheck, LegalCheck, TricksCheck, position
from conformance.case.format import Case
from conformance.case.judge import ANY_REFUSAL, check_mismatches
from conformance.case.rules import rules_for
from conformance.case.verdict import Divergence, Mismatch, Outcome
from conformance.games import game
from conformance.jsonvalues import printable
from conformance.protocol.messages import Observe, Refused, Replay, Result
from conformance.protocol.reference import answer
from conformance.protocol.session import Runner
from conformance.run.display import shown, visible
from reference.errors import TrickrefError

MAX_PROBE = 800  # actions probed at most: the failing point of a very long case is probed from its end


def failing_point(outcome: Outcome) -> int:
    """How many actions come before the failure: the refused action's index, the failing
    check's position, else every action."""
    case, m = outcome.case, outcome.mismatch
    n = len(case.actions)
    if m is not None and m.path.startswith("$.actions["):
        return min(int(m.path[len("$.actions["):].split("]")[0]), n)
    if case.refusal is not None:
        return case.refusal.index
    if m is not None and m.check is not None and m.check < len(case.expect):
        at = position(case.expect[m.check])
        return n if at is None else at
    return n


def first_divergence(runner: Runner, outcome: Outcome) -> Divergence | None:
    """The earliest observation at or before the failing point where the adapter and the
    reference differ; None when the probe finds none (the failing check is then the cause) or
    the adapter does not answer it."""
    return _probe(runner, outcome.case, failing_point(outcome), again=True)


def _probe(runner: Runner, case: Case, k: int, again: bool) -> Divergence | None:
    """The first divergence within the first ``k`` actions of ``case``. When the adapter refuses
    one of them (an action the reference accepts), the probe is asked again up to that action,
    and the refusal itself is the divergence if nothing earlier differs."""
    start = max(0, k - MAX_PROBE)
    observe = tuple(Observe(LegalCheck, j) for j in range(start, k + 1)) + (Observe(TricksCheck), Observe(HandResultsCheck))
    request = Replay(0, case.id, case.game, case.options, case.dealer, tuple(case.deals), case.actions[:k], observe,
                     case.seats[:k] if case.seats is not None else None)
    reference = answer(request)
    if not isinstance(reference, Result):
        return None
    theirs = runner.ask(request)
    if isinstance(theirs, Refused) and 0 <= theirs.index < k:
        earlier = _probe(runner, case, theirs.index, again=False) if again else None
        return earlier or _refused_at(case, theirs.index, theirs.code)
    if not isinstance(theirs, Result) or len(theirs.observations) != len(observe):
        return None
    found: list[Divergence] = []
    ends = trick_and_hand_ends(case, k)
    legal = _legal_divergence(case, start, reference.observations, theirs.observations, ends if ends else ([], []))
    if legal is not None:
        found.append(legal)
    if ends is not None:
        tricks_end, hands_end = ends
        found += _listed(case, "trick", reference.observations[-2], theirs.observations[-2], tricks_end)
        found += _listed(case, "hand_result", reference.observations[-1], theirs.observations[-1], hands_end)
    if not found:
        return None
    # A trick or hand that ends differently comes first at the same position: the seat to act
    # after it (the trick's winner, the next hand's eldest) is its consequence.
    return min(found, key=lambda d: (d.after if d.after is not None else 1 << 30, d.kind == "legal"))


def _refused_at(case: Case, index: int, code: str) -> Divergence:
    """The adapter refuses ``actions[index]``, which the reference accepts."""
    action = case.actions[index]
    m = Mismatch(f"$.actions[{index}]", f"{visible(action)} accepted", f"refused with {printable(code)}", "")
    rules = rules_for(case.game, ANY_REFUSAL, m.path, case.rules, case.actions)
    return Divergence("refused", index, action.split(" ", 1)[0], "actions", tuple(rules)[:4],
                      f"first divergence at action {index}: {visible(action)} refused with {printable(code)}; the reference accepts it")


def _legal_divergence(case: Case, start: int, ours: Sequence[object], theirs: Sequence[object],
                      ends: tuple[Sequence[int], Sequence[int]]) -> Divergence | None:
    starts = {0} | {i + 1 for i in ends[1]}  # the positions where a hand begins
    leads = {i + 1 for i in ends[0]} - starts  # where the winner of the trick before leads
    for i, (mine, other) in enumerate(zip(ours, theirs)):
        if not isinstance(mine, dict):
            return None
        j = start + i
        expected = LegalCheck.read({"kind": LegalCheck.kind, "after": j, **mine}, "probe", j)
        found = check_mismatches(expected, other, f"legal after {j}")
        if found:
            rules = rules_for(case.game, expected, found[0].path, case.rules)
            if j in starts and found[0].path.endswith(".to_act"):
                # the first seat of a hand follows from its dealer (SM-1.3, FP-1.3, SV-1.3)
                rules = game(case.game).check_rules.field.get("dealer", ()) + rules
            elif j in leads and found[0].path.endswith(".to_act"):
                # the trick itself ended as the reference's (else it would be the divergence):
                # its winner is to lead the next one (SM-6.5, FP-6.4, SV-3.5, in the trick rules)
                tricks = game(case.game).check_rules.tricks
                rules = (*tricks, *(r for r in rules if r not in tricks))
            hand = sorted(starts).index(j) + 1 if j in starts and j > 0 else None  # the start of the case needs no saying
            return _at(case, "legal", j, found[0], rules, where=f"where hand {hand} starts" if hand else
                       ("where the next trick is led" if j in leads else ""))
    return None


def trick_and_hand_ends(case: Case, k: int) -> tuple[list[int], list[int]] | None:
    """The reference's action index ending each trick and each hand within the first ``k``."""
    support = game(case.game)
    try:
        match = support.start(dict(case.options), [support.decode_deal(d, "deal") for d in case.deals], case.dealer, None)
        tricks: list[int] = []
        hands: list[int] = []
        claimed = case.seats or (None,) * len(case.actions)
        for i in range(k):
            match = match.play(case.actions[i], claimed[i])
            while len(match.tricks()) > len(tricks):
                tricks.append(i)
            while len(match.hand_results()) > len(hands):
                hands.append(i)
    except (TrickrefError, ValueError):
        return None
    return tricks, hands


def _listed(case: Case, kind: str, ours: object, theirs: object, ends: Sequence[int]) -> list[Divergence]:
    """The first differing trick (or hand result), placed at the action that completed it."""
    if not isinstance(ours, list):
        return []
    check = (TricksCheck if kind == "trick" else HandResultsCheck).read(
        {"kind": TricksCheck.kind if kind == "trick" else HandResultsCheck.kind, ("tricks" if kind == "trick" else "results"): ours},
        "probe", 0)
    found = check_mismatches(check, theirs, "probe")
    if not found:
        return []
    m = found[0]
    index = _index_in(m.path)
    at = ends[index] + 1 if index is not None and index < len(ends) else (ends[-1] + 1 if ends else len(case.actions))
    return [_at(case, kind, at, m, rules_for(case.game, check, m.path.replace("probe", "$.expect[0]"), case.rules), index)]


def _index_in(path: str) -> int | None:
    for part in path.split("["):
        head = part.split("]")[0]
        if head.isdigit():
            return int(head)
    return None


def _at(case: Case, kind: str, after: int, m: Mismatch, rules: Sequence[str], index: int | None = None,
        where: str = "") -> Divergence:
    action = case.actions[after] if after < len(case.actions) else None
    field = m.path.split(".")[-1].split("[")[0] if "." in m.path else m.path
    # The line names the field within its trick or result (awards[category=low].side, not just
    # side: the Low's side and the High's side would read alike); the group keeps the last field.
    named = m.path.split("]", 1)[1].lstrip(".") if kind != "legal" and "]" in m.path else field
    at = {"legal": f"after {after} action(s)" + (f", {where}" if where else ""), "trick": f"trick {(index or 0) + 1} (ended by action {after - 1})",
             "hand_result": f"hand {(index or 0) + 1} (ended by action {after - 1})"}[kind]
    next_action = f", before {visible(action)}" if kind == "legal" and action is not None else ""
    s = shown(case, m)  # the actions a legal set misses or adds, with their stray spaces visible
    detail = f"first divergence {at}{next_action}: {named or field}: expected {s.expected}, got {s.actual}" + (f" ({s.note})" if s.note else "")
    return Divergence(kind, after, action.split(" ", 1)[0] if action else None, field, tuple(rules)[:4], detail)
