"""A small reader of SPEC.md for the command line: a rule's text by id, the options tables,
and the ambiguity register entries by id or by the option they are settled by.

SPEC.md is read at run time: from the repository root when trickref runs from a checkout, else
from the copy packaged inside the wheel (``conformance/SPEC.md``, pyproject's hatch
``force-include``). Rule ids start a line in bold (``**SM-6.3**``); register entries are
``#### R-SM-14 Title`` headings (SPEC.md, "Rule ids"). The blocks that trickref/spec/links.py
generates (contents, index, links) are left out before indexing, so they never add to a rule's
or a register entry's text.

``python -m trickref.spec.links --write`` brings SPEC.md's generated blocks up to date;
``--check`` exits 1 when they are not (trickref/spec/links.py, which reads SPEC.md through this
module; this one imports nothing from it).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Container, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import conformance.spec
from reference.errors import TrickrefError

CANDIDATES = conformance.spec.CANDIDATES  # the checkout's SPEC.md, then the copy a wheel carries

RULE_LINE = re.compile(r"^\*\*([A-Z]{2}-\d+(?:\.\d+)?)\*\*")
SECTION_HEADING = re.compile(r"^#{2,4} ([A-Z]{2}-\d+(?:\.\d+)?) (.+)$")
REGISTER_HEADING = re.compile(r"^#### (R-[A-Z]{2}-\d+) (.+)$")
FIELD_LINE = re.compile(r"^\*\*([^*]+?):?\*\*:?")
# A rule's block ends where the seed quotations, glosses, notes or the next rule begin.
BLOCK_END = ("#", "*Seed*", "*Gloss", "*Informative", "---", "Contested:")

# The generated blocks of SPEC.md (trickref/spec/links.py): ``<!-- spec_index:NAME ... -->`` up to
# ``<!-- /spec_index:NAME -->``. An attached block was inserted with a blank line before it.
BEGIN = re.compile(r"^<!-- spec_index:([a-z-]+)(?: [^>]*)? -->$")
ATTACHED = ("rule-links", "see-also")

# The options table of each game's chapter.
OPTIONS_HEADINGS = {"SM": "### Smear options", "FP": "### Four Point options", "SV": "### Smoorverliefd options"}


class SpecMissing(TrickrefError):
    """Neither the repository's SPEC.md nor the packaged copy could be read."""


@dataclass(frozen=True)
class OptionRow:
    """One row of a game's options table (values and default as the SPEC writes them)."""

    name: str
    values: str
    default: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class SeedQuote:
    citation: str  # e.g. "000_cf771b0ff064e3cf.txt:30, :31"
    quotes: tuple[str, ...]


@dataclass(frozen=True)
class RegisterEntry:
    id: str
    title: str
    rules: str
    seeds: tuple[SeedQuote, ...]
    options: str
    default: str

    def mentions_option(self, name: str) -> bool:
        """Whether the entry's rules or options name ``name`` (as `name` or `name: value`)."""
        pattern = re.compile("`" + re.escape(name) + r"(?::[^`]*)?`")
        return bool(pattern.search(self.options) or pattern.search(self.rules))


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


def spec_path() -> Path:
    for candidate in CANDIDATES:
        if candidate.is_file():
            return candidate
    raise SpecMissing(f"SPEC.md not found (looked for {', '.join(str(c) for c in CANDIDATES)})")


