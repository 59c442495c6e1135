"""Golden Smoorverliefd scenarios as data, transcribed by hand from the hand-worked pytest scenarios
of tests/test_smoorverliefd_golden.py (SPEC chapter SV). Every expected value is copied from those
tests (their assertions, the deal and trick tables of the module docstring and the constants, and
the docstring derivations); none is computed by the engine.

The round results are stated field by field as the tests state them: ``seats`` and ``sides`` by
column (``{"hearts": (0, 2, 6, 5)}``), each entry comparing only the fields named. The trick
winners the tests check one trick at a time (``play_tricks``) become a ``tricks`` check of the
whole game. Assertions the replay primitive cannot observe are left out (a seat's hand, a refusal's
rule id, a bid of -1 that no action string can carry, the next dealer while the game waits for a
deal); the next dealer is observed where the test gives the next deal, or here through an extra
deal after which the dealer's curse (Cupid's Arrow) or the eldest hand's lead shows who deals.
``add_deal`` in the pytest becomes a further explicit deal given up front, in a scenario of its
own where the pytest also checks the waiting state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from conformance.golden.model import (
    Act,
    Deal,
    Final,
    Legal,
    Refuse,
    Results,
    Scenario,
    Step,
    SVResult,
    Tricks,
    play_set,
    plays,
    scenario_cases,
)
from conformance.jsonutil import JSONScalar
from conformance.registry import CaseDict

GAME = "smoorverliefd"
TESTS = "tests/test_smoorverliefd_golden.py::"

NOT_TRANSCRIBED: Mapping[str, str] = {
    TESTS + "test_seeded_deal_shapes":
        "seeded shuffles are engine-defined (SV-2.3, R-SV-12 item 5): conformance cases use explicit deals only",
    TESTS + "test_invalid_explicit_deals_are_rejected":
        "an invalid explicit deal is invalid input, not a refusal (SV-2.3); the protocol has no check for it",
    TESTS + "test_forbidden_option_combinations":
        "InvalidOptions is a configuration error raised when a game is created, not a refusal of an action",
    TESTS + "test_presets_and_allowed_combinations":
        "preset expansion is configuration, not replay: a case states every option in full",
}

# SPEC "Smoorverliefd refusal codes": the rule each code cites.
_CODE_RULES: dict[str, tuple[str, ...]] = {
    "E_BAD_ACTION": ("CD-6",),
    "E_GAME_OVER": ("SV-5.2",),
    "E_NOT_YOUR_TURN": ("CD-7",),
    "E_CANNOT_CURSE_HEARTS": ("SV-10.3",),
    "E_MUST_BID": ("SV-7.1",),
    "E_BID_TOO_LOW": ("SV-7.1",),
    "E_BID_TOO_HIGH": ("SV-7.1",),
    "E_CARD_NOT_IN_HAND": ("SV-3.1",),
    "E_MUST_FOLLOW_SUIT": ("SV-3.3",),
}
PHASE_RULE = {"curse": "SV-10.3", "bidding": "SV-7.1", "play": "SV-3.1", "awaiting_deal": "SV-2.3"}


def code_rules(code: str, action: str) -> Sequence[str]:
    """The SPEC's refusal table (E_WRONG_PHASE cites the phase's rule: use ``wrong_phase``)."""
    return _CODE_RULES.get(code, ())


def wrong_phase(action: str, phase: str, seat: int | None = None) -> Refuse:
    return Refuse(action, "E_WRONG_PHASE", seat=seat, rules=(PHASE_RULE[phase],))


RANKS_DOWN = "AKQJT98765432"


def suit_cards(suit: str) -> str:
    return " ".join(r + suit for r in RANKS_DOWN)


def tricks(first_leader: int, *played: tuple[str, int]) -> tuple[tuple[int, str, int], ...]:
    """Tricks as (cards in play order, winner); each winner leads the next (SV-3.5)."""
    out: list[tuple[int, str, int]] = []
    leader = first_leader
    for cards, winner in played:
        out.append((leader, cards, winner))
        leader = winner
    return tuple(out)


def all_plays(played: Sequence[tuple[str, int]]) -> str:
    return "; ".join(plays(cards) for cards, _ in played)


def bids(top: int) -> frozenset[str]:
    return frozenset(f"bid {n}" for n in range(top + 1))


# ---------------------------------------------------------------------------- deals (the test's)

HANDS_A = (
    "JS TS 9S 8S 6S 4S 6D 3D 9C 8C 7C 4C 3C",
    "AS KS QS 9H 8H 7H 5H 2H QD JD TD 7D 4D",
    "2S AH KH QH JH 4H AD KD 9D 8D 6C 5C 2C",
    "7S 5S 3S TH 6H 3H 5D 2D AC KC QC JC TC",
)
TRICKS_A = (
    ("AS 2S 3S 4S", 1), ("KS AH 5S 6S", 1), ("QS KH 7S 8S", 1), ("2H QH 3H 9S", 2), ("AD 2D 3D 4D", 2),
    ("JH TH TS 9H", 2), ("KD 5D 6D 7D", 2), ("2C AC 3C 8H", 3), ("KC 4C 7H 5C", 3), ("6H JS 5H 4H", 3),
    ("QC 9C QD 6C", 3), ("JC 8C JD 9D", 3), ("TC 7C TD 8D", 3),
)
DEAL_A = Deal(HANDS_A)

HANDS_P = (suit_cards("S"), suit_cards("H"), suit_cards("D"), suit_cards("C"))
TRICKS_P = tuple((f"{r}H {r}D {r}C {r}S", 1) for r in RANKS_DOWN)

HANDS_Q = (suit_cards("D"), suit_cards("C"), suit_cards("H"), suit_cards("S"))
DEAL_Q = Deal(HANDS_Q)
TRICKS_Q = tuple((f"{r}H {r}S {r}D {r}C", 2) for r in RANKS_DOWN)

HANDS_C = (
    "8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H",
    "AS KS QS JS TS 9S 8H 7H 6H 5H 4H 3H 2D",
    "2H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D",
    suit_cards("C"),
)
DEAL_C = Deal(HANDS_C)
TRICKS_C = (
    ("AS 8D AC 8S", 1), ("KS 7D KC 7S", 1), ("QS 6D QC 6S", 1), ("JS 5D JC 5S", 1), ("TS 4D TC 4S", 1),
    ("9S 3D 9C 3S", 1), ("2D AD 8C 2S", 2), ("KD 7C KH 8H", 2), ("QD 6C QH 7H", 2), ("JD 5C JH 6H", 2),
    ("TD 4C TH 5H", 2), ("9D 3C 9H 4H", 2), ("2H 2C AH 3H", 0),
)

HANDS_T = (
    "TS 9S 8S 7S 6S 5S 4S 3S 2S 2D 5C 4C 2C",
    "AS KS QS JS JH TH 6H 4H AC 9C 8C 7C 6C",
    "QH 8H 7H 5H 2H KD QD JD TD 9D 8D 7D 6D",
    "AH KH 9H 3H AD 5D 4D 3D KC QC JC TC 3C",
)
TRICKS_T = (
    ("5S KS 2H 3H", 3), ("AH 6S 4H 5H", 3), ("AD 2D 6H KD", 1), ("AC 7H 3C 2C", 2), ("8H 9H 7S TH", 1),
    ("JH QH KH 8S", 3), ("KC 5C 9C QD", 3), ("QC 4C 8C JD", 3), ("JC TS 7C TD", 3), ("TC 9S 6C 9D", 3),
    ("5D 4S AS 8D", 2), ("7D 4D 3S QS", 2), ("6D 3D 2S JS", 2),
)

HANDS_E = (
    "5D 4D 3D 2D AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    "AS KS QS JS TS AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H",
    "9S 8S 7S 6S 5S 4S 3S 2S AD KD QD JD TD 9D 8D 7D 6D",
)
_E_S1 = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "AS", "KS", "QS", "JS", "TS"]
_E_S2 = ["AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D", "6D", "2S", "3S", "4S", "9S", "8S", "7S", "6S", "5S"]
_E_S0 = ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C", "5D", "4D", "3D", "2D"]
TRICKS_E = tuple((f"{a} {b} {c}", 1) for a, b, c in zip(_E_S1, _E_S2, _E_S0))
DEAL_E = Deal(HANDS_E, stock="2H")

HANDS_F = (
    "QC JC TC 9C 8C 7C 6C 5C 4C 3C",
    "AS KS QS JS TS 9S 8S 7S 6S 5S",
    "4S KH QH JH TH 9H 8H AD KD QD",
    "3S 7H 6H 5H 4H 3H 2H JD TD 9D",
    "2S 8D 7D 6D 5D 4D 3D 2D AC KC",
)
DEAL_F = Deal(HANDS_F, stock="AH 2C")
TRICKS_F = (
    ("AS 4S 3S 2S 3C", 1), ("KS KH 7H 8D 4C", 1), ("QS QH 6H 7D 5C", 1), ("JS JH 5H 6D 6C", 1),
    ("TS TH 4H 5D 7C", 1), ("9S 9H 3H 4D 8C", 1), ("8S 8H 2H 3D 9C", 1), ("7S AD JD 2D TC", 1),
    ("6S KD TD AC JC", 1), ("5S QD 9D KC QC", 1),
)

HANDS_S = (
    "AS KS QS JS TS 9S 8S 7S 6D 5D 4D 3D 2D",
    suit_cards("H"),
    "6S 5S 4S 3S 2S AD KD QD JD TD 9D 8D 7D",
    suit_cards("C"),
)
TRICKS_S = (
    ("AS AH 6S AC", 0), ("KS KH 5S KC", 0), ("QS QH 4S QC", 0), ("JS JH 3S JC", 0), ("TS TH 2S TC", 0),
    ("9S 9H 9D 9C", 0), ("8S 8H 8D 8C", 0), ("7S 7H 7D 7C", 0), ("6D 6H AD 6C", 2), ("KD 5C 5D 5H", 2),
    ("QD 4C 4D 4H", 2), ("JD 3C 3D 3H", 2), ("TD 2C 2D 2H", 2),
)

BIDS_A = "bid 2; bid 7; bid 3; bid 0"  # seat 1, seat 2, seat 3, seat 0 (SV-7.1)
NONE4: tuple[int | bool | None, ...] = (None, None, None, None)
FALSE4: tuple[int | bool | None, ...] = (False, False, False, False)


def sv(slug: str, title: str, test: str, rules: Sequence[str], deals: Sequence[Deal], script: Sequence[Step],
       options: Mapping[str, JSONScalar] | None = None, dealer: int = 0, preset: str = "standard") -> Scenario:
    return Scenario(
        slug=slug, title=title, source=TESTS + test, rules=tuple(rules), deals=tuple(deals), script=tuple(script),
        preset=preset, options=dict(options or {}), dealer=dealer,
    )


def round_a(*after: Step, bidding: str = "") -> tuple[Step, ...]:
    """Deal A's round (dealer 0: seat 1 leads), the tricks of the test, then ``after``."""
    head: tuple[Step, ...] = (bidding,) if bidding else ()
    return (*head, all_plays(TRICKS_A), Tricks(tricks(1, *TRICKS_A)), *after)


