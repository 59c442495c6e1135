"""Smoorverliefd's scoring: heart points (SV-4, SV-9), Blind Love (SV-7), the curse (SV-10),
the round result, the next dealer under Cupid's Arrow and game end (SV-5)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat

from reference.cards import ACE, Card, Suit
from reference.smoorverliefd.options import HEARTS, SmoorverliefdOptions
from reference.smoorverliefd.state import HandResult, HandState, SeatTally, SideTally

ACE_OF_HEARTS_POINTS = 5
HEART = Suit.H  # a module constant: an enum member read off its class costs a call per card


def heart_value(card: Card, options: SmoorverliefdOptions) -> int:
    """SV-4.1 (1 a heart, the ace 5) or, under Kleine Liefde, SV-9.1 (the rank, ace 14)."""
    if options.kleine_liefde:
        return card.rank
    return ACE_OF_HEARTS_POINTS if card.rank == ACE else 1


def hearts_in_play(dead: Sequence[Card]) -> int:
    """SV-2.4: the hearts dealt to players (13 less the dead hearts)."""
    return HEARTS - sum(1 for c in dead if c.suit is HEART)


def captured_by_seat(hand: HandState, players: int) -> list[list[Card]]:
    """SV-3.5: every card of a trick goes to the trick's winner."""
    piles: list[list[Card]] = [[] for _ in range(players)]
    for t in hand.tricks:
        piles[t.winner].extend(t.cards)
    return piles


def bidder_seats(hand: HandState, players: int) -> list[int]:
    """SV-7.1: the seat of each bid, in bidding order from the player left of the dealer."""
    return [(hand.dealer + 1 + i) % players for i in range(len(hand.bids))]


def is_sweep(hearts: int, in_play: int, options: SmoorverliefdOptions) -> bool:
    """SV-4.3: all the hearts, read as those in play (``all_in_play``) or all thirteen."""
    needed = HEARTS if options.sweep == "all_thirteen" else in_play
    return hearts == needed


def side_sweeps(seat_hearts: Sequence[int], in_play: int, options: SmoorverliefdOptions) -> list[bool]:
    """SV-4.3, SV-8.3: which sides swept; a pair sweeps together or only through one player."""
    single = options.partners and options.pair_sweep == "single_player"
    sweeps = [False] * options.sides
    if single:
        for seat, h in enumerate(seat_hearts):
            sweeps[options.side_of(seat)] |= is_sweep(h, in_play, options)
        return sweeps
    totals = side_sums(seat_hearts, options)
    return [is_sweep(h, in_play, options) for h in totals]


def side_sums(per_seat: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
    """SV-4.2, SV-8.2: a side's figures are its players' figures added (without partners each
    player is a side of one: SV-8.1)."""
    if not options.partners:
        return list(per_seat)
    totals = [0] * options.sides
    for seat, v in enumerate(per_seat):
        totals[options.side_of(seat)] += v
    return totals


def champions(heart_points: Sequence[int]) -> tuple[int, ...]:
    """SV-4.6: the side(s) with the most heart points win the round (nobody if none has any)."""
    best = max(heart_points)
    if best <= 0:
        return ()
    return tuple(s for s, p in enumerate(heart_points) if p == best)


def round_points(
    heart_points: Sequence[int], sweeps: Sequence[bool], winners: Sequence[int], options: SmoorverliefdOptions
) -> list[int]:
    """SV-4.3 (a sweep doubles), SV-4.4 (no hearts, no points), SV-4.5 (``champion``)."""
    out = []
    for side, points in enumerate(heart_points):
        if options.champion == "only_champion_scores" and side not in winners:
            points = 0
        out.append(points * 2 if sweeps[side] else points)
    return out


def bid_adjustment(bid: int, hearts: int, options: SmoorverliefdOptions) -> int:
    """SV-7.3: exactly the bid earns the bonus, fewer hearts the penalty, more nothing."""
    if hearts == bid:
        return options.blind_bonus
    if hearts < bid:
        return -options.blind_penalty
    return 0


def curse_penalties(cursed_cards: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
    """SV-10.4: every side with the most cards of the cursed suit loses the penalty; nobody
    does when no such card was captured."""
    most = max(cursed_cards)
    return [-options.curse_penalty if most > 0 and n == most else 0 for n in cursed_cards]


def seat_tallies(hand: HandState, options: SmoorverliefdOptions) -> tuple[SeatTally, ...]:
    """SV-4.1, SV-7.3, SV-9.1, SV-10.4 per player."""
    piles = captured_by_seat(hand, options.players)
    bids: list[int | None] = [None] * options.players
    for seat, amount in zip(bidder_seats(hand, options.players), hand.bids):
        bids[seat] = amount
    tallies = []
    for seat, pile in enumerate(piles):
        hearts = [c for c in pile if c.suit is HEART]
        bid = bids[seat]
        tallies.append(
            SeatTally(
                hearts=len(hearts),
                heart_points=sum(map(heart_value, hearts, repeat(options))),
                cursed_cards=0 if hand.cursed is None else [c.suit for c in pile].count(hand.cursed),
                bid=bid,
                bid_adjustment=0 if bid is None else bid_adjustment(bid, len(hearts), options),
            )
        )
    return tuple(tallies)


def score_round(hand: HandState, scores: Sequence[int], options: SmoorverliefdOptions) -> HandResult:
    """SV-4.7, SV-4.8: the round result of a round played to the end (SV-4 to SV-10)."""
    seats = seat_tallies(hand, options)
    in_play = hearts_in_play(hand.dead)
    hearts = side_sums([t.hearts for t in seats], options)
    points = side_sums([t.heart_points for t in seats], options)
    sweeps = side_sweeps([t.hearts for t in seats], in_play, options)
    winners = champions(points)
    scored = round_points(points, sweeps, winners, options)
    adjust = side_sums([t.bid_adjustment for t in seats], options)
    cursed = side_sums([t.cursed_cards for t in seats], options)
    curse = curse_penalties(cursed, options) if hand.cursed is not None else [0] * options.sides
    sides = tuple(
        SideTally(hearts[s], points[s], sweeps[s], scored[s], adjust[s], cursed[s], curse[s])
        for s in range(options.sides)
    )
    changes = tuple(t.round_points + t.bid_adjustment + t.curse_penalty for t in sides)
    return HandResult(
        dealer=hand.dealer,
        outcome="played",
        cursed=hand.cursed,
        dead=hand.dead,
        hearts_in_play=in_play,
        seats=seats,
        sides=sides,
        champions=winners,
        changes=changes,
        scores=tuple(a + b for a, b in zip(scores, changes)),
    )


def cupid_dealer(result: HandResult, options: SmoorverliefdOptions) -> int:
    """SV-10.2: the player with the fewest heart points last round deals (or, with
    ``curse_dealer: heart_cards``, the fewest heart cards, R-SV-11); a tie goes to the first tied
    player clockwise from the left of the last dealer."""
    players = options.players
    order = [(result.dealer + 1 + k) % players for k in range(players)]
    if options.curse_dealer == "heart_cards":
        return min(order, key=lambda seat: result.seats[seat].hearts)
    return min(order, key=lambda seat: result.seats[seat].heart_points)


def game_winner(scores: Sequence[int], options: SmoorverliefdOptions) -> int | None:
    """SV-5.2, SV-5.3: once a side has reached the target, the highest score wins; a tie at the
    top plays another round."""
    best = max(scores)
    if best < options.target:
        return None
    leaders = [s for s, v in enumerate(scores) if v == best]
    return leaders[0] if len(leaders) == 1 else None
