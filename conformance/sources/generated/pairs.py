"""Pairwise option coverage (issue 16, item 1): every pair of option values that can co-occur is
reached by at least one whole played, scored hand of the corpus.

For each game:

- the **domains**: every option with the values ``GameSupport.option_values()`` lists, and for the
  open-ended integers (``players``, ``target``, ``elimination``, the Blind Love and curse amounts,
  ...) a few representative values (``REPRESENTATIVE``);
- the **pairs**: every two values of two options, classified as ``needed`` (some valid option
  vector holds both and neither option is idle under it: conformance.games (each record's inert)), ``idle`` (every
  valid vector holding both leaves one of them without effect: they need not pair) or
  ``impossible`` (no valid vector holds both: ``InvalidOptions``, the forbidden combinations of
  the SPEC's option lists, each listed with the message and rule it is refused with);
- a **covering array** built greedily: each row a full, valid option vector, every needed pair
  held (with neither option idle) by at least one row;
- one **case** per row (``<game>/pairs/r<row>-c<digest>-<policy>-seed-<seed>``, tag ``pairwise``): a
  seeded hand played to its score under the row's options, or a whole game when the row changes
  an option that only shows at game end (``GAME_END``). Smear rows that allow revokes are played
  by the revoking policy, so the penalty is scored under the row's hand maximum and sides;
- the **report** (``PAIRS.md``, ``pairs.json``, written by the export): for each needed pair the
  cases of the whole corpus that reach it (any case whose options hold the pair, with neither
  option idle, and which plays a scored hand), the idle pairs and the impossible pairs with their
  rule.
"""

from __future__ import annotations

import functools
import itertools
import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from conformance.case.format import Case
from conformance.games import game, game_names
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar, arr, compact, obj, pretty, scalar
from conformance.sources.generated.configured import GAME_HANDS, MAX_DESCRIPTION, describe, game_kit
from conformance.suite.declaration import configuration_digest
from reference.cards import ACE, JACK, KING, QUEEN, Card
from reference.errors import InvalidOptions
from reference.smear.ranking import jick
from reference.smear.state import SmearState

# Open-ended integer options: the standard value first, then values that change what is
# observed (a table size, a hand size, a target reached within a few hands, an amount of 0).
REPRESENTATIVE: dict[str, dict[str, list[JSONScalar]]] = {
    "smear": {
        "players": [4, 3, 5, 6, 8],
        "hand_size": [None, 6, 7, 9, 10],
        "jokers": [2, 0, 1],
        "widow": [0, 4],
        "joker_game_points": [0, 1],
        "target": [21, 11, 5],
        "elimination": [None, -6],
    },
    "fourpoint": {"take": [3, 0, 1, 2], "target": [15, 5]},
    "smoorverliefd": {
        "players": [4, 3, 5],
        "target": [50, 15],
        "blind_bonus": [10, 0, 25],
        "blind_penalty": [10, 0, 25],
        "curse_penalty": [5, 0, 15],
    },
}

# Options that only show when a game ends: a row changing one is played as a whole game.
GAME_END: dict[str, tuple[str, ...]] = {
    "smear": ("target", "elimination"),
    "fourpoint": ("target", "win_only_on_made_bid", "made_bid_winner", "non_bidder_cap"),
    "smoorverliefd": ("target",),
}

SEED_TRIES = 40  # seeds tried per row for a playout that scores a hand
PAIR_SEED = 7000

Row = dict[str, JSONScalar]


@dataclass(frozen=True, order=True)
class Pair:
    """Two option values, the options in declaration order."""

    a: str
    x: str  # the value as compact JSON (``true``, ``null``, ``"ace"``): 1 and True stay apart
    b: str
    y: str

    def text(self) -> str:
        return f"{self.a}={_plain(self.x)} & {self.b}={_plain(self.y)}"


@dataclass(frozen=True)
class Status:
    kind: Literal["needed", "idle", "impossible"]
    witness: Row | None = None  # needed: a valid vector holding the pair with neither option idle
    why: str = ""  # idle: the option left without effect; impossible: the InvalidOptions message(s)


