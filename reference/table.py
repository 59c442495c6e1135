"""The turn and hand machinery every game shares: opening a game, queueing and dealing hands,
closing a hand into the game's standing, the completed trick, the fast copy of an immutable state
with some fields changed, and playing a card out of a hand. Each game package keeps only its
options, rules and scoring.

States are frozen dataclasses with ``__slots__`` (small, and with no per-instance dict);
``evolve`` is ``dataclasses.replace`` without its per-call field introspection, since a state is
copied at every action.
"""

from __future__ import annotations

import dataclasses
import types
from dataclasses import dataclass
from typing import Callable, Generic, Protocol, Sequence, TypeVar, cast

from reference.actions import Action, parse_action
from reference.cards import Card
from reference.dealing import Deal, check_deal, first_dealer
from reference.errors import Code, IllegalAction
from reference.phases import Phase
from reference.record import Standing

T = TypeVar("T")
O = TypeVar("O")
H = TypeVar("H")
R = TypeVar("R")


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: who led, the cards in play order, and the seat that won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


_NEW = object.__new__
_SET_LEADER, _SET_CARDS, _SET_WINNER = (vars(Trick)[n].__set__ for n in ("leader", "cards", "winner"))


def trick_of(leader: int, cards: tuple[Card, ...], winner: int) -> Trick:
    """``Trick(leader, cards, winner)`` without the frozen ``__init__`` (an ``object.__setattr__``
    looked up per field): every fourth card played closes a trick."""
    trick = _NEW(Trick)
    _SET_LEADER(trick, leader)
    _SET_CARDS(trick, cards)
    _SET_WINNER(trick, winner)
    return trick


class Copier(Protocol):
    def __call__(self, obj: T, changes: dict[str, object], /) -> T: ...


_COPIERS: dict[type, Copier] = {}


def _generate(cls: type, arg: str, value: Callable[[str], str]) -> object:
    # A copy function written out per class, as dataclasses writes __init__: one line a field
    # (``value`` gives the expression of its new value), no loop and no field lookups at copy
    # time, since a state is copied at every action. The slots are filled on an instance of the
    # class's filling twin (below), by plain attribute stores, and the finished object then
    # becomes an instance of ``cls``: a frozen class's own slot setters cost a call each.
    names = [f.name for f in dataclasses.fields(cls)]
    twin = _filling_twin(cls, names)
    scope: dict[str, object] = {"new": object.__new__, "cls": cls, "twin": twin, "become": object.__setattr__}
    lines = [f"def copy(obj, {arg}):"]
    if twin is not None:
        lines.append("    o = new(twin)")
        lines += [f"    o.{n} = {value(n)}" for n in names]
        lines.append("    become(o, '__class__', cls)")
    else:
        lines.append("    o = new(cls)")
        for i, n in enumerate(names):
            scope[f"set{i}"] = getattr(cls, n).__set__
            lines.append(f"    set{i}(o, {value(n)})")
    lines.append("    return o")
    exec("\n".join(lines), scope)  # noqa: S102 (generated from the class's own field names)
    return scope["copy"]


_GENERIC_BASE: object = getattr(Generic, "__class_getitem__")(T)  # Generic[T], as a base of a class made at run time


def _filling_twin(cls: type, names: list[str]) -> type | None:
    """A plain (unfrozen) class with exactly ``cls``'s slots, which CPython lets an instance swap
    for ``cls`` (``__class__`` assignment checks that the two lay out their slots alike); None
    when ``cls`` is not such a class (slots inherited from a base: the copy uses the setters)."""
    if tuple(getattr(cls, "__slots__", ())) != tuple(names) or cls.__bases__ not in ((object,), (Generic,)):
        return None
    slots = {"__slots__": tuple(names)}
    if cls.__bases__ == (Generic,):  # the same bases, for the layout check (Generic adds no slot)
        twin = types.new_class(f"{cls.__name__}Filling", (_GENERIC_BASE,), {}, lambda space: space.update(slots))
    else:
        twin = type(f"{cls.__name__}Filling", (), slots)
    try:
        object.__setattr__(object.__new__(twin), "__class__", cls)  # CPython's own layout check
    except TypeError:
        return None
    return twin


