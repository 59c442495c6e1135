"""Cases searched for a wrong implementation that no case of a configuration tells apart.

The fuzzer's own search and shrinking run in this process with the surviving mutant as the
implementation under test: Hypothesis draws games under exactly the configuration (its deals,
play and refusal probes), the reference computes every expectation, and a game is a find when the
mutant fails one of its cases. The smallest failing case found is kept, renamed into the area
``targeted`` and checked to pass the unmutated reference. A game-end mutant's search is steered
(Hypothesis's targeted search) toward games that end, with several sides at the target and close
scores, which random play to 21 or 52 rarely reaches. Deterministic: a seed and an example count,
never a clock.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import cast

from conformance.case.format import Case, parse_case
from conformance.case.verdict import Outcome
from conformance.fuzz.cases import focused_case
from conformance.fuzz.search import Search
from conformance.fuzz.space import NoConfiguration, Scenario, option_space
from conformance.games import game
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.mutants import MUTANTS
from conformance.protocol.reference import reference_failure
from conformance.sources.generated.climb import Climb, Hand, climb, finishes, opening, rules_of
from conformance.sources.generated.configured import GAME_HANDS, Playout, fitted, game_kit
from conformance.suite.declaration import configuration_digest, read_declaration
from conformance.suite.discrimination import mutant_applied
from reference.errors import TrickrefError

AREA = "targeted"
EXAMPLES = 40  # games drawn per mutant and configuration before the search gives up
SEEDS = 30  # seeded playouts screened per mutant and configuration
# Cases the fuzzer's search finds (a mutant no seeded playout tells apart) are shrunk this many
# evaluated steps. Each step costs several Hypothesis attempts (about 1,000 playouts for 150
# steps: most candidates run out of choices mid-deal), and past 50 steps the Smoorverliefd,
# Smear and Four Point declarations measured got the same cases, except two one-action cases
# whose deal was still moved toward deck order: a cold Smoorverliefd build took 1.26x and 1.51x
# less CPU at 50 than at 150 in two rounds (benchmarks/RESULTS.md, "Shrink budget of the
# targeted search").
SHRINK_STEPS = 50
CLIMBS = 6  # rigged-deal climbs to the edge of the target per configuration (game-end mutants)
FINISHES = 500  # last hands tried from the end of each climb
EXTENSIONS = 2  # climbs carried one hand on past the target, per climb
DEPTH = 2  # how many times a climb is carried on (breadth first: every climb once before any twice)
FIRST_HANDS = 300  # seeded first hands screened for a mutant no playout tells apart
RARE_HANDS = 400  # hands from adversarial deals screened after them
GAME_END = re.compile(r"^(SM-9|FP-9|SV-5)(\.|$)")


def game_end_steer(sc: Scenario) -> float:
    """Higher for games nearer an end worth checking: over, several sides at the target, close."""
    final = sc.final
    if not isinstance(final, dict):
        return 0.0
    scores = [s for s in final.get("scores", []) if isinstance(s, int)] if isinstance(final.get("scores"), list) else []
    target = sc.options.get("target")
    if not scores or not isinstance(target, int) or target <= 0:
        return 0.0
    top = sorted(scores, reverse=True)
    at_target = sum(1 for s in scores if s >= target)
    gap = (top[0] - top[1]) / target if len(top) > 1 else 1.0
    return 3.0 * (final.get("winner") is not None) + 2.0 * at_target + sum(min(s, target) for s in scores) / target - gap


def steer_for(mutant: str) -> Callable[[Scenario], float] | None:
    return game_end_steer if any(GAME_END.match(r) for r in MUTANTS[mutant].rules) else None


@dataclass
class Pool:
    """Seeded playouts of one configuration, made once and screened for every surviving mutant:
    whole games (the game-end rules) and single hands, over the generator's play policies."""

    game: str
    configuration: Mapping[str, JSONScalar]
    size: int = SEEDS
    playouts: list[tuple[Playout, str, int, object]] = field(default_factory=list)
    climbs: Climbs | None = None
    openings: list[tuple[Climb, Lasts]] | None = None
    adversarial: list[tuple[Playout, str, int, object]] | None = None

    def fill(self) -> None:
        if self.playouts:
            return
        kit = fitted(game_kit(self.game), self.configuration)
        typed = kit.options_from(self.configuration)
        for i in range(self.size):
            policy = kit.policies[i % len(kit.policies)]
            seed = 9000 + i
            p = kit.play(typed, seed, policy, GAME_HANDS if i % 2 == 0 else 1)
            self.playouts.append((p, policy, seed, _observed(self.game, self.configuration, p)))

    def telling(self, mutant: str) -> CaseDict | None:
        """The first playout whose outcome the mutant changes, as a case it fails."""
        self.fill()
        return self._first_caught(mutant, self.playouts)

    def rare(self, mutant: str) -> CaseDict | None:
        """The same over ``RARE_HANDS`` hands from the game's adversarial deals (a suit nobody
        holds, a long suit, a sweep: configured.ADVERSARIAL), where the rarest hand results are."""
        if self.adversarial is None:
            kit = fitted(game_kit(self.game), self.configuration)
            typed = kit.options_from(self.configuration)
            made = [(kit.adversarial(typed, 7000 + i), 7000 + i) for i in range(RARE_HANDS)]
            self.adversarial = [(p, "adversarial", seed, _observed(self.game, self.configuration, p)) for p, seed in made if p is not None]
        return self._first_caught(mutant, self.adversarial)

    def _first_caught(self, mutant: str, playouts: list[tuple[Playout, str, int, object]]) -> CaseDict | None:
        kit = fitted(game_kit(self.game), self.configuration)
        # Only the first three changed playouts are ever checked, so the replay under the mutant
        # stops at the third: the same three as replaying all of them, at a fraction of the cost
        # for a mutant that changes most games.
        changed: list[tuple[Playout, str, int, object]] = []
        with mutant_applied(mutant):
            for entry in playouts:
                if _observed(self.game, self.configuration, entry[0]) != entry[3]:
                    changed.append(entry)
                    if len(changed) == 3:
                        break
        for p, policy, seed, _ in changed:
            case = kit.playout_case(p, f"{policy}-seed-{seed}", f"{policy} play, seed {seed}", ["declared"])
            if _tells(case, mutant):
                return _renamed(case, mutant, self.configuration)
        return None

    def climbed(self, mutant: str) -> CaseDict | None:
        """A climbed game (conformance/sources/generated/climb.py) whose last hand the mutant ends
        differently, as a case it fails."""
        if self.climbs is None:
            self.climbs = Climbs(self.game, self.configuration)
        return self._screened(mutant, self.climbs, "climb", "a game climbed to the target in {hands} hands, climb {seed}")

    def first_hands(self, mutant: str) -> CaseDict | None:
        """One of ``FIRST_HANDS`` seeded first hands that the mutant ends differently, as a case it
        fails: the rare hands (a Game tie, a category nobody wins) a few playouts miss."""
        if self.openings is None:
            kit = fitted(game_kit(self.game), self.configuration)
            c = opening(self.game, kit.options_from(self.configuration), self.configuration, 0)
            self.openings = [(c, Lasts(c, 0, FIRST_HANDS))]
        return self._screened(mutant, self.openings, "hand", "one of {count} seeded first hands, seed {seed}")

    def _screened(self, mutant: str, climbs: Iterable[tuple[Climb, Lasts]], slug: str, what: str) -> CaseDict | None:
        """The first last hand of ``climbs`` that the mutant ends differently (replayed under it
        from the climb's end: a screen), checked as a whole case that it fails and the reference
        passes. The hands are played by the reference a chunk at a time, only as far as the screen
        gets (a mutant told apart by the first climb never waits for the other climbs' hands)."""
        rules = rules_of(self.game)
        kit = fitted(game_kit(self.game), self.configuration)
        for seed, (c, lasts) in enumerate(climbs):
            telling: list[Hand] = []
            done = 0
            while len(telling) < 3 and lasts.reach(done + SCREEN_CHUNK) > done:
                chunk = lasts.hands[done:done + SCREEN_CHUNK]
                done += len(chunk)
                with mutant_applied(mutant):
                    for h in chunk:
                        try:
                            s = rules.add_deal(c.end, h.deal)
                            for action in h.actions:
                                s = rules.apply(s, action)
                            same = (s.winner, tuple(s.scores), s.results[-1:]) == (h.end.winner, tuple(h.end.scores), h.end.results[-1:])
                        except TrickrefError:
                            same = False
                        if not same:
                            telling.append(h)
                            if len(telling) >= 3:
                                break
            for n, h in enumerate(telling):
                p = c.playout(h, seed)
                described = what.format(hands=len(c.hands) + 1, seed=seed, count=lasts.count)
                case = kit.playout_case(cast(Playout, p), f"{slug}-{seed}-{n}", described, ["declared", slug])
                if _tells(case, mutant):
                    return _renamed(case, mutant, self.configuration)
        return None


