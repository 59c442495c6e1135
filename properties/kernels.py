"""CrossHair contracts on the core pure functions of the reference (PEP 316 docstrings).

Each kernel calls the reference function unchanged and states, in its postcondition, what
SPEC.md says the answer must be, using an independent formulation written from the SPEC's
words (``spec_key`` below), never the reference's own helpers. Inputs are small (a few
cards, small ints) so CrossHair can confirm them, every path walked, in the test command
(tests/test_crosshair.py); the kernels that need minutes are in properties/kernels_nightly.py.
"""

from __future__ import annotations

from typing import Literal, cast

# Names used only inside PEP 316 docstring contracts look unused to linters; CrossHair
# evaluates them in this module's namespace, so they must stay imported.
from properties.spec_cards import (  # noqa: F401
    fp_key,
    smear_trick_index,
    spec_heart_value,
    spec_key,
    spec_suit,
)
from reference.bidding import bid_problem
from reference.cards import Card, Suit
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.ranking import stronger as fp_stronger
from reference.fourpoint.ranking import suit_of as fp_suit_of
from reference.fourpoint.rules import respects
from reference.smear.options import SmearOptions
from reference.smear.ranking import stronger, suit_of
from reference.smear.scoring import game_award, hand_changes
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.scoring import champions, heart_value, round_points, side_sweeps
from reference.tricks import beats, may_play, winning_index

STANDARD = SmearOptions()
DOUBLE_JOKER = SmearOptions(joker_rank="big_above_jick")
NO_JICK = SmearOptions(jick=False, score_jick=False)
VARIANTS = (STANDARD, DOUBLE_JOKER, NO_JICK)

# How these contracts are written so that CrossHair can confirm them (explore every path)
# instead of running out of time:
# - a card is two small ints and its suit stays a plain int (``card``): the engine compares
#   suits only with ``==`` and an IntEnum ``Suit`` equals its int, so CrossHair keeps the suit
#   symbolic instead of forking one path per suit (should the engine ever test a suit by
#   identity or read a ``Suit`` attribute of a card's suit, the kernels fail loudly rather
#   than pass);
# - preconditions combine their tests with ``&`` and ``|``, which build one symbolic formula,
#   not with ``and``/``or``, which fork a path at each operand;
# - each general contract is split by case (which cards are trumps), so that a kernel's paths
#   are the engine's own decisions and not the cross product of every case.


def is_card(c: Card) -> bool:
    """CD-2, CD-3: a suited card of rank 2..14, or joker 1 or 2."""
    if c.suit is None:
        return c.rank == 1 or c.rank == 2
    return 2 <= c.rank <= 14


def is_code(rank: int, suit: int) -> bool:
    """A card given as two small ints, which CrossHair explores far better than objects:
    suit 0..3 (S H D C) with rank 2..14, or suit 4 (joker) with rank 1 or 2."""
    return bool(((suit == 4) & ((rank == 1) | (rank == 2))) | ((0 <= suit) & (suit <= 3) & (2 <= rank) & (rank <= 14)))


def distinct4(r0: int, s0: int, r1: int, s1: int, r2: int, s2: int, r3: int, s3: int) -> bool:
    """Four different cards. Each card as one number (ranks are below 16), compared pairwise:
    a set would hash, making CrossHair's symbolic ints concrete."""
    c0, c1, c2, c3 = 16 * s0 + r0, 16 * s1 + r1, 16 * s2 + r2, 16 * s3 + r3
    return bool((c0 != c1) & (c0 != c2) & (c0 != c3) & (c1 != c2) & (c1 != c3) & (c2 != c3))


def card(rank: int, suit: int) -> Card:
    """The card of a code. The suit is kept as the plain int (see the note above): ``Suit(s)``
    would make CrossHair fork a path per suit."""
    return Card(rank, None if suit == 4 else cast(Suit, suit))


def is_trump_code(rank: int, suit: int, t: int, variant: int) -> bool:
    """SM-4.2 (spec_cards' reading): is the card a trump when ``t`` is trump?"""
    return spec_suit(card(rank, suit), Suit(t), variant) == t


def smear_beats_by(rl: int, sl: int, re: int, se: int, t: int, variant: int) -> bool:
    """The engine's answer: does the later card (rl, sl) take the trick from the earlier (re, se)?"""
    o = VARIANTS[variant]
    trump = Suit(t)
    return beats(card(rl, sl), card(re, se), trump, lambda x: suit_of(x, trump, o), lambda x, y: stronger(x, y, trump, o))


