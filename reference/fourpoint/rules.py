"""Four Point's game rules: dealing, bidding, taking and discarding, the first lead and play
(SPEC FP-1 to FP-6).

Public: ``legal_actions`` and ``apply``, on the turn and hand flow of reference.table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations, compress

from reference.action_list import deferred
from reference.actions import (
    PASS,
    Action,
    Bid,
    Discard,
    Pass,
    Play,
    Trump,
    bid_of,
    discards_in_order,
    plays_of,
)
from reference.bidding import bid_refusal as bid_refusal_for
from reference.cards import Card, Suit, sort_cards
from reference.dealing import Deal, deal_in_rounds, shuffled
from reference.discarding import held_refusal
from reference.errors import Code, IllegalAction
from reference.fourpoint.options import KEEP, MAX_BID, MIN_BID, PLAYERS, SIDES, FourPointOptions
from reference.fourpoint.ranking import deck, printed_suit, stronger, suit_of
from reference.fourpoint.scoring import game_winner, redeal_result, score_played_hand
from reference.fourpoint.state import FourPointState, HandResult, HandState
from reference.phases import BIDDING, DISCARD, PLAY
from reference.table import Table, close_hand, deal_hand, evolve, open_game, replacer, queue_deal, played_out, take_turn, trick_of, turn_refusal
from reference.tricks import may_play, winning_index


def eldest(dealer: int) -> int:
    """FP-1.3: the player left of the dealer."""
    return (dealer + 1) % PLAYERS


def seeded_deal(seed: int, deal_number: int, dealer: int) -> Deal:
    """FP-2.3: shuffle, two rounds of three from eldest; the other eight, in order, are the stock."""
    cards = shuffled(deck(), seed, f"fourpoint:deal:{deal_number}")
    hands = deal_in_rounds(cards, PLAYERS, eldest(dealer), [KEEP // 2, KEEP - KEEP // 2])
    return Deal(hands, (), tuple(cards[PLAYERS * KEEP :]))


TABLE = Table("fourpoint", PLAYERS, SIDES, "FP-2.3", "FP-1.4", deck(), KEEP)


def new_game(
    options: FourPointOptions,
    *,
    seed: int | None = None,
    deals: Sequence[Deal] = (),
    dealer: int | None = None,
    scores: Sequence[int] | None = None,
) -> FourPointState:
    """A game at its first bid. Deals come from ``seed`` or, in order, from ``deals``.

    FP-1.2: the first dealer is given, or drawn from the seed (standing in for the random choice).
    FP-1.4: the game may start from given scores (default 0 each), for trying a target or a house
    rule without playing the earlier hands. FP-2.3: an explicit deal is four hands of six and the
    eight undealt cards, no widow."""
    return start_hand(open_game(FourPointState, TABLE, options, seed, deals, dealer, scores))


def add_deal(state: FourPointState, deal: Deal) -> FourPointState:
    """Queue another explicit deal; a game waiting for one starts its hand (FP-2.4)."""
    return queue_deal(state, TABLE, deal, start_hand)


def start_hand(state: FourPointState) -> FourPointState:
    """FP-2.3, FP-2.4: deal the next hand for ``state.dealer`` (or wait for a deal)."""

    def hand(deal: Deal) -> HandState:
        return HandState(
            dealer=state.dealer,
            deal=deal,
            phase=BIDDING,
            hands=tuple(sort_cards(h) for h in deal.hands),
            stock=deal.stock,
        )

    return deal_hand(state, seeded_deal, hand)


# ---------------------------------------------------------------- whose turn


def bidding_over(hand: HandState, options: FourPointOptions) -> bool:
    """FP-3.3: the dealer has had a chance, or 4 has been bid (``max_bid: ends_bidding``)."""
    return len(hand.bids) == PLAYERS or (hand.bid == MAX_BID and options.max_bid == "ends_bidding")


def to_act(state: FourPointState) -> int | None:
    """The seat whose action comes next (CD-7), or None when nobody is to act."""
    hand = state.hand
    if hand is None or state.standing.winner is not None:
        return None
    phase = hand.phase
    if phase is PLAY:  # first: most steps are plays
        return (hand.leader + len(hand.trick)) % PLAYERS
    if phase is BIDDING:
        return (eldest(hand.dealer) + len(hand.bids)) % PLAYERS
    return hand.bidder  # DISCARD, the only other phase of a hand


# ---------------------------------------------------------------- the discard rule


def trump_allowance(held: Sequence[Card], suit: Suit, options: FourPointOptions) -> int:
    """FP-4.3: how many cards of ``suit`` a discard from ``held`` may contain and still respect it.

    Literal reading: none, unless more than six are held, then any. ``excess_only``: only the
    cards beyond six."""
    count = [c.suit for c in held].count(suit)
    if options.trump_discard == "excess_only":
        return max(0, count - KEEP)
    return count if count > KEEP else 0


def respects(discard: Sequence[Card], suit: Suit, held: Sequence[Card], options: FourPointOptions) -> bool:
    """FP-4.3: whether the discard leaves ``suit`` eligible to become trump."""
    given = [c.suit for c in discard].count(suit)
    return given == 0 or given <= trump_allowance(held, suit, options)


def lead_suits(kept: Sequence[Card], discard: Sequence[Card], options: FourPointOptions) -> set[Suit]:
    """FP-4.4, FP-5.3: the suits the bidder may lead (and so name trump) after ``discard``."""
    held = tuple(kept) + tuple(discard)
    return {suit_of(c) for c in kept if respects(discard, suit_of(c), held, options)}


# ---------------------------------------------------------------- legality


def dealer_speaks(hand: HandState) -> bool:
    """FP-3.1: the dealer has the last chance to bid."""
    return len(hand.bids) == PLAYERS - 1


def bid_refusal(hand: HandState, amount: int | None, options: FourPointOptions) -> IllegalAction | None:
    """FP-3.2, FP-3.5, FP-3.6: why a bid (None: a pass) is refused, if it is.

    A pass is lawful except the dealer's after three passes under ``all_pass: dealer_forced``
    (FP-3.5). Under ``dealer_holds`` the dealer may bid the amount already bid (FP-3.6)."""
    if amount is None:
        if dealer_speaks(hand) and hand.bidder is None and options.all_pass == "dealer_forced":
            return IllegalAction(Code.MUST_BID, "FP-3.5", "everyone else passed: the dealer must bid")
        return None
    if dealer_speaks(hand) and options.dealer_holds and hand.bidder is not None:
        # Holding: the dealer may equal the highest bid, so only a bid below it is too low.
        return bid_refusal_for(amount, hand.bid - 1, MIN_BID, MAX_BID, "FP-3.6")
    return bid_refusal_for(amount, hand.bid, MIN_BID, MAX_BID, "FP-3.2")


def discard_refusal(hand: HandState, seat: int, cards: tuple[Card, ...], options: FourPointOptions) -> IllegalAction | None:
    """FP-4.2, FP-4.4: why a discard is refused, if it is."""
    held = hand.hands[seat]
    basic = held_refusal(held, cards, seat, "FP-4.2")
    if basic is not None:
        return basic
    if len(cards) != options.take:
        return IllegalAction(
            Code.DISCARD_COUNT, "FP-4.2", f"discard {options.take} cards to keep {KEEP}, not {len(cards)}"
        )
    kept = [c for c in held if c not in cards]
    if not lead_suits(kept, cards, options):
        return IllegalAction(
            Code.NO_LEGAL_LEAD, "FP-4.4", "after this discard no card kept could lawfully be led to name trump"
        )
    return None


def play_refusal(hand: HandState, seat: int, card: Card, options: FourPointOptions) -> IllegalAction | None:
    """FP-5.3, FP-6.2, FP-6.3: why playing ``card`` is refused, if it is."""
    held = hand.hands[seat]
    if card not in held:
        return IllegalAction(Code.CARD_NOT_IN_HAND, "FP-6.1", f"{card} is not in seat {seat}'s hand")
    if hand.trump is None:  # the bidder's first lead names trump
        if suit_of(card) not in lead_suits(held, hand.discards, options):
            return IllegalAction(
                Code.TRUMP_DISCARDED, "FP-5.3", f"the discard did not respect {suit_of(card).name}: it cannot be trump"
            )
        return None
    led = suit_of(hand.trick[0]) if hand.trick else None
    if not may_play(held, card, led, hand.trump, suit_of, options.trump_anytime):
        assert led is not None
        return IllegalAction(Code.MUST_FOLLOW_SUIT, "FP-6.2", f"seat {seat} holds {led.name} and must follow")
    return None


def leaves_a_lead(held: Sequence[Card], discard: Sequence[Card], options: FourPointOptions) -> bool:
    """FP-4.4: some card kept after ``discard`` could lawfully be led to name trump."""
    kept_suits = {suit_of(c) for c in held if c not in discard}
    return any(respects(discard, s, held, options) for s in kept_suits)


def discard_choices(hand: HandState, seat: int, options: FourPointOptions) -> list[tuple[Card, ...]]:
    """FP-4.2, FP-4.4: every lawful discard of the bidder, in canonical order (the combinations
    of a hand kept in that order). Each names ``take`` distinct held cards, so only FP-4.4 is
    left to check."""
    held = hand.hands[seat]
    take = options.take
    combos = list(combinations(held, take))
    # Whether a discard leaves a lead depends only on the suits it gives and the suits held, so
    # the verdict on each combination is worked out once per sequence of held suits (a hand kept
    # in canonical order has one of a few hundred) and kept in a table of the rules in force:
    # FP-4.4 judged once per pattern of suits given (on the first discard giving it), the
    # patterns being the combinations of the held suits taken in step with those of the cards.
    shape = tuple([c.suit for c in held])
    known = lead_verdicts(options, leaves_a_lead, respects, trump_allowance)
    chosen = known.get(shape)
    if chosen is None:
        patterns = list(combinations(shape, take))
        verdicts = {p: leaves_a_lead(held, combos[patterns.index(p)], options) for p in dict.fromkeys(patterns)}
        chosen = known[shape] = tuple(map(verdicts.__getitem__, patterns))
    return list(compress(combos, chosen))


@lru_cache(maxsize=256)
def lead_verdicts(options: FourPointOptions, *rules: object) -> dict[tuple[Suit | None, ...], tuple[bool, ...]]:
    """FP-4.4: for a hand of the suits of its key, whether each discard (in the order of
    ``combinations``) leaves a lead, filled as ``discard_choices`` asks. One table per options and
    ``rules``, the rule functions in force (a rule replaced by name gets a table of its own);
    emptied with the engine's other caches around a mutant."""
    return {}


