"""The documents name the versions that ship (issue 24 item 7, issue 25 item 3): a CI recipe
that pins `--require-version 1.0.0` exits 2 against the shipped corpus, and a protocol document
titled 1.0 describes a protocol the runner no longer speaks.

The current versions are read from conformance/__init__.py (CORPUS_VERSION, PROTOCOL_VERSION);
tests/test_version.py holds them equal to the manifest and the installed package. Here, every
place a document states the current version must state that one:

- README.md, conformance/README.md and CHANGELOG.md name "corpus X.Y.Z" and "protocol M.N";
- conformance/PROTOCOL.md is titled with the protocol version;
- every `--require-version X.Y.Z` (the CI recipe), every wheel file name `trickref-X.Y.Z-...whl`
  (the package version is the corpus version) and every report heading
  `corpus X.Y.Z (SPEC S, protocol M.N)` shown as sample output names the current versions.

Historical versions stay legitimate where a document talks about history (CHANGELOG.md's
entries, "before 1.2"), so only these forms are held to the current numbers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conformance import CORPUS_VERSION, PROTOCOL_VERSION

ROOT = Path(__file__).resolve().parent.parent
DOCS = ("README.md", "conformance/README.md", "conformance/PROTOCOL.md", "CHANGELOG.md")
NAMING = ("README.md", "conformance/README.md", "CHANGELOG.md")
SEMVER = r"\d+\.\d+\.\d+"


def read(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", NAMING)
def test_the_document_names_the_current_corpus_and_protocol(name: str) -> None:
    text = read(name)
    assert re.search(rf"\bcorpus {re.escape(CORPUS_VERSION)}\b", text, re.IGNORECASE), \
        f"{name} does not name corpus {CORPUS_VERSION}"
    assert re.search(rf"\bprotocol {re.escape(PROTOCOL_VERSION)}\b", text, re.IGNORECASE), \
        f"{name} does not name protocol {PROTOCOL_VERSION}"


def test_the_protocol_document_is_titled_with_the_protocol_version() -> None:
    assert read("conformance/PROTOCOL.md").splitlines()[0] == f"# trickref adapter protocol {PROTOCOL_VERSION}"


@pytest.mark.parametrize("name", DOCS)
def test_every_pin_wheel_and_sample_heading_names_the_current_versions(name: str) -> None:
    text = read(name)
    pins = re.findall(rf"--require-version ({SEMVER})\b", text)
    assert all(v == CORPUS_VERSION for v in pins), f"{name}: --require-version {pins}, the shipped corpus is {CORPUS_VERSION}"
    wheels = re.findall(rf"trickref-({SEMVER})-py3-none-any\.whl", text)
    assert all(v == CORPUS_VERSION for v in wheels), f"{name}: wheel version(s) {wheels}, the package is {CORPUS_VERSION}"
    headings = re.findall(rf"corpus ({SEMVER}) \(SPEC {SEMVER}, protocol ([\d.]+)\)", text)
    assert all(h == (CORPUS_VERSION, PROTOCOL_VERSION) for h in headings), \
        f"{name}: sample report heading(s) {headings}, the current ones are corpus {CORPUS_VERSION}, protocol {PROTOCOL_VERSION}"


def test_the_ci_recipe_pins_the_shipped_corpus() -> None:
    # the recipe itself must be there: a document that drops it would pass the check above vacuously
    text = read("conformance/README.md")
    assert f"--require-version {CORPUS_VERSION} --skip-file trickref-skips.txt" in text


def test_the_checks_catch_a_stale_version() -> None:
    # the patterns above would match the stale forms issue 24 found (1.0.0 pinned, protocol 1.0)
    stale = "--require-version 1.0.0; trickref-0.1.0-py3-none-any.whl; corpus 1.0.0 (SPEC 0.1.0, protocol 1.1)"
    assert re.findall(rf"--require-version ({SEMVER})\b", stale) == ["1.0.0"]
    assert re.findall(rf"trickref-({SEMVER})-py3-none-any\.whl", stale) == ["0.1.0"]
    assert re.findall(rf"corpus ({SEMVER}) \(SPEC {SEMVER}, protocol ([\d.]+)\)", stale) == [("1.0.0", "1.1")]
