"""Deliberately wrong implementations of the three games: each changes one rule of the reference,
most of them a contested point of the SPEC's ambiguity register read the other way. The corpus has
teeth when every mutant fails at least one case of its game (tests/test_conformance_teeth.py).

Smear mutants have plain names (``jick_not_trump``); Four Point mutants start with ``fp_`` and
Smoorverliefd mutants with ``sv_``. A mutant monkeypatches the reference in the adapter process
only:

    python -m conformance.protocol.reference_adapter --mutant jick_not_trump
    python -m conformance.protocol.reference_adapter --mutant fp_low_to_taker
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reference.actions import Action, Pass, as_action, bid_of
from reference.bidding import bid_refusal as bid_refusal_for
from reference.cards import ACE, JACK, X1, X2, Card, Suit
from reference.errors import Code, IllegalAction
from reference.fourpoint import binding as fp_binding
from reference.fourpoint import rules as fp_rules
from reference.fourpoint import scoring as fp_scoring
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.options import side_of as fp_side_of
from reference.fourpoint.state import Award as FPAward
from reference.fourpoint.state import FourPointState
from reference.fourpoint.state import HandResult as FPHandResult
from reference.fourpoint.state import HandState as FPHandState
from reference.phases import Phase
from reference.smear import binding, ranking, rules, scoring
from reference.smear.options import SmearOptions
from reference.smear.ranking import suit_of as _original_suit_of
from reference.smear.scoring import game_winner as _original_game_winner
from reference.smear.scoring import unplayed_result
from reference.smear.state import Award, HandResult, HandState, SmearState
from reference.smoorverliefd import binding as sv_binding
from reference.smoorverliefd import rules as sv_rules
from reference.smoorverliefd import scoring as sv_scoring
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.state import HandResult as SVHandResult
from reference.smoorverliefd.state import HandState as SVHandState
from reference.table import close_hand
from reference.tricks import Stronger, SuitOf
from reference.tricks import may_play as _original_may_play


@dataclass(frozen=True)
class Mutant:
    description: str
    rule: str  # the SPEC rule (and register entry) it breaks
    apply: Callable[[], None]
    game: str = "smear"  # the game whose cases must catch it


def patch(owner: object, name: str, new: object) -> None:
    """Rebind ``owner.name`` (a module's function, a class's method or property)."""
    setattr(owner, name, new)


def replace_function(module: object, name: str, new: object) -> None:
    """Rebind ``module.name`` everywhere the reference holds the original: in every reference
    module that imported it by name, and in every binding's ``Rules`` record."""
    old = getattr(module, name)
    for mod in list(sys.modules.values()):
        if mod is not None and getattr(mod, "__name__", "").startswith("reference") and getattr(mod, name, None) is old:
            setattr(mod, name, new)
    for bound in (binding.RULES, fp_binding.RULES, sv_binding.RULES):
        for f in dataclasses.fields(bound):
            if getattr(bound, f.name) is old:
                object.__setattr__(bound, f.name, new)


def plays_from_refusals() -> None:
    """Rebuild each game's fast ``playable`` (what ``legal_actions`` and ``apply`` use) from its
    ``play_refusal``, so a mutant that changes the refusal rule, or ``may_play`` beneath it,
    changes the legal plays too, as it did when legal lists were filtered through the refusals."""

    def smear_playable(hand: HandState, seat: int, options: SmearOptions) -> tuple[Card, ...]:
        return tuple(c for c in hand.hands[seat] if rules.play_refusal(hand, seat, c, options) is None)

    def fp_playable(hand: FPHandState, seat: int, options: FourPointOptions) -> tuple[Card, ...]:
        return tuple(c for c in hand.hands[seat] if fp_rules.play_refusal(hand, seat, c, options) is None)

    def sv_playable(hand: SVHandState, seat: int, options: SmoorverliefdOptions) -> tuple[Card, ...]:
        return tuple(c for c in hand.hands[seat] if sv_rules.play_refusal(hand, seat, c, options) is None)

    patch(rules, "playable", smear_playable)
    patch(fp_rules, "playable", fp_playable)
    patch(sv_rules, "playable", sv_playable)


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


def max_bid_ends() -> None:
    def bidding_over(hand: HandState, options: SmearOptions) -> bool:
        return len(hand.bids) == options.players or hand.bid == options.hand_maximum

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
        winner = scoring.game_winner(result.scores, pitcher_side, scoring.pitcher_made(result, pitcher_side), o)
        state = close_hand(state, hand, result, result.scores, winner, dealer_after(hand, redeal, o))
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
        plays_from_refusals()

    return apply


def no_trump_when_following() -> None:
    original = _original_may_play

    def may_play(hand: Sequence[Card], card: Card, led: Suit | None, trump: Suit | None, suit_of: SuitOf, trump_anytime: bool) -> bool:
        return original(hand, card, led, trump, suit_of, False)

    patch(rules, "may_play", may_play)
    plays_from_refusals()


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


def _winner_variant(rule: Callable[[Sequence[int], int | None, bool, SmearOptions], int | None]) -> Callable[[], None]:
    def apply() -> None:
        replace_function(scoring, "game_winner", rule)

    return apply


