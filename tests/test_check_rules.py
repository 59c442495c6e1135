"""The rules a failing check cites (conformance/case/rules.py): a refusal the case expects cites
the case's rules; a refusal it does not expect cites the rules of the refused action's phase,
not the 25 to 40 rules a generated playout lists."""

from __future__ import annotations

from conformance.case.build import make_case
from conformance.case.checks import FinalCheck
from conformance.case.format import Case, parse_case
from conformance.case.judge import judge_refused
from conformance.games import game

# every Four Point rule a whole-game playout might cite
WHOLE_GAME = ["CD-1", "CD-6", "FP-1.1", "FP-2.1", "FP-3.1", "FP-3.2", "FP-3.3", "FP-5.2", "FP-5.3",
              "FP-6.1", "FP-6.2", "FP-6.4", "FP-7.2", "FP-8.2", "FP-9.1"]


def _case(actions: list[str]) -> Case:
    fp = game("fourpoint")
    return parse_case(make_case(
        game_name="fourpoint", area="playouts", slug="rules-test", description="a test case",
        preset="standard", options=fp.defaults, dealer=0,
        deals=[[["AS", "KS", "QS", "JS", "TS", "9S"], ["AH", "KH", "QH", "JH", "TH", "9H"],
                ["AD", "KD", "QD", "JD", "TD", "9D"], ["AC", "KC", "QC", "JC", "TC", "9C"]]],
        actions=actions, expect=[FinalCheck(scores=[0, 0])], rules=WHOLE_GAME, source="tests/test_check_rules.py",
    ))


def test_an_unexpected_refusal_of_a_play_cites_the_play_rules_the_case_cites() -> None:
    case = _case(["pass", "pass", "pass", "bid 2", "play AC"])
    found = judge_refused(case, 4, "E_MUST_FOLLOW_SUIT")
    assert found is not None and found.path == "$.actions[4]"
    # Four Point's play phase: FP-5.3, FP-6.1, FP-6.2, FP-6.3; the case cites three of them
    assert found.rules == ("FP-5.3", "FP-6.1", "FP-6.2")


def test_an_unexpected_refusal_of_a_bid_cites_the_bidding_rules() -> None:
    case = _case(["bid 2", "bid 3"])
    found = judge_refused(case, 1, "E_BID_TOO_LOW")
    assert found is not None
    # the bidding phase: FP-3.1, FP-3.2, FP-3.3, FP-3.5; the case cites the first three
    assert found.rules == ("FP-3.1", "FP-3.2", "FP-3.3")
