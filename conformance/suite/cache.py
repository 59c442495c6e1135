"""The on-disk cache of what a suite is built of: generated cases, targeted cases and the
discrimination record of each configuration, so a second run of the same declaration is fast.

A cache file is untrusted input (issue 20 item 7): it is used only when it is an object of this
format, made by this very code (the key holds a digest of the engine's and the suite's source),
its content matches the digest stored with it, and (for cases) every case reads as a case and
passes the reference. Anything else is rebuilt, with one line saying why; a file that cannot be
written is no error. Files are written whole (a temporary file, then renamed) and never through
a symbolic link.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from conformance import HERE
from conformance.case.format import BadCase, parse_case
from conformance.files import read_text
from conformance.games.support import CaseDict
from conformance.jsonvalues import BadJSON, compact, strict_loads
from conformance.protocol import prefixes
from conformance.protocol.reference import reference_failure

FORMAT = 2  # bump when what a cache file holds changes shape
MAX_DEPTH = 64

Note = Callable[[str], None]


def default_cache() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "trickref" / "suites"


_SOURCE: list[str] = []


def source_digest() -> str:
    """A hash of the code the cached content comes from, so a changed engine or suite never
    reuses a stale cache."""
    if not _SOURCE:
        root = HERE.parent
        h = hashlib.sha256()
        # All of the engine and all of the conformance package: a narrower list went stale when
        # modules moved, and a cache made by other code must never be reused.
        for folder in (root / "reference", HERE):
            for path in sorted(folder.rglob("*.py")):
                h.update(path.relative_to(root).as_posix().encode())
                h.update(path.read_bytes())
        _SOURCE.append(h.hexdigest()[:16])
    return _SOURCE[0]


def key_of(*parts: object) -> str:
    return hashlib.sha256(compact([FORMAT, source_digest(), *parts]).encode()).hexdigest()[:24]


def content_digest(content: object) -> str:
    return hashlib.sha256(compact(content).encode()).hexdigest()


def load(path: Path | None, key: str, note: Note | None = None) -> object | None:
    """The content stored at ``path`` under ``key``, or None (absent, or not to be trusted:
    ``note`` says why in one line)."""
    if path is None or not path.exists():
        return None
    try:
        data = strict_loads(read_text(path), MAX_DEPTH)
    except (OSError, UnicodeDecodeError, BadJSON) as exc:
        _distrust(path, f"unreadable ({exc})", note)
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("key") != key:
        _distrust(path, "made by other code or another format", note)
        return None
    content = data.get("content")
    if data.get("sha256") != content_digest(content):
        _distrust(path, "its content does not match its digest (edited?)", note)
        return None
    return content


def load_cases(path: Path | None, key: str, note: Note | None = None) -> list[CaseDict] | None:
    """Cached cases: each must read as a case and pass the reference, else the whole entry is
    rebuilt (an edited expectation would otherwise fail a correct adapter, or pass a wrong one)."""
    content = load(path, key, note)
    if content is None:
        return None
    if not isinstance(content, list) or not all(isinstance(c, dict) for c in content):
        _distrust(path, "not a list of cases", note)
        return None
    cases: list[CaseDict] = [{str(k): v for k, v in c.items()} for c in content if isinstance(c, dict)]
    with prefixes.shared():  # a configuration's cases are mostly prefixes of a few playouts
        for raw in cases:
            try:
                case = parse_case(raw, f"cached {raw.get('id')}")
            except BadCase as exc:
                _distrust(path, f"a case does not read: {str(exc)[:120]}", note)
                return None
            if reference_failure(case) is not None:
                _distrust(path, f"case {case.id}'s expectations are not the reference's", note)
                return None
    return cases


def _distrust(path: Path | None, why: str, note: Note | None) -> None:
    if note is not None and path is not None:
        note(f"warning: cache file {path} is {why}: rebuilding it")
    return None


def store(path: Path | None, key: str, content: object) -> None:
    """Write ``content`` under ``key`` at ``path`` (whole or not at all)."""
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # a fresh temporary name each time (O_EXCL, never a link): two runs storing the same suite
        # at once (pytest -n, two terminals) each write their own file and the last rename wins
        fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(json.dumps({"format": FORMAT, "key": key, "sha256": content_digest(content), "content": content},
                                    separators=(",", ":")))
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError:
        pass  # no cache is no error: the content was built


def case_digests(cases: Sequence[object]) -> list[str]:
    """A short digest per case (of its file form), for keys over a set of cases."""
    return [hashlib.sha256(compact(getattr(c, "raw", c)).encode()).hexdigest()[:12] for c in cases]
