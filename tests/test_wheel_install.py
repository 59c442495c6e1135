"""The wheel, as a user outside the repository gets it: built, installed into a fresh virtual
environment in a temporary folder the way scripts/setup-venv installs (pip with its configured
index, dependencies resolved by pip, no site packages of this environment), and run from there
alone (no PYTHONPATH, no checkout on the path, no repository venv on PATH).

The main path of conformance/README.md, "Your configuration": the bundled Node Smear with a
narrowed declaration (``--house five-point``: one value per option) is run, its suite pinned
with ``export --for-hello`` and run again from the pinned folder, fuzzed with a seed and an
example count, and a failure of one of its seeded bugs explained. Also the corpus against the
reference adapter (loading the corpus checks every file's hash against the manifest, so a file
missing from the wheel fails), ``python -m trickref --version``, and mypy finding the
``py.typed`` markers.

The five-point suite is not built again here: the installed environment's cache starts with the
session's (``shared_suites``), whose build test_conformance_declared runs from the checkout. A
cache file's key holds the sha256 of every ``.py`` file of ``reference/`` and ``conformance/``
(suite/cache.py, ``source_digest``), so the run finding its suite there, writing no file, shows
the installed code is the checkout's byte for byte: its cold build is the one tested there (one
cold build of this declaration was 30-40 s of the test command's CPU, twice)."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from tests.conftest import SharedSuites
from tests.test_conformance_declared import NODE_HOUSE

ROOT = Path(__file__).resolve().parent.parent
HANG_GUARD = 3600  # seconds; a hang guard only, no test relies on it (cold builds at load 12 passed 900)

needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


def corpus_version() -> str:
    found = json.loads((ROOT / "conformance" / "corpus" / "manifest.json").read_text(encoding="utf-8"))["corpus_version"]
    assert isinstance(found, str)
    return found


class Installed:
    """A fresh environment holding only the wheel and what pip resolves for it."""

    def __init__(self, tmp: Path) -> None:
        built = subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", str(tmp / "dist")],
                               check=False, cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD)
        assert built.returncode == 0, built.stderr
        self.wheel = next((tmp / "dist").glob("*.whl"))
        self.env_dir = tmp / "venv"
        venv.EnvBuilder(with_pip=False).create(self.env_dir)
        self.python = self.env_dir / "bin" / "python"
        # No --no-deps and no files copied over: pip resolves psutil and hypothesis from its
        # configured index, as `pip install trickref-....whl` does for a user.
        installed = subprocess.run([sys.executable, "-m", "pip", "--python", str(self.python), "install", "--quiet",
                                    str(self.wheel)], check=False, capture_output=True, text=True, timeout=HANG_GUARD)
        assert installed.returncode == 0, installed.stderr
        self.site = next((self.env_dir / "lib").glob("python3*/site-packages"))
        self.work = tmp / "elsewhere"
        self.work.mkdir()
        self.env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
        path = ["/usr/bin", "/bin"]  # no python of the repository's venv to fall back on
        node = shutil.which("node")
        if node is not None and str(Path(node).parent) not in path:
            path.insert(0, str(Path(node).parent))
        self.env["PATH"] = os.pathsep.join(path)
        self.env["XDG_CACHE_HOME"] = str(tmp / "cache")
        self.suites = tmp / "cache" / "trickref" / "suites"

    def trickref(self, *args: str) -> subprocess.CompletedProcess[str]:
        done = subprocess.run([str(self.env_dir / "bin" / "trickref"), *args], cwd=self.work, env=self.env,
                              capture_output=True, text=True, timeout=HANG_GUARD, check=False)
        assert "Traceback" not in done.stderr, done.stderr[-3000:]
        return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    return Installed(tmp_path_factory.mktemp("wheel"))


def summary(stdout: str) -> tuple[int, int, int]:
    """The run's last line, ``N passed, N failed, N skipped``."""
    found = re.fullmatch(r"(\d+) passed, (\d+) failed, (\d+) skipped", stdout.strip().splitlines()[-1])
    assert found is not None, stdout[-2000:]
    passed, failed, skipped = (int(g) for g in found.groups())
    return passed, failed, skipped


