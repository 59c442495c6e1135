"""An independent reading of SPEC chapter FP, used to check the reference against itself.

Nothing here calls the reference's Four Point rule functions (reference.fourpoint.rules,
ranking, scoring): it reads the state's plain data (the deal, the bids, the discards, the
trick record) and applies the SPEC's wording directly. The phase, the bidder, the seat to act,
every trick's winner and trump itself are re-derived from the record, so that a bug in the
engine shows up as a disagreement instead of being copied.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from properties.invariant_checks import BETWEEN_HANDS
from properties.spec_cards import fp_key
from reference.actions import Action, Bid, Curse, Discard, Pass, Play, Trump
from reference.cards import X1, Card, Suit
from reference.errors import Code
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.state import FourPointState, HandState
from reference.phases import Phase

PLAYERS = 4  # FP-1.1
KEEP = 6  # FP-2.2
MAX_POINTS = 4  # FP-7.1
CATEGORY_RULE = {"high": "FP-7.2", "low": "FP-7.3", "jack": "FP-7.4", "game": "FP-7.6"}
CODE_RULE = {
    Code.GAME_OVER: "FP-9.1",
    Code.WRONG_PHASE: "FP-2.4",
    Code.BID_TOO_LOW: "FP-3.2",
    Code.BID_TOO_HIGH: "FP-3.2",
    Code.MUST_BID: "FP-3.5",
    Code.DUPLICATE_CARD: "FP-4.2",
    Code.CARD_NOT_IN_HAND: "FP-6.1",
    Code.DISCARD_COUNT: "FP-4.2",
    Code.NO_LEGAL_LEAD: "FP-4.4",
    Code.TRUMP_DISCARDED: "FP-5.3",
    Code.MUST_FOLLOW_SUIT: "FP-6.2",
}
GAME_VALUE = {14: 4, 13: 3, 12: 2, 11: 1, 10: 10}  # FP-7.5


def fp_deck() -> list[Card]:
    """FP-2.1: A K Q J T 9 8 7 of each suit (written out here, not taken from the engine)."""
    return [Card(r, s) for s in Suit for r in range(14, 6, -1)]


def side(seat: int) -> int:
    """FP-1.1: partners sit across the table."""
    return seat % 2


def bidding_over(h: HandState, o: FourPointOptions) -> bool:
    """FP-3.3: after the dealer's chance; with ``max_bid: ends_bidding`` also at once after a
    bid of 4."""
    return len(h.bids) == PLAYERS or (o.max_bid == "ends_bidding" and any(b == 4 for _, b in h.bids))


def bidder_of(h: HandState) -> tuple[int | None, int]:
    """FP-3.4, FP-3.6: the last seat that bid, and its bid. Bids only rise (FP-3.2), except the
    dealer's hold, which equals the highest bid and so takes it over: either way the last bid
    stands."""
    best: tuple[int | None, int] = (None, 0)
    for seat, amount in h.bids:
        if amount is not None and amount >= best[1]:
            best = (seat, amount)
    return best


def held_before_discard(h: HandState, o: FourPointOptions) -> list[Card]:
    """FP-4.1: the bidder's six dealt cards plus the first ``take`` undealt cards."""
    bidder, _ = bidder_of(h)
    assert bidder is not None
    return list(h.deal.hands[bidder]) + list(h.deal.stock[: o.take])


def respects(suit: Suit, held: list[Card], discard: tuple[Card, ...] | list[Card], o: FourPointOptions) -> bool:
    """FP-4.3, in the SPEC's words, for one suit T: held(T) and D(T) are counts."""
    held_t = sum(1 for c in held if c.suit == suit)
    d_t = sum(1 for c in discard if c.suit == suit)
    if o.trump_discard == "any_if_over_six":
        return d_t == 0 or held_t > KEEP
    return d_t <= max(0, held_t - KEEP)


def trick_winner(cards: tuple[Card, ...], leader: int, trump: Suit) -> int:
    """FP-6.4: the seat of the highest trump, else of the highest card of the suit led."""
    led = cards[0].suit
    assert led is not None
    keys = [fp_key(c.rank, int(c.suit or 0), int(led), int(trump)) for c in cards]
    return (leader + keys.index(max(keys))) % PLAYERS


def trump_of(h: HandState) -> Suit | None:
    """FP-5.2: the suit of the first card played in the hand (None before it)."""
    first = h.tricks[0].cards[0] if h.tricks else (h.trick[0] if h.trick else None)
    return None if first is None else first.suit


def leaders(h: HandState) -> list[int]:
    """FP-5.1, FP-6.1: the bidder leads the first trick, each trick's winner the next; the
    last entry is the leader of the trick in progress (winners recomputed, not read)."""
    bidder, _ = bidder_of(h)
    assert bidder is not None
    trump = trump_of(h)
    out = [bidder]
    for t in h.tricks:
        assert trump is not None
        out.append(trick_winner(t.cards, out[-1], trump))
    return out