def later_ranks_higher(rl: int, sl: int, re: int, se: int, t: int, variant: int) -> bool:
    """SM-6.5 (spec_cards' reading): in a trick led by the earlier card, the later card ranks higher."""
    return trick_key((card(re, se), card(rl, sl)), 1, t, variant) > trick_key((card(re, se), card(rl, sl)), 0, t, variant)


def smear_beats_off_trump(rl: int, sl: int, re: int, se: int, t: int, variant: int) -> bool:
    """SM-6.5, SM-4.2 for two cards, neither a trump: the later card takes the trick from the
    earlier, which leads it, exactly when it is of the same suit and higher rank. Every trump
    suit and card-order variant (the jack of trump's colour is an ordinary card without the
    Jick rule).

    pre: (0 <= variant) & (variant <= 2) & (0 <= t) & (t <= 3) & is_code(rl, sl) & is_code(re, se)
    pre: not is_trump_code(rl, sl, t, variant) and not is_trump_code(re, se, t, variant)
    post: __return__ == ((sl == se) & (rl > re))
    """
    return smear_beats_by(rl, sl, re, se, t, variant)


def smear_beats_one_trump(rl: int, sl: int, re: int, se: int, t: int, variant: int) -> bool:
    """SM-6.5 for two cards of which exactly one is a trump (the Jick and the jokers
    included, SM-4.2): the later card takes the trick exactly when it is the trump.

    pre: (0 <= variant) & (variant <= 2) & (0 <= t) & (t <= 3) & is_code(rl, sl) & is_code(re, se)
    pre: is_trump_code(rl, sl, t, variant) != is_trump_code(re, se, t, variant)
    post: __return__ == is_trump_code(rl, sl, t, variant)
    """
    return smear_beats_by(rl, sl, re, se, t, variant)


def smear_trick_winner(r0: int, s0: int, r1: int, s1: int, r2: int, s2: int, r3: int, s3: int, t: int, variant: int) -> int:
    """SM-6.5 with SM-4.2 to SM-4.4 (fixed joker order): the index of the winning card of a
    four-card trick led by card 0.

    Not a CrossHair contract: four free cards give far more paths than CrossHair can walk (a
    trick without any trump was still unconfirmed after 40 s). tests/test_kernels_hypothesis.py
    checks it against ``trick_key``; CrossHair covers it by its parts: ``winning_index`` is a
    left fold of ``beats`` over the trick, ``beats`` is confirmed for every pair of cards
    (smear_beats_off_trump, smear_beats_one_trump, the two-trump kernels of
    properties/kernels_nightly.py, smear_beats_jokers) and the fold itself is confirmed by
    fp_trick_winner.
    """
    o = VARIANTS[variant]
    trump = Suit(t)
    cards = cards4(r0, s0, r1, s1, r2, s2, r3, s3)
    return winning_index(cards, trump, lambda x: suit_of(x, trump, o), lambda x, y: stronger(x, y, trump, o))


def cards4(r0: int, s0: int, r1: int, s1: int, r2: int, s2: int, r3: int, s3: int) -> tuple[Card, ...]:
    return (card(r0, s0), card(r1, s1), card(r2, s2), card(r3, s3))


def trick_key(cards: tuple[Card, ...], i: int, t: int, variant: int) -> int:
    """SM-6.5 for card ``i`` of a trick led by ``cards[0]``."""
    trump = Suit(t)
    return spec_key(cards[i], spec_suit(cards[0], trump, variant), trump, variant)


def smear_may_follow(r1: int, s1: int, r2: int, s2: int, r3: int, s3: int, rl: int, sl: int, t: int, anytime: bool, variant: int) -> bool:
    """SM-6.3, SM-6.4 (effective suits by SM-4.2 under each variant): may the first card of the
    hand (c1, c2, c3) be played to a trick led by the card (rl, sl)?

    Not a CrossHair contract (it was never confirmed in the budget): checked by
    tests/test_kernels_hypothesis.py. CrossHair confirms the rule with a hand of two cards, one
    kernel a trump suit and variant, in properties/kernels_nightly.py (about 8 s each), and
    smear_may_trump_instead below in every run.
    """
    o = VARIANTS[variant]
    trump = Suit(t)
    hand = (card(r1, s1), card(r2, s2), card(r3, s3))
    led = suit_of(card(rl, sl), trump, o)
    return may_play(hand, hand[0], led, trump, lambda x: suit_of(x, trump, o), anytime)


