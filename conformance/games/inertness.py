"""Which options cannot change any observation of a game under its other options: the options
an implementation may declare ``not_applicable`` (conformance.suite.declaration).

Each entry rests on the SPEC rule that makes the option idle; an option is listed only where no
legal set, refusal, trick, hand result or final state can depend on its value.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

InertRule = Callable[[Mapping[str, object]], frozenset[str]]


def smear(o: Mapping[str, object]) -> frozenset[str]:
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


def fourpoint(o: Mapping[str, object]) -> frozenset[str]:
    idle = {"high_to"}  # FP-7.2: the High card always wins its own trick, so player = taker
    if o.get("take") == 0:
        # FP-4.1, FP-4.2: the bidder takes nothing and holds six cards: no discard ever happens.
        idle |= {"trump_discard", "discarded_jack"}
    if o.get("win_only_on_made_bid") is False:
        idle.add("made_bid_winner")  # FP-9.3: only read under the house rule
    return frozenset(idle)


def smoorverliefd(o: Mapping[str, object]) -> frozenset[str]:
    idle: set[str] = set()
    if o.get("blind_love") is False:
        idle |= {"blind_bonus", "blind_penalty"}  # SV-7: no bids
    if o.get("partners") is False:
        idle.add("pair_sweep")  # SV-8: no pairs
    if o.get("cupids_arrow") is False:
        idle |= {"curse_hearts", "curse_penalty"}  # SV-10: no curse
    if o.get("troef") is False:
        idle |= {name for name in o if name.startswith("troef_")}  # SV-6 duties need trumps
    return frozenset(idle)


RULES: dict[str, InertRule] = {"smear": smear, "fourpoint": fourpoint, "smoorverliefd": smoorverliefd}


def inert(game: str, options: Mapping[str, object]) -> frozenset[str]:
    rule = RULES.get(game)
    return rule(options) if rule is not None else frozenset()
