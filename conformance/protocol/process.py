"""One adapter process: JSON lines over its stdin/stdout, with a deadline on every reply and a cap
on its size. Hangs, crashes, garbage and oversized replies become ``AdapterFailure`` and leave the
process killed, so the runner can start a fresh one. POSIX only (select on the pipes).

Bounds, so that a hostile adapter cannot take the runner down with it: a reply line is read in
time linear in its size and refused past ``max_reply_bytes``; a reply nested deeper than
``MAX_DEPTH``, holding an integer too long for Python, or ``NaN``/``Infinity`` (not JSON) is a
protocol error; only the last ``STDERR_KEEP`` bytes of stderr are kept; and killing the adapter
kills every process it started, detached ones included: the adapter runs under a keeper process
(``keeper.py``) that is its subreaper on Linux, so its descendants are exactly the keeper's.
"""

from __future__ import annotations

import json
import os
import select
import selectors
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO

from conformance.jsonvalues import compact, finite_float, no_constant, printable, text_deeper_than

MAX_DEPTH = 64  # the protocol's messages are a handful of levels deep
STDERR_KEEP = 8192  # bytes of the adapter's stderr kept, for the crash message
STDERR_TAIL_LINES = 5  # lines of stderr a crash message quotes (a panic message, then its hint line)
STDERR_TAIL_BYTES = 2000  # ... taken from the last bytes of stderr
STDERR_LINE_CHARS = 200  # characters of one quoted line
STDERR_TAIL_CHARS = 600  # characters of the whole quote (its start cut: the last lines matter most)
KEEPER = Path(__file__).with_name("keeper.py")
START_TIMEOUT = 120.0  # seconds for the keeper to start the adapter: a guard against a hang, not a budget
KEEPER_GRACE = 10.0  # seconds for the keeper to kill the adapter's tree and exit before it is killed itself
EXIT_GRACE = 0.5  # seconds to wait for the last output after the adapter has exited
BLANK = b" \t\r\n"  # what a blank line is made of


class AdapterFailure(Exception):
    """The adapter did not give a usable reply; ``kind`` is crash, timeout, protocol or oversize."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def parse_line(line: bytes) -> dict[str, object]:
    """A reply line as a message object. Raises AdapterFailure("protocol") for anything else."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise AdapterFailure("protocol", f"reply is not UTF-8 (byte {exc.start})") from None
    try:
        value = json.loads(text, parse_constant=no_constant, parse_float=finite_float)
    except RecursionError:
        raise AdapterFailure("protocol", "reply is nested too deeply to read") from None
    except ValueError as exc:  # JSONDecodeError, NaN, an integer over Python's digit limit
        if isinstance(exc, json.JSONDecodeError):
            raise AdapterFailure("protocol", f"reply is not JSON: {text.strip()[:80]!r}") from None
        if "digits" in str(exc):
            raise AdapterFailure("protocol", f"reply holds an integer longer than Python reads ({sys.get_int_max_str_digits()} digits)") from None
        raise AdapterFailure("protocol", f"reply is not usable JSON: {str(exc)[:120]}") from None
    if text_deeper_than(text, MAX_DEPTH):  # on the text: a walk over the value cost every reply more
        raise AdapterFailure("protocol", f"reply is nested more than {MAX_DEPTH} levels deep")
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise AdapterFailure("protocol", f"reply is not a message object: {compact(value)[:80]}")
    return {str(k): v for k, v in value.items()}


def _close_pipes(proc: subprocess.Popen[bytes]) -> None:
    """Our ends of the keeper's stdin, stdout and stderr, each closed even if another will not."""
    for stream in (proc.stdin, proc.stdout, proc.stderr):
        if stream is not None:
            try:
                stream.close()
            except OSError:
                pass