def test_the_wheel_holds_the_packages_their_markers_spec_and_license(installed: Installed) -> None:
    assert installed.wheel.name == f"trickref-{corpus_version()}-py3-none-any.whl"
    with zipfile.ZipFile(installed.wheel) as z:
        names = set(z.namelist())
        tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
        info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        entry_points = z.read(f"{info}/entry_points.txt").decode()
        metadata = z.read(f"{info}/METADATA").decode()
    # Only what runs with the declared dependencies: not properties/, the project's own test suite.
    assert tops == {"reference", "conformance", "trickref"}, tops
    assert {"conformance/corpus/manifest.json", "conformance/SPEC.md", f"{info}/licenses/LICENSE"} <= names
    assert {f"{top}/py.typed" for top in tops} <= names
    assert "[pytest11]\ntrickref = trickref.pytest_plugin" in entry_points
    assert "License-Expression: MIT" in metadata.splitlines()
    requires = sorted(line.split()[1] for line in metadata.splitlines() if line.startswith("Requires-Dist:") and "extra ==" not in line)
    assert [re.split(r"[<>=!]", r)[0] for r in requires] == ["hypothesis", "psutil"]


def test_python_m_trickref_prints_the_corpus_version(installed: Installed) -> None:
    done = subprocess.run([str(installed.python), "-m", "trickref", "--version"], cwd=installed.work, env=installed.env,
                          capture_output=True, text=True, timeout=HANG_GUARD, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"trickref {corpus_version()} (corpus {corpus_version()}, SPEC ")


def test_mypy_reads_the_installed_packages_as_typed(installed: Installed, tmp_path: Path) -> None:
    user = tmp_path / "user_code.py"
    # Wrong on purpose: a str where legal_actions returns actions. With py.typed mypy knows the
    # return type and reports the assignment; without it, "missing library stubs or py.typed".
    user.write_text("from reference.smear import legal_actions, new_game, smear_options\n"
                    "state = new_game(smear_options({'preset': 'standard'}), seed=7)\n"
                    "wrong: str = legal_actions(state)\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--python-executable", str(installed.python),
                           "--cache-dir", str(tmp_path / "mypy-cache"), "--config-file", os.devnull, str(user)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=HANG_GUARD, check=False)
    assert "py.typed" not in done.stdout and "import-untyped" not in done.stdout, done.stdout
    assert done.returncode == 1 and "user_code.py:3: error: Incompatible types in assignment" in done.stdout, done.stdout


def test_the_corpus_runs_against_the_reference_adapter(installed: Installed) -> None:
    # `python` in --impl is the installed interpreter (sys.executable), not one found on PATH.
    subset = [arg for g in ("smear", "fourpoint", "smoorverliefd") for d in ("scoring", "game-end") for arg in ("--id", f"{g}/{d}/*")]
    done = installed.trickref("conformance", "run", "--impl", "python -m conformance.protocol.reference_adapter",
                              "--suite", "corpus", "--no-progress", *subset)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    passed, failed, skipped = summary(done.stdout)
    assert failed == 0 and skipped == 0 and passed > 120
    explained = installed.trickref("explain", "--case", "smear/bidding/order-and-strictly-increasing-bids")
    assert explained.returncode == 0 and str(installed.env_dir) in explained.stdout.splitlines()[0], explained.stderr