_ORIGINAL_WINNER = _original_game_winner


def _first_of_tie_wins(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    if pitcher_side is not None and made and scores[pitcher_side] >= options.target:
        return pitcher_side
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    if best >= options.target or (options.elimination is not None and min(scores) <= options.elimination):
        return leaders[0]
    return None


def _elimination_strictly_below(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    if options.elimination is not None:
        options = dataclasses.replace(options, elimination=options.elimination - 1)
    return _ORIGINAL_WINNER(scores, pitcher_side, made, options)


def _set_pitcher_still_wins(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    """SM-9.2 without the seed's made-bid condition (the engine before issue 12)."""
    return _ORIGINAL_WINNER(scores, pitcher_side, True, options)


# ============================================================================ Four Point


def _fp_option_reading(change: Callable[[FourPointOptions], FourPointOptions]) -> Callable[[], None]:
    """Score every hand as if the options read ``change(options)``."""
    def apply() -> None:
        original = fp_scoring.hand_awards

        def hand_awards(hand: FPHandState, options: FourPointOptions) -> tuple[tuple[FPAward, ...], tuple[int, ...]]:
            return original(hand, change(options))

        patch(fp_scoring, "hand_awards", hand_awards)

    return apply


def fp_discard_rule_ignored() -> None:
    def respects(discard: Sequence[Card], suit: Suit, held: Sequence[Card], options: FourPointOptions) -> bool:
        return True

    patch(fp_rules, "respects", respects)


def fp_first_lead_not_trump() -> None:
    """Trump is the bidder's longest suit (as if declared), not the suit of the first card led."""
    original = fp_rules.after_play

    def after_play(state: FourPointState, hand: FPHandState, seat: int, card: Card) -> FourPointState:
        if hand.trump is None:
            held = hand.hands[seat]
            suit = max(Suit, key=lambda s: (sum(1 for c in held if c.suit == s), -int(s)))
            hand = dataclasses.replace(hand, trump=suit)
        return original(state, hand, seat, card)

    patch(fp_rules, "after_play", after_play)


def fp_discards_not_counted() -> None:
    def game_totals(hand: FPHandState) -> tuple[int, ...]:
        totals = [0, 0]
        for t in hand.tricks:
            totals[fp_side_of(t.winner)] += sum(fp_scoring.game_value(c) for c in t.cards)
        return tuple(totals)

    patch(fp_scoring, "game_totals", game_totals)


def fp_excess_only_by_default() -> None:
    original = fp_rules.trump_allowance

    def trump_allowance(held: Sequence[Card], suit: Suit, options: FourPointOptions) -> int:
        return original(held, suit, dataclasses.replace(options, trump_discard="excess_only"))

    patch(fp_rules, "trump_allowance", trump_allowance)


def fp_no_trump_when_following() -> None:
    def may_play(hand: Sequence[Card], card: Card, led: Suit | None, trump: Suit | None, suit_of: SuitOf, trump_anytime: bool) -> bool:
        return _original_may_play(hand, card, led, trump, suit_of, False)

    patch(fp_rules, "may_play", may_play)
    plays_from_refusals()


def fp_jack_to_player() -> None:
    original = fp_scoring.jack_award

    def jack_award(hand: FPHandState, trump: Suit, played: dict[Card, fp_scoring.Placed], options: FourPointOptions) -> FPAward:
        jack = Card(JACK, trump)
        if jack in played:
            return fp_scoring.card_award("jack", jack, "player", played)
        return original(hand, trump, played, options)

    patch(fp_scoring, "jack_award", jack_award)


def fp_game_tie_to_bidder() -> None:
    original = fp_scoring.game_award

    def game_award(totals: Sequence[int], bidder_side: int, options: FourPointOptions) -> int | None:
        return original(totals, bidder_side, dataclasses.replace(options, game_tie="bidder"))

    patch(fp_scoring, "game_award", game_award)


def fp_take_from_the_back() -> None:
    original = fp_rules.take_undealt

    def take_undealt(hand: FPHandState, options: FourPointOptions) -> FPHandState:
        return original(dataclasses.replace(hand, stock=hand.stock[::-1]), options)

    patch(fp_rules, "take_undealt", take_undealt)


def _fp_bidding_reading(change: Callable[[FourPointOptions], FourPointOptions]) -> Callable[[], None]:
    """A mutant that bids (and ends the bidding) under another reading whatever the options say."""

    def apply() -> None:
        refusal, over = fp_rules.bid_refusal, fp_rules.bidding_over

        def bid_refusal(hand: FPHandState, amount: int | None, options: FourPointOptions) -> IllegalAction | None:
            return refusal(hand, amount, change(options))

        def bidding_over(hand: FPHandState, options: FourPointOptions) -> bool:
            return over(hand, change(options))

        patch(fp_rules, "bid_refusal", bid_refusal)
        patch(fp_rules, "bidding_over", bidding_over)

    return apply


def fp_made_bid_winner_ignored() -> None:
    original = fp_scoring.game_winner

    def game_winner(result: FPHandResult, options: FourPointOptions) -> int | None:
        return original(result, dataclasses.replace(options, made_bid_winner="either_side"))

    replace_function(fp_scoring, "game_winner", game_winner)


def fp_non_bidder_cap_ignored() -> None:
    def capped_gain(before: int, won: int, options: FourPointOptions) -> int:
        return won

    patch(fp_scoring, "capped_gain", capped_gain)


def fp_non_bidder_checked_first() -> None:
    original = fp_scoring.game_winner

    def game_winner(result: FPHandResult, options: FourPointOptions) -> int | None:
        if result.bidder is not None and not options.win_only_on_made_bid:
            other = 1 - fp_side_of(result.bidder)
            if result.scores[other] >= options.target:
                return other
        return original(result, options)

    replace_function(fp_scoring, "game_winner", game_winner)


# ============================================================================ Smoorverliefd


def _sv_heart_value(change: Callable[[Card, SmoorverliefdOptions, int], int]) -> Callable[[], None]:
    def apply() -> None:
        original = sv_scoring.heart_value

        def heart_value(card: Card, options: SmoorverliefdOptions) -> int:
            return change(card, options, original(card, options))

        patch(sv_scoring, "heart_value", heart_value)

    return apply


def sv_no_sweep_doubling() -> None:
    original = sv_scoring.round_points

    def round_points(heart_points: Sequence[int], sweeps: Sequence[bool], winners: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        return original(heart_points, [False] * len(sweeps), winners, options)

    patch(sv_scoring, "round_points", round_points)


def sv_sweep_needs_thirteen() -> None:
    def is_sweep(hearts: int, in_play: int, options: SmoorverliefdOptions) -> bool:
        return hearts == 13

    patch(sv_scoring, "is_sweep", is_sweep)


def sv_troef_heart_while_following() -> None:
    def may_play(hand: Sequence[Card], card: Card, led: Suit | None, trump: Suit | None, suit_of: SuitOf, trump_anytime: bool) -> bool:
        return _original_may_play(hand, card, led, trump, suit_of, trump is not None)

    patch(sv_rules, "may_play", may_play)
    plays_from_refusals()


def _sv_troef_duty(duty: Callable[[SmoorverliefdOptions], SmoorverliefdOptions]) -> Callable[[], None]:
    """Play under another duty to trump whatever ``troef_duty`` says (met Troef only)."""

    def apply() -> None:
        original = sv_rules.play_refusal

        def play_refusal(hand: SVHandState, seat: int, card: Card, options: SmoorverliefdOptions) -> IllegalAction | None:
            return original(hand, seat, card, duty(options) if options.troef else options)

        patch(sv_rules, "play_refusal", play_refusal)
        plays_from_refusals()

    return apply


def sv_curse_tie_nobody() -> None:
    def curse_penalties(cursed_cards: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        most = max(cursed_cards)
        tied = sum(1 for n in cursed_cards if n == most)
        return [-options.curse_penalty if most > 0 and n == most and tied == 1 else 0 for n in cursed_cards]

    patch(sv_scoring, "curse_penalties", curse_penalties)


def sv_hearts_broken() -> None:
    original = sv_rules.play_refusal

    def play_refusal(hand: SVHandState, seat: int, card: Card, options: SmoorverliefdOptions) -> IllegalAction | None:
        held = hand.hands[seat]
        broken = any(c.suit is Suit.H for t in hand.tricks for c in t.cards)
        if not hand.trick and card.suit is Suit.H and card in held and not broken and any(c.suit is not Suit.H for c in held):
            return IllegalAction(Code.MUST_FOLLOW_SUIT, "SV-3.2", "hearts are not broken")
        return original(hand, seat, card, options)

    patch(sv_rules, "play_refusal", play_refusal)
    plays_from_refusals()


def sv_sweep_doubles_adjustments() -> None:
    original = sv_scoring.score_round

    def score_round(hand: SVHandState, scores: Sequence[int], options: SmoorverliefdOptions) -> SVHandResult:
        r = original(hand, scores, options)
        extra = [t.bid_adjustment + t.curse_penalty if t.sweep else 0 for t in r.sides]
        changes = tuple(c + e for c, e in zip(r.changes, extra))
        return dataclasses.replace(r, changes=changes, scores=tuple(s + c for s, c in zip(scores, changes)))

    replace_function(sv_scoring, "score_round", score_round)


def sv_bonus_when_more() -> None:
    def bid_adjustment(bid: int, hearts: int, options: SmoorverliefdOptions) -> int:
        return -options.blind_penalty if hearts < bid else options.blind_bonus

    patch(sv_scoring, "bid_adjustment", bid_adjustment)


def sv_champion_only_by_default() -> None:
    original = sv_scoring.round_points

    def round_points(heart_points: Sequence[int], sweeps: Sequence[bool], winners: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        return original(heart_points, sweeps, winners, dataclasses.replace(options, champion="only_champion_scores"))

    patch(sv_scoring, "round_points", round_points)


def sv_cupid_tie_lowest_seat() -> None:
    def cupid_dealer(result: SVHandResult, players: int) -> int:
        return min(range(players), key=lambda seat: result.seats[seat].heart_points)

    replace_function(sv_scoring, "cupid_dealer", cupid_dealer)


def sv_pair_sweep_single_by_default() -> None:
    original = sv_scoring.side_sweeps

    def side_sweeps(seat_hearts: Sequence[int], in_play: int, options: SmoorverliefdOptions) -> list[bool]:
        if options.partners:
            options = dataclasses.replace(options, pair_sweep="single_player")
        return original(seat_hearts, in_play, options)

    patch(sv_scoring, "side_sweeps", side_sweeps)


def sv_bids_up_to_thirteen() -> None:
    def max_bid(hand: SVHandState) -> int:
        return 13

    patch(sv_rules, "max_bid", max_bid)


def sv_dealer_rotates_right() -> None:
    original = sv_rules.next_dealer

    def next_dealer(result: SVHandResult, options: SmoorverliefdOptions) -> int:
        return (result.dealer - 1) % options.players if not options.cupids_arrow else original(result, options)

    patch(sv_rules, "next_dealer", next_dealer)


def sv_tie_at_top_first_wins() -> None:
    def game_winner(scores: Sequence[int], options: SmoorverliefdOptions) -> int | None:
        best = max(scores)
        return scores.index(best) if best >= options.target else None

    replace_function(sv_scoring, "game_winner", game_winner)


# ============================================================================ standard values (issue 16)
#
# Each mutant below replaces one variant-dependent quantity with the value it has in the standard
# game, or a variant's order with the standard order: code that is right for the standard game and
# was never told about the variant. Smear's standard game: 4 players, no partners, 54 cards
# (2 jokers), 10 cards each, the Jick, the jokers below the Jick, a hand maximum of 10, target 21.


_STD_SMEAR = SmearOptions()
_STD_HAND_MAXIMUM = _STD_SMEAR.hand_maximum  # read before any mutant replaces the property
_STD_FP = FourPointOptions()
_STD_SV = SmoorverliefdOptions()


def _class_property(cls: type, name: str, value: Callable[[object, Callable[[object], object]], object]) -> None:
    """Replace the property ``cls.<name>``; ``value(options, original)``."""
    prop = vars(cls)[name]
    assert isinstance(prop, property) and prop.fget is not None
    getter: Callable[[object], object] = prop.fget
    patch(cls, name, property(lambda options: value(options, getter)))


def _std_smear_property(name: str) -> Callable[[], None]:
    """The int property ``SmearOptions.<name>`` at its standard game's value."""
    value = getattr(_STD_SMEAR, name)

    def apply() -> None:
        _property(name, lambda o, original: value)

    return apply


def std_revoke_penalty() -> None:
    """SM-8.5 (revoke penalized): the other sides score 10, not the variant's hand maximum."""
    original = scoring.hand_changes

    def hand_changes(captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int], options: SmearOptions) -> tuple[tuple[int, ...], bool]:
        changes, made = original(captured, pitcher_side, bid, revoking, options)
        if revoking and options.revoke == "penalized":
            changes = tuple(0 if s in revoking else _STD_HAND_MAXIMUM for s in range(options.sides))
        return changes, made

    patch(scoring, "hand_changes", hand_changes)


def std_maximum_bid() -> None:
    """SM-3.2, SM-3.4: bids run to 10 and a bid of 10 is the maximum, whatever the hand maximum."""
    original = rules.bid_refusal
    top = _STD_HAND_MAXIMUM

    def bid_refusal(hand: HandState, amount: int | None, options: SmearOptions) -> IllegalAction | None:
        if amount is None:
            return original(hand, amount, options)
        return bid_refusal_for(amount, hand.bid, rules.MIN_BID, top, "SM-3.2")

    def bidding_over(hand: HandState, options: SmearOptions) -> bool:
        return len(hand.bids) == options.players or (options.max_bid == "ends_bidding" and hand.bid == top)

    def legal_actions(state: SmearState) -> list[Action]:
        hand = state.hand
        if hand is None or hand.phase is not Phase.BIDDING or state.winner is not None:
            return original_legal(state)
        bids: list[Action] = [bid_of(n) for n in range(rules.MIN_BID, top + 1) if bid_refusal(hand, n, state.options) is None]
        return [a for a in original_legal(state) if isinstance(a, Pass)] + bids

    original_legal = rules.legal_actions
    patch(rules, "bid_refusal", bid_refusal)
    patch(rules, "bidding_over", bidding_over)
    replace_function(rules, "legal_actions", legal_actions)


def std_trump_order() -> None:
    """SM-4.3: the jokers below the Jick whatever ``joker_rank`` says (the double-joker order lost)."""
    original = ranking.trump_order

    def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
        return original(trump, dataclasses.replace(options, joker_rank="below_jick"))

    patch(ranking, "trump_order", trump_order)


def std_trump_set() -> None:
    """SM-4.2: the Jick is a trump (and ranks as one) even when the variant has no Jick."""
    original = ranking.trump_order

    def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
        return card.suit is None or card.suit == trump or card == ranking.jick(trump)

    def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
        return original(trump, dataclasses.replace(options, jick=True))

    replace_function(ranking, "is_trump", is_trump)
    patch(ranking, "trump_order", trump_order)


def std_low_high_candidates() -> None:
    """SM-7.2, SM-7.3: Low (and High under ``highest_in_play``) is chosen among the standard game's
    trumps in the standard order: the Jick counts under no_jick, the jokers sit below the Jick
    under double_joker."""
    original = scoring.hand_awards

    def hand_awards(hand: HandState, options: SmearOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
        awards, totals = original(hand, options)
        trump = hand.trump
        assert trump is not None
        std = dataclasses.replace(_STD_SMEAR, high_rule=options.high_rule, low_rule=options.low_rule)
        played = [c for t in hand.tricks for c in t.cards]
        trumps = sorted((c for c in played if ranking.is_trump(c, trump, std)), key=lambda c: ranking.trump_power(c, trump, std))

        def award(category: str, card: Card | None, by_player: bool) -> Award:
            if card is None:
                return Award(category, None, 0)  # type: ignore[arg-type]
            seat = scoring._player_of(card, hand) if by_player else None
            side = options.side_of(seat) if seat is not None else scoring._capturer(card, hand, options)
            return Award(category, side, 1 if side is not None else 0)  # type: ignore[arg-type]

        out = []
        for a in awards:
            if a.category == "low":
                a = award("low", trumps[0] if trumps else None, options.low_rule == "holder")
            elif a.category == "high" and options.high_rule == "highest_in_play":
                a = award("high", trumps[-1] if trumps else None, False)
            out.append(a)
        return tuple(out), totals

    patch(scoring, "hand_awards", hand_awards)


def std_deck_size() -> None:
    """SM-2.1: the deck is 54 cards (two jokers) whatever ``jokers`` says."""
    from reference.cards import standard_deck

    def deck(options: SmearOptions) -> tuple[Card, ...]:
        return standard_deck(jokers=_STD_SMEAR.jokers)

    replace_function(rules, "deck", deck)


def std_target_smear() -> None:
    """SM-9.1: the game is played to 21 whatever ``target`` says."""
    original = _original_game_winner

    def game_winner(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
        return original(scores, pitcher_side, made, dataclasses.replace(options, target=_STD_SMEAR.target))

    replace_function(scoring, "game_winner", game_winner)


def std_no_elimination() -> None:
    """SM-9.4: no elimination, as in the standard game, whatever ``elimination`` says."""
    original = _original_game_winner

    def game_winner(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
        return original(scores, pitcher_side, made, dataclasses.replace(options, elimination=None))

    replace_function(scoring, "game_winner", game_winner)


def fp_std_take() -> None:
    """FP-4.1, FP-4.2: the bidder takes (and discards) three cards whatever ``take`` says."""
    take, refusal, choices = fp_rules.take_undealt, fp_rules.discard_refusal, fp_rules.discard_choices

    def three(options: FourPointOptions) -> FourPointOptions:
        return dataclasses.replace(options, take=_STD_FP.take)

    def take_undealt(hand: FPHandState, options: FourPointOptions) -> FPHandState:
        return take(hand, three(options))

    def discard_refusal(hand: FPHandState, seat: int, cards: tuple[Card, ...], options: FourPointOptions) -> IllegalAction | None:
        return refusal(hand, seat, cards, three(options))

    def discard_choices(hand: FPHandState, seat: int, options: FourPointOptions) -> list[tuple[Card, ...]]:
        return choices(hand, seat, three(options))

    patch(fp_rules, "take_undealt", take_undealt)
    patch(fp_rules, "discard_refusal", discard_refusal)
    patch(fp_rules, "discard_choices", discard_choices)


def fp_std_target() -> None:
    """FP-9.1, FP-9.4: the game is played to 15 (and capped below 15) whatever ``target`` says."""
    winner, cap = fp_scoring.game_winner, fp_scoring.capped_gain

    def game_winner(result: FPHandResult, options: FourPointOptions) -> int | None:
        return winner(result, dataclasses.replace(options, target=_STD_FP.target))

    def capped_gain(before: int, won: int, options: FourPointOptions) -> int:
        return cap(before, won, dataclasses.replace(options, target=_STD_FP.target))

    replace_function(fp_scoring, "game_winner", game_winner)
    patch(fp_scoring, "capped_gain", capped_gain)


def sv_std_hearts_in_play() -> None:
    """SV-2.4: 13 hearts in play even when a heart is dead (the sweep, the Blind Love bids, the result)."""

    def hearts_in_play(dead: Sequence[Card]) -> int:
        return 13

    replace_function(sv_scoring, "hearts_in_play", hearts_in_play)


def sv_std_blind_amounts() -> None:
    """SV-7.3: the Blind Love bonus and penalty are 10 whatever ``blind_bonus`` and ``blind_penalty`` say."""
    original = sv_scoring.bid_adjustment

    def bid_adjustment(bid: int, hearts: int, options: SmoorverliefdOptions) -> int:
        return original(bid, hearts, dataclasses.replace(options, blind_bonus=_STD_SV.blind_bonus, blind_penalty=_STD_SV.blind_penalty))

    patch(sv_scoring, "bid_adjustment", bid_adjustment)


def sv_std_curse_penalty() -> None:
    """SV-10.4: the curse costs 5 whatever ``curse_penalty`` says."""
    original = sv_scoring.curse_penalties

    def curse_penalties(cursed_cards: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        return original(cursed_cards, dataclasses.replace(options, curse_penalty=_STD_SV.curse_penalty))

    patch(sv_scoring, "curse_penalties", curse_penalties)


def sv_std_sides() -> None:
    """SV-8.1: every player is a side, as without partners."""
    _class_property(SmoorverliefdOptions, "sides", lambda o, original: getattr(o, "players"))

    def side_of(self: SmoorverliefdOptions, seat: int) -> int:
        return seat

    patch(SmoorverliefdOptions, "side_of", side_of)


def sv_std_trick_order() -> None:
    """SV-6.3: the highest card of the led suit wins even under met Troef (hearts are not trumps)."""
    original = sv_rules.trick_winner

    def trick_winner(cards: Sequence[Card], options: SmoorverliefdOptions) -> int:
        return original(cards, dataclasses.replace(options, troef=False, troef_duty="none"))

    patch(sv_rules, "trick_winner", trick_winner)


def sv_std_target() -> None:
    """SV-5.1: the game is played to 50 whatever ``target`` says."""
    original = sv_scoring.game_winner

    def game_winner(scores: Sequence[int], options: SmoorverliefdOptions) -> int | None:
        return original(scores, dataclasses.replace(options, target=_STD_SV.target))

    replace_function(sv_scoring, "game_winner", game_winner)


FP = "fourpoint"
SV = "smoorverliefd"

MUTANTS: dict[str, Mutant] = {
    "jick_not_trump": Mutant("the Jick is not a trump", "SM-4.2, R-SM-7", jick_not_trump),
    "jick_follows_printed_suit": Mutant("the Jick still follows its printed suit", "SM-4.2, SM-6.3, R-SM-7", jick_follows_printed_suit),
    "jokers_swapped": Mutant("X2 ranks above X1", "SM-4.3, R-SM-9", jokers_swapped),
    "jack_below_jick": Mutant("the Jick ranks above the jack of trump", "SM-4.3, R-SM-7", jack_below_jick),
    "jokers_lowest": Mutant("jokers are the lowest trumps", "SM-4.3, R-SM-8", jokers_lowest),
    "big_joker_above_jack": Mutant("double_joker puts X1 above the jack of trump", "SM-4.3, R-SM-10", big_joker_above_jack),
    "tiebreak_ignored": Mutant("joker_tiebreak is ignored (X1 always beats X2)", "SM-4.4, R-SM-9", tiebreak_ignored),
    "dealer_may_pass": Mutant("the dealer is not forced to bid (all pass: redeal)", "SM-3.5, R-SM-5", dealer_may_pass),
    "max_bid_ends": Mutant("a maximum bid ends the bidding (max_bid others_speak ignored)", "SM-3.4, R-SM-4", max_bid_ends),
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
    "pitcher_not_first": Mutant("the pitcher is not checked first at the target", "SM-9.2, R-SM-21", _winner_variant(lambda s, p, m, o: _ORIGINAL_WINNER(s, None, True, o))),
    "set_pitcher_wins_at_target": Mutant("a pitcher set back to the target still wins", "SM-9.2, R-SM-21", _winner_variant(_set_pitcher_still_wins)),
    "game_tie_nobody": Mutant("a Game tie goes to nobody (game_tie low_card ignored)", "SM-7.7, R-SM-20", _awards_variant(_same, lambda o: dataclasses.replace(o, game_tie="none") if o.game_tie == "low_card" else o)),
    "tie_at_target_first_wins": Mutant("a tie at the top past the target goes to the lowest seat", "SM-9.3, R-SM-21", _winner_variant(_first_of_tie_wins)),
    "elimination_strictly_below": Mutant("elimination needs a score below the threshold", "SM-9.4, R-SM-22", _winner_variant(_elimination_strictly_below)),
    # Four Point
    "fp_discard_rule_ignored": Mutant("any discard is lawful and any card may lead after it", "FP-4.3, FP-4.4, FP-5.3, R-FP-8", fp_discard_rule_ignored, FP),
    "fp_first_lead_not_trump": Mutant("trump is the bidder's longest suit, not the suit of the first card led", "FP-5.2", fp_first_lead_not_trump, FP),
    "fp_low_to_taker": Mutant("Low goes to the side that took the 7 of trump, not the side that played it", "FP-7.3, R-FP-11",
                              _fp_option_reading(lambda o: dataclasses.replace(o, low_to="taker")), FP),
    "fp_high_highest_in_play": Mutant("High goes with the highest trump played, not only the ace", "FP-7.2, R-FP-11",
                                      _fp_option_reading(lambda o: dataclasses.replace(o, high_card="highest")), FP),
    "fp_discards_not_counted": Mutant("the bidder's discards do not count for Game", "FP-7.6, R-FP-14", fp_discards_not_counted, FP),
    "fp_excess_only_by_default": Mutant("only the trumps beyond six may be discarded, whatever trump_discard says", "FP-4.3, R-FP-9",
                                        fp_excess_only_by_default, FP),
    "fp_no_trump_when_following": Mutant("no trumping while able to follow (trump_anytime ignored)", "FP-6.2, R-FP-10", fp_no_trump_when_following, FP),
    "fp_jack_to_player": Mutant("the Jack point goes to the side that played the jack", "FP-7.4, R-FP-1", fp_jack_to_player, FP),
    "fp_game_tie_to_bidder": Mutant("a Game tie goes to the bidding side", "FP-7.6, R-FP-14", fp_game_tie_to_bidder, FP),
    "fp_discarded_jack_scores": Mutant("a discarded jack of trump scores Jack for the bidder", "FP-7.4, R-FP-13",
                                       _fp_option_reading(lambda o: dataclasses.replace(o, discarded_jack="bidder")), FP),
    "fp_take_from_the_back": Mutant("the bidder takes the last stock cards, not the first", "FP-4.1, R-FP-4", fp_take_from_the_back, FP),
    "fp_dealer_forced": Mutant("the dealer may not pass after three passes (all_pass ignored)", "FP-3.5, R-FP-5",
                               _fp_bidding_reading(lambda o: dataclasses.replace(o, all_pass="dealer_forced")), FP),
    "fp_stuck_dealer_may_pass": Mutant("all_pass dealer_forced still lets the dealer pass", "FP-3.5, R-FP-5",
                                       _fp_bidding_reading(lambda o: dataclasses.replace(o, all_pass="redeal")), FP),
    "fp_max_bid_others_speak": Mutant("a bid of 4 does not end the bidding (max_bid ignored)", "FP-3.3, R-FP-18",
                                      _fp_bidding_reading(lambda o: dataclasses.replace(o, max_bid="others_speak")), FP),
    "fp_max_bid_ends_bidding": Mutant("max_bid others_speak still ends the bidding at a bid of 4", "FP-3.3, R-FP-18",
                                      _fp_bidding_reading(lambda o: dataclasses.replace(o, max_bid="ends_bidding")), FP),
    "fp_dealer_holds": Mutant("the dealer may hold the bid at the same amount (dealer_holds ignored)", "FP-3.6, R-FP-19",
                              _fp_bidding_reading(lambda o: dataclasses.replace(o, dealer_holds=True)), FP),
    "fp_dealer_may_not_hold": Mutant("dealer_holds true still refuses the dealer's equal bid", "FP-3.6, R-FP-19",
                                     _fp_bidding_reading(lambda o: dataclasses.replace(o, dealer_holds=False)), FP),
    "fp_made_bid_winner_ignored": Mutant("made_bid_winner bidding_side still lets the defenders win", "FP-9.3, R-FP-16",
                                         fp_made_bid_winner_ignored, FP),
    "fp_non_bidder_cap_ignored": Mutant("non_bidder_cap is ignored", "FP-9.4, R-FP-16", fp_non_bidder_cap_ignored, FP),
    "fp_non_bidder_checked_first": Mutant("the non-bidding side at the target wins before the bidding side", "FP-9.2, R-FP-15",
                                          fp_non_bidder_checked_first, FP),
    # Smoorverliefd
    "sv_ace_worth_one": Mutant("the ace of hearts is worth 1", "SV-4.1", _sv_heart_value(lambda c, o, v: 1 if not o.kleine_liefde else v), SV),
    "sv_no_sweep_doubling": Mutant("a sweep does not double the round points", "SV-4.3", sv_no_sweep_doubling, SV),
    "sv_sweep_needs_thirteen": Mutant("a sweep needs 13 hearts even when a heart is dead (sweep all_in_play ignored)", "SV-4.3, R-SV-4",
                                      sv_sweep_needs_thirteen, SV),
    "sv_troef_heart_while_following": Mutant("met Troef lets a heart be played while holding the suit led", "SV-6.2, R-SV-7",
                                             sv_troef_heart_while_following, SV),
    "sv_troefplicht_by_default": Mutant("met Troef: a player void in the suit led must trump (troef_duty ignored)", "SV-6.5, R-SV-13",
                                        _sv_troef_duty(lambda o: dataclasses.replace(o, troef_duty="trump")), SV),
    "sv_troefplicht_ignored": Mutant("troef_duty trump or overtrump: a void player may still discard", "SV-6.5, R-SV-13",
                                     _sv_troef_duty(lambda o: dataclasses.replace(o, troef_duty="none")), SV),
    "sv_overtroefplicht_ignored": Mutant("troef_duty overtrump: a lower heart may be played while holding a higher one",
                                         "SV-6.6, R-SV-13",
                                         _sv_troef_duty(lambda o: dataclasses.replace(o, troef_duty="trump") if o.troef_duty == "overtrump" else o), SV),
    "sv_kleine_ace_five": Mutant("Kleine Liefde values the ace of hearts 5, not 14", "SV-9.1, R-SV-10",
                                 _sv_heart_value(lambda c, o, v: 5 if o.kleine_liefde and c.rank == ACE else v), SV),
    "sv_curse_tie_nobody": Mutant("Cupid's Arrow: a tie for the most cursed cards loses nobody", "SV-10.4, R-SV-11", sv_curse_tie_nobody, SV),
    "sv_hearts_broken": Mutant("hearts may not be led until a heart has been played", "SV-3.2", sv_hearts_broken, SV),
    "sv_sweep_doubles_adjustments": Mutant("a sweep also doubles the Blind Love adjustment and the curse", "SV-4.3, SV-7.3, R-SV-4",
                                           sv_sweep_doubles_adjustments, SV),
    "sv_bonus_when_more": Mutant("Blind Love: more hearts than bid also earns the bonus", "SV-7.3, R-SV-8", sv_bonus_when_more, SV),
    "sv_champion_only_by_default": Mutant("only the champions score, whatever champion says", "SV-4.5, R-SV-5", sv_champion_only_by_default, SV),
    "sv_cupid_tie_lowest_seat": Mutant("Cupid's Arrow: a tie for the fewest heart points goes to the lowest seat", "SV-10.2, R-SV-11",
                                       sv_cupid_tie_lowest_seat, SV),
    "sv_pair_sweep_single_by_default": Mutant("a pair sweeps only when one player took every heart", "SV-8.3, R-SV-9",
                                              sv_pair_sweep_single_by_default, SV),
    "sv_bids_up_to_thirteen": Mutant("Blind Love bids run to 13 even with a dead heart", "SV-7.1, SV-2.4", sv_bids_up_to_thirteen, SV),
    "sv_dealer_rotates_right": Mutant("the deal passes to the right", "SV-1.4", sv_dealer_rotates_right, SV),
    "sv_tie_at_top_first_wins": Mutant("a tie at the top past the target goes to the lowest seat", "SV-5.3, R-SV-6", sv_tie_at_top_first_wins, SV),
    # Standard values where the variant has its own (issue 16, item 4)
    "std_hand_maximum": Mutant("the hand maximum is 10 whatever the scored categories", "SM-7.1, SM-3.2, SM-8.5",
                               hand_maximum(lambda h, o: _STD_HAND_MAXIMUM)),
    "std_revoke_penalty": Mutant("revoke penalized scores the other sides 10, not the hand maximum", "SM-8.5, R-SM-15", std_revoke_penalty),
    "std_maximum_bid": Mutant("bids run to 10, and 10 is the maximum bid, whatever the hand maximum", "SM-3.2, SM-3.4", std_maximum_bid),
    "std_trump_order": Mutant("the jokers rank below the Jick whatever joker_rank says", "SM-4.3, R-SM-10", std_trump_order),
    "std_trump_set": Mutant("the Jick is a trump even without the Jick rule", "SM-4.2, R-SM-24", std_trump_set),
    "std_low_high_candidates": Mutant("Low (and High highest_in_play) among the standard trumps in the standard order", "SM-7.2, SM-7.3",
                                      std_low_high_candidates),
    "std_deck_size": Mutant("the deck is 54 cards whatever jokers says", "SM-2.1", std_deck_size),
    "std_hand_size": Mutant("every player is dealt 10 cards", "SM-2.2, R-SM-3", _std_smear_property("dealt")),
    "std_sides": Mutant("every player is a side, partnerships or not", "SM-1.2", _std_smear_property("sides")),
    "std_target": Mutant("the game is played to 21 whatever target says", "SM-9.1", std_target_smear),
    "std_no_elimination": Mutant("elimination is ignored (off, as in the standard game)", "SM-9.4, R-SM-22", std_no_elimination),
    "fp_std_take": Mutant("the bidder takes and discards three cards whatever take says", "FP-4.1, FP-4.2", fp_std_take, FP),
    "fp_std_target": Mutant("the game is played to 15 whatever target says", "FP-9.1, FP-9.4", fp_std_target, FP),
    "fp_std_high_card": Mutant("High is the ace of trump whatever high_card says", "FP-7.2, R-FP-11",
                               _fp_option_reading(lambda o: dataclasses.replace(o, high_card="ace")), FP),
    "fp_std_low_card": Mutant("Low is the 7 of trump whatever low_card says", "FP-7.3, R-FP-11",
                              _fp_option_reading(lambda o: dataclasses.replace(o, low_card="seven")), FP),
    "sv_std_hearts_in_play": Mutant("13 hearts are in play even with a dead heart", "SV-2.4, SV-4.3, SV-7.1", sv_std_hearts_in_play, SV),
    "sv_std_heart_values": Mutant("Kleine Liefde values the hearts as the standard game (1 each, the ace 5)", "SV-9.1",
                                  _sv_heart_value(lambda c, o, v: (5 if c.rank == ACE else 1) if o.kleine_liefde else v), SV),
    "sv_std_blind_amounts": Mutant("the Blind Love bonus and penalty are 10 whatever the options say", "SV-7.3, R-SV-8", sv_std_blind_amounts, SV),
    "sv_std_curse_penalty": Mutant("the curse costs 5 whatever curse_penalty says", "SV-10.4, R-SV-11", sv_std_curse_penalty, SV),
    "sv_std_sides": Mutant("every player is a side, partners or not", "SV-8.1", sv_std_sides, SV),
    "sv_std_hand_size": Mutant("every player is dealt 13 cards whatever the table size", "SV-2.2",
                               lambda: _class_property(SmoorverliefdOptions, "dealt", lambda o, original: 13), SV),
    "sv_std_trick_order": Mutant("met Troef: the led suit wins, hearts do not trump", "SV-6.3", sv_std_trick_order, SV),
    "sv_std_target": Mutant("the game is played to 50 whatever target says", "SV-5.1", sv_std_target, SV),
}
