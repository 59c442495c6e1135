"""Golden scenario, worked by hand from SPEC.md (style reference for the others).

Deal (dealer 0, eldest 1), 4 players individually, standard options.
Seat 1 bids 2; others pass; seat 1 names hearts; everyone discards to six.
"""

from tests.golden_support import legal, refused, run, smear_game
from reference.errors import Code


HANDS = (
    "AS KS QS JS TS 9S 8S 7S 6S 5S",  # seat 0
    "AH KH QH JH TH 3H 2H JD X1 4C",  # seat 1
    "AD KD QD TD 9D 8D 7D 6D 5D 4D",  # seat 2
    "AC KC QC JC TC 9C 8C 7C 6C 5C",  # seat 3
)


def test_bidding_minimum_and_dealer_forced() -> None:
    """SM-3.2: the first bid is 2 to 10; SM-3.5: the dealer may not pass when all passed."""
    g = smear_game({}, HANDS)
    assert legal(g) == {"pass"} | {f"bid {n}" for n in range(2, 11)}
    assert refused(g, "bid 1") is Code.BID_TOO_LOW
    assert refused(g, "bid 11") is Code.BID_TOO_HIGH
    g = run(g, "pass; pass; pass")
    assert "pass" not in legal(g)  # seat 0 is the dealer, everyone else passed
    assert refused(g, "pass") is Code.MUST_BID
