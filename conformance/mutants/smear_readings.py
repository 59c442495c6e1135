"""Smear mutants that read a point of the ambiguity register (R-SM-*) the other way: the
non-default reading played while the options say the default, or (``std_``) the standard game's
value played where the variant has its own (the older ones: smear.py, smear_scoring.py,
smear_standard.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Protocol

from conformance.mutants.common import trump_while_following
from conformance.mutants.patching import Body, Mutant, Patch, replace_function, replace_property
from reference.actions import Action, Play, as_action
from reference.cards import Card, Suit, sort_cards
from reference.errors import Code, IllegalAction
from reference.phases import Phase
from reference.smear import ranking, rules, scoring
from reference.smear.options import KEEP, SmearOptions
from reference.smear.state import Award, HandState, SmearState
from reference.table import evolve


@lru_cache(maxsize=None)
def _with(options: SmearOptions, changes: tuple[tuple[str, object], ...]) -> SmearOptions:
    """``options`` with ``changes`` (built once per pair: the rules ask at every step)."""
    return dataclasses.replace(options, **dict(changes))  # type: ignore[arg-type]


def as_if(options: SmearOptions, **changes: object) -> SmearOptions:
    return _with(options, tuple(sorted(changes.items())))


def _unless(option: str, value: object, reason: str) -> Callable[[Mapping[str, object]], str | None]:
    """``cannot_differ``: ``reason`` when ``option`` already has ``value``."""
    return lambda o: reason if o.get(option) == value else None


class _Rule(Protocol):
    def __call__(self, *args: object) -> object: ...


def _under(module: object, name: str, read: Callable[[SmearOptions], SmearOptions], options_at: int) -> Body:
    """``module.name`` run with its options argument (position ``options_at``) read as ``read``."""

    def apply(patch: Patch) -> None:
        original: _Rule = getattr(module, name)

        def patched(*args: object) -> object:
            values = list(args)
            options = values[options_at]
            assert isinstance(options, SmearOptions)
            values[options_at] = read(options)
            return original(*values)

        patch(module, name, patched)

    return apply


# ---------------------------------------------------------------------------- trump order


def big_joker_above_jick_always(patch: Patch) -> None:
    """SM-4.3, R-SM-10: X1 ranks above the Jick (the double-joker order) whatever joker_rank says."""
    original = ranking.trump_order

    def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
        if options.joker_rank == "below_jick" and options.joker_tiebreak == "fixed":
            options = as_if(options, joker_rank="big_above_jick")
        return original(trump, options)

    patch(ranking, "trump_order", trump_order)


def tiebreak_first_played(patch: Patch) -> None:
    """SM-4.4, R-SM-9, R-SM-33: with both jokers in a trick the first played wins (two of the
    three sources), whatever joker_tiebreak says."""
    original = ranking.stronger

    def stronger(later: Card, earlier: Card, trump: Suit, options: SmearOptions) -> bool:
        if later.is_joker and earlier.is_joker and options.joker_rank == "below_jick":
            return False
        return original(later, earlier, trump, options)

    replace_function(patch, ranking, "stronger", stronger)


def unscored_jick_not_trump(patch: Patch) -> None:
    """SM-4.2, R-SM-23: a Jick that does not score (score_jick false, as in five_point_team) is
    not a trump either: that jack is an ordinary card of its suit."""
    original_order = ranking.trump_order

    def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
        if card.suit is None:
            return True
        return card.suit == trump or (options.jick and options.score_jick and card == ranking.jick(trump))

    def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
        return original_order(trump, options if options.score_jick else as_if(options, jick=False))

    replace_function(patch, ranking, "is_trump", is_trump)
    patch(ranking, "trump_order", trump_order)


# ---------------------------------------------------------------------------- bidding, deal and discards


def std_dealer_forced(patch: Patch) -> None:
    """SM-3.5, R-SM-5: the dealer must bid after everyone else passed, whatever all_pass says."""
    original = rules.bid_refusal

    def bid_refusal(hand: HandState, amount: int | None, options: SmearOptions) -> IllegalAction | None:
        return original(hand, amount, as_if(options, all_pass="dealer_forced"))

    patch(rules, "bid_refusal", bid_refusal)


def std_max_bid_others_speak(patch: Patch) -> None:
    """SM-3.4, R-SM-4: a maximum bid never ends the bidding (max_bid ends_bidding ignored)."""

    def bidding_over(hand: HandState, options: SmearOptions) -> bool:
        return len(hand.bids) == options.players

    patch(rules, "bidding_over", bidding_over)


def std_widow_unused(patch: Patch) -> None:
    """SM-5.4, R-SM-6: the widow is dealt but never taken up: its cards stay out of play."""
    original = rules.after_bid

    def after_bid(state: SmearState, hand: HandState, seat: int, amount: int | None) -> SmearState:
        after = original(state, hand, seat, amount)
        h = after.hand
        if not state.options.widow or h is None or h is hand or h.phase is not Phase.TRUMP or h.widow:
            return after
        pitcher = h.pitcher
        assert pitcher is not None
        hands = list(h.hands)
        hands[pitcher] = sort_cards(c for c in hands[pitcher] if c not in hand.widow)
        return after.at(evolve(h, hands=tuple(hands), widow=hand.widow))

    patch(rules, "after_bid", after_bid)


def _no_refill(patch: Patch) -> None:
    """``begin_play_if_ready`` without the nine-card draw."""

    def begin_play_if_ready(state: SmearState, hand: HandState) -> SmearState:
        if any(rules.needs_discard(s, hand, state.options) for s in range(state.options.players)):
            return state.at(hand)
        return state.at(evolve(hand, phase=Phase.PLAY, leader=hand.pitcher))

    patch(rules, "begin_play_if_ready", begin_play_if_ready)


def std_nine_card_discard(patch: Patch) -> None:
    """SM-5.5, R-SM-12: nine-card Smear keeps the standard discard: any three cards, and no draw
    from the stock."""
    plain: Callable[[SmearOptions], SmearOptions] = lambda o: as_if(o, nine_card=False, hand_size=9) if o.nine_card else o
    _under(rules, "needs_discard", plain, 2)(patch)
    _under(rules, "discard_refusal", plain, 3)(patch)
    _under(rules, "discard_choices", plain, 2)(patch)
    _no_refill(patch)


def nine_card_refill_from_eldest(patch: Patch) -> None:
    """SM-5.5, R-SM-12: the nine-card draw goes round from the eldest hand, not the pitcher."""
    original = rules.begin_play_if_ready

    def begin_play_if_ready(state: SmearState, hand: HandState) -> SmearState:
        o = state.options
        if not o.nine_card or any(rules.needs_discard(s, hand, o) for s in range(o.players)):
            return original(state, hand)
        hands, drawn, stock = list(hand.hands), list(hand.drawn), hand.stock
        for s in rules.seats_from(rules.eldest(hand.dealer, o), o):
            want = KEEP - len(hands[s])
            if want > len(stock):
                return rules.end_unplayed(state, hand, "misdeal")
            drawn[s] = stock[:want]
            hands[s] = sort_cards(hands[s] + stock[:want])
            stock = stock[want:]
        return state.at(evolve(hand, hands=tuple(hands), drawn=tuple(drawn), stock=stock, phase=Phase.PLAY, leader=hand.pitcher))

    patch(rules, "begin_play_if_ready", begin_play_if_ready)


# ---------------------------------------------------------------------------- play


def std_trump_anytime(patch: Patch) -> None:
    """SM-6.3, R-SM-14: a trump may always be played instead of following (trump_anytime false ignored)."""
    trump_while_following(patch, rules, lambda trump: True)


def std_first_lead(patch: Patch) -> None:
    """SM-6.2, R-SM-13: the pitcher's first lead must be a trump whatever first_lead says."""
    lead_trump: Callable[[SmearOptions], SmearOptions] = lambda o: as_if(o, first_lead="trump") if o.first_lead != "trump" else o
    _under(rules, "play_refusal", lead_trump, 3)(patch)
    _under(rules, "playable", lead_trump, 2)(patch)


