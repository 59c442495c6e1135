"""Engine speed against a plain mutable follow-suit game (issues 14 and 27). Not a test.

    .venv/bin/python benchmarks/engine_speed.py [--rounds N] [--steps N] [--quick] [--clock cpu|wall]
                                                [--only replay,steps,adapter,perft] [--games N]
    .venv/bin/python benchmarks/engine_speed.py --against DIR [--perft-rounds N]

``--against DIR`` measures another tree (an export of an older commit, e.g.
``git archive 9b8e6e3 | tar -x -C DIR``) in the same run, interleaved: before and after.

The yardstick is a plain mutable pure-Python follow-suit game, held here so that the ratio does
not move with the machine: 4 players, 52 cards, hands as lists, one ``legal_actions`` + ``apply``
per step. Each game is timed three ways through its typed API, interleaved with the baseline in
one process, round after round; the figures are medians over the rounds:

- **replay** (the engine's per-step figure of issue 27; benchmarks/engine_replay.py): games
  recorded once before any timing, then replayed from their deals, each step
  ``legal_actions(state)`` and ``apply(state, action)`` with the recorded action, no policy and no
  shuffle in the timed loop: **recorded**, N whole games of the default options (seeds 1..N,
  ``--games``, the cautious policy of ``reference.bots``), and **corpus**, every case of the
  shipped corpus (every configuration it covers; short positions, so more bidding and discarding);
- **end to end** (issue 14's figure): random playouts from a seed (each hand's seeded shuffle
  included), a seeded game restarted when it ends, one ``legal_actions`` + ``apply`` and a
  random choice per step.

The clock is the process's CPU time by default: on a machine shared with other jobs, wall time
also counts the time the process waited for a core, which moves the ratio by a factor of 2 or
more from one run to the next (``--clock wall`` for wall time).

Printed: per-step µs and the ratio baseline µs / engine µs per game, replayed and end to end;
bytes retained per state along a hand (tracemalloc: every state of a hand kept in a list, from the first action of the
hand to its last, the next deal excluded); the adapter path's µs per action early and late in a
long game (``BoundMatch.play`` and ``BoundMatch.legal``: action strings parsed and written, as
the reference adapter answers; ``--against``: around hand 5, every round); perft nodes per second.

The script measures the ``reference`` package of the tree it stands in (or, in a worker of
``--against``, of the tree named in TRICKREF_TREE); an export needs only its ``reference``
folder. The corpus replayed is this script's own, for both trees.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import subprocess
import sys
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Generic, Iterable, Protocol, Sequence, TypeVar

# the tree whose ``reference`` is measured: this script's own, or (for a worker of ``--against``)
# the one named in TRICKREF_TREE
ROOT = Path(os.environ.get("TRICKREF_TREE") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

from reference import fourpoint, smear, smoorverliefd  # noqa: E402
from reference.actions import Action  # noqa: E402
from engine_replay import Replayer, Replaying  # noqa: E402  (this script's folder: on sys.path)
from reference.fourpoint.binding import RULES as FP_RULES  # noqa: E402
from reference.fourpoint.options import fourpoint_options  # noqa: E402
from reference.games import BoundMatch, Rules  # noqa: E402
from reference.perft import perft  # noqa: E402
from reference.phases import Phase  # noqa: E402
from reference.smear.binding import RULES as SM_RULES  # noqa: E402
from reference.smear.options import smear_options  # noqa: E402
from reference.smoorverliefd.binding import RULES as SV_RULES  # noqa: E402
from reference.smoorverliefd.options import smoorverliefd_options  # noqa: E402

CLOCK: Callable[[], float] = time.process_time

# ------------------------------------------------------------------ the mutable baseline


class Baseline:
    """Follow suit, no trump, highest of the led suit wins; hands are lists of (rank, suit)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.deal()

    def deal(self) -> None:
        cards = [(r, s) for s in range(4) for r in range(2, 15)]
        self.rng.shuffle(cards)
        self.hands = [cards[i * 13 : (i + 1) * 13] for i in range(4)]
        self.trick: list[tuple[int, int]] = []
        self.leader = 0
        self.won = [0, 0, 0, 0]

    def to_act(self) -> int:
        return (self.leader + len(self.trick)) % 4

    def legal_actions(self) -> list[tuple[int, int]]:
        hand = self.hands[self.to_act()]
        if not self.trick:
            return list(hand)
        led = self.trick[0][1]
        follow = [c for c in hand if c[1] == led]
        return follow if follow else list(hand)

    def apply(self, card: tuple[int, int]) -> None:
        self.hands[self.to_act()].remove(card)
        self.trick.append(card)
        if len(self.trick) == 4:
            led = self.trick[0][1]
            best = max(range(4), key=lambda i: self.trick[i][0] if self.trick[i][1] == led else 0)
            winner = (self.leader + best) % 4
            self.won[winner] += 1
            self.trick = []
            self.leader = winner
            if not self.hands[0]:
                self.deal()