def round_p(*after: Step, bidding: str = "") -> tuple[Step, ...]:
    head: tuple[Step, ...] = (bidding,) if bidding else ()
    return (*head, all_plays(TRICKS_P), Tricks(tricks(1, *TRICKS_P)), *after)


# ============================================================================ standard game, 4 players

STANDARD: tuple[Scenario, ...] = (
    sv("scoring/deal-a-standard-scoring", "Deal A: hearts 0, 2, 6, 5; the ace worth 5; seats 1 and 2 tie as champions",
       "test_deal_a_standard_scoring", ("SV-3.4", "SV-4.1", "SV-4.4", "SV-4.6", "SV-4.7", "SV-4.8", "SV-1.4"),
       (DEAL_A,), round_a(
           Results((SVResult(dealer=0, outcome="played", cursed=None, dead="", hearts_in_play=13,
                             seats={"hearts": (0, 2, 6, 5), "heart_points": (0, 6, 6, 5), "bid": NONE4, "bid_adjustment": (0, 0, 0, 0)},
                             sides={"hearts": (0, 2, 6, 5), "sweep": FALSE4, "round_points": (0, 6, 6, 5), "curse_penalty": (0, 0, 0, 0)},
                             champions=(1, 2), changes=(0, 6, 6, 5), scores=(0, 6, 6, 5)),)),
           Final(scores=(0, 6, 6, 5), winner=None, phase="awaiting_deal"),
       )),
    sv("play/first-lead-eldest-hearts-may-be-led", "The eldest hand leads the first trick and may lead a heart",
       "test_first_lead_is_eldest_and_hearts_may_be_led", ("SV-1.3", "SV-3.1", "SV-3.2"),
       (DEAL_A,), (
           Legal(play_set(HANDS_A[1]), to_act=1, phase="play"),
       )),
    sv("play/must-follow-suit-and-card-not-in-hand", "Deal A, AS led: seat 2's only legal card is its one spade",
       "test_must_follow_suit_and_card_not_in_hand", ("SV-3.3",),
       (DEAL_A,), (
           "play AS",
           Legal(frozenset({"play 2S"}), to_act=2),
           Refuse("play AH", "E_MUST_FOLLOW_SUIT"),
           Refuse("play 3S", "E_CARD_NOT_IN_HAND"),
           Refuse("play 3D", "E_CARD_NOT_IN_HAND", rules=("SV-3.1", "SV-3.3", "SV-12.1")),
       )),
    sv("play/void-player-may-play-any-card", "A player void in the suit led may play any card, hearts included",
       "test_void_player_may_play_any_card_including_a_heart", ("SV-3.3", "SV-3.5"),
       (DEAL_A,), (
           plays("AS 2S 3S 4S"),
           Legal(to_act=1),
           "play KS",
           Legal(play_set("AH KH QH JH 4H AD KD 9D 8D 6C 5C 2C")),
       )),
    sv("play/off-suit-heart-never-wins", "An off-suit ace of hearts cannot win a spade trick",
       "test_off_suit_heart_never_wins", ("SV-3.4",),
       (DEAL_A,), (
           all_plays(TRICKS_A[:2]),
           Tricks(tricks(1, *TRICKS_A[:2])),
           Legal(to_act=1),
       )),
    sv("scoring/sweep-with-the-ace-doubles", "Deal P: one player captures all 13 hearts, 17 points, doubled to 34",
       "test_sweep_with_the_ace_doubles", ("SV-3.2", "SV-4.3"),
       (Deal(HANDS_P),), round_p(
           Results((SVResult(seats={"hearts": (0, 13, 0, 0), "heart_points": (0, 17, 0, 0)},
                             sides={"sweep": (False, True, False, False), "round_points": (0, 34, 0, 0)},
                             champions=(1,), changes=(0, 34, 0, 0)),)),
       )),
    sv("scoring/sweep-all-thirteen-four-players", "sweep all_thirteen with 4 players: all 13 hearts are in play, still a sweep",
       "test_sweep_all_thirteen_with_four_players_still_sweeps", ("SV-4.3",),
       (Deal(HANDS_P),), round_p(
           Results((SVResult(sides={"sweep": (False, True, False, False)}, changes=(0, 34, 0, 0)),)),
       ), options={"sweep": "all_thirteen"}),
    sv("scoring/champion-only-scores-with-a-tie", "champion only_champion_scores: two tied champions both score, the rest 0",
       "test_champion_only_scores_with_a_tie", ("SV-4.5", "SV-4.6"),
       (DEAL_A,), round_a(
           Results((SVResult(champions=(1, 2), seats={"heart_points": (0, 6, 6, 5)}, sides={"round_points": (0, 6, 6, 0)},
                             changes=(0, 6, 6, 0)),)),
       ), options={"champion": "only_champion_scores"}),
)

