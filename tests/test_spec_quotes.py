"""SPEC.md's seed quotations against the seeds kept in the repository (SPEC.md, "Seeds and
quotations"): every block quote under a seed citation (``*Seed* `000_….txt:23`:`` in the
chapters, ``**Seed** …`` in the register) must occur word for word in the lines it cites, only
whitespace being normalised; the seeds themselves must be the texts as received."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"

# sha256 of the seeds as received (SPEC.md: "kept byte for byte as received").
AS_RECEIVED = {
    "000_cf771b0ff064e3cf.txt": "0d058088562a251c",
    "001_1fe27d6be2c54703.txt": "26cfffe4c1c94f81",
    "002_496071e978702a82.txt": "9954c5499b245f0c",
}

CITATION = re.compile(r"^(\*\*?)Seed\1")
# `000_cf771b0ff064e3cf.txt:29`, `:31`, `:29`–`:34` (a range), optionally with the seeds/ folder
CITED = re.compile(r"`(?:seeds/)?(\d{3}_[0-9a-f]{16}\.txt)?:(\d+)`(?:–`:(\d+)`)?")


@dataclass(frozen=True)
class Quotation:
    spec_line: int  # 1-based line of the citation in SPEC.md
    seed: str | None
    lines: tuple[int, ...]
    text: str


def normalise(text: str) -> str:
    return " ".join(text.split())


def quotations(spec: str) -> list[Quotation]:
    """Each quote paragraph (consecutive ``>`` lines) that follows a seed citation, up to the
    first line that is neither blank nor a quote."""
    lines = spec.splitlines()
    out: list[Quotation] = []
    for i, line in enumerate(lines):
        if not CITATION.match(line):
            continue
        seed: str | None = None
        cited: list[int] = []
        for m in CITED.finditer(line):
            seed = seed or m.group(1)
            first = int(m.group(2))
            last = int(m.group(3)) if m.group(3) else first
            cited += range(first, last + 1)
        paragraph: list[str] = []
        for follow in [*lines[i + 1 :], ""]:
            if follow.startswith(">"):
                paragraph.append(follow[1:].strip())
                continue
            if paragraph:
                out.append(Quotation(i + 1, seed, tuple(cited), normalise(" ".join(paragraph))))
                paragraph = []
            if follow.strip():
                break
    return out


def problems(quotes: list[Quotation], seeds: dict[str, list[str]]) -> list[str]:
    """What is wrong with each quotation: an unknown seed, a line out of range, or a text that is
    not a piece of the lines cited (a quote never leaves words out: "…" is the seed's own)."""
    found: list[str] = []
    for q in quotes:
        where = f"SPEC.md:{q.spec_line}"
        if q.seed is None or q.seed not in seeds:
            found.append(f"{where}: cites no seed of seeds/ ({q.seed})")
            continue
        text = seeds[q.seed]
        if not q.lines or any(not 1 <= n <= len(text) for n in q.lines):
            found.append(f"{where}: {q.seed} lines {q.lines} outside 1..{len(text)}")
            continue
        cited = normalise(" ".join(text[n - 1] for n in sorted(set(q.lines))))
        if q.text not in cited:
            found.append(f"{where}: not in {q.seed}:{','.join(map(str, q.lines))}: {q.text[:80]!r}")
    return found


def seed_texts() -> dict[str, list[str]]:
    return {p.name: p.read_text(encoding="utf-8").splitlines() for p in SEEDS.glob("*.txt")}


def test_the_seeds_are_in_the_repository_as_received() -> None:
    assert sorted(p.name for p in SEEDS.iterdir()) == sorted([*AS_RECEIVED, "README.md"])
    for name, digest in AS_RECEIVED.items():
        assert hashlib.sha256((SEEDS / name).read_bytes()).hexdigest().startswith(digest), name


def test_every_seed_quotation_is_in_the_lines_it_cites() -> None:
    quotes = quotations((ROOT / "SPEC.md").read_text(encoding="utf-8"))
    assert len(quotes) > 200  # the chapters and the register quote every seed sentence they use
    assert {q.seed for q in quotes} == set(AS_RECEIVED)
    assert problems(quotes, seed_texts()) == []


def test_the_spec_cites_nothing_outside_the_repository() -> None:
    spec = (ROOT / "SPEC.md").read_text(encoding="utf-8")
    assert "shared/seeds" not in spec and "/work/" not in spec
    for name in set(re.findall(r"\d{3}_[0-9a-f]{16}\.txt", spec)):
        assert (SEEDS / name).is_file(), name


TOY_SPEC = """*Seed* `000_0000000000000000.txt:3`–`:4`:

> Cuatro cinco
> seis.

> cinco seis.

*Gloss:* four five six.

> not a quotation: no citation above it

**Seed** `000_0000000000000000.txt:1`, `:9`:

> Uno dos tres.

**Seed** `000_0000000000000000.txt:1`:

> Uno tres.

> Uno … tres.

*Seed* `111_0000000000000000.txt:1`:

> Uno"""


def test_the_checker_finds_a_wrong_quote_a_wrong_line_and_an_unknown_seed() -> None:
    seeds = {"000_0000000000000000.txt": ["Uno dos tres.", "", "Cuatro  cinco", "seis."]}
    spec = TOY_SPEC
    quotes = quotations(spec)
    assert [(q.spec_line, q.lines, q.text) for q in quotes[:2]] == [
        (1, (3, 4), "Cuatro cinco seis."),
        (1, (3, 4), "cinco seis."),
    ]
    assert len(quotes) == 6
    found = problems(quotes, seeds)
    assert [f.split(":", 2)[1] for f in found] == ["12", "16", "16", "22"]
    assert "outside 1..4" in found[0] and "cites no seed" in found[3]