def playable(hand: HandState, seat: int, options: FourPointOptions) -> tuple[Card, ...]:
    """FP-5.3, FP-6.2, FP-6.3: the cards ``seat`` may play, in hand order (CD-5), worked out in
    one pass: the bidder's first lead, of a suit the discard respected; then any card to lead;
    the led suit when held (or a trump instead, with ``trump_anytime``); any card when void.
    The same rule as ``play_refusal``, which names why a card is refused."""
    held = hand.hands[seat]
    trump = hand.trump
    if trump is None:
        suits = lead_suits(held, hand.discards, options)
        return tuple([c for c in held if suit_of(c) in suits])
    trick = hand.trick
    if not trick:
        return held
    led = trick[0].suit  # the printed suit (suit_of), read as for the held cards below
    following = [c for c in held if c.suit is led]
    if not following:
        return held
    if options.trump_anytime and led is not trump:
        return tuple([c for c in held if c.suit is led or c.suit is trump])
    return tuple(following)


def legal_actions(state: FourPointState) -> list[Action]:
    """Every lawful action of the seat to act, in canonical order (CD-6), built in that order.
    Empty only when the game is over or waiting for a deal."""
    hand, o = state.hand, state.standing.options  # not the property: a call saved per step
    seat = to_act(state)
    if hand is None or seat is None:
        return []
    if hand.phase is PLAY:
        return plays_of(playable(hand, seat, o))
    if hand.phase is DISCARD:  # listed when read (reference.action_list): apply never reads it
        return deferred(listed_discards, hand, seat, o, discard_choices)
    actions: list[Action] = [PASS] if bid_refusal(hand, None, o) is None else []
    return actions + [bid_of(n) for n in range(MIN_BID, MAX_BID + 1) if bid_refusal(hand, n, o) is None]


