"""A cold declared-suite build made cheaper without changing what it builds.

- ``Pool._first_caught`` replays the pool's playouts under a mutant only until the third changed
  one (only the first three are ever checked): its answer must be the one of replaying them all.
- ``clear_engine_caches`` reads each reference module's namespace in place and picks its
  ``lru_cache`` wrappers by exact type: it must still empty every one of them.
- the build runs with the cyclic collector eased (``build.collector_eased``), which must put the
  thresholds back, also when the build fails.
"""

from __future__ import annotations

import functools
import gc
import sys
import types
from collections.abc import Iterator

import pytest

from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.mutants import MUTANTS
from conformance.sources.generated.configured import Playout, fitted, game_kit
from conformance.suite import targeted
from conformance.suite.build import BUILD_GC_THRESHOLD, collector_eased
from conformance.suite.discrimination import clear_engine_caches, mutant_applied
from conformance.suite.targeted import Pool

# the first configuration of the undeclared Smoorverliefd declaration, 4 players and no variants
CONFIGURATION: dict[str, JSONScalar] = {
    "players": 4, "target": 50, "sweep": "all_in_play", "champion": "none", "tie": "play_on", "troef": False,
    "troef_duty": "none", "blind_love": False, "blind_bonus": 10, "blind_penalty": 10, "partners": False,
    "pair_sweep": "together", "kleine_liefde": False, "cupids_arrow": False, "curse_hearts": True,
    "curse_penalty": 5, "curse_dealer": "heart_points",
}


def _eager(pool: Pool, mutant: str, playouts: list[tuple[Playout, str, int, object]]) -> CaseDict | None:
    """``_first_caught`` as it was before the lazy replay: every playout replayed under the mutant first."""
    kit = fitted(game_kit(pool.game), pool.configuration)
    with mutant_applied(mutant):
        changed = [e for e in playouts if targeted._observed(pool.game, pool.configuration, e[0]) != e[3]]
    for p, policy, seed, _ in changed[:3]:
        case = kit.playout_case(p, f"{policy}-seed-{seed}", f"{policy} play, seed {seed}", ["declared"])
        if targeted._tells(case, mutant):
            return targeted._renamed(case, mutant, pool.configuration)
    return None


@pytest.fixture(scope="module")
def pool() -> Iterator[Pool]:
    p = Pool("smoorverliefd", CONFIGURATION, size=8)
    p.fill()
    yield p


# a mutant caught by many playouts (so the lazy replay stops early), one caught by none or few
# (so it replays them all), and a scoring one
MUTANTS_TRIED = sorted(n for n, m in MUTANTS.items() if m.game == "smoorverliefd")[::9]


@pytest.mark.parametrize("mutant", MUTANTS_TRIED)
def test_first_caught_is_the_eager_answer(pool: Pool, mutant: str) -> None:
    assert pool._first_caught(mutant, pool.playouts) == _eager(pool, mutant, pool.playouts)


def test_clear_engine_caches_empties_every_reference_cache() -> None:
    module = types.ModuleType("reference._h27_probe")

    @functools.lru_cache(maxsize=None)
    def doubled(n: int) -> int:
        return 2 * n

    module.doubled = doubled  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    try:
        doubled(3)
        doubled(4)
        assert doubled.cache_info().currsize == 2
        clear_engine_caches()
        assert doubled.cache_info().currsize == 0
    finally:
        del sys.modules[module.__name__]


def test_collector_eased_puts_the_thresholds_back() -> None:
    before = gc.get_threshold()
    with pytest.raises(RuntimeError), collector_eased():
        assert gc.get_threshold() == BUILD_GC_THRESHOLD
        raise RuntimeError("a build that fails")
    assert gc.get_threshold() == before
