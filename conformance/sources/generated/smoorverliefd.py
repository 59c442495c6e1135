"""Generated Smoorverliefd cases: seeded and adversarial playouts over 3, 4 and 5 players, every
preset, every combination of the five variants the engine allows and every option value; refusals
built to break exactly one rule; and perft positions. Expectations come from the reference through
the replay primitive (conformance.protocol.reference): these cases are test vectors for other implementations.

Everything is deterministic: seeds are fixed, deals are the engine's seeded deal (SV-2.3) or built
from a seeded generator, and the cases only ever hold explicit deals.

Kinds of case (area in the id):

- ``playout``: one round or a whole game, with the legal set observed in the first round at every
  curse and bid, every position of the first three tricks, and then every lead and every play
  where following binds (``legal_points``), every trick, every round result and the final state. ``sweep`` playouts are
  adversarial: the eldest hand holds the top cards and wins every trick, so it captures every
  heart in play, with a dead heart where the table leaves dead cards (R-SV-4); ``pair-sweep``
  playouts let a partnership capture every heart between its two players (R-SV-9).
- ``variants``: one round (two under Cupid's Arrow, so that a curse is played) for each of the 32
  combinations of met Troef, Blind Love, Partner, Kleine Liefde and Cupid's Arrow with 4 players,
  and each of the 16 without Partner with 3 and with 5 players.
- ``options``: for each non-default option value, a round *under* that value that the default
  reading replays differently, and a default round that the other value replays differently.
- ``refusal``: one action breaking exactly one rule (SPEC "Smoorverliefd refusal codes").
- ``perft``: counts of legal action sequences from a position, with the count per first action.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import product

from conformance.case.build import make_case, slugify
from conformance.games.registry import CaseDict
from conformance.jsonvalues import JSONScalar, arr, obj
from conformance.protocol.reference import replay
from conformance.sources.generated import common
from conformance.sources.generated.common import Bad, Reading, first, positions, start, text
from reference.actions import Action, Play
from reference.cards import Card, Suit, format_card, standard_deck
from reference.dealing import Deal
from reference.phases import Phase
from reference.smoorverliefd.options import (
    PRESETS,
    SmoorverliefdOptions,
    smoorverliefd_options,
    smoorverliefd_options_dict,
)
from reference.smoorverliefd.rules import (
    add_deal,
    apply,
    eldest,
    legal_actions,
    max_bid,
    new_game,
    seeded_deal,
    to_act,
)
from reference.smoorverliefd.state import SmoorverliefdState

GAME = "smoorverliefd"
SOURCE = "conformance/sources/generated/smoorverliefd.py"
LIST_LIMIT = 60
PHASE_RULE = {Phase.CURSE: "SV-10.3", Phase.BIDDING: "SV-7.1", Phase.PLAY: "SV-3.1"}
VARIANTS = ("troef", "blind_love", "partners", "kleine_liefde", "cupids_arrow")

Policy = Callable[[SmoorverliefdState, list[Action], random.Random], Action]
DealMaker = Callable[[random.Random, SmoorverliefdOptions, int], Deal]  # (rng, options, dealer)


# ---------------------------------------------------------------------------- policies


def random_policy(state: SmoorverliefdState, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def hearts_policy(state: SmoorverliefdState, legal: list[Action], rng: random.Random) -> Action:
    """Sheds hearts when void and bids low: more hearts change hands, more bids are met."""
    if state.phase is Phase.BIDDING:
        return rng.choice(legal[: max(1, len(legal) // 3)])
    hearts = [a for a in legal if isinstance(a, Play) and a.card.suit is Suit.H]
    if hearts and rng.random() < 0.6:
        return rng.choice(hearts)
    return rng.choice(legal)


POLICIES: dict[str, Policy] = {"random": random_policy, "hearts": hearts_policy}


# ---------------------------------------------------------------------------- deals


def _spread(cards: list[Card], options: SmoorverliefdOptions, first: int, fixed: dict[int, list[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Fill every hand not in ``fixed`` from ``cards`` in order, seat ``first`` first."""
    hands: list[tuple[Card, ...]] = [()] * options.players
    pos = 0
    for k in range(options.players):
        seat = (first + k) % options.players
        if seat in fixed:
            hands[seat] = tuple(fixed[seat])
        else:
            hands[seat] = tuple(cards[pos : pos + options.dealt])
            pos += options.dealt
    assert pos == len(cards)
    return tuple(hands)


