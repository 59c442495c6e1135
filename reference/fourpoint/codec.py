"""Four Point states to and from JSON-able values (cards as CD-4 tokens, suits as letters).

decode(encode(s)) == s for every reachable state; a malformed document raises ValueError
naming the field.
"""

from __future__ import annotations

from reference.fourpoint.options import fourpoint_options, fourpoint_options_dict
from reference.fourpoint.state import (
    CATEGORIES,
    OUTCOMES,
    Award,
    Category,
    FourPointState,
    HandResult,
    HandState,
    Outcome,
    Trick,
)
from reference.jsonio import (
    JSON,
    card_tokens,
    decode_deal,
    encode_deal,
    read_cards,
    read_int,
    read_ints,
    read_list,
    read_obj,
    read_opt_int,
    read_suit,
    suit_letter,
)
from reference.phases import Phase
from reference.record import decode_record, encode_record

GAME = "fourpoint"


def encode_hand(h: HandState) -> dict[str, JSON]:
    return {
        "dealer": h.dealer,
        "deal": encode_deal(h.deal),
        "phase": h.phase.value,
        "hands": [card_tokens(x) for x in h.hands],
        "stock": card_tokens(h.stock),
        "bids": [[s, b] for s, b in h.bids],
        "bidder": h.bidder,
        "bid": h.bid,
        "taken": card_tokens(h.taken),
        "discards": card_tokens(h.discards),
        "trump": suit_letter(h.trump),
        "leader": h.leader,
        "trick": card_tokens(h.trick),
        "tricks": [{"leader": t.leader, "cards": card_tokens(t.cards), "winner": t.winner} for t in h.tricks],
    }


def read_phase(value: JSON, where: str) -> Phase:
    for p in Phase:
        if p.value == value:
            return p
    raise ValueError(f"{where}: unknown phase {value!r}")


def read_trick(value: JSON, where: str) -> Trick:
    d = read_obj(value, where)
    return Trick(
        read_int(d.get("leader"), f"{where}.leader"),
        read_cards(d.get("cards"), f"{where}.cards"),
        read_int(d.get("winner"), f"{where}.winner"),
    )


def read_bids(value: JSON, where: str) -> tuple[tuple[int, int | None], ...]:
    bids = []
    for i, pair in enumerate(read_list(value, where)):
        p = read_list(pair, f"{where}[{i}]")
        if len(p) != 2:
            raise ValueError(f"{where}[{i}]: expected [seat, amount or null]")
        bids.append((read_int(p[0], f"{where}[{i}]"), read_opt_int(p[1], f"{where}[{i}]")))
    return tuple(bids)


def decode_hand(value: JSON, where: str = "hand") -> HandState:
    d = read_obj(value, where)
    return HandState(
        dealer=read_int(d.get("dealer"), f"{where}.dealer"),
        deal=decode_deal(d.get("deal"), f"{where}.deal"),
        phase=read_phase(d.get("phase"), f"{where}.phase"),
        hands=tuple(read_cards(x, f"{where}.hands[{i}]") for i, x in enumerate(read_list(d.get("hands"), f"{where}.hands"))),
        stock=read_cards(d.get("stock"), f"{where}.stock"),
        bids=read_bids(d.get("bids"), f"{where}.bids"),
        bidder=read_opt_int(d.get("bidder"), f"{where}.bidder"),
        bid=read_int(d.get("bid"), f"{where}.bid"),
        taken=read_cards(d.get("taken"), f"{where}.taken"),
        discards=read_cards(d.get("discards"), f"{where}.discards"),
        trump=read_suit(d.get("trump"), f"{where}.trump"),
        leader=read_int(d.get("leader"), f"{where}.leader"),
        trick=read_cards(d.get("trick"), f"{where}.trick"),
        tricks=tuple(read_trick(t, f"{where}.tricks[{i}]") for i, t in enumerate(read_list(d.get("tricks"), f"{where}.tricks"))),
    )


def encode_result(r: HandResult) -> dict[str, JSON]:
    return {
        "dealer": r.dealer,
        "outcome": r.outcome,
        "bidder": r.bidder,
        "bid": r.bid,
        "trump": suit_letter(r.trump),
        "awards": [{"category": a.category, "side": a.side, "points": a.points} for a in r.awards],
        "captured": list(r.captured),
        "game_points": list(r.game_points),
        "made": r.made,
        "changes": list(r.changes),
        "scores": list(r.scores),
    }


def read_category(value: JSON, where: str) -> Category:
    for c in CATEGORIES:
        if c == value:
            return c
    raise ValueError(f"{where}: unknown category {value!r}")


def read_outcome(value: JSON, where: str) -> Outcome:
    for o in OUTCOMES:
        if o == value:
            return o
    raise ValueError(f"{where}: unknown outcome {value!r}")


def read_award(value: JSON, where: str) -> Award:
    d = read_obj(value, where)
    return Award(
        read_category(d.get("category"), f"{where}.category"),
        read_opt_int(d.get("side"), f"{where}.side"),
        read_int(d.get("points"), f"{where}.points"),
    )


def decode_result(value: JSON, where: str = "result") -> HandResult:
    d = read_obj(value, where)
    made = d.get("made")
    if made is not None and not isinstance(made, bool):
        raise ValueError(f"{where}.made: expected true, false or null")
    return HandResult(
        dealer=read_int(d.get("dealer"), f"{where}.dealer"),
        outcome=read_outcome(d.get("outcome"), f"{where}.outcome"),
        bidder=read_opt_int(d.get("bidder"), f"{where}.bidder"),
        bid=read_int(d.get("bid"), f"{where}.bid"),
        trump=read_suit(d.get("trump"), f"{where}.trump"),
        awards=tuple(read_award(a, f"{where}.awards[{i}]") for i, a in enumerate(read_list(d.get("awards"), f"{where}.awards"))),
        captured=read_ints(d.get("captured"), f"{where}.captured"),
        game_points=read_ints(d.get("game_points"), f"{where}.game_points"),
        made=made,
        changes=read_ints(d.get("changes"), f"{where}.changes"),
        scores=read_ints(d.get("scores"), f"{where}.scores"),
    )


def encode_state(s: FourPointState) -> dict[str, JSON]:
    return encode_record(s, GAME, fourpoint_options_dict, encode_hand, encode_result)


def decode_state(value: JSON) -> FourPointState:
    return decode_record(value, GAME, FourPointState, fourpoint_options, decode_hand, decode_result)
