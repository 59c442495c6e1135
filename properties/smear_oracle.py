"""An independent reading of SPEC chapter SM, used to check the reference against itself.

Nothing here calls the engine's code for what it checks: not its rules, ranking or scoring
modules, nor the options' derived members (``sides``, ``side_of``, ``dealt``,
``hand_maximum``), nor its card order. It reads the state's plain record (the deal, the bids,
the trump named, the discards, the cards of each trick in play order) and applies the SPEC's
wording: the phase, the pitcher and the bid, each seat's cards, the nine-card draw, the
leader and winner of every trick, the revokes, the awards, the score changes, the game's
winner and the next dealer are all worked out here, so that a bug in the engine shows up as a
disagreement instead of being copied. tests/test_properties_imports.py holds it to that.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from properties.invariant_checks import BETWEEN_HANDS, played_by_seat
from properties.spec_cards import SAME_COLOUR, smear_trick_index, spec_suit, spec_trump_rank
from reference.actions import Action, Bid, Discard, Pass, Play, Trump
from reference.cards import X1, X2, Card, Suit
from reference.errors import Code
from reference.phases import Phase
from reference.smear.options import SmearOptions
from reference.smear.state import HandState, SmearState

KEEP = 6  # SM-5.1: every hand is played with six cards
MIN_BID = 2  # SM-3.2
ACE, KING, QUEEN, JACK, TEN = 14, 13, 12, 11, 10
GAME_VALUE = {ACE: 4, KING: 3, QUEEN: 2, JACK: 1, TEN: 10}  # SM-7.7

CODE_RULE = {
    Code.GAME_OVER: "SM-9.1",
    Code.WRONG_PHASE: "SM-2.3",
    Code.BID_TOO_LOW: "SM-3.2",
    Code.BID_TOO_HIGH: "SM-3.2",
    Code.MUST_BID: "SM-3.5",
    Code.DUPLICATE_CARD: "SM-5.1",
    Code.CARD_NOT_IN_HAND: "SM-6.1",
    Code.DISCARD_COUNT: "SM-5.1",
    Code.MUST_DISCARD_NON_TRUMP: "SM-5.5",
    Code.MUST_KEEP_TRUMP: "SM-5.5",
    Code.MUST_LEAD_TRUMP: "SM-6.2",
    Code.MUST_FOLLOW_SUIT: "SM-6.3",
}


# ---------------------------------------------------------------- the table (SM-1, SM-2)


def sides(o: SmearOptions) -> int:
    """SM-1.1, SM-1.2: every seat its own side, or pairs across the table."""
    return o.players // 2 if o.partnerships else o.players


def side_of(seat: int, o: SmearOptions) -> int:
    """SM-1.2: the side of seat ``s`` is ``s mod (n/2)`` with partnerships, else ``s``."""
    return seat % (o.players // 2) if o.partnerships else seat


def sm_deck(o: SmearOptions) -> list[Card]:
    """SM-2.1: the 52 standard cards and ``jokers`` of X1, X2 (written out here)."""
    return [Card(r, s) for s in Suit for r in range(ACE, 1, -1)] + [X1, X2][: o.jokers]


def hand_size(o: SmearOptions) -> int:
    """SM-2.2: an explicit size, 9 in nine-card Smear, else the first of 10, 8, 6 that fits."""
    if o.hand_size is not None:
        return o.hand_size
    if o.nine_card:
        return 9
    return next(h for h in (10, 8, 6) if h * o.players + o.widow <= 52 + o.jokers)


def hand_max(o: SmearOptions) -> int:
    """SM-7.1: High, Low, Jack, Game; the Jick; each joker in the deck; Three; Two."""
    return (
        4
        + (1 if o.jick and o.score_jick else 0)
        + (o.jokers if o.score_jokers else 0)
        + (3 if o.score_three else 0)
        + (2 if o.score_two else 0)
    )


def variant_of(o: SmearOptions) -> int:
    """spec_cards' variant number: 0 standard, 1 big joker above the Jick, 2 no Jick."""
    if not o.jick:
        return 2
    return 1 if o.joker_rank == "big_above_jick" else 0


