"""Smoorverliefd's invariants (SPEC chapter SV). A state that breaks one raises AssertionError
naming the rule first; properties/smoorverliefd_machine.py runs them all on every state it
reaches, and tests/test_mutants.py shows that seeded bugs are caught."""

from __future__ import annotations

from properties.invariant_checks import (
    Legality,
    Oracle,
    played_by_seat,
    survives_json,
    tricks_as_recorded,
)
from properties.smoorverliefd_oracle import (
    CODE_RULE,
    candidate_actions,
    dead_count,
    dealt,
    expected_code,
    expected_phase,
    expected_result,
    leaders,
    seat_to_act,
    sv_deck,
    trick_winner,
)
from properties.spec_cards import sorted_cards
from reference.cards import Card
from reference.smoorverliefd import HandState, SmoorverliefdState, apply, legal_actions, to_act
from reference.smoorverliefd.codec import decode_state, encode_state


def hand_cards(h: HandState) -> list[Card]:
    return [c for hand in h.hands for c in hand] + list(h.trick) + [c for t in h.tricks for c in t.cards] + list(h.dead)


def card_conservation(s: SmoorverliefdState) -> None:
    """SV-2.1 to SV-2.4, SV-3.5: the hands, the trick, the tricks and the dead pile are exactly
    the 52 cards, no card twice; the dead pile is the deal's dead cards; each seat holds what
    it was dealt less what it played (so every heart is held, played or dead, never twice)."""
    deck = sorted_cards(sv_deck())
    o = s.options
    for h in (s.hand, s.last_hand):
        if h is None:
            continue
        got = sorted_cards(hand_cards(h))
        assert got == deck, f"SV-2.1: cards not conserved: {len(got)} cards, {len(set(got))} different"
        assert len(h.dead) == dead_count(o) == len(h.deal.stock), f"SV-2.2: {len(h.dead)} dead cards"
        assert sorted_cards(h.dead) == sorted_cards(h.deal.stock), "SV-2.4: the dead pile is not the deal's dead cards"
        played = played_by_seat(h.tricks, h.trick, leaders(h, o), o.players)
        for seat in range(o.players):
            want = sorted_cards(c for c in h.deal.hands[seat] if c not in played[seat])
            assert h.hands[seat] == want, f"SV-3.1: seat {seat} holds {h.hands[seat]}, the record says {want}"


def trick_record(s: SmoorverliefdState) -> None:
    """SV-3.1, SV-3.4, SV-3.5, SV-6.3: the eldest hand led the first trick, every trick was
    led by the previous winner and won by the highest card of the suit led (the highest heart
    under met Troef)."""
    o = s.options
    for h in (s.hand, s.last_hand):
        if h is None:
            continue
        rules = ("SV-3.5", "SV-3.1", "SV-6.3" if o.troef else "SV-3.4")
        tricks_as_recorded(h.tricks, leaders(h, o), o.players, [trick_winner(t.cards, t.leader, o) for t in h.tricks], rules)


LEGALITY = Legality(CODE_RULE, phase="SV-3.1", over="SV-5.2", stuck="SV-3.3", missing="SV-3/SV-7/SV-10")


def legal_sound_and_complete(s: SmoorverliefdState) -> None:
    """CD-6, CD-7, CD-8, SV-3, SV-6.2, SV-7.1, SV-10.3: Legality.check (properties/invariant_checks.py) against the Smoorverliefd oracle."""
    oracle = Oracle(expected_phase(s), seat_to_act(s), candidate_actions(s), lambda a: expected_code(s, a))
    LEGALITY.check(s, legal_actions(s), (s.phase, to_act(s)), oracle, apply)


