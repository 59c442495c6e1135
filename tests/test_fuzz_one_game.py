"""``fuzz --game G`` reads the hello's declaration of G alone (issue 27): another game's
declaration is neither checked nor its engine imported, as ``run --suite corpus --game G`` does;
the all-games fuzz still refuses a bad declaration of any game."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.errors import CannotRun, UsageError
from conformance.fuzz.run import spaces_for

ROOT = Path(__file__).resolve().parent.parent

# Smear declared as one configuration; Four Point with an option no game has.
HELLO: dict[str, object] = {
    "type": "hello", "protocol": "1.2", "implementation": {"name": "two-games", "version": "0"},
    "games": {"smear": {"options": {"players": [4], "partnerships": [True]}},
              "fourpoint": {"options": {"no_such_option": [1]}}},
}


@pytest.fixture(autouse=True)
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))  # the declarations' record, not the user's


def test_one_game_is_read_alone() -> None:
    spaces = spaces_for(HELLO, "smear")
    assert [s.game for s in spaces] == ["smear"]


def test_all_games_still_refuse_the_bad_declaration() -> None:
    with pytest.raises(CannotRun, match="no_such_option"):
        spaces_for(HELLO, None)


def test_an_undeclared_game_names_the_declared_ones() -> None:
    with pytest.raises(UsageError) as caught:
        spaces_for(HELLO, "smoorverliefd")
    assert str(caught.value) == "the adapter does not implement game 'smoorverliefd' (its hello declares: fourpoint, smear)"


def test_no_games_object_declares_none() -> None:
    with pytest.raises(UsageError) as caught:
        spaces_for({"type": "hello", "protocol": "1.2", "games": ["smear"]}, "smear")
    assert str(caught.value) == "the adapter does not implement game 'smear' (its hello declares: none)"


def test_the_other_games_engines_are_not_imported(tmp_path: Path) -> None:
    code = (
        "import json, sys\n"
        "from conformance.fuzz.run import spaces_for\n"
        f"spaces_for(json.loads({json.dumps(json.dumps(HELLO))}), 'smear')\n"
        "print(' '.join(sorted(m for m in ('reference.fourpoint', 'reference.smoorverliefd', 'reference.smear') if m in sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                          env={"XDG_CACHE_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.stdout.split() == ["reference.smear"]
