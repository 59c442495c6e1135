"""The fast legality path agrees with the refusal rules (issue 14).

``legal_actions`` and ``apply`` decide legality in one pass per call (``playable``, ``lawful``);
the refusal functions stay as the error path, naming each refusal's code and rule. Along random
games of every game and several configurations, each candidate action is listed by
``legal_actions`` exactly when ``refusal`` finds nothing against it, ``apply`` refuses it exactly
then, with the refusal's code, and the list is in canonical order (CD-6) without a sort.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, Callable

import pytest

from reference import fourpoint, smear, smoorverliefd
from reference.actions import Action, Bid, Curse, Discard, Pass, Play, Trump, action_sort_key
from reference.cards import Suit
from reference.errors import IllegalAction
from reference.fourpoint.options import fourpoint_options
from reference.fourpoint.ranking import deck as fp_deck
from reference.smear.options import SmearOptions, smear_options
from reference.smear.rules import deck as smear_deck
from reference.smoorverliefd.options import SmoorverliefdOptions, smoorverliefd_options
from reference.smoorverliefd.rules import deck as sv_deck

CONFIGS: list[tuple[str, Callable[[], object]]] = [
    ("smear standard", lambda: smear_options({})),
    ("smear widow", lambda: smear_options({"preset": "widow"})),
    ("smear nine_card", lambda: smear_options({"preset": "nine_card"})),
    ("smear any first lead, no trump_anytime", lambda: smear_options({"first_lead": "any", "trump_anytime": False})),
    ("smear revoke penalized", lambda: smear_options({"revoke": "penalized"})),
    ("fourpoint standard", lambda: fourpoint_options({})),
    ("fourpoint trump_anytime off", lambda: fourpoint_options({"trump_anytime": False})),
    ("smoorverliefd standard", lambda: smoorverliefd_options({})),
    ("smoorverliefd troef overtrump", lambda: smoorverliefd_options({"troef": True, "troef_duty": "overtrump"})),
    ("smoorverliefd troef trump duty", lambda: smoorverliefd_options({"troef": True, "troef_duty": "trump"})),
    ("smoorverliefd blind love, cupid", lambda: smoorverliefd_options({"blind_love": True, "cupids_arrow": True})),
]


def candidates(name: str, state: object, deck: tuple[object, ...], rng: random.Random, legal: list[Action]) -> list[Action]:
    out: list[Action] = [Pass(), *(Bid(n) for n in range(0, 16)), *(Trump(s) for s in Suit), *(Curse(s) for s in Suit)]
    out += [Play(c) for c in deck]  # type: ignore[arg-type]
    hand = getattr(state, "hand", None)
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards and hand is not None:
        out += rng.sample(discards, min(5, len(discards)))
        held = max(hand.hands, key=len)
        combos = list(combinations(held, len(discards[0].cards)))
        out += [Discard(c) for c in rng.sample(combos, min(20, len(combos)))]
    return out


@pytest.mark.parametrize("label,make", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_legal_actions_and_apply_agree_with_the_refusals(label: str, make: Callable[[], object]) -> None:
    game: Any = {"smear": smear, "fourpoint": fourpoint, "smoorverliefd": smoorverliefd}[label.split()[0]]
    options = make()
    deck: tuple[object, ...] = (
        smear_deck(options) if isinstance(options, SmearOptions)
        else sv_deck(options) if isinstance(options, SmoorverliefdOptions) else fp_deck()
    )
    rng = random.Random(label)
    steps = 0
    for seed in range(3):
        state = game.new_game(options, seed=seed)
        for _ in range(150):
            legal = game.legal_actions(state)
            assert legal == sorted(legal, key=action_sort_key) and len(set(legal)) == len(legal)
            if not legal:
                break
            for action in candidates(label, state, deck, rng, legal):
                problem = game.refusal(state, action)
                assert (action in legal) == (problem is None), (label, str(action), problem)
                try:
                    game.apply(state, action)
                    accepted = True
                except IllegalAction as exc:
                    accepted = False
                    assert problem is not None and exc.code == problem.code and exc.rule == problem.rule
                revoke_ok = getattr(options, "revoke", "forbidden") != "forbidden" and problem is not None and problem.code.value in ("E_MUST_FOLLOW_SUIT", "E_MUST_LEAD_TRUMP")
                assert accepted == (problem is None or revoke_ok), (label, str(action))
            state = game.apply(state, rng.choice(legal))
            steps += 1
    assert steps > 100
