"""The sections of a vocabulary page on what an adapter shows: the cards and the deal per table,
the phases, and each observation and how it is compared."""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from typing import cast

from conformance.case import checks
from conformance.games import game as game_record
from conformance.games.support import GameSupport
from conformance.jsonvalues import JSONScalar
from conformance.vocabulary import probe
from conformance.vocabulary.completeness import (
    schema_def,
)
from conformance.vocabulary.model import GameValues, Range
from conformance.vocabulary.page import (
    Block,
    Heading,
    Items,
    Para,
    Preformatted,
    Quote,
    Table,
    json_text,
    md_code,
    trim_blank,
)
from conformance.vocabulary.spec_text import Spec, SpecGap
from conformance.vocabulary.wording import preset_changes
from reference.cards import (
    RANK_CHARS,
    X1,
    X2,
    Suit,
    format_card,
    parse_card,
    sort_cards,
)

# The options whose values change how the game is dealt: the axes of the "deal per table" table
# (the first gives the rows). Their values are the meanings table's, which the engine vouches for.
DEAL_AXES: Mapping[str, tuple[str, ...]] = {
    "smear": ("players", "jokers", "widow"), "fourpoint": (), "smoorverliefd": ("players",),
}


# How each kind of check is compared (conformance/case/judge.py); tests/test_vocabulary.py
# checks that every kind of conformance/case/checks.py has its line.
COMPARED: Mapping[type[checks.Check], tuple[str, str]] = {
    checks.LegalCheck: (
        '`{"to_act": seat or null, "phase": "...", "actions": [...]}` after the first `after` actions',
        ("only the fields the check states; `to_act` and `phase` exactly, `actions` as a set of strings "
        "(any order)"),
    ),
    checks.RefusalCheck: (
        'a `refused` reply: `{"index": k, "code": "E_..."}` for the first action refused',
        "the index and the code, never the message; every action before it must be accepted",
    ),
    checks.TricksCheck: (
        '`[{"leader": seat, "cards": [...], "winner": seat}, ...]`: every completed trick of the game so far',
        "exactly: the same tricks in the same order, cards in play order, no field more or less",
    ),
    checks.HandResultsCheck: (
        "every hand result so far, in order (fields below)",
        ("as many results; in each, only the fields the check states; within an object (an award, a seat, "
        "a side) only its stated fields; arrays of exactly the stated length; awards matched by `category`"),
    ),
    checks.FinalCheck: (
        '`{"scores": [per side], "winner": side or null, "phase": "..."}` after all the actions',
        "only the fields the check states, each exactly",
    ),
    checks.PerftCheck: (
        '`{"count": n, "divide": {"<first action>": n1, ...}}` for `depth` actions from the position after `after`',
        "`count` exactly; when the check states `divide`, the same first actions with the same counts",
    ),
}


def cards_blocks(game: str, record: GameSupport, table: GameValues, spec: Spec) -> list[Block]:
    ranks = " ".join(md_code(r) for r in reversed(RANK_CHARS))
    deck = probe.deck(game)
    example = spec.section("Example CD-5-a")
    unsorted = re.search(r"The cards `([^`]+)`", "\n".join(example))
    if unsorted is None:
        raise SpecGap("SPEC.md: Example CD-5-a names no cards")
    tokens = unsorted.group(1).split()
    blocks: list[Block] = [
        Table(
            ("part", "characters"),
            (
                ("rank", f"{ranks} (`T` is the ten; high to low, CD-2)"),
                ("suit", " ".join(md_code(s.name) for s in Suit) + " (spades, hearts, diamonds, clubs: the canonical order, CD-1)"),
                ("joker", f"{md_code(format_card(X1))}, {md_code(format_card(X2))} (whole tokens, CD-3)"
                 + ("" if format_card(X1) in deck else f"; not in the {record.title} deck, but parsed all the same")),
            ),
        ),
        Quote("SPEC CD-4", tuple(spec.rule("CD-4"))),
        Heading(3, "Canonical order"),
        Quote("SPEC CD-5", tuple(spec.rule("CD-5"))),
        Para(
            f"SPEC's example ({' '.join(tokens)}), sorted by the reference (`reference.cards.sort_cards`): "
            + " ".join(format_card(c) for c in sort_cards(parse_card(t) for t in tokens)) + "."
        ),
        Heading(3, "How the lists of cards are ordered"),
        Items((
            ("`discard C1 C2 ...`: canonical order, else `E_BAD_ACTION` (CD-6); the same card twice is well formed "
            "(`E_DUPLICATE_CARD` later, in a discard phase)."),
            ("`deals` in a `replay`: the cards of each hand are in no set order (SPEC sets none, and corpus cases "
            "list some otherwise): sort them yourself if your engine needs it. The order of `stock` matters."),
            "a trick's `cards` in a `tricks` observation: in the order played, the leader's card first.",
            "legal actions and perft `divide`: any order (a set, a map).",
            "every other list of cards the reference prints (hands, captures, dead cards): canonical order (CD-5).",
        )),
        Heading(3, "A deal"),
        Table(("field", f"in {record.title}"), tuple((md_code(k), table.deal[k]) for k in _deal_fields())),
        Heading(3, "The deck"),
        Para(f"The standard game's {len(deck)} cards, in canonical order:"),
        Preformatted("\n".join(" ".join(group) for _, group in itertools.groupby(deck, key=_suit_of))),
    ]
    blocks += _deal_table(game, table)
    return blocks


