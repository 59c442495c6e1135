"""The checked-in conformance corpus: identical to a fresh export, valid against its JSON Schemas,
ids and descriptions unique and stable, manifest hashes right, coverage complete, and every case
passed by the reference."""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import json
import re
from collections.abc import Mapping
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from conformance import CORPUS_DIR, CORPUS_VERSION, PROTOCOL_VERSION, RETIRED_IDS, SCHEMA_DIR
from conformance.case.corpus import load_corpus
from conformance.case.format import ID_RE, BadCase, Case, parse_case
from conformance.export import build, coverage, hand_worked_tests, untranscribed, verify, write
from conformance.games import game, game_names
from conformance.sources.golden.model import by_test, derivation_of
from reference import SPEC_VERSION
from reference.fourpoint.options import FourPointOptions
from reference.phases import Phase
from reference.smear.options import SmearOptions
from reference.smoorverliefd.options import SmoorverliefdOptions
from tests.bundled import bundled_corpus


def schemas() -> dict[str, dict[str, object]]:
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(SCHEMA_DIR.glob("*.schema.json"))}


def validator(name: str) -> Draft202012Validator:
    all_schemas = schemas()
    registry: Registry[bool | Mapping[str, object]] = Registry().with_resources(
        [(str(s["$id"]), Resource.from_contents(s)) for s in all_schemas.values()]
    )
    return Draft202012Validator(all_schemas[name], registry=registry)


@pytest.fixture(scope="module")
def corpus() -> list[Case]:
    return list(bundled_corpus().cases)


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("corpus")
    write(out, build())
    return out


def files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_checked_in_corpus_is_a_fresh_export(fresh: Path) -> None:
    mine, theirs = files(CORPUS_DIR), files(fresh)
    missing = sorted(set(theirs) - set(mine))
    extra = sorted(set(mine) - set(theirs))
    changed = sorted(k for k in set(mine) & set(theirs) if mine[k] != theirs[k])
    assert not (missing or extra or changed), (
        f"the corpus is stale: run `trickref conformance export` (missing {missing[:5]}, "
        f"not exported any more {extra[:5]}, changed {changed[:5]})"
    )


def test_schemas_are_valid_draft_2020_12() -> None:
    for name, schema in schemas().items():
        Draft202012Validator.check_schema(schema)
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema", name
    assert {"case.schema.json", "manifest.schema.json", "protocol.schema.json", "report.schema.json"} <= set(schemas())


def test_every_case_validates_against_the_case_schema(corpus: list[Case]) -> None:
    v = validator("case.schema.json")
    for case in corpus:
        errors = sorted(v.iter_errors(case.raw), key=lambda e: list(e.path))
        assert not errors, f"{case.id}: {errors[0].message} at {list(errors[0].path)}"


