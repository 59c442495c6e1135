"""The wheel, as a user outside the repository gets it: built, installed into a fresh virtual
environment in a temporary folder, and run from there alone (no PYTHONPATH, no checkout on the
path): the corpus against the reference adapter, and a case looked up by its id. Loading the
corpus checks every file's hash against the manifest, so a file missing from the wheel fails;
the run itself takes the hand-worked scoring and game-end cases of the three games (the whole
corpus through the adapter is tests/test_conformance_runner.py's, in the checkout)."""

from __future__ import annotations

import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _supply_dependencies(wheel: Path, env_dir: Path) -> None:
    """Install the wheel's declared dependencies (Requires-Dist) into the fresh environment from
    the files of this one: offline, and the same versions the rest of the tests use."""
    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        required = [line.split(":", 1)[1].strip() for line in z.read(meta).decode().splitlines() if line.startswith("Requires-Dist:")]
    names = [re.split(r"[ <>=!;\[]", r, maxsplit=1)[0] for r in required if "extra ==" not in r]
    assert sorted(names) == ["hypothesis", "psutil"], names  # a new dependency must be supplied here too
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    todo, done = list(names), set()
    while todo:  # and what they need in turn
        name = todo.pop()
        if name.lower() in done:
            continue
        try:
            needs = importlib.metadata.requires(name) or []
        except importlib.metadata.PackageNotFoundError:
            continue  # a requirement for other Pythons (a marker this one does not meet)
        done.add(name.lower())
        todo += [re.split(r"[ <>=!;\[(]", r, maxsplit=1)[0] for r in needs if "extra ==" not in r]
    for name in sorted(done):
        for file in importlib.metadata.distribution(name).files or ():
            src = Path(str(file.locate()))
            if src.is_file() and not str(file).startswith(".."):
                dst = site / str(file)
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, dst)


def test_the_wheel_installs_and_runs_the_corpus_outside_the_repository(tmp_path: Path) -> None:
    built = subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", str(tmp_path / "dist")],
                           check=False, cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert built.returncode == 0, built.stderr
    wheel = next((tmp_path / "dist").glob("*.whl"))
    with zipfile.ZipFile(wheel) as z:
        tops = {name.split("/")[0] for name in z.namelist() if not name.split("/")[0].endswith(".dist-info")}
        assert "conformance/corpus/manifest.json" in z.namelist()
    # Only what runs with the declared dependencies: not properties/, the project's own test suite.
    assert tops == {"reference", "conformance", "trickref"}, tops

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    installed = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-index",
                                "--no-deps", str(wheel)], check=False, capture_output=True, text=True, timeout=900)
    assert installed.returncode == 0, installed.stderr
    _supply_dependencies(wheel, env_dir)

    work = tmp_path / "elsewhere"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env["PATH"] = "/usr/bin:/bin"  # no python of the repository's venv to fall back on

    def trickref(*args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(env_dir / "bin" / "trickref"), *args], cwd=work, env=env, capture_output=True, text=True,
                              timeout=timeout, check=False)

    # `python` in --impl is the installed interpreter (sys.executable), not one found on PATH.
    subset = [arg for g in ("smear", "fourpoint", "smoorverliefd") for d in ("scoring", "game-end") for arg in ("--id", f"{g}/{d}/*")]
    done = trickref("conformance", "run", "--impl", "python -m conformance.protocol.reference_adapter", "--suite", "corpus", *subset,
                    timeout=900)
    assert "Traceback" not in done.stderr
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    last = done.stdout.strip().splitlines()[-1]
    passed, failed, skipped = (int(w) for w in last.replace(",", "").split()[::2])
    assert failed == 0 and skipped == 0 and passed > 120
    explained = trickref("explain", "--case", "smear/bidding/order-and-strictly-increasing-bids")
    assert explained.returncode == 0 and str(env_dir) in explained.stdout.splitlines()[0], explained.stderr
