"""Smoorverliefd refusal cases: one action breaking exactly one rule (SPEC "Smoorverliefd refusal
codes") at a position reached by a seeded playout, and malformed action strings.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.common import Bad, positions
from conformance.sources.generated.smoorverliefd.play import GAME, PHASE_RULE, Playout, opts, play
from reference.actions import Play
from reference.cards import Suit, format_card, standard_deck
from reference.phases import Phase
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.rules import apply, legal_actions, max_bid, to_act
from reference.smoorverliefd.state import HandState, SmoorverliefdState

SOURCE = "conformance/sources/generated/smoorverliefd/refusals.py"


# ---------------------------------------------------------------------------- refusal cases


GAME_OVER = (Bad("play AS", "E_GAME_OVER"), Bad("bid 0", "E_GAME_OVER"), Bad("curse S", "E_GAME_OVER"))
BETWEEN_HANDS = (Bad("play 2C", "E_WRONG_PHASE"), Bad("curse H", "E_WRONG_PHASE"))


def _in_hand(s: SmoorverliefdState, hand: HandState, seat: int) -> list[Bad]:
    o, legal, held = s.options, legal_actions(s), hand.hands[seat]
    out = [Bad(str(legal[0]), "E_NOT_YOUR_TURN", (seat + 1) % o.players), Bad("trump H", "E_WRONG_PHASE"),
           Bad("discard 2C", "E_WRONG_PHASE")]
    if s.phase is Phase.CURSE:
        out += [Bad("bid 0", "E_WRONG_PHASE"), Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"), Bad("pass", "E_WRONG_PHASE")]
        if not o.curse_hearts:
            out.append(Bad("curse H", "E_CANNOT_CURSE_HEARTS"))
    elif s.phase is Phase.BIDDING:
        out += [Bad("pass", "E_MUST_BID"), Bad(f"bid {max_bid(hand) + 1}", "E_BID_TOO_HIGH"), Bad("curse S", "E_WRONG_PHASE"),
                Bad(f"play {format_card(held[-1])}", "E_WRONG_PHASE")]
    elif s.phase is Phase.PLAY:
        out += [Bad("bid 0", "E_WRONG_PHASE"), Bad("pass", "E_WRONG_PHASE"), Bad("curse S", "E_WRONG_PHASE")]
        lawful = {a.card for a in legal if isinstance(a, Play)}
        missing = [c for c in standard_deck() if c not in held]
        if hand.trick:
            led = hand.trick[0].suit
            if any(c.suit == led for c in held):
                missing = [c for c in missing if c.suit == led]
                wrong = [c for c in held if c not in lawful]
                hearts = [c for c in wrong if c.suit is Suit.H]
                if hearts and o.troef:
                    out.append(Bad(f"play {format_card(hearts[0])}", "E_MUST_FOLLOW_SUIT"))
                plain = [c for c in wrong if c.suit is not Suit.H]
                if plain:
                    out.append(Bad(f"play {format_card(plain[0])}", "E_MUST_FOLLOW_SUIT"))
        out += common.play_not_held(missing)
    return out


def bad_actions(s: SmoorverliefdState) -> list[Bad]:
    """Actions that break exactly one rule at ``s`` (SPEC "Smoorverliefd refusal codes")."""
    return common.bad_actions_at(s, s.hand, to_act(s), GAME_OVER, BETWEEN_HANDS, _in_hand)


BAD_STRINGS = ("Pass", "pass ", "bid 01", "bid -1", "bid", "curse h", "curse X1", "curse", "curse S H", "play 10H", "play ah",
               "play X3", "play  AH", "PLAY AH", "trump", "")


def refusal_case(p: Playout, k: int, bad: Bad, key: str, tag: str = "", extra_rules: Iterable[str] = (),
                  description: str | None = None) -> CaseDict:
    lbl = common.playout_label(GAME, p)
    return common.refusal_case(GAME, "Smoorverliefd", SOURCE, p, k, bad, key, apply, PHASE_RULE, lbl, f"{tag} {lbl}",
                               extra_rules, description)


def _troef_heart(o: SmoorverliefdOptions, bad: Bad) -> bool:
    """A heart that breaks SV-6.2 under met Troef: counted apart from other E_MUST_FOLLOW_SUIT."""
    return bad.code == "E_MUST_FOLLOW_SUIT" and o.troef and bad.action.endswith("H")


def _code_key(o: SmoorverliefdOptions, bad: Bad) -> str:
    return f"{bad.code}{'/troef-heart' if _troef_heart(o, bad) else ''}"


def _plan_refusal(p: Playout, k: int, bad: Bad, key: str) -> CaseDict:
    return refusal_case(p, k, bad, key, "troef heart" if _troef_heart(p.options, bad) else "")


def refusal_cases() -> list[CaseDict]:
    """Per refusal code a few cases, spread over table sizes, variants and phases."""
    refusals = common.Refusals()
    plans: tuple[tuple[str, SmoorverliefdOptions, int], ...] = (
        ("standard", opts(), 1),
        ("standard", opts(players=3), 1),
        ("standard", opts(players=5), 1),
        ("met_troef", opts("met_troef"), 1),
        ("blind_love", opts("blind_love", players=5), 1),
        ("cupids_arrow", opts("cupids_arrow", curse_hearts=False), 2),
        ("cupids_arrow", opts("cupids_arrow", blind_love=True, players=3), 2),
        ("partner", opts("partner", troef=True), 1),
        ("standard", opts(target=10), 40),
    )
    for seed in range(1, 5):
        for plan, (preset, o, hands) in enumerate(plans):
            p = play(preset, o, seed, "hearts", hands=hands)
            curse = [k for k, s in enumerate(p.states) if s.phase is Phase.CURSE][:1]
            refusals.gather(p.states, positions(p.states, f"smoorverliefd-refusal:{seed}:{plan}", 10, curse), plan, seed, bad_actions,
                            partial(_plan_refusal, p), partial(_code_key, o))
    p = play("standard", opts(), 7)
    for i, notation in enumerate(BAD_STRINGS):
        k = (i * 7) % len(p.actions)
        refusals.add("E_BAD_ACTION", refusal_case(p, k, Bad(notation, "E_BAD_ACTION"), f"notation {notation!r}"))
    joker = refusal_case(
        p, 9, Bad("play X1", "E_CARD_NOT_IN_HAND"), "a joker, which the deck does not hold", "joker", ("CD-3", "CD-4", "SV-2.1"),
        "E_CARD_NOT_IN_HAND: 'play X1' is well formed but the 52-card deck has no joker (seed 7, action 9)",
    )
    return refusals.cases() + [joker]