def sweep_deal(rng: random.Random, options: SmoorverliefdOptions, dealer: int, dead_heart: bool) -> Deal:
    """The eldest hand holds the top cards of one plain suit (then of a second): it leads them and
    wins every trick, so it captures every card in play (SV-3.4, SV-3.5), every heart in play
    included. With ``dead_heart`` a heart is among the dead cards (3 or 5 players)."""
    plain = [Suit.S, Suit.D, Suit.C]
    rng.shuffle(plain)
    order = [c for s in plain[:2] for c in standard_deck() if c.suit is s]  # A..2 of the first suit, then of the second
    top = order[: options.dealt]
    rest = [c for c in standard_deck() if c not in top]
    rng.shuffle(rest)
    dead: list[Card] = []
    if options.dead:
        hearts = [c for c in rest if c.suit is Suit.H]
        others = [c for c in rest if c.suit is not Suit.H]
        if dead_heart:
            dead = hearts[: rng.randint(1, options.dead)]
        dead += others[: options.dead - len(dead)]
        rest = [c for c in rest if c not in dead]
    first = eldest(dealer, options)
    return Deal(_spread(rest, options, first, {first: top}), (), tuple(dead))


def pair_sweep_deal(rng: random.Random, options: SmoorverliefdOptions, dealer: int) -> Deal:
    """Example SV-8.3-a generalised (4 players): the eldest hand and its partner hold two plain
    suits between them, one opponent every heart, the other the third plain suit, so the pair
    wins every trick and captures all 13 hearts, most likely between its two players."""
    a, b, c = rng.sample([Suit.S, Suit.D, Suit.C], 3)
    suit = {s: [x for x in standard_deck() if x.suit is s] for s in Suit}
    first = eldest(dealer, options)
    hearts_holder = rng.choice([(first + 1) % 4, (first + 3) % 4])
    other = (first + 1) % 4 if hearts_holder == (first + 3) % 4 else (first + 3) % 4
    hands: list[tuple[Card, ...]] = [()] * 4
    hands[first] = tuple(suit[a][:8] + suit[b][8:])
    hands[(first + 2) % 4] = tuple(suit[a][8:] + suit[b][:8])
    hands[hearts_holder] = tuple(suit[Suit.H])
    hands[other] = tuple(suit[c])
    return Deal(tuple(hands), (), ())


DEALS: dict[str, DealMaker] = {
    "sweep": lambda rng, o, d: sweep_deal(rng, o, d, dead_heart=False),
    "sweep-dead-heart": lambda rng, o, d: sweep_deal(rng, o, d, dead_heart=True),
    "pair": pair_sweep_deal,
}


# ---------------------------------------------------------------------------- playouts


class Playout(common.GamePlayout[SmoorverliefdOptions, SmoorverliefdState]):
    @property
    def options_json(self) -> dict[str, JSONScalar]:
        return dict(smoorverliefd_options_dict(self.options))


def play(preset: str, options: SmoorverliefdOptions, seed: int, policy: str = "random", hands: int = 1, deal_kind: str = "seeded") -> Playout:
    """Up to ``hands`` rounds (or to the game's end) from explicit deals."""
    rng = random.Random(f"trickref-conformance:smoorverliefd:{preset}:{seed}:{policy}:{deal_kind}:{options}")
    chooser = POLICIES[policy]
    dealer = rng.randrange(options.players)

    def make_deal(d: int, n: int) -> Deal:
        return seeded_deal(options, seed, n, d) if deal_kind == "seeded" else DEALS[deal_kind](rng, options, d)

    deals, states, actions = common.deal_and_drive(lambda deals: new_game(options, deals=deals, dealer=dealer), make_deal, dealer,
                                            hands=hands, steps=20_000, add_deal=add_deal, apply=apply,
                                            choose=lambda state: chooser(state, legal_actions(state), rng))
    return Playout(preset, options, seed, policy, deal_kind, dealer, deals, actions, states)


