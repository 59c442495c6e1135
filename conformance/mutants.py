"""Deliberately wrong Smear implementations: each changes one rule of the reference, most of them
a contested point of the SPEC's ambiguity register read the other way. The corpus has teeth when
every mutant fails at least one case (tests/test_conformance_teeth.py).

A mutant monkeypatches the reference in the adapter process only:

    python -m conformance.reference_adapter --mutant jick_not_trump
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reference.actions import Action, as_action
from reference.cards import JACK, X1, X2, Card, Suit
from reference.errors import Code, IllegalAction
from reference.phases import Phase
from reference.smear import binding, ranking, rules, scoring
from reference.smear.options import SmearOptions
from reference.smear.ranking import suit_of as _original_suit_of
from reference.smear.scoring import game_winner as _original_game_winner
from reference.smear.scoring import unplayed_result
from reference.smear.state import Award, HandResult, HandState, SmearState
from reference.tricks import Stronger, SuitOf
from reference.tricks import may_play as _original_may_play


@dataclass(frozen=True)
class Mutant:
    description: str
    rule: str  # the SPEC rule (and register entry) it breaks
    apply: Callable[[], None]


def patch(owner: object, name: str, new: object) -> None:
    """Rebind ``owner.name`` (a module's function, a class's method or property)."""
    setattr(owner, name, new)


def replace_function(module: object, name: str, new: object) -> None:
    """Rebind ``module.name`` everywhere the reference holds the original: in every reference
    module that imported it by name, and in the binding's ``Rules`` record."""
    old = getattr(module, name)
    for mod in list(sys.modules.values()):
        if mod is not None and getattr(mod, "__name__", "").startswith("reference") and getattr(mod, name, None) is old:
            setattr(mod, name, new)
    for f in dataclasses.fields(binding.RULES):
        if getattr(binding.RULES, f.name) is old:
            object.__setattr__(binding.RULES, f.name, new)


# ---------------------------------------------------------------------------- trump and card order


def jick_not_trump() -> None:
    def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
        return card.suit is None or card.suit == trump

    replace_function(ranking, "is_trump", is_trump)


def jick_follows_printed_suit() -> None:
    original = _original_suit_of

    def suit_of(card: Card, trump: Suit, options: SmearOptions) -> Suit:
        if options.jick and card == ranking.jick(trump):
            return trump.partner
        return original(card, trump, options)

    patch(rules, "suit_of", suit_of)


def _reorder(change: Callable[[list[Card], Suit, SmearOptions], list[Card]]) -> None:
    original = ranking.trump_order

    def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
        return tuple(change(list(original(trump, options)), trump, options))

    patch(ranking, "trump_order", trump_order)


def jokers_swapped() -> None:
    def change(order: list[Card], trump: Suit, options: SmearOptions) -> list[Card]:
        if X1 in order and X2 in order:
            i, j = order.index(X1), order.index(X2)
            order[i], order[j] = X2, X1
        return order

    _reorder(change)


def jack_below_jick() -> None:
    def change(order: list[Card], trump: Suit, options: SmearOptions) -> list[Card]:
        jack, left = Card(JACK, trump), ranking.jick(trump)
        if left in order:
            i, j = order.index(jack), order.index(left)
            order[i], order[j] = left, jack
        return order

    _reorder(change)


def jokers_lowest() -> None:
    def change(order: list[Card], trump: Suit, options: SmearOptions) -> list[Card]:
        jokers = [c for c in order if c.is_joker]
        return [c for c in order if not c.is_joker] + jokers

    _reorder(change)


def big_joker_above_jack() -> None:
    def change(order: list[Card], trump: Suit, options: SmearOptions) -> list[Card]:
        if options.joker_rank == "big_above_jick" and X1 in order:
            order.remove(X1)
            order.insert(order.index(Card(JACK, trump)), X1)
        return order

    _reorder(change)


def tiebreak_ignored() -> None:
    original = ranking.stronger

    def stronger(later: Card, earlier: Card, trump: Suit, options: SmearOptions) -> bool:
        return original(later, earlier, trump, dataclasses.replace(options, joker_tiebreak="fixed"))

    replace_function(ranking, "stronger", stronger)


# ---------------------------------------------------------------------------- bidding and dealing


