"""Smoorverliefd mutants of chapter CD as Smoorverliefd plays it: the canonical order of the cards it
lists (CD-1, CD-2, CD-5: the dead cards of a round result), the card tokens and the action grammar
its parser reads (CD-3, CD-4, CD-6: every game parses every verb), the stated seat (CD-7), the
refusal itself (CD-8) and the refusal precedence (CD-9).

Smoorverliefd's action strings are parsed where the uniform view (reference.games.BoundMatch.play)
reads them; a parser mutant changes that reading for this game only, the other games keep CD-6's."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from conformance.mutants.patching import Body, Mutant, Patch, replace_function
from reference.actions import Action, Discard, Pass, Play, parse_action
from reference.cards import ACE, Card, Suit, canonical_key, format_card, parse_card
from reference.errors import Code, IllegalAction, NotationError
from reference.games import BoundMatch
from reference.phases import PLAY
from reference.smoorverliefd import rules as sv_rules
from reference.smoorverliefd.state import SmoorverliefdState
from reference.table import evolve, turn_refusal

SV = "smoorverliefd"
Parse = Callable[[str], Action]
Apply = Callable[[SmoorverliefdState, Action, int | None], SmoorverliefdState]


def _five(o: Mapping[str, object]) -> str | None:
    """``cannot_differ`` of a listing order: only a 5-player round has two dead cards to order."""
    return None if o.get("players") == 5 else "only 5 players leave two dead cards to list"


def _bad(text: str) -> IllegalAction:
    return IllegalAction(Code.BAD_ACTION, "CD-6", f"not an action: {text!r}")


# ---------------------------------------------------------------------------- listing order


def _listing(key: Callable[[Card], tuple[int, int]]) -> Body:
    """Smoorverliefd sorts the cards it lists (hands, the dead pile) by ``key``, not CD-5's."""

    def apply(patch: Patch) -> None:
        def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
            return tuple(sorted(cards, key=key))

        patch(sv_rules, "sort_cards", sort_cards)

    return apply


def _suit(card: Card) -> Suit:
    assert card.suit is not None  # no jokers in Smoorverliefd
    return card.suit


def sv_dead_in_deal_order(patch: Patch) -> None:
    """CD-5: the dead cards are listed in the order they were left over (the stock's), not sorted."""
    original = sv_rules.start_hand

    def start_hand(state: SmoorverliefdState) -> SmoorverliefdState:
        state = original(state)
        hand = state.hand
        return state if hand is None else state.at(evolve(hand, dead=hand.deal.stock))

    patch(sv_rules, "start_hand", start_hand)


# ---------------------------------------------------------------------------- the parser


def _parser(parse: Parse) -> Body:
    """Smoorverliefd's action strings read by ``parse`` instead of CD-6's parser."""

    def apply(patch: Patch) -> None:
        original = BoundMatch.play

        def play(self: BoundMatch[object], action: str, seat: int | None = None) -> BoundMatch[object]:
            if self.rules.name == SV:
                action = str(parse(action))  # what the mutant read, in canonical form
            return original(self, action, seat)

        patch(BoundMatch, "play", play)

    return apply


def _no_jokers(text: str) -> Action:
    """CD-3, CD-4: a joker token is not a card in a game without jokers."""
    act = parse_action(text)
    cards = (act.card,) if isinstance(act, Play) else act.cards if isinstance(act, Discard) else ()
    if any(c.is_joker for c in cards):
        raise _bad(text)
    return act


def _one_is_ace(text: str) -> Action:
    """CD-4: the rank character ``1`` is read as the ace (``1S`` is the ace of spades)."""
    words = text.split(" ")
    return parse_action(" ".join([words[0]] + ["A" + w[1] if len(w) == 2 and w[0] == "1" else w for w in words[1:]]))


def _no_trump_or_discard(text: str) -> Action:
    """CD-6: the verbs of no Smoorverliefd action (``trump``, ``discard``) are not parsed at all."""
    if text.split(" ")[0] in ("trump", "discard"):
        raise _bad(text)
    return parse_action(text)


def _discard_any_order(text: str) -> Action:
    """CD-6: a discard's cards may come in any order (sorted before parsing)."""
    words = text.split(" ")
    if words[0] != "discard" or len(words) < 2:
        return parse_action(text)
    try:
        cards = sorted((parse_card(w) for w in words[1:]), key=canonical_key)
    except NotationError:
        return parse_action(text)
    return parse_action(" ".join(["discard", *(format_card(c) for c in cards)]))


def _split_on_whitespace(text: str) -> Action:
    """CD-6: items split on any run of whitespace, leading and trailing spaces dropped."""
    return parse_action(" ".join(text.split()))


def _keywords_any_case(text: str) -> Action:
    """CD-6: the keyword is read in any case (``Pass``, ``PLAY AS``)."""
    keyword, space, rest = text.partition(" ")
    return parse_action(keyword.lower() + space + rest)


# ---------------------------------------------------------------------------- seats and refusals


def _apply(wrap: Callable[[Apply, SmoorverliefdState, Action, int | None], SmoorverliefdState]) -> Body:
    """Smoorverliefd's ``apply`` as ``wrap(original apply, state, action, seat)`` makes it."""

    def body(patch: Patch) -> None:
        original = sv_rules.apply

        def apply(state: SmoorverliefdState, action: Action | str, seat: int | None = None) -> SmoorverliefdState:
            act = parse_action(action) if isinstance(action, str) else action
            return wrap(original, state, act, seat)

        replace_function(patch, sv_rules, "apply", apply)

    return body


