"""The search behind ``trickref conformance fuzz``: Hypothesis generates scenarios
(conformance.fuzz.space), each is replayed through the adapter as cases (conformance.fuzz.cases)
and judged like a corpus case; the first disagreement is shrunk by Hypothesis itself.

Hypothesis has no wall-clock budget, so the search keeps its own: a number of seconds, a number
of examples, or both (whichever is spent first). A count with a seed is deterministic, which is
what tests use; seconds are for people. Once the budget is spent the strategy stops drawing (it
returns None) and the test raises ``OutOfTime``, which ends the run
at once (Hypothesis "shrinks" it in a few cheap calls). Shrinking a disagreement has a budget too
(seconds, steps, or both);
past it every call passes without touching the adapter, and the smallest failing case seen so far
is the result. That case is kept here, not taken from Hypothesis's exception, so a flaky
implementation or a cut-short shrink still yields the smallest case that did fail.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from hypothesis import HealthCheck, Phase, Verbosity, given, settings, target
from hypothesis import seed as hypothesis_seed
from hypothesis.configuration import set_hypothesis_home_dir

from conformance.case.format import Case
from conformance.case.verdict import Outcome
from conformance.errors import CannotRun, Interrupted
from conformance.fuzz.cases import Kinds, Size, focus_kinds, size_of, typed_cases_of
from conformance.fuzz.space import OptionSpace, Scenario, scenarios
from conformance.games.support import CaseDict
from conformance.protocol.reference import reference_failure
from conformance.suite.cache import default_cache

MAX_EXAMPLES = 1_000_000  # never reached: the clock ends the search


class Disagreement(Exception):
    """Raised inside the Hypothesis test: this example disagrees with the reference."""


class OutOfTime(Exception):
    """Raised inside the Hypothesis test once the search budget is spent without a disagreement."""


@dataclass
class Failure:
    scenario: Scenario
    case: CaseDict  # the failing case (playout or probe)
    outcome: Outcome
    size: Size


@dataclass
class Stats:
    examples: int = 0
    actions: int = 0
    hands: int = 0
    probes: int = 0
    skipped: int = 0
    shrink_steps: int = 0
    first_failure_seconds: float | None = None
    first_failure_examples: int | None = None
    shrink_seconds: float = 0.0
    games: dict[str, int] = field(default_factory=dict)
    known: dict[int, int] = field(default_factory=dict)  # skip-file line -> games whose disagreement it names
    known_games: int = 0  # games whose every disagreement the skip file names


RunCase = Callable[[Case], Outcome]
# The skip-file line naming a failure's cause (conformance.fuzz.known), or None: a new finding.
KnownLine = Callable[[Outcome], int | None]


class Search:
    def __init__(self, run_case: RunCase, spaces: Sequence[OptionSpace], *, seconds: float, shrink_seconds: float,
                 seed: int, source: str, clock: Callable[[], float] = time.monotonic,
                 examples: int | None = None, shrink_steps: int | None = None,
                 steer: Callable[[Scenario], float] | None = None, whole_games: bool = False,
                 known: KnownLine | None = None, compact: bool = False,
                 halt: Callable[[], bool] | None = None, claim: Callable[[], bool] | None = None) -> None:
        self.run_case = run_case
        # fuzz --jobs (conformance.fuzz.jobs): ``halt`` says another worker's disagreement won, and
        # this search stops at its next example; ``claim``, asked at this search's first
        # disagreement, says whether it is the first (False: another won, this one stops unshrunk).
        self.halt = halt
        self.claim = claim
        self.lost = False
        self.compact = compact  # fewer, coarser Hypothesis draws (space.scenarios): the fuzz command's
        # The property searched for is "a disagreement whose cause is not a known one": a known
        # failure passes, while searching and while shrinking alike, so shrinking stays on one cause.
        self.known = known
        # Hypothesis's targeted search maximises this score of each scenario (game end reached,
        # several sides at the target, a tie): toward what random games rarely reach.
        self.steer = steer
        self.whole_games = whole_games
        self.spaces = list(spaces)
        self.seconds = seconds
        self.shrink_seconds = shrink_seconds
        self.examples = examples
        self.shrink_steps = shrink_steps
        self.seed = seed
        self.source = source
        self.clock = clock
        self.began = clock()
        self.found_at: float | None = None
        self.best: Failure | None = None
        self.fatal: CannotRun | None = None
        self.stats = Stats()
        # While shrinking, the playout observes only the kind of check that failed first
        # (fuzz_cases.focus_kinds): cheaper, and the shrink keeps to the same disagreement.
        self.focus: Kinds | None = None

    # -- budget

    def elapsed(self) -> float:
        return self.clock() - self.began

    def searching_over(self) -> bool:
        if self.found_at is not None:
            return False
        if self.lost or (self.halt is not None and self.halt()):
            return True
        if self.examples is not None and self.stats.examples >= self.examples:
            return True
        return self.elapsed() >= self.seconds

    def shrinking_over(self) -> bool:
        if self.found_at is None:
            return False
        if self.shrink_steps is not None and self.stats.shrink_steps >= self.shrink_steps:
            return True
        return self.clock() - self.found_at >= self.shrink_seconds

    def stopped(self) -> bool:
        return self.fatal is not None or self.searching_over() or self.shrinking_over()

    # -- one example

    def evaluate(self, sc: Scenario) -> Failure | None:
        """Replay the scenario's cases against the implementation; the first that fails with a
        cause the skip file does not name."""
        matched: set[int] = set()
        for case, typed in typed_cases_of(sc, self.source, self.focus):
            outcome = self.run_case(typed)  # the case's Case, built with it, not parsed back (cases._typed)
            if outcome.status == "skip":
                self.stats.skipped += 1
                return None
            if outcome.status in ("fail", "error"):
                line = self.known(outcome) if self.known is not None else None
                if line is None:
                    return Failure(sc, case, outcome, size_of(case, sc.shape))
                matched.add(line)
        if self.found_at is None and matched:
            self.stats.known_games += 1
            for line in matched:
                self.stats.known[line] = self.stats.known.get(line, 0) + 1
        return None

    def check(self, sc: Scenario | None) -> None:
        if sc is None or self.fatal is not None or self.shrinking_over():
            if self.found_at is None:
                raise OutOfTime()
            return
        if self.found_at is None:
            self.stats.examples += 1
            self.stats.actions += len(sc.actions)
            self.stats.hands += len(sc.deals)
            self.stats.probes += len(sc.probes)
            self.stats.games[sc.game] = self.stats.games.get(sc.game, 0) + 1
        else:
            self.stats.shrink_steps += 1
        try:
            failure = self.evaluate(sc)
        except CannotRun as exc:
            self.fatal = exc
            if self.found_at is None:
                raise OutOfTime() from None
            return
        if failure is None:
            return
        if self.found_at is None and self.claim is not None and not self.claim():
            self.lost = True  # another worker found one first: its disagreement is the one shrunk
            raise OutOfTime()
        if self.found_at is None:
            self.found_at = self.clock()
            if failure.outcome.mismatch is not None:
                self.focus = focus_kinds(failure.case, failure.outcome.mismatch.path)
            self.stats.first_failure_seconds = self.found_at - self.began
            self.stats.first_failure_examples = self.stats.examples
        if self.best is None or failure.size < self.best.size:
            self.best = failure
        raise Disagreement()

    # -- the search

    def run(self) -> Failure | None:
        """Search until the budget is spent or a disagreement is found and shrunk. Raises CannotRun."""
        strategy = scenarios(self.spaces, self.stopped, whole_games=self.whole_games, compact=self.compact)
        if not os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY"):
            # Hypothesis keeps files even with no database (its constants cache): in trickref's
            # own cache folder, never a .hypothesis folder in whatever directory the user is in
            set_hypothesis_home_dir(default_cache().parent / "hypothesis")

        @settings(
            database=None, deadline=None, max_examples=MAX_EXAMPLES, phases=(Phase.generate, Phase.target, Phase.shrink),
            suppress_health_check=list(HealthCheck), verbosity=Verbosity.quiet, report_multiple_bugs=False,
            print_blob=False,
        )
        @hypothesis_seed(self.seed)
        @given(strategy)
        def test(sc: Scenario | None) -> None:
            if sc is not None and self.steer is not None and self.found_at is None:
                target(self.steer(sc), label="steer")
            self.check(sc)

        try:
            with source_blind():
                test()
        except (Disagreement, OutOfTime):
            pass
        except Exception as exc:
            signalled = interruption(exc)
            if signalled is not None:
                # a signal before Hypothesis made its runner: Hypothesis's own handler fails an
                # assertion over the Interrupted, which is what the caller must see
                raise signalled from None
            # Stopping the strategy when the time is up, a shrink cut short by its budget or a
            # flaky implementation make Hypothesis complain (inconsistent generation, a final
            # example that passed); the budget was spent, and the smallest failure seen stands.
            if self.best is None and self.fatal is None and not self.stopped():
                raise
        if self.found_at is not None:
            self.stats.shrink_seconds = self.clock() - self.found_at
        if self.fatal is not None:
            raise self.fatal
        return self.best


@contextmanager
def source_blind() -> Iterator[None]:
    """Hypothesis's draws made independent of the source text of the modules loaded, so that a
    seed plays the same games from a checkout, an installed copy or a later version. Hypothesis
    (6.131 on) draws a share of its integers from the constants it finds in the source of every
    "local" module (not in site-packages), re-reading ``sys.modules`` as modules load: trickref's
    own modules when it runs from a checkout, none when it is installed. ``fuzz --seed 0
    --examples 60 --game smear`` played 1,856 actions from a checkout and 3,107 installed, and the
    reading cost each process about 0.15 s of CPU. No setting turns it off
    (HypothesisWorks/hypothesis#4627), so its local constants are made empty while the search
    runs (tests/test_fuzz_source_blind.py); a Hypothesis without that machinery is left as it is."""
    try:
        from hypothesis.internal.conjecture import providers
        from hypothesis.internal.constants_ast import Constants
    except ImportError:  # pragma: no cover - an older Hypothesis: no local constants to hide
        yield
        return
    original = getattr(providers, "_get_local_constants", None)
    clear = getattr(getattr(getattr(providers, "CONSTANTS_CACHE", None), "cache", None), "clear", None)
    if original is None or not callable(clear):
        yield
        return
    empty = Constants()
    # a permitted-values cache filled before (by another test in this process) holds local constants
    clear()
    setattr(providers, "_get_local_constants", lambda: empty)
    try:
        yield
    finally:
        setattr(providers, "_get_local_constants", original)
        clear()


def interruption(exc: BaseException) -> Interrupted | None:
    """The Interrupted that ``exc`` was raised while handling, if any (its ``__context__`` chain)."""
    seen: BaseException | None = exc
    for _ in range(50):  # a chain is short; a cycle is not followed for ever
        if seen is None:
            return None
        if isinstance(seen, Interrupted):
            return seen
        seen = seen.__context__
    return None


def reference_outcome(case: Case) -> str | None:
    """Why the reference itself fails ``case`` (None: it passes), through the replay primitive."""
    return reference_failure(case)
