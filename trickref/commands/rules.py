"""``trickref rules GAME``: every option and preset of a game with its default and allowed
values, what each value means (conformance/vocabulary/<game>.toml, the same meanings as the
game's vocabulary page), and the ambiguity register entries behind them (title and seed quote),
from SPEC.md."""

from __future__ import annotations

import argparse
import json
import textwrap
from typing import Literal, Union, get_args, get_origin

from conformance.vocabulary import values
from conformance.vocabulary.wording import option_rows
from trickref.present.games import INFOS
from trickref.present.position import check_game
from trickref.present.render import emit, terminal_width
from trickref.present.table import GameInfo, changed_options, json_text
from trickref.spec.index import OptionRow, RegisterEntry, SpecIndex, load_spec, strip_markup


def run(args: argparse.Namespace) -> int:
    emit(render_rules(INFOS[check_game(args.game)], load_spec(), terminal_width()))
    return 0


def hint_values(hint: object) -> str:
    """Allowed values from an option's type hint (when the SPEC table has no row for it)."""
    origin = get_origin(hint)
    if origin is Literal:
        return " | ".join(json_text(a) for a in get_args(hint) if isinstance(a, (str, int, bool)))
    if hint is bool:
        return "true | false"
    if hint is int:
        return "integer"
    if origin is Union or type(hint).__name__ == "UnionType":
        return " or ".join(hint_values(a) for a in get_args(hint))
    if hint is type(None):
        return "null"
    return str(hint)


def render_rules(info: GameInfo, spec: SpecIndex, width: int) -> list[str]:
    standard = info.presets["standard"]
    rows = {r.name: r for r in spec.options_table(info.prefix)}
    wrap = textwrap.TextWrapper(width=width, subsequent_indent=" " * 6, break_on_hyphens=False)
    lines = [
        f"{info.title} ({info.name}): SPEC chapter {info.prefix}, read from {spec.path}",
        f"{len(standard)} options, {len(info.presets)} presets. Set them with --option NAME=VALUE (JSON values) and --preset NAME.",
        "",
        "Options",
    ]
    entries: dict[str, tuple[RegisterEntry, list[str]]] = {}
    for name, default in standard.items():
        row: OptionRow | None = rows.get(name)
        values = row.values if row is not None else hint_values(info.hints.get(name))
        if values == "bool":
            values = "true | false"
        spec_default = row.default if row is not None else ""
        default_text = json_text(default)
        if spec_default and spec_default != default_text:
            default_text += f" (SPEC: {spec_default})"
        found = spec.register_for_option(info.prefix, name)
        by_rule = False
        if not found and row is not None:
            found = [e for e in _entries_citing(spec, info.prefix, row.rules)]
            by_rule = bool(found)
        lines.append(f"  {name}")
        lines.extend(wrap.wrap(f"    default: {default_text}"))
        lines.extend(wrap.wrap(f"    values: {values}"))
        if row is not None and row.rules:
            lines.append(f"    rules: {', '.join(row.rules)}")
        if found:
            how = " (by the rules it cites)" if by_rule else ""
            lines.extend(wrap.wrap(f"    register{how}: " + "; ".join(f"{e.id} {e.title}" for e in found)))
        lines.extend(meaning_lines(info.name, name, width))
        for e in found:
            entries.setdefault(e.id, (e, []))[1].append(name)
    lines.append("")
    lines.append("Presets (options that differ from standard)")
    width_name = max(len(p) for p in info.presets)
    for preset, opts in info.presets.items():
        diff = [f"{k}={json_text(v)}" for k, v in changed_options(info, opts).items()]
        lines.extend(
            textwrap.wrap(
                f"  {preset:<{width_name}}  {', '.join(diff) if diff else '(all defaults)'}",
                width,
                subsequent_indent=" " * (width_name + 4),
            )
        )
    lines.append("")
    lines.append("Ambiguity register entries behind the options")
    quote = textwrap.TextWrapper(width=width, initial_indent="      > ", subsequent_indent="        ")
    for entry_id in sorted(entries, key=_entry_key):
        e, names = entries[entry_id]
        lines.append("")
        lines.append(f"  {e.id} {e.title}")
        lines.extend(wrap.wrap(f"    options: {', '.join(names)}"))
        for seed in e.seeds:
            lines.extend(wrap.wrap(f"    seed {seed.citation}:" if seed.quotes else f"    seed: {seed.citation}"))
            for q in seed.quotes:
                lines.extend(quote.wrap(q))
        if e.default:
            lines.extend(wrap.wrap(f"    default: {strip_markup(e.default)}"))
    return lines


def meaning_lines(game: str, option: str, width: int) -> list[str]:
    """What each value of ``option`` means, one value a line (wrapped under its meaning), the
    default marked; nothing for an option the game's meanings table does not explain."""
    if option not in values(game).options:
        return []
    rows = option_rows(game, option)
    labels = [(_plain_value(r.text) + (" (default)" if r.is_default else "")) for r in rows]
    column = max(len(label) for label in labels)
    out = ["    meaning of each value:"]
    for label, row in zip(labels, rows):
        first = f"      {label.ljust(column)}  "
        text = strip_markup(f"{row.meaning} ({', '.join(row.rules)})")
        out.extend(textwrap.wrap(text, width, initial_indent=first, subsequent_indent=" " * len(first),
                                 break_on_hyphens=False, break_long_words=False))
    return out


def _plain_value(text: str) -> str:
    """A JSON string value without its quotes, as the rest of this command writes values."""
    return str(json.loads(text)) if text.startswith('"') else text


def _entries_citing(spec: SpecIndex, prefix: str, rules: tuple[str, ...]) -> list[RegisterEntry]:
    out = []
    for n in range(1, 200):
        e = spec.register_entry(f"R-{prefix}-{n}")
        if e is None:
            break
        cited = {r.strip(" .") for r in e.rules.replace("(", ",").replace(")", ",").split(",")}
        if any(r in cited for r in rules):
            out.append(e)
    return out


def _entry_key(entry_id: str) -> tuple[str, int]:
    head, _, number = entry_id.rpartition("-")
    return head, int(number) if number.isdigit() else 0
