"""Pairwise option coverage (issue 16, item 1; conformance/sources/generated/pairs.py): every pair of
option values that can co-occur is reached by a case of the checked-in corpus that plays a hand to
its score; the pairs that cannot co-occur are the SPEC's forbidden combinations; the covering
array's rows are valid and hold every needed pair; and the standard-value mutants of item 4 exist
for every game (tests/test_conformance_teeth.py runs them against the corpus)."""

from __future__ import annotations

import pytest

from conformance import CORPUS_DIR
from conformance.case.format import Case
from conformance.games import game_names
from conformance.jsonvalues import JSONScalar, compact
from conformance.mutants import MUTANTS
from conformance.sources.generated.pairs import (
    Checker,
    Pair,
    classify,
    covering_array,
    domains,
    load_report,
    reach,
    scores_a_hand,
)
from reference.errors import InvalidOptions
from tests.bundled import bundled_corpus


def pair(a: str, x: object, b: str, y: object) -> Pair:
    return Pair(a, compact(x), b, compact(y))


@pytest.fixture(scope="module")
def corpus() -> list[Case]:
    return list(bundled_corpus().cases)


@pytest.mark.parametrize("name", list(game_names()))
def test_every_co_occurring_pair_is_reached_by_a_scored_hand(name: str, corpus: list[Case]) -> None:
    r = reach(name, corpus)
    assert len(r.needed) > {"smear": 1500, "fourpoint": 400, "smoorverliefd": 500}[name]
    assert not r.missing, [p.text() for p in r.missing[:10]]
    # the pairwise cases alone hold every needed pair: the covering array does not lean on the rest
    pairwise = [c for c in corpus if c.game == name and "pairwise" in c.tags]
    assert not reach(name, pairwise).missing
    report = load_report(CORPUS_DIR / "pairs.json")[name]
    assert isinstance(report, dict) and report["missing"] == [] and report["needed"] == len(r.needed)


def test_the_spec_forbidden_combinations_are_impossible_pairs() -> None:
    """Hand-listed from the option checks quoted in SPEC.md (Smear options SM-4.4, SM-5.5, SM-7.9,
    SM-1.2; Four Point FP-9.3; Smoorverliefd SV-6.5, SV-7.3, SV-8.1, SV-10.3)."""
    expected = {
        "smear": [pair("joker_rank", "big_above_jick", "joker_tiebreak", "first_played"),
                  pair("widow", 4, "nine_card", True), pair("widow", 0, "score_two", True),
                  pair("players", 5, "partnerships", True), pair("players", 6, "nine_card", True),
                  pair("hand_size", 7, "nine_card", True)],
        "fourpoint": [pair("win_only_on_made_bid", False, "made_bid_winner", "bidding_side")],
        "smoorverliefd": [pair("troef", False, "troef_duty", "trump"), pair("blind_love", False, "blind_bonus", 0),
                          pair("players", 3, "partners", True), pair("cupids_arrow", False, "curse_hearts", False)],
    }
    for name, pairs in expected.items():
        statuses = classify(name)
        impossible = {p for p, s in statuses.items() if s.kind == "impossible"}
        assert set(pairs) <= impossible, name
        for p in impossible:
            assert "(" in statuses[p].why and statuses[p].why.endswith(")"), (p, statuses[p].why)  # names its rule
    # and a pair that needs a third option changed is possible: 8 players exist only in partnerships
    assert classify("smear")[pair("players", 8, "widow", 4)].kind == "needed"


def test_idle_pairs_are_those_an_option_cannot_show_in() -> None:
    smear, fourpoint = classify("smear"), classify("fourpoint")
    assert smear[pair("jokers", 0, "joker_rank", "big_above_jick")].kind == "idle"  # SM-2.1: no joker to rank
    assert smear[pair("jokers", 1, "joker_tiebreak", "first_played")].kind == "idle"  # SM-4.4: needs both jokers
    assert smear[pair("jokers", 1, "joker_rank", "big_above_jick")].kind == "needed"
    assert all(s.kind == "idle" for p, s in fourpoint.items() if "high_to" in (p.a, p.b))  # FP-7.2


@pytest.mark.parametrize("name", list(game_names()))
def test_covering_array_rows_are_valid_and_hold_every_needed_pair(name: str) -> None:
    check = Checker(name)
    dom = domains(name)
    rows = covering_array(name)
    held: set[Pair] = set()
    for row in rows:
        assert check.error(row) is None
        assert all(any(compact(v) == compact(row[k]) for v in dom[k]) for k in row)
        held |= set(check.holds(row))
    needed = {p for p, s in classify(name).items() if s.kind == "needed"}
    assert needed <= held
    assert len(rows) < len(needed) // 10  # a covering array, not one row per pair


def test_impossible_rows_are_refused_by_the_options() -> None:
    check = Checker("smear")
    row = {**check_defaults("smear"), "nine_card": True, "widow": 4}
    assert check.error(row) is not None
    with pytest.raises(InvalidOptions):
        check.cls(**row)


def check_defaults(name: str) -> dict[str, JSONScalar]:
    from conformance.games import game

    return dict(game(name).defaults)


def test_only_a_hand_played_to_its_score_counts() -> None:
    refusal = {"expect": [{"kind": "refusal", "index": 3, "code": "E_NOT_YOUR_TURN"}]}
    redeal = {"expect": [{"kind": "hand_results", "results": [{"outcome": "redeal"}]}]}
    played = {"expect": [{"kind": "hand_results", "results": [{"outcome": "redeal"}, {"outcome": "played"}]}]}
    assert not scores_a_hand(refusal) and not scores_a_hand(redeal) and scores_a_hand(played)


def test_the_standard_value_mutants_cover_every_game() -> None:
    """Issue 16, item 4: the family exists in every game (the teeth test kills each)."""
    family = {name: m.game for name, m in MUTANTS.items() if "std_" in name}
    assert {"std_hand_maximum", "std_revoke_penalty", "std_maximum_bid", "std_trump_order", "std_trump_set",
            "std_low_high_candidates", "std_deck_size", "std_hand_size", "std_sides"} <= set(family)
    assert {"fp_std_take", "sv_std_hearts_in_play", "sv_std_heart_values", "sv_std_blind_amounts", "sv_std_sides"} <= set(family)
    assert set(family.values()) == {"smear", "fourpoint", "smoorverliefd"}
