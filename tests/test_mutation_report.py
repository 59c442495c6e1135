"""mutation/report.py: the arithmetic and the bookkeeping behind the mutation score it claims
(the mutmut run itself is on demand, scripts/mutation; these tests use made-up results)."""

import json
from pathlib import Path

import pytest

from mutation.report import (
    Change,
    Mutant,
    ReportError,
    load_judgements,
    load_mutants,
    render,
    summarize,
)

JUDGEMENTS = '''
[reasons]
refusal-text = "messages are not compared"
[unreached]
"dealing.shuffled" = "seeded"
[[equivalent]]
function = "smear.rules.play_refusal"
old = 'return "must follow"'
new = 'return "XXmust followXX"'
reason = "refusal-text"
[[equivalent]]
function = "smear.rules.gone"
old = "a"
new = "b"
reason = "refusal-text"
'''

CHANGES = {
    "reference.smear.rules.x_play_refusal__mutmut_1": Change('return "must follow"', 'return "XXmust followXX"'),
    "reference.smear.scoring.x_game_award__mutmut_4": Change("if best <= 0:", "if best <= 1:"),
}


def mutants() -> list[Mutant]:
    return (
        [Mutant(f"reference.smear.rules.x_apply__mutmut_{i}", "killed") for i in range(1, 9)]
        + [Mutant("reference.smear.rules.x_apply__mutmut_9", "timeout")]
        + [Mutant(name, "survived") for name in CHANGES]
        + [Mutant("reference.dealing.x_shuffled__mutmut_1", "unreached")]
    )


def test_score_counts_killed_and_timeouts_against_unjudged_survivors() -> None:
    judged = load_judgements(JUDGEMENTS)
    s = summarize(mutants(), CHANGES.__getitem__, judged)
    assert s.killed == 9
    assert [m.function for m, _, _, _ in s.equivalent] == ["smear.rules.play_refusal"]
    assert [m.function for m, _ in s.gaps] == ["smear.scoring.game_award"]
    assert s.score == pytest.approx(100 * 9 / 10)
    assert s.raw_score == pytest.approx(100 * 9 / 11)
    assert s.stale == [("smear.rules.gone", "a", "b")]


def test_report_lists_gaps_stale_judgements_and_unreached_functions() -> None:
    judged = load_judgements(JUDGEMENTS)
    text = render(summarize(mutants(), CHANGES.__getitem__, judged), judged)
    assert "**mutation score: 90.0%** = killed / (killed + gaps), the survivors not judged = 9 / 10" in text
    assert "- `smear.scoring.game_award`: `if best <= 0:` → `if best <= 1:`" in text
    assert "## Stale judgements" in text and "`smear.rules.gone`" in text
    assert "- `dealing.shuffled` (1 mutants): seeded" in text


def test_unknown_reason_and_missing_fields_are_named() -> None:
    with pytest.raises(ReportError, match=r"equivalent\[0\] \(f\): unknown reason 'nope'"):
        load_judgements('[reasons]\n[[equivalent]]\nfunction="f"\nold="a"\nnew="b"\nreason="nope"\n')
    with pytest.raises(ReportError, match=r"equivalent\[0\] lacks old, new"):
        load_judgements('[reasons]\nx="y"\n[[equivalent]]\nfunction="f"\nreason="x"\n')
    with pytest.raises(ReportError, match="judgements.toml"):
        load_judgements("[reasons\n")


def test_mutmut_result_files_are_read_and_bad_ones_named(tmp_path: Path) -> None:
    meta = tmp_path / "reference" / "smear" / "rules.py.meta"
    meta.parent.mkdir(parents=True)
    meta.write_text(json.dumps({"exit_code_by_key": {
        "reference.smear.rules.x_a__mutmut_1": 1, "reference.smear.rules.x_a__mutmut_2": 0,
        "reference.smear.rules.x_a__mutmut_3": 33, "reference.smear.rules.x_a__mutmut_4": None,
    }}))
    assert [m.outcome for m in load_mutants(tmp_path)] == ["killed", "survived", "unreached", "not run"]
    meta.write_text("{")
    with pytest.raises(ReportError, match="rules.py.meta: not a mutmut result file"):
        load_mutants(tmp_path)


def test_function_names_drop_mutmut_mangling() -> None:
    assert Mutant("reference.errors.xǁNotationErrorǁ__init____mutmut_2", "survived").function == "errors.NotationError.__init__"
    assert Mutant("reference.smear.scoring.x_game_award__mutmut_4", "killed").module == "smear.scoring"
