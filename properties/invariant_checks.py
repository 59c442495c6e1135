"""The parts of the oracles and invariants that read the same in every game: the refusals
outside a hand (``BETWEEN_HANDS``), the legality check against the oracle, the tricks as
recorded, the cards each seat played, the JSON round trip. Each game passes its own oracle, its
engine under test and the rule ids its messages start with; nothing here knows a game's rules,
and tests/test_properties_imports.py holds this module to the oracles' import rules."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from properties.spec_cards import action_order
from reference.actions import Action, parse_action
from reference.cards import Card
from reference.errors import Code, IllegalAction
from reference.phases import Phase

S = TypeVar("S")


# CD-9: outside a hand every action is refused alike, E_GAME_OVER once the game is over and
# E_WRONG_PHASE while a deal is awaited (the oracles' first refusals, in every game).
BETWEEN_HANDS = {Phase.GAME_OVER: Code.GAME_OVER, Phase.AWAITING_DEAL: Code.WRONG_PHASE}


@dataclass(frozen=True)
class Oracle:
    """What the oracle says of one state: its phase, the seat to act, the candidate actions and
    the refusal code of each (None: lawful)."""

    phase: Phase
    seat: int | None
    candidates: Iterable[Action]
    code: Callable[[Action], Code | None]


@dataclass(frozen=True)
class Legality:
    """One game's legality check: the rule each refusal code cites and the rule ids that head
    the other messages."""

    code_rule: Mapping[Code, str]
    phase: str  # the phase the record implies
    over: str  # no action once the game is over
    stuck: str | None  # some action in every other phase (None: the message names no rule)
    missing: str  # a lawful action missing from legal_actions

    def check(
        self,
        s: S,
        legal: Sequence[Action],
        engine: tuple[Phase, int | None],
        oracle: Oracle,
        apply: Callable[[S, Action], object],
        accepted_refusals: frozenset[Code] = frozenset(),
    ) -> None:
        """CD-6, CD-7, CD-8: the engine's phase and seat to act (``engine``) are the oracle's;
        ``legal`` is exactly the oracle's lawful set, in canonical order, non-empty before the
        end; every other candidate is refused with the oracle's code and leaves the state
        unchanged. A refusal in ``accepted_refusals`` (SM-6.7's revokes under an option that
        accepts them) may be accepted instead."""
        assert list(legal) == sorted(legal, key=action_order), "CD-6: legal actions not in canonical order"
        phase, seat = engine
        assert phase is oracle.phase, f"{self.phase}: phase {phase}, the record says {oracle.phase}"
        assert seat == oracle.seat, f"CD-7: seat {seat} to act, SPEC says {oracle.seat}"
        if oracle.phase in (Phase.GAME_OVER, Phase.AWAITING_DEAL):
            assert list(legal) == [], f"{self.over}: no action is legal once the game is over or while waiting for a deal"
        else:
            assert legal, f"{self.stuck + ': ' if self.stuck else ''}no legal action in phase {oracle.phase}"
        listed = {str(a) for a in legal}
        assert all(parse_action(str(a)) == a for a in legal), "CD-6: a legal action's string does not parse back to it"
        lawful: set[str] = set()
        before = hash(s)  # frozen dataclasses of tuples: any change to any field changes it
        for action in oracle.candidates:
            want = oracle.code(action)
            if want is None:
                lawful.add(str(action))
                assert str(action) in listed, f"{self.missing}: lawful {action} missing from legal_actions"
                continue
            rule = self.code_rule.get(want, "CD-8")
            assert str(action) not in listed, f"{rule}: {action} listed in legal_actions but the SPEC refuses it ({want.value})"
            try:
                apply(s, action)
            except IllegalAction as exc:
                assert exc.code is want, f"{rule}: {action} refused with {exc.code.value}, SPEC says {want.value}"
            else:
                assert want in accepted_refusals, f"{rule}: {action} accepted though the SPEC refuses it ({want.value})"
        assert listed <= lawful, f"CD-6: legal_actions lists {sorted(listed - lawful)}, not lawful by the SPEC"
        assert hash(s) == before, "CD-8: a refused action changed the state"


class _Trick(Protocol):
    @property
    def cards(self) -> tuple[Card, ...]: ...


class _Recorded(_Trick, Protocol):
    @property
    def leader(self) -> int: ...

    @property
    def winner(self) -> int: ...



def tricks_as_recorded(tricks: Sequence[_Recorded], lead: Sequence[int], players: int, winners: Sequence[int], rules: tuple[str, str, str]) -> None:
    """Trick ``k`` was led by ``lead[k]`` (rule ``rules[0]``), holds a card of every seat
    (``rules[1]``) and went to ``winners[k]``, the oracle's winner (``rules[2]``)."""
    lead_rule, count_rule, winner_rule = rules
    for k, t in enumerate(tricks):
        assert t.leader == lead[k], f"{lead_rule}: trick {k + 1} led by seat {t.leader}, SPEC says seat {lead[k]}"
        assert len(t.cards) == players, f"{count_rule}: trick {k + 1} has {len(t.cards)} cards"
        want = winners[k]
        assert t.winner == want, f"{winner_rule}: trick {k + 1} {[str(c) for c in t.cards]} won by seat {t.winner}, SPEC says seat {want}"


def played_by_seat(tricks: Sequence[_Trick], trick: Sequence[Card], lead: Sequence[int], players: int) -> list[list[Card]]:
    """The cards each seat played, from the completed tricks (trick ``k`` led by ``lead[k]``) and
    the trick in progress (led by ``lead[-1]``), clockwise from the leader."""
    played: list[list[Card]] = [[] for _ in range(players)]
    for k, t in enumerate(tricks):
        for i, c in enumerate(t.cards):
            played[(lead[k] + i) % players].append(c)
    for i, c in enumerate(trick):
        played[(lead[-1] + i) % players].append(c)
    return played


def survives_json(s: S, encode: Callable[[S], Any], decode: Callable[[Any], S], message: str) -> None:
    """The state is unchanged through the codec's JSON encode and decode (``message`` names the
    rule)."""
    assert decode(json.loads(json.dumps(encode(s)))) == s, message
