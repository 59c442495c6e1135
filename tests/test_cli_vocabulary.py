"""trickref vocabulary and the value meanings of trickref rules, driven as a user would
(tests/cli_support.py): the page in the terminal, one section at a time, as markdown; a bad game
name is one error line."""

from __future__ import annotations

from conformance.games import game as game_record
from conformance.vocabulary.pages import page_path
from conformance.vocabulary.wording import option_rows
from tests.cli_support import ok, one_error_line, trickref


def test_vocabulary_prints_each_value_s_meaning() -> None:
    lines = ok(trickref("vocabulary", "smear"))
    assert lines[:2] == ["Smear: the adapter's vocabulary", "=" * len("Smear: the adapter's vocabulary")]
    text = " ".join(x.strip() for x in lines)
    for title in ("Options", "Actions", "Refusal codes and precedence", "Cards", "Phases"):
        assert title in lines
    at = lines.index("  trump_anytime")
    option = " ".join(x.strip() for x in lines[at : at + 14])
    assert "Register: R-SM-14 (Trumping when able to follow suit)" in option
    assert "to a non-trump lead a trump may always be played instead of following suit (SM-6.3)" in option
    assert "a seat holding the effective suit led must follow it; it trumps only when void (SM-6.3)" in option
    assert "curse S" in text and "E_WRONG_PHASE in every phase" in text
    assert all(len(x) <= 100 for x in lines)  # COLUMNS=100: wide tables are shown row by row


def test_vocabulary_sections_and_markdown() -> None:
    codes = ok(trickref("vocabulary", "fourpoint", "--codes"))
    assert "Refusal codes and precedence" in codes and "Options" not in codes and "Actions" not in codes
    joined = " ".join(x.strip() for x in codes)
    assert "E_TRUMP_DISCARDED" in joined and "E_CARD_NOT_IN_HAND, then E_TRUMP_DISCARDED, then E_MUST_FOLLOW_SUIT" in joined
    actions = ok(trickref("vocabulary", "smoorverliefd", "--actions"))
    assert "Actions" in actions and "Refusal codes and precedence" not in actions
    assert any(x.split()[:2] == ['"discard', '8C'] and "E_BAD_ACTION" in x for x in actions)
    both = ok(trickref("vocabulary", "smear", "--actions", "--codes"))
    assert "Actions" in both and "Refusal codes and precedence" in both and "Cards" not in both
    page = ok(trickref("vocabulary", "smoorverliefd", "--markdown"))
    assert "\n".join(page) + "\n" == page_path("smoorverliefd").read_text(encoding="utf-8")


def test_vocabulary_errors_are_one_line() -> None:
    known = "known: fourpoint, smear, smoorverliefd"
    assert one_error_line(trickref("vocabulary", "hearts")) == f"trickref: error: unknown game 'hearts'; {known}"
    assert "the following arguments are required: GAME" in one_error_line(trickref("vocabulary"))
    assert "unrecognized arguments: --rules" in one_error_line(trickref("vocabulary", "smear", "--rules"))


def test_rules_shows_a_meaning_for_every_value() -> None:
    for game in ("smear", "fourpoint", "smoorverliefd"):
        lines = ok(trickref("rules", game))
        for name in game_record(game).defaults:
            at = lines.index(f"  {name}")
            end = next(i for i in range(at + 1, len(lines)) if not lines[i].startswith("    "))
            block = lines[at + 1 : end]
            assert "    meaning of each value:" in block, (game, name)
            rows = [x for x in block[block.index("    meaning of each value:") + 1 :] if x.startswith("      ")
                    and not x.startswith("       ")]
            assert len(rows) == len(option_rows(game, name)), (game, name, rows)
    lines = ok(trickref("rules", "smear"))
    at = lines.index("  revoke")
    assert lines[at + 1 : at + 5] == [  # the lines `rules` always printed come first
        "    default: forbidden",
        "    values: forbidden | penalized | set_back",
        "    rules: SM-6.7, SM-8.5",
        "    register: R-SM-15 Revoke; R-SM-32 The revoke penalty \"set back the amount bid\"",
    ]
    assert lines[at + 5] == "    meaning of each value:"
    assert lines[at + 6].split(None, 2) == ["forbidden", "(default)", "refused with E_MUST_LEAD_TRUMP or E_MUST_FOLLOW_SUIT (SM-6.7)"]
    assert lines[at + 7].split()[:3] == ["penalized", "accepted", "and"]
