"""A SIGTERM that lands before Hypothesis has made its runner reaches Hypothesis's own handler,
which fails ``assert state._runner is not None`` over it: the fuzz must still see the Interrupted
(a ``--jobs`` worker printed a traceback instead; found under a busy CI run)."""

from __future__ import annotations

import signal

from conformance.errors import Interrupted
from conformance.fuzz.search import interruption


def _raised_over(first: BaseException) -> AssertionError:
    try:
        try:
            raise first
        except BaseException:
            raise AssertionError("state._runner is None")
    except AssertionError as exc:
        return exc


def test_an_assertion_raised_over_an_interruption_gives_the_interruption() -> None:
    signalled = Interrupted(signal.SIGTERM)
    found = interruption(_raised_over(signalled))
    assert found is signalled and found.signum == signal.SIGTERM


def test_an_assertion_raised_over_anything_else_is_not_an_interruption() -> None:
    assert interruption(_raised_over(ValueError("x"))) is None
    assert interruption(AssertionError("alone")) is None
