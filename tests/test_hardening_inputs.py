"""Issue 20 items 7 to 10 and issue 24 item 6, as regression tests of untrusted input: the suite
cache, big declarations, case files' options, the skip file's source-case and single-check
entries, and a seeded game's deal pinned from the documented shuffle."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from conformance import CORPUS_DIR
from conformance.case.corpus import load_case_files, load_corpus
from conformance.case.format import BadCase, Case, parse_case
from conformance.case.verdict import Mismatch, Outcome
from conformance.errors import UsageError
from conformance.export import write
from conformance.jsonvalues import JSONScalar
from conformance.run.select import at_levels
from conformance.run.skips import (
    SkipList,
    apply_skip_list,
    check_skip_list,
    read_skip_list,
    source_checks,
    source_id,
)
from conformance.suite import build, cache, declaration, sampling
from conformance.suite.declaration import MAX_VALUES, BadDeclaration, read_declaration
from conformance.suite.tailor import tailor
from reference.cards import format_cards, parse_cards, sort_cards
from tests.bundled import bundled_corpus
from tests.test_probes_adapters import hostile

ROOT = Path(__file__).resolve().parent.parent
CASE_ID = "smear/bidding/order-and-strictly-increasing-bids"
CASE = CORPUS_DIR / f"{CASE_ID}.json"


def raw_case() -> dict[str, object]:
    data = json.loads(CASE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


# ---------------------------------------------------------------------------- item 7: the suite cache


@pytest.fixture
def counted_build(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """``build.generated_for`` with the generator replaced by one that counts its calls and
    returns one corpus case (the cache logic is what is under test, not the generator)."""
    calls: list[int] = []

    def fake(game_name: str, options: object, budget: object) -> list[dict[str, object]]:
        calls.append(1)
        return [raw_case()]

    monkeypatch.setattr(build, "configured_cases", fake)
    return calls


def _generate(folder: Path, notes: list[str]) -> list[dict[str, object]]:
    return build.generated_for("smear", {"target": 21}, folder, notes.append)


def _only_file(folder: Path) -> Path:
    files = sorted(folder.glob("*.json"))
    assert len(files) == 1, files
    return files[0]


def _rewrite(path: Path, change: dict[str, object], digest: bool) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(change)
    if digest:
        data["sha256"] = cache.content_digest(data["content"])
    path.write_text(json.dumps(data), encoding="utf-8")


def _edited_expectation() -> list[dict[str, object]]:
    case = raw_case()
    expect = case["expect"]
    assert isinstance(expect, list)
    case["expect"] = [{**expect[0], "to_act": 3 - int(expect[0].get("to_act", 0))}] + expect[1:]  # not the reference's seat
    return [case]


TAMPERED = [
    ("the file holds []", lambda p: p.write_text("[]", encoding="utf-8"), "made by other code or another format"),
    ("deep nesting", lambda p: p.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8"), "unreadable (nested too deeply"),
    ("made by other code", lambda p: _rewrite(p, {"key": "0" * 24}, False), "made by other code"),
    ("edited, digest kept", lambda p: _rewrite(p, {"content": _edited_expectation()}, False), "does not match its digest"),
    ("edited, digest rewritten", lambda p: _rewrite(p, {"content": _edited_expectation()}, True),
     "expectations are not the reference's"),
    ("a bad case", lambda p: _rewrite(p, {"content": [{"id": "nonsense"}]}, True), "a case does not read"),
    ("not a list", lambda p: _rewrite(p, {"content": {"a": 1}}, True), "not a list of cases"),
]


@pytest.mark.parametrize(("name", "tamper", "why"), TAMPERED, ids=[t[0] for t in TAMPERED])
def test_a_cache_file_that_cannot_be_trusted_is_rebuilt_with_one_warning(counted_build: list[int], tmp_path: Path, name: str,
                                                                          tamper: object, why: str) -> None:
    notes: list[str] = []
    first = _generate(tmp_path, notes)
    assert counted_build == [1] and first == [raw_case()]
    assert _generate(tmp_path, notes) == first and counted_build == [1]  # read back from the cache, not rebuilt
    path = _only_file(tmp_path)
    assert callable(tamper)
    tamper(path)
    notes.clear()
    again = _generate(tmp_path, notes)
    assert again == first and counted_build == [1, 1], "the tampered cache was used instead of being rebuilt"
    warnings = [n for n in notes if n.startswith("warning:")]
    assert len(warnings) == 1 and f"cache file {path}" in warnings[0] and why in warnings[0] and warnings[0].endswith(": rebuilding it")
    assert "\n" not in warnings[0]
    assert _generate(tmp_path, notes) == first and counted_build == [1, 1]  # the rebuilt file is trusted again


def test_the_cache_key_holds_a_digest_of_the_code() -> None:
    """The key changes with the engine's and the suite's source (a cache made by other code is
    never reused): the digest covers every module of reference/ and conformance/."""
    before = cache.key_of("x")
    cache._SOURCE[:] = ["another version of the code"]
    try:
        assert cache.key_of("x") != before
    finally:
        cache._SOURCE.clear()
    assert cache.key_of("x") == before


# ---------------------------------------------------------------------------- item 8: big declarations


def test_a_declaration_past_the_size_limit_is_refused_naming_the_limit() -> None:
    """Three Smear options of 2,000 values each (a 40 kB hello) stalled the build for over 240 s."""
    with pytest.raises(BadDeclaration, match=rf"target: 2000 values; a declaration lists at most {MAX_VALUES} values of one option"):
        read_declaration("smear", {"target": list(range(10, 2010)), "joker_game_points": list(range(2000))})
    done = subprocess.run([sys.executable, "-m", "trickref", "conformance", "run", "--impl", hostile("big-hello"), "--game", "smear"],
                          cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines()[-1].startswith("trickref: error: the adapter's hello: games.smear.options.target: 2000 values")


def test_the_combinations_tried_grow_with_the_values_declared_not_their_product(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three options of n values: n**3 combinations. Tried: every one up to FULL_PRODUCT; then one
    plus PER_SLOT per pair of values while that stays under MAX_CANDIDATES; then one plus
    PER_SLOT per value, 1 + 3 * 3n. Worked out: n = 10 is 1,000 <= 1,500, all tried; n = 20 has
    3 * 20 * 20 = 1,200 pairs, 3,600 <= 4,000, so 1 + 3,600; n = 32 and n = 64 have 3,072 and
    12,288 pairs (over 4,000 once tripled), so 1 + 9 * 32 = 289 and 1 + 9 * 64 = 577."""
    def tried(n: int) -> int:
        return len(sampling.candidates("t", [tuple(range(n))] * 3))

    assert [tried(n) for n in (10, 20, 32, 64)] == [1000, 3601, 289, 577]
    counted: list[int] = []
    real = sampling.candidates

    def counting(seed: str, choices: Sequence[tuple[JSONScalar, ...]]) -> list[tuple[JSONScalar, ...]]:
        out = real(seed, choices)
        counted.append(len(out))
        return out

    # The widest declaration the limits allow, read through the real reader: 577 combinations
    # tried (it took 43 s to enumerate the 262,144 before the sampling by value).
    monkeypatch.setattr(declaration, "candidates", counting)
    decl = read_declaration("smoorverliefd", {"target": list(range(10, 74)), "blind_love": [True],
                                              "blind_bonus": list(range(1, 65)), "blind_penalty": list(range(1, 65))})
    assert len(decl.configurations()) == 12
    assert counted == [577]


