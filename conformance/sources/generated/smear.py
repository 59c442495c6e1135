"""Generated Smear cases: seeded and adversarial playouts across every preset and option value,
refusals built to break exactly one rule, and perft positions. Expectations come from the
reference through the replay primitive (conformance.protocol.reference), the same code the reference
adapter answers with: these cases are vectors for other implementations.

Everything is deterministic: seeds are fixed, the shuffle is the engine's seeded deal, and the
cases only ever hold explicit deals (SPEC SM-2.3: cross-engine cases use explicit deals).

Kinds of case (area in the id):

- ``playout``: one hand or a whole game under a preset, a table size or a hand size, with the
  legal set observed at every position whose set is small, every trick, every hand result and
  the final state.
- ``options``: for each non-default option value, a hand *under* that value chosen so that
  replaying it under the default gives a different observation, and a hand under the default
  chosen so that it differs under that value ("contrast" cases, level ``must``). Implementations
  that read a contested point the other way fail them.
- ``refusal``: one action breaking exactly one rule (SPEC "Smear refusal codes") at a position
  reached by a seeded playout.
- ``perft``: counts of legal action sequences from a position, with the count per first action.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from math import comb

from conformance.case.build import action_slug, make_case, slugify
from conformance.games.registry import CaseDict
from conformance.jsonvalues import JSONScalar, integer
from conformance.protocol.reference import replay
from conformance.sources.generated import common
from conformance.sources.generated.common import Bad, first, label, positions, start, tricks_left
from conformance.sources.generated.common import request as replay_request
from reference.actions import Action, Bid, Discard, Pass, Play
from reference.bots import cautious_choice
from reference.cards import X1, X2, Card, Suit, format_card
from reference.dealing import Deal
from reference.jsonio import encode_deal
from reference.phases import Phase
from reference.smear.options import PRESETS, SmearOptions, smear_options, smear_options_dict
from reference.smear.ranking import is_trump, jick, suit_of
from reference.smear.rules import (
    add_deal,
    apply,
    deck,
    legal_actions,
    new_game,
    seeded_deal,
    to_act,
)
from reference.smear.state import SmearState

GAME = "smear"
LEGAL_LIMIT = 40  # legal sets larger than this are not listed in playouts (perft covers them)
PHASE_RULE = {Phase.BIDDING: "SM-3.1", Phase.TRUMP: "SM-4.1", Phase.DISCARD: "SM-5.1", Phase.PLAY: "SM-6.1"}

Policy = Callable[[SmearState, list[Action], random.Random], Action]


# ---------------------------------------------------------------------------- policies


def _hand_of(state: SmearState) -> tuple[Card, ...]:
    seat = to_act(state)
    assert state.hand is not None and seat is not None
    return state.hand.hands[seat]


def random_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def cautious_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    return cautious_choice(legal, _hand_of(state), rng)


def passer_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Everyone passes when allowed (all-pass hands)."""
    for a in legal:
        if isinstance(a, Pass):
            return a
    return cautious_choice(legal, _hand_of(state), rng)


def _trump_of(state: SmearState) -> Suit | None:
    return state.hand.trump if state.hand is not None else None


def joker_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Plays a joker whenever it may (puts both jokers in one trick now and then)."""
    jokers = [a for a in legal if isinstance(a, Play) and a.card.is_joker]
    if jokers:
        return rng.choice(jokers)
    if state.phase is Phase.DISCARD:  # keep the jokers
        keep = [a for a in legal if isinstance(a, Discard) and not any(c.is_joker for c in a.cards)]
        return rng.choice(keep or legal)
    return cautious_choice(legal, _hand_of(state), rng) if state.phase is Phase.BIDDING else rng.choice(legal)


def trumper_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Plays a trump when it may, even while holding the suit led."""
    trump = _trump_of(state)
    if trump is not None and state.phase is Phase.PLAY and rng.random() < 0.8:
        trumps = [a for a in legal if isinstance(a, Play) and is_trump(a.card, trump, state.options)]
        if trumps:
            return rng.choice(trumps)
    return rng.choice(legal)


def revoker_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Under revoke=penalized, now and then plays a held card the rules forbid (a revoke)."""
    if state.phase is Phase.PLAY and rng.random() < 0.35:
        lawful = {a.card for a in legal if isinstance(a, Play)}
        unlawful = [c for c in _hand_of(state) if c not in lawful]
        if unlawful:
            return Play(rng.choice(unlawful))
    return rng.choice(legal)


def overbidder_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Bids high and often (set-backs drive scores down: elimination)."""
    if state.phase is Phase.BIDDING:
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and rng.random() < 0.6:
            return bids[min(len(bids) - 1, rng.randrange(3, 7))]
    return rng.choice(legal)