def listed_discards(
    hand: HandState, seat: int, options: FourPointOptions, choices: Callable[[HandState, int, FourPointOptions], list[tuple[Card, ...]]]
) -> list[Action]:
    """FP-4.2, FP-4.4: the ``Discard`` of each of ``choices`` (``discard_choices``, as in force
    when ``legal_actions`` was asked), in canonical order (CD-6)."""
    return discards_in_order(choices(hand, seat, options))


def lawful(hand: HandState, seat: int, action: Action, options: FourPointOptions) -> bool:
    """Whether the seat to act may take ``action`` (the rules of ``legal_actions``, for one action)."""
    phase = hand.phase
    if phase is PLAY:
        if type(action) is not Play:
            return False
        # FP-6.1, FP-6.2: once trump is named any held card may lead, and a held card of the led
        # suit may always follow: decided without building the legal set again (legal_actions
        # built it for this hand)
        trick = hand.trick
        if hand.trump is not None and (not trick or action.card.suit is trick[0].suit):
            return action.card in hand.hands[seat]
        return action.card in playable(hand, seat, options)
    if phase is DISCARD:
        return type(action) is Discard and discard_refusal(hand, seat, action.cards, options) is None
    if type(action) is Pass:
        return bid_refusal(hand, None, options) is None
    return type(action) is Bid and bid_refusal(hand, action.amount, options) is None


