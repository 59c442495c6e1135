"""The vocabulary pages (conformance/vocabulary/<game>.md): committed as generated, complete
against the engine and SPEC.md, and the completeness check itself able to fail."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import get_args

import pytest

from conformance.case import checks
from conformance.games import game as game_record
from conformance.spec import spec_refusal_codes
from conformance.vocabulary import GAMES, probe, values
from conformance.vocabulary.completeness import problems, schema_fields
from conformance.vocabulary.model import GameValues, OptionMeaning, Range, ValueMeaning, read_values
from conformance.vocabulary.observed import COMPARED
from conformance.vocabulary.page import markdown
from conformance.vocabulary.pages import build_page, page_path, stale
from conformance.vocabulary.spec_text import Spec, load, tables
from conformance.vocabulary.wording import PARSE_EXAMPLES, option_rows
from reference.actions import Action, parse_action
from reference.errors import Code, IllegalAction


def test_the_committed_pages_are_the_generated_ones() -> None:
    assert stale() == [], "run: python -m conformance.vocabulary.pages --write"


@pytest.mark.parametrize("game", GAMES)
def test_every_option_value_verb_and_deal_field_has_a_meaning(game: str) -> None:
    assert problems(game) == []


def _without_value(table: GameValues, option: str, index: int) -> GameValues:
    o = dict(table.options)
    kept = o[option].values[:index] + o[option].values[index + 1 :]
    o[option] = dataclasses.replace(o[option], values=kept)
    return dataclasses.replace(table, options=o)


def test_the_check_notices_a_missing_or_a_made_up_meaning() -> None:
    smear = values("smear")
    # one value's meaning removed, from a listed option and from an open one
    assert problems("smear", _without_value(smear, "revoke", 0)) == ["smear: option 'revoke': value forbidden has no meaning"]
    assert "smear: option 'players': value 8 has no meaning" in problems("smear", _without_value(smear, "players", 4))
    # a whole option removed, and an option the engine does not have
    options = {k: v for k, v in smear.options.items() if k != "jick"}
    options["jick_rule"] = smear.options["jick"]
    found = problems("smear", dataclasses.replace(smear, options=options))
    assert "smear: option 'jick' has no meaning" in found
    assert "smear: a meaning names option 'jick_rule', which the engine does not have" in found
    # a value the engine refuses, a range wider than the engine's, a rule and an entry SPEC lacks
    o = dict(smear.options)
    o["jokers"] = dataclasses.replace(o["jokers"], values=o["jokers"].values + (ValueMeaning(3, "three jokers"),))
    o["revoke"] = dataclasses.replace(o["revoke"], values=o["revoke"].values + (ValueMeaning("lenient", "x"),))
    o["target"] = OptionMeaning("the target", (ValueMeaning(Range(0, None), "any", ("SM-99.9",)),), ("R-SM-999",))
    found = problems("smear", dataclasses.replace(smear, options=o))
    assert "smear: option 'jokers': a meaning covers value 3, which the engine does not take" in found
    assert "smear: option 'revoke': a meaning names value lenient, which the engine does not take" in found
    assert "smear: option 'target': a meaning covers value 0, which the engine does not take" in found
    assert "smear: option 'target': the meaning of integer >= 0 cites SM-99.9, which SPEC.md does not have" in found
    assert "smear: option 'target': cites register entry R-SM-999, which SPEC.md does not have" in found
    # a contested point without its register entry; a verb and a deal field without a line
    o = dict(smear.options)
    o["trump_anytime"] = dataclasses.replace(o["trump_anytime"], register=())
    verbs = {k: v for k, v in smear.verbs.items() if k != "curse"}
    deal = {k: v for k, v in smear.deal.items() if k != "stock"}
    found = problems("smear", GameValues("smear", o, verbs, deal))
    assert "smear: option 'trump_anytime': reads a contested point (class 'reading') but names no register entry" in found
    assert "smear: action verb 'curse' has no meaning" in found
    assert "smear: deal field 'stock' has no meaning" in found
    # a verb the game never takes must say how it is refused
    verbs = dict(smear.verbs, curse="not a Smear action")
    assert problems("smear", dataclasses.replace(smear, verbs=verbs)) == [
        "smear: verb 'curse' is never taken; its meaning must say it is refused with E_WRONG_PHASE"
    ]


@pytest.mark.parametrize("game", GAMES)
def test_a_page_names_every_option_value_code_verb_and_field(game: str) -> None:
    record = game_record(game)
    page = page_path(game).read_text(encoding="utf-8")
    for name in record.defaults:
        assert f"### `{name}`" in page
        for row in option_rows(game, name):
            assert row.meaning in page, (name, row.text)
    for code in Code:  # the game's own codes in its table, the others as never reported
        assert f"`{code.value}`" in page
    for listed in spec_refusal_codes(record.refusal_table):
        assert f"| `{listed}` |" in page, listed
    for verb in probe.verbs():
        assert f"| `{verb.form}` | `{verb.example}` |" in page
    for kind in checks.KINDS:
        assert f"| `{kind}` |" in page
    for field in schema_fields(f"{game}_hand_result"):
        assert f"| `{field}` |" in page
    for preset in record.presets:
        assert f"| `{preset}` |" in page


def test_every_action_kind_and_check_kind_is_described() -> None:
    assert set(probe.FORMS) == set(get_args(Action))
    assert [v.name for v in probe.verbs()] == ["pass", "bid", "trump", "curse", "discard", "play"]
    assert set(COMPARED) == set(checks.KINDS.values())


@pytest.mark.parametrize("game", GAMES)
def test_the_phases_found_are_the_record_s(game: str) -> None:
    found = {f.phase for f in probe.behaviour(game).phases}
    assert found == set(game_record(game).check_rules.phase)


def test_a_verb_of_another_game_is_well_formed_and_refused_as_a_wrong_phase() -> None:
    assert probe.behaviour("smear").elsewhere == {"curse": ("E_WRONG_PHASE",)}
    assert probe.behaviour("fourpoint").elsewhere == {"trump": ("E_WRONG_PHASE",), "curse": ("E_WRONG_PHASE",)}
    assert probe.behaviour("smoorverliefd").elsewhere == {"trump": ("E_WRONG_PHASE",), "discard": ("E_WRONG_PHASE",)}


def test_the_parse_table_is_the_engine_s_and_agrees_with_spec_cd_6_a() -> None:
    page = page_path("smear").read_text(encoding="utf-8")
    for text in PARSE_EXAMPLES:
        try:
            parse_action(text)
            refused = False
        except IllegalAction:
            refused = True
        row = next(line for line in page.splitlines() if line.startswith(f"| `{_json(text)}` |"))
        assert ("`E_BAD_ACTION`" in row) is refused, row
    # SPEC's own examples: each string the table shows refused with E_BAD_ACTION does not parse
    example = tables(load().section("Example CD-6-a"))[0]
    for string_cell, result in example.rows:
        for text in re.findall(r"`([^`]*)`", string_cell):
            if result.startswith("`E_BAD_ACTION`"):
                with pytest.raises(IllegalAction):
                    parse_action(text)


def _json(text: str) -> str:
    return json.dumps(text).replace("|", "\\|")


def test_a_page_follows_spec() -> None:
    """The page reads SPEC.md: change a refusal meaning or a precedence list there, and the page
    changes with it."""
    spec = load()
    text = "\n".join(spec.lines)
    changed = text.replace("| `E_MUST_LEAD_TRUMP` | the pitcher's first lead is not a trump while holding one |",
                           "| `E_MUST_LEAD_TRUMP` | a changed meaning |")
    changed = changed.replace(
        "- play: `E_CARD_NOT_IN_HAND` (SM-6.1), `E_MUST_LEAD_TRUMP` (SM-6.2), `E_MUST_FOLLOW_SUIT` (SM-6.3).",
        "- play: `E_MUST_LEAD_TRUMP` (SM-6.2), `E_CARD_NOT_IN_HAND` (SM-6.1), `E_MUST_FOLLOW_SUIT` (SM-6.3).",
    )
    assert changed != text
    page = markdown(build_page("smear", Spec(changed)))
    assert "| `E_MUST_LEAD_TRUMP` | a changed meaning |" in page
    assert "| `play` | `E_MUST_LEAD_TRUMP`, then `E_CARD_NOT_IN_HAND`, then `E_MUST_FOLLOW_SUIT` |" in page
    assert page != markdown(build_page("smear"))


def test_a_meanings_file_in_the_wrong_shape_is_named_with_its_entry(tmp_path: Path) -> None:
    bad = tmp_path / "smear.toml"
    bad.write_text('[options.players]\ndecides = "seats"\nvalues = [{ value = 3, rules = ["SM-1.1"] }]\n'
                   '[verbs]\n[deal]\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"options\.players\.values\[0\]\.meaning: expected a string"):
        read_values("smear", bad)
    bad.write_text("[options.players\n", encoding="utf-8")
    with pytest.raises(ValueError, match="smear.toml"):
        read_values("smear", bad)
