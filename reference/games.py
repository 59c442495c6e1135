"""One uniform, game-agnostic view of every game, for the conformance runner, the properties
and the command line (trickref/present/kits.py adds only presentation to ``BoundMatch``). Each game
keeps its own typed API; this module binds it to ``Match``.

A ``Match`` is immutable: ``play`` returns a new one. Observations are JSON-able values in
the corpus vocabulary (canonical action strings, card tokens, encoded hand results).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Generic, Mapping, Protocol, Sequence, TypeVar

from reference.actions import Action, action_texts, as_action, parse_action
from reference.cards import Card, format_card
from reference.dealing import Deal
from reference.errors import IllegalAction
from reference.jsonio import JSON
from reference.phases import Phase

S = TypeVar("S")


class Match(Protocol):
    """A game in progress, seen through the corpus vocabulary."""

    @property
    def game(self) -> str: ...
    def legal(self) -> list[str]: ...
    def play(self, action: str, seat: int | None = None) -> Match: ...
    def to_act(self) -> int | None: ...
    def phase(self) -> Phase: ...
    def winner(self) -> int | None: ...
    def scores(self) -> list[int]: ...
    def hand_results(self) -> list[JSON]: ...
    def tricks(self) -> list[JSON]: ...
    def state_json(self) -> JSON: ...


@dataclass(frozen=True)
class Rules(Generic[S]):
    """The functions of one game's package that the uniform view needs."""

    name: str
    legal_actions: Callable[[S], list[Action]]
    apply: Callable[[S, Action, int | None], S]
    to_act: Callable[[S], int | None]
    phase: Callable[[S], Phase]
    winner: Callable[[S], int | None]
    scores: Callable[[S], Sequence[int]]
    results: Callable[[S], Sequence[JSON]]
    hand_tricks: Callable[[S], Sequence[TrickView]]
    last_hand_tricks: Callable[[S], Sequence[TrickView]]
    encode_state: Callable[[S], JSON]
    # why an action would be refused (None: it is lawful), without applying it
    refusal: Callable[[S, Action, int | None], IllegalAction | None]
    # how many hands are over: the length of ``results`` without encoding them (None: len(results))
    hands_over: Callable[[S], int] | None = None


@dataclass(frozen=True, slots=True)
class BoundMatch(Generic[S]):
    rules: Rules[S]
    state: S
    completed: tuple[JSON, ...] = ()  # tricks of hands already over, in order
    # how many hands of ``state`` are over (-1: not counted yet): ``play`` counts the state it
    # makes and hands the count on, so each play counts once, not twice (issue 27)
    hands_done: int = field(default=-1, compare=False, repr=False)

    @property
    def game(self) -> str:
        return self.rules.name

    def legal(self) -> list[str]:
        return action_texts(self.rules.legal_actions(self.state))

    def play(self, action: str, seat: int | None = None) -> BoundMatch[S]:
        rules = self.rules
        before = self.hands_done
        if before < 0:
            before = _hands_over(rules, self.state)
        after = rules.apply(self.state, parse_action(action) if type(action) is str else as_action(action), seat)
        completed = self.completed
        now = _hands_over(rules, after)
        if now > before:
            # the hand ended and the next one began: its tricks live on only in last_hand
            completed += tuple(_trick_json(t) for t in rules.last_hand_tricks(after))
        # the match of every action, so its four slots are set directly: the frozen __init__'s
        # object.__setattr__ per field was about a twentieth of a play (issue 27)
        new: BoundMatch[S] = _new(BoundMatch)
        _set_rules(new, rules)
        _set_state(new, after)
        _set_completed(new, completed)
        _set_hands_done(new, now)
        return new

    def refusal(self, action: Action, seat: int | None) -> IllegalAction | None:
        return self.rules.refusal(self.state, action, seat)

    def accepts(self, action: Action, seat: int | None) -> bool:
        try:
            self.rules.apply(self.state, action, seat)
        except IllegalAction:
            return False
        return True

    def hands_over(self) -> int:
        """How many hands are over (the length of ``hand_results``, without encoding them)."""
        return _hands_over(self.rules, self.state)

    def tricks_of_hand(self) -> list[JSON]:
        """The completed tricks of the hand in progress."""
        return [_trick_json(t) for t in self.rules.hand_tricks(self.state)]

    def to_act(self) -> int | None:
        return self.rules.to_act(self.state)

    def phase(self) -> Phase:
        return self.rules.phase(self.state)

    def winner(self) -> int | None:
        return self.rules.winner(self.state)

    def scores(self) -> list[int]:
        return list(self.rules.scores(self.state))

    def hand_results(self) -> list[JSON]:
        return list(self.rules.results(self.state))

    def tricks(self) -> list[JSON]:
        """Every completed trick of the game so far, in order."""
        return list(self.completed) + self.tricks_of_hand()

    def state_json(self) -> JSON:
        return self.rules.encode_state(self.state)


