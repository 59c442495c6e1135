"""The vocabulary pages, one per game (``conformance/vocabulary/<game>.md``), built and written.

    python -m conformance.vocabulary.pages --write   # write the three pages
    python -m conformance.vocabulary.pages --check   # exit 1 if a committed page differs, or a
                                                     # meaning is missing or names nothing

A page is a list of blocks (``Page``), rendered here as markdown and by ``trickref vocabulary``
for the terminal. Where each section comes from:

- *Options*: names, values, defaults, classes and presets from the engine (the game's record,
  ``conformance.games.game(name)``); each option's rules from SPEC's options table; the meanings,
  and the register entries an option reads, from ``<game>.toml``, with the entries' titles
  from SPEC.
- *Actions*: the verbs and their written form from reference/actions.py (the ``Action`` union),
  the phases that take each from the engine (``probe.behaviour``), the rules of form quoted from
  SPEC CD-4, CD-6 and CD-7, and a table of strings as the reference's parser reads them.
- *Refusal codes and precedence*: SPEC's "<Game> refusal codes" table and its notes, CD-9 and the
  game's "Refusal precedence" section, quoted; the order phase by phase parsed from them; the
  codes the engine knows and the game never reports.
- *Cards*: tokens from reference/cards.py, CD-5 quoted, SPEC's CD-5 example sorted by the engine,
  the game's deck and its deal per table size from the record (``shape``).
- *Phases*: the chapter's overview quoted from SPEC; each phase with the verbs it takes and those
  its legal lists hold (``probe.behaviour``) and the rules behind its legal set (the record).
- *Observations*: each check kind (conformance/case/checks.py) and how it is compared; the game's
  hand-result fields from the case schema, with the rules behind each (the record).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from conformance.games import game as game_record
from conformance.vocabulary import GAMES, values
from conformance.vocabulary.completeness import (
    problems,
)
from conformance.vocabulary.observed import cards_blocks, observations_blocks, phases_blocks
from conformance.vocabulary.page import Page, Para, Section, markdown
from conformance.vocabulary.spec_text import Spec
from conformance.vocabulary.spec_text import load as load_spec
from conformance.vocabulary.wording import actions_blocks, codes_blocks, options_blocks

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------------- the page, as blocks


SECTION_KEYS = ("options", "actions", "codes", "cards", "phases", "observations")

# ---------------------------------------------------------------------- per game, what a page shows


# ---------------------------------------------------------------------- building a page


def build_page(game: str, spec: Spec | None = None) -> Page:
    """The vocabulary page of ``game``, from the engine, SPEC.md and the game's meanings table."""
    spec = spec or load_spec()
    record = game_record(game)
    table = values(game)
    title = f"{record.title}: the adapter's vocabulary"
    intro = (
        Para(
            f"Game `{game}`, SPEC chapter {record.rule_prefix}. Every name an adapter for {record.title} "
            "must spell as the reference does: the options and what each value means, the action strings, the "
            "refusal codes and the order they are checked in, the card tokens and their order, the phases, and "
            "what each observation is compared on. The protocol itself is [PROTOCOL.md](../PROTOCOL.md); the "
            "rules are [SPEC.md](../../SPEC.md)."
        ),
        Para(
            "Generated from the engine (`reference/`), the game's record "
            f"(`conformance/games/{game}.py`), SPEC.md, the case schema (`conformance/schema/case.schema.json`) "
            f"and the meanings written in `conformance/vocabulary/{game}.toml`. "
            f"`trickref vocabulary {game}` prints it (`--actions`, `--codes`: one section); "
            f"`trickref rules {game}` adds the register entries' seed quotes."
        ),
    )
    sections = (
        Section("options", "Options", tuple(options_blocks(game, record, table, spec))),
        Section("actions", "Actions", tuple(actions_blocks(game, record, table, spec))),
        Section("codes", "Refusal codes and precedence", tuple(codes_blocks(game, record, spec))),
        Section("cards", "Cards", tuple(cards_blocks(game, record, table, spec))),
        Section("phases", "Phases", tuple(phases_blocks(game, record, spec))),
        Section("observations", "Observations and how they are compared", tuple(observations_blocks(game, record))),
    )
    return Page(game, title, intro, sections)


# ---------------------------------------------------------------------- markdown


# ---------------------------------------------------------------------- the files


def page_path(game: str) -> Path:
    return HERE / f"{game}.md"


def stale() -> list[str]:
    """The games whose committed page differs from a fresh one (or is missing)."""
    out = []
    for game in GAMES:
        path = page_path(game)
        if not path.is_file() or path.read_text(encoding="utf-8") != markdown(build_page(game)):
            out.append(game)
    return out


def main(argv: Sequence[str]) -> int:
    if list(argv) not in (["--write"], ["--check"]):
        print("usage: python -m conformance.vocabulary.pages --write | --check", file=sys.stderr)
        return 2
    found = [p for game in GAMES for p in problems(game)]
    if found:
        print("\n".join(found), file=sys.stderr)
        return 1
    if argv[0] == "--write":
        for game in GAMES:
            page_path(game).write_text(markdown(build_page(game)), encoding="utf-8")
        return 0
    differing = stale()
    for game in differing:
        print(f"{page_path(game)} is out of date: run python -m conformance.vocabulary.pages --write", file=sys.stderr)
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