def round_result_consistent(prev: SmoorverliefdState, s: SmoorverliefdState) -> None:
    """SV-4 to SV-10: the round result ``s`` appended, recomputed from the trick record: each
    heart goes to the one seat that captured it; a dead heart awards nothing; the heart points
    add up to the value of the hearts in play; a sweep doubles (so at most twice that value
    per round, 17 * 2 in the standard game); the bid adjustments, the curse penalty, the
    champions, the changes, the scores, the winner and the next dealer are the SPEC's."""
    r = s.results[-1]
    h = s.last_hand
    o = s.options
    assert h is not None
    assert sum(len(t.cards) for t in h.tricks) == o.players * dealt(o) and not any(h.hands), "SV-3.6: a round scored before the hands were empty"
    want = expected_result(h, o, prev.scores)
    assert r.dealer == h.dealer and r.outcome == "played", "SV-4.8: dealer or outcome"
    assert r.cursed == h.cursed, f"SV-10.3: result curse {r.cursed}, the round's {h.cursed}"
    assert r.dead == want.dead, f"SV-2.4: dead cards {r.dead}, SPEC says {want.dead}"
    assert r.hearts_in_play == want.hearts_in_play, f"SV-2.4: hearts in play {r.hearts_in_play}, SPEC says {want.hearts_in_play}"
    assert len(r.seats) == o.players, "SV-4.8: one tally per seat"
    for seat, (got, w) in enumerate(zip(r.seats, want.seats)):
        assert got.hearts == w.hearts, f"SV-3.5: seat {seat} captured {got.hearts} hearts, SPEC says {w.hearts}"
        rule = "SV-9.1" if o.kleine_liefde else "SV-4.1"
        assert got.heart_points == w.heart_points, f"{rule}: seat {seat} heart points {got.heart_points}, SPEC says {w.heart_points}"
        assert got.cursed_cards == w.cursed_cards, f"SV-10.4: seat {seat} cursed cards {got.cursed_cards}, SPEC says {w.cursed_cards}"
        assert got.bid == w.bid, f"SV-7.1: seat {seat} bid {got.bid}, SPEC says {w.bid}"
        assert got.bid_adjustment == w.bid_adjustment, f"SV-7.3: seat {seat} adjustment {got.bid_adjustment}, SPEC says {w.bid_adjustment}"
    assert len(r.sides) == len(want.sides), "SV-8.2: one tally per side"
    for x, (g, sw) in enumerate(zip(r.sides, want.sides)):
        assert (g.hearts, g.heart_points) == (sw.hearts, sw.heart_points), f"SV-4.2: side {x} hearts {g.hearts} ({g.heart_points} points), SPEC says {sw.hearts} ({sw.heart_points})"
        assert g.sweep == sw.sweep, f"SV-4.3: side {x} sweep {g.sweep}, SPEC says {sw.sweep}"
        rule = "SV-4.3" if sw.sweep else "SV-4.5"
        assert g.round_points == sw.round_points, f"{rule}: side {x} round points {g.round_points}, SPEC says {sw.round_points} (sweep {sw.sweep})"
        assert g.bid_adjustment == sw.bid_adjustment, f"SV-7.4: side {x} adjustment {g.bid_adjustment}, SPEC says {sw.bid_adjustment}"
        assert (g.cursed_cards, g.curse_penalty) == (sw.cursed_cards, sw.curse_penalty), f"SV-10.4: side {x} curse {g.cursed_cards} cards, {g.curse_penalty}, SPEC says {sw.cursed_cards}, {sw.curse_penalty}"
    total_points = sum(t.heart_points for t in r.seats)
    assert total_points == want.hearts_value, f"SV-2.4: {total_points} heart points awarded, the hearts in play are worth {want.hearts_value}"
    assert sum(t.hearts for t in r.seats) == r.hearts_in_play, "SV-2.4: not every heart in play was captured once"
    assert sum(t.round_points for t in r.sides) <= 2 * want.hearts_value, "SV-4.3: more than twice the hearts' value in a round"
    assert r.champions == want.champions, f"SV-4.6: champions {r.champions}, SPEC says {want.champions}"
    assert r.changes == want.changes, f"SV-4.7: changes {r.changes}, SPEC says {want.changes}"
    assert r.scores == want.scores == s.scores, f"SV-4.7: scores {r.scores}, SPEC says {want.scores}"
    assert s.winner == want.winner, f"SV-5.2: winner {s.winner}, SPEC says {want.winner}"
    if s.winner is None:
        rule = "SV-10.2" if o.cupids_arrow else "SV-1.4"
        assert s.dealer == want.next_dealer, f"{rule}: next dealer {s.dealer}, SPEC says {want.next_dealer}"


def json_round_trip(s: SmoorverliefdState) -> None:
    """SV-4.8 (the result's fields are the JSON names of the codec): states survive JSON
    encode/decode unchanged."""
    survives_json(s, encode_state, decode_state, "SV-4.8 (the JSON names of the codec): state changed through JSON")


def round_length_bounded(s: SmoorverliefdState) -> None:
    """SV-3.6 (termination): a round takes at most one curse, ``players`` bids and one play of
    every live card."""
    h, o = s.hand, s.options
    if h is None:
        return
    steps = (h.cursed is not None) + len(h.bids) + sum(len(t.cards) for t in h.tricks) + len(h.trick)
    assert steps <= 1 + o.players + o.players * dealt(o), "SV-3.6: a round ran past its bound"
    assert len(h.bids) <= o.players, "SV-7.1: more bids than players"

