"""Smear option readings (area ``options``): for each non-default option value, a hand *under*
that value chosen so that replaying it under the default gives a different observation, and a
hand under the default chosen so that it differs under that value ("contrast" cases, level
``must``). Implementations that read a contested point the other way fail them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.sources.generated import common
from conformance.sources.generated.smear.play import Playout, opts, play
from conformance.sources.generated.smear.playouts import playout_case
from reference.phases import Phase
from reference.smear.options import SmearOptions, smear_options_dict
from reference.smear.rules import apply, legal_actions, new_game

# ---------------------------------------------------------------------------- option cases


@dataclass(frozen=True)
class Reading:
    option: str
    value: JSONScalar
    policy: str
    base: str = "standard"
    hands: int = 1
    contrast: bool = True  # also a default-options case that the non-default reading fails
    start: int = 1  # first seed tried (the search is deterministic either way)


READINGS: tuple[Reading, ...] = (
    Reading("joker_tiebreak", "first_played", "jokers"),
    Reading("joker_tiebreak", "second_played", "jokers"),
    Reading("all_pass", "redeal", "passer"),
    Reading("all_pass", "dealer_set", "passer"),
    Reading("trump_anytime", False, "trumper"),
    Reading("revoke", "penalized", "revoker", contrast=False),
    Reading("revoke", "set_back", "revoker", contrast=False),
    Reading("high_rule", "highest_in_play", "random"),
    Reading("low_rule", "holder", "random"),
    Reading("game_tie", "lowest_trump", "random"),
    Reading("game_tie", "none", "random"),
    Reading("max_bid", "ends_bidding", "overbidder"),
    Reading("first_lead", "any", "random"),
    Reading("joker_game_points", 1, "random"),
    Reading("elimination", -10, "overbidder", base="target_11", hands=40),
    Reading("jick", False, "random"),
    Reading("joker_rank", "big_above_jick", "jokers"),
    Reading("score_jick", False, "random"),
    Reading("score_jokers", False, "random"),
    Reading("score_three", False, "random"),
    Reading("score_two", False, "random", base="widow"),
)


def quick_differs(p: Playout, alt: SmearOptions, legality: bool) -> bool:
    """A cheap engine-level screen for ``differs``: replay the actions under ``alt`` and compare
    the tricks, the results and the winner (and, with ``legality``, the legal sets)."""
    return common.outcome_differs(p.final, common.replay_under(
        lambda o, deals, dealer: new_game(o, deals=deals, dealer=dealer), apply, legal_actions, alt, p.deals, p.dealer,
        p.actions, p.states, legality, compare_at=lambda s: s.phase in (Phase.BIDDING, Phase.PLAY)))


def _search(r: Reading, under_value: bool, label: str, slug: str, description: str, tags: list[str]) -> CaseDict:
    base, with_value = opts(r.base), opts(r.base, **{r.option: r.value})
    options, alt = (with_value, base) if under_value else (base, with_value)
    legality = r.option in ("all_pass", "trump_anytime", "first_lead", "max_bid")
    return common.first_telling(range(r.start, r.start + 400), lambda seed: play(r.base, options, seed, r.policy, hands=r.hands),
                                lambda p: (r.hands == 1 or p.final.winner is not None) and quick_differs(p, alt, legality),
                                lambda p: playout_case(p, area="options", slug=slug, description=description, tags=tags),
                                dict(smear_options_dict(alt)), f"no seed gives a hand that tells {label} apart")


def option_cases() -> list[CaseDict]:
    return [case for r in READINGS for case in common.reading_cases(
        r.option, r.value, smear_options_dict(opts(r.base))[r.option], "a hand", partial(_search, r), contrast=r.contrast)]
