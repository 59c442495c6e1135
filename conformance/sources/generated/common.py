"""Pieces the three games' generators share: the replay request for a generated case, turning
the reference's observations into checks, the test whether a case tells two option values apart,
the playout loop, the refusal check and the reading search (the perft plans are perft_plans.py).
Everything goes through the replay primitive (conformance.protocol.reference), the code the
reference adapter answers with, so a generated expectation is exactly what the reference answers
over the protocol."""

from __future__ import annotations

import random
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Generic, Protocol, TypeVar

from conformance.case.build import action_slug, make_case, slugify
from conformance.case.checks import (
    UNSTATED,
    Check,
    FinalCheck,
    HandResultsCheck,
    LegalCheck,
    PerftCheck,
    RefusalCheck,
    TricksCheck,
)
from conformance.case.format import parse_case
from conformance.case.judge import judge_answer
from conformance.games import game
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar, arr, integer, obj, string, strings
from conformance.protocol.messages import Observe, Refused, Replay, Reply, Result
from conformance.protocol.reference import answer
from reference.actions import Action
from reference.cards import Card, format_card
from reference.dealing import Deal
from reference.errors import IllegalAction
from reference.games import HandLike, StateLike
from reference.jsonio import encode_deal
from reference.options_codec import options_to_dict
from reference.phases import Phase

LIST_LIMIT = 60  # legal sets and perft divides larger than this are stated by their count only


def request(game: str, options: Mapping[str, JSONScalar], dealer: int, deals: Sequence[object], actions: Sequence[str],
            observe: Sequence[Observe], seats: Sequence[int | None] | None = None) -> Replay:
    """The protocol's ``replay`` request (PROTOCOL.md) for a generated case."""
    return Replay(0, "generator", game, dict(options), dealer, tuple(deals), tuple(actions), tuple(observe),
                  None if seats is None else tuple(seats))


def expect_from(observe: Sequence[Observe], reply: Reply, limit: int = LIST_LIMIT) -> list[Check]:
    """Turn the reference's observations into checks (its answer *is* the expectation); legal
    sets and divides longer than ``limit`` are stated by their count only."""
    if not isinstance(reply, Result):
        raise RuntimeError(f"the reference did not replay a generated case: {reply}")
    out: list[Check] = []
    for o, seen in zip(observe, reply.observations):
        if o.kind is LegalCheck:
            s = obj(seen, "legal")
            listed = arr(s["actions"], "actions")
            assert o.after is not None
            to_act = s["to_act"]
            out.append(LegalCheck(o.after, to_act if isinstance(to_act, int) else None, string(s["phase"], "phase"),
                                  tuple(strings(listed, "actions")) if len(listed) <= limit else UNSTATED))
        elif o.kind is PerftCheck:
            s = obj(seen, "perft")
            divide = obj(s["divide"], "divide")
            assert o.after is not None and o.depth is not None
            out.append(PerftCheck(o.after, o.depth, integer(s["count"], "count"),
                                  {k: integer(v, k) for k, v in divide.items()} if len(divide) <= limit else UNSTATED))
        else:
            out.append(o.kind.read({"kind": o.kind.kind, **_answer_fields(o.kind, seen)}, "observation", 0))
    return out


def _answer_fields(kind: type[Check], seen: object) -> dict[str, object]:
    """An observation of the reference as the fields of the check that expects it."""
    if kind is FinalCheck:
        return obj(seen, "final")
    return {kind.fields[0]: seen}  # tricks, results: the observation is the check's one field


def observed(replay_request: Replay, limit: int = LIST_LIMIT) -> list[Check]:
    """The reference's answer to ``replay_request`` as the checks that expect it."""
    return expect_from(replay_request.observe, answer(replay_request), limit)


def observe_all(legal_at: Sequence[int]) -> list[Observe]:
    """Legal sets at the given positions, then the tricks, the hand results and the final state."""
    return [Observe(LegalCheck, k) for k in legal_at] + [Observe(TricksCheck), Observe(HandResultsCheck), Observe(FinalCheck)]


def differs(case: CaseDict, alt: Mapping[str, JSONScalar]) -> bool:
    """Whether replaying ``case`` under the options ``alt`` fails one of its checks."""
    parsed = parse_case(case)
    reply = answer(replace(parsed.request(0), options=dict(alt)))
    if isinstance(reply, (Result, Refused)):
        return bool(judge_answer(parsed, reply))
    return True


