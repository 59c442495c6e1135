"""The declaration read made cheap (issue 27): read once per process, the costly check that every
declared value is played stopped as soon as every value is held, and a declaration that read
cleanly recorded in the cache folder (conformance/suite/recall.py) so the next run skips the
check. None of it may change what is read or what a run reports: each test compares the cheap
path with the full one, or the report of a run with a record against one without. No timing is
asserted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.games import game, game_names
from conformance.suite import declaration
from conformance.suite.declaration import BadDeclaration, read_declaration
from tests.runner_support import REFERENCE, trickref, untimed

# high_to is idle in Four Point (FP-7.2: the high card's point goes to its player either way
# when take is 0), so declaring "taker" beside "player" is read with one warning, found only by
# the full check: no configuration holds high_to=taker (settling puts an idle option at the
# standard value), so the shortcut cannot end early and every trial is made.
IDLE_HIGH_TO = ("fourpoint", {"take": [0], "high_to": ["player", "taker"]})
# Smear's jick (SM-3.2) matters in the standard game: the second of the two combinations
# (jick false, jick true; every other option the standard value) holds jick=true.
JICK = ("smear", {"jick": [False, True]})


@pytest.fixture(autouse=True)
def fresh() -> None:
    """Every test reads afresh: nothing remembered from another test's reads."""
    declaration._READ.clear()
    declaration._CONFIGURATIONS.clear()
    declaration._SETTLING.clear()


def full_check(monkeypatch: pytest.MonkeyPatch, name: str, options: object) -> tuple[str, ...] | str:
    """The notes (or the error) of the full check, the shortcut turned off."""
    with monkeypatch.context() as m:
        m.setattr(declaration, "_all_held", lambda decl, index: False)
        return cheap_check(name, options)


def cheap_check(name: str, options: object) -> tuple[str, ...] | str:
    """The notes (or the error) of a fresh read: the process's memo cleared first."""
    declaration._READ.clear()
    declaration._CONFIGURATIONS.clear()
    try:
        return read_declaration(name, options).notes
    except BadDeclaration as exc:
        return f"error: {exc}"


# every option value the reference plays, per game (its own hello)
REFERENCE_GAMES = {name: game(name).option_values() for name in game_names()}
DECLARATIONS = [
    *[(name, REFERENCE_GAMES[name]) for name in sorted(REFERENCE_GAMES)],
    IDLE_HIGH_TO,
    JICK,
    ("smear", {"players": [4], "partnerships": [True], "jokers": [0, 1]}),
    ("smear", {"jokers": [0], "joker_rank": ["below_jick", "big_above_jick"]}),  # joker_rank idle without jokers
    ("smoorverliefd", {"partners": [False], "pair_sweep": ["together", "single_player"]}),
    ("fourpoint", {"take": [0, 1], "dealer_holds": [True]}),
]


@pytest.mark.parametrize("name, options", DECLARATIONS, ids=[f"{n}-{i}" for i, (n, _) in enumerate(DECLARATIONS)])
def test_the_shortcut_reads_what_the_full_check_reads(monkeypatch: pytest.MonkeyPatch, name: str, options: object) -> None:
    assert cheap_check(name, options) == full_check(monkeypatch, name, options)


def test_the_shortcut_ends_early_and_the_idle_value_still_warns() -> None:
    decl = read_declaration(*JICK)
    assert decl.notes == ()
    assert declaration._all_held(decl, 0)  # jick=true held by the second combination (see JICK)
    idle = read_declaration(*IDLE_HIGH_TO)
    assert not declaration._all_held(idle, 0)
    assert len(idle.notes) == 1 and "high_to" in idle.notes[0] and '"taker"' in idle.notes[0]


def test_a_recorded_declaration_is_not_checked_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = read_declaration(*IDLE_HIGH_TO, cache=tmp_path)
    records = list(tmp_path.glob("declaration-*.json"))
    assert len(records) == 1
    checks: list[str] = []
    real = declaration._check_played

    def counted(decl: declaration.Declaration, index: int, where: str) -> list[str]:
        checks.append(where)
        return real(decl, index, where)

    monkeypatch.setattr(declaration, "_check_played", counted)
    declaration._READ.clear()
    again = read_declaration(*IDLE_HIGH_TO, cache=tmp_path)
    assert checks == []  # recalled from the record
    assert again == first and again.notes == first.notes
    # An edited record (its digest no longer matches) is distrusted: checked again, and the
    # warning is the check's, not the record's.
    data = json.loads(records[0].read_text())
    data["content"] = ["forged warning"]
    records[0].write_text(json.dumps(data))
    declaration._READ.clear()
    assert read_declaration(*IDLE_HIGH_TO, cache=tmp_path).notes == first.notes
    assert checks == ["hello: games.fourpoint.options"]


def test_a_bad_declaration_is_never_recorded(tmp_path: Path) -> None:
    # Smear plays 0, 1 or 2 jokers (SM-2.1); the option's type is open-ended, so only the check,
    # asking the reference to settle a configuration with 3, refuses the declaration.
    with pytest.raises(BadDeclaration):
        read_declaration("smear", {"jokers": [3]}, cache=tmp_path)
    with pytest.raises(BadDeclaration):  # remembered in the process as an error, not as a declaration
        read_declaration("smear", {"jokers": [3]}, cache=tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_a_run_reports_the_same_with_and_without_the_record(tmp_path: Path) -> None:
    """Three runs of the same cases: no cache, a cache found empty, the cache the second filled."""
    args = ("run", "--suite", "corpus", "--format", "json", "--no-progress", "--impl", REFERENCE,
            "--game", "smoorverliefd", "--id", "smoorverliefd/play/*", "--id", "smoorverliefd/scoring/*")
    reports = []
    for extra in (("--no-cache",), ("--cache", str(tmp_path)), ("--cache", str(tmp_path))):
        done = trickref(*args, *extra)
        assert done.returncode == 0, done.stderr[-2000:]
        reports.append(untimed(json.loads(done.stdout)))
    assert list(tmp_path.glob("declaration-*.json"))  # the second run recorded the hello's declaration
    assert reports[0] == reports[1] == reports[2]
    summary = reports[0]
    assert isinstance(summary, dict) and summary["summary"]["passed"] > 0
