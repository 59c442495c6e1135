"""``trickref explain``: a position printed readably, its legal actions, whether a given action
is legal and the SPEC rule that decides it (quoted from SPEC.md), and for a finished hand the
scoring category by category with each rule's id and text.

``--after K`` on a case or position with more than K actions also judges the next one, actions[K]
(legal, or refused with which code and rule, per the reference): the explain command a failing
conformance case prints points at the action the failure turns on. Only an ``--action`` asked
about sets the exit status. Actions are shown as the reports show them (conformance/run/display.py:
quoted, a stray space as ``␠``)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from conformance.run.display import visible
from reference.actions import Action, as_action
from reference.errors import IllegalAction
from trickref.present.position import InputError, Setup, check_action, load_setup, replay
from trickref.present.render import Style, emit, render_breakdown, terminal_style, terminal_width
from trickref.present.table import TableView
from trickref.spec.index import SpecIndex, load_spec, wrap_markdown

EXIT_LEGAL = 0
EXIT_REFUSED = 1  # like grep: 0 yes, 1 no, 2 trouble


@dataclass(frozen=True)
class Request:
    after: int | None = None
    action: str | None = None
    seat: int | None = None
    hand: int | None = None  # 1-based result number whose scoring to show


def run(args: argparse.Namespace) -> int:
    setup = load_setup(args.case, args.position)
    if args.seat is not None and args.action is None and not (args.after is None and refusal_default(setup) is not None):
        raise InputError("--seat N needs --action ACTION: it is the seat that action is stated for (CD-7)")
    action = check_action(args.action, "--action") if args.action is not None else None
    request = Request(args.after, action, args.seat, args.hand)
    lines, status = explain(setup, request, load_spec(), terminal_style(args.ascii), terminal_width())
    emit(lines)
    return status


def rule_lines(spec: SpecIndex, rule: str, indent: str, width: int) -> list[str]:
    text = spec.rule(rule)
    if text is None:
        return [f"{indent}{rule}: (no such rule in {spec.path or 'SPEC.md'})"]
    return wrap_markdown(text, indent, width)


def refusal_default(setup: Setup) -> int | None:
    """The index of the refused action of a refusal case, if the case is one."""
    for check in setup.expect:
        if check.get("kind") == "refusal":
            index = check.get("index")
            if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(setup.actions):
                return index
    return None


def explain(setup: Setup, request: Request, spec: SpecIndex, style: Style, width: int) -> tuple[list[str], int]:
    """The lines to print and the exit status (1 when the asked action is refused)."""
    after, action, seat = request.after, request.action, request.seat
    refused_at = refusal_default(setup)
    if refused_at is not None and after is None:
        after = refused_at  # a refusal case: the position before the refused action
        if action is None:
            action, seat = setup.actions[refused_at], setup.seat(refused_at) if seat is None else seat
    done = replay(setup, after)
    table = done.table
    total = len(setup.actions)
    lines = [f"{setup.source}: position after {done.after} of {total} action(s)"]
    lines.extend(table.describe(style))
    legal = table.legal()
    lines.extend(_wrapped(f"Legal actions ({len(legal)}): ", legal, width) if legal else ["Legal actions: none"])
    status = EXIT_LEGAL
    if action is not None:
        section, status = explain_action(table, action, seat, spec, width)
        lines.append("")
        lines.extend(section)
    elif request.after is not None and done.after < total:
        # The action the case plays next, judged by the reference; it does not set the exit status.
        section, _ = explain_action(table, setup.actions[done.after], setup.seat(done.after), spec, width,
                                    f"Next action, actions[{done.after}]")
        lines.append("")
        lines.extend(section)
    numbers: list[int] = []
    if request.hand is not None:
        if not 1 <= request.hand <= table.results_count():
            raise InputError(f"--hand {request.hand}: the position has {table.results_count()} finished hand(s)")
        numbers = [request.hand]
    elif done.finished_hand or (table.winner() is not None and table.results_count()):
        numbers = [table.results_count()]
    if numbers and numbers[-1] == table.results_count():
        finished = table.finished_hand_lines(style)
        if finished:
            lines.append("")
            lines.extend(finished)
    for n in numbers:
        lines.append("")
        lines.append("Scoring, category by category:")
        lines.extend(render_breakdown(table.breakdown(n - 1), lambda r: rule_lines(spec, r, "      ", width)))
    return lines, status


def explain_action(table: TableView, text: str, seat: int | None, spec: SpecIndex, width: int,
                   label: str = "Action") -> tuple[list[str], int]:
    actor = table.to_act()
    who = f"stated seat {seat}, seat {actor} to act" if seat is not None else (f"seat {actor} to act" if actor is not None else "nobody to act")
    head = f"{label} {visible(text)} ({who}): "
    parsed: Action | None = None
    problem: IllegalAction | None
    try:
        parsed = as_action(text)
        problem = table.refusal(parsed, seat)
    except IllegalAction as exc:  # it does not parse (CD-6)
        problem = exc
    if problem is None:
        assert parsed is not None
        rules = table.permits(parsed)
        out = [head + "legal"]
        if rules:
            out.append(f"  permitted by {', '.join(rules)}:")
            for rule in rules:
                out.extend(rule_lines(spec, rule, "    ", width))
        return out, EXIT_LEGAL
    if parsed is not None and table.accepts(parsed, seat):
        out = [
            head + f"accepted as a revoke: it breaks {problem.rule} ({problem.code.value}: {problem.message}), "
            "and revoke is penalized, so the play stands and the hand is scored under SM-8.5",
        ]
        for rule in (problem.rule, "SM-6.7"):
            out.extend(rule_lines(spec, rule, "    ", width))
        return out, EXIT_LEGAL
    out = [head + f"refused, {problem.code.value} ({problem.rule})", f"  {problem.message}", f"  decided by {problem.rule}:"]
    out.extend(rule_lines(spec, problem.rule, "    ", width))
    return out, EXIT_REFUSED


def _wrapped(head: str, items: list[str], width: int) -> list[str]:
    lines: list[str] = []
    current = head
    pad = " " * 2
    for i, item in enumerate(items):
        piece = item + ("," if i < len(items) - 1 else "")
        if len(current) + len(piece) + 1 > width and current.strip() and current != head:
            lines.append(current.rstrip())
            current = pad
        current += piece + " "
    lines.append(current.rstrip())
    return lines
