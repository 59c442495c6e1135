"""Smear mutants of the standard values (issue 16, item 4).

Each replaces one variant-dependent quantity with the value it has in the standard game, or a
variant's order with the standard order: code that is right for the standard game and was never
told about the variant. Smear's standard game: 4 players, no partners, 54 cards (2 jokers), 10
cards each, the Jick, the jokers below the Jick, a hand maximum of 10, target 21. The Four Point
(``fp_std_``) and Smoorverliefd (``sv_std_``) ones are in their games' modules."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from conformance.mutants.patching import Body, Mutant, Patch, replace_function, replace_property
from conformance.mutants.smear import hand_maximum
from conformance.mutants.smear_scoring import winner_under
from reference.actions import Action, Pass, bid_of
from reference.bidding import bid_refusal as bid_refusal_for
from reference.cards import Card, Suit, standard_deck
from reference.errors import IllegalAction
from reference.phases import Phase
from reference.smear import ranking, rules, scoring
from reference.smear.options import SmearOptions
from reference.smear.state import Award, HandState, SmearState

_STD_SMEAR = SmearOptions()
_STD_HAND_MAXIMUM = _STD_SMEAR.hand_maximum  # read before any mutant replaces the property


def _std_smear_property(name: str) -> Body:
    """The int property ``SmearOptions.<name>`` at its standard game's value."""
    value = getattr(_STD_SMEAR, name)

    def apply(patch: Patch) -> None:
        replace_property(patch, SmearOptions, name, lambda o, original: value)

    return apply


def std_revoke_penalty(patch: Patch) -> None:
    """SM-8.5 (revoke penalized): the other sides score 10, not the variant's hand maximum."""
    original = scoring.hand_changes

    def hand_changes(captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int], options: SmearOptions) -> tuple[tuple[int, ...], bool]:
        changes, made = original(captured, pitcher_side, bid, revoking, options)
        if revoking and options.revoke == "penalized":
            changes = tuple(0 if s in revoking else _STD_HAND_MAXIMUM for s in range(options.sides))
        return changes, made

    patch(scoring, "hand_changes", hand_changes)


def std_maximum_bid(patch: Patch) -> None:
    """SM-3.2, SM-3.4: bids run to 10 and a bid of 10 is the maximum, whatever the hand maximum."""
    original = rules.bid_refusal
    top = _STD_HAND_MAXIMUM

    def bid_refusal(hand: HandState, amount: int | None, options: SmearOptions) -> IllegalAction | None:
        if amount is None:
            return original(hand, amount, options)
        return bid_refusal_for(amount, hand.bid, rules.MIN_BID, top, "SM-3.2")

    def bidding_over(hand: HandState, options: SmearOptions) -> bool:
        return len(hand.bids) == options.players or (options.max_bid == "ends_bidding" and hand.bid == top)

    def legal_actions(state: SmearState) -> list[Action]:
        hand = state.hand
        if hand is None or hand.phase is not Phase.BIDDING or state.winner is not None:
            return original_legal(state)
        bids: list[Action] = [bid_of(n) for n in range(rules.MIN_BID, top + 1) if bid_refusal(hand, n, state.options) is None]
        return [a for a in original_legal(state) if isinstance(a, Pass)] + bids

    original_legal = rules.legal_actions
    patch(rules, "bid_refusal", bid_refusal)
    patch(rules, "bidding_over", bidding_over)
    replace_function(patch, rules, "legal_actions", legal_actions)


def std_trump_order(patch: Patch) -> None:
    """SM-4.3: the jokers below the Jick whatever ``joker_rank`` says (the double-joker order lost)."""
    original = ranking.trump_order

    def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
        return original(trump, dataclasses.replace(options, joker_rank="below_jick"))

    patch(ranking, "trump_order", trump_order)


def std_trump_set(patch: Patch) -> None:
    """SM-4.2: the Jick is a trump (and ranks as one) even when the variant has no Jick."""
    original = ranking.trump_order

    def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
        return card.suit is None or card.suit == trump or card == ranking.jick(trump)

    def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
        return original(trump, dataclasses.replace(options, jick=True))

    replace_function(patch, ranking, "is_trump", is_trump)
    patch(ranking, "trump_order", trump_order)


