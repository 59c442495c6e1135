"""trickref perft, driven as a user would (tests/cli_support.py): counts worked out by hand from
SPEC.md, the corpus's perft cases, and the conformance definition of perft."""

from __future__ import annotations

import json
from pathlib import Path

from reference.jsonio import decode_deal
from tests.cli_support import (
    ACTIONS,
    CORPUS,
    SMEAR_OPTIONS,
    ok,
    position,
    smear_deal,
    trickref,
    write,
)


def test_perft_counts_by_hand(tmp_path: Path) -> None:
    # After AH: seat 1 has 2 plays (3H, JD); seat 2 then only X1; seat 3 any of its 6 cards;
    # AH wins, and seat 0 leads any of its 5 cards (SM-6.1): 2, 2, 12, 60.
    pos = write(tmp_path, "pos.json", position(ACTIONS[:6]))
    lines = ok(trickref("perft", "--position", pos, "--depth", "4"))
    assert lines[1:] == ["depth 1: 2", "depth 2: 2", "depth 3: 12", "depth 4: 60"]
    lines = ok(trickref("perft", "--position", pos, "--depth", "3", "--divide"))
    assert lines[1:] == ["play 3H: 6", "play JD: 6", "total: 12 at depth 3"]


def small_perft_cases() -> list[Path]:
    out = []
    for path in sorted((CORPUS / "smear" / "perft").glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if any(c["kind"] == "perft" and c["count"] <= 3000 for c in case["expect"]):
            out.append(path)
    return out[:3]


def test_perft_agrees_with_the_corpus_perft_cases() -> None:
    cases = small_perft_cases()
    assert cases, "no small perft case in the corpus"
    for path in cases:
        case = json.loads(path.read_text(encoding="utf-8"))
        check = next(c for c in case["expect"] if c["kind"] == "perft")
        lines = ok(trickref("perft", "--case", str(path), "--divide"))
        divide: dict[str, int] = {}
        for line in lines[1:]:
            if line.startswith(("play ", "bid ", "pass", "trump ", "discard ")):
                action, count = line.rsplit(": ", 1)
                divide[action] = int(count)
        if "divide" in check:
            assert divide == check["divide"], path
        assert sum(divide.values()) == check["count"], path
        assert f"total: {check['count']} at depth {check['depth']}" in lines
        assert lines[-1] == f"the case expects {check['count']} at depth {check['depth']}: agrees"


def test_perft_uses_the_conformance_definition() -> None:
    from conformance.case.checks import PerftCheck
    from conformance.protocol.messages import Observe
    from conformance.protocol.reference import observe_position
    from reference.perft import divide, perft
    from reference.smear.binding import start
    from trickref.present.position import replay, setup_from

    data = position(ACTIONS[:5])
    table = replay(setup_from(data, "test", strict=True)).table
    match = start(SMEAR_OPTIONS, [decode_deal(smear_deal())], 3, None)
    for a in ACTIONS[:5]:
        match = match.play(a)
    expected = observe_position(match, Observe(PerftCheck, depth=3))
    assert isinstance(expected, dict)
    assert divide(table, 3) == expected["divide"] and perft(table, 3) == expected["count"]
    assert perft(table, 0) == 1