class SpecIndex:
    """SPEC.md, indexed once."""

    def __init__(self, text: str, path: Path | None = None) -> None:
        self.path = path
        self.lines = strip_generated(text.splitlines())
        self._rules: dict[str, str] = {}
        self._sections: dict[str, str] = {}
        self._register: dict[str, RegisterEntry] = {}
        self._index()

    # ------------------------------------------------------------------ building

    def _index(self) -> None:
        lines = self.lines
        for i, line in enumerate(lines):
            m = RULE_LINE.match(line)
            if m and m.group(1) not in self._rules:
                self._rules[m.group(1)] = self._block(i)
            s = SECTION_HEADING.match(line)
            if s:
                self._sections.setdefault(s.group(1), s.group(2).strip())
            r = REGISTER_HEADING.match(line)
            if r:
                self._register[r.group(1)] = self._entry(i, r.group(1), r.group(2).strip())

    def _block(self, start: int) -> str:
        out = [self.lines[start]]
        for line in self.lines[start + 1 :]:
            if RULE_LINE.match(line) or line.startswith(BLOCK_END):
                break
            out.append(line)
        while out and not out[-1].strip():
            out.pop()
        return "\n".join(out)

    def _entry(self, start: int, entry_id: str, title: str) -> RegisterEntry:
        body: list[str] = []
        for line in self.lines[start + 1 :]:
            if line.startswith("#"):
                break
            body.append(line)
        fields: dict[str, list[str]] = {}
        seeds: list[SeedQuote] = []
        current = ""
        for line in body:
            m = FIELD_LINE.match(line)
            if m:
                current = m.group(1).strip()
                rest = line[m.end() :].strip()
                if current == "Seed":
                    seeds.append(SeedQuote(rest.rstrip(":").strip("` ").replace("`", ""), ()))
                    continue
                fields[current] = [rest]
                continue
            if current == "Seed" and seeds:
                if line.startswith(">"):
                    quote = line[1:].strip()
                    seeds[-1] = SeedQuote(seeds[-1].citation, seeds[-1].quotes + (quote,))
                continue
            if current:
                fields.setdefault(current, []).append(line)

        def field(name: str) -> str:
            return " ".join(x.strip() for x in fields.get(name, []) if x.strip())

        # An entry settling several points without options lists them under "Settled ...".
        options = field("Options") or " ".join(field(k) for k in fields if k.startswith("Settled"))
        return RegisterEntry(entry_id, title, field("Rules"), tuple(seeds), options, field("Default"))

    # ------------------------------------------------------------------ queries

    def rule(self, rule_id: str) -> str | None:
        """The text of rule ``rule_id`` as SPEC.md writes it (its bold line and what follows up to
        the seed quotation or the next rule); for a section id without a rule line of its own
        (``SM-6``), its heading."""
        if rule_id in self._rules:
            return self._rules[rule_id]
        if rule_id in self._sections:
            return f"{rule_id} {self._sections[rule_id]} (section)"
        return None

    def rule_ids(self) -> list[str]:
        return list(self._rules)

    def register_entry(self, entry_id: str) -> RegisterEntry | None:
        return self._register.get(entry_id)

    def register_for_option(self, prefix: str, option: str) -> list[RegisterEntry]:
        """The register entries of a game (``SM``, ``FP``, ``SV``) that name ``option``."""
        return [e for k, e in self._register.items() if k.startswith(f"R-{prefix}-") and e.mentions_option(option)]

    def options_table(self, prefix: str) -> list[OptionRow]:
        """The rows of a game's options table."""
        heading = OPTIONS_HEADINGS.get(prefix)
        if heading is None or heading not in self.lines:
            return []
        rows: list[OptionRow] = []
        for line in self.lines[self.lines.index(heading) + 1 :]:
            if line.startswith("#"):
                break
            if not line.startswith("| `"):
                continue
            cells = [c.replace("\\|", "|").strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
            if len(cells) < 4:
                continue
            rules = tuple(r.strip() for r in cells[3].split(",") if r.strip())
            rows.append(OptionRow(strip_markup(cells[0]), strip_markup(cells[1]), strip_markup(cells[2]), rules))
        return rows


@lru_cache(maxsize=1)
def load_spec() -> SpecIndex:
    path = spec_path()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SpecMissing(f"{path}: cannot read: {exc.strerror}") from exc
    return SpecIndex(text, path)


# ---------------------------------------------------------------------- terminal text


def strip_markup(text: str) -> str:
    """Markdown emphasis and code marks removed: readable in a terminal."""
    text = text.replace("**", "").replace("`", "")
    return re.sub(r"(?<![\w*])\*([^*\n]+?)\*(?![\w*])", r"\1", text)


def wrap_markdown(text: str, indent: str, width: int) -> list[str]:
    """A SPEC excerpt as terminal lines: paragraphs and list items wrapped to ``width``, table
    rows kept as they are, markup removed."""
    out: list[str] = []
    width = max(width, len(indent) + 30)
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            joined = strip_markup(" ".join(x.strip() for x in paragraph))
            out.extend(textwrap.wrap(joined, width, initial_indent=indent, subsequent_indent=indent) or [indent])
            paragraph.clear()

    item_start = re.compile(r"^\s*(?:[-*]|\d+\.) ")
    item: list[str] = []

    def flush_item() -> None:
        if item:
            first = item[0]
            m = item_start.match(first)
            marker = m.group(0).strip() + " " if m else ""
            joined = strip_markup(" ".join([first[m.end() if m else 0 :].strip(), *(x.strip() for x in item[1:])]))
            out.extend(
                textwrap.wrap(joined, width, initial_indent=indent + marker, subsequent_indent=indent + " " * len(marker))
            )
            item.clear()

    table: list[list[str]] = []

    def flush_table() -> None:
        if table:
            widths = [max(len(row[i]) if i < len(row) else 0 for row in table) for i in range(max(map(len, table)))]
            for row in table:
                out.append((indent + "  " + "  ".join(c.ljust(w) for c, w in zip(row, widths))).rstrip())
            table.clear()

    for line in text.splitlines():
        if not line.strip():
            flush()
            flush_item()
            flush_table()
            continue
        if line.lstrip().startswith("|"):
            flush()
            flush_item()
            if set(line.replace("|", "").strip()) <= {"-", " "}:
                continue  # the markdown separator row
            table.append([strip_markup(c.replace("\\|", "|").strip()) for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]])
            continue
        flush_table()
        if item_start.match(line):
            flush()
            flush_item()
            item.append(line)
            continue
        if item:
            item.append(line)
        else:
            paragraph.append(line)
    flush()
    flush_item()
    flush_table()
    return out