def std_low_high_candidates(patch: Patch) -> None:
    """SM-7.2, SM-7.3: Low (and High under ``highest_in_play``) is chosen among the standard game's
    trumps in the standard order: the Jick counts under no_jick, the jokers sit below the Jick
    under double_joker."""
    original = scoring.hand_awards

    def hand_awards(hand: HandState, options: SmearOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
        awards, totals = original(hand, options)
        trump = hand.trump
        assert trump is not None
        std = dataclasses.replace(_STD_SMEAR, high_rule=options.high_rule, low_rule=options.low_rule)
        played = [c for t in hand.tricks for c in t.cards]
        trumps = sorted((c for c in played if ranking.is_trump(c, trump, std)), key=lambda c: ranking.trump_power(c, trump, std))

        def award(category: str, card: Card | None, by_player: bool) -> Award:
            if card is None:
                return Award(category, None, 0)  # type: ignore[arg-type]
            seat = scoring._player_of(card, hand) if by_player else None
            side = options.side_of(seat) if seat is not None else scoring._capturer(card, hand, options)
            return Award(category, side, 1 if side is not None else 0)  # type: ignore[arg-type]

        out = []
        for a in awards:
            if a.category == "low":
                a = award("low", trumps[0] if trumps else None, options.low_rule == "holder")
            elif a.category == "high" and options.high_rule == "highest_in_play":
                a = award("high", trumps[-1] if trumps else None, False)
            out.append(a)
        return tuple(out), totals

    patch(scoring, "hand_awards", hand_awards)


def std_deck_size(patch: Patch) -> None:
    """SM-2.1: the deck is 54 cards (two jokers) whatever ``jokers`` says."""

    def deck(options: SmearOptions) -> tuple[Card, ...]:
        return standard_deck(jokers=_STD_SMEAR.jokers)

    replace_function(patch, rules, "deck", deck)


# SM-9.1: the game is played to 21 whatever ``target`` says.
std_target_smear = winner_under(lambda o: dataclasses.replace(o, target=_STD_SMEAR.target))
# SM-9.4: no elimination, as in the standard game, whatever ``elimination`` says.
std_no_elimination = winner_under(lambda o: dataclasses.replace(o, elimination=None))


MUTANTS: dict[str, Mutant] = {
    "std_hand_maximum": Mutant("the hand maximum is 10 whatever the scored categories", "SM-7.1, SM-3.2, SM-8.5",
                               hand_maximum(lambda h, o: _STD_HAND_MAXIMUM)),
    "std_revoke_penalty": Mutant("revoke penalized scores the other sides 10, not the hand maximum", "SM-8.5, R-SM-15", std_revoke_penalty),
    "std_maximum_bid": Mutant("bids run to 10, and 10 is the maximum bid, whatever the hand maximum", "SM-3.2, SM-3.4", std_maximum_bid),
    "std_trump_order": Mutant("the jokers rank below the Jick whatever joker_rank says", "SM-4.3, R-SM-10", std_trump_order),
    "std_trump_set": Mutant("the Jick is a trump even without the Jick rule", "SM-4.2, R-SM-24", std_trump_set),
    "std_low_high_candidates": Mutant("Low (and High highest_in_play) among the standard trumps in the standard order", "SM-7.2, SM-7.3",
                                      std_low_high_candidates),
    "std_deck_size": Mutant("the deck is 54 cards whatever jokers says", "SM-2.1", std_deck_size),
    "std_hand_size": Mutant("every player is dealt 10 cards", "SM-2.2, R-SM-3", _std_smear_property("dealt")),
    "std_sides": Mutant("every player is a side, partnerships or not", "SM-1.2", _std_smear_property("sides")),
    "std_target": Mutant("the game is played to 21 whatever target says", "SM-9.1", std_target_smear),
    "std_no_elimination": Mutant("elimination is ignored (off, as in the standard game)", "SM-9.4, R-SM-22", std_no_elimination),
}
