"""Smear (chapter SM): what the conformance suite knows of it, written once."""

from __future__ import annotations

from conformance.case.checks import FinalCheck, HandResultsCheck, TricksCheck
from conformance.games import support
from reference.smear import options
from reference.smear.binding import start
from reference.smear.rules import deck

CLASSES: dict[str, support.OptionClass] = {
    "players": "table", "partnerships": "table", "hand_size": "table", "target": "table",
    "jokers": "variant", "widow": "variant", "nine_card": "variant", "jick": "variant",
    "joker_rank": "variant", "score_jick": "variant", "score_jokers": "variant",
    "score_three": "variant", "score_two": "variant",
    "joker_tiebreak": "reading", "all_pass": "reading", "trump_anytime": "reading",
    "revoke": "reading", "high_rule": "reading", "low_rule": "reading", "game_tie": "reading",
    "joker_game_points": "reading", "elimination": "reading", "max_bid": "reading", "first_lead": "reading",
}


def inert(o: support.Options) -> frozenset[str]:
    """The options that cannot change any observation under the others."""
    idle: set[str] = set()
    jokers = o.get("jokers")
    if jokers == 0:
        # SM-2.1: no joker in the deck, so SM-4.3/SM-4.4's joker order, SM-7.6 and the joker
        # game points of SM-7.7 never apply.
        idle |= {"joker_rank", "joker_tiebreak", "score_jokers", "joker_game_points"}
    elif jokers == 1:
        idle.add("joker_tiebreak")  # SM-4.4: needs both jokers in one trick
    if o.get("joker_rank") == "big_above_jick":
        idle.add("joker_tiebreak")  # SM-4.4: the jokers are ranked apart
    if o.get("jick") is False:
        idle.add("score_jick")  # SM-7.5: no Jick to capture
    if o.get("widow") == 0:
        idle.add("score_two")  # SM-7.9 belongs to widow Smear; SM-10 forbids it without a widow
    return frozenset(idle)


def _dealt(o: support.Options) -> int:
    return options.smear_options(o).dealt


def shape(o: support.Options) -> support.Shape:
    typed = options.smear_options(o)
    return support.Shape.of(deck(typed), typed.players, typed.dealt, typed.widow)


CHECK_RULES = support.CheckRules(
    phase={"bidding": ("SM-3.1", "SM-3.2", "SM-3.4", "SM-3.5"), "trump": ("SM-4.1",),
           "discard": ("SM-5.1", "SM-5.4", "SM-5.5"), "play": ("SM-6.1", "SM-6.2", "SM-6.3", "SM-6.4"),
           "awaiting_deal": ("SM-2.3",), "game_over": ("SM-9.1",)},
    tricks=("SM-4.2", "SM-4.3", "SM-4.4", "SM-6.1", "SM-6.5"),
    category={"high": ("SM-7.2",), "low": ("SM-7.3",), "jack": ("SM-7.4",), "jick": ("SM-7.5",), "joker1": ("SM-7.6",),
              "joker2": ("SM-7.6",), "game": ("SM-7.7",), "three": ("SM-7.8",), "two": ("SM-7.9",)},
    field={"outcome": ("SM-3.5", "SM-2.4"), "pitcher": ("SM-3.6",), "bid": ("SM-3.2",), "trump": ("SM-4.1",),
           "captured": ("SM-8.1",), "game_points": ("SM-7.7",), "made": ("SM-8.2", "SM-8.3"),
           "revoking_sides": ("SM-6.7", "SM-8.5"), "changes": ("SM-8.2", "SM-8.3", "SM-8.4", "SM-8.5", "SM-8.6"),
           "scores": ("SM-8.2", "SM-8.3", "SM-8.4"), "dealer": ("SM-1.3",)},
    final={"scores": ("SM-8.2", "SM-8.3", "SM-8.4"), "winner": ("SM-9.1", "SM-9.2", "SM-9.3", "SM-9.4"), "phase": ("SM-9.1",)},
    sections={"bidding": "SM-3", "trump": "SM-4", "discard": "SM-5", "play": "SM-6", "awaiting_deal": "SM-2", "game_over": "SM-9"},
    seat_section="SM-1",
    kind_sections={TricksCheck: ("SM-6",), HandResultsCheck: ("SM-7", "SM-8"), FinalCheck: ("SM-9",)},
)

APPLICABILITY = support.Applicability(
    conditions={
        "SM-1.1": lambda o: o.get("partnerships") is False,
        "SM-1.2": lambda o: o.get("partnerships") is True,
        "SM-2.4": lambda o: o.get("nine_card") is True or o.get("all_pass") == "redeal",
        "SM-4.4": lambda o: o.get("jokers") == 2 and o.get("joker_rank") == "below_jick",
        "SM-5.1": lambda o: _dealt(o) > 6 or o.get("widow") != 0,
        "SM-5.4": lambda o: o.get("widow") != 0,
        "SM-5.5": lambda o: o.get("nine_card") is True,
        "SM-6.7": lambda o: o.get("revoke") == "penalized",
        "SM-8.5": lambda o: o.get("revoke") == "penalized",
        "SM-7.5": lambda o: o.get("jick") is True and o.get("score_jick") is True,
        "SM-7.6": lambda o: o.get("jokers") != 0 and o.get("score_jokers") is True,
        "SM-7.8": lambda o: o.get("score_three") is True,
        "SM-7.9": lambda o: o.get("score_two") is True,
        "SM-8.6": lambda o: o.get("all_pass") == "dealer_set",
        "SM-9.4": lambda o: o.get("elimination") is not None,
    },
    # seeded shuffles, presets (names only), starting scores (given through the API, not the protocol)
    never_observed=frozenset({"SM-2.3", "SM-10", "SM-9.5"}),
)


def record() -> support.GameSupport:
    return support.build(
        name="smear", title="Smear", rule_prefix="SM", start=start,
        options=support.EngineOptions.of(options.SmearOptions, options.smear_options, options.smear_options_dict, options.PRESETS),
        classes=dict(CLASSES), golden_tests="tests/test_smear_golden_*.py", exempt=False, inert=inert,
        check_rules=CHECK_RULES, applicability=APPLICABILITY, shape=shape,
        open_values={
            "players": (4, 3, 5, 6, 8),
            "hand_size": (None, 6, 7, 8, 9, 10),
            "jokers": (2, 0, 1),
            "widow": (0, 4),
            "joker_game_points": (0, 1),
            "elimination": (None, -1, -2, -3, -5),
        },
        policies=("random", "cautious", "passer", "trumper", "jokers", "overbidder", "revoker"),
    )
