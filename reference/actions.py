"""Actions and their canonical strings (SPEC CD-6).

Every game uses the same action vocabulary; which kinds are lawful when is a game's business.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from collections import deque
from itertools import repeat
from typing import Callable, Iterable, Sequence, Union, cast

from reference.cards import (
    Card,
    Suit,
    canonical_key,
    format_card,
    parse_card,
    parse_suit,
    sort_cards,
    standard_deck,
)
from reference.errors import Code, IllegalAction, NotationError


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Bid:
    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount}"


@dataclass(frozen=True)
class Trump:
    suit: Suit

    def __str__(self) -> str:
        return f"trump {self.suit.name}"


@dataclass(frozen=True, slots=True)
class Discard:
    """The cards given up, always held in canonical order (CD-5) so equal discards compare equal.
    Slotted: a discard step lists up to 3003 of them, and a slot is set faster than a dict."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", sort_cards(self.cards))

    def __str__(self) -> str:
        return discard_text(map(format_card, self.cards))


@dataclass(frozen=True)
class Play:
    card: Card

    def __str__(self) -> str:
        return f"play {format_card(self.card)}"


@dataclass(frozen=True)
class Curse:
    suit: Suit

    def __str__(self) -> str:
        return f"curse {self.suit.name}"


Action = Union[Pass, Bid, Trump, Discard, Play, Curse]

# One object per action that legal action lists repeat, built once: a list of plays is then a
# list of lookups, not of constructions.
PASS = Pass()
_PLAYS: dict[Card, Play] = {}
_BIDS: dict[int, Bid] = {}


def play_of(card: Card) -> Play:
    """The (shared) ``Play`` of ``card``."""
    play = _PLAYS.get(card)
    if play is None:
        play = _PLAYS[card] = Play(card)
    return play


def plays_of(cards: Iterable[Card]) -> list[Action]:
    """``play_of`` of each card (a legal action list of plays)."""
    try:
        return list(map(_PLAYS.__getitem__, cards))  # map: no comprehension frame per call
    except KeyError:  # a card of no standard deck: built on demand, as play_of does
        return [play_of(c) for c in cards]


def bid_of(amount: int) -> Bid:
    """The (shared) ``Bid`` of ``amount``."""
    bid = _BIDS.get(amount)
    if bid is None:
        bid = _BIDS[amount] = Bid(amount)
    return bid


for _card in standard_deck(jokers=2):
    play_of(_card)  # every card of every deck: ``plays_of`` is then one lookup a card
for _amount in range(41):
    bid_of(_amount)  # every bid of the three games' ranges, shared before any list is written
TRUMPS = tuple(Trump(s) for s in Suit)
CURSES = tuple(Curse(s) for s in Suit)


def discard_in_order(cards: tuple[Card, ...]) -> Discard:
    """A ``Discard`` of cards already in canonical order (CD-5), as combinations of a hand kept in
    that order are: the same value ``Discard(cards)`` gives, without sorting again."""
    made = _NEW(Discard)
    _SET_CARDS(made, cards)
    return made


def discards_in_order(choices: Sequence[tuple[Card, ...]]) -> list[Action]:
    """``discard_in_order`` of each choice (a discard step lists up to 3003 of them): the objects
    made and their one slot set by C-level maps, with no Python frame per discard (frozen: each
    slot is set once, as ``__init__`` would, without its sort)."""
    made = list(map(_NEW, repeat(Discard, len(choices))))
    deque(map(_SET_CARDS, made, choices), 0)
    return cast(list[Action], made)  # a list of Discards, read as the legal actions it is


_NEW = object.__new__
_SET_CARDS: Callable[[Discard, tuple[Card, ...]], None] = vars(Discard)["cards"].__set__

_KIND_ORDER = {Pass: 0, Bid: 1, Trump: 2, Curse: 3, Discard: 4, Play: 5}


