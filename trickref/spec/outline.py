"""The outline of SPEC.md that its generated links are made from: every heading with its GitHub
anchor, the section heading each rule id stands under, the reserved rule ids, and each register
entry with the rule ids its **Rules:** paragraph cites (trickref/spec/links.py writes the blocks).

Anchors are GitHub's: a heading's text lowercased, punctuation dropped, spaces made hyphens, and a
``-1``, ``-2`` suffix for repeats. Rule lines have no anchor of their own, so a rule id links to
the heading of the section it stands in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from trickref.spec.index import block_name, end_marker

HEADING = re.compile(r"^(#{1,6}) +(.+?)\s*$")
RULE_LINE = re.compile(r"^\*\*((?:CD|SM|FP|SV)-\d+(?:\.\d+)?)\*\*(.*)$")
SECTION_ID = re.compile(r"^((?:CD|SM|FP|SV)-\d+) ")
REGISTER_ID = re.compile(r"^(R-[A-Z]{2}-\d+) (.+)$")
# A rule id in running text; "SM-1" inside "R-SM-1" is a register id, not a rule.
CITED_ID = re.compile(r"(?<![\w-])((?:CD|SM|FP|SV)-\d+(?:\.\d+)?)\b")


# ---------------------------------------------------------------------------------- anchors


def slug(text: str) -> str:
    """GitHub's anchor for a heading (before the suffix for repeats)."""
    s = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text.strip())
    s = re.sub(r"<[^>]+>", "", s).replace("`", "").replace("*", "").lower()
    return re.sub(r"[^\w\- ]", "", s).replace(" ", "-")


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    line: int  # index into the document's lines
    anchor: str
    generated: bool  # inside a generated block

    def link(self, label: str | None = None) -> str:
        return f"[{label or self.text}](#{self.anchor})"


def headings(lines: Sequence[str]) -> list[Heading]:
    """Every heading outside fenced code, with its GitHub anchor."""
    out: list[Heading] = []
    seen: dict[str, int] = {}
    fence = False
    inside: str | None = None
    for i, line in enumerate(lines):
        if line.startswith("```"):
            fence = not fence
            continue
        if fence:
            continue
        name = block_name(line)
        if name is not None:
            inside = name
            continue
        if inside is not None and line.strip() == end_marker(inside):
            inside = None
            continue
        h = HEADING.match(line)
        if not h:
            continue
        base = slug(h.group(2))
        n = seen.get(base, 0)
        seen[base] = n + 1
        anchor = base if n == 0 else f"{base}-{n}"
        out.append(Heading(len(h.group(1)), h.group(2), i, anchor, inside is not None))
    return out


# ---------------------------------------------------------------------------------- the outline


@dataclass
class OutlineEntry:
    """A register entry: its heading, the ids its **Rules:** paragraph cites, and where that
    paragraph ends (the line after which the rule links go)."""

    id: str
    heading: Heading
    cited: list[str]
    rules_end: int | None
    body: str


@dataclass
class Outline:
    """SPEC.md as the links see it: its headings, the section each rule id stands in, its
    register entries, and the problems found (an entry citing a rule SPEC.md does not define)."""

    lines: list[str]
    heads: list[Heading]
    rule_place: dict[str, Heading] = field(default_factory=dict)  # rule id -> its section heading
    reserved: set[str] = field(default_factory=set)
    sections: dict[str, Heading] = field(default_factory=dict)  # "SM-6" -> heading
    entries: list[OutlineEntry] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def place(self, rule_id: str) -> Heading | None:
        return self.rule_place.get(rule_id) or self.sections.get(rule_id)

    def link(self, rule_id: str) -> str:
        h = self.place(rule_id)
        return h.link(rule_id) if h else rule_id

    def citing(self, ids: Iterable[str]) -> list[OutlineEntry]:
        wanted = set(ids)
        return [e for e in self.entries if wanted & set(e.cited)]


def build_outline(lines: list[str]) -> Outline:
    heads = headings(lines)
    outline = Outline(lines, heads)
    by_line = {h.line: h for h in heads}
    fence = False
    current: Heading | None = None  # the ## or ### heading a rule line stands under
    for i, line in enumerate(lines):
        if line.startswith("```"):
            fence = not fence
            continue
        h = by_line.get(i)
        if h is not None and not h.generated:
            if h.level in (2, 3):
                current = h
                s = SECTION_ID.match(h.text)
                if s:
                    outline.sections.setdefault(s.group(1), h)
            if h.level == 4:
                r = REGISTER_ID.match(h.text)
                if r:
                    outline.entries.append(_entry(lines, h, r.group(1)))
            continue
        m = RULE_LINE.match(line) if not fence else None
        if m and current is not None and m.group(1) not in outline.rule_place:
            outline.rule_place[m.group(1)] = current
            if "(reserved)" in m.group(2):
                outline.reserved.add(m.group(1))
    for e in outline.entries:
        unknown = [r for r in e.cited if outline.place(r) is None]
        if unknown:
            outline.problems.append(f"{e.id}: **Rules:** cites {', '.join(unknown)}, not in SPEC.md")
    return outline


def _entry(lines: Sequence[str], h: Heading, entry_id: str) -> OutlineEntry:
    body: list[str] = []
    cited: list[str] = []
    rules_end: int | None = None
    in_rules = False
    for i in range(h.line + 1, len(lines)):
        line = lines[i]
        if HEADING.match(line) or block_name(line) is not None:
            break
        body.append(line)
        if line.startswith("**Rules:**"):
            in_rules = True
        elif in_rules and (not line.strip() or line.startswith("**")):
            in_rules = False
        if in_rules:
            rules_end = i
            for r in CITED_ID.findall(line.replace("**Rules:**", "")):
                if r not in cited:
                    cited.append(r)
    return OutlineEntry(entry_id, h, cited, rules_end, "\n".join(body))
