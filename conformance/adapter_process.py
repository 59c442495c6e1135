"""One adapter process: JSON lines over its stdin/stdout, with a deadline on every reply and a cap
on its size. Hangs, crashes, garbage and oversized replies become ``AdapterFailure`` and leave the
process killed, so the runner can start a fresh one. POSIX only (select on the pipe)."""

from __future__ import annotations

import json
import os
import selectors
import signal
import subprocess
import tempfile
import time
from collections.abc import Sequence
from typing import IO

from conformance.jsonutil import compact


class AdapterFailure(Exception):
    """The adapter did not give a usable reply; ``kind`` is crash, timeout, garbage, oversize or
    protocol."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


class Adapter:
    def __init__(self, argv: Sequence[str], max_reply_bytes: int, trace: IO[str] | None = None, cwd: str | None = None) -> None:
        self.argv = list(argv)
        self.max_reply_bytes = max_reply_bytes
        self.trace = trace
        self.cwd = cwd
        self.proc: subprocess.Popen[bytes] | None = None
        self.buffer = b""
        self.stderr_file: IO[bytes] | None = None

    # ------------------------------------------------------------------ life cycle

    def start(self) -> None:
        """Start the process (raises OSError if the command cannot be run)."""
        self.stderr_file = tempfile.TemporaryFile()  # noqa: SIM115 (lives as long as the process)
        self.buffer = b""
        self.proc = subprocess.Popen(
            self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr_file,
            bufsize=0, start_new_session=True, cwd=self.cwd,
        )

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        proc = self.proc
        if proc is None:
            return
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)  # the adapter and anything it started
            except ProcessLookupError:
                pass
            except PermissionError:
                proc.kill()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        self.proc = None
        if self.stderr_file is not None:
            self.stderr_file.close()
            self.stderr_file = None

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

    def stderr_tail(self, limit: int = 300) -> str:
        f = self.stderr_file
        if f is None:
            return ""
        try:
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - limit))
            text = f.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""
        lines = [ln for ln in text.splitlines() if ln.strip()]
        return lines[-1].strip() if lines else ""

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
            line = self._read_line(timeout)
            try:
                value = json.loads(line.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                text = line.decode("utf-8", "replace").strip()
                raise AdapterFailure("garbage", f"reply is not JSON: {text[:80]!r}") from None
            if not isinstance(value, dict) or not isinstance(value.get("type"), str):
                raise AdapterFailure("garbage", f"reply is not a message object: {compact(value)[:80]}")
            if self.trace is not None:
                self.trace.write(compact({"dir": "received", "message": value}) + "\n")
            return {str(k): v for k, v in value.items()}
        except AdapterFailure:
            self.kill()
            raise

    def exchange(self, message: dict[str, object], timeout: float) -> dict[str, object]:
        try:
            self.send(message)
        except AdapterFailure:
            self.kill()
            raise
        return self.receive(timeout)

    def _crashed(self) -> AdapterFailure:
        proc = self.proc
        code = None
        if proc is not None:
            try:
                code = proc.wait(timeout=1)
            except subprocess.TimeoutExpired:
                code = None
        tail = self.stderr_tail()
        detail = f"exit code {code}" if code is not None else "closed its output"
        if code is not None and code < 0:
            detail = f"killed by signal {-code}"
        return AdapterFailure("crash", f"adapter crashed ({detail})" + (f"; stderr: {tail[:200]}" if tail else ""))

    def _read_line(self, timeout: float) -> bytes:
        proc = self.proc
        if proc is None or proc.stdout is None:
            raise AdapterFailure("crash", "the adapter is not running")
        deadline = time.monotonic() + timeout
        fd = proc.stdout.fileno()
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while True:
                newline = self.buffer.find(b"\n")
                if newline >= 0:
                    line, self.buffer = self.buffer[:newline], self.buffer[newline + 1 :]
                    if len(line) > self.max_reply_bytes:
                        raise AdapterFailure("oversize", f"reply of {len(line)} bytes exceeds --max-reply-bytes {self.max_reply_bytes}")
                    if not line.strip():
                        continue  # tolerate blank lines
                    return line
                if len(self.buffer) > self.max_reply_bytes:
                    raise AdapterFailure("oversize", f"reply exceeds --max-reply-bytes {self.max_reply_bytes} (more than {len(self.buffer)} bytes without a newline)")
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AdapterFailure("timeout", f"no reply within {timeout:g}s (adapter killed)")
                if not sel.select(left):
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise self._crashed()
                self.buffer += chunk
