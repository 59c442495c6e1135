"""The configurations ``trickref conformance fuzz`` draws (conformance.fuzz.space): the option
space of one game read from the implementation's declaration, as the suite reads it
(suite/declaration.py), and the draws of one configuration inside it. Split from space.py (its
500-line bound); space.py re-exports every name.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import ne
from pathlib import Path
from typing import cast

from hypothesis import strategies as st

from conformance.fuzz.deals import SEEDS, pick
from conformance.jsonvalues import JSONScalar, compact
from conformance.suite import recall
from conformance.suite.declaration import Declaration, settle

# Values tried for a target the reference leaves open ("any") when the game's record names none,
# default first (the records' ``open_values``): small targets end games within a few hands, so
# game-end rules are reached (SM-9, FP-9, SV-5).
SMALL_TARGETS: tuple[int, ...] = (1, 2, 3, 5, 8, 11)
_SCALARS = frozenset({type(None), str, int, bool})


def _same(a: object, b: object) -> bool:
    return a == b and type(a) is type(b)


# ---------------------------------------------------------------------------- configurations


class NoConfiguration(ValueError):
    """No valid game lies inside the declaration."""


@dataclass(frozen=True)
class OptionSpace:
    """The configurations of one game the fuzzer may draw, read from the declaration as the
    suite reads it (suite/declaration.py): ``starts``, every configuration the suite could be
    built for (the first, nearest the standard game, is what shrinking moves toward), and per
    option the values a draw may move to (the start's value first)."""

    game: str
    choices: dict[str, tuple[JSONScalar, ...]]
    declaration: Declaration
    # A start may be a preset-like configuration that changes several options at once (the
    # widow game's Two and 4-card widow), which one-option-at-a-time steps reach only by luck.
    starts: tuple[dict[str, JSONScalar], ...]
    # True when ``starts`` came from the cache folder's record (suite/recall.py), untrusted: each
    # start drawn is checked before it is played (``_start_of``), and one that fails is written in
    # ``doubts`` and ends the search (the fuzz command settles afresh and searches again).
    recalled: bool = False
    doubts: list[str] = field(default_factory=list, compare=False)

    @property
    def base(self) -> dict[str, JSONScalar]:
        return self.starts[0]

    @functools.cached_property
    def digest(self) -> str:
        """The declaration's digest, once (``valid`` asks for it at every draw)."""
        return self.declaration.digest()

    def valid(self, options: Mapping[str, JSONScalar]) -> dict[str, JSONScalar] | None:
        """The full options if the reference accepts them and the declaration holds them."""
        # Keyed by the declaration too: the same options can be inside one hello and outside another
        # (a cache keyed by the options alone let one run's verdicts leak into the next).
        key = (self.digest, compact(dict(options)))
        if key not in _VALID:
            full = settle(self.declaration.support, options)
            _VALID[key] = None if full is None or self.declaration.unsupported(full) else full
        found = _VALID[key]
        return None if found is None else dict(found)


_VALID: dict[tuple[str, str], dict[str, JSONScalar] | None] = {}


class UntrustedStart(Exception):
    """A start read from the record is not a configuration the reference plays inside the declaration."""


def changed_count(standard: Sequence[JSONScalar]) -> Callable[[Mapping[str, JSONScalar]], int]:
    """How many of a configuration's values (in ``standard``'s order) differ from ``standard``'s,
    compared as JSON (``_same``: true is not 1), by C-level maps."""
    pairs = [(type(v), v) for v in standard]

    def count(config: Mapping[str, JSONScalar]) -> int:
        values = config.values()
        return sum(map(ne, zip(map(type, values), values), pairs))

    return count


def option_space(decl: Declaration, cache: Path | None = None, reread: bool = True) -> OptionSpace:
    """Raises NoConfiguration when no valid game lies inside the declaration. ``cache``: where the
    playable configurations are recorded (suite/recall.py), read instead of settled when there
    (``reread`` False: settled and recorded again, the record being in doubt)."""
    support = decl.support
    recorded = recall.recalled_playable(cache, decl.game, decl.as_json()) if reread else None
    names = list(support.defaults)
    # checked by C-level maps, not a Python frame per configuration (about 3,700 of them for the
    # three games under "any"; with the sort below, 45 -> 32 ms of option_space for the three)
    recalled = recorded is not None and all(map(names.__eq__, map(list, recorded)))
    if recorded is not None and recalled:
        if {type(v) for c in recorded for v in c.values()} <= _SCALARS:
            playable = cast(list[dict[str, JSONScalar]], recorded)  # every value a JSON scalar already
        else:
            playable = [{k: v for k, v in c.items() if v is None or isinstance(v, (str, int, bool))} for c in recorded]
    else:
        playable = decl.playable()
        if playable:
            recall.record_playable(cache, decl.game, decl.as_json(), playable)
    if not playable:
        raise NoConfiguration(f"no {decl.game} configuration inside the declaration is a valid game")
    defaults = support.defaults
    # nearest the standard game first: what shrinking moves toward (a stable sort on the count of
    # options changed); the count as (type, value) pairs compared by C-level maps when every
    # configuration names the options in the defaults' order, as the record's always do
    if recalled or all(map(names.__eq__, map(list, playable))):
        starts = sorted(playable, key=changed_count([defaults[n] for n in names]))
    else:
        starts = sorted(playable, key=lambda c: sum(1 for k, v in c.items() if not _same(v, defaults[k])))
    everything = support.option_values()
    choices: dict[str, tuple[JSONScalar, ...]] = {}
    for name in defaults:
        values: list[JSONScalar] = []
        for entry in decl.entries:
            if name in entry.not_applicable:
                continue
            if name in entry.values:
                values += entry.values[name]
                continue
            known = everything.get(name)  # "any": the reference's values, or a few open ones
            if isinstance(known, list):
                values += [v for v in known if v is None or isinstance(v, (str, int, bool))]
            else:
                values += support.open_values.get(name, SMALL_TARGETS if name == "target" else ())
        ordered: list[JSONScalar] = [starts[0][name]]
        for v in values:
            if not any(_same(v, o) for o in ordered):
                ordered.append(v)
        choices[name] = tuple(ordered)
    return OptionSpace(decl.game, choices, decl, tuple(starts), recalled=recalled)


def _start_of(space: OptionSpace, start: dict[str, JSONScalar]) -> dict[str, JSONScalar]:
    """A drawn start, checked when it came from the record: settled, accepted by the reference
    and inside the declaration (compared as JSON: true is not 1), else UntrustedStart."""
    if space.recalled:
        full = space.valid(start)
        if full is None or compact(full) != compact(start):
            raise UntrustedStart(compact(start))
    return dict(start)


def draw_options(draw: st.DrawFn, space: OptionSpace) -> dict[str, JSONScalar]:
    """Each option in turn, from the base configuration or a preset the declaration holds; a
    value that makes the combination invalid (or takes it outside the declaration) is dropped,
    so every draw is valid."""
    options = _start_of(space, draw(st.sampled_from(space.starts)))
    for name, values in space.choices.items():
        if len(values) < 2:
            continue
        # the start's own value first: shrinking keeps the start, a preset is not diluted
        kept = options[name]
        value = draw(st.sampled_from((kept, *(v for v in values if not _same(v, kept)))))
        if _same(value, options[name]):
            continue
        trial = space.valid({**options, name: value})
        if trial is not None:
            options = trial
    full = space.valid(options)
    assert full is not None  # base is valid and every step kept validity
    return full


def draw_compact_options(draw: st.DrawFn, space: OptionSpace) -> dict[str, JSONScalar]:
    """``draw_options`` in three choices instead of one per option: a start, how many options to
    move from it (0, what shrinking moves toward, is the start itself), and a seed that picks
    those options, in turn, and their values; a move that makes the combination invalid (or
    takes it outside the declaration) is dropped, as there."""
    options = _start_of(space, pick(draw, space.starts))
    names = [name for name, values in space.choices.items() if len(values) >= 2]
    moves = draw(st.integers(0, len(names)))
    if moves:
        rng = random.Random(draw(SEEDS))
        for name in rng.sample(names, moves):
            kept = options[name]
            others = [v for v in space.choices[name] if not _same(v, kept)]
            trial = space.valid({**options, name: others[rng.randrange(len(others))]})
            if trial is not None:
                options = trial
    full = space.valid(options)
    assert full is not None  # a start is valid and every move kept validity
    return full
