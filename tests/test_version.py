"""The package version is the corpus version (pyproject.toml reads it from the manifest), and the
things a Python user expects of an installed package are there: ``python -m trickref --version``
with all four numbers, a ``py.typed`` marker in every shipped package, the MIT LICENSE that
pyproject.toml names, and a CHANGELOG with an entry for the current version. The same holds for
the built wheel (tests/test_wheel_install.py)."""

from __future__ import annotations

import importlib.metadata
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import conformance
import reference
import trickref

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ("reference", "conformance", "trickref")  # pyproject.toml, [tool.hatch.build.targets.wheel]


def corpus_version() -> str:
    manifest = json.loads((ROOT / "conformance" / "corpus" / "manifest.json").read_text(encoding="utf-8"))
    found = manifest["corpus_version"]
    assert isinstance(found, str)
    return found


def test_the_installed_version_is_the_corpus_version() -> None:
    # A stale install (the corpus bumped since) fails here: `bash scripts/setup-venv dev` reinstalls
    # whenever the manifest's version changes (its stamp records it).
    assert importlib.metadata.version("trickref") == corpus_version() == conformance.CORPUS_VERSION
    assert trickref.__version__ == corpus_version()


def test_pyproject_reads_the_version_from_the_manifest() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    source = project["tool"]["hatch"]["version"]
    assert source["path"] == "conformance/corpus/manifest.json"
    text = (ROOT / source["path"]).read_text(encoding="utf-8")
    found = re.search(source["pattern"], text)
    assert found is not None and found.group("version") == corpus_version()
    # the pattern must not be fooled by a case id or a retired id mentioning a version
    assert len(re.findall(source["pattern"], text)) == 1


def test_python_m_trickref_prints_every_version() -> None:
    done = subprocess.run([sys.executable, "-m", "trickref", "--version"], cwd=ROOT, capture_output=True, text=True,
                          timeout=900, check=False)
    assert done.returncode == 0, done.stderr
    spec_line = (ROOT / "SPEC.md").read_text(encoding="utf-8").splitlines()[2]  # "SPEC version X.Y.Z"
    assert spec_line.startswith("SPEC version ")
    protocol = (ROOT / "conformance" / "PROTOCOL.md").read_text(encoding="utf-8").splitlines()[0].split()[-1]
    v = corpus_version()
    assert done.stdout.strip() == f"trickref {v} (corpus {v}, SPEC {spec_line.split()[-1]}, protocol {protocol})"
    assert reference.SPEC_VERSION == spec_line.split()[-1] and conformance.PROTOCOL_VERSION == protocol


def test_every_shipped_package_is_marked_typed() -> None:
    for package in SHIPPED:
        assert (ROOT / package / "py.typed").is_file(), package
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert tuple(project["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]) == SHIPPED
    assert "Typing :: Typed" in project["project"]["classifiers"]


def test_the_license_is_the_mit_license_pyproject_names() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\nCopyright (c) 2026 the trickref authors\n")
    assert "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND" in text


def test_the_changelog_has_an_entry_for_the_current_version() -> None:
    headings = [line for line in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8").splitlines() if line.startswith("## ")]
    v = corpus_version()
    assert any(re.search(rf"\b{re.escape(v)}\b", h) for h in headings), (v, headings)
    protocol = conformance.PROTOCOL_VERSION
    assert any(f"Protocol {protocol}" in h for h in headings), (protocol, headings)
    assert any(f"SPEC {reference.SPEC_VERSION}" in h for h in headings), headings
