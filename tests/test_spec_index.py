"""SPEC.md as trickref reads and writes it. The reader (trickref/spec/index.py) finds rules,
sections, options and register entries; the generated parts (trickref/spec/links.py, run as
``python -m trickref.spec.links --write``): SPEC.md must be up to date with the generator, every
link must land on a heading, and the generator must change nothing outside its markers."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.cli_support import following
from trickref.spec import links as spec_links
from trickref.spec.index import SpecIndex, load_spec, strip_generated
from trickref.spec.outline import headings, slug

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "SPEC.md"


def test_spec_md_is_up_to_date_with_the_generator() -> None:
    text = SPEC.read_text(encoding="utf-8")
    new, problems = spec_links.generate(text)
    assert problems == [], problems
    assert new == text, "SPEC.md's generated blocks are out of date: run `python -m trickref.spec.links --write`"


def test_the_check_command_agrees() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "trickref.spec.links", "--check"],
        cwd=ROOT, capture_output=True, text=True, timeout=900, check=False,
    )
    assert run.returncode == 0, run.stderr


def test_every_link_in_the_spec_lands_on_a_heading() -> None:
    lines = SPEC.read_text(encoding="utf-8").splitlines()
    anchors = {h.anchor for h in headings(lines)}
    targets = re.findall(r"\]\(#([^)]+)\)", "\n".join(lines))
    assert len(targets) > 1000  # contents, index, and the links of the register and the sections
    assert sorted({t for t in targets if t not in anchors}) == []


def test_the_spec_has_its_contents_index_and_links() -> None:
    text = SPEC.read_text(encoding="utf-8")
    lines = text.splitlines()
    contents = lines.index("## Contents")
    assert lines.index("## About this document") < contents < lines.index("## Chapter CD: Cards and notation")
    assert "- [Ambiguity register](#ambiguity-register)" in lines
    assert "  - [SM-6 Play](#sm-6-play)" in lines
    index = lines.index("## Index")
    assert index > lines.index("#### R-SV-1 First dealer by cut")
    tail = "\n".join(lines[index:])
    for needle in (
        "[SM-6.3](#sm-6-play)",
        "| `trump_anytime` |",
        "| `E_MUST_FOLLOW_SUIT` |",
        "[Example SM-3.4-a](#example-sm-34-a)",
        "[Example FP-4.4-b](#example-fp-44-b)",
        "[R-FP-17 Points the seed leaves to the engine, settled](#r-fp-17-points-the-seed-leaves-to-the-engine-settled)",
    ):
        assert needle in tail, needle
    # R-SM-14 cites SM-6.3: its Rules line links there, and SM-6 links back to it
    r14 = lines.index("#### R-SM-14 Trumping when able to follow suit")
    assert any(x.startswith("*Rules, linked:* [SM-6.3](#sm-6-play)") for x in lines[r14 : r14 + 8])
    sm6 = lines.index("### SM-6 Play")
    see_also = next(x for x in lines[sm6 : sm6 + 5] if x.startswith("*See also (register):*"))
    assert "[R-SM-14 Trumping when able to follow suit](#r-sm-14-trumping-when-able-to-follow-suit)" in see_also


def test_the_generator_changes_nothing_outside_its_markers() -> None:
    text = SPEC.read_text(encoding="utf-8")
    new, _ = spec_links.generate(text)
    assert strip_generated(new.splitlines()) == strip_generated(text.splitlines())


def test_the_command_line_readers_ignore_the_generated_blocks() -> None:
    spec = load_spec()
    r1 = spec.register_entry("R-SM-1")
    assert r1 is not None and r1.rules == "SM-1.4."
    last = spec.register_entry("R-SV-12")
    assert last is not None and "spec_index" not in last.rules + last.options + last.default
    assert spec.rule("CD-9") is not None and "Index" not in (spec.rule("CD-9") or "")


def test_anchors_are_githubs() -> None:
    assert slug('R-SM-9 Order of the two jokers ("según lo acordado")') == (
        "r-sm-9-order-of-the-two-jokers-según-lo-acordado"
    )
    assert slug("Chapter FP: Four Point (seed 001_1fe27d6be2c54703.txt)") == (
        "chapter-fp-four-point-seed-001_1fe27d6be2c54703txt"
    )
    assert slug("R-FP-7 How many cards: the `take` default") == "r-fp-7-how-many-cards-the-take-default"
    heads = headings(["# A", "## Smear", "```", "# not a heading", "```", "### Smear", "#### Smear"])
    assert [h.anchor for h in heads] == ["a", "smear", "smear-1", "smear-2"]


TOY = """# Toy

## About this document

Intro.

---

## Chapter XY: nothing

### SM-1 Players

**SM-1.1** Four players.

**SM-1.2** *(reserved)*

#### Example SM-1.1-a

Four.

### SM-2 Play

**SM-2.1** Follow suit (`trump_anytime`).

## Ambiguity register

#### R-SM-1 Players

**Rules:** SM-1.1 (option `players`),
SM-2.1.

**Seed** `x.txt:1`:

> Cuatro.

#### R-SM-2 Ghost

