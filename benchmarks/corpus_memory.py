"""Peak memory of `conformance list` and `conformance run` on a large corpus (issue 20, item 10).

Builds a corpus of about ``--cases`` cases in a temporary folder (the bundled corpus, each case
copied under new ids until the count is reached, with a manifest whose hashes match), then runs,
each as its own child process, and prints its peak resident memory (``ru_maxrss`` from
``os.wait4``, the child and nothing else):

- ``trickref conformance list --corpus DIR --format json`` (listing reads every case);
- ``trickref conformance run --corpus DIR --suite corpus`` against the reference adapter (the
  runner's own peak; the adapter is a grandchild and is not counted in the runner's figure), with
  ``--game`` to keep a run short when asked.

Not a test: it prints figures. The issue measured 503 MB (run) and 465 MB (list) at 10,000 cases.

    .venv/bin/python benchmarks/corpus_memory.py [--cases 10000] [--no-run] [--game smear] [--keep DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "conformance" / "corpus"


def build_corpus(target: Path, cases: int) -> int:
    """Write a corpus of ``cases`` cases (copies of the bundled ones under new ids); return the count."""
    manifest = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
    sources = [(entry["id"], entry["file"]) for entry in manifest["cases"]]
    entries: list[dict[str, str]] = []
    copy = 0
    while len(entries) < cases:
        for case_id, file in sources:
            if len(entries) >= cases:
                break
            data = json.loads((CORPUS / file).read_text(encoding="utf-8"))
            new_id = case_id if copy == 0 else f"{case_id}-copy{copy}"
            new_file = file if copy == 0 else file.removesuffix(".json") + f"-copy{copy}.json"
            data["id"] = new_id
            text = json.dumps(data, indent=1) + "\n"
            path = target / new_file
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            entries.append({"id": new_id, "file": new_file, "sha256": hashlib.sha256(text.encode()).hexdigest()})
        copy += 1
    manifest["cases"] = entries
    manifest["case_count"] = len(entries)
    (target / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return len(entries)


def peak(command: list[str]) -> tuple[int, float, int]:
    """Run ``command``; return its exit code, CPU seconds and peak RSS in MB (the child alone)."""
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert process.stderr is not None
    # wait4 reports this child's own rusage, not the sum over every child this script ever had
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    tail = process.stderr.read().decode(errors="replace").strip().splitlines()[-2:]
    if process.returncode not in (0, 1):
        print(f"  exit {process.returncode}: {' / '.join(tail)}", file=sys.stderr)
    # ru_maxrss is in kilobytes on Linux
    return process.returncode, usage.ru_utime + usage.ru_stime, usage.ru_maxrss // 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--no-run", action="store_true", help="measure list only")
    parser.add_argument("--game", help="run only this game's cases (list still reads all)")
    parser.add_argument("--keep", type=Path, help="build the corpus in this (new) folder and keep it")
    args = parser.parse_args()
    trickref = [sys.executable, "-m", "trickref", "conformance"]
    with tempfile.TemporaryDirectory(prefix="trickref-memory-") as folder:
        corpus = args.keep if args.keep is not None else Path(folder) / "corpus"
        if (corpus / "manifest.json").exists():
            count = json.loads((corpus / "manifest.json").read_text(encoding="utf-8"))["case_count"]
            print(f"corpus: {count} cases, kept from an earlier run in {corpus}")
        else:
            started = time.perf_counter()
            count = build_corpus(corpus, args.cases)
            print(f"corpus: {count} cases in {time.perf_counter() - started:.1f} s")
        print(f"{'command':<40} {'exit':>4} {'CPU s':>7} {'peak MB':>8}")
        rows = [("list --format json", [*trickref, "list", "--corpus", str(corpus), "--format", "json"])]
        if not args.no_run:
            run = [*trickref, "run", "--corpus", str(corpus), "--suite", "corpus", "--no-progress",
                   "--impl", f"{sys.executable} -m conformance.protocol.reference_adapter", "--format", "json"]
            rows.append(("run --suite corpus" + (f" --game {args.game}" if args.game else ""),
                         run + (["--game", args.game] if args.game else [])))
        for label, command in rows:
            code, cpu, mb = peak(command)
            print(f"{label:<40} {code:>4} {cpu:>7.1f} {mb:>8}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
