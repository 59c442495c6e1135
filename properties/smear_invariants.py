"""The invariants of SPEC chapter SM, each a named function that raises AssertionError with a
message starting with the rule id when a state breaks it. properties/smear_machine.py calls
them on every state it reaches; tests/test_mutants.py and tests/test_properties_smear_mutants.py
show they catch seeded bugs.

The expectations come from properties/smear_oracle.py alone. The engine is called only as the
system under test (``apply``, ``legal_actions``, ``to_act``, the JSON codec), never to compute
what the answer should be (tests/test_properties_imports.py)."""

from __future__ import annotations

from properties.invariant_checks import Legality, Oracle, survives_json, tricks_as_recorded
from properties.smear_oracle import (
    CODE_RULE,
    bid_seats_in_order,
    candidate_actions,
    expected_code,
    expected_phase,
    expected_result,
    hand_max,
    hand_size,
    held_now,
    leaders,
    pitcher_of,
    revokers,
    seat_to_act,
    sm_deck,
    the_draw,
    trick_winner,
    turn,
)
from properties.spec_cards import sorted_cards
from reference.cards import Card
from reference.errors import Code
from reference.phases import Phase
from reference.smear import SmearState, apply, legal_actions, to_act
from reference.smear.codec import decode_state, encode_state
from reference.smear.state import HandState

# SM-6.7: the refusals that ``revoke: penalized``/``set_back`` accept as revokes instead.
REVOKES = frozenset({Code.MUST_FOLLOW_SUIT, Code.MUST_LEAD_TRUMP})


def hand_cards(h: HandState) -> list[Card]:
    return (
        [c for hand in h.hands for c in hand]
        + list(h.trick)
        + [c for t in h.tricks for c in t.cards]
        + [c for d in h.discards for c in d]
        + list(h.widow)
        + list(h.stock)
    )


def card_conservation(s: SmearState) -> None:
    """SM-2.1 to SM-2.3, SM-5.1, SM-5.4, SM-5.5, SM-6.6: hands, trick, tricks, discards, widow
    and stock are exactly the deck, no card twice; each seat holds what the record says (dealt,
    the widow to the pitcher, less its discard, plus its draw, less what it played); the
    nine-card draw took the stock's front cards, the pitcher first, then clockwise."""
    o = s.options
    deck = sorted_cards(sm_deck(o))
    for h in (s.hand, s.last_hand):
        if h is None:
            continue
        got = sorted_cards(hand_cards(h))
        assert got == deck, f"SM-2.1: cards not conserved: {len(got)} cards, {len(set(got))} different"
        dealt = [c for hand in h.deal.hands for c in hand] + list(h.deal.widow) + list(h.deal.stock)
        assert sorted_cards(dealt) == deck, "SM-2.3: the deal is not the deck"
        assert all(len(hand) == hand_size(o) for hand in h.deal.hands), "SM-2.2: a hand of the wrong size was dealt"
        pitcher, _ = pitcher_of(h)
        if pitcher is None or not bid_seats_in_order(h, o):
            continue
        draw = the_draw(h, o)
        if draw.misdeal:
            continue
        assert tuple(h.drawn) == draw.drawn, f"SM-5.5: drawn {h.drawn}, the stock's front in seat order gives {draw.drawn}"
        assert h.stock == draw.stock, f"SM-5.5: stock left {h.stock}, SPEC says {draw.stock}"
        if h.trump is not None:
            for seat, want in enumerate(held_now(h, o)):
                assert sorted_cards(h.hands[seat]) == sorted_cards(want), f"SM-6.1: seat {seat} holds {h.hands[seat]}, the record says {sorted_cards(want)}"


def trick_record(s: SmearState) -> None:
    """SM-3.1, SM-3.6, SM-6.1, SM-6.5, SM-6.7: bids were made in turn from the eldest hand; the
    pitcher and bid are the last bid's; the pitcher led the first trick, each trick's winner
    the next; every trick went to its highest trump (SM-4.3, SM-4.4), else its highest card of
    the suit led; the revokes recorded are the plays that broke SM-6.2 or SM-6.3."""
    o = s.options
    for h in (s.hand, s.last_hand):
        if h is None:
            continue
        assert bid_seats_in_order(h, o), f"SM-3.1: bids {h.bids} not in turn from the eldest hand"
        pitcher, bid = pitcher_of(h)
        if pitcher is None:
            continue
        assert (h.pitcher, h.bid) == (pitcher, bid), f"SM-3.6: pitcher {h.pitcher} bid {h.bid}, the bids say {pitcher} bid {bid}"
        if h.trump is None:
            continue
        lead, trump = leaders(h, o), h.trump
        tricks_as_recorded(h.tricks, lead, o.players, [trick_winner(t.cards, t.leader, trump, o) for t in h.tricks], ("SM-6.1", "SM-6.1", "SM-6.5"))
        if h is s.hand and expected_phase(s) is Phase.PLAY:
            assert h.leader == lead[-1], f"SM-6.1: seat {h.leader} leads, SPEC says seat {lead[-1]}"
        assert list(h.revokes) == revokers(h, o), f"SM-6.7: revokes {h.revokes}, the plays say {revokers(h, o)}"


