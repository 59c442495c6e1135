"""What an implementation says it plays: the ``games`` of its ``hello`` (PROTOCOL.md), read
into one ``Declaration`` per game.

For each option a declaration holds one of three things:

- a list of values: the implementation plays exactly these;
- ``"any"`` (or the option left out): every value the reference accepts;
- ``"not_applicable"``: the implementation has no such option, because it cannot matter under the
  values it declares (joker options when it plays no jokers). Such an option never rules a case
  out where it is *inert* (``GameSupport.inert``: no observation can depend on it under the
  case's other options); where it is not inert, the case is skipped and the reason says so.

From a declaration the suite derives the *configurations* it builds cases for: every full option
vector inside it that the reference accepts (a declared list gives its values, ``any`` and
``not_applicable`` give the standard game's value), or, when that product is large, a
deterministic subset that still holds every pair of declared values that can co-occur.
"""

from __future__ import annotations

import hashlib
import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from conformance.case.format import Case
from conformance.games import game, game_names
from conformance.games.support import GameSupport
from conformance.jsonvalues import JSONScalar, compact
from reference.errors import TrickrefError

ANY = "any"
NOT_APPLICABLE = "not_applicable"
MAX_CONFIGURATIONS = 12


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
class Declaration:
    game: str
    values: Mapping[str, tuple[JSONScalar, ...]]  # options declared as a list of values
    not_applicable: frozenset[str]

    @property
    def support(self) -> GameSupport:
        return game(self.game)

    @property
    def restricts(self) -> bool:
        """Whether the implementation declares less than every value the reference plays."""
        everything = self.support.option_values()
        for name, values in self.values.items():
            known = everything.get(name)
            if known == ANY or not isinstance(known, list):
                return True  # an open-ended option (target) declared as a list
            if any(not any(_same(k, v) for v in values) for k in known):
                return True
        return bool(self.not_applicable)

    def unsupported(self, options: Mapping[str, object]) -> list[OutsideOption]:
        """Every option value by which this declaration rules out a case with ``options``
        (empty when the case is inside the declaration)."""
        reasons: list[OutsideOption] = []
        inert = self.support.inert(options) if self.not_applicable else frozenset()
        for name, value in options.items():
            if name in self.not_applicable:
                if name not in inert and not _same(value, self.support.defaults.get(name)):
                    reasons.append(OutsideOption(name, value, "declared not applicable; it matters here"))
                continue
            accepted = self.values.get(name)
            if accepted is not None and not any(_same(value, a) for a in accepted):
                reasons.append(OutsideOption(name, value))
        return reasons

    def configurations(self, limit: int = MAX_CONFIGURATIONS) -> list[dict[str, JSONScalar]]:
        """The full option vectors the suite is built for (module docstring), deterministic."""
        support = self.support
        names = list(support.defaults)
        choices: list[tuple[JSONScalar, ...]] = []
        for name in names:
            declared = self.values.get(name)
            choices.append(declared if declared else (support.defaults[name],))
        cached = _CONFIGURATIONS.get((self.digest(), limit))
        if cached is not None:
            return [dict(c) for c in cached]
        valid: list[dict[str, JSONScalar]] = []
        seen: set[str] = set()
        for combo in _candidates(self.digest(), choices):
            try:
                full = support.full_options(dict(zip(names, combo)))
                # An inert option cannot change a case: configurations differing only there are one.
                idle = support.inert(full)
                if idle:
                    first = dict(zip(names, (c[0] for c in choices)))
                    full = support.full_options({k: first.get(k, v) if k in idle else v for k, v in full.items()})
            except (TrickrefError, ValueError):
                continue
            key = compact(full)
            if key not in seen and not self.unsupported(full):
                seen.add(key)
                valid.append(full)
        chosen = valid if len(valid) <= limit else _pairwise(valid, [n for n, c in zip(names, choices) if len(c) > 1], limit)
        _CONFIGURATIONS[(self.digest(), limit)] = chosen
        return [dict(c) for c in chosen]

    def digest(self) -> str:
        """A short stable name for the declaration (pinned suites, case ids)."""
        data = {"game": self.game, "values": {k: list(v) for k, v in sorted(self.values.items())},
                "not_applicable": sorted(self.not_applicable)}
        return hashlib.sha256(compact(data).encode("utf-8")).hexdigest()[:8]

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {k: list(v) for k, v in sorted(self.values.items())}
        out.update({k: NOT_APPLICABLE for k in sorted(self.not_applicable)})
        return out