def quick_discard(state: SmearState, policy: str, rng: random.Random) -> Discard:
    """A discard chosen without listing every lawful discard (C(14, 8) = 3003 with the widow):
    any ``len - 6`` cards are lawful outside nine-card Smear (SM-5.1). Keepers (cautious and
    joker policies) give up their lowest non-trumps; the others discard at random."""
    held = _hand_of(state)
    n = len(held) - 6
    if policy in ("cautious", "jokers"):
        trump = _trump_of(state)
        assert trump is not None
        worth = {c: (100 if is_trump(c, trump, state.options) else 0) + c.rank for c in held}
        return Discard(tuple(sorted(held, key=lambda c: (worth[c], held.index(c)))[:n]))
    return Discard(tuple(rng.sample(list(held), n)))


POLICIES: dict[str, Policy] = {
    "random": random_policy,
    "cautious": cautious_policy,
    "passer": passer_policy,
    "jokers": joker_policy,
    "trumper": trumper_policy,
    "revoker": revoker_policy,
    "overbidder": overbidder_policy,
}


# ---------------------------------------------------------------------------- playouts


@dataclass
class Playout:
    preset: str
    options: SmearOptions
    seed: int
    policy: str
    dealer: int
    deals: list[Deal]
    actions: list[str]
    states: list[SmearState]  # states[k]: after the first k actions

    @property
    def final(self) -> SmearState:
        return self.states[-1]


def play(preset: str, options: SmearOptions, seed: int, policy: str, hands: int = 1, dealer: int | None = None) -> Playout:
    """Play up to ``hands`` hands (or to the game's end) from seeded explicit deals."""
    rng = random.Random(f"trickref-conformance:{preset}:{seed}:{policy}")
    chooser = POLICIES[policy]
    if dealer is None:
        dealer = rng.randrange(options.players)

    def choose(state: SmearState) -> Action:
        if state.phase is Phase.DISCARD and not options.nine_card:
            return quick_discard(state, policy, rng)
        return chooser(state, legal_actions(state), rng)

    first_dealer = dealer
    deals, states, actions = common.deal_and_drive(lambda deals: new_game(options, deals=deals, dealer=first_dealer),
                                            lambda d, n: seeded_deal(options, seed, n, d), first_dealer,
                                            hands=hands, steps=20_000, add_deal=add_deal, apply=apply, choose=choose)
    return Playout(preset, options, seed, policy, dealer, deals, actions, states)


def deals_json(p: Playout) -> list[object]:
    return [encode_deal(d) for d in p.deals]


def request(p: Playout, observe: list[dict[str, object]], actions: Sequence[str] | None = None,
            seats: Sequence[int | None] | None = None, options: dict[str, JSONScalar] | None = None) -> dict[str, object]:
    return replay_request(GAME, options if options is not None else smear_options_dict(p.options), p.dealer, deals_json(p),
                          p.actions if actions is None else actions, observe, seats)


def legal_points(p: Playout, first_hand_only: bool = False, limit: int = LEGAL_LIMIT) -> list[int]:
    """Positions worth listing the legal set at: every small set of the first hand and, in later
    hands, the first bid (or, with ``first_hand_only``, nothing later)."""
    points: list[int] = []
    for k, s in enumerate(p.states):
        if s.hand is None or s.winner is not None:
            continue
        later = len(s.results) > 0
        if later and (first_hand_only or s.hand.bids or s.phase is not Phase.BIDDING):
            continue
        if s.phase is Phase.DISCARD and not s.options.nine_card:
            seat = to_act(s)
            assert seat is not None
            held = len(s.hand.hands[seat])
            if comb(held, held - 6) > limit:
                continue
        if len(legal_actions(s)) <= limit:
            points.append(k)
    return points


def observe_playout(p: Playout, first_hand_only: bool = False) -> list[dict[str, object]]:
    observe: list[dict[str, object]] = [{"kind": "legal", "after": k} for k in legal_points(p, first_hand_only)]
    observe += [{"kind": "tricks"}, {"kind": "hand_results"}, {"kind": "final"}]
    return observe


# ---------------------------------------------------------------------------- rule tags


