"""The rules a failing check really tests: those whose wrong implementations fail it.

A generated case cites every rule its game touches (25 to 40 ids), and the tables behind a check
kind (case/rules.py) name a phase's or a field's rules, a handful. Sharper: replay the case with
each wrong implementation of its game (conformance/mutants/) patched in, and keep the rules of
those that fail the very same check at the very same field. Those are what the check can tell
apart. Cited: at most ``MAX_RULES``, the most often caught first; where no mutant fails it there,
the check's table rules.
"""

from __future__ import annotations

from collections import Counter

from conformance.case.format import Case
from conformance.case.judge import judge_answer
from conformance.case.verdict import Mismatch
from conformance.mutants import MUTANTS
from conformance.protocol.messages import Refused, Result
from conformance.protocol.reference import answer
from conformance.suite.discrimination import mutant_applied

MAX_RULES = 3
_CACHE: dict[tuple[str, str], tuple[str, ...]] = {}


def _field(path: str) -> str:
    return path.split("[category=")[0]


def tested_rules(case: Case, mismatch: Mismatch) -> tuple[str, ...]:
    """The rules of the mutants that fail ``case`` at ``mismatch``'s check and field (at most
    ``MAX_RULES``), else the check's table rules (at most as many)."""
    key = (case.id, mismatch.path)
    if key in _CACHE:
        return _CACHE[key]
    votes: Counter[str] = Counter()
    for name, mutant in MUTANTS.items():
        if mutant.game != case.game or mutant.cannot_differ(case.options) is not None:
            continue
        with mutant_applied(name):
            reply = answer(case.request(0))
        found = judge_answer(case, reply) if isinstance(reply, (Result, Refused)) else []
        if any(_field(m.path) == _field(mismatch.path) for m in found):
            votes.update(mutant.rules)
    rules = tuple(r for r, _ in votes.most_common(MAX_RULES)) or mismatch.rules[:MAX_RULES]
    _CACHE[key] = rules
    return rules
