"""Generated cases for one configuration: the suite an implementation that plays exactly that
configuration gets (conformance.suite.build), computed by the reference under it.

Per configuration, deterministically (fixed seeds, the engine's seeded explicit deals):

- ``playout``: single hands under each of the game's play policies, every small legal set, every
  trick, the hand result and the final state;
- ``game``: whole games to the end (game-end rules, scores over many hands);
- ``rare``: hands picked from a larger pool because they reach a situation that seldom arises
  (a category nobody wins, a Game tie, a set bidder, a redeal, two sides at the target in one
  hand, a sweep, a dead heart, ...): the situations are read off the reference's own hand
  results, so every one the configuration allows is looked for and none it forbids;
- ``refusal``: at positions of those playouts, one action breaking exactly one rule, for every
  refusal code the configuration can provoke, plus malformed action strings;
- ``precedence``: actions breaking two rules at once, whose code only the refusal precedence
  decides (conformance.sources.generated.precedence);
- ``perft``: counts of legal action sequences with the count per first action, at the start,
  at the first position of each phase and near the end of a hand, to the deepest depth that stays
  under a node budget.

Each game's generator package (``smear``, ``fourpoint``, ``smoorverliefd``) supplies the play
policies, the rule tags and the single-rule refusals (``Kit``); this module only chooses and names.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from conformance.case.build import make_case, slugify
from conformance.case.checks import UNSTATED, FinalCheck, HandResultsCheck, LegalCheck, PerftCheck
from conformance.case.format import parse_case
from conformance.games import game
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar, arr, compact, obj
from conformance.protocol.messages import Observe
from conformance.sources.generated.common import Bad, Table, observed, request
from conformance.sources.generated.fourpoint.play import play as fourpoint_play
from conformance.sources.generated.precedence import precedence_cases
from conformance.sources.generated.smear.play import Playout as SmearPlayout
from conformance.sources.generated.smoorverliefd.play import play as smoorverliefd_play
from conformance.suite.declaration import configuration_digest
from reference.actions import Trump
from reference.cards import Suit, sort_cards
from reference.dealing import Deal
from reference.errors import IllegalAction
from reference.fourpoint.options import FourPointOptions
from reference.jsonio import encode_deal
from reference.perft import Node, perft
from reference.phases import Phase
from reference.smear.options import SmearOptions
from reference.smear.ranking import is_trump
from reference.smear.rules import apply, deck, legal_actions, new_game
from reference.smoorverliefd.options import SmoorverliefdOptions

MAX_DESCRIPTION = 160
PERFT_NODES = 4_000  # the deepest perft whose count stays under this many leaves (the reference counts ~20k/s)
GAME_HANDS = 24  # a "whole game" stops here if nobody has won (random play can go on for hundreds of hands)


class Playout(Protocol):
    @property
    def actions(self) -> list[str]: ...
    @property
    def states(self) -> Sequence[Table]: ...
    @property
    def dealer(self) -> int: ...
    @property
    def deals(self) -> Sequence[object]: ...
    @property
    def deals_json(self) -> list[object]: ...


class Call(Protocol):
    """A generator module's function, called with the arguments its own signature names."""

    def __call__(self, *args: object, **kwargs: object) -> object: ...


