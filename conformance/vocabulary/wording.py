"""The sections of a vocabulary page on the words an adapter reads and writes: the options and
what each value means, the action strings, the refusal codes and their precedence."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from conformance.games import game as game_record
from conformance.games.support import GameSupport
from conformance.jsonvalues import JSONScalar
from conformance.vocabulary import probe, values
from conformance.vocabulary.completeness import (
    spec_option_rules,
)
from conformance.vocabulary.model import GameValues, OptionMeaning, Range, covers, value_text
from conformance.vocabulary.page import (
    Block,
    Heading,
    Items,
    Para,
    Quote,
    Table,
    json_text,
    md_code,
    trim_blank,
)
from conformance.vocabulary.spec_text import Spec, SpecGap, list_items, tables
from conformance.vocabulary.spec_text import load as load_spec
from reference.actions import parse_action
from reference.cards import (
    X1,
    X2,
    Suit,
    format_card,
    standard_deck,
)
from reference.errors import Code, IllegalAction

# Strings as the parser reads them: the rules of form of CD-4 and CD-6, one example each.
PARSE_EXAMPLES = (
    "pass", "bid 5", "bid 0", "bid 99999999999999999999", "bid 05", "bid +5", "bid -1", "bid five", "Pass", " pass",
    "pass ",
    "trump H", "trump h", "trump X1", "curse C", "curse", "discard 7S 9D 5D 8C", "discard 8C 7S 9D 5D",
    "discard 7S  9D", "discard", "discard AS AS", "discard X2 X1", "play JD", "play jd", "play 10S",
    "play X1", "play X3", "play AH KH", "play\tAH",
)


@dataclass(frozen=True)
class ValueRow:
    """One value (or range of values) of an option, as a page and ``trickref rules`` show it."""

    text: str  # JSON text (``true``, ``"redeal"``, ``null``), or a range's wording
    is_range: bool
    is_default: bool  # whether it is (or holds) the option's default
    meaning: str
    rules: tuple[str, ...]  # the value's own rules, else the option's from SPEC's options table

    def value_cell(self, default: object) -> str:
        shown = self.text if self.is_range else md_code(self.text)
        if not self.is_default:
            return shown
        if self.is_range:
            return f"{shown} (default {md_code(json_text(default))})"
        return f"{shown} (default)"


def option_rows(game: str, name: str, spec: Spec | None = None) -> list[ValueRow]:
    """The values of option ``name`` with their meanings: the engine's values in the engine's
    order, or the meanings table's ranges where the engine leaves the values open."""
    record = game_record(game)
    meaning = values(game).options[name]
    default = record.defaults[name]
    listed = record.option_values()[name]
    option_rules = spec_option_rules(game, spec).get(name, ())
    chosen = []
    if isinstance(listed, list):
        for v in listed:
            found = meaning.meaning_of(v)
            if found is not None and found not in chosen:
                chosen.append(found)
    chosen += [v for v in meaning.values if v not in chosen]
    return [
        ValueRow(value_text(v.value) if isinstance(v.value, Range) else json_text(v.value), isinstance(v.value, Range),
                 covers(v.value, default), v.meaning, v.rules or option_rules)
        for v in chosen
    ]


def options_blocks(game: str, record: GameSupport, table: GameValues, spec: Spec) -> list[Block]:
    rules = spec_option_rules(game, spec)
    listed = record.option_values()
    blocks: list[Block] = [
        Para(
            "A `replay` gives every option, in full, as JSON (`true`, `4`, `\"redeal\"`, `null`); a preset is never "
            "sent. In `hello`, declare for each option the values your engine plays (PROTOCOL.md). The class says "
            "how changing an option from its default bears on a case's level (conformance/README.md, \"Levels\"): "
            "`table` never lowers it, `variant` makes it `should`, `reading` (a contested point) `may`."
        ),
        Table(
            ("option", "values", "default", "class"),
            tuple(
                (md_code(name), _values_text(listed[name], table.options[name]), md_code(json_text(default)),
                 record.option_classes.get(name, "reading"))
                for name, default in record.defaults.items()
            ),
        ),
    ]
    for name, default in record.defaults.items():
        meaning = table.options[name]
        line = f"{_sentence(meaning.decides)}. Class `{record.option_classes.get(name, 'reading')}`."
        if rules.get(name):
            line += f" Rules: {', '.join(rules[name])}."
        if meaning.register:
            line += " Register: " + ", ".join(f"{e} ({spec.register_title(e)})" for e in meaning.register) + "."
        blocks.append(Heading(3, md_code(name)))
        blocks.append(Para(line))
        rows = tuple((r.value_cell(default), f"{r.meaning} ({', '.join(r.rules)})") for r in option_rows(game, name, spec))
        blocks.append(Table(("value", "meaning"), rows))
    blocks.append(Heading(3, "Presets"))
    blocks.append(Para(
        "A preset names a set of options for the command line and the API (`--preset`); every option it does "
        "not list keeps its default."
    ))
    blocks.append(Table(
        ("preset", "options it sets"),
        tuple(
            (md_code(preset), ", ".join(f"`{k}: {json_text(v)}`" for k, v in preset_changes(game, preset).items())
             or "none (the standard game)")
            for preset in record.presets
        ),
    ))
    return blocks


