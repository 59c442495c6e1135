"""The corpus read by several processes (conformance/case/corpus_parts.py, ``run --jobs``): the
same corpus as one process reads, the same first fault in the manifest's order, a child that
fails read again by the parent, no child left behind, no descriptor of the parent's in a child.

The forking path runs only in a process with one thread (a pytest-xdist worker has more), so each
check runs in a child interpreter of its own and prints what it found as JSON."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conformance import CORPUS_DIR
from conformance.case.corpus_parts import MIN_PART, part_bounds

ROOT = Path(__file__).resolve().parent.parent


def _python(code: str) -> object:
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, capture_output=True, text=True,
                          check=False, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])


def test_parts_are_consecutive_even_and_at_least_min_part_long() -> None:
    # worked by hand: 1218 // 2 = 609; 250 entries allow 2 parts of 100+ (125 each), not 3
    assert part_bounds(1218, 2) == [(0, 609), (609, 1218)]
    assert part_bounds(250, 3) == [(0, 125), (125, 250)]
    assert part_bounds(301, 3) == [(0, 100), (100, 200), (200, 301)]
    assert part_bounds(MIN_PART * 2 - 1, 2) == [(0, MIN_PART * 2 - 1)]  # too few for two parts
    assert part_bounds(0, 4) == [(0, 0)]
    assert part_bounds(1218, 1) == [(0, 1218)]


def test_two_processes_read_the_same_corpus_as_one() -> None:
    found = _python("""
        import json, os
        from conformance import CORPUS_DIR
        from conformance.case import corpus_parts
        from conformance.case.corpus import load_corpus
        forks = []
        real_fork = os.fork
        def counted():
            forks.append(1)
            return real_fork()
        os.fork = counted
        one = load_corpus(CORPUS_DIR)
        two = load_corpus(CORPUS_DIR, 2)
        print(json.dumps({"forks": len(forks), "cases": len(two.cases), "equal": one == two,
                          "raw": [c.raw for c in one.cases] == [c.raw for c in two.cases],
                          "files": one.files == two.files, "order": [c.id for c in one.cases] == [c.id for c in two.cases]}))
    """)
    assert found == {"forks": 1, "cases": len(json.loads((CORPUS_DIR / "manifest.json").read_text())["cases"]),
                     "equal": True, "raw": True, "files": True, "order": True}


def _copy(tmp_path: Path) -> tuple[Path, dict[str, object]]:
    root = tmp_path / "corpus"
    shutil.copytree(CORPUS_DIR, root)
    return root, json.loads((root / "manifest.json").read_text())


def _load_error(root: Path, jobs: int) -> str:
    found = _python(f"""
        import json
        from pathlib import Path
        from conformance.case.corpus import load_corpus
        from conformance.case.format import BadCase
        try:
            load_corpus(Path({str(root)!r}), {jobs})
            print(json.dumps("no error"))
        except BadCase as exc:
            print(json.dumps(str(exc)))
    """)
    assert isinstance(found, str)
    return found


def test_the_first_fault_in_the_manifest_is_reported_whichever_process_meets_it(tmp_path: Path) -> None:
    root, manifest = _copy(tmp_path)
    entries = manifest["cases"]
    assert isinstance(entries, list) and len(entries) >= 2 * MIN_PART
    late, early = entries[len(entries) - 3], entries[7]  # in the second part and in the first
    (root / late["file"]).write_text((root / late["file"]).read_text() + " ")  # its sha256 no longer matches
    (root / "manifest.json").write_text(json.dumps(manifest))
    only_late = f"{late['file']}: sha256 does not match the manifest (edited by hand? re-export)"
    assert _load_error(root, 2) == only_late == _load_error(root, 1)
    early["id"] = early["id"] + "x"  # the first part now has a fault before it
    (root / "manifest.json").write_text(json.dumps(manifest))
    first = _load_error(root, 2)
    assert first == _load_error(root, 1)
    assert first.startswith(f"{early['file']}: id ") and first.endswith(f"but the manifest says {early['id']!r}")


def test_a_case_listed_twice_across_the_parts_is_found(tmp_path: Path) -> None:
    root, manifest = _copy(tmp_path)
    entries = manifest["cases"]
    assert isinstance(entries, list)
    entries[-1] = dict(entries[3])  # the first part's fourth entry again, at the end of the second part
    (root / "manifest.json").write_text(json.dumps(manifest))
    assert _load_error(root, 2) == f"manifest lists {entries[3]['id']} twice" == _load_error(root, 1)


def test_the_later_parts_are_read_by_children() -> None:
    found = _python("""
        import json, os
        from conformance.case.corpus_parts import read_parts
        parent = os.getpid()
        got = read_parts(list(range(300)), lambda i, entry: [i, os.getpid() == parent], 3)
        print(json.dumps(got))
    """)
    # by hand: three parts of 100; only the first is the parent's
    assert found == [[i, i < 100] for i in range(300)]


def test_a_child_that_fails_has_its_part_read_again_and_leaves_nothing_behind() -> None:
    found = _python("""
        import json, os
        from conformance.case.corpus_parts import read_parts
        parent = os.getpid()
        def read(i, entry):
            if os.getpid() != parent and i == 250:
                raise MemoryError("as if the child ran out of memory")
            return [i, entry * 2] if entry != 290 else f"entry {i} is bad"
        got = read_parts(list(range(400)), read, 2)
        try:
            os.waitpid(-1, os.WNOHANG)
            left = True
        except ChildProcessError:
            left = False
        print(json.dumps({"got": got, "left": left}))
    """)
    # by hand: entries 0..289 read (entry i -> [i, 2i]), 290 is the first fault, nothing after it
    assert found == {"got": [[i, 2 * i] for i in range(290)] + ["entry 290 is bad"], "left": False}


def test_a_child_holds_none_of_the_parents_descriptors() -> None:
    found = _python("""
        import json, os
        from conformance.case.corpus_parts import read_parts
        keep_r, keep_w = os.pipe()  # as an adapter's pipes are, open when the corpus is read
        parent = os.getpid()
        def read(i, entry):
            if os.getpid() == parent:
                return [i]
            try:
                os.fstat(keep_w)
                return "open"
            except OSError:
                return "closed"
        print(json.dumps(read_parts(list(range(200)), read, 2)[-1]))
    """)
    assert found == "closed"


def test_an_interruption_in_the_parent_kills_and_reaps_the_children() -> None:
    found = _python("""
        import json, os, time
        from conformance.case.corpus_parts import read_parts
        parent = os.getpid()
        def read(i, entry):
            if os.getpid() != parent:
                time.sleep(3600)  # a child that would never finish
            if i == 5:
                raise KeyboardInterrupt
            return [i]
        try:
            read_parts(list(range(300)), read, 3)
            outcome = "returned"
        except KeyboardInterrupt:
            outcome = "interrupted"
        try:
            os.waitpid(-1, os.WNOHANG)
            left = True
        except ChildProcessError:
            left = False
        print(json.dumps([outcome, left]))
    """)
    assert found == ["interrupted", False]


@pytest.mark.parametrize("jobs", [1, 2])
def test_run_jobs_reads_a_bad_corpus_with_the_same_one_line_error(tmp_path: Path, jobs: int) -> None:
    root, manifest = _copy(tmp_path)
    entries = manifest["cases"]
    assert isinstance(entries, list)
    bad = entries[-2]
    (root / bad["file"]).write_text("{")
    bad["sha256"] = hashlib.sha256(b"{").hexdigest()  # the manifest agrees: the fault is the file's JSON
    (root / "manifest.json").write_text(json.dumps(manifest))
    adapter = f"{sys.executable} -m conformance.protocol.reference_adapter"
    done = subprocess.run([sys.executable, "-m", "trickref", "conformance", "run", "--suite", "corpus", "--corpus", str(root),
                           "--impl", adapter, "--jobs", str(jobs), "--no-progress", "--no-cache"],
                          cwd=ROOT, capture_output=True, text=True, check=False, timeout=3600)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith(f"trickref: error: {bad['file']}: not JSON"), done.stderr
