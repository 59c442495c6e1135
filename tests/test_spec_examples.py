"""SPEC.md's worked examples replayed against the reference, as CommonMark checks its examples
(issue 26): every ``#### Example`` heading carries one ``trickref-example`` block, hand-written
from the rules (SPEC.md, "Worked examples"), and each block's observations are judged against the
reference through the same replay primitive an adapter's answers go through, plus the order of
every ``legal-in-order`` list.

The mutation tests below change one expectation of a block in memory and show the replay then
fails: a block whose observations the test could not tell apart from another's would check nothing.
"""

from __future__ import annotations

import re

import pytest

from conformance.export import build
from conformance.sources.examples import examples
from conformance.sources.examples.cases import AREA, example_cases, replay_failures
from conformance.sources.examples.grammar import BadExample, Example, read_examples
from conformance.spec import spec_path

SPEC_TEXT = spec_path().read_text(encoding="utf-8")
HEADINGS = re.findall(r"^#### Example (\S+)\s*$", SPEC_TEXT, re.MULTILINE)


def test_every_example_heading_has_one_block() -> None:
    # The grammar refuses a heading with no block or two; here, the headings and the blocks read
    # are the same ids in the same order, so no example is silently skipped.
    assert [e.id for e in examples()] == HEADINGS
    assert len(HEADINGS) == 26  # issue 26 counted 26 worked examples; none may be dropped unnoticed


WRITTEN = [e for e in examples() if e.pending is None]
PENDING = [e.id for e in examples() if e.pending is not None]


def test_no_example_is_pending() -> None:
    # A ``pending:`` block (SPEC.md, "Worked examples") is replayed by nothing: none may stand.
    assert PENDING == []


@pytest.mark.parametrize("example", WRITTEN, ids=lambda e: e.id)
def test_every_example_replays_against_the_reference(example: Example) -> None:
    assert example_cases(example), f"Example {example.id} states nothing a case can check"
    assert replay_failures(example) == []


def _block(example_id: str) -> tuple[int, int]:
    """The character span of the example's block in SPEC_TEXT."""
    head = SPEC_TEXT.index(f"#### Example {example_id}\n")
    start = SPEC_TEXT.index("```trickref-example\n", head)
    return start, SPEC_TEXT.index("\n```", start + 1)


def _mutated(example_id: str, old: str, new: str) -> Example:
    """The example read from SPEC_TEXT with ``old`` replaced by ``new`` once inside its block."""
    start, end = _block(example_id)
    block = SPEC_TEXT[start:end]
    assert block.count(old) == 1, f"{old!r} occurs {block.count(old)} times in Example {example_id}'s block"
    text = SPEC_TEXT[:start] + block.replace(old, new) + SPEC_TEXT[end:]
    return next(e for e in read_examples(text) if e.id == example_id)


# One changed expectation of each kind a block states. Each new value is wrong by the rules:
# seat 3 (the dealer) may not bid 10 over a bid of 10 under others_speak (SM-3.4); bid 11 is over
# the hand maximum 10 (E_BID_TOO_HIGH, not too low, SM-3.2); JD is the Jick and beats X1 (SM-4.3),
# so seat 1 and not seat 2 wins trick 2; the dealer_set dealer loses 2, not 3 (SM-8.6); the
# discards are listed in card order, KS TS before KS AH (CD-6); the pass by seat 3 leaves seat 2
# to name trump, not seat 3 (SM-4.1).
MUTATIONS = [
    ("SM-3.4-a", "legal 3 bidding: pass\n", "legal 3 bidding: pass, bid 10\n"),
    ("SM-3.4-a", "refuse bid 11 -> E_BID_TOO_HIGH\ndo bid 10", "refuse bid 11 -> E_BID_TOO_LOW\ndo bid 10"),
    ("SM-4.2-a", "  0: AD JD X1 JC -> 1\n  1:", "  0: AD JD X1 JC -> 2\n  1:"),
    ("SM-3.4-a", "changes=[0,0,0,-2]", "changes=[0,0,0,-3]"),
    ("CD-5-a", "discard KS TS, discard KS AH", "discard KS AH, discard KS TS"),
    ("SM-3.4-a", "do pass\nlegal 2 trump", "do pass\nlegal 3 trump"),
]


@pytest.mark.parametrize(("example_id", "old", "new"), MUTATIONS, ids=[f"{m[0]}:{m[2].strip()}" for m in MUTATIONS])
def test_changing_one_expectation_makes_the_replay_fail(example_id: str, old: str, new: str) -> None:
    assert replay_failures(_mutated(example_id, old, new)) != []


def test_a_heading_without_a_block_is_refused_naming_its_line() -> None:
    start, end = _block("SM-3.4-a")
    text = SPEC_TEXT[:start] + SPEC_TEXT[end + len("\n```"):]
    line = SPEC_TEXT[: SPEC_TEXT.index("#### Example SM-3.4-a\n")].count("\n") + 1
    with pytest.raises(BadExample, match=rf"^SPEC.md:{line}: Example SM-3.4-a has no trickref-example block"):
        read_examples(text)


def test_a_malformed_step_is_refused_naming_its_line() -> None:
    start, _ = _block("SM-3.4-a")
    at = SPEC_TEXT.index("do pass; bid 3\n", start)
    line = SPEC_TEXT[:at].count("\n") + 1
    text = SPEC_TEXT[:at] + "dance pass\n" + SPEC_TEXT[at + len("do pass; bid 3\n"):]
    with pytest.raises(BadExample, match=rf"^SPEC.md:{line}: unknown step 'dance'"):
        read_examples(text)


def test_the_corpus_holds_every_example_citing_its_rule() -> None:
    docs = build()
    mine = [d for d in docs if str(d["id"]).split("/")[1] == AREA]
    for example in WRITTEN:
        cases = [d for d in mine if f"example:{example.id}" in d["tags"]]  # type: ignore[operator]
        assert cases, f"no corpus case for Example {example.id}"
        assert {str(d["id"]) for d in cases} == {str(d["id"]) for d in example_cases(example)}
        assert all(example.rule in d["rules"] for d in cases)  # type: ignore[operator]
    assert len(mine) == sum(len(example_cases(e)) for e in WRITTEN)
