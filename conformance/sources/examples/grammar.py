"""The ``trickref-example`` blocks of SPEC.md read into typed examples (SPEC.md, "Worked examples"
states the grammar for readers; this module is the same grammar for the machine).

Each ``#### Example ID`` heading of SPEC.md is followed, before the next heading, by exactly one
fenced block opened with ```` ```trickref-example ````: the example's game, options, dealer and
deals, then one or more *runs*, each a replay from the start with its own actions and expected
observations. Nothing here computes an expectation: every value comes from the block's text,
written by hand from the rules.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from conformance.case.checks import UNSTATED, Unstated
from conformance.jsonvalues import JSONScalar
from reference.phases import Phase

FENCE = "```trickref-example"
HEADING = re.compile(r"^#### Example ((?:CD|SM|FP|SV)-\d+(?:\.\d+)?)-([a-z]+)\s*$")
ANY_HEADING = re.compile(r"^#{1,6} ")
PHASES = frozenset(p.value for p in Phase)
RULE = re.compile(r"^(?:CD|SM|FP|SV)-\d+(?:\.\d+)?$")
# The award categories of a hand result (conformance/PROTOCOL.md): a result field of one of these
# names is an award, written SIDE:POINTS.
AWARDS: Mapping[str, frozenset[str]] = {
    "smear": frozenset({"high", "low", "jack", "jick", "joker1", "joker2", "game", "three", "two"}),
    "fourpoint": frozenset({"high", "low", "jack", "game"}),
    "smoorverliefd": frozenset(),
}


class BadExample(ValueError):
    """A worked example that does not follow the grammar; the message names SPEC.md's line."""


@dataclass(frozen=True)
class DealText:
    hands: tuple[str, ...]  # card tokens, seat 0 first
    widow: str = ""
    stock: str | None = None  # None: the rest of the deck, in canonical order (CD-5)


@dataclass(frozen=True)
class Do:
    actions: tuple[str, ...]


@dataclass(frozen=True)
class Trick:
    """The plays of one whole trick, and the trick as the tricks check lists it."""

    leader: int
    cards: tuple[str, ...]
    winner: int


@dataclass(frozen=True)
class Legal:
    to_act: int | None | Unstated = UNSTATED
    phase: str | Unstated = UNSTATED
    actions: tuple[str, ...] | Unstated = UNSTATED
    ordered: bool = False  # legal-in-order: the reference's list, in this order (CD-6)


@dataclass(frozen=True)
class Count:
    count: int


@dataclass(frozen=True)
class Refuse:
    action: str
    code: str
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class Tricks:
    """Every trick the game completed, stated without playing them (the plays are ``do`` steps)."""

    tricks: tuple[Trick, ...]


@dataclass(frozen=True)
class Results:
    results: tuple[Mapping[str, object], ...]


@dataclass(frozen=True)
class Final:
    scores: object = UNSTATED
    winner: object = UNSTATED
    phase: str | Unstated = UNSTATED


Step = Do | Trick | Legal | Count | Refuse | Tricks | Results | Final


@dataclass(frozen=True)
class Run:
    name: str
    title: str
    options: Mapping[str, JSONScalar]  # the block's options with the run's on top (``preset`` included)
    dealer: int
    deals: tuple[DealText, ...]
    steps: tuple[Step, ...]
    line: int  # SPEC.md line of the ``run`` line


@dataclass(frozen=True)
class Example:
    id: str  # "SM-3.4-a"
    rule: str  # "SM-3.4"
    game: str
    rules: tuple[str, ...]  # the example's rule, then the block's ``rules``
    runs: tuple[Run, ...]
    line: int  # SPEC.md line of the heading
    pending: str | None = None  # why the block holds no run yet (``pending: ...``): replayed by nothing

    @property
    def slug(self) -> str:
        return self.id.lower().replace(".", "-")


def _fail(line: int, message: str) -> BadExample:
    return BadExample(f"SPEC.md:{line}: {message}")


def scalar(text: str) -> JSONScalar:
    """An option value: an integer, true/false, null, or a word."""
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return {"true": True, "false": False, "null": None}.get(text, text)


def value(text: str) -> object:
    """A result or final value: ``[a,b]`` a list, an integer, ``-`` null, ``yes``/``no``, a word."""
    if text.startswith("[") and text.endswith("]"):
        inner = text[1:-1].strip()
        return [value(t.strip()) for t in inner.split(",")] if inner else []
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return {"-": None, "yes": True, "no": False}.get(text, text)