def time_baseline(steps: int, seed: int) -> float:
    game = Baseline(random.Random(seed))
    rng = random.Random(seed + 1)
    began = CLOCK()
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    return (CLOCK() - began) / steps * 1e6


# ------------------------------------------------------------------ the engine


class GameState(Protocol):
    @property
    def results(self) -> Sequence[object]: ...
    @property
    def phase(self) -> Phase: ...


S = TypeVar("S", bound=GameState)


@dataclass(frozen=True)
class Game(Generic[S]):
    """One game's typed API, as the benchmark drives it."""

    new: Callable[[int], S]  # a game at its first action, from a seed
    legal_actions: Callable[[S], list[Action]]
    apply: Callable[[S, Action], S]
    rules: Rules[S]
    long_game: Callable[[], S]  # a game that does not end within 60 hands
    playing: Callable[[S], bool]  # the position perft starts from: the first play

    def steps(self, steps: int, seed: int) -> float:
        """µs per step (``legal_actions`` + ``apply``) of random playouts."""
        rng = random.Random(seed)
        game_seed = seed * 1000
        state = self.new(game_seed)
        legal_actions, apply = self.legal_actions, self.apply
        began = CLOCK()
        for _ in range(steps):
            legal = legal_actions(state)
            if not legal:
                game_seed += 1
                state = self.new(game_seed)
                legal = legal_actions(state)
            state = apply(state, rng.choice(legal))
        return (CLOCK() - began) / steps * 1e6

    def bytes_per_state(self, hands: int) -> float:
        """Bytes retained per state, every state of ``hands`` hands kept alive along each hand.
        Each hand is played once untraced first, with the same choices: the engine's bounded
        process-wide tables (Smear's kept discards, at most 32 hands) are then filled already,
        so the figure is the states' own and not a cache's new entry (issue 27, H25)."""
        rng = random.Random(5)
        figures = []
        for k in range(hands):
            choices = rng.getstate()
            self._hand(self.new(100 + k), rng)
            rng.setstate(choices)
            state = self.new(100 + k)
            gc.collect()
            tracemalloc.start()
            before = tracemalloc.get_traced_memory()[0]
            kept = self._hand(state, rng)
            gc.collect()
            after = tracemalloc.get_traced_memory()[0]
            tracemalloc.stop()
            figures.append((after - before) / (len(kept) - 1))
            del kept, state
        return statistics.median(figures)

    def _hand(self, state: S, rng: random.Random) -> list[S]:
        """Every state of the hand ``state`` begins, ``rng`` choosing: the last action (which
        scores the hand and deals the next) left out, as it is not "along a hand"."""
        kept = [state]
        done = len(state.results)
        while True:
            nxt = self.apply(state, rng.choice(self.legal_actions(state)))
            if len(nxt.results) != done:
                return kept
            kept.append(nxt)
            state = nxt

    def adapter(self, at_hands: list[int]) -> dict[int, float]:
        """µs per ``Match.play`` (the adapter path) around hand k of one long game."""
        match = BoundMatch(self.rules, self.long_game())
        rng = random.Random(9)
        costs: dict[int, float] = {}
        for k in at_hands:
            while len(match.state.results) < k:
                match = match.play(rng.choice(match.legal()))
            began = CLOCK()
            n = 0
            while len(match.state.results) < k + 2 and match.winner() is None:
                match = match.play(rng.choice(match.legal()))
                n += 1
            costs[k] = (CLOCK() - began) / max(n, 1) * 1e6
        return costs

    def perft_rate(self, depth: int) -> tuple[int, float]:
        """Nodes (positions visited at every depth) per second of ``perft`` from the first play,
        the median of three runs."""
        state = self.new(11)
        rng = random.Random(4)
        while not self.playing(state):
            state = self.apply(state, rng.choice(self.legal_actions(state)))
        match = BoundMatch(self.rules, state)
        rates = []
        for _ in range(3):
            began = CLOCK()
            nodes = sum(perft(match, d) for d in range(1, depth + 1))
            rates.append(nodes / (CLOCK() - began))
        return nodes, statistics.median(rates)


