"""Four Point's scoring: categories of a finished hand (FP-7), the hand score (FP-8), game end (FP-9)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from reference.cards import ACE, JACK, KING, QUEEN, TEN, Card, Suit
from reference.fourpoint.options import MIN_RANK, SIDES, FourPointOptions, side_of
from reference.fourpoint.state import Award, Category, HandResult, HandState
from reference.table import captured_points

GAME_VALUES = {ACE: 4, KING: 3, QUEEN: 2, JACK: 1, TEN: 10}


class Placed(NamedTuple):
    """Where a played card went: the seat that played it and the seat that won its trick."""

    player: int
    taker: int


def game_value(card: Card) -> int:
    """FP-7.5: A 4, K 3, Q 2, J 1, T 10, others 0."""
    return GAME_VALUES.get(card.rank, 0)


def placements(hand: HandState) -> dict[Card, Placed]:
    """FP-6.1: every card played in the hand, with who played it and who took it."""
    out: dict[Card, Placed] = {}
    seats = len(hand.hands)
    for t in hand.tricks:
        leader, winner = t.leader, t.winner
        for i, card in enumerate(t.cards):
            # ``Placed(player, taker)`` made by tuple's own constructor: the generated one is a
            # Python call per card played
            out[card] = _NEW_TUPLE(Placed, ((leader + i) % seats, winner))
    return out


_NEW_TUPLE = tuple.__new__


def card_award(category: Category, card: Card | None, to: Literal["player", "taker"], played: dict[Card, Placed]) -> Award:
    """FP-7.2 to FP-7.4, FP-7.7: the side of the card's player or taker; nobody if it was not played."""
    if card is None or card not in played:
        return Award(category, None, 0)
    place = played[card]
    return Award(category, side_of(place.player if to == "player" else place.taker), 1)


def high_card(trump: Suit, played: dict[Card, Placed], options: FourPointOptions) -> Card:
    """FP-7.2: the ace of trump, or (``highest``) the highest trump played."""
    if options.high_card == "ace":
        return Card(ACE, trump)
    return max((c for c in played if c.suit == trump), key=lambda c: c.rank)


def low_card(trump: Suit, played: dict[Card, Placed], options: FourPointOptions) -> Card:
    """FP-7.3: the 7 of trump, or (``lowest``) the lowest trump played."""
    if options.low_card == "seven":
        return Card(MIN_RANK, trump)
    return min((c for c in played if c.suit == trump), key=lambda c: c.rank)


def jack_award(hand: HandState, trump: Suit, played: dict[Card, Placed], options: FourPointOptions) -> Award:
    """FP-7.4: the side that won the jack of trump in a trick; a discarded jack by ``discarded_jack``."""
    jack = Card(JACK, trump)
    if jack in played:
        return card_award("jack", jack, "taker", played)
    if jack in hand.discards and options.discarded_jack == "bidder":
        assert hand.bidder is not None
        return Award("jack", side_of(hand.bidder), 1)
    return Award("jack", None, 0)


def game_totals(hand: HandState) -> tuple[int, ...]:
    """FP-7.6: card values each side captured in tricks; the bidder's discards count for the
    bidding side; the undealt cards for nobody."""
    assert hand.bidder is not None
    totals = [0] * SIDES
    for t in hand.tricks:
        totals[side_of(t.winner)] += sum(map(game_value, t.cards))
    totals[side_of(hand.bidder)] += sum(map(game_value, hand.discards))
    return tuple(totals)


def game_award(totals: Sequence[int], bidder_side: int, options: FourPointOptions) -> int | None:
    """FP-7.6: the unique higher positive total wins Game; a tie goes by ``game_tie``."""
    best = max(totals)
    if best <= 0:
        return None
    leaders = [s for s, t in enumerate(totals) if t == best]
    if len(leaders) == 1:
        return leaders[0]
    return bidder_side if options.game_tie == "bidder" else None


def hand_awards(hand: HandState, options: FourPointOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
    """FP-7.1 to FP-7.7: the four categories with the side each goes to, and the Game totals."""
    trump, bidder = hand.trump, hand.bidder
    assert trump is not None and bidder is not None
    played = placements(hand)
    totals = game_totals(hand)
    game_side = game_award(totals, side_of(bidder), options)
    awards = (
        card_award("high", high_card(trump, played, options), options.high_to, played),
        card_award("low", low_card(trump, played, options), options.low_to, played),
        jack_award(hand, trump, played, options),
        Award("game", game_side, 1 if game_side is not None else 0),
    )
    return awards, totals


def capped_gain(before: int, won: int, options: FourPointOptions) -> int:
    """FP-9.4: how much of ``won`` the non-bidding side keeps; the cap never lowers a score."""
    if options.non_bidder_cap == "none":
        return won
    cap = options.target if options.non_bidder_cap == "at_target" else options.target - 1
    return max(0, min(won, cap - before))


def hand_changes(
    captured: Sequence[int], scores: Sequence[int], bidder_side: int, bid: int, options: FourPointOptions
) -> tuple[tuple[int, ...], bool]:
    """FP-8.2 to FP-8.4 and FP-9.4: the score change of each side, and whether the bid was made."""
    made = captured[bidder_side] >= bid
    changes = tuple(
        (captured[s] if made else -bid) if s == bidder_side else capped_gain(scores[s], captured[s], options)
        for s in range(SIDES)
    )
    return changes, made


def score_played_hand(hand: HandState, scores: Sequence[int], options: FourPointOptions) -> HandResult:
    """FP-7 and FP-8 for a hand played to the end."""
    assert hand.bidder is not None
    awards, totals = hand_awards(hand, options)
    captured = captured_points(awards, SIDES)
    changes, made = hand_changes(captured, scores, side_of(hand.bidder), hand.bid, options)
    return HandResult(
        dealer=hand.dealer,
        outcome="played",
        bidder=hand.bidder,
        bid=hand.bid,
        trump=hand.trump,
        awards=awards,
        captured=tuple(captured),
        game_points=totals,
        made=made,
        changes=changes,
        scores=tuple(s + c for s, c in zip(scores, changes)),
    )


def redeal_result(hand: HandState, scores: Sequence[int]) -> HandResult:
    """FP-3.5, FP-8.5: everyone passed; nothing is scored."""
    return HandResult(
        dealer=hand.dealer,
        outcome="redeal",
        bidder=None,
        bid=0,
        trump=None,
        awards=(),
        captured=(0,) * SIDES,
        game_points=(0,) * SIDES,
        made=None,
        changes=(0,) * SIDES,
        scores=tuple(scores),
    )


def game_winner(result: HandResult, options: FourPointOptions) -> int | None:
    """FP-9.1 to FP-9.3: the side that has won after a played hand, if any; the bidding side
    is checked first (FP-9.2), or, with ``both_at_target: higher_score`` and both sides at the
    target, the higher score wins and a tie goes to the bidding side (R-FP-15). Under
    ``win_only_on_made_bid`` nobody wins a hand whose bid failed, and with
    ``made_bid_winner: bidding_side`` the non-bidding side never wins."""
    if result.bidder is None:
        return None  # a redeal changes no score
    if options.win_only_on_made_bid and not result.made:
        return None
    bidding = side_of(result.bidder)
    other = 1 - bidding
    scores = result.scores
    defenders_may_win = not options.win_only_on_made_bid or options.made_bid_winner == "either_side"
    if scores[bidding] >= options.target:
        if options.both_at_target == "higher_score" and defenders_may_win and scores[other] > scores[bidding]:
            return other
        return bidding
    if scores[other] >= options.target and defenders_may_win:
        return other
    return None
