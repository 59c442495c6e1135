"""SPEC.md's worked examples as corpus cases (area ``examples``), and their replay against the
reference.

Each run of an example becomes one case holding its observations (legal sets, counts, tricks,
hand results, the final state), and each ``refuse`` step one refusal case: the run's actions up to
that point plus the refused action (a refusal case has one fault, README "What a case checks").
A ``legal-in-order`` step is a legal set in the case (the protocol compares sets); its order is
checked here, against the reference's own list (CD-5, CD-6). Every case cites the example's rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from conformance.case import checks
from conformance.case.build import action_slug, make_case
from conformance.case.format import parse_case
from conformance.games import game
from conformance.games.support import CaseDict, GameSupport
from conformance.protocol.reference import reference_failure
from conformance.sources.examples.grammar import (
    Count,
    DealText,
    Do,
    Example,
    Final,
    Legal,
    Refuse,
    Results,
    Run,
    Trick,
    Tricks,
)
from conformance.sources.golden import fourpoint, smear, smoorverliefd
from conformance.jsonvalues import JSONScalar
from reference.cards import format_card, parse_cards, sort_cards

# The test that replays every example against the reference: the cases' ``source``.
SOURCE = "tests/test_spec_examples.py::test_every_example_replays_against_the_reference"
AREA = "examples"
CODE_RULES: Mapping[str, Callable[[str, str], Sequence[str]]] = {
    "smear": smear.code_rules, "fourpoint": fourpoint.code_rules, "smoorverliefd": smoorverliefd.code_rules,
}


def full_options(support: GameSupport, run: Run) -> tuple[str, dict[str, JSONScalar]]:
    """The run's preset and every option of the game (the preset's, then the run's on top)."""
    given = dict(run.options)
    preset = str(given.pop("preset", "standard"))
    return preset, support.full_options({"preset": preset, **given})


def deal_json(deal: DealText, deck: Sequence[str]) -> dict[str, object]:
    """A deal as a case states it: hands in canonical order, the widow, the stock (as written, or
    the cards of ``deck`` nobody holds, in its canonical order)."""
    hands = [[format_card(c) for c in sort_cards(parse_cards(h))] for h in deal.hands]
    widow = [format_card(c) for c in parse_cards(deal.widow)]
    if deal.stock is None:
        used = {c for h in hands for c in h} | set(widow)
        stock = [c for c in deck if c not in used]
    else:
        stock = [format_card(c) for c in parse_cards(deal.stock)]
    return {"hands": hands, "widow": widow, "stock": stock}


def _script(run: Run) -> tuple[list[str], list[checks.Check], list[tuple[int, Refuse]], list[tuple[int, tuple[str, ...]]]]:
    """The run's actions, its observation checks, its refusals and its ordered legal lists, each
    at the number of actions before it."""
    actions: list[str] = []
    stated: list[checks.Check] = []
    refusals: list[tuple[int, Refuse]] = []
    ordered: list[tuple[int, tuple[str, ...]]] = []
    tricks: list[object] = []
    ended = False
    for step in run.steps:
        if isinstance(step, (Do, Trick)) and ended:
            raise ValueError(f"SPEC.md:{run.line}: run {run.name}: an action after a tricks, results or final check")
        if isinstance(step, Do):
            actions += step.actions
        elif isinstance(step, Trick):
            actions += [f"play {c}" for c in step.cards]
            tricks.append({"leader": step.leader, "cards": list(step.cards), "winner": step.winner})
        elif isinstance(step, Legal):
            stated.append(checks.LegalCheck(len(actions), step.to_act, step.phase, step.actions))
            if step.ordered:
                assert isinstance(step.actions, tuple)
                ordered.append((len(actions), step.actions))
        elif isinstance(step, Count):
            stated.append(checks.PerftCheck(len(actions), 1, step.count))
        elif isinstance(step, Refuse):
            refusals.append((len(actions), step))
        elif isinstance(step, Tricks):
            if tricks or any(isinstance(t, Trick) for t in run.steps):
                raise ValueError(f"SPEC.md:{run.line}: run {run.name}: trick lines and a tricks check both state the tricks")
            ended = True
            stated.append(checks.TricksCheck(tuple({"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in step.tricks)))
        elif isinstance(step, Results):
            ended = True
            stated.append(checks.HandResultsCheck(step.results))
        elif isinstance(step, Final):
            ended = True
            stated.append(checks.FinalCheck(step.scores, step.winner, step.phase))
    if tricks:
        stated.append(checks.TricksCheck(tuple(tricks)))
    return actions, stated, refusals, ordered


def run_cases(example: Example, run: Run) -> list[CaseDict]:
    """The run's main case (when it observes anything) and one case per refusal."""
    support = game(example.game)
    preset, full = full_options(support, run)
    deck = support.shape(full).deck
    deals = [deal_json(d, deck) for d in run.deals]
    actions, stated, refusals, _ = _script(run)
    name = f"{example.slug}-{run.name}"
    title = f"Example {example.id}, {run.title}"

    def build(slug: str, description: str, acts: list[str], expect: list[checks.Check], rules: Sequence[str],
              tags: list[str]) -> CaseDict:
        return make_case(game_name=example.game, area=AREA, slug=slug, description=description, preset=preset,
                         options=full, dealer=run.dealer, deals=deals, actions=acts, expect=expect, rules=rules,
                         tags=["golden", "example", f"example:{example.id}", *tags], source=SOURCE)

    out: list[CaseDict] = []
    if stated:
        out.append(build(name, title, actions, stated, example.rules, []))
    for k, r in refusals:
        rules = [*example.rules, *r.rules, *CODE_RULES[example.game](r.code, r.action), "CD-8"]
        out.append(build(f"{name}-refuses-{action_slug(r.action)}-at-{k}", f"{title}: {r.action!r} after {k} actions is refused, {r.code}",
                         actions[:k] + [r.action], [checks.RefusalCheck(k, r.code)], rules, ["refusal", f"code:{r.code}"]))
    return out


def example_cases(example: Example) -> list[CaseDict]:
    """Every case of the example's runs (none for a pending block)."""
    names = [r.name for r in example.runs]
    titles = [r.title for r in example.runs]
    if len(set(names)) != len(names) or len(set(titles)) != len(titles):
        raise ValueError(f"SPEC.md:{example.line}: Example {example.id}: two runs share a name or a title")
    return [case for run in example.runs for case in run_cases(example, run)]


def order_failures(example: Example) -> list[str]:
    """Each ``legal-in-order`` list the reference gives in another order (or another content)."""
    support = game(example.game)
    out: list[str] = []
    for run in example.runs:
        actions, _, _, ordered = _script(run)
        if not ordered:
            continue
        _, full = full_options(support, run)
        deck = support.shape(full).deck
        deals = [support.decode_deal(deal_json(d, deck), f"deals[{i}]") for i, d in enumerate(run.deals)]
        match = support.start(full, deals, run.dealer, None)
        done = 0
        for k, expected in ordered:
            for action in actions[done:k]:
                match = match.play(action)
            done = k
            listed = tuple(match.legal())
            if listed != expected:
                out.append(f"Example {example.id}, run {run.name}, after {k} actions: legal-in-order {list(expected)}, "
                           f"the reference lists {list(listed)}")
    return out


def replay_failures(example: Example) -> list[str]:
    """Every difference between the example and the reference: each case the reference fails
    (through the replay primitive, as an adapter's answers are judged) and each order."""
    out = []
    for doc in example_cases(example):
        case = parse_case(doc)
        why = reference_failure(case)
        if why is not None:
            out.append(f"{case.id}: {why}")
    return out + order_failures(example)