class Adapter:
    def __init__(self, argv: Sequence[str], max_reply_bytes: int, trace: IO[str] | None = None, cwd: str | None = None) -> None:
        self.argv = list(argv)
        self.max_reply_bytes = max_reply_bytes
        self.trace = trace
        self.trace_error = ""  # why the trace was given up, if it was
        self.cwd = cwd
        self.proc: subprocess.Popen[bytes] | None = None  # the keeper; the adapter is its child
        self.buffer = bytearray()
        self.scanned = 0  # bytes of ``buffer`` known to hold no newline
        self.blank = 0  # bytes of blank lines skipped so far
        self.stderr = bytearray()
        self.stderr_open = False
        self.ctl = -1  # our end of the keeper's control pipe: closing it kills the adapter's tree
        self.status = -1  # the keeper's reports: "started PID", "exit CODE"
        self.status_text = bytearray()
        self.exit_code: int | None = None  # the adapter's, once the keeper has reported it

    # ------------------------------------------------------------------ life cycle

    def start(self) -> None:
        """Start the process through its keeper (raises OSError if the command cannot be run)."""
        self.spawn()
        self.confirm()

    def spawn(self) -> None:
        """``start``'s first half: the keeper started, its word that the adapter runs not waited
        for (``confirm`` reads it), so that the caller can work meanwhile (``run --jobs``'s extra
        adapters, issue 27). Raises OSError if the keeper cannot be started."""
        self.buffer = bytearray()
        self.scanned = 0
        self.stderr = bytearray()
        self.status_text = bytearray()
        self.exit_code = None
        ctl_r, ctl_w = os.pipe()
        status_r, status_w = os.pipe()
        try:
            self.proc = subprocess.Popen(
                [sys.executable, "-I", str(KEEPER), str(ctl_r), str(status_w), *self.argv],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                bufsize=0, start_new_session=True, cwd=self.cwd, pass_fds=(ctl_r, status_w),
            )
        except BaseException:
            for fd in (ctl_r, ctl_w, status_r, status_w):
                os.close(fd)
            raise
        os.close(ctl_r)
        os.close(status_w)
        self.ctl, self.status = ctl_w, status_r
        self.stderr_open = True

    def confirm(self) -> None:
        """``start``'s second half: the keeper's first report, that the adapter runs; else the
        keeper is killed and OSError says why (the command cannot be run)."""
        first = self._status_line(START_TIMEOUT)
        if first is not None and first.startswith("started "):
            return
        self.kill()
        if first is not None and first.startswith("error "):
            _, number, text = (first.split(" ", 2) + ["", ""])[:3]
            raise OSError(int(number) if number.isdigit() else 0, text)
        raise OSError(0, "the adapter's keeper did not start" if first is None else f"the adapter's keeper said {first[:80]!r}")

    def _status_line(self, wait: float) -> str | None:
        """The keeper's next report, waiting at most ``wait`` seconds; None if none came (or the
        keeper is gone). An ``exit`` report also sets ``exit_code``."""
        if self.status < 0:
            return None
        deadline = time.monotonic() + wait
        while b"\n" not in self.status_text:
            ready, _, _ = select.select([self.status], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                return None
            chunk = os.read(self.status, 4096)
            if not chunk:
                os.close(self.status)
                self.status = -1
                if self.exit_code is None:
                    self.exit_code = -signal.SIGKILL  # the keeper itself died: so did the adapter's pipes
                return None
            self.status_text += chunk
        line, _, rest = bytes(self.status_text).partition(b"\n")
        self.status_text = bytearray(rest)
        text = line.decode("utf-8", "replace")
        if text.startswith("exit "):
            try:
                self.exit_code = int(text[5:])
            except ValueError:
                self.exit_code = -signal.SIGKILL
        return text

    def _exited(self, wait: float = 0.0) -> bool:
        """Whether the adapter has exited (waiting at most ``wait`` seconds for its exit)."""
        deadline = time.monotonic() + wait
        while self.exit_code is None and self.status >= 0:
            if self._status_line(max(0.0, deadline - time.monotonic())) is None and time.monotonic() >= deadline:
                break
        return self.exit_code is not None

    @property
    def alive(self) -> bool:
        return self.proc is not None and not self._exited()

    def kill(self) -> None:
        """Kill the adapter and every process it started (its keeper does it); reap the keeper."""
        proc = self.proc
        if proc is None:
            return
        if self.ctl >= 0:
            os.close(self.ctl)  # end of file on the keeper's control pipe: it kills the whole tree
            self.ctl = -1
        try:
            proc.wait(timeout=KEEPER_GRACE)
        except subprocess.TimeoutExpired:  # a keeper that does not finish is killed with its group
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                pass
            try:
                proc.wait(timeout=KEEPER_GRACE)
            except subprocess.TimeoutExpired:
                pass
        self._exited()
        self._drain_stderr(0.0)
        _close_pipes(proc)
        if self.status >= 0:
            os.close(self.status)
            self.status = -1
        self.proc = None
        self.stderr_open = False

    def abort(self) -> None:
        """Have the keeper kill the adapter's tree (a byte on its control pipe) while every pipe of
        ours stays open: a thread waiting on the adapter's reply reads end of file at once, and
        ``kill`` closes the pipes once that thread is done with them (``run --jobs``, interrupted)."""
        if self.ctl >= 0:
            try:
                os.write(self.ctl, b"k")
            except OSError:
                pass  # the keeper is gone already: so is its tree

    def release(self) -> subprocess.Popen[bytes] | None:
        """Let go of this adapter without stopping it: every file descriptor of ours closed, the
        keeper handed back (for its parent to reap). For a forked process: what the parent and each
        worker of ``run --jobs`` close of the adapters another one owns, so that the owner's closing
        its control pipe end still kills the adapter (a copy held elsewhere would keep it up)."""
        proc, self.proc = self.proc, None
        for fd in (self.ctl, self.status):
            if fd >= 0:
                os.close(fd)
        self.ctl = self.status = -1
        self.stderr_open = False
        if proc is not None:
            _close_pipes(proc)
        return proc

    def stop(self, grace: float = 2.0) -> None:
        """Send ``stop`` and give the adapter ``grace`` seconds to exit, then kill it."""
        proc = self.proc
        if proc is None:
            return
        if not self._exited():
            try:
                self.send({"type": "stop"})
                self._exited(grace)
            except AdapterFailure:
                pass
        self.kill()

    def stderr_tail(self) -> str:
        """The last few non-blank lines of the adapter's stderr, on one line (``" | "`` between
        them), so that a panic message followed by a hint line is not lost: at most
        ``STDERR_TAIL_LINES`` lines of at most ``STDERR_LINE_CHARS`` characters each, control
        characters escaped."""
        self._drain_stderr(0.0)
        text = bytes(self.stderr[-STDERR_TAIL_BYTES:]).decode("utf-8", "replace")
        lines = [ln.strip() for ln in text.splitlines() if ln.strip()][-STDERR_TAIL_LINES:]
        tail = " | ".join(printable(ln, STDERR_LINE_CHARS) for ln in lines)
        return tail if len(tail) <= STDERR_TAIL_CHARS else "..." + tail[-STDERR_TAIL_CHARS:]

    def _drain_stderr(self, wait: float) -> None:
        """Read what stderr holds now (waiting at most ``wait`` seconds for EOF)."""
        proc = self.proc
        if proc is None or proc.stderr is None or not self.stderr_open:
            return
        deadline = time.monotonic() + wait
        fd = proc.stderr.fileno()
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            for _ in range(64):  # bounded: a flood is read at most 4 MiB per call
                if not sel.select(max(0.0, deadline - time.monotonic())):
                    return
                if not self._read_stderr(fd):
                    return

    def _read_stderr(self, fd: int) -> bool:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            self.stderr_open = False
            return False
        self.stderr += chunk
        if len(self.stderr) > STDERR_KEEP:
            del self.stderr[: len(self.stderr) - STDERR_KEEP]
        return True

    # ------------------------------------------------------------------ messages

    def send(self, message: dict[str, object]) -> None:
        proc = self.proc
        if proc is None or proc.stdin is None:
            raise AdapterFailure("crash", "the adapter is not running")
        line = compact(message)
        self._trace("sent", message)
        try:
            proc.stdin.write(line.encode("utf-8") + b"\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._crashed() from None

    def _trace(self, direction: str, message: dict[str, object]) -> None:
        """One line of the trace. A trace that cannot be written (a full disk, ``--trace
        /dev/full``) is given up, with the reason kept in ``trace_error``: the run goes on."""
        if self.trace is None:
            return
        try:
            self.trace.write(compact({"dir": direction, "message": message}) + "\n")
            self.trace.flush()
        except (OSError, ValueError) as exc:  # ValueError: the file was closed under us
            name = getattr(self.trace, "name", "the trace")
            self.trace_error = f"--trace {name}: {getattr(exc, 'strerror', None) or exc}; the rest of the run is not traced"
            try:
                self.trace.close()  # closed here, so the buffered lines that failed are not tried again on exit
            except (OSError, ValueError):
                pass
            self.trace = None

    def receive(self, timeout: float) -> dict[str, object]:
        """The next reply line, parsed. Raises AdapterFailure (and kills the process) on a hang,
        a crash, a line that is not a JSON object, or a line over the size cap."""
        try:
            value = parse_line(self._read_line(timeout))
            self._trace("received", value)
            return value
        except AdapterFailure:
            self.kill()
            raise

    def unsolicited(self, timeout: float) -> str | None:
        """A line the adapter wrote without being asked (after its last reply), if one is
        waiting now; None otherwise. Blank lines are skipped, but not for ever: an adapter still
        writing them after ``timeout`` seconds is a protocol error (it would hang the run)."""
        proc = self.proc
        if proc is None or proc.stdout is None:
            return None
        try:
            line = self._next_line(timeout, quiet=True)
        except AdapterFailure as exc:
            if exc.kind != "flood":
                return None  # a crash or an oversized line: the request's own reply reports it
            self.kill()
            raise AdapterFailure("protocol", exc.message) from None
        if line is None:
            return None
        return line[:120].decode("utf-8", "replace")

    def exchange(self, message: dict[str, object], timeout: float) -> dict[str, object]:
        extra = self.unsolicited(timeout)
        if extra is not None:
            self.kill()
            raise AdapterFailure("protocol", f"unsolicited line after the previous reply: {extra!r}")
        try:
            self.send(message)
        except AdapterFailure:
            self.kill()
            raise
        return self.receive(timeout)

    def _crashed(self, detail: str = "") -> AdapterFailure:
        proc = self.proc
        code = None
        if proc is not None and self._exited(1.0):
            code = self.exit_code
        self._drain_stderr(0.2)
        tail = self.stderr_tail()
        what = f"exit code {code}" if code is not None else "closed its output"
        if code is not None and code < 0:
            what = f"killed by signal {-code}"
        return AdapterFailure("crash", f"adapter crashed ({what}{detail})" + (f"; stderr: {tail}" if tail else ""))

    def _take_line(self) -> bytes | None:
        if self.buffer[:1] in BLANK:
            # Blank lines (and the spaces before a reply) go in one cut: one line at a time, a
            # flood of newlines would cost a copy of the whole buffer per newline.
            stripped = len(self.buffer) - len(self.buffer.lstrip(BLANK))
            del self.buffer[:stripped]
            self.scanned = max(0, self.scanned - stripped)
            self.blank += stripped
        newline = self.buffer.find(b"\n", self.scanned)
        if newline < 0:
            self.scanned = len(self.buffer)
            return None
        line = bytes(self.buffer[:newline])
        del self.buffer[: newline + 1]
        self.scanned = 0
        return line

    def _read_line(self, timeout: float) -> bytes:
        try:
            line = self._next_line(timeout, quiet=False)
        except AdapterFailure as exc:
            if exc.kind == "flood":
                raise AdapterFailure("protocol", exc.message) from None
            raise
        if line is None:
            raise AdapterFailure("timeout", f"no reply within {timeout:g}s (adapter killed)")
        return line

    def _next_line(self, timeout: float, quiet: bool) -> bytes | None:
        """The next non-blank line within ``timeout`` seconds; ``quiet``: None as soon as nothing
        more is waiting (instead of a timeout), and AdapterFailure("flood") when output is still
        waiting after ``timeout`` seconds or ``max_reply_bytes`` (blank lines without end)."""
        proc = self.proc
        if proc is None or proc.stdout is None:
            raise AdapterFailure("crash", "the adapter is not running")
        deadline = time.monotonic() + timeout
        exited_at: float | None = None
        blank_before = self.blank
        out_fd = proc.stdout.fileno()
        err_fd = proc.stderr.fileno() if proc.stderr is not None else -1
        with selectors.DefaultSelector() as sel:
            sel.register(out_fd, selectors.EVENT_READ)
            if self.stderr_open and err_fd >= 0:
                sel.register(err_fd, selectors.EVENT_READ)
            while True:
                line = self._take_line()
                while line is not None and not line.strip():
                    line = self._take_line()  # tolerate blank lines
                if line is not None:
                    if len(line) > self.max_reply_bytes:
                        raise AdapterFailure("oversize", f"reply of {len(line)} bytes exceeds --max-reply-bytes {self.max_reply_bytes}")
                    return line
                if len(self.buffer) > self.max_reply_bytes:
                    raise AdapterFailure("oversize", f"reply exceeds --max-reply-bytes {self.max_reply_bytes} (more than {len(self.buffer)} bytes without a newline)")
                now = time.monotonic()
                if exited_at is None and self._exited():
                    exited_at = now
                if exited_at is not None and now - exited_at > EXIT_GRACE and not quiet:
                    # The adapter is gone but something it started still holds its output.
                    raise self._crashed("; a process it started still holds its output")
                left = deadline - now
                if left <= 0 and not quiet:
                    raise AdapterFailure("timeout", f"no reply within {timeout:g}s (adapter killed)")
                blank = self.blank - blank_before
                if blank > self.max_reply_bytes or (quiet and left <= 0):
                    # Blank lines are tolerated, not without end: they would hold the run for ever.
                    what = f"blank lines ({blank} bytes" if blank else f"a line that does not end ({len(self.buffer)} bytes"
                    raise AdapterFailure("flood", f"the adapter kept writing {what}{' without being asked' if quiet else ''}; "
                                                  f"over --max-reply-bytes {self.max_reply_bytes} or --timeout {timeout:g}s); "
                                                  "adapter killed")
                output = False
                for key, _ in sel.select(0.0 if quiet else min(left, 0.25)):
                    if key.fd == err_fd:
                        if not self._read_stderr(err_fd):
                            sel.unregister(err_fd)
                        continue
                    chunk = os.read(out_fd, 1 << 20)
                    if not chunk:
                        raise self._crashed()
                    self.buffer += chunk
                    output = True
                if quiet and not output:
                    return None
