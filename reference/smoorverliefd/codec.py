"""Smoorverliefd states to and from JSON-able values (cards as CD-4 tokens, suits as letters).

decode(encode(s)) == s for every reachable state; a malformed document raises ValueError
naming the field.
"""

from __future__ import annotations

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
from reference.smoorverliefd.options import (
    smoorverliefd_options,
    smoorverliefd_options_dict,
)
from reference.smoorverliefd.state import (
    HandResult,
    HandState,
    SeatTally,
    SideTally,
    SmoorverliefdState,
    Trick,
)


def read_bool(value: JSON, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where}: expected true or false")
    return value


def read_phase(value: JSON, where: str) -> Phase:
    if value not in [p.value for p in Phase]:
        raise ValueError(f"{where}: unknown phase {value!r}")
    assert isinstance(value, str)
    return Phase(value)


def encode_hand(h: HandState) -> dict[str, JSON]:
    return {
        "dealer": h.dealer,
        "deal": encode_deal(h.deal),
        "phase": h.phase.value,
        "hands": [card_tokens(x) for x in h.hands],
        "dead": card_tokens(h.dead),
        "cursed": suit_letter(h.cursed),
        "bids": list(h.bids),
        "leader": h.leader,
        "trick": card_tokens(h.trick),
        "tricks": [{"leader": t.leader, "cards": card_tokens(t.cards), "winner": t.winner} for t in h.tricks],
    }


def decode_hand(value: JSON, where: str = "hand") -> HandState:
    d = read_obj(value, where)
    tricks = []
    for i, t in enumerate(read_list(d["tricks"], f"{where}.tricks")):
        at = f"{where}.tricks[{i}]"
        td = read_obj(t, at)
        tricks.append(Trick(read_int(td["leader"], f"{at}.leader"), read_cards(td["cards"], f"{at}.cards"), read_int(td["winner"], f"{at}.winner")))
    return HandState(
        dealer=read_int(d["dealer"], f"{where}.dealer"),
        deal=decode_deal(d["deal"], f"{where}.deal"),
        phase=read_phase(d["phase"], f"{where}.phase"),
        hands=tuple(read_cards(x, f"{where}.hands[{i}]") for i, x in enumerate(read_list(d["hands"], f"{where}.hands"))),
        dead=read_cards(d["dead"], f"{where}.dead"),
        cursed=read_suit(d["cursed"], f"{where}.cursed"),
        bids=read_ints(d["bids"], f"{where}.bids"),
        leader=read_int(d["leader"], f"{where}.leader"),
        trick=read_cards(d["trick"], f"{where}.trick"),
        tricks=tuple(tricks),
    )


def encode_seat(t: SeatTally) -> dict[str, JSON]:
    return {
        "hearts": t.hearts,
        "heart_points": t.heart_points,
        "cursed_cards": t.cursed_cards,
        "bid": t.bid,
        "bid_adjustment": t.bid_adjustment,
    }


def decode_seat(value: JSON, where: str) -> SeatTally:
    d = read_obj(value, where)
    return SeatTally(
        hearts=read_int(d["hearts"], f"{where}.hearts"),
        heart_points=read_int(d["heart_points"], f"{where}.heart_points"),
        cursed_cards=read_int(d["cursed_cards"], f"{where}.cursed_cards"),
        bid=read_opt_int(d["bid"], f"{where}.bid"),
        bid_adjustment=read_int(d["bid_adjustment"], f"{where}.bid_adjustment"),
    )


def encode_side(t: SideTally) -> dict[str, JSON]:
    return {
        "hearts": t.hearts,
        "heart_points": t.heart_points,
        "sweep": t.sweep,
        "round_points": t.round_points,
        "bid_adjustment": t.bid_adjustment,
        "cursed_cards": t.cursed_cards,
        "curse_penalty": t.curse_penalty,
    }


def decode_side(value: JSON, where: str) -> SideTally:
    d = read_obj(value, where)
    return SideTally(
        hearts=read_int(d["hearts"], f"{where}.hearts"),
        heart_points=read_int(d["heart_points"], f"{where}.heart_points"),
        sweep=read_bool(d["sweep"], f"{where}.sweep"),
        round_points=read_int(d["round_points"], f"{where}.round_points"),
        bid_adjustment=read_int(d["bid_adjustment"], f"{where}.bid_adjustment"),
        cursed_cards=read_int(d["cursed_cards"], f"{where}.cursed_cards"),
        curse_penalty=read_int(d["curse_penalty"], f"{where}.curse_penalty"),
    )


def encode_result(r: HandResult) -> dict[str, JSON]:
    return {
        "dealer": r.dealer,
        "outcome": r.outcome,
        "cursed": suit_letter(r.cursed),
        "dead": card_tokens(r.dead),
        "hearts_in_play": r.hearts_in_play,
        "seats": [encode_seat(t) for t in r.seats],
        "sides": [encode_side(t) for t in r.sides],
        "champions": list(r.champions),
        "changes": list(r.changes),
        "scores": list(r.scores),
    }


def decode_result(value: JSON, where: str = "result") -> HandResult:
    d = read_obj(value, where)
    if d["outcome"] != "played":
        raise ValueError(f"{where}.outcome: unknown {d['outcome']!r}")
    return HandResult(
        dealer=read_int(d["dealer"], f"{where}.dealer"),
        outcome="played",
        cursed=read_suit(d["cursed"], f"{where}.cursed"),
        dead=read_cards(d["dead"], f"{where}.dead"),
        hearts_in_play=read_int(d["hearts_in_play"], f"{where}.hearts_in_play"),
        seats=tuple(decode_seat(x, f"{where}.seats[{i}]") for i, x in enumerate(read_list(d["seats"], f"{where}.seats"))),
        sides=tuple(decode_side(x, f"{where}.sides[{i}]") for i, x in enumerate(read_list(d["sides"], f"{where}.sides"))),
        champions=read_ints(d["champions"], f"{where}.champions"),
        changes=read_ints(d["changes"], f"{where}.changes"),
        scores=read_ints(d["scores"], f"{where}.scores"),
    )


def encode_state(s: SmoorverliefdState) -> dict[str, JSON]:
    return encode_record(s, "smoorverliefd", smoorverliefd_options_dict, encode_hand, encode_result)


def decode_state(value: JSON) -> SmoorverliefdState:
    return decode_record(value, "smoorverliefd", SmoorverliefdState, smoorverliefd_options, decode_hand, decode_result)