# ============================================================================ 3 and 5 players

THREE = {"players": 3}
FIVE = {"players": 5}

TABLES: tuple[Scenario, ...] = (
    sv("scoring/three-players-sweep-all-in-play", "Example SV-4.3-a: 3 players, 2H dead; 12 hearts are all in play, a sweep of 32",
       "test_three_players_example_sweep_all_in_play", ("SV-2.2", "SV-2.4", "SV-4.3"),
       (DEAL_E,), (
           Legal(to_act=1),
           all_plays(TRICKS_E),
           Tricks(tricks(1, *TRICKS_E)),
           Results((SVResult(dead="2H", hearts_in_play=12, seats={"hearts": (0, 12, 0), "heart_points": (0, 16, 0)},
                             sides={"sweep": (False, True, False)}, champions=(1,), changes=(0, 32, 0)),)),
       ), options=THREE),
    sv("scoring/three-players-all-thirteen-no-sweep", "Example SV-4.3-a, sweep all_thirteen: 2H is dead, so no sweep; 16",
       "test_three_players_example_all_thirteen_no_sweep", ("SV-4.3",),
       (DEAL_E,), (
           all_plays(TRICKS_E),
           Results((SVResult(sides={"sweep": (False, False, False), "round_points": (0, 16, 0)}, changes=(0, 16, 0)),)),
       ), options={**THREE, "sweep": "all_thirteen"}),
    sv("play/three-players-follow-suit", "3 players, Deal E: after the hearts, seat 2 must follow AS with a spade",
       "test_three_players_follow_suit_and_next_dealer", ("SV-3.3",),
       (DEAL_E,), (
           all_plays(TRICKS_E[:12]),
           "play AS",
           Legal(play_set("9S 8S 7S 6S 5S")),
       ), options=THREE),
    sv("game-end/three-players-next-dealer", "3 players: the deal passes to seat 1, and seat 2 leads the next round",
       "test_three_players_follow_suit_and_next_dealer", ("SV-1.3", "SV-1.4"),
       (DEAL_E, DEAL_E), (
           all_plays(TRICKS_E),
           Legal(to_act=2, phase="play"),
       ), options=THREE),
    sv("play/three-players-dealer-two-eldest-wraps", "3 players, dealer 2: the eldest hand is seat 0",
       "test_three_players_dealer_two_eldest_wraps_to_zero", ("SV-1.3", "CD-7"),
       (DEAL_E,), (
           Legal(play_set(HANDS_E[0]), to_act=0),
       ), options=THREE, dealer=2),
    sv("scoring/five-players-sweep-all-in-play", "5 players, AH and 2C dead: 12 hearts without the ace sweep to 24",
       "test_five_players_sweep_without_the_ace_all_in_play", ("SV-2.2", "SV-2.4", "SV-4.3"),
       (DEAL_F,), (
           Legal(to_act=1),
           all_plays(TRICKS_F),
           Tricks(tricks(1, *TRICKS_F)),
           Results((SVResult(dead="AH 2C", hearts_in_play=12, seats={"hearts": (0, 12, 0, 0, 0), "heart_points": (0, 12, 0, 0, 0)},
                             sides={"sweep": (False, True, False, False, False), "round_points": (0, 24, 0, 0, 0)},
                             changes=(0, 24, 0, 0, 0)),)),
       ), options=FIVE),
    sv("scoring/five-players-dead-heart-all-thirteen", "5 players, AH dead, sweep all_thirteen: 12 hearts score 12, not doubled",
       "test_five_players_dead_heart_all_thirteen_no_sweep", ("SV-4.3",),
       (DEAL_F,), (
           all_plays(TRICKS_F),
           Results((SVResult(sides={"sweep": (False,) * 5}, changes=(0, 12, 0, 0, 0)),)),
       ), options={**FIVE, "sweep": "all_thirteen"}),
    sv("play/five-players-follow-then-void", "5 players: seat 2 must follow with its one spade, then is void",
       "test_five_players_follow_then_void", ("SV-3.3",),
       (DEAL_F,), (
           "play AS",
           Legal(frozenset({"play 4S"})),
           Refuse("play KH", "E_MUST_FOLLOW_SUIT"),
           plays("4S 3S 2S 3C KS"),
           Legal(play_set("KH QH JH TH 9H 8H AD KD QD")),
       ), options=FIVE),
)