def expected_phase(s: FourPointState) -> Phase:
    """The phase the SPEC's overview implies from the record."""
    if s.winner is not None:
        return Phase.GAME_OVER
    h = s.hand
    if h is None:
        return Phase.AWAITING_DEAL
    if not bidding_over(h, s.options):
        return Phase.BIDDING
    if s.options.take > 0 and not h.discards:
        return Phase.DISCARD
    return Phase.PLAY


def seat_to_act(s: FourPointState) -> int | None:
    """CD-7 with FP-3.1 (eldest first), FP-4.2 (the bidder discards), FP-6.1."""
    phase = expected_phase(s)
    h = s.hand
    if h is None or phase in (Phase.GAME_OVER, Phase.AWAITING_DEAL):
        return None
    if phase is Phase.BIDDING:
        return (h.dealer + 1 + len(h.bids)) % PLAYERS
    if phase is Phase.DISCARD:
        return bidder_of(h)[0]
    return (leaders(h)[-1] + len(h.trick)) % PLAYERS


def expected_code(s: FourPointState, action: Action) -> Code | None:
    """The refusal the SPEC requires for ``action`` by the seat to act (None: lawful), with
    the precedence of R-FP-17 item 3."""
    phase, h, o = expected_phase(s), s.hand, s.options
    if phase in BETWEEN_HANDS:
        return BETWEEN_HANDS[phase]
    assert h is not None
    if phase is Phase.BIDDING and isinstance(action, (Pass, Bid)):
        dealer_last = len(h.bids) == PLAYERS - 1
        highest = max((b for _, b in h.bids if b is not None), default=0)
        if isinstance(action, Pass):
            # FP-3.5: a pass is lawful, except the dealer's after three passes when stuck
            forced = dealer_last and highest == 0 and o.all_pass == "dealer_forced"
            return Code.MUST_BID if forced else None
        if action.amount > 4:
            return Code.BID_TOO_HIGH
        if dealer_last and o.dealer_holds and highest > 0:
            return Code.BID_TOO_LOW if action.amount < highest else None  # FP-3.6: the dealer may hold
        return Code.BID_TOO_LOW if action.amount < 2 or action.amount <= highest else None
    if phase is Phase.DISCARD and isinstance(action, Discard):
        return discard_code(h, action.cards, o)
    if phase is Phase.PLAY and isinstance(action, Play):
        seat = seat_to_act(s)
        assert seat is not None
        return play_code(h, seat, action.card, o)
    return Code.WRONG_PHASE  # FP-5.2: `trump S` included, in every phase


def discard_code(h: HandState, cards: tuple[Card, ...], o: FourPointOptions) -> Code | None:
    """FP-4.2 (refusals in order), FP-4.4: some kept card must be of a respected suit."""
    held = held_before_discard(h, o)
    if any(cards[i] == cards[j] for i in range(len(cards)) for j in range(i + 1, len(cards))):
        return Code.DUPLICATE_CARD
    if any(c not in held for c in cards):
        return Code.CARD_NOT_IN_HAND
    if len(cards) != o.take:
        return Code.DISCARD_COUNT
    kept = [c for c in held if c not in cards]
    if not any(c.suit is not None and respects(c.suit, held, cards, o) for c in kept):
        return Code.NO_LEGAL_LEAD
    return None


def play_code(h: HandState, seat: int, card: Card, o: FourPointOptions) -> Code | None:
    """FP-6.1, FP-5.3 (the first lead), FP-6.2, FP-6.3."""
    mine = h.hands[seat]
    if card not in mine:
        return Code.CARD_NOT_IN_HAND
    assert card.suit is not None
    trump = trump_of(h)
    if trump is None:
        if o.take == 0:
            return None  # FP-5.3: nothing was discarded
        return None if respects(card.suit, held_before_discard(h, o), h.discards, o) else Code.TRUMP_DISCARDED
    if not h.trick:
        return None
    led = h.trick[0].suit
    if card.suit == led or all(c.suit != led for c in mine):
        return None
    if o.trump_anytime and led != trump and card.suit == trump:
        return None
    return Code.MUST_FOLLOW_SUIT


