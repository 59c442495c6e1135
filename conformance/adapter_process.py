"""One adapter process: JSON lines over its stdin/stdout, with a deadline on every reply and a cap
on its size. Hangs, crashes, garbage and oversized replies become ``AdapterFailure`` and leave the
process killed, so the runner can start a fresh one. POSIX only (select on the pipes).

Bounds, so that a hostile adapter cannot take the runner down with it: a reply line is read in
time linear in its size and refused past ``max_reply_bytes``; a reply nested deeper than
``MAX_DEPTH``, holding an integer too long for Python, or ``NaN``/``Infinity`` (not JSON) is a
protocol error; only the last ``STDERR_KEEP`` bytes of stderr are kept; and killing the adapter
kills every process it started, detached ones included (Linux: found by an environment marker and
by who holds the adapter's pipes; elsewhere the process group only).
"""

from __future__ import annotations

import json
import math
import os
import selectors
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import IO

from conformance.jsonutil import compact, nesting_depth

MAX_DEPTH = 64  # the protocol's messages are a handful of levels deep
STDERR_KEEP = 8192  # bytes of the adapter's stderr kept, for the crash message
MARKER = "TRICKREF_ADAPTER_RUN"  # environment variable that marks the adapter's descendants
EXIT_GRACE = 0.5  # seconds to wait for the last output after the adapter has exited


class AdapterFailure(Exception):
    """The adapter did not give a usable reply; ``kind`` is crash, timeout, protocol or oversize."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number {text[:40]} is out of range")
    return value


def parse_line(line: bytes) -> dict[str, object]:
    """A reply line as a message object. Raises AdapterFailure("protocol") for anything else."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise AdapterFailure("protocol", f"reply is not UTF-8 (byte {exc.start})") from None
    try:
        value = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
    except RecursionError:
        raise AdapterFailure("protocol", "reply is nested too deeply to read") from None
    except ValueError as exc:  # JSONDecodeError, NaN, an integer over Python's digit limit
        if isinstance(exc, json.JSONDecodeError):
            raise AdapterFailure("protocol", f"reply is not JSON: {text.strip()[:80]!r}") from None
        if "digits" in str(exc):
            raise AdapterFailure("protocol", f"reply holds an integer longer than Python reads ({sys.get_int_max_str_digits()} digits)") from None
        raise AdapterFailure("protocol", f"reply is not usable JSON: {str(exc)[:120]}") from None
    if nesting_depth(value, MAX_DEPTH) > MAX_DEPTH:
        raise AdapterFailure("protocol", f"reply is nested more than {MAX_DEPTH} levels deep")
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise AdapterFailure("protocol", f"reply is not a message object: {compact(value)[:80]}")
    return {str(k): v for k, v in value.items()}


