"""Generated Four Point cases: seeded and adversarial playouts over every preset and option value,
refusals built to break exactly one rule, and perft positions. Expectations come from the
reference through the replay primitive (conformance.protocol.reference): these cases are test vectors for
other implementations.

Everything is deterministic: seeds are fixed, deals are the engine's seeded deal (FP-2.3) or built
from a seeded generator, and the cases only ever hold explicit deals.

Kinds of case (area in the id):

- ``playout``: one hand or a whole game under a preset (``take_0`` to ``take_3``), each of the 16
  combinations of the High and Low readings, and the house rules, with the legal set observed at
  every position of the first hand (the discard's 84 choices included), every trick, every hand
  result and the final state. ``long-suit`` playouts are adversarial: the bidder holds 7 or 8 cards
  of one suit after taking and discards from it (R-FP-8, R-FP-9), sometimes its jack (R-FP-13).
- ``options``: for each non-default option value, a hand *under* that value that the default
  reading replays differently, and a default hand that the other value replays differently.
  ``high_to: taker`` has none: it never changes a result (FP-7.2, R-FP-11).
- ``refusal``: one action breaking exactly one rule (SPEC "Four Point refusal codes").
- ``perft``: counts of legal action sequences from a position, with the count per first action.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import combinations

from conformance.case.build import make_case, slugify
from conformance.games.registry import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.protocol.reference import replay
from conformance.sources.generated import common
from conformance.sources.generated.common import (
    Bad,
    Reading,
    first,
    positions,
    start,
    text,
    tricks_left,
)
from reference.actions import Action, Bid, Discard, Play
from reference.cards import JACK, Card, Suit, format_card
from reference.dealing import Deal
from reference.fourpoint.options import (
    PRESETS,
    FourPointOptions,
    fourpoint_options,
    fourpoint_options_dict,
    side_of,
)
from reference.fourpoint.ranking import deck
from reference.fourpoint.rules import (
    add_deal,
    apply,
    eldest,
    lead_suits,
    legal_actions,
    new_game,
    seeded_deal,
    to_act,
)
from reference.fourpoint.state import FourPointState
from reference.phases import Phase

GAME = "fourpoint"
SOURCE = "conformance/sources/generated/fourpoint.py"
LIST_LIMIT = 84  # every discard of take 3 (C(9, 3)) is listed
PHASE_RULE = {Phase.BIDDING: "FP-3.1", Phase.DISCARD: "FP-4.2", Phase.PLAY: "FP-6.1"}
STANDARD = dict(fourpoint_options_dict(PRESETS["standard"]))

Policy = Callable[[FourPointState, list[Action], random.Random], Action]
DealMaker = Callable[[random.Random, FourPointOptions, int, int], Deal]  # (rng, options, dealer, deal number)


# ---------------------------------------------------------------------------- policies


def _held(state: FourPointState) -> tuple[Card, ...]:
    seat = to_act(state)
    assert state.hand is not None and seat is not None
    return state.hand.hands[seat]


def _longest(cards: Sequence[Card]) -> Suit:
    return max(Suit, key=lambda s: (sum(1 for c in cards if c.suit == s), -int(s)))


def random_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def cautious_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    """Bids on a long suit only (keeps whole games finite); leads and plays at random."""
    if state.phase is Phase.BIDDING:
        held = _held(state)
        length = max(sum(1 for c in held if c.suit == s) for s in Suit)
        bids = [a for a in legal if isinstance(a, Bid) and a.amount <= length - 1]
        return bids[0] if bids else legal[0]
    return rng.choice(legal)


def passer_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    """Everyone passes in the first hand (a redeal), then random play."""
    if state.phase is Phase.BIDDING and not state.results:
        return legal[0]
    return rng.choice(legal)


def trumper_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    """Plays a trump whenever it may, even while holding the suit led."""
    hand = state.hand
    if hand is not None and hand.trump is not None and state.phase is Phase.PLAY and rng.random() < 0.85:
        trumps = [a for a in legal if isinstance(a, Play) and a.card.suit == hand.trump]
        if trumps:
            return rng.choice(trumps)
    return rng.choice(legal)


def hoarder_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    """Adversarial bidder: the eldest hand bids and the others pass; the bidder discards cards of
    its longest suit (its jack first, now and then) and leads that suit when it may."""
    hand = state.hand
    assert hand is not None
    if state.phase is Phase.BIDDING:
        if to_act(state) == eldest(hand.dealer):
            return rng.choice([a for a in legal if isinstance(a, Bid)])
        return legal[0]
    if state.phase is Phase.DISCARD:
        held = _held(state)
        suit = _longest(held)
        discards = [a for a in legal if isinstance(a, Discard)]
        if rng.random() < 0.4:
            with_jack = [a for a in discards if Card(JACK, suit) in a.cards]
            if with_jack:
                return rng.choice(with_jack)
        most = max(sum(1 for c in a.cards if c.suit == suit) for a in discards)
        return rng.choice([a for a in discards if sum(1 for c in a.cards if c.suit == suit) == most] if rng.random() < 0.7 else discards)
    if not hand.tricks and not hand.trick and hand.discards:
        held = _held(state)
        suit = _longest(held + hand.discards)
        mine = [a for a in legal if isinstance(a, Play) and a.card.suit == suit]
        if mine and rng.random() < 0.7:
            return rng.choice(mine)
    return rng.choice(legal)


POLICIES: dict[str, Policy] = {
    "random": random_policy,
    "cautious": cautious_policy,
    "passer": passer_policy,
    "trumper": trumper_policy,
    "hoarder": hoarder_policy,
}


# ---------------------------------------------------------------------------- deals


def long_suit_deal(rng: random.Random, options: FourPointOptions, dealer: int, number: int) -> Deal:
    """The eldest hand will hold 7 or 8 cards of one suit once it has taken ``take`` stock cards
    (so its discard may contain that suit: FP-4.3), the rest at random."""
    take = options.take
    cards = list(deck())
    rng.shuffle(cards)
    suit = rng.choice(list(Suit))
    mine = [c for c in cards if c.suit == suit]
    rest = [c for c in cards if c.suit != suit]
    length = rng.choice([7, 8]) if take >= 2 else 7
    taken_long = rng.randint(max(0, length - 6), min(take, length))
    dealt_long = length - taken_long
    hand = mine[:dealt_long] + rest[: 6 - dealt_long]
    taken = mine[dealt_long:length] + rest[6 - dealt_long : 6 - dealt_long + take - taken_long]
    rng.shuffle(taken)
    others = mine[length:] + rest[6 - dealt_long + take - taken_long :]
    rng.shuffle(others)
    first = eldest(dealer)
    hands: list[tuple[Card, ...]] = [()] * 4
    hands[first] = tuple(hand)
    pos = 0
    for k in range(1, 4):
        hands[(first + k) % 4] = tuple(others[pos : pos + 6])
        pos += 6
    stock = tuple(taken) + tuple(others[pos:])
    return Deal(tuple(hands), (), stock)


DEALS: dict[str, DealMaker] = {"long": long_suit_deal}  # "seeded": the engine's seeded deal (FP-2.3)


# ---------------------------------------------------------------------------- playouts


class Playout(common.GamePlayout[FourPointOptions, FourPointState]):
    @property
    def options_json(self) -> dict[str, JSONScalar]:
        return dict(fourpoint_options_dict(self.options))


def play(preset: str, options: FourPointOptions, seed: int, policy: str, hands: int = 1, deal_kind: str = "seeded") -> Playout:
    """Up to ``hands`` hands (or to the game's end) from explicit deals."""
    rng = random.Random(f"trickref-conformance:fourpoint:{preset}:{seed}:{policy}:{deal_kind}")
    chooser = POLICIES[policy]
    dealer = rng.randrange(4)

    def make_deal(d: int, n: int) -> Deal:
        return seeded_deal(seed, n, d) if deal_kind == "seeded" else DEALS[deal_kind](rng, options, d, n)

    deals, states, actions = common.deal_and_drive(lambda deals: new_game(options, deals=deals, dealer=dealer), make_deal, dealer,
                                            hands=hands, steps=5000, add_deal=add_deal, apply=apply,
                                            choose=lambda state: chooser(state, legal_actions(state), rng))
    return Playout(preset, options, seed, policy, deal_kind, dealer, deals, actions, states)


def legal_points(p: Playout) -> list[int]:
    """Every position of the first hand, and the first bid of each later hand."""
    points: list[int] = []
    for k, s in enumerate(p.states):
        if s.hand is None or s.winner is not None:
            continue
        if s.results and (s.hand.bids or s.phase is not Phase.BIDDING):
            continue
        points.append(k)
    return points


# ---------------------------------------------------------------------------- rule tags


def rules_of(p: Playout, legal_at: Iterable[int], upto: int | None = None) -> set[str]:
    """The SPEC rules a playout case exercises and checks."""
    o = p.options
    rules: set[str] = {"FP-1.2", "FP-2.1", "FP-2.2", "FP-2.3", "CD-6"}
    observed = set(legal_at)
    n = len(p.actions) if upto is None else upto
    for k, s, action in common.steps_in_hands(p.states, p.actions, n):
        hand = s.hand
        assert hand is not None
        if s.phase is Phase.BIDDING:
            rules |= {"FP-3.1", "FP-3.2"}
            if action == "bid 4" and len(hand.bids) < 3:
                rules.add("FP-3.3")
            dealer_speaks = len(hand.bids) == 3
            if o.max_bid == "others_speak" and hand.bid == 4:
                rules.add("FP-3.3")
            if dealer_speaks and k in observed and hand.bidder is None and o.all_pass == "dealer_forced":
                rules.add("FP-3.5")
            if dealer_speaks and k in observed and hand.bidder is not None and o.dealer_holds:
                rules.add("FP-3.6")
            after = p.states[k + 1]
            if after.phase in (Phase.DISCARD, Phase.PLAY) and after.results == s.results:  # the bidding ended with a bidder
                rules |= {"FP-3.3", "FP-3.4", "FP-4.1"}
        elif s.phase is Phase.DISCARD:
            rules |= {"FP-4.1", "FP-4.2", "FP-4.3", "CD-5"}
            if k in observed:
                rules.add("FP-4.4")
        elif s.phase is Phase.PLAY:
            rules.add("FP-6.1")
            if not hand.tricks and not hand.trick:
                rules |= {"FP-5.1", "FP-5.2", "CD-1"}
                if k in observed:
                    rules.add("FP-5.3")
            elif hand.trick and k in observed and hand.trump is not None:
                led = hand.trick[0].suit
                held = hand.hands[(hand.leader + len(hand.trick)) % 4]
                rules.add("FP-6.2" if any(c.suit == led for c in held) else "FP-6.3")
    final = p.states[n]
    for h in {id(s.last_hand): s.last_hand for s in p.states[: n + 1] if s.last_hand is not None}.values():
        assert h is not None
        if h.tricks:
            rules |= {"FP-6.4", "CD-2"}
        if len(h.tricks) == 6:
            rules.add("FP-6.5")
    category_rule = {"high": "FP-7.2", "low": "FP-7.3", "jack": "FP-7.4"}
    for r in final.results:
        if r.outcome == "played":
            rules |= {"FP-1.1", "FP-7.1", "FP-7.5", "FP-7.6", "FP-8.1", "FP-8.4"}
            rules.add("FP-8.2" if r.made else "FP-8.3")
            for a in r.awards:
                if a.category in category_rule:
                    rules.add(category_rule[a.category] if a.side is not None else "FP-7.7")
        else:
            rules |= {"FP-3.5", "FP-8.5"}
    if final.results:
        rules |= {"FP-9.1", "FP-1.4"}  # FP-1.4: the scores after a hand count from 0 (no starting scores)
        if o.win_only_on_made_bid:
            rules.add("FP-9.3")
        if o.non_bidder_cap != "none":
            rules.add("FP-9.4")
    if len(final.results) > 1 or (final.results and final.hand is not None):
        rules.add("FP-1.3")
    if final.winner is not None:
        rules.add("FP-9.2")
    if p.preset != "standard":
        rules.add("FP-10")
    return rules


# ---------------------------------------------------------------------------- case assembly


def playout_case(p: Playout, *, area: str, slug: str, description: str, tags: Sequence[str], extra_rules: Iterable[str] = ()) -> CaseDict:
    legal_at = legal_points(p)
    observe = common.observe_all(legal_at)
    expect = common.expect_from(observe, replay(common.request(GAME, p.options_json, p.dealer, p.deals_json, p.actions, observe)), LIST_LIMIT)
    return make_case(
        game_name=GAME, area=area, slug=slug, description=f"Four Point: {description}", preset=p.preset, options=p.options_json,
        dealer=p.dealer, deals=p.deals_json, actions=p.actions, expect=expect, rules=rules_of(p, legal_at) | set(extra_rules),
        tags=["generated", *tags],
        source=f"{SOURCE}: play(preset={p.preset!r}, seed={p.seed}, policy={p.policy!r}, deals={p.deal_kind!r})",
    )


def _opts(preset: str = "standard", /, **overrides: JSONScalar) -> FourPointOptions:
    return fourpoint_options({"preset": preset, **overrides})


# ---------------------------------------------------------------------------- playout cases

HIGH_LOW = [(hc, ht, lc, lt) for hc in ("ace", "highest") for ht in ("player", "taker") for lc in ("seven", "lowest") for lt in ("player", "taker")]
HOUSE = [(w, cap) for w in (False, True) for cap in ("none", "at_target", "below_target")]


def playout_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for preset in PRESETS:
        for seed in (1, 2, 3):
            p = play(preset, _opts(preset), seed, "random")
            out.append(playout_case(p, area="playout", slug=f"{slugify(preset)}-hand-seed-{seed}",
                                    description=f"Preset {preset}: one hand of random legal play (seed {seed})", tags=["playout"]))
        p = play(preset, _opts(preset), 11, "cautious", hands=80)
        assert p.final.winner is not None, preset
        out.append(playout_case(p, area="playout", slug=f"{slugify(preset)}-whole-game",
                                description=f"Preset {preset}: a whole game to 15 of cautious play", tags=["playout", "whole-game"]))
    for hc, ht, lc, lt in HIGH_LOW:
        o = _opts(high_card=hc, high_to=ht, low_card=lc, low_to=lt)
        p = play("standard", o, 5, "random")
        name = f"high-{hc}-{ht}-low-{lc}-{lt}"
        out.append(playout_case(p, area="playout", slug=name,
                                description=f"High {hc} to the {ht}, Low {lc} to the {lt}: one hand", tags=["playout", "high-low"]))
    for w, cap in HOUSE:
        o = _opts(target=6, win_only_on_made_bid=w, non_bidder_cap=cap)
        p = play("standard", o, 3, "cautious", hands=40)
        assert p.final.winner is not None, (w, cap)
        out.append(playout_case(p, area="playout", slug=slugify(f"target 6 win only on made bid {text(w)} cap {cap}"),
                                description=f"Target 6, win_only_on_made_bid {text(w)}, non_bidder_cap {cap}: a whole game",
                                tags=["playout", "whole-game", "house-rules"]))
    for take in (1, 2, 3):
        for discard in ("any_if_over_six", "excess_only"):
            for seed in (1, 2):
                preset = f"take_{take}"
                p = play(preset, _opts(preset, trump_discard=discard), seed, "hoarder", deal_kind="long")
                out.append(playout_case(p, area="playout", slug=slugify(f"long suit take {take} {discard} seed {seed}"),
                                        description=f"take {take}, {discard}: the bidder holds 7 or more of a suit and discards from it (seed {seed})",
                                        tags=["playout", "long-suit"]))
    p = play("standard", _opts(), 4, "passer", hands=2)
    out.append(playout_case(p, area="playout", slug="all-pass-then-a-hand",
                            description="Everyone passes, the same dealer deals again, then a hand is played", tags=["playout", "redeal"]))
    for seed in (1, 2):
        p = play("standard", _opts(trump_anytime=False), seed, "trumper")
        out.append(playout_case(p, area="playout", slug=f"trump-anytime-false-seed-{seed}",
                                description=f"trump_anytime false: one hand of eager trumping (seed {seed})", tags=["playout"]))
    return out


# ---------------------------------------------------------------------------- option cases


READINGS: tuple[Reading, ...] = (
    Reading("trump_discard", "excess_only", "hoarder", deal_kind="long", legality=True),
    Reading("trump_anytime", False, "trumper", legality=True),
    Reading("high_card", "highest", "random"),
    Reading("low_card", "lowest", "random"),
    Reading("low_to", "taker", "random"),
    Reading("discarded_jack", "bidder", "hoarder", deal_kind="long"),
    Reading("game_tie", "bidder", "random"),
    Reading("win_only_on_made_bid", True, "cautious", hands=40, base=(("target", 6),)),
    Reading("non_bidder_cap", "at_target", "cautious", hands=40, base=(("target", 6),)),
    Reading("non_bidder_cap", "below_target", "cautious", hands=40, base=(("target", 6),)),
    Reading("all_pass", "dealer_forced", "passer", legality=True),
    Reading("max_bid", "others_speak", "random", legality=True),
    Reading("dealer_holds", True, "random", legality=True),
    Reading("made_bid_winner", "bidding_side", "cautious", hands=40, base=(("win_only_on_made_bid", True), ("target", 6))),
)


def quick_differs(p: Playout, alt: FourPointOptions, legality: bool) -> bool:
    """A cheap engine-level screen for ``differs``."""
    state = common.replay_under(lambda o, deals, dealer: new_game(o, deals=deals, dealer=dealer), apply, legal_actions,
                         alt, p.deals, p.dealer, p.actions, p.states, legality)
    if state is None:
        return True
    mine, theirs = p.final, state
    if mine.results != theirs.results or mine.winner != theirs.winner:
        return True
    return any(
        (a is None) != (b is None) or (a is not None and b is not None and a.tricks != b.tricks)
        for a, b in ((mine.hand, theirs.hand), (mine.last_hand, theirs.last_hand))
    )


def _search(r: Reading, under_value: bool, name: str, slug: str, description: str, tags: list[str]) -> CaseDict:
    base, with_value = _opts(**dict(r.base)), _opts(**dict(r.base), **{r.option: r.value})
    options, alt = (with_value, base) if under_value else (base, with_value)
    case = common.first_telling(range(1, 3000), lambda seed: play("standard", options, seed, r.policy, hands=r.hands, deal_kind=r.deal_kind),
                                lambda p: (r.hands == 1 or p.final.winner is not None) and quick_differs(p, alt, r.legality),
                                lambda p: playout_case(p, area="options", slug=slug, description=description, tags=tags),
                                fourpoint_options_dict(alt))
    if case is None:
        raise RuntimeError(f"no seed tells {r.option}={r.value} apart")
    return case


def option_cases() -> list[CaseDict]:
    return [case for r in READINGS for case in common.reading_cases(
        r.option, r.value, fourpoint_options_dict(_opts(**dict(r.base)))[r.option], "a game (target 6)" if r.hands > 1 else "a hand",
        partial(_search, r))]


# ---------------------------------------------------------------------------- refusal cases


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(format_card(c) for c in cards)


def bad_actions(s: FourPointState) -> list[Bad]:
    """Actions that break exactly one rule at ``s`` (SPEC "Four Point refusal codes")."""
    if s.winner is not None:
        return [Bad("pass", "E_GAME_OVER"), Bad("play AS", "E_GAME_OVER"), Bad("trump S", "E_GAME_OVER")]
    hand, o = s.hand, s.options
    if hand is None:
        return [Bad("bid 2", "E_WRONG_PHASE"), Bad("play 7C", "E_WRONG_PHASE")]
    seat = to_act(s)
    assert seat is not None
    legal = legal_actions(s)
    held = hand.hands[seat]
    missing = [c for c in deck() if c not in held]
    out = [Bad(str(legal[0]), "E_NOT_YOUR_TURN", (seat + 1) % 4), Bad("trump S", "E_WRONG_PHASE")]
    if s.phase is Phase.BIDDING:
        holds = o.dealer_holds and len(hand.bids) == 3 and hand.bidder is not None  # FP-3.6: equal is lawful
        out.append(Bad("bid 1" if hand.bid == 0 else f"bid {hand.bid - 1 if holds else hand.bid}", "E_BID_TOO_LOW"))
        if o.all_pass == "dealer_forced" and len(hand.bids) == 3 and hand.bidder is None:
            out.append(Bad("pass", "E_MUST_BID"))
        out.append(Bad("bid 5", "E_BID_TOO_HIGH"))
        out.append(Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"))
    elif s.phase is Phase.DISCARD:
        out.append(Bad(f"play {format_card(held[0])}", "E_WRONG_PHASE"))
        out.append(Bad("pass", "E_WRONG_PHASE"))
        first = legal[0]
        assert isinstance(first, Discard)
        cards = list(first.cards)
        out.append(Bad(f"discard {_cards(cards[:-1])}" if len(cards) > 1 else f"discard {_cards(held[:2])}", "E_DISCARD_COUNT"))
        if len(cards) >= 2:
            out.append(Bad(f"discard {_cards(cards[:1] + cards[:-1])}", "E_DUPLICATE_CARD"))
        out.append(Bad(str(Discard(tuple(cards[:-1]) + (missing[0],))), "E_CARD_NOT_IN_HAND"))
        lawful_discards = set(legal)
        for combo in combinations(held, o.take):
            if Discard(combo) not in lawful_discards:
                out.append(Bad(str(Discard(combo)), "E_NO_LEGAL_LEAD"))
                break
    elif s.phase is Phase.PLAY:
        out += [Bad("pass", "E_WRONG_PHASE"), Bad("bid 2", "E_WRONG_PHASE"), Bad(f"discard {format_card(held[0])}", "E_WRONG_PHASE")]
        lawful = {a.card for a in legal if isinstance(a, Play)}
        if hand.trump is None:  # the first lead
            suits = lead_suits(held, hand.discards, o)
            wrong = [c for c in held if c not in lawful]
            if wrong:
                out.append(Bad(f"play {format_card(wrong[0])}", "E_TRUMP_DISCARDED"))
            candidates = [c for c in missing if c.suit in suits]
        elif not hand.trick:
            candidates = missing
        else:
            follow, candidates = common.follow_probes(held, missing, lawful, hand.trick[0].suit, lambda c: c.suit)
            out += follow
        if candidates:
            out.append(Bad(f"play {format_card(candidates[0])}", "E_CARD_NOT_IN_HAND"))
    return out


BAD_STRINGS = ("Pass", "pass ", "bid 03", "bid +2", "bid", "trump s", "trump X1", "play 10H", "play ah", "play X3",
               "discard", "play  AH", "PLAY AH", "bid 2 3", "", "curse")


def _refusal_case(p: Playout, k: int, bad: Bad, key: str, extra_rules: Iterable[str] = (), description: str | None = None) -> CaseDict:
    lbl = common.label(p.options_json, dict(fourpoint_options_dict(PRESETS[p.preset])), p.preset)
    return common.refusal_case(GAME, "Four Point", SOURCE, p, k, bad, key, apply, PHASE_RULE, p.options_json, lbl, f"{lbl} {p.policy}",
                        extra_rules, description)


def refusal_cases() -> list[CaseDict]:
    """Per refusal code a few cases, spread over presets, options and phases."""
    refusals = common.Refusals()
    plans: tuple[tuple[str, FourPointOptions, str, int, str], ...] = (
        ("standard", _opts(), "random", 1, "seeded"),
        ("take_0", _opts("take_0"), "random", 1, "seeded"),
        ("take_1", _opts("take_1"), "random", 1, "seeded"),
        ("take_2", _opts("take_2"), "random", 1, "seeded"),
        ("standard", _opts(), "hoarder", 1, "long"),
        ("standard", _opts(trump_discard="excess_only"), "hoarder", 1, "long"),
        ("standard", _opts(trump_anytime=False), "random", 1, "seeded"),
        ("standard", _opts(target=4), "cautious", 40, "seeded"),
        ("standard", _opts(), "passer", 1, "seeded"),
    )
    for seed in range(1, 7):
        for plan, (preset, o, policy, hands, deal_kind) in enumerate(plans):
            p = play(preset, o, seed, policy, hands=hands, deal_kind=deal_kind)
            refusals.gather(p.states, positions(p.states, f"fourpoint-refusal:{seed}:{plan}", 10), plan, seed, bad_actions,
                            partial(_refusal_case, p))
    # FP-3.5: the stuck dealer's pass, apart so that the plans above keep their cases.
    for seed in range(1, 3):
        p = play("standard", _opts(all_pass="dealer_forced"), seed, "passer")
        k = next(k for k, s in enumerate(p.states) if s.hand is not None and len(s.hand.bids) == 3)
        refusals.add("E_MUST_BID", _refusal_case(p, k, Bad("pass", "E_MUST_BID"), f"stuck dealer, seed {seed}"))
    p = play("standard", _opts(), 7, "random")
    for i, text in enumerate(BAD_STRINGS):
        k = (i * 5) % len(p.actions)
        refusals.add("E_BAD_ACTION", _refusal_case(p, k, Bad(text, "E_BAD_ACTION"), f"notation {text!r}"))
    k = next(k for k, s in enumerate(p.states) if s.phase is Phase.PLAY)
    joker = _refusal_case(
        p, k, Bad("play X1", "E_CARD_NOT_IN_HAND"), "a joker, which the deck does not hold", extra_rules=("CD-3", "CD-4", "FP-2.1"),
        description=f"E_CARD_NOT_IN_HAND: 'play X1' is well formed but the 32-card deck has no joker (seed 7, action {k})",
    )
    return refusals.cases() + [joker]


# ---------------------------------------------------------------------------- perft cases


@dataclass(frozen=True)
class PerftPlan:
    slug: str
    description: str
    preset: str
    options: FourPointOptions
    seed: int
    policy: str
    at: Callable[[Playout], int]
    depth: int
    hands: int = 1
    deal_kind: str = "seeded"


PERFT_PLANS: tuple[PerftPlan, ...] = (
    PerftPlan("bidding-start-depth-2", "Start of bidding, depth 2", "standard", _opts(), 1, "random", start, 2),
    PerftPlan("take-0-bidding-to-first-trick-depth-5", "take_0: the whole bidding and the first lead, depth 5", "take_0",
              _opts("take_0"), 2, "random", start, 5),
    PerftPlan("discard-and-first-lead-depth-2", "take 3: the discard and the first lead, depth 2", "standard", _opts(), 3, "random",
              first(Phase.DISCARD), 2),
    PerftPlan("long-suit-discard-excess-only-depth-2", "excess_only, 7 or 8 of a suit held: discard and first lead, depth 2",
              "standard", _opts(trump_discard="excess_only"), 1, "hoarder", first(Phase.DISCARD), 2, deal_kind="long"),
    PerftPlan("long-suit-discard-default-depth-2", "any_if_over_six, 7 or 8 of a suit held: discard and first lead, depth 2",
              "standard", _opts(), 1, "hoarder", first(Phase.DISCARD), 2, deal_kind="long"),
    PerftPlan("take-1-discard-depth-3", "take_1: the discard, the first lead and the reply, depth 3", "take_1", _opts("take_1"), 4,
              "random", first(Phase.DISCARD), 3),
    PerftPlan("first-trick-depth-4", "The first trick, depth 4", "standard", _opts(), 5, "random", first(Phase.PLAY), 4),
    PerftPlan("two-tricks-left-depth-8", "The last two tricks, depth 8", "standard", _opts(), 6, "random", tricks_left(2), 8),
    PerftPlan("two-tricks-left-trump-anytime-false", "trump_anytime false: the last two tricks, depth 8", "standard",
              _opts(trump_anytime=False), 7, "random", tricks_left(2), 8),
    PerftPlan("last-trick-into-next-hand", "The last trick, scoring and the next hand's bidding, depth 6", "standard", _opts(), 8,
              "random", tricks_left(1), 6, hands=2),
)


def perft_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for plan in PERFT_PLANS:
        p = play(plan.preset, plan.options, plan.seed, plan.policy, hands=plan.hands, deal_kind=plan.deal_kind)
        k = plan.at(p)
        actions = p.actions[:k]
        phase = p.states[k].phase
        rules = {PHASE_RULE[phase], "CD-6", "FP-2.3"}
        if phase is Phase.BIDDING:
            rules |= {"FP-3.2", "FP-3.3"}
        if phase is Phase.DISCARD:
            rules |= {"FP-4.2", "FP-4.3", "FP-4.4", "FP-5.3"}
        if phase is Phase.PLAY:
            rules |= {"FP-6.2", "FP-6.3"}
        if plan.preset != "standard":
            rules.add("FP-10")
        out.append(common.perft_case(GAME, SOURCE, plan.slug, f"Four Point perft: {plan.description}", plan.preset, p.options_json, p.dealer,
                              p.deals_json, actions, plan.depth, phase, rules, LIST_LIMIT))
    return out


# ---------------------------------------------------------------------------- edge cases


def _set_at_target(p: Playout) -> int | None:
    """How many hands lead up to the first one whose bidding side was set and still stands at
    the target afterwards (None: no such hand)."""
    for n, r in enumerate(p.final.results, start=1):
        if r.bidder is not None and r.made is False and r.scores[side_of(r.bidder)] >= p.options.target:
            return n
    return None


def edge_cases() -> list[CaseDict]:
    """Option values and game states that the cases above never reach, found by the mutation run
    (mutation/REPORT.md): the smallest target, and (FP-9.2 with win_only_on_made_bid) a side
    that reached the target as defenders, then bid and was set, and so has not won."""
    out = [playout_case(play("standard", _opts(target=1), 2, "cautious", hands=20), area="playout", slug="target-1-whole-game",
                        description="target 1, the smallest allowed: a whole game", tags=["playout", "whole-game"],
                        extra_rules={"FP-9.1"})]
    o = _opts(win_only_on_made_bid=True, target=5)
    for seed in range(1, 3000):
        hands = _set_at_target(play("standard", o, seed, "random", hands=80))
        if hands is not None:
            out.append(playout_case(
                play("standard", o, seed, "random", hands=hands), area="playout", slug="win-only-on-made-bid-set-at-target",
                description="win_only_on_made_bid true: a side bids, is set and still stands at the target, so the game goes on",
                tags=["playout", "whole-game"], extra_rules={"FP-9.2", "FP-9.3"},
            ))
            return out
    raise RuntimeError("no game where a side at the target is set")


def cases() -> list[CaseDict]:
    return playout_cases() + option_cases() + refusal_cases() + perft_cases() + edge_cases()

