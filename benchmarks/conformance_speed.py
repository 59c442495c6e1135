"""Conformance speed: the whole corpus (Smear, Four Point, Smoorverliefd) through the real protocol
against the reference adapter (and the JavaScript example adapter, Smear only, when node is
installed). Prints cases per second, and the replay time per game. Not a test. Target: the whole
corpus in under 30 s on 2 cores.

    .venv/bin/python benchmarks/conformance_speed.py [--repeat N]

``--against DIR`` (issue 27) measures CPU, not wall time, of this tree and another (an export of
an older commit: ``git archive REV | tar -x -C DIR``) in interleaved rounds, each command a child
process whose CPU (its own and its adapter's, ``RUSAGE_CHILDREN``) is counted: ``conformance run
--suite corpus`` of one fixed corpus (``--corpus``, default the other tree's, so both read the
same files) against each tree's reference adapter, and ``conformance fuzz --game smear --seed 0
--examples N`` (the same examples in both: same seed, same draws). Prints the medians and the
median of the per-round ratios.

    .venv/bin/python benchmarks/conformance_speed.py --against DIR [--rounds 3] [--examples 150]
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from conformance import CORPUS_DIR
from conformance.case.corpus import load_corpus
from conformance.run.loop import RunConfig, run


def child_cpu(argv: list[str], tree: Path, wall: list[float] | None = None, bytecode: Path | None = None) -> float:
    """CPU seconds of one command run in ``tree`` (its own modules first), with every process
    it waited for (the adapter); its wall time appended to ``wall``. ``bytecode``: run as an
    installed copy does (``PYTHONDONTWRITEBYTECODE`` unset, compiled modules kept under that
    folder through ``PYTHONPYCACHEPREFIX``, so no tree gets a ``__pycache__``), as fuzz_speed.py does."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    env = {**os.environ, "PYTHONPATH": str(tree)}
    if bytecode is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(bytecode)
    done = subprocess.run(argv, cwd=tree, env=env, capture_output=True, text=True, timeout=3600, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} in {tree}: exit {done.returncode}\n{done.stderr[-2000:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if wall is not None:
        wall.append(time.perf_counter() - began)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def against(other: Path, rounds: int, examples: int, corpus: Path, only: list[str] | None = None, jobs: int = 1) -> int:
    py = sys.executable
    cache = tempfile.mkdtemp(prefix="trickref-bench-cache-")
    adapter = f"{shlex.quote(py)} -m conformance.protocol.reference_adapter"
    commands = {
        # a cache folder of this benchmark's own: the first round's run finds it empty, the later ones
        # what the first recorded (the declarations checked: conformance/suite/recall.py)
        "run": [py, "-m", "trickref", "conformance", "run", "--suite", "corpus", "--corpus", str(corpus), "--impl", adapter,
                "--format", "json", "--no-progress", "--output", os.devnull, "--cache", cache],
        "fuzz": [py, "-m", "trickref", "conformance", "fuzz", "--impl", adapter, "--game", "smear", "--seed", "0",
                 "--examples", str(examples), "--format", "json"],
    }
    if jobs > 1:  # the same run over two adapters: the CPU of the whole run, not its wall time
        commands[f"run -j{jobs}"] = [*commands["run"], "--jobs", str(jobs)]
    commands = {name: argv for name, argv in commands.items() if only is None or name.split()[0] in only}
    trees = {"before": other.resolve(), "after": ROOT}
    try:
        return _rounds(commands, trees, rounds, examples)
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def _rounds(commands: dict[str, list[str]], trees: dict[str, Path], rounds: int, examples: int) -> int:
    cpu: dict[tuple[str, str], list[float]] = {(c, t): [] for c in commands for t in trees}
    wall: dict[tuple[str, str], list[float]] = {(c, t): [] for c in commands for t in trees}
    for r in range(rounds):
        order = list(trees) if r % 2 == 0 else list(reversed(trees))  # interleaved: load hits both alike
        for name, argv in commands.items():
            for tree in order:
                cpu[name, tree].append(child_cpu(argv, trees[tree], wall[name, tree]))
        print(f"round {r + 1}: " + ", ".join(f"{n} {t} {v[-1]:.2f}s" for (n, t), v in cpu.items()), flush=True)
    for name in commands:
        b, a = cpu[name, "before"], cpu[name, "after"]
        ratios = [x / y for x, y in zip(b, a)]
        unit = f"{examples} examples" if name == "fuzz" else "the corpus"
        print(f"{name}: CPU for {unit}: before {statistics.median(b):.2f}s, after {statistics.median(a):.2f}s (medians); "
              f"before/after per round: median {statistics.median(ratios):.2f}x, range {min(ratios):.2f}x - {max(ratios):.2f}x")
        if name == "fuzz":
            print(f"      games per CPU-second: before {examples / statistics.median(b):.1f}, after {examples / statistics.median(a):.1f}")
        print(f"      wall: before {statistics.median(wall[name, 'before']):.2f}s, after {statistics.median(wall[name, 'after']):.2f}s (medians)")
    for name in commands:
        if name.startswith("run -j") and "run" in commands:
            for tree in trees:  # the rounds ran -j1 and -jN one after the other: the ratio of each round
                ratios = [x / y for x, y in zip(wall["run", tree], wall[name, tree])]
                print(f"{tree}: wall of run / {name}, per round: median {statistics.median(ratios):.2f}x, "
                      f"range {min(ratios):.2f}x - {max(ratios):.2f}x")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--against", type=Path, help="another tree, measured interleaved with this one (CPU)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--examples", type=int, default=150)
    parser.add_argument("--corpus", type=Path, help="the corpus both trees run (default: the --against tree's)")
    parser.add_argument("--only", choices=("run", "fuzz"), action="append", help="with --against: only this command (repeatable)")
    parser.add_argument("--jobs", type=int, default=1, help="with --against: also time `run --jobs N`")
    args = parser.parse_args()
    if args.against is not None:
        corpus = args.corpus or args.against / "conformance" / "corpus"
        return against(args.against, args.rounds, args.examples, corpus.resolve(), args.only, args.jobs)
    began = time.perf_counter()
    corpus = load_corpus(CORPUS_DIR)
    print(f"corpus {corpus.corpus_version}: {len(corpus.cases)} cases, loaded and hash-checked in {time.perf_counter() - began:.2f}s")
    impls = {"reference": f"{shlex.quote(sys.executable)} -m conformance.protocol.reference_adapter"}
    if shutil.which("node"):
        impls["node example"] = f"node {shlex.quote(str(ROOT / 'conformance/adapters/node/smear-adapter.js'))}"
    for name, impl in impls.items():
        times = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            result = run(corpus, corpus.cases, RunConfig(impl=impl, timeout=60))
            times.append(time.perf_counter() - t)
        best = min(times)
        ran = result.count("passed") + result.count("failed")
        print(f"{name:>13}: {len(corpus.cases)} cases in {best:.2f}s (best of {args.repeat}, incl. adapter start) "
              f"= {len(corpus.cases) / best:.0f} cases/s; {ran} replayed, {result.count('skipped')} skipped, "
              f"{result.count('failed')} failed")
        per_game: dict[str, list[float]] = {}
        for o in result.outcomes:
            if o.status != "skip":
                per_game.setdefault(o.case.game, []).append(o.seconds)
        print("               per game: " + ", ".join(f"{g} {len(t)} cases {sum(t):.2f}s" for g, t in sorted(per_game.items())))
        slowest = sorted(result.outcomes, key=lambda o: -o.seconds)[:3]
        print("               slowest: " + ", ".join(f"{o.case.id} {o.seconds * 1000:.0f}ms" for o in slowest))
    return 0


if __name__ == "__main__":
    sys.exit(main())