# ---------------------------------------------------------------------------- items 9 and 10: case files


@pytest.mark.parametrize(("option", "value"), [("jokers", True), ("target", 21.0), ("target", "21"), ("partnerships", 1)])
def test_a_case_option_of_the_wrong_json_type_is_refused_naming_it(tmp_path: Path, option: str, value: object) -> None:
    """``{"jokers": true}`` is not one joker: the case is bad input, not a failure of the adapter."""
    case = raw_case()
    options = case["options"]
    assert isinstance(options, dict)
    options[option] = value
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    with pytest.raises(BadCase, match=rf"--case {path}: options: option '{option}'"):
        load_case_files([path])


def test_the_shipped_corpus_passes_the_option_check() -> None:
    assert len(load_corpus(CORPUS_DIR).cases) > 1000


# ---------------------------------------------------------------------------- issue 24 item 6: skip files


def _skips(tmp_path: Path, text: str) -> SkipList:
    path = tmp_path / "skips.txt"
    path.write_text(text, encoding="utf-8")
    return read_skip_list(path, None)


def _failing(case: Case, checks: list[int]) -> Outcome:
    found = [Mismatch(f"$.expect[{i}]", "1", "2", check=i) for i in checks]
    return Outcome(case, "fail", found[0].render(), found[0], mismatches=found)


