"""Four Point mutants of chapter CD as Four Point plays it (notation, canonical order, the action
grammar, seats, refusals and their precedence), of FP-11.1 and of FP-2.4 (waiting for a deal).

A Four Point engine meets chapter CD only through action strings, its legal action lists, the
trick lists and the refusal codes, so these mutants change what a Four Point engine would get
wrong there: a card order of its own (which shows in the spelling of its legal discards), a parser
that knows only the verbs and cards of its own game, a stated seat or a refusal it does not
report, and its checks in another order. The card orders, the illegal action ignored (CD-8) and
the seat checked first (CD-9) are common.py's bodies, shared with Smear's mutants.
"""

from __future__ import annotations

from collections.abc import Callable

from conformance.mutants.common import (
    canonical_order,
    illegal_action_ignored,
    ranks_ascending,
    seat_checked_first,
    suits_alphabetical,
)
from conformance.mutants.fourpoint import FP, NO_TAKE, Options, idle_when, option_is
from conformance.mutants.patching import Mutant, Patch, replace_function
from reference import actions, cards, games
from reference.actions import Action
from reference.cards import ACE, TEN, Card, Suit
from reference.errors import Code, IllegalAction
from reference.fourpoint import rules as fp_rules
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.ranking import suit_of
from reference.fourpoint.state import FourPointState
from reference.fourpoint.state import HandState as FPHandState
from reference.games import BoundMatch
from reference.table import turn_refusal as shared_turn_refusal
from reference.tricks import may_play

# A card order (fp_suits_alphabetical, fp_ranks_ascending) shows in the spelling of every discard of two cards or more: in the legal discards
# and in the discard strings a caller sends, which parse only in canonical order (CD-6), in any
# phase and whatever ``take`` says. The legal action lists are compared as sets, and Four Point's
# results list no cards, so nothing else shows it.


def fp_ten_written_10(patch: Patch) -> None:
    """CD-2 broken: the ten is written ``10`` (and ``10S`` read as well as ``TS``)."""
    fmt, parse = cards.format_card, cards.parse_card

    def format_card(card: Card) -> str:
        if card.suit is not None and card.rank == TEN:
            return "10" + card.suit.name
        return fmt(card)

    def parse_card(token: str) -> Card:
        if len(token) == 3 and token.startswith("10") and token[2] in "SHDC":
            return Card(TEN, Suit("SHDC".index(token[2])))
        return parse(token)

    replace_function(patch, cards, "format_card", format_card)
    replace_function(patch, cards, "parse_card", parse_card)


def fp_ace_read_from_1(patch: Patch) -> None:
    """CD-4 broken: the rank character ``1`` is read as the ace (as a Spanish deck numbers it), so
    ``play 1S`` is well formed."""
    parse = cards.parse_card

    def parse_card(token: str) -> Card:
        if len(token) == 2 and token[0] == "1" and token[1] in "SHDC":
            return Card(ACE, Suit("SHDC".index(token[1])))
        return parse(token)

    replace_function(patch, cards, "parse_card", parse_card)


def _verb_not_parsed(verb: str, when: Callable[[FourPointState], bool] = lambda s: True) -> Callable[[Patch], None]:
    """CD-6 broken: a Four Point engine whose parser knows only the verbs its game uses: ``verb``
    (when ``when`` holds of the state) is refused as not parsing, before anything else (CD-9)."""

    def apply(patch: Patch) -> None:
        play = BoundMatch.play

        def parsing_play(self: BoundMatch[object], action: str, seat: int | None = None) -> BoundMatch[object]:
            state = self.state
            if self.rules.name == FP and action.split(" ")[0] == verb and isinstance(state, FourPointState) and when(state):
                raise IllegalAction(Code.BAD_ACTION, "CD-6", f"not an action: {action!r}")
            return play(self, action, seat)

        patch(games.BoundMatch, "play", parsing_play)

    return apply


def _no_discard_phase(state: FourPointState) -> bool:
    return state.options.take == 0


def fp_bid_amount_by_int(patch: Patch) -> None:
    """CD-6 broken: a bid's amount is read with ``int()``, so a sign or leading zeros parse
    (``bid -1`` is then too low, not malformed)."""
    parse = actions.parse_action

    def parse_action(text: str) -> Action:
        words = text.split(" ")
        if len(words) == 2 and words[0] == "bid":
            try:
                return actions.Bid(int(words[1]))
            except ValueError:
                pass
        return parse(text)

    replace_function(patch, actions, "parse_action", parse_action)


def fp_stated_seat_ignored(patch: Patch) -> None:
    """CD-7 broken: the seat a caller states is never checked; the action is the seat to act's."""
    apply = fp_rules.apply

    def apply_ignoring_seat(state: FourPointState, action: Action | str, seat: int | None = None) -> FourPointState:
        return apply(state, action, None)

    replace_function(patch, fp_rules, "apply", apply_ignoring_seat)


def fp_game_over_before_parse(patch: Patch) -> None:
    """CD-9 broken: the game's end and the wait for a deal are checked before the string is
    parsed, so a malformed action then is refused with E_GAME_OVER or E_WRONG_PHASE."""
    play = BoundMatch.play

    def checked_play(self: BoundMatch[object], action: str, seat: int | None = None) -> BoundMatch[object]:
        state = self.state
        if self.rules.name == FP and isinstance(state, FourPointState):
            if state.winner is not None:
                raise IllegalAction(Code.GAME_OVER, "FP-9.1", "the game is over")
            if state.hand is None:
                raise IllegalAction(Code.WRONG_PHASE, "FP-2.4", "the game is waiting for a deal")
        return play(self, action, seat)

    patch(games.BoundMatch, "play", checked_play)


