"""What an implementation says it plays: the ``games`` of its ``hello`` (PROTOCOL.md, protocol
1.2), read into one ``Declaration`` per game. This is the one reader of declarations: ``run``,
``fuzz``, ``list``, ``export --for-hello`` and the reports all derive the same configurations
from it.

A game's ``options`` is ``"any"``, one *entry*, or a *configuration list* of entries (the engine
plays their union: "4 players in partnerships, 3 individually" is two entries). In an entry, each
option is one of:

- a list of values: the implementation plays exactly these;
- ``"any"``: every value the reference accepts;
- ``"not_applicable"``: the implementation has no such option, because it cannot matter under the
  values it declares (joker options when it plays no jokers). Such an option never rules a case
  out where it is *inert* (the game record's ``inert``: no observation can depend on it under the
  case's other options); where it is not inert, the case is skipped and the reason says so;
- not mentioned: the standard game's value only (never "any": a hello written against an older
  corpus must not claim the readings added since). The report names these options.

An option inert under a case's other options never rules the case out, whatever the entry says
of it (an implementation cannot be told from one playing another value there), and
configurations collapse such options to the standard value before the reference checks them: a
partners-only reading declared beside ``partners: [false, true]`` keeps the non-partner games.

From a declaration the suite derives the *configurations* it builds cases for: every full option
vector inside an entry that the reference accepts, or, when there are more than
``MAX_CONFIGURATIONS``, a deterministic subset holding every pair of declared values that can
co-occur among the combinations tried (all of them for a small entry, a sample for a wide one:
conformance/suite/sampling.py). A declared value that no playable configuration holds is an error naming the option
that excludes it; one the subset leaves out is a warning.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from conformance.case.format import Case
from conformance.games import game, game_names
from conformance.games.support import GameSupport
from conformance.jsonvalues import JSONScalar, compact
from conformance.suite import recall
from conformance.suite.problems import declaration_problems, uncovered, uncovered_pairs
from conformance.suite.sampling import candidates, pairwise
from reference.errors import TrickrefError

__all__ = [  # declaration_problems and the uncovered values were defined here: still importable from here
    "ANY", "MAX_CONFIGURATIONS", "MAX_ENTRIES", "MAX_VALUES", "NOT_APPLICABLE", "BadDeclaration", "Declaration", "Entry",
    "Outside", "OutsideOption", "configuration_digest", "declaration_problems", "outside", "read_declaration",
    "read_declarations", "settle", "uncovered", "uncovered_pairs",
]

ANY = "any"
NOT_APPLICABLE = "not_applicable"
MAX_CONFIGURATIONS = 12
# A declaration's size is bounded so that building its suite stays bounded: the suite is built
# for at most MAX_CONFIGURATIONS configurations, and no honest engine needs more values than these.
MAX_ENTRIES = 16
MAX_VALUES = 64


class BadDeclaration(ValueError):
    """A hello whose ``games`` cannot be read; the message names the game and option."""


def _same(a: object, b: object) -> bool:
    return a == b and type(a) is type(b)


@dataclass(frozen=True)
class OutsideOption:
    """An option value a declaration does not hold (data, so that reports group skips by it)."""

    name: str
    value: object
    note: str = ""

    @property
    def item(self) -> str:
        """``name=value``, the value as JSON."""
        return f"{self.name}={compact(self.value)}"

    def __str__(self) -> str:
        return f"{self.item} ({self.note})" if self.note else self.item


@dataclass(frozen=True)
class Outside:
    """Why a hello rules a case out: the game is not implemented, or these option values are not
    declared (``options``, for grouping), or the declaration cannot be read."""

    reason: str
    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class Entry:
    """One declaration of a configuration list. ``values`` holds every option with a list of
    values (an option not mentioned holds the standard value alone, and is in ``omitted``); an
    option in neither ``values`` nor ``not_applicable`` is ``"any"``."""

    values: Mapping[str, tuple[JSONScalar, ...]]
    not_applicable: frozenset[str]
    omitted: frozenset[str]

    def unsupported(self, support: GameSupport, options: Mapping[str, object]) -> list[OutsideOption]:
        """Every option value by which this entry rules out a case with ``options``."""
        reasons: list[OutsideOption] = []
        inert = support.inert(options)
        for name, value in options.items():
            if name in inert:
                continue  # no observation depends on it: any value is the same game
            if name in self.not_applicable:
                if not _same(value, support.defaults.get(name)):
                    reasons.append(OutsideOption(name, value, "declared not applicable; it matters here"))
                continue
            accepted = self.values.get(name)
            if accepted is not None and not any(_same(value, a) for a in accepted):
                note = "not mentioned in the hello: the default only" if name in self.omitted else ""
                reasons.append(OutsideOption(name, value, note))
        return reasons

    def choices(self, support: GameSupport) -> list[tuple[str, tuple[JSONScalar, ...]]]:
        """Each option with the values the entry's configurations draw from (the standard value
        for ``any`` and ``not_applicable``)."""
        return [(name, self.values.get(name) or (default,)) for name, default in support.defaults.items()]

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {k: list(v) for k, v in sorted(self.values.items())}
        out.update({k: NOT_APPLICABLE for k in sorted(self.not_applicable)})
        return out


def settle(support: GameSupport, combo: Mapping[str, JSONScalar]) -> dict[str, JSONScalar] | None:
    """``combo`` as a configuration: its inert options at the standard value (checked after, so a
    sub-option declared beside a variant that is off does not void the combination), then every
    option as the reference reads it; None when the reference refuses it."""
    defaults = support.defaults
    idle = support.inert(combo)
    try:
        return support.full_options({k: defaults[k] if k in idle else v for k, v in combo.items()})
    except (TrickrefError, ValueError):
        return None


@dataclass(frozen=True)
class Declaration:
    game: str
    entries: tuple[Entry, ...]
    notes: tuple[str, ...] = field(default=(), compare=False)  # declared values that never matter (warnings)

    @property
    def support(self) -> GameSupport:
        return game(self.game)

    @property
    def omitted(self) -> dict[str, JSONScalar]:
        """The options some entry does not mention, with the value it assumes (the standard one)."""
        defaults = self.support.defaults
        return {name: defaults[name] for name in defaults if any(name in e.omitted for e in self.entries)}

    @property
    def restricts(self) -> bool:
        """Whether the implementation declares less than every value the reference plays."""
        everything = self.support.option_values()
        for entry in self.entries:
            if entry.not_applicable:
                return True
            for name, values in entry.values.items():
                known = everything.get(name)
                if known == ANY or not isinstance(known, list):
                    return True  # an open-ended option (target) declared as a list
                if any(not any(_same(k, v) for v in values) for k in known):
                    return True
        return False

    def unsupported(self, options: Mapping[str, object]) -> list[OutsideOption]:
        """Every option value by which this declaration rules out a case with ``options``: empty
        when some entry holds the case, else the reasons of the entry nearest to it."""
        support = self.support
        best: list[OutsideOption] | None = None
        for entry in self.entries:
            reasons = entry.unsupported(support, options)
            if not reasons:
                return []
            if best is None or len(reasons) < len(best):
                best = reasons
        return best or []

    def playable(self) -> list[dict[str, JSONScalar]]:
        """Every configuration of every entry (sampled past ``FULL_PRODUCT`` combinations of one
        entry), deterministic, without repeats."""
        seen: set[str] = set()
        out: list[dict[str, JSONScalar]] = []
        for index in range(len(self.entries)):
            for config in self.entry_playable(index):
                text = compact(config)
                if text not in seen:
                    seen.add(text)
                    out.append(config)
        return out

    def entry_playable(self, index: int) -> list[dict[str, JSONScalar]]:
        """The configurations of entry ``index``: each candidate combination settled (its idle
        options at the standard value) and accepted by the reference."""
        cached = _CONFIGURATIONS.get((self.digest(), -1 - index))
        if cached is None:
            cached = list(self.settled(index))
        return [dict(c) for c in cached]

    def settled(self, index: int) -> Iterator[dict[str, JSONScalar]]:
        """``entry_playable(index)`` one configuration at a time (not copies: read only), so that
        a caller done before the end settles no more (the list is kept once complete)."""
        key = (self.digest(), -1 - index)
        cached = _CONFIGURATIONS.get(key)
        if cached is not None:
            yield from cached
            return
        support = self.support
        entry = self.entries[index]
        names, choices = zip(*entry.choices(support))
        # A caller that stopped early left the settling where it was: the next one goes on from there.
        if key not in _SETTLING:
            _SETTLING[key] = (iter(candidates(f"{self.digest()}:{index}", choices)), set(), [])
        todo, seen, valid = _SETTLING[key]
        done = 0
        while True:
            if done < len(valid):
                done += 1
                yield valid[done - 1]
                continue
            combo = next(todo, None)
            if combo is None:
                break
            full = settle(support, dict(zip(names, combo)))
            if full is not None and (text := compact(full)) not in seen and not entry.unsupported(support, full):
                seen.add(text)
                valid.append(full)
        _CONFIGURATIONS[key] = valid
        _SETTLING.pop(key, None)

    def configurations(self, limit: int = MAX_CONFIGURATIONS) -> list[dict[str, JSONScalar]]:
        """The full option vectors the suite is built for (module docstring), deterministic."""
        key = (self.digest(), limit)
        cached = _CONFIGURATIONS.get(key)
        if cached is not None:
            return [dict(c) for c in cached]
        valid = self.playable()
        varying = [n for n in self.support.defaults if len({compact(c[n]) for c in valid}) > 1]
        chosen = valid if len(valid) <= limit else pairwise(valid, varying, limit)
        _CONFIGURATIONS[key] = chosen
        return [dict(c) for c in chosen]

    def digest(self) -> str:
        """A short stable name for the declaration (pinned suites, case ids)."""
        data = {"game": self.game, "entries": [e.as_json() for e in self.entries]}
        return hashlib.sha256(compact(data).encode("utf-8")).hexdigest()[:8]

    def as_json(self) -> object:
        """The declaration as a hello would write it: one entry, or the configuration list."""
        entries = [e.as_json() for e in self.entries]
        return entries[0] if len(entries) == 1 else entries


_CONFIGURATIONS: dict[tuple[str, int], list[dict[str, JSONScalar]]] = {}
_SETTLING: dict[tuple[str, int], tuple[Iterator[tuple[JSONScalar, ...]], set[str], list[dict[str, JSONScalar]]]] = {}


def configuration_digest(options: Mapping[str, JSONScalar]) -> str:
    return hashlib.sha256(compact(dict(sorted(options.items()))).encode("utf-8")).hexdigest()[:8]


# ---------------------------------------------------------------------------- reading a hello


def read_declarations(hello: Mapping[str, object], cache: Path | None = None) -> dict[str, Declaration]:
    """The declaration of every game the hello names that the suite knows. Raises
    BadDeclaration for an unknown option name, a value the reference cannot play, a value no
    playable configuration holds, a declaration past the size limits, or a shape that is not
    ``"any"``, an entry or a list of entries. ``cache``: the folder of the record of
    declarations already checked (``read_declaration``)."""
    games = hello.get("games")
    if not isinstance(games, dict):
        return {}
    out: dict[str, Declaration] = {}
    for name, info in games.items():
        if name not in game_names():
            continue
        if not isinstance(info, dict):
            raise BadDeclaration(f"hello: games.{name} must be an object with \"options\", not {compact(info)[:60]}")
        out[name] = read_declaration(name, info.get("options", {}), cache)
    return out


# Declarations read in this process (game and options as JSON -> the declaration, or why it
# cannot be read): ``run``, ``fuzz`` and the suite build each read the same hello.
_READ: dict[str, Declaration | str] = {}


def read_declaration(name: str, options: object, cache: Path | None = None) -> Declaration:
    """One game's ``options``: ``"any"``, an entry, or a list of entries. Read once per process;
    with ``cache``, the check that every declared value is played (thousands of option vectors
    settled by the reference) is skipped for a declaration this code has checked cleanly before
    (suite/recall.py)."""
    key = compact([name, options])
    if key not in _READ:
        if len(_READ) >= 1_000:  # a test session reads a few hundred
            _READ.clear()
        try:
            _READ[key] = _read_declaration(name, options, cache)
        except BadDeclaration as exc:
            _READ[key] = str(exc)
    known = _READ[key]
    if isinstance(known, str):
        raise BadDeclaration(known)
    return known


def _read_declaration(name: str, options: object, cache: Path | None) -> Declaration:
    where = f"hello: games.{name}.options"
    if isinstance(options, list):
        if not options:
            raise BadDeclaration(f"{where}: an empty configuration list declares nothing (write \"any\", an object, or a list of objects)")
        if len(options) > MAX_ENTRIES:
            raise BadDeclaration(f"{where}: {len(options)} entries; a configuration list holds at most {MAX_ENTRIES}")
        entries = tuple(_read_entry(name, e, f"{where}[{i}]") for i, e in enumerate(options))
    else:
        entries = (_read_entry(name, options, where),)
    decl = Declaration(name, entries)
    recorded = recall.recalled(cache, name, options)
    if recorded is not None:
        return replace(decl, notes=recorded)
    notes: list[str] = []
    for index in range(len(entries)):
        notes += _check_played(decl, index, f"{where}[{index}]" if len(entries) > 1 else where)
    recall.record(cache, name, options, notes)
    return replace(decl, notes=tuple(notes))


def _read_entry(name: str, options: object, where: str) -> Entry:
    support = game(name)
    known = support.option_values()
    if options == ANY or options is None:
        return Entry({}, frozenset(), frozenset())
    if not isinstance(options, dict):
        raise BadDeclaration(f"{where} must be an object, a list of objects or \"any\", not {compact(options)[:60]}")
    values: dict[str, tuple[JSONScalar, ...]] = {}
    na: set[str] = set()
    for option, declared in options.items():
        here = f"{where}.{option}"
        if option not in known:
            raise BadDeclaration(f"{here}: {name} has no option {option!r} (options: {', '.join(sorted(known))})")
        if declared == ANY:
            continue
        if declared == NOT_APPLICABLE:
            na.add(option)
            continue
        if not isinstance(declared, list) or not declared:
            raise BadDeclaration(f"{here}: expected a non-empty list of values, \"any\" or \"not_applicable\", not {compact(declared)[:60]}")
        if len(declared) > MAX_VALUES:
            raise BadDeclaration(f"{here}: {len(declared)} values; a declaration lists at most {MAX_VALUES} values of one option "
                                 f"(the suite is built for at most {MAX_CONFIGURATIONS} configurations)")
        allowed = known[option]
        for v in declared:
            if not (v is None or isinstance(v, (str, int, bool))):
                raise BadDeclaration(f"{here}: {compact(v)[:60]} is not an option value")
            if isinstance(allowed, list) and not any(_same(v, a) for a in allowed):
                raise BadDeclaration(f"{here}: {compact(v)} is not a value of {option} (values: {', '.join(compact(a) for a in allowed)})")
        values[option] = tuple(dict.fromkeys(declared))
    omitted = frozenset(o for o in support.defaults if o not in options)
    for option in omitted:
        values[option] = (support.defaults[option],)
    return Entry(values, frozenset(na), omitted)


def _check_played(decl: Declaration, index: int, where: str) -> list[str]:
    """Every declared value must be played by some configuration of its entry. When the
    reference refuses every declared combination with it: BadDeclaration naming what excludes it.
    When it has no effect under any: a warning (returned), since it is never checked (the value
    the implementation plays there cannot be seen)."""
    support = decl.support
    entry = decl.entries[index]
    if _all_held(decl, index):
        return []  # what the loop below finds: every value is in some configuration
    configs = decl.entry_playable(index)
    notes: list[str] = []
    for option, declared in entry.values.items():
        if option in entry.omitted:
            continue
        for v in declared:
            if any(_same(c[option], v) and option not in support.inert(c) for c in configs):
                continue
            if any(_same(c[option], v) for c in configs) or (configs and _same(v, support.defaults[option])):
                continue  # idle where it occurs, and the standard value: the configurations hold it
            refused = ""
            idle_under = ""
            trials = [{**c, option: v} for c in configs] + [{**p, option: v} for p in support.presets.values()]
            for trial in trials:
                try:
                    full = support.full_options(trial)
                except (TrickrefError, ValueError) as exc:
                    refused = refused or str(exc)
                    continue
                if option not in support.inert(full):
                    if not entry.unsupported(support, full):
                        break  # played: a configuration the sampling of a wide entry left out
                    continue
                idle_under = idle_under or _what_idles(support, full, option, entry)
            else:
                if refused and not idle_under and not any(_accepts(support, {**p, option: v}) for p in support.presets.values()):
                    raise BadDeclaration(f"{where}.{option}: {compact(v)} is not a value of {option} the reference plays: {refused}")
                if refused and not idle_under:
                    raise BadDeclaration(f"{where}.{option}: {compact(v)} is in no playable configuration of the declaration: the "
                                         f"reference refuses every declared combination with it: {refused} (declare the values it needs)")
                notes.append(f"{decl.game}: {where.split(': ', 1)[-1]}.{option}: {compact(v)} has no effect "
                             f"{idle_under or 'under any declared combination'}, so it is never checked "
                             f"(declare it \"{NOT_APPLICABLE}\", or declare the value that makes it matter)")
    return notes


def _all_held(decl: Declaration, index: int) -> bool:
    """Whether every declared value of entry ``index`` is held by one of its configurations (or
    is the standard value, and there is a configuration): settled only until they all are, which
    for most declarations is a few dozen configurations of thousands (issue 27)."""
    entry = decl.entries[index]
    defaults = decl.support.defaults
    pending = {o: [v for v in vs if not _same(v, defaults[o])] for o, vs in entry.values.items() if o not in entry.omitted}
    for config in decl.settled(index):
        for option, values in list(pending.items()):
            values[:] = [v for v in values if not _same(config[option], v)]
            if not values:
                del pending[option]
        if not pending:
            return True
    return False


def _accepts(support: GameSupport, options: Mapping[str, object]) -> bool:
    try:
        support.full_options(options)
    except (TrickrefError, ValueError):
        return False
    return True


def _what_idles(support: GameSupport, full: Mapping[str, JSONScalar], option: str, entry: Entry) -> str:
    """Which declared option makes ``option`` idle in ``full``: "while partners is false"."""
    known = support.option_values()
    for other, declared in entry.values.items():
        if other == option:
            continue
        values = known.get(other)
        for w in values if isinstance(values, list) else ():
            if any(_same(w, d) for d in declared):
                continue
            try:
                trial = support.full_options({**full, other: w})
            except (TrickrefError, ValueError):
                continue
            if option not in support.inert(trial):
                return f"while {other} is {' or '.join(compact(d) for d in declared)} (it matters with {other}={compact(w)})"
    return ""


_DECLARATIONS: dict[tuple[str, str], Declaration | str | None] = {}


def outside(case: Case, hello: Mapping[str, object], cache: Path | None = None) -> Outside | None:
    """Why the adapter's hello rules this case out, if it does: every unsupported option named.
    ``cache``: where declarations already checked are recorded (``read_declaration``)."""
    games = hello.get("games")
    if not isinstance(games, dict) or case.game not in games:
        return Outside(f"the adapter does not implement game {case.game!r}")
    # read once per declaration, not per case: reading checks that every declared value is played
    key = (case.game, compact(games[case.game]))
    if key not in _DECLARATIONS:
        try:
            _DECLARATIONS[key] = read_declarations({"games": {case.game: games[case.game]}}, cache).get(case.game)
        except BadDeclaration as exc:
            _DECLARATIONS[key] = str(exc)
    decl = _DECLARATIONS[key]
    if isinstance(decl, str):
        return Outside(decl)
    if decl is None:
        return None
    reasons = decl.unsupported(case.options)
    if not reasons:
        return None
    return Outside(f"the adapter does not support option{'s' if len(reasons) > 1 else ''} {', '.join(map(str, reasons))}",
                   tuple(r.item for r in reasons))