def refused_as(replay_request: Replay, index: int, code: str) -> bool:
    """Whether the reference refuses ``actions[index]`` of the request with ``code``, accepting the rest."""
    return answer(replay_request) == Refused(replay_request.seq, index, code)


def label(options: Mapping[str, JSONScalar], base: Mapping[str, JSONScalar], preset: str) -> str:
    """The preset and the options that differ from it, for descriptions."""
    diff = [f"{k} {str(v).lower() if isinstance(v, bool) else v}" for k, v in options.items() if base.get(k) != v]
    return ", ".join([preset, *diff])


def playout_label(game_name: str, p: GamePlayout[O, S]) -> str:
    """``label`` of a playout's options against its preset's (from the game's record)."""
    return label(p.options_json, game(game_name).presets[p.preset], p.preset)


# ---------------------------------------------------------------------------- playouts


class Table(StateLike, Protocol):
    """What a playout needs of a game's state: what every game's state offers (the three
    games' states all have it), and its dealer."""

    @property
    def dealer(self) -> int: ...


S = TypeVar("S", bound=Table)
O = TypeVar("O")
H = TypeVar("H")
P = TypeVar("P")
T = TypeVar("T", bound="Position")


def drive(state: S, deals: list[Deal], *, hands: int, steps: int, next_deal: Callable[[int], Deal],
          add_deal: Callable[[S, Deal], S], apply: Callable[[S, Action], S],
          choose: Callable[[S], Action]) -> tuple[list[S], list[str]]:
    """Play from ``state`` up to ``hands`` hands (or to the game's end), dealing each next hand
    with ``next_deal(dealer)`` (appended to ``deals``): the states after each action (``states[k]``
    after the first k actions) and the actions."""
    states = [state]
    actions: list[str] = []
    for _ in range(steps):
        if state.winner is not None:
            break
        if state.hand is None:
            if len(state.results) >= hands:
                break
            deal = next_deal(state.dealer)
            deals.append(deal)
            state = add_deal(state, deal)
            states[-1] = state
        action = choose(state)
        state = apply(state, action)
        actions.append(str(action))
        states.append(state)
    return states, actions


def deal_and_drive(begin: Callable[[list[Deal]], S], make_deal: Callable[[int, int], Deal], dealer: int, *,
                   hands: int, steps: int, add_deal: Callable[[S, Deal], S], apply: Callable[[S, Action], S],
                   choose: Callable[[S], Action]) -> tuple[list[Deal], list[S], list[str]]:
    """A game from its first deal to ``dealer`` (``begin(deals)`` is the new game), driven by
    ``drive``; ``make_deal(dealer, n)`` makes the game's ``n``-th deal. The deals, the states
    and the actions."""
    count = 0

    def next_deal(d: int) -> Deal:
        nonlocal count
        made = make_deal(d, count)
        count += 1
        return made

    deals = [next_deal(dealer)]
    states, actions = drive(begin(list(deals)), deals, hands=hands, steps=steps, next_deal=next_deal, add_deal=add_deal,
                            apply=apply, choose=choose)
    return deals, states, actions


@dataclass
class GamePlayout(Generic[O, S]):
    """A played game: its explicit deals, actions and the state after each action."""

    preset: str
    options: O
    seed: int
    policy: str
    deal_kind: str
    dealer: int
    deals: list[Deal]
    actions: list[str]
    states: list[S] = field(repr=False)

    @property
    def final(self) -> S:
        return self.states[-1]

    @property
    def deals_json(self) -> list[object]:
        return [encode_deal(d) for d in self.deals]

    @property
    def options_json(self) -> dict[str, JSONScalar]:
        return options_to_dict(self.options)