def forbidden_revoke_accepted(patch: Patch) -> None:
    """SM-6.7, R-SM-15: a revoke is accepted and penalized (revoke penalized) although the
    options forbid it; the legal lists still hold only lawful plays."""
    original_apply, original_changes = rules.apply, scoring.hand_changes

    def apply(state: SmearState, action: Action | str, seat: int | None = None) -> SmearState:
        try:
            return original_apply(state, action, seat)
        except IllegalAction as problem:
            act, hand, actor = as_action(action), state.hand, rules.to_act(state)
            if state.options.revoke != "forbidden" or problem.code not in (Code.MUST_FOLLOW_SUIT, Code.MUST_LEAD_TRUMP):
                raise
            assert isinstance(act, Play) and hand is not None and actor is not None
            return rules.after_play(state, hand, actor, act.card, True)

    def hand_changes(captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int],
                     options: SmearOptions) -> tuple[tuple[int, ...], bool]:
        if revoking and options.revoke == "forbidden":
            options = as_if(options, revoke="penalized")
        return original_changes(captured, pitcher_side, bid, revoking, options)

    replace_function(patch, rules, "apply", apply)
    patch(scoring, "hand_changes", hand_changes)


# ---------------------------------------------------------------------------- scoring


def _awards_as_if(**changes: object) -> Body:
    """The categories of a hand scored as if the options read ``changes``."""
    return _under(scoring, "hand_awards", lambda o: as_if(o, **changes), 1)


