"""``trickref rules GAME``: every option and preset of a game with its default and allowed
values, what each value means (conformance/vocabulary/<game>.toml, the same meanings as the
game's vocabulary page), and the ambiguity register entries behind them (title and seed quote),
from SPEC.md."""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Sequence
from typing import Literal, Union, get_args, get_origin

from conformance.vocabulary import values
from conformance.vocabulary.wording import option_rows
from trickref.present.games import INFOS
from trickref.present.position import InputError, check_game
from trickref.present.render import emit, terminal_width
from trickref.present.table import GameInfo, changed_options, json_text
from trickref.present.table_input import closest, unknown
from trickref.spec.index import (
    OptionRow,
    RegisterEntry,
    SpecIndex,
    load_spec,
    strip_markup,
    wrap_markdown,
)


def run(args: argparse.Namespace) -> int:
    spec, width = load_spec(), terminal_width()
    if args.id:
        if args.option is not None:
            raise InputError("--id prints rules by their id; give it without an OPTION")
        game = check_game(args.game) if args.game is not None else None
        emit(render_ids(args.id, game, spec, width))
        return 0
    if args.game is None:
        raise InputError("give a GAME (smear, fourpoint, smoorverliefd), or --id RULE")
    info = INFOS[check_game(args.game)]
    if args.option is not None and args.option not in info.presets["standard"]:
        raise InputError(f"{info.name}: {unknown('option', args.option, info.presets['standard'])}")
    emit(render_rules(info, spec, width, args.option))
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


def render_rules(info: GameInfo, spec: SpecIndex, width: int, only: str | None = None) -> list[str]:
    """Every option of the game (or ``only`` that one), the presets (those that set ``only``
    otherwise than standard), and the register entries behind the options shown."""
    standard = info.presets["standard"]
    rows = {r.name: r for r in spec.options_table(info.prefix)}
    wrap = textwrap.TextWrapper(width=width, subsequent_indent=" " * 6, break_on_hyphens=False)
    lines = [
        f"{info.title} ({info.name}): SPEC chapter {info.prefix}, read from {spec.path}",
        f"{len(standard)} options, {len(info.presets)} presets. Set them with --option NAME=VALUE (JSON values) and --preset NAME."
        if only is None else f"Option {only} (all options: 'trickref rules {info.name}'; one rule: 'trickref rules --id RULE').",
        "",
        "Options" if only is None else "Option",
    ]
    entries: dict[str, tuple[RegisterEntry, list[str]]] = {}
    for name, default in standard.items():
        if only is not None and name != only:
            continue
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
            found = [e for e in entries_citing(spec, info.prefix, row.rules)]
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
    lines.append("Presets (options that differ from standard)" if only is None else f"Presets that set {only} otherwise than standard")
    width_name = max(len(p) for p in info.presets)
    if only is not None and all(changed_options(info, opts).get(only) is None for opts in info.presets.values()):
        lines.append("  (none)")
    for preset, opts in info.presets.items():
        diff = [f"{k}={json_text(v)}" for k, v in changed_options(info, opts).items() if only is None or k == only]
        if only is not None and not diff:
            continue
        lines.extend(
            textwrap.wrap(
                f"  {preset:<{width_name}}  {', '.join(diff) if diff else '(all defaults)'}",
                width,
                subsequent_indent=" " * (width_name + 4),
            )
        )
    lines.append("")
    lines.append("Ambiguity register entries behind the options" if only is None else f"Ambiguity register entries behind {only}")
    if not entries:
        lines.append("  (none)")
    for entry_id in sorted(entries, key=_entry_key):
        e, names = entries[entry_id]
        lines.append("")
        lines.extend(entry_lines(e, f"options: {', '.join(names)}", width))
    return lines


def entry_lines(e: RegisterEntry, about: str, width: int) -> list[str]:
    """A register entry: its id and title, what it is about, its seed quotes and its default."""
    wrap = textwrap.TextWrapper(width=width, subsequent_indent=" " * 6, break_on_hyphens=False)
    quote = textwrap.TextWrapper(width=width, initial_indent="      > ", subsequent_indent="        ")
    lines = [f"  {e.id} {e.title}", *wrap.wrap(f"    {about}")]
    for seed in e.seeds:
        lines.extend(wrap.wrap(f"    seed {seed.citation}:" if seed.quotes else f"    seed: {seed.citation}"))
        for q in seed.quotes:
            lines.extend(quote.wrap(q))
    if e.default:
        lines.extend(wrap.wrap(f"    default: {strip_markup(e.default)}"))
    return lines


# ---------------------------------------------------------------------- one rule by its id

CHAPTER_GAMES = {info.prefix: name for name, info in INFOS.items()}  # SM -> smear, ...


def render_ids(ids: Sequence[str], game: str | None, spec: SpecIndex, width: int) -> list[str]:
    """Each rule (``SM-3.4``, a section ``SM-3``) or register entry (``R-SM-4``) by its id: its
    SPEC text, the options whose rows cite it and the register entries that cite it."""
    lines: list[str] = []
    for rule_id in ids:
        if lines:
            lines.append("")
        lines.extend(_one_id(rule_id.strip(), game, spec, width))
    return lines


def _one_id(rule_id: str, game: str | None, spec: SpecIndex, width: int) -> list[str]:
    entry = spec.register_entry(rule_id)
    if entry is not None:
        return [*entry_lines(entry, f"rules: {strip_markup(entry.rules)}", width),
                *(wrap_markdown(f"options: {entry.options}", "    ", width) if entry.options else [])]
    text = spec.rule(rule_id)
    if text is None:
        known = [*spec.rule_ids(), *(f"R-{p}-{n}" for p in CHAPTER_GAMES for n in range(1, 100)
                                      if spec.register_entry(f"R-{p}-{n}") is not None)]
        near = closest(rule_id, known)
        hint = f"; did you mean {near}?" if near is not None else ""
        raise InputError(f"--id {rule_id!r}: no such rule or register entry in {spec.path}{hint}")
    under = [r for r in spec.rule_ids() if r != rule_id and rule_matches(r, rule_id)]  # a section's rules
    lines = wrap_markdown(text, "", width)
    for sub in under:
        lines.extend(wrap_markdown(spec.rule(sub) or sub, "  ", width))
    chapter = rule_id.split("-", 1)[0]
    games = [CHAPTER_GAMES[chapter]] if chapter in CHAPTER_GAMES else ([game] if game else list(CHAPTER_GAMES.values()))
    for name in games:
        info = INFOS[name]
        citing = [r.name for r in spec.options_table(info.prefix) if any(rule_matches(r2, rule_id) for r2 in r.rules)]
        if citing:
            lines.append(f"Options of {name} whose rules include it: {', '.join(citing)} (trickref rules {name} OPTION)")
    found = [e for name in games for e in entries_citing(spec, INFOS[name].prefix, (rule_id, *under))]
    lines.append("Ambiguity register entries citing it:" if found else "Ambiguity register entries citing it: none")
    for e in found:
        lines.extend(entry_lines(e, f"rules: {strip_markup(e.rules)}", width))
    return lines


def rule_matches(rule: str, asked: str) -> bool:
    """``SM-6.3`` is under ``SM-6`` (a section asked for); ``SM-60`` is not."""
    return rule == asked or rule.startswith((asked + ".", asked + "-"))


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


def entries_citing(spec: SpecIndex, prefix: str, rules: tuple[str, ...]) -> list[RegisterEntry]:
    """The register entries of chapter ``prefix`` whose Rules field cites one of ``rules``."""
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
