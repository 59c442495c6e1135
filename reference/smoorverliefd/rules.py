"""Smoorverliefd's game rules: dealing, the curse, Blind Love bids and play (SPEC SV-1 to SV-10).

Public: ``legal_actions`` and ``apply``, on the turn and hand flow of reference.table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import cast

from reference.actions import CURSES, Action, Bid, Curse, Pass, Play, bid_of, plays_of
from reference.cards import Card, Suit, sort_cards, standard_deck
from reference.dealing import Deal, deal_in_rounds, shuffled
from reference.errors import Code, IllegalAction
from reference.phases import BIDDING, CURSE, PLAY, Phase
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.scoring import cupid_dealer, game_winner, hearts_in_play, score_round
from reference.smoorverliefd.state import HandResult, HandState, SmoorverliefdState
from reference.tables import last_answer
from reference.table import Table, close_hand, deal_hand, evolve, open_game, replacer, queue_deal, played_out, take_turn, trick_of, turn_refusal
from reference.tricks import may_play, winning_index


def deck(options: SmoorverliefdOptions) -> tuple[Card, ...]:
    """SV-2.1: the 52 cards, no jokers."""
    return standard_deck()


def eldest(dealer: int, options: SmoorverliefdOptions) -> int:
    """SV-1.3: the player left of the dealer."""
    return (dealer + 1) % options.players


def seeded_deal(options: SmoorverliefdOptions, seed: int, deal_number: int, dealer: int) -> Deal:
    """SV-2.3: shuffle, deal one card at a time from eldest; what is left is the dead pile."""
    cards = shuffled(deck(options), seed, f"smoorverliefd:deal:{deal_number}")
    hands = deal_in_rounds(cards, options.players, eldest(dealer, options), [1] * options.dealt)
    return Deal(hands, (), tuple(cards[options.players * options.dealt :]))


def table(options: SmoorverliefdOptions) -> Table:
    """SV-1.1, SV-2.2, SV-2.3: the seats, sides, deck and hand size; the rest of the deck is dead."""
    return Table("smoorverliefd", options.players, options.sides, "SV-2.3", "SV-1.5", deck(options), options.dealt)


def new_game(
    options: SmoorverliefdOptions,
    *,
    seed: int | None = None,
    deals: Sequence[Deal] = (),
    dealer: int | None = None,
    scores: Sequence[int] | None = None,
) -> SmoorverliefdState:
    """A game at its first action. Deals come from ``seed`` or, in order, from ``deals``.

    SV-1.2: the first dealer is given, or drawn from the seed (standing in for the cut).
    SV-1.5: the game may start from given scores (default 0 each)."""
    return start_hand(open_game(SmoorverliefdState, table(options), options, seed, deals, dealer, scores))


def add_deal(state: SmoorverliefdState, deal: Deal) -> SmoorverliefdState:
    """Queue another explicit deal; a game waiting for one starts its round."""
    return queue_deal(state, table(state.options), deal, start_hand)


def first_phase(state: SmoorverliefdState) -> Phase:
    """SV-10.1, SV-10.3, SV-7.1, SV-3.1: the curse (Cupid's Arrow, from the second round),
    then the Blind Love bids, then play."""
    o = state.options
    if o.cupids_arrow and state.results:
        return CURSE
    return BIDDING if o.blind_love else PLAY


def start_hand(state: SmoorverliefdState) -> SmoorverliefdState:
    """SV-2.3: deal the next round for ``state.dealer`` (or wait for a deal)."""
    o = state.options

    def hand(deal: Deal) -> HandState:
        return HandState(
            dealer=state.dealer,
            deal=deal,
            phase=first_phase(state),
            hands=tuple(sort_cards(h) for h in deal.hands),
            dead=sort_cards(deal.stock),
            leader=eldest(state.dealer, o),
        )

    return deal_hand(state, lambda seed, number, dealer: seeded_deal(o, seed, number, dealer), hand)


# ---------------------------------------------------------------- cards in a trick


def trump(options: SmoorverliefdOptions) -> Suit | None:
    """SV-2.1: no trump; SV-6.1: hearts under met Troef."""
    return Suit.H if options.troef else None


def suit_of(card: Card) -> Suit:
    """SV-2.1: a card's suit is its printed suit (there are no jokers)."""
    assert card.suit is not None
    return card.suit


def stronger(later: Card, earlier: Card) -> bool:
    """SV-2.1: within a suit, ace high down to 2."""
    return later.rank > earlier.rank


def trick_winner(cards: Sequence[Card], options: SmoorverliefdOptions) -> int:
    """SV-3.4, SV-6.3: index (in play order) of the highest card of the led suit, or of the
    highest heart under met Troef. Each card's ``suit_of`` is read as its ``suit`` field, by C
    (the deck has no joker: the two agree on every card dealt)."""
    return winning_index(cards, trump(options), _PRINTED_SUIT, stronger)


_PRINTED_SUIT = cast(Callable[[Card], Suit], attrgetter("suit"))


# ---------------------------------------------------------------- whose turn


def to_act(state: SmoorverliefdState) -> int | None:
    """The seat whose action comes next (CD-7), or None when nobody is to act."""
    hand, standing = state.hand, state.standing
    if hand is None or standing.winner is not None:
        return None
    players = standing.options.players
    if hand.phase is PLAY:
        return (hand.leader + len(hand.trick)) % players
    if hand.phase is CURSE:
        return hand.dealer
    return (eldest(hand.dealer, standing.options) + len(hand.bids)) % players


# ---------------------------------------------------------------- legality


def max_bid(hand: HandState) -> int:
    """SV-7.1: a bid counts heart cards, at most the hearts dealt to players."""
    return hearts_in_play(hand.dead)


def bid_refusal(hand: HandState, amount: int | None) -> IllegalAction | None:
    """SV-7.1: why a bid (None: a pass) is refused, if it is."""
    if amount is None:
        return IllegalAction(Code.MUST_BID, "SV-7.1", "in Blind Love every player bids; there is no pass")
    if amount < 0:
        return IllegalAction(Code.BID_TOO_LOW, "SV-7.1", f"bid {amount} is below 0")
    top = max_bid(hand)
    if amount > top:
        return IllegalAction(Code.BID_TOO_HIGH, "SV-7.1", f"bid {amount} is above the {top} hearts in play")
    return None


def curse_refusal(suit: Suit, options: SmoorverliefdOptions) -> IllegalAction | None:
    """SV-10.3: any suit may be cursed, hearts only with ``curse_hearts``."""
    if suit is Suit.H and not options.curse_hearts:
        return IllegalAction(Code.CANNOT_CURSE_HEARTS, "SV-10.3", "hearts may not be cursed (curse_hearts is false)")
    return None


def play_refusal(hand: HandState, seat: int, card: Card, options: SmoorverliefdOptions) -> IllegalAction | None:
    """SV-3.2, SV-3.3, SV-6.2, SV-6.5, SV-6.6: why playing ``card`` is refused, if it is."""
    held = hand.hands[seat]
    if card not in held:
        return IllegalAction(Code.CARD_NOT_IN_HAND, "SV-3.1", f"{card} is not in seat {seat}'s hand")
    led = suit_of(hand.trick[0]) if hand.trick else None
    # Even with hearts as trump a heart may not replace a led suit the player holds (SV-6.2).
    if not may_play(held, card, led, trump(options), suit_of, trump_anytime=False):
        assert led is not None
        rule = "SV-6.2" if options.troef and card.suit is Suit.H else "SV-3.3"
        return IllegalAction(Code.MUST_FOLLOW_SUIT, rule, f"seat {seat} holds {led.name} and must follow")
    if led is not None and options.troef and options.troef_duty != "none":
        return troef_duty_refusal(hand, held, card, led, options)
    return None


def troef_duty_refusal(
    hand: HandState, held: Sequence[Card], card: Card, led: Suit, options: SmoorverliefdOptions
) -> IllegalAction | None:
    """SV-6.5 (troefplicht): void in the suit led, a player holding a heart must play one.
    SV-6.6 (overtroefplicht, ``overtrump``): a heart played to a trick that holds a heart must
    beat every heart in it when the player holds such a heart."""
    hearts = [c for c in held if c.suit is Suit.H]
    if led is not Suit.H and card.suit is not Suit.H and hearts and not any(c.suit is led for c in held):
        return IllegalAction(Code.MUST_FOLLOW_SUIT, "SV-6.5", f"void in {led.name}: a heart must be played (troefplicht)")
    if options.troef_duty == "overtrump" and card.suit is Suit.H:
        top = max((c.rank for c in hand.trick if c.suit is Suit.H), default=None)
        if top is not None and card.rank < top and any(c.rank > top for c in hearts):
            return IllegalAction(Code.MUST_FOLLOW_SUIT, "SV-6.6", "a higher heart is held: it must be played (overtroefplicht)")
    return None


def playable(hand: HandState, seat: int, options: SmoorverliefdOptions) -> tuple[Card, ...]:
    """SV-3.2, SV-3.3, SV-6.2: the cards ``seat`` may play, in hand order (CD-5), worked out in
    one pass: any card to lead; else the cards of the led suit, any card when void in it (a heart
    does not replace a led suit held, even as trump: SV-6.2); then met Troef's duties. The same
    rule as ``play_refusal``, which names why a card is refused. The answer for the hand last
    asked is remembered (``lawful`` asks it again, right after ``legal_actions``); a lead, a
    quarter of the plays, needs no memo: it is the hand itself."""
    if not hand.trick:  # SV-3.2: any card may lead
        return hand.hands[seat]
    last = last_answer("smoorverliefd.playable")
    known = last[0]
    if known and known[0] is hand and known[1] == seat and known[2] is options and known[3] is troef_duties:
        return known[4]  # type: ignore[return-value]
    cards = _playable(hand, seat, options)
    last[0] = (hand, seat, options, troef_duties, cards)
    return cards


def _playable(hand: HandState, seat: int, options: SmoorverliefdOptions) -> tuple[Card, ...]:
    """SV-3.3, SV-6.2: ``playable`` worked out (not remembered) for a seat following a lead."""
    held = hand.hands[seat]
    led = hand.trick[0].suit
    following = tuple([c for c in held if c.suit is led])
    cards = following or held
    if options.troef and options.troef_duty != "none":
        return troef_duties(hand, held, cards, not following, options)
    return cards


_HEART = Suit.H  # a module constant: an enum member read off its class costs a call per card


def troef_duties(
    hand: HandState, held: tuple[Card, ...], cards: tuple[Card, ...], void: bool, options: SmoorverliefdOptions
) -> tuple[Card, ...]:
    """SV-6.5 (troefplicht): void in the suit led, a player holding a heart must play one.
    SV-6.6 (overtroefplicht, ``overtrump``): a heart played to a trick that holds a heart must
    beat every heart in it when the player holds such a heart. ``cards``: those that follow suit."""
    hearts = tuple([c for c in held if c.suit is _HEART])
    if void and hearts:
        cards = hearts
    if options.troef_duty == "overtrump":
        top = max([c.rank for c in hand.trick if c.suit is _HEART], default=None)
        if top is not None and any(c.rank > top for c in hearts):
            cards = tuple([c for c in cards if c.suit is not _HEART or c.rank > top])
    return cards


def legal_actions(state: SmoorverliefdState) -> list[Action]:
    """Every lawful action of the seat to act, in canonical order (CD-6), built in that order.
    Empty only when the game is over or waiting for a deal."""
    hand, o = state.hand, state.standing.options  # not the property: a call saved per step
    seat = to_act(state)
    if hand is None or seat is None:
        return []
    if hand.phase is PLAY:
        return plays_of(playable(hand, seat, o))
    if hand.phase is CURSE:
        return [a for a in CURSES if curse_refusal(a.suit, o) is None]
    return [bid_of(n) for n in range(max_bid(hand) + 1)]


def lawful(hand: HandState, seat: int, action: Action, options: SmoorverliefdOptions) -> bool:
    """Whether the seat to act may take ``action`` (the rules of ``legal_actions``, for one action)."""
    phase = hand.phase
    if phase is PLAY:
        return type(action) is Play and action.card in playable(hand, seat, options)
    if phase is CURSE:
        return type(action) is Curse and curse_refusal(action.suit, options) is None
    return type(action) is Bid and bid_refusal(hand, action.amount) is None


# The rule that says which action a phase takes, cited when another kind is tried.
PHASE_RULE = {CURSE: "SV-10.3", BIDDING: "SV-7.1", PLAY: "SV-3.1"}


def refusal(state: SmoorverliefdState, action: Action, seat: int | None = None) -> IllegalAction | None:
    """Why ``action`` is refused in ``state`` (None: it is lawful). CD-7, CD-8; the checks run in
    the order of CD-9, and each phase's own checks in the order of SV-12.1."""
    hand, o = state.hand, state.options
    actor = to_act(state)
    problem = turn_refusal(state.winner, hand, actor, seat, "SV-5.2", "SV-2.3")
    if problem is not None or hand is None or actor is None:
        return problem
    phase = hand.phase
    if phase is CURSE and isinstance(action, Curse):
        return curse_refusal(action.suit, o)
    if phase is BIDDING and isinstance(action, (Pass, Bid)):
        return bid_refusal(hand, action.amount if isinstance(action, Bid) else None)
    if phase is PLAY and isinstance(action, Play):
        return play_refusal(hand, actor, action.card, o)
    return IllegalAction(Code.WRONG_PHASE, PHASE_RULE[phase], f"'{action}' is not an action of the {phase.value} phase")


# ---------------------------------------------------------------- transitions


def apply(state: SmoorverliefdState, action: Action | str, seat: int | None = None) -> SmoorverliefdState:
    """The state after ``action`` by the seat to act (or by ``seat``, checked: CD-7).

    Raises ``IllegalAction`` (state untouched) when the rules refuse it."""
    act, hand, actor = take_turn(state, state.hand, state.standing.options, action, seat, to_act, lawful, refusal)
    if isinstance(act, Play):
        return after_play(state, hand, actor, act.card)
    if isinstance(act, Curse):
        return after_curse(state, hand, act.suit)
    assert isinstance(act, Bid)
    return after_bid(state, hand, act.amount)


def after_curse(state: SmoorverliefdState, hand: HandState, suit: Suit) -> SmoorverliefdState:
    """SV-10.3: the suit is cursed for this round; Blind Love bids (SV-7.1) or play follow."""
    phase = BIDDING if state.options.blind_love else PLAY
    return state.at(evolve(hand, cursed=suit, phase=phase))


def after_bid(state: SmoorverliefdState, hand: HandState, amount: int) -> SmoorverliefdState:
    """SV-7.1: record the bid; after the dealer's bid the player left of the dealer leads."""
    bids = hand.bids + (amount,)
    phase = PLAY if len(bids) == state.options.players else BIDDING
    return state.at(evolve(hand, bids=bids, phase=phase))


# the copies made as cards are played (reference.table.replacer)
_PLAYED = replacer(HandState, "hands", "trick")
_TRICK_DONE = replacer(HandState, "hands", "tricks", "trick", "leader")


def after_play(state: SmoorverliefdState, hand: HandState, seat: int, card: Card) -> SmoorverliefdState:
    """SV-3.1, SV-3.4, SV-3.5: play a card; close the trick when all have played."""
    o = state.standing.options  # not the property: a call saved per card
    hands = played_out(hand.hands, seat, card)
    trick = hand.trick + (card,)
    if len(trick) < o.players:
        return state.at(_PLAYED(hand, (hands, trick)))
    winner = (hand.leader + trick_winner(trick, o)) % o.players
    hand = _TRICK_DONE(hand, (hands, hand.tricks + (trick_of(hand.leader, trick, winner),), (), winner))
    if any(hands):
        return state.at(hand)
    return end_hand(state, hand)


def next_dealer(result: HandResult, options: SmoorverliefdOptions) -> int:
    """SV-1.4 (the deal passes to the left) or, under Cupid's Arrow, SV-10.2."""
    if options.cupids_arrow:
        return cupid_dealer(result, options)
    return (result.dealer + 1) % options.players


def end_hand(state: SmoorverliefdState, hand: HandState) -> SmoorverliefdState:
    """SV-3.6, SV-4, SV-5: score the round, decide the game, pass the deal."""
    o = state.options
    result = score_round(hand, state.scores, o)
    winner = game_winner(result.scores, o)
    state = close_hand(state, hand, result, result.scores, winner, next_dealer(result, o))
    return state if winner is not None else start_hand(state)
