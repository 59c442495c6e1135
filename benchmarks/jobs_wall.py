"""`--jobs 2` against `--jobs 1` in wall time (issue 27's targets: 1.4x for `run`, 1.7x for `fuzz`;
cold builds are `suite_build.py --compare-jobs`). Meaningful only on an idle machine: the load
average is printed before the first command (later ones count this benchmark's own processes) and
before every command. Not a test.

    .venv/bin/python benchmarks/jobs_wall.py [--rounds 5] [--examples 300] [--seed 0] [--only run|fuzz]
        [--command "fuzz all"] [--against TREE] [--bytecode DIR]

Each round runs both job counts of a command, the order flipped every round; each command is a
fresh process (its own start-up counted, as a user meets it). Fuzz runs ``--examples N`` at
``--seed S`` (0): with 2 jobs the two workers share the N examples (seeds S and S + 1), so the work
is comparable, not the same games: how evenly the two seeds' games split the actions bounds the
ratio (RESULTS.md, H22). ``--command`` (repeatable) times only the commands so named (``run``,
``fuzz smear``, ``fuzz all``). The run is the bundled corpus against the reference adapter, with a
cache folder of the benchmark's own (warm after round 1, as a user's second run is).

``--against TREE`` (another checkout, e.g. ``git archive <commit> | tar -x -C /tmp/before``) times the same
commands in that tree too, each round's four runs interleaved, and adds its rows: before and after
in one run, on the same load. ``--bytecode DIR``: every process runs as an installed copy does
(its compiled modules kept under DIR and read back, instead of compiled from source each time as
this sandbox's PYTHONDONTWRITEBYTECODE makes it): a second adapter's start-up then costs what it
costs a user.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.conformance_speed import child_cpu


def _commands(examples: int, cache: str, seed: int = 0) -> dict[str, list[str]]:
    py = sys.executable
    adapter = f"{shlex.quote(py)} -m conformance.protocol.reference_adapter"
    base = [py, "-m", "trickref", "conformance"]
    return {
        "run": [*base, "run", "--suite", "corpus", "--impl", adapter, "--format", "json", "--no-progress",
                "--output", os.devnull, "--cache", cache],
        "fuzz smear": [*base, "fuzz", "--impl", adapter, "--game", "smear", "--seed", str(seed), "--examples",
                       str(examples), "--format", "json"],
        "fuzz all": [*base, "fuzz", "--impl", adapter, "--seed", str(seed), "--examples", str(examples), "--format", "json"],
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--examples", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0, help="the fuzz commands' --seed")
    parser.add_argument("--only", action="append", choices=["run", "fuzz"])
    parser.add_argument("--command", action="append", choices=list(_commands(1, "")), help="this command only")
    parser.add_argument("--against", type=Path, help="another checkout to time beside this one")
    parser.add_argument("--bytecode", type=Path, metavar="DIR",
                        help="keep compiled modules under DIR (PYTHONDONTWRITEBYTECODE unset), as an installed copy does; "
                             "each command is run once per tree first, unmeasured, to compile them")
    args = parser.parse_args()
    cache = tempfile.mkdtemp(prefix="trickref-jobs-cache-")
    try:
        commands = {name: argv for name, argv in _commands(args.examples, cache, args.seed).items()
                    if (args.only is None or name.split()[0] in args.only)
                    and (args.command is None or name in args.command)}
        if not commands:
            parser.error("--only and --command leave no command to time")
        print(f"load average before the benchmark: {os.getloadavg()}; cores: {os.cpu_count()}", flush=True)
        trees = {"this": ROOT, **({"against": args.against.resolve()} if args.against else {})}
        bytecode = args.bytecode.resolve() if args.bytecode is not None else None
        child_cpu(commands.get("run", next(iter(commands.values()))), ROOT, bytecode=bytecode)  # warm the cache and the disk
        if bytecode is not None:
            print(f"bytecode kept under {bytecode}: each command run once per tree first, unmeasured", flush=True)
            for tree in trees.values():
                for argv in commands.values():
                    child_cpu([*argv, "--jobs", "2"], tree, bytecode=bytecode)
        wall: dict[tuple[str, str, int], list[float]] = {(t, c, j): [] for t in trees for c in commands for j in (1, 2)}
        cpus: dict[tuple[str, str, int], list[float]] = {key: [] for key in wall}
        for r in range(args.rounds):
            for name, argv in commands.items():
                runs = [(t, j) for t in trees for j in (1, 2)]
                for tree, jobs in (runs if r % 2 == 0 else runs[::-1]):
                    load = os.getloadavg()[0]
                    times: list[float] = []
                    cpu = child_cpu([*argv, "--jobs", str(jobs)], trees[tree], times, bytecode)
                    print(f"round {r + 1} {tree:<7} {name:<10} -j{jobs}: wall {times[0]:6.2f} s  CPU {cpu:6.2f} s  "
                          f"load {load:.2f}", flush=True)
                    wall[(tree, name, jobs)].append(times[0])
                    cpus[(tree, name, jobs)].append(cpu)
        print()
        print("| tree | command | -j1 wall | -j2 wall | -j1 / -j2, per round: median | range | -j1 CPU | -j2 CPU |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for tree in trees:
            for name in commands:
                one, two = wall[(tree, name, 1)], wall[(tree, name, 2)]
                ratios = sorted(a / b for a, b in zip(one, two))
                print(f"| {tree} | `{name}` | {statistics.median(one):.2f} s | {statistics.median(two):.2f} s | "
                      f"{statistics.median(ratios):.2f}x | {ratios[0]:.2f}x - {ratios[-1]:.2f}x | "
                      f"{statistics.median(cpus[(tree, name, 1)]):.2f} s | {statistics.median(cpus[(tree, name, 2)]):.2f} s |")
        if args.against:
            for name in commands:
                ratios = sorted(a / b for a, b in zip(wall[("against", name, 2)], wall[("this", name, 2)]))
                print(f"`{name}` -j2 wall, against / this, per round: median {statistics.median(ratios):.2f}x "
                      f"({ratios[0]:.2f}x - {ratios[-1]:.2f}x)")
        return 0
    finally:
        shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