PHASE_RULES = {BIDDING: "FP-3.1", DISCARD: "FP-4.2", PLAY: "FP-6.1"}


def refusal(state: FourPointState, action: Action, seat: int | None = None) -> IllegalAction | None:
    """Why ``action`` is refused in ``state`` (None: it is lawful). CD-7, CD-8; the checks run in
    the order of CD-9, and each phase's own checks in the order of FP-11.1.

    ``trump S`` is never lawful: trump is named by the first card led (FP-5.2)."""
    hand, o = state.hand, state.options
    actor = to_act(state)
    problem = turn_refusal(state.winner, hand, actor, seat, "FP-9.1", "FP-2.4")
    if problem is not None or hand is None or actor is None:
        return problem
    phase = hand.phase
    if phase is BIDDING and isinstance(action, (Pass, Bid)):
        return bid_refusal(hand, action.amount if isinstance(action, Bid) else None, o)
    if phase is DISCARD and isinstance(action, Discard):
        return discard_refusal(hand, actor, action.cards, o)
    if phase is PLAY and isinstance(action, Play):
        return play_refusal(hand, actor, action.card, o)
    if isinstance(action, Trump):
        return IllegalAction(Code.WRONG_PHASE, "FP-5.2", "trump is named by the first card led, never by 'trump S'")
    return IllegalAction(Code.WRONG_PHASE, PHASE_RULES.get(phase, "CD-6"), f"'{action}' is not an action of the {phase.value} phase")


# ---------------------------------------------------------------- transitions


def apply(state: FourPointState, action: Action | str, seat: int | None = None) -> FourPointState:
    """The state after ``action`` by the seat to act (or by ``seat``, checked: CD-7).

    Raises ``IllegalAction`` (state untouched) when the rules refuse it."""
    act, hand, actor = take_turn(state, state.hand, state.standing.options, action, seat, to_act, lawful, refusal)
    if isinstance(act, Play):
        return after_play(state, hand, actor, act.card)
    if isinstance(act, (Pass, Bid)):
        return after_bid(state, hand, actor, act.amount if isinstance(act, Bid) else None)
    assert isinstance(act, Discard)
    return after_discard(state, hand, act.cards)


