"""What ``trickref conformance fuzz`` draws, with Hypothesis: a configuration inside the
implementation's declaration, explicit deals, a playout and probes of illegal actions. The
reference walks along while the example is drawn, so every draw depends on the position it is
drawn in and every expectation is the reference's answer (conformance.protocol.reference).

Everything is drawn so that Hypothesis shrinks it toward the simplest case: the declaration's
base configuration (the standard game where the declaration allows it), deals in deck order,
the first legal action, fewer actions and fewer probes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Protocol, TypeVar

from hypothesis import strategies as st

from conformance.case.checks import FinalCheck, HandResultsCheck, LegalCheck, TricksCheck
from conformance.fuzz.deals import SEEDS, SUITS, draw_compact_deal, draw_deal
from conformance.fuzz.options import (
    NoConfiguration,
    OptionSpace,
    UntrustedStart,
    draw_compact_options,
    draw_options,
    option_space,
)
from conformance.games import game
from conformance.games.support import Shape
from conformance.jsonvalues import JSONScalar
from conformance.protocol.messages import Observe
from conformance.protocol.reference import observe_position
from reference.actions import Discard, discard_text
from reference.cards import Card, format_card
from reference.errors import IllegalAction
from reference.games import BoundMatch, Match
from reference.phases import Phase
from reference.tables import Table

JSONDict = dict[str, object]
_T = TypeVar("_T")
# The configurations (NoConfiguration, OptionSpace, option_space) live in conformance/fuzz/options.py
# and are exported from here too, where their users have always imported them.
__all__ = [
    "MALFORMED", "MAX_ACTIONS", "MAX_DEALS", "MAX_PROBES", "PROBES", "PROBES_BY_PHASE", "STYLES", "WHOLE_GAME_ACTIONS",
    "WHOLE_GAME_DEALS", "WHOLE_GAME_STYLES", "Below", "JSONDict", "NoConfiguration", "OptionSpace", "Position", "Probe",
    "Scenario", "legal_seen", "option_space", "scenarios",
]

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


# ---------------------------------------------------------------------------- scenarios


def _card_text(card: object) -> str:
    assert isinstance(card, Card)
    return format_card(card)


# a text per card or action, worked out the first time it is asked: one lookup a hit, where
# ``in`` then ``[]`` hashed a dataclass action twice
_CARD_TEXT: Table[object, str] = Table(_card_text)
_ACTION_TEXT: Table[object, str] = Table(str)


def legal_seen(match: Match) -> JSONDict:
    """``observe_position(match, Observe(LegalCheck))``, the same JSON, cheaper where it costs: a
    discard position lists up to 210 discards, each new (the reference's text cache, keyed by
    action, rarely hits), and a discard's text is built from its cards' texts looked up, not
    formatted, with no Python frame per card (tests/test_fuzz_speed.py compares the two)."""
    if not isinstance(match, BoundMatch):
        seen = observe_position(match, Observe(LegalCheck))
        assert isinstance(seen, dict)
        return seen
    listed = match.rules.legal_actions(match.state)
    if listed and type(listed[0]) is Discard and set(map(type, listed)) == {Discard}:
        # the same discards come up again and again (Hypothesis replays a deal under other
        # playouts): their texts are looked up by the cards of the whole list, a C-level tuple
        # hashed once, instead of formatted one by one (about a microsecond each, 200-3,000 a
        # position); a list of other cards or another order is another key
        key = tuple(map(_CARDS_OF, listed))
        texts = _DISCARD_TEXTS.get(key)
        if texts is None:
            if len(_DISCARD_TEXTS) >= _DISCARD_LISTS_KEPT:
                _DISCARD_TEXTS.clear()
            card = _CARD_TEXT.__getitem__
            texts = _DISCARD_TEXTS[key] = [discard_text(map(card, cards)) for cards in key]
        texts = list(texts)  # each position's list its own, as before
    else:
        card, known = _CARD_TEXT.__getitem__, _ACTION_TEXT.__getitem__
        # a bid, a play, a trump, a pass: a few hundred actions in all, each formatted once
        texts = [discard_text(map(card, a.cards)) if type(a) is Discard else known(a) for a in listed]
    return {"to_act": match.to_act(), "phase": match.phase().value, "actions": texts}


_CARDS_OF = attrgetter("cards")
_DISCARD_TEXTS: dict[tuple[tuple[Card, ...], ...], list[str]] = {}
# lists of discards kept at once (each 200-3,000 texts): a search meets a few hundred at most, and
# the repeats come close together; a small integer, which Hypothesis does not take into its draws
_DISCARD_LISTS_KEPT = 64


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


def _preferred(legal: Sequence[str], style: str, match: Match | None = None, seat: int | None = None,
               phase: object = None) -> list[str]:
    """The actions a playing style favours, so rare positions come up: everyone passing (all-pass
    rules), maximum bids (R-SM-4, FP-3.3), jokers, jacks and aces meeting in one trick; and
    ``cautious``: the lowest bid or a pass, and the suit it holds most as trump, so that bids are
    made and whole games end. ``phase`` (the position's, when known): a discard position, whose
    list is long (up to 3,000 discards) and holds no bid, trump or play, is not searched for them."""
    if phase == "discard" and style != "passer":
        return []
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


def _choose(below: Below, legal: Sequence[str], style: str, match: Match | None = None, phase: object = None) -> str:
    pool: Sequence[str] = _preferred(legal, style, match, match.to_act() if match is not None and style == "cautious" else None,
                                     phase)
    if not pool or below(4) == 3:
        # "pass" last: shrinking moves toward the first action, and a hand everyone passes is
        # dealt again, which is not the shortest way anywhere (no pass listed: the list as it is,
        # not copied twice)
        pool = [a for a in legal if a != "pass"] + [a for a in legal if a == "pass"] if "pass" in legal else legal
    return pool[below(len(pool))]


def _drawn(draw: st.DrawFn) -> Below:
    return lambda n: draw(st.integers(0, n - 1))


class _Picks(Protocol):
    """The choices a probe is made of: Hypothesis draws (``_Drawn``, the suite's targeted search,
    whose draws stay those it has always made) or one seeded generator (``_Seeded``, the fuzz
    command's, whose seed is drawn before the playout: see ``scenarios``)."""

    def integer(self, lo: int, hi: int) -> int: ...
    def sample(self, items: Sequence[_T]) -> _T: ...
    def boolean(self) -> bool: ...
    def items(self, pool: Sequence[_T], most: int) -> list[_T]: ...


@dataclass(frozen=True)
class _Drawn:
    draw: st.DrawFn

    def integer(self, lo: int, hi: int) -> int:
        return self.draw(st.integers(lo, hi))

    def sample(self, items: Sequence[_T]) -> _T:
        return self.draw(st.sampled_from(items))

    def boolean(self) -> bool:
        return self.draw(st.booleans())

    def items(self, pool: Sequence[_T], most: int) -> list[_T]:
        return self.draw(st.lists(st.sampled_from(pool), min_size=1, max_size=most))


@dataclass(frozen=True)
class _Seeded:
    rng: random.Random

    def integer(self, lo: int, hi: int) -> int:
        return lo + self.rng.randrange(hi - lo + 1)

    def sample(self, items: Sequence[_T]) -> _T:
        return items[self.rng.randrange(len(items))]

    def boolean(self) -> bool:
        return self.rng.randrange(2) == 1

    def items(self, pool: Sequence[_T], most: int) -> list[_T]:
        return [self.sample(pool) for _ in range(self.integer(1, most))]


def _probe(picks: _Picks, kind: str, match: Match, position: Position, shape: Shape) -> tuple[str, int | None]:
    """An action (and the seat it is stated for) that is probably illegal here; the reference
    decides whether it is and with which code."""
    legal = position.legal["actions"]
    assert isinstance(legal, list)
    to_act = position.legal["to_act"]
    seat = to_act if isinstance(to_act, int) else None
    held = _held(match, seat)
    if kind == "seat":
        action = str(legal[picks.integer(0, len(legal) - 1)]) if legal else "pass"
        other = (seat if seat is not None else 0) + picks.integer(1, max(1, shape.seats - 1))
        return action, other % shape.seats
    if kind == "held" and held:
        unplayable = [c for c in held if f"play {c}" not in legal]  # must follow, must lead trump
        return f"play {picks.sample(unplayable or held)}", None
    if kind in ("held", "card"):
        return f"play {picks.sample((*shape.deck, 'X1', 'X2'))}", None  # a joker token parses in every game (CD-4)
    if kind == "two-faults":
        missing = [c for c in shape.deck if c not in held] or list(shape.deck)
        if position.legal["phase"] == "discard" and picks.boolean():
            card = picks.sample(missing)
            return f"discard {card} {card}", None  # not held, and named twice: which is checked first?
        played = picks.sample(missing)
        action = picks.sample(("pass", "bid 2", "trump S", "curse H", f"play {played}"))
        other = ((seat if seat is not None else 0) + picks.integer(1, max(1, shape.seats - 1))) % max(1, shape.seats)
        return action, other  # a wrong seat on an action of (probably) the wrong phase
    if kind == "bid":
        return picks.sample([f"bid {n}" for n in range(17) if f"bid {n}" not in legal]), None
    if kind == "pass":
        return "pass", None
    if kind in ("trump", "curse"):
        return f"{kind} {picks.sample(SUITS)}", None
    if kind == "discard":
        pool = held + [picks.sample(shape.deck)]
        return "discard " + " ".join(picks.items(pool, len(pool) + 1)), None
    return picks.sample(MALFORMED), None


def scenarios(spaces: Sequence[OptionSpace], stopped: Callable[[], bool], max_actions: int = MAX_ACTIONS,
              whole_games: bool = False, compact: bool = False) -> st.SearchStrategy[Scenario | None]:
    """Scenarios under the given option spaces (one per game); None once ``stopped()``, so a
    search that is out of time costs nothing more. ``whole_games``: every scenario plays on to
    the game's end (up to ``WHOLE_GAME_ACTIONS``), with deals enough for it: what the game-end
    rules need under a target of 21 or 52, which a random cut rarely reaches.

    ``compact`` (``trickref conformance fuzz``): the options are three choices
    (``draw_compact_options``), a deal too (``draw_compact_deal``), the playout's actions come from one seeded generator, not a choice per action,
    and each probe's choices from one seed drawn before the playout (``_Seeded``): several
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
        # The fuzz command draws each probe's seed here, before the playout: Hypothesis's mutations
        # replay an example with no more choices than it had, and a draw past them ends the example
        # (an overrun) after the whole playout was played for nothing (about one example in eight).
        probe_picks = [_Seeded(random.Random(draw(SEEDS))) for _ in range(draw(st.integers(0, MAX_PROBES)))] if compact else []
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
            action = _choose(below, legal, style, match, seen["phase"])
            match = match.play(action)
            actions.append(action)
        probes: list[Probe] = []
        phases: dict[str, list[int]] = {}
        for k, position in enumerate(positions):
            phases.setdefault(str(position.legal["phase"]), []).append(k)
        for picks in probe_picks if compact else (_Drawn(draw) for _ in range(draw(st.integers(0, MAX_PROBES)))):
            # a phase, then a position in it: the few discard and curse positions get their share
            at = phases[picks.sample(sorted(phases, key=_PHASE_ORDER.index))]
            k = at[picks.integer(0, len(at) - 1)]
            kinds = PROBES_BY_PHASE.get(str(positions[k].legal["phase"]), PROBES)
            action, seat = _probe(picks, picks.sample(kinds), positions[k].match, positions[k], shape)
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