def smear_may_trump_instead(s_other: int, s_led: int, t: int, anytime: bool) -> bool:
    """SM-6.3 split by case to a domain CrossHair exhausts: may a player holding the 9 of suit
    ``s_other`` play the ace of trump to a trick led by the 8 of suit ``s_led``? (Plain ranks,
    so the Jick and the jokers, covered by smear_may_follow, play no part.)

    pre: 0 <= s_other <= 3 and 0 <= s_led <= 3 and 0 <= t <= 3
    post: __return__ == follows_by_spec(Card(14, Suit(t)), (Card(9, Suit(s_other)),), Card(8, Suit(s_led)), Suit(t), anytime)
    """
    trump = Suit(t)
    hand = (Card(14, trump), Card(9, Suit(s_other)))
    led = suit_of(Card(8, Suit(s_led)), trump, STANDARD)
    return may_play(hand, hand[0], led, trump, lambda x: suit_of(x, trump, STANDARD), anytime)


def follows_by_spec(mine: Card, others: tuple[Card, ...], led_card: Card, trump: Suit, anytime: bool, variant: int = 0) -> bool:
    """SM-6.3, SM-6.4 in the SPEC's words: the led suit, or no card of it, or (when allowed) a trump."""
    led = spec_suit(led_card, trump, variant)
    own = spec_suit(mine, trump, variant)
    return own == led or all(spec_suit(h, trump, variant) != led for h in others) or (anytime and own == int(trump))


TIEBREAKS: tuple[Literal["fixed", "first_played", "second_played"], ...] = ("fixed", "first_played", "second_played")
# SM-4.4: the tiebreak applies with the jokers below the Jick, with or without the Jick (variants 0, 2)
JOKER_OPTIONS = {
    (variant, tb): SmearOptions(jick=variant != 2, score_jick=variant != 2, joker_tiebreak=TIEBREAKS[tb])
    for variant in (0, 2)
    for tb in range(3)
}


def smear_beats_jokers(first: int, t: int, tb: int, variant: int) -> bool:
    """SM-4.4, SM-6.5: a trick holding both jokers, joker ``first`` played before the other:
    does the later joker take the trick from the earlier? By ``joker_tiebreak`` (tb: 0 fixed,
    1 first_played, 2 second_played).

    pre: 1 <= first <= 2 and 0 <= t <= 3 and 0 <= tb <= 2 and (variant == 0 or variant == 2)
    post: __return__ == (smear_trick_index((card(first, 4), card(3 - first, 4)), Suit(t), variant, TIEBREAKS[tb]) == 1)
    """
    o = JOKER_OPTIONS[(variant, tb)]
    trump = Suit(t)
    earlier, later = card(first, 4), card(3 - first, 4)
    return beats(later, earlier, trump, lambda x: suit_of(x, trump, o), lambda x, y: stronger(x, y, trump, o))


def spec_game_point(t0: int, t1: int, t2: int, low0: int, low1: int, tie: int) -> int:
    """SM-7.7 in the SPEC's words, three sides: the unique highest positive total; a tie by
    ``game_tie`` (tie: 0 none, 1 lowest_trump, 2 low_card): nobody; the first tied side among
    the captors of the lowest trumps (lowest first: low0, low1); the captor of the Low card
    (low0) if it is tied. -1: nobody."""
    totals = [t0, t1, t2]
    best = max(totals)
    tied = [x for x in range(3) if totals[x] == best]
    if best <= 0:
        return -1
    if len(tied) == 1:
        return tied[0]
    if tie == 1:
        return low0 if low0 in tied else (low1 if low1 in tied else -1)
    if tie == 2:
        return low0 if low0 in tied else -1
    return -1


GAME_TIES: tuple[Literal["none", "lowest_trump", "low_card"], ...] = ("none", "lowest_trump", "low_card")


def smear_game_point(t0: int, t1: int, t2: int, low0: int, low1: int, tie: int) -> int:
    """SM-7.7: who wins Game among three sides with these game-point totals, the lowest
    trumps played captured by sides low0 then low1. -1 stands for nobody.

    pre: t0 >= 0 and t1 >= 0 and t2 >= 0
    pre: 0 <= low0 <= 2 and 0 <= low1 <= 2 and 0 <= tie <= 2
    post: __return__ == spec_game_point(t0, t1, t2, low0, low1, tie)
    """
    options = SmearOptions(players=3, game_tie=GAME_TIES[tie])
    side = game_award((t0, t1, t2), (low0, low1), options)
    return -1 if side is None else side


