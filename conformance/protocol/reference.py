"""The replay primitive, answered by the reference through the game-agnostic ``Match`` view
(reference.games) of a game's binding. The reference adapter serves protocol requests with it and
the exporter computes generated cases' expectations with it: the same code path either way, typed
in one process (``answer``) and JSON at the pipe (``replay``)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, cast

from conformance import PROTOCOL_VERSION
from conformance.case.checks import (
    FinalCheck,
    HandResultsCheck,
    LegalCheck,
    PerftCheck,
    TricksCheck,
)
from conformance.games import game, game_names
from conformance.jsonvalues import BadJSON, compact
from conformance.protocol import prefixes
from conformance.protocol.messages import (
    BadMessage,
    Error,
    HelloReply,
    Implementation,
    Observe,
    Refused,
    Replay,
    Reply,
    Result,
    Skip,
    read_request,
)
from reference.actions import Action, Discard, card_notation, discard_text
from reference.cards import Card
from reference.errors import IllegalAction, TrickrefError
from reference.games import BoundMatch, Match
from reference.perft import divide
from reference.tables import Table

if TYPE_CHECKING:  # the case format is the exporter's need only: the adapter never reads a case file
    from conformance.case.format import Case

# An action's text by the action's identity: formatting a discard costs about 12 times the
# lookup, a discard position lists up to 210 of them, and the reference hands out the same
# action objects again (shared plays and bids, a hand's discards kept: issue 27). Looked up by
# ``id`` with no Python frame per action; every object whose id is a key is kept alive beside
# the table, so an id is never reused while its text is there. Cleared when full, and when the
# notation in force (``card_notation``: a mutant's, replaced by name) is not the one it was written by.
_TEXT: dict[int, str] = {}
_KEPT: list[Action] = []
_TEXT_LIMIT = 50_000  # about 15 MB of discards at most
_WRITTEN_BY: list[object] = [None]


def legal_texts(match: Match) -> list[str]:
    """CD-6: ``match.legal()``, each action's text looked up once it has been formatted."""
    if not isinstance(match, BoundMatch):
        return match.legal()
    actions = match.rules.legal_actions(match.state)
    texts = _TEXT
    written = card_notation()
    if _WRITTEN_BY[0] is not written:
        _WRITTEN_BY[0] = written
        texts.clear()
        _KEPT.clear()
    out = list(map(texts.get, map(id, actions)))
    if None in out:
        if len(texts) + len(out) > _TEXT_LIMIT:
            texts.clear()
            _KEPT.clear()
        # a discard's text from its cards' texts looked up (as ``Discard.__str__`` writes it with
        # the notation in force), not a Python frame per card
        card = _card_texts(written).__getitem__
        plain = Discard.__str__ is _DISCARD_STR
        # zipped, not indexed: a list filled when read (reference.action_list) wraps every index read
        for i, (text, action) in enumerate(zip(out, actions)):
            if text is None:
                if plain and type(action) is Discard:
                    text = discard_text(map(card, action.cards))
                else:
                    text = str(action)
                out[i] = texts[id(action)] = text
                _KEPT.append(action)
    return cast(list[str], out)


@lru_cache(maxsize=8)
def _card_texts(written: Callable[[Card], str]) -> Table[Card, str]:
    """CD-4: ``written(card)`` of each card asked, once per notation."""
    return Table(written)


_DISCARD_STR = Discard.__str__


def observe_position(match: Match, request: Observe) -> object:
    """What the reference observes of ``match`` for one requested kind (the protocol's JSON)."""
    kind = request.kind
    if kind is LegalCheck:
        return {"to_act": match.to_act(), "phase": match.phase().value, "actions": legal_texts(match)}
    if kind is PerftCheck:
        assert request.depth is not None
        counts = divide(match, request.depth)
        return {"count": sum(counts.values()), "divide": counts}
    if kind is TricksCheck:
        return match.tricks()
    if kind is HandResultsCheck:
        return match.hand_results()
    if kind is FinalCheck:
        return {"scores": match.scores(), "winner": match.winner(), "phase": match.phase().value}
    raise BadMessage(f"observe: {kind.kind} is not an observation")


def answer(request: Replay) -> Reply:
    """The reference's reply to one ``Replay``: a result, the first refusal, or an error."""
    seq = request.seq
    try:
        if request.game not in game_names():
            return Skip(seq, f"unknown game {request.game!r}")
        support = game(request.game)
        deals = [support.decode_deal(d, f"deals[{i}]") for i, d in enumerate(request.deals)]
        seats = request.seats if request.seats is not None else (None,) * len(request.actions)
        by_index: dict[int, list[int]] = {}
        for i, o in enumerate(request.observe):
            by_index.setdefault(len(request.actions) if o.after is None else o.after, []).append(i)
        answers: list[object] = [None] * len(request.observe)
        # with a memo open (conformance/protocol/prefixes.py) each prefix is played once
        memo = prefixes.current()

        def start() -> Match:
            return support.start(dict(request.options), deals, request.dealer, None)

        step = memo.root(request, start) if memo is not None else None
        match = step.match if step is not None else start()
        for k in range(len(request.actions) + 1):
            for i in by_index.get(k, []):
                answers[i] = observe_position(match, request.observe[i])
            if k == len(request.actions):
                break
            try:
                if step is not None:
                    step = step.play(request.actions[k], seats[k])
                    match = step.match
                else:
                    match = match.play(request.actions[k], seats[k])
            except IllegalAction as refusal:
                return Refused(seq, k, refusal.code.value)
        return Result(seq, tuple(answers))
    except (BadJSON, BadMessage, TrickrefError, ValueError, KeyError) as exc:
        return Error(seq, f"{type(exc).__name__}: {exc}")
    except Exception as exc:  # noqa: BLE001 (an engine failure is an error reply, not a crash of the adapter)
        return Error(seq, f"internal error: {type(exc).__name__}: {exc}")


def replay(msg: dict[str, object]) -> dict[str, object]:
    """Answer one ``replay`` request given as JSON (PROTOCOL.md) with a JSON reply."""
    seq = msg.get("seq")
    name = msg.get("game")
    if msg.get("type") == "replay" and isinstance(name, str) and name not in game_names():
        # a game this implementation does not play is skipped, whatever the rest of the request
        return Skip(seq if isinstance(seq, int) and not isinstance(seq, bool) else None, f"unknown game {name!r}").to_json()
    try:
        request = read_request(msg)
    except BadMessage as exc:
        return Error(seq if isinstance(seq, int) and not isinstance(seq, bool) else None, f"BadMessage: {exc}").to_json()
    if not isinstance(request, Replay):
        return Error(None, f"expected a replay request, not {msg.get('type')!r}").to_json()
    return answer(request).to_json()


def hello(implementation: str, version: str) -> HelloReply:
    """The reference's answer to ``hello``: every game and every option value it supports."""
    return HelloReply(
        PROTOCOL_VERSION,
        Implementation(implementation, version, "python"),
        {name: {"options": game(name).option_values()} for name in game_names()},
    )


def reference_failure(case: Case) -> str | None:
    """Why the reference itself fails ``case`` (None: it passes), through the replay primitive."""
    from conformance.case.judge import judge_answer  # the exporter's need only: the adapter never judges

    reply = answer(case.request(0))
    if isinstance(reply, (Skip, Error)):
        return f"the reference answered {compact(reply.to_json())[:200]}"
    found = judge_answer(case, reply)
    return found[0].render() if found else None
