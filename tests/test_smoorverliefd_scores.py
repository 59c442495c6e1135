"""Starting a Smoorverliefd game from given scores and dealer (SV-1.5): the ``scores`` keyword of
``new_game`` and of the binding's ``start``. Expected values are worked out by hand from SPEC
chapter SV; the round is Deal T under met Troef (conformance/sources/golden/smoorverliefd.py)."""

from __future__ import annotations

import pytest

from conformance.sources.golden.smoorverliefd import HANDS_T, TRICKS_T
from reference.smoorverliefd import new_game, smoorverliefd_options
from reference.smoorverliefd.binding import start
from tests.golden_support_smoorverliefd import play_tricks, sv_deal


def test_start_scores_decide_the_game() -> None:
    """SV-1.5, SV-4.7, SV-5.

    met Troef, dealer 3, Deal T: the round's changes are 0, 4, 1, 12 (test_troef_full_round).
    Given scores 40, 48, 0, 45 and target 50 they become 40, 52, 1, 57: seats 1 and 3 reach 50
    and the highest score, seat 3's, wins. From the default start nobody reaches 50.
    """
    o = smoorverliefd_options(troef=True)
    g = new_game(o, deals=[sv_deal(*HANDS_T)], dealer=3, scores=(40, 48, 0, 45))
    g = play_tricks(g, TRICKS_T)
    assert g.scores == (40, 52, 1, 57)
    assert g.winner == 3
    plain = play_tricks(new_game(o, deals=[sv_deal(*HANDS_T)], dealer=3), TRICKS_T)
    assert plain.scores == (0, 4, 1, 12)
    assert plain.winner is None


def test_binding_start_takes_scores_per_side() -> None:
    """SV-1.5, SV-8.2: with partners there are two sides, so two scores."""
    m = start({"partners": True}, [], 0, 7, scores=[10, -5])
    assert m.scores() == [10, -5]
    assert start({}, [], 0, 7).scores() == [0, 0, 0, 0]


@pytest.mark.parametrize(("options", "bad"), [({}, (1, 2)), ({"partners": True}, (1, 2, 3, 4)), ({"players": 3}, (0, 0, False))])
def test_start_scores_must_be_one_integer_per_side(options: dict[str, object], bad: tuple[object, ...]) -> None:
    """SV-1.5: one integer per side; anything else is invalid input (ValueError)."""
    with pytest.raises(ValueError, match="scores"):
        new_game(smoorverliefd_options(options), seed=1, scores=bad)  # type: ignore[arg-type]
