"""Smoorverliefd (chapter SV): what the conformance suite knows of it, written once."""

from __future__ import annotations

from conformance.case.checks import FinalCheck, HandResultsCheck, TricksCheck
from conformance.games import support
from reference.smoorverliefd import options
from reference.smoorverliefd.binding import start
from reference.smoorverliefd.rules import deck

# SPEC "Smoorverliefd options": players and target describe the table; the five named
# variants of SV-11 are variants; the rest read register entries (R-SV-4, R-SV-5, R-SV-6,
# R-SV-8, R-SV-9, R-SV-11): the sweep, the champion, ties, the Blind Love amounts, the pair
# sweep and the curse's hearts and amount.
CLASSES: dict[str, support.OptionClass] = {
    "players": "table", "target": "table",
    "troef": "variant", "blind_love": "variant", "partners": "variant", "kleine_liefde": "variant",
    "cupids_arrow": "variant",
    "sweep": "reading", "champion": "reading", "tie": "reading", "blind_bonus": "reading",
    "blind_penalty": "reading", "pair_sweep": "reading", "curse_hearts": "reading", "curse_penalty": "reading",
    "curse_dealer": "reading",  # R-SV-11: the next dealer by the fewest heart points, or heart cards
    "troef_duty": "reading",  # R-SV-13: the Dutch duty to trump and to over-trump under met Troef
}


def inert(o: support.Options) -> frozenset[str]:
    """The options that cannot change any observation under the others."""
    idle: set[str] = set()
    if o.get("blind_love") is False:
        idle |= {"blind_bonus", "blind_penalty"}  # SV-7: no bids
    if o.get("partners") is False:
        idle.add("pair_sweep")  # SV-8: no pairs
    if o.get("cupids_arrow") is False:
        idle |= {"curse_hearts", "curse_penalty", "curse_dealer"}  # SV-10: no curse
    if o.get("troef") is False:
        idle |= {name for name in o if name.startswith("troef_")}  # SV-6 duties need trumps
    return frozenset(idle)


def shape(o: support.Options) -> support.Shape:
    typed = options.smoorverliefd_options(o)
    return support.Shape.of(deck(typed), typed.players, typed.dealt, 0)


CHECK_RULES = support.CheckRules(
    phase={"play": ("SV-3.2", "SV-3.3", "SV-6.5", "SV-6.6"), "bidding": ("SV-7.1",), "curse": ("SV-10.3",),
           "awaiting_deal": ("SV-2.4",), "game_over": ("SV-5.1",)},
    tricks=("SV-3.4", "SV-3.5", "SV-6.3"),
    category={},
    field={"hearts": ("SV-4.2",), "heart_points": ("SV-4.1", "SV-4.2", "SV-9.1"), "sweep": ("SV-4.3", "SV-8.3"),
           "round_points": ("SV-4.3", "SV-4.5"), "bid_adjustment": ("SV-7.3",), "bid": ("SV-7.1",),
           "cursed_cards": ("SV-10.4",), "curse_penalty": ("SV-10.4",), "champions": ("SV-4.6",),
           "changes": ("SV-4.7",), "scores": ("SV-4.7",), "dead": ("SV-2.4",), "hearts_in_play": ("SV-2.4",),
           "cursed": ("SV-10.3",), "dealer": ("SV-1.3", "SV-10.2")},
    final={"scores": ("SV-4.7",), "winner": ("SV-5.1", "SV-5.2", "SV-5.3"), "phase": ("SV-5.1",)},
    sections={"bidding": "SV-7", "curse": "SV-10", "play": "SV-3", "awaiting_deal": "SV-2", "game_over": "SV-5"},
    seat_section="SV-1",
    kind_sections={TricksCheck: ("SV-3",), HandResultsCheck: ("SV-4",), FinalCheck: ("SV-5",)},
)

APPLICABILITY = support.Applicability(
    conditions={
        "SV-6.5": lambda o: o.get("troef") is True and o.get("troef_duty") not in (None, "none"),
        "SV-6.6": lambda o: o.get("troef") is True and o.get("troef_duty") == "overtrump",
        "SV-2.4": lambda o: o.get("players") != 4,  # dead cards: 3 or 5 players only
    },
    variant_sections={"SV-6": "troef", "SV-7": "blind_love", "SV-8": "partners", "SV-9": "kleine_liefde", "SV-10": "cupids_arrow"},
    # seeded shuffles, presets (names only), starting scores (given through the API, not the protocol)
    never_observed=frozenset({"SV-2.3", "SV-11", "SV-1.5"}),
)


def record() -> support.GameSupport:
    return support.build(
        name="smoorverliefd", title="Smoorverliefd", rule_prefix="SV", start=start,
        options=support.EngineOptions.of(options.SmoorverliefdOptions, options.smoorverliefd_options,
                                         options.smoorverliefd_options_dict, options.PRESETS),
        classes=dict(CLASSES), inert=inert,
        check_rules=CHECK_RULES, applicability=APPLICABILITY, shape=shape,
        open_values={
            "players": (4, 3, 5),
            "target": (1, 5, 11, 20, 30),  # a round scores up to 13 or so: two rounds or more need more
            "blind_bonus": (10, 0, 5),
            "blind_penalty": (10, 0, 5),
            "curse_penalty": (5, 0, 10),
        },
        policies=("random", "hearts"),
        unreachable_codes={
            "E_BID_TOO_LOW": "a negative bid has no action string (`bid -1` does not parse, CD-6): "
            "the SPEC table says it arises only through the API",
        },
    )
