"""A corpus's case files read by several processes (``run --jobs N``, issue 27): reading and
checking 1,218 files is about a fifth of a run and, before the cases start, nothing else can run
beside it. The manifest's entries are cut into N consecutive parts; the caller's process reads the
first, forked children the others, each sending back what it read (pickled: the bytes come from a
child of this process through a pipe it made, never from a file). Each part stops at its first
fault, so the first fault in the manifest's order is the one reported, as when one process reads.

A child that fails in any way (killed, out of memory, an error other than a fault of the corpus)
sends nothing usable: its part is read again by the caller, which then meets the same error the
way a single process would. A child holds no descriptor but its pipe (an adapter's pipes among
them would keep that adapter alive if the run were killed), ignores nothing (a signal ends it
quietly, without a traceback) and leaves by ``os._exit``: nothing of the parent's runs twice.
"""

from __future__ import annotations

import os
import pickle
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")

MIN_PART = 100  # entries per process at the least: a fork and a pickle cost more than a few files


def part_bounds(count: int, jobs: int) -> list[tuple[int, int]]:
    """``count`` entries cut into at most ``jobs`` consecutive parts of at least ``MIN_PART``
    (but one part if there are fewer), their sizes differing by one at most."""
    parts = max(1, min(jobs, count // MIN_PART))
    return [(count * k // parts, count * (k + 1) // parts) for k in range(parts)]


def read_part(entries: Sequence[object], start: int, read: Callable[[int, object], T | str]) -> list[T | str]:
    """``read`` of each entry from index ``start`` on, up to and including the first fault (a str)."""
    out: list[T | str] = []
    for offset, entry in enumerate(entries):
        item = read(start + offset, entry)
        out.append(item)
        if isinstance(item, str):
            break
    return out


def forking_usable() -> bool:
    """POSIX fork, and no thread a child could find holding a lock."""
    return hasattr(os, "fork") and sys.platform != "win32" and threading.active_count() == 1


def read_parts(entries: Sequence[object], read: Callable[[int, object], T | str], jobs: int) -> list[T | str]:
    """``read`` of every entry in order, up to and including the first fault (a str): read by up
    to ``jobs`` processes (module docstring)."""
    bounds = part_bounds(len(entries), jobs)
    if len(bounds) == 1 or not forking_usable():
        return read_part(entries, 0, read)
    children: list[tuple[int, int]] = []  # (pid, the read end of its pipe)
    try:
        for lo, hi in bounds[1:]:
            children.append(_fork(entries[lo:hi], lo, read))
        out = read_part(entries[bounds[0][0]:bounds[0][1]], 0, read)
        for (lo, hi), (pid, fd) in zip(bounds[1:], children):
            if out and isinstance(out[-1], str):
                break  # a fault already: the later parts cannot come first
            part = _received(pid, fd)
            out.extend(part if part is not None else read_part(entries[lo:hi], lo, read))
        return out
    finally:
        for pid, fd in children:
            _end(pid, fd)


def _fork(part: Sequence[object], start: int, read: Callable[[int, object], T | str]) -> tuple[int, int]:
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: it never returns from here
        code = 1
        try:
            os.close(r)
            os.closerange(3, w)
            os.closerange(w + 1, os.sysconf("SC_OPEN_MAX") if hasattr(os, "sysconf") else 65536)
            for s in (signal.SIGINT, signal.SIGTERM):
                signal.signal(s, signal.SIG_DFL)
            data = pickle.dumps(read_part(part, start, read), protocol=pickle.HIGHEST_PROTOCOL)
            with os.fdopen(w, "wb") as pipe:
                pipe.write(data)
            code = 0
        finally:
            os._exit(code)
    os.close(w)
    return pid, r


def _received(pid: int, fd: int) -> list[T | str] | None:
    """What the child ``pid`` read, or None if it did not finish (its part is then read again)."""
    chunks: list[bytes] = []
    try:
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        _, status = os.waitpid(pid, 0)
    except OSError:
        return None
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        return None
    try:
        part = pickle.loads(b"".join(chunks))
    except Exception:  # cut short: the child died while writing
        return None
    return part if isinstance(part, list) else None


def _end(pid: int, fd: int) -> None:
    """The child gone (killed if it still runs: the run stopped early) and its pipe closed."""
    try:
        os.close(fd)
    except OSError:
        pass
    try:
        if os.waitpid(pid, os.WNOHANG) == (0, 0):
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    except (ChildProcessError, ProcessLookupError):
        pass  # already waited for
