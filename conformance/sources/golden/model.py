"""A small data language for hand-worked golden scenarios, shared by the three games
(golden/smear.py, golden/fourpoint.py, golden/smoorverliefd.py). A hand result is stated with the
game's own class: ``Result`` (Smear), ``FPResult`` (Four Point), ``SVResult`` (Smoorverliefd).

A scenario is a deal, a *script* (action strings, several may be joined with ``;``, with checks
between them) and the hand derivation that justifies the checks. Each check applies to the
position reached by the actions before it. ``Refuse`` steps become separate cases (one fault per
case: the actions so far plus the refused one); the other checks form the scenario's main case.
Every scenario is written once: the pytest its ``source`` names replays its cases against the
reference (tests/golden_support.py, ``scenario_tests``) and the export writes the same cases into
the corpus. Every expected value comes from the derivation; nothing is computed by the engine
(the engine only parses the options, and the cards module lists the deck to fill the stock). The
rule a refused case cites for its code is read from the game's refusal table in SPEC.md.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from conformance.case import checks
from conformance.case.build import action_slug, make_case, slugify
from conformance.games import game
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.spec import read as read_spec
from reference.cards import format_card, parse_cards, sort_cards, standard_deck


class _Unset:
    def __repr__(self) -> str:
        return "UNSET"


UNSET = _Unset()


@dataclass(frozen=True)
class Legal:
    """Who acts, in which phase, with exactly which legal actions (any subset of the three)."""

    actions: frozenset[str] | set[str] | None = None
    to_act: int | None | _Unset = UNSET
    phase: str | None = None


@dataclass(frozen=True)
class Refuse:
    """``action`` (stated for ``seat`` if given) is refused here with ``code``."""

    action: str
    code: str
    seat: int | None = None
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Act:
    """One action stated for a seat (CD-7) and accepted."""

    action: str
    seat: int


@dataclass(frozen=True)
class Count:
    """The number of legal actions here (a perft of depth 1), for sets too big to list."""

    count: int


@dataclass(frozen=True)
class Tricks:
    """Every completed trick of the game so far: (leader, "cards in play order", winner)."""

    tricks: tuple[tuple[int, str, int], ...]


Award = tuple[int | None, int]


@dataclass(frozen=True)
class Result:
    """The fields of one hand result that the derivation states (others are not compared)."""

    outcome: str | None = None
    dealer: int | None = None
    pitcher: int | None | _Unset = UNSET
    bid: int | None = None
    trump: str | None = None
    awards: Mapping[str, Award] | None = None
    game_points: tuple[int, ...] | None = None
    captured: tuple[int, ...] | None = None
    made: bool | None | _Unset = UNSET
    revoking_sides: tuple[int, ...] | None = None
    changes: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None


@dataclass(frozen=True)
class FPResult:
    """The stated fields of one Four Point hand result (reference/fourpoint/codec.py)."""

    outcome: str | None = None
    dealer: int | None = None
    bidder: int | None | _Unset = UNSET
    bid: int | None = None
    trump: str | None | _Unset = UNSET
    awards: Mapping[str, Award] | None = None
    captured: tuple[int, ...] | None = None
    game_points: tuple[int, ...] | None = None
    made: bool | None | _Unset = UNSET
    changes: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None


Column = tuple[int | bool | None, ...]


@dataclass(frozen=True)
class SVResult:
    """The stated fields of one Smoorverliefd round result (reference/smoorverliefd/codec.py).

    ``seats`` and ``sides`` are given by column, as the hand-worked tests state them
    (``{"hearts": (0, 2, 6, 5)}``): entry ``i`` of each column is a field of seat (side) ``i``;
    only the fields named are compared. ``dead`` is card text (``""``: no dead card)."""

    dealer: int | None = None
    outcome: str | None = None
    cursed: str | None | _Unset = UNSET
    dead: str | None = None
    hearts_in_play: int | None = None
    seats: Mapping[str, Column] | None = None
    sides: Mapping[str, Column] | None = None
    champions: tuple[int, ...] | None = None
    changes: tuple[int, ...] | None = None
    scores: tuple[int, ...] | None = None


AnyResult = Result | FPResult | SVResult


@dataclass(frozen=True)
class Results:
    """Every hand result so far, in order (``Result()`` compares nothing)."""

    results: tuple[AnyResult, ...]


@dataclass(frozen=True)
class Final:
    scores: tuple[int, ...] | None = None
    winner: int | None | _Unset = UNSET
    phase: str | None = None


Step = str | Legal | Refuse | Act | Count | Tricks | Results | Final


@dataclass(frozen=True)
class Deal:
    hands: tuple[str, ...]
    widow: str = ""
    stock: str | None = None  # None: every card not named, in canonical order (CD-5)


@dataclass(frozen=True)
class Scenario:
    slug: str  # "area/name"
    title: str  # the description of the main case
    source: str  # the pytest that replays it: "tests/test_x.py::test_name"
    rules: tuple[str, ...]
    deals: tuple[Deal, ...]
    script: tuple[Step, ...]
    preset: str = "standard"
    options: Mapping[str, JSONScalar] = field(default_factory=dict)
    dealer: int = 0
    # The hand derivation (SPEC rules, then the reasoning) that justifies every expected value of
    # the script. Several scenarios of one test state it once, on the first; the others leave it "".
    derivation: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "derivation", inspect.cleandoc(self.derivation))


# Why a hand-worked test is no case (a game module's NOT_TRANSCRIBED): the protocol replays
# actions on an explicit deal under options stated in full (README.md, "What a case checks").
AS_CONFIGURED = "configuration, not replay: a case states every option in full"


def invalid_deal(rule: str) -> str:
    """Why a test of invalid explicit deals (``rule``: the game's deal rule) is no case."""
    return f"an invalid explicit deal is invalid input, not a refusal ({rule}); the protocol has no check for it"


@dataclass(frozen=True)
class ScenarioShorthand:
    """How a game module writes its scenarios in short: ``fp(slug, title, test, rules, deals,
    script, ...)`` is the scenario replayed by the test ``test`` of the file ``tests`` (its
    ``source``), dealt by the game's usual first ``dealer`` unless another is given."""

    tests: str  # "tests/test_fourpoint_golden.py::"
    dealer: int = 0

    def __call__(self, slug: str, title: str, test: str, rules: Sequence[str], deals: Sequence[Deal], script: Sequence[Step],
                 options: Mapping[str, JSONScalar] | None = None, dealer: int | None = None, preset: str = "standard",
                 derivation: str = "") -> Scenario:
        return Scenario(
            slug=slug, title=title, source=self.tests + test, rules=tuple(rules), deals=tuple(deals), script=tuple(script),
            preset=preset, options=dict(options or {}), dealer=self.dealer if dealer is None else dealer, derivation=derivation,
        )


def plays(cards: str) -> str:
    """``"AH 2H"`` -> ``"play AH; play 2H"``."""
    return "; ".join(f"play {c}" for c in cards.split())


def turns(*taken: tuple[str, int]) -> tuple[Step, ...]:
    """Actions, each followed by the check of the seat to act after it: ``turns(("bid 5", 2),
    ("pass", 3))`` is ``"bid 5", Legal(to_act=2), "pass", Legal(to_act=3)``."""
    return tuple(step for action, seat in taken for step in (action, Legal(to_act=seat)))


def play_set(cards: str) -> frozenset[str]:
    return frozenset(f"play {c}" for c in cards.split())


RANKS_DOWN = "AKQJT98765432"  # the ranks of a suit from the ace down, as cards are written


def suit_run(suit: str, n: int = 13) -> str:
    """The ``n`` highest cards of ``suit`` from the ace down, as a hand is written (``"AS KS QS"``)."""
    return " ".join(r + suit for r in RANKS_DOWN[:n])


def one_suit_each(n: int, suits: str = "SHDC") -> tuple[str, ...]:
    """Hands of the ``n`` highest cards of one suit each, seat by seat in the order of ``suits``:
    deals where the cards hardly matter."""
    return tuple(suit_run(s, n) for s in suits)


def passed_on(hands: Sequence[str]) -> tuple[str, ...]:
    """The same hands one seat on (each seat gets the previous seat's): a later deal that can be
    told from the first."""
    return (hands[-1], *hands[:-1])


_CODE_ROW = re.compile(r"^\|\s*`(E_[A-Z_]+)`\s*\|.*\|(.*)\|\s*$")  # | `E_CODE` | meaning | rule |
_CITED = re.compile(r"\b(?:CD|SM|FP|SV)-\d+(?:\.\d+)?")


def spec_refusal_rules(heading: str) -> Callable[[str, str], Sequence[str]]:
    """A game's SPEC refusal table (the one under ``### <heading>``) as ``code_rules(code,
    action)``: the rule a refused case cites for its code, the first its ``rule`` column names
    (E_GAME_OVER's SM-9.1, not the ends of SM-9.2 to SM-9.4 it lists). E_CARD_NOT_IN_HAND names
    two where the discard and the play differ: the first for a discard, the second for a play.
    E_WRONG_PHASE cites the phase's rule, which the game states on the ``Refuse`` step. SPEC is
    read at the first question, not at import."""
    table: dict[str, list[str]] = {}

    def code_rules(code: str, action: str) -> Sequence[str]:
        if not table:
            for line in read_spec().under_heading(heading):
                m = _CODE_ROW.match(line)
                if m:
                    table[m.group(1)] = _CITED.findall(m.group(2))
            if not table:
                raise ValueError(f"SPEC.md has no refusal table under ### {heading}")
        cited = table.get(code, [])
        if code == "E_WRONG_PHASE" or not cited:
            return ()
        if code == "E_CARD_NOT_IN_HAND" and len(cited) > 1:
            return cited[:1] if action.startswith("discard") else cited[1:2]
        return cited[:1]

    return code_rules


def all_plays(played: Sequence[tuple[str, str | int]]) -> str:
    """The plays of whole tricks given as (cards in play order, winner), one after the other."""
    return "; ".join(plays(cards) for cards, _ in played)


def tricks(first_leader: int, *played: tuple[str, int]) -> Tricks:
    """Tricks given as (cards in play order, winner); each winner leads the next (SM-6.1,
    FP-6.1, SV-3.5)."""
    out: list[tuple[int, str, int]] = []
    leader = first_leader
    for cards, winner in played:
        out.append((leader, cards, winner))
        leader = winner
    return Tricks(tuple(out))


def played_tricks(first_leader: int, played: Sequence[tuple[str, int]]) -> tuple[str, Tricks]:
    """Whole tricks played, given as (cards in play order, winner), and the check that states
    them: ``all_plays(played)`` then ``tricks(first_leader, *played)``."""
    return all_plays(played), tricks(first_leader, *played)


def _deal_json(deal: Deal, jokers: int) -> dict[str, object]:
    hands = [sort_cards(parse_cards(h)) for h in deal.hands]
    widow = parse_cards(deal.widow)
    if deal.stock is None:
        used = {c for h in hands for c in h} | set(widow)
        stock = tuple(c for c in standard_deck(jokers=jokers) if c not in used)
    else:
        stock = parse_cards(deal.stock)
    return {
        "hands": [[format_card(c) for c in h] for h in hands],
        "widow": [format_card(c) for c in widow],
        "stock": [format_card(c) for c in stock],
    }


def _award_list(awards: Mapping[str, Award]) -> list[object]:
    return [{"category": cat, "side": side, "points": points} for cat, (side, points) in awards.items()]


def _columns_json(columns: Mapping[str, Column]) -> list[dict[str, object]]:
    """``{"hearts": (0, 2), "bid": (1, None)}`` -> ``[{"hearts": 0, "bid": 1}, {"hearts": 2, "bid": None}]``."""
    lengths = {len(v) for v in columns.values()}
    if len(lengths) != 1:
        raise ValueError(f"columns of different lengths: {dict(columns)!r}")
    n = lengths.pop()
    return [{name: values[i] for name, values in columns.items()} for i in range(n)]


def _result_json(r: AnyResult) -> dict[str, object]:
    """The stated fields, in declaration order. A field left at ``UNSET`` is not stated; one
    left at ``None`` is not stated either, unless its default is ``UNSET`` (then None is null)."""
    out: dict[str, object] = {}
    for f in dataclasses.fields(r):
        name = f.name
        value = getattr(r, name)
        if isinstance(value, _Unset) or (value is None and not isinstance(f.default, _Unset)):
            continue
        if name == "awards":
            assert isinstance(value, Mapping)
            out[name] = _award_list(value)
        elif name in ("seats", "sides"):
            assert isinstance(value, Mapping)
            out[name] = _columns_json(value)
        elif name == "dead":
            assert isinstance(value, str)
            out[name] = [format_card(c) for c in sort_cards(parse_cards(value))]
        elif isinstance(value, tuple):
            out[name] = list(value)
        else:
            out[name] = value
    return out


def _check(step: Step, after: int) -> checks.Check:
    """The case check a script step states, at the position ``after`` actions in."""
    if isinstance(step, Legal):
        return checks.LegalCheck(
            after,
            checks.UNSTATED if isinstance(step.to_act, _Unset) else step.to_act,
            checks.UNSTATED if step.phase is None else step.phase,
            checks.UNSTATED if step.actions is None else tuple(sorted(step.actions)),
        )
    if isinstance(step, Count):
        return checks.PerftCheck(after, 1, step.count)
    if isinstance(step, Tricks):
        return checks.TricksCheck(tuple({"leader": ld, "cards": cards.split(), "winner": w} for ld, cards, w in step.tricks))
    if isinstance(step, Results):
        return checks.HandResultsCheck(tuple(_result_json(r) for r in step.results))
    if isinstance(step, Final):
        return checks.FinalCheck(
            checks.UNSTATED if step.scores is None else list(step.scores),
            checks.UNSTATED if isinstance(step.winner, _Unset) else step.winner,
            checks.UNSTATED if step.phase is None else step.phase,
        )
    raise TypeError(f"not a check: {step!r}")


def scenario_cases(
    game_name: str, s: Scenario, code_rules: Callable[[str, str], Sequence[str]]
) -> list[CaseDict]:
    """The main case of ``s`` (if it has checks) and one case per refusal.

    ``code_rules(code, action)`` gives the SPEC rules a refusal code cites (the game's refusal
    table), used when a ``Refuse`` step does not name its rules."""
    support = game(game_name)
    overrides: dict[str, object] = {"preset": s.preset, **s.options}
    full = support.full_options(overrides)
    jokers = full.get("jokers", 0)
    assert isinstance(jokers, int)
    deals = [_deal_json(d, jokers) for d in s.deals]
    area, name = s.slug.split("/")
    actions: list[str] = []
    seats: list[int | None] = []
    stated: list[checks.Check] = []
    refusals: list[tuple[int, Refuse]] = []
    tail_only = False
    for step in s.script:
        if isinstance(step, str):
            for text in step.split(";"):
                text = text.strip()
                if text:
                    if tail_only:
                        raise ValueError(f"{s.slug}: an action after a tricks/results/final check")
                    actions.append(text)
                    seats.append(None)
        elif isinstance(step, Act):
            actions.append(step.action)
            seats.append(step.seat)
        elif isinstance(step, Refuse):
            refusals.append((len(actions), step))
        else:
            if isinstance(step, (Tricks, Results, Final)):
                tail_only = True
            stated.append(_check(step, len(actions)))
    def build(slug: str, description: str, acts: list[str], sts: list[int | None], expect: list[checks.Check], rules: Sequence[str], tags: list[str]) -> CaseDict:
        return make_case(
            game_name=game_name, area=area, slug=slug, description=description, preset=s.preset,
            options=full, dealer=s.dealer, deals=deals, actions=acts, expect=expect, rules=rules,
            tags=tags, seats=sts, source=s.source,
        )

    out: list[CaseDict] = []
    if stated:
        out.append(build(name, s.title, actions, seats, stated, s.rules, ["golden"]))
    texts = [r.action for _, r in refusals]
    for k, r in refusals:
        where = f" after {k} actions" if texts.count(r.action) > 1 else ""
        seat = f" for seat {r.seat}" if r.seat is not None else ""
        description = f"{s.title}: {r.action!r}{seat}{where} is refused, {r.code}"
        rules = list(r.rules) or list(code_rules(r.code, r.action))
        out.append(
            build(
                f"{name}-refuses-{action_slug(r.action)}{'' if r.seat is None else f'-for-seat-{r.seat}'}-at-{k}", description, actions[:k] + [r.action], seats[:k] + [r.seat],
                [checks.RefusalCheck(k, r.code)], [*rules, "CD-8"],
                ["golden", "refusal", f"code:{r.code}"],
            )
        )
    return out


def game_cases(
    game_name: str, scenarios: Sequence[Scenario], code_rules: Callable[[str, str], Sequence[str]]
) -> list[CaseDict]:
    """Every case of the game's golden scenarios, in order."""
    return [case for s in scenarios for case in scenario_cases(game_name, s, code_rules)]


def by_test(scenarios: Sequence[Scenario]) -> dict[str, tuple[Scenario, ...]]:
    """``source`` (the pytest node that replays them) -> its scenarios, in order."""
    out: dict[str, tuple[Scenario, ...]] = {}
    for s in scenarios:
        out[s.source] = (*out.get(s.source, ()), s)
    return out


RULE_ID = re.compile(r"\b(?:CD|SM|FP|SV)-\d+")


def derivation_of(group: Sequence[Scenario]) -> str:
    """The one hand derivation of the scenarios of one test: stated on the first, left "" (or
    the same text) on the others, citing at least one SPEC rule id."""
    stated = {s.derivation for s in group if s.derivation}
    if len(stated) != 1 or not group[0].derivation:
        raise ValueError(f"{group[0].source}: {len(stated)} derivations; the first scenario states the one derivation")
    text = stated.pop()
    if not RULE_ID.search(text):
        raise ValueError(f"{group[0].source}: the derivation cites no SPEC rule id")
    return text


def title_slug(title: str) -> str:
    return slugify(title)[:60].strip("-")
