"""Generated Smear cases: seeded and adversarial playouts across every preset and option value,
refusals built to break exactly one rule, and perft positions. Expectations come from the
reference through the replay primitive (conformance.protocol.reference), the same code the reference
adapter answers with: these cases are vectors for other implementations.

Everything is deterministic: seeds are fixed, the shuffle is the engine's seeded deal, and the
cases only ever hold explicit deals (SPEC SM-2.3: cross-engine cases use explicit deals).

Kinds of case (area in the id), one module each:

- ``playout`` (``playouts``): one hand or a whole game under a preset, a table size or a hand
  size, with the legal set observed at every position whose set is small, every trick, every hand
  result and the final state; rare situations (``rare``) are playouts searched for or built.
- ``options`` (``readings``): for each non-default option value, a hand *under* that value and a
  contrast hand under the default, each replayed differently by the other reading.
- ``refusal`` (``refusals``): one action breaking exactly one rule (SPEC "Smear refusal codes") at
  a position reached by a seeded playout.
- ``perft`` (``perft``): counts of legal action sequences from a position, with the count per first
  action.

``play`` holds what they share: the play policies and the playout itself. ``cases`` is the game's
generator as the registry calls it; conformance.sources.generated.configured (``Kit``) and pairs
call the modules.
"""

from __future__ import annotations

from conformance.games.registry import CaseDict
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
