"""Smear refusal cases: one action breaking exactly one rule (SPEC "Smear refusal codes") at a
position reached by a seeded playout, and malformed action strings.
"""

from __future__ import annotations

from functools import partial

from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.common import Bad, positions
from conformance.sources.generated.smear.play import (
    GAME,
    PHASE_RULE,
    Playout,
    opts,
    play,
)
from reference.actions import Discard, Pass, Play
from reference.cards import Card, format_card
from reference.phases import Phase
from reference.smear.options import SmearOptions, smear_options
from reference.smear.ranking import is_trump, suit_of
from reference.smear.rules import apply, deck, legal_actions, to_act
from reference.smear.state import HandState, SmearState

SOURCE = "conformance/sources/generated/smear/refusals.py"


# ---------------------------------------------------------------------------- refusal cases


def _not_held(s: SmearState, seat: int) -> list[Card]:
    assert s.hand is not None
    held = set(s.hand.hands[seat])
    return [c for c in deck(s.options) if c not in held]


GAME_OVER = (Bad("pass", "E_GAME_OVER"), Bad("play AS", "E_GAME_OVER"))


def _in_hand(s: SmearState, hand: HandState, seat: int) -> list[Bad]:
    o, legal, held = s.options, legal_actions(s), hand.hands[seat]
    out = [Bad(str(legal[0]), "E_NOT_YOUR_TURN", (seat + 1) % o.players)]
    phase = s.phase
    if phase is Phase.BIDDING:
        out.append(Bad("bid 1" if hand.bid == 0 else f"bid {hand.bid}", "E_BID_TOO_LOW"))
        out.append(Bad(f"bid {o.hand_maximum + 1}", "E_BID_TOO_HIGH"))
        if not any(isinstance(a, Pass) for a in legal):
            out.append(Bad("pass", "E_MUST_BID"))
        out.append(Bad("trump S", "E_WRONG_PHASE"))
        out.append(Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"))
    elif phase is Phase.TRUMP:
        out.append(Bad("pass", "E_WRONG_PHASE"))
        out.append(Bad(f"play {format_card(held[-1])}", "E_WRONG_PHASE"))
    elif phase is Phase.DISCARD:
        out.append(Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"))
        out.append(Bad("trump H", "E_WRONG_PHASE"))
        first = legal[0]
        assert isinstance(first, Discard)
        cards = list(first.cards)
        assert hand.trump is not None
        trump = hand.trump
        if not o.nine_card:
            if len(cards) >= 2:
                out.append(Bad(str(Discard(tuple(cards[:-1]))), "E_DISCARD_COUNT"))
                dup = cards[:1] + cards[:-1]  # first card named twice, count kept
                out.append(Bad("discard " + " ".join(format_card(c) for c in dup), "E_DUPLICATE_CARD"))
                # CD-6: a discard names its cards in canonical order; the lawful cards reversed are not
                out.append(Bad("discard " + " ".join(format_card(c) for c in reversed(cards)), "E_BAD_ACTION"))
            missing = _not_held(s, seat)
            if missing:
                out.append(Bad(str(Discard(tuple(cards[:-1]) + (missing[0],))), "E_CARD_NOT_IN_HAND"))
        else:
            trumps = [c for c in held if is_trump(c, trump, o)]
            plain = [c for c in held if not is_trump(c, trump, o)]
            if len(trumps) <= 5 and len(plain) >= 2:
                out.append(Bad(str(Discard(tuple(plain[1:]))), "E_MUST_DISCARD_NON_TRUMP"))
            if 1 <= len(trumps) <= 6 and plain:
                out.append(Bad(str(Discard(tuple(plain) + (trumps[0],))), "E_MUST_KEEP_TRUMP"))
            if len(trumps) > 6 and plain:
                out.append(Bad(str(Discard(tuple(plain))), "E_DISCARD_COUNT"))
    elif phase is Phase.PLAY:
        out.append(Bad("pass", "E_WRONG_PHASE"))
        out.append(Bad("bid 2", "E_WRONG_PHASE"))
        out.append(Bad(f"discard {format_card(held[0])}", "E_WRONG_PHASE"))
        assert hand.trump is not None
        trump = hand.trump
        lawful = {a.card for a in legal if isinstance(a, Play)}
        missing = _not_held(s, seat)
        first_lead = not hand.tricks and not hand.trick
        if first_lead:
            if any(is_trump(c, trump, o) for c in held):
                candidates = [c for c in missing if is_trump(c, trump, o)]
                if o.revoke == "forbidden":
                    plain = [c for c in held if not is_trump(c, trump, o)]
                    if plain:
                        out.append(Bad(f"play {format_card(plain[0])}", "E_MUST_LEAD_TRUMP"))
            else:
                candidates = missing
        elif not hand.trick:
            candidates = missing
        else:
            follow, candidates = common.follow_probes(held, missing, lawful, suit_of(hand.trick[0], trump, o),
                                                      lambda c: suit_of(c, trump, o), o.revoke == "forbidden")
            out += follow
        out += common.play_not_held(candidates)
    return out


def bad_actions(s: SmearState) -> list[Bad]:
    """Actions that break exactly one rule at ``s`` (SPEC "Smear refusal codes"; R-SM-25 item 5:
    conformance cases use actions that break one rule only)."""
    return common.bad_actions_at(s, s.hand, to_act(s), GAME_OVER, (), _in_hand)


BAD_STRINGS = ("Pass", "pass ", " pass", "bid 05", "bid +3", "bid", "trump h", "trump X1", "play 10H", "play ah",
               "play X3", "discard", "play  AH", "PLAY AH", "bid 3 4", "", "play AX", "play AHH", "play 1S")


def refusal_cases() -> list[CaseDict]:
    """Per refusal code, a few cases over presets and phases (at most two per preset)."""
    refusals = common.Refusals(per_spot=2)
    plans: tuple[tuple[str, SmearOptions, str, int], ...] = (
        ("standard", opts("standard"), "random", 1),
        ("standard", opts("standard", hand_size=6), "random", 1),
        ("standard", opts("standard"), "passer", 1),
        ("widow", opts("widow"), "random", 1),
        ("nine_card", opts("nine_card"), "random", 1),
        ("five_point_team", opts("five_point_team"), "random", 1),
        ("no_jick", opts("no_jick", hand_size=6), "random", 1),
        ("double_joker", opts("double_joker"), "random", 1),
        ("standard", smear_options(players=3), "random", 1),
        ("standard", smear_options(players=6, partnerships=True), "random", 1),
        ("standard", opts("standard", trump_anytime=False, hand_size=6), "random", 1),
        ("target_11", opts("target_11", hand_size=6), "cautious", 40),
    )
    for seed in range(1, 9):
        for plan, (preset, o, policy, hands) in enumerate(plans):
            p = play(preset, o, seed, policy, hands=hands)
            refusals.gather(p.states, positions(p.states, f"refusal:{seed}:{plan}", 8), plan, seed, bad_actions, partial(refusal_case, p))
    for text in BAD_STRINGS:
        p = play("standard", opts("standard"), 7, "random")
        k = (len(text) * 7) % len(p.actions)
        refusals.add("E_BAD_ACTION", refusal_case(p, k, Bad(text, "E_BAD_ACTION"), f"notation {text!r}"))
    # CD-6: one grammar for every game: Smoorverliefd's verb is well formed here, and refused by the phase
    p = play("standard", opts("standard"), 7, "random")
    k = next(k for k, s in enumerate(p.states) if s.phase is Phase.PLAY)
    foreign = refusal_case(p, k, Bad("curse S", "E_WRONG_PHASE"), "a verb of another game",
                           description=f"E_WRONG_PHASE: 'curse S' is well formed in every game (CD-6), Smear never accepts it (seed 7, action {k})")
    return refusals.cases() + [foreign]


def refusal_case(p: Playout, k: int, bad: Bad, key: str, description: str | None = None) -> CaseDict:
    """Smear's refusal descriptions carry no title (they were the first generated)."""
    lbl = common.playout_label(GAME, p)
    return common.refusal_case(GAME, None, SOURCE, p, k, bad, key, apply, PHASE_RULE, lbl, f"{lbl} {p.policy}",
                               description=description)
