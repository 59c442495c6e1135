"""Pieces the three games' generators share: the replay request for a generated case, turning
the reference's observations into checks, the test whether a case tells two option values apart,
the playout loop, the refusal check and the perft position helpers. Everything goes through the replay primitive (conformance.replay), the code
the reference adapter answers with, so a generated expectation is exactly what the reference
answers over the protocol.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from conformance.casebuild import action_slug, make_case, slugify
from conformance.compare import judge_refused, judge_result
from conformance.jsonutil import JSONScalar, arr, obj
from conformance.model import parse_case
from conformance.registry import CaseDict
from conformance.replay import replay
from reference.actions import Action
from reference.dealing import Deal
from reference.errors import IllegalAction
from reference.jsonio import encode_deal
from reference.phases import Phase

LIST_LIMIT = 60  # legal sets and perft divides larger than this are stated by their count only


def request(game: str, options: Mapping[str, JSONScalar], dealer: int, deals: Sequence[object], actions: Sequence[str],
            observe: list[dict[str, object]], seats: Sequence[int | None] | None = None) -> dict[str, object]:
    """A protocol ``replay`` message (PROTOCOL.md) for a generated case."""
    msg: dict[str, object] = {
        "type": "replay", "seq": 0, "case": "generator", "game": game, "options": dict(options), "dealer": dealer,
        "deals": list(deals), "actions": list(actions), "observe": observe,
    }
    if seats is not None:
        msg["seats"] = list(seats)
    return msg


def expect_from(observe: list[dict[str, object]], reply: dict[str, object], limit: int = LIST_LIMIT) -> list[dict[str, object]]:
    """Turn the reference's observations into checks (its answer *is* the expectation); legal
    sets and divides longer than ``limit`` are stated by their count only."""
    if reply.get("type") != "result":
        raise RuntimeError(f"the reference did not replay a generated case: {reply}")
    out: list[dict[str, object]] = []
    for o, seen in zip(observe, arr(reply["observations"], "observations")):
        kind = o["kind"]
        check: dict[str, object]
        if kind == "legal":
            s = obj(seen, "legal")
            check = {"kind": "legal", "after": o["after"], "to_act": s["to_act"], "phase": s["phase"]}
            if len(arr(s["actions"], "actions")) <= limit:
                check["actions"] = s["actions"]
            out.append(check)
        elif kind == "perft":
            s = obj(seen, "perft")
            check = {"kind": "perft", "after": o["after"], "depth": o["depth"], "count": s["count"]}
            if len(obj(s["divide"], "divide")) <= limit:
                check["divide"] = s["divide"]
            out.append(check)
        elif kind == "tricks":
            out.append({"kind": "tricks", "tricks": seen})
        elif kind == "hand_results":
            out.append({"kind": "hand_results", "results": seen})
        elif kind == "final":
            out.append({"kind": "final", **obj(seen, "final")})
    return out


def observe_all(legal_at: Sequence[int]) -> list[dict[str, object]]:
    """Legal sets at the given positions, then the tricks, the hand results and the final state."""
    observe: list[dict[str, object]] = [{"kind": "legal", "after": k} for k in legal_at]
    return observe + [{"kind": "tricks"}, {"kind": "hand_results"}, {"kind": "final"}]


def differs(case: CaseDict, alt: Mapping[str, JSONScalar]) -> bool:
    """Whether replaying ``case`` under the options ``alt`` fails one of its checks."""
    parsed = parse_case(case)
    msg = parsed.request(0)
    msg["options"] = dict(alt)
    reply = replay(msg)
    if reply["type"] == "result":
        return judge_result(parsed, reply["observations"]) is not None
    if reply["type"] == "refused":
        return judge_refused(parsed, reply["index"], reply["code"]) is not None
    return True


def refused_as(msg: dict[str, object], index: int, code: str) -> bool:
    """Whether the reference refuses ``actions[index]`` of ``msg`` with ``code``, accepting the rest."""
    return replay(msg) == {"type": "refused", "seq": msg["seq"], "index": index, "code": code}


def label(options: Mapping[str, JSONScalar], base: Mapping[str, JSONScalar], preset: str) -> str:
    """The preset and the options that differ from it, for descriptions."""
    diff = [f"{k} {str(v).lower() if isinstance(v, bool) else v}" for k, v in options.items() if base.get(k) != v]
    return ", ".join([preset, *diff])


# ---------------------------------------------------------------------------- playouts


class Table(Protocol):
    """What a playout needs of a game's state (the three games' states all have it)."""

    @property
    def winner(self) -> int | None: ...
    @property
    def hand(self) -> object | None: ...
    @property
    def results(self) -> Sequence[object]: ...
    @property
    def dealer(self) -> int: ...
    @property
    def phase(self) -> Phase: ...


S = TypeVar("S", bound=Table)
O = TypeVar("O")


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


@dataclass
class GamePlayout(Generic[O, S]):
    """A played game (Four Point, Smoorverliefd): its explicit deals, actions and the state after
    each action."""

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


# ---------------------------------------------------------------------------- refusals


@dataclass(frozen=True)
class Bad:
    """An action that breaks exactly one rule, the code it is refused with and the seat it is
    stated for (None: the seat to act)."""

    action: str
    code: str
    seat: int | None = None


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


def refusal_case(game: str, title: str, source: str, p: GamePlayout[O, S], k: int, bad: Bad, key: str,
                 apply: Callable[[S, str, int | None], object], phase_rule: Mapping[Phase, str],
                 options: Mapping[str, JSONScalar], lbl: str, slug_words: str, extra_rules: Iterable[str] = (),
                 description: str | None = None) -> CaseDict:
    """The case of ``bad`` refused after the first ``k`` actions of ``p`` (``refusal``):
    ``slug_words`` name the plan in the slug, ``lbl`` in the description."""
    s = p.states[k]
    rules, actions, seats = refusal(game, apply, s, bad, key, phase_rule, options, p.dealer, p.deals_json,
                                    p.actions[:k], extra_rules)
    if bad.code == "E_BAD_ACTION":
        slug = f"bad-action-{action_slug(bad.action)}"
    else:
        seat_slug = "" if bad.seat is None else f" for seat {bad.seat}"
        slug = slugify(f"{bad.code[2:]} {slug_words} seed {p.seed} at {k} {action_slug(bad.action)}{seat_slug}")
    where = "game over" if s.winner is not None else s.phase.value.replace("_", " ")
    seat = f" for seat {bad.seat}" if bad.seat is not None else ""
    return make_case(
        game_name=game, area="refusal", slug=slug,
        description=f"{title}: " + (description or f"{bad.code}: {bad.action!r}{seat} in {where} ({lbl}, {p.policy} play, seed {p.seed}, action {k})"),
        preset=p.preset, options=options, dealer=p.dealer, deals=p.deals_json, actions=actions,
        expect=[{"kind": "refusal", "index": k, "code": bad.code}], rules=rules,
        tags=["generated", "refusal", f"code:{bad.code}", f"phase:{where.replace(' ', '_')}"], seats=seats,
        source=f"{source}: refusal at {key}",
    )


def text(value: JSONScalar) -> str:
    """An option value as descriptions and slugs write it (``true``, not ``True``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


# ---------------------------------------------------------------------------- perft


class InPlay(Protocol):
    @property
    def trick(self) -> Sequence[object]: ...  # the cards of the trick in progress
    @property
    def tricks(self) -> Sequence[object]: ...  # the completed tricks of the hand


class Position(Protocol):
    @property
    def phase(self) -> Phase: ...
    @property
    def hand(self) -> InPlay | None: ...


class Played(Protocol):
    @property
    def states(self) -> Sequence[Position]: ...


def start(p: Played) -> int:
    return 0


def first(phase: Phase) -> Callable[[Played], int]:
    """The position of the first state in ``phase``."""
    def at(p: Played) -> int:
        return next(k for k, s in enumerate(p.states) if s.phase is phase)
    return at


def tricks_left(n: int) -> Callable[[Played], int]:
    """The first position of the first hand of six tricks with ``n`` tricks left to play."""
    def at(p: Played) -> int:
        for k, s in enumerate(p.states):
            h = s.hand
            if h is not None and s.phase is Phase.PLAY and not h.trick and len(h.tricks) == 6 - n:
                return k
        raise RuntimeError("no such position")
    return at


def perft_case(game: str, source: str, slug: str, description: str, preset: str, options: Mapping[str, JSONScalar],
               dealer: int, deals: Sequence[object], actions: Sequence[str], depth: int, phase: Phase, rules: Iterable[str],
               limit: int = LIST_LIMIT) -> CaseDict:
    """A perft case: the legal set and the perft of ``depth`` after ``actions`` (in ``phase``)."""
    return make_case(
        game_name=game, area="perft", slug=slug, description=description, preset=preset, options=options, dealer=dealer,
        deals=deals, actions=actions, expect=perft_expect(game, options, dealer, deals, actions, depth, limit), rules=rules,
        tags=["generated", "perft", f"phase:{phase.value}"], source=f"{source}: perft plan {slug!r}",
    )


def perft_expect(game: str, options: Mapping[str, JSONScalar], dealer: int, deals: Sequence[object], actions: Sequence[str],
                 depth: int, limit: int = LIST_LIMIT) -> list[dict[str, object]]:
    """The legal set and the perft of ``depth`` after ``actions``, as the reference answers them."""
    k = len(actions)
    observe: list[dict[str, object]] = [{"kind": "legal", "after": k}, {"kind": "perft", "after": k, "depth": depth}]
    return expect_from(observe, replay(request(game, options, dealer, deals, actions, observe)), limit)
