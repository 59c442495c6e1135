"""The reference implementation as a conformance adapter (conformance/PROTOCOL.md).

    python -m conformance.protocol.reference_adapter               # the reference
    python -m conformance.protocol.reference_adapter --mutant NAME # a deliberately wrong variant (mutants.py)
    python -m conformance.protocol.reference_adapter --list-mutants

Built only on the game-agnostic ``Match`` view of each game's binding (reference.games), through
conformance.protocol.reference. Reads one JSON message per line on stdin, answers one per line on stdout.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
from typing import IO

from conformance.protocol.reference import hello, replay
from reference import __version__


def serve(stdin: IO[str], stdout: IO[str], name: str) -> int:
    for line in stdin:
        if not line.strip():
            continue
        try:
            msg = json.loads(line)
        except json.JSONDecodeError as exc:
            reply: dict[str, object] = {"type": "error", "seq": None, "message": f"not JSON: {exc}"}
        except RecursionError:
            reply = {"type": "error", "seq": None, "message": "not JSON this adapter can read: nested too deeply"}
        except ValueError as exc:  # an integer past Python's digit limit
            reply = {"type": "error", "seq": None, "message": f"not JSON this adapter can read: {exc}"}
        else:
            kind = msg.get("type") if isinstance(msg, dict) else None
            if kind == "stop":
                return 0
            if kind == "hello":
                reply = hello(name, __version__).to_json()
            elif kind == "replay":
                reply = replay(msg)
            else:
                seq = msg.get("seq") if isinstance(msg, dict) else None
                reply = {"type": "error", "seq": seq, "message": f"unknown message type {kind!r}"}
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.protocol.reference_adapter")
    parser.add_argument("--mutant", metavar="NAME", help="run a deliberately wrong variant (see --list-mutants)")
    parser.add_argument("--list-mutants", action="store_true")
    args = parser.parse_args(argv)
    name = "trickref-reference"
    if args.list_mutants or args.mutant:
        from conformance.mutants import MUTANTS  # the wrong implementations load only when one is asked for

        if args.list_mutants:
            for key, mutant in sorted(MUTANTS.items()):
                print(f"{key}: {mutant.description} ({mutant.rule})")
            return 0
        assert args.mutant is not None
        if args.mutant not in MUTANTS:
            print(f"reference_adapter: unknown mutant {args.mutant!r}; see --list-mutants", file=sys.stderr)
            return 2
        MUTANTS[args.mutant].apply()
        name = f"trickref-reference (mutant {args.mutant})"
    # Everything imported so far lives as long as the process: frozen, the collector's full
    # passes during the run skip it (about half of the adapter's collection time, issue 27).
    gc.freeze()
    return serve(sys.stdin, sys.stdout, name)


if __name__ == "__main__":
    sys.exit(main())