def dealer_may_pass() -> None:
    original_refusal = rules.bid_refusal
    original_unplayed = rules.end_unplayed

    def bid_refusal(hand: HandState, amount: int | None, options: SmearOptions) -> IllegalAction | None:
        problem = original_refusal(hand, amount, options)
        return None if problem is not None and problem.code is Code.MUST_BID else problem

    def end_unplayed(state: SmearState, hand: HandState, outcome: str) -> SmearState:
        return original_unplayed(state, hand, "redeal" if outcome == "dealer_forced" else outcome)

    patch(rules, "bid_refusal", bid_refusal)
    patch(rules, "end_unplayed", end_unplayed)


def max_bid_continues() -> None:
    def bidding_over(hand: HandState, options: SmearOptions) -> bool:
        return len(hand.bids) == options.players

    patch(rules, "bidding_over", bidding_over)


def equal_bid_allowed() -> None:
    original = rules.bid_refusal

    def bid_refusal(hand: HandState, amount: int | None, options: SmearOptions) -> IllegalAction | None:
        problem = original(hand, amount, options)
        if problem is not None and amount is not None and amount == hand.bid and amount >= rules.MIN_BID:
            return None
        return problem

    patch(rules, "bid_refusal", bid_refusal)


def _property(name: str, value: Callable[[SmearOptions, Callable[[SmearOptions], int]], int]) -> None:
    """Replace the int property ``SmearOptions.<name>``; ``value(options, original)``."""
    prop = vars(SmearOptions)[name]
    assert isinstance(prop, property) and prop.fget is not None
    getter = prop.fget

    def original(options: SmearOptions) -> int:
        result = getter(options)
        assert isinstance(result, int)
        return result

    patch(SmearOptions, name, property(lambda options: value(options, original)))


def hand_maximum(change: Callable[[int, SmearOptions], int]) -> Callable[[], None]:
    def apply() -> None:
        _property("hand_maximum", lambda o, original: change(original(o), o))

    return apply


def eldest_is_dealer() -> None:
    def eldest(dealer: int, options: SmearOptions) -> int:
        return dealer

    patch(rules, "eldest", eldest)


def _next_hand_variant(dealer_after: Callable[[HandState, bool, SmearOptions], int]) -> None:
    def next_hand(state: SmearState, hand: HandState, result: HandResult, pitcher_side: int | None, redeal: bool) -> SmearState:
        o = state.options
        winner = scoring.game_winner(result.scores, pitcher_side, o)
        state = dataclasses.replace(
            state, scores=result.scores, results=state.results + (result,), winner=winner, hand=hand,
            last_hand=hand, dealer=dealer_after(hand, redeal, o),
        )
        return state if winner is not None else rules.start_hand(state)

    patch(rules, "next_hand", next_hand)


def dealer_rotates_right() -> None:
    _next_hand_variant(lambda hand, redeal, o: hand.dealer if redeal else (hand.dealer - 1) % o.players)


def redeal_passes_deal() -> None:
    _next_hand_variant(lambda hand, redeal, o: (hand.dealer + 1) % o.players)


def dealer_set_same_dealer() -> None:
    original = rules.end_unplayed
    keep = rules.next_hand

    def end_unplayed(state: SmearState, hand: HandState, outcome: str) -> SmearState:
        if outcome != "dealer_set":
            return original(state, hand, outcome)
        result = unplayed_result(hand, state.scores, outcome, state.options)
        return keep(state, hand, result, None, True)

    patch(rules, "end_unplayed", end_unplayed)


def auto_hand_size_eight_above_four() -> None:
    def dealt(o: SmearOptions, original: Callable[[SmearOptions], int]) -> int:
        if o.hand_size is None and o.players > 4 and o.players * 8 + o.widow <= 52 + o.jokers:
            return 8
        return original(o)

    _property("dealt", dealt)


def partners_adjacent() -> None:
    def side_of(self: SmearOptions, seat: int) -> int:
        return seat // 2 if self.partnerships else seat

    patch(SmearOptions, "side_of", side_of)


# ---------------------------------------------------------------------------- discards


def _discard_refusal_ignoring(code: Code) -> Callable[[], None]:
    def apply() -> None:
        original = rules.discard_refusal

        def discard_refusal(hand: HandState, seat: int, cards: tuple[Card, ...], options: SmearOptions) -> IllegalAction | None:
            problem = original(hand, seat, cards, options)
            return None if problem is not None and problem.code is code else problem

        patch(rules, "discard_refusal", discard_refusal)

    return apply


def discard_from_eldest() -> None:
    original = rules.to_act

    def to_act(state: SmearState) -> int | None:
        hand, o = state.hand, state.options
        if hand is not None and state.winner is None and hand.phase is Phase.DISCARD:
            return next(s for s in rules.seats_from(rules.eldest(hand.dealer, o), o) if rules.needs_discard(s, hand, o))
        return original(state)

    replace_function(rules, "to_act", to_act)