def _values_text(listed: object, meaning: OptionMeaning) -> str:
    if isinstance(listed, list):
        return ", ".join(md_code(json_text(v)) for v in listed)
    return ", ".join(value_text(v.value) if isinstance(v.value, Range) else md_code(json_text(v.value)) for v in meaning.values)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def actions_blocks(game: str, record: GameSupport, table: GameValues, spec: Spec) -> list[Block]:
    behaviour = probe.behaviour(game)
    verbs = probe.verbs()
    rows = []
    for v in verbs:
        phases = [f.phase for f in behaviour.phases if v.name in f.takes]
        taken = ", ".join(md_code(p) for p in phases) if phases else "none (refused: " + ", ".join(
            md_code(c) for c in behaviour.elsewhere.get(v.name, ())
        ) + ")"
        rows.append((md_code(v.form), md_code(str(v.example)), taken, table.verbs[v.name]))
    suits = " ".join(md_code(s.name) for s in Suit)
    blocks: list[Block] = [
        Para(
            "An action is one string (SPEC CD-6). The reference parses the same six verbs in every game; which of "
            f"them {record.title} takes, and when, is the game's business (see Phases). A string that does not parse "
            "is refused with `E_BAD_ACTION` before anything else is checked (CD-9 step 1); a well-formed action "
            "of a verb the current phase does not take is refused with `E_WRONG_PHASE` (CD-9 step 5). So every "
            "adapter must parse all six verbs, those its game never takes included."
        ),
        Table(("form", "example", "taken in phase", f"in {record.title}"), tuple(rows)),
        Heading(3, "Tokens"),
        Items((
            "`N`: a decimal integer, no sign, no leading zero (`0` itself is well formed).",
            f"`S`: one suit character, uppercase: {suits}.",
            ("`C`, `C1` ...: a card token (see Cards): rank then suit, or a joker, "
            f"{md_code(format_card(X1))} or {md_code(format_card(X2))}; the same "
            f"{len(standard_deck(jokers=2))} tokens in every game, whether or not its deck holds the card."),
        )),
        Heading(3, "Rules of form"),
        Quote("SPEC CD-6", tuple(f"- {item}" for item in list_items(spec.rule("CD-6"), "Rules of form"))),
        Heading(3, "Strings as the reference reads them"),
        Para(
            "Each string in JSON, as a `replay` carries it, and what `reference/actions.py` makes of it: the same in "
            "every game. A string that parses may still be refused, by the phase (`E_WRONG_PHASE`) or by a rule of "
            "the game (Refusal codes)."
        ),
        Table(("string", "parsed as"), tuple((md_code(json_text(s)), _parsed(s)) for s in PARSE_EXAMPLES)),
        Heading(3, "Seats"),
        Quote("SPEC CD-7", tuple(spec.rule("CD-7"))),
        Heading(3, "Legal action lists"),
        Para(
            "A `legal` observation is compared as a set, so its order is free. For reference, SPEC orders the "
            "lists so:"
        ),
        Quote("SPEC CD-6", tuple(f"{i}. {item}" for i, item in enumerate(list_items(spec.rule("CD-6"), "*Legal action lists*"), 1))),
        Para(
            "The reference lists the kinds in the order " + ", ".join(md_code(v.name) for v in verbs) +
            " (reference/actions.py)."
        ),
    ]
    return blocks


def _parsed(text: str) -> str:
    try:
        action = parse_action(text)
    except IllegalAction as refused:
        return f"`{refused.code.value}`: {refused.message}"
    return f"well formed: {md_code(str(action))}"


@dataclass(frozen=True)
class Precedence:
    common: tuple[tuple[str | None, str], ...]  # CD-9: (code or None, the step's text), in order
    phases: tuple[tuple[str, tuple[str, ...]], ...]  # the game's list: (phase, codes in order)
    rule: str  # the game's rule, e.g. SM-11.1
    heading: str


