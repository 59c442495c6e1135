"""Four Point option readings (area ``options``): for each non-default option value, a hand
*under* that value that the default reading replays differently, and a default hand that the other
value replays differently. ``high_to: taker`` has none: it never changes a result (FP-7.2, R-FP-11).
"""

from __future__ import annotations

from functools import partial

from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.common import Reading
from conformance.sources.generated.fourpoint.play import Playout, opts, play
from conformance.sources.generated.fourpoint.playouts import playout_case
from reference.fourpoint.options import FourPointOptions, fourpoint_options_dict
from reference.fourpoint.rules import apply, legal_actions, new_game

# ---------------------------------------------------------------------------- option cases


READINGS: tuple[Reading, ...] = (
    Reading("trump_discard", "excess_only", "hoarder", deal_kind="long", legality=True),
    Reading("trump_anytime", False, "trumper", legality=True),
    Reading("high_card", "highest", "random"),
    Reading("low_card", "lowest", "random"),
    Reading("low_to", "taker", "random"),
    Reading("discarded_jack", "bidder", "hoarder", deal_kind="long"),
    Reading("game_tie", "bidder", "random"),
    Reading("win_only_on_made_bid", True, "cautious", hands=40, base=(("target", 6),)),
    Reading("non_bidder_cap", "at_target", "cautious", hands=40, base=(("target", 6),)),
    Reading("non_bidder_cap", "below_target", "cautious", hands=40, base=(("target", 6),)),
    Reading("all_pass", "dealer_forced", "passer", legality=True),
    Reading("max_bid", "others_speak", "random", legality=True),
    Reading("dealer_holds", True, "random", legality=True),
    Reading("made_bid_winner", "bidding_side", "cautious", hands=40, base=(("win_only_on_made_bid", True), ("target", 6))),
)


def quick_differs(p: Playout, alt: FourPointOptions, legality: bool) -> bool:
    """A cheap engine-level screen for ``differs``."""
    return common.outcome_differs(p.final, common.replay_under(
        lambda o, deals, dealer: new_game(o, deals=deals, dealer=dealer), apply, legal_actions, alt, p.deals, p.dealer,
        p.actions, p.states, legality))


def _search(r: Reading, under_value: bool, name: str, slug: str, description: str, tags: list[str]) -> CaseDict:
    base, with_value = opts(**dict(r.base)), opts(**dict(r.base), **{r.option: r.value})
    options, alt = (with_value, base) if under_value else (base, with_value)
    return common.first_telling(range(1, 3000), lambda seed: play("standard", options, seed, r.policy, hands=r.hands, deal_kind=r.deal_kind),
                                lambda p: (r.hands == 1 or p.final.winner is not None) and quick_differs(p, alt, r.legality),
                                lambda p: playout_case(p, area="options", slug=slug, description=description, tags=tags),
                                fourpoint_options_dict(alt), f"no seed tells {r.option}={r.value} apart")


def option_cases() -> list[CaseDict]:
    return [case for r in READINGS for case in common.reading_cases(
        r.option, r.value, fourpoint_options_dict(opts(**dict(r.base)))[r.option], "a game (target 6)" if r.hands > 1 else "a hand",
        partial(_search, r))]
