"""What the three games' perft modules share: a perft plan (a playout and the position in it to
count from), the positions a plan names (``start``, ``first``, ``tricks_left``) and the loop that
turns plans into perft cases, the counts coming from the reference through the replay primitive."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from conformance.case.build import make_case
from conformance.case.checks import Check, LegalCheck, PerftCheck
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.protocol.messages import Observe
from conformance.sources.generated.common import LIST_LIMIT, GamePlayout, InPlay, Table, observed, request
from reference.cards import Card
from reference.phases import Phase


class Leading(InPlay, Protocol):
    @property
    def hands(self) -> Sequence[Sequence[Card]]: ...
    @property
    def leader(self) -> int: ...


class Point(Table, Protocol):
    @property
    def hand(self) -> Leading | None: ...


class Played(Protocol):
    """What a plan's position needs of a playout."""

    @property
    def states(self) -> Sequence[Point]: ...


O = TypeVar("O")
S = TypeVar("S", bound=Point)


def start(p: Played) -> int:
    return 0


def first(phase: Phase) -> Callable[[Played], int]:
    """The position of the first state in ``phase``."""
    def at(p: Played) -> int:
        return next(k for k, s in enumerate(p.states) if s.phase is phase)
    return at


def tricks_left(n: int) -> Callable[[Played], int]:
    """The first position in play, between tricks, where the leader holds ``n`` cards: ``n``
    tricks left to play in the hand."""
    def at(p: Played) -> int:
        for k, s in enumerate(p.states):
            h = s.hand
            if h is not None and s.phase is Phase.PLAY and not h.trick and len(h.hands[h.leader]) == n:
                return k
        raise RuntimeError("no such position")
    return at


@dataclass(frozen=True)
class PerftPlan(Generic[O]):
    """A perft case to make: a playout of ``hands`` hands (``seed``, ``policy``, deals of
    ``deal_kind``) under ``options``, counted to ``depth`` from the position ``at`` names."""

    slug: str
    description: str
    preset: str
    options: O
    seed: int
    at: Callable[[Played], int]  # the position, as a number of actions
    depth: int
    policy: str = "random"
    hands: int = 1
    deal_kind: str = "seeded"


def _no_option_rules(options: object, phase: Phase) -> tuple[str, ...]:
    return ()


@dataclass(frozen=True)
class PerftRules(Generic[O]):
    """The rules a game's perft case cites: the rule of the phase counted from (``phase``), the
    ``always`` rules (CD-6, the deal), those of that phase's legal moves (``at_phase``), the
    presets' rule for a plan off the standard game, and those ``of_options`` names."""

    phase: Mapping[Phase, str]
    always: tuple[str, ...]
    at_phase: Mapping[Phase, tuple[str, ...]]
    presets: str
    of_options: Callable[[O, Phase], Iterable[str]] = _no_option_rules

    def of(self, plan: PerftPlan[O], phase: Phase) -> set[str]:
        rules = {self.phase[phase], *self.always, *self.at_phase.get(phase, ()), *self.of_options(plan.options, phase)}
        if plan.preset != "standard":
            rules.add(self.presets)
        return rules


def perft_cases(game: str, source: str, title: str, plans: Iterable[PerftPlan[O]], play: Callable[[PerftPlan[O]], GamePlayout[O, S]],
                rules: PerftRules[O], limit: int = LIST_LIMIT) -> list[CaseDict]:
    """The perft case of each plan (``play`` plays its playout out), described as ``title:
    description``."""
    out: list[CaseDict] = []
    for plan in plans:
        p = play(plan)
        k = plan.at(p)
        phase = p.states[k].phase
        out.append(perft_case(game, source, plan.slug, f"{title}: {plan.description}", plan.preset, p.options_json, p.dealer,
                              p.deals_json, p.actions[:k], plan.depth, phase, rules.of(plan, phase), limit))
    return out


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
                 depth: int, limit: int = LIST_LIMIT) -> list[Check]:
    """The legal set and the perft of ``depth`` after ``actions``, as the reference answers them."""
    k = len(actions)
    return observed(request(game, options, dealer, deals, actions, [Observe(LegalCheck, k), Observe(PerftCheck, k, depth)]), limit)
