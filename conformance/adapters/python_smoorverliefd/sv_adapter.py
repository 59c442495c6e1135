#!/usr/bin/env python3
"""A small, independent Smoorverliefd engine with its trickref adapter, written from SPEC.md
alone (chapters CD and SV and the Smoorverliefd part of the ambiguity register), not from
trickref's reference code, as a house engine would be. What it plays, its flags (``--bug``,
``--players``, ``--troef``) and its seeded bugs: README.md beside it. ``curse S`` and ``bid N``
are parsed (CD-6 is one grammar for every game) and refused with ``E_WRONG_PHASE``. Standard
library only; JSON lines on stdin and stdout (conformance/PROTOCOL.md, protocol 1.2).
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

PROTOCOL = "1.2"
NAME = "smoorverliefd-py"
VERSION = "0.1.0"

SUITS = "SHDC"                              # CD-1 canonical order
RANKS = "AKQJT98765432"                     # CD-2 / SV-2.1, high to low
DECK = [r + s for s in SUITS for r in RANKS]
HAND_SIZE = {3: 17, 4: 13, 5: 10}           # SV-2.2
DEAD_CARDS = {3: 1, 4: 0, 5: 2}
TARGET = 50                                 # SV-5.1, the only target this engine plays

# What this engine plays, as a configuration list (protocol 1.2). An option left out is its
# standard value only: target 50, sweep all_in_play, champion none, troef_duty none, no Blind
# Love, Kleine Liefde or Cupid's Arrow.
PLAYS: list[dict[str, object]] = [
    {"players": [3, 5], "partners": [False], "troef": [False, True]},
    {"players": [4], "partners": [False, True], "pair_sweep": ["together", "single_player"],
     "troef": [False, True]},
]
# The standard value of every option this engine does not vary (SPEC "Smoorverliefd options").
FIXED: dict[str, object] = {
    "target": TARGET, "sweep": "all_in_play", "champion": "none", "tie": "play_on", "troef_duty": "none",
    "blind_love": False, "blind_bonus": 10, "blind_penalty": 10, "kleine_liefde": False,
    "cupids_arrow": False, "curse_hearts": True, "curse_penalty": 5, "curse_dealer": "heart_points",
}

# The seeded bugs (--bug NAME), each a plausible single mistake with the rule it breaks.
BUGS: dict[str, str] = json.loads((Path(__file__).parent / "bugs.json").read_text(encoding="utf-8"))


class Refused(Exception):
    """An action the rules refuse (CD-8), with its SPEC code."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class BadRequest(ValueError):
    """A request this engine cannot carry out (an invalid explicit deal, a malformed message)."""


# -------------------------------------------------------------------- cards and notation (CD)
TOKEN = re.compile(r"[2-9TJQKA][SHDC]|X1|X2")            # CD-4: 54 tokens
NUMBER = re.compile(r"0|[1-9][0-9]*")                    # CD-6: no sign, no leading zero
SUIT = re.compile(r"[SHDC]")


def order(token: str) -> tuple[int, int]:
    """CD-5 canonical order over every token: by suit, A down to 2, then X1, X2."""
    if token[0] == "X":
        return 4, int(token[1])
    return SUITS.index(token[1]), RANKS.index(token[0])


def parse(text: str, bugs: frozenset[str]) -> tuple[str, str | int | list[str] | None]:
    """CD-6 action strings (with Smoorverliefd's curse); anything else is E_BAD_ACTION."""
    if text == "pass":
        return "pass", None
    head, sep, rest = text.partition(" ")
    if not sep:
        raise Refused("E_BAD_ACTION")
    if head == "bid" and NUMBER.fullmatch(rest):
        return "bid", int(rest)
    if head in ("trump", "curse") and SUIT.fullmatch(rest):
        return head, rest
    if head == "play" and TOKEN.fullmatch(rest):
        return "play", rest
    if head == "discard":
        cards = rest.split(" ")
        if all(TOKEN.fullmatch(c) for c in cards):
            in_order = all(order(a) <= order(b) for a, b in itertools.pairwise(cards))
            if in_order or "discard-any-order" in bugs:
                return "discard", cards
    raise Refused("E_BAD_ACTION")


# -------------------------------------------------------------------- the game (SV)
@dataclass
class Trick:
    leader: int
    cards: list[str]
    winner: int

    def to_json(self) -> dict[str, object]:
        return {"leader": self.leader, "cards": list(self.cards), "winner": self.winner}