def _pairs(words: Sequence[str], line: int) -> dict[str, str]:
    out: dict[str, str] = {}
    for w in words:
        name, eq, v = w.partition("=")
        if not eq or not name or not v:
            raise _fail(line, f"expected name=value, not {w!r}")
        if name in out:
            raise _fail(line, f"{name} given twice")
        out[name] = v
    return out


def expand_actions(text: str, line: int) -> tuple[str, ...]:
    """A comma-separated action list: ``bid 4..10`` is ``bid 4`` to ``bid 10``, and ``play 2H 4D``
    one play per card; every other item is one action, as written."""
    out: list[str] = []
    for item in (t.strip() for t in text.split(",")):
        if not item:
            raise _fail(line, "an empty action in a list")
        m = re.fullmatch(r"bid (\d+)\.\.(\d+)", item)
        words = item.split(" ")
        if m:
            out += [f"bid {n}" for n in range(int(m.group(1)), int(m.group(2)) + 1)]
        elif words[0] == "play" and len(words) > 2:
            out += [f"play {c}" for c in words[1:]]
        else:
            out.append(item)
    return tuple(out)


def _legal(rest: str, line: int, ordered: bool) -> Legal:
    head, colon, listed = rest.partition(":")
    to_act: int | None | Unstated = UNSTATED
    phase: str | Unstated = UNSTATED
    for w in head.split():
        if re.fullmatch(r"\d+", w):
            to_act = int(w)
        elif w == "nobody":
            to_act = None
        elif w in PHASES:
            phase = w
        else:
            raise _fail(line, f"legal: {w!r} is neither a seat, 'nobody' nor a phase ({', '.join(sorted(PHASES))})")
    actions: tuple[str, ...] | Unstated = expand_actions(listed, line) if colon and listed.strip() else UNSTATED
    if colon and not listed.strip():
        actions = ()
    if ordered and isinstance(actions, Unstated):
        raise _fail(line, "legal-in-order lists the actions")
    if to_act is UNSTATED and phase is UNSTATED and actions is UNSTATED:
        raise _fail(line, "legal states a seat, a phase or the actions")
    return Legal(to_act, phase, actions, ordered)


def _result(game: str, words: Sequence[str], line: int) -> dict[str, object]:
    out: dict[str, object] = {}
    awards: list[object] = []
    columns: dict[str, dict[str, list[object]]] = {}
    for name, raw in _pairs(words, line).items():
        if name in AWARDS[game]:
            side, colon, points = raw.partition(":")
            if not colon:
                raise _fail(line, f"award {name}: write SIDE:POINTS, not {raw!r}")
            awards.append({"category": name, "side": value(side), "points": value(points)})
        elif "." in name:
            table, _, column = name.partition(".")
            if table not in ("seats", "sides"):
                raise _fail(line, f"{name}: only seats.FIELD and sides.FIELD are columns")
            cells = value(raw)
            if not isinstance(cells, list):
                raise _fail(line, f"{name}: a column is a list [a,b,...]")
            columns.setdefault(table, {})[column] = cells
        else:
            out[name] = value(raw)
    if awards:
        out["awards"] = awards
    for table, cols in columns.items():
        lengths = {len(c) for c in cols.values()}
        if len(lengths) != 1:
            raise _fail(line, f"the {table} columns differ in length")
        out[table] = [{k: v[i] for k, v in cols.items()} for i in range(lengths.pop())]
    return out


@dataclass
class _Reader:
    """The lines of one block, read once, in order."""

    lines: list[tuple[int, str]]
    at: int = 0

    def next(self) -> tuple[int, str] | None:
        if self.at >= len(self.lines):
            return None
        self.at += 1
        return self.lines[self.at - 1]

    def indented(self) -> list[tuple[int, str]]:
        """The indented lines that follow (the body of ``deal``, ``results``, ``script``)."""
        out = []
        while self.at < len(self.lines) and self.lines[self.at][1].startswith("  "):
            out.append((self.lines[self.at][0], self.lines[self.at][1].strip()))
            self.at += 1
        return out


def _deal(body: list[tuple[int, str]], line: int) -> DealText:
    hands: dict[int, str] = {}
    widow, stock = "", None
    for n, text in body:
        key, colon, cards = text.partition(":")
        if not colon:
            raise _fail(n, f"a deal line is 'SEAT: cards', 'widow: cards' or 'stock: cards', not {text!r}")
        cards = cards.strip()
        if key == "widow":
            widow = cards
        elif key == "stock":
            stock = None if cards == "rest" else cards
        elif re.fullmatch(r"\d+", key) and int(key) not in hands:
            hands[int(key)] = cards
        else:
            raise _fail(n, f"unknown deal line {text!r}")
    if sorted(hands) != list(range(len(hands))) or not hands:
        raise _fail(line, "a deal gives every seat's hand, seat 0 first")
    return DealText(tuple(hands[i] for i in range(len(hands))), widow, stock)


