"""Replays through an open prefix memo (conformance/protocol/prefixes.py) answer exactly what
replays without one answer: every case of the bundled corpus (results, refusals, errors), a
configuration's generated cases (prefixes of a few playouts, the memo's use), and requests
made to share a prefix and then part (another seat, a refused action, a longer one). A memo
opened inside a mutant's block is that engine's only."""

from __future__ import annotations

import dataclasses

import pytest

from conformance.case.format import parse_case
from conformance.games import game
from conformance.jsonvalues import compact
from conformance.protocol import prefixes
from conformance.protocol.messages import Replay
from conformance.protocol.reference import answer, reference_failure
from conformance.sources.generated.configured import Budget, configured_cases
from conformance.suite.discrimination import failing, mutant_applied
from tests.bundled import bundled_corpus


def _answers(requests: list[Replay]) -> list[str]:
    return [compact(answer(r).to_json()) for r in requests]


def test_every_corpus_case_gets_the_same_answer_through_a_memo() -> None:
    # every third case: all kinds and games, without the whole corpus's perfts twice
    requests = [c.request(i) for i, c in enumerate(bundled_corpus().cases[::3])]
    plain = _answers(requests)
    with prefixes.shared() as memo:
        shared = _answers(requests)
        assert memo.starts  # the memo was used
    assert shared == plain
    assert prefixes.current() is None
    # the corpus's answers are not all alike: results, refusals and errors are all compared
    kinds = {a.split('"type":"')[1].split('"')[0] for a in plain}
    assert {"result", "refused"} <= kinds


def test_a_configurations_generated_cases_answer_the_same_and_share_prefixes() -> None:
    support = game("smoorverliefd")
    options = support.full_options({**support.defaults, "players": 3})
    cases = [parse_case(c) for c in configured_cases("smoorverliefd", options, Budget().shared(8))]
    requests = [c.request(i) for i, c in enumerate(cases)]
    plain = _answers(requests)
    with prefixes.shared() as memo:
        assert _answers(requests) == plain
        steps = _count(list(memo.starts.values()))
    played = sum(len(r.actions) for r in requests)
    assert steps < played / 2, (steps, played)  # most actions were shared, not played again


def _count(steps: list[prefixes.Step]) -> int:
    n = 0
    while steps:
        step = steps.pop()
        n += len(step.next)
        steps.extend(step.next.values())
    return n


def test_requests_that_part_after_a_shared_prefix() -> None:
    case = next(c for c in bundled_corpus().cases if c.game == "smoorverliefd" and len(c.actions) > 20 and c.refusal is None)
    base = case.request(0)
    k = 10
    lawful = dataclasses.replace(base, actions=base.actions[:k + 1], seats=None)
    variants = [
        lawful,
        dataclasses.replace(lawful, actions=base.actions[:k] + ("pass",)),  # refused at k (not an action of play)
        dataclasses.replace(lawful, seats=(None,) * k + (9,)),  # a seat that does not exist, at k
        dataclasses.replace(lawful, actions=base.actions[:k] + ("play ZZ",)),  # malformed at k
        dataclasses.replace(base, seats=None),  # the whole case after its prefix
        lawful,  # again, now remembered
    ]
    plain = _answers(variants)
    with prefixes.shared():
        assert _answers(variants) == plain
    assert len(set(plain)) >= 4


def test_a_memo_opened_inside_a_mutants_block_is_that_engines() -> None:
    cases = [c for c in bundled_corpus().cases if c.game == "smoorverliefd"][:150]
    caught = failing("sv_dealer_rotates_right", cases)
    assert caught  # the mutant fails some of them
    with mutant_applied("sv_dealer_rotates_right"):
        under_mutant = [c.id for c in cases if reference_failure(c) is not None]
    assert caught == under_mutant
    # and after the block the reference passes them all, memo or not
    with prefixes.shared():
        assert [c.id for c in cases if reference_failure(c) is not None] == []


def test_a_memo_keeps_a_bounded_number_of_states(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hostile cache file of long games cannot make a memo hold every state it played: past
    ``KEPT_STEPS`` replays go on, with the same answers, and keep nothing more."""
    monkeypatch.setattr(prefixes, "KEPT_STEPS", 50)
    requests = [c.request(i) for i, c in enumerate(bundled_corpus().cases[:60])]
    plain = _answers(requests)
    with prefixes.shared() as memo:
        assert _answers(requests) == plain
        assert memo.kept == 50
        assert len(memo.starts) + _count(list(memo.starts.values())) == 50
