"""Bad input on the command line: every probe ends in one line ``trickref: error: ...`` naming
what was wrong (exit 2), never a traceback. Run in-process (trickref.cli.main) to stay fast;
argparse usage errors raise SystemExit(2) with the same one-line form."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conformance import CORPUS_DIR
from trickref.cli import build_parser, main

CASE_ID = "smear/bidding/order-and-strictly-increasing-bids"
CASE = CORPUS_DIR / f"{CASE_ID}.json"
HOSTILE = f"{sys.executable} {Path(__file__).parent / 'adapters' / 'hostile.py'} hang"
DIGITS = "9" * 5000


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "internal error" not in err, err
    return code, out, err


def one_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code, _, err = run_cli(capsys, *argv)
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == 1 and lines[0].startswith("trickref: error: "), (code, err)
    assert len(lines[0]) < 400, lines[0]
    return lines[0]


def write(path: Path, data: bytes) -> str:
    path.write_bytes(data)
    return str(path)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e300", "0", "-1"])
def test_timeout_must_be_a_finite_positive_number(capsys: pytest.CaptureFixture[str], value: str) -> None:
    line = one_error(capsys, "conformance", "run", "--impl", HOSTILE, "--case", str(CASE), f"--timeout={value}")
    assert "--timeout must be a number of seconds above 0 and at most 86400" in line


def test_bad_files_given_to_run(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    run = ("conformance", "run", "--impl", HOSTILE)
    skip = write(tmp_path / "skips.txt", b"\xff\xfe smear/*\n")
    assert "not UTF-8 text" in one_error(capsys, *run, "--case", str(CASE), "--skip-file", skip)
    latin = write(tmp_path / "latin.json", CASE.read_bytes().replace(b"Bidding", b"Bidd\xefng"))
    assert f"--case {latin}: not UTF-8 text" in one_error(capsys, *run, "--case", latin)
    deep = write(tmp_path / "deep.json", b"[" * 100_000 + b"]" * 100_000)
    assert "nested too deeply" in one_error(capsys, *run, "--case", deep)
    deepish = write(tmp_path / "deepish.json", b"[" * 200 + b"]" * 200)
    assert "nested more than 64 levels deep" in one_error(capsys, *run, "--case", deepish)
    huge = write(tmp_path / "huge.json", CASE.read_bytes().replace(b'"dealer": 0', b'"dealer": ' + DIGITS.encode(), 1))
    assert "holds an integer longer than Python reads" in one_error(capsys, *run, "--case", huge)


@pytest.mark.parametrize(("old", "new", "message"), [
    (b'"dealer": 0', b'"dealer": NaN', "NaN is not JSON"),
    (b'"dealer": 0', b'"dealer": -Infinity', "-Infinity is not JSON"),
    (b'"dealer": 0', b'"dealer": 1e999', "the number 1e999 is out of range"),
    (b'"dealer": 0', b'"dealer": 0, "dealer": 1', "the key 'dealer' appears twice in one object"),
])
def test_case_files_are_strict_json(capsys: pytest.CaptureFixture[str], tmp_path: Path, old: bytes, new: bytes, message: str) -> None:
    """Not JSON that Python happens to read: NaN and Infinity would be forwarded to the adapter as
    non-JSON and blamed on it; a key given twice would silently keep the last (issue 20 item 9)."""
    bad = write(tmp_path / "bad.json", CASE.read_bytes().replace(old, new, 1))
    line = one_error(capsys, "conformance", "run", "--impl", HOSTILE, "--case", bad)
    assert message in line and str(bad) in line


def test_a_manifest_reads_only_files_inside_its_corpus(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import hashlib

    outside = tmp_path / "outside.json"
    outside.write_bytes(CASE.read_bytes())
    digest = hashlib.sha256(CASE.read_bytes()).hexdigest()
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "link.json").symlink_to(outside)
    for listed, message in ((str(outside), "not a path inside the corpus"), ("../outside.json", "not a path inside the corpus"),
                            ("link.json", "goes through a symbolic link")):
        manifest = {"corpus_version": "1.0.0", "spec_version": "0.1.0", "protocol_version": "1.1",
                    "cases": [{"id": CASE_ID, "file": listed, "sha256": digest}]}
        (corpus / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
        assert message in one_error(capsys, "conformance", "list", "--corpus", str(corpus))


@pytest.mark.parametrize("manifest,message", [
    (b"\xff{}", "not UTF-8 text"),
    (b"[" * 100_000, "nested too deeply"),
    (b'{"cases": ' + b"[" * 300 + b"]" * 300 + b"}", "nested more than 64 levels"),
])
def test_bad_manifests(capsys: pytest.CaptureFixture[str], tmp_path: Path, manifest: bytes, message: str) -> None:
    (tmp_path / "corpus").mkdir()
    write(tmp_path / "corpus" / "manifest.json", manifest)
    assert message in one_error(capsys, "conformance", "list", "--corpus", str(tmp_path / "corpus"))


def test_a_non_utf8_case_file_in_a_corpus(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    data = b"\xff" + CASE.read_bytes()
    import hashlib

    write(corpus / "case.json", data)
    manifest = {"corpus_version": "1.0.0", "spec_version": "0.1.0", "protocol_version": "1.1",
                "cases": [{"id": CASE_ID, "file": "case.json", "sha256": hashlib.sha256(data).hexdigest()}]}
    (corpus / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert "case.json: not UTF-8 text" in one_error(capsys, "conformance", "list", "--corpus", str(corpus))


def test_bad_output_and_impl(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    blocker = write(tmp_path / "file", b"x")
    assert "--output" in one_error(capsys, "conformance", "run", "--impl", HOSTILE, "--case", str(CASE), "--output", f"{blocker}/r.xml")
    assert not (tmp_path / "file" / "r.xml").exists()
    code, _, err = run_cli(capsys, "conformance", "run", "--impl", "python\x00 -m x", "--case", str(CASE))
    assert code == 3 and err.startswith("trickref: error: cannot start")
    assert "--max-crashes must be at least 1" in one_error(capsys, "conformance", "run", "--impl", HOSTILE, "--case", str(CASE),
                                                           "--max-crashes", "0")


def test_huge_and_deep_values_name_the_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    line = one_error(capsys, "play", "smear", "--actions", f"bid {DIGITS}")
    assert "--actions item 1 'bid 9999" in line and "a number of 5000 digits is out of range" in line
    assert "--option 'target'" in one_error(capsys, "play", "smear", "--option", f"target={DIGITS}")
    assert "--option 'target': the value is nested too deeply" in one_error(capsys, "play", "smear", "--option", "target=" + "[" * 5000)
    assert "--action 'bid 9999" in one_error(capsys, "explain", "--case", str(CASE), "--action", f"bid {DIGITS}")
    position = write(tmp_path / "pos.json", b"[" * 100_000)
    assert f"{position}: nested too deeply to read" in one_error(capsys, "explain", "--position", position)
    assert "too deep (try a smaller --depth)" not in one_error(capsys, "perft", "--position", position, "--depth", "1")
    numbers = write(tmp_path / "num.json", b'{"game": "smear", "dealer": ' + DIGITS.encode() + b"}")
    assert "more than 4300 digits" in one_error(capsys, "explain", "--position", numbers)
    data = json.loads(CASE.read_text(encoding="utf-8"))
    data["actions"][0] = f"bid {DIGITS}"
    bid = tmp_path / "bid.json"
    bid.write_text(json.dumps(data), encoding="utf-8")
    assert "actions[0] 'bid 9999" in one_error(capsys, "explain", "--case", str(bid))


def test_seat_without_action_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--seat N needs --action" in one_error(capsys, "explain", "--case", str(CASE), "--seat", "1")
    code, _, _ = run_cli(capsys, "explain", "--case", str(CASE), "--seat", "1", "--action", "pass")
    assert code in (0, 1)


def test_case_ids_are_accepted_where_a_case_file_is(capsys: pytest.CaptureFixture[str]) -> None:
    by_id = run_cli(capsys, "explain", "--case", CASE_ID)
    by_path = run_cli(capsys, "explain", "--case", str(CASE))
    assert by_id[0] == 0 and by_id[1].splitlines()[1:] == by_path[1].splitlines()[1:]
    assert "nor a case id of the bundled corpus" in one_error(capsys, "explain", "--case", "smear/bidding/no-such-case")
    perft_case = min((CORPUS_DIR / "smear" / "perft").glob("*.json"))
    perft_id = f"smear/perft/{perft_case.stem}"
    code, out, _ = run_cli(capsys, "perft", "--case", perft_id)
    assert code == 0 and "agrees" in out
    code, out, _ = run_cli(capsys, "conformance", "list", "--id", CASE_ID, "--paths")
    assert code == 0 and out.strip() == str(CASE)


def test_perft_prints_every_depth_as_it_finishes(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The header and each depth line are on stdout before the next depth is counted."""
    import reference.perft

    seen: list[str] = []
    real = reference.perft.perft_by_depth

    def spy(table: object, depth: int) -> Iterator[tuple[int, int]]:
        # what stdout holds each time the next depth is about to be counted
        counting = iter(real(table, depth))  # type: ignore[arg-type]
        while True:
            seen.append(capsys.readouterr().out)
            try:
                yield next(counting)
            except StopIteration:
                return

    monkeypatch.setattr(reference.perft, "perft_by_depth", spy)
    code, _, _ = run_cli(capsys, "perft", "--case", str(CASE), "--after", "0", "--depth", "3")
    assert code == 0
    assert "perft after 0" in seen[0] and seen[1].startswith("depth 1: ") and seen[2].startswith("depth 2: ")


