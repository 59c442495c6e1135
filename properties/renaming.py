"""Suit renamings for the symmetry properties of the three games (tests/test_properties_<game>.py):
a card, an action and a deal with every suit replaced through a mapping, jokers unchanged."""

from __future__ import annotations

from collections.abc import Mapping

from reference.actions import Action, Curse, Discard, Play, Trump
from reference.cards import Card, Suit
from reference.dealing import Deal

Renaming = Mapping[Suit, Suit]


def rename_card(c: Card, m: Renaming) -> Card:
    return c if c.suit is None else Card(c.rank, m[c.suit])


def rename_action(a: Action, m: Renaming) -> Action:
    """A play, a discard, a trump or a curse naming the renamed cards or suit; any other action
    as it is."""
    if isinstance(a, Play):
        return Play(rename_card(a.card, m))
    if isinstance(a, Discard):
        return Discard(tuple(rename_card(c, m) for c in a.cards))
    if isinstance(a, Trump):
        return Trump(m[a.suit])
    if isinstance(a, Curse):
        return Curse(m[a.suit])
    return a


def rename_deal(d: Deal, m: Renaming) -> Deal:
    return Deal(tuple(tuple(rename_card(c, m) for c in h) for h in d.hands), tuple(rename_card(c, m) for c in d.widow),
                tuple(rename_card(c, m) for c in d.stock))
