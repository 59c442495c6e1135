"""The first divergence of a failing case (conformance/run/divergence.py), against an engine that
was not derived from the reference: the independent Four Point engine with a planted wrong trick
winner. The failure surfaces a trick later, as a play refused with E_CARD_NOT_IN_HAND; the report
must place it at the trick that went wrong and cite the trick-winner rules.

The case is worked by hand from SPEC FP-3, FP-5 and FP-6 (take 0, dealer seat 0):
  bidding, eldest first (FP-3.1): seat 1 bids 2, seats 2, 3 and 0 pass; seat 1 leads (FP-5.1).
  trick 1: AS (seat 1, names spades trump, FP-5.2), KS, QS, JS: seat 1 wins with the ace.
  trick 2: AH (seat 1), 9S (seat 2, void in hearts: a trump), KH, QH: the trump wins (FP-6.4),
           so seat 2 leads trick 3. The planted bug gives the trick to the highest heart, AH,
           seat 1.
  trick 3: seat 2 leads AD; the buggy engine looks for AD in seat 1's hand.
"""

from __future__ import annotations

import sys
from pathlib import Path

from conformance.case.build import make_case
from conformance.case.checks import LegalCheck, RefusalCheck
from conformance.case.format import Case, parse_case
from conformance.case.verdict import Divergence, Outcome
from conformance.games import game
from conformance.jsonvalues import JSONScalar
from conformance.protocol.session import Runner, SessionConfig
from conformance.run.divergence import first_divergence

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "conformance" / "adapters" / "python_fourpoint" / "fourpoint_adapter.py"

HANDS = [
    ["JS", "QH", "TD", "9D", "AC", "9C"],  # seat 0, the dealer
    ["AS", "AH", "8D", "8C", "7D", "7C"],  # seat 1, the eldest
    ["KS", "9S", "AD", "KD", "QD", "JD"],  # seat 2: no heart
    ["QS", "KH", "KC", "QC", "JC", "TC"],  # seat 3
]
STOCK = ["TS", "8S", "7S", "JH", "TH", "9H", "8H", "7H"]  # the eight cards not dealt
ACTIONS = ["bid 2", "pass", "pass", "pass",
           "play AS", "play KS", "play QS", "play JS",
           "play AH", "play 9S", "play KH", "play QH",
           "play AD"]


def _case() -> Case:
    options = {**game("fourpoint").defaults, "take": 0, "all_pass": "dealer_forced", "trump_anytime": True}
    return parse_case(make_case(
        game_name="fourpoint", area="divergence", slug="trumped-trick", description="a trumped trick, then its winner leads",
        preset="standard", options=options, dealer=0, deals=[{"hands": HANDS, "widow": [], "stock": STOCK}], actions=ACTIONS,
        # after AD, seat 3 plays: it holds no diamond, so all its cards are legal (FP-6.1, FP-6.2)
        expect=[LegalCheck(13, to_act=3, phase="play", actions=("play KC", "play QC", "play JC", "play TC"))],
        rules=["FP-3.1", "FP-3.2", "FP-5.1", "FP-5.2", "FP-6.1", "FP-6.2", "FP-6.4"],
        source="tests/test_first_divergence.py",
    ))


def _outcome(bug: str | None) -> tuple[Outcome, Divergence | None]:
    impl = f"{sys.executable} {ENGINE}" + (f" --bug {bug}" if bug else "")
    runner = Runner(SessionConfig(impl=impl))
    runner.start()
    try:
        outcome = runner.run_case(_case())
        divergence = first_divergence(runner, outcome) if outcome.status == "fail" else None
        return outcome, divergence
    finally:
        runner.close()


def test_the_hand_worked_case_passes_on_the_honest_engine() -> None:
    outcome, _ = _outcome(None)
    assert outcome.status == "pass", outcome.message


def test_a_wrong_trick_winner_is_reported_at_the_trick_with_the_trick_winner_rules() -> None:
    outcome, divergence = _outcome("trump-ignored-off-lead")
    assert outcome.status == "fail"
    # the symptom: the 13th action refused, a card the engine looks for in the wrong hand
    assert outcome.mismatch is not None and outcome.mismatch.path == "$.actions[12]"
    assert divergence is not None
    assert divergence.kind == "trick"
    assert divergence.after == 12  # trick 2 ends with the 12th action (index 11)
    assert "trick 2" in divergence.detail and "winner" in divergence.detail
    assert divergence.path == "winner"
    assert "FP-6.4" in divergence.rules and set(divergence.rules) <= {"FP-5.2", "FP-6.1", "FP-6.4"}


