"""The invariants of SPEC chapter FP, each a named function that raises AssertionError with a
message starting with the rule id when a state breaks it. properties/fourpoint_machine.py
calls them on every state it reaches; tests/test_mutants.py shows they catch seeded bugs."""

from __future__ import annotations

from properties.fourpoint_oracle import (
    CATEGORY_RULE,
    CODE_RULE,
    MAX_POINTS,
    PLAYERS,
    bidder_of,
    bidding_over,
    candidate_actions,
    expected_code,
    expected_phase,
    expected_result,
    fp_deck,
    leaders,
    seat_to_act,
    trick_winner,
    trump_of,
)
from properties.invariant_checks import (
    Legality,
    Oracle,
    played_by_seat,
    survives_json,
    tricks_as_recorded,
)
from properties.spec_cards import sorted_cards
from reference.cards import Card
from reference.fourpoint import FourPointState, HandResult, HandState, apply, legal_actions, to_act
from reference.fourpoint.codec import decode_state, encode_state


def hand_cards(h: HandState) -> list[Card]:
    return (
        [c for hand in h.hands for c in hand]
        + list(h.trick)
        + [c for t in h.tricks for c in t.cards]
        + list(h.discards)
        + list(h.stock)
    )


def card_conservation(s: FourPointState) -> None:
    """FP-2.1, FP-2.2, FP-4.1, FP-4.2, R-FP-17 item 6: the hands, the trick, the tricks, the
    discards and the stock are exactly the 32-card deck, no card twice; the bidder took the
    first ``take`` undealt cards; each seat holds what it was dealt (and took) less what it
    discarded and played."""
    deck = sorted_cards(fp_deck())
    for h in (s.hand, s.last_hand):
        if h is None:
            continue
        got = sorted_cards(hand_cards(h))
        assert got == deck, f"FP-2.1: cards not conserved: {len(got)} cards, {len(set(got))} different"
        assert sorted_cards([c for hand in h.deal.hands for c in hand] + list(h.deal.stock)) == deck, "FP-2.3: the deal is not the deck"
        bidder, _ = bidder_of(h)
        take = s.options.take if bidding_over(h, s.options) and bidder is not None else 0
        assert h.taken == h.deal.stock[:take], f"FP-4.1: taken {h.taken}, the first {take} undealt cards are {h.deal.stock[:take]}"
        assert h.stock == h.deal.stock[take:], "FP-4.1: the stock left is not the undealt cards after the taken ones"
        assert len(h.discards) in (0, take), f"FP-4.2: {len(h.discards)} cards discarded, take is {take}"
        played = played_by_seat(h.tricks, h.trick, leaders(h), PLAYERS) if bidder is not None else [[] for _ in range(PLAYERS)]
        for seat in range(PLAYERS):
            dealt = list(h.deal.hands[seat]) + (list(h.taken) if seat == bidder else [])
            want = sorted_cards(c for c in dealt if c not in h.discards and c not in played[seat])
            assert h.hands[seat] == want, f"FP-6.1: seat {seat} holds {h.hands[seat]}, the record says {want}"


def trick_record(s: FourPointState) -> None:
    """FP-5.1, FP-5.2, FP-6.1, FP-6.4: the bidder led the first trick, every trick was led by
    the previous winner and won by its highest trump (else highest card of the suit led); the
    trump is the suit of the hand's first card."""
    for h in (s.hand, s.last_hand):
        if h is None or bidder_of(h)[0] is None:
            continue
        assert h.trump == trump_of(h), f"FP-5.2: trump is {h.trump}, the first card played says {trump_of(h)}"
        trump = h.trump
        assert trump is not None or not h.tricks
        winners = [trick_winner(t.cards, t.leader, trump) for t in h.tricks] if trump is not None else []
        tricks_as_recorded(h.tricks, leaders(h), PLAYERS, winners, ("FP-6.1", "FP-6.1", "FP-6.4"))


LEGALITY = Legality(CODE_RULE, phase="FP-3.3", over="FP-9.1", stuck="FP-4.4", missing="FP-3/FP-6")


def legal_sound_and_complete(s: FourPointState) -> None:
    """CD-6, CD-7, CD-8, FP-3 to FP-6, R-FP-17 item 3: Legality.check (properties/invariant_checks.py) against the Four Point oracle."""
    oracle = Oracle(expected_phase(s), seat_to_act(s), candidate_actions(s), lambda a: expected_code(s, a))
    LEGALITY.check(s, legal_actions(s), (s.phase, to_act(s)), oracle, apply)