def _plain(v: str) -> str:
    return v[1:-1] if v.startswith('"') else v


def _key(value: JSONScalar) -> str:
    return compact(value)


# ---------------------------------------------------------------------------- domains and validity


def domains(game_name: str) -> dict[str, list[JSONScalar]]:
    """Every option with the values it pairs over (module docstring)."""
    out: dict[str, list[JSONScalar]] = {}
    for name, values in game(game_name).option_values().items():
        if isinstance(values, list):
            out[name] = [v for v in values if v is None or isinstance(v, (bool, int, str))]
        else:
            out[name] = list(REPRESENTATIVE[game_name][name])
    return out


class Checker:
    """Validity (the options class's own check) and idle options of full option vectors, cached."""

    def __init__(self, game_name: str) -> None:
        self.game = game_name
        self.cls = game(game_name).options_class
        self.names = list(game(game_name).defaults)
        self._errors: dict[tuple[str, ...], str | None] = {}

    def error(self, row: Mapping[str, JSONScalar]) -> str | None:
        """The ``InvalidOptions`` message ``row`` is refused with, or None when it is valid."""
        k = tuple(_key(row[n]) for n in self.names)
        if k not in self._errors:
            try:
                self.cls(**row)
                self._errors[k] = None
            except InvalidOptions as e:
                self._errors[k] = str(e)
        return self._errors[k]

    def idle(self, row: Mapping[str, JSONScalar]) -> frozenset[str]:
        return game(self.game).inert(row)

    def holds(self, row: Mapping[str, JSONScalar]) -> Iterator[Pair]:
        """The pairs ``row`` holds with neither option idle under it."""
        idle = self.idle(row)
        live = [(n, _key(row[n])) for n in self.names if n not in idle]
        for (a, x), (b, y) in itertools.combinations(live, 2):
            yield Pair(a, x, b, y)


def _changes(names: Sequence[str], dom: Mapping[str, Sequence[JSONScalar]], row: Row, depth: int) -> Iterator[Row]:
    """``row`` with ``depth`` of the options ``names`` set to another of their values."""
    for chosen in itertools.combinations(names, depth):
        choices = [[v for v in dom[n] if _key(v) != _key(row[n])] for n in chosen]
        for values in itertools.product(*choices):
            yield {**row, **dict(zip(chosen, values))}


@functools.cache
def classify(game_name: str) -> Mapping[Pair, Status]:
    """Every pair of values of two options (module docstring), in declaration order (computed once:
    the export reads it for the cases and again for the report)."""
    check = Checker(game_name)
    dom = domains(game_name)
    defaults = game(game_name).defaults
    out: dict[Pair, Status] = {}
    for a, b in itertools.combinations(check.names, 2):
        for x, y in itertools.product(dom[a], dom[b]):
            out[Pair(a, _key(x), b, _key(y))] = _status(check, dom, defaults, a, x, b, y)
    return out


def _status(check: Checker, dom: Mapping[str, Sequence[JSONScalar]], defaults: Mapping[str, JSONScalar],
            a: str, x: JSONScalar, b: str, y: JSONScalar) -> Status:
    base: Row = {**defaults, a: x, b: y}
    others = [n for n in check.names if n not in (a, b)]
    idle_under: Row | None = None
    for depth in (0, 1, 2):
        for row in _changes(others, dom, base, depth):
            if check.error(row) is not None:
                continue
            idle = check.idle(row)
            if a not in idle and b not in idle:
                return Status("needed", row)
            idle_under = idle_under or row
    if idle_under is not None:
        gone = [n for n in (a, b) if n in check.idle(idle_under)]
        return Status("idle", why=f"{' and '.join(gone)} has no effect (the game's record, conformance/games/<game>.py)")
    return Status("impossible", why=_obstacle(check, dom, defaults, a, x, b, y))


