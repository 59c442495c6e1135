"""Which option combinations a declaration's configurations are drawn from
(conformance/suite/declaration.py): the whole product of the declared values when it is small, a
sample that holds every pair of values when that is affordable, and otherwise a sample that holds
every value (the suite is built for at most a dozen configurations: no sample can hold every pair
of 64 values of three options, and enumerating them stalled the build, issue 20 item 8). The
number of combinations tried grows with the number of values declared, never with their product.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence

from conformance.jsonvalues import JSONScalar, compact

FULL_PRODUCT = 1_500  # up to this many combinations in an entry, every one is tried
MAX_CANDIDATES = 4_000  # past this many combinations for the pairs, every value (not every pair) is sampled
PER_SLOT = 3  # combinations drawn per pair (or per value) held, the other options at random


def candidates(seed: str, choices: Sequence[tuple[JSONScalar, ...]]) -> list[tuple[JSONScalar, ...]]:
    """Option-value combinations to try (one tuple of values per combination, in the order of
    ``choices``), deterministic for ``seed``: the first values of every option, then for every
    pair of values of two options (or, when those are more than ``MAX_CANDIDATES``, for every
    value of one option) ``PER_SLOT`` combinations holding it with the other options drawn at
    random."""
    total = 1
    for c in choices:
        total *= len(c)
    if total <= FULL_PRODUCT:
        return list(itertools.product(*choices))
    rng = random.Random(f"trickref:configurations:{seed}")
    varying = [i for i, c in enumerate(choices) if len(c) > 1]
    pairs = sum(len(choices[a]) * len(choices[b]) for a, b in itertools.combinations(varying, 2))
    out: list[tuple[JSONScalar, ...]] = [tuple(c[0] for c in choices)]

    def draw(fixed: Mapping[int, JSONScalar]) -> None:
        for _ in range(PER_SLOT):
            combo = [c[0] if len(c) == 1 else rng.choice(c) for c in choices]
            for i, v in fixed.items():
                combo[i] = v
            out.append(tuple(combo))

    if pairs * PER_SLOT <= MAX_CANDIDATES:
        for a, b in itertools.combinations(varying, 2):
            for va in choices[a]:
                for vb in choices[b]:
                    draw({a: va, b: vb})
    else:
        for a in varying:
            for va in choices[a]:
                draw({a: va})
    return out


def pairwise(valid: Sequence[dict[str, JSONScalar]], varying: Sequence[str], limit: int) -> list[dict[str, JSONScalar]]:
    """A deterministic greedy subset of ``valid`` holding every pair of values of the varying
    options that occurs in ``valid`` (and at most ``limit`` vectors once all pairs are held)."""

    def pairs(o: Mapping[str, JSONScalar]) -> set[tuple[str, str, str, str]]:
        return {(a, compact(o[a]), b, compact(o[b])) for a, b in itertools.combinations(varying, 2)} | {
            (a, compact(o[a]), a, compact(o[a])) for a in varying}

    wanted: set[tuple[str, str, str, str]] = set()
    for o in valid:
        wanted |= pairs(o)
    chosen: list[dict[str, JSONScalar]] = []
    while wanted and len(chosen) < limit:
        best = max(valid, key=lambda o: len(pairs(o) & wanted))
        chosen.append(best)
        wanted -= pairs(best)
    return chosen + [o for o in valid if o not in chosen][: limit - len(chosen)]
