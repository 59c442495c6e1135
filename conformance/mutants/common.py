"""What the mutants of several games share: the legal plays rebuilt from the refusal rule, and
the shared follow-suit rule with its trump exception read another way."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from conformance.mutants.patching import Patch
from reference.cards import Card, Suit
from reference.fourpoint import rules as fp_rules
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.state import HandState as FPHandState
from reference.smear import rules
from reference.smear.options import SmearOptions
from reference.smear.state import HandState
from reference.smoorverliefd import rules as sv_rules
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.state import HandState as SVHandState
from reference.tricks import SuitOf
from reference.tricks import may_play as _original_may_play


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