**Rules:** SM-9.9.
"""


def test_a_toy_document(tmp_path: Path) -> None:
    """Derivation: the contents go before the `---` that ends "About"; R-SM-1's Rules paragraph
    (two lines) cites SM-1.1 and SM-2.1, so both sections link back to it and its rule links follow
    the paragraph; R-SM-2 cites SM-9.9, which the document does not define (a problem); the index
    lists the three rules under their two sections, SM-1.2 marked reserved."""
    new, problems = spec_links.generate(TOY, tmp_path)
    assert problems == ["R-SM-2: **Rules:** cites SM-9.9, not in SPEC.md"]
    lines = new.splitlines()
    assert lines.index("## Contents") < lines.index("---") < lines.index("## Chapter XY: nothing")
    assert "  - [SM-1 Players](#sm-1-players)" in lines and "- [Index](#index)" in lines
    assert following(lines, "SM-2.1.", 5) == [
        "",
        "<!-- spec_index:rule-links -->",
        "*Rules, linked:* [SM-1.1](#sm-1-players), [SM-2.1](#sm-2-play).",
        "<!-- /spec_index:rule-links -->",
        "",
    ]
    assert following(lines, "### SM-1 Players", 3)[-1] == "*See also (register):* [R-SM-1 Players](#r-sm-1-players)."
    assert "| [SM-1 Players](#sm-1-players) | [SM-1.1](#sm-1-players), [SM-1.2](#sm-1-players) *(reserved)* | " \
        "[R-SM-1](#r-sm-1-players) |" in lines
    assert "| [Example SM-1.1-a](#example-sm-11-a) | [SM-1.1](#sm-1-players) |" in lines
    assert "| [R-SM-2 Ghost](#r-sm-2-ghost) | SM-9.9 |" in lines
    # stable, and nothing outside the markers changed
    assert spec_links.generate(new, tmp_path)[0] == new
    assert strip_generated(lines) == strip_generated(spec_links.generate(new, tmp_path)[0].splitlines())
    # a register entry added later gets its links, and the section its back-link, on the next run
    added = new.replace("#### R-SM-2 Ghost", "#### R-SM-3 Late\n\n**Rules:** SM-2.1.\n\n#### R-SM-2 Ghost")
    again = spec_links.generate(added, tmp_path)[0].splitlines()
    assert following(again, "### SM-2 Play", 3)[-1] == (
        "*See also (register):* [R-SM-1 Players](#r-sm-1-players); [R-SM-3 Late](#r-sm-3-late)."
    )
    assert SpecIndex(new).register_entry("R-SM-1") is not None


def test_seed_sections() -> None:
    """Seed 000: «Jugadores» is line 7 and runs to line 9 (line 10 is blank, 11 the next title)."""
    text = (ROOT / "seeds" / "000_cf771b0ff064e3cf.txt").read_text(encoding="utf-8")
    sections = spec_links.seed_sections(text)
    assert sections[0] == ("Cómo jugar", 1, 5)
    assert ("Jugadores", 7, 9) in sections and ("Puntuación", 36, 42) in sections
    assert len(sections) == 11


def test_spec_index_finds_rules_sections_options_and_register_entries() -> None:
    text = "\n".join([
        "### Toy options",
        "",
        "### XY-1 Play",
        "",
        "**XY-1.1** Follow suit (`E_MUST_FOLLOW_SUIT`).",
        "A *void* player may play any card.",
        "",
        "**XY-1.2** Trumps win.",
        "",
        "*Seed* `x.txt:3`:",
        "",
        "> Hay que asistir.",
        "",
        "#### R-XY-1 Trumping when able to follow",
        "",
        "**Rules:** XY-1.1 (option `trump_anytime`).",
        "",
        "**Seed** `x.txt:3`, `:4`:",
        "",
        "> Hay que asistir.",
        "",
        "> Se puede fallar.",
        "",
        "**Options:** `trump_anytime: true` or `false`.",
        "",
        "**Default:** `true`.",
    ])
    spec = SpecIndex(text)
    assert spec.rule("XY-1.1") == "**XY-1.1** Follow suit (`E_MUST_FOLLOW_SUIT`).\nA *void* player may play any card."
    assert spec.rule("XY-1.2") == "**XY-1.2** Trumps win."  # the seed quotation is not part of it
    assert spec.rule("XY-1") == "XY-1 Play (section)"
    assert spec.rule("XY-9") is None
    entries = spec.register_for_option("XY", "trump_anytime")
    assert [e.id for e in entries] == ["R-XY-1"] and spec.register_for_option("XY", "trump") == []
    entry = entries[0]
    assert entry.title == "Trumping when able to follow"
    assert entry.seeds[0].citation == "x.txt:3, :4"
    assert entry.seeds[0].quotes == ("Hay que asistir.", "Se puede fallar.")
    assert entry.default == "`true`."


def test_every_rule_the_command_line_cites_is_in_the_spec() -> None:
    spec = load_spec()
    cited: set[str] = set()
    for path in sorted((ROOT / "trickref").rglob("*.py")):
        cited.update(re.findall(r'"((?:SM|FP|SV|CD)-\d+(?:\.\d+)?)"', path.read_text(encoding="utf-8")))
    assert len(cited) > 40
    assert sorted(r for r in cited if spec.rule(r) is None) == []