# ============================================================================ game end (SV-5)

GAME_END: tuple[Scenario, ...] = (
    sv("game-end/target-reached-single-winner", "Target 34: seat 1's sweep reaches it; game over, every action refused",
       "test_target_reached_single_winner_and_game_over_refusals", ("SV-5.1", "SV-5.2"),
       (Deal(HANDS_P),), (
           all_plays(TRICKS_P),
           Final(scores=(0, 34, 0, 0), winner=1, phase="game_over"),
           Legal(frozenset(), to_act=None),
           Refuse("play AS", "E_GAME_OVER"),
           Refuse("play AS", "E_GAME_OVER", seat=2),
           Refuse("bid 3", "E_GAME_OVER"),
           Refuse("play 10S", "E_BAD_ACTION", rules=("CD-4", "CD-6")),
       ), options={"target": 34}),
    sv("game-end/target-just-missed-plays-on", "Target 35: 34 falls short; no winner, the game waits for a deal",
       "test_target_just_missed_plays_on", ("SV-5.1",),
       (Deal(HANDS_P),), (
           all_plays(TRICKS_P),
           Final(winner=None, phase="awaiting_deal"),
       ), options={"target": 35}),
    sv("game-end/several-reach-target-highest-wins", "Kleine Liefde, target 30: seats 2 and 3 reach it; the highest wins",
       "test_several_reach_target_highest_wins", ("SV-5.2", "SV-9.1"),
       (DEAL_A,), (
           all_plays(TRICKS_A),
           Final(scores=(0, 27, 47, 30), winner=2, phase="game_over"),
       ), options={"kleine_liefde": True, "target": 30}),
    sv("game-end/tie-at-the-top-plays-on", "Target 6: a tie at the top plays on; the next round's sweep decides",
       "test_tie_at_the_top_plays_on", ("SV-1.4", "SV-5.3"),
       (DEAL_A, DEAL_Q), (
           all_plays(TRICKS_A),
           Legal(to_act=2, phase="play"),
           all_plays(TRICKS_Q),
           Tricks(tricks(1, *TRICKS_A) + tricks(2, *TRICKS_Q)),
           Results((SVResult(scores=(0, 6, 6, 5)), SVResult(changes=(0, 0, 34, 0)))),
           Final(scores=(0, 6, 40, 5), winner=2),
       ), options={"target": 6}),
)

# ============================================================================ refusals

