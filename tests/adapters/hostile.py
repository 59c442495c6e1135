"""An adversarial adapter for the probe tests (tests/test_probes_adapters.py): answers ``hello``
as a Smear implementation, then misbehaves on every ``replay`` in the way ``sys.argv[1]`` names.
Standard library only; it never imports trickref."""

import json
import os
import sys
import time

MODE = sys.argv[1]
ARG = sys.argv[2] if len(sys.argv) > 2 else ""
NAME = "hostile-" + MODE
if MODE == "ctrl-name":
    NAME = "Sm\u00f8rrebr\u00f8d \u00e9t\u00e9 \x1b[2J\x07\u202e \u2663"


def send(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def reply(msg: dict[str, object], seq: int) -> None:
    out = dict(msg)
    out["seq"] = seq
    send(json.dumps(out))


def detach_grandchild() -> None:
    """A grandchild in a session of its own that keeps stdout open, then the adapter exits."""
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            with open(ARG, "w") as fh:
                fh.write(str(os.getpid()))
            time.sleep(600)
            os._exit(0)
        os._exit(0)
    os.wait()


def vanish() -> None:
    """A grandchild that leaves no trace but its ancestry: a new session, every descriptor closed,
    an empty environment. The adapter itself goes on answering."""
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            with open(ARG, "w") as fh:
                fh.write(str(os.getpid()))
            os.closerange(0, 1024)
            os.execve("/bin/sleep", ["sleep", "600"], {})
        os._exit(0)
    os.wait()


for raw in sys.stdin:
    msg = json.loads(raw)
    if msg["type"] == "hello":
        # ctrl-hello: a declaration the runner refuses, naming an option full of escape sequences
        options = {"\x1b]0;pwned\x07\u202e\x1b[2J": [1]} if MODE == "ctrl-hello" else "any"
        if MODE == "big-hello":  # three options of 2,000 values each: a 40 kB hello (issue 20 item 8)
            options = {"target": list(range(10, 2010)), "joker_game_points": list(range(2000)), "elimination": list(range(-2000, 0))}
        send(json.dumps({"type": "hello", "protocol": "1.1", "implementation": {"name": NAME, "version": "0"},
                         "games": {"smear": {"options": options}}}))
        if MODE == "exit-after-hello":
            sys.exit(0)
        continue
    if msg["type"] == "stop":
        break
    seq = msg["seq"]
    if MODE == "deep":
        send(f'{{"type":"result","seq":{seq},"observations":{"[" * 5000}{"]" * 5000}}}')
    elif MODE == "deepish":  # under the parser's limit, over the protocol's
        send(f'{{"type":"result","seq":{seq},"observations":{"[" * 500}{"]" * 500}}}')
    elif MODE == "hugeint":
        send(f'{{"type":"result","seq":{seq},"observations":[{"9" * 5000}]}}')
    elif MODE == "nan":
        send(f'{{"type":"result","seq":{seq},"observations":[NaN]}}')
    elif MODE == "inf":
        send(f'{{"type":"result","seq":{seq},"observations":[1e400]}}')
    elif MODE == "ctrl-stderr":
        sys.stderr.write("\x1b[31mboom\x1b[0m \x00\x07\x08 bell \u202e\n")
        sys.stderr.flush()
        sys.exit(3)
    elif MODE in ("ctrl-error", "ctrl-name"):
        send(f'{{"type":"error","seq":{seq},"message":"\\u001b[31mred\\u0000\\u0007 \\ud800 lone {"x" * 5000}"}}')
    elif MODE == "ctrl-skip":
        send(f'{{"type":"skip","seq":{seq},"reason":"\\u001b]0;title\\u0007\\u0001 why"}}')
    elif MODE == "unsolicited":
        reply({"type": "skip", "reason": "not this one"}, seq)
        send(json.dumps({"type": "log", "text": "extra"}))
        time.sleep(0.3)
    elif MODE == "blank-between":  # blank lines (CRLF, spaces) around a good reply: tolerated
        send("\r\n   \n\t")
        reply({"type": "skip", "reason": "blank lines around me"}, seq)
        send("")
    elif MODE == "blank-flood":  # a good reply, then blank lines without end (issue 20 item 2)
        reply({"type": "skip", "reason": "then a flood"}, seq)
        while True:
            sys.stdout.write("\n" * 65536)
            sys.stdout.flush()
    elif MODE == "blank-trickle":  # blank lines instead of a reply, slowly, for ever
        while True:
            send("")
            time.sleep(0.05)
    elif MODE == "seq-bool":  # "seq": true must not pass for request 1
        send('{"type":"skip","seq":true,"reason":"x"}')
    elif MODE == "seq-float":
        send(f'{{"type":"skip","seq":{seq}.0,"reason":"x"}}')
    elif MODE == "grandchild":
        detach_grandchild()
        sys.exit(0)
    elif MODE == "hang":
        if ARG:
            open(ARG, "w").close()  # tells the test the adapter hangs now
        time.sleep(600)
    elif MODE == "vanish":
        if seq == 1:
            vanish()
        reply({"type": "skip", "reason": "vanished a grandchild"}, seq)
    elif MODE == "big":  # one valid reply of ARG megabytes
        send(f'{{"type":"error","seq":{seq},"message":"{"x" * (int(ARG) << 20)}"}}')
    elif MODE == "endless":  # bytes without a newline, forever
        chunk = "x" * 65536
        while True:
            sys.stdout.write(chunk)
    elif MODE == "stderr-flood":
        block = "y" * 65535 + "\n"
        for _ in range(int(ARG or "64")):
            sys.stderr.write(block)
        sys.stderr.flush()
        reply({"type": "skip", "reason": "flooded stderr"}, seq)
    elif MODE == "not-object":
        send("[1, 2, 3]")
    elif MODE == "unknown-type":
        reply({"type": "banana"}, seq)
    elif MODE == "bad-utf8":
        sys.stdout.buffer.write(b'{"type":"skip","seq":%d,"reason":"\xff\xfe"}\n' % seq)
        sys.stdout.flush()
    elif MODE == "wrong-seq":
        reply({"type": "skip", "reason": "x"}, seq + 100)
    elif MODE == "garbage":
        send("this is not json")
    else:
        reply({"type": "skip", "reason": f"unknown mode {MODE}"}, seq)