@dataclass
class Round:
    dealer: int
    hands: list[list[str]]            # canonical order
    dead: list[str]                   # canonical order
    leader: int
    trick: list[str] = field(default_factory=list)
    captured: list[list[str]] = field(default_factory=list)
    last_winner: int = 0

    def copy(self) -> Round:
        return Round(self.dealer, [list(h) for h in self.hands], self.dead, self.leader, list(self.trick),
                     [list(c) for c in self.captured], self.last_winner)


@dataclass
class Deal:
    hands: list[list[str]]
    dead: list[str]


@dataclass
class Game:
    players: int
    partners: bool
    pair_sweep: str
    troef: bool
    bugs: frozenset[str]
    dealer: int
    deals: list[Deal]
    scores: list[int]
    winner: int | None = None
    round: Round | None = None
    tricks: list[Trick] = field(default_factory=list)
    results: list[dict[str, object]] = field(default_factory=list)

    def copy(self) -> Game:
        """A copy to explore a branch (perft): tricks and results are never changed once made."""
        return Game(self.players, self.partners, self.pair_sweep, self.troef, self.bugs, self.dealer,
                    list(self.deals), list(self.scores), self.winner,
                    None if self.round is None else self.round.copy(), list(self.tricks), list(self.results))

    @property
    def sides(self) -> int:
        return 2 if self.partners else self.players          # SV-1.1, SV-8.1

    def side_of(self, seat: int) -> int:
        if self.partners:                                     # SV-8.1: s and s + 2 are partners
            return seat // 2 if "pairs-side-by-side" in self.bugs else seat % 2
        return seat

    # ---------------------------------------------------------------- deal (SV-1, SV-2)
    def start_round(self) -> None:
        """SV-2.3: the next explicit deal; without one the game waits (awaiting_deal)."""
        if not self.deals:
            self.round = None
            return
        deal = self.deals.pop(0)
        n = self.players
        self.round = Round(dealer=self.dealer, hands=[sorted(h, key=order) for h in deal.hands],
                           dead=sorted(deal.dead, key=order), leader=(self.dealer + 1) % n,   # SV-1.3, SV-3.1
                           captured=[[] for _ in range(n)])

    # ---------------------------------------------------------------- whose turn, what is legal
    def phase(self) -> str:
        return "game_over" if self.winner is not None else "awaiting_deal" if self.round is None else "play"

    def to_act(self) -> int | None:
        r = self.round
        if self.winner is not None or r is None:
            return None
        return (r.leader + len(r.trick)) % self.players       # SV-3.1: clockwise

    def play_problem(self, seat: int, card: str) -> str | None:
        """SV-3.3 (E_CARD_NOT_IN_HAND first, SV-12.1), SV-6.2; troef_duty none adds nothing."""
        r = self.round
        assert r is not None
        held = r.hands[seat]
        if card not in held:
            return "E_CARD_NOT_IN_HAND"
        if not r.trick:
            return None                                       # SV-3.2: any lead, hearts included
        led = r.trick[0][1]
        if card[1] == led or not any(c[1] == led for c in held):
            return None
        if self.troef and card[1] == "H" and "troef-heart-anytime" in self.bugs:
            return None
        return "E_MUST_FOLLOW_SUIT"

    def legal(self) -> list[str]:
        seat, r = self.to_act(), self.round
        if seat is None or r is None:
            return []
        # CD-6: plays in canonical card order (the hand is kept sorted)
        return [f"play {c}" for c in r.hands[seat] if self.play_problem(seat, c) is None]

    # ---------------------------------------------------------------- actions (CD-9, SV-12)
    def apply(self, text: str, claimed: int | None) -> None:
        kind, arg = parse(text, self.bugs)                    # CD-9.1
        if self.winner is not None:
            raise Refused("E_GAME_OVER")                      # CD-9.2
        r = self.round
        if r is None:
            raise Refused("E_WRONG_PHASE")                    # CD-9.3: waiting for a deal
        seat = self.to_act()
        assert seat is not None
        late_seat = "seat-checked-after-phase" in self.bugs
        if claimed is not None and claimed != seat and not late_seat:
            raise Refused("E_NOT_YOUR_TURN")                  # CD-9.4
        if kind != "play":
            raise Refused("E_WRONG_PHASE")                    # CD-9.5: no curse, bidding, trump or discard phase
        if claimed is not None and claimed != seat:
            raise Refused("E_NOT_YOUR_TURN")
        assert isinstance(arg, str)
        problem = self.play_problem(seat, arg)                # SV-12.1
        if problem:
            raise Refused(problem)
        r.hands[seat].remove(arg)
        r.trick.append(arg)
        if len(r.trick) == self.players:
            self.finish_trick()

    def finish_trick(self) -> None:
        """SV-3.4, SV-6.3: the highest heart under met Troef, else the highest card of the suit led."""
        r = self.round
        assert r is not None
        led = r.trick[0][1]

        def strength(card: str) -> tuple[int, int]:
            rank = len(RANKS) - RANKS.index(card[0])
            if self.troef and card[1] == "H":
                return 2, 0 if "troef-first-heart-wins" in self.bugs else rank
            return (1, rank) if card[1] == led else (0, 0)

        best = max(range(len(r.trick)), key=lambda i: strength(r.trick[i]))  # the first of equals
        trick = Trick(r.leader, r.trick, (r.leader + best) % self.players)
        self.tricks.append(trick)
        r.captured[trick.winner].extend(r.trick)              # SV-3.5: every card to the winner
        r.leader = best if "leader-is-trick-position" in self.bugs else trick.winner
        r.last_winner, r.trick = trick.winner, []
        if not any(r.hands):
            self.score_round()                                # SV-3.6

    # ---------------------------------------------------------------- scoring (SV-4, SV-8)
    def score_round(self) -> None:
        r = self.round
        assert r is not None
        n, sides = self.players, self.sides
        captured = [list(c) for c in r.captured]
        if "dead-cards-to-last-trick" in self.bugs:
            captured[r.last_winner].extend(r.dead)
        in_play = 13 - sum(1 for c in r.dead if c[1] == "H")  # SV-2.4
        hearts = [sum(1 for c in pile if c[1] == "H") for pile in captured]
        points = [sum(5 if c == "AH" else 1 for c in pile if c[1] == "H") for pile in captured]   # SV-4.1
        aces = [sum(1 for c in pile if c == "AH") for pile in captured]
        seats = range(n)
        side_hearts = [sum(hearts[s] for s in seats if self.side_of(s) == x) for x in range(sides)]   # SV-4.2
        side_points = [sum(points[s] for s in seats if self.side_of(s) == x) for x in range(sides)]
        side_aces = [sum(aces[s] for s in seats if self.side_of(s) == x) for x in range(sides)]

        def sweeps(x: int) -> bool:
            """SV-4.3 (sweep: all_in_play), SV-8.3."""
            single = self.pair_sweep == "single_player" and "single-player-sweep-as-together" not in self.bugs
            if self.partners and single:
                return any(hearts[s] == in_play for s in seats if self.side_of(s) == x)
            return side_hearts[x] == in_play

        sweep = [sweeps(x) for x in range(sides)]
        round_points = []
        for x in range(sides):
            p = side_points[x]
            if sweep[x]:
                p = 2 * side_hearts[x] + 4 * side_aces[x] if "sweep-doubles-base-only" in self.bugs else 2 * p
            round_points.append(p)                            # SV-4.5, champion: none
        measure = side_hearts if "champions-by-heart-count" in self.bugs else side_points
        champions = [x for x in range(sides) if measure[x] == max(measure)]   # SV-4.6
        changes = list(round_points)                          # SV-4.7: no bid adjustment, no curse
        self.scores = [a + b for a, b in zip(self.scores, changes)]
        self.results.append({
            "dealer": r.dealer, "outcome": "played", "cursed": None, "dead": list(r.dead),
            "hearts_in_play": in_play,
            "seats": [{"hearts": hearts[s], "heart_points": points[s], "cursed_cards": 0, "bid": None,
                       "bid_adjustment": 0} for s in seats],
            "sides": [{"hearts": side_hearts[x], "heart_points": side_points[x], "sweep": sweep[x],
                       "round_points": round_points[x], "bid_adjustment": 0, "cursed_cards": 0,
                       "curse_penalty": 0} for x in range(sides)],
            "champions": champions, "changes": changes, "scores": list(self.scores)})
        self.end_check()

    def end_check(self) -> None:
        """SV-5: after each round, the unique highest score at or above the target wins."""
        exceed = "target-must-be-exceeded" in self.bugs
        if any(s > TARGET or (s == TARGET and not exceed) for s in self.scores):
            top = max(self.scores)
            leaders = [x for x, s in enumerate(self.scores) if s == top]
            if len(leaders) == 1 or (self.partners and "tied-pairs-at-target-end" in self.bugs):
                self.winner = leaders[0]                      # SV-5.2
                self.round = None
                return
        if "dealer-stays" not in self.bugs:                   # SV-5.3 plays on
            self.dealer = (self.dealer + 1) % self.players    # SV-1.4
        self.start_round()


