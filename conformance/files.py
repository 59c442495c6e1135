"""Reading and writing the files a user names, safely: a write never follows a symbolic link at
the file's own name (a link planted under a predictable name in ``./trickref-failures`` must not
overwrite its target), and a read is bounded (``--skip-file /dev/zero`` must not read until memory
runs out). Errors are ``OSError`` with the path, for the caller's one-line message."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

MAX_READ = 64 << 20  # bytes: a skip list, a hello or a case file is far smaller


def write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path``, replacing a regular file, refusing a symbolic link."""
    with os.fdopen(open_for_writing(path), "w", encoding="utf-8") as fh:
        fh.write(text)


def open_for_writing(path: Path) -> int:
    """A descriptor open for writing ``path`` (created or truncated), refusing a symbolic link.
    Followed all the same: a link to a terminal or a pipe (writing there overwrites no file), and
    a link under /dev (``--output /dev/stdout``, ``--trace /dev/stderr``: the system's own links to
    the descriptors the user opened, not a name anyone could plant)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0)
    try:
        return os.open(path, flags | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EMLINK) or path.is_symlink():
            if _stream(path) or path.absolute().parts[:2] == ("/", "dev"):
                return os.open(path, flags & ~os.O_CREAT, 0o644)
            raise OSError(errno.ELOOP, "is a symbolic link; not followed", str(path)) from None
        raise


def no_follow(path: str, flags: int) -> int:
    """``open(..., opener=no_follow)``: the file opened for writing by ``open_for_writing`` (its
    ``name`` stays the path, for messages)."""
    return open_for_writing(Path(path))


def _stream(path: Path) -> bool:
    """Whether ``path`` leads to a character device or a pipe (not a file a write could replace)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return stat.S_ISCHR(mode) or stat.S_ISFIFO(mode)


def read_text(path: Path, limit: int = MAX_READ) -> str:
    """The UTF-8 text of ``path``, at most ``limit`` bytes (more is an error, not a hang).
    Raises OSError, or UnicodeDecodeError for text that is not UTF-8."""
    with open(path, "rb") as fh:
        # A buffer of the file's size, not of the limit: read(limit + 1) allocated 64 MiB per file
        # (a corpus read opens 1,218 files; 0.1 s of CPU, issue 27). A file grown since the fstat,
        # or one without a size (a pipe, /dev/zero: 0), is read on up to the limit.
        size = os.fstat(fh.fileno()).st_size
        data = fh.read(min(size, limit) + 1)
        if len(data) > size:
            data += fh.read(limit + 1 - len(data))
    if len(data) > limit:
        raise OSError(errno.EFBIG, f"larger than {limit >> 20} MiB", str(path))
    return data.decode("utf-8")