def test_source_ids_of_tailored_and_configured_cases() -> None:
    assert source_id("smear/play/follow-suit-at-1a2b3c4d") == "smear/play/follow-suit"
    assert source_id("smear/generated/c1a2b3c4d-playout-7") == "smear/generated/playout-7"
    assert source_id("smear/play/follow-suit") == "smear/play/follow-suit"
    assert source_id("smear/play/follow-at-suit") == "smear/play/follow-at-suit"  # no 8-digit hash: its own


def test_a_skip_entry_names_the_source_case_and_one_check_and_survives_a_narrower_declaration(tmp_path: Path) -> None:
    """The corpus case has 5 checks (0-4). Declared with target 15 all five are kept (tailored
    check i is source check i); declared with target 11 and no Three, only source check 4 is kept
    (it is the tailored case's check 0). The entry ``CASE check 4`` names the same check under
    both hellos, though the tailored ids differ by their configuration hash."""
    corpus = bundled_corpus()
    source = next(c for c in corpus.cases if c.id == CASE_ID)
    assert len(source.expect) == 5
    wide = read_declaration("smear", {"target": [15]})
    narrow = read_declaration("smear", {"target": [11], "score_three": [False]})
    made = []
    for decl in (wide, narrow):
        t = tailor(source, decl, decl.configurations())
        assert t.case is not None
        made.append(parse_case(t.case))
    at_wide, at_narrow = made
    assert at_wide.id != at_narrow.id and source_id(at_wide.id) == source_id(at_narrow.id) == CASE_ID
    assert source_checks(at_wide) == [0, 1, 2, 3, 4] and source_checks(at_narrow) == [4]
    skips = _skips(tmp_path, f"{CASE_ID} check 4   # we count the Three differently\n")
    for suite in ([at_wide], [at_narrow]):
        check_skip_list(skips, suite, "the suite", corpus.cases)
    known = apply_skip_list(_failing(at_wide, [4]), skips)
    assert known.status == "xfail" and "known failure of check 4, skip file skips.txt:1 (we count the Three differently)" in known.message
    assert apply_skip_list(_failing(at_narrow, [0]), skips).status == "xfail"
    other = apply_skip_list(_failing(at_wide, [0, 4]), skips)
    assert other.status == "fail" and [m.check for m in other.mismatches] == [0]  # check 0 is no known difference
    assert apply_skip_list(Outcome(at_wide, "pass"), skips).status == "stale"
    # A check narrowed away by --level keeps its source number: levels record the checks they keep.
    level_of_4 = next(lv for lv in ("must", "should", "may") if (n := at_levels(at_wide, [lv])) is not None and 4 in source_checks(n))
    narrowed = at_levels(at_wide, [level_of_4])
    assert narrowed is not None
    index = source_checks(narrowed).index(4)
    assert apply_skip_list(_failing(narrowed, [index]), skips).status == "xfail"


def test_a_skip_entry_for_a_case_the_declaration_leaves_out_is_not_an_error(tmp_path: Path) -> None:
    corpus = bundled_corpus()
    skips = _skips(tmp_path, f"{CASE_ID}\n")
    check_skip_list(skips, [], "the suite", corpus.cases)
    typo = _skips(tmp_path, f"{CASE_ID}-typo\n")
    with pytest.raises(UsageError, match="line 1: .* matches no case of the suite"):
        check_skip_list(typo, [], "the suite", corpus.cases)