REFUSALS: tuple[Scenario, ...] = (
    sv("refusal/bad-action-strings", "Strings that do not parse are E_BAD_ACTION, even with a wrong seat stated",
       "test_bad_action_strings", ("CD-6",),
       (DEAL_A,), (
           *(Refuse(text, "E_BAD_ACTION", rules=("CD-4", "CD-6") if text in ("play 10S", "play as") else ("CD-6",))
             for text in ("play 10S", "Play AS", "play as", "play  AS", "play AS ", "bid 05", "bid -1", "curse h", "discard", "pass AS")),
           Refuse("play 10S", "E_BAD_ACTION", seat=3, rules=("CD-4", "CD-6")),
       )),
    sv("refusal/not-your-turn", "A wrong seat is refused before the phase; the seat to act is accepted",
       "test_not_your_turn", ("CD-7",),
       (DEAL_A,), (
           Refuse("play AS", "E_NOT_YOUR_TURN", seat=2),
           Refuse("play 2S", "E_NOT_YOUR_TURN", seat=2),
           Refuse("bid 3", "E_NOT_YOUR_TURN", seat=2, rules=("CD-7", "CD-9")),
           Act("play AS", 1),
           Legal(to_act=2),
       )),
    sv("refusal/wrong-phase-during-play", "In the play phase a bid, a pass, a curse, a trump and a discard are refused",
       "test_wrong_phase_during_play", ("SV-3.1",),
       (DEAL_A,), tuple(wrong_phase(text, "play") for text in ("bid 3", "pass", "curse S", "trump H", "discard AS KS"))),
    sv("refusal/discard-naming-a-card-twice", "'discard AS AS' parses, belongs to no phase: E_WRONG_PHASE, not a duplicate",
       "test_wrong_phase_for_a_discard_naming_a_card_twice", ("CD-6", "SV-3.1"),
       (DEAL_A,), (wrong_phase("discard AS AS", "play"),)),
    sv("refusal/awaiting-deal-refusals", "Waiting for a deal: every well-formed action is E_WRONG_PHASE, a wrong seat too",
       "test_awaiting_deal_refusals", ("SV-2.3",),
       (DEAL_A,), round_a(
           Legal(frozenset(), to_act=None, phase="awaiting_deal"),
           wrong_phase("play AS", "awaiting_deal"),
           wrong_phase("play AS", "awaiting_deal", seat=3),
           wrong_phase("curse S", "awaiting_deal"),
           Refuse("Play AS", "E_BAD_ACTION"),
       )),
    sv("game-end/awaiting-deal-next-deal", "A further deal after Deal A: seat 1 deals it and seat 2 leads",
       "test_awaiting_deal_refusals", ("SV-1.4", "SV-2.3"),
       (DEAL_A, DEAL_Q), (
           all_plays(TRICKS_A),
           Legal(to_act=2, phase="play"),
       )),
)

# ============================================================================ met Troef (SV-6)

TROEF = {"troef": True}

MET_TROEF: tuple[Scenario, ...] = (
    sv("play/example-6-3-a-standard", "Example SV-6.3-a, standard: off-suit hearts do not win; KS takes the trick",
       "test_troef_example_first_trick_standard_vs_troef", ("SV-3.4",),
       (Deal(HANDS_T),), (
           plays("5S KS 2H 3H"),
           Tricks(((0, "5S KS 2H 3H", 1),)),
           Legal(to_act=1),
       ), dealer=3),
    sv("play/example-6-3-a-troef", "Example SV-6.3-a, met Troef: the highest heart 3H takes the trick",
       "test_troef_example_first_trick_standard_vs_troef", ("SV-6.1", "SV-6.3"),
       (Deal(HANDS_T),), (
           plays("5S KS 2H 3H"),
           Tricks(((0, "5S KS 2H 3H", 3),)),
           Legal(to_act=3),
       ), options=TROEF, dealer=3),
    sv("play/troef-must-follow-before-trumping", "met Troef: a heart may not replace a suit led that the player holds",
       "test_troef_must_follow_suit_before_trumping", ("SV-6.2",),
       (Deal(HANDS_T),), (
           "play 5S",
           Legal(play_set("AS KS QS JS")),
           Refuse("play 4H", "E_MUST_FOLLOW_SUIT", rules=("SV-6.2",)),
           "play KS",
           Legal(play_set(HANDS_T[2])),
       ), options=TROEF, dealer=3),
    sv("play/standard-heart-while-holding-led-suit", "Standard game: a heart while holding the spade led is refused (SV-3.3)",
       "test_troef_must_follow_suit_before_trumping", ("SV-3.3",),
       (Deal(HANDS_T),), (
           "play 5S",
           Refuse("play 4H", "E_MUST_FOLLOW_SUIT"),
       ), dealer=3),
    sv("play/troef-heart-lead-must-be-followed", "met Troef: a heart lead must be followed with a heart",
       "test_troef_heart_lead_must_be_followed", ("SV-6.2",),
       (Deal(HANDS_T),), (
           all_plays(TRICKS_T[:1]),
           "play AH",
           Legal(play_set("TS 9S 8S 7S 6S 4S 3S 2S 2D 5C 4C 2C")),
           "play 6S",
           Legal(play_set("JH TH 6H 4H")),
           Refuse("play AS", "E_MUST_FOLLOW_SUIT"),
       ), options=TROEF, dealer=3),
    sv("play/troef-duty-none-by-default", "met Troef: a player void in the suit led may discard any card (troef_duty none)",
       "test_troef_duty_to_trump_when_void", ("SV-6.2", "SV-6.5"),
       (Deal(HANDS_T),), (
           "play 5S; play KS",
           Legal(play_set(HANDS_T[2]), to_act=2),
       ), options=TROEF, dealer=3),
    sv("play/troef-duty-trump", "troef_duty trump: a player void in the suit led must play a heart if it holds one",
       "test_troef_duty_to_trump_when_void", ("SV-6.5",),
       (Deal(HANDS_T),), (
           "play 5S; play KS",
           Legal(play_set("QH 8H 7H 5H 2H"), to_act=2),
           Refuse("play KD", "E_MUST_FOLLOW_SUIT", rules=("SV-6.5",)),
           "play QH",
           Legal(play_set("AH KH 9H 3H"), to_act=3),
       ), options={**TROEF, "troef_duty": "trump"}, dealer=3),
    sv("play/troef-duty-overtrump", "troef_duty overtrump: a heart played to a trick holding a heart must beat it when it can",
       "test_troef_duty_to_overtrump", ("SV-6.3", "SV-6.5", "SV-6.6"),
       (Deal(HANDS_T),), (
           "play 5S; play KS",
           Legal(play_set("QH 8H 7H 5H 2H")),
           "play QH",
           Legal(play_set("AH KH"), to_act=3),
           Refuse("play 9H", "E_MUST_FOLLOW_SUIT", rules=("SV-6.6",)),
           "play KH",
           Legal(to_act=3),
           "play 9H",
           Legal(play_set("TS 9S 8S 7S 6S 4S 3S 2S 2D 5C 4C 2C"), to_act=0),
           "play 2D",
           Legal(play_set("JH TH"), to_act=1),
           Refuse("play 6H", "E_MUST_FOLLOW_SUIT", rules=("SV-6.6",)),
           "play JH",
           Legal(play_set("8H 7H 5H 2H"), to_act=2),
       ), options={**TROEF, "troef_duty": "overtrump"}, dealer=3),
    sv("scoring/troef-full-round", "met Troef, Deal T: hearts trump; scoring unchanged, seat 3 champion with 12",
       "test_troef_full_round", ("SV-6.1", "SV-6.2", "SV-6.3", "SV-6.4"),
       (Deal(HANDS_T),), (
           Legal(to_act=0),
           all_plays(TRICKS_T),
           Tricks(tricks(0, *TRICKS_T)),
           Results((SVResult(seats={"hearts": (0, 4, 1, 8), "heart_points": (0, 4, 1, 12)}, champions=(3,), changes=(0, 4, 1, 12)),)),
       ), options=TROEF, dealer=3),
)

