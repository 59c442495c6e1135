"""Generated Smoorverliefd cases: seeded and adversarial playouts over 3, 4 and 5 players, every
preset, every combination of the five variants the engine allows and every option value; refusals
built to break exactly one rule; and perft positions. Expectations come from the reference through
the replay primitive (conformance.protocol.reference): these cases are test vectors for other implementations.

Everything is deterministic: seeds are fixed, deals are the engine's seeded deal (SV-2.3) or built
from a seeded generator, and the cases only ever hold explicit deals.

Kinds of case (area in the id), one module each:

- ``playout`` and ``variants`` (``playouts``): one round or a whole game, with the legal set
  observed in the first round at every curse and bid, every position of the first three tricks,
  and then every lead and every play where following binds, every trick, every round result and
  the final state; adversarial sweeps; every combination of the variants. Rare situations
  (``rare``) are option values at the bottom of their range.
- ``options`` (``readings``): for each non-default option value, a round *under* that value and a
  default round, each replayed differently by the other reading.
- ``refusal`` (``refusals``): one action breaking exactly one rule (SPEC "Smoorverliefd refusal
  codes").
- ``perft`` (``perft``): counts of legal action sequences from a position, with the count per first
  action.

``play`` holds what they share: the play policies, the adversarial deals and the playout itself.
``cases`` is the game's generator as the registry calls it; conformance.sources.generated.configured
(``Kit``) and pairs call the modules.
"""

from __future__ import annotations

from conformance.games.registry import CaseDict
from conformance.sources.generated.smoorverliefd.perft import perft_cases
from conformance.sources.generated.smoorverliefd.playouts import playout_cases, variant_cases
from conformance.sources.generated.smoorverliefd.rare import edge_cases
from conformance.sources.generated.smoorverliefd.readings import option_cases
from conformance.sources.generated.smoorverliefd.refusals import refusal_cases


def cases() -> list[CaseDict]:
    return playout_cases() + variant_cases() + option_cases() + refusal_cases() + perft_cases() + edge_cases()
