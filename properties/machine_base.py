"""What the three state machines (properties/{smear,fourpoint,smoorverliefd}_machine.py) share:
games one after another, each action checked against the oracle and for determinism, a hand's
result checked when an action ends it, the settling of a state no action can move (an awaited
deal, the end of the game), the rule that plays any lawful action, and the invariants run on
every state. A machine names its game's pieces in a ``MachineGame`` and writes its own rules
for the rare states it must reach."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from properties.game_over import assert_all_refused
from reference.actions import Action
from reference.cards import Card
from reference.errors import Code
from reference.games import HandLike, StateLike
from reference.phases import Phase


class _Hand(HandLike, Protocol):
    @property
    def trick(self) -> tuple[Card, ...]: ...


class GameState(StateLike, Protocol):
    """What every game's state offers (reference.games), its hand with the trick in progress."""

    @property
    def hand(self) -> _Hand | None: ...


S = TypeVar("S", bound=GameState)
S_contra = TypeVar("S_contra", contravariant=True)


class Invariants(Protocol[S_contra]):
    """The checks every game's invariants module (properties/*_invariants.py) names alike."""

    def card_conservation(self, s: S_contra, /) -> None: ...

    def trick_record(self, s: S_contra, /) -> None: ...

    def legal_sound_and_complete(self, s: S_contra, /) -> None: ...

    def json_round_trip(self, s: S_contra, /) -> None: ...


@dataclass(frozen=True)
class MachineGame(Generic[S]):
    """One game as a machine uses it: the engine under test (``apply``, ``legal_actions``), the
    oracle's refusal code of an action and the rule each code cites, the actions a finished
    game must refuse (with the rule), the invariants module, the check of a hand's result
    (with the message when one action ends two hands), the hand's length bound, and the
    phases in which an action moves the state."""

    engine: tuple[Callable[[S, Action], S], Callable[[S], list[Action]]]
    oracle: tuple[Callable[[S, Action], Code | None], Mapping[Code, str]]
    game_over: tuple[str, tuple[Action, ...]]
    invariants: Invariants[S]
    result: tuple[Callable[[S, S], None], str]
    bounded: Callable[[S], None]
    active: tuple[Phase, ...]

    def apply(self, s: S, action: Action) -> S:
        return self.engine[0](s, action)

    def legal_actions(self, s: S) -> list[Action]:
        return self.engine[1](s)


class GameMachine(RuleBasedStateMachine, Generic[S]):
    """Games one after another: a finished game is followed by a new one (``begin``)."""

    state: S
    game: MachineGame[S]

    def __init__(self) -> None:
        super().__init__()
        self.seen_results = 0
        self.checked: S | None = None  # the last state the costly invariants passed

    @initialize(data=st.data())
    def start(self, data: st.DataObject) -> None:
        self.begin(data)

    def begin(self, data: st.DataObject) -> None:
        """A new game, its options, deals and first dealer drawn by Hypothesis (no hand of it
        scored yet: ``seen_results`` is 0)."""
        raise NotImplementedError

    def next_deal(self, data: st.DataObject) -> S:
        """The state with the awaited deal added, the deal drawn by Hypothesis."""
        raise NotImplementedError

    def ready(self, data: st.DataObject) -> bool:
        """Settle a state no action can move: deal the awaited hand, or (at the end of a game)
        check that every action is refused with E_GAME_OVER (the legality invariant has
        checked the whole candidate universe) and start a new game. True when an action can
        move the state."""
        if self.state.phase is Phase.AWAITING_DEAL:
            self.state = self.next_deal(data)
            return False
        if self.state.phase is Phase.GAME_OVER:
            rule, actions = self.game.game_over
            assert_all_refused(self.game.apply, self.state, actions, rule)
            self.seen_results = 0
            self.begin(data)
            return False
        return True

    def active(self) -> bool:
        return self.state.phase in self.game.active

    # ------------------------------------------------------------ stepping

    def step(self, action: Action, revoke: bool = False) -> None:
        """Apply one action the machine chose, checking it was lawful by the oracle (``accept``),
        that apply is deterministic, and (when it ends a hand) the hand's result."""
        before, game = self.state, self.game
        self.state = self.accept(before, action, revoke)
        assert game.apply(before, action) == self.state, "CD-8: apply is not deterministic"
        self.observe(before, action)
        results = self.state.results
        consistent, one_result = game.result
        assert len(results) - self.seen_results in (0, 1), one_result
        if len(results) > self.seen_results:
            consistent(before, self.state)
            self.count_result()
        self.seen_results = len(results)

    def accept(self, before: S, action: Action, revoke: bool) -> S:
        """The state after ``action``, which the oracle must find lawful (``revoke``: a game
        that accepts revokes checks them itself)."""
        assert not revoke, f"machine: {action} played as a revoke in a game without accepted revokes"
        expected_code, code_rule = self.game.oracle
        want = expected_code(before, action)
        assert want is None, f"{code_rule.get(want, 'CD-8')}: {action} chosen from legal_actions but the SPEC refuses it ({want.value})"
        return self.game.apply(before, action)

    def observe(self, before: S, action: Action) -> None:
        """Count what the action reached (before any result is checked)."""

    def count_result(self) -> None:
        """Count what the hand just scored reached."""

    def play_to_end(self, choose: Callable[[S, list[Action]], Action], bound: int, after_trick: Callable[[S], None]) -> None:
        """Play to the end of the hand with ``choose`` (at most ``bound`` actions: the hand's
        length bound), calling ``after_trick`` after each trick; every action is checked by
        ``step``."""
        start = len(self.state.results)
        for _ in range(bound):
            if len(self.state.results) != start or not self.active():
                break
            self.step(choose(self.state, self.game.legal_actions(self.state)))
            hand = self.state.hand
            if hand is not None and not hand.trick:
                after_trick(self.state)

    # ------------------------------------------------------------ rules

    @rule(data=st.data(), pick=st.integers(0, 10_000))
    def any_legal_action(self, data: st.DataObject, pick: int) -> None:
        """Any lawful action, uniformly: every pass, bid, curse, trump, discard and play."""
        if self.ready(data):
            legal = self.game.legal_actions(self.state)
            self.step(legal[pick % len(legal)])

    # ------------------------------------------------------------ invariants

    @invariant()
    def conservation(self) -> None:
        self.game.invariants.card_conservation(self.state)

    @invariant()
    def tricks_recorded(self) -> None:
        self.game.invariants.trick_record(self.state)

    @invariant()
    def legality_and_round_trip(self) -> None:
        # The two costly checks; a state already checked (a rule that changed nothing, as at
        # game over) is not checked again.
        if self.state is not self.checked:
            self.game.invariants.legal_sound_and_complete(self.state)
            self.game.invariants.json_round_trip(self.state)
            self.checked = self.state

    @invariant()
    def bounded(self) -> None:
        self.game.bounded(self.state)
