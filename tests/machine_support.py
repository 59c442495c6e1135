"""What the tests of the games' stateful machines share (tests/test_properties_<game>.py): the
test that follows a machine and checks the states it reached (properties/rare.py), written once
and bound to each game's machine, counts and lists."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Protocol

from properties import rare


class _MachineCase(Protocol):
    """A machine's unittest TestCase (``Machine.TestCase()``): one run of the machine."""

    def runTest(self) -> None: ...


def reached_the_rare_states(
    game: str, title: str, stats: Counter[str], must: Sequence[str], rare_names: Sequence[str],
    machine: Callable[[], _MachineCase],
) -> Callable[[], None]:
    """The test to assign, in the machine's module, after the machine's TestCase (so that pytest
    collects it second and it reads the counts the machine's run left in ``stats``)."""

    def test() -> None:
        """After the machine's TestCase (collected above, so it runs first), the rare states it
        reached; run alone (``-k``), this test runs the machine itself."""
        rare.check_reached(game, title, stats, must, rare_names, machine().runTest)

    return test