def candidate_actions(s: FourPointState) -> list[Action]:
    """A universe to test against: every action the seat could name, lawful or not. In the
    discard phase: every subset of the held cards of ``take`` cards, and of one fewer and one
    more, one naming a card twice and one naming a card not held."""
    acts: list[Action] = [Pass(), *(Bid(n) for n in range(-1, 7)), *(Trump(x) for x in Suit), *(Curse(x) for x in Suit)]
    acts += [Play(Card(r, x)) for x in Suit for r in range(14, 1, -1)] + [Play(X1)]
    h, o = s.hand, s.options
    if h is not None and expected_phase(s) is Phase.DISCARD:
        held = held_before_discard(h, o)
        for k in (o.take - 1, o.take, o.take + 1):
            if 0 <= k <= len(held):
                acts += [Discard(c) for c in combinations(held, k)]
        acts.append(Discard((held[0], held[0]) + tuple(held[1 : o.take - 1])))
        outside = next(c for c in fp_deck() if c not in held)
        acts.append(Discard((outside,) + tuple(held[: o.take - 1])))
    else:
        acts.append(Discard(tuple(fp_deck()[: max(1, o.take)])))
    return acts


# ---------------------------------------------------------------- scoring (FP-7 to FP-9)


@dataclass(frozen=True)
class Expected:
    """What the SPEC says a played hand's result must hold."""

    awards: dict[str, tuple[int | None, int]]
    captured: tuple[int, int]
    game_points: tuple[int, int]
    made: bool
    changes: tuple[int, int]
    scores: tuple[int, int]
    winner: int | None


def placements(h: HandState) -> dict[Card, tuple[int, int]]:
    """Every card played: (the seat that played it, the seat that won its trick), winners
    recomputed by FP-6.4."""
    trump = trump_of(h)
    assert trump is not None
    out: dict[Card, tuple[int, int]] = {}
    leader = leaders(h)
    for k, t in enumerate(h.tricks):
        taker = trick_winner(t.cards, leader[k], trump)
        for i, c in enumerate(t.cards):
            out[c] = ((leader[k] + i) % PLAYERS, taker)
    return out


def spec_awards(h: HandState, o: FourPointOptions) -> tuple[dict[str, tuple[int | None, int]], tuple[int, int]]:
    """FP-7.1 to FP-7.7: category -> (side, points), and the two Game totals."""
    trump = trump_of(h)
    bidder, _ = bidder_of(h)
    assert trump is not None and bidder is not None
    placed = placements(h)
    trumps = sorted((c for c in placed if c.suit == trump), key=lambda c: c.rank)

    def award(card: Card | None, to: str) -> tuple[int | None, int]:
        if card is None or card not in placed:
            return (None, 0)  # FP-7.7: a card not played awards nothing
        player, taker = placed[card]
        return (side(player if to == "player" else taker), 1)

    out: dict[str, tuple[int | None, int]] = {}
    out["high"] = award(Card(14, trump) if o.high_card == "ace" else trumps[-1], o.high_to)
    out["low"] = award(Card(7, trump) if o.low_card == "seven" else trumps[0], o.low_to)
    jack = Card(11, trump)
    if jack in placed:
        out["jack"] = award(jack, "taker")
    elif jack in h.discards and o.discarded_jack == "bidder":
        out["jack"] = (side(bidder), 1)
    else:
        out["jack"] = (None, 0)
    totals = [0, 0]
    for c, (_, taker) in placed.items():
        totals[side(taker)] += GAME_VALUE.get(c.rank, 0)
    totals[side(bidder)] += sum(GAME_VALUE.get(c.rank, 0) for c in h.discards)
    best = max(totals)
    game: int | None = None
    if best > 0 and totals.count(best) == 1:
        game = totals.index(best)
    elif best > 0 and o.game_tie == "bidder":
        game = side(bidder)
    out["game"] = (game, 1) if game is not None else (None, 0)
    return out, (totals[0], totals[1])


def expected_result(h: HandState, o: FourPointOptions, before: tuple[int, ...]) -> Expected:
    """FP-7, FP-8 and FP-9 for a hand played to the end, from the scores before it."""
    awards, totals = spec_awards(h, o)
    bidder, bid = bidder_of(h)
    assert bidder is not None
    captured = [0, 0]
    for who, points in awards.values():
        if who is not None:
            captured[who] += points
    bs = side(bidder)
    made = captured[bs] >= bid
    changes = [0, 0]
    changes[bs] = captured[bs] if made else -bid
    other = 1 - bs
    gain = captured[other]
    if o.non_bidder_cap != "none":
        cap = o.target if o.non_bidder_cap == "at_target" else o.target - 1
        gain = max(0, min(gain, cap - before[other]))  # FP-9.4: the cap never lowers a score
    changes[other] = gain
    scores = (before[0] + changes[0], before[1] + changes[1])
    winner: int | None = None
    # FP-9.3: under the house rule a hand with a failed bid has no winner, and under
    # made_bid_winner: bidding_side the defenders never win.
    no_win = o.win_only_on_made_bid and not made
    if scores[bs] >= o.target and not no_win:
        winner = bs
    elif scores[other] >= o.target and not no_win and not (o.win_only_on_made_bid and o.made_bid_winner == "bidding_side"):
        winner = other
    return Expected(awards, (captured[0], captured[1]), totals, made, (changes[0], changes[1]), scores, winner)
