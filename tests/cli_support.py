"""What the tests of the trickref command line share: the command run as a user runs it (a
subprocess, its output and exit code), its output lines read back, and a Smear hand worked out by
hand from SPEC.md (see the comments), never copied from the command's output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from reference.cards import format_card, parse_card, standard_deck

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "conformance" / "corpus"


def trickref(
    *args: str, stdin: str | None = None, encoding: str = "utf-8", cwd: Path = ROOT, pythonpath: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.update({"PYTHONIOENCODING": encoding, "COLUMNS": "100", "PYTHONPATH": str(pythonpath)})
    return subprocess.run(
        [sys.executable, "-m", "trickref", *args],
        check=False, cwd=cwd, input=stdin, capture_output=True, text=True, timeout=900, env=env, encoding="utf-8",
        errors="replace",
    )


def ok(done: subprocess.CompletedProcess[str], code: int = 0) -> list[str]:
    assert done.returncode == code, done.stderr
    assert "Traceback" not in done.stderr
    return done.stdout.splitlines()


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    """A failure: exit 2 and exactly one line on stderr, ``trickref: error: ...``."""
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("trickref: error: "), done.stderr
    return lines[0]


def missing(lines: Sequence[str], expected: Sequence[str]) -> list[str]:
    """The ``expected`` lines that are not among ``lines`` (all of them reported at once)."""
    return [x for x in expected if x not in lines]


def following(lines: Sequence[str], marker: str, count: int) -> list[str]:
    """The ``count`` lines after the first line that is ``marker``."""
    at = list(lines).index(marker)
    return list(lines[at + 1 : at + 1 + count])


def write(tmp_path: Path, name: str, data: object) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return str(path)


# ---------------------------------------------------------------------------- a hand worked out by hand
#
# Standard Smear, 4 players, 6 cards each (hand_size 6), dealer seat 3, so seat 0 bids first
# (SM-1.3). Seat 0 bids 2, the others pass: seat 0 is the pitcher and names hearts (SM-3.6,
# SM-4.1). Nobody holds more than six cards, so there is no discard (SM-5.2) and seat 0 leads.
# Trumps (SM-4.2): the hearts, the Jick JD and the jokers.

HANDS = [
    "AH KS QS 4C 3C 2C",  # seat 0: AH is its only trump
    "5S 3H QD JD TC 9C",  # seat 1: two trumps, 3H and the Jick JD
    "8S TD 9D 8D 8C X1",  # seat 2: one trump, X1
    "6S 7D 5D AC KC JC",  # seat 3: no trump
]
BIDDING = ["bid 2", "pass", "pass", "pass", "trump H"]
PLAYS = [
    "play AH", "play JD", "play X1", "play 6S",  # trick 1: AH is the highest trump: seat 0
    "play KS", "play 5S", "play 8S", "play 5D",  # trick 2: no trump, KS highest spade: seat 0
    "play QS", "play 3H", "play 8D", "play 7D",  # trick 3: 3H the only trump: seat 1
    "play TC", "play 8C", "play AC", "play 2C",  # trick 4: AC: seat 3
    "play KC", "play 3C", "play 9C", "play 9D",  # trick 5: KC: seat 3
    "play JC", "play 4C", "play QD", "play TD",  # trick 6: JC: seat 3
]
ACTIONS = BIDDING + PLAYS

SMEAR_OPTIONS = {"hand_size": 6}


def smear_deal() -> dict[str, object]:
    held = {parse_card(t) for hand in HANDS for t in hand.split()}
    stock = [format_card(c) for c in standard_deck(jokers=2) if c not in held]
    return {"hands": [h.split() for h in HANDS], "widow": [], "stock": stock}


def position(actions: list[str], **extra: object) -> dict[str, object]:
    return {"game": "smear", "options": SMEAR_OPTIONS, "dealer": 3, "deals": [smear_deal()], "actions": actions, **extra}