def _trick(text: str, line: int) -> Trick:
    m = re.fullmatch(r"(\d+): (\S+(?: \S+)*) -> (\d+)", text)
    if not m:
        raise _fail(line, f"a trick is 'LEADER: CARDS -> WINNER', not {text!r}")
    return Trick(int(m.group(1)), tuple(m.group(2).split()), int(m.group(3)))


def _steps(game: str, reader: _Reader, scripts: Mapping[str, tuple[Step, ...]], stop: tuple[str, ...]) -> list[Step]:
    steps: list[Step] = []
    while reader.at < len(reader.lines) and not reader.lines[reader.at][1].startswith(stop):
        got = reader.next()
        assert got is not None
        n, text = got
        word, _, rest = text.partition(" ")
        if word == "do":
            steps.append(Do(tuple(a.strip() for a in rest.split(";") if a.strip())))
        elif word == "trick":
            steps.append(_trick(rest, n))
        elif word == "tricks":
            listed = tuple(_trick(body, m_line) for m_line, body in reader.indented())
            if not listed:
                raise _fail(n, "tricks lists every trick, one indented 'LEADER: CARDS -> WINNER' line each")
            steps.append(Tricks(listed))
        elif word in ("legal", "legal-in-order"):
            steps.append(_legal(rest, n, word == "legal-in-order"))
        elif word == "count":
            if not re.fullmatch(r"\d+", rest):
                raise _fail(n, "count N")
            steps.append(Count(int(rest)))
        elif word == "refuse":
            action, arrow, tail = rest.rpartition(" -> ")
            words = tail.split()
            if not arrow or not words or not words[0].startswith("E_") or not all(RULE.match(r) for r in words[1:]):
                raise _fail(n, f"refuse: write 'refuse ACTION -> E_CODE [RULE ...]', not {text!r}")
            steps.append(Refuse(action, words[0], tuple(words[1:])))
        elif word == "results":
            found = []
            for k, (m_line, body) in enumerate(reader.indented(), 1):
                label, colon, fields = body.partition(":")
                if label != f"hand {k}" or not colon:
                    raise _fail(m_line, f"results: line {k} is 'hand {k}: FIELD=VALUE ...'")
                found.append(_result(game, fields.split(), m_line))
            if not found:
                raise _fail(n, "results lists every hand, 'hand 1: ...'")
            steps.append(Results(tuple(found)))
        elif word == "final":
            given = {k: value(v) for k, v in _pairs(rest.split(), n).items()}
            unknown = set(given) - {"scores", "winner", "phase"}
            if unknown or not given:
                raise _fail(n, "final states scores=, winner= and/or phase=")
            phase = given.get("phase", UNSTATED)
            if not isinstance(phase, (str, Unstated)) or (isinstance(phase, str) and phase not in PHASES):
                raise _fail(n, f"final: unknown phase {phase!r}")
            steps.append(Final(given.get("scores", UNSTATED), given.get("winner", UNSTATED), phase))
        elif word == "use":
            if rest not in scripts:
                raise _fail(n, f"use: no script named {rest!r} above")
            steps += scripts[rest]
        else:
            raise _fail(n, f"unknown step {word!r}")
    return steps