def trump_member(c: Card, trump: Suit, o: SmearOptions) -> bool:
    """SM-4.2."""
    return spec_suit(c, trump, variant_of(o)) == int(trump)


# ---------------------------------------------------------------- bidding (SM-3)


def bidding_over(h: HandState, o: SmearOptions) -> bool:
    """SM-3.1, SM-3.4: after the dealer's chance; under ``max_bid: ends_bidding`` also at once
    after a bid of the hand maximum."""
    return len(h.bids) == o.players or (o.max_bid == "ends_bidding" and any(b == hand_max(o) for _, b in h.bids))


def pitcher_of(h: HandState) -> tuple[int | None, int]:
    """SM-3.2, SM-3.6: bids only rise, so the last bid is the highest: its seat is the pitcher."""
    return next(((seat, amount) for seat, amount in reversed(h.bids) if amount is not None), (None, 0))


def bid_seats_in_order(h: HandState, o: SmearOptions) -> bool:
    """SM-3.1: the k-th chance is the seat k places left of the dealer."""
    return all(seat == (h.dealer + 1 + k) % o.players for k, (seat, _) in enumerate(h.bids))


# ---------------------------------------------------------------- the cards each seat holds (SM-5)


@dataclass(frozen=True)
class Draw:
    """SM-5.5: what each seat drew, the stock left, and whether the stock ran out."""

    drawn: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    misdeal: bool


def before_discard(h: HandState, o: SmearOptions, seat: int) -> list[Card]:
    """SM-2.3, SM-5.4: the dealt cards, and the widow for the pitcher once bidding is over."""
    pitcher, _ = pitcher_of(h)
    widow = list(h.deal.widow) if o.widow and seat == pitcher and bidding_over(h, o) else []
    return list(h.deal.hands[seat]) + widow


def needs_discard(h: HandState, o: SmearOptions, seat: int) -> bool:
    """SM-5.1, SM-5.2, SM-5.5: a seat that has not discarded yet and holds more than six cards,
    or (nine-card) any card at all that is not a trump."""
    if h.discards[seat]:
        return False
    held = before_discard(h, o, seat)
    if o.nine_card:
        assert h.trump is not None
        trump = h.trump
        return len(held) > KEEP or any(not trump_member(c, trump, o) for c in held)
    return len(held) > KEEP


def discard_order(h: HandState, o: SmearOptions) -> list[int]:
    """SM-5.1, SM-5.5: the pitcher first, then clockwise."""
    pitcher, _ = pitcher_of(h)
    assert pitcher is not None
    return [(pitcher + k) % o.players for k in range(o.players)]


def discards_done(h: HandState, o: SmearOptions) -> bool:
    return not any(needs_discard(h, o, seat) for seat in range(o.players))


def kept(h: HandState, o: SmearOptions, seat: int, draw: Draw | None = None) -> list[Card]:
    """SM-5.1, SM-5.5: the seat's cards after its discard, with its ``draw`` if given."""
    return [c for c in before_discard(h, o, seat) if c not in h.discards[seat]] + (list(draw.drawn[seat]) if draw is not None else [])


def the_draw(h: HandState, o: SmearOptions) -> Draw:
    """SM-5.5: after every discard, each seat from the pitcher clockwise draws from the front of
    the stock up to six cards; a stock that runs out first is a misdeal (SM-2.4). Outside
    nine-card Smear nobody draws."""
    empty: tuple[tuple[Card, ...], ...] = ((),) * o.players
    if not o.nine_card or h.trump is None or not discards_done(h, o):
        return Draw(empty, h.deal.stock, False)
    drawn: list[tuple[Card, ...]] = [()] * o.players
    stock = h.deal.stock
    for seat in discard_order(h, o):
        want = KEEP - len(kept(h, o, seat))
        if want > len(stock):
            return Draw(empty, h.deal.stock, True)
        drawn[seat], stock = stock[:want], stock[want:]
    return Draw(tuple(drawn), stock, False)