def playout_case(game: str, title: str, source: str, p: GamePlayout[O, S], options: Mapping[str, JSONScalar],
                 legal_at: Sequence[int], rules: Iterable[str], limit: int, *, area: str, slug: str, description: str,
                 tags: Sequence[str]) -> CaseDict:
    """The case of the playout ``p`` (made by ``play`` in ``source``): the legal set after each
    action of ``legal_at``, every trick, every hand result and the final state, as the reference
    observes them."""
    expect = observed(request(game, options, p.dealer, p.deals_json, p.actions, observe_all(legal_at)), limit)
    return make_case(
        game_name=game, area=area, slug=slug, description=f"{title}: {description}", preset=p.preset, options=options,
        dealer=p.dealer, deals=p.deals_json, actions=p.actions, expect=expect, rules=rules, tags=["generated", *tags],
        source=f"{source}: play(preset={p.preset!r}, seed={p.seed}, policy={p.policy!r}, deals={p.deal_kind!r})",
    )


def replay_under(new_game: Callable[[O, list[Deal], int], S], apply: Callable[[S, str], S], legal: Callable[[S], Sequence[Action]],
                 alt: O, deals: list[Deal], dealer: int, actions: Sequence[str], states: Sequence[S], legality: bool,
                 compare_at: Callable[[S], bool] = lambda s: True) -> S | None:
    """The final state of ``actions`` replayed under the options ``alt`` (a cheap engine-level
    screen for ``differs``); None when they cannot be replayed or, with ``legality``, a legal set
    where ``compare_at`` holds differs from the one in ``states``."""
    try:
        state = new_game(alt, deals, dealer)
        for k, action in enumerate(actions):
            if legality and compare_at(state) and {str(a) for a in legal(state)} != {str(a) for a in legal(states[k])}:
                return None
            state = apply(state, action)
    except (IllegalAction, ValueError):
        return None
    return state


class Outcome(Table, Protocol):
    """What ``outcome_differs`` compares of a final state: its results, its winner and the tricks
    of its hands."""

    @property
    def hand(self) -> InPlay | None: ...
    @property
    def last_hand(self) -> InPlay | None: ...


def outcome_differs(mine: Outcome, theirs: Outcome | None) -> bool:
    """Whether a replay under other options (``theirs``, None when it could not be replayed) ends
    otherwise than ``mine``: other hand results, another winner, or other tricks in the hand in
    progress or the last one."""
    if theirs is None or mine.results != theirs.results or mine.winner != theirs.winner:
        return True
    return any(
        (a is None) != (b is None) or (a is not None and b is not None and a.tricks != b.tricks)
        for a, b in ((mine.hand, theirs.hand), (mine.last_hand, theirs.last_hand))
    )


# ---------------------------------------------------------------------------- refusals


@dataclass(frozen=True)
class Bad:
    """An action that breaks exactly one rule, the code it is refused with and the seat it is
    stated for (None: the seat to act)."""

    action: str
    code: str
    seat: int | None = None


def follow_probes(held: Sequence[Card], missing: Sequence[Card], lawful: Container[Card], led: object,
                  suit: Callable[[Card], object], refused: bool = True) -> tuple[list[Bad], list[Card]]:
    """At a trick in progress led in ``led`` (``suit`` gives a card's suit): E_MUST_FOLLOW_SUIT
    for a held card that does not follow when the hand can (if the options refuse it), and the
    cards not held that a play could name, of the suit led when the hand can follow."""
    follows = any(suit(c) == led for c in held)
    wrong = [c for c in held if c not in lawful] if follows and refused else []
    bad = [Bad(f"play {format_card(wrong[0])}", "E_MUST_FOLLOW_SUIT")] if wrong else []
    return bad, ([c for c in missing if suit(c) == led] if follows else list(missing))


def play_not_held(candidates: Sequence[Card]) -> list[Bad]:
    """E_CARD_NOT_IN_HAND for a play of the first of ``candidates`` (cards the seat to act does
    not hold that a play could name), if there is one."""
    return [Bad(f"play {format_card(candidates[0])}", "E_CARD_NOT_IN_HAND")] if candidates else []


def bad_actions_at(s: S, hand: H | None, seat: int | None, over: Sequence[Bad], between: Sequence[Bad],
                   in_hand: Callable[[S, H, int], list[Bad]]) -> list[Bad]:
    """The actions that break exactly one rule at ``s``: ``over`` once the game is won,
    ``between`` outside a hand (or with nobody to act), else those ``in_hand`` finds for the seat
    to act in the hand in progress."""
    if s.winner is not None:
        return list(over)
    if hand is None or seat is None:
        return list(between)
    return in_hand(s, hand, seat)