def legal_points(p: Playout) -> list[int]:
    """In the first round: every curse and bid, every position of the first three tricks, then
    every lead and every play by a seat holding the suit led (where following binds); in later
    rounds the first action only."""
    points: list[int] = []
    for k, s in enumerate(p.states):
        if s.hand is None or s.winner is not None:
            continue
        h = s.hand
        if s.results and (h.bids or h.cursed is not None or h.tricks or h.trick):
            continue
        if s.phase is Phase.PLAY and len(h.tricks) >= 3 and h.trick:
            seat = (h.leader + len(h.trick)) % p.options.players
            if not any(c.suit == h.trick[0].suit for c in h.hands[seat]):
                continue
        points.append(k)
    return points


# ---------------------------------------------------------------------------- rule tags


def rules_of(p: Playout, legal_at: Iterable[int]) -> set[str]:
    """The SPEC rules a playout case exercises and checks."""
    o = p.options
    rules: set[str] = {"SV-1.1", "SV-1.2", "SV-2.1", "SV-2.2", "SV-2.3", "CD-6"}
    observed = set(legal_at)
    for k in range(len(p.actions)):
        s = p.states[k]
        hand = s.hand
        if hand is None:
            continue
        if s.phase is Phase.CURSE:
            rules |= {"SV-10.3", "CD-1"}
        elif s.phase is Phase.BIDDING:
            rules.add("SV-7.1")
        elif s.phase is Phase.PLAY:
            rules.add("SV-3.1")
            if not hand.tricks and not hand.trick:
                rules.add("SV-1.3")
            if not hand.trick and k in observed:
                rules.add("SV-3.2")
            if hand.trick and k in observed:
                led = hand.trick[0].suit
                held = hand.hands[(hand.leader + len(hand.trick)) % o.players]
                rules.add("SV-3.3")
                if o.troef and led is not Suit.H and any(c.suit == led for c in held) and any(c.suit is Suit.H for c in held):
                    rules.add("SV-6.2")
                hearts_held = any(c.suit is Suit.H for c in held)
                if o.troef and o.troef_duty != "none" and hearts_held and not any(c.suit == led for c in held):
                    rules.add("SV-6.5")
                if o.troef_duty == "overtrump" and hearts_held and any(c.suit is Suit.H for c in hand.trick):
                    rules.add("SV-6.6")
    final = p.final
    for h in {id(s.last_hand): s.last_hand for s in p.states if s.last_hand is not None}.values():
        assert h is not None
        if h.tricks:
            rules |= {"SV-3.4", "SV-3.5", "SV-3.6", "CD-2"}
            if o.troef and any(c.suit is Suit.H for t in h.tricks for c in t.cards):
                rules |= {"SV-6.1", "SV-6.3"}
    for r in final.results:
        # SV-1.5: the scores after a round count from 0 (no starting scores)
        rules |= {"SV-1.5", "SV-4.1", "SV-4.2", "SV-4.3", "SV-4.6", "SV-4.7", "SV-4.8", "SV-5.1"}
        if r.dead:
            rules |= {"SV-2.4", "CD-5"}
        if any(t.hearts == 0 for t in r.sides):
            rules.add("SV-4.4")
        if o.champion != "none":
            rules.add("SV-4.5")
        if o.troef:
            rules.add("SV-6.4")
        if o.blind_love:
            rules |= {"SV-7.2", "SV-7.3"}
            if o.partners:
                rules.add("SV-7.4")
        if o.partners:
            rules |= {"SV-8.1", "SV-8.2", "SV-8.3"}
        if o.kleine_liefde:
            rules |= {"SV-9.1", "SV-9.2"}
        if o.cupids_arrow:
            rules.add("SV-10.1")
            if r.cursed is not None:
                rules.add("SV-10.4")
    later = len(final.results) > 1 or (final.results and final.hand is not None and final.winner is None)
    if later:
        rules.add("SV-10.2" if o.cupids_arrow else "SV-1.4")
    if final.winner is not None:
        rules.add("SV-5.2")
    for s in p.states:
        if s.results and s.winner is None and max(s.scores) >= o.target:
            rules.add("SV-5.3")
    if p.preset != "standard" or any(getattr(o, v) for v in VARIANTS):
        rules.add("SV-11")
    return rules


