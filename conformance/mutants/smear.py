"""Smear mutants: the trump and card order, the bidding and the deal, the discards and the
play. Scoring and the end of the game: smear_scoring.py; the standard values: smear_standard.py."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from conformance.mutants.common import plays_from_refusals, trump_while_following
from conformance.mutants.patching import Body, Mutant, Patch, replace_function, replace_property
from reference.actions import Action, as_action
from reference.cards import JACK, X1, X2, Card, Suit
from reference.errors import Code, IllegalAction
from reference.phases import Phase
from reference.smear import ranking, rules, scoring
from reference.smear.options import SmearOptions
from reference.smear.ranking import suit_of as _original_suit_of
from reference.smear.scoring import unplayed_result
from reference.smear.state import HandResult, HandState, SmearState
from reference.table import close_hand
from reference.tricks import Stronger, SuitOf

# ---------------------------------------------------------------------------- trump and card order


def jick_not_trump(patch: Patch) -> None:
    def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
        return card.suit is None or card.suit == trump

    replace_function(patch, ranking, "is_trump", is_trump)


def jick_follows_printed_suit(patch: Patch) -> None:
    original = _original_suit_of

    def suit_of(card: Card, trump: Suit, options: SmearOptions) -> Suit:
        if options.jick and card == ranking.jick(trump):
            return trump.partner
        return original(card, trump, options)

    patch(rules, "suit_of", suit_of)


def _reorder(patch: Patch, change: Callable[[list[Card], Suit, SmearOptions], list[Card]]) -> None:
    original = ranking.trump_order

    def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
        return tuple(change(list(original(trump, options)), trump, options))

    patch(ranking, "trump_order", trump_order)


def _swap(patch: Patch, pair: Callable[[Suit], tuple[Card, Card]]) -> None:
    """Swap two cards of the trump order, when both are in it."""

    def change(order: list[Card], trump: Suit, options: SmearOptions) -> list[Card]:
        a, b = pair(trump)
        if a in order and b in order:
            i, j = order.index(a), order.index(b)
            order[i], order[j] = b, a
        return order

    _reorder(patch, change)


def jokers_swapped(patch: Patch) -> None:
    _swap(patch, lambda trump: (X1, X2))


def jack_below_jick(patch: Patch) -> None:
    _swap(patch, lambda trump: (Card(JACK, trump), ranking.jick(trump)))


def jokers_lowest(patch: Patch) -> None:
    def change(order: list[Card], trump: Suit, options: SmearOptions) -> list[Card]:
        jokers = [c for c in order if c.is_joker]
        return [c for c in order if not c.is_joker] + jokers

    _reorder(patch, change)


def big_joker_above_jack(patch: Patch) -> None:
    def change(order: list[Card], trump: Suit, options: SmearOptions) -> list[Card]:
        if options.joker_rank == "big_above_jick" and X1 in order:
            order.remove(X1)
            order.insert(order.index(Card(JACK, trump)), X1)
        return order

    _reorder(patch, change)


def tiebreak_ignored(patch: Patch) -> None:
    original = ranking.stronger

    def stronger(later: Card, earlier: Card, trump: Suit, options: SmearOptions) -> bool:
        return original(later, earlier, trump, dataclasses.replace(options, joker_tiebreak="fixed"))

    replace_function(patch, ranking, "stronger", stronger)


# ---------------------------------------------------------------------------- bidding and dealing


def dealer_may_pass(patch: Patch) -> None:
    original_refusal = rules.bid_refusal
    original_unplayed = rules.end_unplayed

    def bid_refusal(hand: HandState, amount: int | None, options: SmearOptions) -> IllegalAction | None:
        problem = original_refusal(hand, amount, options)
        return None if problem is not None and problem.code is Code.MUST_BID else problem

    def end_unplayed(state: SmearState, hand: HandState, outcome: str) -> SmearState:
        return original_unplayed(state, hand, "redeal" if outcome == "dealer_forced" else outcome)

    patch(rules, "bid_refusal", bid_refusal)
    patch(rules, "end_unplayed", end_unplayed)


def max_bid_ends(patch: Patch) -> None:
    def bidding_over(hand: HandState, options: SmearOptions) -> bool:
        return len(hand.bids) == options.players or hand.bid == options.hand_maximum

    patch(rules, "bidding_over", bidding_over)


def equal_bid_allowed(patch: Patch) -> None:
    original = rules.bid_refusal

    def bid_refusal(hand: HandState, amount: int | None, options: SmearOptions) -> IllegalAction | None:
        problem = original(hand, amount, options)
        if problem is not None and amount is not None and amount == hand.bid and amount >= rules.MIN_BID:
            return None
        return problem

    patch(rules, "bid_refusal", bid_refusal)


def hand_maximum(change: Callable[[int, SmearOptions], int]) -> Body:
    def apply(patch: Patch) -> None:
        replace_property(patch, SmearOptions, "hand_maximum", lambda o, original: change(original(o), o))

    return apply


def eldest_is_dealer(patch: Patch) -> None:
    def eldest(dealer: int, options: SmearOptions) -> int:
        return dealer

    patch(rules, "eldest", eldest)


def _next_hand_variant(patch: Patch, dealer_after: Callable[[HandState, bool, SmearOptions], int]) -> None:
    def next_hand(state: SmearState, hand: HandState, result: HandResult, pitcher_side: int | None, redeal: bool) -> SmearState:
        o = state.options
        winner = scoring.game_winner(result.scores, pitcher_side, scoring.pitcher_made(result, pitcher_side), o)
        state = close_hand(state, hand, result, result.scores, winner, dealer_after(hand, redeal, o))
        return state if winner is not None else rules.start_hand(state)

    patch(rules, "next_hand", next_hand)


def dealer_rotates_right(patch: Patch) -> None:
    _next_hand_variant(patch, lambda hand, redeal, o: hand.dealer if redeal else (hand.dealer - 1) % o.players)


def redeal_passes_deal(patch: Patch) -> None:
    _next_hand_variant(patch, lambda hand, redeal, o: (hand.dealer + 1) % o.players)


def dealer_set_same_dealer(patch: Patch) -> None:
    original = rules.end_unplayed
    keep = rules.next_hand

    def end_unplayed(state: SmearState, hand: HandState, outcome: str) -> SmearState:
        if outcome != "dealer_set":
            return original(state, hand, outcome)
        result = unplayed_result(hand, state.scores, outcome, state.options)
        return keep(state, hand, result, None, True)

    patch(rules, "end_unplayed", end_unplayed)


def auto_hand_size_eight_above_four(patch: Patch) -> None:
    def dealt(o: SmearOptions, original: Callable[[SmearOptions], int]) -> int:
        if o.hand_size is None and o.players > 4 and o.players * 8 + o.widow <= 52 + o.jokers:
            return 8
        return original(o)

    replace_property(patch, SmearOptions, "dealt", dealt)


def partners_adjacent(patch: Patch) -> None:
    def side_of(self: SmearOptions, seat: int) -> int:
        return seat // 2 if self.partnerships else seat

    patch(SmearOptions, "side_of", side_of)


# ---------------------------------------------------------------------------- discards


def _discard_refusal_ignoring(code: Code) -> Body:
    def apply(patch: Patch) -> None:
        original = rules.discard_refusal

        def discard_refusal(hand: HandState, seat: int, cards: tuple[Card, ...], options: SmearOptions) -> IllegalAction | None:
            problem = original(hand, seat, cards, options)
            return None if problem is not None and problem.code is code else problem

        patch(rules, "discard_refusal", discard_refusal)

    return apply


def discard_from_eldest(patch: Patch) -> None:
    original = rules.to_act

    def to_act(state: SmearState) -> int | None:
        hand, o = state.hand, state.options
        if hand is not None and state.winner is None and hand.phase is Phase.DISCARD:
            return next(s for s in rules.seats_from(rules.eldest(hand.dealer, o), o) if rules.needs_discard(s, hand, o))
        return original(state)

    replace_function(patch, rules, "to_act", to_act)


# ---------------------------------------------------------------------------- play


def _play_refusal_ignoring(code: Code) -> Body:
    def apply(patch: Patch) -> None:
        original = rules.play_refusal

        def play_refusal(hand: HandState, seat: int, card: Card, options: SmearOptions) -> IllegalAction | None:
            problem = original(hand, seat, card, options)
            return None if problem is not None and problem.code is code else problem

        patch(rules, "play_refusal", play_refusal)
        plays_from_refusals(patch)

    return apply


def no_trump_when_following(patch: Patch) -> None:
    trump_while_following(patch, rules, lambda trump: False)


def leader_is_eldest(patch: Patch) -> None:
    original = rules.begin_play_if_ready

    def begin_play_if_ready(state: SmearState, hand: HandState) -> SmearState:
        after = original(state, hand)
        h = after.hand
        if h is not None and h.phase is Phase.PLAY and not h.tricks and not h.trick and after.results == state.results:
            return dataclasses.replace(after, hand=dataclasses.replace(h, leader=rules.eldest(h.dealer, after.options)))
        return after

    patch(rules, "begin_play_if_ready", begin_play_if_ready)


def offsuit_can_win(patch: Patch) -> None:
    def winning_index(cards: Sequence[Card], trump: Suit | None, suit_of: SuitOf, stronger: Stronger) -> int:
        best = 0
        for i in range(1, len(cards)):
            a, b = cards[i], cards[best]
            if suit_of(a) == suit_of(b):
                if stronger(a, b):
                    best = i
            elif trump is not None and suit_of(a) == trump:
                best = i
            elif suit_of(b) != trump and a.rank > b.rank and not a.is_joker:
                best = i  # a higher card of a third suit wins: wrong
        return best

    patch(rules, "winning_index", winning_index)


def revoke_refused(patch: Patch) -> None:
    original = rules.apply

    def apply(state: SmearState, action: Action | str, seat: int | None = None) -> SmearState:
        problem = rules.refusal(state, as_action(action), seat)
        if problem is not None:
            raise problem
        return original(state, action, seat)

    replace_function(patch, rules, "apply", apply)

MUTANTS: dict[str, Mutant] = {
    "jick_not_trump": Mutant("the Jick is not a trump", "SM-4.2, R-SM-7", jick_not_trump),
    "jick_follows_printed_suit": Mutant("the Jick still follows its printed suit", "SM-4.2, SM-6.3, R-SM-7", jick_follows_printed_suit),
    "jokers_swapped": Mutant("X2 ranks above X1", "SM-4.3, R-SM-9", jokers_swapped),
    "jack_below_jick": Mutant("the Jick ranks above the jack of trump", "SM-4.3, R-SM-7", jack_below_jick),
    "jokers_lowest": Mutant("jokers are the lowest trumps", "SM-4.3, R-SM-8", jokers_lowest),
    "big_joker_above_jack": Mutant("double_joker puts X1 above the jack of trump", "SM-4.3, R-SM-10", big_joker_above_jack),
    "tiebreak_ignored": Mutant("joker_tiebreak is ignored (X1 always beats X2)", "SM-4.4, R-SM-9", tiebreak_ignored),
    "dealer_may_pass": Mutant("the dealer is not forced to bid (all pass: redeal)", "SM-3.5, R-SM-5", dealer_may_pass),
    "max_bid_ends": Mutant("a maximum bid ends the bidding (max_bid others_speak ignored)", "SM-3.4, R-SM-4", max_bid_ends),
    "equal_bid_allowed": Mutant("a bid equal to the current bid is accepted", "SM-3.2", equal_bid_allowed),
    "hand_maximum_11": Mutant("the hand maximum is one more (the seed's 'Total máximo: 11')", "SM-7.1, R-SM-16", hand_maximum(lambda h, o: h + 1)),
    "maximum_bid_10": Mutant("bids are capped at 10 even when more points exist", "SM-3.2, R-SM-6", hand_maximum(lambda h, o: min(h, 10))),
    "eldest_is_dealer": Mutant("bidding starts with the dealer", "SM-1.3, SM-3.1", eldest_is_dealer),
    "dealer_rotates_right": Mutant("the deal passes to the right", "SM-1.3", dealer_rotates_right),
    "redeal_passes_deal": Mutant("after a redeal or misdeal the deal passes on", "SM-2.4, SM-3.5", redeal_passes_deal),
    "dealer_set_same_dealer": Mutant("after an all-pass dealer_set the same dealer deals again", "SM-3.5, R-SM-5", dealer_set_same_dealer),
    "auto_hand_size_8_above_4": Mutant("hand_size auto deals 8 with more than 4 players", "SM-2.2, R-SM-3", auto_hand_size_eight_above_four),
    "partners_adjacent": Mutant("partners sit next to each other", "SM-1.2, R-SM-2", partners_adjacent),
    "discard_any_count": Mutant("a discard of the wrong number of cards is accepted", "SM-5.1", _discard_refusal_ignoring(Code.DISCARD_COUNT)),
    "nine_card_keep_plain": Mutant("nine-card Smear lets a non-trump be kept", "SM-5.5, R-SM-12", _discard_refusal_ignoring(Code.MUST_DISCARD_NON_TRUMP)),
    "discard_from_eldest": Mutant("discards start left of the dealer, not with the pitcher", "SM-5.1, R-SM-11", discard_from_eldest),
    "first_lead_free": Mutant("the pitcher's first lead need not be a trump", "SM-6.2, R-SM-13", _play_refusal_ignoring(Code.MUST_LEAD_TRUMP)),
    "no_trump_when_following": Mutant("no trumping while able to follow (trump_anytime ignored)", "SM-6.3, R-SM-14", no_trump_when_following),
    "leader_is_eldest": Mutant("the eldest hand leads the first trick", "SM-6.1", leader_is_eldest),
    "offsuit_can_win": Mutant("a higher card of a third suit can win a trick", "SM-6.5", offsuit_can_win),
    "revoke_refused": Mutant("revoke penalized still refuses revokes", "SM-6.7, R-SM-15", revoke_refused),
}