# ============================================================================ Blind Love (SV-7)

BLIND = {"blind_love": True}

BLIND_LOVE: tuple[Scenario, ...] = (
    sv("bidding/blind-love-bids-and-refusals", "Blind Love: bids 0 to 13 from the eldest hand, no pass, need not rise",
       "test_blind_love_bidding_legal_and_refusals", ("SV-7.1", "SV-3.1"),
       (DEAL_A,), (
           Legal(bids(13), to_act=1, phase="bidding"),
           Refuse("pass", "E_MUST_BID"),
           Refuse("bid 14", "E_BID_TOO_HIGH"),
           wrong_phase("play AS", "bidding"),
           Refuse("bid 14", "E_NOT_YOUR_TURN", seat=2),
           "bid 5",
           Legal(to_act=2),
           "bid 0",
           Legal(to_act=3),
           "bid 13",
           Legal(to_act=0),
           "bid 13",
           Legal(to_act=1, phase="play"),
           wrong_phase("bid 2", "play"),
       ), options=BLIND),
    sv("scoring/blind-love-exact-fewer-more", "Blind Love: exact +10, fewer -10, more 0; the ace counts one card",
       "test_blind_love_exact_fewer_more", ("SV-7.2", "SV-7.3"),
       (DEAL_A,), round_a(
           Results((SVResult(seats={"bid": (0, 2, 7, 3), "bid_adjustment": (10, 10, -10, 0)},
                             sides={"bid_adjustment": (10, 10, -10, 0), "round_points": (0, 6, 6, 5)},
                             changes=(10, 16, -4, 5), scores=(10, 16, -4, 5)),)),
           bidding=BIDS_A,
       ), options=BLIND),
    sv("scoring/blind-love-custom-bonus-and-penalty", "Blind Love with blind_bonus 3, blind_penalty 7",
       "test_blind_love_custom_bonus_and_penalty", ("SV-7.3",),
       (DEAL_A,), round_a(
           Results((SVResult(seats={"bid_adjustment": (3, 3, -7, 0)}, changes=(3, 9, -1, 5)),)),
           bidding=BIDS_A,
       ), options={**BLIND, "blind_bonus": 3, "blind_penalty": 7}),
    sv("scoring/blind-love-sweep-does-not-double-bonus", "Blind Love: a sweep doubles the hearts (34), not the bonus (+10)",
       "test_blind_love_sweep_does_not_double_the_bonus", ("SV-4.3", "SV-7.3"),
       (Deal(HANDS_P),), round_p(
           Results((SVResult(seats={"bid_adjustment": (10, 10, 10, -10)}, sides={"round_points": (0, 34, 0, 0)},
                             changes=(10, 44, 10, -10)),)),
           bidding="bid 13; bid 0; bid 1; bid 0",
       ), options=BLIND),
    sv("scoring/blind-love-survives-only-champion-scores", "Blind Love with only_champion_scores: the adjustments stay",
       "test_blind_love_adjustment_survives_only_champion_scores", ("SV-4.5", "SV-7.3"),
       (DEAL_A,), round_a(
           Results((SVResult(sides={"round_points": (0, 6, 6, 0)}, changes=(10, 16, -4, 0)),)),
           bidding=BIDS_A,
       ), options={**BLIND, "champion": "only_champion_scores"}),
    sv("bidding/blind-love-five-players-dead-heart-caps-bids", "Blind Love, 5 players, AH dead: bids stop at 12; the dealer bids last",
       "test_blind_love_five_players_dead_heart_caps_bids", ("SV-2.4", "SV-7.1", "SV-7.3"),
       (DEAL_F,), (
           Legal(bids(12)),
           Refuse("bid 13", "E_BID_TOO_HIGH"),
           Legal(to_act=1),
           "bid 12",
           Legal(to_act=2),
           "bid 0",
           Legal(to_act=3),
           "bid 0",
           Legal(to_act=4),
           "bid 1",
           Legal(to_act=0),
           "bid 0",
           Legal(to_act=1),
           all_plays(TRICKS_F),
           Results((SVResult(seats={"bid": (0, 12, 0, 0, 1)}, changes=(10, 34, 10, 10, -10)),)),
       ), options={**FIVE, **BLIND}),
)

