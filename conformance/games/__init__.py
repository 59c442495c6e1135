"""The games the conformance suite knows, one record each (``GameSupport``, games/support.py),
written in ``conformance/games/<game>.py``: Smear (chapter SM), Four Point Northeastern Wisconsin
Smear (``fourpoint``, chapter FP) and Smoorverliefd (``smoorverliefd``, chapter SV).

Adding a game touches: its engine package ``reference/<game>/`` (options, rules, scoring and the
``binding.py`` with ``start``), its record here (``conformance/games/<game>.py``, and its name in
``_RECORDS`` below), its hand-worked scenarios (``conformance/sources/golden/<game>.py``), its
generator (``conformance/sources/generated/<game>/``), its chapter in SPEC.md, its case schema
``$defs`` (options and hand result), and its terminal view (``trickref/present/<game>.py``).
The exporter, runner, reference adapter, fuzzer and reports find it here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import cast

from conformance.games.support import GameSupport

_RECORDS = ("fourpoint", "smear", "smoorverliefd")  # each a module of this package with record()
_GAMES: dict[str, GameSupport] = {}


def game_names() -> Sequence[str]:
    return _RECORDS


def game(name: str) -> GameSupport:
    """The record of game ``name``; KeyError if unknown. A record imports its engine only when
    first asked for (the command line starts without the three engines)."""
    if name not in _GAMES:
        if name not in _RECORDS:
            raise KeyError(name)
        record = cast(Callable[[], GameSupport], importlib.import_module(f"conformance.games.{name}").record)
        _GAMES[name] = record()
    return _GAMES[name]