def _deal_fields() -> list[str]:
    return list(cast(Mapping[str, object], schema_def("deal")["properties"]))


def _suit_of(token: str) -> str:
    return token[1] if token[0] != "X" else "X"


def _deal_table(game: str, table: GameValues) -> list[Block]:
    axes = DEAL_AXES[game]
    if not axes:
        shape = probe.deal_shape(game, {})
        assert shape is not None
        return [Para(
            f"Every game of {game_record(game).title} is dealt the same: {shape.deck} cards, {shape.seats} seats of "
            f"{shape.hand} cards, widow {shape.widow}, stock {shape.stock}."
        )]
    def axis_values(name: str) -> list[JSONScalar]:
        return [v.value for v in table.options[name].values if not isinstance(v.value, Range)]
    rows_axis, *column_axes = axes
    columns = list(itertools.product(*(axis_values(a) for a in column_axes)))
    header = (md_code(rows_axis), *(", ".join(f"`{a}: {json_text(v)}`" for a, v in zip(column_axes, col)) or "deal"
                                  for col in columns))
    rows = []
    borrowed: dict[str, list[str]] = {}
    for r in axis_values(rows_axis):
        cells = [md_code(json_text(r))]
        for col in columns:
            shape = probe.deal_shape(game, {rows_axis: r, **dict(zip(column_axes, col))})
            if shape is None:
                cells.append("not allowed")
                continue
            extra = f", widow {shape.widow}" if shape.widow else ""
            cells.append(f"{shape.hand} each{extra}, stock {shape.stock} ({shape.deck} cards)")
            if shape.preset != "standard" and json_text(r) not in borrowed.setdefault(shape.preset, []):
                borrowed[shape.preset].append(json_text(r))
        rows.append(tuple(cells))
    note = "".join(
        f" The standard game refuses `{rows_axis}` {', '.join(rs)}: that row is dealt on preset `{preset}` "
        f"(`{', '.join(f'{k}: {json_text(v)}' for k, v in preset_changes(game, preset).items())}`), each "
        "column's options set over it."
        for preset, rs in borrowed.items()
    )
    return [
        Para(
            "How each table is dealt, as the engine deals it: cards per hand (`hand_size: null`, auto, where the game "
            "has that option), widow, undealt stock and deck size; every other option at its default." + note
        ),
        Table(header, tuple(rows)),
    ]


def phases_blocks(game: str, record: GameSupport, spec: Spec) -> list[Block]:
    chapter = spec.heading(rf"Chapter {record.rule_prefix}: .*")
    intro = []
    for line in spec.section(chapter):
        if line.startswith("#"):
            break
        intro.append(line)
    start = next((i for i, line in enumerate(intro) if line.startswith("*Overview")), None)
    if start is None:
        raise SpecGap(f"SPEC.md: the chapter {chapter!r} has no overview")
    behaviour = probe.behaviour(game)
    rows = []
    for f in behaviour.phases:
        if f.takes:
            takes = ", ".join(md_code(v) for v in f.takes)
            legal = ", ".join(md_code(v) for v in f.legal)
        else:
            codes = sorted({c for cs in f.codes.values() for c in cs})
            takes = "nothing: every action is refused with " + ", ".join(md_code(c) for c in codes)
            legal = "(empty)"
        rules = ", ".join(record.check_rules.phase.get(f.phase, ()))
        rows.append((md_code(f.phase), takes, legal, rules))
    return [
        Para(
            "The phase names as `legal` and `final` observations report them. A phase takes the verbs listed; any "
            "other verb is refused there with `E_WRONG_PHASE`, before the phase's own checks. The legal lists "
            "hold only lawful actions, so a verb a phase takes may still never be legal (it is always refused by "
            "a rule)."
        ),
        Table(("phase", "takes", "legal lists hold", "rules"), tuple(rows)),
        Quote(f"SPEC, chapter {record.rule_prefix}", tuple(trim_blank(intro[start:]))),
    ]


