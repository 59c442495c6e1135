"""Smear's scoring: categories of a finished hand (SM-7), the hand score (SM-8), game end (SM-9)."""

from __future__ import annotations

from itertools import repeat
from typing import Sequence

from reference.cards import ACE, JACK, KING, QUEEN, TEN, X1, X2, Card
from reference.smear.options import SmearOptions
from reference.smear.ranking import is_trump, jick, trump_power, trump_powers, trumps_table
from reference.smear.state import Award, Category, HandResult, HandState
from reference.table import captured_points

GAME_VALUES = {ACE: 4, KING: 3, QUEEN: 2, JACK: 1, TEN: 10}


def game_value(card: Card, options: SmearOptions) -> int:
    """SM-7.7: A 4, K 3, Q 2, J 1 (the Jick too), T 10; jokers ``joker_game_points``."""
    if card.suit is None:  # a joker (not the property: every captured card is valued)
        return options.joker_game_points
    return GAME_VALUES.get(card.rank, 0)


def captured_by_side(hand: HandState, options: SmearOptions) -> list[list[Card]]:
    """SM-6.6: every card of a trick belongs to the side of the trick's winner."""
    piles: list[list[Card]] = [[] for _ in range(options.sides)]
    for t in hand.tricks:
        piles[options.side_of(t.winner)].extend(t.cards)
    return piles


def _capturer(card: Card, hand: HandState, options: SmearOptions) -> int | None:
    for t in hand.tricks:
        if card in t.cards:
            return options.side_of(t.winner)
    return None


def _player_of(card: Card, hand: HandState) -> int:
    for t in hand.tricks:
        if card in t.cards:
            return (t.leader + t.cards.index(card)) % len(hand.hands)
    raise ValueError(f"{card} was not played")


def game_award(totals: Sequence[int], low_side_by_tied: Sequence[int | None], options: SmearOptions) -> int | None:
    """SM-7.7: the unique highest positive total wins Game; a tie goes by ``game_tie``.

    ``low_side_by_tied`` lists, lowest trump first, the sides that captured each trump played:
    its first entry is the side that captured the Low card (SM-7.3)."""
    best = max(totals)
    if best <= 0:
        return None
    leaders = [s for s, t in enumerate(totals) if t == best]
    if len(leaders) == 1:
        return leaders[0]
    if options.game_tie == "low_card":
        # the seed's «los empates se desempatan con la carta más baja» (R-SM-20)
        if low_side_by_tied and low_side_by_tied[0] in leaders:
            return low_side_by_tied[0]
    elif options.game_tie == "lowest_trump":
        for side in low_side_by_tied:
            if side in leaders:
                return side
    return None


def hand_awards(hand: HandState, options: SmearOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
    """SM-7.1 to SM-7.10: every enabled category with the side it goes to, and the game totals."""
    trump = hand.trump
    assert trump is not None
    played = [c for t in hand.tricks for c in t.cards]
    trumps = trumps_table(trump, options, is_trump)  # is_trump of each card, from its table
    powers = trump_powers(trump, options)  # trump_power of each, from its table (the rule for any other)
    trumps_played = sorted([c for c in played if trumps[c]], key=lambda c: powers[c] if c in powers else trump_power(c, trump, options))
    awards: list[Award] = []

    def card_award(category: Category, card: Card, points: int = 1) -> None:
        # SM-7.10: a card that was not played awards nothing
        side = _capturer(card, hand, options) if card in played else None
        awards.append(Award(category, side, points if side is not None else 0))

    if options.high_rule == "ace":
        card_award("high", Card(ACE, trump))
    elif trumps_played:
        card_award("high", trumps_played[-1])
    else:
        awards.append(Award("high", None, 0))

    if not trumps_played:
        awards.append(Award("low", None, 0))
    elif options.low_rule == "captured":
        card_award("low", trumps_played[0])
    else:
        awards.append(Award("low", options.side_of(_player_of(trumps_played[0], hand)), 1))

    card_award("jack", Card(JACK, trump))
    if options.jick and options.score_jick:
        card_award("jick", jick(trump))
    if options.score_jokers:
        for category, joker in (("joker1", X1), ("joker2", X2))[: options.jokers]:
            card_award(category, joker)  # type: ignore[arg-type]

    piles = captured_by_side(hand, options)
    totals = tuple([sum(map(game_value, pile, repeat(options))) for pile in piles])
    low_sides = [_capturer(c, hand, options) for c in trumps_played]
    side = game_award(totals, low_sides, options)
    awards.append(Award("game", side, 1 if side is not None else 0))

    if options.score_three:
        card_award("three", Card(3, trump), 3)
    if options.score_two:
        card_award("two", Card(2, trump), 2)
    return tuple(awards), totals


def hand_changes(
    captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int], options: SmearOptions
) -> tuple[tuple[int, ...], bool]:
    """SM-8.2 to SM-8.5: the score change of every side, and whether the bid was made."""
    made = captured[pitcher_side] >= bid
    if revoking and options.revoke == "penalized":
        changes = tuple(0 if s in revoking else options.hand_maximum for s in range(options.sides))
        return changes, made
    changes = tuple(
        -bid if s in revoking  # SM-8.5, revoke set_back: the revoking side loses the amount bid
        else (captured[s] if made else -bid) if s == pitcher_side
        else captured[s]
        for s in range(options.sides)
    )
    return changes, made


