"""Cases and the corpus, read and checked without any third-party library (the runner must work
from a plain install); the JSON Schemas in schema/ say the same thing for other tools.

A case is data only. Every expectation is built on one replay primitive: start the game with the
case's options, dealer and deals, apply ``actions`` in order (each by the seat to act, or by the
seat ``seats[k]`` states), and look at the game at the points the checks name.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from conformance import PROTOCOL_VERSION
from conformance.jsonvalues import (
    BadJSON,
    arr,
    integer,
    nesting_depth,
    obj,
    opt_integer,
    string,
    strings,
)

ID_RE = re.compile(r"^[a-z][a-z0-9_]*/[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*$")
RULE_RE = re.compile(r"^[A-Z]{2}-[0-9]+(?:\.[0-9]+)?$")
CODE_RE = re.compile(r"^E_[A-Z_]+$")
LEVELS = ("must", "should", "may")
KINDS = ("legal", "refusal", "tricks", "hand_results", "final", "perft")
LEGAL_FIELDS = ("to_act", "phase", "actions")
FINAL_FIELDS = ("scores", "winner", "phase")
MAX_DESCRIPTION = 160
MAX_FILE_DEPTH = 64  # a case is about 6 levels deep; deeper is hostile or broken


T = TypeVar("T")


class BadCase(ValueError):
    """A case or manifest that does not follow the case format (README.md)."""


@dataclass(frozen=True)
class Case:
    id: str
    description: str
    level: str
    game: str
    rules: tuple[str, ...]
    tags: tuple[str, ...]
    options: dict[str, object]
    dealer: int
    deals: list[object]
    actions: tuple[str, ...]
    seats: tuple[int | None, ...] | None
    expect: tuple[dict[str, object], ...]
    raw: dict[str, object] = field(repr=False, compare=False)

    @property
    def refusal(self) -> dict[str, object] | None:
        for check in self.expect:
            if check["kind"] == "refusal":
                return check
        return None

    def observe(self) -> list[dict[str, object]]:
        """What the adapter is asked to report: one observation per non-refusal check, in order.
        Never the expected values."""
        out: list[dict[str, object]] = []
        for check in self.expect:
            kind = check["kind"]
            if kind == "legal":
                out.append({"kind": "legal", "after": check["after"]})
            elif kind == "perft":
                out.append({"kind": "perft", "after": check["after"], "depth": check["depth"]})
            elif kind != "refusal":
                out.append({"kind": kind})
        return out

    def request(self, seq: int) -> dict[str, object]:
        """The protocol's ``replay`` message for this case."""
        msg: dict[str, object] = {
            "type": "replay",
            "seq": seq,
            "case": self.id,
            "game": self.game,
            "options": self.options,
            "dealer": self.dealer,
            "deals": self.deals,
            "actions": list(self.actions),
        }
        if self.seats is not None:
            msg["seats"] = list(self.seats)
        msg["observe"] = self.observe()
        return msg


def parse_case(value: object, where: str = "case") -> Case:
    """Check the structure of a case and return it typed. Raises BadCase naming the field."""
    try:
        return _parse_case(value, where)
    except BadJSON as exc:
        raise BadCase(str(exc)) from exc


