"""The keeper: a small process that starts one adapter and, when told, kills everything the
adapter started, however it tried to get away (a new session, a double fork, an empty
environment, closed descriptors).

Why a process of its own: on Linux the keeper makes itself a *child subreaper*, so every orphan
in the adapter's tree is re-parented to the keeper instead of to init, and "everything the adapter
started" is exactly "the keeper's descendants". The runner no longer has to guess by scanning
``/proc`` for processes that hold its pipes, which also caught children that another of the
runner's threads was starting (between fork and exec a child holds copies of every pipe), and
killed them (issue 20, item 1). Elsewhere the keeper still kills the adapter's process group and
its children, recursively.

Run as ``python -I keeper.py CTL_FD STATUS_FD COMMAND...`` with the adapter's stdin, stdout and
stderr as its own. It reports on STATUS_FD, one line each: ``started PID``, or ``error ERRNO
TEXT`` when the command cannot be run, then ``exit CODE`` when the adapter exits (a negative code
is the signal that killed it). End of file (or any byte) on CTL_FD means "kill the tree": the
runner closes its end to kill, and a runner that dies closes it too, so no adapter outlives its
runner. Standard library and psutil only: this file is run by path, never imported.
"""

from __future__ import annotations

import ctypes
import os
import select
import signal
import sys

import psutil

PR_SET_CHILD_SUBREAPER = 36  # <linux/prctl.h>
KILL_ROUNDS = 50  # a tree that keeps forking while it is killed is bounded, not chased forever


def _become_subreaper() -> None:
    if not sys.platform.startswith("linux"):
        return
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    except (OSError, AttributeError):
        pass  # without it, orphans go to init; the process group is still killed


def _say(fd: int, line: str) -> None:
    try:
        os.write(fd, (line + "\n").encode("utf-8", "replace"))
    except OSError:
        pass  # the runner is gone: the control pipe tells us too


def _reap(adapter: int, status_fd: int) -> bool:
    """Reap every child that has exited; report the adapter's exit. True once the adapter is reaped."""
    done = False
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return done
        if pid == 0:
            return done
        if pid == adapter:
            _say(status_fd, f"exit {os.waitstatus_to_exitcode(status)}")
            done = True


def _kill_tree(adapter: int, status_fd: int, adapter_reaped: bool) -> None:
    try:
        os.killpg(adapter, signal.SIGKILL)
    except OSError:
        pass
    me = psutil.Process()
    for _ in range(KILL_ROUNDS):
        try:
            tree = me.children(recursive=True)
        except psutil.Error:
            tree = []
        if not tree:
            break
        for proc in tree:
            try:
                proc.kill()
            except psutil.Error:
                pass
        psutil.wait_procs(tree, timeout=0.5)  # reaps our own children among them
        if _reap(adapter, status_fd):
            adapter_reaped = True
    if not adapter_reaped:
        _reap(adapter, status_fd)


def main(argv: list[str]) -> int:
    ctl_fd, status_fd, command = int(argv[1]), int(argv[2]), argv[3:]
    for fd in (ctl_fd, status_fd):
        os.set_inheritable(fd, False)  # the adapter must hold neither
    _become_subreaper()
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_r, False)
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda _sig, _frame: None)
    try:
        adapter = os.posix_spawnp(command[0], command, os.environ, setpgroup=0)
    except OSError as exc:
        _say(status_fd, f"error {exc.errno or 0} {exc.strerror or exc}")
        return 127
    except (ValueError, IndexError) as exc:  # a NUL byte in an argument, an empty command
        _say(status_fd, f"error 0 {exc}")
        return 127
    _say(status_fd, f"started {adapter}")
    # The keeper must not hold the adapter's pipes: the runner reads end of file on the adapter's
    # stdout when the adapter's side of it closes.
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    reaped = False
    while True:
        if _reap(adapter, status_fd):
            reaped = True
        try:
            ready, _, _ = select.select([ctl_fd, wake_r], [], [])
        except InterruptedError:
            continue
        if wake_r in ready:
            try:
                while os.read(wake_r, 512):
                    pass
            except BlockingIOError:
                pass
        if ctl_fd in ready:
            break  # end of file or a byte: kill the tree
    _kill_tree(adapter, status_fd, reaped)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
