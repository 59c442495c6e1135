"""Failing cases grouped by cause: one wrong rule in an implementation fails hundreds of cases
(a bid limit, every playout that bids), and a report that lists them one by one hides it.

A failure's cause is its first divergence (conformance/run/divergence.py, ``Outcome.divergence``)
or, when none was found, its first mismatch. The group key keeps what one wrong rule makes the
same across cases and drops what differs from case to case:

- a legal-set divergence: the phase the reference is in there and the field that differs
  (``legal/bidding/actions``, ``legal/play/to_act``); not the case's next action, which is
  whatever the case happened to play next, nor the first rule the case cites. A wrong seat to
  act where a hand starts or right after a trick is its own cause in any phase
  (``legal/hand_start/to_act``: the dealer; ``legal/after_trick/to_act``: the next leader);
- a trick or hand-result divergence: the field, and for an award its category
  (``trick/winner``, ``hand_result/side/low``, ``hand_result/sweep``);
- a refusal check with no earlier divergence: the expected code, whatever came instead (accepted,
  another code: one malformed-notation bug gives both), and the title counts what came instead
  (``refusal/E_BAD_ACTION``); an action the reference accepts refused: its verb
  (``refused/play``);
- any other check: its kind and field (``perft/divide``, ``final/scores``);
- an adapter error: its kind and the start of its message, digits blanked; a stale skip entry.

The causes are numbered largest first; each has its cases, the rules most of them rest on (the
first mismatch's, narrowed by the wrong implementations that fail it, conformance/run/tested.py,
and the divergence's that the check tables name) and the smallest case (fewest actions) to start
from. The position to explain and the action judged
there are the divergence's (``explain_after``, ``failing_action``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from conformance.case.build import rule_key
from conformance.case.checks import LegalCheck, position
from conformance.case.format import Case
from conformance.case.verdict import Divergence, Mismatch, Outcome
from conformance.games import game
from conformance.protocol.messages import Observe, Refused, Replay, Result
from conformance.protocol.reference import answer
from conformance.run.divergence import trick_and_hand_ends

MAX_CAUSE_RULES = 3
FAILED = ("fail", "error", "stale")


@dataclass(frozen=True)
class Cause:
    number: int  # 1 for the largest
    key: str  # the group, e.g. "legal/bidding/actions"
    title: str  # one line: what differs
    outcomes: tuple[Outcome, ...]
    rules: tuple[str, ...]  # the rules most of its cases' divergences rest on, at most MAX_CAUSE_RULES

    @property
    def smallest(self) -> Outcome:
        """The case to start from: the fewest actions, then the first id."""
        return min(self.outcomes, key=lambda o: (len(o.case.actions), o.case.id))


def causes(outcomes: Iterable[Outcome]) -> list[Cause]:
    """The failing outcomes (failures, errors, stale skip entries) grouped by cause, largest
    first (then by key)."""
    groups: dict[str, list[Outcome]] = {}
    for o in outcomes:
        if o.status in FAILED:
            groups.setdefault(group_key(o), []).append(o)
    ordered = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    return [Cause(i, key, title(key, members), tuple(members), _rules(members)) for i, (key, members) in enumerate(ordered, start=1)]


def numbering(found: Sequence[Cause]) -> dict[str, Cause]:
    """Each failing case's cause, by case id."""
    return {o.case.id: c for c in found for o in c.outcomes}


# ---------------------------------------------------------------------------- the key


def group_key(o: Outcome) -> str:
    """The cause ``o`` is grouped under (see the module docstring)."""
    if o.status == "stale":
        return "stale"
    if o.status == "error":
        head = re.sub(r"\d+", "N", o.message.split(";")[0].split("\n")[0])[:60]
        return f"adapter/{o.report_status}/{head}"
    d = o.divergence
    if d is not None:
        return _divergence_key(o.case, d)
    m = o.mismatch
    if m is None:
        return "fail/" + re.sub(r"\d+", "N", o.message)[:60]
    return _mismatch_key(o.case, m)


