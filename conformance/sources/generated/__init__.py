"""The generated cases: expectations computed by the reference through the replay primitive.

One package per game (``smear``, ``fourpoint``, ``smoorverliefd``) with the same modules, one
subject each:

- ``play``: the play policies, the adversarial deals and the playout itself, which the others use;
- ``playouts``: the SPEC rules a playout exercises (its rule tags), a playout made into a case,
  and the playout cases (area ``playout``, and ``variants`` for Smoorverliefd);
- ``readings``: option readings (area ``options``): for each non-default option value, a hand
  under that value and a default hand, each replayed differently by the other reading;
- ``refusals``: one action breaking exactly one rule (SPEC "<game> refusal codes", area
  ``refusal``), and malformed action strings;
- ``perft``: counts of legal action sequences from a position, with the count per first action;
- ``rare``: rare situations and the positions and option values the others never reach.

A package's ``cases()`` is the game's generator as the registry calls it; ``configured.Kit`` and
``pairs`` call ``play.play``, ``playouts.playout_case`` and the refusals' ``bad_actions``,
``refusal_case`` and ``BAD_STRINGS``. ``common`` is what the games share.
"""
