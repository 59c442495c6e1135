"""Generated Smoorverliefd cases: seeded and adversarial playouts over 3, 4 and 5 players, every
preset, every combination of the five variants the engine allows and every option value; refusals
built to break exactly one rule; and perft positions. Expectations come from the reference through
the replay primitive (conformance.protocol.reference): these cases are test vectors for other implementations.

Everything is deterministic: seeds are fixed, deals are the engine's seeded deal (SV-2.3) or built
from a seeded generator, and the cases only ever hold explicit deals.

The modules, one kind of case each, are those of every game (conformance.sources.generated).
"""

from __future__ import annotations

from conformance.games.support import CaseDict
from conformance.sources.generated.smoorverliefd.perft import perft_cases
from conformance.sources.generated.smoorverliefd.playouts import playout_cases, variant_cases
from conformance.sources.generated.smoorverliefd.rare import edge_cases
from conformance.sources.generated.smoorverliefd.readings import option_cases
from conformance.sources.generated.smoorverliefd.refusals import refusal_cases


def cases() -> list[CaseDict]:
    return playout_cases() + variant_cases() + option_cases() + refusal_cases() + perft_cases() + edge_cases()
