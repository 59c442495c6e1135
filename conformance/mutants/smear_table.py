"""Smear mutants of the table and the hand's course: seats and sides, the first dealer, the
bidding, naming trump, the order of plain suits, the discard turns, the widow, following suit
and capturing a trick (SPEC SM-1 to SM-6). Each is one plausible mistake of an engine author."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from conformance.mutants.common import void_must_trump
from conformance.mutants.patching import Mutant, Patch, replace_function, replace_property
from reference import dealing
from reference.actions import PASS, Action, Pass, Trump
from reference.cards import ACE, Card, Suit, sort_cards
from reference.errors import Code, IllegalAction
from reference.phases import Phase
from reference.smear import ranking, rules, scoring
from reference.smear.options import KEEP, SmearOptions, smear_options
from reference.smear.state import HandState, SmearState
from reference.table import evolve, trick_of


def dealt(o: Mapping[str, object]) -> int | None:
    """The hand size the options dict deals (SM-2.2), None when the options are not a game."""
    try:
        return smear_options(dict(o)).dealt
    except (ValueError, TypeError):
        return None


def nobody_discards(o: Mapping[str, object]) -> str | None:
    """Why no discard is ever made under ``o`` (hand size 6, no widow, not nine-card)."""
    size = dealt(o)
    if size is not None and size <= KEEP and o.get("widow") == 0 and o.get("nine_card") is not True:
        return "six cards dealt and no widow: nobody discards"
    return None


# ---------------------------------------------------------------------------- SM-1 seats


def four_individuals_paired(patch: Patch) -> None:
    """SM-1.1: four players without partnerships still play two against two, across the table
    (the seed's «con frecuencia se juega en parejas fijas (dos contra dos)» taken as the rule)."""

    def sides(o: SmearOptions, original: Callable[[SmearOptions], int]) -> int:
        return 2 if o.players == 4 else o.players // 2 if o.partnerships else o.players

    def side_of(self: SmearOptions, seat: int) -> int:
        return seat % self.sides

    replace_property(patch, SmearOptions, "sides", sides)
    patch(SmearOptions, "side_of", side_of)


def dealer_given_is_eldest(patch: Patch) -> None:
    """SM-1.4: the first dealer the caller gives is taken as the first seat to bid, so the
    engine's dealer is the seat to its right."""
    original = dealing.first_dealer

    def first_dealer(game: str, players: int, seed: int | None, dealer: int | None) -> int:
        seat = original(game, players, seed, dealer)
        return (seat - 1) % players if game == "smear" and dealer is not None else seat

    replace_function(patch, dealing, "first_dealer", first_dealer)


# ---------------------------------------------------------------------------- SM-3 bidding


def pass_not_final(patch: Patch) -> None:
    """SM-3.3: the bidding goes round until every other seat has passed after the last bid, and
    a seat that passed may bid when its turn comes round again."""

    def bidding_over(hand: HandState, options: SmearOptions) -> bool:
        if options.max_bid == "ends_bidding" and hand.bid == options.hand_maximum:
            return True
        bids = hand.bids
        if len(bids) < options.players:
            return False
        made = [i for i, (_, amount) in enumerate(bids) if amount is not None]
        return not made or len(bids) - 1 - made[-1] >= options.players - 1

    patch(rules, "bidding_over", bidding_over)


def pitcher_from_bid_order(patch: Patch) -> None:
    """SM-3.6: the pitcher is recorded as the highest bid's place in the bidding order (0 for
    the eldest hand), not rotated back to a seat."""
    original = rules.after_bid

    def after_bid(state: SmearState, hand: HandState, seat: int, amount: int | None) -> SmearState:
        o = state.options
        place = (seat - rules.eldest(hand.dealer, o)) % o.players
        return original(state, hand, place if amount is not None else seat, amount)

    patch(rules, "after_bid", after_bid)


# ---------------------------------------------------------------------------- SM-4 trump


def _held_suits(hand: HandState, seat: int) -> set[Suit]:
    return {c.suit for c in hand.hands[seat] if c.suit is not None}


def trump_suit_held(patch: Patch) -> None:
    """SM-4.1, R-SM-29: the pitcher may name only a suit it holds a card of."""
    original_legal, original_lawful, original_refusal = rules.legal_actions, rules.lawful, rules.refusal

    def legal_actions(state: SmearState) -> list[Action]:
        hand, seat = state.hand, rules.to_act(state)
        actions = original_legal(state)
        if hand is None or seat is None or hand.phase is not Phase.TRUMP:
            return actions
        held = _held_suits(hand, seat)
        return [a for a in actions if not isinstance(a, Trump) or a.suit in held]

    def lawful(hand: HandState, seat: int, action: Action, options: SmearOptions) -> bool:
        if hand.phase is Phase.TRUMP and isinstance(action, Trump) and action.suit not in _held_suits(hand, seat):
            return False
        return original_lawful(hand, seat, action, options)

    def refusal(state: SmearState, action: Action, seat: int | None = None) -> IllegalAction | None:
        problem = original_refusal(state, action, seat)
        hand, actor = state.hand, rules.to_act(state)
        if problem is None and hand is not None and actor is not None and hand.phase is Phase.TRUMP \
                and isinstance(action, Trump) and action.suit not in _held_suits(hand, actor):
            return IllegalAction(Code.CARD_NOT_IN_HAND, "SM-4.1", f"seat {actor} holds no {action.suit.name}")
        return problem

    replace_function(patch, rules, "legal_actions", legal_actions)
    patch(rules, "lawful", lawful)
    replace_function(patch, rules, "refusal", refusal)


def ace_low_off_trump(patch: Patch) -> None:
    """SM-4.5, CD-2: in a plain suit the ace counts as 1, below the two (ranks kept as numbers
    with the ace first); the trump order, a list of its own, is unchanged."""
    original = ranking.stronger

    def plain(rank: int) -> int:
        return 1 if rank == ACE else rank

    def stronger(later: Card, earlier: Card, trump: Suit, options: SmearOptions) -> bool:
        if ranking.suit_of(later, trump, options) != trump:
            return plain(later.rank) > plain(earlier.rank)
        return original(later, earlier, trump, options)

    replace_function(patch, ranking, "stronger", stronger)


# ---------------------------------------------------------------------------- SM-5 discards


def six_cards_pass(patch: Patch) -> None:
    """SM-5.2: every seat has a discard turn, from the pitcher clockwise; a seat holding six
    cards takes it with ``pass`` instead of being skipped (a hand with no discards waits for
    every seat's pass before the first lead). The turns taken are counted in ``leader``, which
    the discard phase does not use."""
    original_needs, original_legal, original_lawful = rules.needs_discard, rules.legal_actions, rules.lawful
    original_refusal, original_bid, original_discard = rules.refusal, rules.after_bid, rules.after_discard

    def needs_discard(seat: int, hand: HandState, options: SmearOptions) -> bool:
        if options.nine_card:
            return original_needs(seat, hand, options)
        assert hand.pitcher is not None
        return (seat - hand.pitcher) % options.players >= hand.leader

    def passes(hand: HandState, seat: int, options: SmearOptions) -> bool:
        return hand.phase is Phase.DISCARD and not options.nine_card and len(hand.hands[seat]) == KEEP

    def legal_actions(state: SmearState) -> list[Action]:
        hand, seat = state.hand, rules.to_act(state)
        if hand is not None and seat is not None and passes(hand, seat, state.options):
            return [PASS]
        return original_legal(state)

    def lawful(hand: HandState, seat: int, action: Action, options: SmearOptions) -> bool:
        if passes(hand, seat, options):
            return isinstance(action, Pass)
        return original_lawful(hand, seat, action, options)

    def refusal(state: SmearState, action: Action, seat: int | None = None) -> IllegalAction | None:
        hand, actor = state.hand, rules.to_act(state)
        if isinstance(action, Pass) and hand is not None and actor is not None and state.winner is None \
                and (seat is None or seat == actor) and passes(hand, actor, state.options):
            return None
        return original_refusal(state, action, seat)

    def after_bid(state: SmearState, hand: HandState, seat: int, amount: int | None) -> SmearState:
        if hand.phase is Phase.DISCARD:  # the pass of a seat with nothing to discard
            return rules.begin_play_if_ready(state, evolve(hand, leader=hand.leader + 1))
        return original_bid(state, hand, seat, amount)

    def after_discard(state: SmearState, hand: HandState, seat: int, cards: tuple[Card, ...]) -> SmearState:
        return original_discard(state, evolve(hand, leader=hand.leader + 1), seat, cards)

    patch(rules, "needs_discard", needs_discard)
    replace_function(patch, rules, "legal_actions", legal_actions)
    patch(rules, "lawful", lawful)
    replace_function(patch, rules, "refusal", refusal)
    patch(rules, "after_bid", after_bid)
    patch(rules, "after_discard", after_discard)


def _six_cards_pass_idle(o: Mapping[str, object]) -> str | None:
    if o.get("nine_card") is True:
        return "nine-card Smear: every player discards"
    size = dealt(o)
    if size is not None and size > KEEP:
        return "every hand holds more than six cards: nobody is skipped"
    return None


def widow_to_dealer(patch: Patch) -> None:
    """SM-5.4: the widow goes to the dealer (as a kitty does in other games), not the pitcher."""

    def after_bid(state: SmearState, hand: HandState, seat: int, amount: int | None) -> SmearState:
        o = state.options
        hand = evolve(hand, bids=hand.bids + ((seat, amount),), pitcher=seat if amount is not None else hand.pitcher,
                      bid=amount if amount is not None else hand.bid)
        if not rules.bidding_over(hand, o):
            return state.at(hand)
        if hand.pitcher is None:
            return rules.end_unplayed(state, hand, o.all_pass)
        if o.widow:
            hands = list(hand.hands)
            hands[hand.dealer] = sort_cards(hands[hand.dealer] + hand.widow)
            hand = evolve(hand, hands=tuple(hands), widow=())
        return state.at(evolve(hand, phase=Phase.TRUMP))

    patch(rules, "after_bid", after_bid)


# ---------------------------------------------------------------------------- SM-6 play


def leader_captures(patch: Patch) -> None:
    """SM-6.6: a trick's cards go to the side of the seat that led it (the trick's ``leader``
    read for its ``winner``); the winner still leads the next trick."""
    piles, find = scoring.captured_by_side, scoring._capturer

    def led_as_won(hand: HandState) -> HandState:
        return evolve(hand, tricks=tuple(trick_of(t.leader, t.cards, t.leader) for t in hand.tricks))

    def captured_by_side(hand: HandState, options: SmearOptions) -> list[list[Card]]:
        return piles(led_as_won(hand), options)

    def capturer(card: Card, hand: HandState, options: SmearOptions) -> int | None:
        return find(card, led_as_won(hand), options)

    patch(scoring, "captured_by_side", captured_by_side)
    patch(scoring, "_capturer", capturer)


MUTANTS: dict[str, Mutant] = {
    "four_individuals_paired": Mutant("four players without partnerships play two against two", "SM-1.1, R-SM-2, R-SM-33",
                                      four_individuals_paired,
                                      cannot_differ=lambda o: None if o.get("players") == 4 and o.get("partnerships") is False
                                      else "not four individual players"),
    "dealer_given_is_eldest": Mutant("the caller's first dealer is taken as the first to bid", "SM-1.4, R-SM-1", dealer_given_is_eldest),
    "pass_not_final": Mutant("a seat that passed may bid again when the bidding comes round", "SM-3.3, SM-3.1", pass_not_final),
    "pitcher_from_bid_order": Mutant("the pitcher is the highest bid's place in the bidding order, not its seat", "SM-3.6",
                                     pitcher_from_bid_order),
    "trump_suit_held": Mutant("the pitcher may name only a suit it holds", "SM-4.1, R-SM-29", trump_suit_held),
    "ace_low_off_trump": Mutant("the ace ranks lowest in a plain suit", "SM-4.5, CD-2", ace_low_off_trump),
    "six_cards_pass": Mutant("a seat holding six cards has a discard turn and passes", "SM-5.2", six_cards_pass,
                             cannot_differ=_six_cards_pass_idle),
    "widow_to_dealer": Mutant("the widow goes to the dealer, not the pitcher", "SM-5.4", widow_to_dealer,
                              cannot_differ=lambda o: "no widow" if o.get("widow") == 0 else None),
    "void_must_trump": Mutant("a player void in the led suit must trump if able", "SM-6.4, R-SM-14", lambda patch: void_must_trump(patch, rules)),
    "leader_captures": Mutant("a trick's cards go to the side that led it", "SM-6.6", leader_captures),
}