LEGALITY = Legality(CODE_RULE, phase="SM-3.1", over="SM-9.1", stuck=None, missing="SM-3/SM-6")


def legal_sound_and_complete(s: SmearState) -> None:
    """CD-6, CD-7, CD-8, SM-3 to SM-6, SM-11: Legality.check (properties/invariant_checks.py) against the Smear oracle."""
    now = turn(s)
    oracle = Oracle(expected_phase(s), seat_to_act(s), candidate_actions(s), lambda a: expected_code(s, a, now))
    accepted = REVOKES if s.options.revoke != "forbidden" else frozenset()
    LEGALITY.check(s, legal_actions(s), (s.phase, to_act(s)), oracle, apply, accepted)


def hand_result_consistent(prev: SmearState, s: SmearState) -> None:
    """SM-1.3, SM-2.4, SM-3.5, SM-7, SM-8, SM-9: the result ``s`` appended, recomputed from the
    record: the outcome, the pitcher and bid, each category's side and points in the SM-7.1
    order, the game points, the captured points, whether the bid was made, the revoking sides,
    the changes and the scores; then the game's winner and the next dealer."""
    r = s.results[-1]
    h = s.last_hand
    assert h is not None
    o = s.options
    want = expected_result(h, o, prev.scores)
    assert r.dealer == h.dealer, "SM-8: the result names another dealer"
    assert r.outcome == want.outcome, f"SM-3.5: outcome {r.outcome}, SPEC says {want.outcome}"
    if want.outcome == "played":
        assert (r.pitcher, r.bid, r.trump) == (want.pitcher, want.bid, h.trump), f"SM-3.6: result pitcher {r.pitcher} bid {r.bid}"
        assert sum(len(t.cards) for t in h.tricks) == 6 * o.players and not any(h.hands), "SM-6.6: a hand scored before six tricks"
        got = tuple((a.category, a.side, a.points) for a in r.awards)
        assert got == want.awards, f"SM-7: awards {got} differ from the SPEC's {want.awards}"
        assert r.game_points == want.game_points, f"SM-7.7: game points {r.game_points}, SPEC says {want.game_points}"
        assert r.captured == want.captured, f"SM-8.1: captured {r.captured}, the awards give {want.captured}"
        assert sum(r.captured) <= hand_max(o), "SM-7.1: more than the hand maximum awarded"
    else:
        assert r.awards == () and r.made is None, f"SM-3.5: an unplayed hand ({r.outcome}) awarded {r.awards}"
    assert r.changes == want.changes, f"SM-8: changes {r.changes}, SPEC says {want.changes}"
    assert r.scores == want.scores == s.scores, f"SM-8: scores {r.scores} (game {s.scores}), SPEC says {want.scores}"
    if want.outcome == "played":
        assert r.made == want.made, f"SM-8.2: made {r.made}, SPEC says {want.made}"
        assert r.revoking_sides == want.revoking, f"SM-8.5: revoking sides {r.revoking_sides}, SPEC says {want.revoking}"
    assert s.winner == want.winner, f"SM-9: winner {s.winner} at scores {s.scores}, SPEC says {want.winner}"
    if s.winner is None:
        assert s.dealer == want.next_dealer, f"SM-1.3: next dealer {s.dealer}, SPEC says {want.next_dealer}"


def json_round_trip(s: SmearState) -> None:
    """SM-8 (the result record, through the codec): states survive JSON encode/decode unchanged."""
    survives_json(s, encode_state, decode_state, "SM-8: state changed through JSON")


def hand_length_bounded(s: SmearState) -> None:
    """SM-3.1, SM-5.1, SM-6.6 (termination): a hand takes at most n bids + 1 trump + n discards
    + 6n plays."""
    h = s.hand
    if h is None:
        return
    n = s.options.players
    steps = len(h.bids) + (h.trump is not None) + sum(1 for d in h.discards if d) + sum(len(t.cards) for t in h.tricks) + len(h.trick)
    assert steps <= n + 1 + n + 6 * n, "SM-6.6: a hand ran past its bound"
    assert len(h.tricks) <= 6, "SM-6.6: more than six tricks"