class Adapter:
    def __init__(self, argv: Sequence[str], max_reply_bytes: int, trace: IO[str] | None = None, cwd: str | None = None) -> None:
        self.argv = list(argv)
        self.max_reply_bytes = max_reply_bytes
        self.trace = trace
        self.cwd = cwd
        self.proc: subprocess.Popen[bytes] | None = None
        self.buffer = bytearray()
        self.scanned = 0  # bytes of ``buffer`` known to hold no newline
        self.stderr = bytearray()
        self.stderr_open = False
        self.pipes: set[str] = set()  # "pipe:[inode]" of the adapter's stdin/stdout/stderr
        self.marker = ""

    # ------------------------------------------------------------------ life cycle

    def start(self) -> None:
        """Start the process (raises OSError if the command cannot be run)."""
        self.buffer = bytearray()
        self.scanned = 0
        self.stderr = bytearray()
        self.marker = uuid.uuid4().hex
        env = dict(os.environ)
        env[MARKER] = self.marker
        self.proc = subprocess.Popen(
            self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            bufsize=0, start_new_session=True, cwd=self.cwd, env=env,
        )
        self.stderr_open = True
        self.pipes = set()
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None:
                try:
                    self.pipes.add(f"pipe:[{os.fstat(stream.fileno()).st_ino}]")
                except OSError:
                    pass

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        """Kill the adapter, its process group and every process it started; reap it."""
        proc = self.proc
        if proc is None:
            return
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)  # the adapter and its process group
            except ProcessLookupError:
                pass
            except PermissionError:
                proc.kill()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        self._drain_stderr(0.0)
        self._kill_strays()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        self.proc = None
        self.stderr_open = False

    def _kill_strays(self) -> None:
        """Kill processes the adapter started that left its process group (setsid, daemons):
        those whose environment carries this adapter's marker or that hold one of its pipes.
        Linux only (/proc); elsewhere the process group is all that is killed."""
        proc_dir = Path("/proc")
        if not proc_dir.is_dir() or not self.marker:
            return
        needle = f"{MARKER}={self.marker}".encode()
        me = os.getpid()
        for _ in range(3):  # a stray may have started another before it died
            found = []
            try:
                entries = [e for e in os.listdir(proc_dir) if e.isdigit()]
            except OSError:
                return
            for entry in entries:
                pid = int(entry)
                if pid == me:
                    continue
                if self._is_ours(proc_dir / entry, needle):
                    found.append(pid)
            if not found:
                return
            for pid in found:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            time.sleep(0.05)

    def _is_ours(self, folder: Path, needle: bytes) -> bool:
        try:
            if needle in (folder / "environ").read_bytes().split(b"\0"):
                return True
        except OSError:
            pass
        try:
            fds = os.listdir(folder / "fd")
        except OSError:
            return False
        for fd in fds:
            try:
                if os.readlink(folder / "fd" / fd) in self.pipes:
                    return True
            except OSError:
                continue
        return False

    def stop(self, grace: float = 2.0) -> None:
        """Send ``stop`` and give the adapter ``grace`` seconds to exit, then kill it."""
        proc = self.proc
        if proc is None:
            return
        if proc.poll() is None:
            try:
                self.send({"type": "stop"})
                proc.wait(timeout=grace)
            except (AdapterFailure, subprocess.TimeoutExpired):
                pass
        self.kill()

    def stderr_tail(self) -> str:
        """The last non-blank line of the adapter's stderr (raw: the reports sanitize it)."""
        self._drain_stderr(0.0)
        text = bytes(self.stderr[-600:]).decode("utf-8", "replace")
        lines = [ln for ln in text.splitlines() if ln.strip()]
        return lines[-1].strip() if lines else ""

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
        if self.trace is not None:
            self.trace.write(compact({"dir": "sent", "message": message}) + "\n")
        try:
            proc.stdin.write(line.encode("utf-8") + b"\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._crashed() from None

    def receive(self, timeout: float) -> dict[str, object]:
        """The next reply line, parsed. Raises AdapterFailure (and kills the process) on a hang,
        a crash, a line that is not a JSON object, or a line over the size cap."""
        try:
            value = parse_line(self._read_line(timeout))
            if self.trace is not None:
                self.trace.write(compact({"dir": "received", "message": value}) + "\n")
            return value
        except AdapterFailure:
            self.kill()
            raise

    def unsolicited(self) -> str | None:
        """A line the adapter wrote without being asked (after its last reply), if one is
        waiting now; None otherwise."""
        proc = self.proc
        if proc is None or proc.stdout is None:
            return None
        try:
            line = self._next_line(0.0, quiet=True)
        except AdapterFailure:
            return None
        if line is None:
            return None
        return line[:120].decode("utf-8", "replace")

    def exchange(self, message: dict[str, object], timeout: float) -> dict[str, object]:
        extra = self.unsolicited()
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
        if proc is not None:
            try:
                code = proc.wait(timeout=1)
            except subprocess.TimeoutExpired:
                code = None
        self._drain_stderr(0.2)
        tail = self.stderr_tail()
        what = f"exit code {code}" if code is not None else "closed its output"
        if code is not None and code < 0:
            what = f"killed by signal {-code}"
        return AdapterFailure("crash", f"adapter crashed ({what}{detail})" + (f"; stderr: {tail[:200]}" if tail else ""))

    def _take_line(self) -> bytes | None:
        newline = self.buffer.find(b"\n", self.scanned)
        if newline < 0:
            self.scanned = len(self.buffer)
            return None
        line = bytes(self.buffer[:newline])
        del self.buffer[: newline + 1]
        self.scanned = 0
        return line

    def _read_line(self, timeout: float) -> bytes:
        line = self._next_line(timeout, quiet=False)
        if line is None:
            raise AdapterFailure("timeout", f"no reply within {timeout:g}s (adapter killed)")
        return line

    def _next_line(self, timeout: float, quiet: bool) -> bytes | None:
        """The next non-blank line within ``timeout`` seconds; ``quiet``: None as soon as nothing
        more is waiting (instead of a timeout)."""
        proc = self.proc
        if proc is None or proc.stdout is None:
            raise AdapterFailure("crash", "the adapter is not running")
        deadline = time.monotonic() + timeout
        exited_at: float | None = None
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
                if exited_at is None and proc.poll() is not None:
                    exited_at = now
                if exited_at is not None and now - exited_at > EXIT_GRACE and not quiet:
                    # The adapter is gone but something it started still holds its output.
                    raise self._crashed("; a process it started still holds its output")
                left = deadline - now
                if left <= 0 and not quiet:
                    raise AdapterFailure("timeout", f"no reply within {timeout:g}s (adapter killed)")
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
