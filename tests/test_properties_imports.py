"""The oracles and invariants take nothing from the engine for what they check (issue 17).

Each oracle and invariant module (and every properties module they import) may import from
``reference`` only:

- data types: cards, suits, actions, refusal codes, phases, deals, each game's state and
  options dataclasses;
- notation: ``parse_action`` (CD-6: the invariants check that a legal action's string parses
  back to it);
- in the invariant modules only, the system under test itself: ``apply``, ``legal_actions``,
  ``to_act`` and the JSON codec, which the invariants call in order to check them.

Nor may they read an options object's derived members (``sides``, ``side_of``, ``dealt``,
``dead``, ``hand_maximum``: engine code that computes a rule) or a suit's ``partner`` (SM-4.2's
colour pairing). The rules come from properties/spec_cards.py and the oracles themselves.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
from pathlib import Path

import pytest

from reference.fourpoint.options import FourPointOptions
from reference.smear.options import SmearOptions
from reference.smoorverliefd.options import SmoorverliefdOptions

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("smear", "fourpoint", "smoorverliefd")
ORACLES = [f"properties/{g}_oracle.py" for g in GAMES] + ["properties/spec_cards.py", "properties/invariant_checks.py"]
INVARIANTS = [f"properties/{g}_invariants.py" for g in GAMES]

DATA_TYPES: dict[str, set[str]] = {
    "reference.cards": {"Card", "Suit", "X1", "X2"},
    "reference.actions": {"Action", "Bid", "Curse", "Discard", "Pass", "Play", "Trump"},
    "reference.errors": {"Code", "IllegalAction"},
    "reference.phases": {"Phase"},
    "reference.dealing": {"Deal"},
    "reference.smear.options": {"SmearOptions"},
    "reference.smear.state": {"HandState", "SmearState", "HandResult", "Trick", "Award", "Category"},
    "reference.fourpoint.options": {"FourPointOptions"},
    "reference.fourpoint.state": {"HandState", "FourPointState", "HandResult", "Trick", "Award"},
    "reference.smoorverliefd.options": {"SmoorverliefdOptions"},
    "reference.smoorverliefd.state": {"HandState", "SmoorverliefdState", "HandResult", "Trick", "SeatTally", "SideTally"},
}
NOTATION: dict[str, set[str]] = {"reference.actions": {"parse_action"}}
# The packages re-export their state types next to the API.
UNDER_TEST: dict[str, set[str]] = {
    "reference.smear": {"apply", "legal_actions", "to_act", "SmearState", "HandState", "HandResult"},
    "reference.smear.codec": {"encode_state", "decode_state"},
    "reference.fourpoint": {"apply", "legal_actions", "to_act", "FourPointState", "HandState", "HandResult"},
    "reference.fourpoint.codec": {"encode_state", "decode_state"},
    "reference.smoorverliefd": {"apply", "legal_actions", "to_act", "SmoorverliefdState", "HandState", "HandResult"},
    "reference.smoorverliefd.codec": {"encode_state", "decode_state"},
}
STDLIB = {"__future__", "json", "dataclasses", "itertools", "collections", "collections.abc", "typing"}


def derived_members() -> set[str]:
    """Members of the options classes that compute something (properties, methods), as opposed
    to the dataclass fields that hold the options' values."""
    out: set[str] = set()
    for cls in (SmearOptions, FourPointOptions, SmoorverliefdOptions):
        fields = {f.name for f in dataclasses.fields(cls)}
        for name, member in vars(cls).items():
            if name.startswith("_") or name in fields:
                continue
            if isinstance(member, property) or inspect.isfunction(member):
                out.add(name)
    return out


def allowed(module: str, name: str, invariants: bool) -> bool:
    tables = [DATA_TYPES, NOTATION] + ([UNDER_TEST] if invariants else [])
    return any(name in t.get(module, set()) for t in tables)


def problems(source: str, invariants: bool, checked: set[str]) -> list[str]:
    """Every import or attribute read in ``source`` that the rules above forbid."""
    out: list[str] = []
    banned_attrs = derived_members() | {"partner", "is_red"}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [f"import {a.name}" for a in node.names if a.name.split(".")[0] in ("reference", "properties")]
        elif isinstance(node, ast.ImportFrom):
            mod = node.module or ""
            if mod.startswith("properties"):
                target = mod.replace(".", "/") + ".py"
                if target not in checked:
                    out.append(f"from {mod} import ...: not an oracle module held to these rules")
            elif mod.startswith("reference"):
                out += [f"from {mod} import {a.name}" for a in node.names if not allowed(mod, a.name, invariants)]
            elif mod not in STDLIB:
                out.append(f"from {mod} import ...: not a standard module")
        elif isinstance(node, ast.Attribute) and node.attr in banned_attrs:
            base = node.value
            options_like = (isinstance(base, ast.Name) and base.id in ("o", "options")) or (
                isinstance(base, ast.Attribute) and base.attr == "options"
            )
            if options_like or node.attr in ("partner", "is_red"):
                out.append(f"reads .{node.attr} (engine code computing a rule) at line {node.lineno}")
    return out


@pytest.mark.parametrize("path", ORACLES + INVARIANTS)
def test_oracles_and_invariants_import_only_data_types_and_notation(path: str) -> None:
    source = (ROOT / path).read_text()
    found = problems(source, path in INVARIANTS, set(ORACLES))
    assert not found, f"{path}: {found}"


def test_the_check_catches_engine_rule_code() -> None:
    """The check itself can fail: the imports and reads issue 17 found are each reported."""
    cases = {
        "from reference.smear.rules import deck": True,
        "from reference.smear.ranking import stronger": True,
        "from reference.cards import sort_cards": True,
        "from reference.actions import action_sort_key": True,
        "from properties.kernels import spec_suit": True,
        "from reference.smear import apply": False,  # only the invariants may call the API
        "def f(o):\n    return o.side_of(3) + o.sides": True,
        "def f(s):\n    return s.options.dealt": True,
        "def f(t):\n    return t.partner": True,
    }
    for source, invariants in cases.items():
        assert problems(source, invariants, set(ORACLES)), source
    assert problems("from reference.smear import apply", True, set(ORACLES)) == []
    assert problems("def f(r):\n    return r.sides", False, set(ORACLES)) == [], "a result's field named sides is data"
    assert {"sides", "side_of", "dealt", "dead", "hand_maximum"} <= derived_members()
