"""Smear's game rules: dealing, bidding, trump, discards and play (SPEC SM-1 to SM-6).

Public: ``legal_actions`` and ``apply``, on the turn and hand flow of reference.table.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Callable, Sequence

from reference.action_list import deferred
from reference.actions import (
    PASS,
    TRUMPS,
    Action,
    Bid,
    Discard,
    Pass,
    Play,
    Trump,
    action_sort_key,
    as_action,
    bid_of,
    discards_in_order,
    plays_of,
)
from reference.bidding import bid_refusal as bid_refusal_for
from reference.cards import Card, Suit, sort_cards, standard_deck
from reference.dealing import Deal, deal_in_rounds, shuffled
from reference.discarding import held_refusal
from reference.errors import Code, IllegalAction
from reference.phases import BIDDING, DISCARD, PLAY, TRUMP
from reference.smear.options import KEEP, SmearOptions
from reference.smear.ranking import is_trump, stronger, suit_of, suits_table, trumps_table
from reference.smear.scoring import game_winner, pitcher_made, score_played_hand, unplayed_result
from reference.smear.state import HandResult, HandState, SmearState
from reference.tables import last_answer
from reference.table import Table, close_hand, deal_hand, evolve, open_game, replacer, queue_deal, played_out, take_turn, trick_of, turn_refusal
from reference.tricks import may_play, winning_index

MIN_BID = 2


def deck(options: SmearOptions) -> tuple[Card, ...]:
    """SM-2.1: 52 cards and the configured jokers."""
    return standard_deck(jokers=options.jokers)


def eldest(dealer: int, options: SmearOptions) -> int:
    """SM-1.3: the player left of the dealer."""
    return (dealer + 1) % options.players


def seeded_deal(options: SmearOptions, seed: int, deal_number: int, dealer: int) -> Deal:
    """SM-2.3: shuffle, two rounds from eldest, then the widow, then the stock."""
    cards = shuffled(deck(options), seed, f"smear:deal:{deal_number}")
    h = options.dealt
    hands = deal_in_rounds(cards, options.players, eldest(dealer, options), [(h + 1) // 2, h // 2])
    used = options.players * h
    return Deal(hands, tuple(cards[used : used + options.widow]), tuple(cards[used + options.widow :]))


def table(options: SmearOptions) -> Table:
    """SM-1.1, SM-2.1, SM-2.3: the seats, sides, deck and hand sizes of this game."""
    return Table("smear", options.players, options.sides, "SM-2.3", "SM-1.4", deck(options), options.dealt, options.widow)


def new_game(
    options: SmearOptions,
    *,
    seed: int | None = None,
    deals: Sequence[Deal] = (),
    dealer: int | None = None,
    scores: Sequence[int] | None = None,
) -> SmearState:
    """A game at its first bid. Deals come from ``seed`` or, in order, from ``deals``.

    SM-1.4: the first dealer is given, or drawn from the seed (standing in for the cut).
    SM-1.4: ``scores`` (one per side) starts the game from a position reached elsewhere, so a
    target or a house rule can be tried without playing the earlier hands; default all 0."""
    return start_hand(open_game(SmearState, table(options), options, seed, deals, dealer, scores))


def add_deal(state: SmearState, deal: Deal) -> SmearState:
    """Queue another explicit deal; a game waiting for one starts its hand."""
    return queue_deal(state, table(state.options), deal, start_hand)


def start_hand(state: SmearState) -> SmearState:
    """SM-2.3: deal the next hand for ``state.dealer`` (or wait for a deal)."""
    o = state.options

    def hand(deal: Deal) -> HandState:
        return HandState(
            dealer=state.dealer,
            deal=deal,
            phase=BIDDING,
            hands=tuple(sort_cards(h) for h in deal.hands),
            widow=deal.widow,
            stock=deal.stock,
            discards=((),) * o.players,
            drawn=((),) * o.players,
        )

    return deal_hand(state, lambda seed, number, dealer: seeded_deal(o, seed, number, dealer), hand)


# ---------------------------------------------------------------- whose turn


def bidding_over(hand: HandState, options: SmearOptions) -> bool:
    """SM-3.1, SM-3.4: everyone has had a chance; under ``max_bid: ends_bidding`` also as soon as
    the maximum has been bid (under ``others_speak`` the later seats still speak, and may only pass)."""
    if len(hand.bids) == options.players:
        return True
    return options.max_bid == "ends_bidding" and hand.bid == options.hand_maximum


def needs_discard(seat: int, hand: HandState, options: SmearOptions) -> bool:
    """SM-5.1, SM-5.2, SM-5.5: whether ``seat`` still has a discard to make."""
    cards = hand.hands[seat]
    if options.nine_card:
        assert hand.trump is not None
        trump = hand.trump
        return hand.discards[seat] == () and (
            len(cards) > KEEP or any(not is_trump(c, trump, options) for c in cards)
        )
    return len(cards) > KEEP


def seats_from(first: int, options: SmearOptions) -> list[int]:
    return [(first + k) % options.players for k in range(options.players)]


def to_act(state: SmearState) -> int | None:
    """The seat whose action comes next (CD-7), or None when nobody is to act."""
    hand, standing = state.hand, state.standing
    if hand is None or standing.winner is not None:
        return None
    o = standing.options
    phase = hand.phase
    if phase is PLAY:  # first: most steps are plays
        return (hand.leader + len(hand.trick)) % o.players
    if phase is BIDDING:
        return (eldest(hand.dealer, o) + len(hand.bids)) % o.players
    if phase is TRUMP:
        return hand.pitcher
    assert hand.pitcher is not None  # DISCARD, the only other phase of a hand
    return next(s for s in seats_from(hand.pitcher, o) if needs_discard(s, hand, o))


# ---------------------------------------------------------------- legality


def bid_refusal(hand: HandState, amount: int | None, options: SmearOptions) -> IllegalAction | None:
    """SM-3.2, SM-3.5: why a bid (None: a pass) is refused, if it is."""
    if amount is None:
        dealer_last = len(hand.bids) == options.players - 1
        if dealer_last and hand.bid == 0 and options.all_pass == "dealer_forced":
            return IllegalAction(Code.MUST_BID, "SM-3.5", "everyone else passed: the dealer must bid")
        return None
    return bid_refusal_for(amount, hand.bid, MIN_BID, options.hand_maximum, "SM-3.2")


def discard_refusal(hand: HandState, seat: int, cards: tuple[Card, ...], options: SmearOptions) -> IllegalAction | None:
    """SM-5.1, SM-5.5: why a discard is refused, if it is."""
    held = hand.hands[seat]
    basic = held_refusal(held, cards, seat, "SM-5.1")
    if basic is not None:
        return basic
    if options.nine_card:
        assert hand.trump is not None
        trump = hand.trump
        kept = [c for c in held if c not in cards]
        if any(not is_trump(c, trump, options) for c in kept):
            return IllegalAction(Code.MUST_DISCARD_NON_TRUMP, "SM-5.5", "every non-trump must be discarded")
        if len(kept) < KEEP and any(is_trump(c, trump, options) for c in cards):
            return IllegalAction(Code.MUST_KEEP_TRUMP, "SM-5.5", "trumps may be discarded only down to six")
        if len(kept) > KEEP:
            return IllegalAction(Code.DISCARD_COUNT, "SM-5.5", f"{len(kept)} cards kept; at most {KEEP}")
        return None
    if len(held) - len(cards) != KEEP:
        return IllegalAction(
            Code.DISCARD_COUNT, "SM-5.1", f"discard {len(held) - KEEP} cards to keep {KEEP}, not {len(cards)}"
        )
    return None


def play_refusal(hand: HandState, seat: int, card: Card, options: SmearOptions) -> IllegalAction | None:
    """SM-6.2, SM-6.3, SM-6.4: why playing ``card`` is refused, if it is."""
    held = hand.hands[seat]
    if card not in held:
        return IllegalAction(Code.CARD_NOT_IN_HAND, "SM-6.1", f"{card} is not in seat {seat}'s hand")
    trump = hand.trump
    assert trump is not None
    if not hand.tricks and not hand.trick:
        if options.first_lead == "any":
            return None
        if not is_trump(card, trump, options) and any(is_trump(c, trump, options) for c in held):
            return IllegalAction(Code.MUST_LEAD_TRUMP, "SM-6.2", "the pitcher's first lead must be a trump")
        return None
    led = suit_of(hand.trick[0], trump, options) if hand.trick else None
    if not may_play(held, card, led, trump, lambda c: suit_of(c, trump, options), options.trump_anytime):
        return IllegalAction(Code.MUST_FOLLOW_SUIT, "SM-6.3", f"seat {seat} holds {led.name if led is not None else ''} and must follow")
    return None


def discard_choices(hand: HandState, seat: int, options: SmearOptions) -> list[tuple[Card, ...]]:
    """SM-5.1, SM-5.5: every lawful discard of ``seat``."""
    held = hand.hands[seat]
    if options.nine_card:
        assert hand.trump is not None
        trump = hand.trump
        plain = tuple(c for c in held if not is_trump(c, trump, options))
        trumps = [c for c in held if is_trump(c, trump, options)]
        extra = max(0, len(trumps) - KEEP)
        return [plain + combo for combo in combinations(trumps, extra)]
    return given_choices(held)


def given_choices(held: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """SM-5.1: every way to give up all but KEEP of ``held`` (the discards without nine_card)."""
    return list(combinations(held, len(held) - KEEP))


_DISCARD_CHOICES = discard_choices  # the rule as written (a replacement by name leaves this bound)


def playable(hand: HandState, seat: int, options: SmearOptions) -> tuple[Card, ...]:
    """SM-6.2, SM-6.3, SM-6.4: the cards ``seat`` may play without a revoke, in hand order (CD-5),
    worked out in one pass: the pitcher's first lead is a trump when one is held (``first_lead:
    trump``); any card to lead later; else the led effective suit when held (or a trump instead,
    with ``trump_anytime``), any card when void. The same rule as ``play_refusal``, which names why
    a card is refused. ``is_trump`` and ``suit_of`` are read from their tables (reference.tables),
    and the answer for the hand last asked is remembered (``lawful`` asks it again, right after
    ``legal_actions``)."""
    last = last_answer("smear.playable")
    known = last[0]
    if known and known[0] is hand and known[1] == seat and known[2] is options and known[3] is is_trump and known[4] is suit_of:
        return known[5]  # type: ignore[return-value]
    cards = _playable(hand, seat, options)
    last[0] = (hand, seat, options, is_trump, suit_of, cards)
    return cards


def _playable(hand: HandState, seat: int, options: SmearOptions) -> tuple[Card, ...]:
    """SM-6.2, SM-6.3, SM-6.4: ``playable`` worked out (not remembered)."""
    held = hand.hands[seat]
    trump = hand.trump
    assert trump is not None
    if not hand.trick:
        if hand.tricks or options.first_lead == "any":
            return held
        trumps = trumps_table(trump, options, is_trump)
        return tuple([c for c in held if trumps[c]]) or held
    suits = suits_table(trump, options, suit_of)
    led = suits[hand.trick[0]]
    own = list(map(suits.__getitem__, held))
    if led not in own:
        return held
    if options.trump_anytime and led != trump:
        return tuple([c for c, s in zip(held, own) if s == led or s == trump])
    return tuple([c for c, s in zip(held, own) if s == led])


def legal_actions(state: SmearState) -> list[Action]:
    """Every lawful action of the seat to act, in canonical order (CD-6), built in that order.
    Empty only when the game is over or waiting for a deal."""
    hand, o = state.hand, state.standing.options  # not the property: a call saved per step
    seat = to_act(state)
    if hand is None or seat is None:
        return []
    phase = hand.phase
    if phase is PLAY:
        return plays_of(playable(hand, seat, o))
    if phase is DISCARD:  # listed when read (reference.action_list): apply never reads it
        return deferred(listed_discards, hand, seat, o, discard_choices)
    if phase is TRUMP:
        return list(TRUMPS)
    actions: list[Action] = [PASS] if bid_refusal(hand, None, o) is None else []
    return actions + [bid_of(n) for n in range(MIN_BID, o.hand_maximum + 1) if bid_refusal(hand, n, o) is None]


def listed_discards(
    hand: HandState, seat: int, options: SmearOptions, choices: Callable[[HandState, int, SmearOptions], list[tuple[Card, ...]]]
) -> list[Action]:
    """SM-5.1, SM-5.5: the ``Discard`` of each of ``choices`` (``discard_choices``, as in force when
    ``legal_actions`` was asked), in canonical order (CD-6)."""
    if options.nine_card:  # trumps kept and non-trumps given mix: this list needs its sort
        return sorted((Discard(c) for c in choices(hand, seat, options)), key=action_sort_key)
    if choices is _DISCARD_CHOICES:
        # the rule as written answers from the held cards alone, and a replay or a fuzz search
        # comes back to the same hand again and again (about three times each, issue 27)
        return list(_held_discards(hand.hands[seat], given_choices, discards_in_order))
    return discards_in_order(choices(hand, seat, options))


@lru_cache(maxsize=32)  # a fuzz run's hands come back soon after: 32 keep 380 of 388 reuses of 256
def _held_discards(
    held: tuple[Card, ...],
    choices: Callable[[tuple[Card, ...]], list[tuple[Card, ...]]],
    made: Callable[[Sequence[tuple[Card, ...]]], list[Action]],
) -> tuple[Action, ...]:
    """SM-5.1: the ``Discard`` of each of ``choices(held)``, kept (immutable actions, shared by
    every list made from them; each caller gets a list of its own). Keyed by the functions in
    force, so a rule replaced by name is never answered for by the original; emptied with the
    engine's other caches around a mutant."""
    return tuple(made(choices(held)))