def _divergence_key(case: Case, d: Divergence) -> str:
    if d.kind == "legal" and d.after is not None:
        if d.path == "to_act":
            # who acts first in a hand (the dealer) and who leads after a trick are causes of
            # their own, whatever the phase: a dealer that never moves, a wrong next leader
            ends = trick_and_hand_ends(case, d.after)
            if ends is not None and (d.after == 0 or d.after - 1 in ends[1]):
                return "legal/hand_start/to_act"
            if ends is not None and d.after - 1 in ends[0]:
                return "legal/after_trick/to_act"
        return f"legal/{reference_phase(case, d.after) or '?'}/{d.path}"
    if d.kind == "hand_result":
        category = _category(case.game, d.rules)
        return f"hand_result/{d.path}" + (f"/{category}" if category else "")
    if d.kind == "trick":
        return f"trick/{d.path}"
    if d.kind in ("refused", "accepted"):
        return f"{d.kind}/{d.action or '?'}"  # as a refusal check's mismatch of the same action groups
    return f"{d.kind}/{d.path}"


def _category(game_name: str, rules: Sequence[str]) -> str | None:
    """The scoring category a hand-result divergence's rules are the rules of (its path keeps
    only the last field, ``side``, so the Low's side and the High's side would look alike)."""
    if not rules:
        return None
    for name, named in game(game_name).check_rules.category.items():
        if rules[0] in named:
            return name
    return None


def _checked(game_name: str) -> frozenset[str]:
    """The rules the game's check tables name (conformance/case/rules.py): a divergence's rules
    outside them are the case's own list, which says nothing about the cause."""
    t = game(game_name).check_rules
    tables = (*t.phase.values(), t.tricks, *t.category.values(), *t.field.values(), *t.final.values())
    return frozenset(rule for rules in tables for rule in rules)


def _mismatch_key(case: Case, m: Mismatch) -> str:
    refusal = case.refusal
    if refusal is not None and m.path in ("$.expect[0]", "$.expect[0].code"):
        return f"refusal/{refusal.code}"  # accepted, or refused with another code: not refused as the reference does
    refused_at = _refused_index(m) if m.path.startswith("$.actions[") or m.path == "$.expect[0].index" else None
    if refused_at is not None and 0 <= refused_at < len(case.actions):
        return f"refused/{case.actions[refused_at].split(' ')[0]}"
    kind = case.expect[m.check].kind if m.check is not None and m.check < len(case.expect) else "check"
    return f"{kind}/{field_of(m.path) or kind}"


def _refused_index(m: Mismatch) -> int | None:
    """The index of the action an implementation refused, from a mismatch that says so."""
    value = m.actual_value.get("index") if isinstance(m.actual_value, dict) else m.actual_value
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _instead(o: Outcome) -> str:
    """What an implementation did with the action a refusal case expects refused: ``accepted``
    or the code it refused it with."""
    m = o.mismatch
    if m is not None and m.path == "$.expect[0].code":
        return f"refused with {m.actual_value}"
    if m is not None and m.path.startswith("$.actions[") and isinstance(m.actual_value, dict):
        return f"refused with {m.actual_value.get('code')}"
    return "accepted"


def field_of(path: str) -> str:
    """A mismatch path without its check and indices: ``$.expect[3].results[0].scores[1]`` is
    ``results.scores``, ``$.expect[1].divide["bid 2"]`` is ``divide``."""
    parts = re.sub(r"\[[^\]]*\]", "", path).removeprefix("$.").split(".")
    return ".".join(p for p in parts if p and p != "expect")


_TITLES = {
    "actions": "the legal actions differ from the reference's",
    "to_act": "another seat is to act than the reference's",
    "phase": "the phase differs from the reference's",
}


def title(key: str, members: Sequence[Outcome]) -> str:
    """One line saying what differs, for the cause ``key`` of the failing ``members``."""
    parts = key.split("/")
    head = parts[0]
    if head == "stale":
        return "skip-list entries whose case passes: remove them from the skip file"
    if head == "adapter":
        # the key blanks the digits (exit codes, seconds) to group; the title shows the smallest's own
        smallest = min(members, key=lambda o: (len(o.case.actions), o.case.id))
        return f"the adapter went wrong ({parts[1]}): {smallest.message.split(';')[0].splitlines()[0][:120] if smallest.message else '/'.join(parts[2:])}"
    if key == "legal/hand_start/to_act":
        return "another seat is to act first in a hand than the reference's (who deals, who is eldest)"
    if key == "legal/after_trick/to_act":
        return "another seat leads the next trick than the reference's (the trick's winner leads)"
    if head == "legal" and len(parts) == 3:
        return f"{_TITLES.get(parts[2], f'the legal set differs at {parts[2]}')} in phase {parts[1]}"
    if head == "trick":
        return f"a completed trick differs: {parts[1]}"
    if head == "hand_result":
        return f"a hand result differs: the {parts[2]} award's {parts[1]}" if len(parts) > 2 else f"a hand result differs: {parts[1]}"
    if head == "refusal" and len(parts) == 2:
        return f"actions the reference refuses with {parts[1]}, here {_tally(_instead(o) for o in members)}"
    if head == "accepted" and len(parts) == 2:
        return f"a {parts[1]} the reference refuses is accepted"
    if head == "refused" and len(parts) == 2:
        codes = [_instead(o) for o in members if o.mismatch is not None and o.mismatch.path.startswith("$.actions[")]
        return f"a {parts[1]} the reference accepts is refused" + (f" ({_tally(codes)})" if codes else "")
    if head == "fail":
        return members[0].message.split("\n")[0][:120]
    return f"the {head} check differs at {'/'.join(parts[1:])}"