def test_manifest_validates_hashes_match_and_lists_every_file() -> None:
    manifest = json.loads((CORPUS_DIR / "manifest.json").read_text(encoding="utf-8"))
    validator("manifest.schema.json").validate(manifest)
    assert manifest["corpus_version"] == CORPUS_VERSION
    assert manifest["spec_version"] == SPEC_VERSION
    assert manifest["protocol_version"] == PROTOCOL_VERSION
    assert manifest["case_count"] == len(manifest["cases"])
    assert manifest["retired"] == list(RETIRED_IDS)
    listed = set()
    for entry in manifest["cases"]:
        data = (CORPUS_DIR / entry["file"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"], entry["id"]
        listed.add(entry["file"])
    on_disk = {str(p.relative_to(CORPUS_DIR)) for game in manifest["games"] for p in (CORPUS_DIR / game).rglob("*.json")}
    assert on_disk == listed


def test_ids_are_unique_stable_and_match_their_file(corpus: list[Case]) -> None:
    ids = [c.id for c in corpus]
    assert len(ids) == len(set(ids))
    assert ids == sorted(ids)
    assert not set(ids) & set(RETIRED_IDS)
    for case in corpus:
        assert ID_RE.match(case.id), case.id
        assert (CORPUS_DIR / f"{case.id}.json").is_file()
        assert case.id.split("/")[0] == case.game


def test_descriptions_are_unique_and_short(corpus: list[Case]) -> None:
    descriptions = [c.description for c in corpus]
    assert len(descriptions) == len(set(descriptions))
    assert all(0 < len(d) <= 160 for d in descriptions)


def test_refusal_cases_break_one_rule_at_their_last_action(corpus: list[Case]) -> None:
    refusals = [c for c in corpus if c.refusal is not None]
    assert len(refusals) > 50
    for case in refusals:
        refusal = case.refusal
        assert refusal is not None and len(case.expect) == 1 and refusal.index == len(case.actions) - 1, case.id
        assert f"code:{refusal.code}" in case.tags


OPTION_CLASSES = {"smear": SmearOptions, "fourpoint": FourPointOptions, "smoorverliefd": SmoorverliefdOptions}


def test_every_game_has_golden_and_generated_cases(corpus: list[Case]) -> None:
    assert list(game_names()) == ["fourpoint", "smear", "smoorverliefd"]
    for name in game_names():
        mine = [c for c in corpus if c.game == name]
        assert sum("golden" in c.tags for c in mine) > 90, name
        assert sum("generated" in c.tags for c in mine) > 120, name
        assert {c.level for c in mine} == {"must", "should", "may"}, name


def test_cases_state_every_option(corpus: list[Case]) -> None:
    for case in corpus:
        names = [f.name for f in dataclasses.fields(OPTION_CLASSES[case.game])]
        assert list(case.options) == names, case.id


def test_every_preset_and_option_value_is_played(corpus: list[Case]) -> None:
    """Every preset names some case, and every value of every option with a fixed set of values
    is the value of some case of its game (the generators cover the option space)."""
    for name in game_names():
        support = game(name)
        mine = [c for c in corpus if c.game == name]
        presets = {t.split(":", 1)[1] for c in mine for t in c.tags if t.startswith("preset:")}
        # a searched case (area targeted) keeps the options its search found: "custom" when no preset has them
        assert presets - {"custom"} == set(support.presets), name
        for option, values in support.option_values().items():
            if not isinstance(values, list):
                continue
            seen = {json.dumps(c.options[option]) for c in mine}
            assert {json.dumps(v) for v in values} <= seen, f"{name}: option {option} never takes {values}"


def test_schema_knows_the_engine_options_and_phases() -> None:
    case_schema = schemas()["case.schema.json"]
    defs = case_schema["$defs"]
    assert isinstance(defs, dict)
    for name, cls in OPTION_CLASSES.items():
        fields = {f.name for f in dataclasses.fields(cls)}
        assert set(defs[f"{name}_options"]["required"]) == fields, name
        assert set(defs[f"{name}_options"]["properties"]) == fields, name
        assert f"{name}_hand_result" in defs, name
    assert set(defs["phase"]["enum"]) == {p.value for p in Phase}


@pytest.mark.parametrize(("name", "codes"), [("smear", 14), ("fourpoint", 13), ("smoorverliefd", 10)])
def test_coverage_of_rule_ids_and_refusal_codes(corpus: list[Case], name: str, codes: int) -> None:
    cov = coverage(name, corpus)
    assert cov.uncovered_cited == [], "rule ids the engine cites but no case covers"
    assert cov.uncovered_codes == [], "refusal codes no case expects"
    assert cov.uncovered_spec == [], "SPEC rule ids no case covers"
    assert len(cov.codes) == codes and "E_NOT_YOUR_TURN" in cov.codes
    # Only a negative Blind Love bid cannot be written as an action string (SPEC, Smoorverliefd refusal codes).
    assert list(cov.unreachable) == (["E_BID_TOO_LOW"] if name == "smoorverliefd" else [])


def test_every_hand_worked_test_is_transcribed_or_exempt(corpus: list[Case]) -> None:
    cited = {c.raw.get("source") for c in corpus if "golden" in c.tags}
    for name in game_names():
        assert untranscribed(name, corpus) == [], name
        exempt = game(name).golden_exempt()
        tests = set(hand_worked_tests(name))
        assert set(exempt) <= tests, f"{name}: exemptions name no test"
        assert not set(exempt) & cited, f"{name}: an exempt test is transcribed after all"
        assert all(why for why in exempt.values())


def test_golden_cases_cite_an_existing_hand_worked_test(corpus: list[Case]) -> None:
    """Each golden case names the pytest that replays its scenario, and every scenario carries
    the hand derivation of its expected values (conformance/sources/golden/model.py, ``derivation_of``)."""
    golden = [c for c in corpus if "golden" in c.tags]
    assert len(golden) > 350
    for case in golden:
        source = case.raw.get("source")
        assert isinstance(source, str)
        path, _, name = source.partition("::")
        module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
        assert callable(getattr(module, name, None)), case.id
    for name in game_names():
        data = importlib.import_module(f"conformance.sources.golden.{name}")
        for group in by_test(data.scenarios()).values():
            assert len(derivation_of(group)) > 40, group[0].source


def test_levels(corpus: list[Case]) -> None:
    levels = {c.level for c in corpus}
    assert levels == {"must", "should", "may"}
    for case in corpus:
        if any(t.startswith(("option:low_rule=", "option:low_to=", "option:sweep=", "option:curse_hearts=")) for t in case.tags):
            assert case.level == "may"
        if case.tags[1] in ("preset:take_0", "preset:met_troef", "preset:cupids_arrow") and not any(
            case.options.get(o) != v for o, v in game(case.game).defaults.items() if game(case.game).option_classes[o] == "reading"
        ):
            assert case.level == "should", case.id
        if case.game != "smear" and all(game(case.game).option_classes[o] == "table" for o in game(case.game).changed(case.options)):
            assert case.level == "must", case.id
        if case.tags[1] == "preset:widow" and not any(t.startswith(("option:low_rule", "option:all_pass")) for t in case.tags):
            assert case.level in ("should", "may")


def test_the_reference_passes_every_case(corpus: list[Case]) -> None:
    assert verify(corpus) == []


def test_a_tampered_case_file_is_refused(tmp_path: Path, fresh: Path) -> None:
    for name, data in files(fresh).items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    target = tmp_path / "smear/bidding/order-and-strictly-increasing-bids.json"
    target.write_text(target.read_text(encoding="utf-8").replace('"bid 3"', '"bid 4"', 1), encoding="utf-8")
    with pytest.raises(BadCase, match="sha256 does not match"):
        load_corpus(tmp_path)


def test_case_format_errors_name_the_field() -> None:
    good = json.loads((CORPUS_DIR / "smear/bidding/order-and-strictly-increasing-bids.json").read_text(encoding="utf-8"))
    parse_case(good)
    for change, message in (
        ({"id": "Smear/x"}, "not of the form"),
        ({"level": "often"}, "level"),
        ({"expect": []}, "at least one check"),
        ({"expect": [{"kind": "legal", "after": 99, "to_act": 1}]}, "after"),
        ({"expect": [{"kind": "refusal", "index": 0, "code": "E_BID_TOO_LOW"}]}, "last action"),
        ({"surprise": 1}, "unknown field"),
    ):
        with pytest.raises(BadCase, match=message):
            parse_case({**good, **change})


COUNTED = re.compile(r"\b(\d+) (round|hand|deal)\(?s?\)?")


def test_a_description_counting_rounds_matches_the_deals(corpus: list[Case]) -> None:
    """A case whose description says "N round(s)" (hands, deals) holds N deals at least: a
    regenerated case must not silently lose the rounds that made its point (issue 23 item 6:
    a Cupid's Arrow case kept one deal of its two, and the dealer rule it checked went unchecked)."""
    wrong = []
    for case in corpus:
        for m in COUNTED.finditer(case.description):
            if len(case.deals) < int(m.group(1)):
                wrong.append(f"{case.id}: {case.description!r} holds {len(case.deals)} deal(s)")
    assert wrong == []


def test_the_description_check_sees_a_missing_round() -> None:
    """The detector itself."""
    m = COUNTED.search("Smoorverliefd: 4 players, variants: cupids_arrow: 2 round(s)")
    assert m is not None and int(m.group(1)) == 2 and COUNTED.search("a 6-card deal") is None