def lawful(hand: HandState, seat: int, action: Action, options: SmearOptions) -> bool:
    """Whether the seat to act may take ``action`` (the rules of ``legal_actions``, for one action)."""
    phase = hand.phase
    if phase is PLAY:
        return type(action) is Play and action.card in playable(hand, seat, options)
    if phase is DISCARD:
        return type(action) is Discard and discard_refusal(hand, seat, action.cards, options) is None
    if phase is TRUMP:
        return type(action) is Trump
    if type(action) is Pass:
        return bid_refusal(hand, None, options) is None
    return type(action) is Bid and bid_refusal(hand, action.amount, options) is None


def refusal(state: SmearState, action: Action, seat: int | None = None) -> IllegalAction | None:
    """Why ``action`` is refused in ``state`` (None: it is lawful). CD-7, CD-8; the checks run in
    the order of CD-9, and each phase's own checks in the order of SM-11.1."""
    hand, o = state.hand, state.options
    actor = to_act(state)
    problem = turn_refusal(state.winner, hand, actor, seat, "SM-9.1", "SM-2.3")
    if problem is not None or hand is None or actor is None:
        return problem
    phase = hand.phase
    if phase is BIDDING and isinstance(action, (Pass, Bid)):
        return bid_refusal(hand, action.amount if isinstance(action, Bid) else None, o)
    if phase is TRUMP and isinstance(action, Trump):
        return None
    if phase is DISCARD and isinstance(action, Discard):
        return discard_refusal(hand, actor, action.cards, o)
    if phase is PLAY and isinstance(action, Play):
        return play_refusal(hand, actor, action.card, o)
    return IllegalAction(Code.WRONG_PHASE, "CD-6", f"'{action}' is not an action of the {phase.value} phase")


