"""The corpus: a folder with ``manifest.json`` (versions, and every case file with its sha256) and
one JSON file per case; or case files given one by one. Every file is read as strict JSON (no
``NaN``/``Infinity``, no duplicate keys, bounded depth) and from inside the folder only."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from conformance import CORPUS_VERSION, PROTOCOL_VERSION
from conformance.case.format import BadCase, Case, parse_case
from conformance.files import read_text
from conformance.games import game
from conformance.jsonvalues import BadJSON, arr, compact, obj, strict_loads, string
from reference import SPEC_VERSION
from reference.errors import TrickrefError

MAX_FILE_DEPTH = 64  # a case is about 6 levels deep; deeper is hostile or broken


T = TypeVar("T")


@dataclass(frozen=True)
class Corpus:
    root: Path
    corpus_version: str
    spec_version: str
    protocol_version: str
    cases: tuple[Case, ...]
    # A suite pinned for one implementation (``export --for-hello``) records the declaration it
    # was built for; the runner then runs its cases as they are, without tailoring again.
    declaration: dict[str, object] | None = None
    files: dict[str, Path] = field(default_factory=dict)  # case id -> its file, for reports

    def file_of(self, case_id: str) -> Path | None:
        return self.files.get(case_id)


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _read_json(path: Path, name: str, missing: str, shape: Callable[[object], T]) -> T:
    """The JSON value in ``path`` (checked by ``shape``); BadCase (bad input) naming the file
    ``name``, or saying ``missing`` when there is no such file."""
    try:
        return shape(read_json(path))
    except FileNotFoundError:
        raise BadCase(missing) from None
    except BadJSON as exc:
        raise BadCase(f"{name}: {exc}") from None
    except OSError as exc:
        raise BadCase(f"{name}: {exc.strerror or exc}") from None


def load_corpus(root: Path) -> Corpus:
    """Read ``root/manifest.json`` and every case it lists, checking each file's sha256.
    Raises BadCase (bad input) with a one-line message: the first fault in the manifest's order.
    One process reads them all: case files read by forked processes and sent back pickled gave
    ``run --jobs 2`` no wall time on a 2-core machine and cost CPU (benchmarks/RESULTS.md, "Idle
    machine, third measurement")."""
    manifest_path = root / "manifest.json"
    manifest = _read_json(manifest_path, str(manifest_path), f"no corpus manifest at {manifest_path}", lambda v: obj(v, "manifest"))
    try:
        protocol = string(manifest.get("protocol_version"), "manifest.protocol_version")
        if protocol.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
            raise BadCase(f"corpus uses protocol {protocol}; this runner speaks {PROTOCOL_VERSION}")
        entries = arr(manifest.get("cases"), "manifest.cases")
        cases: list[Case] = []
        files: dict[str, Path] = {}
        for i, entry in enumerate(entries):
            read = read_entry(root, i, entry)
            if isinstance(read, str):
                raise BadCase(read)
            case, path = read
            if case.id in files:
                raise BadCase(f"manifest lists {case.id} twice")
            cases.append(case)
            files[case.id] = path
        declaration = manifest.get("declaration")
        return Corpus(
            root,
            string(manifest.get("corpus_version"), "manifest.corpus_version"),
            string(manifest.get("spec_version"), "manifest.spec_version"),
            protocol,
            tuple(cases),
            obj(declaration, "manifest.declaration") if declaration is not None else None,
            files,
        )
    except BadJSON as exc:
        raise BadCase(f"{manifest_path}: {exc}") from None


def read_entry(root: Path, i: int, entry: object) -> tuple[Case, Path] | str:
    """The case the manifest's entry ``i`` lists, read and checked (its file inside the corpus, its
    sha256, its format, its id, its options), or what is wrong with it, as one line."""
    try:
        e = obj(entry, f"manifest.cases[{i}]")
        cid = string(e.get("id"), f"manifest.cases[{i}].id")
        rel = string(e.get("file"), f"manifest.cases[{i}].file")
        digest = string(e.get("sha256"), f"manifest.cases[{i}].sha256")
        path = _inside(root, rel)
        if sha256_file(path) != digest:
            return f"{rel}: sha256 does not match the manifest (edited by hand? re-export)"
        try:
            case = parse_case(read_json(path), rel)
        except BadJSON as exc:
            return f"{rel}: {exc}"
        if case.id != cid:
            return f"{rel}: id {case.id!r} but the manifest says {cid!r}"
        check_options(case, rel)
    except BadCase as exc:
        return str(exc)
    except BadJSON as exc:
        return f"{root / 'manifest.json'}: {exc}"
    return case, path


def _inside(root: Path, rel: str) -> Path:
    """The file ``rel`` of the corpus at ``root``: a relative path, no ``..``, no symbolic link on
    the way, a regular file inside the folder. Anything else is bad input, never read."""
    listed = Path(rel)
    path = root / listed
    if listed.is_absolute() or ".." in listed.parts or not rel:
        raise BadCase(f"manifest lists {rel!r}, which is not a path inside the corpus")
    here = root
    for part in listed.parts:
        here = here / part
        if here.is_symlink():
            raise BadCase(f"manifest lists {rel}, which goes through a symbolic link ({here}); the corpus reads only its own files")
    if not path.is_file():
        raise BadCase(f"manifest lists {rel}, which is not a file of the corpus")
    return path


def read_json(path: Path) -> object:
    """A JSON file, read strictly (jsonvalues.strict_loads), every way it can be unreadable turned
    into BadJSON (OSError passes); at most ``files.MAX_READ`` bytes of it (``--case /dev/zero``
    is an error, not a hang)."""
    try:
        text = read_text(path)
    except UnicodeDecodeError as exc:
        raise BadJSON(f"not UTF-8 text (byte {exc.start})") from None
    return strict_loads(text, MAX_FILE_DEPTH, interned=True)  # cases are kept for the whole run


_PLAYABLE: dict[str, str] = {}  # (game, options) as JSON -> "" or why the reference refuses them


def check_options(case: Case, where: str) -> None:
    """A case's options must be ones the reference plays, each of its JSON type: ``"jokers": true``
    is not one joker, and a case the reference cannot replay would be blamed on the implementation.
    Raises BadCase naming the option (the reference's message names it)."""
    key = compact([case.game, case.options])
    if key not in _PLAYABLE:
        try:
            support = game(case.game)
        except KeyError:
            _PLAYABLE[key] = f"no game {case.game!r}"
        else:
            try:
                support.full_options(case.options)
                _PLAYABLE[key] = ""
            except (TrickrefError, ValueError, TypeError) as exc:
                _PLAYABLE[key] = str(exc)
    why = _PLAYABLE[key]
    if why:
        raise BadCase(f"{where}: options: {why}")


def load_case_files(paths: list[Path]) -> Corpus:
    """Case files given one by one (``run --case FILE...``), without a manifest: a fuzzer's
    shrunk case, a case copied out of a report. Raises BadCase naming the file."""
    cases: list[Case] = []
    files: dict[str, Path] = {}
    for path in paths:
        data = _read_json(path, f"--case {path}", f"--case {path}: no such file", lambda v: v)
        case = parse_case(data, str(path))
        check_options(case, f"--case {path}")
        if case.id in files:
            raise BadCase(f"--case {path}: case {case.id} is also in {files[case.id]}")
        files[case.id] = path
        cases.append(case)
    return Corpus(Path("."), f"{CORPUS_VERSION} (case files)", SPEC_VERSION, PROTOCOL_VERSION, tuple(cases), None, files)