@needs_node
def test_a_narrowed_declaration_runs_pins_fuzzes_and_explains(installed: Installed, shared_suites: SharedSuites) -> None:
    adapter = installed.site / "conformance" / "adapters" / "node" / "smear-adapter.js"
    assert adapter.is_file()  # the worked example ships in the wheel
    impl = f"node {shlex.quote(str(adapter))} --house five-point"
    # jick-follows-printed-suit: to follow suit the Jick counts as its printed suit (SM-4.2, SM-6.3)
    buggy = f"{impl} --bug jick-follows-printed-suit"
    shared = shared_suites.warmed(NODE_HOUSE, "smear")  # the checkout's adapter, as test_conformance_declared runs it
    installed.suites.mkdir(parents=True, exist_ok=True)
    for entry in shared.glob("*.json"):  # the cache files; not the markers, locks or failures
        shutil.copyfile(entry, installed.suites / entry.name)
    seeded = sorted(p.name for p in installed.suites.iterdir())

    # run: a declaration narrower than "any" needs SPEC.md (the rules that apply) on this path.
    ran = installed.trickref("conformance", "run", "--impl", impl, "--no-progress")
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-3000:]
    added = sorted(set(p.name for p in installed.suites.iterdir()) - set(seeded))
    assert added == [], ("the installed package built its suite again: its sources are not the checkout's "
                         f"(the cache keys differ), or the cache was not found; it wrote {added}\n{ran.stderr[-2000:]}")
    # five-point declares one value for every option: exactly one configuration.
    assert "smear: declared 1 configuration(s)" in ran.stdout
    passed, failed, _ = summary(ran.stdout)
    assert failed == 0 and passed > 0

    # export --for-hello pins the suite; a run of the pinned folder runs exactly those cases.
    hello = subprocess.run(["node", str(adapter), "--house", "five-point"], input='{"type":"hello","protocol":"1.2"}\n',
                           cwd=installed.work, env=installed.env, capture_output=True, text=True, timeout=HANG_GUARD,
                           check=False)
    assert hello.returncode == 0, hello.stderr
    (installed.work / "hello.json").write_text(hello.stdout.splitlines()[0] + "\n", encoding="utf-8")
    exported = installed.trickref("conformance", "export", "--for-hello", "hello.json", "--out", "my-suite")
    assert exported.returncode == 0, exported.stdout[-2000:] + exported.stderr[-2000:]
    manifest = json.loads((installed.work / "my-suite" / "manifest.json").read_text(encoding="utf-8"))
    assert re.fullmatch(rf"{re.escape(corpus_version())}\+declared\.[0-9a-f]+", manifest["corpus_version"])
    assert manifest["games"] == ["smear"]
    pinned = installed.trickref("conformance", "run", "--impl", impl, "--corpus", "my-suite", "--no-progress")
    assert pinned.returncode == 0, pinned.stdout[-2000:] + pinned.stderr[-2000:]
    assert summary(pinned.stdout) == (manifest["case_count"], 0, 0)
    # Caught is caught at the first failures: the whole pinned suite against the bug, each failure
    # probed for its cause, took 17 s; the honest run above ran every case of it.
    caught = installed.trickref("conformance", "run", "--impl", buggy, "--corpus", "my-suite", "--no-progress",
                                "--max-failures", "3")
    assert caught.returncode == 1 and summary(caught.stdout)[1] == 3, caught.stdout[-2000:]
    assert "stopped after 3 failure(s) (--max-failures)" in caught.stdout, caught.stdout[-2000:]

    # fuzz, seeded and counted: the honest engine agrees; the buggy one is shrunk to a case file.
    clean = installed.trickref("conformance", "fuzz", "--impl", impl, "--examples", "20", "--seed", "3")
    assert clean.returncode == 0, clean.stdout[-2000:] + clean.stderr[-2000:]
    assert "no disagreement: 20 example(s)" in clean.stdout
    found = installed.trickref("conformance", "fuzz", "--impl", buggy, "--examples", "200", "--seed", "3",
                               "--shrink-steps", "200", "--out", "bug.json")
    assert found.returncode == 1, found.stdout[-2000:] + found.stderr[-2000:]
    assert (installed.work / "bug.json").is_file()

    # explain: the command the report prints, run as printed.
    line = next(x for x in found.stdout.splitlines() if x.strip().startswith("explain:"))
    argv = shlex.split(line.split("explain:", 1)[1])
    assert argv[:3] == ["trickref", "explain", "--case"]
    explained = installed.trickref(*argv[1:])
    assert explained.returncode == 0, explained.stderr
    legal = next(x for x in explained.stdout.splitlines() if x.startswith("Legal actions"))
    # The bug can only remove or add a Jick: the mismatch names a jack play, which the reference
    # (the explained position) lists or refuses accordingly.
    mismatch = next(x for x in found.stdout.splitlines() if "missing [" in x or "unexpected [" in x)
    action = re.search(r'\["(play J[SHDC])"', mismatch)
    assert action is not None, mismatch
    assert (action.group(1) in legal.split(": ", 1)[1].split(", ")) == ("missing [" in mismatch), (mismatch, legal)
