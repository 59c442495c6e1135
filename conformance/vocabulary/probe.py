"""What a vocabulary page learns by asking the engine rather than by being told: the action verbs
and a well-formed example of each (the ``Action`` union of reference/actions.py), which verbs
each phase of a game takes (a verb a phase does not take is refused there with ``E_WRONG_PHASE``,
CD-9 step 5), which integer values an option whose range the engine leaves open accepts, and how a
game of given options is dealt.

The phases are found by playing seeded random games under every preset (and the standard game
with each yes/no option turned over, and a target of 1 so that the game ends) and asking the
engine, at every position, why each example action would be refused. Deterministic: the same
engine gives the same answers.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import get_args

from conformance.games import game as game_record
from conformance.games.support import GameSupport
from conformance.jsonvalues import JSONScalar
from reference.actions import Action, Bid, Curse, Discard, Pass, Play, Trump, action_sort_key
from reference.cards import Suit, parse_card
from reference.errors import Code, InvalidOptions
from reference.games import BoundMatch
from reference.phases import Phase

# One well-formed action of each kind (reference/actions.py), to ask a phase about.
_EXAMPLES: Mapping[type, Action] = {
    Pass: Pass(), Bid: Bid(2), Trump: Trump(Suit.S), Curse: Curse(Suit.S),
    Discard: Discard((parse_card("AS"),)), Play: Play(parse_card("AS")),
}
# The written form of each kind (SPEC CD-6): the letters stand for a number, a suit, cards.
FORMS: Mapping[type, str] = {
    Pass: "pass", Bid: "bid N", Trump: "trump S", Curse: "curse S", Discard: "discard C1 C2 ...", Play: "play C",
}
PLAYOUT_ACTIONS = 400  # per configuration: several hands of every game
WINDOW: tuple[int | None, ...] = (None, *range(-30, 131))  # the values tried for an open integer option


@dataclass(frozen=True)
class Verb:
    name: str  # "bid"
    kind: type  # reference.actions.Bid
    form: str  # "bid N"
    example: Action


def verbs() -> list[Verb]:
    """Every action kind the engine parses, in the engine's order of legal lists."""
    kinds = sorted(get_args(Action), key=lambda k: action_sort_key(_EXAMPLES[k]))
    return [Verb(str(_EXAMPLES[k]).split(" ")[0], k, FORMS[k], _EXAMPLES[k]) for k in kinds]


def verb_of(action: str) -> str:
    return action.split(" ")[0]


@dataclass(frozen=True)
class PhaseFacts:
    """What the engine does in one phase of a game."""

    phase: str
    takes: tuple[str, ...]  # verbs not refused there with E_WRONG_PHASE (lawful or refused by a rule)
    legal: tuple[str, ...]  # verbs seen in its legal action lists
    codes: Mapping[str, tuple[str, ...]]  # verb -> the codes it was refused with there


@dataclass(frozen=True)
class Behaviour:
    phases: tuple[PhaseFacts, ...]  # in the order of reference/phases.py
    elsewhere: Mapping[str, tuple[str, ...]]  # a verb no phase takes -> the codes it is refused with


@cache
def behaviour(name: str) -> Behaviour:
    """The phases of game ``name`` and the verbs each takes, from the engine."""
    record = game_record(name)
    found: dict[str, tuple[set[str], set[str], dict[str, set[str]]]] = {}
    for match in _positions(record):
        phase = match.phase().value
        takes, legal, codes = found.setdefault(phase, (set(), set(), {}))
        legal.update(verb_of(a) for a in match.legal())
        for v in verbs():
            problem = match.refusal(v.example, None)
            if problem is None or problem.code not in (Code.WRONG_PHASE, Code.GAME_OVER):
                takes.add(v.name)
            if problem is not None:
                codes.setdefault(v.name, set()).add(problem.code.value)
    order = [v.name for v in verbs()]
    facts = tuple(
        PhaseFacts(p.value, tuple(v for v in order if v in t), tuple(v for v in order if v in lg),
                   {v: tuple(sorted(c[v])) for v in order if v in c})
        for p in Phase if p.value in found
        for t, lg, c in [found[p.value]]
    )
    taken = {v for f in facts for v in f.takes}
    # a verb no phase takes, as it is refused in the phases that take some action
    elsewhere = {
        v: tuple(sorted({code for f in facts if f.takes for code in f.codes.get(v, ())}))
        for v in order if v not in taken
    }
    return Behaviour(facts, elsewhere)


def _positions(record: GameSupport) -> Iterator[BoundMatch[object]]:
    """Every position of seeded random games under each probe configuration, the empty table
    waiting for its first deal included."""
    waiting = record.start(record.defaults, [], 0, None)
    assert isinstance(waiting, BoundMatch)
    yield waiting
    for i, options in enumerate(_configurations(record)):
        match = record.start(options, [], 0, i + 1)
        assert isinstance(match, BoundMatch)
        rng = random.Random(f"trickref:vocabulary:{record.name}:{i}")
        for _ in range(PLAYOUT_ACTIONS):
            yield match
            legal = match.legal()
            if not legal:
                break
            match = match.play(rng.choice(legal))


def _configurations(record: GameSupport) -> list[dict[str, JSONScalar]]:
    configs: list[dict[str, JSONScalar]] = [dict(o) for o in record.presets.values()]
    standard = record.defaults
    for name, value in standard.items():
        if isinstance(value, bool):
            configs.append({**standard, name: not value})
    configs.append({**standard, "target": 1})
    return [c for c in configs if _valid(record, c)]


def _valid(record: GameSupport, options: Mapping[str, object]) -> bool:
    try:
        record.typed_options(options)
    except (InvalidOptions, ValueError, TypeError):
        return False
    return True


def accepted(name: str, option: str, value: JSONScalar) -> bool:
    """Whether the engine accepts ``option: value`` in some configuration: on top of one of the
    game's presets (the standard game first), or with every other option at its default."""
    record = game_record(name)
    return any(_valid(record, {**base, option: value}) for base in record.presets.values())


def base_for(name: str, options: Mapping[str, JSONScalar]) -> tuple[str, dict[str, JSONScalar]] | None:
    """The first preset (the standard game first) that ``options`` may be set on, and the options
    of the two together."""
    record = game_record(name)
    for preset, base in record.presets.items():
        candidate = {**base, **options}
        if _valid(record, candidate):
            return preset, candidate
    return None


@dataclass(frozen=True)
class DealShape:
    preset: str  # the preset the options were set on (``standard`` unless it refuses them)
    seats: int
    hand: int
    widow: int
    deck: int

    @property
    def stock(self) -> int:
        return self.deck - self.seats * self.hand - self.widow


def deal_shape(name: str, options: Mapping[str, JSONScalar]) -> DealShape | None:
    """How a game of ``options`` (set on the first preset that takes them) is dealt; None when no
    preset takes them."""
    found = base_for(name, options)
    if found is None:
        return None
    preset, full = found
    shape = game_record(name).shape(full)
    return DealShape(preset, shape.seats, shape.hand, shape.widow, len(shape.deck))


def deck(name: str, options: Mapping[str, JSONScalar] | None = None) -> tuple[str, ...]:
    """The deck of a game of ``options`` (default: the standard game), in canonical order."""
    record = game_record(name)
    return record.shape(dict(options) if options is not None else record.defaults).deck
