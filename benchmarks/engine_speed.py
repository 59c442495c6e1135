"""Engine speed against a plain mutable follow-suit game (issue 14). Not a test.

    .venv/bin/python benchmarks/engine_speed.py [--rounds N] [--steps N] [--quick]

The yardstick is a plain mutable pure-Python follow-suit game, held here so that the ratio does
not move with the machine: 4 players, 52 cards, hands as lists, one ``legal_actions`` + ``apply``
per step. Each game is timed on random playouts (its default options, a seeded game restarted
when it ends) through its typed API, one ``legal_actions`` + ``apply`` per step, interleaved with
the baseline in one process, round after round; the figures are medians over the rounds.

Printed: per-step µs and the ratio baseline µs / engine µs per game; bytes retained per state
along a hand (tracemalloc: every state of a hand kept in a list, from the first action of the
hand to its last, the next deal excluded); the adapter path's µs per action early and late in a
long game (``BoundMatch.play`` through ``conformance.replay``); perft nodes per second.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable  # noqa: F401  (Any: the three game modules share no static type)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reference import fourpoint, smear, smoorverliefd  # noqa: E402
from reference.fourpoint.binding import RULES as FP_RULES  # noqa: E402
from reference.fourpoint.options import fourpoint_options  # noqa: E402
from reference.games import BoundMatch  # noqa: E402
from reference.perft import perft  # noqa: E402
from reference.smear.binding import RULES as SM_RULES  # noqa: E402
from reference.smear.options import smear_options  # noqa: E402
from reference.smoorverliefd.binding import RULES as SV_RULES  # noqa: E402
from reference.smoorverliefd.options import smoorverliefd_options  # noqa: E402

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
    began = time.perf_counter()
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    return (time.perf_counter() - began) / steps * 1e6


# ------------------------------------------------------------------ the engine


GAMES: dict[str, tuple[Any, Callable[[], Any]]] = {
    "Smear": (smear, lambda: smear_options({})),
    "Four Point": (fourpoint, lambda: fourpoint_options({})),
    "Smoorverliefd": (smoorverliefd, lambda: smoorverliefd_options({})),
}


def time_engine(name: str, steps: int, seed: int) -> float:
    module, options = GAMES[name]
    o = options()
    rng = random.Random(seed)
    game_seed = seed * 1000
    state = module.new_game(o, seed=game_seed)
    legal_actions, apply = module.legal_actions, module.apply
    began = time.perf_counter()
    for _ in range(steps):
        legal = legal_actions(state)
        if not legal:
            game_seed += 1
            state = module.new_game(o, seed=game_seed)
            legal = legal_actions(state)
        state = apply(state, rng.choice(legal))
    return (time.perf_counter() - began) / steps * 1e6


def bytes_per_state(name: str, hands: int) -> float:
    """Bytes retained per state, every state of ``hands`` hands kept alive along each hand."""
    module, options = GAMES[name]
    o = options()
    rng = random.Random(5)
    figures = []
    for k in range(hands):
        state = module.new_game(o, seed=100 + k)
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        kept = [state]
        done = len(state.results)
        while True:
            legal = module.legal_actions(state)
            nxt = module.apply(state, rng.choice(legal))
            if len(nxt.results) != done:
                break  # the last action scores the hand and deals the next: not "along a hand"
            kept.append(nxt)
            state = nxt
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        figures.append((after - before) / (len(kept) - 1))
        del kept
    return statistics.median(figures)


# ------------------------------------------------------------------ the adapter path and perft


def adapter_costs(name: str, at_hands: list[int]) -> dict[int, float]:
    """µs per ``Match.play`` (the adapter path) around hand k of one long game."""
    start = {
        "Smear": lambda: BoundMatch(SM_RULES, smear.new_game(smear_options({"target": 100000}), seed=3)),
        "Four Point": lambda: BoundMatch(FP_RULES, fourpoint.new_game(fourpoint_options({}), seed=3, scores=(-100000, -100000))),
        "Smoorverliefd": lambda: BoundMatch(SV_RULES, smoorverliefd.new_game(smoorverliefd_options({}), seed=3, scores=(-100000,) * 4)),
    }[name]
    match: Any = start()
    rng = random.Random(9)
    costs: dict[int, float] = {}
    for k in at_hands:
        while len(match.state.results) < k:
            match = match.play(rng.choice(match.legal()))
        legal_lists = []
        began = time.perf_counter()
        n = 0
        while len(match.state.results) < k + 2 and match.winner() is None:
            legal = match.legal()
            legal_lists.append(legal)
            match = match.play(rng.choice(legal))
            n += 1
        costs[k] = (time.perf_counter() - began) / max(n, 1) * 1e6
    return costs


def perft_rate(name: str, depth: int) -> tuple[int, float]:
    """Nodes (positions visited at every depth) per second of ``perft`` from the play phase."""
    module, options = GAMES[name]
    rules = {"Smear": SM_RULES, "Four Point": FP_RULES, "Smoorverliefd": SV_RULES}[name]
    state = module.new_game(options(), seed=11)
    rng = random.Random(4)
    while state.phase.value != "play" or (name == "Four Point" and state.hand.trump is None):
        state = module.apply(state, rng.choice(module.legal_actions(state)))
    match = BoundMatch(rules, state)
    began = time.perf_counter()
    nodes = sum(perft(match, d) for d in range(1, depth + 1))
    return nodes, nodes / (time.perf_counter() - began)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--steps", type=int, default=3000)
    args = parser.parse_args()
    names = ["baseline", *GAMES]
    samples: dict[str, list[float]] = {n: [] for n in names}
    for r in range(args.rounds):
        for n in names:
            if n == "baseline":
                samples[n].append(time_baseline(args.steps * 4, r))
            else:
                samples[n].append(time_engine(n, args.steps, r + 1))
    base = statistics.median(samples["baseline"])
    print(f"per step, median of {args.rounds} interleaved rounds ({args.steps} engine steps a round)")
    print("| game | µs per step | ratio baseline/engine | bytes per state along a hand |")
    print("| --- | ---: | ---: | ---: |")
    print(f"| mutable baseline | {base:.2f} | 1 | |")
    for n in GAMES:
        us = statistics.median(samples[n])
        print(f"| {n} | {us:.1f} | {base / us:.4f} | {bytes_per_state(n, 5):.0f} |")
    print()
    print("adapter path (BoundMatch.play + legal), µs per action around hand k of one long game")
    print("| game | hand 5 | hand 20 | hand 50 |")
    print("| --- | ---: | ---: | ---: |")
    for n in GAMES:
        c = adapter_costs(n, [5, 20, 50])
        print(f"| {n} | {c[5]:.0f} | {c[20]:.0f} | {c[50]:.0f} |")
    print()
    print("perft from the first play position (depths 1..d summed), nodes per second")
    print("| game | depth | nodes | nodes/s |")
    print("| --- | ---: | ---: | ---: |")
    for n, d in (("Smear", 6), ("Four Point", 6), ("Smoorverliefd", 5)):
        nodes, rate = perft_rate(n, d)
        print(f"| {n} | {d} | {nodes} | {rate:,.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
