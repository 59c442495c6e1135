"""Hand-worked cases carried over to the configuration an implementation plays.

A golden case fixes one whole option vector. An implementation that plays another configuration
still shares most rules with it, so the suite *tailors* the case: the options the implementation
does not play are set to a declared configuration's values, undealt cards that configuration's
deck lacks are left out of the stock, and the reference replays the case. Exactly the checks whose
observations are unchanged are kept, with their hand-worked expected values; every other check is
dropped with its reason. A check is never rewritten into a different expectation.

When an action is refused under the new configuration, the case is cut before that action and
only the checks taken before it can be kept.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from conformance.case.checks import position
from conformance.case.format import Case, parse_case
from conformance.case.judge import judge_check
from conformance.games import game
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar, compact, obj
from conformance.protocol.messages import Error, Refused, Result, Skip
from conformance.protocol.reference import answer
from conformance.suite.declaration import Declaration, configuration_digest
from conformance.suite.travel import travelled
from reference.errors import TrickrefError

MAX_DESCRIPTION = 160


@dataclass(frozen=True)
class Tailoring:
    """What became of one golden case under a declaration."""

    source_id: str
    case: CaseDict | None  # the tailored case, or None when no check survived
    configuration: str  # digest of the configuration it was replayed under
    kept: tuple[int, ...]  # indices of the original checks kept
    dropped: tuple[tuple[int, str], ...]  # (index of the original check, why)
    changed: tuple[str, ...]  # the options set to the configuration's values

    def as_json(self) -> dict[str, object]:
        return {
            "source": self.source_id,
            "case": None if self.case is None else self.case["id"],
            "configuration": self.configuration,
            "changed_options": list(self.changed),
            "kept": list(self.kept),
            "dropped": [{"check": i, "why": why} for i, why in self.dropped],
        }


def deck_tokens(game_name: str, options: Mapping[str, object]) -> frozenset[str]:
    """Every card of the game's deck under ``options``, as tokens."""
    return frozenset(game(game_name).shape(options).deck)


def nearest(options: Mapping[str, object], configs: Sequence[Mapping[str, JSONScalar]]) -> Mapping[str, JSONScalar]:
    """The configuration that differs from ``options`` in the fewest options (the first of equals)."""
    return min(configs, key=lambda c: sum(1 for k, v in c.items() if compact(options.get(k)) != compact(v)))


def retarget(case: Case, decl: Declaration, config: Mapping[str, JSONScalar]) -> tuple[dict[str, JSONScalar] | None, list[str]]:
    """The case's options with every option the declaration rules out taken from ``config``,
    or ``config`` whole when that mix is not a valid game; and the options changed."""
    support = decl.support
    mixed: dict[str, object] = dict(case.options)
    for reason in decl.unsupported(case.options):
        mixed[reason.name] = config[reason.name]
    try:
        full = support.full_options(mixed)
    except (TrickrefError, ValueError):
        full = dict(config)
    if decl.unsupported(full):
        full = dict(config)
    changed = [k for k, v in full.items() if compact(case.options.get(k)) != compact(v)]
    return full, changed


def fit_deals(game_name: str, deals: Sequence[object], options: Mapping[str, object]) -> tuple[list[object] | None, str]:
    """The deals with undealt cards the new deck lacks left out; None (and why) when a dealt
    card or a widow card is not in the new deck."""
    deck = deck_tokens(game_name, options)
    out: list[object] = []
    for i, raw in enumerate(deals):
        d = obj(raw, f"deals[{i}]")
        for place in ("hands", "widow"):
            cards = d.get(place, [])
            flat = [c for h in cards for c in h] if place == "hands" and isinstance(cards, list) else cards
            if not isinstance(flat, list):
                return None, f"deals[{i}].{place} is not a list"
            foreign = [c for c in flat if c not in deck]
            if foreign:
                return None, f"deals[{i}].{place} holds {', '.join(map(str, foreign[:3]))}, not in this configuration's deck"
        stock = d.get("stock", [])
        fitted = dict(d)
        if isinstance(stock, list):
            fitted["stock"] = [c for c in stock if c in deck]
        out.append(fitted)
    return out, ""


