"""An independent reading of SPEC chapter SV, used to check the reference against itself.

Nothing here calls the reference's Smoorverliefd rule functions (reference.smoorverliefd.rules,
scoring): it reads the state's plain data (the deal, the curse, the bids, the trick record)
and applies the SPEC's wording directly. The phase, the seat to act, every trick's winner and
the whole round result are re-derived from the record, so that a bug in the engine shows up as
a disagreement instead of being copied.
"""

from __future__ import annotations

from dataclasses import dataclass

from properties.invariant_checks import BETWEEN_HANDS
from properties.spec_cards import sorted_cards, spec_heart_value
from reference.actions import Action, Bid, Curse, Discard, Pass, Play, Trump
from reference.cards import X1, Card, Suit
from reference.errors import Code
from reference.phases import Phase
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.state import HandState, SmoorverliefdState

HEARTS = 13  # SV-2.4
CODE_RULE = {
    Code.GAME_OVER: "SV-5.2",
    Code.WRONG_PHASE: "SV-3.1",
    Code.CANNOT_CURSE_HEARTS: "SV-10.3",
    Code.MUST_BID: "SV-7.1",
    Code.BID_TOO_LOW: "SV-7.1",
    Code.BID_TOO_HIGH: "SV-7.1",
    Code.CARD_NOT_IN_HAND: "SV-3.3",
    Code.MUST_FOLLOW_SUIT: "SV-3.3",
}


def sv_deck() -> list[Card]:
    """SV-2.1: the 52 standard cards (written out here, not taken from the engine)."""
    return [Card(r, s) for s in Suit for r in range(14, 1, -1)]


# SV-2.2: cards per hand and dead cards, by the number of players (the SPEC's table).
DEALT = {3: (17, 1), 4: (13, 0), 5: (10, 2)}


def dealt(o: SmoorverliefdOptions) -> int:
    """SV-2.2: cards per hand."""
    return DEALT[o.players][0]


def dead_count(o: SmoorverliefdOptions) -> int:
    """SV-2.2: dead cards."""
    return DEALT[o.players][1]


def side(seat: int, o: SmoorverliefdOptions) -> int:
    """SV-1.1, SV-8.1: each seat is a side; with partners seats s and s + 2 form side s mod 2."""
    return seat % 2 if o.partners else seat


def sides(o: SmoorverliefdOptions) -> int:
    return 2 if o.partners else o.players


def hearts_in_play(h: HandState) -> int:
    """SV-2.4: 13 less the dead hearts (the dead cards are the deal's stock)."""
    return HEARTS - sum(1 for c in h.deal.stock if c.suit is Suit.H)


def trick_winner(cards: tuple[Card, ...], leader: int, o: SmoorverliefdOptions) -> int:
    """SV-3.4, SV-6.3: the seat of the highest card of the suit led; under met Troef, of the
    highest heart when the trick holds one."""
    n = o.players
    led = cards[0].suit
    if o.troef and any(c.suit is Suit.H for c in cards):
        led = Suit.H
    best = max((i for i in range(len(cards)) if cards[i].suit == led), key=lambda i: cards[i].rank)
    return (leader + best) % n


def leaders(h: HandState, o: SmoorverliefdOptions) -> list[int]:
    """SV-1.3, SV-3.1, SV-3.5: the eldest hand leads the first trick, each trick's winner the
    next (winners recomputed); the last entry leads the trick in progress."""
    out = [(h.dealer + 1) % o.players]
    for t in h.tricks:
        out.append(trick_winner(t.cards, out[-1], o))
    return out


def expected_phase(s: SmoorverliefdState) -> Phase:
    """SV overview, SV-10.1, SV-10.3, SV-7.1, SV-3.1: curse (Cupid's Arrow, from the second
    round), then the Blind Love bids, then play."""
    if s.winner is not None:
        return Phase.GAME_OVER
    h, o = s.hand, s.options
    if h is None:
        return Phase.AWAITING_DEAL
    if o.cupids_arrow and s.results and h.cursed is None:
        return Phase.CURSE
    if o.blind_love and len(h.bids) < o.players:
        return Phase.BIDDING
    return Phase.PLAY