# ---------------------------------------------------------------- transitions


def apply(state: SmearState, action: Action | str, seat: int | None = None) -> SmearState:
    """The state after ``action`` by the seat to act (or by ``seat``, checked: CD-7).

    Raises ``IllegalAction`` (state untouched) when the rules refuse it. With revoke penalized or
    set_back a play refused only by SM-6.2/SM-6.3 is accepted and recorded as a revoke (SM-6.7)."""
    o = state.standing.options
    try:
        act, hand, actor = take_turn(state, state.hand, o, action, seat, to_act, lawful, refusal)
        revoke = False
    except IllegalAction as problem:
        if o.revoke == "forbidden" or problem.code not in (Code.MUST_FOLLOW_SUIT, Code.MUST_LEAD_TRUMP):
            raise
        # SM-6.7: refused only for following suit or leading trump, so it is the turn of a
        # seat holding the card: the play stands, recorded as a revoke
        held_by, seat_to_act = state.hand, to_act(state)
        assert held_by is not None and seat_to_act is not None
        act, hand, actor, revoke = as_action(action), held_by, seat_to_act, True
    if isinstance(act, Play):
        return after_play(state, hand, actor, act.card, revoke)
    if isinstance(act, (Pass, Bid)):
        return after_bid(state, hand, actor, act.amount if isinstance(act, Bid) else None)
    if isinstance(act, Trump):
        return after_trump(state, hand, act.suit)
    assert isinstance(act, Discard)
    return after_discard(state, hand, actor, act.cards)


