"""A wrong implementation's ``cannot_differ`` claim is tested, not trusted.

A mutant that names a reason under a configuration (conformance/mutants/) is listed with it and
never counted there: a false claim would drop a rule's missing check from the report without a
word (a "no discriminating check" line that should be there, and is not). So each claim is put to
seeded play: under the first and the last configuration where the mutant claims it cannot differ
(in the order suite/teeth.py tries them: the standard game, the presets, one option changed), a
few seeded playouts (single hands and whole games, over the generator's play policies) are
replayed under the mutant, and none may end differently from the reference's (targeted.Pool's
screen, the one a suite build runs). A fixed count of playouts, never a clock.

The controls: the build's screens find the two Smoorverliefd mutants whose claims were written
with this test where they do differ (a heart dead with 3 players; a pair sweeping together), and
the screen found the claim this test was written against: ``widow_discards_count_game`` said "no
widow" could not differ, though every player discards down to six under 10-point Smear's deal of
ten (SM-5), the pitcher's discards among them.
"""

from __future__ import annotations

import functools
import pytest

from conformance.games import game
from conformance.jsonvalues import JSONScalar, compact
from conformance.mutants import MUTANTS
from conformance.suite.targeted import Pool
from conformance.suite.teeth import trials

PLAYOUTS = 6  # per configuration: 3 single hands and 3 whole games


def _trials(game_name: str) -> list[dict[str, JSONScalar]]:
    """suite/teeth.py's configurations of ``game_name`` without its pairs of changed options."""
    return trials(game_name, pairs=False)


def _claims() -> list[tuple[str, str]]:
    """(mutant, configuration key) for each mutant's first and last claimed configuration."""
    out: list[tuple[str, str]] = []
    for name in sorted(MUTANTS):
        mutant = MUTANTS[name]
        claimed = [compact(c) for c in _trials(mutant.game) if mutant.cannot_differ(c) is not None]
        out += [(name, key) for key in dict.fromkeys(claimed[:1] + claimed[-1:])]
    return out


@functools.cache
def _pool(game_name: str, key: str) -> Pool:
    configuration = next(c for c in _trials(game_name) if compact(c) == key)
    return Pool(game_name, configuration, size=PLAYOUTS)


CLAIMS = _claims()


def test_claims_are_many_and_cover_every_game() -> None:
    games = {MUTANTS[name].game for name, _ in CLAIMS}
    assert games == {"smear", "fourpoint", "smoorverliefd"}
    assert len(CLAIMS) >= 100


@pytest.mark.parametrize("game_name", ["smear", "fourpoint", "smoorverliefd"])
def test_no_claimed_mutant_ends_a_seeded_playout_differently(game_name: str) -> None:
    wrong = []
    for name, key in CLAIMS:
        if MUTANTS[name].game != game_name:
            continue
        found = _pool(game_name, key).telling(name)
        if found is not None:
            wrong.append(f"{name} under {key[:120]}: {MUTANTS[name].cannot_differ(_pool(game_name, key).configuration)!r} "
                         f"but {found['id']} tells it apart")
    assert wrong == []


@pytest.mark.parametrize(("name", "changes"), [
    ("sv_sweep_needs_thirteen", {"players": 3}),
    ("sv_pair_sweep_single_by_default", {"players": 4, "partners": True, "pair_sweep": "together"}),
])
def test_the_screen_finds_the_mutant_where_it_can_differ(name: str, changes: dict[str, JSONScalar]) -> None:
    support = game("smoorverliefd")
    configuration = support.full_options({**support.defaults, **changes})
    assert MUTANTS[name].cannot_differ(configuration) is None
    pool = Pool("smoorverliefd", configuration)
    # the build's screens in its order: seeded playouts, then hands from adversarial deals (a
    # sweep with a heart dead is one of them: SV-4.3 with 3 players)
    assert pool.telling(name) is not None or pool.rare(name) is not None