def _obstacle(check: Checker, dom: Mapping[str, Sequence[JSONScalar]], defaults: Mapping[str, JSONScalar],
              a: str, x: JSONScalar, b: str, y: JSONScalar) -> str:
    """Why no valid vector holds the pair: the refusal of each value added to the nearest valid
    vector holding the other (both when they differ)."""
    found: list[tuple[bool, str]] = []
    for name, value, other, other_value in ((a, x, b, y), (b, y, a, x)):
        start: Row = {**defaults, name: value}
        alone = _nearest_valid(check, dom, start, name)
        msg = check.error({**(alone or start), other: other_value})
        if msg is not None:
            found.append((alone is not None and alone != start, msg))
    # A value that needs other options changed to stand alone (8 players need partnerships) is
    # refused by what remains once they are changed; the other value's refusal names the repair.
    repaired = [m for r, m in found if r] or [m for _, m in found]
    return "; ".join(dict.fromkeys(repaired)) or "no valid option vector found"


def _nearest_valid(check: Checker, dom: Mapping[str, Sequence[JSONScalar]], row: Row, fixed: str) -> Row | None:
    others = [n for n in check.names if n != fixed]
    for depth in (0, 1, 2):
        for cand in _changes(others, dom, row, depth):
            if check.error(cand) is None:
                return cand
    return None


# ---------------------------------------------------------------------------- covering array


def covering_array(game_name: str, statuses: Mapping[Pair, Status] | None = None) -> list[Row]:
    """Greedy rows holding every needed pair: each row starts from the witness of the first pair
    not yet held and sets every other option to the value that holds the most pairs not yet held,
    keeping the row valid and that first pair held."""
    check = Checker(game_name)
    dom = domains(game_name)
    statuses = classify(game_name) if statuses is None else statuses
    uncovered = {p: None for p, s in statuses.items() if s.kind == "needed"}  # ordered set
    rows: list[Row] = []
    while uncovered:
        first = next(iter(uncovered))
        witness = statuses[first].witness
        assert witness is not None
        row = dict(witness)
        for name in check.names:
            if name in (first.a, first.b):
                continue
            best, gain = row[name], -1
            for value in dom[name]:
                cand = {**row, name: value}
                if check.error(cand) is not None:
                    continue
                held = set(check.holds(cand))
                if first not in held:
                    continue
                n = sum(1 for p in held if p in uncovered)
                if n > gain:
                    best, gain = value, n
            row[name] = best
        held = set(check.holds(row))
        assert first in held and check.error(row) is None
        for p in held:
            uncovered.pop(p, None)
        rows.append(row)
    return rows


# ---------------------------------------------------------------------------- cases


def cases(game_name: str) -> list[CaseDict]:
    """One case per covering-array row (module docstring)."""
    kit = game_kit(game_name)
    defaults = game(game_name).defaults
    out: list[CaseDict] = []
    for n, row in enumerate(covering_array(game_name)):
        typed = kit.options_from(row)
        whole = any(_key(row[k]) != _key(defaults[k]) for k in GAME_END[game_name])
        policy = "revoker" if row.get("revoke", "forbidden") != "forbidden" else kit.policies[n % 2]
        digest = configuration_digest(row)
        for attempt in range(SEED_TRIES):
            seed = PAIR_SEED + 100 * n + attempt
            p = kit.play(typed, seed, policy, GAME_HANDS if whole else 1)
            what = "a game" if whole else "one hand"
            what_for = f"Pairwise row {n}: {what}, {policy} play, seed {seed}, under {describe(row, defaults)}"
            if len(what_for) > MAX_DESCRIPTION - 20:  # FP and SV playouts put the game's title in front
                what_for = what_for[: MAX_DESCRIPTION - 23] + "..."
            tags = ["pairwise", *(["whole-game"] if whole else [])]
            case = kit.fn("playout_case")(p, area="pairs", slug=f"r{n:02d}-c{digest}-{policy}-seed-{seed}",
                                          description=what_for, tags=tags)
            assert isinstance(case, dict)
            if scores_a_hand(case):
                out.append({**case, "source": f"conformance/sources/generated/pairs.py: covering-array row {n} ({case['source']})"})
                break
        else:
            raise RuntimeError(f"{game_name} pairwise row {n}: no seed scored a hand")
    return out + edge_cases(game_name)