def after_bid(state: SmearState, hand: HandState, seat: int, amount: int | None) -> SmearState:
    """SM-3: record the bid; when bidding is over, go to trump (or handle everyone passing)."""
    o = state.options
    hand = _BID_MADE(hand, (
        hand.bids + ((seat, amount),),
        seat if amount is not None else hand.pitcher,
        amount if amount is not None else hand.bid,
    ))
    if not bidding_over(hand, o):
        return state.at(hand)
    if hand.pitcher is None:
        return end_unplayed(state, hand, o.all_pass)
    pitcher = hand.pitcher
    if o.widow:  # SM-5.4: the pitcher takes the widow before naming trump
        hands = list(hand.hands)
        hands[pitcher] = sort_cards(hands[pitcher] + hand.widow)
        hand = evolve(hand, hands=tuple(hands), widow=())
    return state.at(evolve(hand, phase=TRUMP))


def after_trump(state: SmearState, hand: HandState, trump: Suit) -> SmearState:
    """SM-4.1, SM-5.2: trump is named; discards follow if anyone holds more than six."""
    hand = evolve(hand, trump=trump, phase=DISCARD)
    return begin_play_if_ready(state, hand)


def after_discard(state: SmearState, hand: HandState, seat: int, cards: tuple[Card, ...]) -> SmearState:
    """SM-5.1: the discarded cards leave the hand for good."""
    hands = list(hand.hands)
    hands[seat] = tuple([c for c in hands[seat] if c not in cards])
    discards = list(hand.discards)
    discards[seat] = sort_cards(cards)
    hand = _DISCARDED(hand, (tuple(hands), tuple(discards)))
    return begin_play_if_ready(state, hand)