def refusal(game: str, apply: Callable[[S, str, int | None], object], state: S, bad: Bad, key: str,
            phase_rule: Mapping[Phase, str], options: Mapping[str, JSONScalar], dealer: int, deals: Sequence[object],
            done: Sequence[str], extra_rules: Iterable[str] = ()) -> tuple[set[str], list[str], list[int | None]]:
    """Check that the engine refuses ``bad`` at ``state`` (after the actions ``done``) with its
    code and that the replay primitive agrees: the rules the refusal case cites, its actions and
    its seats."""
    try:
        apply(state, bad.action, bad.seat)
    except IllegalAction as refused:
        if refused.code.value != bad.code:
            raise RuntimeError(f"{key}: expected {bad.code}, the reference says {refused.code.value} for {bad.action!r}") from None
        engine_rule = refused.rule
    else:
        raise RuntimeError(f"{key}: the reference accepts {bad.action!r}")
    rules = {engine_rule, "CD-8", *extra_rules}
    if bad.code == "E_WRONG_PHASE" and state.phase in phase_rule:
        rules.add(phase_rule[state.phase])
    if bad.code == "E_BAD_ACTION":
        rules.add("CD-4" if bad.action.startswith("play") and len(bad.action.split(" ")) == 2 else "CD-6")
    k = len(done)
    actions = [*done, bad.action]
    seats: list[int | None] = [None] * k
    seats.append(bad.seat)
    if not refused_as(request(game, options, dealer, deals, actions, [], seats), k, bad.code):
        raise RuntimeError(f"{key}: replay disagrees")
    return rules, actions, seats


def refusal_case(game: str, title: str | None, source: str, p: GamePlayout[O, S], k: int, bad: Bad, key: str,
                 apply: Callable[[S, str, int | None], object], phase_rule: Mapping[Phase, str], lbl: str,
                 slug_words: str, extra_rules: Iterable[str] = (), description: str | None = None) -> CaseDict:
    """The case of ``bad`` refused after the first ``k`` actions of ``p`` (``refusal``):
    ``slug_words`` name the plan in the slug, ``lbl`` in the description (after ``title: ``,
    unless ``title`` is None)."""
    s = p.states[k]
    options = p.options_json
    rules, actions, seats = refusal(game, apply, s, bad, key, phase_rule, options, p.dealer, p.deals_json,
                                    p.actions[:k], extra_rules)
    if bad.code == "E_BAD_ACTION" and key.startswith("notation"):
        # a malformed string is tried once per game: its text alone names the case
        slug = f"bad-action-{action_slug(bad.action)}"
    else:
        seat_slug = "" if bad.seat is None else f" for seat {bad.seat}"
        slug = slugify(f"{bad.code[2:]} {slug_words} seed {p.seed} at {k} {action_slug(bad.action)}{seat_slug}")
    where = "game over" if s.winner is not None else s.phase.value.replace("_", " ")
    seat = f" for seat {bad.seat}" if bad.seat is not None else ""
    return make_case(
        game_name=game, area="refusal", slug=slug,
        description=("" if title is None else f"{title}: ")
        + (description or f"{bad.code}: {bad.action!r}{seat} in {where} ({lbl}, {p.policy} play, seed {p.seed}, action {k})"),
        preset=p.preset, options=options, dealer=p.dealer, deals=p.deals_json, actions=actions,
        expect=[RefusalCheck(k, bad.code)], rules=rules,
        tags=["generated", "refusal", f"code:{bad.code}", f"phase:{where.replace(' ', '_')}"], seats=seats,
        source=f"{source}: refusal at {key}",
    )


def positions(states: Sequence[object], rng_key: str, n: int, first: Sequence[int] = ()) -> list[int]:
    """Where a plan looks for refusals: the last position, then ``first``, then ``n`` positions
    drawn (by a generator seeded with ``rng_key``) among the others."""
    drawn = list(range(len(states) - 1))
    random.Random(rng_key).shuffle(drawn)
    return [len(states) - 1, *first, *drawn[:n]]


