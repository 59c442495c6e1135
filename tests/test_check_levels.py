"""Levels per check (conformance/case/levels.py; README.md, "Levels"): one non-default reading
in a declaration lowers only the checks that rest on the rule it reads.

Smear's ``max_bid: ends_bidding`` reads SM-3.4 (what follows a bid of the hand maximum). A case
carried to it once became ``may`` as a whole, follow-suit refusals included, so ``--level must``
ran nothing. Here every Smear case of the corpus is put under that reading (the options only: a
level depends on the options and the check, not on the deal) and the checks ``--level must``
keeps are compared with what SPEC says each rests on."""

from __future__ import annotations

from conformance.case.checks import LegalCheck, RefusalCheck, TricksCheck
from conformance.case.format import Case, parse_case
from conformance.case.levels import check_level
from conformance.games import game
from conformance.run.select import Selection, select_cases
from tests.bundled import bundled_corpus

# Refusals that no bidding rule decides: the seat to act, the phase, following suit, a card held.
NOT_BIDDING = {"E_NOT_YOUR_TURN", "E_WRONG_PHASE", "E_MUST_FOLLOW_SUIT", "E_CARD_NOT_IN_HAND"}


def _under_the_reading() -> list[Case]:
    smear = game("smear")
    cases = [parse_case({**c.raw, "options": {**c.options, "max_bid": "ends_bidding"}}, c.id)
             for c in bundled_corpus().cases if c.game == "smear" and c.options.get("max_bid") == "others_speak"]
    # the cases where this is the one reading (the table options, such as the players, never lower a level)
    return [c for c in cases if all(smear.option_classes.get(o) == "table" for o in smear.changed(c.options) if o != "max_bid")]


def test_must_keeps_every_check_the_reading_does_not_touch() -> None:
    cases = _under_the_reading()
    kept = {c.id: c for c in select_cases(cases, Selection(levels=["must"]))}
    refusals = tricks = play_sets = 0
    for case in cases:
        for check in case.expect:
            if isinstance(check, RefusalCheck) and check.code in NOT_BIDDING and not any(r.startswith("SM-3") for r in case.rules):
                refusals += 1
                assert case.id in kept and check in kept[case.id].expect, (case.id, check)
            elif isinstance(check, TricksCheck):
                tricks += 1  # who wins a trick (SM-6.5) is no bidding rule
                assert case.id in kept and check in kept[case.id].expect, case.id
            elif isinstance(check, LegalCheck) and check.phase == "play":
                play_sets += 1
                assert case.id in kept and check in kept[case.id].expect, case.id
    assert refusals >= 10 and tricks >= 10 and play_sets >= 10, (refusals, tricks, play_sets)


def test_a_legal_set_in_the_bidding_is_lowered_to_may() -> None:
    bidding = [(case, check) for case in _under_the_reading() for check in case.expect
               if isinstance(check, LegalCheck) and check.phase == "bidding"]
    assert bidding
    # SM-3.4 is one of the bidding phase's rules: every bidding legal set rests on it
    assert {check_level(case, check) for case, check in bidding} == {"may"}