def begin_play_if_ready(state: SmearState, hand: HandState) -> SmearState:
    """SM-5.2, SM-5.5, SM-6.1: once nobody has a discard left, draw (nine-card) and let the
    pitcher lead."""
    o = state.options
    pitcher = hand.pitcher
    assert pitcher is not None
    if any(needs_discard(s, hand, o) for s in range(o.players)):
        return state.at(hand)
    if o.nine_card:
        hands, drawn, stock = list(hand.hands), list(hand.drawn), hand.stock
        for s in seats_from(pitcher, o):
            want = KEEP - len(hands[s])
            if want > len(stock):
                return end_unplayed(state, hand, "misdeal")
            drawn[s] = stock[:want]
            hands[s] = sort_cards(hands[s] + stock[:want])
            stock = stock[want:]
        hand = evolve(hand, hands=tuple(hands), drawn=tuple(drawn), stock=stock)
    hand = evolve(hand, phase=PLAY, leader=pitcher)
    return state.at(hand)


# the copies made as cards are played, bids made and discards given (reference.table.replacer)
_BID_MADE = replacer(HandState, "bids", "pitcher", "bid")
_DISCARDED = replacer(HandState, "hands", "discards")
_PLAYED = replacer(HandState, "hands", "trick", "revokes")
_TRICK_DONE = replacer(HandState, "hands", "revokes", "tricks", "trick", "leader")


def after_play(state: SmearState, hand: HandState, seat: int, card: Card, revoke: bool) -> SmearState:
    """SM-6.1, SM-6.5, SM-6.6: play a card; close the trick when all have played."""
    o = state.standing.options
    trump = hand.trump
    assert trump is not None
    hands = played_out(hand.hands, seat, card)
    trick = hand.trick + (card,)
    revokes = hand.revokes + (seat,) if revoke else hand.revokes
    if len(trick) < o.players:
        return state.at(_PLAYED(hand, (hands, trick, revokes)))
    best = winning_index(trick, trump, suits_table(trump, o, suit_of).__getitem__, lambda a, b: stronger(a, b, trump, o))
    winner = (hand.leader + best) % o.players
    hand = _TRICK_DONE(hand, (hands, revokes, hand.tricks + (trick_of(hand.leader, trick, winner),), (), winner))
    if any(hands):
        return state.at(hand)
    return end_hand(state, hand)


def end_hand(state: SmearState, hand: HandState) -> SmearState:
    """SM-8, SM-9: score the hand, decide the game, pass the deal (SM-1.3)."""
    o = state.options
    assert hand.pitcher is not None
    result = score_played_hand(hand, state.scores, o)
    return next_hand(state, hand, result, o.side_of(hand.pitcher), redeal=False)


def end_unplayed(state: SmearState, hand: HandState, outcome: str) -> SmearState:
    """SM-3.5, SM-2.4: a hand that is not played: redeal by the same dealer, or the deal passes."""
    result = unplayed_result(hand, state.scores, outcome, state.options)
    return next_hand(state, hand, result, None, redeal=outcome in ("redeal", "misdeal"))


def next_hand(state: SmearState, hand: HandState, result: HandResult, pitcher_side: int | None, redeal: bool) -> SmearState:
    """SM-1.3, SM-9: record the result, decide the game, pass the deal unless it is a redeal."""
    o = state.options
    winner = game_winner(result.scores, pitcher_side, pitcher_made(result, pitcher_side), o)
    dealer = hand.dealer if redeal else (hand.dealer + 1) % o.players
    state = close_hand(state, hand, result, result.scores, winner, dealer)
    return state if winner is not None else start_hand(state)
