"""Smear mutants of chapter CD as Smear plays it (suits, card tokens, canonical order, action
strings, seats, refusals and their precedence) and of Smear's own refusal precedence (SM-11.1).

The notation mutants change the shared notation of reference/cards.py and reference/actions.py,
so in their adapter process every game writes cards their way; they are Smear's mutants because
they are run against Smear's cases. Card order (CD-1, CD-5), an illegal action ignored (CD-8) and
the seat checked first (CD-9) are the same mistakes in every game: their bodies are common.py's."""

from __future__ import annotations

from collections.abc import Sequence

from conformance.mutants.common import (
    canonical_order,
    illegal_action_ignored,
    ranks_ascending,
    seat_checked_first,
    suits_alphabetical,
)
from conformance.mutants.patching import Mutant, Patch, replace_function
from conformance.mutants.smear_table import nobody_discards
from reference import actions, cards, table
from reference.actions import Action
from reference.cards import TEN, Card
from reference.errors import Code, IllegalAction
from reference.smear import rules
from reference.smear.options import KEEP, SmearOptions
from reference.smear.state import HandState, SmearState

_ORIGINAL_FORMAT, _ORIGINAL_PARSE = cards.format_card, cards.parse_card


# ---------------------------------------------------------------------------- CD-4 tokens


def ten_written_10(patch: Patch) -> None:
    """CD-4, CD-2: the ten is written ``10`` (``10S``), and both ``10S`` and ``TS`` are read."""

    def format_card(card: Card) -> str:
        if card.suit is not None and card.rank == TEN:
            return "10" + card.suit.name
        return _ORIGINAL_FORMAT(card)

    def parse_card(token: str) -> Card:
        if len(token) == 3 and token[:2] == "10":
            return _ORIGINAL_PARSE("T" + token[2])
        return _ORIGINAL_PARSE(token)

    replace_function(patch, cards, "format_card", format_card)
    replace_function(patch, cards, "parse_card", parse_card)


# ---------------------------------------------------------------------------- CD-6 action strings


def action_split_on_any_space(patch: Patch) -> None:
    """CD-6: an action string is split on any run of whitespace (``str.split()``), so leading,
    trailing and doubled spaces are accepted."""
    original = actions.parse_action

    def parse_action(text: str) -> Action:
        return original(" ".join(text.split()))

    replace_function(patch, actions, "parse_action", parse_action)


# ---------------------------------------------------------------------------- CD-7 turns


def stated_seat_ignored(patch: Patch) -> None:
    """CD-7: the seat a caller states is not checked; the action is taken for the seat to act."""
    original_turn, original_refusal = table.take_turn, table.turn_refusal

    def take_turn(state: SmearState, hand: HandState | None, options: SmearOptions, action: Action | str, seat: int | None,
                  *rest: object) -> tuple[Action, HandState, int]:
        return original_turn(state, hand, options, action, None, *rest)  # type: ignore[arg-type]

    def turn_refusal(winner: int | None, hand: object, actor: int | None, seat: int | None, over: str, waiting: str) -> IllegalAction | None:
        return original_refusal(winner, hand, actor, None, over, waiting)

    patch(rules, "take_turn", take_turn)
    patch(rules, "turn_refusal", turn_refusal)


# ---------------------------------------------------------------------------- SM-11.1 within a phase


def discard_count_first(patch: Patch) -> None:
    """SM-11.1: a discard's count is checked before its cards (duplicates, cards not held)."""
    original = rules.discard_refusal

    def discard_refusal(hand: HandState, seat: int, cards: tuple[Card, ...], options: SmearOptions) -> IllegalAction | None:
        kept = len(hand.hands[seat]) - len(cards)
        if kept > KEEP or (kept < KEEP and not options.nine_card):
            return IllegalAction(Code.DISCARD_COUNT, "SM-5.1", f"{kept} cards kept, not {KEEP}")
        return original(hand, seat, cards, options)

    patch(rules, "discard_refusal", discard_refusal)


def discard_held_before_duplicate(patch: Patch) -> None:
    """SM-11.1: a discard's cards are checked against the hand before duplicates."""

    def held_refusal(held: Sequence[Card], discarded: Sequence[Card], seat: int, rule: str) -> IllegalAction | None:
        for c in discarded:
            if c not in held:
                return IllegalAction(Code.CARD_NOT_IN_HAND, rule, f"{cards.format_card(c)} is not in seat {seat}'s hand")
        if len(set(discarded)) != len(discarded):
            return IllegalAction(Code.DUPLICATE_CARD, rule, "a discard names a card twice")
        return None

    patch(rules, "held_refusal", held_refusal)


MUTANTS: dict[str, Mutant] = {
    "suits_alphabetical": Mutant("the canonical suit order is C D H S", "CD-1, CD-5", canonical_order(suits_alphabetical),
                                 cannot_differ=nobody_discards),
    "ranks_ascending": Mutant("within a suit the canonical order runs from the two up", "CD-5", canonical_order(ranks_ascending),
                              cannot_differ=nobody_discards),
    "ten_written_10": Mutant("the ten is written 10 (10S), and both 10S and TS are read", "CD-4, CD-2", ten_written_10),
    "action_split_on_any_space": Mutant("action strings are split on any whitespace", "CD-6", action_split_on_any_space),
    "stated_seat_ignored": Mutant("a stated seat is not checked", "CD-7", stated_seat_ignored),
    "illegal_action_ignored": Mutant("an illegal action is ignored, not refused", "CD-8", lambda patch: illegal_action_ignored(patch, rules)),
    "seat_checked_first": Mutant("the stated seat is checked before game over and a wait for a deal", "CD-9",
                                 lambda patch: seat_checked_first(patch, rules)),
    "discard_count_first": Mutant("a discard's count is checked before its cards", "SM-11.1, SM-5.1", discard_count_first,
                                  cannot_differ=nobody_discards),
    "discard_held_before_duplicate": Mutant("a discard's cards are checked against the hand before duplicates", "SM-11.1, SM-5.1",
                                            discard_held_before_duplicate, cannot_differ=nobody_discards),
}
