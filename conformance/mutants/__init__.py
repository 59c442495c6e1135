"""The deliberately wrong implementations of the three games that the conformance corpus must
catch (tests/test_conformance_teeth.py): each changes one rule of the reference, most of them a
contested point of the SPEC's ambiguity register read the other way.

Smear mutants have plain names (``jick_not_trump``); Four Point mutants start with ``fp_`` and
Smoorverliefd mutants with ``sv_``; ``std_`` marks a standard value where the variant has its own
(issue 16). A mutant changes the reference in the adapter process only:

    python -m conformance.protocol.reference_adapter --mutant jick_not_trump
    python -m conformance.protocol.reference_adapter --mutant fp_low_to_taker

How a mutant is declared, applied and undone: patching.py. The mutants, by game and subject:
smear.py (trump order, bidding, deal, discards, play), smear_scoring.py (awards, score changes,
game end), smear_standard.py, fourpoint.py, smoorverliefd.py; common.py holds what several games'
mutants share.
"""

from __future__ import annotations

from conformance.mutants import fourpoint, smear, smear_scoring, smear_standard, smoorverliefd
from conformance.mutants import smear_notation, smear_points, smear_readings, smear_table
from conformance.mutants import smoorverliefd_notation, smoorverliefd_play, smoorverliefd_scoring
from conformance.mutants import fourpoint_cd, fourpoint_end, fourpoint_play
from conformance.mutants.patching import Mutant, Patch, Patches, registry
from conformance.mutants.where import with_conditions

MUTANTS: dict[str, Mutant] = with_conditions(registry(smear.MUTANTS, smear_scoring.MUTANTS, smear_standard.MUTANTS, smear_table.MUTANTS, smear_points.MUTANTS,
                                   smear_notation.MUTANTS, smear_readings.MUTANTS, fourpoint.MUTANTS, fourpoint_cd.MUTANTS, fourpoint_play.MUTANTS, fourpoint_end.MUTANTS,
                                   smoorverliefd.MUTANTS,
                                   smoorverliefd_play.MUTANTS, smoorverliefd_scoring.MUTANTS, smoorverliefd_notation.MUTANTS))


def mutant(name: str) -> Mutant:
    """The mutant called ``name`` (KeyError: there is none)."""
    return MUTANTS[name]


def names() -> list[str]:
    """Every mutant's name, sorted."""
    return sorted(MUTANTS)


__all__ = ["MUTANTS", "Mutant", "Patch", "Patches", "mutant", "names"]
