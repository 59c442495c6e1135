"""Generated Four Point cases: seeded and adversarial playouts over every preset and option value,
refusals built to break exactly one rule, and perft positions. Expectations come from the
reference through the replay primitive (conformance.protocol.reference): these cases are test vectors for
other implementations.

Everything is deterministic: seeds are fixed, deals are the engine's seeded deal (FP-2.3) or built
from a seeded generator, and the cases only ever hold explicit deals.

Kinds of case (area in the id), one module each:

- ``playout`` (``playouts``): one hand or a whole game under a preset, each combination of the
  High and Low readings and the house rules, with the legal set observed at every position of the
  first hand (the discard's 84 choices included), every trick, every hand result and the final
  state; rare situations (``rare``) are playouts searched for.
- ``options`` (``readings``): for each non-default option value, a hand *under* that value and a
  default hand, each replayed differently by the other reading.
- ``refusal`` (``refusals``): one action breaking exactly one rule (SPEC "Four Point refusal codes").
- ``perft`` (``perft``): counts of legal action sequences from a position, with the count per first
  action.

``play`` holds what they share: the play policies, the adversarial deals and the playout itself.
``cases`` is the game's generator as the registry calls it; conformance.sources.generated.configured
(``Kit``) and pairs call the modules.
"""

from __future__ import annotations

from conformance.games.registry import CaseDict
from conformance.sources.generated.fourpoint.perft import perft_cases
from conformance.sources.generated.fourpoint.playouts import playout_cases
from conformance.sources.generated.fourpoint.rare import edge_cases
from conformance.sources.generated.fourpoint.readings import option_cases
from conformance.sources.generated.fourpoint.refusals import refusal_cases


def cases() -> list[CaseDict]:
    return playout_cases() + option_cases() + refusal_cases() + perft_cases() + edge_cases()