# -------------------------------------------------------------------- observations and protocol
def after(game: Game, move: str) -> Game:
    nxt = game.copy()
    nxt.apply(move, None)
    return nxt


def count(game: Game, depth: int) -> int:
    """Perft: the action sequences of ``depth`` actions from ``game`` (CD-6 listing order)."""
    moves = game.legal()
    return len(moves) if depth == 1 else sum(count(after(game, m), depth - 1) for m in moves)


def observe(game: Game, o: dict[str, object]) -> object:
    kind = o.get("kind")
    if kind == "legal":
        return {"to_act": game.to_act(), "phase": game.phase(), "actions": game.legal()}
    if kind == "perft":
        depth = as_int(o.get("depth"))
        divide = {m: 1 if depth == 1 else count(after(game, m), depth - 1) for m in game.legal()}
        return {"count": sum(divide.values()), "divide": divide}
    if kind == "tricks":
        return [t.to_json() for t in game.tricks]
    if kind == "hand_results":
        return list(game.results)
    if kind == "final":
        return {"scores": list(game.scores), "winner": game.winner, "phase": game.phase()}
    raise BadRequest(f"unknown observation {kind!r}")


def unsupported(options: dict[str, object]) -> list[str]:
    """Every option value of the request this engine does not play, each named."""
    out: list[str] = []
    known = set(FIXED) | {"players", "partners", "pair_sweep", "troef"}
    out += [f"unknown option {k}" for k in options if k not in known]
    players, partners = options.get("players"), options.get("partners", False)
    if players not in (3, 4, 5) or isinstance(players, bool):
        out.append(f"option players={json.dumps(players)}")
    if partners not in (False, True) or not isinstance(partners, bool):
        out.append(f"option partners={json.dumps(partners)}")
    elif partners and players != 4:
        out.append(f"option partners=true with players={json.dumps(players)} (SV-8.1)")
    if options.get("pair_sweep", "together") not in ("together", "single_player"):
        out.append(f"option pair_sweep={json.dumps(options.get('pair_sweep'))}")
    if not isinstance(options.get("troef", False), bool):
        out.append(f"option troef={json.dumps(options.get('troef'))}")
    for k, v in FIXED.items():
        got = options.get(k, v)
        if got != v or isinstance(got, bool) != isinstance(v, bool):
            out.append(f"option {k}={json.dumps(got)}")
    return out