def rules_of(p: Playout, legal_at: Iterable[int], upto: int | None = None) -> set[str]:
    """The SPEC rules a playout case exercises and checks (see module docstring)."""
    o = p.options
    rules: set[str] = set()
    observed = set(legal_at)
    n = len(p.actions) if upto is None else upto
    for k, s, action in common.steps_in_hands(p.states, p.actions, n):
        hand = s.hand
        assert hand is not None
        if action.startswith("discard "):
            rules.add("CD-5")  # the cards of a discard are written in canonical order (CD-6)
        if s.phase is Phase.BIDDING:
            rules |= {"SM-3.1", "SM-3.2"}
            if action == "pass":
                rules.add("SM-3.3")
            elif action == f"bid {o.hand_maximum}" and len(hand.bids) < o.players - 1:
                rules.add("SM-3.4")
            if k in observed and "pass" not in {str(a) for a in legal_actions(s)}:
                rules.add("SM-3.5")
        elif s.phase is Phase.TRUMP:
            rules |= {"SM-3.6", "SM-4.1"}
            if o.widow:
                rules.add("SM-5.4")
        elif s.phase is Phase.DISCARD:
            rules.add("SM-5.5" if o.nine_card else "SM-5.1")
            if o.widow:
                rules.add("SM-5.4")
        elif s.phase is Phase.PLAY:
            rules.add("SM-6.1")
            if not hand.tricks and not hand.trick and k in observed:
                rules.add("SM-6.2")
            if hand.trick and k in observed and hand.trump is not None:
                led = suit_of(hand.trick[0], hand.trump, o)
                held = hand.hands[(hand.leader + len(hand.trick)) % o.players]
                rules.add("SM-6.3" if any(suit_of(c, hand.trump, o) == led for c in held) else "SM-6.4")
    final = p.states[n]
    for h in {id(s.last_hand): s.last_hand for s in p.states[: n + 1] if s.last_hand is not None}.values():
        assert h is not None
        if h.trump is None or not h.tricks:
            continue
        rules.add("SM-6.5")
        if len(h.tricks) == 6:
            rules.add("SM-6.6")
        for t in h.tricks:
            trumps = [c for c in t.cards if is_trump(c, h.trump, o)]
            if any(c.is_joker for c in t.cards):
                rules |= {"SM-4.2", "CD-3"}
            if o.jick and jick(h.trump) in t.cards:
                rules |= {"SM-4.2", "CD-1"}
            if len(trumps) >= 2:
                rules.add("SM-4.3")
            if X1 in t.cards and X2 in t.cards and o.joker_rank == "below_jick":
                rules.add("SM-4.4")
            if not trumps:
                rules |= {"SM-4.5", "CD-2"}
    category_rule = {"high": "SM-7.2", "low": "SM-7.3", "jack": "SM-7.4", "jick": "SM-7.5", "joker1": "SM-7.6",
                     "joker2": "SM-7.6", "game": "SM-7.7", "three": "SM-7.8", "two": "SM-7.9"}
    for r in final.results:
        if r.outcome == "played":
            rules |= {"SM-7.1", "SM-8.1", "SM-8.4", "SM-7.7"}
            for a in r.awards:
                if a.side is not None:
                    rules.add(category_rule[a.category])
                elif a.category != "game":
                    rules.add("SM-7.10")
            if r.revoking_sides:
                rules |= {"SM-6.7", "SM-8.5"}
            else:
                rules.add("SM-8.2" if r.made else "SM-8.3")
        elif r.outcome == "redeal":
            rules |= {"SM-3.5", "SM-2.4"}
        elif r.outcome == "dealer_set":
            rules |= {"SM-3.5", "SM-8.6"}
        elif r.outcome == "misdeal":
            rules |= {"SM-2.4", "SM-5.5"}
    if final.results:
        rules.add("SM-1.2" if o.partnerships else "SM-1.1")
        rules.add("SM-9.1")
    if len(final.results) > 1 or (final.results and final.hand is not None):
        rules.add("SM-1.3")
    if final.winner is not None and final.results:
        last = final.results[-1]
        pitcher_side = o.side_of(last.pitcher) if last.pitcher is not None else None
        if pitcher_side == final.winner and final.scores[final.winner] >= o.target:
            rules.add("SM-9.2")
        elif max(final.scores) >= o.target:
            rules.add("SM-9.3")
        else:
            rules.add("SM-9.4")
    if len(p.deals) > 1:
        rules.add("SM-2.3")
    if o.jokers != 2:
        rules.add("SM-2.1")
    if o.hand_size is not None or o.players != 4:
        rules.add("SM-2.2")
    if p.dealer != 0:
        rules.add("SM-1.4")
    if p.preset != "standard":
        rules.add("SM-10")
    return rules


# ---------------------------------------------------------------------------- case assembly


def playout_case(p: Playout, *, area: str, slug: str, description: str, tags: Sequence[str],
                 first_hand_only: bool = False, extra_rules: Iterable[str] = (),
                 at_end: bool = False) -> CaseDict:
    """``at_end``: also observe the legal set after the last action (waiting for a deal, or
    the game over: nobody to act, no legal action)."""
    observe = observe_playout(p, first_hand_only)
    if at_end:
        observe.append({"kind": "legal", "after": len(p.actions)})
    expect = common.expect_from(observe, replay(request(p, observe)))
    legal_at = [integer(o["after"], "after") for o in observe if o["kind"] == "legal"]
    return make_case(
        game_name=GAME, area=area, slug=slug, description=description, preset=p.preset,
        options=smear_options_dict(p.options), dealer=p.dealer, deals=deals_json(p), actions=p.actions,
        expect=expect, rules=rules_of(p, legal_at) | set(extra_rules), tags=["generated", *tags],
        source=f"conformance/sources/generated/smear.py: play(preset={p.preset!r}, seed={p.seed}, policy={p.policy!r})",
    )


def variant_label(preset: str, options: SmearOptions) -> str:
    """The preset and the options that differ from it, for descriptions."""
    return label(smear_options_dict(options), smear_options_dict(PRESETS[preset]), preset)


def _opts(preset: str, **overrides: JSONScalar) -> SmearOptions:
    return smear_options({"preset": preset, **overrides})


# ---------------------------------------------------------------------------- playout cases