# ============================================================================ Partner Smoorverliefd (SV-8)

PARTNERS = {"partners": True}

PARTNER: tuple[Scenario, ...] = (
    sv("scoring/partners-combine-pair-captures", "Partners: seats 0 and 2, 1 and 3 add up their hearts; side 1 champion",
       "test_partners_combine_pair_captures", ("SV-4.6", "SV-8.1", "SV-8.2"),
       (DEAL_A,), round_a(
           Results((SVResult(seats={"heart_points": (0, 6, 6, 5)},
                             sides={"hearts": (6, 7), "heart_points": (6, 11), "sweep": (False, False)},
                             champions=(1,), changes=(6, 11)),)),
           Final(scores=(6, 11)),
       ), options=PARTNERS),
    sv("scoring/partners-pair-sweep-together", "Example SV-8.3-a: the pair's 8 and 5 hearts are all 13: a sweep of 34",
       "test_partners_pair_sweep_together", ("SV-8.3",),
       (Deal(HANDS_S),), (
           Legal(to_act=0),
           all_plays(TRICKS_S),
           Tricks(tricks(0, *TRICKS_S)),
           Results((SVResult(seats={"hearts": (8, 0, 5, 0), "heart_points": (12, 0, 5, 0)},
                             sides={"hearts": (13, 0), "heart_points": (17, 0), "sweep": (True, False)}, changes=(34, 0)),)),
       ), options=PARTNERS, dealer=3),
    sv("scoring/partners-pair-sweep-single-player", "Example SV-8.3-a, pair_sweep single_player: neither partner took all 13",
       "test_partners_pair_sweep_single_player", ("SV-8.3",),
       (Deal(HANDS_S),), (
           all_plays(TRICKS_S),
           Results((SVResult(sides={"sweep": (False, False)}, changes=(17, 0)),)),
       ), options={**PARTNERS, "pair_sweep": "single_player"}, dealer=3),
    sv("scoring/partners-single-player-sweep-by-one", "pair_sweep single_player: one partner alone took all 13, the pair sweeps",
       "test_partners_single_player_sweep_by_one_player", ("SV-8.3",),
       (Deal(HANDS_P),), round_p(
           Results((SVResult(sides={"sweep": (False, True)}, changes=(0, 34)),)),
       ), options={**PARTNERS, "pair_sweep": "single_player"}),
    sv("scoring/partners-with-blind-love", "Partners with Blind Love: each judged on their own hearts, the pair gets both",
       "test_partners_with_blind_love", ("SV-7.4", "SV-8.2"),
       (DEAL_A,), round_a(
           Results((SVResult(seats={"bid_adjustment": (10, 10, -10, 0)}, sides={"bid_adjustment": (0, 10)}, changes=(6, 21)),)),
           bidding=BIDS_A,
       ), options={**PARTNERS, **BLIND}),
)

# ============================================================================ Kleine Liefde (SV-9)

KLEINE = {"kleine_liefde": True}

KLEINE_LIEFDE: tuple[Scenario, ...] = (
    sv("scoring/kleine-liefde-rank-values", "Kleine Liefde, Deal A: hearts by rank, the ace 14; seat 2 champion with 47",
       "test_kleine_liefde_rank_values", ("SV-9.1", "SV-9.2"),
       (DEAL_A,), round_a(
           Results((SVResult(seats={"hearts": (0, 2, 6, 5), "heart_points": (0, 27, 47, 30)}, champions=(2,), changes=(0, 27, 47, 30)),)),
       ), options=KLEINE),
    sv("scoring/kleine-liefde-sweep-doubles", "Kleine Liefde: all 13 hearts are 104, doubled by the sweep to 208",
       "test_kleine_liefde_sweep_doubles", ("SV-4.3", "SV-9.1", "SV-9.2"),
       (Deal(HANDS_P),), round_p(
           Results((SVResult(seats={"heart_points": (0, 104, 0, 0)}, sides={"sweep": (False, True, False, False)},
                             changes=(0, 208, 0, 0)),)),
       ), options=KLEINE),
    sv("scoring/kleine-liefde-only-champion-scores", "Kleine Liefde with only_champion_scores: only seat 2 scores",
       "test_kleine_liefde_only_champion_scores", ("SV-4.5", "SV-9.2"),
       (DEAL_A,), round_a(
           Results((SVResult(champions=(2,), changes=(0, 0, 47, 0)),)),
       ), options={**KLEINE, "champion": "only_champion_scores"}),
    sv("scoring/kleine-liefde-bids-count-cards", "Kleine Liefde with Blind Love: bids still count heart cards",
       "test_kleine_liefde_bids_count_cards", ("SV-7.2", "SV-9.2"),
       (DEAL_A,), round_a(
           Results((SVResult(changes=(10, 37, 37, 30)),)),
           bidding=BIDS_A,
       ), options={**KLEINE, **BLIND}),
)

# ============================================================================ Cupid's Arrow (SV-10)

