"""Signals and progress for the long-running commands (``conformance run``, ``conformance fuzz``):
SIGINT and SIGTERM become ``Interrupted``, progress goes to a terminal or to a CI log."""

from __future__ import annotations

import signal
import sys
from collections.abc import Callable
from types import FrameType
from typing import IO

from conformance.errors import Interrupted


def default_progress() -> IO[str] | None:
    return sys.stderr if sys.stderr.isatty() else None


def default_heartbeat() -> IO[str] | None:
    """Where the periodic progress line goes when there is no terminal (CI logs)."""
    return None if sys.stderr.isatty() else sys.stderr


Handler = Callable[[int, FrameType | None], object] | int | None


def install_signal_handlers() -> dict[signal.Signals, Handler]:
    """SIGINT and SIGTERM raise ``Interrupted`` once; a second signal during the cleanup is
    ignored, so the partial report is still written. Returns the previous handlers."""
    previous: dict[signal.Signals, Handler] = {}

    def handler(signum: int, frame: FrameType | None) -> None:
        for s in (signal.SIGINT, signal.SIGTERM):
            signal.signal(s, signal.SIG_IGN)
        raise Interrupted(signum)

    for s in (signal.SIGINT, signal.SIGTERM):
        previous[s] = signal.signal(s, handler)
    return previous


def restore_signal_handlers(previous: dict[signal.Signals, Handler]) -> None:
    for signum, old in previous.items():
        signal.signal(signum, signal.SIG_DFL if old is None else old)