TABLES: tuple[tuple[str, int, bool], ...] = (
    ("3-players", 3, False), ("5-players", 5, False), ("6-players", 6, False),
    ("4-players-partnerships", 4, True), ("6-players-partnerships", 6, True), ("8-players-partnerships", 8, True),
)


def playout_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for preset in PRESETS:
        o = _opts(preset)
        for seed in (1, 2, 3):
            p = play(preset, o, seed, "random")
            out.append(playout_case(
                p, area="playout", slug=f"{slugify(preset)}-hand-seed-{seed}",
                description=f"Preset {preset}: one hand of random legal play (seed {seed})", tags=["playout"],
            ))
    for preset in ("standard", "target_11", "target_52", "widow", "nine_card", "no_jick", "five_point_team", "double_joker"):
        p = play(preset, _opts(preset), 11, "cautious", hands=60)
        out.append(playout_case(
            p, area="playout", slug=f"{slugify(preset)}-whole-game",
            description=f"Preset {preset}: a whole game of cautious play to the end", tags=["playout", "whole-game"],
            first_hand_only=True,
        ))
    for name, players, partnerships in TABLES:
        o = smear_options(players=players, partnerships=partnerships)
        for seed in (1, 2):
            p = play("standard", o, seed, "random")
            out.append(playout_case(
                p, area="playout", slug=f"{name}-hand-seed-{seed}",
                description=f"{players} players{' in partnerships' if partnerships else ''}: one hand (seed {seed})",
                tags=["playout"],
            ))
        p = play("target_11", smear_options({"preset": "target_11", "players": players, "partnerships": partnerships}), 5, "cautious", hands=60)
        out.append(playout_case(
            p, area="playout", slug=f"{name}-whole-game-target-11",
            description=f"{players} players{' in partnerships' if partnerships else ''}: a whole game to 11",
            tags=["playout", "whole-game"], first_hand_only=True,
        ))
    for size in (6, 7, 8, 9, 10):
        p = play("standard", smear_options(hand_size=size), 4, "random")
        out.append(playout_case(
            p, area="playout", slug=f"hand-size-{size}", description=f"Explicit hand_size {size}: one hand",
            tags=["playout"],
        ))
    for jokers in (0, 1):
        for seed in (1, 2):
            p = play("standard", smear_options(jokers=jokers), seed, "random")
            out.append(playout_case(
                p, area="playout", slug=f"jokers-{jokers}-seed-{seed}",
                description=f"jokers {jokers}: one hand with a {52 + jokers}-card deck (seed {seed})", tags=["playout"],
            ))
    p = play("widow", smear_options({"preset": "widow", "score_two": False}), 3, "random")
    out.append(playout_case(p, area="playout", slug="widow-without-two", description="widow 4 without the Two category",
                            tags=["playout"]))
    return out


# ---------------------------------------------------------------------------- option cases


@dataclass(frozen=True)
class Reading:
    option: str
    value: JSONScalar
    policy: str
    base: str = "standard"
    hands: int = 1
    contrast: bool = True  # also a default-options case that the non-default reading fails
    start: int = 1  # first seed tried (the search is deterministic either way)


READINGS: tuple[Reading, ...] = (
    Reading("joker_tiebreak", "first_played", "jokers"),
    Reading("joker_tiebreak", "second_played", "jokers"),
    Reading("all_pass", "redeal", "passer"),
    Reading("all_pass", "dealer_set", "passer"),
    Reading("trump_anytime", False, "trumper"),
    Reading("revoke", "penalized", "revoker", contrast=False),
    Reading("revoke", "set_back", "revoker", contrast=False),
    Reading("high_rule", "highest_in_play", "random"),
    Reading("low_rule", "holder", "random"),
    Reading("game_tie", "lowest_trump", "random"),
    Reading("game_tie", "none", "random"),
    Reading("max_bid", "ends_bidding", "overbidder"),
    Reading("first_lead", "any", "random"),
    Reading("joker_game_points", 1, "random"),
    Reading("elimination", -10, "overbidder", base="target_11", hands=40),
    Reading("jick", False, "random"),
    Reading("joker_rank", "big_above_jick", "jokers"),
    Reading("score_jick", False, "random"),
    Reading("score_jokers", False, "random"),
    Reading("score_three", False, "random"),
    Reading("score_two", False, "random", base="widow"),
)


def quick_differs(p: Playout, alt: SmearOptions, legality: bool) -> bool:
    """A cheap engine-level screen for ``differs``: replay the actions under ``alt`` and compare
    the tricks, the results and the winner (and, with ``legality``, the legal sets)."""
    state = common.replay_under(lambda o, deals, dealer: new_game(o, deals=deals, dealer=dealer), apply, legal_actions,
                         alt, p.deals, p.dealer, p.actions, p.states, legality,
                         compare_at=lambda s: s.phase in (Phase.BIDDING, Phase.PLAY))
    if state is None:
        return True
    mine, theirs = p.final, state
    if mine.results != theirs.results or mine.winner != theirs.winner:
        return True
    for a, b in ((mine.hand, theirs.hand), (mine.last_hand, theirs.last_hand)):
        if (a is None) != (b is None) or (a is not None and b is not None and a.tricks != b.tricks):
            return True
    return False