def _copier(cls: type) -> Copier:
    copier = _COPIERS[cls] = cast(Copier, _generate(cls, "c", lambda n: f"c[{n!r}] if {n!r} in c else obj.{n}"))
    return copier


def replacer(cls: type[T], *names: str) -> Callable[[T, tuple[object, ...]], T]:
    """A copier for the hottest copies (a card played): ``f(obj, (v1, v2, ...))`` is
    ``evolve(obj, name1=v1, name2=v2, ...)`` without the keyword dict and its lookups."""
    unknown = set(names) - {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    if unknown:
        raise TypeError(f"{cls.__name__} has no field {sorted(unknown)}")
    copy = _generate(cls, "v", lambda n: f"v[{names.index(n)}]" if n in names else f"obj.{n}")
    return cast(Callable[[T, tuple[object, ...]], T], copy)


def evolve(obj: T, **changes: object) -> T:
    """``dataclasses.replace(obj, **changes)`` for a frozen slotted dataclass with no
    ``__post_init__`` (every state class): the copy shares every unchanged field."""
    return (_COPIERS.get(type(obj)) or _copier(type(obj)))(obj, changes)


def played_out(hands: tuple[tuple[Card, ...], ...], seat: int, card: Card) -> tuple[tuple[Card, ...], ...]:
    """``hands`` after seat ``seat`` plays ``card`` (which it holds): that hand less the card,
    order kept (CD-5)."""
    held = hands[seat]
    i = held.index(card)
    out = list(hands)
    out[seat] = held[:i] + held[i + 1 :]
    return tuple(out)


def next_deal(seed: int | None, pending: Sequence[Deal], seeded: Deal | None) -> tuple[Deal, tuple[Deal, ...]] | None:
    """SM-2.3, FP-2.4, SV-2.3: the next hand's deal and the explicit deals still queued. A seeded
    game deals ``seeded`` (its shuffle for this hand); otherwise the first queued deal; None when
    the game waits for one."""
    if seed is not None:
        assert seeded is not None
        return seeded, tuple(pending)
    if pending:
        return pending[0], tuple(pending[1:])
    return None


S = TypeVar("S")


def turn_refusal(winner: int | None, hand: object, actor: int | None, seat: int | None, over: str, waiting: str) -> IllegalAction | None:
    """CD-9, the checks before any phase's own: the game is over (citing the game's rule
    ``over``), it waits for a deal (``waiting``), or another seat is to act (CD-7)."""
    if winner is not None:
        return IllegalAction(Code.GAME_OVER, over, "the game is over")
    if hand is None or actor is None:
        return IllegalAction(Code.WRONG_PHASE, waiting, "the game is waiting for a deal")
    if seat is not None and seat != actor:
        return IllegalAction(Code.NOT_YOUR_TURN, "CD-7", f"seat {actor} is to act, not seat {seat}")
    return None


def take_turn(
    state: S,
    hand: H | None,
    options: O,
    action: Action | str,
    seat: int | None,
    to_act: Callable[[S], int | None],
    lawful: Callable[[H, int, Action, O], bool],
    refusal: Callable[[S, Action, int | None], IllegalAction | None],
) -> tuple[Action, H, int]:
    """CD-7, CD-8: the action (parsed), the hand and the seat to act, when the seat to act (or
    ``seat``, checked) may take it; else the game's refusal is raised before anything is built.
    The fast check ``lawful`` decides; ``refusal`` only names the code and rule of a refused one."""
    act = parse_action(action) if isinstance(action, str) else action  # as_action, one call less
    actor = to_act(state)
    if hand is None or actor is None or (seat is not None and seat != actor) or not lawful(hand, actor, act, options):
        raise refused(refusal(state, act, seat), act)
    return act, hand, actor


def refused(problem: IllegalAction | None, action: Action) -> IllegalAction:
    """The refusal to raise for an action the fast legality check found unlawful: the game's
    ``refusal`` names the code and rule (CD-8). The two agree by construction and by test
    (tests/test_engine_consistency.py); a disagreement is a bug, never a silent acceptance."""
    if problem is None:
        raise AssertionError(f"{action} was judged unlawful, but no refusal rule names why")
    return problem


# ---------------------------------------------------------------- the game's flow, hand to hand


class Record(Protocol):
    """What the flow below reads of a game's state (reference.record.GameRecord)."""

    @property
    def standing(self) -> object: ...
    @property
    def seed(self) -> int | None: ...
    @property
    def dealer(self) -> int: ...
    @property
    def deals_made(self) -> int: ...
    @property
    def pending_deals(self) -> tuple[Deal, ...]: ...
    @property
    def results(self) -> tuple[object, ...]: ...
    @property
    def phase(self) -> Phase: ...


G = TypeVar("G", bound=Record)


@dataclass(frozen=True)
class Table:
    """How a game seats and deals: its name (for the drawn first dealer), seats, sides, the
    rule an explicit deal and the starting scores cite, and its deck, hand and widow sizes."""

    game: str
    players: int
    sides: int
    rule: str
    scores_rule: str
    deck: tuple[Card, ...]
    hand_size: int
    widow: int = 0

    def check(self, deal: Deal) -> None:
        """SM-2.3, FP-2.3, SV-2.3: an explicit deal is exactly the deck in the configured sizes."""
        check_deal(deal, self.deck, self.players, self.hand_size, self.widow, self.rule)

    def starting_scores(self, scores: Sequence[int] | None) -> tuple[int, ...]:
        """SM-1.4, FP-1.4, SV-1.5: one integer per side (None: all 0)."""
        if scores is None:
            return (0,) * self.sides
        values = tuple(scores)
        if len(values) != self.sides or any(isinstance(v, bool) or not isinstance(v, int) for v in values):
            raise ValueError(
                f"scores must be {self.sides} integers, one per side, not {list(values)!r} ({self.scores_rule})"
            )
        return values


def open_game(
    make: Callable[[None, Standing[O, H, R]], G],
    table: Table,
    options: O,
    seed: int | None,
    deals: Sequence[Deal],
    dealer: int | None,
    scores: Sequence[int] | None,
) -> G:
    """SM-1.4, FP-1.2, SV-1.2: a game before its first deal: the first dealer given or drawn
    from the seed, the starting scores checked, every explicit deal checked."""
    first = first_dealer(table.game, table.players, seed, dealer)
    start = table.starting_scores(scores)
    for d in deals:
        table.check(d)
    return make(None, Standing(options, start, first, 0, seed, tuple(deals)))


def queue_deal(state: G, table: Table, deal: Deal, start_hand: Callable[[G], G]) -> G:
    """SM-2.3, FP-2.4, SV-2.3: queue another explicit deal; a game waiting for one deals it."""
    table.check(deal)
    state = evolve(state, standing=evolve(state.standing, pending_deals=state.pending_deals + (deal,)))
    return start_hand(state) if state.phase is Phase.AWAITING_DEAL else state


def deal_hand(state: G, seeded: Callable[[int, int, int], Deal], make_hand: Callable[[Deal], object]) -> G:
    """SM-2.3, FP-2.3, SV-2.3: the next hand for ``state.dealer`` from the seed (``seeded(seed,
    deal number, dealer)``) or the queued deals; a game without either waits (hand None)."""
    seed = state.seed
    dealt = next_deal(seed, state.pending_deals, None if seed is None else seeded(seed, state.deals_made, state.dealer))
    if dealt is None:
        return evolve(state, hand=None)
    deal, pending = dealt
    standing = evolve(state.standing, pending_deals=pending, deals_made=state.deals_made + 1)
    return evolve(state, hand=make_hand(deal), standing=standing)


def close_hand(state: G, hand: object, result: object, scores: tuple[int, ...], winner: int | None, dealer: int) -> G:
    """SM-9, FP-9, SV-5: a hand is over: its result is recorded, the game's winner (if any)
    decided, the hand kept as ``last_hand`` and the deal passed to ``dealer``."""
    standing = evolve(
        state.standing,
        scores=scores,
        results=state.results + (result,),
        winner=winner,
        last_hand=hand,
        dealer=dealer,
    )
    return evolve(state, hand=hand, standing=standing)


class Awarded(Protocol):
    """A scoring category's outcome (each game's ``Award``)."""

    @property
    def side(self) -> int | None: ...
    @property
    def points(self) -> int: ...


def captured_points(awards: Sequence[Awarded], sides: int) -> list[int]:
    """SM-8.1, FP-8.1: the category points each side won this hand."""
    captured = [0] * sides
    for a in awards:
        if a.side is not None:
            captured[a.side] += a.points
    return captured
