"""The command line's reader of SPEC.md: a rule's text by id, the options tables without their
markup, and the ambiguity register entries, field by field, by id or by the option they are
settled by; and SPEC excerpts wrapped for a terminal.

The document itself is read by the project's one reader, conformance/spec.py (where SPEC.md is
found, in a checkout or a wheel; rule, section and register ids; the generated blocks left out);
this module adds what only the command line needs. A SPEC.md that cannot be found or read is a
``SpecMissing``, the command line's kind of error.

``python -m trickref.spec.links --write`` brings SPEC.md's generated blocks up to date;
``--check`` exits 1 when they are not (trickref/spec/links.py, which reads SPEC.md through this
module; this one imports nothing from it).
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import conformance.spec
from conformance.spec import CHAPTERS, OptionRow, SpecText, block_name, end_marker, strip_generated
from reference.errors import TrickrefError

# What the command line reads SPEC through; OptionRow and the generated blocks' markers are the
# one reader's (conformance/spec.py), named here too so that trickref's modules need only this one.
__all__ = [
    "OptionRow", "RegisterEntry", "SeedQuote", "SpecIndex", "SpecMissing", "block_name", "end_marker", "load_spec",
    "spec_path", "strip_generated", "strip_markup", "wrap_markdown",
]

FIELD_LINE = re.compile(r"^\*\*([^*]+?):?\*\*:?")


class SpecMissing(TrickrefError):
    """Neither the repository's SPEC.md nor the packaged copy could be read."""


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


def spec_path() -> Path:
    """SPEC.md (conformance/spec.py: the checkout's, else the wheel's copy)."""
    try:
        return conformance.spec.spec_path()
    except FileNotFoundError as exc:
        raise SpecMissing(str(exc)) from exc


class SpecIndex(SpecText):
    """SPEC.md, indexed once (conformance/spec.py), with its register entries read field by field."""

    def __init__(self, text: str, path: Path | None = None) -> None:
        super().__init__(text, path)
        self._register = {i: self._entry(i, self.register_title(i) or "") for i in self.register_ids()}

    def _entry(self, entry_id: str, title: str) -> RegisterEntry:
        body = self.register_lines(entry_id) or []
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
        lines = self.rule_lines(rule_id)
        if lines is not None:
            return "\n".join(lines)
        title = self.section_title(rule_id)
        return None if title is None else f"{rule_id} {title} (section)"

    def register_entry(self, entry_id: str) -> RegisterEntry | None:
        return self._register.get(entry_id)

    def register_for_option(self, prefix: str, option: str) -> list[RegisterEntry]:
        """The register entries of a game (``SM``, ``FP``, ``SV``) that name ``option``."""
        return [e for k, e in self._register.items() if k.startswith(f"R-{prefix}-") and e.mentions_option(option)]

    def options_table(self, prefix: str) -> list[OptionRow]:
        """The rows of a game's options table (``SM``, ``FP``, ``SV``), markup removed."""
        chapter = next((c for c in CHAPTERS if c.prefix == prefix), None)
        if chapter is None:
            return []
        return [
            OptionRow(strip_markup(r.name), strip_markup(r.values), strip_markup(r.default), r.rules)
            for r in self.options_rows(chapter.options_heading.lstrip("#").strip())
        ]


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
