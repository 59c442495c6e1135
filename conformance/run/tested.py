"""The rules a failing check really tests: those whose wrong implementations fail it.

A generated case cites every rule its game touches (25 to 40 ids), and the tables behind a check
kind (case/rules.py) name a phase's or a field's rules, a handful. Sharper: replay the case with
each wrong implementation of its game (conformance/mutants/) patched in, and keep the rules of
those that fail the very same check at the very same field. Those are what the check can tell
apart. Cited: at most ``MAX_RULES``, the most often caught first; where no mutant fails it there,
the check's table rules; a field with a rule of its own (an award's category) always cites it, and
so does a refusal check the rule the reference refuses that action by (CD-8: every refusal names
the rule that forbids it; a bid too high is FP-3.2 even where only a wrong refusal mechanism,
CD-8's own mutants, fails the check).
"""

from __future__ import annotations

from collections import Counter

from conformance.case.format import Case
from conformance.case.judge import judge_answer
from conformance.case.verdict import Mismatch
from conformance.games import game
from conformance.mutants import MUTANTS
from conformance.protocol.messages import Refused, Result
from conformance.protocol.reference import answer
from conformance.suite.discrimination import mutant_applied
from reference.errors import IllegalAction, TrickrefError

MAX_RULES = 3
_CACHE: dict[tuple[str, str], tuple[str, ...]] = {}
# case id -> for each mutant of its game that fails it, its rules and the paths it fails: one
# replay per mutant and case, however many of the case's checks are asked about
_FAILED: dict[str, list[tuple[tuple[str, ...], frozenset[str]]]] = {}


def _field(path: str) -> str:
    return path.split("[category=")[0]


def _failed_paths(case: Case) -> list[tuple[tuple[str, ...], frozenset[str]]]:
    if case.id not in _FAILED:
        failed: list[tuple[tuple[str, ...], frozenset[str]]] = []
        for name, mutant in MUTANTS.items():
            if mutant.game != case.game or mutant.cannot_differ(case.options) is not None:
                continue
            with mutant_applied(name):
                reply = answer(case.request(0))
            found = judge_answer(case, reply) if isinstance(reply, (Result, Refused)) else []
            if found:
                failed.append((tuple(mutant.rules), frozenset(m.path for m in found)))
        _FAILED[case.id] = failed
    return _FAILED[case.id]


def tested_rules(case: Case, mismatch: Mismatch) -> tuple[str, ...]:
    """The rules of the mutants that fail ``case`` at ``mismatch``'s path (else at its field, an
    award of any category; at most ``MAX_RULES``), else the check's table rules (as many)."""
    key = (case.id, mismatch.path)
    if key in _CACHE:
        return _CACHE[key]
    exact: Counter[str] = Counter()
    near: Counter[str] = Counter()
    for rules, paths in _failed_paths(case):
        if mismatch.path in paths:
            exact.update(rules)
        elif any(_field(p) == _field(mismatch.path) for p in paths):
            near.update(rules)
    # the very field first (High's side, not any award): a wrong trick winner moves every award,
    # and would outvote the category's own rule if any award counted
    votes = exact or near
    measured = tuple(r for r, _ in votes.most_common(MAX_RULES))
    own = mismatch.rules
    if measured and len(own) <= 2 and not set(own) & set(measured):
        # a field with a rule of its own (an award's category) that only other rules' wrong
        # implementations move here (a trick winner, the deck): its own rule leads, they follow
        measured = (own[0], *measured[:MAX_RULES - 1])
    rules = measured or own[:MAX_RULES]
    forbids = _refusing_rule(case, mismatch)
    if forbids is not None:
        rules = (forbids, *(r for r in rules if r != forbids))[:MAX_RULES]
    _CACHE[key] = rules
    return rules


def _refusing_rule(case: Case, mismatch: Mismatch) -> str | None:
    """For a mismatch of the case's refusal check, the rule the reference refuses the action by
    (its IllegalAction's rule); None for any other mismatch or when the reference accepts it."""
    refusal = case.refusal
    # the judge states a refusal case's mismatches at $.expect[0], the case's one check
    if refusal is None or not (mismatch.path == "$.expect[0]" or mismatch.path.startswith("$.expect[0].")):
        return None
    support = game(case.game)
    try:
        match = support.start(dict(case.options), [support.decode_deal(d, "deal") for d in case.deals], case.dealer, None)
        claimed = case.seats or (None,) * len(case.actions)
        for i in range(refusal.index + 1):
            match = match.play(case.actions[i], claimed[i])
    except IllegalAction as refused:
        return refused.rule
    except (TrickrefError, ValueError):
        return None
    return None