def held_now(h: HandState, o: SmearOptions) -> list[list[Card]]:
    """Each seat's cards now: dealt (and the widow), less its discard, plus its draw, less what
    it has played."""
    draw = the_draw(h, o)
    started = h.trump is not None and pitcher_of(h)[0] is not None
    # SM-6.1: the cards each seat has played, leaders recomputed
    played = played_by_seat(h.tricks, h.trick, leaders(h, o), o.players) if started else [[] for _ in range(o.players)]
    return [[c for c in kept(h, o, seat, draw) if c not in played[seat]] for seat in range(o.players)]


# ---------------------------------------------------------------- tricks (SM-6)


def trick_winner(cards: tuple[Card, ...], leader: int, trump: Suit, o: SmearOptions) -> int:
    """SM-6.5 with SM-4.3 and SM-4.4: the seat of the highest trump, else of the highest card
    of the suit led."""
    return (leader + smear_trick_index(cards, trump, variant_of(o), o.joker_tiebreak)) % o.players


def leaders(h: HandState, o: SmearOptions) -> list[int]:
    """SM-6.1: the pitcher leads the first trick, each trick's winner the next; the last entry
    leads the trick in progress (winners recomputed, not read)."""
    pitcher, _ = pitcher_of(h)
    assert pitcher is not None and h.trump is not None
    out = [pitcher]
    for t in h.tricks:
        out.append(trick_winner(t.cards, out[-1], h.trump, o))
    return out


def revokers(h: HandState, o: SmearOptions) -> list[int]:
    """SM-6.7: the seats, in play order, whose play broke SM-6.2 or SM-6.3 (accepted under
    ``revoke: penalized`` or ``set_back``), from each seat's cards at the moment it played."""
    if h.trump is None or not (h.tricks or h.trick):
        return []
    draw = the_draw(h, o)
    hands = [kept(h, o, s, draw) for s in range(o.players)]
    lead = leaders(h, o)
    out: list[int] = []
    tricks = [t.cards for t in h.tricks] + ([h.trick] if h.trick else [])
    for k, cards in enumerate(tricks):
        for i, c in enumerate(cards):
            seat = (lead[k] + i) % o.players
            code = play_code_for(hands[seat], c, cards[:i], k == 0 and i == 0, h.trump, o)
            if code in (Code.MUST_LEAD_TRUMP, Code.MUST_FOLLOW_SUIT):
                out.append(seat)
            hands[seat] = [x for x in hands[seat] if x != c]
    return out


# ---------------------------------------------------------------- phase and turn


def expected_phase(s: SmearState) -> Phase:
    """The SM overview's steps, read from the record."""
    if s.winner is not None:
        return Phase.GAME_OVER
    h, o = s.hand, s.options
    if h is None:
        return Phase.AWAITING_DEAL
    if not bidding_over(h, o):
        return Phase.BIDDING
    if h.trump is None:
        return Phase.TRUMP
    if not discards_done(h, o):
        return Phase.DISCARD
    return Phase.PLAY


def seat_to_act(s: SmearState) -> int | None:
    """CD-7 with SM-3.1 (eldest first), SM-4.1 (the pitcher names trump), SM-5.1 (discards
    from the pitcher clockwise), SM-6.1."""
    phase, h, o = expected_phase(s), s.hand, s.options
    if h is None or phase in (Phase.GAME_OVER, Phase.AWAITING_DEAL):
        return None
    if phase is Phase.BIDDING:
        return (h.dealer + 1 + len(h.bids)) % o.players
    if phase is Phase.TRUMP:
        return pitcher_of(h)[0]
    if phase is Phase.DISCARD:
        return next(seat for seat in discard_order(h, o) if needs_discard(h, o, seat))
    return (leaders(h, o)[-1] + len(h.trick)) % o.players