def help_text(*argv: str) -> str:
    parser = build_parser()
    for action in parser._subparsers._group_actions if parser._subparsers else []:
        choices = getattr(action, "choices", None)
        if isinstance(choices, dict):
            sub = choices[argv[0]]
            if len(argv) > 1:
                for inner in sub._subparsers._group_actions if sub._subparsers else []:
                    inner_choices = getattr(inner, "choices", None)
                    if isinstance(inner_choices, dict):
                        return str(inner_choices[argv[1]].format_help())
            return str(sub.format_help())
    raise AssertionError(argv)


def test_help_texts() -> None:
    rules = " ".join(help_text("rules").split())
    assert "ambiguity register" in rules and "quoted from SPEC.md" in rules
    play = " ".join(help_text("play").split())
    assert "default 100000" in play and "ten_point" in play and "take_2" in play and "cupids_arrow" in play
    assert "--option NAME=VALUE set one option over the preset" in play
    run = help_text("conformance", "run")
    for code in ("0 ", "1 ", "2 ", "3 ", "4 ", "130"):
        assert f"\n  {code}" in run, code
    assert "143 by SIGTERM" in run
    assert "--max-crashes" in run and "--progress-every" in run


def test_the_conformance_list_json_names_files(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "conformance", "list", "--id", CASE_ID, "--format", "json")
    assert code == 0 and json.loads(out)[0]["file"] == str(CASE)