def _seat_ignored(original: Apply, state: SmoorverliefdState, action: Action, seat: int | None) -> SmoorverliefdState:
    """CD-7: the stated seat is not checked; the seat to act acts."""
    return original(state, action, None)


def _illegal_ignored(original: Apply, state: SmoorverliefdState, action: Action, seat: int | None) -> SmoorverliefdState:
    """CD-8: an illegal action is ignored (the state stays as it was) instead of refused."""
    try:
        return original(state, action, seat)
    except IllegalAction:
        return state


def _game_over_wrong_phase(original: Apply, state: SmoorverliefdState, action: Action, seat: int | None) -> SmoorverliefdState:
    """CD-8, CD-9, SV-5.2: after the game has ended, every action is of the wrong phase (game_over)."""
    if state.winner is not None:
        raise IllegalAction(Code.WRONG_PHASE, "SV-5.2", f"'{action}' is not an action of the game_over phase")
    return original(state, action, seat)


def _seat_first(original: Apply, state: SmoorverliefdState, action: Action, seat: int | None) -> SmoorverliefdState:
    """CD-9: the stated seat is checked first, before game over and a wait for a deal (when nobody
    is to act, every stated seat is another's)."""
    actor = sv_rules.to_act(state)
    if seat is not None and seat != actor:
        raise IllegalAction(Code.NOT_YOUR_TURN, "CD-7", f"seat {actor} is to act, not seat {seat}")
    return original(state, action, seat)


def _stated_seat_played(original: Apply, state: SmoorverliefdState, action: Action, seat: int | None) -> SmoorverliefdState:
    """CD-9, CD-7: a card is checked against the stated seat's hand before the seat is checked."""
    hand = state.hand
    if seat is not None and hand is not None and state.winner is None and isinstance(action, Play) and hand.phase is PLAY:
        problem = sv_rules.play_refusal(hand, seat, action.card, state.options)
        if problem is not None:
            raise problem
    return original(state, action, seat)


def _pass_must_bid(original: Apply, state: SmoorverliefdState, action: Action, seat: int | None) -> SmoorverliefdState:
    """CD-9, SV-7.1: ``pass`` is refused with E_MUST_BID in every phase (Smoorverliefd has no pass),
    that check coming before the phase's (CD-9 step 5)."""
    turn = turn_refusal(state.winner, state.hand, sv_rules.to_act(state), seat, "SV-5.2", "SV-2.3")
    if turn is None and isinstance(action, Pass):
        raise IllegalAction(Code.MUST_BID, "SV-7.1", "there is no pass in Smoorverliefd")
    return original(state, action, seat)


MUTANTS: dict[str, Mutant] = {
    "sv_suits_listed_alphabetically": Mutant("cards are listed with the suits in alphabetical order C D H S", "CD-1, CD-5",
                                             _listing(lambda c: ("CDHS".index(_suit(c).name), ACE - c.rank)), SV, _five),
    "sv_ranks_listed_low_first": Mutant("cards of a suit are listed from the 2 up to the ace", "CD-2, CD-5",
                                        _listing(lambda c: (int(_suit(c)), c.rank)), SV, _five),
    "sv_dead_in_deal_order": Mutant("the dead cards are listed in the order left over, not sorted", "CD-5, SV-4.8",
                                    sv_dead_in_deal_order, SV, _five),
    "sv_joker_tokens_refused": Mutant("X1 and X2 do not parse in a game without jokers (E_BAD_ACTION)", "CD-3, CD-4",
                                      _parser(_no_jokers), SV),
    "sv_one_is_ace": Mutant("the rank character 1 is read as the ace", "CD-4", _parser(_one_is_ace), SV),
    "sv_no_trump_or_discard_verb": Mutant("trump and discard do not parse in Smoorverliefd (E_BAD_ACTION, not E_WRONG_PHASE)",
                                          "CD-6", _parser(_no_trump_or_discard), SV),
    "sv_discard_any_order": Mutant("a discard's cards may come in any order", "CD-6", _parser(_discard_any_order), SV),
    "sv_split_on_whitespace": Mutant("action strings split on any whitespace; outer spaces dropped", "CD-6",
                                     _parser(_split_on_whitespace), SV),
    "sv_keywords_any_case": Mutant("action keywords are read in any case (Pass, PLAY)", "CD-6", _parser(_keywords_any_case), SV),
    "sv_stated_seat_ignored": Mutant("the stated seat is not checked: the seat to act acts", "CD-7", _apply(_seat_ignored), SV),
    "sv_illegal_action_ignored": Mutant("an illegal action is ignored (state unchanged) instead of refused", "CD-8",
                                        _apply(_illegal_ignored), SV),
    "sv_game_over_wrong_phase": Mutant("after the game has ended actions are refused E_WRONG_PHASE, not E_GAME_OVER",
                                       "CD-8, CD-9, SV-5.2", _apply(_game_over_wrong_phase), SV),
    "sv_seat_checked_first": Mutant("the stated seat is checked before game over and the wait for a deal", "CD-9",
                                    _apply(_seat_first), SV),
    "sv_stated_seat_played": Mutant("a card is checked against the stated seat's hand before the seat is checked",
                                    "CD-9, CD-7", _apply(_stated_seat_played), SV),
    "sv_pass_must_bid_everywhere": Mutant("pass is refused E_MUST_BID in every phase, before the phase check", "CD-9, SV-7.1",
                                          _apply(_pass_must_bid), SV),
}