def spec_hand_change(c0: int, c1: int, bid: int, rev0: bool, rev1: bool, mode: int, side: int) -> int:
    """SM-8.2 to SM-8.5 in the SPEC's words, two sides, side 0 pitched; mode 0 forbidden (no
    revoke), 1 penalized, 2 set_back; the hand maximum is 10."""
    revoking = (rev0, rev1)
    if mode == 1 and (rev0 or rev1):
        return 0 if revoking[side] else 10  # SM-8.5 penalized replaces SM-8.2 to SM-8.4
    if revoking[side]:
        return -bid  # SM-8.5 set_back: the offender loses the amount bid
    if side == 0:
        return c0 if c0 >= bid else -bid
    return c1


REVOKES: tuple[Literal["forbidden", "penalized", "set_back"], ...] = ("forbidden", "penalized", "set_back")


def smear_hand_change(captured0: int, captured1: int, bid: int, rev0: bool, rev1: bool, mode: int) -> tuple[int, int]:
    """SM-8.2 to SM-8.5, two sides, side 0 pitched: made scores what was captured, set loses
    the bid, the other side scores what it captured; a revoke is scored by ``revoke``.

    pre: 0 <= captured0 <= 10 and 0 <= captured1 <= 10 and captured0 + captured1 <= 10
    pre: 2 <= bid <= 10 and 0 <= mode <= 2
    pre: mode != 0 or not (rev0 or rev1)
    post: __return__[1] == spec_hand_change(captured0, captured1, bid, rev0, rev1, mode, 1)
    post: __return__[0] == spec_hand_change(captured0, captured1, bid, rev0, rev1, mode, 0)
    """
    revoking = tuple(x for x, r in ((0, rev0), (1, rev1)) if r)
    options = SmearOptions(partnerships=True, revoke=REVOKES[mode])
    changes, _ = hand_changes((captured0, captured1), 0, bid, revoking, options)
    return changes[0], changes[1]


def smear_bid(amount: int, current: int) -> bool:
    """SM-3.2: bids run from 2 to 10 and must exceed the current bid.

    pre: 0 <= current <= 10
    post: __return__ == (amount >= 2 and amount > current and amount <= 10)
    """
    return bid_problem(amount, current, 2, 10) is None


# ---------------------------------------------------------------- Four Point (chapter FP)

FP_LITERAL = FourPointOptions()
FP_EXCESS = FourPointOptions(trump_discard="excess_only")


def is_fp_code(rank: int, suit: int) -> bool:
    """FP-2.1: a card of the 32-card deck as two small ints, rank 7..14 and suit 0..3."""
    return bool((7 <= rank) & (rank <= 14) & (0 <= suit) & (suit <= 3))


def fp_trick_winner(r0: int, s0: int, r1: int, s1: int, r2: int, s2: int, r3: int, s3: int, t: int) -> int:
    """FP-6.4: the index (in play order) of the card that wins a trick led by card 0, trump
    ``t``: the winning card outranks every other card of the trick. Suits and trump stay
    plain ints (see ``card``).

    pre: (0 <= t) & (t <= 3)
    pre: is_fp_code(r0, s0) & is_fp_code(r1, s1) & is_fp_code(r2, s2) & is_fp_code(r3, s3)
    pre: distinct4(r0, s0, r1, s1, r2, s2, r3, s3)
    post: 0 <= __return__ <= 3 and all(i == __return__ or fp_key((r0, r1, r2, r3)[i], (s0, s1, s2, s3)[i], s0, t) < fp_key((r0, r1, r2, r3)[__return__], (s0, s1, s2, s3)[__return__], s0, t) for i in range(4))
    """
    cards = cards4(r0, s0, r1, s1, r2, s2, r3, s3)
    return winning_index(cards, cast(Suit, t), fp_suit_of, fp_stronger)


def fp_discard_respects(held_t: int, disc_t: int, t: int, excess: bool) -> bool:
    """FP-4.3: does a discard holding ``disc_t`` cards of suit ``t`` respect that suit, when the
    bidder held ``held_t`` cards of it (plus three of another suit) before discarding? The
    suits stay plain ints (see ``card``): the engine only compares them.

    pre: (0 <= t) & (t <= 3) & (0 <= disc_t) & (disc_t <= 3) & (disc_t <= held_t) & (held_t <= 8)
    post: __return__ == (disc_t <= max(0, held_t - 6) if excess else (disc_t == 0 or held_t > 6))
    """
    suit, other = cast(Suit, t), cast(Suit, (t + 1) % 4)
    held = tuple(Card(14 - i, suit) for i in range(held_t)) + (Card(14, other), Card(13, other), Card(12, other))
    return respects(held[:disc_t], suit, held, FP_EXCESS if excess else FP_LITERAL)