def tailor(case: Case, decl: Declaration, configs: Sequence[Mapping[str, JSONScalar]]) -> Tailoring:
    """Carry ``case`` over to the declared configuration nearest to it (module docstring)."""
    config = nearest(case.options, configs)
    options, changed = retarget(case, decl, config)
    digest = configuration_digest(config)
    every = tuple(range(len(case.expect)))

    def dropped_all(why: str) -> Tailoring:
        return Tailoring(case.id, None, digest, (), tuple((i, why) for i in every), tuple(changed))

    assert options is not None
    shape = game(case.game).shape
    if shape(options).hand != shape(case.options).hand:
        moved, why_not = travelled(case, options)  # the scenario's cards kept, the extra ones discarded
        if moved is None:
            return dropped_all(f"it cannot travel to {shape(options).hand}-card hands: {why_not}")
        case = moved
    deals, why = fit_deals(case.game, case.deals, options)
    if deals is None:
        return dropped_all(f"the deal does not fit the configuration: {why}")
    reply = answer(replace(case.request(0), options=options, deals=tuple(deals)))
    actions = list(case.actions)
    refusal = case.refusal
    if isinstance(reply, (Error, Skip)):
        why = reply.message if isinstance(reply, Error) else reply.reason
        return dropped_all(f"the reference cannot replay it under this configuration: {why}")
    if refusal is not None:
        if isinstance(reply, Refused) and (reply.index, reply.code) == (refusal.index, refusal.code):
            return _made(case, options, deals, actions, [0], [], digest, changed)
        if isinstance(reply, Refused):
            why = f"actions[{reply.index}] is refused with {reply.code} under this configuration"
        else:
            why = f"{compact(case.actions[-1])} is accepted under this configuration"
        return dropped_all(why)
    if isinstance(reply, Refused):
        # Cut the case before the refused action: only checks taken before it can stand.
        cut = reply.index
        code = reply.code
        early = [i for i, c in enumerate(case.expect) if (at := position(c)) is not None and at <= cut]
        late = [(i, f"actions[{cut}] {compact(case.actions[cut])} is refused with {code} under this configuration") for i in every if i not in early]
        if not early:
            return Tailoring(case.id, None, digest, (), tuple(late), tuple(changed))
        sub = parse_case({**case.raw, "actions": actions[:cut], "expect": [case.expect[i].to_json() for i in early],
                          **({"seats": list(case.seats[:cut])} if case.seats is not None else {})})
        again = tailor_checks(sub, options, deals)
        kept = [early[j] for j in again[0]]
        drop = [(early[j], why) for j, why in again[1]] + late
        return _made(case, options, deals, actions[:cut], kept, drop, digest, changed, cut=True)
    kept, drop = _split(case, list(reply.observations))
    return _made(case, options, deals, actions, kept, drop, digest, changed)


def tailor_checks(case: Case, options: Mapping[str, JSONScalar], deals: list[object]) -> tuple[list[int], list[tuple[int, str]]]:
    reply = answer(replace(case.request(0), options=dict(options), deals=tuple(deals)))
    if not isinstance(reply, Result):
        return [], [(i, f"the reference answers {compact(reply.to_json())[:80]}") for i in range(len(case.expect))]
    return _split(case, list(reply.observations))


def _split(case: Case, observations: list[object]) -> tuple[list[int], list[tuple[int, str]]]:
    kept: list[int] = []
    drop: list[tuple[int, str]] = []
    for i, (check, seen) in enumerate(zip(case.expect, observations)):
        found = judge_check(check, seen, f"$.expect[{i}]")
        if found is None:
            kept.append(i)
        else:
            drop.append((i, f"its observation changes under this configuration ({found.render()[:200]})"))
    return kept, drop


def _made(case: Case, options: Mapping[str, JSONScalar], deals: list[object], actions: list[str], kept: list[int],
          dropped: list[tuple[int, str]], digest: str, changed: list[str], cut: bool = False) -> Tailoring:
    if not kept:
        return Tailoring(case.id, None, digest, (), tuple(dropped), tuple(changed))
    game_name, area, slug = case.id.split("/")
    raw = dict(case.raw)
    note = f"tailored to configuration {digest}: {len(kept)} of {len(case.expect)} checks kept"
    description = f"{case.description} [{note}]"
    if len(description) > MAX_DESCRIPTION:
        description = case.description[: MAX_DESCRIPTION - len(note) - 6] + f"... [{note}]"
    tags = [t for t in case.tags if not t.startswith("option:")]
    tags += [f"option:{k}={v if isinstance(v, str) else compact(v)}" for k in changed for v in [options[k]]]
    tags += ["tailored", f"config:{digest}"] + (["cut"] if cut else [])
    raw.update({
        "id": f"{game_name}/{area}/{slug}-at-{digest}",
        "description": description,
        "tags": tags,
        "source": f"{case.raw.get('source', case.id)} (tailored from {case.id}, checks kept: {', '.join(map(str, kept))})",
        "options": dict(options),
        "deals": deals,
        "actions": actions,
        "expect": [case.expect[i].to_json() for i in kept],
    })
    if case.seats is not None:
        raw["seats"] = list(case.seats[: len(actions)])
    return Tailoring(case.id, raw, digest, tuple(kept), tuple(dropped), tuple(changed))