_CONFIGURATIONS: dict[tuple[str, int], list[dict[str, JSONScalar]]] = {}
FULL_PRODUCT = 1_500  # past this many combinations, candidates are sampled (every pair of values kept)


def _candidates(seed: str, choices: Sequence[tuple[JSONScalar, ...]]) -> list[tuple[JSONScalar, ...]]:
    """Option-value combinations to try: the whole product when it is small; else, deterministically,
    the first values of every option plus, for every pair of values of two options, a few
    combinations holding that pair with the other options drawn at random."""
    total = 1
    for c in choices:
        total *= len(c)
    if total <= FULL_PRODUCT:
        return list(itertools.product(*choices))
    rng = random.Random(f"trickref:configurations:{seed}")
    varying = [i for i, c in enumerate(choices) if len(c) > 1]
    out: list[tuple[JSONScalar, ...]] = [tuple(c[0] for c in choices)]
    for a, b in itertools.combinations(varying, 2):
        for va in choices[a]:
            for vb in choices[b]:
                for _ in range(3):
                    combo = [c[0] if len(c) == 1 else rng.choice(c) for c in choices]
                    combo[a], combo[b] = va, vb
                    out.append(tuple(combo))
    return out


def configuration_digest(options: Mapping[str, JSONScalar]) -> str:
    return hashlib.sha256(compact(dict(sorted(options.items()))).encode("utf-8")).hexdigest()[:8]


def _pairwise(valid: Sequence[dict[str, JSONScalar]], varying: Sequence[str], limit: int) -> list[dict[str, JSONScalar]]:
    """A deterministic greedy subset of ``valid`` holding every pair of values of the varying
    options that occurs in ``valid`` (and at most ``limit`` vectors once all pairs are held)."""

    def pairs(o: Mapping[str, JSONScalar]) -> set[tuple[str, str, str, str]]:
        return {(a, compact(o[a]), b, compact(o[b])) for a, b in itertools.combinations(varying, 2)} | {
            (a, compact(o[a]), a, compact(o[a])) for a in varying}

    wanted: set[tuple[str, str, str, str]] = set()
    for o in valid:
        wanted |= pairs(o)
    chosen: list[dict[str, JSONScalar]] = []
    while wanted and len(chosen) < limit:
        best = max(valid, key=lambda o: len(pairs(o) & wanted))
        chosen.append(best)
        wanted -= pairs(best)
    return chosen + [o for o in valid if o not in chosen][: limit - len(chosen)]


def uncovered_pairs(decl: Declaration) -> list[str]:
    """Pairs of declared values that occur in a valid configuration but in none of the chosen
    ones (only when the declaration has more configurations than the suite builds)."""
    chosen = decl.configurations()
    everything = decl.configurations(limit=10_000)
    if len(everything) == len(chosen):
        return []
    varying = [n for n, v in decl.values.items() if len(v) > 1]

    def pairs(o: Mapping[str, JSONScalar]) -> set[str]:
        return {f"{a}={compact(o[a])} with {b}={compact(o[b])}" for a, b in itertools.combinations(varying, 2) if a in o and b in o}

    held: set[str] = set()
    for o in chosen:
        held |= pairs(o)
    missing: set[str] = set()
    for o in everything:
        missing |= pairs(o) - held
    return sorted(missing)


def read_declarations(hello: Mapping[str, object]) -> dict[str, Declaration]:
    """The declaration of every game the hello names that the suite knows. Raises
    BadDeclaration for an unknown option name, a value the reference cannot play, or a shape
    that is neither a list, ``"any"`` nor ``"not_applicable"``."""
    games = hello.get("games")
    if not isinstance(games, dict):
        return {}
    out: dict[str, Declaration] = {}
    for name, info in games.items():
        if name not in game_names():
            continue
        options = info.get("options", ANY) if isinstance(info, dict) else ANY
        out[name] = read_declaration(name, options)
    return out