def after_bid(state: FourPointState, hand: HandState, seat: int, amount: int | None) -> FourPointState:
    """FP-3: record the bid; when bidding is over the bidder takes (or everyone passed)."""
    hand = _BID_MADE(hand, (
        hand.bids + ((seat, amount),),
        seat if amount is not None else hand.bidder,
        amount if amount is not None else hand.bid,
    ))
    if not bidding_over(hand, state.options):
        return state.at(hand)
    if hand.bidder is None:
        return end_redeal(state, hand)
    return state.at(take_undealt(hand, state.options))


def take_undealt(hand: HandState, options: FourPointOptions) -> HandState:
    """FP-4.1, FP-4.2, FP-5.1: the bidder takes the first ``take`` undealt cards and discards as
    many; with nothing taken the bidder leads at once."""
    bidder = hand.bidder
    assert bidder is not None
    if options.take == 0:
        return evolve(hand, phase=PLAY, leader=bidder)
    taken = hand.stock[: options.take]
    hands = list(hand.hands)
    hands[bidder] = sort_cards(hands[bidder] + taken)
    return evolve(
        hand, hands=tuple(hands), stock=hand.stock[options.take :], taken=taken, phase=DISCARD
    )


def after_discard(state: FourPointState, hand: HandState, cards: tuple[Card, ...]) -> FourPointState:
    """FP-4.2, FP-5.1: the discards leave the hand (kept for Game, FP-7.6); the bidder leads."""
    bidder = hand.bidder
    assert bidder is not None
    hands = list(hand.hands)
    hands[bidder] = tuple([c for c in hands[bidder] if c not in cards])
    hand = evolve(
        hand, hands=tuple(hands), discards=sort_cards(cards), phase=PLAY, leader=bidder
    )
    return state.at(hand)


# the copies made as cards are played and bids made (reference.table.replacer)
_BID_MADE = replacer(HandState, "bids", "bidder", "bid")
_PLAYED = replacer(HandState, "hands", "trick")
_TRICK_DONE = replacer(HandState, "hands", "tricks", "trick", "leader")


def after_play(state: FourPointState, hand: HandState, seat: int, card: Card) -> FourPointState:
    """FP-5.2, FP-6.1, FP-6.4, FP-6.5: play a card (the first names trump); close the trick
    when all four have played."""
    hands = played_out(hand.hands, seat, card)
    trick = hand.trick + (card,)
    trump = hand.trump
    if trump is None:
        trump = suit_of(card)
        hand = evolve(hand, trump=trump)
    if len(trick) < PLAYERS:
        return state.at(_PLAYED(hand, (hands, trick)))
    best = winning_index(trick, trump, printed_suit, stronger)
    winner = (hand.leader + best) % PLAYERS
    hand = _TRICK_DONE(hand, (hands, hand.tricks + (trick_of(hand.leader, trick, winner),), (), winner))
    if any(hands):
        return state.at(hand)
    return next_hand(state, hand, score_played_hand(hand, state.scores, state.options), redeal=False)


def end_redeal(state: FourPointState, hand: HandState) -> FourPointState:
    """FP-3.5: everyone passed; the same dealer deals again."""
    return next_hand(state, hand, redeal_result(hand, state.scores), redeal=True)


def next_hand(state: FourPointState, hand: HandState, result: HandResult, redeal: bool) -> FourPointState:
    """FP-1.3, FP-9: record the result, decide the game, pass the deal unless it is a redeal."""
    winner = game_winner(result, state.options)
    dealer = hand.dealer if redeal else (hand.dealer + 1) % PLAYERS
    state = close_hand(state, hand, result, result.scores, winner, dealer)
    return state if winner is not None else start_hand(state)
