"""The invariants of SPEC chapter SM, each a named function that raises AssertionError with a
message naming the rule when a state breaks it. The Hypothesis machines (machines.py) call
them on every state they reach; tests/test_mutants.py shows they catch seeded bugs."""

from __future__ import annotations

import json

from properties.smear_oracle import candidate_actions, expected_code, hand_max, seat_to_act, spec_awards
from reference.actions import action_sort_key
from reference.cards import Card, sort_cards
from reference.errors import IllegalAction
from reference.phases import Phase
from reference.smear import SmearState, apply, legal_actions
from reference.smear.codec import decode_state, encode_state
from reference.smear.rules import deck
from reference.smear.state import HandResult, HandState


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
    """SM-2.1, SM-5.1, SM-6.6: hands, trick, tricks, discards, widow and stock are exactly the
    deck, no card twice."""
    for h in (s.hand, s.last_hand):
        if h is not None:
            got = sort_cards(hand_cards(h))
            assert got == sort_cards(deck(s.options)), f"SM-2.1: cards not conserved: {len(got)} cards"


def legal_sound_and_complete(s: SmearState) -> None:
    """CD-6, CD-8, SM-3 to SM-6: legal_actions is exactly the oracle's lawful set, sorted,
    non-empty before the end; every other candidate is refused with the oracle's code and
    leaves the state unchanged."""
    legal = legal_actions(s)
    assert legal == sorted(legal, key=action_sort_key), "CD-6: legal actions not in canonical order"
    if s.phase is Phase.GAME_OVER or s.phase is Phase.AWAITING_DEAL:
        assert legal == [], "no action is legal once the game is over"
        return
    assert legal, f"no legal action in phase {s.phase}"
    assert seat_to_act(s) is not None
    listed = {str(a) for a in legal}
    for action in candidate_actions(s):
        want = expected_code(s, action)
        if want is None:
            assert str(action) in listed, f"lawful {action} missing from legal_actions"
            continue
        assert str(action) not in listed, f"{action} listed but the SPEC refuses it ({want.value})"
        try:
            apply(s, action)
        except IllegalAction as exc:
            assert exc.code is want, f"{action}: refused with {exc.code.value}, SPEC says {want.value}"
        else:
            revoke = s.options.revoke != "forbidden" and want.value in ("E_MUST_FOLLOW_SUIT", "E_MUST_LEAD_TRUMP")
            assert revoke, f"{action} accepted though the SPEC refuses it ({want.value})"


def hand_result_consistent(s: SmearState, r: HandResult, h: HandState) -> None:
    """SM-7, SM-8: each category recomputed from the tricks agrees; awarded points add up to the
    captured points; nothing exceeds the hand maximum; score changes follow the bid rules."""
    o = s.options
    if r.outcome != "played":
        expect = [0] * o.sides
        if r.outcome == "dealer_set":
            expect[o.side_of(r.dealer)] = -2
        assert list(r.changes) == expect, f"SM-3.5: unplayed hand changes {r.changes}"
        return
    got = {a.category: (a.side, a.points) for a in r.awards}
    want = spec_awards(h, o)
    assert got == want, f"SM-7: awards {got} differ from the SPEC's {want}"
    captured = [0] * o.sides
    for side, points in got.values():
        if side is not None:
            captured[side] += points
    assert list(r.captured) == captured, "SM-8.1: captured points are not the sum of awards"
    assert sum(captured) <= hand_max(o), "SM-7.1: more than the hand maximum awarded"
    assert r.pitcher is not None
    ps = o.side_of(r.pitcher)
    offenders = {o.side_of(seat) for seat in h.revokes}
    if offenders and o.revoke == "penalized":
        want_changes = [0 if x in offenders else hand_max(o) for x in range(o.sides)]
    else:
        want_changes = [captured[x] for x in range(o.sides)]
        if captured[ps] < r.bid:
            want_changes[ps] = -r.bid
        for x in offenders:  # SM-8.5 revoke set_back: the offenders lose the amount bid
            want_changes[x] = -r.bid
    assert list(r.changes) == want_changes, f"SM-8: changes {r.changes}, SPEC says {want_changes}"


def json_round_trip(s: SmearState) -> None:
    """States survive JSON encode/decode unchanged."""
    text = json.dumps(encode_state(s))
    assert decode_state(json.loads(text)) == s, "state changed through JSON"


def hand_length_bounded(s: SmearState) -> None:
    """Termination: a hand takes at most n bids + 1 trump + n discards + n*6 plays."""
    h = s.hand
    if h is None:
        return
    n = s.options.players
    steps = len(h.bids) + (h.trump is not None) + sum(1 for d in h.discards if d) + sum(len(t.cards) for t in h.tricks) + len(h.trick)
    assert steps <= n + 1 + n + 6 * n, "a hand ran past its bound"
