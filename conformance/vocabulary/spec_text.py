"""The parts of SPEC.md a vocabulary page quotes: a rule's text by id, a section by its heading, the
markdown tables under a heading, a register entry's title. SPEC.md is read by the project's one
reader, conformance/spec.py (the checkout's copy, else the one a wheel carries); its generated
blocks (``<!-- spec_index:... -->``, trickref/spec/links.py) are left out, so a page never quotes
an index or a "see also" line.

A piece a page needs and SPEC no longer has raises ``SpecGap`` naming it: the page cannot be
generated until SPEC or the generator is put right (tests/test_vocabulary.py then fails).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import conformance.spec
from conformance.spec import SpecText

_HEADING = re.compile(r"^(#{1,6}) (.+)$")


class SpecGap(LookupError):
    """SPEC.md lacks a piece a vocabulary page quotes."""


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


class Spec(SpecText):
    """SPEC.md without its generated blocks, read once (conformance/spec.py), with the pieces a
    page quotes; a piece SPEC lacks is a ``SpecGap``."""

    # ------------------------------------------------------------------ ids

    def has_rule(self, rule_id: str) -> bool:
        """Whether ``rule_id`` is a rule (``SM-6.3``) or a section (``SM-6``) of SPEC."""
        return self.rule_lines(rule_id) is not None or self.section_title(rule_id) is not None

    def register_title(self, entry_id: str) -> str:
        title = super().register_title(entry_id)
        if title is None:
            raise SpecGap(f"SPEC.md has no register entry {entry_id}")
        return title

    def has_register(self, entry_id: str) -> bool:
        return super().register_title(entry_id) is not None

    def register_body(self, entry_id: str) -> str:
        """The text of register entry ``entry_id`` (after its heading, up to the next heading)."""
        self.register_title(entry_id)
        return "\n".join(self.register_lines(entry_id) or [])

    # ------------------------------------------------------------------ text

    def rule(self, rule_id: str) -> list[str]:
        """The lines of rule ``rule_id``: its bold line and what follows, up to the next rule, a
        heading, or the seed quotation and gloss; trailing blank lines dropped."""
        lines = self.rule_lines(rule_id)
        if lines is None:
            raise SpecGap(f"SPEC.md has no rule {rule_id}")
        return lines

    def heading(self, pattern: str) -> str:
        """The text of the first heading matching the regular expression ``pattern`` (whole text)."""
        regex = re.compile(pattern)
        for line in self.lines:
            m = _HEADING.match(line)
            if m and regex.fullmatch(m.group(2).strip()):
                return m.group(2).strip()
        raise SpecGap(f"SPEC.md has no heading matching {pattern!r}")

    def section(self, heading: str) -> list[str]:
        """The lines under the heading whose text is ``heading``, up to the next heading of the same
        level or higher."""
        for i, line in enumerate(self.lines):
            m = _HEADING.match(line)
            if m and m.group(2).strip() == heading:
                level = len(m.group(1))
                out: list[str] = []
                for later in self.lines[i + 1 :]:
                    h = _HEADING.match(later)
                    if h and len(h.group(1)) <= level:
                        break
                    out.append(later)
                return _trim(out)
        raise SpecGap(f"SPEC.md has no section {heading!r}")

    def table(self, heading: str) -> Table:
        """The first markdown table under the heading ``heading``."""
        found = tables(self.section(heading))
        if not found:
            raise SpecGap(f"SPEC.md has no table under {heading!r}")
        return found[0]


def tables(lines: Sequence[str]) -> list[Table]:
    """The markdown tables among ``lines`` (cells stripped, ``\\|`` kept as a ``|`` in its cell)."""
    found: list[Table] = []
    rows: list[tuple[str, ...]] = []
    for line in [*lines, ""]:
        if line.startswith("|"):
            rows.append(tuple(c.replace("\\|", "|").strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]))
            continue
        if len(rows) >= 2:
            found.append(Table(rows[0], tuple(r for r in rows[2:])))
        rows = []
    return found


def list_items(lines: Sequence[str], after: str) -> list[str]:
    """The items of the first markdown list after the line starting with ``after`` (each item's
    continuation lines joined to it), up to the first line that is neither an item nor indented."""
    start = next((i for i, line in enumerate(lines) if line.startswith(after)), None)
    if start is None:
        raise SpecGap(f"SPEC.md: no list after {after!r}")
    items: list[str] = []
    for line in lines[start + 1 :]:
        if re.match(r"^(?:-|\d+\.) ", line):
            items.append(re.sub(r"^(?:-|\d+\.) ", "", line).strip())
        elif line.startswith("  ") and items:
            items[-1] += " " + line.strip()
        elif not items:
            continue  # the rest of the paragraph that leads into the list
        else:
            break
    if not items:
        raise SpecGap(f"SPEC.md: no list after {after!r}")
    return items


def _trim(lines: list[str]) -> list[str]:
    while lines and not lines[0].strip():
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


@lru_cache(maxsize=1)
def load() -> Spec:
    path = conformance.spec.spec_path()
    return Spec(path.read_text(encoding="utf-8"), path)
