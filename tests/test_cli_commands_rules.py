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
