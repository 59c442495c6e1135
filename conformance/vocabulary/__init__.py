"""The adapter author's vocabulary, one reference page per game (``conformance/vocabulary/
<game>.md``): every option with the meaning of each value, the action grammar, the refusal codes
and their precedence, the card tokens and their order, the phases and what each observation
compares.

The pages are generated, never edited by hand: ``python -m conformance.vocabulary.pages --write``
writes them, ``--check`` exits 1 when a committed page differs (tests/test_vocabulary.py runs the
same check). What a page says comes from the engine (``reference/``), the game's record
(``conformance/games/<game>.py``), SPEC.md and the case schema; only the meaning of each option
value and action verb is written by hand, in ``<game>.toml`` (``model.py`` is its shape and
reads it, ``completeness.py`` checks it against the engine). ``trickref vocabulary GAME`` prints a page in
the terminal; ``trickref rules GAME`` shows each value's meaning.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from conformance.vocabulary.model import GameValues, read_values

HERE = Path(__file__).resolve().parent

GAMES = ("smear", "fourpoint", "smoorverliefd")  # the page order; conformance.games names the same three


@cache
def values(game: str) -> GameValues:
    """The meanings table of ``game`` (``conformance/vocabulary/<game>.toml``); KeyError if there
    is none. Plain data: reading it loads no engine."""
    if game not in GAMES:
        raise KeyError(game)
    return read_values(game, HERE / f"{game}.toml")
