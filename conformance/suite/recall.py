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

from collections.abc import Mapping, Sequence
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


# The playable configurations of a declaration (Declaration.playable: about 2,000 option vectors
# settled by the reference for Smear's "any", a third of the fuzz command's start-up), kept beside
# the record above for the fuzzer (conformance/fuzz/space.py). The same distrust: only a non-empty
# list of objects of JSON scalars is returned, and the fuzzer checks each configuration it draws
# against the reference and the declaration before playing it (a forged one costs a fresh
# settling and a restarted search, never a verdict).


def _playable_where(cache: Path, name: str, options: object) -> tuple[Path, str]:
    key = key_of("playable", name, options)
    return cache / f"playable-{key}.json", key


def recalled_playable(cache: Path | None, name: str, options: object) -> list[dict[str, object]] | None:
    """The playable configurations recorded for game ``name`` declared with ``options``, or None.
    Recorded as the option names once and a row of values per configuration (about a third of the
    file an object per configuration makes, and of the time to read and check its digest)."""
    if cache is None:
        return None
    path, key = _playable_where(cache, name, options)
    content = load(path, key)
    if not isinstance(content, dict):
        return None
    names, rows = content.get("names"), content.get("rows")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names) or len(set(names)) != len(names):
        return None
    if not isinstance(rows, list) or not rows:
        return None
    width = len(names)
    if not all(isinstance(row, list) and len(row) == width for row in rows):
        return None
    # every value a JSON scalar: JSON reading makes exact types only, so the set of the values'
    # types says it at once (a per-value isinstance was a fifth of the fuzz start's reading)
    if not {type(v) for row in rows for v in row} <= _SCALARS:
        return None
    return [dict(zip(names, row)) for row in rows]


_SCALARS = frozenset({type(None), str, int, bool})


def record_playable(cache: Path | None, name: str, options: object, configs: Sequence[Mapping[str, object]]) -> None:
    """Record the playable configurations of game ``name`` declared with ``options`` (each
    naming the same options in the same order, as Declaration.playable gives them)."""
    if cache is not None and configs:
        names = list(configs[0])
        if all(list(c) == names for c in configs):
            path, key = _playable_where(cache, name, options)
            store(path, key, {"names": names, "rows": [[c[n] for n in names] for c in configs]})
