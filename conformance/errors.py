"""What can stop a conformance command, and the exit status each gives: bad usage or input (2),
an implementation that cannot be run (3), an interruption (128 + the signal).

Exit codes: 0 every selected case passed (skips allowed), 1 a case failed or errored or a skip-list
entry is stale, 2 bad usage or bad input (corpus, skip file, hello declaration), 3 the implementation
could not be run (it does not start, does not answer ``hello``, speaks another protocol, cannot
be restarted, or crashed on ``max_crashes`` cases in a row), 4 no case was run (every selected
case skipped, or none selected) and ``--allow-empty`` was not given, 130 and 143 interrupted by
SIGINT (Ctrl-C) or SIGTERM (the adapter is killed and the partial report written).
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from typing import TypeVar

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_CANNOT_RUN, EXIT_EMPTY = 0, 1, 2, 3, 4


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM arrived (raised by the handler the command line installs); a
    KeyboardInterrupt, so that whatever handles Ctrl-C handles SIGTERM too."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


class UsageError(Exception):
    """Bad usage or bad input: exit 2."""


class CannotRun(Exception):
    """The implementation could not be run: exit 3."""


T = TypeVar("T")


def exit_on_error(run: Callable[[], T], error: Callable[[str], None],
                  usage: tuple[type[Exception], ...] = (UsageError,)) -> T | int:
    """``run()``, or, when it raises, the exit status of what it raised once ``error`` has
    reported it: bad usage or input (``usage``, an unreadable file) 2, an implementation that
    could not be run 3."""
    try:
        return run()
    except usage as exc:
        error(str(exc))
        return EXIT_USAGE
    except CannotRun as exc:
        error(str(exc))
        return EXIT_CANNOT_RUN
    except OSError as exc:
        error(f"{str(exc.filename) + ': ' if exc.filename else ''}{exc.strerror or exc}")
        return EXIT_USAGE


def signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"
