"""The command line builds its parser without importing each command's modules (issue 27): what
that saving must not change."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest

from trickref import cli


def test_the_games_cli_lists_are_the_terminal_views_games() -> None:
    from trickref.present.games import GAME_NAMES

    assert cli.GAME_NAMES == GAME_NAMES


def test_building_the_parser_imports_no_command_module_nor_engine() -> None:
    """In a fresh process: parsing a `conformance run` command line leaves the other commands'
    modules, the terminal views and the three engines unimported."""
    code = (
        "import sys\n"
        "from trickref.cli import build_parser\n"
        "build_parser().parse_args(['conformance', 'run', '--impl', 'x'])\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith(('trickref.', 'reference.smear', 'reference.fourpoint', 'reference.smoorverliefd')))))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert loaded == ["trickref.cli", "trickref.commands", "trickref.commands.conformance", "trickref.commands.fuzz",
                      "trickref.commands.interrupts"]


def test_the_play_help_still_lists_every_preset() -> None:
    """The epilog written when the help is shown: the presets of the three games, read by hand
    from reference/<game>/options.py's PRESETS."""
    parser = cli.build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    play = sub.choices["play"]
    text = " ".join(play.format_help().split())
    assert "presets: smear: standard, ten_point, nine_card, widow, no_jick, five_point_team, double_joker, target_11, target_52; " \
           "fourpoint: standard, take_0, take_1, take_2, take_3; smoorverliefd: standard, target_100, met_troef, blind_love, " \
           "partner, kleine_liefde, cupids_arrow. Options and their values: 'trickref rules GAME'." in text
    assert play.format_help() == play.format_help()  # written once, then kept


def test_each_command_is_dispatched_to_its_module(capsys: pytest.CaptureFixture[str]) -> None:
    """The lazily imported commands still run: one of each kind, by its exit status."""
    assert cli.main(["rules", "--id", "SM-3.2"]) == 0
    assert cli.main(["vocabulary", "smear", "--codes"]) == 0
    assert cli.main(["play", "smear", "--seed", "1", "--actions", "pass"]) == 0
    assert cli.main(["explain", "--position", "/nonexistent/position.json"]) == 2
    assert cli.main(["perft", "--position", "/nonexistent/position.json", "--depth", "1"]) == 2


def test_fuzz_starts_without_the_corpus_reader_nor_the_run_loop() -> None:
    """In a fresh process: what ``conformance fuzz`` imports before its search (the command
    modules, the skip-file reader, the fuzz run) leaves the corpus reader, the run loop and its
    reports unimported; ``run`` imports them itself (issue 27)."""
    code = (
        "import sys\n"
        "import trickref.cli, trickref.commands.conformance, conformance.run.skips, conformance.fuzz.run, conformance.fuzz.jobs\n"
        "print(' '.join(sorted(m for m in ('conformance.case.corpus', 'conformance.run.loop', 'conformance.run.reports') if m in sys.modules)))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert loaded == []
