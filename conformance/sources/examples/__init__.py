"""SPEC.md's worked examples, each a ``trickref-example`` block next to its prose (SPEC.md, "Worked
examples"): read by ``grammar.py``, turned into corpus cases of the area ``examples`` and replayed
against the reference by ``cases.py``. The export reads them like the golden and generated cases
(conformance/export.py); tests/test_spec_examples.py replays every one.
"""

from __future__ import annotations

from functools import lru_cache

from conformance.games.support import CaseDict
from conformance.sources.examples.cases import example_cases
from conformance.sources.examples.grammar import Example, read_examples
from conformance.spec import spec_path


@lru_cache(maxsize=1)
def examples() -> tuple[Example, ...]:
    """Every worked example of SPEC.md, in document order."""
    return tuple(read_examples(spec_path().read_text(encoding="utf-8")))


def cases(game_name: str) -> list[CaseDict]:
    """The cases of the game's worked examples, in document order."""
    return [case for example in examples() if example.game == game_name for case in example_cases(example)]
