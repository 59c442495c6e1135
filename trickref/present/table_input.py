"""What a person types at the table, read kindly: card tokens as people write them (``10D``,
``jd``, ``J♦``, ``x1``) and names with a "did you mean" for a misspelt game, option or preset.

Only the command line's own inputs are read this way (``play --actions``, the cards of a
``--position`` file); the protocol and the conformance cases stay strict (CD-4, CD-6): an
adapter must write ``TD``, and ``explain --action`` judges the string it is given.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from reference.cards import Card, parse_card
from reference.errors import NotationError

SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
CARD_VERBS = ("play", "discard")  # the verbs whose arguments are cards (CD-6)
SUIT_VERBS = ("trump", "curse")  # the verbs whose argument is a suit letter (CD-6)
VERBS = ("pass", "bid", *SUIT_VERBS, *CARD_VERBS)


def card_token(text: str) -> str:
    """The CD-4 token of a card as a person may write it: any case, ``10`` for ``T``, a suit
    symbol for its letter (the symbols ``trickref play`` prints). Unambiguous by construction:
    every accepted spelling names one card; anything else is returned unchanged (and refused
    as CD-4 notation where it is read)."""
    t = text.strip().upper()
    if t[-1:] in SUIT_SYMBOLS:
        t = t[:-1] + SUIT_SYMBOLS[t[-1]]
    if t.startswith("10") and len(t) == 3:
        t = "T" + t[2:]
    try:
        parse_card(t)
    except NotationError:
        return text
    return t


def table_card(text: str) -> Card:
    """A card typed at the table (``card_token``); NotationError names what was typed."""
    try:
        return parse_card(card_token(text))
    except NotationError:
        raise NotationError("card", text) from None


def table_action(text: str) -> str:
    """The canonical action string (CD-6) of an action typed at the table: the verb in any case,
    items separated by any spaces, card and suit arguments as ``card_token`` reads them. A
    discard keeps the order it is typed in (its order is part of CD-6); what is not a known verb
    is returned unchanged, to be refused as the engine refuses it."""
    words = text.split()
    if not words or words[0].lower() not in VERBS:
        return text
    verb, args = words[0].lower(), words[1:]
    if verb in CARD_VERBS:
        args = [card_token(a) for a in args]
    elif verb in SUIT_VERBS:
        args = [_suit(a) for a in args]
    return " ".join([verb, *args])


def _suit(text: str) -> str:
    t = text.upper()
    return SUIT_SYMBOLS.get(t, t) if t in SUIT_SYMBOLS or t in ("S", "H", "D", "C") else text


def closest(name: str, known: Iterable[str]) -> str | None:
    """The known name closest to ``name`` (a typo's likely meaning), or None if none is close."""
    close = difflib.get_close_matches(name, list(known), n=1, cutoff=0.6)
    return close[0] if close else None


def unknown(what: str, name: str, known: Iterable[str]) -> str:
    """``unknown preset 'standrd'; did you mean standard? known: ...``."""
    names = sorted(known)
    near = closest(name, names)
    hint = f"did you mean {near}? " if near is not None else ""
    return f"unknown {what} {name!r}; {hint}known: {', '.join(names)}"
