"""An independent reading of SPEC chapter SM, used to check the reference against itself.

Nothing here calls the reference's rule functions (reference.smear.rules, ranking, scoring):
it reads the state's plain data and applies the SPEC's wording directly, so that a bug in
the engine shows up as a disagreement instead of being copied.
"""

from __future__ import annotations

from itertools import combinations

from properties.kernels import spec_suit, spec_trump_rank
from reference.actions import Action, Bid, Discard, Pass, Play, Trump
from reference.cards import ACE, JACK, KING, QUEEN, TEN, Card, Suit, standard_deck
from reference.errors import Code
from reference.phases import Phase
from reference.smear.options import SmearOptions
from reference.smear.state import Category, HandState, SmearState


def variant_of(o: SmearOptions) -> int:
    """The kernels' variant number: 0 standard, 1 big joker above the Jick, 2 no Jick."""
    if not o.jick:
        return 2
    return 1 if o.joker_rank == "big_above_jick" else 0


def trump_member(c: Card, trump: Suit, o: SmearOptions) -> bool:
    """SM-4.2."""
    return spec_suit(c, trump, variant_of(o)) == int(trump)


def hand_max(o: SmearOptions) -> int:
    """SM-7.1: High, Low, Jack, Game; Jick; each joker; Three; Two."""
    return (
        4
        + (1 if o.jick and o.score_jick else 0)
        + (o.jokers if o.score_jokers else 0)
        + (3 if o.score_three else 0)
        + (2 if o.score_two else 0)
    )


def seat_to_act(s: SmearState) -> int | None:
    """CD-7 from the state's records."""
    h, o = s.hand, s.options
    if h is None or s.winner is not None:
        return None
    n = o.players
    if h.phase is Phase.BIDDING:
        return (h.dealer + 1 + len(h.bids)) % n
    if h.phase is Phase.TRUMP:
        return h.pitcher
    assert h.pitcher is not None
    if h.phase is Phase.DISCARD:
        for k in range(n):
            seat = (h.pitcher + k) % n
            if must_discard(seat, h, o):
                return seat
        return None
    return (h.leader + len(h.trick)) % n


def must_discard(seat: int, h: HandState, o: SmearOptions) -> bool:
    """SM-5.1, SM-5.2, SM-5.5."""
    held = h.hands[seat]
    if not o.nine_card:
        return len(held) > 6
    assert h.trump is not None
    trump = h.trump
    return h.discards[seat] == () and (len(held) > 6 or any(not trump_member(c, trump, o) for c in held))


def expected_code(s: SmearState, action: Action) -> Code | None:
    """The refusal the SPEC requires for ``action`` by the seat to act (None: lawful)."""
    h, o = s.hand, s.options
    if s.winner is not None:
        return Code.GAME_OVER
    assert h is not None
    seat = seat_to_act(s)
    assert seat is not None
    if h.phase is Phase.BIDDING and isinstance(action, (Pass, Bid)):
        if isinstance(action, Pass):
            everyone_passed = all(b is None for _, b in h.bids)
            if seat == h.dealer and everyone_passed and o.all_pass == "dealer_forced":
                return Code.MUST_BID
            return None
        if action.amount > hand_max(o):
            return Code.BID_TOO_HIGH
        highest = max((b for _, b in h.bids if b is not None), default=0)
        return None if action.amount >= 2 and action.amount > highest else Code.BID_TOO_LOW
    if h.phase is Phase.TRUMP and isinstance(action, Trump):
        return None
    if h.phase is Phase.DISCARD and isinstance(action, Discard):
        return discard_code(h, seat, action.cards, o)
    if h.phase is Phase.PLAY and isinstance(action, Play):
        return play_code(h, seat, action.card, o)
    return Code.WRONG_PHASE


def discard_code(h: HandState, seat: int, cards: tuple[Card, ...], o: SmearOptions) -> Code | None:
    """SM-5.1, SM-5.5."""
    held = h.hands[seat]
    if len(set(cards)) != len(cards):
        return Code.DUPLICATE_CARD
    if any(c not in held for c in cards):
        return Code.CARD_NOT_IN_HAND
    kept = [c for c in held if c not in cards]
    if not o.nine_card:
        return None if len(kept) == 6 else Code.DISCARD_COUNT
    assert h.trump is not None
    trump = h.trump
    if any(not trump_member(c, trump, o) for c in kept):
        return Code.MUST_DISCARD_NON_TRUMP
    if len(kept) < 6 and any(trump_member(c, trump, o) for c in cards):
        return Code.MUST_KEEP_TRUMP
    return None if len(kept) <= 6 else Code.DISCARD_COUNT


