"""README.md's layout table matches the tree (issue 15: "a newcomer can say where a given rule,
scenario, case or command lives from the README's layout table alone"): every top-level folder
of the checkout has a row, and every file the table names exists under its row's folder."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TICKED = re.compile(r"`([^`]+)`")
# a file name the table names: no wildcard or placeholder (`<game>_oracle.py`, `test_*.py`)
FILE = re.compile(r"^[\w./-]+\.(?:py|md|json|toml|js|txt)$")


def layout_rows() -> list[tuple[list[str], str]]:
    """(the row's folders or files, its description) for each row of the layout table."""
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    start = lines.index("| path | holds |")
    rows: list[tuple[list[str], str]] = []
    for line in lines[start + 2 :]:
        if not line.startswith("| "):
            break
        path, holds = line.strip("|").split(" | ", 1)
        rows.append((TICKED.findall(path), holds))
    return rows


def tracked_files() -> list[str]:
    done = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True, timeout=900)
    return done.stdout.splitlines()


def test_every_top_level_folder_has_a_row() -> None:
    rows = layout_rows()
    named = {p.rstrip("/") for paths, _ in rows for p in paths}
    folders = {f.split("/")[0] for f in tracked_files() if "/" in f}
    assert folders - named == set(), f"folders without a row in README.md's layout table: {sorted(folders - named)}"


def test_every_file_the_table_names_exists_under_its_row() -> None:
    files = tracked_files() + [str(p.relative_to(ROOT)) for p in ROOT.rglob("*") if p.is_file() and ".venv" not in p.parts]
    missing: list[str] = []
    for paths, holds in layout_rows():
        folders = [p for p in paths if p.endswith("/")]
        for name in TICKED.findall(holds):
            if not FILE.match(name):
                continue
            if name in files:  # a path from the root (`tests/test_layering.py`)
                continue
            candidates = [f for f in files if any(f.startswith(d) for d in folders) or not folders]
            if not any(f.endswith("/" + name) for f in candidates):
                missing.append(f"{name} (row {paths})")
    assert missing == [], f"README.md's layout table names files that are not there: {missing}"


def test_the_check_sees_a_missing_file() -> None:
    """The detector itself: a name that is not in the tree is reported."""
    assert not any(f.endswith("/no_such_module.py") for f in tracked_files())
    assert FILE.match("no_such_module.py") and not FILE.match("<game>_oracle.py") and not FILE.match("test_*.py")