def _search(r: Reading, under_value: bool, label: str, slug: str, description: str, tags: list[str]) -> CaseDict:
    base, with_value = _opts(r.base), _opts(r.base, **{r.option: r.value})
    options, alt = (with_value, base) if under_value else (base, with_value)
    legality = r.option in ("all_pass", "trump_anytime", "first_lead", "max_bid")
    case = common.first_telling(range(r.start, r.start + 400), lambda seed: play(r.base, options, seed, r.policy, hands=r.hands),
                                lambda p: (r.hands == 1 or p.final.winner is not None) and quick_differs(p, alt, legality),
                                lambda p: playout_case(p, area="options", slug=slug, description=description, tags=tags),
                                dict(smear_options_dict(alt)))
    if case is None:
        raise RuntimeError(f"no seed gives a hand that tells {label} apart")
    return case


def option_cases() -> list[CaseDict]:
    return [case for r in READINGS for case in common.reading_cases(
        r.option, r.value, smear_options_dict(_opts(r.base))[r.option], "a hand", partial(_search, r), contrast=r.contrast)]


# ---------------------------------------------------------------------------- refusal cases


def _not_held(s: SmearState, seat: int) -> list[Card]:
    assert s.hand is not None
    held = set(s.hand.hands[seat])
    return [c for c in deck(s.options) if c not in held]