# ---------------------------------------------------------------------------- play


def _play_refusal_ignoring(code: Code) -> Callable[[], None]:
    def apply() -> None:
        original = rules.play_refusal

        def play_refusal(hand: HandState, seat: int, card: Card, options: SmearOptions) -> IllegalAction | None:
            problem = original(hand, seat, card, options)
            return None if problem is not None and problem.code is code else problem

        patch(rules, "play_refusal", play_refusal)

    return apply


def no_trump_when_following() -> None:
    original = _original_may_play

    def may_play(hand: Sequence[Card], card: Card, led: Suit | None, trump: Suit | None, suit_of: SuitOf, trump_anytime: bool) -> bool:
        return original(hand, card, led, trump, suit_of, False)

    patch(rules, "may_play", may_play)


def leader_is_eldest() -> None:
    original = rules.begin_play_if_ready

    def begin_play_if_ready(state: SmearState, hand: HandState) -> SmearState:
        after = original(state, hand)
        h = after.hand
        if h is not None and h.phase is Phase.PLAY and not h.tricks and not h.trick and after.results == state.results:
            return dataclasses.replace(after, hand=dataclasses.replace(h, leader=rules.eldest(h.dealer, after.options)))
        return after

    patch(rules, "begin_play_if_ready", begin_play_if_ready)


def offsuit_can_win() -> None:
    def winning_index(cards: Sequence[Card], trump: Suit | None, suit_of: SuitOf, stronger: Stronger) -> int:
        best = 0
        for i in range(1, len(cards)):
            a, b = cards[i], cards[best]
            if suit_of(a) == suit_of(b):
                if stronger(a, b):
                    best = i
            elif trump is not None and suit_of(a) == trump:
                best = i
            elif suit_of(b) != trump and a.rank > b.rank and not a.is_joker:
                best = i  # a higher card of a third suit wins: wrong
        return best

    patch(rules, "winning_index", winning_index)


def revoke_refused() -> None:
    original = rules.apply

    def apply(state: SmearState, action: Action | str, seat: int | None = None) -> SmearState:
        problem = rules.refusal(state, as_action(action), seat)
        if problem is not None:
            raise problem
        return original(state, action, seat)

    replace_function(rules, "apply", apply)


# ---------------------------------------------------------------------------- scoring


def _awards_variant(change: Callable[[HandState, SmearOptions, tuple[Award, ...], tuple[int, ...]], tuple[Award, ...]],
                    options_change: Callable[[SmearOptions], SmearOptions] = lambda o: o) -> Callable[[], None]:
    def apply() -> None:
        original = scoring.hand_awards

        def hand_awards(hand: HandState, options: SmearOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
            awards, totals = original(hand, options_change(options))
            return change(hand, options, awards, totals), totals

        patch(scoring, "hand_awards", hand_awards)

    return apply


def _same(hand: HandState, options: SmearOptions, awards: tuple[Award, ...], totals: tuple[int, ...]) -> tuple[Award, ...]:
    return awards


def _game_to_pitcher(hand: HandState, options: SmearOptions, awards: tuple[Award, ...], totals: tuple[int, ...]) -> tuple[Award, ...]:
    assert hand.pitcher is not None
    side = options.side_of(hand.pitcher)
    best = max(totals)
    tied = [s for s, t in enumerate(totals) if t == best]
    out = []
    for a in awards:
        if a.category == "game" and a.side is None and best > 0 and len(tied) > 1 and side in tied:
            a = Award("game", side, 1)
        out.append(a)
    return tuple(out)


def _three_worth_one(hand: HandState, options: SmearOptions, awards: tuple[Award, ...], totals: tuple[int, ...]) -> tuple[Award, ...]:
    return tuple(Award(a.category, a.side, 1) if a.category == "three" and a.side is not None else a for a in awards)


def _jokers_to_holder(hand: HandState, options: SmearOptions, awards: tuple[Award, ...], totals: tuple[int, ...]) -> tuple[Award, ...]:
    out = []
    for a in awards:
        if a.category in ("joker1", "joker2"):
            joker = X1 if a.category == "joker1" else X2
            dealt = [s for s, cards in enumerate(hand.deal.hands) if joker in cards]
            a = Award(a.category, options.side_of(dealt[0]), 1) if dealt else a
        out.append(a)
    return tuple(out)


def _changes_variant(change: Callable[[Sequence[int], int, int, Sequence[int], tuple[int, ...], bool], tuple[int, ...]]) -> Callable[[], None]:
    def apply() -> None:
        original = scoring.hand_changes

        def hand_changes(captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int], options: SmearOptions) -> tuple[tuple[int, ...], bool]:
            changes, made = original(captured, pitcher_side, bid, revoking, options)
            return change(captured, pitcher_side, bid, revoking, changes, made), made

        patch(scoring, "hand_changes", hand_changes)

    return apply