# ---------------------------------------------------------------- refusals (SM-3 to SM-6, SM-11)


@dataclass(frozen=True)
class Turn:
    """What the record says of the moment: the phase, the seat to act and its cards now."""

    phase: Phase
    seat: int | None
    held: tuple[Card, ...]


def turn(s: SmearState) -> Turn:
    phase, seat = expected_phase(s), seat_to_act(s)
    held = tuple(held_now(s.hand, s.options)[seat]) if s.hand is not None and seat is not None and phase is Phase.PLAY else ()
    return Turn(phase, seat, held)


def expected_code(s: SmearState, action: Action, now: Turn | None = None) -> Code | None:
    """The refusal the SPEC requires for ``action`` by the seat to act (None: lawful), in the
    precedence of CD-9 and SM-11.1. ``now``: ``turn(s)``, when the caller has it already."""
    now = turn(s) if now is None else now
    phase, h, o = now.phase, s.hand, s.options
    if phase in BETWEEN_HANDS:
        return BETWEEN_HANDS[phase]
    assert h is not None
    seat = now.seat
    assert seat is not None
    if phase is Phase.BIDDING and isinstance(action, (Pass, Bid)):
        highest = max((b for _, b in h.bids if b is not None), default=0)
        if isinstance(action, Pass):
            dealer_stuck = len(h.bids) == o.players - 1 and highest == 0
            return Code.MUST_BID if dealer_stuck and o.all_pass == "dealer_forced" else None
        if action.amount > hand_max(o):
            return Code.BID_TOO_HIGH
        return None if action.amount >= MIN_BID and action.amount > highest else Code.BID_TOO_LOW
    if phase is Phase.TRUMP and isinstance(action, Trump):
        return None
    if phase is Phase.DISCARD and isinstance(action, Discard):
        return discard_code(h, seat, action.cards, o)
    if phase is Phase.PLAY and isinstance(action, Play):
        assert h.trump is not None
        first = not h.tricks and not h.trick
        return play_code_for(list(now.held), action.card, h.trick, first, h.trump, o)
    return Code.WRONG_PHASE


def discard_code(h: HandState, seat: int, cards: tuple[Card, ...], o: SmearOptions) -> Code | None:
    """SM-5.1, SM-5.4, SM-5.5 in the order of SM-11.1."""
    held = before_discard(h, o, seat)
    if any(cards[i] == cards[j] for i in range(len(cards)) for j in range(i + 1, len(cards))):
        return Code.DUPLICATE_CARD
    if any(c not in held for c in cards):
        return Code.CARD_NOT_IN_HAND
    kept = [c for c in held if c not in cards]
    if not o.nine_card:
        return None if len(kept) == KEEP else Code.DISCARD_COUNT
    assert h.trump is not None
    trump = h.trump
    if any(not trump_member(c, trump, o) for c in kept):
        return Code.MUST_DISCARD_NON_TRUMP
    if len(kept) < KEEP and any(trump_member(c, trump, o) for c in cards):
        return Code.MUST_KEEP_TRUMP
    return None if len(kept) <= KEEP else Code.DISCARD_COUNT


def play_code_for(held: list[Card], card: Card, trick: tuple[Card, ...], first_lead: bool, trump: Suit, o: SmearOptions) -> Code | None:
    """SM-6.1 to SM-6.4 for ``card`` from ``held``, to the trick so far (empty: a lead)."""
    if card not in held:
        return Code.CARD_NOT_IN_HAND
    v = variant_of(o)
    mine = spec_suit(card, trump, v)
    if not trick:
        if first_lead and o.first_lead == "trump" and mine != int(trump):
            return Code.MUST_LEAD_TRUMP if any(spec_suit(c, trump, v) == int(trump) for c in held) else None
        return None
    led = spec_suit(trick[0], trump, v)
    if mine == led or all(spec_suit(c, trump, v) != led for c in held):
        return None
    if o.trump_anytime and mine == int(trump):
        return None
    return Code.MUST_FOLLOW_SUIT