class Bench(Protocol):
    def steps(self, steps: int, seed: int) -> float: ...
    def bytes_per_state(self, hands: int) -> float: ...
    def adapter(self, at_hands: list[int]) -> dict[int, float]: ...
    def perft_rate(self, depth: int) -> tuple[int, float]: ...


SM_OPTIONS, FP_OPTIONS, SV_OPTIONS = smear_options({}), fourpoint_options({}), smoorverliefd_options({})

GAMES: dict[str, Bench] = {
    "Smear": Game(
        lambda seed: smear.new_game(SM_OPTIONS, seed=seed),
        smear.legal_actions,
        smear.apply,
        SM_RULES,
        lambda: smear.new_game(smear_options({"target": 100000}), seed=3),
        lambda s: s.phase is Phase.PLAY,
    ),
    "Four Point": Game(
        lambda seed: fourpoint.new_game(FP_OPTIONS, seed=seed),
        fourpoint.legal_actions,
        fourpoint.apply,
        FP_RULES,
        lambda: fourpoint.new_game(FP_OPTIONS, seed=3, scores=(-100000, -100000)),
        lambda s: s.phase is Phase.PLAY and s.hand is not None and s.hand.trump is not None,
    ),
    "Smoorverliefd": Game(
        lambda seed: smoorverliefd.new_game(SV_OPTIONS, seed=seed),
        smoorverliefd.legal_actions,
        smoorverliefd.apply,
        SV_RULES,
        lambda: smoorverliefd.new_game(SV_OPTIONS, seed=3, scores=(-100000,) * 4),
        lambda s: s.phase is Phase.PLAY,
    ),
}
REPLAYERS: dict[str, Replaying] = {
    "Smear": Replayer(SM_OPTIONS, smear_options, lambda o, seed: smear.new_game(o, seed=seed),
                      lambda o, deals, dealer: smear.new_game(o, deals=deals, dealer=dealer),
                      smear.to_act, smear.legal_actions, smear.apply, "smear"),
    "Four Point": Replayer(FP_OPTIONS, fourpoint_options, lambda o, seed: fourpoint.new_game(o, seed=seed),
                           lambda o, deals, dealer: fourpoint.new_game(o, deals=deals, dealer=dealer),
                           fourpoint.to_act, fourpoint.legal_actions, fourpoint.apply, "fourpoint"),
    "Smoorverliefd": Replayer(SV_OPTIONS, smoorverliefd_options, lambda o, seed: smoorverliefd.new_game(o, seed=seed),
                              lambda o, deals, dealer: smoorverliefd.new_game(o, deals=deals, dealer=dealer),
                              smoorverliefd.to_act, smoorverliefd.legal_actions, smoorverliefd.apply, "smoorverliefd"),
}
# this script's own corpus, whichever tree is measured (the recordings are the same for both)
CORPUS = Path(__file__).resolve().parent.parent / "conformance" / "corpus"
REPLAYS = ("recorded", "corpus")
PERFT_DEPTHS = {"Smear": 8, "Four Point": 8, "Smoorverliefd": 6}  # each a fraction of a second


def worker(games: int) -> int:
    """``--worker``: answer measurement requests on stdin, one a line, for ``--against``."""
    for replayer in REPLAYERS.values():
        replayer.load(games, CORPUS)
    for line in sys.stdin:
        what, *rest = line.rstrip("\n").split("|")
        if what == "baseline":
            print(time_baseline(int(rest[0]), int(rest[1])), flush=True)
        elif what == "replay":
            print(REPLAYERS[rest[0]].replay(rest[1], CLOCK), flush=True)
        elif what == "steps":
            print(GAMES[rest[0]].steps(int(rest[1]), int(rest[2])), flush=True)
        elif what == "adapter":
            print(GAMES[rest[0]].adapter([5])[5], flush=True)
        elif what == "bytes":
            print(GAMES[rest[0]].bytes_per_state(5), flush=True)
        else:
            nodes, rate = GAMES[rest[0]].perft_rate(int(rest[1]))
            print(rate, flush=True)
    return 0