# ---------------------------------------------------------------------------- case assembly


def playout_case(p: Playout, *, area: str, slug: str, description: str, tags: Sequence[str]) -> CaseDict:
    legal_at = legal_points(p)
    observe = common.observe_all(legal_at)
    expect = common.expect_from(observe, replay(common.request(GAME, p.options_json, p.dealer, p.deals_json, p.actions, observe)), LIST_LIMIT)
    return make_case(
        game_name=GAME, area=area, slug=slug, description=f"Smoorverliefd: {description}", preset=p.preset, options=p.options_json,
        dealer=p.dealer, deals=p.deals_json, actions=p.actions, expect=expect, rules=rules_of(p, legal_at),
        tags=["generated", *tags],
        source=f"{SOURCE}: play(preset={p.preset!r}, seed={p.seed}, policy={p.policy!r}, deals={p.deal_kind!r})",
    )


def _opts(preset: str = "standard", /, **overrides: JSONScalar) -> SmoorverliefdOptions:
    return smoorverliefd_options({"preset": preset, **overrides})


def _label(o: SmoorverliefdOptions, preset: str = "standard") -> str:
    return common.label(dict(smoorverliefd_options_dict(o)), dict(smoorverliefd_options_dict(PRESETS[preset])), preset)


def _rounds(o: SmoorverliefdOptions) -> int:
    return 2 if o.cupids_arrow else 1


# ---------------------------------------------------------------------------- playout cases


def playout_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for preset in PRESETS:
        for seed in (1, 2):
            o = _opts(preset)
            p = play(preset, o, seed, hands=_rounds(o))
            out.append(playout_case(p, area="playout", slug=f"{slugify(preset)}-round-seed-{seed}",
                                    description=f"Preset {preset}: {_rounds(o)} round(s) of random legal play (seed {seed})",
                                    tags=["playout"]))
    for players in (3, 5):
        for seed in (1, 2, 3):
            o = _opts(players=players)
            p = play("standard", o, seed)
            out.append(playout_case(p, area="playout", slug=f"{players}-players-round-seed-{seed}",
                                    description=f"{players} players, {o.dealt} cards each, {o.dead} dead: one round (seed {seed})",
                                    tags=["playout", "dead-cards"]))
    whole: tuple[tuple[str, SmoorverliefdOptions], ...] = (
        ("standard", _opts()), ("standard", _opts(players=3)), ("standard", _opts(players=5)), ("partner", _opts("partner")),
        ("target_100", _opts("target_100")), ("met_troef", _opts("met_troef")), ("kleine_liefde", _opts("kleine_liefde")),
        ("blind_love", _opts("blind_love")), ("cupids_arrow", _opts("cupids_arrow")),
        ("cupids_arrow", _opts("cupids_arrow", players=5, curse_hearts=False)),
    )
    for preset, o in whole:
        p = play(preset, o, 21, "hearts", hands=60)
        assert p.final.winner is not None, (preset, o)
        out.append(playout_case(p, area="playout", slug=slugify(f"{_label(o, preset)} whole game"),
                                description=f"{_label(o, preset)}: a whole game to the target", tags=["playout", "whole-game"]))
    sweeps: tuple[tuple[str, SmoorverliefdOptions, str], ...] = (
        ("standard", _opts(), "sweep"),
        ("standard", _opts(players=3), "sweep-dead-heart"),
        ("standard", _opts(players=3, sweep="all_thirteen"), "sweep-dead-heart"),
        ("standard", _opts(players=3), "sweep"),
        ("standard", _opts(players=5), "sweep-dead-heart"),
        ("standard", _opts(players=5, sweep="all_thirteen"), "sweep-dead-heart"),
        ("kleine_liefde", _opts("kleine_liefde"), "sweep"),
        ("kleine_liefde", _opts("kleine_liefde", players=5), "sweep-dead-heart"),
        ("blind_love", _opts("blind_love", players=3), "sweep-dead-heart"),
        ("partner", _opts("partner"), "sweep"),
        ("partner", _opts("partner", pair_sweep="single_player"), "sweep"),
        ("partner", _opts("partner"), "pair"),
        ("partner", _opts("partner", pair_sweep="single_player"), "pair"),
        ("standard", _opts(champion="only_champion_scores", players=3), "sweep-dead-heart"),
        ("cupids_arrow", _opts("cupids_arrow", players=3), "sweep-dead-heart"),
    )
    for preset, o, kind in sweeps:
        for seed in (1, 2):
            p = play(preset, o, seed, hands=_rounds(o), deal_kind=kind)
            what = "a pair captures every heart" if kind == "pair" else "one player wins every trick" + (" with a dead heart" if "dead" in kind else "")
            out.append(playout_case(p, area="playout", slug=slugify(f"{kind} {_label(o, preset)} seed {seed}"),
                                    description=f"{_label(o, preset)}: {what} (seed {seed})", tags=["playout", kind]))
    return out


