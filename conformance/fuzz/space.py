"""What ``trickref conformance fuzz`` draws, with Hypothesis: a configuration inside the
implementation's declaration, explicit deals, a playout and probes of illegal actions. The
reference walks along while the example is drawn, so every draw depends on the position it is
drawn in and every expectation is the reference's answer (conformance.protocol.reference).

Everything is drawn so that Hypothesis shrinks it toward the simplest case: the declaration's
base configuration (the standard game where the declaration allows it), deals in deck order,
the first legal action, fewer actions and fewer probes.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from operator import ne
from typing import Protocol, cast

from hypothesis import strategies as st

from conformance.case.checks import FinalCheck, HandResultsCheck, LegalCheck, TricksCheck
from conformance.fuzz.deals import SEEDS, SUITS, draw_compact_deal, draw_deal, pick
from conformance.games import game
from conformance.games.support import Shape
from conformance.jsonvalues import JSONScalar, compact
from conformance.protocol.messages import Observe
from conformance.protocol.reference import observe_position
from conformance.suite import recall
from conformance.suite.declaration import Declaration, settle
from reference.actions import Action, Discard
from reference.cards import Card, format_card
from reference.errors import IllegalAction
from reference.games import BoundMatch, Match
from reference.phases import Phase

JSONDict = dict[str, object]

# Values tried for a target the reference leaves open ("any") when the game's record names none,
# default first (the records' ``open_values``): small targets end games within a few hands, so
# game-end rules are reached (SM-9, FP-9, SV-5).
SMALL_TARGETS: tuple[int, ...] = (1, 2, 3, 5, 8, 11)
MAX_ACTIONS = 320  # a whole Smear game to 21 is about 250 actions
MAX_DEALS = 10
WHOLE_GAME_ACTIONS = 1_500  # a Smear game to 52 with ten-card hands is about 500 actions
WHOLE_GAME_DEALS = 40
STYLES = ("random", "passer", "bidder", "trumper", "cautious")
# Whole games need scores that climb: random bids are set back so often that a game to 21 or 52
# rarely ends, so the careful bidder plays most of them.
WHOLE_GAME_STYLES = ("cautious", "cautious", "cautious", "trumper", "random")
# "two-faults": an action breaking two rules at once (a wrong seat and a wrong phase; a card not
# held, named twice), where the refusal precedence (CD-9 and each game's list) decides the code.
PROBES = ("seat", "held", "card", "bid", "pass", "trump", "discard", "curse", "malformed", "two-faults")
# The probes that fit each phase come first (shrinking moves toward them); the others are
# wrong-phase actions.
PROBES_BY_PHASE: Mapping[str, tuple[str, ...]] = {
    "bidding": ("bid", "seat", "pass", "held", "trump", "malformed", "two-faults"),
    "trump": ("trump", "seat", "pass", "held", "bid", "malformed", "two-faults"),
    "discard": ("discard", "seat", "held", "pass", "trump", "malformed", "two-faults"),
    "curse": ("curse", "seat", "held", "pass", "bid", "malformed", "two-faults"),
    "play": ("held", "card", "seat", "pass", "bid", "trump", "discard", "curse", "malformed", "two-faults"),
}
_PHASE_ORDER = [p.value for p in Phase]
MAX_PROBES = 4
MALFORMED = ("", "bid", "bid x", "bid -1", "play", "play 1S", "play AS AH", "Pass", "pass 2", "trump", "trump Z",
             "discard", "curse", "play ZZ", "hello", " play AS")


_SCALARS = frozenset({type(None), str, int, bool})


def _same(a: object, b: object) -> bool:
    return a == b and type(a) is type(b)


# ---------------------------------------------------------------------------- configurations


class NoConfiguration(ValueError):
    """No valid game lies inside the declaration."""


@dataclass(frozen=True)
class OptionSpace:
    """The configurations of one game the fuzzer may draw, read from the declaration as the
    suite reads it (suite/declaration.py): ``starts``, every configuration the suite could be
    built for (the first, nearest the standard game, is what shrinking moves toward), and per
    option the values a draw may move to (the start's value first)."""

    game: str
    choices: dict[str, tuple[JSONScalar, ...]]
    declaration: Declaration
    # A start may be a preset-like configuration that changes several options at once (the
    # widow game's Two and 4-card widow), which one-option-at-a-time steps reach only by luck.
    starts: tuple[dict[str, JSONScalar], ...]
    # True when ``starts`` came from the cache folder's record (suite/recall.py), untrusted: each
    # start drawn is checked before it is played (``_start_of``), and one that fails is written in
    # ``doubts`` and ends the search (the fuzz command settles afresh and searches again).
    recalled: bool = False
    doubts: list[str] = field(default_factory=list, compare=False)

    @property
    def base(self) -> dict[str, JSONScalar]:
        return self.starts[0]

    @functools.cached_property
    def digest(self) -> str:
        """The declaration's digest, once (``valid`` asks for it at every draw)."""
        return self.declaration.digest()

    def valid(self, options: Mapping[str, JSONScalar]) -> dict[str, JSONScalar] | None:
        """The full options if the reference accepts them and the declaration holds them."""
        # Keyed by the declaration too: the same options can be inside one hello and outside another
        # (a cache keyed by the options alone let one run's verdicts leak into the next).
        key = (self.digest, compact(dict(options)))
        if key not in _VALID:
            full = settle(self.declaration.support, options)
            _VALID[key] = None if full is None or self.declaration.unsupported(full) else full
        found = _VALID[key]
        return None if found is None else dict(found)


_VALID: dict[tuple[str, str], dict[str, JSONScalar] | None] = {}


class UntrustedStart(Exception):
    """A start read from the record is not a configuration the reference plays inside the declaration."""


def changed_count(standard: Sequence[JSONScalar]) -> Callable[[Mapping[str, JSONScalar]], int]:
    """How many of a configuration's values (in ``standard``'s order) differ from ``standard``'s,
    compared as JSON (``_same``: true is not 1), by C-level maps."""
    pairs = [(type(v), v) for v in standard]

    def count(config: Mapping[str, JSONScalar]) -> int:
        values = config.values()
        return sum(map(ne, zip(map(type, values), values), pairs))

    return count


def option_space(decl: Declaration, cache: Path | None = None, reread: bool = True) -> OptionSpace:
    """Raises NoConfiguration when no valid game lies inside the declaration. ``cache``: where the
    playable configurations are recorded (suite/recall.py), read instead of settled when there
    (``reread`` False: settled and recorded again, the record being in doubt)."""
    support = decl.support
    recorded = recall.recalled_playable(cache, decl.game, decl.as_json()) if reread else None
    names = list(support.defaults)
    # checked by C-level maps, not a Python frame per configuration (about 3,700 of them for the
    # three games under "any"; with the sort below, 45 -> 32 ms of option_space for the three)
    recalled = recorded is not None and all(map(names.__eq__, map(list, recorded)))
    if recorded is not None and recalled:
        if {type(v) for c in recorded for v in c.values()} <= _SCALARS:
            playable = cast(list[dict[str, JSONScalar]], recorded)  # every value a JSON scalar already
        else:
            playable = [{k: v for k, v in c.items() if v is None or isinstance(v, (str, int, bool))} for c in recorded]
    else:
        playable = decl.playable()
        if playable:
            recall.record_playable(cache, decl.game, decl.as_json(), playable)
    if not playable:
        raise NoConfiguration(f"no {decl.game} configuration inside the declaration is a valid game")
    defaults = support.defaults
    # nearest the standard game first: what shrinking moves toward (a stable sort on the count of
    # options changed); the count as (type, value) pairs compared by C-level maps when every
    # configuration names the options in the defaults' order, as the record's always do
    if recalled or all(map(names.__eq__, map(list, playable))):
        starts = sorted(playable, key=changed_count([defaults[n] for n in names]))
    else:
        starts = sorted(playable, key=lambda c: sum(1 for k, v in c.items() if not _same(v, defaults[k])))
    everything = support.option_values()
    choices: dict[str, tuple[JSONScalar, ...]] = {}
    for name in defaults:
        values: list[JSONScalar] = []
        for entry in decl.entries:
            if name in entry.not_applicable:
                continue
            if name in entry.values:
                values += entry.values[name]
                continue
            known = everything.get(name)  # "any": the reference's values, or a few open ones
            if isinstance(known, list):
                values += [v for v in known if v is None or isinstance(v, (str, int, bool))]
            else:
                values += support.open_values.get(name, SMALL_TARGETS if name == "target" else ())
        ordered: list[JSONScalar] = [starts[0][name]]
        for v in values:
            if not any(_same(v, o) for o in ordered):
                ordered.append(v)
        choices[name] = tuple(ordered)
    return OptionSpace(decl.game, choices, decl, tuple(starts), recalled=recalled)


def _start_of(space: OptionSpace, start: dict[str, JSONScalar]) -> dict[str, JSONScalar]:
    """A drawn start, checked when it came from the record: settled, accepted by the reference
    and inside the declaration (compared as JSON: true is not 1), else UntrustedStart."""
    if space.recalled:
        full = space.valid(start)
        if full is None or compact(full) != compact(start):
            raise UntrustedStart(compact(start))
    return dict(start)


def draw_options(draw: st.DrawFn, space: OptionSpace) -> dict[str, JSONScalar]:
    """Each option in turn, from the base configuration or a preset the declaration holds; a
    value that makes the combination invalid (or takes it outside the declaration) is dropped,
    so every draw is valid."""
    options = _start_of(space, draw(st.sampled_from(space.starts)))
    for name, values in space.choices.items():
        if len(values) < 2:
            continue
        # the start's own value first: shrinking keeps the start, a preset is not diluted
        kept = options[name]
        value = draw(st.sampled_from((kept, *(v for v in values if not _same(v, kept)))))
        if _same(value, options[name]):
            continue
        trial = space.valid({**options, name: value})
        if trial is not None:
            options = trial
    full = space.valid(options)
    assert full is not None  # base is valid and every step kept validity
    return full


def draw_compact_options(draw: st.DrawFn, space: OptionSpace) -> dict[str, JSONScalar]:
    """``draw_options`` in three choices instead of one per option: a start, how many options to
    move from it (0, what shrinking moves toward, is the start itself), and a seed that picks
    those options, in turn, and their values; a move that makes the combination invalid (or
    takes it outside the declaration) is dropped, as there."""
    options = _start_of(space, pick(draw, space.starts))
    names = [name for name, values in space.choices.items() if len(values) >= 2]
    moves = draw(st.integers(0, len(names)))
    if moves:
        rng = random.Random(draw(SEEDS))
        for name in rng.sample(names, moves):
            kept = options[name]
            others = [v for v in space.choices[name] if not _same(v, kept)]
            trial = space.valid({**options, name: others[rng.randrange(len(others))]})
            if trial is not None:
                options = trial
    full = space.valid(options)
    assert full is not None  # a start is valid and every move kept validity
    return full


# ---------------------------------------------------------------------------- scenarios


class _Texts(dict[object, str]):
    """A text per card or action, worked out the first time it is asked (``__missing__``): one
    lookup a hit, where ``in`` then ``[]`` hashed a dataclass action twice."""

    def __init__(self, text: Callable[[object], str]) -> None:
        super().__init__()
        self.text = text

    def __missing__(self, key: object) -> str:
        self[key] = found = self.text(key)
        return found


def _card_text(card: object) -> str:
    assert isinstance(card, Card)
    return format_card(card)


_CARD_TEXT = _Texts(_card_text)
_ACTION_TEXT = _Texts(str)


def legal_seen(match: Match) -> JSONDict:
    """``observe_position(match, Observe(LegalCheck))``, the same JSON, cheaper where it costs: a
    discard position lists up to 210 discards, each new (the reference's text cache, keyed by
    action, rarely hits), and a discard's text is built from its cards' texts looked up, not
    formatted, with no Python frame per card (tests/test_fuzz_speed.py compares the two)."""
    if not isinstance(match, BoundMatch):
        seen = observe_position(match, Observe(LegalCheck))
        assert isinstance(seen, dict)
        return seen
    card, known, join = _CARD_TEXT.__getitem__, _ACTION_TEXT.__getitem__, " ".join
    # a bid, a play, a trump, a pass: a few hundred actions in all, each formatted once
    texts = [join(("discard", *map(card, a.cards))) if type(a) is Discard else known(a)
             for a in match.rules.legal_actions(match.state)]
    return {"to_act": match.to_act(), "phase": match.phase().value, "actions": texts}


@dataclass(frozen=True)
class Position:
    legal: JSONDict  # the reference's legal observation: to_act, phase, actions
    match: Match  # the reference's game here


@dataclass(frozen=True)
class Probe:
    """An action off the playout at position ``after``: one the reference refuses (``code``, a
    refusal check), or one it accepts although the policy did not choose it, such as a revoke
    under ``revoke: penalized`` (``code`` None; ``legal`` is the position it leads to)."""

    after: int
    action: str
    seat: int | None
    code: str | None
    rule: str
    legal: JSONDict | None = None


class _Printer(Protocol):
    def text(self, obj: str) -> None: ...


@dataclass(frozen=True, repr=False)
class Scenario:
    game: str
    options: dict[str, JSONScalar]
    dealer: int
    shape: Shape
    deals: tuple[JSONDict, ...]
    actions: tuple[str, ...]
    positions: tuple[Position, ...]  # one per prefix, 0 to len(actions)
    tricks: object
    hand_results: object
    final: object
    probes: tuple[Probe, ...]

    def __repr__(self) -> str:
        # Hypothesis shows the failing example; the positions (games in progress) would run to
        # megabytes, and the case file says it all.
        return (f"Scenario({self.game}, {len(self.deals)} deal(s), {len(self.actions)} action(s), "
                f"{len(self.probes)} probe(s))")

    def _repr_pretty_(self, printer: _Printer, cycle: bool) -> None:
        """Hypothesis's pretty-printer prints a dataclass field by field, not by its ``__repr__``
        (a 52 kB "Generating overly large repr" warning for one whole game); it asks this first."""
        printer.text(repr(self))

    def deals_at(self, k: int) -> int:
        """How many deals the game has used after ``k`` actions: one per hand result (a redeal
        uses one too), plus the hand in progress."""
        match = self.positions[k].match
        waiting = match.phase() in (Phase.AWAITING_DEAL, Phase.GAME_OVER)
        over = match.hands_over() if isinstance(match, BoundMatch) else len(match.hand_results())  # not encoded
        return min(len(self.deals), over + (0 if waiting else 1))


def _start(name: str, options: Mapping[str, JSONScalar], deals: Sequence[JSONDict], dealer: int, actions: Sequence[str]) -> Match:
    support = game(name)
    match = support.start(options, [support.decode_deal(d, f"deals[{i}]") for i, d in enumerate(deals)], dealer, None)
    for a in actions:
        match = match.play(a)
    return match


def _held(match: Match, seat: int | None) -> list[str]:
    """The cards ``seat`` holds (the state's ``hand.hands``, common to the three games)."""
    if seat is None:
        return []
    if isinstance(match, BoundMatch):
        # read from the state itself: encoding the whole state (every hand result so far) to
        # read one hand cost more than the probe it serves (tests/test_fuzz_speed_held.py)
        hand = getattr(match.state, "hand", _NO_HAND)
        if hand is None:
            return []  # between hands: the state's JSON has no hand either
        cards = getattr(hand, "hands", None)
        if isinstance(cards, tuple):
            return [_CARD_TEXT[c] for c in cards[seat]] if 0 <= seat < len(cards) else []
    return _held_in_json(match, seat)


_NO_HAND = object()


def _held_in_json(match: Match, seat: int) -> list[str]:
    """``_held`` read from the state's JSON, for a state of another shape."""
    state = match.state_json()
    hand = state.get("hand") if isinstance(state, dict) else None
    hands = hand.get("hands") if isinstance(hand, dict) else None
    if isinstance(hands, list) and 0 <= seat < len(hands) and isinstance(hands[seat], list):
        return [c for c in hands[seat] if isinstance(c, str)]
    return []


def _preferred(legal: Sequence[str], style: str, match: Match | None = None, seat: int | None = None) -> list[str]:
    """The actions a playing style favours, so rare positions come up: everyone passing (all-pass
    rules), maximum bids (R-SM-4, FP-3.3), jokers, jacks and aces meeting in one trick; and
    ``cautious``: the lowest bid or a pass, and the suit it holds most as trump, so that bids are
    made and whole games end."""
    if style == "cautious":
        bids = [a for a in legal if a.startswith("bid ") and a[4:].isdigit()]
        if bids:
            return [min(bids, key=lambda a: int(a[4:]))] + [a for a in legal if a == "pass"]
        trumps = [a for a in legal if a.startswith("trump ")]
        if trumps and match is not None:
            held = [c[-1] for c in _held(match, seat) if len(c) == 2 and c[0] != "X"]
            return [max(trumps, key=lambda a: held.count(a[-1]))]
        return []
    if style == "passer":
        return [a for a in legal if a == "pass"]
    if style == "bidder":
        bids = [a for a in legal if a.startswith("bid ") and a[4:].isdigit()]
        return [max(bids, key=lambda a: int(a[4:]))] if bids else []
    if style == "trumper":
        jokers = [a for a in legal if a in ("play X1", "play X2")]
        return jokers or [a for a in legal if a.startswith("play ") and a[5:6] in ("J", "A")]
    return []


Below = Callable[[int], int]  # a number from 0 to n - 1: a Hypothesis draw, or a seeded playout's


def _choose(below: Below, legal: Sequence[str], style: str, match: Match | None = None) -> str:
    pool = _preferred(legal, style, match, match.to_act() if match is not None and style == "cautious" else None)
    if not pool or below(4) == 3:
        # "pass" last: shrinking moves toward the first action, and a hand everyone passes is
        # dealt again, which is not the shortest way anywhere
        pool = [a for a in legal if a != "pass"] + [a for a in legal if a == "pass"]
    return pool[below(len(pool))]


def _drawn(draw: st.DrawFn) -> Below:
    return lambda n: draw(st.integers(0, n - 1))


def _probe(draw: st.DrawFn, kind: str, match: Match, position: Position, shape: Shape) -> tuple[str, int | None]:
    """An action (and the seat it is stated for) that is probably illegal here; the reference
    decides whether it is and with which code."""
    legal = position.legal["actions"]
    assert isinstance(legal, list)
    to_act = position.legal["to_act"]
    seat = to_act if isinstance(to_act, int) else None
    held = _held(match, seat)
    if kind == "seat":
        action = str(legal[draw(st.integers(0, len(legal) - 1))]) if legal else "pass"
        other = (seat if seat is not None else 0) + draw(st.integers(1, max(1, shape.seats - 1)))
        return action, other % shape.seats
    if kind == "held" and held:
        unplayable = [c for c in held if f"play {c}" not in legal]  # must follow, must lead trump
        return f"play {draw(st.sampled_from(unplayable or held))}", None
    if kind in ("held", "card"):
        return f"play {draw(st.sampled_from((*shape.deck, 'X1', 'X2')))}", None  # a joker token parses in every game (CD-4)
    if kind == "two-faults":
        missing = [c for c in shape.deck if c not in held] or list(shape.deck)
        if position.legal["phase"] == "discard" and draw(st.booleans()):
            card = draw(st.sampled_from(missing))
            return f"discard {card} {card}", None  # not held, and named twice: which is checked first?
        action = draw(st.sampled_from(("pass", "bid 2", "trump S", "curse H", f"play {draw(st.sampled_from(missing))}")))
        other = ((seat if seat is not None else 0) + draw(st.integers(1, max(1, shape.seats - 1)))) % max(1, shape.seats)
        return action, other  # a wrong seat on an action of (probably) the wrong phase
    if kind == "bid":
        return draw(st.sampled_from([f"bid {n}" for n in range(17) if f"bid {n}" not in legal])), None
    if kind == "pass":
        return "pass", None
    if kind in ("trump", "curse"):
        return f"{kind} {draw(st.sampled_from(SUITS))}", None
    if kind == "discard":
        pool = held + [draw(st.sampled_from(shape.deck))]
        cards = draw(st.lists(st.sampled_from(pool), min_size=1, max_size=len(pool) + 1))
        return "discard " + " ".join(cards), None
    return draw(st.sampled_from(MALFORMED)), None


def scenarios(spaces: Sequence[OptionSpace], stopped: Callable[[], bool], max_actions: int = MAX_ACTIONS,
              whole_games: bool = False, compact: bool = False) -> st.SearchStrategy[Scenario | None]:
    """Scenarios under the given option spaces (one per game); None once ``stopped()``, so a
    search that is out of time costs nothing more. ``whole_games``: every scenario plays on to
    the game's end (up to ``WHOLE_GAME_ACTIONS``), with deals enough for it: what the game-end
    rules need under a target of 21 or 52, which a random cut rarely reaches.

    ``compact`` (``trickref conformance fuzz``): the options are three choices
    (``draw_compact_options``), a deal too (``draw_compact_deal``), and the playout's actions come from one seeded generator, not a choice per action: several
    times fewer Hypothesis draws, which cost more than the adapter's replay. Shrinking still cuts
    deals and actions (the same seed plays the same first actions, so a shorter limit keeps the
    prefix), moves deals toward deck order and options toward a start; it no longer moves each action toward the first
    legal one, which the size of a case (``cases.Size``) does not count. Off for the suite's
    targeted search (suite/targeted.py), whose cases must stay those it has always found."""

    @st.composite
    def build(draw: st.DrawFn) -> Scenario | None:
        if stopped() or any(s.doubts for s in spaces):
            return None
        space = spaces[0] if len(spaces) == 1 else draw(st.sampled_from(spaces))
        try:
            options = (draw_compact_options if compact else draw_options)(draw, space)
        except UntrustedStart as exc:
            space.doubts.append(str(exc))  # nothing of it is played: the search ends here
            return None
        shape = game(space.game).shape(options)
        dealer = draw(st.integers(0, shape.seats - 1))
        style = draw(st.sampled_from(WHOLE_GAME_STYLES if whole_games else STYLES))
        limit = WHOLE_GAME_ACTIONS if whole_games else draw(st.integers(0, max_actions))
        # Every deal up front: the game then never has to be replayed to take one more, and once
        # they run out it waits (awaiting_deal), a position worth observing too.
        count = WHOLE_GAME_DEALS if whole_games else draw(st.integers(1, MAX_DEALS))
        deals = [(draw_compact_deal if compact else draw_deal)(draw, shape) for _ in range(count)]
        below = random.Random(draw(SEEDS)).randrange if compact else _drawn(draw)
        match = _start(space.game, options, deals, dealer, ())
        actions: list[str] = []
        positions: list[Position] = []
        while True:
            seen = legal_seen(match)
            positions.append(Position(seen, match))
            legal = seen["actions"]  # match.legal() once per position: it dominates the cost
            assert isinstance(legal, list)
            if len(actions) >= limit or not legal:
                break
            action = _choose(below, legal, style, match)
            match = match.play(action)
            actions.append(action)
        probes: list[Probe] = []
        phases: dict[str, list[int]] = {}
        for k, position in enumerate(positions):
            phases.setdefault(str(position.legal["phase"]), []).append(k)
        for _ in range(draw(st.integers(0, MAX_PROBES))):
            # a phase, then a position in it: the few discard and curse positions get their share
            at = phases[draw(st.sampled_from(sorted(phases, key=_PHASE_ORDER.index)))]
            k = at[draw(st.integers(0, len(at) - 1))]
            kinds = PROBES_BY_PHASE.get(str(positions[k].legal["phase"]), PROBES)
            action, seat = _probe(draw, draw(st.sampled_from(kinds)), positions[k].match, positions[k], shape)
            try:
                after = positions[k].match.play(action, seat)
            except IllegalAction as refusal:
                probes.append(Probe(k, action, seat, refusal.code.value, refusal.rule))
            else:
                listed = positions[k].legal["actions"]
                assert isinstance(listed, list)
                if action not in listed or seat is not None:
                    probes.append(Probe(k, action, seat, None, "CD-8", legal_seen(after)))
        return Scenario(
            space.game, options, dealer, shape, tuple(deals), tuple(actions), tuple(positions),
            observe_position(match, Observe(TricksCheck)), observe_position(match, Observe(HandResultsCheck)),
            observe_position(match, Observe(FinalCheck)), tuple(probes),
        )

    return build()