def action_sort_key(action: Action) -> tuple[int, tuple[tuple[int, int], ...]]:
    """CD-6: the order in which legal action lists are given."""
    kind = _KIND_ORDER[type(action)]
    if isinstance(action, Bid):
        return (kind, ((action.amount, 0),))
    if isinstance(action, (Trump, Curse)):
        return (kind, ((int(action.suit), 0),))
    if isinstance(action, Discard):
        return (kind, tuple(canonical_key(c) for c in action.cards))
    if isinstance(action, Play):
        return (kind, (canonical_key(action.card),))
    return (kind, ())


@lru_cache(maxsize=16384)
def parse_action(text: str) -> Action:
    """CD-6: parse a canonical action string; anything else is refused with E_BAD_ACTION.

    Cached: actions are immutable, and an adapter or perft parses the same few strings again
    and again (a refusal raises, and is not cached). A pass, bid or play is the shared object
    legal action lists hold (``PASS``, ``bid_of``, ``play_of``): an equal value, and the
    membership tests of ``apply`` meet it by identity first."""
    words = text.split(" ")
    try:
        if words == ["pass"]:
            return PASS
        if len(words) == 2 and words[0] == "bid" and words[1].isdigit() and words[1].isascii():
            if words[1] != str(int(words[1])):
                raise NotationError("bid amount", words[1])
            return bid_of(int(words[1]))
        if len(words) == 2 and words[0] == "trump":
            return Trump(parse_suit(words[1]))
        if len(words) == 2 and words[0] == "curse":
            return Curse(parse_suit(words[1]))
        if len(words) == 2 and words[0] == "play":
            return play_of(parse_card(words[1]))
        if len(words) >= 2 and words[0] == "discard":
            cards = tuple(parse_card(w) for w in words[1:])
            # one spelling per discard, so action strings compare as strings (CD-6); a card
            # named twice is well formed and left to the game (E_DUPLICATE_CARD)
            if list(cards) != sorted(cards, key=canonical_key):
                raise IllegalAction(
                    Code.BAD_ACTION, "CD-6", f"discard cards are not in canonical order: {text!r}"
                )
            return Discard(cards)
    except NotationError as exc:
        raise IllegalAction(Code.BAD_ACTION, "CD-6", f"{exc} in action {text!r}") from exc
    raise IllegalAction(Code.BAD_ACTION, "CD-6", f"not an action: {text!r}")


def action_texts(actions: Iterable[Action]) -> list[str]:
    """CD-6: each action's canonical string (``str``), those of the shared actions (the plays,
    bids, pass, trumps and curses legal lists hold) looked up by identity in a table written by
    the ``format_card`` in force (``_texts``, keyed by it: a notation replaced by name writes a
    table of its own); any other action (a discard) is formatted."""
    actions = actions if isinstance(actions, list) else list(actions)
    texts = list(map(_texts(format_card).get, map(id, actions)))
    if None in texts:
        return [str(a) if t is None else t for a, t in zip(actions, texts)]
    return cast(list[str], texts)


def discard_text(card_texts: Iterable[str]) -> str:
    """CD-6: a discard's canonical string from its cards' texts, given in the discard's order: the
    one spelling that ``Discard.__str__``, the adapter's legal texts and the fuzzer's all write."""
    return " ".join(("discard", *card_texts))


def card_notation() -> Callable[[Card], str]:
    """CD-4: the ``format_card`` actions are written with (a notation replaced by name included)."""
    return format_card


@lru_cache(maxsize=8)
def _texts(written: Callable[[Card], str]) -> dict[int, str]:
    """``str`` of every shared action, by its ``id`` (each lives as long as the module), the
    cards written by ``written``; emptied with the engine's other caches around a mutant."""
    shared: list[Action] = [PASS, *_PLAYS.values(), *_BIDS.values(), *TRUMPS, *CURSES]
    return {id(a): str(a) for a in shared}


def as_action(action: Action | str) -> Action:
    return parse_action(action) if isinstance(action, str) else action