SCREEN_CHUNK = 50  # last hands played by the reference before a screen under the mutant looks at them


class Lasts:
    """The ``count`` last hands of ``finishes(climb, seed, count)``, played only as far as asked
    (always by the reference: never call ``reach`` with a mutant applied) and kept."""

    def __init__(self, c: Climb, seed: int, count: int) -> None:
        self.count = count
        self.hands: list[Hand] = []
        self._more: Iterator[Hand] = finishes(c, seed, count)

    def reach(self, n: int) -> int:
        """Play on until ``n`` hands are held (or all ``count``); how many are held."""
        while len(self.hands) < n:
            h = next(self._more, None)
            if h is None:
                break
            self.hands.append(h)
        return len(self.hands)

    def all(self) -> list[Hand]:
        self.reach(self.count)
        return self.hands


def _carried_on(c: Climb, lasts: Lasts, target: JSONScalar) -> list[Climb]:
    """The climb carried one hand on, by each of its ``EXTENSIONS`` last hands after which the
    game goes on with a side past the target (a tie at the top): the rules of a game already past
    the target need one more hand; the furthest past it first, so a set pitcher can stay at the
    target."""
    if not isinstance(target, int):
        return []
    on = sorted((h for h in lasts.all() if h.end.winner is None and h.end.hand is None and max(h.end.scores) >= target),
                key=lambda h: -max(h.end.scores))
    return [Climb(c.game, c.options, c.dealer, c.start, [*c.hands, h]) for h in on[:EXTENSIONS]]