@pytest.mark.parametrize(("line", "message"), [
    (f"{CASE_ID} check 5", "check 5, but .* names cases of at most 5 check"),
    (f"{CASE_ID} check x", "is not 'CASE-ID' or 'CASE-ID check N'"),
    (f"{CASE_ID} extra words", "is not 'CASE-ID' or 'CASE-ID check N'"),
])
def test_bad_skip_entries_are_named(tmp_path: Path, line: str, message: str) -> None:
    corpus = bundled_corpus()
    with pytest.raises(UsageError, match=message):
        skips = _skips(tmp_path, line + "\n")
        check_skip_list(skips, corpus.cases, "corpus")


# ---------------------------------------------------------------------------- item 10: a seeded deal pinned


# The Four Point deck (FP-2.1) in canonical order (CD-5): suits S, H, D, C; A down to 7 in each.
FOURPOINT_DECK = " ".join(f"{r}{s}" for s in "SHDC" for r in "AKQJT987")


def test_a_seeded_four_point_deal_follows_the_documented_shuffle_and_rounds() -> None:
    """FP-2.3 with the engine's documented shuffle (reference/dealing.py: ``random.Random(
    "trickref:<label>:<seed>").shuffle`` of the deck in canonical order, label
    ``fourpoint:deal:<n>``). Worked by hand from the permutation: the dealer is seat 2, so the
    eldest is seat 3 (FP-1.3) and the packets of 3 go to seats 3, 0, 1, 2, twice: seat 3 gets
    cards 0-2 and 12-14, seat 0 3-5 and 15-17, seat 1 6-8 and 18-20, seat 2 9-11 and 21-23; the
    stock is cards 24-31 in order. A change to seeded dealing (the label, the eldest, the rounds,
    the deck order) fails this test."""
    from reference.fourpoint.options import FourPointOptions
    from reference.fourpoint.rules import new_game

    order = FOURPOINT_DECK.split()
    random.Random("trickref:fourpoint:deal:0:7").shuffle(order)
    packets = {3: (0, 12), 0: (3, 15), 1: (6, 18), 2: (9, 21)}
    # each hand shown in canonical order (CD-5), as the engine keeps it
    want = {seat: format_cards(sort_cards(parse_cards(" ".join(order[a:a + 3] + order[b:b + 3])))) for seat, (a, b) in packets.items()}
    state = new_game(FourPointOptions(), seed=7, dealer=2)
    assert state.hand is not None
    got = {seat: format_cards(hand) for seat, hand in enumerate(state.hand.hands)}
    assert got == want
    assert format_cards(state.hand.stock) == " ".join(order[24:])


def test_a_seeded_smear_deal_and_its_drawn_dealer() -> None:
    """SM-2.3 for 4 players, 6 cards, 2 jokers, no widow: rounds of ceil(6/2) = 3 and 3, from
    the eldest (SM-1.3); 54 - 24 = 30 cards of stock. With no dealer given, SM-1.4's cut is
    ``random.Random("trickref:smear:cut:<seed>").randrange(4)``."""
    from reference.smear.options import SmearOptions
    from reference.smear.rules import new_game

    deck = [f"{r}{s}" for s in "SHDC" for r in "AKQJT98765432"] + ["X1", "X2"]
    dealer = random.Random("trickref:smear:cut:11").randrange(4)
    random.Random("trickref:smear:deal:0:11").shuffle(deck)
    eldest = (dealer + 1) % 4
    want: dict[int, list[str]] = {seat: [] for seat in range(4)}
    position = 0
    for packet in (3, 3):
        for k in range(4):
            want[(eldest + k) % 4] += deck[position:position + packet]
            position += packet
    state = new_game(SmearOptions(hand_size=6), seed=11)
    assert state.hand is not None
    assert state.dealer == dealer
    assert [format_cards(h) for h in state.hand.hands] == [format_cards(sort_cards(parse_cards(" ".join(want[s])))) for s in range(4)]
    assert format_cards(state.hand.stock) == " ".join(deck[24:]) and len(deck[24:]) == 30


