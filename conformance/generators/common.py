"""Pieces the Four Point and Smoorverliefd generators share: the replay request for a generated
case, turning the reference's observations into checks, and the test whether a case tells two
option values apart. Everything goes through the replay primitive (conformance.replay), the code
the reference adapter answers with, so a generated expectation is exactly what the reference
answers over the protocol.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from conformance.compare import judge_refused, judge_result
from conformance.jsonutil import JSONScalar, arr, obj
from conformance.model import parse_case
from conformance.registry import CaseDict
from conformance.replay import replay

LIST_LIMIT = 60  # legal sets and perft divides larger than this are stated by their count only


def request(game: str, options: Mapping[str, JSONScalar], dealer: int, deals: Sequence[object], actions: Sequence[str],
            observe: list[dict[str, object]], seats: Sequence[int | None] | None = None) -> dict[str, object]:
    """A protocol ``replay`` message (PROTOCOL.md) for a generated case."""
    msg: dict[str, object] = {
        "type": "replay", "seq": 0, "case": "generator", "game": game, "options": dict(options), "dealer": dealer,
        "deals": list(deals), "actions": list(actions), "observe": observe,
    }
    if seats is not None:
        msg["seats"] = list(seats)
    return msg


def expect_from(observe: list[dict[str, object]], reply: dict[str, object], limit: int = LIST_LIMIT) -> list[dict[str, object]]:
    """Turn the reference's observations into checks (its answer *is* the expectation); legal
    sets and divides longer than ``limit`` are stated by their count only."""
    if reply.get("type") != "result":
        raise RuntimeError(f"the reference did not replay a generated case: {reply}")
    out: list[dict[str, object]] = []
    for o, seen in zip(observe, arr(reply["observations"], "observations")):
        kind = o["kind"]
        check: dict[str, object]
        if kind == "legal":
            s = obj(seen, "legal")
            check = {"kind": "legal", "after": o["after"], "to_act": s["to_act"], "phase": s["phase"]}
            if len(arr(s["actions"], "actions")) <= limit:
                check["actions"] = s["actions"]
            out.append(check)
        elif kind == "perft":
            s = obj(seen, "perft")
            check = {"kind": "perft", "after": o["after"], "depth": o["depth"], "count": s["count"]}
            if len(obj(s["divide"], "divide")) <= limit:
                check["divide"] = s["divide"]
            out.append(check)
        elif kind == "tricks":
            out.append({"kind": "tricks", "tricks": seen})
        elif kind == "hand_results":
            out.append({"kind": "hand_results", "results": seen})
        elif kind == "final":
            out.append({"kind": "final", **obj(seen, "final")})
    return out


def observe_all(legal_at: Sequence[int]) -> list[dict[str, object]]:
    """Legal sets at the given positions, then the tricks, the hand results and the final state."""
    observe: list[dict[str, object]] = [{"kind": "legal", "after": k} for k in legal_at]
    return observe + [{"kind": "tricks"}, {"kind": "hand_results"}, {"kind": "final"}]


def differs(case: CaseDict, alt: Mapping[str, JSONScalar]) -> bool:
    """Whether replaying ``case`` under the options ``alt`` fails one of its checks."""
    parsed = parse_case(case)
    msg = parsed.request(0)
    msg["options"] = dict(alt)
    reply = replay(msg)
    if reply["type"] == "result":
        return judge_result(parsed, reply["observations"]) is not None
    if reply["type"] == "refused":
        return judge_refused(parsed, reply["index"], reply["code"]) is not None
    return True


def refused_as(msg: dict[str, object], index: int, code: str) -> bool:
    """Whether the reference refuses ``actions[index]`` of ``msg`` with ``code``, accepting the rest."""
    return replay(msg) == {"type": "refused", "seq": msg["seq"], "index": index, "code": code}


def label(options: Mapping[str, JSONScalar], base: Mapping[str, JSONScalar], preset: str) -> str:
    """The preset and the options that differ from it, for descriptions."""
    diff = [f"{k} {str(v).lower() if isinstance(v, bool) else v}" for k, v in options.items() if base.get(k) != v]
    return ", ".join([preset, *diff])