# ---------------------------------------------------------------------------- edges


@dataclass(frozen=True)
class Edge:
    """A hand searched for among seeds because it reaches a scoring situation that random play
    seldom does, one where a variant's rare card is the extreme one (issue 16: a Low or High
    read off the standard game's trumps would differ)."""

    slug: str
    description: str
    options: Row  # overrides of the standard game
    policy: str
    reached: Callable[[object], bool]


def _offjack_is_high(final: object) -> bool:
    """No Jick (SM-4.2): the jack of trump's colour is played and no trump ranked above it in the
    standard game (A, K, Q, J) is, and High by ``highest_in_play`` (SM-7.2) goes to another side
    than the side that captured that jack: a High chosen among the standard game's trumps differs."""

    assert isinstance(final, SmearState)
    hand = final.last_hand
    if hand is None or not final.results or final.results[-1].outcome != "played" or hand.trump is None:
        return False
    trump, o = hand.trump, final.options
    off = jick(trump)
    top = {Card(r, trump) for r in (ACE, KING, QUEEN, JACK)}
    taker = next((o.side_of(t.winner) for t in hand.tricks if off in t.cards), None)
    if taker is None or any(c in top for t in hand.tricks for c in t.cards):
        return False
    high = next(a for a in final.results[-1].awards if a.category == "high")
    return high.side != taker


EDGES: dict[str, list[Edge]] = {
    "smear": [
        Edge("no-jick-offjack-high", "no Jick, High highest_in_play: the jack of trump's colour is played above every trump played",
             {"players": 3, "jick": False, "score_jick": False, "score_three": False, "high_rule": "highest_in_play"},
             "trumper", _offjack_is_high),
    ],
}
EDGE_SEEDS = 400


def edge_cases(game_name: str) -> list[CaseDict]:
    """One case per ``EDGES`` entry of the game: the first seed whose hand reaches it."""
    kit = game_kit(game_name)
    defaults = game(game_name).defaults
    out: list[CaseDict] = []
    for edge in EDGES.get(game_name, []):
        row: Row = {**defaults, **edge.options}
        typed = kit.options_from(row)
        for seed in range(PAIR_SEED, PAIR_SEED + EDGE_SEEDS):
            p = kit.play(typed, seed, edge.policy, 1)
            if edge.reached(p.states[-1]):
                case = kit.fn("playout_case")(p, area="pairs", slug=f"edge-{edge.slug}-seed-{seed}",
                                              description=f"Edge: {edge.description} (seed {seed})", tags=["pairwise-edge"])
                assert isinstance(case, dict)
                out.append({**case, "source": f"conformance/sources/generated/pairs.py: edge {edge.slug!r} ({case['source']})"})
                break
        else:
            raise RuntimeError(f"{game_name} edge {edge.slug}: no seed of {EDGE_SEEDS} reaches it")
    return out


def scores_a_hand(case: Mapping[str, object]) -> bool:
    """Whether a case expects the result of a hand played to its score."""
    for check in arr(case.get("expect", []), "expect"):
        c = obj(check, "check")
        if c.get("kind") == "hand_results":
            for r in arr(c.get("results", []), "results"):
                if obj(r, "result").get("outcome", "played") == "played":
                    return True
    return False


# ---------------------------------------------------------------------------- report


@dataclass(frozen=True)
class Reach:
    game: str
    statuses: dict[Pair, Status]
    cases: dict[Pair, list[str]]  # needed pair -> ids of the cases reaching it, pairwise cases first

    @property
    def needed(self) -> list[Pair]:
        return [p for p, s in self.statuses.items() if s.kind == "needed"]

    @property
    def missing(self) -> list[Pair]:
        return [p for p in self.needed if not self.cases.get(p)]

    def of_kind(self, kind: str) -> list[Pair]:
        return [p for p, s in self.statuses.items() if s.kind == kind]


