"""reference.action_list.Deferred: a legal action list built when first read reads and changes as
the list it stands for, and is built once, only when read (issue 27: Smear's and Four Point's
discard lists)."""

from __future__ import annotations

import copy
import json
import pickle
import random
from math import comb
from typing import Any

import pytest

from reference import fourpoint, smear
from reference.action_list import Deferred, deferred
from reference.actions import PASS, Action, Discard, bid_of
from reference.bots import cautious_choice
from reference.fourpoint.options import fourpoint_options
from reference.phases import DISCARD
from reference.smear.options import smear_options

# three actions, in a known order: the list every case below starts from
A, B, C = PASS, bid_of(2), bid_of(3)


def made(calls: list[int]) -> Deferred:
    """A Deferred of [A, B, C] that records each time it is built."""

    def make() -> list[Action]:
        calls.append(1)
        return [A, B, C]

    lazy = Deferred(make)
    assert calls == []  # not built by being made
    return lazy


READS = [
    ("len", lambda d: len(d), 3),
    ("bool", lambda d: bool(d), True),
    ("list", lambda d: list(d), [A, B, C]),
    ("tuple", lambda d: tuple(d), (A, B, C)),
    ("unpacked", lambda d: [*d], [A, B, C]),
    ("reversed", lambda d: list(reversed(d)), [C, B, A]),
    ("index", lambda d: d[1], B),
    ("slice", lambda d: d[1:], [B, C]),
    ("in", lambda d: C in d, True),
    ("not in", lambda d: bid_of(4) in d, False),
    ("==", lambda d: d == [A, B, C], True),
    ("== reflected", lambda d: [A, B, C] == d, True),
    ("!=", lambda d: d != [A, B], True),
    ("+", lambda d: d + [A], [A, B, C, A]),
    ("+ reflected", lambda d: [C] + d, [C, A, B, C]),
    ("*", lambda d: d * 2, [A, B, C, A, B, C]),
    ("* reflected", lambda d: 2 * d, [A, B, C, A, B, C]),
    (".index", lambda d: d.index(C), 2),
    (".count", lambda d: d.count(B), 1),
    (".copy", lambda d: d.copy(), [A, B, C]),
    ("repr", lambda d: repr(d), repr([A, B, C])),
    ("str", lambda d: str(d), str([A, B, C])),
    ("str.join", lambda d: " ".join(map(str, d)), "pass bid 2 bid 3"),
    ("sorted", lambda d: sorted(d, key=str, reverse=True), [A, C, B]),  # "pass" > "bid 3" > "bid 2"
    ("random.choice", lambda d: random.Random(0).choice(d) in (A, B, C), True),
    ("copy.copy", lambda d: copy.copy(d), [A, B, C]),
    ("copy.deepcopy", lambda d: copy.deepcopy(d), [A, B, C]),
    ("pickle", lambda d: pickle.loads(pickle.dumps(d)), [A, B, C]),
    ("json of the strings", lambda d: json.dumps([str(a) for a in d]), '["pass", "bid 2", "bid 3"]'),
]


@pytest.mark.parametrize("name, read, expected", READS, ids=[r[0] for r in READS])
def test_reads_as_its_list_and_builds_once(name: str, read: object, expected: object) -> None:
    calls: list[int] = []
    lazy = made(calls)
    assert callable(read)
    assert read(lazy) == expected
    assert calls == [1]  # built by the first read
    assert read(lazy) == expected and list(lazy) == [A, B, C]  # no read changes it
    assert calls == [1]  # and it is built only once


def test_a_copy_or_pickle_is_a_plain_list() -> None:
    lazy = made([])
    assert type(copy.copy(lazy)) is list and type(pickle.loads(pickle.dumps(lazy))) is list


CHANGES = [
    ("append", lambda d: d.append(A), [A, B, C, A]),
    ("extend", lambda d: d.extend([A]), [A, B, C, A]),
    ("+=", lambda d: d.__iadd__([C]), [A, B, C, C]),
    ("*=", lambda d: d.__imul__(2), [A, B, C, A, B, C]),
    ("insert", lambda d: d.insert(0, C), [C, A, B, C]),
    ("pop", lambda d: d.pop(), [A, B]),
    ("remove", lambda d: d.remove(B), [A, C]),
    ("del", lambda d: d.__delitem__(0), [B, C]),
    ("setitem", lambda d: d.__setitem__(0, C), [C, B, C]),
    ("reverse", lambda d: d.reverse(), [C, B, A]),
    ("sort", lambda d: d.sort(key=str), [B, C, A]),  # "bid 2" < "bid 3" < "pass"
    ("clear", lambda d: d.clear(), []),
]


@pytest.mark.parametrize("name, change, expected", CHANGES, ids=[c[0] for c in CHANGES])
def test_changes_as_its_list(name: str, change: object, expected: list[Action]) -> None:
    # each change is applied to the built list, never to the empty storage before it
    calls: list[int] = []
    lazy = made(calls)
    assert callable(change)
    change(lazy)
    assert list(lazy) == expected
    assert calls == ([] if name == "clear" else [1])  # a cleared list need not be built


def test_a_plain_list_extended_by_a_deferred_one() -> None:
    plain: list[Action] = [C]
    plain.extend(made([]))
    plain += made([])
    assert plain == [C, A, B, C, A, B, C]


def test_deferred_passes_its_arguments() -> None:
    def make(first: Action, second: Action) -> list[Action]:
        return [second, first]

    assert deferred(make, A, B) == [B, A]


def at_first_discard(game: Any, options: Any, seed: int) -> Any:
    """The first discard position of a seeded game of ``game`` (a game package), played to it
    by the cautious policy."""
    state = game.new_game(options, seed=seed)
    rng = random.Random(seed)
    while state.hand is None or state.hand.phase is not DISCARD:
        seat = game.to_act(state)
        state = game.apply(state, cautious_choice(game.legal_actions(state), state.hand.hands[seat], rng))
    return state


def test_smear_discard_list_is_deferred_and_complete() -> None:
    # SM-5.1: a ten-card hand keeps six, so discards 4: comb(10, 4) = 10*9*8*7/24 = 210 choices,
    # each 4 distinct held cards (the default options deal 10 cards to 4 players: SM-2.2)
    state = at_first_discard(smear, smear_options({}), 1)
    held = state.hand.hands[smear.to_act(state)]
    legal = smear.legal_actions(state)
    assert type(legal) is Deferred
    assert len(held) == 10 and len(legal) == comb(10, 4) == 210
    assert all(isinstance(a, Discard) and len(set(a.cards)) == 4 and set(a.cards) <= set(held) for a in legal)
    assert len(set(legal)) == 210  # no discard listed twice


def test_fourpoint_discard_list_is_deferred() -> None:
    # FP-4.2: the bidder takes the widow and discards ``take`` cards; every one listed names
    # ``take`` distinct held cards, and applying any of them is accepted
    options = fourpoint_options({})
    state = at_first_discard(fourpoint, options, 2)
    legal = fourpoint.legal_actions(state)
    assert type(legal) is Deferred
    assert legal and all(isinstance(a, Discard) and len(set(a.cards)) == options.take for a in legal)
    fourpoint.apply(state, legal[-1])