def observations_blocks(game: str, record: GameSupport) -> list[Block]:
    blocks: list[Block] = [
        Para(
            "A `replay` names the observations to report (`observe`); the runner compares them with the case's "
            "checks (conformance/case/judge.py). JSON values compare with their type: `1` is not `true`, nor `1.0`."
        ),
        Table(
            ("check", "the adapter reports", "compared"),
            tuple((md_code(cls.kind), COMPARED[cls][0], COMPARED[cls][1]) for cls in checks.KINDS.values()),
        ),
        Heading(3, "Hand results"),
        Para(
            "The fields of one hand result (the case schema's "
            f"`$defs/{game}_hand_result`), with the rules a failing field points to. A case states only the "
            "fields it checks, so a field you do not compute may be left out until a case needs it."
        ),
    ]
    result = f"{game}_hand_result"
    props = cast(Mapping[str, Mapping[str, object]], schema_def(result)["properties"])
    blocks.append(Table(
        ("field", "JSON value", "rules"),
        tuple((md_code(name), _schema_text(s), ", ".join(_field_rules(record, name))
               or ("by category (below)" if name == "awards" else "per entry (below)" if _array_ref(s) else ""))
              for name, s in props.items()),
    ))
    for name, s in props.items():
        ref = _array_ref(s)
        if ref is None:
            continue
        sub = cast(Mapping[str, Mapping[str, object]], schema_def(ref)["properties"])
        blocks.append(Heading(4, f"`{name}`: each entry (`$defs/{ref}`)"))
        if any(_field_rules(record, k) for k in sub):
            blocks.append(Table(
                ("field", "JSON value", "rules"),
                tuple((md_code(k), _schema_text(v), ", ".join(_field_rules(record, k))) for k, v in sub.items()),
            ))
        else:
            blocks.append(Table(("field", "JSON value"), tuple((md_code(k), _schema_text(v)) for k, v in sub.items())))
        if "category" in sub:
            categories = cast(Sequence[str], sub["category"]["enum"])
            blocks.append(Para(
                "List every category the configuration enables, with `side: null, points: 0` when nobody wins it "
                "(PROTOCOL.md). The categories: " + "; ".join(
                    f"{md_code(c)} ({', '.join(record.check_rules.category.get(c, ()))})" for c in categories
                ) + "."
            ))
    final = cast(Mapping[str, Mapping[str, object]], schema_def("final_check")["properties"])
    blocks.append(Heading(3, "Final"))
    phases = ", ".join(md_code(json_text(f.phase)) for f in probe.behaviour(game).phases)
    blocks.append(Table(
        ("field", "JSON value", "rules"),
        tuple((md_code(k), f"one of {phases} (Phases)" if k == "phase" else _schema_text(v),
               ", ".join(record.check_rules.final.get(k, ())))
              for k, v in final.items() if k != "kind"),
    ))
    return blocks


def _field_rules(record: GameSupport, name: str) -> tuple[str, ...]:
    return record.check_rules.field.get(name, ())


def _array_ref(s: Mapping[str, object]) -> str | None:
    """The ``$defs`` name of an array's object items (awards, seats, sides), if they are objects."""
    items = s.get("items")
    if s.get("type") == "array" and isinstance(items, dict):
        ref = items.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[-1]
            if "properties" in schema_def(name):
                return name
    return None


_REF_NAMES = {"seat": "a seat", "card": "a card token", "suit": None}


def _schema_text(s: Mapping[str, object]) -> str:
    """A JSON Schema fragment of the case schema in a few words."""
    if "$ref" in s:
        name = str(s["$ref"]).rsplit("/", 1)[-1]
        target = schema_def(name)
        if "properties" in target:
            return f"an object (`{name}`)"
        alias = _REF_NAMES.get(name)
        return alias if alias else _schema_text(target)
    if "enum" in s:
        options = [md_code(json_text(v)) for v in cast(Sequence[object], s["enum"])]
        return options[0] if len(options) == 1 else "one of " + ", ".join(options)
    if "anyOf" in s:
        return " or ".join(_schema_text(x) for x in cast(Sequence[Mapping[str, object]], s["anyOf"]))
    kind = s.get("type")
    kinds = list(cast(Sequence[str], kind)) if isinstance(kind, list) else [str(kind)]
    words = []
    for k in kinds:
        if k == "array":
            items = cast(Mapping[str, object], s.get("items", {}))
            words.append(f"an array of {_count(s)}{_plural(_schema_text(items))}")
        elif k == "integer":
            words.append("an integer" + _bounds(s))
        elif k == "boolean":
            words.append("`true` or `false`")
        elif k == "null":
            words.append("`null`")
        elif k == "object":
            words.append("an object")
        else:
            words.append(f"a {k}")
    return " or ".join(words)


def _bounds(s: Mapping[str, object]) -> str:
    """An integer's bounds, as words after its name (" from 2 to 10", " >= 0", "")."""
    return _between(s.get("minimum"), s.get("maximum"), None, " from {} to {}", " >= {}", " <= {}")


def _count(s: Mapping[str, object]) -> str:
    """How many items an array holds, as words before its items' name ("2 ", "3 to 5 ", "")."""
    return _between(s.get("minItems"), s.get("maxItems"), "{} ", "{} to {} ", "at least {} ", "at most {} ")


def _between(lo: object, hi: object, same: str | None, both: str, low: str, high: str) -> str:
    if same is not None and lo is not None and lo == hi:
        return same.format(lo)
    if lo is not None and hi is not None:
        return both.format(lo, hi)
    if lo is not None:
        return low.format(lo)
    if hi is not None:
        return high.format(hi)
    return ""


def _plural(text: str) -> str:
    for one, many in (("an integer", "integers"), ("a seat", "seats"), ("a card token", "card tokens"),
                      ("an object", "objects"), ("a string", "strings")):
        if text.startswith(one):
            return many + text[len(one):]
    return text