def reach(game_name: str, corpus: Iterable[Case], statuses: Mapping[Pair, Status] | None = None) -> Reach:
    """Which cases of ``corpus`` reach each needed pair of ``game_name``."""
    statuses = dict(classify(game_name) if statuses is None else statuses)
    check = Checker(game_name)
    found: dict[Pair, list[str]] = {p: [] for p, s in statuses.items() if s.kind == "needed"}
    mine = sorted((c for c in corpus if c.game == game_name and scores_a_hand(c.raw)),
                  key=lambda c: ("pairwise" not in c.tags, c.id))
    for c in mine:
        row: Row = {n: scalar(c.options[n], n) for n in check.names}
        for p in check.holds(row):
            ids = found.get(p)
            if ids is not None:
                ids.append(c.id)
    return Reach(game_name, statuses, found)


EXAMPLES = 3


def report_json(reaches: Sequence[Reach]) -> dict[str, object]:
    out: dict[str, object] = {}
    for r in reaches:
        out[r.game] = {
            "needed": len(r.needed),
            "reached": len(r.needed) - len(r.missing),
            "missing": [p.text() for p in r.missing],
            "pairs": {p.text(): {"cases": len(r.cases[p]), "examples": r.cases[p][:EXAMPLES]} for p in r.needed},
            "idle": {p.text(): r.statuses[p].why for p in r.of_kind("idle")},
            "impossible": {p.text(): r.statuses[p].why for p in r.of_kind("impossible")},
        }
    return out


def report_markdown(reaches: Sequence[Reach]) -> str:
    lines = [
        "# Option pairs reached by the corpus",
        "",
        "Generated by `trickref conformance export`; do not edit (conformance/sources/generated/pairs.py). For each",
        "game, every pair of values of two options (open-ended integers at a few representative values) is",
        "*needed* when some valid option vector holds both with neither option idle under it",
        "(the game's record, conformance/games/<game>.py), *idle* when every such vector leaves one of them without effect, and",
        "*impossible* when the options refuse every vector holding both (`InvalidOptions`, the SPEC's",
        "forbidden combinations). A case reaches a needed pair when its options hold both values, neither",
        "idle, and it plays a hand to its score. The `pairwise` cases (`<game>/pairs/...`) are one row each",
        "of a greedy covering array; any case of the corpus counts.",
        "",
        "| game | pairs | needed | reached | idle | impossible | pairwise cases |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in reaches:
        rows = len({i for ids in r.cases.values() for i in ids if "/pairs/" in i})
        lines.append(f"| {r.game} | {len(r.statuses)} | {len(r.needed)} | {len(r.needed) - len(r.missing)} | "
                     f"{len(r.of_kind('idle'))} | {len(r.of_kind('impossible'))} | {rows} |")
    for r in reaches:
        lines += ["", f"## {game(r.game).title} (`{r.game}`)", ""]
        if r.missing:
            lines += ["Not reached: " + ", ".join(f"`{p.text()}`" for p in r.missing), ""]
        lines += ["### Impossible pairs", "", "| pair | refused by |", "| --- | --- |"]
        lines += [f"| `{p.text()}` | {r.statuses[p].why} |" for p in r.of_kind("impossible")]
        lines += ["", "### Idle pairs", "", "| pair | why they need not pair |", "| --- | --- |"]
        lines += [f"| `{p.text()}` | {r.statuses[p].why} |" for p in r.of_kind("idle")]
        lines += ["", "### Needed pairs", "", "| pair | cases | for example |", "| --- | ---: | --- |"]
        lines += [f"| `{p.text()}` | {len(r.cases[p])} | {', '.join(f'`{i}`' for i in r.cases[p][:1])} |"
                  for p in r.needed]
    return "\n".join(lines) + "\n"


def write_report(out: Path, corpus: Sequence[Case]) -> list[Reach]:
    """``PAIRS.md`` and ``pairs.json`` for the games of ``corpus`` (called by the export)."""
    names = [n for n in game_names() if any(c.game == n for c in corpus)]
    reaches = [reach(n, corpus) for n in names]
    (out / "PAIRS.md").write_text(report_markdown(reaches), encoding="utf-8")
    (out / "pairs.json").write_text(pretty(report_json(reaches)), encoding="utf-8")
    return reaches


def load_report(path: Path) -> dict[str, object]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data