def precedence(game: str, spec: Spec | None = None) -> Precedence:
    """CD-9's steps and the game's order within each phase, parsed from SPEC."""
    spec = spec or load_spec()
    record = game_record(game)
    steps = []
    for item in list_items(spec.rule("CD-9"), "**CD-9**"):
        m = re.match(r"^`(E_[A-Z_]+)`:\s*(.*)$", item)
        steps.append((m.group(1), m.group(2)) if m else (None, item))
    heading = spec.heading(rf"{record.rule_prefix}-\d+ Refusal precedence")
    found = re.search(r"\*\*([A-Z]{2}-\d+\.\d+)\*\*", "\n".join(spec.section(heading)))
    if found is None:
        raise SpecGap(f"SPEC.md: no rule under {heading!r}")
    rule = found.group(1)
    phase_names = [f.phase for f in probe.behaviour(game).phases]
    phases = []
    for item in list_items(spec.rule(rule), f"**{rule}**"):
        label, _, rest = item.partition(":")
        matches = [p for p in phase_names if p.startswith(label.strip()) or label.strip().startswith(p)]
        if len(matches) != 1:
            raise SpecGap(f"SPEC.md {rule}: {label!r} names no phase of {game} ({', '.join(phase_names)})")
        phases.append((matches[0], tuple(re.findall(r"`(E_[A-Z_]+)`", rest))))
    return Precedence(tuple(steps), tuple(phases), rule, heading)


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def codes_blocks(game: str, record: GameSupport, spec: Spec) -> list[Block]:
    order = precedence(game, spec)
    steps: dict[str, list[str]] = {}
    for i, (code, _) in enumerate(order.common, 1):
        if code:
            steps.setdefault(code, []).append(str(i))
    where = {code: [f"CD-9 step{'s' if len(n) > 1 else ''} {', '.join(n)}"] for code, n in steps.items()}
    for phase, codes in order.phases:
        for k, code in enumerate(codes, 1):
            where.setdefault(code, []).append(f"{phase}, {_ordinal(k)}")
    section = spec.section(record.refusal_table)
    table = tables(section)
    if not table:
        raise SpecGap(f"SPEC.md: no table under {record.refusal_table!r}")
    listed = [row[0].strip("`") for row in table[0].rows]
    notes = tuple(line for line in section if not line.startswith("|"))
    engine = [c.value for c in Code]
    never = [c for c in engine if c not in listed]
    blocks: list[Block] = [
        Para(
            "Answer `refused` with the code and the index of the refused action; the runner compares codes, never "
            f"messages. The codes of {record.title}, from SPEC's table \"{record.refusal_table}\", with where each "
            "is checked (the precedence below):"
        ),
        Table(
            ("code", "meaning", "rule", "checked"),
            tuple((row[0], row[1], row[2], "; ".join(where.get(row[0].strip("`"), ())) or "(not in the order)")
                  for row in table[0].rows),
        ),
        Quote(f"SPEC \"{record.refusal_table}\"", tuple(trim_blank(notes))),
    ]
    if never:
        blocks.append(Para(
            f"Codes the engine knows that {record.title} never reports (they are not in its table): "
            + ", ".join(md_code(c) for c in never) + "."
        ))
    for code, why in record.unreachable_codes.items():
        blocks.append(Para(f"{md_code(code)} cannot arise through the protocol: {why}."))
    blocks += [
        Heading(3, "Precedence"),
        Para(
            "An action that breaks several rules is refused once, with the first code that applies: first the "
            "checks every game makes, in SPEC CD-9's words:"
        ),
        Items(tuple((f"`{code}`: {text}" if code else text) for code, text in order.common), ordered=True),
        Para(f"Step 6 is the current phase's own checks, in {order.rule}'s order:"),
        Table(
            ("phase", f"step 6: the phase's checks, in order ({order.rule})"),
            tuple((md_code(f.phase), _phase_order(f, order)) for f in probe.behaviour(game).phases if f.takes),
        ),
        Quote(f"SPEC {order.heading}", tuple(trim_blank([x for x in spec.section(order.heading) if x != "---"]))),
    ]
    return blocks


def _phase_order(facts: probe.PhaseFacts, order: Precedence) -> str:
    for name, codes in order.phases:
        if name == facts.phase:
            return ", then ".join(md_code(c) for c in codes)
    refused = sorted({c for v in facts.takes for c in facts.codes.get(v, ())})
    if refused:  # SPEC orders nothing here, yet the engine refuses: say so rather than hide it
        return f"none in {order.rule}; the reference refuses with " + ", ".join(md_code(c) for c in refused)
    return f"none: {order.rule} lists none, and the reference refuses no well-formed {_or(facts.takes)} here"


def _or(names: Sequence[str]) -> str:
    quoted = [md_code(n) for n in names]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


def preset_changes(game: str, preset: str) -> dict[str, JSONScalar]:
    record = game_record(game)
    standard = record.defaults
    return {k: v for k, v in record.presets[preset].items() if v != standard.get(k) or type(v) is not type(standard.get(k))}
