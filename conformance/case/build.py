"""Assembling case documents: fixed field order, tags and level derived from the options, rule ids
in SPEC order. Shared by the golden transcriptions and the generators."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping, Sequence

from conformance.case.checks import Check
from conformance.games import game
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar, scalar_text

_RULE_KEY = re.compile(r"^([A-Z]+)-([0-9]+)(?:\.([0-9]+))?$")


def rule_key(rule: str) -> tuple[str, int, int]:
    m = _RULE_KEY.match(rule)
    if not m:
        return (rule, 0, 0)
    return (m.group(1), int(m.group(2)), int(m.group(3) or 0))


def sort_rules(rules: Iterable[str]) -> list[str]:
    return sorted(set(rules), key=rule_key)


def slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def action_slug(action: str) -> str:
    """A slug for an action string; strings that do not survive slugging unchanged (``Pass``,
    ``pass ``, ``play 10S``) get a short hash so two of them never collide."""

    slug = slugify(action)
    if slug.replace("-", " ") != action:
        slug = f"{slug}-{hashlib.sha256(action.encode('utf-8')).hexdigest()[:6]}".strip("-")
    return slug or "empty"


def make_case(
    *,
    game_name: str,
    area: str,
    slug: str,
    description: str,
    preset: str,
    options: Mapping[str, JSONScalar],
    dealer: int,
    deals: Sequence[object],
    actions: Sequence[str],
    expect: Sequence[Check],
    rules: Iterable[str],
    tags: Iterable[str] = (),
    seats: Sequence[int | None] | None = None,
    source: str,
) -> CaseDict:
    support = game(game_name)
    full = dict(options)
    changed = support.changed(full)
    all_tags = [game_name, f"preset:{preset}", f"area:{area}"]
    all_tags += [f"option:{k}={scalar_text(full[k])}" for k in changed]
    all_tags += [t for t in tags if t not in all_tags]
    case: CaseDict = {
        "id": f"{game_name}/{area}/{slug}",
        "description": description,
        "level": support.level(full),
        "game": game_name,
        "rules": sort_rules(rules),
        "tags": all_tags,
        "source": source,
        "options": dict(full),
        "dealer": dealer,
        "deals": list(deals),
        "actions": list(actions),
    }
    if seats is not None and any(s is not None for s in seats):
        case["seats"] = list(seats)
    case["expect"] = [c.to_json() for c in expect]
    return case