def against(other: Path, rounds: int, steps: int, clock: str, perft_rounds: int, games: int) -> int:
    """Interleave the measurements of two trees, each in its own worker process, round after
    round, so that both see the same load: the before/after of a change in one run.

    A perft run lasts a fraction of a second, so a burst of load on a shared machine moves one
    run's rate a lot, even on the CPU clock; the two trees' runs of one round follow each
    other, and the ratio is also given per round, its median and its range."""
    trees = {"before": other.resolve(), "after": ROOT}
    workers = {
        label: subprocess.Popen(
            [sys.executable, __file__, "--worker", "--clock", clock, "--games", str(games)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "TRICKREF_TREE": str(tree)},
        )
        for label, tree in trees.items()
    }

    def ask(label: str, *request: object) -> float:
        w = workers[label]
        assert w.stdin is not None and w.stdout is not None
        w.stdin.write("|".join(str(x) for x in request) + "\n")
        w.stdin.flush()
        return float(w.stdout.readline())

    samples: dict[tuple[str, str], list[float]] = {}
    for r in range(rounds):
        for label in (["before", "after"] if r % 2 == 0 else ["after", "before"]):
            samples.setdefault((label, "baseline"), []).append(ask(label, "baseline", steps * 4, r))
            for n in GAMES:
                for kind in REPLAYS:
                    samples.setdefault((label, f"{kind} {n}"), []).append(ask(label, "replay", n, kind))
                samples.setdefault((label, n), []).append(ask(label, "steps", n, steps, r + 1))
                samples.setdefault((label, "adapter " + n), []).append(ask(label, "adapter", n))
    for r in range(perft_rounds):
        for n in GAMES:
            for label in (["before", "after"] if r % 2 == 0 else ["after", "before"]):
                samples.setdefault((label, "perft " + n), []).append(ask(label, "perft", n, PERFT_DEPTHS[n]))
    mem = {(label, n): ask(label, "bytes", n) for label in trees for n in GAMES}
    for w in workers.values():
        assert w.stdin is not None
        w.stdin.close()
        w.wait()
    med = {k: statistics.median(v) for k, v in samples.items()}
    print(f"before: {trees['before']}; after: {trees['after']}; clock: {clock}")
    base_b, base_a = med["before", "baseline"], med["after", "baseline"]
    for kind in (*REPLAYS, "end to end"):
        key = "{n}" if kind == "end to end" else kind + " {n}"
        print_table(
            f"{kind}: µs per step and ratio baseline/engine, median of {rounds} interleaved rounds, both trees in one run",
            ("game", "before µs", "before ratio", "after µs", "after ratio", "after / before"),
            [("mutable baseline", f"{base_b:.2f}", "1", f"{base_a:.2f}", "1", "")]
            + [(n, *_pair(base_b, med["before", key.format(n=n)]), *_pair(base_a, med["after", key.format(n=n)]),
                f"{(base_a / med['after', key.format(n=n)]) / (base_b / med['before', key.format(n=n)]):.2f}x")
               for n in GAMES])
        print()
    print_table(
        f"adapter path (BoundMatch.play + legal, action strings), µs per action around hand 5 of one long game, median of {rounds} interleaved rounds",
        ("game", "before µs", "after µs", "before / after"),
        [(n, f"{med['before', 'adapter ' + n]:.1f}", f"{med['after', 'adapter ' + n]:.1f}",
          f"{med['before', 'adapter ' + n] / med['after', 'adapter ' + n]:.2f}x") for n in GAMES])
    print()
    print_table("bytes per state along a hand", ("game", "before", "after"),
                [(n, f"{mem['before', n]:.0f}", f"{mem['after', n]:.0f}") for n in GAMES])
    print()
    rows = []
    for n in GAMES:
        b, a = med["before", "perft " + n], med["after", "perft " + n]
        per_round = sorted(x / y for x, y in zip(samples["after", "perft " + n], samples["before", "perft " + n]))
        rows.append((n, str(PERFT_DEPTHS[n]), f"{b:,.0f}", f"{a:,.0f}", f"{a / b:.1f}x", f"{statistics.median(per_round):.1f}x",
                     f"{per_round[0]:.1f}x - {per_round[-1]:.1f}x"))
    print_table(
        "perft from the first play position (depths 1..d summed), nodes per second, median of"
        f" {perft_rounds} interleaved rounds (each the median of 3 runs)",
        ("game", "depth", "before", "after", "after / before", "per round: median", "range"), rows)
    return 0