def _parse_case(value: object, where: str) -> Case:
    d = obj(value, where)
    required = ("id", "description", "level", "game", "rules", "tags", "options", "dealer", "deals", "actions", "expect")
    for key in required:
        if key not in d:
            raise BadCase(f"{where}: missing field {key!r}")
    known = set(required) | {"seats", "source"}
    for key in d:
        if key not in known:
            raise BadCase(f"{where}: unknown field {key!r}")
    cid = string(d["id"], f"{where}.id")
    if not ID_RE.match(cid):
        raise BadCase(f"{where}.id: {cid!r} is not of the form game/area/slug (lowercase, digits, hyphens)")
    where = cid
    description = string(d["description"], f"{where}.description")
    if not description or len(description) > MAX_DESCRIPTION:
        raise BadCase(f"{where}.description: must be 1 to {MAX_DESCRIPTION} characters")
    level = string(d["level"], f"{where}.level")
    if level not in LEVELS:
        raise BadCase(f"{where}.level: must be one of {', '.join(LEVELS)}")
    game = string(d["game"], f"{where}.game")
    if not cid.startswith(game + "/"):
        raise BadCase(f"{where}.id: must start with the game name {game!r}")
    rules = strings(d["rules"], f"{where}.rules")
    for r in rules:
        if not RULE_RE.match(r):
            raise BadCase(f"{where}.rules: {r!r} is not a SPEC rule id")
    tags = strings(d["tags"], f"{where}.tags")
    options = obj(d["options"], f"{where}.options")
    dealer = integer(d["dealer"], f"{where}.dealer")
    deals = arr(d["deals"], f"{where}.deals")
    actions = tuple(strings(d["actions"], f"{where}.actions"))
    seats: tuple[int | None, ...] | None = None
    if "seats" in d:
        raw_seats = arr(d["seats"], f"{where}.seats")
        if len(raw_seats) != len(actions):
            raise BadCase(f"{where}.seats: must have one entry per action")
        seats = tuple(opt_integer(s, f"{where}.seats[{i}]") for i, s in enumerate(raw_seats))
    checks = [obj(c, f"{where}.expect[{i}]") for i, c in enumerate(arr(d["expect"], f"{where}.expect"))]
    if not checks:
        raise BadCase(f"{where}.expect: at least one check")
    n = len(actions)
    for i, c in enumerate(checks):
        _check_check(c, n, f"{where}.expect[{i}]")
    refusals = [c for c in checks if c["kind"] == "refusal"]
    if refusals:
        if len(checks) != 1:
            raise BadCase(f"{where}.expect: a refusal case has exactly one check, the refusal")
        if integer(refusals[0]["index"], "index") != n - 1:
            raise BadCase(f"{where}.expect[0].index: the refused action is the last action ({n - 1})")
    return Case(cid, description, level, game, tuple(rules), tuple(tags), options, dealer, deals, actions, seats, tuple(checks), d)


def _check_check(c: dict[str, object], n: int, where: str) -> None:
    kind = string(c.get("kind"), f"{where}.kind")
    if kind not in KINDS:
        raise BadCase(f"{where}.kind: unknown kind {kind!r}")
    allowed = {
        "legal": {"kind", "after", *LEGAL_FIELDS},
        "refusal": {"kind", "index", "code"},
        "tricks": {"kind", "tricks"},
        "hand_results": {"kind", "results"},
        "final": {"kind", *FINAL_FIELDS},
        "perft": {"kind", "after", "depth", "count", "divide"},
    }[kind]
    for key in c:
        if key not in allowed:
            raise BadCase(f"{where}: unknown field {key!r} for a {kind} check")
    if kind in ("legal", "perft"):
        after = integer(c.get("after"), f"{where}.after")
        if not 0 <= after <= n:
            raise BadCase(f"{where}.after: must be 0 to {n} (the number of actions)")
    if kind == "legal":
        if not any(k in c for k in LEGAL_FIELDS):
            raise BadCase(f"{where}: a legal check states at least one of {', '.join(LEGAL_FIELDS)}")
        if "actions" in c:
            strings(c["actions"], f"{where}.actions")
        if "to_act" in c:
            opt_integer(c["to_act"], f"{where}.to_act")
        if "phase" in c:
            string(c["phase"], f"{where}.phase")
    elif kind == "refusal":
        integer(c.get("index"), f"{where}.index")
        code = string(c.get("code"), f"{where}.code")
        if not CODE_RE.match(code):
            raise BadCase(f"{where}.code: {code!r} is not a refusal code")
    elif kind == "tricks":
        arr(c.get("tricks"), f"{where}.tricks")
    elif kind == "hand_results":
        for i, r in enumerate(arr(c.get("results"), f"{where}.results")):
            obj(r, f"{where}.results[{i}]")
    elif kind == "final":
        if not any(k in c for k in FINAL_FIELDS):
            raise BadCase(f"{where}: a final check states at least one of {', '.join(FINAL_FIELDS)}")
    elif kind == "perft":
        if integer(c.get("depth"), f"{where}.depth") < 1:
            raise BadCase(f"{where}.depth: at least 1")
        integer(c.get("count"), f"{where}.count")
        if "divide" in c:
            for k, v in obj(c["divide"], f"{where}.divide").items():
                integer(v, f"{where}.divide.{k}")