_new = object.__new__
_set_rules: Callable[[object, object], None] = vars(BoundMatch)["rules"].__set__
_set_state: Callable[[object, object], None] = vars(BoundMatch)["state"].__set__
_set_completed: Callable[[object, object], None] = vars(BoundMatch)["completed"].__set__
_set_hands_done: Callable[[object, object], None] = vars(BoundMatch)["hands_done"].__set__


def _hands_over(rules: Rules[S], state: S) -> int:
    # the cost of a play must not grow with the game: count finished hands, never re-encode them
    return rules.hands_over(state) if rules.hands_over is not None else len(rules.results(state))


class TrickView(Protocol):
    @property
    def leader(self) -> int: ...
    @property
    def cards(self) -> Sequence[Card]: ...
    @property
    def winner(self) -> int: ...


def _trick_json(trick: TrickView) -> JSON:
    return {"leader": trick.leader, "cards": list(map(format_card, trick.cards)), "winner": trick.winner}


class HandLike(Protocol):
    @property
    def tricks(self) -> Sequence[TrickView]: ...


class StateLike(Protocol):
    """What every game's state offers (SmearState, FourPointState, SmoorverliefdState)."""

    @property
    def results(self) -> Sequence[object]: ...
    @property
    def hand(self) -> HandLike | None: ...
    @property
    def last_hand(self) -> HandLike | None: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def phase(self) -> Phase: ...


SL = TypeVar("SL", bound=StateLike)


def standard_rules(
    name: str,
    legal_actions: Callable[[SL], list[Action]],
    apply: Callable[[SL, Action, int | None], SL],
    to_act: Callable[[SL], int | None],
    results: Callable[[SL], Sequence[JSON]],
    encode_state: Callable[[SL], JSON],
    refusal: Callable[[SL, Action, int | None], IllegalAction | None],
) -> Rules[SL]:
    """Bind a game whose state has the common shape (``StateLike``)."""

    def hand_tricks(s: SL) -> Sequence[TrickView]:
        # once the game is over, state.hand is the finished hand, already reported as last_hand
        return s.hand.tricks if s.hand is not None and s.winner is None else ()

    def last_hand_tricks(s: SL) -> Sequence[TrickView]:
        return s.last_hand.tricks if s.last_hand is not None else ()

    return Rules(
        name=name,
        legal_actions=legal_actions,
        apply=apply,
        to_act=to_act,
        phase=lambda s: s.phase,
        winner=lambda s: s.winner,
        scores=lambda s: s.scores,
        results=results,
        hand_tricks=hand_tricks,
        last_hand_tricks=last_hand_tricks,
        encode_state=encode_state,
        refusal=refusal,
        hands_over=lambda s: len(s.results),
    )


Starter = Callable[[Mapping[str, object], Sequence[Deal], int | None, int | None], Match]


O_contra = TypeVar("O_contra", contravariant=True)
S_co = TypeVar("S_co", covariant=True)


class NewGame(Protocol[O_contra, S_co]):
    """A game package's ``new_game``."""

    def __call__(
        self,
        options: O_contra,
        *,
        seed: int | None = None,
        deals: Sequence[Deal] = (),
        dealer: int | None = None,
        scores: Sequence[int] | None = None,
    ) -> S_co: ...


O = TypeVar("O")


class GameStart(Generic[S, O]):
    """A game package's bound start (a ``Starter``): options as JSON, the explicit deals, the
    first dealer, the seed and (one per side, default 0 each) the starting scores."""

    def __init__(self, rules: Rules[S], new_game: NewGame[O, S], options: Callable[[Mapping[str, object]], O]) -> None:
        self.rules, self.new_game, self.options = rules, new_game, options

    def __call__(
        self,
        options: Mapping[str, object],
        deals: Sequence[Deal],
        dealer: int | None,
        seed: int | None,
        scores: Sequence[int] | None = None,
    ) -> BoundMatch[S]:
        state = self.new_game(self.options(options), deals=deals, dealer=dealer, seed=seed, scores=scores)
        return BoundMatch(self.rules, state)