def test_the_shuffle_pins_more_than_its_own_arithmetic() -> None:
    """Two seeds give two deals (the seed is in the label), and deal 1 of a game is not deal 0."""
    from reference.fourpoint.rules import seeded_deal

    deals = {(seed, n): seeded_deal(seed, n, 0).hands for seed, n in itertools.product((7, 8), (0, 1))}
    assert len(set(deals.values())) == 4


# ---------------------------------------------------------------------------- the fuzzer's examples


def test_hypothesis_prints_a_scenario_by_its_short_repr() -> None:
    """Hypothesis's pretty-printer walks a dataclass field by field, ignoring ``__repr__``: a
    whole-game scenario gave a 52 kB "Generating overly large repr" warning in
    tests/test_conformance_fuzz.py. ``Scenario._repr_pretty_`` gives it the short form."""
    from hypothesis.vendor.pretty import pretty

    from conformance.fuzz.space import Scenario

    sc = Scenario("smear", {"target": 21}, 0, None, ({"hands": [["AS"] * 6] * 4},) * 10,  # type: ignore[arg-type]
                  ("pass",) * 5000, (), None, None, None, ())
    assert pretty(sc) == "Scenario(smear, 10 deal(s), 5000 action(s), 0 probe(s))"


def test_a_manifest_cannot_reach_outside_its_folder_through_a_linked_folder(tmp_path: Path) -> None:
    """Item 9: a folder of the corpus that is a link to one outside it is refused, never read
    (tests/test_probes_cli.py has the absolute path, ``..`` and a linked file)."""
    import hashlib

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    data = CASE.read_bytes()
    (outside / "case.json").write_bytes(data)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "smear").symlink_to(outside, target_is_directory=True)
    manifest = {"corpus_version": "1.0.0", "spec_version": "0.1.0", "protocol_version": "1.1",
                "cases": [{"id": CASE_ID, "file": "smear/case.json", "sha256": hashlib.sha256(data).hexdigest()}]}
    (corpus / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    with pytest.raises(BadCase, match=r"manifest lists smear/case.json, which goes through a symbolic link"):
        load_corpus(corpus)


def test_two_stores_of_one_cache_file_at_once_leave_one_whole_file(tmp_path: Path) -> None:
    """pytest -n or two terminals may store the same suite at once: each writes its own temporary
    file and the rename is atomic, so the cache holds one whole entry and no temporary is left."""
    path = tmp_path / "suite.json"
    threads = [threading.Thread(target=cache.store, args=(path, "k", [{"n": i, "pad": "x" * 20000}])) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["key"] == "k" and stored["content"][0]["n"] in range(8)
    assert [p.name for p in tmp_path.iterdir()] == ["suite.json"]


def test_export_for_hello_does_not_write_through_a_planted_link(tmp_path: Path) -> None:
    """conformance/export.write: a symbolic link planted at a case file's name or the manifest's is
    refused (OSError naming it), and the file it points at is left as it was."""
    target = tmp_path / "outside.txt"
    target.write_text("keep me", encoding="utf-8")
    out = tmp_path / "suite"
    out.mkdir()
    (out / "manifest.json").symlink_to(target)
    with pytest.raises(OSError, match="symbolic link"):
        write(out, [])
    assert target.read_text(encoding="utf-8") == "keep me"


def test_a_loaded_corpus_holds_each_repeated_string_once(tmp_path: Path) -> None:
    """Issue 20, item 10: a 10,000-case corpus held about 490 MB, most of it the same few
    strings (``play 7C``) made anew by the JSON reader in every case. Loaded cases share them."""
    corpus = bundled_corpus()
    by_text: dict[str, int] = {}
    shared = 0
    for case in corpus.cases:
        for action in case.actions:
            first = by_text.setdefault(action, id(action))
            shared += first == id(action)
    assert len(by_text) < shared / 10  # a corpus's actions repeat: far fewer texts than actions
    seen: dict[str, str] = {}
    for case in corpus.cases:
        for action in case.actions:
            assert seen.setdefault(action, action) is action, f"{case.id}: {action!r} is a second copy"
    # the depth limit still holds on the interning read (a case file 65 levels deep is refused)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 65 + "]" * 65, encoding="utf-8")
    with pytest.raises(BadCase, match="nested more than 64"):
        load_case_files([deep])
