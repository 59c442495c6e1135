"""Generated Four Point cases: seeded and adversarial playouts over every preset and option value,
refusals built to break exactly one rule, and perft positions. Expectations come from the
reference through the replay primitive (conformance.protocol.reference): these cases are test vectors for
other implementations.

Everything is deterministic: seeds are fixed, deals are the engine's seeded deal (FP-2.3) or built
from a seeded generator, and the cases only ever hold explicit deals.

The modules, one kind of case each, are those of every game (conformance.sources.generated).
"""

from __future__ import annotations

from conformance.games.support import CaseDict
from conformance.sources.generated.fourpoint.perft import perft_cases
from conformance.sources.generated.fourpoint.playouts import playout_cases
from conformance.sources.generated.fourpoint.rare import edge_cases
from conformance.sources.generated.fourpoint.readings import option_cases
from conformance.sources.generated.fourpoint.refusals import refusal_cases


def cases() -> list[CaseDict]:
    return playout_cases() + option_cases() + refusal_cases() + perft_cases() + edge_cases()