def seat_to_act(s: SmoorverliefdState) -> int | None:
    """CD-7 with SV-10.3 (the dealer curses), SV-7.1 (bids from the eldest hand), SV-3.1."""
    phase, h, o = expected_phase(s), s.hand, s.options
    if h is None or phase in (Phase.GAME_OVER, Phase.AWAITING_DEAL):
        return None
    if phase is Phase.CURSE:
        return h.dealer
    if phase is Phase.BIDDING:
        return (h.dealer + 1 + len(h.bids)) % o.players
    return (leaders(h, o)[-1] + len(h.trick)) % o.players


def expected_code(s: SmoorverliefdState, action: Action) -> Code | None:
    """The refusal the SPEC requires for ``action`` by the seat to act (None: lawful), in the
    precedence of the chapter's refusal table."""
    phase, h, o = expected_phase(s), s.hand, s.options
    if phase in BETWEEN_HANDS:
        return BETWEEN_HANDS[phase]
    assert h is not None
    if phase is Phase.CURSE and isinstance(action, Curse):
        return Code.CANNOT_CURSE_HEARTS if action.suit is Suit.H and not o.curse_hearts else None
    if phase is Phase.BIDDING and isinstance(action, (Pass, Bid)):
        if isinstance(action, Pass):
            return Code.MUST_BID
        if action.amount < 0:
            return Code.BID_TOO_LOW
        return Code.BID_TOO_HIGH if action.amount > hearts_in_play(h) else None
    if phase is Phase.PLAY and isinstance(action, Play):
        seat = seat_to_act(s)
        assert seat is not None
        mine = h.hands[seat]
        if action.card not in mine:
            return Code.CARD_NOT_IN_HAND
        if h.trick:
            led = h.trick[0].suit
            if action.card.suit != led and any(c.suit == led for c in mine):
                return Code.MUST_FOLLOW_SUIT  # SV-3.3, and SV-6.2 for a heart under met Troef
            hearts = [c.rank for c in mine if c.suit is Suit.H]
            if o.troef and o.troef_duty != "none" and action.card.suit != led and action.card.suit is not Suit.H and hearts:
                return Code.MUST_FOLLOW_SUIT  # SV-6.5: void in the suit led, a heart is owed
            in_trick = [c.rank for c in h.trick if c.suit is Suit.H]
            if o.troef and o.troef_duty == "overtrump" and action.card.suit is Suit.H and in_trick:
                beat = max(in_trick)
                if action.card.rank < beat and max(hearts) > beat:
                    return Code.MUST_FOLLOW_SUIT  # SV-6.6: a higher heart is owed
        return None
    return Code.WRONG_PHASE


def candidate_actions(s: SmoorverliefdState) -> list[Action]:
    """A universe to test against: every action a seat could name, lawful or not."""
    acts: list[Action] = [Pass(), *(Bid(n) for n in range(-1, HEARTS + 3))]
    acts += [*(Trump(x) for x in Suit), *(Curse(x) for x in Suit), Discard((Card(2, Suit.C),))]
    acts += [Play(c) for c in sv_deck()] + [Play(X1)]
    return acts


# ---------------------------------------------------------------- scoring (SV-4 to SV-10)


@dataclass(frozen=True)
class SeatWant:
    hearts: int
    heart_points: int
    cursed_cards: int
    bid: int | None
    bid_adjustment: int


@dataclass(frozen=True)
class SideWant:
    hearts: int
    heart_points: int
    sweep: bool
    round_points: int
    bid_adjustment: int
    cursed_cards: int
    curse_penalty: int