@dataclass(frozen=True)
class Budget:
    """How many cases of each kind one configuration gets."""

    playouts: int = 170
    games: int = 12
    pool: int = 400  # hands searched for rare situations
    per_situation: int = 4
    per_code: int = 16
    perft_seeds: int = 6

    def shared(self, configurations: int) -> Budget:
        """The budget of one of ``configurations`` configurations: the whole budget split among
        them, with a floor so each still gets every kind of case."""
        if configurations <= 1:
            return self
        n = configurations
        return Budget(playouts=max(24, self.playouts // n), games=max(3, self.games // n), pool=max(80, self.pool // n),
                      per_situation=max(1, self.per_situation // n), per_code=max(3, self.per_code // n),
                      perft_seeds=max(1, self.perft_seeds // n))


# Where in a game's generator package each name a kit calls lives (every game has the same modules).
_HOLDER = {"play": "play", "playout_case": "playouts", "bad_actions": "refusals", "refusal_case": "refusals",
           "BAD_STRINGS": "refusals"}


@dataclass(frozen=True)
class Kit:
    """A game's generator package seen through the few functions this module needs."""

    name: str
    module: str
    options_from: Callable[[Mapping[str, object]], object]
    policies: tuple[str, ...]

    def fn(self, attr: str) -> Call:
        return cast(Call, getattr(importlib.import_module(f"{self.module}.{_HOLDER[attr]}"), attr))

    def play(self, options: object, seed: int, policy: str, hands: int) -> Playout:
        return cast(Playout, self.fn("play")("standard", options, seed, policy, hands=hands))

    def playout_case(self, p: Playout, slug: str, description: str, tags: Sequence[str]) -> CaseDict:
        return cast(CaseDict, self.fn("playout_case")(p, area="playout", slug=slug, description=description, tags=list(tags)))

    def bad_actions(self, state: Table) -> list[Bad]:
        return cast(list[Bad], self.fn("bad_actions")(state))

    def refusal_case(self, p: Playout, k: int, bad: Bad, key: str) -> CaseDict:
        return cast(CaseDict, self.fn("refusal_case")(p, k, bad, key))

    def adversarial(self, options: object, seed: int) -> Playout | None:
        """A hand from a deal built to reach a rare rule (``ADVERSARIAL``), or None."""
        maker = ADVERSARIAL.get(self.name)
        if maker is None:
            return None
        try:
            return maker(options, seed)
        except (ValueError, IndexError, RuntimeError):
            return None  # the configuration admits no such deal (a table size, a take of 0)

    def bad_strings(self) -> tuple[str, ...]:
        return cast(tuple[str, ...], self.fn("BAD_STRINGS"))


def _smear_void_suit(options: object, seed: int) -> Playout:
    """Smear: one suit and its Jick are all undealt and the pitcher names that suit, so no trump
    is in play (SM-6.2 with no trump held, R-SM-13; SM-7.10: High, Low, Jack, Jick, Three
    unawarded). The rest of the hand is played at random."""

    o = cast(SmearOptions, options)
    rng = random.Random(f"declared:void-suit:{seed}")
    suit = rng.choice(list(Suit))
    cards = list(deck(o))
    rng.shuffle(cards)
    void = [c for c in cards if is_trump(c, suit, o) and not c.is_joker]
    rest = [c for c in cards if c not in void]
    n, h = o.players, o.dealt
    if len(rest) < n * h + o.widow:
        raise ValueError("too few cards outside the suit")
    dealer = rng.randrange(n)
    hands = tuple(tuple(sort_cards(rest[i * h:(i + 1) * h])) for i in range(n))
    widow = tuple(rest[n * h:n * h + o.widow])
    stock = tuple(rest[n * h + o.widow:]) + tuple(void)
    deal = Deal(hands, widow, stock)
    state = new_game(o, deals=[deal], dealer=dealer)
    states = [state]
    actions: list[str] = []
    while state.hand is not None and state.winner is None and len(actions) < 400:
        legal = legal_actions(state)
        choice = Trump(suit) if state.phase is Phase.TRUMP else rng.choice(legal)
        state = apply(state, choice)
        actions.append(str(choice))
        states.append(state)
    return SmearPlayout("standard", o, seed, "void-suit", "void-suit", dealer, [deal], actions, states)


def _fourpoint_long_suit(options: object, seed: int) -> Playout:
    """Four Point: the bidder holds 7 or 8 cards of one suit after taking the undealt cards, so
    its discard meets FP-4.3 and FP-4.4 (only with a ``take`` of 1 or more)."""
    o = cast(FourPointOptions, options)
    if o.take == 0:
        raise ValueError("no undealt cards are taken")
    return cast(Playout, fourpoint_play("standard", o, seed, "hoarder", hands=1, deal_kind="long"))


def _smoorverliefd_sweep(options: object, seed: int) -> Playout:
    """Smoorverliefd: one player holds the top of two plain suits and sweeps (SV-4.4), with a
    dead heart when the table size leaves dead cards; with partners, a pair sweep (SV-8.3)."""
    o = cast(SmoorverliefdOptions, options)
    kinds = ["sweep"] + (["sweep-dead-heart"] if o.dead else []) + (["pair"] if o.partners else [])
    return cast(Playout, smoorverliefd_play("standard", o, seed, "random", hands=1, deal_kind=kinds[seed % len(kinds)]))


ADVERSARIAL: dict[str, Callable[[object, int], Playout]] = {
    "smear": _smear_void_suit,
    "fourpoint": _fourpoint_long_suit,
    "smoorverliefd": _smoorverliefd_sweep,
}


def game_kit(game_name: str) -> Kit:
    """A game's generator package, with the options reader and play policies of its record."""
    record = game(game_name)
    return Kit(game_name, f"conformance.sources.generated.{game_name}", record.typed_options, record.policies)


# ---------------------------------------------------------------------------- situations


def situations(case: CaseDict, target: int | None) -> list[str]:
    """The rare situations a generated playout reaches, read off its expected observations."""
    found: list[str] = []
    for check in parse_case(case).expect:
        if isinstance(check, HandResultsCheck):
            for r in check.results:
                found += _result_situations(r, target)
        elif isinstance(check, FinalCheck) and check.winner is not UNSTATED and check.winner is not None:
            found.append("game-won")
    return sorted(set(found))


def _result_situations(r: Mapping[str, object], target: int | None) -> list[str]:
    out = [f"outcome:{r['outcome']}"] if r.get("outcome") not in (None, "played") else []
    awards = r.get("awards")
    for a in awards if isinstance(awards, list) else []:
        award = obj(a, "award")
        out.append(f"{award['category']}:{'nobody' if award.get('side') is None else 'won'}")
    game_points = r.get("game_points")
    if isinstance(game_points, list) and game_points:
        best = max(int(g) for g in game_points if isinstance(g, int))
        if best > 0 and sum(1 for g in game_points if g == best) > 1:
            out.append("game-points-tied")
    made = r.get("made")
    if made is True:
        out.append("bid-made")
    elif made is False:
        out.append("bid-set")
    if r.get("revoking_sides"):
        out.append("revoke")
    scores = r.get("scores")
    if target is not None and isinstance(scores, list) and sum(1 for s in scores if isinstance(s, int) and s >= target) > 1:
        out.append("several-at-target")
    if isinstance(scores, list) and any(isinstance(s, int) and s < 0 for s in scores):
        out.append("negative-score")
    sides = r.get("sides")
    for side in sides if isinstance(sides, list) else []:
        s = obj(side, "side")
        if s.get("sweep"):
            out.append("sweep")
        if isinstance(s.get("curse_penalty"), int) and s["curse_penalty"] != 0:
            out.append("curse-penalty")
        adj = s.get("bid_adjustment")
        if isinstance(adj, int) and adj != 0:
            out.append("blind-bonus" if adj > 0 else "blind-penalty")
    champions = r.get("champions")
    if isinstance(champions, list) and len(champions) > 1:
        out.append("shared-champion")
    in_play = r.get("hearts_in_play")
    if isinstance(in_play, int) and in_play < 13:
        out.append("dead-heart")
    return out


# ---------------------------------------------------------------------------- building


def configured_cases(game_name: str, options: Mapping[str, JSONScalar], budget: Budget = Budget()) -> list[CaseDict]:
    """Every generated case for one full option vector (module docstring), ids unique to it."""
    kit = fitted(game_kit(game_name), options)
    typed = kit.options_from(options)
    digest = configuration_digest(options)
    target = options.get("target")
    target = target if isinstance(target, int) else None
    out: list[CaseDict] = []
    pool: list[tuple[Playout, str, int]] = []

    for i in range(budget.playouts):
        policy = kit.policies[i % len(kit.policies)]
        seed = 1000 + i
        p = kit.play(typed, seed, policy, 1)
        pool.append((p, policy, seed))
        out.append(kit.playout_case(p, f"{policy}-seed-{seed}", f"one hand, {policy} play, seed {seed}", ["declared"]))
    for i in range(budget.games):
        policy = ("cautious", "random")[i % 2] if "cautious" in kit.policies else kit.policies[i % len(kit.policies)]
        seed = 2000 + i
        p = kit.play(typed, seed, policy, GAME_HANDS)
        pool.append((p, policy, seed))  # a finished game's last position gives E_GAME_OVER refusals
        out.append(_rename(kit.playout_case(p, f"{policy}-seed-{seed}", f"a whole game, {policy} play, seed {seed}", ["declared", "whole-game"]), "game"))
    out += _rare(kit, typed, budget, target)
    out += _refusals(kit, typed, pool, budget)
    out += precedence_cases(game_name, [p for p, _, _ in pool], kit.refusal_case)
    out += _perfts(kit, typed, options, budget)
    return [_declared(c, digest) for c in out]


def fitted(kit: Kit, options: Mapping[str, JSONScalar]) -> Kit:
    """The kit without the policies that do not fit the configuration: the revoker plays
    unlawful cards, which only ``revoke: penalized`` accepts; the joker policy needs jokers."""
    drop = set()
    if options.get("revoke", "penalized") != "penalized":
        drop.add("revoker")
    if options.get("jokers", 1) == 0:
        drop.add("jokers")
    return Kit(kit.name, kit.module, kit.options_from, tuple(p for p in kit.policies if p not in drop))


def _rename(case: CaseDict, area: str) -> CaseDict:
    game_name, _, slug = str(case["id"]).split("/")
    return {**case, "id": f"{game_name}/{area}/{slug}"}


def _declared(case: CaseDict, digest: str) -> CaseDict:
    """The case's id moved under the configuration (``<game>/<area>/<digest>-<slug>``), its
    description kept short, and the configuration tagged."""
    game_name, area, slug = str(case["id"]).split("/")
    description = str(case["description"])
    if len(description) > MAX_DESCRIPTION:
        description = description[: MAX_DESCRIPTION - 3] + "..."
    tags = [t for t in arr(case["tags"], "tags") if isinstance(t, str)]
    tags += [t for t in ("declared", f"config:{digest}") if t not in tags]
    return {**case, "id": f"{game_name}/{area}/c{digest}-{slug}", "description": description, "tags": tags,
            "source": f"{case.get('source')} under configuration {digest}"}


def _rare(kit: Kit, typed: object, budget: Budget, target: int | None) -> list[CaseDict]:
    """Hands from a larger pool that reach situations the plain playouts did not, at most
    ``per_situation`` each; whole games for the game-end situations."""
    out: list[CaseDict] = []
    count: dict[str, int] = {}
    for i in range(budget.pool):
        policy = kit.policies[i % len(kit.policies)]
        seed = 5000 + i
        whole = i % 4 == 3
        built = kit.adversarial(typed, seed) if i % 4 == 1 else None
        if built is not None:
            p, policy = built, "adversarial"
        else:
            p = kit.play(typed, seed, policy, GAME_HANDS if whole else 1)
        kind = "-game" if whole and built is None else ""
        case = kit.playout_case(p, f"{policy}-seed-{seed}{kind}", f"rare situations, {policy} deal and play, seed {seed}", ["declared", "rare"])
        wanted = [s for s in situations(case, target) if count.get(s, 0) < budget.per_situation and _is_rare(s)]
        if not wanted:
            continue
        for s in situations(case, target):
            count[s] = count.get(s, 0) + 1
        tags = arr(case["tags"], "tags") + [f"situation:{s}" for s in wanted]
        out.append(_rename({**case, "tags": tags, "description": f"{case['description']}: {', '.join(wanted)}"}, "rare"))
    return out


COMMON = {"bid-made", "high:won", "low:won", "jack:won", "game:won", "game-won", "negative-score"}


def _is_rare(situation: str) -> bool:
    return situation not in COMMON


def _refusals(kit: Kit, typed: object, pool: Sequence[tuple[Playout, str, int]], budget: Budget) -> list[CaseDict]:
    """Per refusal code up to ``per_code`` cases, spread over phases and policies, and past that
    the first case of each verb the code is given for (a code's verbs are different checks: an
    engine that reads ``pass`` before the phase refuses it E_MUST_BID while playing, which no
    wrong-phase ``trump`` or ``bid`` shows); then the malformed action strings."""
    found: dict[str, list[CaseDict]] = {}
    spread: dict[str, int] = {}
    verbs: set[tuple[str, str]] = set()
    for n, (p, policy, seed) in enumerate(pool):
        rng = random.Random(f"declared-refusal:{seed}:{policy}")
        positions = list(range(len(p.states) - 1))
        rng.shuffle(positions)
        for k in [len(p.states) - 1, *positions[:6]]:
            state = p.states[k]
            for bad in kit.bad_actions(state):
                bucket = found.setdefault(bad.code, [])
                key = f"{bad.code}/{state.phase.value}/{policy}/{k % 4}"  # spread over phases, policies and positions
                verb = (bad.code, bad.action.split(" ")[0])
                if (len(bucket) >= budget.per_code and verb in verbs) or spread.get(key, 0) >= 2:
                    continue
                try:
                    case = kit.refusal_case(p, k, bad, f"{policy} seed {seed}, action {k}")
                except (RuntimeError, IllegalAction):
                    continue  # a refusal this configuration does not make as listed
                spread[key] = spread.get(key, 0) + 1
                verbs.add(verb)
                bucket.append(case)
    if pool:
        p, policy, seed = pool[0]
        for text in kit.bad_strings():
            k = (len(text) * 7) % max(1, len(p.actions))
            try:
                found.setdefault("E_BAD_ACTION", []).append(kit.refusal_case(p, k, Bad(text, "E_BAD_ACTION"), f"notation {text!r}"))
            except (RuntimeError, IllegalAction):
                continue
    return [c for code in sorted(found) for c in found[code]]


def _perfts(kit: Kit, typed: object, options: Mapping[str, JSONScalar], budget: Budget) -> list[CaseDict]:
    """Perft with divide at the start, at the first position of each phase and with one and
    two tricks left, at the deepest depth under ``PERFT_NODES`` leaves."""
    support = game(kit.name)
    out: list[CaseDict] = []
    for s in range(budget.perft_seeds):
        seed = 3000 + s
        p = kit.play(typed, seed, "random", 1)
        deals: list[object] = [encode_deal(cast(Deal, d)) for d in p.deals]
        points = _perft_points(p)
        for label, k in points:
            match = support.start(options, [support.decode_deal(d, "deal") for d in deals], p.dealer, None)
            for a in p.actions[:k]:
                match = match.play(a)
            depth = _depth(match)
            if depth == 0:
                continue
            expect = observed(request(kit.name, options, p.dealer, deals, p.actions[:k],
                                      [Observe(LegalCheck, k), Observe(PerftCheck, k, depth)]))
            phase = p.states[k].phase
            rules = _phase_rules(kit.name, phase)
            out.append(make_case(
                game_name=kit.name, area="perft", slug=slugify(f"{label} seed {seed} depth {depth}"),
                description=f"Perft: {label}, seed {seed}, depth {depth}", preset="standard", options=options,
                dealer=p.dealer, deals=deals, actions=p.actions[:k], expect=expect, rules=rules,
                tags=["generated", "perft", f"phase:{phase.value}"],
                source=f"conformance/sources/generated/configured.py: perft at {label}, seed {seed}",
            ))
    return out


def _perft_points(p: Playout) -> list[tuple[str, int]]:
    points: list[tuple[str, int]] = [("start", 0)]
    seen: set[Phase] = {p.states[0].phase}
    for k, s in enumerate(p.states):
        if s.phase not in seen and s.phase not in (Phase.AWAITING_DEAL, Phase.GAME_OVER):
            seen.add(s.phase)
            points.append((f"first {s.phase.value} position", k))
    n = len(p.actions)
    plays = [k for k in range(n) if p.actions[k].startswith("play ")]
    for left in (8, 4):
        if len(plays) > left:
            points.append((f"{left} plays from the end", plays[-left]))
    return points


def _depth(node: object) -> int:

    match = cast(Node, node)
    depth = 0
    for d in range(1, 14):
        count = perft(match, d)
        if count > PERFT_NODES:
            break
        depth = d
        if count == 0 or count * 2 > PERFT_NODES:
            break
    return depth


PHASE_RULES: dict[str, dict[Phase, tuple[str, ...]]] = {
    "smear": {Phase.BIDDING: ("SM-3.1", "SM-3.2"), Phase.TRUMP: ("SM-4.1",), Phase.DISCARD: ("SM-5.1",),
              Phase.PLAY: ("SM-6.1", "SM-6.3", "SM-6.4", "SM-6.5")},
    "fourpoint": {Phase.BIDDING: ("FP-3.1", "FP-3.2"), Phase.DISCARD: ("FP-4.2", "FP-4.3"), Phase.PLAY: ("FP-6.1",)},
    "smoorverliefd": {Phase.PLAY: ("SV-3.1",)},
}


def _phase_rules(game_name: str, phase: Phase) -> set[str]:
    return {"CD-6", *PHASE_RULES.get(game_name, {}).get(phase, ())}


def describe(options: Mapping[str, JSONScalar], base: Mapping[str, JSONScalar]) -> str:
    """The options that differ from ``base``, for people."""
    diff = [f"{k}={compact(v)}" for k, v in options.items() if compact(base.get(k)) != compact(v)]
    return ", ".join(diff) or "the standard game"


def ids(cases: Iterable[CaseDict]) -> list[str]:
    return [str(c["id"]) for c in cases]
