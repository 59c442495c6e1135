"""Option pairs the state machines reach (issue 16, "Option-combination coverage"): the property
runs' half of the pair-coverage report whose corpus half is conformance/corpus/PAIRS.md.

A machine calls ``record`` for every hand it plays to its score, with the options in force.
A pair counts as it does for the corpus (conformance/sources/generated/pairs.py): two option values
held by the options, neither option idle under them (the game's record in conformance/games/<game>.py), and needed,
i.e. listed in the corpus report's ``pairs.json``. After the machine, ``report`` prints how many
needed pairs the run reached and writes, when ``TRICKREF_PAIRS_REPORT`` names a folder, one JSON
file per game: for each needed pair, how many scored hands of this run reached it and how many
corpus cases do (with examples), so that one file answers "what reached this pair".
"""

from __future__ import annotations

import json
import os
import warnings
from collections import Counter
from pathlib import Path

from conformance import CORPUS_DIR
from conformance.sources.generated.pairs import Checker, load_report
from reference.options_codec import options_to_dict

# game -> pair text ("a=x & b=y") -> scored hands that reached it in this process
REACHED: dict[str, Counter[str]] = {}
HANDS: Counter[str] = Counter()  # game -> scored hands recorded
_CHECKERS: dict[str, Checker] = {}
_HELD: dict[tuple[str, str], tuple[str, ...]] = {}  # (game, options JSON) -> pairs held


def record(game: str, options: object) -> None:
    """Count the pairs ``options`` hold (neither option idle) for one hand played to its score."""
    row = options_to_dict(options)
    key = (game, json.dumps(row, sort_keys=True))
    held = _HELD.get(key)
    if held is None:
        checker = _CHECKERS.setdefault(game, Checker(game))
        held = _HELD[key] = tuple(p.text() for p in checker.holds(row))
    REACHED.setdefault(game, Counter()).update(held)
    HANDS[game] += 1


def corpus_pairs(game: str) -> dict[str, object]:
    """The corpus report's entry for ``game``: needed pairs with the cases that reach them."""
    entry = load_report(CORPUS_DIR / "pairs.json")[game]
    assert isinstance(entry, dict)
    return entry


def report(game: str, title: str) -> list[str]:
    """Print (and issue as a warning, so pytest's summary shows it) how many needed pairs of
    ``game`` this run's scored hands reached; write the per-pair file when asked. Returns the
    needed pairs the run did not reach (the corpus reaches every one: PAIRS.md)."""
    entry = corpus_pairs(game)
    pairs = entry["pairs"]
    assert isinstance(pairs, dict)
    reached = REACHED.get(game, Counter())
    missing = [p for p in pairs if reached[p] == 0]
    text = (f"{title}: {HANDS[game]} scored hands of the property run reached {len(pairs) - len(missing)} of the "
            f"{len(pairs)} needed option pairs (the corpus reaches {entry['reached']}: conformance/corpus/PAIRS.md)")
    print(text)
    warnings.warn(text, stacklevel=2)
    folder = os.environ.get("TRICKREF_PAIRS_REPORT")
    if folder:
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        doc = {
            p: {"property_hands": reached[p], "corpus_cases": c["cases"], "corpus_examples": c["examples"]}
            for p, c in pairs.items()
            if isinstance(c, dict)
        }
        (out / f"{game}.json").write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return missing