@dataclass(frozen=True)
class Expected:
    """What the SPEC says a round's result (SV-4.8) and the game after it must hold."""

    dead: tuple[Card, ...]
    hearts_in_play: int
    hearts_value: int
    seats: tuple[SeatWant, ...]
    sides: tuple[SideWant, ...]
    champions: tuple[int, ...]
    changes: tuple[int, ...]
    scores: tuple[int, ...]
    winner: int | None
    next_dealer: int


def expected_result(h: HandState, o: SmoorverliefdOptions, before: tuple[int, ...]) -> Expected:
    """SV-4 to SV-10 for a round played to the end, from the trick record and the scores
    before it."""
    n, k = o.players, sides(o)
    lead = leaders(h, o)
    captured: list[list[Card]] = [[] for _ in range(n)]
    for i, trick in enumerate(h.tricks):
        captured[trick_winner(trick.cards, lead[i], o)].extend(trick.cards)
    in_play = hearts_in_play(h)
    bid_of: list[int | None] = [None] * n
    for i, amount in enumerate(h.bids):
        bid_of[(h.dealer + 1 + i) % n] = amount  # SV-7.1: from the eldest hand, clockwise
    seats = []
    for seat in range(n):
        hearts = [c for c in captured[seat] if c.suit is Suit.H]
        bid = bid_of[seat]
        adjust = 0
        if bid is not None:
            adjust = o.blind_bonus if len(hearts) == bid else (-o.blind_penalty if len(hearts) < bid else 0)
        cursed = 0 if h.cursed is None else sum(1 for c in captured[seat] if c.suit == h.cursed)
        seats.append(SeatWant(len(hearts), sum(spec_heart_value(c.rank, o.kleine_liefde) for c in hearts), cursed, bid, adjust))
    needed = HEARTS if o.sweep == "all_thirteen" else in_play  # SV-4.3
    side_hearts, side_points, side_adjust, side_cursed = [0] * k, [0] * k, [0] * k, [0] * k
    single_sweep = [False] * k
    for seat, t in enumerate(seats):
        x = side(seat, o)
        side_hearts[x] += t.hearts
        side_points[x] += t.heart_points
        side_adjust[x] += t.bid_adjustment
        side_cursed[x] += t.cursed_cards
        single_sweep[x] = single_sweep[x] or t.hearts == needed
    best = max(side_points)
    champs = tuple(x for x in range(k) if side_points[x] == best)  # SV-4.6
    most_cursed = max(side_cursed)
    out_sides = []
    for x in range(k):
        sweep = single_sweep[x] if o.partners and o.pair_sweep == "single_player" else side_hearts[x] == needed
        points = side_points[x]
        if o.champion == "only_champion_scores" and x not in champs:
            points = 0
        points = 2 * points if sweep else points
        penalty = 0
        if h.cursed is not None and most_cursed > 0 and side_cursed[x] == most_cursed:
            penalty = -o.curse_penalty  # SV-10.4
        out_sides.append(SideWant(side_hearts[x], side_points[x], sweep, points, side_adjust[x], side_cursed[x], penalty))
    changes = tuple(t.round_points + t.bid_adjustment + t.curse_penalty for t in out_sides)
    scores = tuple(before[x] + changes[x] for x in range(k))
    winner: int | None = None
    top = max(scores)
    if top >= o.target and scores.count(top) == 1:
        winner = scores.index(top)  # SV-5.2, SV-5.3
    if o.cupids_arrow:
        order = [(h.dealer + 1 + j) % n for j in range(n)]
        fewest = min(t.heart_points for t in seats)
        next_dealer = next(seat for seat in order if seats[seat].heart_points == fewest)  # SV-10.2
    else:
        next_dealer = (h.dealer + 1) % n  # SV-1.4
    dead = sorted_cards(h.deal.stock)  # CD-5
    value = sum(spec_heart_value(c.rank, o.kleine_liefde) for c in sv_deck() if c.suit is Suit.H and c not in h.deal.stock)
    return Expected(dead, in_play, value, tuple(seats), tuple(out_sides), champs, changes, scores, winner, next_dealer)
