"""SPEC.md as every part of the project reads it: the one reader of the document.

SPEC.md is the repository's; an installed wheel carries a copy inside this package
(pyproject.toml, force-include), so every path that needs it finds it. Rule ids start a line in
bold (``**SM-6.3**``); sections are headings with an id (``### SM-6 Play``); register entries
are ``#### R-SM-14 Title`` headings; each game's chapter has an options table and a refusal-code
table (SPEC.md, "Rule ids"). The blocks that trickref/spec/links.py generates (contents, index,
links, between ``<!-- spec_index:NAME ... -->`` markers) are left out before anything is read, so
they never add to a rule's or a register entry's text.

``SpecText`` is the document indexed once; the suite's questions (the rule ids of a chapter, the
section ids, a refusal-code table, the rules of each option) are functions of it below, the
vocabulary pages' quotations (conformance/vocabulary/spec_text.py) and the command line's reader
(trickref/spec/index.py) are built on it.
"""

from __future__ import annotations

import re
from collections.abc import Container, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from conformance.case.build import rule_key

HERE = Path(__file__).resolve().parent
CANDIDATES = (HERE.parent / "SPEC.md", HERE / "SPEC.md")  # the checkout's, then the wheel's

RULE_LINE = re.compile(r"^\*\*([A-Z]{2}-\d+(?:\.\d+)?)\*\*")
SECTION_HEADING = re.compile(r"^#{2,4} ([A-Z]{2}-\d+(?:\.\d+)?) (.+)$")
REGISTER_HEADING = re.compile(r"^#### (R-[A-Z]{2}-\d+) (.+)$")
# A rule's text ends where the seed quotations, glosses, notes or the next rule begin.
BLOCK_END = ("#", "*Seed*", "*Gloss", "*Informative", "---", "Contested:")
_CITED = re.compile(r"[A-Z]{2}-[0-9]+(?:\.[0-9]+)?")

# The generated blocks: ``<!-- spec_index:NAME ... -->`` up to ``<!-- /spec_index:NAME -->``. An
# attached block was inserted with a blank line before it (trickref/spec/links.py).
BEGIN = re.compile(r"^<!-- spec_index:([a-z-]+)(?: [^>]*)? -->$")
ATTACHED = ("rule-links", "see-also")


@dataclass(frozen=True)
class Chapter:
    """A game's chapter: its rule id letters, its title and the headings of its two tables."""

    prefix: str
    title: str
    options_heading: str
    refusal_heading: str


CHAPTERS = tuple(
    Chapter(prefix, title, f"### {title} options", f"### {title} refusal codes")
    for prefix, title in (("SM", "Smear"), ("FP", "Four Point"), ("SV", "Smoorverliefd"))
)


@dataclass(frozen=True)
class OptionRow:
    """One row of a game's options table (values and default as the SPEC writes them, markup
    kept; the rules its ``rule`` column names)."""

    name: str
    values: str
    default: str
    rules: tuple[str, ...]


def spec_path() -> Path:
    """SPEC.md: the checkout's, else the copy an installed wheel carries. Raises FileNotFoundError
    naming both places."""
    for path in CANDIDATES:
        if path.is_file():
            return path
    raise FileNotFoundError(f"SPEC.md is in neither {CANDIDATES[0]} nor {CANDIDATES[1]} (a broken install?)")


# ---------------------------------------------------------------------------- generated blocks


def block_name(line: str) -> str | None:
    """The name of the generated block ``line`` opens, if it opens one."""
    m = BEGIN.match(line.strip())
    return m.group(1) if m else None


def end_marker(name: str) -> str:
    return f"<!-- /spec_index:{name} -->"


def strip_generated(lines: Sequence[str], names: Container[str] | None = None) -> list[str]:
    """The document without its generated blocks (markers included), or without those named in
    ``names`` only (the others kept as they are); an attached block goes with the blank line
    inserted before it."""
    out: list[str] = []
    inside: str | None = None
    for line in lines:
        if inside is not None:
            if line.strip() == end_marker(inside):
                inside = None
            continue
        name = block_name(line)
        if name is not None and (names is None or name in names):
            inside = name
            if name in ATTACHED and out and not out[-1].strip():
                out.pop()
            continue
        out.append(line)
    return out


# ---------------------------------------------------------------------------- the document


