"""trickref rules, driven as a user would (tests/cli_support.py): every option with its default,
values, rules and register entries quoted from SPEC.md, read from the checkout or from the copy
packaged in the wheel."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

from tests.cli_support import ROOT, following, ok, trickref


def test_rules_lists_options_presets_and_the_register() -> None:
    lines = ok(trickref("rules", "smear"))
    assert lines[0].startswith("Smear (smear): SPEC chapter SM, read from ")
    assert following(lines, "  trump_anytime", 4) == [
        "    default: true",
        "    values: true | false",
        "    rules: SM-6.3",
        "    register: R-SM-14 Trumping when able to follow suit",
    ]
    assert any(x.split() == ["widow", "widow=4,", "score_two=true"] for x in lines)
    assert any(x.split() == ["no_jick", "jick=false,", "score_jick=false,", "score_three=false"] for x in lines)
    entry = lines.index("  R-SM-14 Trumping when able to follow suit")
    quoted = " ".join(x.strip() for x in lines[entry : entry + 12])
    assert "seed 000_cf771b0ff064e3cf.txt:30, :31:" in quoted
    assert "> Debe seguir el palo si tiene alguna carta del palo jugado;" in quoted
    # a terminal that cannot show the seed's accents still gets the whole text
    assert any("seg?n lo acordado" in x for x in ok(trickref("rules", "smear", encoding="ascii")))
    fp = ok(trickref("rules", "fourpoint"))
    assert "  take" in fp and any(x.split() == ["take_1", "take=1"] for x in fp)
    sv = ok(trickref("rules", "smoorverliefd"))
    assert "  troef" in sv and any(x.split() == ["met_troef", "troef=true"] for x in sv)


def test_rules_read_the_spec_packaged_in_the_wheel(tmp_path: Path) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", str(tmp_path / "dist")],
        check=False, cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    assert built.returncode == 0, built.stderr
    wheel = next((tmp_path / "dist").glob("*.whl"))
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        assert "conformance/SPEC.md" in z.namelist()
        z.extractall(site)
    lines = ok(trickref("rules", "smear", cwd=tmp_path, pythonpath=site))
    assert lines[0] == f"Smear (smear): SPEC chapter SM, read from {site / 'conformance' / 'SPEC.md'}"


def test_rules_of_one_option() -> None:
    # SPEC.md's Smear options table: max_bid, values others_speak | ends_bidding, default
    # others_speak, rule SM-3.4; register entry R-SM-4 "Bidding after a maximum bid" names it.
    # No preset sets max_bid (the presets table sets nine_card, widow, score_two, jick,
    # score_jick, score_three, partnerships, jokers, joker_rank and target only).
    lines = ok(trickref("rules", "smear", "max_bid"))
    assert following(lines, "  max_bid", 4) == [
        "    default: others_speak",
        "    values: others_speak | ends_bidding",
        "    rules: SM-3.4",
        "    register: R-SM-4 Bidding after a maximum bid",
    ]
    assert following(lines, "Presets that set max_bid otherwise than standard", 1) == ["  (none)"]
    assert "  R-SM-4 Bidding after a maximum bid" in lines
    # nothing of the other options
    assert "  jokers" not in lines and "  trump_anytime" not in lines
    assert not any(x.startswith("  R-SM-") and "R-SM-4 " not in x for x in lines)
    # jokers: five_point_team is the one preset that sets it (jokers: 1)
    lines = ok(trickref("rules", "smear", "jokers"))
    presets = following(lines, "Presets that set jokers otherwise than standard", 2)
    assert presets[0].split() == ["five_point_team", "jokers=1"] and presets[1] == ""


def test_a_rule_by_its_id_with_the_register_entries_citing_it() -> None:
    # SM-6.3 as SPEC.md states it; R-SM-7 (The Jick) and R-SM-14 (Trumping when able to follow
    # suit) are the register entries whose Rules field cites SM-6.3; trump_anytime's row cites it.
    lines = ok(trickref("rules", "--id", "SM-6.3"))
    assert lines[0].startswith("SM-6.3 A player holding a card of the led effective suit MUST play one (E_MUST_FOLLOW_SUIT).")
    assert "Options of smear whose rules include it: trump_anytime (trickref rules smear OPTION)" in lines
    entries = [x.strip() for x in lines if x.startswith("  R-")]
    assert entries == ["R-SM-7 The Jick", "R-SM-14 Trumping when able to follow suit"]
    # a register entry by its id, and two ids at once
    lines = ok(trickref("rules", "--id", "R-SM-4", "--id", "CD-4"))
    assert lines[0] == "  R-SM-4 Bidding after a maximum bid"
    assert any(x.startswith("CD-4 Card tokens. A card is written as a token of exactly two characters.") for x in lines)
    # a section: its heading, then each of its rules (SM-3.1 to SM-3.6)
    lines = ok(trickref("rules", "--id", "SM-3"))
    assert lines[0] == "SM-3 Bidding (section)"
    assert [x.split()[0] for x in lines if x.startswith("  SM-3.")] == [f"SM-3.{n}" for n in range(1, 7)]


def test_rules_errors_name_what_was_wrong() -> None:
    from tests.cli_support import one_error_line

    assert one_error_line(trickref("rules", "--id", "SM-3.44")).endswith(
        "--id 'SM-3.44': no such rule or register entry in " + str(ROOT / "SPEC.md") + "; did you mean SM-3.4?")
    assert one_error_line(trickref("rules", "smear", "max_bdi")).startswith(
        "trickref: error: smear: unknown option 'max_bdi'; did you mean max_bid? known: all_pass, ")
    assert one_error_line(trickref("rules")) == "trickref: error: give a GAME (smear, fourpoint, smoorverliefd), or --id RULE"