def fp_waiting_reported_game_over(patch: Patch) -> None:
    """FP-2.4 broken: an action while the game waits for a deal is refused with E_GAME_OVER (no
    hand in progress read as the game being over), not E_WRONG_PHASE."""
    original = shared_turn_refusal

    def turn_refusal(winner: int | None, hand: object, actor: int | None, seat: int | None, over: str, waiting: str) -> IllegalAction | None:
        if winner is None and hand is None:
            return IllegalAction(Code.GAME_OVER, over, "no hand is in progress")
        return original(winner, hand, actor, seat, over, waiting)

    patch(fp_rules, "turn_refusal", turn_refusal)


def fp_discard_count_first(patch: Patch) -> None:
    """FP-11.1 broken: a discard's count is checked before its cards (E_DISCARD_COUNT before
    E_DUPLICATE_CARD and E_CARD_NOT_IN_HAND)."""
    original = fp_rules.discard_refusal

    def discard_refusal(hand: FPHandState, seat: int, cards: tuple[Card, ...], options: FourPointOptions) -> IllegalAction | None:
        if len(cards) != options.take:
            return IllegalAction(Code.DISCARD_COUNT, "FP-4.2", f"discard {options.take} cards, not {len(cards)}")
        return original(hand, seat, cards, options)

    patch(fp_rules, "discard_refusal", discard_refusal)


def fp_card_held_checked_last(patch: Patch) -> None:
    """FP-11.1 broken: a play is judged by the first-lead and follow rules before the card is
    looked for in the hand (E_TRUMP_DISCARDED, E_MUST_FOLLOW_SUIT before E_CARD_NOT_IN_HAND)."""

    def play_refusal(hand: FPHandState, seat: int, card: Card, options: FourPointOptions) -> IllegalAction | None:
        held = hand.hands[seat]
        if card.suit is None:  # a joker: a token of no Four Point card (CD-4), never held
            pass
        elif hand.trump is None:
            if suit_of(card) not in fp_rules.lead_suits(held, hand.discards, options):
                return IllegalAction(Code.TRUMP_DISCARDED, "FP-5.3", f"the discard did not respect {suit_of(card).name}")
        else:
            led = suit_of(hand.trick[0]) if hand.trick else None
            if not may_play(held, card, led, hand.trump, suit_of, options.trump_anytime):
                return IllegalAction(Code.MUST_FOLLOW_SUIT, "FP-6.2", f"seat {seat} must follow")
        if card not in held:
            return IllegalAction(Code.CARD_NOT_IN_HAND, "FP-6.1", f"{card} is not in seat {seat}'s hand")
        return None

    patch(fp_rules, "play_refusal", play_refusal)


def _take_is_not(value: int) -> tuple[str, Callable[[Options], bool]]:
    return (f"take is not {value}: the mutant changes only a game with take: {value} (CD-6)",
            lambda o: not option_is("take", value)(o))


MUTANTS: dict[str, Mutant] = {
    "fp_suits_alphabetical": Mutant("cards are sorted with the suits in the order C D H S", "CD-1, CD-5",
                                    canonical_order(suits_alphabetical), FP),
    "fp_ten_written_10": Mutant("the ten is written 10 (play 10S), not T", "CD-2, CD-4", fp_ten_written_10, FP),
    "fp_ace_read_from_1": Mutant("the rank character 1 is read as the ace (play 1S parses)", "CD-4", fp_ace_read_from_1, FP),
    "fp_ranks_ascending": Mutant("within a suit cards are sorted from the 7 up to the ace", "CD-5",
                                 canonical_order(ranks_ascending), FP),
    "fp_curse_not_parsed": Mutant("curse S does not parse in Four Point (E_BAD_ACTION, not E_WRONG_PHASE)", "CD-6",
                                  _verb_not_parsed("curse"), FP),
    "fp_trump_not_parsed": Mutant("trump S does not parse in Four Point (E_BAD_ACTION, not E_WRONG_PHASE)", "CD-6, FP-5.2, R-FP-17",
                                  _verb_not_parsed("trump"), FP),
    "fp_discard_not_parsed_without_take": Mutant("with take: 0 (no discard phase) a discard does not parse", "CD-6",
                                                 _verb_not_parsed("discard", _no_discard_phase), FP, idle_when(_take_is_not(0))),
    "fp_bid_amount_by_int": Mutant("a bid's amount is read with int(): bid -1 and bid 05 parse", "CD-6", fp_bid_amount_by_int, FP),
    "fp_stated_seat_ignored": Mutant("a stated seat is never checked (no E_NOT_YOUR_TURN)", "CD-7", fp_stated_seat_ignored, FP),
    "fp_illegal_action_ignored": Mutant("an illegal action is ignored, not refused (a string that does not parse still is)", "CD-8",
                                        lambda patch: illegal_action_ignored(patch, fp_rules), FP),
    "fp_seat_checked_first": Mutant("the stated seat is checked before the game's end and the wait for a deal", "CD-9",
                                    lambda patch: seat_checked_first(patch, fp_rules), FP),
    "fp_game_over_before_parse": Mutant("the game's end and the wait for a deal are checked before parsing", "CD-9",
                                        fp_game_over_before_parse, FP),
    "fp_waiting_reported_game_over": Mutant("an action while waiting for a deal is refused with E_GAME_OVER", "FP-2.4",
                                            fp_waiting_reported_game_over, FP),
    "fp_discard_count_first": Mutant("a discard's count is checked before its cards", "FP-11.1", fp_discard_count_first, FP,
                                     idle_when(NO_TAKE)),
    "fp_card_held_checked_last": Mutant("a play is checked against the lead and follow rules before the hand", "FP-11.1",
                                        fp_card_held_checked_last, FP),
}