# ---------------------------------------------------------------------------- corpus


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
    Raises BadCase (bad input) with a one-line message."""
    manifest_path = root / "manifest.json"
    manifest = _read_json(manifest_path, str(manifest_path), f"no corpus manifest at {manifest_path}", lambda v: obj(v, "manifest"))
    try:
        protocol = string(manifest.get("protocol_version"), "manifest.protocol_version")
        if protocol.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
            raise BadCase(f"corpus uses protocol {protocol}; this runner speaks {PROTOCOL_VERSION}")
        cases: list[Case] = []
        files: dict[str, Path] = {}
        seen: set[str] = set()
        for i, entry in enumerate(arr(manifest.get("cases"), "manifest.cases")):
            e = obj(entry, f"manifest.cases[{i}]")
            cid = string(e.get("id"), f"manifest.cases[{i}].id")
            rel = string(e.get("file"), f"manifest.cases[{i}].file")
            digest = string(e.get("sha256"), f"manifest.cases[{i}].sha256")
            path = root / rel
            if ".." in Path(rel).parts or not path.is_file():
                raise BadCase(f"manifest lists {rel}, which is not a file of the corpus")
            if sha256_file(path) != digest:
                raise BadCase(f"{rel}: sha256 does not match the manifest (edited by hand? re-export)")
            try:
                case = parse_case(read_json(path), rel)
            except BadJSON as exc:
                raise BadCase(f"{rel}: {exc}") from None
            if case.id != cid:
                raise BadCase(f"{rel}: id {case.id!r} but the manifest says {cid!r}")
            if cid in seen:
                raise BadCase(f"manifest lists {cid} twice")
            seen.add(cid)
            cases.append(case)
            files[cid] = path
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


def read_json(path: Path) -> object:
    """A JSON file, every way it can be unreadable turned into BadJSON (OSError passes): not
    UTF-8, not JSON, nested too deeply for the parser, an integer over Python's digit limit."""
    import json

    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise BadJSON(f"not UTF-8 text (byte {exc.start})") from None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadJSON(f"not JSON: {exc}") from None
    except RecursionError:
        raise BadJSON("nested too deeply") from None
    except ValueError as exc:
        raise BadJSON(f"not usable JSON: {exc}") from None
    if nesting_depth(value, MAX_FILE_DEPTH) > MAX_FILE_DEPTH:
        raise BadJSON(f"nested more than {MAX_FILE_DEPTH} levels deep")
    return value


def load_case_files(paths: list[Path]) -> Corpus:
    """Case files given one by one (``run --case FILE...``), without a manifest: a fuzzer's
    shrunk case, a case copied out of a report. Raises BadCase naming the file."""
    cases: list[Case] = []
    files: dict[str, Path] = {}
    for path in paths:
        data = _read_json(path, f"--case {path}", f"--case {path}: no such file", lambda v: v)
        case = parse_case(data, str(path))
        if case.id in files:
            raise BadCase(f"--case {path}: case {case.id} is also in {files[case.id]}")
        files[case.id] = path
        cases.append(case)
    from conformance import CORPUS_VERSION
    from reference import SPEC_VERSION

    return Corpus(Path("."), f"{CORPUS_VERSION} (case files)", SPEC_VERSION, PROTOCOL_VERSION, tuple(cases), None, files)