def as_int(v: object) -> int:
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    raise BadRequest(f"expected an integer, got {v!r}")


def as_str(v: object) -> str:
    if isinstance(v, str):
        return v
    raise BadRequest(f"expected a string, got {v!r}")


def as_list(v: object) -> list[object]:
    if isinstance(v, list):
        return list(v)
    raise BadRequest(f"expected an array, got {v!r}")


def as_dict(v: object) -> dict[str, object]:
    if isinstance(v, dict):
        return {str(k): x for k, x in v.items()}
    raise BadRequest(f"expected an object, got {v!r}")


def read_deal(raw: object, players: int) -> Deal:
    """SV-2.3 explicit deal: h cards a hand, the dead cards as the stock, exactly the deck."""
    d = as_dict(raw)
    hands = [[as_str(c) for c in as_list(h)] for h in as_list(d.get("hands"))]
    dead = [as_str(c) for c in as_list(d.get("stock", []))]
    widow = as_list(d.get("widow", []))
    every = [c for h in hands for c in h] + dead
    if (len(hands) != players or any(len(h) != HAND_SIZE[players] for h in hands) or widow
            or len(dead) != DEAD_CARDS[players] or sorted(every) != sorted(DECK)):
        raise BadRequest(f"invalid explicit deal for {players} players (SV-2.3)")
    return Deal(hands, dead)