def variant_cases() -> list[CaseDict]:
    """Every combination of the five variants the engine allows (SV-11: they combine freely)."""
    out: list[CaseDict] = []
    for players in (4, 3, 5):
        for flags in product((False, True), repeat=len(VARIANTS)):
            chosen = {v: on for v, on in zip(VARIANTS, flags)}
            if chosen["partners"] and players != 4:
                continue
            o = _opts(players=players, **chosen)
            p = play("standard", o, 31 + sum(flags), "hearts", hands=_rounds(o))
            names = [v for v in VARIANTS if chosen[v]] or ["none"]
            out.append(playout_case(p, area="variants", slug=slugify(f"{players} players {' '.join(names)}"),
                                    description=f"{players} players, variants: {', '.join(names)}: {_rounds(o)} round(s)",
                                    tags=["variants", *(f"variant:{v}" for v in VARIANTS if chosen[v])]))
    return out


# ---------------------------------------------------------------------------- option cases


READINGS: tuple[Reading, ...] = (
    Reading("sweep", "all_thirteen", base=(("players", 3),), deal_kind="sweep-dead-heart"),
    Reading("sweep", "all_thirteen", base=(("players", 5),), deal_kind="sweep-dead-heart"),
    Reading("champion", "only_champion_scores"),
    Reading("blind_bonus", 5, base=(("blind_love", True),)),
    Reading("blind_penalty", 3, base=(("blind_love", True),)),
    Reading("pair_sweep", "single_player", base=(("partners", True),), deal_kind="pair"),
    Reading("curse_hearts", False, base=(("cupids_arrow", True),), hands=2, legality=True),
    Reading("curse_penalty", 2, base=(("cupids_arrow", True),), hands=2),
    Reading("troef_duty", "trump", base=(("troef", True),), legality=True),
    Reading("troef_duty", "overtrump", base=(("troef", True),), legality=True),
)


def quick_differs(p: Playout, alt: SmoorverliefdOptions, legality: bool) -> bool:
    """A cheap engine-level screen for ``differs``."""
    state = common.replay_under(lambda o, deals, dealer: new_game(o, deals=deals, dealer=dealer), apply, legal_actions,
                         alt, p.deals, p.dealer, p.actions, p.states, legality)
    return state is None or p.final.results != state.results or p.final.winner != state.winner


def _search(r: Reading, under_value: bool, name: str, slug: str, description: str, tags: list[str]) -> CaseDict:
    base, with_value = _opts(**dict(r.base)), _opts(**dict(r.base), **{r.option: r.value})
    options, alt = (with_value, base) if under_value else (base, with_value)
    case = common.first_telling(range(1, 500), lambda seed: play("standard", options, seed, "hearts", hands=r.hands, deal_kind=r.deal_kind),
                                lambda p: quick_differs(p, alt, r.legality),
                                lambda p: playout_case(p, area="options", slug=slug, description=description, tags=tags),
                                smoorverliefd_options_dict(alt))
    if case is None:
        raise RuntimeError(f"no seed tells {r.option}={r.value} apart")
    return case


