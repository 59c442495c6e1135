"""Smear states to and from JSON-able values (cards as CD-4 tokens, suits as letters).

decode(encode(s)) == s for every reachable state; a malformed document raises ValueError
naming the field.
"""

from __future__ import annotations

from typing import Mapping, Sequence, cast

from reference.cards import Card, Suit, format_card, parse_card, parse_suit
from reference.dealing import Deal
from reference.phases import Phase
from reference.smear.options import SmearOptions, smear_options, smear_options_dict
from reference.smear.state import CATEGORIES, Award, Category, HandResult, HandState, Outcome, SmearState, Trick

JSON = object


def _cards(cards: Sequence[Card]) -> list[str]:
    return [format_card(c) for c in cards]


def _uncards(value: JSON, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise ValueError(f"{where}: expected a list of card tokens")
    return tuple(parse_card(cast(str, t)) for t in value)


def _suit(s: Suit | None) -> str | None:
    return None if s is None else s.name


def _unsuit(value: JSON, where: str) -> Suit | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{where}: expected a suit letter")
    return parse_suit(value)


def _obj(value: JSON, where: str) -> Mapping[str, JSON]:
    if not isinstance(value, dict):
        raise ValueError(f"{where}: expected an object")
    return cast(Mapping[str, JSON], value)


def _int(value: JSON, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{where}: expected an integer")
    return value


def _opt_int(value: JSON, where: str) -> int | None:
    return None if value is None else _int(value, where)


def _ints(value: JSON, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{where}: expected a list of integers")
    return tuple(_int(v, where) for v in value)


def _list(value: JSON, where: str) -> list[JSON]:
    if not isinstance(value, list):
        raise ValueError(f"{where}: expected a list")
    return cast(list[JSON], value)


def encode_deal(deal: Deal) -> dict[str, JSON]:
    return {"hands": [_cards(h) for h in deal.hands], "widow": _cards(deal.widow), "stock": _cards(deal.stock)}


def decode_deal(value: JSON, where: str = "deal") -> Deal:
    d = _obj(value, where)
    hands = tuple(_uncards(h, f"{where}.hands[{i}]") for i, h in enumerate(_list(d.get("hands"), f"{where}.hands")))
    return Deal(hands, _uncards(d.get("widow", []), f"{where}.widow"), _uncards(d.get("stock", []), f"{where}.stock"))


def encode_hand(h: HandState) -> dict[str, JSON]:
    return {
        "dealer": h.dealer,
        "deal": encode_deal(h.deal),
        "phase": h.phase.value,
        "hands": [_cards(x) for x in h.hands],
        "widow": _cards(h.widow),
        "stock": _cards(h.stock),
        "bids": [[s, b] for s, b in h.bids],
        "pitcher": h.pitcher,
        "bid": h.bid,
        "trump": _suit(h.trump),
        "discards": [_cards(x) for x in h.discards],
        "drawn": [_cards(x) for x in h.drawn],
        "leader": h.leader,
        "trick": _cards(h.trick),
        "tricks": [{"leader": t.leader, "cards": _cards(t.cards), "winner": t.winner} for t in h.tricks],
        "revokes": list(h.revokes),
    }


def decode_hand(value: JSON, where: str = "hand") -> HandState:
    d = _obj(value, where)
    bids = []
    for i, pair in enumerate(_list(d["bids"], f"{where}.bids")):
        p = _list(pair, f"{where}.bids[{i}]")
        bids.append((_int(p[0], f"{where}.bids[{i}]"), _opt_int(p[1], f"{where}.bids[{i}]")))
    tricks = []
    for i, t in enumerate(_list(d["tricks"], f"{where}.tricks")):
        td = _obj(t, f"{where}.tricks[{i}]")
        tricks.append(Trick(_int(td["leader"], "leader"), _uncards(td["cards"], "cards"), _int(td["winner"], "winner")))
    phase = d["phase"]
    if phase not in [p.value for p in Phase]:
        raise ValueError(f"{where}.phase: unknown phase {phase!r}")
    return HandState(
        dealer=_int(d["dealer"], f"{where}.dealer"),
        deal=decode_deal(d["deal"], f"{where}.deal"),
        phase=Phase(phase),
        hands=tuple(_uncards(x, f"{where}.hands") for x in _list(d["hands"], f"{where}.hands")),
        widow=_uncards(d["widow"], f"{where}.widow"),
        stock=_uncards(d["stock"], f"{where}.stock"),
        bids=tuple(bids),
        pitcher=_opt_int(d["pitcher"], f"{where}.pitcher"),
        bid=_int(d["bid"], f"{where}.bid"),
        trump=_unsuit(d["trump"], f"{where}.trump"),
        discards=tuple(_uncards(x, f"{where}.discards") for x in _list(d["discards"], f"{where}.discards")),
        drawn=tuple(_uncards(x, f"{where}.drawn") for x in _list(d["drawn"], f"{where}.drawn")),
        leader=_int(d["leader"], f"{where}.leader"),
        trick=_uncards(d["trick"], f"{where}.trick"),
        tricks=tuple(tricks),
        revokes=_ints(d["revokes"], f"{where}.revokes"),
    )


def encode_result(r: HandResult) -> dict[str, JSON]:
    return {
        "dealer": r.dealer,
        "outcome": r.outcome,
        "pitcher": r.pitcher,
        "bid": r.bid,
        "trump": _suit(r.trump),
        "awards": [{"category": a.category, "side": a.side, "points": a.points} for a in r.awards],
        "captured": list(r.captured),
        "game_points": list(r.game_points),
        "made": r.made,
        "revoking_sides": list(r.revoking_sides),
        "changes": list(r.changes),
        "scores": list(r.scores),
    }


def decode_result(value: JSON, where: str = "result") -> HandResult:
    d = _obj(value, where)
    awards = []
    for i, a in enumerate(_list(d["awards"], f"{where}.awards")):
        ad = _obj(a, f"{where}.awards[{i}]")
        if ad["category"] not in CATEGORIES:
            raise ValueError(f"{where}.awards[{i}].category: unknown {ad['category']!r}")
        awards.append(Award(ad["category"], _opt_int(ad["side"], "side"), _int(ad["points"], "points")))
    if d["outcome"] not in ("played", "redeal", "dealer_set", "misdeal"):
        raise ValueError(f"{where}.outcome: unknown {d['outcome']!r}")
    made = d["made"]
    if made is not None and not isinstance(made, bool):
        raise ValueError(f"{where}.made: expected true, false or null")
    return HandResult(
        dealer=_int(d["dealer"], f"{where}.dealer"),
        outcome=d["outcome"],
        pitcher=_opt_int(d["pitcher"], f"{where}.pitcher"),
        bid=_int(d["bid"], f"{where}.bid"),
        trump=_unsuit(d["trump"], f"{where}.trump"),
        awards=tuple(awards),
        captured=_ints(d["captured"], f"{where}.captured"),
        game_points=_ints(d["game_points"], f"{where}.game_points"),
        made=made,
        revoking_sides=_ints(d["revoking_sides"], f"{where}.revoking_sides"),
        changes=_ints(d["changes"], f"{where}.changes"),
        scores=_ints(d["scores"], f"{where}.scores"),
    )


def encode_state(s: SmearState) -> dict[str, JSON]:
    return {
        "game": "smear",
        "options": smear_options_dict(s.options),
        "scores": list(s.scores),
        "dealer": s.dealer,
        "deals_made": s.deals_made,
        "seed": s.seed,
        "pending_deals": [encode_deal(d) for d in s.pending_deals],
        "hand": None if s.hand is None else encode_hand(s.hand),
        "results": [encode_result(r) for r in s.results],
        "winner": s.winner,
        "last_hand": None if s.last_hand is None else encode_hand(s.last_hand),
    }


def decode_state(value: JSON) -> SmearState:
    d = _obj(value, "state")
    if d.get("game") != "smear":
        raise ValueError(f"state.game: expected 'smear', got {d.get('game')!r}")
    options: SmearOptions = smear_options(_obj(d["options"], "state.options"))
    return SmearState(
        options=options,
        scores=_ints(d["scores"], "state.scores"),
        dealer=_int(d["dealer"], "state.dealer"),
        deals_made=_int(d["deals_made"], "state.deals_made"),
        seed=_opt_int(d["seed"], "state.seed"),
        pending_deals=tuple(decode_deal(x, "state.pending_deals") for x in _list(d["pending_deals"], "state.pending_deals")),
        hand=None if d["hand"] is None else decode_hand(d["hand"]),
        results=tuple(decode_result(x) for x in _list(d["results"], "state.results")),
        winner=_opt_int(d["winner"], "state.winner"),
        last_hand=None if d.get("last_hand") is None else decode_hand(d["last_hand"], "state.last_hand"),
    )
