"""Four Point refusal cases: one action breaking exactly one rule (SPEC "Four Point refusal
codes") at a position reached by a seeded playout, and malformed action strings.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from itertools import combinations

from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.common import Bad, positions
from conformance.sources.generated.fourpoint.play import GAME, PHASE_RULE, Playout, opts, play
from reference.actions import Discard, Play
from reference.cards import Card, format_card
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.ranking import deck
from reference.fourpoint.rules import apply, lead_suits, legal_actions, to_act
from reference.fourpoint.state import FourPointState, HandState
from reference.phases import Phase

SOURCE = "conformance/sources/generated/fourpoint/refusals.py"


# ---------------------------------------------------------------------------- refusal cases


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(format_card(c) for c in cards)


GAME_OVER = (Bad("pass", "E_GAME_OVER"), Bad("play AS", "E_GAME_OVER"), Bad("trump S", "E_GAME_OVER"))
BETWEEN_HANDS = (Bad("bid 2", "E_WRONG_PHASE"), Bad("play 7C", "E_WRONG_PHASE"))


def _in_hand(s: FourPointState, hand: HandState, seat: int) -> list[Bad]:
    o, legal, held = s.options, legal_actions(s), hand.hands[seat]
    missing = [c for c in deck() if c not in held]
    out = [Bad(str(legal[0]), "E_NOT_YOUR_TURN", (seat + 1) % 4), Bad("trump S", "E_WRONG_PHASE")]
    if s.phase is Phase.BIDDING:
        holds = o.dealer_holds and len(hand.bids) == 3 and hand.bidder is not None  # FP-3.6: equal is lawful
        out.append(Bad("bid 1" if hand.bid == 0 else f"bid {hand.bid - 1 if holds else hand.bid}", "E_BID_TOO_LOW"))
        if o.all_pass == "dealer_forced" and len(hand.bids) == 3 and hand.bidder is None:
            out.append(Bad("pass", "E_MUST_BID"))
        out.append(Bad("bid 5", "E_BID_TOO_HIGH"))
        out.append(Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"))
    elif s.phase is Phase.DISCARD:
        out.append(Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"))
        out.append(Bad("pass", "E_WRONG_PHASE"))
        first = legal[0]
        assert isinstance(first, Discard)
        cards = list(first.cards)
        out.append(Bad(f"discard {_cards(cards[:-1])}" if len(cards) > 1 else f"discard {_cards(held[:2])}", "E_DISCARD_COUNT"))
        if len(cards) >= 2:
            out.append(Bad(f"discard {_cards(cards[:1] + cards[:-1])}", "E_DUPLICATE_CARD"))
            # CD-6: a discard names its cards in canonical order; the lawful cards reversed are not
            out.append(Bad(f"discard {_cards(cards[::-1])}", "E_BAD_ACTION"))
        out.append(Bad(str(Discard(tuple(cards[:-1]) + (missing[0],))), "E_CARD_NOT_IN_HAND"))
        lawful_discards = set(legal)
        for combo in combinations(held, o.take):
            if Discard(combo) not in lawful_discards:
                out.append(Bad(str(Discard(combo)), "E_NO_LEGAL_LEAD"))
                break
    elif s.phase is Phase.PLAY:
        out += [Bad("pass", "E_WRONG_PHASE"), Bad("bid 2", "E_WRONG_PHASE"), Bad(f"discard {format_card(held[0])}", "E_WRONG_PHASE")]
        lawful = {a.card for a in legal if isinstance(a, Play)}
        if hand.trump is None:  # the first lead
            suits = lead_suits(held, hand.discards, o)
            wrong = [c for c in held if c not in lawful]
            if wrong:
                out.append(Bad(f"play {format_card(wrong[0])}", "E_TRUMP_DISCARDED"))
            candidates = [c for c in missing if c.suit in suits]
        elif not hand.trick:
            candidates = missing
        else:
            follow, candidates = common.follow_probes(held, missing, lawful, hand.trick[0].suit, lambda c: c.suit)
            out += follow
        out += common.play_not_held(candidates)
    return out


def bad_actions(s: FourPointState) -> list[Bad]:
    """Actions that break exactly one rule at ``s`` (SPEC "Four Point refusal codes")."""
    return common.bad_actions_at(s, s.hand, to_act(s), GAME_OVER, BETWEEN_HANDS, _in_hand)


BAD_STRINGS = ("Pass", "pass ", "bid 03", "bid +2", "bid", "trump s", "trump X1", "play 10H", "play ah", "play X3",
               "discard", "play  AH", "PLAY AH", "bid 2 3", "", "curse", "play 1S")


def refusal_case(p: Playout, k: int, bad: Bad, key: str, extra_rules: Iterable[str] = (), description: str | None = None) -> CaseDict:
    lbl = common.playout_label(GAME, p)
    return common.refusal_case(GAME, "Four Point", SOURCE, p, k, bad, key, apply, PHASE_RULE, lbl, f"{lbl} {p.policy}",
                               extra_rules, description)


def refusal_cases() -> list[CaseDict]:
    """Per refusal code a few cases, spread over presets, options and phases."""
    refusals = common.Refusals()
    plans: tuple[tuple[str, FourPointOptions, str, int, str], ...] = (
        ("standard", opts(), "random", 1, "seeded"),
        ("take_0", opts("take_0"), "random", 1, "seeded"),
        ("take_1", opts("take_1"), "random", 1, "seeded"),
        ("take_2", opts("take_2"), "random", 1, "seeded"),
        ("standard", opts(), "hoarder", 1, "long"),
        ("standard", opts(trump_discard="excess_only"), "hoarder", 1, "long"),
        ("standard", opts(trump_anytime=False), "random", 1, "seeded"),
        ("standard", opts(target=4), "cautious", 40, "seeded"),
        ("standard", opts(), "passer", 1, "seeded"),
    )
    for seed in range(1, 7):
        for plan, (preset, o, policy, hands, deal_kind) in enumerate(plans):
            p = play(preset, o, seed, policy, hands=hands, deal_kind=deal_kind)
            refusals.gather(p.states, positions(p.states, f"fourpoint-refusal:{seed}:{plan}", 10), plan, seed, bad_actions,
                            partial(refusal_case, p))
    # FP-3.5: the stuck dealer's pass, apart so that the plans above keep their cases.
    for seed in range(1, 3):
        p = play("standard", opts(all_pass="dealer_forced"), seed, "passer")
        k = next(k for k, s in enumerate(p.states) if s.hand is not None and len(s.hand.bids) == 3)
        refusals.add("E_MUST_BID", refusal_case(p, k, Bad("pass", "E_MUST_BID"), f"stuck dealer, seed {seed}"))
    p = play("standard", opts(), 7, "random")
    for i, notation in enumerate(BAD_STRINGS):
        k = (i * 5) % len(p.actions)
        refusals.add("E_BAD_ACTION", refusal_case(p, k, Bad(notation, "E_BAD_ACTION"), f"notation {notation!r}"))
    k = next(k for k, s in enumerate(p.states) if s.phase is Phase.PLAY)
    joker = refusal_case(
        p, k, Bad("play X1", "E_CARD_NOT_IN_HAND"), "a joker, which the deck does not hold", extra_rules=("CD-3", "CD-4", "FP-2.1"),
        description=f"E_CARD_NOT_IN_HAND: 'play X1' is well formed but the 32-card deck has no joker (seed 7, action {k})",
    )
    # CD-6: one grammar for every game: Smoorverliefd's verb is well formed here, and refused by the phase
    foreign = refusal_case(p, k, Bad("curse S", "E_WRONG_PHASE"), "a verb of another game", extra_rules=("CD-6",),
                           description=f"E_WRONG_PHASE: 'curse S' is well formed in every game (CD-6), Four Point never accepts it (seed 7, action {k})")
    return refusals.cases() + [joker, foreign]