# ---------------------------------------------------------------- Smoorverliefd (chapter SV)

SV_STANDARD = SmoorverliefdOptions()
SV_KLEINE = SmoorverliefdOptions(kleine_liefde=True)
# Three players: sweep all_in_play / all_thirteen, crossed with champion none / only_champion_scores.
SV_THREE = (
    SmoorverliefdOptions(players=3),
    SmoorverliefdOptions(players=3, champion="only_champion_scores"),
    SmoorverliefdOptions(players=3, sweep="all_thirteen"),
    SmoorverliefdOptions(players=3, sweep="all_thirteen", champion="only_champion_scores"),
)
SV_PAIRS = (SmoorverliefdOptions(partners=True), SmoorverliefdOptions(partners=True, pair_sweep="single_player"))


def sv_heart_value(rank: int, kleine: bool) -> int:
    """SV-4.1, SV-9.1: the points of one captured heart.

    pre: 2 <= rank <= 14
    post: __return__ == spec_heart_value(rank, kleine)
    """
    return heart_value(Card(rank, Suit.H), SV_KLEINE if kleine else SV_STANDARD)


def spec_round_points(h0: int, h1: int, h2: int, ace: int, dead_hearts: int, thirteen: bool, only_champion: bool, i: int) -> int:
    """SV-4.1, SV-4.3, SV-4.5, SV-4.6 for player ``i`` of three: heart points are the hearts
    plus 4 for the ace; a player holding every heart in play (``thirteen``: all 13) doubles;
    under ``only_champion_scores`` a player below the most heart points scores 0."""
    points = (h0 + (4 if ace == 0 else 0), h1 + (4 if ace == 1 else 0), h2 + (4 if ace == 2 else 0))
    best = max(points)
    needed = 13 if thirteen else 13 - dead_hearts
    p = points[i]
    if only_champion and p != best:
        p = 0
    return 2 * p if (h0, h1, h2)[i] == needed else p


def sv_round_points(h0: int, h1: int, h2: int, ace: int, dead_hearts: int, thirteen: bool, only_champion: bool) -> tuple[int, int, int]:
    """SV-4.3 to SV-4.6 with three players (one dead card): the round points of each player,
    given the hearts each captured, who captured the ace (3: the ace is the dead card) and
    whether the dead card is a heart.

    pre: (0 <= dead_hearts) & (dead_hearts <= 1) & (0 <= ace) & (ace <= 3) & ((ace != 3) | (dead_hearts == 1))
    pre: (h0 >= 0) & (h1 >= 0) & (h2 >= 0) & (h0 + h1 + h2 == 13 - dead_hearts)
    pre: ace == 3 or (h0, h1, h2)[ace] >= 1
    post: __return__ == tuple(spec_round_points(h0, h1, h2, ace, dead_hearts, thirteen, only_champion, i) for i in range(3))
    """
    options = SV_THREE[2 * int(thirteen) + int(only_champion)]
    hearts = [h0, h1, h2]
    points = [h0 + (4 if ace == 0 else 0), h1 + (4 if ace == 1 else 0), h2 + (4 if ace == 2 else 0)]
    sweeps = side_sweeps(hearts, 13 - dead_hearts, options)
    r = round_points(points, sweeps, champions(points), options)
    return r[0], r[1], r[2]


def sv_pair_sweep(h0: int, h1: int, h2: int, h3: int, single_player: bool) -> tuple[bool, bool]:
    """SV-8.3: does each pair (seats 0 and 2, seats 1 and 3) sweep, with four players and no
    dead card: together, or only through one player alone?

    pre: h0 >= 0 and h1 >= 0 and h2 >= 0 and h3 >= 0 and h0 + h1 + h2 + h3 == 13
    post: __return__ == ((h0 == 13 or h2 == 13, h1 == 13 or h3 == 13) if single_player else (h0 + h2 == 13, h1 + h3 == 13))
    """
    sweeps = side_sweeps([h0, h1, h2, h3], 13, SV_PAIRS[int(single_player)])
    return sweeps[0], sweeps[1]
