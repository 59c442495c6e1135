"""One adapter session: start the adapter, shake hands, send each case's ``replay`` request and
judge the reply; restart the adapter after a failure."""

from __future__ import annotations

import dataclasses
import shlex
import sys
import time
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from conformance import PROTOCOL_VERSION
from conformance.case.format import Case
from conformance.case.judge import judge_refused, judge_result_all
from conformance.case.verdict import Outcome
from conformance.errors import CannotRun, UsageError
from conformance.files import write_text
from conformance.jsonvalues import compact, pretty, printable
from conformance.protocol.messages import (
    BadMessage,
    Error,
    Hello,
    Replay,
    Reply,
    Result,
    Skip,
    read_reply,
)
from conformance.protocol.process import Adapter, AdapterFailure

FAILURE_KIND = {"timeout": "timeout", "crash": "crash", "protocol": "protocol_error", "garbage": "protocol_error",
                "oversize": "oversize"}


MAX_ADAPTER_TEXT = 2000  # characters kept of an adapter's error message or skip reason


PYTHON_NAMES = ("python", "python3")


@dataclass(frozen=True)
class SessionConfig:
    """How to run the adapter: its command line, the deadline per reply, the size cap per reply,
    where to trace every message and where to write a bundle per failing case."""

    impl: str
    timeout: float = 10.0
    max_reply_bytes: int = 1 << 20
    trace: IO[str] | None = None
    repro: Path | None = None


