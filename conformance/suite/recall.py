"""The record of declarations already checked (suite/declaration.py, issue 27): checking that
every declared value is played settles thousands of option vectors through the reference (about
half a second for the reference's own hello), and every ``run``, ``fuzz`` and suite build reads
the same hello again. A declaration that read without error is stored in the suite cache with
the warnings it gave, under a key holding this code's digest (suite/cache.py: a changed engine
or suite never reuses a record).

A record is untrusted input: only a list of strings is used, and only a declaration that read
cleanly is ever recorded, so an edited record can spare a declaration its check or change the
warnings printed about it, but never refuse one, and never decides a case's verdict (the cases
are still judged by the reference's expectations).
"""

from __future__ import annotations

from pathlib import Path

from conformance.suite.cache import key_of, load, store


def _where(cache: Path, name: str, options: object) -> tuple[Path, str]:
    key = key_of("declaration", name, options)
    return cache / f"declaration-{key}.json", key


def recalled(cache: Path | None, name: str, options: object) -> tuple[str, ...] | None:
    """The warnings recorded for game ``name`` declared with ``options``, or None when it is
    not recorded (or the record is not to be trusted: it is then checked again)."""
    if cache is None:
        return None
    path, key = _where(cache, name, options)
    notes = load(path, key)
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        return None
    return tuple(str(n) for n in notes)


def record(cache: Path | None, name: str, options: object, notes: list[str]) -> None:
    """Record that game ``name`` declared with ``options`` read cleanly, with its warnings."""
    if cache is not None:
        path, key = _where(cache, name, options)
        store(path, key, notes)
