"""``space.option_space``'s cheaper start-up: the count of options changed (``changed_count``,
C-level maps over (type, value) pairs) is ``_same``'s count, worked out by hand below, and the
starts read from the record are the plain sort's, in the same order."""

from __future__ import annotations

from pathlib import Path

from conformance.fuzz.options import _same, changed_count, option_space
from conformance.jsonvalues import JSONScalar
from conformance.protocol.reference import hello
from conformance.suite.declaration import read_declarations


def test_changed_count_compares_as_json() -> None:
    count = changed_count([1, True, None, "a"])
    assert count({"p": 1, "q": True, "r": None, "s": "a"}) == 0
    assert count({"p": True, "q": True, "r": None, "s": "a"}) == 1  # true is not 1
    assert count({"p": 1, "q": 1, "r": None, "s": "a"}) == 1  # nor 1 true
    assert count({"p": 2, "q": False, "r": 0, "s": "b"}) == 4
    assert count({"p": 1, "q": True, "r": "", "s": "a"}) == 1  # "" is not null


def test_recorded_starts_are_the_plain_sort(tmp_path: Path) -> None:
    declared = read_declarations(hello("reference", "0").to_json(), tmp_path)
    for decl in declared.values():
        settled = option_space(decl, tmp_path, reread=False)  # settles and records
        read = option_space(decl, tmp_path)  # from the record
        assert read.recalled and not settled.recalled
        defaults = decl.support.defaults

        def plain(c: dict[str, JSONScalar], defaults: dict[str, JSONScalar] = defaults) -> int:
            return sum(1 for k, v in c.items() if not _same(v, defaults[k]))

        expected = sorted(decl.playable(), key=plain)
        assert list(read.starts) == expected == list(settled.starts)
        assert [[type(v) for v in c.values()] for c in read.starts] == [[type(v) for v in c.values()] for c in expected]
        assert read.choices == settled.choices