def replay(msg: dict[str, object], bugs: frozenset[str]) -> dict[str, object]:
    seq = msg.get("seq")
    if msg.get("game") != "smoorverliefd":
        return {"type": "skip", "seq": seq, "reason": "only smoorverliefd is implemented"}
    options = as_dict(msg.get("options"))
    problems = unsupported(options)
    if problems:
        return {"type": "skip", "seq": seq, "reason": "not played by this engine: " + "; ".join(problems)}
    players = as_int(options["players"])
    partners = options.get("partners") is True
    dealer = as_int(msg.get("dealer"))
    if not 0 <= dealer < players:
        raise BadRequest(f"dealer {dealer} is not a seat")
    deals = [read_deal(d, players) for d in as_list(msg.get("deals"))]
    game = Game(players=players, partners=partners, pair_sweep=as_str(options.get("pair_sweep", "together")),
                troef=options.get("troef") is True, bugs=bugs, dealer=dealer, deals=deals,
                scores=[0] * (2 if partners else players))
    game.start_round()
    actions = [as_str(a) for a in as_list(msg.get("actions"))]
    raw_seats = msg.get("seats")
    seats = [None if x is None else as_int(x) for x in (as_list(raw_seats) if raw_seats is not None
                                                         else [None] * len(actions))]
    if len(seats) != len(actions):
        raise BadRequest("seats and actions differ in length")
    wanted = [as_dict(o) for o in as_list(msg.get("observe"))]
    answers: list[object] = [None] * len(wanted)
    for k in range(len(actions) + 1):
        for i, o in enumerate(wanted):
            if o.get("after", len(actions)) == k:
                answers[i] = observe(game, o)
        if k == len(actions):
            break
        try:
            game.apply(actions[k], seats[k])
        except Refused as r:
            return {"type": "refused", "seq": seq, "index": k, "code": r.code}
    return {"type": "result", "seq": seq, "observations": answers}


def narrowed(players: set[int], troef: bool | None) -> list[dict[str, object]]:
    """``PLAYS`` restricted to those table sizes (none: every one) and that met Troef value."""
    out: list[dict[str, object]] = []
    for entry in PLAYS:
        listed = entry["players"]
        sizes = [n for n in (listed if isinstance(listed, list) else []) if not players or n in players]
        if not sizes:
            continue
        out.append({**entry, "players": sizes, **({"troef": [troef]} if troef is not None else {})})
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="sv_adapter.py", description="An independent Smoorverliefd engine (trickref protocol 1.2).")
    parser.add_argument("--bug", action="append", default=[], metavar="NAME", help="play a seeded bug ('list' prints them)")
    parser.add_argument("--players", action="append", type=int, choices=(3, 4, 5), default=[],
                        help="declare only this table size (repeatable)")
    parser.add_argument("--troef", action=argparse.BooleanOptionalAction, default=None, help="declare only this met Troef value")
    args = parser.parse_args(argv)
    if "list" in args.bug:
        for k, v in BUGS.items():
            print(f"{k}\t{v}")
        return 0
    unknown = [b for b in args.bug if b not in BUGS]
    if unknown:
        print(f"unknown bug {unknown[0]!r}; known: {', '.join(BUGS)}", file=sys.stderr)
        return 2
    bugs, players, troef = set(args.bug), set(args.players), args.troef
    frozen = frozenset(bugs)
    version = VERSION + ("+bug." + ".".join(sorted(bugs)) if bugs else "")
    for line in sys.stdin:
        if not line.strip():
            continue
        msg: dict[str, object] = {}
        try:
            msg = as_dict(json.loads(line))
            if msg.get("type") == "stop":
                return 0
            if msg.get("type") == "hello":
                reply: dict[str, object] = {
                    "type": "hello", "protocol": PROTOCOL,
                    "implementation": {"name": NAME, "version": version, "language": "python"},
                    "games": {"smoorverliefd": {"options": narrowed(players, troef)}}}
            elif msg.get("type") == "replay":
                reply = replay(msg, frozen)
            else:
                reply = {"type": "error", "seq": msg.get("seq"), "message": f"unknown message type {msg.get('type')}"}
        except Exception as exc:  # noqa: BLE001 - the protocol's error reply: the runner shows it and carries on
            seq = msg.get("seq")
            reply = {"type": "error", "seq": seq if isinstance(seq, int) else None,
                     "message": f"{type(exc).__name__}: {exc}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