CUPID = {"cupids_arrow": True}
ALL_CURSES = frozenset({"curse S", "curse H", "curse D", "curse C"})


def _other_curse(suit: str, extra: Mapping[str, JSONScalar], counts: tuple[int, ...], changes: tuple[int, ...]) -> Scenario:
    label = ", ".join(f"{k} {v}" for k, v in extra.items())
    return sv(f"scoring/cupids-arrow-curse-{suit.lower()}", f"Cupid's Arrow, round 2 cursing {suit}{' (' + label + ')' if label else ''}",
              "test_cupids_arrow_other_curses", ("SV-10.3", "SV-10.4"),
              (DEAL_A, DEAL_C), (
                  all_plays(TRICKS_A),
                  f"curse {suit}",
                  all_plays(TRICKS_C),
                  Results((SVResult(), SVResult(seats={"cursed_cards": counts}, changes=changes))),
              ), options={**CUPID, **extra})


CUPIDS_ARROW: tuple[Scenario, ...] = (
    sv("scoring/cupids-arrow-two-rounds-curse-tie", "Cupid's Arrow: the fewest heart points deals and curses; tied sides both lose 5",
       "test_cupids_arrow_two_rounds_curse_tie_penalty", ("SV-10.1", "SV-10.2", "SV-10.3", "SV-10.4"),
       (DEAL_A, DEAL_C, DEAL_A), (
           Legal(to_act=1, phase="play"),
           wrong_phase("curse S", "play"),
           all_plays(TRICKS_A),
           Legal(ALL_CURSES, to_act=0, phase="curse"),
           "curse C",
           Legal(to_act=1, phase="play"),
           all_plays(TRICKS_C),
           Legal(to_act=1, phase="curse"),
           Tricks(tricks(1, *TRICKS_A) + tricks(1, *TRICKS_C)),
           Results((SVResult(cursed=None, scores=(0, 6, 6, 5)),
                    SVResult(dealer=0, cursed="C", seats={"cursed_cards": (1, 6, 6, 0), "heart_points": (7, 0, 10, 0)},
                             sides={"curse_penalty": (0, -5, -5, 0)}, changes=(7, -5, 5, 0), scores=(7, 1, 11, 5)))),
       ), options=CUPID),
    sv("game-end/cupids-arrow-dealer-tie-clockwise", "Cupid's Arrow: a tie for the fewest goes clockwise from the dealer's left",
       "test_cupids_arrow_dealer_tie_goes_clockwise_from_left_of_dealer", ("SV-10.2",),
       (Deal(HANDS_P), DEAL_Q), round_p(
           Legal(to_act=2, phase="curse"),
       ), options=CUPID),
    sv("refusal/cupids-arrow-hearts-may-not-be-cursed", "curse_hearts false: 'curse H' is refused; the other three suits are legal",
       "test_cupids_arrow_hearts_may_not_be_cursed_when_off", ("SV-10.3",),
       (DEAL_A, DEAL_C), (
           all_plays(TRICKS_A),
           Legal(frozenset({"curse S", "curse D", "curse C"}), phase="curse"),
           Refuse("curse H", "E_CANNOT_CURSE_HEARTS"),
           Refuse("curse H", "E_NOT_YOUR_TURN", seat=1),
           wrong_phase("play 8S", "curse"),
           wrong_phase("bid 2", "curse"),
           Act("curse S", 0),
           Legal(phase="play"),
       ), options={**CUPID, "curse_hearts": False}),
    _other_curse("S", {"curse_penalty": 2}, (0, 12, 1, 0), (7, -2, 10, 0)),
    _other_curse("H", {}, (3, 0, 10, 0), (7, 0, 5, 0)),
    _other_curse("D", {}, (0, 6, 7, 0), (7, 0, 5, 0)),
    sv("bidding/cupids-arrow-with-blind-love-order", "Cupid's Arrow with Blind Love: curse, then bids, then play",
       "test_cupids_arrow_with_blind_love_order_and_dealer", ("SV-10.2", "SV-10.3", "SV-11"),
       (DEAL_A, DEAL_C), (
           Legal(phase="bidding"),
           BIDS_A,
           all_plays(TRICKS_A),
           Legal(to_act=0, phase="curse"),
           wrong_phase("bid 3", "curse"),
           wrong_phase("pass", "curse"),
           "curse D",
           Legal(bids(13), to_act=1, phase="bidding"),
           wrong_phase("play AS", "bidding"),
           Results((SVResult(changes=(10, 16, -4, 5)),)),
       ), options={**CUPID, **BLIND}),
    sv("scoring/cupids-arrow-with-partners", "Cupid's Arrow with partners: the player deals, the pair is cursed; sweep not on the penalty",
       "test_cupids_arrow_with_partners", ("SV-4.3", "SV-8.2", "SV-8.3", "SV-10.2", "SV-10.4"),
       (DEAL_A, DEAL_C, DEAL_A), (
           all_plays(TRICKS_A),
           Legal(to_act=0, phase="curse"),
           "curse C",
           all_plays(TRICKS_C),
           Legal(to_act=1, phase="curse"),
           Results((SVResult(changes=(6, 11)),
                    SVResult(sides={"cursed_cards": (7, 6), "curse_penalty": (-5, 0), "hearts": (13, 0), "sweep": (True, False),
                                    "round_points": (34, 0)}, changes=(29, 0), scores=(35, 11)))),
       ), options={**CUPID, **PARTNERS}),
)


def scenarios() -> tuple[Scenario, ...]:
    return STANDARD + TABLES + GAME_END + REFUSALS + MET_TROEF + BLIND_LOVE + PARTNER + KLEINE_LIEFDE + CUPIDS_ARROW


def cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for s in scenarios():
        out.extend(scenario_cases(GAME, s, code_rules))
    return out
