"""``trickref perft``: the number of legal action sequences of a given length from a position
(reference/perft.py), ``--divide`` per first action, checked against the case's perft check
when it has one."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping

from reference import perft as counting
from trickref.commands.explain import refusal_default
from trickref.present.position import InputError, check_positive, load_setup, replay
from trickref.present.render import emit

EXIT_AGREES = 0
EXIT_DIFFERS = 1  # the count is not the one the case expects


def run(args: argparse.Namespace) -> int:
    setup = load_setup(args.case, args.position)
    after, depth = args.after, args.depth
    checks = [c for c in setup.expect if c.get("kind") == "perft"]
    if after is None and depth is None and checks:
        after, depth = _int_field(checks[0], "after"), _int_field(checks[0], "depth")
    if after is None:
        after = refusal_default(setup)
    if depth is None:
        matching = [c for c in checks if _int_field(c, "after") == (len(setup.actions) if after is None else after)]
        if not matching:
            raise InputError("--depth N is required (no perft check of the case gives it)")
        depth = _int_field(matching[0], "depth")
    check_positive("--depth", depth, 1)
    done = replay(setup, after)
    table = done.table
    actor = table.to_act()
    who = f", seat {actor} to act" if actor is not None else ""
    header = f"{setup.source}: perft after {done.after} of {len(setup.actions)} action(s): {table.info.name}, phase {table.phase().value}{who}"
    emit([header])
    sys.stdout.flush()
    expected = next(
        (c for c in checks if _int_field(c, "after") == done.after and _int_field(c, "depth") == depth), None
    )
    lines: list[str] = []
    if args.divide:
        counts = counting.divide(table, depth)
        lines = _divide_lines(counts, expected.get("divide") if expected is not None else None)
        total = sum(counts.values())
        lines.append(f"total: {total} at depth {depth}")
    else:
        # Each depth is printed as soon as it is counted (depth 5 can take minutes); each depth
        # expands the positions of the one before, so all of them cost about what the last does.
        total = 0
        for d, total in counting.perft_by_depth(table, depth):
            emit([f"depth {d}: {total}"])
            sys.stdout.flush()
    status = EXIT_AGREES
    if expected is not None:
        count = expected.get("count")
        agrees = count == total
        lines.append(f"the case expects {count} at depth {depth}: {'agrees' if agrees else 'DIFFERS'}")
        status = EXIT_AGREES if agrees else EXIT_DIFFERS
    emit(lines)
    return status


def _divide_lines(counts: Mapping[str, int], want: object) -> list[str]:
    """``action: count`` per first action, noting where the case expects another count."""
    lines: list[str] = []
    for action, n in counts.items():
        note = ""
        if isinstance(want, dict) and want.get(action) != n:
            note = f"   (the case expects {want.get(action)})"
        lines.append(f"{action}: {n}{note}")
    return lines


def _int_field(check: Mapping[str, object], name: str) -> int:
    value = check.get(name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(f"perft check: {name}: expected an integer")
    return value

