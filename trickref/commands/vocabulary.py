"""``trickref vocabulary GAME``: the game's vocabulary page for adapter authors
(conformance/vocabulary/<game>.md, built afresh from the engine and SPEC.md) in the terminal:
``--options``, ``--actions``, ``--codes`` print one section each (several may be given),
``--markdown`` the page's markdown as committed."""

from __future__ import annotations

import argparse
import re
import textwrap
from collections.abc import Sequence

from conformance.vocabulary.page import (
    Block,
    Heading,
    Items,
    Page,
    Para,
    Preformatted,
    Quote,
    Table,
    markdown,
)
from conformance.vocabulary.pages import build_page
from trickref.present.position import check_game
from trickref.present.render import emit, terminal_width
from trickref.spec.index import strip_markup, wrap_markdown

SECTION_FLAGS = ("options", "actions", "codes")  # the sections a flag of their own selects (trickref/cli.py defines the flags)
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")


def run(args: argparse.Namespace) -> int:
    page = build_page(check_game(args.game))
    keys = [k for k in SECTION_FLAGS if getattr(args, k)]
    if args.markdown:
        text = markdown(page) if not keys else "\n".join(_section_markdown(page, k) for k in keys)
        emit(text.rstrip("\n").split("\n"))
        return 0
    emit(render(page, keys, terminal_width()))
    return 0


def _section_markdown(page: Page, key: str) -> str:
    lines = markdown(page).split("\n")
    title = f"## {page.section(key).title}"
    start = lines.index(title)
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    return "\n".join(lines[start:end]).rstrip("\n") + "\n"


# ---------------------------------------------------------------------- the terminal


def plain(text: str) -> str:
    """Markdown inline text as terminal text: links to their words, code and emphasis marks off."""
    return strip_markup(_LINK.sub(r"\1", text))


def render(page: Page, keys: Sequence[str], width: int) -> list[str]:
    """The page (or the sections ``keys`` names) as terminal lines of at most ``width`` columns
    (a table too wide is shown row by row)."""
    out = [page.title, "=" * len(page.title)]
    if not keys:
        for block in page.intro:
            out += [""] + _block(block, width)
    for section in page.sections:
        if keys and section.key not in keys:
            continue
        out += ["", section.title, "-" * len(section.title)]
        for block in section.blocks:
            out += [""] + _block(block, width)
    return out


def _wrap(text: str, width: int, first: str, rest: str) -> list[str]:
    return textwrap.wrap(plain(text), width, initial_indent=first, subsequent_indent=rest,
                         break_on_hyphens=False, break_long_words=False) or [first.rstrip()]


def _block(block: Block, width: int) -> list[str]:
    if isinstance(block, Heading):
        indent = "  " if block.level == 3 else "    "
        text = plain(block.text)
        return [indent + text, indent + ("~" if block.level == 3 else ".") * len(text)]
    if isinstance(block, Para):
        return _wrap(block.text, width, "  ", "  ")
    if isinstance(block, Items):
        out: list[str] = []
        for i, item in enumerate(block.items, 1):
            marker = f"{i}. " if block.ordered else "- "
            out += _wrap(item, width, "  " + marker, "  " + " " * len(marker))
        return out
    if isinstance(block, Table):
        return _table(block, width)
    if isinstance(block, Preformatted):
        return ["    " + line for line in block.text.split("\n")]
    assert isinstance(block, Quote)
    out = [f"  {block.source}:"]
    paragraph: list[str] = []
    for line in [*block.lines, ""]:
        if line.strip():
            paragraph.append(line)
        elif paragraph:  # a blank line between the quote's paragraphs, as in the markdown
            out += ([""] if len(out) > 1 else []) + wrap_markdown("\n".join(paragraph), "    ", width)
            paragraph = []
    return out


def _table(table: Table, width: int, indent: str = "  ") -> list[str]:
    header = [plain(c) for c in table.header]
    rows = [[plain(c) for c in row] for row in table.rows]
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    gap = "  "
    if len(indent) + sum(widths) + len(gap) * (len(widths) - 1) <= width:  # it fits as it is
        lines = [indent + gap.join(c.ljust(w) for c, w in zip(header, widths)).rstrip()]
        lines.append(indent + gap.join("-" * w for w in widths))
        lines += [indent + gap.join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
        return lines
    lead = len(indent) + sum(widths[:-1]) + len(gap) * (len(widths) - 1)
    if lead <= width // 2:  # the last column wrapped beside the others
        lines = [indent + gap.join(c.ljust(w) for c, w in zip(header, widths)).rstrip()]
        lines.append(indent + gap.join("-" * w for w in widths[:-1] + [min(widths[-1], width - lead)]))
        for r in rows:
            first = indent + gap.join(c.ljust(w) for c, w in zip(r[:-1], widths[:-1])) + gap
            lines += textwrap.wrap(r[-1], width, initial_indent=first, subsequent_indent=" " * lead,
                                   break_on_hyphens=False, break_long_words=False) or [first.rstrip()]
        return lines
    lines = []  # row by row: the first cell, then each other cell under its column's name
    for r in rows:
        lines += textwrap.wrap(r[0], width, initial_indent=indent + "- ", subsequent_indent=indent + "  ")
        for name, cell in zip(header[1:], r[1:]):
            lines += textwrap.wrap(f"{name}: {cell}", width, initial_indent=indent + "    ",
                                   subsequent_indent=indent + "      ", break_on_hyphens=False) or []
    return lines