class SpecText:
    """SPEC.md without its generated blocks, indexed once: where each rule and register entry
    starts, each section's title."""

    def __init__(self, text: str, path: Path | None = None) -> None:
        self.path = path
        self.lines = strip_generated(text.splitlines())
        self._rule_at: dict[str, int] = {}
        self._sections: dict[str, str] = {}
        self._register_at: dict[str, tuple[int, str]] = {}
        for i, line in enumerate(self.lines):
            m = RULE_LINE.match(line)
            if m:
                self._rule_at.setdefault(m.group(1), i)
            s = SECTION_HEADING.match(line)
            if s:
                self._sections.setdefault(s.group(1), s.group(2).strip())
            r = REGISTER_HEADING.match(line)
            if r:
                self._register_at[r.group(1)] = (i, r.group(2).strip())

    def rule_ids(self) -> list[str]:
        """Every rule id with a bold line, in the order SPEC.md writes them."""
        return list(self._rule_at)

    def rule_lines(self, rule_id: str) -> list[str] | None:
        """The lines of rule ``rule_id``: its bold line and what follows, up to the next rule, a
        heading, or the seed quotation and gloss; trailing blank lines dropped (None: no such rule)."""
        if rule_id not in self._rule_at:
            return None
        start = self._rule_at[rule_id]
        out = [self.lines[start]]
        for line in self.lines[start + 1 :]:
            if RULE_LINE.match(line) or line.startswith(BLOCK_END):
                break
            out.append(line)
        while out and not out[-1].strip():
            out.pop()
        return out

    def section_title(self, section_id: str) -> str | None:
        """The title of section ``section_id`` (``SM-6`` -> ``Play``), if SPEC has the section."""
        return self._sections.get(section_id)

    def register_ids(self) -> list[str]:
        return list(self._register_at)

    def register_title(self, entry_id: str) -> str | None:
        found = self._register_at.get(entry_id)
        return found[1] if found else None

    def register_lines(self, entry_id: str) -> list[str] | None:
        """The lines of register entry ``entry_id`` after its heading, up to the next heading."""
        found = self._register_at.get(entry_id)
        return None if found is None else self._until_heading(found[0] + 1)

    def under_heading(self, heading: str) -> list[str]:
        """The lines after the first heading whose text (``#`` marks and spaces set aside) is
        ``heading``, up to the next heading of any level (empty if there is none)."""
        at = next((i for i, x in enumerate(self.lines) if x.startswith("#") and x.lstrip("#").strip() == heading), None)
        return [] if at is None else self._until_heading(at + 1)

    def options_rows(self, heading: str) -> list[OptionRow]:
        """The rows of the options table under ``heading`` (``Smear options``): each
        ``| `name` | values | default | rules |``."""
        rows: list[OptionRow] = []
        for line in self.under_heading(heading):
            if not line.startswith("| `"):
                continue
            cells = [c.replace("\\|", "|").strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
            if len(cells) < 4:
                continue
            rules = tuple(r.strip() for r in cells[3].split(",") if r.strip())
            rows.append(OptionRow(cells[0].strip("`"), cells[1], cells[2], rules))
        return rows

    def _until_heading(self, start: int) -> list[str]:
        out: list[str] = []
        for line in self.lines[start:]:
            if line.startswith("#"):
                break
            out.append(line)
        return out


@lru_cache(maxsize=1)
def load() -> SpecText:
    """SPEC.md (``spec_path()``), read and indexed once a process."""
    path = spec_path()
    return SpecText(path.read_text(encoding="utf-8"), path)


def read(spec: Path | None = None) -> SpecText:
    """SPEC.md, or another file written as it is (a test's), read now."""
    return load() if spec is None else SpecText(spec.read_text(encoding="utf-8"), spec)


# ---------------------------------------------------------------------------- the suite's questions


def spec_rule_ids(prefixes: Sequence[str], spec: Path | None = None) -> list[str]:
    """The rule ids of the chapters ``prefixes`` (reserved ids left out), in rule order."""
    doc = read(spec)
    ids = [
        i for i in doc.rule_ids()
        if i.split("-")[0] in prefixes and "(reserved)" not in RULE_LINE.sub("", (doc.rule_lines(i) or [""])[0])
    ]
    return sorted(ids, key=rule_key)


def spec_section_ids(spec: Path | None = None) -> list[str]:
    """Section headings with an id (``### SM-6 Play``), in order, as often as SPEC writes them."""
    return re.findall(r"^#+ ([A-Z]{2}-[0-9]+) ", "\n".join(read(spec).lines), re.MULTILINE)


def spec_refusal_codes(heading: str, spec: Path | None = None) -> tuple[str, ...]:
    """The codes listed in the SPEC table under ``### <heading>`` (empty if there is none)."""
    codes: list[str] = []
    for line in read(spec).under_heading(heading):
        m = re.match(r"^\|\s*`(E_[A-Z_]+)`", line)
        if m and m.group(1) not in codes:
            codes.append(m.group(1))
    return tuple(codes)


def option_rules(game_title: str, spec: Path | None = None) -> dict[str, tuple[str, ...]]:
    """Each option of the game's options table (``### <title> options``) with the rule ids its
    ``rule`` column names."""
    return {
        row.name: tuple(r for cell in row.rules for r in _CITED.findall(cell))
        for row in read(spec).options_rows(f"{game_title} options")
        if row.rules and _CITED.match(row.rules[0])
    }