def _set_back_zero(captured: Sequence[int], pitcher: int, bid: int, revoking: Sequence[int], changes: tuple[int, ...], made: bool) -> tuple[int, ...]:
    if made or revoking:
        return changes
    return tuple(0 if s == pitcher else c for s, c in enumerate(changes))


def _revoke_sets_back(captured: Sequence[int], pitcher: int, bid: int, revoking: Sequence[int], changes: tuple[int, ...], made: bool) -> tuple[int, ...]:
    if pitcher not in revoking:
        return changes
    return tuple(-bid if s == pitcher else c for s, c in enumerate(changes))


def jokers_count_game() -> None:
    original = scoring.game_value

    def game_value(card: Card, options: SmearOptions) -> int:
        return 1 if card.is_joker else original(card, options)

    patch(scoring, "game_value", game_value)


def zero_total_wins_game() -> None:
    def game_award(totals: Sequence[int], low_side_by_tied: Sequence[int | None], options: SmearOptions) -> int | None:
        best = max(totals)
        leaders = [s for s, t in enumerate(totals) if t == best]
        if len(leaders) == 1:
            return leaders[0]
        if options.game_tie == "lowest_trump":
            for side in low_side_by_tied:
                if side in leaders:
                    return side
        return None

    patch(scoring, "game_award", game_award)


# ---------------------------------------------------------------------------- game end


def _winner_variant(rule: Callable[[Sequence[int], int | None, SmearOptions], int | None]) -> Callable[[], None]:
    def apply() -> None:
        replace_function(scoring, "game_winner", rule)

    return apply


_ORIGINAL_WINNER = _original_game_winner


def _first_of_tie_wins(scores: Sequence[int], pitcher_side: int | None, options: SmearOptions) -> int | None:
    if pitcher_side is not None and scores[pitcher_side] >= options.target:
        return pitcher_side
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    if best >= options.target or (options.elimination is not None and min(scores) <= options.elimination):
        return leaders[0]
    return None


def _elimination_strictly_below(scores: Sequence[int], pitcher_side: int | None, options: SmearOptions) -> int | None:
    if options.elimination is not None:
        options = dataclasses.replace(options, elimination=options.elimination - 1)
    return _ORIGINAL_WINNER(scores, pitcher_side, options)


