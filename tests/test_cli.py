"""The trickref command, driven as a user would: a subprocess, its output and exit code."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def trickref(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "trickref", *args], cwd=ROOT, capture_output=True, text=True, timeout=900
    )


def test_play_prints_a_whole_game_and_saves_it(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    done = trickref("play", "smear", "--seed", "3", "--json", str(out))
    assert done.returncode == 0, done.stderr
    assert "== Hand 1: dealer seat" in done.stdout
    assert "trick 6:" in done.stdout
    last = done.stdout.strip().splitlines()
    assert any(line.startswith("Game over after") for line in last)
    saved = json.loads(out.read_text())
    assert saved["game"] == "smear" and saved["winner"] is not None
    assert done.stderr == ""


def test_unknown_preset_is_one_clear_line() -> None:
    done = trickref("play", "smear", "--preset", "bogus")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "trickref: error: unknown preset 'bogus'; known: double_joker, five_point_team, nine_card, "
        "no_jick, standard, target_11, target_52, ten_point, widow"
    ]
    assert "Traceback" not in done.stderr


def test_bad_option_value_names_the_option() -> None:
    done = trickref("play", "smear", "--option", "players=9")
    assert done.returncode == 2
    assert "players must be 3 to 6" in done.stderr and "Traceback" not in done.stderr
    done = trickref("play", "smear", "--option", "playerz")
    assert done.returncode == 2 and "expected name=value" in done.stderr


def test_unwritable_output_file_is_reported() -> None:
    done = trickref("play", "smear", "--json", "/nonexistent/dir/game.json")
    assert done.returncode == 2
    assert "No such file or directory" in done.stderr and "Traceback" not in done.stderr
