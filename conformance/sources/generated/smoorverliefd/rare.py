"""Smoorverliefd's rare situations: option values at the bottom of their range, which the other
cases never use (found by the mutation run, mutation/REPORT.md), and a deal written without its
empty widow and stock.
"""

from __future__ import annotations

from conformance.games.support import CaseDict
from conformance.jsonvalues import arr, obj
from conformance.sources.generated.smoorverliefd.play import opts, play, rounds
from conformance.sources.generated.smoorverliefd.playouts import playout_case
from reference.smoorverliefd.options import SmoorverliefdOptions

# ---------------------------------------------------------------------------- edge cases


def edge_cases() -> list[CaseDict]:
    """Option values at the bottom of their range, which the cases above never use, found by the
    mutation run (mutation/REPORT.md): target 1 (SV-5.1) and amounts of 0 (SV-7.3, SV-10.4)."""
    plans: tuple[tuple[str, str, SmoorverliefdOptions, str], ...] = (
        ("target-1", "target 1, the smallest allowed: a whole game", opts(target=1), "standard"),
        ("blind-love-amounts-0", "Blind Love with blind_bonus 0 and blind_penalty 0: bids score nothing either way",
         opts("blind_love", blind_bonus=0, blind_penalty=0), "blind_love"),
        ("cupids-arrow-curse-penalty-0", "Cupid's Arrow with curse_penalty 0: the cursed suit costs nothing",
         opts("cupids_arrow", curse_penalty=0), "cupids_arrow"),
    )
    out: list[CaseDict] = []
    for slug, description, o, preset in plans:
        p = play(preset, o, 3, "random", hands=rounds(o) if o.target > 1 else 10)
        out.append(playout_case(p, area="playout", slug=slug, description=description, tags=["playout", "option-minimum"]))
    # A deal's widow and stock may be left out when empty (case schema): a reader must default them.
    bare = playout_case(play("standard", opts(), 4, "random"), area="playout", slug="deal-without-empty-widow-and-stock",
                        description="Four players, no dead card: the deal gives only the hands", tags=["playout"])
    bare["deals"] = [{"hands": obj(d, "deal")["hands"]} for d in arr(bare["deals"], "deals")]
    out.append(bare)
    return out
