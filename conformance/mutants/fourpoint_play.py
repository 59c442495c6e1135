"""Four Point mutants of the seats, the deal, the bidding, taking and the first lead, and the
play (SPEC FP-1 to FP-6): the seat and side arithmetic, the dealing rotation and redeals, who
bids first and who becomes the bidder, who leads, who wins a trick and what a void player may
play. Each is a mistake an engine author could make in one place."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from conformance.mutants.common import void_must_trump
from conformance.mutants.fourpoint import FP, NO_TAKE, idle_when, option_is
from conformance.mutants.patching import Body, Mutant, Patch, replace_function
from reference import dealing, table
from reference.bidding import bid_refusal as shared_bid_refusal
from reference.cards import JACK, KING, TEN, Card, Suit
from reference.errors import IllegalAction
from reference.fourpoint import options as fp_options
from reference.fourpoint import rules as fp_rules
from reference.fourpoint import scoring as fp_scoring
from reference.fourpoint.options import PLAYERS, SIDES, FourPointOptions, side_of
from reference.fourpoint.state import FourPointState, HandResult, HandState
from reference.phases import BIDDING, PLAY
from reference.table import evolve
from reference.tricks import SuitOf
from reference.tricks import winning_index as shared_winning_index

# ---------------------------------------------------------------------------- seats and the deal


def fp_partners_adjacent(patch: Patch) -> None:
    """FP-1.1 broken: the side of seat ``s`` is ``s // 2`` (partners side by side), not ``s mod 2``."""
    replace_function(patch, fp_options, "side_of", lambda seat: seat // 2)


def fp_dealer_given_is_eldest(patch: Patch) -> None:
    """FP-1.2 broken: the first dealer the caller gives is read as the first seat to bid, so the
    dealer is the seat to its right."""
    original = dealing.first_dealer

    def first_dealer(game: str, players: int, seed: int | None, dealer: int | None) -> int:
        chosen = original(game, players, seed, dealer)
        return (chosen - 1) % players if game == FP and dealer is not None else chosen

    replace_function(patch, dealing, "first_dealer", first_dealer)


def _next_dealer(dealer_after: Callable[[int, bool], int]) -> Body:
    """FP-1.3 read another way: after a hand dealt by ``dealer`` (a redeal or not) the deal goes
    to ``dealer_after(dealer, redeal)``."""

    def apply(patch: Patch) -> None:
        def next_hand(state: FourPointState, hand: HandState, result: HandResult, redeal: bool) -> FourPointState:
            winner = fp_scoring.game_winner(result, state.options)
            state = table.close_hand(state, hand, result, result.scores, winner, dealer_after(hand.dealer, redeal))
            return state if winner is not None else fp_rules.start_hand(state)

        patch(fp_rules, "next_hand", next_hand)

    return apply


def fp_jick_is_trump(patch: Patch) -> None:
    """FP-2.1 broken: Smear's Jick carried over: the other jack of trump's colour wins tricks as a
    trump ranking just below the jack of trump (and leads trump)."""

    def winning_index(cards: Sequence[Card], trump: Suit | None, suit_of: SuitOf, stronger: Callable[[Card, Card], bool]) -> int:
        assert trump is not None  # the first card led names trump

        def jick(c: Card) -> bool:
            return c.rank == JACK and c.suit is trump.partner

        led = trump if jick(cards[0]) else cards[0].suit

        def key(c: Card) -> tuple[int, int]:
            if jick(c):
                return (2, 2 * JACK - 1)
            if c.suit is trump:
                return (2, 2 * c.rank)
            return (1, c.rank) if c.suit is led else (0, 0)

        return max(range(len(cards)), key=lambda i: key(cards[i]))

    patch(fp_rules, "winning_index", winning_index)


def fp_stock_counts_for_dealer(patch: Patch) -> None:
    """FP-2.2 broken: the stock stays with the dealer (``se lo queda el crupier``), so the cards
    left undealt count for the dealer's side in Game."""
    original = fp_scoring.game_totals

    def game_totals(hand: HandState) -> tuple[int, ...]:
        totals = list(original(hand))
        totals[side_of(hand.dealer)] += sum(fp_scoring.game_value(c) for c in hand.stock)
        return tuple(totals)

    patch(fp_scoring, "game_totals", game_totals)


# ---------------------------------------------------------------------------- bidding and taking


def fp_dealer_bids_first(patch: Patch) -> None:
    """FP-3.1 broken: the bidding starts with the dealer (the dealer's last chance then falls to
    the seat on its right)."""
    original = fp_rules.to_act

    def to_act(state: FourPointState) -> int | None:
        hand = state.hand
        if hand is not None and state.standing.winner is None and hand.phase is BIDDING:
            return (hand.dealer + len(hand.bids)) % PLAYERS
        return original(state)

    replace_function(patch, fp_rules, "to_act", to_act)


def fp_equal_bid_allowed(patch: Patch) -> None:
    """FP-3.2 broken: a bid equal to the highest bid is lawful (``<`` for ``<=``): it only has to
    be at least the standing bid, and the later bidder becomes the bidder."""

    def bid_refusal_for(amount: int, current: int, minimum: int, maximum: int, rule: str) -> IllegalAction | None:
        return shared_bid_refusal(amount, current - 1 if rule == "FP-3.2" and current > 0 else current, minimum, maximum, rule)

    patch(fp_rules, "bid_refusal_for", bid_refusal_for)


def _after_bid(bidder_of: Callable[[HandState, int, int | None], int | None], void: Callable[[HandState], bool]) -> Body:
    """FP-3.3 to FP-3.5 with the bidder after each chance given by ``bidder_of(hand, seat,
    amount)`` and a finished bidding void (redealt) when ``void(hand)``."""

    def apply(patch: Patch) -> None:
        def after_bid(state: FourPointState, hand: HandState, seat: int, amount: int | None) -> FourPointState:
            hand = evolve(hand, bids=hand.bids + ((seat, amount),), bidder=bidder_of(hand, seat, amount),
                          bid=amount if amount is not None else hand.bid)
            if not fp_rules.bidding_over(hand, state.options):
                return state.at(hand)
            if void(hand):
                return fp_rules.end_redeal(state, hand)
            return state.at(fp_rules.take_undealt(hand, state.options))

        patch(fp_rules, "after_bid", after_bid)

    return apply


def _highest(hand: HandState, seat: int, amount: int | None) -> int | None:
    return seat if amount is not None else hand.bidder


def _holder_stays(hand: HandState, seat: int, amount: int | None) -> int | None:
    """The dealer's hold (a bid equal to the standing one) leaves the earlier bidder the bidder."""
    holds = amount is not None and hand.bidder is not None and amount == hand.bid
    return hand.bidder if amount is None or holds else seat


def fp_see_not_take(patch: Patch) -> None:
    """FP-4.1, FP-4.2 broken (R-FP-6 read the other way): the bidder only *sees* the ``take``
    undealt cards (``podrá ver``): nothing is taken, nothing discarded, and the bidder leads."""
    original = fp_rules.take_undealt

    def take_undealt(hand: HandState, options: FourPointOptions) -> HandState:
        return original(hand, dataclasses.replace(options, take=0))

    patch(fp_rules, "take_undealt", take_undealt)


def fp_eldest_leads(patch: Patch) -> None:
    """FP-5.1 broken: the eldest hand leads the first trick (as in most trick games), not the
    bidder; the discard still judges the first card led (FP-5.3)."""
    take, discard = fp_rules.take_undealt, fp_rules.after_discard

    def take_undealt(hand: HandState, options: FourPointOptions) -> HandState:
        out = take(hand, options)
        return evolve(out, leader=fp_rules.eldest(hand.dealer)) if out.phase is PLAY else out

    def after_discard(state: FourPointState, hand: HandState, cards: tuple[Card, ...]) -> FourPointState:
        out = discard(state, hand, cards)
        assert out.hand is not None
        return out.at(evolve(out.hand, leader=fp_rules.eldest(hand.dealer)))

    patch(fp_rules, "take_undealt", take_undealt)
    patch(fp_rules, "after_discard", after_discard)


# ---------------------------------------------------------------------------- play


def _after_play(winner_of: Callable[[int, int], int]) -> Callable[[Patch], None]:
    """FP-6.1, FP-6.5 with the seat that won a trick given by ``winner_of(leader, index of the
    winning card in play order)``: the reference's ``after_play`` (FP-5.2 to FP-6.5), whose
    winner is the leader plus the index ``winning_index`` gives, is handed the index that lands
    on ``winner_of``'s seat."""

    def apply(patch: Patch) -> None:
        play, index = fp_rules.after_play, shared_winning_index
        leading = [0]  # the leader of the trick being played (winning_index is not told it)

        def after_play(state: FourPointState, hand: HandState, seat: int, card: Card) -> FourPointState:
            leading[0] = hand.leader
            return play(state, hand, seat, card)

        def winning_index(cards: Sequence[Card], trump: Suit | None, suit_of: SuitOf, stronger: Callable[[Card, Card], bool]) -> int:
            leader = leading[0]
            return (winner_of(leader, index(cards, trump, suit_of, stronger)) - leader) % PLAYERS

        patch(fp_rules, "after_play", after_play)
        patch(fp_rules, "winning_index", winning_index)

    return apply


def fp_play_counter_clockwise(patch: Patch) -> None:
    """FP-6.1 broken: play goes to the right (counter-clockwise, as Spanish card games are
    played), each trick from its leader down the seat numbers."""
    original = fp_rules.to_act

    def to_act(state: FourPointState) -> int | None:
        hand = state.hand
        if hand is not None and state.standing.winner is None and hand.phase is PLAY:
            return (hand.leader - len(hand.trick)) % PLAYERS
        return original(state)

    def placements(hand: HandState) -> dict[Card, fp_scoring.Placed]:
        return {card: fp_scoring.Placed((t.leader - i) % PLAYERS, t.winner) for t in hand.tricks for i, card in enumerate(t.cards)}

    replace_function(patch, fp_rules, "to_act", to_act)
    _after_play(lambda leader, best: (leader - best) % PLAYERS)(patch)
    patch(fp_scoring, "placements", placements)


def fp_tricks_counted_for_leader(patch: Patch) -> None:
    """FP-6.5 broken: a trick's cards are counted for Game to the side of the seat that led it
    (``t.leader`` for ``t.winner``), not the side that won it."""

    def game_totals(hand: HandState) -> tuple[int, ...]:
        assert hand.bidder is not None
        totals = [0] * SIDES
        for t in hand.tricks:
            totals[side_of(t.leader)] += sum(fp_scoring.game_value(c) for c in t.cards)
        totals[side_of(hand.bidder)] += sum(fp_scoring.game_value(c) for c in hand.discards)
        return tuple(totals)

    patch(fp_scoring, "game_totals", game_totals)


def _pinochle_order(card: Card) -> int:
    return 2 * KING + 1 if card.rank == TEN else 2 * card.rank


def fp_ten_ranks_below_ace(patch: Patch) -> None:
    """FP-6.4 broken: the ten ranks second, A T K Q J 9 8 7 (the order of Pinochle and Skat, where
    the ten is worth 10 too), not A K Q J T 9 8 7."""

    def stronger(later: Card, earlier: Card) -> bool:
        return _pinochle_order(later) > _pinochle_order(earlier)

    patch(fp_rules, "stronger", stronger)


_REDEAL_NEVER = ("all_pass: dealer_forced: no hand is void, so no hand is redealt (FP-3.5)", option_is("all_pass", "dealer_forced"))
_NO_HOLD = ("dealer_holds: false: the dealer never holds (FP-3.6)", option_is("dealer_holds", False))

MUTANTS: dict[str, Mutant] = {
    "fp_partners_adjacent": Mutant("partners sit side by side: the side of seat s is s // 2", "FP-1.1", fp_partners_adjacent, FP),
    "fp_dealer_given_is_eldest": Mutant("the first dealer given is read as the eldest hand", "FP-1.2", fp_dealer_given_is_eldest, FP),
    "fp_redeal_passes_deal": Mutant("after an all-pass redeal the deal passes to the left", "FP-1.3, FP-3.5, R-FP-5",
                                    _next_dealer(lambda dealer, redeal: (dealer + 1) % PLAYERS), FP, idle_when(_REDEAL_NEVER)),
    "fp_deal_passes_right": Mutant("the deal passes to the right (dealer - 1)", "FP-1.3",
                                   _next_dealer(lambda dealer, redeal: dealer if redeal else (dealer - 1) % PLAYERS), FP),
    "fp_jick_is_trump": Mutant("the Jick (the jack of trump's colour) wins tricks as a trump below the jack", "FP-2.1",
                               fp_jick_is_trump, FP),
    "fp_stock_counts_for_dealer": Mutant("the cards left undealt count for the dealer's side in Game", "FP-2.2, FP-7.6, R-FP-14",
                                         fp_stock_counts_for_dealer, FP),
    "fp_dealer_bids_first": Mutant("the bidding starts with the dealer, not the eldest hand", "FP-3.1", fp_dealer_bids_first, FP),
    "fp_equal_bid_allowed": Mutant("a bid equal to the highest bid is lawful, and its bidder becomes the bidder", "FP-3.2",
                                   fp_equal_bid_allowed, FP),
    "fp_seat_zero_bidder_lost": Mutant("a hand won in the bidding by seat 0 is void (seat 0 read as no bidder)", "FP-3.4",
                                       _after_bid(_highest, lambda hand: not hand.bidder), FP),
    "fp_hold_keeps_bidder": Mutant("when the dealer holds, the earlier bidder stays the bidder", "FP-3.4, FP-3.6, R-FP-19",
                                   _after_bid(_holder_stays, lambda hand: hand.bidder is None), FP, idle_when(_NO_HOLD)),
    "fp_see_not_take": Mutant("the bidder only sees the undealt cards: nothing is taken or discarded", "FP-4.1, FP-4.2, R-FP-6",
                              fp_see_not_take, FP, idle_when(NO_TAKE)),
    "fp_eldest_leads": Mutant("the eldest hand leads the first trick, not the bidder", "FP-5.1", fp_eldest_leads, FP),
    "fp_winner_index_as_seat": Mutant("a trick's winner is the index of its winning card, not that card's seat", "FP-6.1, FP-6.5",
                                      _after_play(lambda leader, best: best), FP),
    "fp_tricks_counted_for_leader": Mutant("a trick's cards count for Game to the side that led it, not the side that won it", "FP-6.5",
                                           fp_tricks_counted_for_leader, FP),
    "fp_play_counter_clockwise": Mutant("play goes counter-clockwise", "FP-6.1", fp_play_counter_clockwise, FP),
    "fp_void_must_trump": Mutant("a player void in the suit led must trump if it can", "FP-6.3", lambda patch: void_must_trump(patch, fp_rules), FP),
    "fp_ten_ranks_below_ace": Mutant("the ten ranks second, A T K Q J 9 8 7", "FP-6.4", fp_ten_ranks_below_ace, FP),
}