def candidate_actions(s: SmearState) -> list[Action]:
    """A universe of actions to test against: every action the seat could name, lawful or not
    (discards: every subset of the sizes that matter, plus one naming a card twice and one
    naming a card not held)."""
    h, o = s.hand, s.options
    acts: list[Action] = [Pass(), *(Bid(n) for n in range(hand_max(o) + 3)), *(Trump(x) for x in Suit)]
    acts += [Play(c) for c in sm_deck(o)] + ([] if o.jokers == 2 else [Play(X2)])
    if h is None or expected_phase(s) is not Phase.DISCARD:
        return acts + [Discard((Card(2, Suit.C),))]
    seat = seat_to_act(s)
    assert seat is not None
    held = before_discard(h, o, seat)
    if o.nine_card:
        acts += [Discard(c) for k in range(1, len(held) + 1) for c in combinations(held, k)]
    else:
        # every discard of the right size (so completeness is checked), a few of the wrong sizes
        right = len(held) - KEEP
        acts += [Discard(c) for c in combinations(held, right)]
        for k in (right - 1, right + 1):
            if 1 <= k <= len(held):
                acts += [Discard(c) for _, c in zip(range(4), combinations(held, k))]
    return acts + [Discard((held[0], held[0])), Discard((next(c for c in sm_deck(o) if c not in held),))]


# ---------------------------------------------------------------- scoring (SM-7 to SM-9)


@dataclass(frozen=True)
class Expected:
    """What the SPEC says a finished hand's result and the game after it must hold."""

    outcome: str
    pitcher: int | None
    bid: int
    awards: tuple[tuple[str, int | None, int], ...]
    captured: tuple[int, ...]
    game_points: tuple[int, ...]
    made: bool | None
    revoking: tuple[int, ...]
    changes: tuple[int, ...]
    scores: tuple[int, ...]
    winner: int | None
    next_dealer: int


def categories(o: SmearOptions) -> list[str]:
    """SM-7.1: the enabled categories, in the table's order."""
    out = ["high", "low", "jack"]
    out += ["jick"] if o.jick and o.score_jick else []
    out += ["joker1", "joker2"][: o.jokers] if o.score_jokers else []
    out += ["game"]
    out += ["three"] if o.score_three else []
    out += ["two"] if o.score_two else []
    return out


def spec_awards(h: HandState, o: SmearOptions) -> tuple[dict[str, tuple[int | None, int]], tuple[int, ...]]:
    """SM-7.1 to SM-7.10: category -> (side, points), and each side's game points, from the
    trick record with the winners recomputed."""
    trump = h.trump
    assert trump is not None
    v = variant_of(o)
    lead = leaders(h, o)
    taker: dict[Card, int] = {}
    player: dict[Card, int] = {}
    for k, t in enumerate(h.tricks):
        won_by = trick_winner(t.cards, lead[k], trump, o)
        for i, c in enumerate(t.cards):
            taker[c] = side_of(won_by, o)
            player[c] = side_of((lead[k] + i) % o.players, o)
    trumps = sorted((c for c in taker if trump_member(c, trump, o)), key=lambda c: spec_trump_rank(c, trump, v))
    out: dict[str, tuple[int | None, int]] = {}

    def by_card(category: str, card: Card | None, points: int = 1, to: dict[Card, int] = taker) -> None:
        # SM-7.10: a card not played awards nothing
        out[category] = (to[card], points) if card is not None and card in to else (None, 0)

    by_card("high", Card(ACE, trump) if o.high_rule == "ace" else (trumps[-1] if trumps else None))
    by_card("low", trumps[0] if trumps else None, to=taker if o.low_rule == "captured" else player)
    by_card("jack", Card(JACK, trump))
    by_card("jick", Card(JACK, SAME_COLOUR[trump]))
    by_card("joker1", X1)
    by_card("joker2", X2)
    totals = [0] * sides(o)
    for c, x in taker.items():
        totals[x] += o.joker_game_points if c.suit is None else GAME_VALUE.get(c.rank, 0)
    best = max(totals)
    tied = [x for x in range(sides(o)) if totals[x] == best]
    game: int | None = None
    if best > 0 and len(tied) == 1:
        game = tied[0]
    elif best > 0 and o.game_tie == "low_card" and trumps and taker[trumps[0]] in tied:
        game = taker[trumps[0]]  # the side that captured the Low card, whatever low_rule says
    elif best > 0 and o.game_tie == "lowest_trump":
        game = next((taker[c] for c in trumps if taker[c] in tied), None)
    out["game"] = (game, 1) if game is not None else (None, 0)
    by_card("three", Card(3, trump), 3)
    by_card("two", Card(2, trump), 2)
    return {k: out[k] for k in categories(o)}, tuple(totals)


