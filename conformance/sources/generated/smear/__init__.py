"""Generated Smear cases: seeded and adversarial playouts across every preset and option value,
refusals built to break exactly one rule, and perft positions. Expectations come from the
reference through the replay primitive (conformance.protocol.reference), the same code the reference
adapter answers with: these cases are vectors for other implementations.

Everything is deterministic: seeds are fixed, the shuffle is the engine's seeded deal, and the
cases only ever hold explicit deals (SPEC SM-2.3: cross-engine cases use explicit deals).

The modules, one kind of case each, are those of every game (conformance.sources.generated).
"""

from __future__ import annotations

from conformance.games.support import CaseDict
from conformance.sources.generated.smear.perft import perft_cases
from conformance.sources.generated.smear.playouts import playout_cases
from conformance.sources.generated.smear.rare import (
    edge_cases,
    misdeal_case,
    order_cases,
    sweep_max_bid_case,
)
from conformance.sources.generated.smear.readings import option_cases
from conformance.sources.generated.smear.refusals import refusal_cases


def cases() -> list[CaseDict]:
    out = playout_cases() + [misdeal_case(), sweep_max_bid_case()] + order_cases() + option_cases() + refusal_cases() + perft_cases()
    return out + edge_cases()
