"""SPEC.md as the suite reads it: the rule ids of a chapter, the section headings, a game's
refusal-code table. SPEC.md is the repository's; an installed wheel carries a copy inside this
package (pyproject.toml, force-include), so every path that needs it finds it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from conformance.case.build import rule_key

HERE = Path(__file__).resolve().parent
CANDIDATES = (HERE.parent / "SPEC.md", HERE / "SPEC.md")  # the checkout's, then the wheel's
_SPEC_RULE = re.compile(r"^\*\*((?:[A-Z]{2})-[0-9]+(?:\.[0-9]+)?)\*\*(.*)$")


def spec_path() -> Path:
    """SPEC.md: the checkout's, else the copy an installed wheel carries. Raises FileNotFoundError
    naming both places."""
    for path in CANDIDATES:
        if path.is_file():
            return path
    raise FileNotFoundError(f"SPEC.md is in neither {CANDIDATES[0]} nor {CANDIDATES[1]} (a broken install?)")


def _text(spec: Path | None) -> str:
    return (spec or spec_path()).read_text(encoding="utf-8")


def spec_rule_ids(prefixes: Sequence[str], spec: Path | None = None) -> list[str]:
    ids: list[str] = []
    for line in _text(spec).splitlines():
        m = _SPEC_RULE.match(line)
        if m and m.group(1).split("-")[0] in prefixes and "(reserved)" not in m.group(2):
            ids.append(m.group(1))
    return sorted(set(ids), key=rule_key)


def spec_section_ids(spec: Path | None = None) -> list[str]:
    """Section headings with an id (``### SM-6 Play``)."""
    return re.findall(r"^#+ ([A-Z]{2}-[0-9]+) ", _text(spec), re.MULTILINE)


def spec_refusal_codes(heading: str, spec: Path | None = None) -> tuple[str, ...]:
    """The codes listed in the SPEC table under ``### <heading>`` (empty if there is none)."""
    codes: list[str] = []
    inside = False
    for line in _text(spec).splitlines():
        if line.startswith("#"):
            inside = line.lstrip("#").strip() == heading
            continue
        m = re.match(r"^\|\s*`(E_[A-Z_]+)`", line) if inside else None
        if m and m.group(1) not in codes:
            codes.append(m.group(1))
    return tuple(codes)


def option_rules(game_title: str, spec: Path | None = None) -> dict[str, tuple[str, ...]]:
    """Each option of the game's options table (``### <title> options``) with the rules its
    ``rule`` column names."""
    out: dict[str, tuple[str, ...]] = {}
    inside = False
    for line in _text(spec).splitlines():
        if line.startswith("#"):
            inside = line.lstrip("#").strip() == f"{game_title} options"
            continue
        m = re.match(r"^\|\s*`([a-z_]+)`\s*\|.*\|\s*([A-Z]{2}-[0-9][^|]*)\|\s*$", line) if inside else None
        if m:
            out[m.group(1)] = tuple(re.findall(r"[A-Z]{2}-[0-9]+(?:\.[0-9]+)?", m.group(2)))
    return out