# A second hand for the dealer test: the first hand's cards, passed one seat on.
HANDS_2 = HANDS[1:] + HANDS[:1]


def _hand_one(options: dict[str, JSONScalar]) -> list[str]:
    """Actions that play the first hand out (the first legal action each time: inputs only, the
    expectation below does not depend on them)."""
    support = game("fourpoint")
    deals = [{"hands": HANDS, "widow": [], "stock": STOCK}, {"hands": HANDS_2, "widow": [], "stock": STOCK}]
    match = support.start(dict(options), [support.decode_deal(d, "deal") for d in deals], 0, None)
    actions: list[str] = []
    while not match.hand_results():
        actions.append(match.legal()[0])
        match = match.play(actions[-1])
    return actions


def test_a_dealer_that_never_moves_is_reported_where_the_second_hand_starts_citing_the_deal_rule() -> None:
    options = {**game("fourpoint").defaults, "take": 0, "all_pass": "dealer_forced", "trump_anytime": True}
    first = _hand_one(options)
    # FP-1.3: the deal passes to the left, so seat 1 deals the second hand and seat 2, its eldest,
    # bids first (FP-3.1); after its bid, seat 3.
    case = parse_case(make_case(
        game_name="fourpoint", area="divergence", slug="dealer-moves", description="the second hand's first bids",
        preset="standard", options=options, dealer=0,
        deals=[{"hands": HANDS, "widow": [], "stock": STOCK}, {"hands": HANDS_2, "widow": [], "stock": STOCK}],
        actions=[*first, "bid 2"], expect=[LegalCheck(len(first) + 1, to_act=3, phase="bidding")],
        rules=["FP-1.3", "FP-3.1", "FP-3.2", "FP-6.1", "FP-6.4"], source="tests/test_first_divergence.py",
    ))
    for bug, status in ((None, "pass"), ("dealer-stays", "fail")):
        runner = Runner(SessionConfig(impl=f"{sys.executable} {ENGINE}" + (f" --bug {bug}" if bug else "")))
        runner.start()
        try:
            outcome = runner.run_case(case)
            assert outcome.status == status, outcome.message
            if bug:
                divergence = first_divergence(runner, outcome)
                assert divergence is not None and divergence.kind == "legal"
                assert divergence.after == len(first)  # before the second hand's first action, not after it
                assert divergence.path.endswith("to_act") and divergence.rules[0] == "FP-1.3"
        finally:
            runner.close()


def test_an_engine_refusing_earlier_than_the_case_expects_is_probed_up_to_its_refusal() -> None:
    """A refusal case (the reference refuses the 6th action) against an engine whose bids run 1
    to 6: it refuses the 2nd action, so the probe of the first five gets a refusal, not the
    observations; it is asked again up to that action and finds the first divergence there."""
    options = {**game("fourpoint").defaults, "take": 0, "all_pass": "dealer_forced", "trump_anytime": True}
    # FP-3.3: a bid of 4 ends the bidding and seat 1 leads; trick 1 AS KS QS JS is seat 1's, so
    # seat 1 leads again and KD, seat 2's card, is not in its hand (FP-6.1, E_CARD_NOT_IN_HAND)
    case = parse_case(make_case(
        game_name="fourpoint", area="divergence", slug="refused-early", description="a bid of 4 ends the bidding",
        preset="standard", options=options, dealer=0, deals=[{"hands": HANDS, "widow": [], "stock": STOCK}],
        actions=["bid 4", "play AS", "play KS", "play QS", "play JS", "play KD"],
        expect=[RefusalCheck(5, "E_CARD_NOT_IN_HAND")], rules=["FP-3.2", "FP-3.3", "FP-6.1"],
        source="tests/test_first_divergence.py",
    ))
    runner = Runner(SessionConfig(impl=f"{sys.executable} {ENGINE} --bug bids-one-to-six"))
    runner.start()
    try:
        outcome = runner.run_case(case)
        assert outcome.status == "fail"
        divergence = first_divergence(runner, outcome)
    finally:
        runner.close()
    # before any action the engine already offers bid 1, bid 5 and bid 6 (FP-3.2: 2 to 4)
    assert divergence is not None and divergence.kind == "legal" and divergence.after == 0
    assert divergence.path.endswith("actions") and "bid 5" in divergence.detail
    assert set(divergence.rules) <= {"FP-3.1", "FP-3.2", "FP-3.3", "FP-3.5"}
