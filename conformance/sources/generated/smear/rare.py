"""Smear's rare situations: a misdeal, a maximum bid before the dealer's turn, the neighbours in
the trump order falling in one trick, and the positions and option values the other cases never
reach (found by the mutation run, mutation/REPORT.md).
"""

from __future__ import annotations

from conformance.case.build import slugify
from conformance.games.support import CaseDict
from conformance.sources.generated.common import Bad
from conformance.sources.generated.smear.play import opts, play
from conformance.sources.generated.smear.playouts import playout_case
from conformance.sources.generated.smear.refusals import refusal_case
from reference.cards import X1, X2, Card, Suit
from reference.phases import Phase
from reference.smear.options import smear_options
from reference.smear.ranking import jick

# ---------------------------------------------------------------------------- special hands


def misdeal_case() -> CaseDict:
    """Nine-card Smear with four players: a deal whose kept trumps are too few (SM-5.5, SM-2.4)."""
    o = opts("nine_card")
    for seed in range(316, 3316):  # the first seed from 1 that misdeals is 316
        p = play("nine_card", o, seed, "random", hands=2)
        if any(r.outcome == "misdeal" for r in p.final.results):
            return playout_case(p, area="playout", slug="nine-card-misdeal",
                                description="nine_card: the stock cannot refill every hand, a misdeal, then the next deal",
                                tags=["playout", "misdeal"])
    raise RuntimeError("no nine-card misdeal found")


def sweep_max_bid_case() -> CaseDict:
    """A bid of the hand maximum before the dealer's turn (SM-3.4) in a generated hand."""
    o = opts("standard", hand_size=6)
    for seed in range(1, 500):
        p = play("standard", o, seed, "overbidder")
        first = p.final.results[0] if p.final.results else None
        hand_bids = [a for a in p.actions if a.startswith("bid ")]
        if first is not None and "bid 10" in hand_bids and p.actions.index("bid 10") < 3:
            return playout_case(p, area="playout", slug="maximum-bid-mid-round",
                                description="A bid of 10 before the dealer's turn ends the bidding (generated)",
                                tags=["playout"])
    raise RuntimeError("no early maximum bid found")


ORDER_PAIRS: tuple[tuple[str, str, str], ...] = (
    # (preset, higher, lower): neighbours in the SM-4.3 trump order around the Jick and the jokers
    ("standard", "J", "jick"), ("standard", "jick", "X1"), ("standard", "X1", "X2"), ("standard", "X2", "T"),
    ("double_joker", "J", "X1"), ("double_joker", "X1", "jick"), ("double_joker", "jick", "X2"), ("double_joker", "X2", "T"),
)


def _order_card(name: str, trump: Suit) -> Card:
    if name == "jick":
        return jick(trump)
    if name in ("X1", "X2"):
        return X1 if name == "X1" else X2
    return Card({"J": 11, "T": 10}[name], trump)


def order_cases() -> list[CaseDict]:
    """SM-4.3: for each pair of neighbours in the trump order around the Jick and the jokers, a
    hand in which both fall in one trick and the higher one wins it."""
    out: list[CaseDict] = []
    for preset, high, low in ORDER_PAIRS:
        o = opts(preset, hand_size=6)
        for seed in range(1, 3000):
            p = play(preset, o, seed, "jokers" if seed % 2 else "trumper")
            h = p.final.last_hand
            if h is None or h.trump is None:
                continue
            a, b = _order_card(high, h.trump), _order_card(low, h.trump)
            if any(a in t.cards and b in t.cards and t.cards[(t.winner - t.leader) % o.players] == a for t in h.tricks):
                out.append(playout_case(
                    p, area="play", slug=f"{slugify(preset)}-{high.lower()}-beats-{low.lower()}",
                    description=f"Trump order ({preset}): {high} and {low} in one trick, {high} wins",
                    tags=["trump-order"], extra_rules={"SM-4.3", "SM-6.5"},
                ))
                break
        else:
            raise RuntimeError(f"no hand puts {high} and {low} in one trick ({preset})")
    return out


# ---------------------------------------------------------------------------- edge cases


def exact_refill_case() -> CaseDict:
    """Nine-card Smear (SM-5.5): a refill that uses up the stock exactly is not a misdeal."""
    o = opts("nine_card")
    for seed in range(1, 20_000):
        p = play("nine_card", o, seed, "random")
        if any(s.hand is not None and s.phase is Phase.PLAY and not s.hand.stock for s in p.states):
            return playout_case(p, area="playout", slug="nine-card-refill-empties-the-stock",
                                description="nine_card: the refill takes the last card of the stock, and the hand is played",
                                tags=["playout", "nine-card-refill"], extra_rules={"SM-5.5", "SM-2.4"})
    raise RuntimeError("no nine-card hand whose refill empties the stock")


def edge_cases() -> list[CaseDict]:
    """Positions and option values that the cases above never reach, found by the mutation run
    (mutation/REPORT.md): the game waiting for a deal, the game over, the smallest target, a
    table that deals the whole deck, and a refill that empties the stock."""
    out: list[CaseDict] = []
    waiting = play("standard", opts("standard", hand_size=6), 1, "random")
    assert waiting.final.hand is None and waiting.final.winner is None, "the hand should end waiting for a deal"
    out.append(playout_case(
        waiting, area="playout", slug="waiting-for-a-deal", at_end=True, extra_rules={"SM-2.3", "CD-7"},
        description="After the only deal given is played out, the game waits for a deal: nobody to act, no legal action",
        tags=["playout", "awaiting-deal"],
    ))
    k = len(waiting.actions)
    out.append(refusal_case(waiting, k, Bad("pass", "E_WRONG_PHASE"), "an action while waiting for a deal",
                            f"E_WRONG_PHASE: 'pass' in awaiting_deal (standard, hand_size 6, random play, seed 1, action {k})"))
    over = play("target_11", opts("target_11", hand_size=6), 5, "cautious", hands=60)
    assert over.final.winner is not None, "the game should end"
    out.append(playout_case(
        over, area="playout", slug="game-over-legal-set", at_end=True, first_hand_only=True, extra_rules={"SM-9.1", "CD-7"},
        description="A whole game to 11: once it is won nobody is to act and there is no legal action",
        tags=["playout", "whole-game", "game-over"],
    ))
    out.append(playout_case(
        play("standard", opts("standard", target=1, hand_size=6), 3, "cautious", hands=20), area="playout",
        slug="target-1-whole-game", first_hand_only=True, extra_rules={"SM-9.2"},
        description="target 1, the smallest allowed: a whole game", tags=["playout", "whole-game"],
    ))
    out.append(playout_case(
        play("standard", smear_options(players=6, hand_size=9), 2, "random"), area="playout",
        slug="6-players-9-cards-whole-deck", extra_rules={"SM-2.2"},
        description="Six players with nine cards each: the whole 54-card deck is dealt, jokers included",
        tags=["playout"],
    ))
    out.append(exact_refill_case())
    return out