def _tally(items: Iterable[str]) -> str:
    counts = Counter(items)
    return ", ".join(f"{item} {n}" for item, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def _rules(members: Sequence[Outcome]) -> tuple[str, ...]:
    """The rules most members rest on; among equally many, the ones leading a member's
    divergence or first mismatch first (the High's rule before the seating rule every award
    cites), then in SPEC order."""
    votes: Counter[str] = Counter()
    leads: Counter[str] = Counter()
    for o in members:
        mine: set[str] = set(o.mismatch.rules) if o.mismatch is not None else set()
        if o.mismatch is not None and o.mismatch.rules:
            leads[o.mismatch.rules[0]] += 1
        if o.divergence is not None:
            own = [r for r in o.divergence.rules if r in _checked(o.case.game)]
            mine |= set(own)
            if own:
                leads[own[0]] += 1
        votes.update(mine)
    ranked = sorted(votes.items(), key=lambda kv: (-kv[1], -leads[kv[0]], rule_key(kv[0])))
    return tuple(rule for rule, _ in ranked[:MAX_CAUSE_RULES])


# ---------------------------------------------------------------------------- where to look


def explain_after(o: Outcome) -> int:
    """The position a failing case is best explained at (``explain --after K``, which also judges
    the action at K): the first divergence's position; else the refused action (the earlier of
    the expected one and the one the implementation refused); else the first differing legal or
    perft check's position; else after every action."""
    d = o.divergence
    if d is not None and d.after is not None:
        return min(d.after, len(o.case.actions))
    at = failing_action(o)
    if at is not None:
        return at
    for m in o.mismatches:
        if m.check is not None and m.check < len(o.case.expect):
            after = position(o.case.expect[m.check])
            if after is not None:
                return after
    return len(o.case.actions)


def failing_action(o: Outcome) -> int | None:
    """The index of the action a failure turns on, if one: the next action at a legal-set
    divergence, the refused action of a refusal check, the action the implementation refused."""
    case = o.case
    d = o.divergence
    if d is not None:
        judged = d.kind in ("legal", "refused", "accepted") and d.after is not None and d.after < len(case.actions)
        return d.after if judged else None
    refused = [m.actual_value.get("index") for m in o.mismatches if m.path.startswith("$.actions[") and isinstance(m.actual_value, dict)]
    refused += [m.actual_value for m in o.mismatches if m.path == "$.expect[0].index"]
    indices = [i for i in refused if isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(case.actions)]
    if case.refusal is not None:
        indices.append(case.refusal.index)
    return min(indices) if indices else None


# ---------------------------------------------------------------------------- the reference's view


def _request(case: Case, k: int, observe: tuple[Observe, ...]) -> Replay:
    seats = case.seats[:k] if case.seats is not None else None
    return Replay(0, case.id, case.game, case.options, case.dealer, tuple(case.deals), case.actions[:k], observe, seats)


def reference_phase(case: Case, k: int) -> str | None:
    """The phase the reference is in after the first ``k`` actions of ``case``."""
    reply = answer(_request(case, k, (Observe(LegalCheck, k),)))
    if isinstance(reply, Result) and reply.observations and isinstance(reply.observations[0], dict):
        phase = reply.observations[0].get("phase")
        return phase if isinstance(phase, str) else None
    return None


def reference_verdict(case: Case, k: int) -> str | None:
    """What the reference does with ``case.actions[k]`` after the actions before it: ``accepted``
    or the refusal code; None when it refuses an earlier action (the case is not the
    reference's) or cannot replay the case."""
    reply = answer(_request(case, k + 1, ()))
    if isinstance(reply, Result):
        return "accepted"
    if isinstance(reply, Refused) and reply.index == k:
        return reply.code
    return None