@dataclass
class Refusals:
    """Refusal cases gathered per code (at most ``wanted`` each) and spread over plans and
    phases (at most ``per_spot`` per code, plan and phase)."""

    wanted: int = 4
    per_spot: int = 1
    found: dict[str, list[CaseDict]] = field(default_factory=dict)
    spots: dict[str, int] = field(default_factory=dict)

    def gather(self, states: Sequence[T], points: Iterable[int], plan: int, seed: int,
               bad_actions: Callable[[T], list[Bad]], make: Callable[[int, Bad, str], CaseDict],
               code_key: Callable[[Bad], str] = lambda bad: bad.code) -> None:
        """A case (``make(k, bad, key)``) for each bad action at each of ``points`` while its
        code and spot have room."""
        for k in points:
            s = states[k]
            for bad in bad_actions(s):
                code = code_key(bad)
                bucket = self.found.setdefault(code, [])
                spot = f"{code}/{plan}/{s.phase.value}"
                if len(bucket) >= self.wanted or self.spots.get(spot, 0) >= self.per_spot:
                    continue
                self.spots[spot] = self.spots.get(spot, 0) + 1
                bucket.append(make(k, bad, f"plan {plan}, seed {seed}, action {k}"))

    def add(self, code: str, case: CaseDict) -> None:
        self.found.setdefault(code, []).append(case)

    def cases(self) -> list[CaseDict]:
        return [c for code in sorted(self.found) for c in self.found[code]]


def first_telling(seeds: Iterable[int], play: Callable[[int], P], screen: Callable[[P], bool],
                  case_of: Callable[[P], CaseDict], alt: Mapping[str, JSONScalar], failure: str) -> CaseDict:
    """The case of the first seed's playout that passes the cheap ``screen`` and that the
    options ``alt`` replay differently (``differs``): a case that tells two readings apart.
    RuntimeError(``failure``) when no seed gives one."""
    for seed in seeds:
        p = play(seed)
        if not screen(p):
            continue
        case = case_of(p)
        if differs(case, alt):
            return case
    raise RuntimeError(failure)


@dataclass(frozen=True)
class Reading:
    """An option value whose outcome a generator tells apart from the default's
    (``reading_cases``): played with ``policy`` from ``deal_kind`` deals, ``hands`` hands,
    under the options ``base``; with ``legality`` the legal sets are compared too."""

    option: str
    value: JSONScalar
    policy: str = "random"
    deal_kind: str = "seeded"
    hands: int = 1
    base: tuple[tuple[str, JSONScalar], ...] = ()
    legality: bool = False


# search(under the value?, what to call the search in an error, slug, description, tags)
ReadingSearch = Callable[[bool, str, str, str, list[str]], CaseDict]


def reading_cases(option: str, value: JSONScalar, default: JSONScalar, what: str, search: ReadingSearch,
                  where: str = "", contrast: bool = True) -> list[CaseDict]:
    """The cases of one option reading: ``what`` (a hand, a round) played under ``option``
    ``value`` whose outcome the default replays differently, and (with ``contrast``) a default
    one that ``value`` replays differently. ``where`` names the other options both are under."""
    v, d = text(value), text(default)
    name = f"{option}={v}"
    at = f", {where}" if where else ""
    out = [search(True, name, slugify(f"{option} {v} {where}"), f"{option} {v}{at}: {what} whose outcome differs under {option} {d}",
                  ["option-reading", f"reading:{name}"])]
    if contrast:
        out.append(search(False, f"the default against {name}", slugify(f"default vs {option} {v} {where}"),
                          f"Default {option} {d}{at}: {what} whose outcome differs under {option} {v}",
                          ["option-contrast", f"contrast:{name}"]))
    return out


def text(value: JSONScalar) -> str:
    """An option value as descriptions and slugs write it (``true``, not ``True``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


# ---------------------------------------------------------------------------- positions


class InPlay(HandLike, Protocol):
    """A hand: its completed tricks (``HandLike``) and the cards of the trick in progress."""

    @property
    def trick(self) -> Sequence[object]: ...


class Position(Protocol):
    @property
    def phase(self) -> Phase: ...
    @property
    def hand(self) -> InPlay | None: ...


def steps_in_hands(states: Sequence[T], actions: Sequence[str], upto: int | None = None) -> Iterator[tuple[int, T, str]]:
    """Each action of the first ``upto`` (default: all) played in a hand, with its index and
    the state it was played in."""
    for k in range(len(actions) if upto is None else upto):
        if states[k].hand is not None:
            yield k, states[k], actions[k]