class Climbs:
    """The climbs of one configuration in their screening order (each of ``CLIMBS`` seeded climbs
    that gets there, then its ``EXTENSIONS`` carried one hand on past the target; after all of
    them, those carried on again, ``DEPTH`` levels in all), each climb and its last hands made by
    the reference only when a screen first reaches it, and kept: a mutant told apart early costs
    only the hands screened so far, and what each screen sees is the same as if all were made first."""

    def __init__(self, game_name: str, configuration: Mapping[str, JSONScalar]) -> None:
        self.game = game_name
        self.configuration = configuration
        self.made: list[tuple[Climb, Lasts]] = []
        self._more: Iterator[tuple[Climb, Lasts]] = self._make()

    def _make(self) -> Iterator[tuple[Climb, Lasts]]:
        kit = fitted(game_kit(self.game), self.configuration)
        typed = kit.options_from(self.configuration)
        target = self.configuration.get("target")
        near = max(2, min(4, target // 8)) if isinstance(target, int) else 0
        level: list[tuple[Climb, Lasts, int]] = []
        for seed in range(CLIMBS):
            c = climb(self.game, typed, self.configuration, seed, near)
            if c is None:
                continue
            lasts = Lasts(c, seed, FINISHES)
            yield c, lasts
            for longer in _carried_on(c, lasts, target):
                level.append((longer, Lasts(longer, seed, FINISHES), seed))
                yield level[-1][:2]
        # then each of those carried on once more, after every climb of the level above (so a
        # deeper climb never comes before, or renumbers, a shallower one): a side two hands past
        # the target, far enough past it to stay there when set back as pitcher (SM-9.2 with
        # three sides, where one tie at the top seldom leaves a side a whole bid past the target)
        for _ in range(DEPTH - 1):
            deeper: list[tuple[Climb, Lasts, int]] = []
            for c, lasts, seed in level:
                for longer in _carried_on(c, lasts, target):
                    deeper.append((longer, Lasts(longer, seed, FINISHES), seed))
                    yield deeper[-1][:2]
            level = deeper

    def __iter__(self) -> Iterator[tuple[Climb, Lasts]]:
        k = 0
        while True:
            if k == len(self.made):
                entry = next(self._more, None)
                if entry is None:
                    return
                self.made.append(entry)
            yield self.made[k]
            k += 1


def search(mutant: str, game_name: str, configuration: Mapping[str, JSONScalar], *, examples: int = EXAMPLES,
           seed: int = 0, pool: Pool | None = None) -> CaseDict | None:
    """A case of ``configuration`` that the mutant fails and the reference passes, or None:
    first the seeded playouts of ``pool`` (made once per configuration), screened by replaying
    each under the mutant; then, unless it is a game-end mutant (whole games are the pool's
    part), the fuzzer's search over ``examples`` drawn games and refusal probes."""
    pool = pool or Pool(game_name, configuration)
    found = pool.telling(mutant)
    if found is None and steer_for(mutant) is not None:
        found = pool.climbed(mutant)
    if found is None and steer_for(mutant) is None:
        found = pool.first_hands(mutant)
    if found is None and steer_for(mutant) is None:
        found = pool.rare(mutant)
    if found is None and steer_for(mutant) is None:
        found = searched(mutant, game_name, configuration, examples, seed)
    return found


def _observed(game_name: str, configuration: Mapping[str, JSONScalar], p: Playout) -> object:
    """What a playout ends with under the engine as it is now: each action accepted or the
    first refused, the tricks, the hand results and the winner (None: refused)."""
    support = game(game_name)
    match = support.start(dict(configuration), [support.decode_deal(d, "deal") for d in p.deals_json], p.dealer, None)
    try:
        for action in p.actions:
            match = match.play(action)
    except TrickrefError as exc:
        return ("refused", str(exc))
    return (match.tricks(), match.hand_results(), match.winner())


def searched(mutant: str, game_name: str, configuration: Mapping[str, JSONScalar], examples: int, seed: int) -> CaseDict | None:
    """The fuzzer's search under exactly ``configuration`` with the mutant as the implementation."""
    decl = read_declaration(game_name, {k: [v] for k, v in configuration.items()})
    try:
        space = option_space(decl)
    except NoConfiguration:
        return None

    def run_case(case: Case) -> Outcome:
        with mutant_applied(mutant):
            why = reference_failure(case)
        return Outcome(case, "pass") if why is None else Outcome(case, "fail", why)

    source = f"trickref targeted search (mutant {mutant}, seed {seed})"
    found = Search(run_case, [space], seconds=math.inf, shrink_seconds=math.inf, seed=seed, source=source,
                   examples=examples, shrink_steps=SHRINK_STEPS).run()
    if found is None:
        return None
    path = found.outcome.mismatch.path if found.outcome.mismatch is not None else ""
    for candidate in (focused_case(found.scenario, found.case, path, source), found.case):
        parsed = parse_case(candidate)
        with mutant_applied(mutant):
            caught = reference_failure(parsed) is not None
        if caught and reference_failure(parsed) is None:
            return _renamed(candidate, mutant, configuration)
    return None


def _tells(case: CaseDict, mutant: str) -> bool:
    """Whether ``mutant`` fails ``case`` and the reference passes it."""
    parsed = parse_case(case)
    with mutant_applied(mutant):
        caught = reference_failure(parsed) is not None
    return caught and reference_failure(parsed) is None


def _renamed(case: CaseDict, mutant: str, configuration: Mapping[str, JSONScalar]) -> CaseDict:
    """The found case as a suite case of area ``targeted``, naming the mutant it tells apart."""
    game_name = str(case["game"])
    digest = configuration_digest(configuration)
    out = dict(case)
    out["id"] = f"{game_name}/{AREA}/{mutant.replace('_', '-')}-at-{digest}"
    what = str(case.get("description", "")).removeprefix("fuzz: ")
    out["description"] = f"targeted at {mutant}: {what}"[:160]
    listed = case.get("tags")
    tags = [t for t in listed if isinstance(t, str) and t != "fuzz"] if isinstance(listed, list) else []
    # a refusal case names its code in its tags, as every generated refusal does
    refusal = parse_case(case).refusal
    code = [] if refusal is None or f"code:{refusal.code}" in tags else [f"code:{refusal.code}"]
    out["tags"] = [*tags, *code, AREA, f"mutant:{mutant}", f"config:{digest}"]
    rules = case.get("rules")
    own = list(MUTANTS[mutant].rules)
    out["rules"] = sorted({*(rules if isinstance(rules, list) else []), *own})
    out["level"] = game(game_name).level(configuration)
    return out
