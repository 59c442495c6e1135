"""What the mutants of several games share: the two shapes most mutants take (a rule run under
another reading of its options, a rule's answer changed), the legal plays rebuilt from the
refusal rule, the shared follow-suit rule read another way, and the mistakes of chapter CD (card
order, refusals and their precedence) that each game's engine could make the same way. A shared
body takes the game's rules module, so each game's mutant patches its own engine and keeps its
own name."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Protocol, TypeVar, TypeVarTuple, cast

from conformance.mutants.patching import Body, Patch, replace_function
from reference import cards, table
from reference.actions import Action
from reference.cards import ACE, Card, Suit
from reference.errors import Code, IllegalAction
from reference.fourpoint import rules as fp_rules
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.state import HandState as FPHandState
from reference.smear import rules
from reference.smear.options import SmearOptions
from reference.smear.state import HandState
from reference.smoorverliefd import rules as sv_rules
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.state import HandState as SVHandState
from reference.tricks import SuitOf, holds_suit
from reference.tricks import may_play as _original_may_play

# the options of any of the games (a rule's ``options`` argument)
O = TypeVar("O", bound=SmearOptions | FourPointOptions | SmoorverliefdOptions)
Args = TypeVarTuple("Args")
R = TypeVar("R")


def options_read_as(change: Callable[[O], O], module: ModuleType, *names: str, everywhere: bool = False) -> Body:
    """Each ``module.<name>`` runs with its ``options`` argument read as ``change(options)``: a
    rule that plays another reading of an option (or its standard value) whatever the options
    say. ``everywhere``: rebound in every reference module that holds it (replace_function)."""

    def apply(patch: Patch) -> None:
        for name in names:
            wrapped = _options_changed(module, name, change)
            if everywhere:
                replace_function(patch, module, name, wrapped)
            else:
                patch(module, name, wrapped)

    return apply


class _Rule(Protocol):
    def __call__(self, *args: object, **kwargs: object) -> object: ...


def _options_changed(module: ModuleType, name: str, change: Callable[[O], O]) -> _Rule:
    original: _Rule = getattr(module, name)
    parameters = list(inspect.signature(original).parameters)
    if "options" not in parameters:
        raise TypeError(f"{module.__name__}.{name} takes no options argument: the mutant no longer applies")
    at = parameters.index("options")  # found once: some of these rules run for every legal action

    def wrapped(*args: object, **kwargs: object) -> object:
        if len(args) > at:
            args = (*args[:at], change(cast(O, args[at])), *args[at + 1:])
        else:
            kwargs["options"] = change(cast(O, kwargs["options"]))
        return original(*args, **kwargs)

    return wrapped


def answer_changed(module: ModuleType, name: str, change: Callable[[*Args, R], R]) -> Body:
    """``module.<name>`` answers ``change(*arguments, the reference's answer)``: the rule as the
    reference plays it, then one mistake made to what it found. Called with its arguments by
    position, as the reference calls the rules these mutants change."""

    def apply(patch: Patch) -> None:
        original: Callable[[*Args], R] = getattr(module, name)

        def changed(*args: *Args) -> R:
            return change(*args, original(*args))

        patch(module, name, changed)

    return apply


def plays_from_refusals(patch: Patch) -> None:
    """Rebuild each game's fast ``playable`` (what ``legal_actions`` and ``apply`` use) from its
    ``play_refusal``, so a mutant that changes the refusal rule, or ``may_play`` beneath it,
    changes the legal plays too, as it did when legal lists were filtered through the refusals."""

    def smear_playable(hand: HandState, seat: int, options: SmearOptions) -> tuple[Card, ...]:
        return tuple(c for c in hand.hands[seat] if rules.play_refusal(hand, seat, c, options) is None)

    def fp_playable(hand: FPHandState, seat: int, options: FourPointOptions) -> tuple[Card, ...]:
        return tuple(c for c in hand.hands[seat] if fp_rules.play_refusal(hand, seat, c, options) is None)

    def sv_playable(hand: SVHandState, seat: int, options: SmoorverliefdOptions) -> tuple[Card, ...]:
        return tuple(c for c in hand.hands[seat] if sv_rules.play_refusal(hand, seat, c, options) is None)

    patch(rules, "playable", smear_playable)
    patch(fp_rules, "playable", fp_playable)
    patch(sv_rules, "playable", sv_playable)


def trump_while_following(patch: Patch, module: object, may_trump: Callable[[Suit | None], bool]) -> None:
    """Replace ``module.may_play`` by the shared rule (reference.tricks) with its
    ``trump_anytime`` read as ``may_trump(trump)``, and rebuild the legal plays from the refusals."""

    def may_play(hand: Sequence[Card], card: Card, led: Suit | None, trump: Suit | None, suit_of: SuitOf, trump_anytime: bool) -> bool:
        return _original_may_play(hand, card, led, trump, suit_of, may_trump(trump))

    patch(module, "may_play", may_play)
    plays_from_refusals(patch)


def void_must_trump(patch: Patch, module: object) -> None:
    """SM-6.4, FP-6.3 read another way (R-SM-14): a player void in the suit led must trump when it
    holds a trump, as under a duty to trump, not play any card; ``module`` is the game's rules."""

    def may_play(hand: Sequence[Card], card: Card, led: Suit | None, trump: Suit | None, suit_of: SuitOf, trump_anytime: bool) -> bool:
        if not _original_may_play(hand, card, led, trump, suit_of, trump_anytime):
            return False
        if led is None or trump is None or holds_suit(hand, led, suit_of):
            return True
        return suit_of(card) == trump or not holds_suit(hand, trump, suit_of)

    patch(module, "may_play", may_play)
    plays_from_refusals(patch)


# ---------------------------------------------------------------------------- chapter CD


def canonical_order(key: Callable[[Card], tuple[int, int]]) -> Body:
    """CD-1, CD-5 read another way: every card list (hands, discards, the order a discard's cards
    must be written in, CD-6) is sorted by ``key``. The notation is shared, so in the mutant's
    adapter process every game sorts this way."""

    def apply(patch: Patch) -> None:
        replace_function(patch, cards, "canonical_key", key)

    return apply


_ALPHABETICAL = {Suit.C: 0, Suit.D: 1, Suit.H: 2, Suit.S: 3}


def suits_alphabetical(card: Card) -> tuple[int, int]:
    """CD-1 broken: the suits sorted by their letters, C D H S, not S H D C."""
    if card.suit is None:
        return (4, card.rank)
    return (_ALPHABETICAL[card.suit], ACE - card.rank)


def ranks_ascending(card: Card) -> tuple[int, int]:
    """CD-5 broken: within a suit from the two (Four Point: the 7) up to the ace, the order
    ``sorted`` gives rank numbers."""
    if card.suit is None:
        return (4, card.rank)
    return (int(card.suit), card.rank)


def illegal_action_ignored(patch: Patch, module: ModuleType) -> None:
    """CD-8 broken: an action the rules of ``module`` forbid is ignored (the state stays as it
    was), as a lenient engine skips a bid it cannot take; only a string that does not parse is
    still reported."""
    original: Callable[[object, Action | str, int | None], object] = module.apply

    def apply(state: object, action: Action | str, seat: int | None = None) -> object:
        try:
            return original(state, action, seat)
        except IllegalAction as refusal:
            if refusal.code is Code.BAD_ACTION:
                raise
            return state

    replace_function(patch, module, "apply", apply)


def seat_checked_first(patch: Patch, module: object) -> None:
    """CD-9 broken: the stated seat is checked before the game's end and the wait for a deal, so
    a seat stated then is refused with E_NOT_YOUR_TURN; ``module`` is the game's rules, which
    call the shared turn check (reference/table.py) by that name."""
    original = table.turn_refusal

    def turn_refusal(winner: int | None, hand: object, actor: int | None, seat: int | None, over: str, waiting: str) -> IllegalAction | None:
        if seat is not None and seat != actor:
            return IllegalAction(Code.NOT_YOUR_TURN, "CD-7", f"seat {actor} is to act, not seat {seat}")
        return original(winner, hand, actor, seat, over, waiting)

    patch(module, "turn_refusal", turn_refusal)