MUTANTS: dict[str, Mutant] = {
    "jick_not_trump": Mutant("the Jick is not a trump", "SM-4.2, R-SM-7", jick_not_trump),
    "jick_follows_printed_suit": Mutant("the Jick still follows its printed suit", "SM-4.2, SM-6.3, R-SM-7", jick_follows_printed_suit),
    "jokers_swapped": Mutant("X2 ranks above X1", "SM-4.3, R-SM-9", jokers_swapped),
    "jack_below_jick": Mutant("the Jick ranks above the jack of trump", "SM-4.3, R-SM-7", jack_below_jick),
    "jokers_lowest": Mutant("jokers are the lowest trumps", "SM-4.3, R-SM-8", jokers_lowest),
    "big_joker_above_jack": Mutant("double_joker puts X1 above the jack of trump", "SM-4.3, R-SM-10", big_joker_above_jack),
    "tiebreak_ignored": Mutant("joker_tiebreak is ignored (X1 always beats X2)", "SM-4.4, R-SM-9", tiebreak_ignored),
    "dealer_may_pass": Mutant("the dealer is not forced to bid (all pass: redeal)", "SM-3.5, R-SM-5", dealer_may_pass),
    "max_bid_continues": Mutant("a maximum bid does not end the bidding", "SM-3.4, R-SM-4", max_bid_continues),
    "equal_bid_allowed": Mutant("a bid equal to the current bid is accepted", "SM-3.2", equal_bid_allowed),
    "hand_maximum_11": Mutant("the hand maximum is one more (the seed's 'Total máximo: 11')", "SM-7.1, R-SM-16", hand_maximum(lambda h, o: h + 1)),
    "maximum_bid_10": Mutant("bids are capped at 10 even when more points exist", "SM-3.2, R-SM-6", hand_maximum(lambda h, o: min(h, 10))),
    "eldest_is_dealer": Mutant("bidding starts with the dealer", "SM-1.3, SM-3.1", eldest_is_dealer),
    "dealer_rotates_right": Mutant("the deal passes to the right", "SM-1.3", dealer_rotates_right),
    "redeal_passes_deal": Mutant("after a redeal or misdeal the deal passes on", "SM-2.4, SM-3.5", redeal_passes_deal),
    "dealer_set_same_dealer": Mutant("after an all-pass dealer_set the same dealer deals again", "SM-3.5, R-SM-5", dealer_set_same_dealer),
    "auto_hand_size_8_above_4": Mutant("hand_size auto deals 8 with more than 4 players", "SM-2.2, R-SM-3", auto_hand_size_eight_above_four),
    "partners_adjacent": Mutant("partners sit next to each other", "SM-1.2, R-SM-2", partners_adjacent),
    "discard_any_count": Mutant("a discard of the wrong number of cards is accepted", "SM-5.1", _discard_refusal_ignoring(Code.DISCARD_COUNT)),
    "nine_card_keep_plain": Mutant("nine-card Smear lets a non-trump be kept", "SM-5.5, R-SM-12", _discard_refusal_ignoring(Code.MUST_DISCARD_NON_TRUMP)),
    "discard_from_eldest": Mutant("discards start left of the dealer, not with the pitcher", "SM-5.1, R-SM-11", discard_from_eldest),
    "first_lead_free": Mutant("the pitcher's first lead need not be a trump", "SM-6.2, R-SM-13", _play_refusal_ignoring(Code.MUST_LEAD_TRUMP)),
    "no_trump_when_following": Mutant("no trumping while able to follow (trump_anytime ignored)", "SM-6.3, R-SM-14", no_trump_when_following),
    "leader_is_eldest": Mutant("the eldest hand leads the first trick", "SM-6.1", leader_is_eldest),
    "offsuit_can_win": Mutant("a higher card of a third suit can win a trick", "SM-6.5", offsuit_can_win),
    "revoke_refused": Mutant("revoke penalized still refuses revokes", "SM-6.7, R-SM-15", revoke_refused),
    "low_to_holder": Mutant("Low goes to the player of the lowest trump", "SM-7.3, R-SM-18", _awards_variant(_same, lambda o: dataclasses.replace(o, low_rule="holder"))),
    "high_highest_in_play": Mutant("High goes with the highest trump played", "SM-7.2, R-SM-17", _awards_variant(_same, lambda o: dataclasses.replace(o, high_rule="highest_in_play"))),
    "game_tie_to_pitcher": Mutant("a Game tie involving the pitcher's side goes to the pitcher", "SM-7.7, R-SM-20", _awards_variant(_game_to_pitcher)),
    "three_worth_one": Mutant("the Three is worth 1", "SM-7.8", _awards_variant(_three_worth_one)),
    "jokers_to_holder": Mutant("joker points go to the side dealt the joker", "SM-7.6, R-SM-19", _awards_variant(_jokers_to_holder)),
    "no_jick_scores_three": Mutant("no_jick still scores the Three", "SM-10, R-SM-24", _awards_variant(_same, lambda o: dataclasses.replace(o, score_three=True) if not o.jick else o)),
    "jokers_count_game": Mutant("jokers count 1 game point", "SM-7.7, R-SM-20", jokers_count_game),
    "zero_total_wins_game": Mutant("a tie at 0 game points can still win Game", "SM-7.7, R-SM-20", zero_total_wins_game),
    "set_back_zero": Mutant("a set pitcher scores 0 instead of losing the bid", "SM-8.3", _changes_variant(_set_back_zero)),
    "revoke_sets_back": Mutant("a revoking pitcher is set back by its bid", "SM-8.5, R-SM-15", _changes_variant(_revoke_sets_back)),
    "pitcher_not_first": Mutant("the pitcher is not checked first at the target", "SM-9.2, R-SM-21", _winner_variant(lambda s, p, o: _ORIGINAL_WINNER(s, None, o))),
    "tie_at_target_first_wins": Mutant("a tie at the top past the target goes to the lowest seat", "SM-9.3, R-SM-21", _winner_variant(_first_of_tie_wins)),
    "elimination_strictly_below": Mutant("elimination needs a score below the threshold", "SM-9.4, R-SM-22", _winner_variant(_elimination_strictly_below)),
}