def std_game_tie(patch: Patch) -> None:
    """SM-7.7, R-SM-20: a Game tie goes to the side that captured the Low card, whatever game_tie says."""
    _under(scoring, "game_award", lambda o: as_if(o, game_tie="low_card") if o.game_tie != "low_card" else o, 2)(patch)


def std_joker_game_points(patch: Patch) -> None:
    """SM-7.7, R-SM-20: jokers count 0 game points whatever joker_game_points says."""
    original = scoring.game_value

    def game_value(card: Card, options: SmearOptions) -> int:
        return 0 if card.is_joker else original(card, options)

    patch(scoring, "game_value", game_value)


_STANDARD_CATEGORIES = {"score_jick": True, "score_jokers": True, "score_three": True}


def std_scored_categories(patch: Patch) -> None:
    """SM-7.1, R-SM-23, R-SM-24: the standard game's categories (the Jick, the jokers and the
    Three) are scored and counted in the hand maximum whatever the score_ options say."""
    original_awards = scoring.hand_awards

    def standard(o: SmearOptions) -> SmearOptions:
        return as_if(o, **_STANDARD_CATEGORIES)

    def hand_maximum(o: SmearOptions, original: Callable[[SmearOptions], int]) -> int:
        return original(standard(o))

    def hand_awards(hand: HandState, options: SmearOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
        return original_awards(hand, standard(options))

    replace_property(patch, SmearOptions, "hand_maximum", hand_maximum)
    patch(scoring, "hand_awards", hand_awards)


def jickless_jick_counted(patch: Patch) -> None:
    """SM-7.1, R-SM-25 item 4: score_jick true counts the Jick in the hand maximum even without
    the Jick rule (jick false), so bids run one higher."""

    def hand_maximum(o: SmearOptions, original: Callable[[SmearOptions], int]) -> int:
        return original(o) + (1 if o.score_jick and not o.jick else 0)

    replace_property(patch, SmearOptions, "hand_maximum", hand_maximum)


def _big_joker_idle(o: Mapping[str, object]) -> str | None:
    if o.get("joker_rank") == "big_above_jick":
        return "the double-joker order is already played"
    if o.get("joker_tiebreak") != "fixed":
        return "a played-order tiebreak: the double-joker order needs fixed (SM-4.4), so the mutant leaves it"
    if o.get("jokers") == 0 or o.get("jick") is False:
        return "no joker, or no Jick to rank it above"
    return None


MUTANTS: dict[str, Mutant] = {
    "big_joker_above_jick_always": Mutant("X1 ranks above the Jick whatever joker_rank says", "SM-4.3, R-SM-10",
                                          big_joker_above_jick_always,
                                          cannot_differ=_big_joker_idle),
    "tiebreak_first_played": Mutant("the first joker played in a trick wins whatever joker_tiebreak says", "SM-4.4, R-SM-9, R-SM-33",
                                    tiebreak_first_played,
                                    cannot_differ=lambda o: None if o.get("jokers") == 2 and o.get("joker_rank") == "below_jick"
                                    and o.get("joker_tiebreak") != "first_played" else "the jokers never tie or first_played is played"),
    "unscored_jick_not_trump": Mutant("a Jick that does not score is not a trump", "SM-4.2, R-SM-23", unscored_jick_not_trump,
                                      cannot_differ=lambda o: None if o.get("jick") is True and o.get("score_jick") is False
                                      else "the Jick scores, or there is none"),
    "std_dealer_forced": Mutant("the dealer must bid after all others pass whatever all_pass says", "SM-3.5, R-SM-5", std_dealer_forced,
                                cannot_differ=_unless("all_pass", "dealer_forced", "all_pass is dealer_forced")),
    "std_max_bid_others_speak": Mutant("a maximum bid never ends the bidding", "SM-3.4, R-SM-4", std_max_bid_others_speak,
                                       cannot_differ=_unless("max_bid", "others_speak", "max_bid is others_speak")),
    "std_widow_unused": Mutant("the widow is never taken up", "SM-5.4, R-SM-6", std_widow_unused,
                               cannot_differ=_unless("widow", 0, "no widow")),
    "std_nine_card_discard": Mutant("nine-card Smear discards any three cards and draws nothing", "SM-5.5, R-SM-12",
                                    std_nine_card_discard, cannot_differ=_unless("nine_card", False, "not nine-card Smear")),
    "nine_card_refill_from_eldest": Mutant("the nine-card draw starts with the eldest hand", "SM-5.5, R-SM-12",
                                           nine_card_refill_from_eldest, cannot_differ=_unless("nine_card", False, "not nine-card Smear")),
    "std_trump_anytime": Mutant("a trump may always be played instead of following", "SM-6.3, R-SM-14", std_trump_anytime,
                                cannot_differ=_unless("trump_anytime", True, "trump_anytime is true")),
    "std_first_lead": Mutant("the first lead must be a trump whatever first_lead says", "SM-6.2, R-SM-13", std_first_lead,
                             cannot_differ=_unless("first_lead", "trump", "first_lead is trump")),
    "forbidden_revoke_accepted": Mutant("a revoke is accepted and penalized although revoke is forbidden", "SM-6.7, R-SM-15",
                                        forbidden_revoke_accepted,
                                        cannot_differ=lambda o: None if o.get("revoke") == "forbidden" else "revokes are accepted"),
    "std_high_ace": Mutant("High is the ace of trump whatever high_rule says", "SM-7.2, R-SM-17", _awards_as_if(high_rule="ace"),
                           cannot_differ=_unless("high_rule", "ace", "high_rule is ace")),
    "std_low_captured": Mutant("Low goes to the capturer whatever low_rule says", "SM-7.3, R-SM-18", _awards_as_if(low_rule="captured"),
                               cannot_differ=_unless("low_rule", "captured", "low_rule is captured")),
    "std_game_tie": Mutant("a Game tie goes with the Low card whatever game_tie says", "SM-7.7, R-SM-20", std_game_tie,
                           cannot_differ=_unless("game_tie", "low_card", "game_tie is low_card")),
    "std_joker_game_points": Mutant("jokers count no game points whatever joker_game_points says", "SM-7.7, R-SM-20",
                                    std_joker_game_points,
                                    cannot_differ=lambda o: "jokers count no game points"
                                    if o.get("joker_game_points") == 0 or o.get("jokers") == 0 else None),
    "std_scored_categories": Mutant("the Jick, jokers and Three score whatever the score_ options say", "SM-7.1, R-SM-23, R-SM-24",
                                    std_scored_categories,
                                    cannot_differ=lambda o: "every standard category is scored"
                                    if all(o.get(k) is True for k in _STANDARD_CATEGORIES) else None),
    "jickless_jick_counted": Mutant("score_jick counts the Jick in the hand maximum without the Jick rule", "SM-7.1, R-SM-25",
                                    jickless_jick_counted,
                                    cannot_differ=lambda o: None if o.get("jick") is False and o.get("score_jick") is True
                                    else "the Jick rule is on, or the Jick is not scored"),
}