def game_winner(scores: tuple[int, ...], pitcher_side: int | None, made: bool, o: SmearOptions) -> int | None:
    """SM-9.1 to SM-9.4 after a hand."""
    if pitcher_side is not None and made and scores[pitcher_side] >= o.target:
        return pitcher_side  # SM-9.2
    reached = [x for x in range(len(scores)) if x != pitcher_side and scores[x] >= o.target]
    if reached and (sole := sole_top(scores, reached)) is not None:
        return sole  # SM-9.3
    if o.elimination is not None and min(scores) <= o.elimination:
        return sole_top(scores, range(len(scores)))  # SM-9.4
    return None


def sole_top(scores: tuple[int, ...], among: Sequence[int]) -> int | None:
    """The side of ``among`` with the highest score, if no other of them has it."""
    top = max(scores[x] for x in among)
    at_top = [x for x in among if scores[x] == top]
    return at_top[0] if len(at_top) == 1 else None


def expected_result(h: HandState, o: SmearOptions, before: tuple[int, ...]) -> Expected:
    """SM-3.5, SM-2.4, SM-7, SM-8 and SM-9 for the hand ``h`` that just ended, from the scores
    before it."""
    k = sides(o)
    pitcher, bid = pitcher_of(h)
    if pitcher is None or the_draw(h, o).misdeal:
        outcome = "misdeal" if pitcher is not None else ("dealer_set" if o.all_pass == "dealer_set" else "redeal")
        changes = tuple(-MIN_BID if outcome == "dealer_set" and x == side_of(h.dealer, o) else 0 for x in range(k))
        scores = tuple(before[x] + changes[x] for x in range(k))
        again = outcome != "dealer_set"  # SM-1.3, SM-2.4: the same dealer deals again
        next_dealer = h.dealer if again else (h.dealer + 1) % o.players
        return Expected(outcome, pitcher, bid, (), (0,) * k, (0,) * k, None, (), changes, scores, game_winner(scores, None, False, o), next_dealer)
    awards, totals = spec_awards(h, o)
    captured = [sum(points for x, points in awards.values() if x == side) for side in range(k)]
    ps = side_of(pitcher, o)
    revoking = tuple(sorted({side_of(seat, o) for seat in revokers(h, o)}))
    made = captured[ps] >= bid
    if revoking and o.revoke == "penalized":  # SM-8.5 replaces SM-8.2 to SM-8.4
        changes = tuple(0 if x in revoking else hand_max(o) for x in range(k))
    else:
        changes = tuple(
            -bid if x in revoking else (captured[x] if made else -bid) if x == ps else captured[x] for x in range(k)
        )
    scores = tuple(before[x] + changes[x] for x in range(k))
    # SM-9.2: made its bid, without a revoke of its own, or scored H by another side's revoke
    made_for_game = ps not in revoking and (made or (bool(revoking) and o.revoke == "penalized"))
    awards_list = tuple((c, x, p) for c, (x, p) in awards.items())
    winner = game_winner(scores, ps, made_for_game, o)
    return Expected("played", pitcher, bid, awards_list, tuple(captured), totals, made, revoking, changes, scores, winner, (h.dealer + 1) % o.players)
