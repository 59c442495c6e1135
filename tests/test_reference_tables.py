"""The engine's rule tables and fast copies (reference/tables.py, reference/table.py, issue 27):
each answers as the rule it stands for, and a rule replaced by name (a mutant) is answered by the
replacement, never by a table or memo filled by the original."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from itertools import combinations

import pytest

import reference.fourpoint.rules as fp_rules
import reference.smear.ranking as ranking
import reference.smear.rules as rules
import reference.smear.scoring as scoring
from conformance.suite.discrimination import clear_engine_caches, mutant_applied
from reference import fourpoint, smear
from reference.actions import Discard, discards_in_order
from reference.cards import Card, Suit, parse_cards
from reference.fourpoint.options import fourpoint_options
from reference.fourpoint.state import HandState as FPHandState
from reference.phases import DISCARD, PLAY
from reference.smear.options import SmearOptions, smear_options
from reference.smear.state import HandState, SmearState
from reference.table import _filling_twin, evolve, replacer
from reference.tables import last_answer


# ---------------------------------------------------------------- Four Point's FP-4.4 table

# The bidder holds five hearts and four spades (canonical order: spades first, CD-5) and discards
# three (take 3). Under the literal FP-4.3 a suit with a card discarded can be trump only when
# more than six of it are held, which neither is; so a discard leaves a lead (FP-4.4) only when it
# leaves one suit untouched: three hearts (C(5,3) = 10 ways) or three spades (C(4,3) = 4 ways).
# Every mixed discard (84 - 14 = 70) taints both suits and is refused.
BIDDER_HELD = parse_cards("AS KS QS JS AH KH QH JH TH")


def _fp_discard_hand() -> tuple[FPHandState, int]:
    state = fourpoint.new_game(fourpoint_options(), seed=5)
    assert state.hand is not None
    bidder = 1
    hands = tuple(BIDDER_HELD if s == bidder else state.hand.hands[s] for s in range(4))
    return dataclasses.replace(state.hand, phase=DISCARD, bidder=bidder, bid=2, hands=hands), bidder


def _one_suit(combo: tuple[Card, ...]) -> bool:
    return len({c.suit for c in combo}) == 1


def test_four_point_discards_are_those_leaving_a_lead() -> None:
    hand, bidder = _fp_discard_hand()
    options = fourpoint_options()
    want = [c for c in combinations(BIDDER_HELD, 3) if _one_suit(c)]  # the 14 above, in CD-6 order
    assert len(want) == 14
    assert fp_rules.discard_choices(hand, bidder, options) == want
    assert fp_rules.discard_choices(hand, bidder, options) == want  # the second time from the table


def test_a_replaced_discard_rule_gets_a_table_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    hand, bidder = _fp_discard_hand()
    options = fourpoint_options()
    fp_rules.discard_choices(hand, bidder, options)  # the original's table filled first
    monkeypatch.setattr(fp_rules, "respects", lambda discard, suit, held, options: True)
    # every discard respects every suit: all C(9,3) = 84 are lawful
    assert len(fp_rules.discard_choices(hand, bidder, options)) == 84
    monkeypatch.undo()
    assert len(fp_rules.discard_choices(hand, bidder, options)) == 14


# ---------------------------------------------------------------- Smear's suit tables and memo

# Trump hearts, the Jick rule on (the standard game): the jack of diamonds is a trump (SM-4.2).
# The ace of hearts is led; the seat to act holds 7S JD 5C: its only card of the led effective
# suit is the Jick, so it must play it (SM-6.3). With the Jick not a trump, the seat is void in
# hearts and may play any card.
SEAT = 2
HELD = parse_cards("7S JD 5C")


def _smear_play_hand() -> HandState:
    state = smear.new_game(smear_options(), seed=7)
    assert state.hand is not None
    hands = tuple(HELD if s == SEAT else state.hand.hands[s][:3] for s in range(4))
    return dataclasses.replace(state.hand, phase=PLAY, trump=Suit.H, pitcher=1, bid=2, leader=1,
                               trick=(Card(14, Suit.H),), hands=hands)


def _jick_not_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
    return card.suit is None or card.suit == trump


def test_the_jick_must_follow_a_trump_lead() -> None:
    assert rules.playable(_smear_play_hand(), SEAT, SmearOptions()) == parse_cards("JD")


def test_a_monkeypatched_is_trump_is_answered_by_the_replacement(monkeypatch: pytest.MonkeyPatch) -> None:
    hand, options = _smear_play_hand(), SmearOptions()
    assert rules.playable(hand, SEAT, options) == parse_cards("JD")  # remembered for this hand
    for module in (ranking, rules, scoring):  # as tests/test_mutants.py patches, caches untouched
        monkeypatch.setattr(module, "is_trump", _jick_not_trump)
    assert rules.playable(hand, SEAT, options) == HELD
    assert ranking.suits_table(Suit.H, options, ranking.suit_of)[Card(11, Suit.D)] is Suit.D
    monkeypatch.undo()
    assert rules.playable(hand, SEAT, options) == parse_cards("JD")
    assert ranking.suits_table(Suit.H, options, ranking.suit_of)[Card(11, Suit.D)] is Suit.H


def test_a_conformance_mutant_takes_effect_on_a_hand_asked_before() -> None:
    hand, options = _smear_play_hand(), SmearOptions()
    assert rules.playable(hand, SEAT, options) == parse_cards("JD")
    with mutant_applied("jick_not_trump"):
        assert rules.playable(hand, SEAT, options) == HELD
    assert rules.playable(hand, SEAT, options) == parse_cards("JD")


def test_the_memo_is_emptied_with_the_engine_caches() -> None:
    rules.playable(_smear_play_hand(), SEAT, SmearOptions())
    assert last_answer("smear.playable")[0] != ()
    clear_engine_caches()
    assert last_answer("smear.playable")[0] == ()


def test_trump_power_is_the_place_in_the_trump_order() -> None:
    # SM-4.3, standard game, trump spades: A K Q J of spades (4), the Jick (JC), X1, X2 (3), then
    # T down to 2 (9): 16 trumps, power 16 for the first down to 1 for the last, so the ace 16,
    # the Jick (5th) 12, X2 (7th) 10 and the two 1
    o = SmearOptions()
    powers = {c: ranking.trump_power(Card(*c), Suit.S, o) for c in ((14, Suit.S), (11, Suit.C), (2, None), (2, Suit.S))}
    assert powers == {(14, Suit.S): 16, (11, Suit.C): 12, (2, None): 10, (2, Suit.S): 1}
    with pytest.raises(ValueError):
        ranking.trump_power(Card(14, Suit.H), Suit.S, o)  # not a trump of spades


# ---------------------------------------------------------------- copies and options


def test_a_fast_copy_is_the_frozen_record_dataclasses_would_make() -> None:
    hand = _smear_play_hand()
    copied = evolve(hand, bid=5)
    assert type(copied) is HandState and copied == dataclasses.replace(hand, bid=5)
    played = replacer(HandState, "trick", "leader")(hand, ((), 3))
    assert played == dataclasses.replace(hand, trick=(), leader=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        copied.bid = 6  # type: ignore[misc]
    assert _filling_twin(HandState, [f.name for f in dataclasses.fields(HandState)]) is not None


def test_a_class_with_inherited_slots_keeps_the_slot_setters() -> None:
    state = smear.new_game(smear_options(), seed=7)
    assert _filling_twin(SmearState, [f.name for f in dataclasses.fields(SmearState)]) is None
    moved = evolve(state, hand=None)
    assert type(moved) is SmearState and moved.hand is None and moved.standing is state.standing


def test_options_hash_as_their_fields_and_copy_nothing_else() -> None:
    o = smear_options(target=11)
    fields = [f.name for f in dataclasses.fields(SmearOptions)]
    assert hash(o) == hash(tuple(getattr(o, n) for n in fields))  # the dataclass-generated rule
    assert o.hand_maximum == 10  # High, Low, Jack, Game 4 + Jick 1 + jokers 2 + Three 3 (SM-7.1)
    assert o.hand_maximum == 10  # kept: asked again
    for twin in (copy.copy(o), copy.deepcopy(o), pickle.loads(pickle.dumps(o))):
        assert twin == o and sorted(vars(twin)) == sorted(fields)
    assert smear_options(target=11) == o and hash(smear_options(target=11)) == hash(o)


def test_discards_in_order_are_the_discards_of_their_cards() -> None:
    choices = list(combinations(parse_cards("AS KS QS JS"), 2))
    assert discards_in_order(choices) == [Discard(c) for c in choices]