class Runner:
    def __init__(self, config: SessionConfig) -> None:
        try:
            argv = shlex.split(config.impl)
        except ValueError as exc:
            raise UsageError(f"--impl: {exc}") from None
        if not argv:
            raise UsageError("--impl: empty command")
        argv = resolve_python(argv)
        self.config = config
        self.adapter = Adapter(argv, config.max_reply_bytes, config.trace)
        self.hello: dict[str, object] = {}
        self.spawned = False  # spawn() done, launch() not yet
        self.seq = 0
        self.repro_errors: list[str] = []  # bundles that could not be written (the run goes on)
        # Held around the in-process work of a case (its request, judging its reply): under
        # ``run --jobs`` the runners share one, as the reference may be patched with a mutant
        # meanwhile (conformance.run.tested). Never held while waiting on the adapter.
        self.guard: AbstractContextManager[object] = nullcontext()

    def start(self) -> dict[str, object]:
        """Start the adapter and shake hands. Raises CannotRun."""
        self.launch()
        return self.greet()

    def spawn(self) -> None:
        """``launch``'s first step alone: the adapter's keeper started, not yet known to have
        started the adapter (``launch`` then finds out). ``run --jobs`` spawns its extra adapters
        before it reads the corpus and launches them after, so that no keeper's start-up is waited
        for in between (issue 27). Raises CannotRun."""
        try:
            self.adapter.spawn()
        except OSError as exc:
            raise CannotRun(f"cannot start {self.config.impl!r}: {exc.strerror or exc}") from None
        except ValueError as exc:  # e.g. a NUL byte in the command line
            raise CannotRun(f"cannot start {self.config.impl!r}: {exc}") from None
        self.spawned = True

    def launch(self) -> None:
        """The first half of ``start``: the process started (unless ``spawn`` did) and ``hello``
        sent, its answer not read (``greet`` reads it). ``run --jobs`` launches its extra adapters
        before the first one is greeted, so their start-up (imports, the reference's tables)
        overlaps the runner's. Raises CannotRun."""
        if not self.spawned:
            self.spawn()
        self.spawned = False
        try:
            self.adapter.confirm()
        except OSError as exc:
            raise CannotRun(f"cannot start {self.config.impl!r}: {exc.strerror or exc}") from None
        try:
            # exchange()'s first half, so that start() is the exchange it always was
            extra = self.adapter.unsolicited(max(self.config.timeout, 10.0))
            if extra is not None:
                raise AdapterFailure("protocol", f"unsolicited line after the previous reply: {extra!r}")
            self.adapter.send(Hello(PROTOCOL_VERSION).to_json())
        except AdapterFailure as exc:
            self.adapter.kill()
            raise CannotRun(f"adapter {self.config.impl!r} did not answer hello: {exc.message}") from None

    def greet(self) -> dict[str, object]:
        """The second half of ``start``: the answer to the ``hello`` that ``launch`` sent, checked.
        Raises CannotRun."""
        timeout = max(self.config.timeout, 10.0)
        try:
            reply = self.adapter.receive(timeout)
        except AdapterFailure as exc:
            raise CannotRun(f"adapter {self.config.impl!r} did not answer hello: {exc.message}") from None
        if reply.get("type") != "hello":
            self.adapter.kill()
            raise CannotRun(f"adapter answered hello with {printable(compact(reply), 100)}")
        protocol = reply.get("protocol")
        if not isinstance(protocol, str) or protocol.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
            self.adapter.kill()
            raise CannotRun(f"adapter speaks protocol {printable(repr(protocol), 60)}; this runner speaks {PROTOCOL_VERSION}")
        self.hello = reply
        return reply

    def ask(self, request: Replay) -> Reply | None:
        """Send one more request (a probe for the first divergence) and read the typed reply;
        None when the adapter does not give a usable one (it is restarted for the next case)."""
        if not self.adapter.alive:
            return None
        self.seq += 1
        message = dataclasses.replace(request, seq=self.seq).to_json()
        try:
            raw = self.adapter.exchange(message, self.config.timeout)
            reply = read_reply(raw)
        except (AdapterFailure, BadMessage):
            self.adapter.kill()
            return None
        if isinstance(reply, tuple) or reply.seq != self.seq:
            self.adapter.kill()
            return None
        return reply

    def run_case(self, case: Case) -> Outcome:
        """Send the case's request and judge the reply (restarting the adapter first if it is
        down). Whether the hello's declaration holds the case is the caller's question."""
        if not self.adapter.alive:
            self.start()  # CannotRun propagates: the run stops with exit 3
        self.seq += 1
        with self.guard:
            msg = case.request(self.seq).to_json()
        started = time.monotonic()
        try:
            reply = self.adapter.exchange(msg, self.config.timeout)
        except AdapterFailure as exc:
            outcome = Outcome(case, "error", f"{exc.message}; adapter restarted", seconds=time.monotonic() - started,
                              kind=FAILURE_KIND.get(exc.kind, "error"))
            self._repro(case, msg, None, outcome)
            return outcome
        seconds = time.monotonic() - started
        try:
            with self.guard:
                outcome = self._judge(case, reply)
        except (RecursionError, ValueError, TypeError) as exc:  # a reply shaped to break the comparison
            self.adapter.kill()
            outcome = Outcome(case, "error", f"protocol: the reply could not be judged ({type(exc).__name__}); adapter restarted",
                              kind="protocol_error")
        outcome.seconds = seconds
        if outcome.status in ("fail", "error"):
            self._repro(case, msg, reply, outcome)
        return outcome

    def _judge(self, case: Case, raw: dict[str, object]) -> Outcome:
        try:
            reply = read_reply(raw)
        except BadMessage as exc:
            self.adapter.kill()
            return Outcome(case, "error", f"protocol: {printable(str(exc), 200)}; adapter restarted", kind="protocol_error")
        seq = reply[1] if isinstance(reply, tuple) else reply.seq
        if seq != self.seq:
            self.adapter.kill()
            kind = reply[0] if isinstance(reply, tuple) else raw.get("type")
            if seq is None or seq < self.seq:
                what = f"unsolicited line (a {printable(compact(kind), 40)} with seq {printable(compact(raw.get('seq')), 40)}) where the reply to request {self.seq} was expected"
            else:
                what = f"reply seq {seq} for request {self.seq}"
            return Outcome(case, "error", f"protocol: {what}; adapter restarted", kind="protocol_error")
        if isinstance(reply, tuple):
            self.adapter.kill()
            return Outcome(case, "error", f"protocol: unknown reply type {printable(compact(reply[0]), 60)}; adapter restarted",
                           kind="protocol_error")
        if isinstance(reply, Skip):
            return Outcome(case, "skip", reply.reason[:MAX_ADAPTER_TEXT] or "skipped by the adapter (no reason given)")
        if isinstance(reply, Error):
            return Outcome(case, "error", f"adapter error: {reply.message[:MAX_ADAPTER_TEXT]}", kind="error")
        if isinstance(reply, Result):
            found = judge_result_all(case, list(reply.observations))
        else:
            one = judge_refused(case, reply.index, reply.code)
            found = [one] if one is not None else []
        if not found:
            return Outcome(case, "pass")
        more = f" (and {len(found) - 1} more difference{'s' if len(found) > 2 else ''})" if len(found) > 1 else ""
        return Outcome(case, "fail", found[0].render() + more, found[0], mismatches=found)

    def _repro(self, case: Case, msg: dict[str, object], reply: dict[str, object] | None, outcome: Outcome) -> None:
        """A bundle for the failing case: the request, the reply and a shell command that sends
        the request again (every JSON line quoted for the shell: a case's strings are untrusted)."""
        folder = self.config.repro
        if folder is None:
            return
        path = folder / (case.id.replace("/", "__") + ".json")
        lines = " ".join(shlex.quote(compact(m)) for m in (Hello(PROTOCOL_VERSION).to_json(), msg))
        bundle: dict[str, object] = {
            "case": case.id,
            "status": outcome.status,
            "message": outcome.message,
            "request": msg,
            "reply": reply,
            "expect": [c.to_json() for c in case.expect],
            "replay": f"printf '%s\\n' {lines} | {self.config.impl}",
        }
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_text(path, pretty(bundle))
        except OSError as exc:
            self.repro_errors.append(f"--repro: {exc.filename or path}: {exc.strerror or exc}")

    def close(self) -> None:
        self.adapter.stop()


def resolve_python(argv: list[str]) -> list[str]:
    """A leading ``python`` or ``python3`` is the Python running trickref, so that
    ``--impl "python -m conformance.protocol.reference_adapter"`` uses the same install (a virtual
    environment's) instead of whatever ``python`` is first on PATH."""
    if argv and argv[0] in PYTHON_NAMES and sys.executable:
        return [sys.executable, *argv[1:]]
    return argv