def _pair(base: float, engine: float, replayed: int | None = None) -> tuple[str, str]:
    """An engine's µs per step (with the number of steps replayed, if given) and its ratio to the baseline's."""
    steps = "" if replayed is None else f" ({replayed})"
    return f"{engine:.1f}{steps}", f"{base / engine:.4f}"


def print_table(title: str, columns: Sequence[str], rows: Iterable[Sequence[str]]) -> None:
    """A Markdown table under ``title``: the first column aligned left, the others right."""
    print(title)
    print("| " + " | ".join(columns) + " |")
    print("| --- |" + " ---: |" * (len(columns) - 1))
    for row in rows:
        print("| " + " | ".join(row) + " |")


def main() -> int:
    global CLOCK
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--games", type=int, default=10, help="whole games recorded per game for the replay")
    parser.add_argument("--quick", action="store_true", help="5 rounds of 1000 steps, perft one depth shallower")
    parser.add_argument("--clock", choices=["cpu", "wall"], default="cpu")
    parser.add_argument("--only", default="replay,steps,adapter,perft", help="comma-separated: replay, steps, adapter, perft")
    parser.add_argument("--against", type=Path, help="another tree (an export of an older commit): before/after in one run")
    parser.add_argument("--perft-rounds", type=int, default=9, help="with --against: interleaved perft rounds")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    rounds, steps = (5, 1000) if args.quick else (args.rounds, args.steps)
    if args.worker:
        return worker(args.games)
    if args.against is not None:
        return against(args.against, rounds, steps, args.clock, args.perft_rounds, args.games)
    parts = set(args.only.split(","))
    print(f"reference: {ROOT / 'reference'}; clock: {args.clock}")
    if parts & {"replay", "steps"}:
        if "replay" in parts:
            for replayer in REPLAYERS.values():
                replayer.load(args.games, CORPUS)
        kinds = [*(REPLAYS if "replay" in parts else ()), *(("end to end",) if "steps" in parts else ())]
        samples: dict[tuple[str, str], list[float]] = {}
        for r in range(rounds):
            samples.setdefault(("baseline", ""), []).append(time_baseline(steps * 4, r))
            for n, game in GAMES.items():
                for kind in kinds:
                    us = game.steps(steps, r + 1) if kind == "end to end" else REPLAYERS[n].replay(kind, CLOCK)
                    samples.setdefault((kind, n), []).append(us)
        base = statistics.median(samples["baseline", ""])
        med = {k: statistics.median(v) for k, v in samples.items()}
        print(f"per step, median of {rounds} interleaved rounds: replay of the {args.games} recorded whole games of each"
              " game and of the corpus's cases (their step counts in brackets), and end to end"
              f" ({steps} random-playout steps a round); µs and the ratio baseline µs / engine µs")
        print_table(
            f"baseline: {base:.2f} µs per step",
            ("game", *(x for k in kinds for x in (f"{k} µs", "ratio")), "bytes per state along a hand"),
            [(n, *(x for k in kinds for x in _pair(base, med[k, n], None if k == "end to end" else REPLAYERS[n].steps(k))), f"{game.bytes_per_state(5):.0f}")
             for n, game in GAMES.items()])
        print()
    if "adapter" in parts:
        costs = {n: game.adapter([5, 20, 50]) for n, game in GAMES.items()}
        print_table("adapter path (BoundMatch.play + legal), µs per action around hand k of one long game",
                    ("game", "hand 5", "hand 20", "hand 50"), [(n, *(f"{c[k]:.0f}" for k in (5, 20, 50))) for n, c in costs.items()])
        print()
    if "perft" in parts:
        rows = []
        for n, game in GAMES.items():
            d = PERFT_DEPTHS[n] - (1 if args.quick else 0)
            nodes, rate = game.perft_rate(d)
            rows.append((n, str(d), str(nodes), f"{rate:,.0f}"))
        print_table("perft from the first play position (depths 1..d summed), nodes per second (median of 3)",
                    ("game", "depth", "nodes", "nodes/s"), rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