def parse_block(example_id: str, heading_line: int, lines: list[tuple[int, str]]) -> Example:
    """One block (its lines without the fences, each with its SPEC.md line number)."""
    reader = _Reader([(n, t.rstrip("\n")) for n, t in lines if t.strip() and not t.lstrip().startswith("#")])
    header: dict[str, str] = {}
    options: dict[str, JSONScalar] = {}
    deals: dict[str, DealText] = {}
    scripts: dict[str, tuple[Step, ...]] = {}
    runs: list[Run] = []
    dealer = 0
    while (got := reader.next()) is not None:
        n, text = got
        word, _, rest = text.partition(" ")
        if word in ("example", "game", "rules") and not runs:
            header[word] = rest.strip()
        elif word == "options" and not runs:
            options = {k: scalar(v) for k, v in _pairs(rest.split(), n).items()}
        elif word == "dealer" and not runs:
            dealer = int(rest)
        elif word == "deal" and not runs:
            name = rest.strip() or str(len(deals))
            if name in deals:
                raise _fail(n, f"two deals named {name!r}")
            deals[name] = _deal(reader.indented(), n)
        elif word == "script" and not runs:
            game_name = header.get("game", "")
            scripts[rest.strip()] = tuple(_steps(game_name, reader, scripts, ("end",)))
            if reader.next() is None:
                raise _fail(n, f"script {rest.strip()}: no 'end'")
        elif word == "pending:" and not runs:
            header["pending"] = rest.strip()
        elif word == "run":
            runs.append(_run(header.get("game", ""), n, rest, options, dealer, deals, scripts, reader))
        else:
            raise _fail(n, f"unexpected {word!r}" + (" after the first run" if runs else ""))
    if header.get("example") != example_id:
        raise _fail(heading_line, f"the block under Example {example_id} says 'example {header.get('example')}'")
    game_name = header.get("game", "")
    if game_name not in AWARDS:
        raise _fail(heading_line, f"Example {example_id}: game is one of {', '.join(AWARDS)}")
    pending = header.get("pending")
    if pending is not None and (runs or deals or not pending):
        raise _fail(heading_line, f"Example {example_id}: a pending block gives its reason and nothing else")
    if not runs and pending is None:
        raise _fail(heading_line, f"Example {example_id}: no run")
    extra = tuple(header.get("rules", "").split())
    if not all(RULE.match(r) for r in extra):
        raise _fail(heading_line, f"Example {example_id}: rules are SPEC rule ids")
    rule = example_id.rsplit("-", 1)[0]
    return Example(example_id, rule, game_name, (rule, *extra), tuple(runs), heading_line, pending)


def _run(game: str, n: int, rest: str, options: Mapping[str, JSONScalar], dealer: int, deals: Mapping[str, DealText],
         scripts: Mapping[str, tuple[Step, ...]], reader: _Reader) -> Run:
    head, colon, title = rest.partition(":")
    words = head.split()
    if not colon or not words or not title.strip() or not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", words[0]):
        raise _fail(n, "run NAME [option=value ...] [deals=A,B] [dealer=N]: title (NAME lowercase, digits, hyphens)")
    given = _pairs(words[1:], n)
    chosen = [d for d in given.pop("deals", "").split(",") if d]
    missing = [d for d in chosen if d not in deals]
    if missing:
        raise _fail(n, f"run {words[0]}: no deal named {', '.join(missing)}")
    run_dealer = int(given.pop("dealer", dealer))
    own: list[DealText] = []
    while reader.at < len(reader.lines) and reader.lines[reader.at][1].startswith("deal"):
        got = reader.next()
        assert got is not None
        own.append(_deal(reader.indented(), got[0]))
    picked = tuple(own) or (tuple(deals[d] for d in chosen) if chosen else tuple(deals.values()))
    steps = _steps(game, reader, scripts, ("run ",))
    return Run(words[0], title.strip(), {**options, **{k: scalar(v) for k, v in given.items()}}, run_dealer, picked,
               tuple(steps), n)


def read_examples(text: str) -> list[Example]:
    """Every worked example of SPEC.md's text, in order. Raises BadExample when an ``Example``
    heading has no block or two, or a block stands under no ``Example`` heading."""
    lines = text.splitlines()
    out: list[Example] = []
    current: tuple[str, int] | None = None  # the example heading being read, and its line
    blocks = 0
    i = 0
    fence = False
    while i < len(lines):
        line = lines[i]
        n = i + 1
        if line.startswith("```") and not line.startswith(FENCE):
            fence = not fence
        elif not fence and line.startswith(FENCE):
            if current is None:
                raise _fail(n, "a trickref-example block under no '#### Example' heading")
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("```")), None)
            if end is None:
                raise _fail(n, "a trickref-example block with no closing fence")
            blocks += 1
            if blocks > 1:
                raise _fail(n, f"Example {current[0]} has a second block")
            out.append(parse_block(current[0], current[1], [(j + 1, lines[j]) for j in range(i + 1, end)]))
            i = end
        elif not fence and ANY_HEADING.match(line):
            if current is not None and blocks == 0:
                raise _fail(current[1], f"Example {current[0]} has no trickref-example block")
            m = HEADING.match(line)
            current = (f"{m.group(1)}-{m.group(2)}", n) if m else None
            blocks = 0
        i += 1
    if current is not None and blocks == 0:
        raise _fail(current[1], f"Example {current[0]} has no trickref-example block")
    return out