def read_declaration(name: str, options: object) -> Declaration:
    support = game(name)
    known = support.option_values()
    if options == ANY or options is None:
        return Declaration(name, {}, frozenset())
    if not isinstance(options, dict):
        raise BadDeclaration(f"hello: games.{name}.options must be an object or \"any\", not {compact(options)[:60]}")
    values: dict[str, tuple[JSONScalar, ...]] = {}
    na: set[str] = set()
    for option, declared in options.items():
        where = f"hello: games.{name}.options.{option}"
        if option not in known:
            raise BadDeclaration(f"{where}: {name} has no option {option!r} (options: {', '.join(sorted(known))})")
        if declared == ANY:
            continue
        if declared == NOT_APPLICABLE:
            na.add(option)
            continue
        if not isinstance(declared, list) or not declared:
            raise BadDeclaration(f"{where}: expected a non-empty list of values, \"any\" or \"not_applicable\", not {compact(declared)[:60]}")
        allowed = known[option]
        for v in declared:
            if not (v is None or isinstance(v, (str, int, bool))):
                raise BadDeclaration(f"{where}: {compact(v)[:60]} is not an option value")
            if isinstance(allowed, list) and not any(_same(v, a) for a in allowed):
                raise BadDeclaration(f"{where}: {compact(v)} is not a value of {option} (values: {', '.join(compact(a) for a in allowed)})")
        values[option] = tuple(declared)
    _check_playable(name, values)
    return Declaration(name, values, frozenset(na))


def _check_playable(name: str, values: Mapping[str, tuple[JSONScalar, ...]]) -> None:
    """Every declared value must be playable by the reference in some game: alone, with one other
    declared value (score_two needs a widow), with the first value declared for every other
    option, or in a preset."""
    support = game(name)
    together = {k: v[0] for k, v in values.items()}
    for option, declared in values.items():
        for v in declared:
            pairs = ({option: v, other: w} for other, ws in values.items() if other != option for w in ws)
            presets = ({**p, option: v} for p in support.presets.values())
            for trial in itertools.chain(({option: v},), pairs, ({**together, option: v},), presets):
                try:
                    support.full_options(trial)
                    break
                except (TrickrefError, ValueError):
                    continue
            else:
                raise BadDeclaration(f"hello: games.{name}.options.{option}: {compact(v)} is not a value of {option} the reference can play")


def declaration_problems(decl: Declaration) -> list[str]:
    """Warnings about a declaration that the runner prints: a not-applicable option that does
    matter under a declared configuration, and a declaration no valid configuration satisfies."""
    problems: list[str] = []
    configs = decl.configurations()
    if not configs:
        problems.append(f"{decl.game}: no configuration inside the declaration is a valid {decl.game} game")
    missing = uncovered_pairs(decl)
    if missing:
        problems.append(f"{decl.game}: the declaration allows more configurations than the {MAX_CONFIGURATIONS} the suite is built "
                        f"for; {len(missing)} pair(s) of declared values are in none of them, e.g. {missing[0]} "
                        "(declare fewer values, or pin several suites with export --for-hello)")
    for option in sorted(decl.not_applicable):
        if any(option not in decl.support.inert(c) for c in configs):
            problems.append(f"{decl.game}: option {option} is declared not applicable, but it matters under a declared configuration")
    return problems


_DECLARATIONS: dict[tuple[str, str], Declaration | str | None] = {}


def outside(case: Case, hello: Mapping[str, object]) -> Outside | None:
    """Why the adapter's hello rules this case out, if it does: every unsupported option named."""
    games = hello.get("games")
    if not isinstance(games, dict) or case.game not in games:
        return Outside(f"the adapter does not implement game {case.game!r}")
    # read once per declaration, not per case: reading checks that the declaration holds a
    # playable game, which tries many option vectors
    key = (case.game, compact(games[case.game]))
    if key not in _DECLARATIONS:
        try:
            _DECLARATIONS[key] = read_declarations({"games": {case.game: games[case.game]}}).get(case.game)
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
