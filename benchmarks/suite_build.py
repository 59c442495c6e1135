"""Suite build time, cold: the declared suite of a Smear declaration built from an empty cache
(generated cases per configuration, tailoring, the discrimination of every wrong implementation
and the targeted search for the survivors), then once more from the cache it wrote. Not a test.
Target (issue 23): a 12-configuration declaration built cold in under 2 minutes on a 2-core machine.

The declaration (``--configurations 12``): 4 players with and without partnerships, 6- and 10-card
hands, targets 11, 21 and 52 (2 x 2 x 3), every other option at its standard value; 6, 3 and 1
narrow it. ``--seed-house`` builds instead the suite of the Node engine's ``--house seed``
declaration (10 cards, 4 players in partnerships and 3 individually, targets 11, 21 and 52: the
one tests/test_target_declarations.py builds).

    .venv/bin/python benchmarks/suite_build.py [--configurations 12] [--seed-house] [--jobs N]
    .venv/bin/python benchmarks/suite_build.py --against DIR [--rounds 3] [--configurations 3]
    .venv/bin/python benchmarks/suite_build.py --compare-jobs [--rounds 3] [--configurations 12]
    .venv/bin/python benchmarks/suite_build.py --schedule [--jobs 2]

``--against DIR`` measures another tree (an export of an older commit: ``git archive REV | tar -x
-C DIR``) in the same run: each round builds the suite cold once in a fresh process of each tree,
in alternating order, and the figures are medians over the rounds of each build's CPU time (the
child process's user + system time, which a busy machine moves far less than wall time) and of
the ratio before / after within a round. Each build also prints a digest of everything it built
(every case, the discrimination records): the two trees must print the same one, or the speed-up
changed the suite.

``--compare-jobs`` measures ``--jobs 1`` against ``--jobs 2`` in the same run, the same way: each
round builds cold once with each, in a fresh process, in alternating order; it prints the medians
of wall and CPU time, the median of the per-round wall ratios, and the load average around each
build (the machine is shared: on an idle 2-core machine ``--jobs 2`` takes about its CPU time / 2
plus what stays serial, so CPU time / 2 is the idle-machine estimate printed beside the wall).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import ParamSpec, TypeVar

# the tree whose suite is built: this script's own, or (for a worker of ``--against``) the one
# named in TRICKREF_TREE
ROOT = Path(os.environ.get("TRICKREF_TREE") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

from conformance import CORPUS_DIR
from conformance.case.corpus import load_corpus
from conformance.jsonvalues import compact
from conformance.suite import build as build_module
from conformance.suite.build import Suite, build_suite

P = ParamSpec("P")
R = TypeVar("R")

DECLARATION: dict[str, object] = {"players": [4], "partnerships": [True, False], "hand_size": [6, 10], "target": [11, 21, 52]}
# the Node engine's --house seed (conformance/adapters/node/smear-adapter.js): two tables, three targets
SEED_HOUSE: list[dict[str, object]] = [{"players": [4], "partnerships": [True], "hand_size": [10], "target": [11, 21, 52]},
                                       {"players": [3], "partnerships": [False], "hand_size": [10], "target": [11, 21, 52]}]


def hello(options: list[dict[str, object]]) -> dict[str, object]:
    return {"type": "hello", "protocol": "1.2", "implementation": {"name": "bench", "version": "0", "language": "none"},
            "games": {"smear": {"options": options}}}


def declared(configurations: int, seed_house: bool) -> list[dict[str, object]]:
    if seed_house:
        return SEED_HOUSE
    options = dict(DECLARATION)
    if configurations <= 6:
        options["partnerships"] = [True]
    if configurations <= 3:
        options["hand_size"] = [10]
    if configurations == 1:
        options["target"] = [21]
    return [options]


def digest(suite: Suite) -> str:
    """Everything the build made, hashed: the cases (their JSON) and the discrimination records."""
    h = hashlib.sha256()
    for case in sorted(suite.cases, key=lambda c: c.id):
        h.update(compact(case.raw).encode())
    for records in sorted(suite.discrimination.items()):
        h.update(compact([r.as_json() for r in records[1]]).encode())
    return h.hexdigest()[:16]


def build(options: list[dict[str, object]], jobs: int = 1) -> dict[str, object]:
    """One cold build (in ``jobs`` worker processes), then a warm one from the cache it wrote:
    times and what was built. CPU time: this process's and its finished children's."""
    corpus = load_corpus(CORPUS_DIR)
    with tempfile.TemporaryDirectory(prefix="trickref-suite-bench-") as tmp:
        cache = Path(tmp) / "suites"
        began, cpu = time.perf_counter(), _cpu()
        suite = build_suite(corpus, hello(options), cache, games=["smear"], jobs=jobs)
        cold, cold_cpu = time.perf_counter() - began, _cpu() - cpu
        began, cpu = time.perf_counter(), _cpu()
        build_suite(corpus, hello(options), cache, games=["smear"])
        warm, warm_cpu = time.perf_counter() - began, _cpu() - cpu
    records = suite.discrimination.get("smear", [])
    return {
        "configurations": len(suite.configurations.get("smear", [])), "cases": len(suite.cases),
        "caught": sum(sum(1 for v in r.verdicts if v.caught_by is not None) for r in records),
        "can_differ": sum(sum(1 for v in r.verdicts if v.cannot_differ is None) for r in records),
        "cold": cold, "cold_cpu": cold_cpu, "warm": warm, "warm_cpu": warm_cpu, "digest": digest(suite),
    }


def _cpu() -> float:
    mine, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + children.ru_utime + children.ru_stime


def against(other: Path, rounds: int, args: list[str]) -> int:
    """Interleaved cold builds of both trees, one fresh process each (module docstring)."""
    trees = {"before": other.resolve(), "after": ROOT}
    cpu: dict[str, list[float]] = {"before": [], "after": []}
    digests: dict[str, set[str]] = {"before": set(), "after": set()}
    ratios: list[float] = []
    for r in range(rounds):
        order = ["before", "after"] if r % 2 == 0 else ["after", "before"]
        this: dict[str, float] = {}
        for name in order:
            used = resource.getrusage(resource.RUSAGE_CHILDREN)
            done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", *args], capture_output=True,
                                  text=True, check=False, env={**os.environ, "TRICKREF_TREE": str(trees[name])})
            now = resource.getrusage(resource.RUSAGE_CHILDREN)
            if done.returncode != 0:
                print(f"{name} tree ({trees[name]}): the build failed\n{done.stderr[-2000:]}", file=sys.stderr)
                return 1
            figures = json.loads(done.stdout.strip().splitlines()[-1])
            this[name] = (now.ru_utime - used.ru_utime) + (now.ru_stime - used.ru_stime)
            cpu[name].append(this[name])
            digests[name].add(str(figures["digest"]))
            print(f"round {r + 1} {name}: {this[name]:.1f} s CPU (process), cold build {figures['cold_cpu']:.1f} s CPU, "
                  f"{figures['cold']:.1f} s wall; {figures['configurations']} configurations, {figures['cases']} cases, "
                  f"caught {figures['caught']} of {figures['can_differ']}; digest {figures['digest']}", flush=True)
        ratios.append(this["before"] / this["after"])
    print(f"median CPU per cold build: before {statistics.median(cpu['before']):.1f} s, after {statistics.median(cpu['after']):.1f} s;"
          f" median ratio before/after {statistics.median(ratios):.2f}x over {rounds} rounds")
    same = digests["before"] == digests["after"] and len(digests["after"]) == 1
    print(f"same suite in both trees: {'yes' if same else 'NO'} ({sorted(digests['before'])} / {sorted(digests['after'])})")
    return 0 if same else 1


def compare_jobs(rounds: int, args: list[str]) -> int:
    """Interleaved cold builds with 1 and 2 jobs, one fresh process each (module docstring)."""
    wall: dict[int, list[float]] = {1: [], 2: []}
    cpu: dict[int, list[float]] = {1: [], 2: []}
    digests: set[str] = set()
    ratios: list[float] = []
    for r in range(rounds):
        this: dict[int, float] = {}
        for jobs in ((1, 2) if r % 2 == 0 else (2, 1)):
            load_before = os.getloadavg()[0]
            done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", "--jobs", str(jobs), *args],
                                  capture_output=True, text=True, check=False)
            if done.returncode != 0:
                print(f"--jobs {jobs}: the build failed\n{done.stderr[-2000:]}", file=sys.stderr)
                return 1
            figures = json.loads(done.stdout.strip().splitlines()[-1])
            this[jobs] = float(figures["cold"])
            wall[jobs].append(this[jobs])
            cpu[jobs].append(float(figures["cold_cpu"]))
            digests.add(str(figures["digest"]))
            print(f"round {r + 1} --jobs {jobs}: cold build {figures['cold']:.1f} s wall, {figures['cold_cpu']:.1f} s CPU; load average "
                  f"{load_before:.1f} before, {os.getloadavg()[0]:.1f} after; {figures['configurations']} configurations, "
                  f"{figures['cases']} cases, caught {figures['caught']} of {figures['can_differ']}; digest {figures['digest']}", flush=True)
        ratios.append(this[1] / this[2])
    for jobs in (1, 2):
        cores = min(jobs, os.cpu_count() or 1)
        print(f"--jobs {jobs}: median cold build {statistics.median(wall[jobs]):.1f} s wall, {statistics.median(cpu[jobs]):.1f} s CPU "
              f"(CPU / {cores} core(s): {statistics.median(cpu[jobs]) / cores:.1f} s, the least an idle machine could take; --schedule "
              f"estimates it with the workers' balance)")
    print(f"--jobs 2 over --jobs 1: median per-round wall ratio {statistics.median(ratios):.2f}x over {rounds} rounds "
          f"({', '.join(f'{x:.2f}' for x in ratios)}); target 1.7x on an idle 2-core machine")
    print(f"same suite with 1 and 2 jobs: {'yes' if len(digests) == 1 else 'NO'} ({sorted(digests)})")
    return 0 if len(digests) == 1 else 1


def schedule(options: list[dict[str, object]], jobs: int) -> int:
    """What ``--jobs N`` can take on an idle machine, from one cold ``--jobs 1`` build: each
    configuration's CPU time (its generated cases and its discrimination, the work one worker
    does for it), the rest of the build (serial: tailoring, the corpus cases), and the makespan
    of handing the configurations, in order, to whichever of N workers is free first (what
    ProcessPoolExecutor.map does) plus one worker's start-up (a fresh interpreter importing the
    suite builder, timed here)."""
    per: dict[str, float] = {}
    targets: dict[str, int] = {}

    def timed(f: Callable[P, R]) -> Callable[P, R]:
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            began = time.process_time()
            try:
                return f(*args, **kwargs)
            finally:
                configuration = args[1]  # (game_name, options, ...) in both functions timed
                assert isinstance(configuration, Mapping)
                # the options a declaration here varies, enough to tell its configurations apart
                key = ", ".join(f"{k} {configuration.get(k)}" for k in ("players", "partnerships", "hand_size", "target"))
                per[key] = per.get(key, 0.0) + time.process_time() - began
                # the order suite/build.py hands the configurations to its workers in
                targets[key] = build_module._target_of({str(k): v for k, v in configuration.items()})
        return wrapper

    corpus = load_corpus(CORPUS_DIR)
    originals = (build_module.generated_for, build_module.discriminated)
    build_module.generated_for, build_module.discriminated = timed(originals[0]), timed(originals[1])
    try:
        with tempfile.TemporaryDirectory(prefix="trickref-suite-bench-") as tmp:
            began = time.process_time()
            build_suite(corpus, hello(options), Path(tmp) / "suites", games=["smear"])
            total = time.process_time() - began
    finally:
        build_module.generated_for, build_module.discriminated = originals
    started = _cpu()
    subprocess.run([sys.executable, "-c", "import conformance.suite.build"], cwd=ROOT, check=True)
    start_up = _cpu() - started
    costs = list(per.values())
    serial = total - sum(costs)
    for key, cost in per.items():
        print(f"  {cost:6.1f} s CPU  {key}")
    print(f"cold build, 1 job: {total:.1f} s CPU, of which {sum(costs):.1f} s in the {len(costs)} configurations "
          f"(largest {max(costs):.1f} s) and {serial:.1f} s serial; a worker's start-up {start_up:.1f} s CPU")
    orders = {"in the declaration's order": list(per), "highest target first (suite/build.py)": sorted(per, key=lambda k: -targets[k])}
    for name, order in orders.items():
        free = [0.0] * jobs
        for key in order:
            free[free.index(min(free))] += per[key]
        wall = serial + start_up + max(free)
        print(f"idle-machine estimate with {jobs} jobs, {name}: {wall:.1f} s wall (serial + start-up + the busiest "
              f"worker's {max(free):.1f} s), {total / wall:.2f}x over 1 job")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--configurations", type=int, choices=(1, 3, 6, 12), default=12,
                        help="build a smaller declaration (1, 3 or 6 of the 12 configurations)")
    parser.add_argument("--seed-house", action="store_true", help="the Node engine's --house seed declaration instead")
    parser.add_argument("--against", type=Path, help="another tree, built interleaved with this one (before and after)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes for the cold build (one configuration each)")
    parser.add_argument("--compare-jobs", action="store_true", help="--jobs 1 against --jobs 2, interleaved cold builds")
    parser.add_argument("--schedule", action="store_true",
                        help="one cold --jobs 1 build timed per configuration: the idle-machine estimate for --jobs N")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    passed = ["--configurations", str(args.configurations), *(["--seed-house"] if args.seed_house else [])]
    if args.against is not None:
        return against(args.against, args.rounds, passed)
    if args.compare_jobs:
        return compare_jobs(args.rounds, passed)
    options = declared(args.configurations, args.seed_house)
    if args.schedule:
        return schedule(options, max(args.jobs, 2))
    figures = build(options, args.jobs)
    if args.worker:
        print(json.dumps(figures))
        return 0
    configs = int(str(figures["configurations"]))
    cold = float(str(figures["cold"]))
    print(f"declaration {options}: {configs} configurations, {figures['cases']} cases")
    print(f"cold build, {args.jobs} job(s): {cold:.1f} s wall ({float(str(figures['cold_cpu'])):.1f} s CPU, this process and its workers), "
          f"{cold / max(configs, 1):.1f} s per configuration; target < 120 s: {'met' if cold < 120 else 'NOT met'}")
    print(f"warm build (from the cache) {float(str(figures['warm'])):.1f} s wall ({float(str(figures['warm_cpu'])):.1f} s CPU); wrong implementations caught {figures['caught']} "
          f"of {figures['can_differ']} that can differ, over all configurations; digest {figures['digest']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
