"""pytest plugin (``pytest --trickref-impl CMD``); inert without the option."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("trickref", "trickref conformance suite as pytest items")
    group.addoption("--trickref-impl", metavar="CMD", default=None, help="the adapter command")