def bad_actions(s: SmearState) -> list[Bad]:
    """Actions that break exactly one rule at ``s`` (SPEC "Smear refusal codes"; R-SM-25 item 5:
    conformance cases use actions that break one rule only)."""
    o = s.options
    out: list[Bad] = []
    if s.winner is not None:
        return [Bad("pass", "E_GAME_OVER"), Bad("play AS", "E_GAME_OVER")]
    seat = to_act(s)
    hand = s.hand
    if hand is None or seat is None:
        return []
    legal = legal_actions(s)
    held = hand.hands[seat]
    other = (seat + 1) % o.players
    out.append(Bad(str(legal[0]), "E_NOT_YOUR_TURN", other))
    phase = s.phase
    if phase is Phase.BIDDING:
        out.append(Bad("bid 1" if hand.bid == 0 else f"bid {hand.bid}", "E_BID_TOO_LOW"))
        out.append(Bad(f"bid {o.hand_maximum + 1}", "E_BID_TOO_HIGH"))
        if not any(isinstance(a, Pass) for a in legal):
            out.append(Bad("pass", "E_MUST_BID"))
        out.append(Bad("trump S", "E_WRONG_PHASE"))
        out.append(Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"))
    elif phase is Phase.TRUMP:
        out.append(Bad("pass", "E_WRONG_PHASE"))
        out.append(Bad(f"play {format_card(held[-1])}", "E_WRONG_PHASE"))
    elif phase is Phase.DISCARD:
        out.append(Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"))
        out.append(Bad("trump H", "E_WRONG_PHASE"))
        first = legal[0]
        assert isinstance(first, Discard)
        cards = list(first.cards)
        assert hand.trump is not None
        trump = hand.trump
        if not o.nine_card:
            if len(cards) >= 2:
                out.append(Bad(str(Discard(tuple(cards[:-1]))), "E_DISCARD_COUNT"))
                dup = cards[:1] + cards[:-1]  # first card named twice, count kept
                out.append(Bad("discard " + " ".join(format_card(c) for c in dup), "E_DUPLICATE_CARD"))
            missing = _not_held(s, seat)
            if missing:
                out.append(Bad(str(Discard(tuple(cards[:-1]) + (missing[0],))), "E_CARD_NOT_IN_HAND"))
        else:
            trumps = [c for c in held if is_trump(c, trump, o)]
            plain = [c for c in held if not is_trump(c, trump, o)]
            if len(trumps) <= 5 and len(plain) >= 2:
                out.append(Bad(str(Discard(tuple(plain[1:]))), "E_MUST_DISCARD_NON_TRUMP"))
            if 1 <= len(trumps) <= 6 and plain:
                out.append(Bad(str(Discard(tuple(plain) + (trumps[0],))), "E_MUST_KEEP_TRUMP"))
            if len(trumps) > 6 and plain:
                out.append(Bad(str(Discard(tuple(plain))), "E_DISCARD_COUNT"))
    elif phase is Phase.PLAY:
        out.append(Bad("pass", "E_WRONG_PHASE"))
        out.append(Bad("bid 2", "E_WRONG_PHASE"))
        out.append(Bad(f"discard {format_card(held[0])}", "E_WRONG_PHASE"))
        assert hand.trump is not None
        trump = hand.trump
        lawful = {a.card for a in legal if isinstance(a, Play)}
        missing = _not_held(s, seat)
        first_lead = not hand.tricks and not hand.trick
        if first_lead:
            if any(is_trump(c, trump, o) for c in held):
                candidates = [c for c in missing if is_trump(c, trump, o)]
                if o.revoke == "forbidden":
                    plain = [c for c in held if not is_trump(c, trump, o)]
                    if plain:
                        out.append(Bad(f"play {format_card(plain[0])}", "E_MUST_LEAD_TRUMP"))
            else:
                candidates = missing
        elif not hand.trick:
            candidates = missing
        else:
            follow, candidates = common.follow_probes(held, missing, lawful, suit_of(hand.trick[0], trump, o),
                                                      lambda c: suit_of(c, trump, o), o.revoke == "forbidden")
            out += follow
        if candidates:
            out.append(Bad(f"play {format_card(candidates[0])}", "E_CARD_NOT_IN_HAND"))
    return out


BAD_STRINGS = ("Pass", "pass ", " pass", "bid 05", "bid +3", "bid", "trump h", "trump X1", "play 10H", "play ah",
               "play X3", "discard", "play  AH", "PLAY AH", "bid 3 4", "", "play AX", "play AHH", "play 1S")


def refusal_cases() -> list[CaseDict]:
    """Per refusal code, a few cases over presets and phases (at most two per preset)."""
    refusals = common.Refusals(per_spot=2)
    plans: tuple[tuple[str, SmearOptions, str, int], ...] = (
        ("standard", _opts("standard"), "random", 1),
        ("standard", _opts("standard", hand_size=6), "random", 1),
        ("standard", _opts("standard"), "passer", 1),
        ("widow", _opts("widow"), "random", 1),
        ("nine_card", _opts("nine_card"), "random", 1),
        ("five_point_team", _opts("five_point_team"), "random", 1),
        ("no_jick", _opts("no_jick", hand_size=6), "random", 1),
        ("double_joker", _opts("double_joker"), "random", 1),
        ("standard", smear_options(players=3), "random", 1),
        ("standard", smear_options(players=6, partnerships=True), "random", 1),
        ("standard", _opts("standard", trump_anytime=False, hand_size=6), "random", 1),
        ("target_11", _opts("target_11", hand_size=6), "cautious", 40),
    )
    for seed in range(1, 9):
        for plan, (preset, o, policy, hands) in enumerate(plans):
            p = play(preset, o, seed, policy, hands=hands)
            refusals.gather(p.states, positions(p.states, f"refusal:{seed}:{plan}", 8), plan, seed, bad_actions, partial(_refusal_case, p))
    for text in BAD_STRINGS:
        p = play("standard", _opts("standard"), 7, "random")
        k = (len(text) * 7) % len(p.actions)
        refusals.add("E_BAD_ACTION", _refusal_case(p, k, Bad(text, "E_BAD_ACTION"), f"notation {text!r}"))
    return refusals.cases()


def _refusal_case(p: Playout, k: int, bad: Bad, key: str) -> CaseDict:
    s = p.states[k]
    phase = s.phase
    rules, actions, seats = common.refusal(GAME, apply, s, bad, key, PHASE_RULE, smear_options_dict(p.options), p.dealer,
                                    deals_json(p), p.actions[:k])
    code_slug = bad.code[2:].lower().replace("_", "-")
    if bad.code == "E_BAD_ACTION":
        slug = f"bad-action-{action_slug(bad.action)}"
    else:
        seat_slug = "" if bad.seat is None else f" for seat {bad.seat}"
        slug = slugify(f"{code_slug} {variant_label(p.preset, p.options)} {p.policy} seed {p.seed} at {k} {action_slug(bad.action)}{seat_slug}")
    where = f"{phase.value}" if s.winner is None else "game over"
    seat = f" for seat {bad.seat}" if bad.seat is not None else ""
    return make_case(
        game_name=GAME, area="refusal", slug=slug,
        description=f"{bad.code}: {bad.action!r}{seat} in {where} ({variant_label(p.preset, p.options)}, {p.policy} play, seed {p.seed}, action {k})",
        preset=p.preset, options=smear_options_dict(p.options), dealer=p.dealer, deals=deals_json(p), actions=actions,
        expect=[{"kind": "refusal", "index": k, "code": bad.code}], rules=rules,
        tags=["generated", "refusal", f"code:{bad.code}", f"phase:{where.replace(' ', '_')}"], seats=seats,
        source=f"conformance/sources/generated/smear.py: refusal at {key}",
    )


# ---------------------------------------------------------------------------- perft cases


@dataclass(frozen=True)
class PerftPlan:
    slug: str
    description: str
    preset: str
    options: SmearOptions
    seed: int
    policy: str
    at: Callable[[Playout], int]  # the position, as a number of actions
    depth: int
    hands: int = 1


PERFT_PLANS: tuple[PerftPlan, ...] = (
    PerftPlan("bidding-start-depth-2", "Start of bidding, depth 2", "standard", _opts("standard"), 1, "random", start, 2),
    PerftPlan("bidding-start-depth-3", "Start of bidding, depth 3", "standard", _opts("standard"), 1, "random", start, 3),
    PerftPlan("bidding-six-card-depth-5", "Six-card hands: bidding to the first lead, depth 5", "standard",
              _opts("standard", hand_size=6), 2, "random", start, 5),
    PerftPlan("widow-bidding-depth-2", "Widow preset: start of bidding, depth 2 (bids to 12)", "widow", _opts("widow"), 1, "random", start, 2),
    PerftPlan("five-point-team-bidding-depth-4", "five_point_team: a whole bidding round, depth 4 (bids to 5)", "five_point_team",
              _opts("five_point_team", hand_size=6), 1, "random", start, 4),
    PerftPlan("trump-phase-depth-1", "Trump phase, depth 1", "standard", _opts("standard"), 3, "random", first(Phase.TRUMP), 1),
    PerftPlan("discard-ten-card-depth-1", "Ten-card discard turn: 210 ways, depth 1", "standard", _opts("standard"), 3, "random",
              first(Phase.DISCARD), 1),
    PerftPlan("widow-pitcher-discard-depth-1", "Widow: the pitcher's discard of 8 from 14, depth 1", "widow", _opts("widow"), 2,
              "random", first(Phase.DISCARD), 1),
    PerftPlan("nine-card-trump-and-discards-depth-3", "Nine-card Smear: naming trump and the first discards, depth 3",
              "nine_card", _opts("nine_card"), 1, "random", first(Phase.TRUMP), 3),
    PerftPlan("first-trick-depth-4", "The first trick, depth 4", "standard", _opts("standard", hand_size=6), 1, "random",
              first(Phase.PLAY), 4),
    PerftPlan("three-tricks-left-depth-12", "The last three tricks to the end of the hand, depth 12", "standard",
              _opts("standard", hand_size=6), 2, "random", tricks_left(3), 12),
    PerftPlan("two-tricks-left-trump-anytime-false", "trump_anytime false: the last two tricks, depth 8", "standard",
              _opts("standard", hand_size=6, trump_anytime=False), 3, "random", tricks_left(2), 8),
    PerftPlan("double-joker-three-tricks-left", "double_joker: the last three tricks, depth 12", "double_joker",
              _opts("double_joker", hand_size=6), 4, "random", tricks_left(3), 12),
    PerftPlan("no-jick-three-tricks-left", "no_jick: the last three tricks, depth 12", "no_jick", _opts("no_jick", hand_size=6),
              5, "random", tricks_left(3), 12),
    PerftPlan("six-partnership-two-tricks-left", "Six players in pairs: the last two tricks, depth 12", "standard",
              smear_options(players=6, partnerships=True, hand_size=6), 1, "random", tricks_left(2), 12),
    PerftPlan("last-trick-into-next-hand", "The last trick, scoring and the next hand's bidding, depth 7", "standard",
              _opts("standard", hand_size=6), 6, "random", tricks_left(1), 7, hands=2),
)


def perft_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for plan in PERFT_PLANS:
        p = play(plan.preset, plan.options, plan.seed, plan.policy, hands=plan.hands)
        k = plan.at(p)
        actions = p.actions[:k]
        phase = p.states[k].phase
        rules = {PHASE_RULE.get(phase, "SM-3.1"), "CD-6"}
        rules |= {"SM-3.1", "SM-3.2"} if phase is Phase.BIDDING else set()
        rules |= {"SM-6.3", "SM-6.4", "SM-6.5"} if phase is Phase.PLAY else set()
        rules |= {"SM-5.5"} if plan.options.nine_card else set()
        rules |= {"SM-5.4"} if plan.options.widow and phase is not Phase.BIDDING else set()
        if plan.preset != "standard":
            rules.add("SM-10")
        out.append(common.perft_case(GAME, "conformance/sources/generated/smear.py", plan.slug, f"Perft: {plan.description}", plan.preset,
                              smear_options_dict(p.options), p.dealer, deals_json(p), actions, plan.depth, phase, rules))
    return out


# ---------------------------------------------------------------------------- special hands


def misdeal_case() -> CaseDict:
    """Nine-card Smear with four players: a deal whose kept trumps are too few (SM-5.5, SM-2.4)."""
    o = _opts("nine_card")
    for seed in range(316, 3316):  # the first seed from 1 that misdeals is 316
        p = play("nine_card", o, seed, "random", hands=2)
        if any(r.outcome == "misdeal" for r in p.final.results):
            return playout_case(p, area="playout", slug="nine-card-misdeal",
                                description="nine_card: the stock cannot refill every hand, a misdeal, then the next deal",
                                tags=["playout", "misdeal"])
    raise RuntimeError("no nine-card misdeal found")


def sweep_max_bid_case() -> CaseDict:
    """A bid of the hand maximum before the dealer's turn (SM-3.4) in a generated hand."""
    o = _opts("standard", hand_size=6)
    for seed in range(1, 500):
        p = play("standard", o, seed, "overbidder")
        first = p.final.results[0] if p.final.results else None
        hand_bids = [a for a in p.actions if a.startswith("bid ")]
        if first is not None and "bid 10" in hand_bids and p.actions.index("bid 10") < 3:
            return playout_case(p, area="playout", slug="maximum-bid-mid-round",
                                description="A bid of 10 before the dealer's turn ends the bidding (generated)",
                                tags=["playout"])
    raise RuntimeError("no early maximum bid found")


ORDER_PAIRS: tuple[tuple[str, str, str], ...] = (
    # (preset, higher, lower): neighbours in the SM-4.3 trump order around the Jick and the jokers
    ("standard", "J", "jick"), ("standard", "jick", "X1"), ("standard", "X1", "X2"), ("standard", "X2", "T"),
    ("double_joker", "J", "X1"), ("double_joker", "X1", "jick"), ("double_joker", "jick", "X2"), ("double_joker", "X2", "T"),
)


def _order_card(name: str, trump: Suit) -> Card:
    if name == "jick":
        return jick(trump)
    if name in ("X1", "X2"):
        return X1 if name == "X1" else X2
    return Card({"J": 11, "T": 10}[name], trump)


def order_cases() -> list[CaseDict]:
    """SM-4.3: for each pair of neighbours in the trump order around the Jick and the jokers, a
    hand in which both fall in one trick and the higher one wins it."""
    out: list[CaseDict] = []
    for preset, high, low in ORDER_PAIRS:
        o = _opts(preset, hand_size=6)
        for seed in range(1, 3000):
            p = play(preset, o, seed, "jokers" if seed % 2 else "trumper")
            h = p.final.last_hand
            if h is None or h.trump is None:
                continue
            a, b = _order_card(high, h.trump), _order_card(low, h.trump)
            if any(a in t.cards and b in t.cards and t.cards[(t.winner - t.leader) % o.players] == a for t in h.tricks):
                out.append(playout_case(
                    p, area="play", slug=f"{slugify(preset)}-{high.lower()}-beats-{low.lower()}",
                    description=f"Trump order ({preset}): {high} and {low} in one trick, {high} wins",
                    tags=["trump-order"], extra_rules={"SM-4.3", "SM-6.5"},
                ))
                break
        else:
            raise RuntimeError(f"no hand puts {high} and {low} in one trick ({preset})")
    return out


# ---------------------------------------------------------------------------- edge cases


def exact_refill_case() -> CaseDict:
    """Nine-card Smear (SM-5.5): a refill that uses up the stock exactly is not a misdeal."""
    o = _opts("nine_card")
    for seed in range(1, 20_000):
        p = play("nine_card", o, seed, "random")
        if any(s.hand is not None and s.phase is Phase.PLAY and not s.hand.stock for s in p.states):
            return playout_case(p, area="playout", slug="nine-card-refill-empties-the-stock",
                                description="nine_card: the refill takes the last card of the stock, and the hand is played",
                                tags=["playout", "nine-card-refill"], extra_rules={"SM-5.5", "SM-2.4"})
    raise RuntimeError("no nine-card hand whose refill empties the stock")


def edge_cases() -> list[CaseDict]:
    """Positions and option values that the cases above never reach, found by the mutation run
    (mutation/REPORT.md): the game waiting for a deal, the game over, the smallest target, a
    table that deals the whole deck, and a refill that empties the stock."""
    out: list[CaseDict] = []
    waiting = play("standard", _opts("standard", hand_size=6), 1, "random")
    assert waiting.final.hand is None and waiting.final.winner is None, "the hand should end waiting for a deal"
    out.append(playout_case(
        waiting, area="playout", slug="waiting-for-a-deal", at_end=True, extra_rules={"SM-2.3", "CD-7"},
        description="After the only deal given is played out, the game waits for a deal: nobody to act, no legal action",
        tags=["playout", "awaiting-deal"],
    ))
    out.append(_refusal_case(waiting, len(waiting.actions), Bad("pass", "E_WRONG_PHASE"), "an action while waiting for a deal"))
    over = play("target_11", _opts("target_11", hand_size=6), 5, "cautious", hands=60)
    assert over.final.winner is not None, "the game should end"
    out.append(playout_case(
        over, area="playout", slug="game-over-legal-set", at_end=True, first_hand_only=True, extra_rules={"SM-9.1", "CD-7"},
        description="A whole game to 11: once it is won nobody is to act and there is no legal action",
        tags=["playout", "whole-game", "game-over"],
    ))
    out.append(playout_case(
        play("standard", _opts("standard", target=1, hand_size=6), 3, "cautious", hands=20), area="playout",
        slug="target-1-whole-game", first_hand_only=True, extra_rules={"SM-9.2"},
        description="target 1, the smallest allowed: a whole game", tags=["playout", "whole-game"],
    ))
    out.append(playout_case(
        play("standard", smear_options(players=6, hand_size=9), 2, "random"), area="playout",
        slug="6-players-9-cards-whole-deck", extra_rules={"SM-2.2"},
        description="Six players with nine cards each: the whole 54-card deck is dealt, jokers included",
        tags=["playout"],
    ))
    out.append(exact_refill_case())
    return out


def cases() -> list[CaseDict]:
    out = playout_cases() + [misdeal_case(), sweep_max_bid_case()] + order_cases() + option_cases() + refusal_cases() + perft_cases()
    return out + edge_cases()

