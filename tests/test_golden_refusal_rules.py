"""The rule a refused golden case cites, read from its game's SPEC refusal table
(conformance/sources/golden/model.py, ``spec_refusal_rules``). Expected values read by hand from
SPEC.md's tables ("Smear refusal codes", "Four Point refusal codes", "Smoorverliefd refusal codes")."""

from __future__ import annotations

import pytest

from conformance.sources.golden.model import spec_refusal_rules

SMEAR = spec_refusal_rules("Smear refusal codes")
FOURPOINT = spec_refusal_rules("Four Point refusal codes")
SMOORVERLIEFD = spec_refusal_rules("Smoorverliefd refusal codes")


@pytest.mark.parametrize(("rules", "code", "action", "cited"), [
    # "| E_CARD_NOT_IN_HAND | ... | SM-5.1 (discard), SM-6.1 (play) |": the discard's, then the play's
    (SMEAR, "E_CARD_NOT_IN_HAND", "discard AS", ("SM-5.1",)),
    (SMEAR, "E_CARD_NOT_IN_HAND", "play AS", ("SM-6.1",)),
    # "| E_GAME_OVER | ... | SM-9.1 (end by SM-9.2, SM-9.3 or SM-9.4) |": the first only
    (SMEAR, "E_GAME_OVER", "play AS", ("SM-9.1",)),
    (SMEAR, "E_MUST_FOLLOW_SUIT", "play AS", ("SM-6.3",)),
    # the phase's rule is the game's Refuse step's, not the table's: none here
    (SMEAR, "E_WRONG_PHASE", "discard AS AS", ()),
    (FOURPOINT, "E_CARD_NOT_IN_HAND", "discard AS", ("FP-4.2",)),
    (FOURPOINT, "E_CARD_NOT_IN_HAND", "play AS", ("FP-6.1",)),
    (FOURPOINT, "E_MUST_FOLLOW_SUIT", "play AS", ("FP-6.2",)),
    # Smoorverliefd has no discard: one rule for the code
    (SMOORVERLIEFD, "E_CARD_NOT_IN_HAND", "play AS", ("SV-3.1",)),
    (SMOORVERLIEFD, "E_GAME_OVER", "play AS", ("SV-5.2",)),
    # "SV-3.3; SV-6.2 when the card is a heart under met Troef; ...": the first
    (SMOORVERLIEFD, "E_MUST_FOLLOW_SUIT", "play AS", ("SV-3.3",)),
])
def test_a_refused_case_cites_the_first_rule_of_its_codes_row(rules: object, code: str, action: str, cited: tuple[str, ...]) -> None:
    assert callable(rules)
    assert tuple(rules(code, action)) == cited


def test_a_heading_with_no_table_is_an_error_naming_it() -> None:
    with pytest.raises(ValueError, match="no refusal table under ### No such heading"):
        spec_refusal_rules("No such heading")("E_GAME_OVER", "play AS")
