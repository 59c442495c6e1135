"""Whether a game's meanings table (``conformance/vocabulary/<game>.toml``) fits the engine
and SPEC.md: every option the engine has is explained and no other; every value an option takes
has exactly one meaning and every meaning stands for values the engine accepts (for an option
whose integer range the engine leaves open, tried value by value over ``probe.WINDOW``); every
rule and register entry cited exists; an option that reads a contested point (class ``reading``)
names its register entry; every action verb has a line, and a verb the game never takes names the
code it is refused with.

``problems`` returns what is wrong, one line each (empty: nothing); tests/test_vocabulary.py and
``python -m conformance.vocabulary.pages --check`` fail on any.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import cast

import conformance
from conformance.games import game as game_record
from conformance.vocabulary import probe, values
from conformance.vocabulary.model import GameValues, OptionMeaning, Range, covers, value_text
from conformance.vocabulary.spec_text import Spec, SpecGap
from conformance.vocabulary.spec_text import load as load_spec


def options_heading(game: str) -> str:
    """The SPEC heading of the game's options table ("Smear options"), named as its refusal table
    is ("Smear refusal codes", the game's record)."""
    return game_record(game).refusal_table.replace("refusal codes", "options")


def spec_option_rules(game: str, spec: Spec | None = None) -> dict[str, tuple[str, ...]]:
    """Each option of SPEC's options table with the rules its row cites."""
    table = (spec or load_spec()).table(options_heading(game))
    return {row[0].strip("`"): tuple(r.strip() for r in row[-1].split(",") if r.strip()) for row in table.rows}


def problems(game: str, table: GameValues | None = None, spec: Spec | None = None) -> list[str]:
    """Everything that is wrong with ``table`` (default: the game's own) for game ``game``."""
    table = table if table is not None else values(game)
    spec = spec or load_spec()
    record = game_record(game)
    out: list[str] = []
    engine = record.option_values()
    for name in engine:
        if name not in table.options:
            out.append(f"{game}: option {name!r} has no meaning")
    for name in table.options:
        if name not in engine:
            out.append(f"{game}: a meaning names option {name!r}, which the engine does not have")
    try:
        spec_rules = spec_option_rules(game, spec)
    except SpecGap as exc:
        return out + [f"{game}: {exc}"]
    for name, meaning in table.options.items():
        if name not in engine:
            continue
        if name not in spec_rules:
            out.append(f"{game}: SPEC's {options_heading(game)!r} table has no row for {name!r}")
        out += _option_problems(game, name, meaning, engine[name], spec, spec_rules.get(name, ()),
                                record.option_classes.get(name, "reading"))
    out += _verb_problems(game, table.verbs, spec)
    out += _deal_problems(game, table.deal, spec)
    return out


@lru_cache(maxsize=1)
def case_schema() -> Mapping[str, object]:
    """conformance/schema/case.schema.json (it ships inside the package, wheel included)."""
    path = Path(conformance.__file__).resolve().parent / "schema" / "case.schema.json"
    return cast(Mapping[str, object], json.loads(path.read_text(encoding="utf-8")))


def schema_def(name: str) -> Mapping[str, object]:
    defs = cast(Mapping[str, Mapping[str, object]], case_schema()["$defs"])
    return defs[name]


def schema_fields(name: str) -> list[str]:
    """The property names of ``$defs/<name>`` in the case schema, in its order."""
    return list(cast(Mapping[str, object], schema_def(name)["properties"]))


def _deal_problems(game: str, deal: Mapping[str, str], spec: Spec) -> list[str]:
    out: list[str] = []
    fields = schema_fields("deal")
    for name in fields:
        if name not in deal:
            out.append(f"{game}: deal field {name!r} has no meaning")
        elif not _one_line(deal[name]):
            out.append(f"{game}: the meaning of deal field {name!r} is not one line of text")
    for name in deal:
        if name not in fields:
            out.append(f"{game}: a meaning names deal field {name!r}, which the case schema does not have")
    for name, text in deal.items():
        for rule in re.findall(r"\b[A-Z]{2}-\d+(?:\.\d+)?\b", text):
            if not spec.has_rule(rule):
                out.append(f"{game}: the meaning of deal field {name!r} cites {rule}, which SPEC.md does not have")
    return out


def _option_problems(game: str, name: str, meaning: OptionMeaning, engine_values: object, spec: Spec,
                     option_rules: tuple[str, ...], option_class: str) -> list[str]:
    where = f"{game}: option {name!r}"
    out: list[str] = []
    if not _one_line(meaning.decides):
        out.append(f"{where}: what it decides is not one line of text")
    for v in meaning.values:
        if not _one_line(v.meaning):
            out.append(f"{where}: the meaning of {value_text(v.value)} is not one line of text")
    if isinstance(engine_values, list):  # the engine lists every value (a Literal, a bool, a nullable one)
        for v in meaning.values:
            if isinstance(v.value, Range):
                out.append(f"{where}: takes only {', '.join(map(_json, engine_values))}; no range of values")
            elif not any(covers(v.value, e) for e in engine_values):
                out.append(f"{where}: a meaning names value {_json(v.value)}, which the engine does not take")
        for e in engine_values:
            n = sum(covers(v.value, e) for v in meaning.values)
            if n == 0:
                out.append(f"{where}: value {_json(e)} has no meaning")
            elif n > 1:
                out.append(f"{where}: value {_json(e)} has {n} meanings")
    else:  # "any": the engine's range is open; try it value by value
        for value in probe.WINDOW:
            n = sum(covers(v.value, value) for v in meaning.values)
            ok = probe.accepted(game, name, value)
            if ok and n == 0:
                out.append(f"{where}: value {_json(value)} has no meaning")
            elif n > 1:
                out.append(f"{where}: value {_json(value)} has {n} meanings")
            elif n and not ok:
                out.append(f"{where}: a meaning covers value {_json(value)}, which the engine does not take")
        for v in meaning.values:
            if not any(covers(v.value, value) for value in probe.WINDOW):
                out.append(f"{where}: a meaning names {value_text(v.value)}, which no value tried falls in")
    for v in meaning.values:
        for rule in v.rules:
            if not spec.has_rule(rule):
                out.append(f"{where}: the meaning of {value_text(v.value)} cites {rule}, which SPEC.md does not have")
    cited = set(option_rules) | {r for v in meaning.values for r in v.rules}
    for entry in meaning.register:
        if not spec.has_register(entry):
            out.append(f"{where}: cites register entry {entry}, which SPEC.md does not have")
        elif not _relevant(spec.register_body(entry), name, cited):
            out.append(f"{where}: register entry {entry} names neither the option nor a rule it rests on")
    if option_class == "reading" and not meaning.register:
        out.append(f"{where}: reads a contested point (class 'reading') but names no register entry")
    return out


def _verb_problems(game: str, verbs: Mapping[str, str], spec: Spec) -> list[str]:
    out: list[str] = []
    names = [v.name for v in probe.verbs()]
    elsewhere = probe.behaviour(game).elsewhere
    for name in names:
        text = verbs.get(name)
        if text is None:
            out.append(f"{game}: action verb {name!r} has no meaning")
            continue
        if not _one_line(text):
            out.append(f"{game}: the meaning of verb {name!r} is not one line of text")
        for code in elsewhere.get(name, ()):
            if code not in text:
                out.append(f"{game}: verb {name!r} is never taken; its meaning must say it is refused with {code}")
        for rule in re.findall(r"\b[A-Z]{2}-\d+(?:\.\d+)?\b", text):
            if not spec.has_rule(rule):
                out.append(f"{game}: the meaning of verb {name!r} cites {rule}, which SPEC.md does not have")
    for name in verbs:
        if name not in names:
            out.append(f"{game}: a meaning names action verb {name!r}, which the engine does not parse")
    return out


def _relevant(body: str, option: str, rules: set[str]) -> bool:
    if re.search("`" + re.escape(option) + r"(?::[^`]*)?`", body):
        return True
    return any(re.search(r"(?<![\w.-])" + re.escape(r) + r"(?![\d.]\d)", body) for r in rules)


def _one_line(text: str) -> bool:
    return bool(text.strip()) and "\n" not in text


def _json(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    return str(value)
