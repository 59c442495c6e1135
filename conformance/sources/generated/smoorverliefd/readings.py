"""Smoorverliefd option readings (area ``options``): for each non-default option value, a round
*under* that value that the default reading replays differently, and a default round that the
other value replays differently.
"""

from __future__ import annotations

from functools import partial

from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.common import Reading, text
from conformance.sources.generated.smoorverliefd.play import Playout, opts, play
from conformance.sources.generated.smoorverliefd.playouts import playout_case
from reference.smoorverliefd.options import SmoorverliefdOptions, smoorverliefd_options_dict
from reference.smoorverliefd.rules import apply, legal_actions, new_game

# ---------------------------------------------------------------------------- option cases


READINGS: tuple[Reading, ...] = (
    Reading("sweep", "all_thirteen", base=(("players", 3),), deal_kind="sweep-dead-heart"),
    Reading("sweep", "all_thirteen", base=(("players", 5),), deal_kind="sweep-dead-heart"),
    Reading("champion", "only_champion_scores"),
    Reading("blind_bonus", 5, base=(("blind_love", True),)),
    Reading("blind_penalty", 3, base=(("blind_love", True),)),
    Reading("pair_sweep", "single_player", base=(("partners", True),), deal_kind="pair"),
    Reading("curse_hearts", False, base=(("cupids_arrow", True),), hands=2, legality=True),
    Reading("curse_penalty", 2, base=(("cupids_arrow", True),), hands=2),
    Reading("troef_duty", "trump", base=(("troef", True),), legality=True),
    Reading("troef_duty", "overtrump", base=(("troef", True),), legality=True),
)


def quick_differs(p: Playout, alt: SmoorverliefdOptions, legality: bool) -> bool:
    """A cheap engine-level screen for ``differs``."""
    state = common.replay_under(lambda o, deals, dealer: new_game(o, deals=deals, dealer=dealer), apply, legal_actions,
                         alt, p.deals, p.dealer, p.actions, p.states, legality)
    return state is None or p.final.results != state.results or p.final.winner != state.winner


def _search(r: Reading, under_value: bool, name: str, slug: str, description: str, tags: list[str]) -> CaseDict:
    base, with_value = opts(**dict(r.base)), opts(**dict(r.base), **{r.option: r.value})
    options, alt = (with_value, base) if under_value else (base, with_value)
    return common.first_telling(range(1, 500), lambda seed: play("standard", options, seed, "hearts", hands=r.hands, deal_kind=r.deal_kind),
                                lambda p: quick_differs(p, alt, r.legality),
                                lambda p: playout_case(p, area="options", slug=slug, description=description, tags=tags),
                                smoorverliefd_options_dict(alt), f"no seed tells {r.option}={r.value} apart")


def option_cases() -> list[CaseDict]:
    return [case for r in READINGS for case in common.reading_cases(
        r.option, r.value, smoorverliefd_options_dict(opts(**dict(r.base)))[r.option], "a round", partial(_search, r),
        where=" ".join(f"{k} {text(v)}" for k, v in r.base))]
