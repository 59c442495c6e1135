"""The layers run one way: the engine (``reference/``) at the bottom, the conformance suite
(``conformance/``) on it, the command line (``trickref/``) on both. An import from a lower
layer up into a higher one (a module of ``reference/`` reaching for the runner's registry, say)
is what this test refuses, wherever it sits in the module (top level, in a function, under
``TYPE_CHECKING``)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# package -> the top-level packages of the repository it must never import
FORBIDDEN = {
    "reference": ("conformance", "trickref", "properties", "tests", "mutation", "benchmarks"),
    "conformance": ("trickref", "properties", "tests", "mutation", "benchmarks"),
}


def imported_modules(source: str) -> list[tuple[int, str]]:
    """Every absolute module an ``import`` or ``from ... import`` names, with its line."""
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module is not None:
            out.append((node.lineno, node.module))
    return out


def upward_imports(package: str) -> list[str]:
    banned = FORBIDDEN[package]
    found: list[str] = []
    for path in sorted((ROOT / package).rglob("*.py")):
        if "node_modules" in path.parts:
            continue
        for line, module in imported_modules(path.read_text(encoding="utf-8")):
            if module.split(".")[0] in banned:
                found.append(f"{path.relative_to(ROOT)}:{line}: {module}")
    return found


def test_the_engine_imports_nothing_above_it() -> None:
    assert upward_imports("reference") == []


def test_the_conformance_suite_never_imports_the_command_line() -> None:
    assert upward_imports("conformance") == []


def test_the_check_sees_imports_anywhere_in_a_module() -> None:
    """The detector itself: an import inside a function and one under ``TYPE_CHECKING`` both count,
    a relative import and a mere mention in a string do not."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "import reference.cards\n"
        "if TYPE_CHECKING:\n"
        "    from conformance.games.support import game\n"
        "def f() -> None:\n"
        "    import trickref.cli as c\n"
        "    from . import sibling\n"
        "x = 'from conformance import nothing'\n"
    )
    assert sorted(imported_modules(source)) == [
        (1, "typing"), (2, "reference.cards"), (4, "conformance.games.support"), (6, "trickref.cli"),
    ]