def play_code(h: HandState, seat: int, card: Card, o: SmearOptions) -> Code | None:
    """SM-6.2 to SM-6.4."""
    held = h.hands[seat]
    if card not in held:
        return Code.CARD_NOT_IN_HAND
    assert h.trump is not None
    trump = h.trump
    v = variant_of(o)
    mine = spec_suit(card, trump, v)
    if not h.tricks and not h.trick:
        holds_trump = any(spec_suit(c, trump, v) == int(trump) for c in held)
        return Code.MUST_LEAD_TRUMP if holds_trump and mine != int(trump) and o.first_lead == "trump" else None
    if not h.trick:
        return None
    led = spec_suit(h.trick[0], trump, v)
    if mine == led or all(spec_suit(c, trump, v) != led for c in held):
        return None
    if o.trump_anytime and mine == int(trump):
        return None
    return Code.MUST_FOLLOW_SUIT


def candidate_actions(s: SmearState) -> list[Action]:
    """A universe of actions to test against: every action the seat could name, lawful or not
    (discards: every subset of the right size, plus a few of the wrong size)."""
    h, o = s.hand, s.options
    acts: list[Action] = [Pass(), *(Bid(n) for n in range(0, hand_max(o) + 3)), *(Trump(x) for x in Suit)]
    if h is None:
        return acts
    seat = seat_to_act(s)
    if seat is None:
        return acts
    held = h.hands[seat]
    acts += [Play(c) for c in standard_deck(jokers=2)]
    if h.phase is Phase.DISCARD:
        sizes: list[int] = list(range(0, len(held) + 1)) if o.nine_card else [len(held) - 6, len(held) - 7, len(held) - 5]
        for k in sizes:
            if 0 <= k <= len(held):
                acts += [Discard(c) for c in combinations(held, k)]
    return acts


GAME_VALUE = {ACE: 4, KING: 3, QUEEN: 2, JACK: 1, TEN: 10}


def spec_awards(h: HandState, o: SmearOptions) -> dict[Category, tuple[int | None, int]]:
    """SM-7: category -> (side, points) recomputed from the trick record alone."""
    assert h.trump is not None
    trump = h.trump
    v = variant_of(o)
    side = {s: (s % (o.players // 2) if o.partnerships else s) for s in range(o.players)}
    taker: dict[Card, int] = {}
    player: dict[Card, int] = {}
    for t in h.tricks:
        for i, c in enumerate(t.cards):
            taker[c] = side[t.winner]
            player[c] = side[(t.leader + i) % o.players]
    trumps = sorted((c for c in taker if spec_suit(c, trump, v) == int(trump)), key=lambda c: spec_trump_rank(c, trump, v))
    out: dict[Category, tuple[int | None, int]] = {}

    def by_card(cat: Category, card: Card | None, points: int = 1) -> None:
        out[cat] = (taker[card], points) if card is not None and card in taker else (None, 0)

    by_card("high", Card(ACE, trump) if o.high_rule == "ace" else (trumps[-1] if trumps else None))
    if o.low_rule == "captured" or not trumps:
        by_card("low", trumps[0] if trumps else None)
    else:
        out["low"] = (player[trumps[0]], 1)
    by_card("jack", Card(JACK, trump))
    partner = {Suit.S: Suit.C, Suit.C: Suit.S, Suit.H: Suit.D, Suit.D: Suit.H}[trump]
    if o.jick and o.score_jick:
        by_card("jick", Card(JACK, partner))
    if o.score_jokers:
        for k in range(1, o.jokers + 1):
            by_card("joker1" if k == 1 else "joker2", Card(k, None))
    sides = o.players // 2 if o.partnerships else o.players
    totals = [0] * sides
    for c, s in taker.items():
        totals[s] += o.joker_game_points if c.suit is None else GAME_VALUE.get(c.rank, 0)
    best = max(totals)
    leaders = [s for s in range(sides) if totals[s] == best]
    game: int | None = None
    if best > 0 and len(leaders) == 1:
        game = leaders[0]
    elif best > 0 and o.game_tie == "lowest_trump":
        game = next((taker[c] for c in trumps if taker[c] in leaders), None)
    elif best > 0 and o.game_tie == "low_card" and trumps and taker[trumps[0]] in leaders:
        game = taker[trumps[0]]
    out["game"] = (game, 1) if game is not None else (None, 0)
    if o.score_three:
        by_card("three", Card(3, trump), 3)
    if o.score_two:
        by_card("two", Card(2, trump), 2)
    return out
