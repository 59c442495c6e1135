"""The replay primitive, answered by the reference through the game-agnostic ``Match`` view
(reference.games) of a game's binding. The reference adapter serves protocol requests with it and
the exporter computes generated cases' expectations with it: the same code path either way."""

from __future__ import annotations

from collections.abc import Sequence

from conformance import PROTOCOL_VERSION
from conformance.games.registry import game, game_names
from conformance.jsonvalues import BadJSON, arr, integer, obj, opt_integer, string, strings
from reference.errors import IllegalAction, TrickrefError
from reference.games import Match
from reference.perft import divide


def observe_position(match: Match, request: dict[str, object]) -> object:
    kind = request["kind"]
    if kind == "legal":
        return {"to_act": match.to_act(), "phase": match.phase().value, "actions": match.legal()}
    if kind == "perft":
        depth = integer(request["depth"], "observe.depth")
        if depth < 1:
            raise BadJSON(f"observe.depth: a perft depth is 1 or more, not {depth}")
        counts = divide(match, depth)
        return {"count": sum(counts.values()), "divide": counts}
    if kind == "tricks":
        return match.tricks()
    if kind == "hand_results":
        return match.hand_results()
    if kind == "final":
        return {"scores": match.scores(), "winner": match.winner(), "phase": match.phase().value}
    raise BadJSON(f"observe: unknown kind {kind!r}")


def replay(msg: dict[str, object]) -> dict[str, object]:
    """Answer one ``replay`` request (PROTOCOL.md) with a result, refused or error message."""
    seq = msg.get("seq")
    try:
        name = string(msg.get("game"), "game")
        if name not in game_names():
            return {"type": "skip", "seq": seq, "reason": f"unknown game {name!r}"}
        support = game(name)
        options = obj(msg.get("options"), "options")
        dealer = integer(msg.get("dealer"), "dealer")
        deals = [support.decode_deal(d, f"deals[{i}]") for i, d in enumerate(arr(msg.get("deals"), "deals"))]
        actions = strings(msg.get("actions"), "actions")
        seats: Sequence[int | None] = [None] * len(actions)
        if "seats" in msg:
            seats = [opt_integer(s, "seats") for s in arr(msg["seats"], "seats")]
            if len(seats) != len(actions):
                raise BadJSON("seats: one entry per action")
        observe = [obj(o, f"observe[{i}]") for i, o in enumerate(arr(msg.get("observe"), "observe"))]
        by_index: dict[int, list[int]] = {}
        for i, o in enumerate(observe):
            if o.get("kind") in ("legal", "perft"):
                after = integer(o.get("after"), f"observe[{i}].after")
                if not 0 <= after <= len(actions):
                    raise BadJSON(f"observe[{i}].after: out of range")
                by_index.setdefault(after, []).append(i)
            else:
                by_index.setdefault(len(actions), []).append(i)
        answers: list[object] = [None] * len(observe)
        match = support.start(options, deals, dealer, None)
        for k in range(len(actions) + 1):
            for i in by_index.get(k, []):
                answers[i] = observe_position(match, observe[i])
            if k == len(actions):
                break
            try:
                match = match.play(actions[k], seats[k])
            except IllegalAction as refusal:
                return {"type": "refused", "seq": seq, "index": k, "code": refusal.code.value}
        return {"type": "result", "seq": seq, "observations": answers}
    except (BadJSON, TrickrefError, ValueError, KeyError) as exc:
        return {"type": "error", "seq": seq, "message": f"{type(exc).__name__}: {exc}"}
    except Exception as exc:  # noqa: BLE001 (an engine failure is an error reply, not a crash of the adapter
        return {"type": "error", "seq": seq, "message": f"internal error: {type(exc).__name__}: {exc}"}


def hello(implementation: str, version: str) -> dict[str, object]:
    """The reference's answer to ``hello``: every game and every option value it supports."""
    return {
        "type": "hello",
        "protocol": PROTOCOL_VERSION,
        "implementation": {"name": implementation, "version": version, "language": "python"},
        "games": {name: {"options": game(name).option_values()} for name in game_names()},
    }
