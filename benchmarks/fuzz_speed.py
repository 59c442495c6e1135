"""Fuzzer speed, one tree against another (issue 27): games per CPU-second at the same seed and
declaration.

Each command is a child process run from its tree (its own modules first); its CPU is its own and
its adapter's (``RUSAGE_CHILDREN``), never the wall clock, which moves with the machine's load.
The rounds are interleaved (the trees' order flipped every round) and the figures are medians.
Per tree and game selection, two commands:

- ``fuzz --seed S --examples N``: the whole command, start-up included;
- ``fuzz --seed S --examples 1``: the start-up alone (imports, the adapter's start, its hello, the
  declaration read), so that ``(N-run - 1-run) / (N - 1)`` is the CPU of one more game, what the
  fuzzer costs once it is searching.

The games are the tree's own for the seed (a tree that draws differently plays other games), so
the actions per CPU-second are printed beside the games per CPU-second.
With ``--seeds 0,1,2,3,4`` each round runs one command per seed and sums them (the start-up
counted once per command): a tree whose draws changed plays other games at any one seed (seed 0
once played 9,695 Smear actions in one tree and 5,994 in the next, over the same distribution),
and several seeds compare like with like.

    .venv/bin/python benchmarks/fuzz_speed.py --before DIR [--after DIR] [--rounds 3] [--examples 150] [--seed 0 | --seeds 0,1,2] [--bytecode DIR]

(``DIR``: a tree, e.g. ``git archive REV | tar -x -C DIR``; ``--after`` defaults to this checkout.)

By default the children inherit the environment as it is (this sandbox sets
``PYTHONDONTWRITEBYTECODE``: every process compiles every module of the tree from source). With
``--bytecode DIR`` they run as an installed copy does: ``PYTHONDONTWRITEBYTECODE`` unset and the
compiled modules kept under ``DIR`` (``PYTHONPYCACHEPREFIX``, so that neither tree gets a
``__pycache__`` another measurement would read), after one unmeasured run per tree and selection.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Sample:
    cpu: float
    examples: int
    actions: int


def child(argv: list[str], tree: Path, bytecode: Path | None = None) -> Sample:
    """One fuzz command in ``tree``: its CPU with its adapter's, and what it searched."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {**os.environ, "PYTHONPATH": str(tree)}
    if bytecode is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(bytecode)
    done = subprocess.run(argv, cwd=tree, env=env, capture_output=True, text=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} in {tree}: exit {done.returncode}\n{done.stderr[-2000:]}")
    summary = json.loads(done.stdout)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Sample(cpu, int(summary["examples"]), int(summary["actions"]))


def command(examples: int, seed: int, game: str | None) -> list[str]:
    adapter = f"{sys.executable} -m conformance.protocol.reference_adapter"
    return [sys.executable, "-m", "trickref", "conformance", "fuzz", "--impl", adapter, "--seed", str(seed),
            "--examples", str(examples), "--format", "json", *(["--game", game] if game else [])]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", type=Path, required=True)
    parser.add_argument("--after", type=Path, default=ROOT)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--examples", type=int, default=150)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seeds", default=None, metavar="S,S,...",
                        help="several seeds, each a command of --examples games, summed per round (overrides --seed): "
                             "a change to the draws plays other games at one seed, and a few seeds compare like with like")
    parser.add_argument("--games", default="smear,all", help="comma-separated: a game, or 'all' (every game declared)")
    parser.add_argument("--bytecode", type=Path, metavar="DIR",
                        help="keep compiled modules under DIR (PYTHONDONTWRITEBYTECODE unset), as an installed copy does")
    args = parser.parse_args()
    seeds = [int(x) for x in args.seeds.split(",")] if args.seeds else [args.seed]
    trees = {"before": args.before.resolve(), "after": args.after.resolve()}
    selections = [None if g == "all" else g for g in args.games.split(",")]
    samples: dict[tuple[str | None, str, int], list[Sample]] = {}
    if args.bytecode is not None:  # compile once, unmeasured: the rounds read the bytecode
        for game in selections:
            for tree in trees:
                child(command(1, seeds[0], game), trees[tree], args.bytecode)
    for r in range(args.rounds):
        order = list(trees) if r % 2 == 0 else list(reversed(trees))  # interleaved: load hits both alike
        for game in selections:
            for n in (args.examples, 1):
                for tree in order:
                    # the start-up (one example) once per round, as every seed's command pays it
                    parts = [child(command(n, seed, game), trees[tree], args.bytecode) for seed in (seeds if n > 1 else seeds[:1])]
                    k = len(seeds)
                    s = Sample(sum(q.cpu for q in parts) * (1 if n > 1 else k), sum(q.examples for q in parts),
                               sum(q.actions for q in parts))
                    samples.setdefault((game, tree, n), []).append(s)
                    print(f"round {r + 1} {game or 'all'} {tree} {n} example(s): {s.cpu:.2f}s CPU, {s.actions} action(s)", flush=True)
    n = args.examples * len(seeds)  # games per sample
    starts = len(seeds)  # start-ups per sample (a 1-example sample is scaled to as many)
    for game in selections:
        name = game or "all games"
        compiled = "bytecode kept" if args.bytecode is not None else "environment as given"
        print(f"\n{name}, seed(s) {','.join(map(str, seeds))}, {n} examples ({args.rounds} rounds, medians of CPU incl. the adapter; {compiled}):")
        rows: dict[str, tuple[float, float, float, int]] = {}
        for tree in trees:
            whole = [s.cpu for s in samples[game, tree, args.examples]]
            start = [s.cpu for s in samples[game, tree, 1]]
            extra = [(w - s0) / (n - starts) for w, s0 in zip(whole, start)]
            actions = samples[game, tree, args.examples][0].actions
            rows[tree] = (statistics.median(whole), statistics.median(start), statistics.median(extra), actions)
            w, s0, e, a = rows[tree]
            print(f"  {tree:>6}: {w:.2f}s for {n} games ({n / w:.1f} games/CPU-s, {a / w:.0f} actions/CPU-s; {a} actions); "
                  f"start-up {s0 / starts:.2f}s; one more game {e * 1000:.1f} ms ({1 / e:.1f} games/CPU-s past the start-up)")
        ratios = [b.cpu / af.cpu for b, af in zip(samples[game, "before", args.examples], samples[game, "after", args.examples])]
        marginal = [(b.cpu - bs.cpu) / (af.cpu - afs.cpu) for b, bs, af, afs in
                    zip(samples[game, "before", args.examples], samples[game, "before", 1], samples[game, "after", args.examples], samples[game, "after", 1])]
        print(f"  games per CPU-second, after / before, per round: whole command median {statistics.median(ratios):.2f}x "
              f"(range {min(ratios):.2f}x - {max(ratios):.2f}x); past the start-up median {statistics.median(marginal):.2f}x "
              f"(range {min(marginal):.2f}x - {max(marginal):.2f}x)")
        # The trees' games differ (their draws do): per action is the same work compared.
        per_action = [((b.cpu - bs.cpu) / b.actions) / ((af.cpu - afs.cpu) / af.actions) for b, bs, af, afs in
                      zip(samples[game, "before", args.examples], samples[game, "before", 1], samples[game, "after", args.examples], samples[game, "after", 1])]
        print(f"  actions per CPU-second past the start-up, after / before, per round: median {statistics.median(per_action):.2f}x "
              f"(range {min(per_action):.2f}x - {max(per_action):.2f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