def option_cases() -> list[CaseDict]:
    return [case for r in READINGS for case in common.reading_cases(
        r.option, r.value, smoorverliefd_options_dict(_opts(**dict(r.base)))[r.option], "a round", partial(_search, r),
        where=" ".join(f"{k} {text(v)}" for k, v in r.base))]


# ---------------------------------------------------------------------------- refusal cases


def bad_actions(s: SmoorverliefdState) -> list[Bad]:
    """Actions that break exactly one rule at ``s`` (SPEC "Smoorverliefd refusal codes")."""
    if s.winner is not None:
        return [Bad("play AS", "E_GAME_OVER"), Bad("bid 0", "E_GAME_OVER"), Bad("curse S", "E_GAME_OVER")]
    hand, o = s.hand, s.options
    if hand is None:
        return [Bad("play 2C", "E_WRONG_PHASE"), Bad("curse H", "E_WRONG_PHASE")]
    seat = to_act(s)
    assert seat is not None
    legal = legal_actions(s)
    held = hand.hands[seat]
    out = [Bad(str(legal[0]), "E_NOT_YOUR_TURN", (seat + 1) % o.players), Bad("trump H", "E_WRONG_PHASE"),
           Bad("discard 2C", "E_WRONG_PHASE")]
    if s.phase is Phase.CURSE:
        out += [Bad("bid 0", "E_WRONG_PHASE"), Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"), Bad("pass", "E_WRONG_PHASE")]
        if not o.curse_hearts:
            out.append(Bad("curse H", "E_CANNOT_CURSE_HEARTS"))
    elif s.phase is Phase.BIDDING:
        out += [Bad("pass", "E_MUST_BID"), Bad(f"bid {max_bid(hand) + 1}", "E_BID_TOO_HIGH"), Bad("curse S", "E_WRONG_PHASE"),
                Bad(f"play {format_card(held[-1])}", "E_WRONG_PHASE")]
    elif s.phase is Phase.PLAY:
        out += [Bad("bid 0", "E_WRONG_PHASE"), Bad("pass", "E_WRONG_PHASE"), Bad("curse S", "E_WRONG_PHASE")]
        lawful = {a.card for a in legal if isinstance(a, Play)}
        missing = [c for c in standard_deck() if c not in held]
        if hand.trick:
            led = hand.trick[0].suit
            if any(c.suit == led for c in held):
                missing = [c for c in missing if c.suit == led]
                wrong = [c for c in held if c not in lawful]
                hearts = [c for c in wrong if c.suit is Suit.H]
                if hearts and o.troef:
                    out.append(Bad(f"play {format_card(hearts[0])}", "E_MUST_FOLLOW_SUIT"))
                plain = [c for c in wrong if c.suit is not Suit.H]
                if plain:
                    out.append(Bad(f"play {format_card(plain[0])}", "E_MUST_FOLLOW_SUIT"))
        if missing:
            out.append(Bad(f"play {format_card(missing[0])}", "E_CARD_NOT_IN_HAND"))
    return out


BAD_STRINGS = ("Pass", "pass ", "bid 01", "bid -1", "bid", "curse h", "curse X1", "curse", "curse S H", "play 10H", "play ah",
               "play X3", "play  AH", "PLAY AH", "trump", "")


def _refusal_case(p: Playout, k: int, bad: Bad, key: str, tag: str = "", extra_rules: Iterable[str] = (),
                  description: str | None = None) -> CaseDict:
    lbl = _label(p.options, p.preset)
    return common.refusal_case(GAME, "Smoorverliefd", SOURCE, p, k, bad, key, apply, PHASE_RULE, p.options_json, lbl, f"{tag} {lbl}",
                        extra_rules, description)


def _troef_heart(o: SmoorverliefdOptions, bad: Bad) -> bool:
    """A heart that breaks SV-6.2 under met Troef: counted apart from other E_MUST_FOLLOW_SUIT."""
    return bad.code == "E_MUST_FOLLOW_SUIT" and o.troef and bad.action.endswith("H")


def _code_key(o: SmoorverliefdOptions, bad: Bad) -> str:
    return f"{bad.code}{'/troef-heart' if _troef_heart(o, bad) else ''}"


def _plan_refusal(p: Playout, k: int, bad: Bad, key: str) -> CaseDict:
    return _refusal_case(p, k, bad, key, "troef heart" if _troef_heart(p.options, bad) else "")


def refusal_cases() -> list[CaseDict]:
    """Per refusal code a few cases, spread over table sizes, variants and phases."""
    refusals = common.Refusals()
    plans: tuple[tuple[str, SmoorverliefdOptions, int], ...] = (
        ("standard", _opts(), 1),
        ("standard", _opts(players=3), 1),
        ("standard", _opts(players=5), 1),
        ("met_troef", _opts("met_troef"), 1),
        ("blind_love", _opts("blind_love", players=5), 1),
        ("cupids_arrow", _opts("cupids_arrow", curse_hearts=False), 2),
        ("cupids_arrow", _opts("cupids_arrow", blind_love=True, players=3), 2),
        ("partner", _opts("partner", troef=True), 1),
        ("standard", _opts(target=10), 40),
    )
    for seed in range(1, 5):
        for plan, (preset, o, hands) in enumerate(plans):
            p = play(preset, o, seed, "hearts", hands=hands)
            curse = [k for k, s in enumerate(p.states) if s.phase is Phase.CURSE][:1]
            refusals.gather(p.states, positions(p.states, f"smoorverliefd-refusal:{seed}:{plan}", 10, curse), plan, seed, bad_actions,
                            partial(_plan_refusal, p), partial(_code_key, o))
    p = play("standard", _opts(), 7)
    for i, text in enumerate(BAD_STRINGS):
        k = (i * 7) % len(p.actions)
        refusals.add("E_BAD_ACTION", _refusal_case(p, k, Bad(text, "E_BAD_ACTION"), f"notation {text!r}"))
    joker = _refusal_case(
        p, 9, Bad("play X1", "E_CARD_NOT_IN_HAND"), "a joker, which the deck does not hold", "joker", ("CD-3", "CD-4", "SV-2.1"),
        "E_CARD_NOT_IN_HAND: 'play X1' is well formed but the 52-card deck has no joker (seed 7, action 9)",
    )
    return refusals.cases() + [joker]


# ---------------------------------------------------------------------------- perft cases


@dataclass(frozen=True)
class PerftPlan:
    slug: str
    description: str
    preset: str
    options: SmoorverliefdOptions
    seed: int
    at: Callable[[Playout], int]
    depth: int
    hands: int = 1


def _tricks_left(n: int) -> Callable[[Playout], int]:
    def at(p: Playout) -> int:
        for k, s in enumerate(p.states):
            h = s.hand
            if h is not None and s.phase is Phase.PLAY and not h.trick and len(h.hands[h.leader]) == n:
                return k
        raise RuntimeError("no such position")
    return at


PERFT_PLANS: tuple[PerftPlan, ...] = (
    PerftPlan("first-trick-depth-3", "The first trick, depth 3", "standard", _opts(), 1, start, 3),
    PerftPlan("three-tricks-left-depth-12", "The last three tricks, depth 12", "standard", _opts(), 2, _tricks_left(3), 12),
    PerftPlan("three-players-two-tricks-left-depth-6", "3 players, a dead card: the last two tricks, depth 6", "standard",
              _opts(players=3), 3, _tricks_left(2), 6),
    PerftPlan("five-players-two-tricks-left-depth-10", "5 players, two dead cards: the last two tricks, depth 10", "standard",
              _opts(players=5), 4, _tricks_left(2), 10),
    PerftPlan("met-troef-three-tricks-left-depth-12", "met Troef: the last three tricks, depth 12", "met_troef", _opts("met_troef"), 5,
              _tricks_left(3), 12),
    PerftPlan("met-troef-first-trick-depth-3", "met Troef: the first trick, depth 3", "met_troef", _opts("met_troef"), 6, start, 3),
    PerftPlan("blind-love-bids-depth-2", "Blind Love: the first two bids, depth 2", "blind_love", _opts("blind_love"), 7, start, 2),
    PerftPlan("blind-love-five-players-last-bid-and-lead", "Blind Love, 5 players: the dealer's bid and the first lead, depth 2",
              "blind_love", _opts("blind_love", players=5), 8, lambda p: 4, 2),
    PerftPlan("cupids-arrow-curse-and-lead-depth-2", "Cupid's Arrow: the curse and the first lead, depth 2", "cupids_arrow",
              _opts("cupids_arrow"), 9, first(Phase.CURSE), 2, hands=2),
    PerftPlan("cupids-arrow-no-hearts-curse-depth-1", "Cupid's Arrow, curse_hearts false: the curse, depth 1", "cupids_arrow",
              _opts("cupids_arrow", curse_hearts=False), 10, first(Phase.CURSE), 1, hands=2),
    PerftPlan("last-trick-into-next-round", "The last trick, scoring and the next round's first lead, depth 5", "standard", _opts(), 11,
              _tricks_left(1), 5, hands=2),
)


def perft_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for plan in PERFT_PLANS:
        p = play(plan.preset, plan.options, plan.seed, hands=plan.hands)
        k = plan.at(p)
        actions = p.actions[:k]
        phase = p.states[k].phase
        rules = {PHASE_RULE[phase], "CD-6", "SV-2.3"}
        if phase is Phase.PLAY:
            rules |= {"SV-3.2", "SV-3.3"}
            if plan.options.troef:
                rules |= {"SV-6.2"}
        if phase is Phase.BIDDING:
            rules.add("SV-7.1")
        if phase is Phase.CURSE:
            rules.add("SV-10.3")
        if plan.preset != "standard":
            rules.add("SV-11")
        out.append(common.perft_case(GAME, SOURCE, plan.slug, f"Smoorverliefd perft: {plan.description}", plan.preset, p.options_json, p.dealer,
                              p.deals_json, actions, plan.depth, phase, rules, LIST_LIMIT))
    return out


# ---------------------------------------------------------------------------- edge cases


def edge_cases() -> list[CaseDict]:
    """Option values at the bottom of their range, which the cases above never use, found by the
    mutation run (mutation/REPORT.md): target 1 (SV-5.1) and amounts of 0 (SV-7.3, SV-10.4)."""
    plans: tuple[tuple[str, str, SmoorverliefdOptions, str], ...] = (
        ("target-1", "target 1, the smallest allowed: a whole game", _opts(target=1), "standard"),
        ("blind-love-amounts-0", "Blind Love with blind_bonus 0 and blind_penalty 0: bids score nothing either way",
         _opts("blind_love", blind_bonus=0, blind_penalty=0), "blind_love"),
        ("cupids-arrow-curse-penalty-0", "Cupid's Arrow with curse_penalty 0: the cursed suit costs nothing",
         _opts("cupids_arrow", curse_penalty=0), "cupids_arrow"),
    )
    out: list[CaseDict] = []
    for slug, description, o, preset in plans:
        p = play(preset, o, 3, "random", hands=_rounds(o) if o.target > 1 else 10)
        out.append(playout_case(p, area="playout", slug=slug, description=description, tags=["playout", "option-minimum"]))
    # A deal's widow and stock may be left out when empty (case schema): a reader must default them.
    bare = playout_case(play("standard", _opts(), 4, "random"), area="playout", slug="deal-without-empty-widow-and-stock",
                        description="Four players, no dead card: the deal gives only the hands", tags=["playout"])
    bare["deals"] = [{"hands": obj(d, "deal")["hands"]} for d in arr(bare["deals"], "deals")]
    out.append(bare)
    return out


def cases() -> list[CaseDict]:
    return playout_cases() + variant_cases() + option_cases() + refusal_cases() + perft_cases() + edge_cases()
