"""Smear states to and from JSON-able values (cards as CD-4 tokens, suits as letters).

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
from reference.smear.options import smear_options, smear_options_dict
from reference.smear.state import CATEGORIES, Award, HandResult, HandState, SmearState, Trick


def encode_hand(h: HandState) -> dict[str, JSON]:
    return {
        "dealer": h.dealer,
        "deal": encode_deal(h.deal),
        "phase": h.phase.value,
        "hands": [card_tokens(x) for x in h.hands],
        "widow": card_tokens(h.widow),
        "stock": card_tokens(h.stock),
        "bids": [[s, b] for s, b in h.bids],
        "pitcher": h.pitcher,
        "bid": h.bid,
        "trump": suit_letter(h.trump),
        "discards": [card_tokens(x) for x in h.discards],
        "drawn": [card_tokens(x) for x in h.drawn],
        "leader": h.leader,
        "trick": card_tokens(h.trick),
        "tricks": [{"leader": t.leader, "cards": card_tokens(t.cards), "winner": t.winner} for t in h.tricks],
        "revokes": list(h.revokes),
    }


def decode_hand(value: JSON, where: str = "hand") -> HandState:
    d = read_obj(value, where)
    bids = []
    for i, pair in enumerate(read_list(d["bids"], f"{where}.bids")):
        p = read_list(pair, f"{where}.bids[{i}]")
        bids.append((read_int(p[0], f"{where}.bids[{i}]"), read_opt_int(p[1], f"{where}.bids[{i}]")))
    tricks = []
    for i, t in enumerate(read_list(d["tricks"], f"{where}.tricks")):
        td = read_obj(t, f"{where}.tricks[{i}]")
        tricks.append(Trick(read_int(td["leader"], "leader"), read_cards(td["cards"], "cards"), read_int(td["winner"], "winner")))
    phase = d["phase"]
    if phase not in [p.value for p in Phase]:
        raise ValueError(f"{where}.phase: unknown phase {phase!r}")
    return HandState(
        dealer=read_int(d["dealer"], f"{where}.dealer"),
        deal=decode_deal(d["deal"], f"{where}.deal"),
        phase=Phase(phase),
        hands=tuple(read_cards(x, f"{where}.hands") for x in read_list(d["hands"], f"{where}.hands")),
        widow=read_cards(d["widow"], f"{where}.widow"),
        stock=read_cards(d["stock"], f"{where}.stock"),
        bids=tuple(bids),
        pitcher=read_opt_int(d["pitcher"], f"{where}.pitcher"),
        bid=read_int(d["bid"], f"{where}.bid"),
        trump=read_suit(d["trump"], f"{where}.trump"),
        discards=tuple(read_cards(x, f"{where}.discards") for x in read_list(d["discards"], f"{where}.discards")),
        drawn=tuple(read_cards(x, f"{where}.drawn") for x in read_list(d["drawn"], f"{where}.drawn")),
        leader=read_int(d["leader"], f"{where}.leader"),
        trick=read_cards(d["trick"], f"{where}.trick"),
        tricks=tuple(tricks),
        revokes=read_ints(d["revokes"], f"{where}.revokes"),
    )


def encode_result(r: HandResult) -> dict[str, JSON]:
    return {
        "dealer": r.dealer,
        "outcome": r.outcome,
        "pitcher": r.pitcher,
        "bid": r.bid,
        "trump": suit_letter(r.trump),
        "awards": [{"category": a.category, "side": a.side, "points": a.points} for a in r.awards],
        "captured": list(r.captured),
        "game_points": list(r.game_points),
        "made": r.made,
        "revoking_sides": list(r.revoking_sides),
        "changes": list(r.changes),
        "scores": list(r.scores),
    }


def decode_result(value: JSON, where: str = "result") -> HandResult:
    d = read_obj(value, where)
    awards = []
    for i, a in enumerate(read_list(d["awards"], f"{where}.awards")):
        ad = read_obj(a, f"{where}.awards[{i}]")
        if ad["category"] not in CATEGORIES:
            raise ValueError(f"{where}.awards[{i}].category: unknown {ad['category']!r}")
        awards.append(Award(ad["category"], read_opt_int(ad["side"], "side"), read_int(ad["points"], "points")))
    if d["outcome"] not in ("played", "redeal", "dealer_set", "misdeal"):
        raise ValueError(f"{where}.outcome: unknown {d['outcome']!r}")
    made = d["made"]
    if made is not None and not isinstance(made, bool):
        raise ValueError(f"{where}.made: expected true, false or null")
    return HandResult(
        dealer=read_int(d["dealer"], f"{where}.dealer"),
        outcome=d["outcome"],
        pitcher=read_opt_int(d["pitcher"], f"{where}.pitcher"),
        bid=read_int(d["bid"], f"{where}.bid"),
        trump=read_suit(d["trump"], f"{where}.trump"),
        awards=tuple(awards),
        captured=read_ints(d["captured"], f"{where}.captured"),
        game_points=read_ints(d["game_points"], f"{where}.game_points"),
        made=made,
        revoking_sides=read_ints(d["revoking_sides"], f"{where}.revoking_sides"),
        changes=read_ints(d["changes"], f"{where}.changes"),
        scores=read_ints(d["scores"], f"{where}.scores"),
    )


def encode_state(s: SmearState) -> dict[str, JSON]:
    return encode_record(s, "smear", smear_options_dict, encode_hand, encode_result)


def decode_state(value: JSON) -> SmearState:
    return decode_record(value, "smear", SmearState, smear_options, decode_hand, decode_result)