def score_played_hand(hand: HandState, scores: Sequence[int], options: SmearOptions) -> HandResult:
    """SM-7 and SM-8 for a hand played to the end."""
    assert hand.pitcher is not None
    awards, totals = hand_awards(hand, options)
    captured = captured_points(awards, options.sides)
    revoking = tuple(sorted({options.side_of(seat) for seat in hand.revokes}))
    changes, made = hand_changes(captured, options.side_of(hand.pitcher), hand.bid, revoking, options)
    return HandResult(
        dealer=hand.dealer,
        outcome="played",
        pitcher=hand.pitcher,
        bid=hand.bid,
        trump=hand.trump,
        awards=awards,
        captured=tuple(captured),
        game_points=totals,
        made=made,
        revoking_sides=revoking,
        changes=changes,
        scores=tuple(s + c for s, c in zip(scores, changes)),
    )


def unplayed_result(hand: HandState, scores: Sequence[int], outcome: str, options: SmearOptions) -> HandResult:
    """SM-3.5 (redeal, dealer_set) and SM-2.4 (misdeal): a hand that was not played."""
    changes = [0] * options.sides
    if outcome == "dealer_set":
        changes[options.side_of(hand.dealer)] = -2  # SM-8.6: set back by the minimum bid
    assert outcome in ("redeal", "dealer_set", "misdeal")
    return HandResult(
        dealer=hand.dealer,
        outcome=outcome,  # type: ignore[arg-type]
        pitcher=hand.pitcher,
        bid=hand.bid,
        trump=hand.trump,
        awards=(),
        captured=(0,) * options.sides,
        game_points=(0,) * options.sides,
        made=None,
        revoking_sides=(),
        changes=tuple(changes),
        scores=tuple(s + c for s, c in zip(scores, changes)),
    )


def pitcher_made(result: HandResult, pitcher_side: int | None) -> bool:
    """SM-9.2: the pitcher's side made its bid this hand: it captured at least the bid and has no
    revoke, or another side's revoke scored it the hand maximum (SM-8.5, ``revoke: penalized``)."""
    if pitcher_side is None or pitcher_side in result.revoking_sides:
        return False
    return bool(result.made) or (bool(result.revoking_sides) and result.changes[pitcher_side] > 0)


def game_winner(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    """SM-9.2 to SM-9.4: the side that has won after a hand, if any. ``made``: whether the
    pitcher's side made its bid this hand (SM-9.2, the seed's «si el pitcher cumplió su
    declaración, gana; de lo contrario, ganan los oponentes»)."""
    if pitcher_side is not None and made and scores[pitcher_side] >= options.target:
        return pitcher_side
    # SM-9.3: a pitcher's side that was set back cannot win on this hand; the others may
    others = [s for s in range(len(scores)) if s != pitcher_side or made]
    reached = [s for s in others if scores[s] >= options.target]
    if reached:
        best = max(scores[s] for s in reached)
        leaders = [s for s in reached if scores[s] == best]
        return leaders[0] if len(leaders) == 1 else None
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    if options.elimination is not None and min(scores) <= options.elimination:
        return leaders[0] if len(leaders) == 1 else None
    return None