def hand_result_consistent(prev: FourPointState, s: FourPointState) -> None:
    """FP-3.5, FP-7, FP-8, FP-9, FP-1.3: the result ``s`` appended, recomputed from the trick
    record: each category goes to at most one side and awards 1 point; a card not played
    awards nothing; the points add up; at most 4 points a hand; the changes follow the bid,
    the set-back and the non-bidder cap; the winner and the next dealer are the SPEC's."""
    r: HandResult = s.results[-1]
    h = s.last_hand
    assert h is not None
    before = prev.scores
    assert r.dealer == h.dealer, "FP-8: the result names another dealer"
    if r.outcome == "redeal":
        assert len(h.bids) == PLAYERS and all(b is None for _, b in h.bids), "FP-3.5: a redeal without four passes"
        assert r.changes == (0, 0) and r.scores == before and r.awards == (), f"FP-8.5: a redeal changed {r.changes}"
        assert s.dealer == h.dealer, "FP-1.3: after a redeal the same dealer deals"
        assert s.winner is None, "FP-9.1: a redeal decided the game"
        return
    assert r.outcome == "played", f"FP-8: unknown outcome {r.outcome}"
    o = s.options
    bidder, bid = bidder_of(h)
    assert (r.bidder, r.bid) == (bidder, bid), f"FP-3.4: result bidder {r.bidder} bid {r.bid}, SPEC {bidder} bid {bid}"
    assert r.trump == trump_of(h), "FP-5.2: result trump is not the first card's suit"
    assert sum(len(t.cards) for t in h.tricks) == 24 and not any(h.hands), "FP-6.5: a hand scored before six tricks"
    want = expected_result(h, o, before)
    assert [a.category for a in r.awards] == list(CATEGORY_RULE), f"FP-7.1: categories {[a.category for a in r.awards]}"
    for a in r.awards:
        w = want.awards[a.category]
        assert (a.side, a.points) == w, f"{CATEGORY_RULE[a.category]}: {a.category} to {a.side} ({a.points}), SPEC says {w[0]} ({w[1]})"
        assert a.points == (0 if a.side is None else 1), f"FP-7.1: {a.category} awards {a.points} to {a.side}"
    played = {c for t in h.tricks for c in t.cards}
    assert r.trump is not None
    awarded: dict[str, int | None] = {a.category: a.side for a in r.awards}
    for category, card, chosen in (("high", Card(14, r.trump), o.high_card == "ace"), ("low", Card(7, r.trump), o.low_card == "seven")):
        if chosen and card not in played:
            assert awarded[category] is None, f"FP-7.7: {category} awarded for {card}, which was not played"
    jack = Card(11, r.trump)
    if jack not in played and not (jack in h.discards and o.discarded_jack == "bidder"):
        assert awarded["jack"] is None, "FP-7.7: jack awarded though the jack of trump was not played"
    assert r.game_points == want.game_points, f"FP-7.6: game totals {r.game_points}, SPEC says {want.game_points}"
    assert r.captured == want.captured, f"FP-8.1: points won {r.captured}, the awards give {want.captured}"
    assert sum(r.captured) <= MAX_POINTS, f"FP-7.1: {sum(r.captured)} points in a hand"
    assert r.made == want.made, f"FP-8.2: made {r.made}, SPEC says {want.made}"
    assert r.changes == want.changes, f"FP-8: changes {r.changes}, SPEC says {want.changes}"
    assert r.scores == want.scores == s.scores, f"FP-8: scores {r.scores}, SPEC says {want.scores}"
    assert s.winner == want.winner, f"FP-9.2: winner {s.winner}, SPEC says {want.winner}"
    if s.winner is None:
        assert s.dealer == (h.dealer + 1) % PLAYERS, f"FP-1.3: next dealer {s.dealer}"


def json_round_trip(s: FourPointState) -> None:
    """FP-8 (informative: what a result records) and R-FP-17 item 6 (what the state keeps): states
    survive the codec's JSON encode/decode unchanged."""
    survives_json(s, encode_state, decode_state, "FP-8 (the result record, through the codec): state changed through JSON")


def hand_length_bounded(s: FourPointState) -> None:
    """FP-3.3, FP-4.2, FP-6.5 (termination): a hand takes at most 4 bids, 1 discard and 24
    plays."""
    h = s.hand
    if h is None:
        return
    steps = len(h.bids) + (1 if h.discards else 0) + sum(len(t.cards) for t in h.tricks) + len(h.trick)
    assert steps <= PLAYERS + 1 + 6 * PLAYERS, "FP-6.5: a hand ran past its bound"
    assert len(h.tricks) <= 6, "FP-6.5: more than six tricks"
