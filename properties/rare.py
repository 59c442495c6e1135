"""Named rare situations (issue 16, "Rare states on purpose"): the scoring corners that random
legal play seldom visits and where a realistic bug can hide (a variant's hand maximum in a
revoke penalty, a Jick or joker at the edge of the trump order, a Game tie under each
``game_tie``, three sides past the target at once, Blind Love's edge bids).

The machines record each situation with ``reach``: a count in their ``STATS`` (so the test
after the machine can report it) and a Hypothesis ``event`` (so ``--hypothesis-show-statistics``
shows, per test case, how often it was hit). ``report`` prints the counts; under the
``nightly`` profiles the caller fails when a named situation was never reached; under ``ci``
(25 examples, sized to stay fast, so a short run may miss some) the counts are also issued as a
warning, so that pytest's summary shows them.
"""

from __future__ import annotations

import os
import warnings
from collections import Counter
from collections.abc import Callable, Sequence

from hypothesis import event


def reach(stats: Counter[str], name: str, hit: bool = True) -> None:
    """Record the named situation ``name`` when ``hit``."""
    if hit:
        stats[name] += 1
        event(name)


def strict() -> bool:
    """Whether a named situation never reached fails the test: the ``nightly`` profiles."""
    return os.environ.get("HYPOTHESIS_PROFILE", "ci").startswith("nightly")


def report(game: str, stats: Counter[str], names: Sequence[str]) -> list[str]:
    """Print how often each named situation was reached; return those never reached. Under
    ``nightly`` the caller fails on a non-empty list; under ``ci`` it is a warning."""
    lines = [f"{game}: rare situations reached ({os.environ.get('HYPOTHESIS_PROFILE', 'ci')} profile)"]
    lines += [f"  {stats[name]:6d}  {name}" for name in names]
    missing = [name for name in names if stats[name] == 0]
    text = "\n".join(lines)
    print(text)
    if not strict():
        # pytest shows warnings in its summary even when it captures the output
        warnings.warn(f"{text}\n  not reached in this run (nightly requires them): {missing or 'none'}", stacklevel=2)
    return missing


def check_reached(game: str, title: str, stats: Counter[str], must: Sequence[str], rare: Sequence[str],
                  run_machine: Callable[[], None]) -> None:
    """The test after a game's machine (tests/test_properties_<game>.py): every ``must``
    situation was reached; the ``rare`` ones are reported (and required under ``nightly``), and
    so are the option pairs the run's scored hands reached (properties/pairs_reached.py). Run
    alone (``pytest -k``), it runs the machine itself first."""
    from properties import pairs_reached  # loads the corpus generators: only when a report is made

    if stats["games"] == 0:
        run_machine()
    missing = [k for k in must if stats[k] == 0]
    assert not missing, f"the machine no longer reaches {missing}: {dict(stats)}"
    rare_missing = report(title, stats, rare)
    pairs_reached.report(game, title)  # issue 16: the property half of PAIRS.md
    assert not (strict() and rare_missing), f"nightly: the machine never reached {rare_missing}"
