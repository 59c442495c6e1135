#!/usr/bin/env python3
"""A small, independent Four Point Northeastern Wisconsin Smear engine with its trickref adapter.

Written from SPEC.md chapters CD and FP alone (not from trickref's reference code), as a house
engine would be: it plays one configuration and says so in ``hello`` (protocol 1.1):

* ``take`` 0: the bidder sees no undealt card, so there is no discard and any card may be led;
* everyone passes: the dealer is stuck and must bid (``all_pass: dealer_forced``, "stick the
  dealer", a common house reading of R-FP-5);
* every other option at the SPEC default: a bid of 4 ends the bidding, the dealer may not hold
  (match the standing bid), trump may be played
  instead of following, High is the ace of trump and Low the 7 of trump, each to the side that
  played it, the Jack to the side that won it, no Game on a tie, target 15, no house rule on
  winning.

Usage::

    python conformance/adapters/python_fourpoint/fourpoint_adapter.py [--bug NAME ...] [--omit OPTION ...]

``--bug list`` prints the seeded bugs. ``--omit OPTION`` leaves the option out of ``hello``, as a
hello written before the option existed would (the runner then assumes its default). Standard library only; JSON lines on stdin and stdout
(conformance/PROTOCOL.md).
"""

from __future__ import annotations

import copy
import json
import re
import sys
from dataclasses import dataclass, field

PROTOCOL = "1.1"
NAME = "fourpoint-py-take0"
VERSION = "0.1.0"

SUITS = "SHDC"                       # CD-1 canonical order
RANKS = "AKQJT987"                   # FP-6.4, high to low
GAME_VALUE = {"A": 4, "K": 3, "Q": 2, "J": 1, "T": 10}   # FP-7.5
MAX_BID = 4                          # FP-3.2
HAND = 6                             # FP-2.2

# What this engine plays. "not_applicable": with take 0 nothing is discarded, so the discard
# options cannot change anything, and made_bid_winner only matters with win_only_on_made_bid. high_to is declared with both values: the High card always wins
# its own trick (FP-7.2 note), and this engine implements the option anyway.
PLAYS: dict[str, object] = {
    "take": [0],
    "all_pass": ["dealer_forced"],
    "max_bid": ["ends_bidding"],
    "dealer_holds": [False],
    "trump_discard": "not_applicable",
    "trump_anytime": [True],
    "high_card": ["ace"],
    "high_to": ["player", "taker"],
    "low_card": ["seven"],
    "low_to": ["player"],
    "discarded_jack": "not_applicable",
    "game_tie": ["none"],
    "target": [15],
    "win_only_on_made_bid": [False],
    "made_bid_winner": "not_applicable",
    "non_bidder_cap": ["none"],
    "both_at_target": ["bidder_first"],  # FP-9.2: the bidding side is checked first
}
# A request that predates an option means the SPEC 0.1 rule (FP-3.5 redeal, FP-3.3 ends at 4, no hold).
LEGACY: dict[str, object] = {"all_pass": "redeal", "max_bid": "ends_bidding", "dealer_holds": False,
                              "both_at_target": "bidder_first"}

BUGS = {
    "low-to-taker": "Low goes to the side that won the 7 of trump, not the side that played it (FP-7.3)",
    "trump-ignored-off-lead": "when trump was not led, the highest card of the led suit wins even if trumped (FP-6.4)",
    "game-tie-to-bidder": "a tie in game points gives Game to the bidding side (FP-7.6)",
    "dealer-stays": "the same seat deals every hand (FP-1.3: the deal passes to the left)",
    "bids-one-to-six": "bids run from 1 to 6, a bid of 6 ending the bidding, as in an open-source engine (FP-3.2: 2 to 4)",
}


class Refused(Exception):
    """An action the rules refuse (CD-8), with its SPEC code."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def card_key(card: str) -> tuple[int, int]:
    """CD-5 canonical order: suit, then rank from A down."""
    return SUITS.index(card[1]), RANKS.index(card[0])


TOKEN = re.compile(r"[2-9TJQKA][SHDC]|X1|X2")
BID = re.compile(r"bid (0|[1-9][0-9]*)")
TRUMP = re.compile(r"trump ([SHDC])")
CURSE = re.compile(r"curse ([SHDC])")  # CD-6: one grammar for every game; Four Point never accepts it
PLAY = re.compile(r"play (\S+)")


def is_token(token: str) -> bool:
    """CD-4: the 54 card tokens (a valid token may still be absent from the 32-card deck)."""
    return TOKEN.fullmatch(token) is not None


def parse(text: str) -> tuple[str, object]:
    """CD-6 action strings; anything else is E_BAD_ACTION."""
    if text == "pass":
        return "pass", None
    m = BID.fullmatch(text)
    if m:
        return "bid", int(m.group(1))
    m = TRUMP.fullmatch(text)
    if m:
        return "trump", m.group(1)
    m = CURSE.fullmatch(text)
    if m:
        return "curse", m.group(1)  # well formed (CD-6): refused by the phase, E_WRONG_PHASE
    m = PLAY.fullmatch(text)
    if m and is_token(m.group(1)):
        return "play", m.group(1)
    if text.startswith("discard "):
        cards = text[8:].split(" ")
        if all(is_token(c) for c in cards) and all(order(a) <= order(b) for a, b in zip(cards, cards[1:])):
            return "discard", cards
    raise Refused("E_BAD_ACTION")


def order(token: str) -> tuple[int, int]:
    """CD-5 over every token, jokers last (only to check a discard's canonical order)."""
    if token[0] == "X":
        return 4, int(token[1])
    return SUITS.index(token[1]), "AKQJT98765432".index(token[0])


@dataclass
class Trick:
    leader: int
    cards: list[str]
    winner: int


@dataclass
class Hand:
    dealer: int
    hands: list[list[str]]
    bids: int = 0
    high: int = 0
    bidder: int | None = None
    phase: str = "bidding"
    trump: str | None = None
    leader: int = 0
    trick: list[str] = field(default_factory=list)
    done: list[Trick] = field(default_factory=list)
    played_by: dict[str, int] = field(default_factory=dict)


@dataclass
class Game:
    options: dict[str, object]
    bugs: frozenset[str]
    dealer: int
    deals: list[list[list[str]]]
    scores: list[int] = field(default_factory=lambda: [0, 0])
    winner: int | None = None
    hand: Hand | None = None
    tricks: list[Trick] = field(default_factory=list)
    results: list[dict[str, object]] = field(default_factory=list)

    @property
    def min_bid(self) -> int:
        return 1 if "bids-one-to-six" in self.bugs else 2    # FP-3.2

    @property
    def max_bid(self) -> int:
        return 6 if "bids-one-to-six" in self.bugs else MAX_BID

    # ---------------------------------------------------------------- set-up (FP-1, FP-2)
    def start_hand(self) -> None:
        """FP-2.4: the next explicit deal starts a hand; without one the game waits."""
        if not self.deals:
            self.hand = None
            return
        hands = self.deals.pop(0)
        if len(hands) != 4 or any(len(h) != HAND for h in hands):
            raise ValueError("a Four Point deal has four hands of six cards (FP-2.3)")
        self.hand = Hand(dealer=self.dealer, hands=[sorted(h, key=card_key) for h in hands])

    # ---------------------------------------------------------------- whose turn, what is legal
    def phase(self) -> str:
        if self.winner is not None:
            return "game_over"
        return "awaiting_deal" if self.hand is None else self.hand.phase

    def to_act(self) -> int | None:
        h = self.hand
        if self.winner is not None or h is None:
            return None
        if h.phase == "bidding":
            return (h.dealer + 1 + h.bids) % 4        # FP-3.1: eldest first, clockwise
        return (h.leader + len(h.trick)) % 4          # FP-6.1

    def stuck_dealer(self) -> bool:
        """All three others passed: under dealer_forced the dealer must bid."""
        h = self.hand
        return h is not None and h.bids == 3 and h.high == 0

    def legal(self) -> list[str]:
        seat, h = self.to_act(), self.hand
        if seat is None or h is None:
            return []
        if h.phase == "bidding":
            out = [] if self.stuck_dealer() else ["pass"]
            return out + [f"bid {b}" for b in range(max(self.min_bid, h.high + 1), self.max_bid + 1)]
        return [f"play {c}" for c in h.hands[seat] if self.play_problem(seat, c) is None]

    def play_problem(self, seat: int, card: str) -> str | None:
        """FP-6.1, FP-6.2, FP-6.3; FP-5.3 lets any first lead through when nothing was discarded."""
        h = self.hand
        assert h is not None
        held = h.hands[seat]
        if card not in held:
            return "E_CARD_NOT_IN_HAND"
        if not h.trick:
            return None
        led, trump = h.trick[0][1], h.trump
        if card[1] == led or not any(c[1] == led for c in held):
            return None
        if led != trump and card[1] == trump and self.options["trump_anytime"]:
            return None
        return "E_MUST_FOLLOW_SUIT"

    # ---------------------------------------------------------------- actions
    def apply(self, text: str, claimed: int | None) -> None:
        kind, arg = parse(text)
        if self.winner is not None:
            raise Refused("E_GAME_OVER")
        h = self.hand
        if h is None:
            raise Refused("E_WRONG_PHASE")             # FP-2.4
        seat = self.to_act()
        if claimed is not None and claimed != seat:
            raise Refused("E_NOT_YOUR_TURN")           # CD-7
        phase_of = {"pass": "bidding", "bid": "bidding", "play": "play"}
        if phase_of.get(kind) != h.phase:              # FP-5.2: trump never; take 0: no discard phase
            raise Refused("E_WRONG_PHASE")
        assert seat is not None
        if kind == "pass":
            if self.stuck_dealer():
                raise Refused("E_MUST_BID")
            self.end_bid()
        elif kind == "bid":
            assert isinstance(arg, int)
            if arg > self.max_bid:
                raise Refused("E_BID_TOO_HIGH")
            if arg < self.min_bid or arg <= h.high:
                raise Refused("E_BID_TOO_LOW")
            h.high, h.bidder = arg, seat
            self.end_bid()
        else:
            assert isinstance(arg, str)
            problem = self.play_problem(seat, arg)
            if problem:
                raise Refused(problem)
            if h.trump is None:
                h.trump = arg[1]                       # FP-5.2: the first card names trump
            h.hands[seat].remove(arg)
            h.trick.append(arg)
            h.played_by[arg] = seat
            if len(h.trick) == 4:
                self.finish_trick()

    def end_bid(self) -> None:
        """FP-3.3: bidding ends after the dealer, or at once on a bid of 4; the bidder leads (FP-5.1)."""
        h = self.hand
        assert h is not None
        h.bids += 1
        if h.bids == 4 or h.high == self.max_bid:
            h.phase, h.leader = "play", h.bidder if h.bidder is not None else 0

    def finish_trick(self) -> None:
        """FP-6.4: highest trump, else highest card of the suit led."""
        h = self.hand
        assert h is not None and h.trump is not None
        led, trump = h.trick[0][1], h.trump
        if "trump-ignored-off-lead" in self.bugs and led != trump:
            trump = led
        best = 0
        for i, c in enumerate(h.trick):
            b = h.trick[best]
            if c[1] == b[1] and RANKS.index(c[0]) < RANKS.index(b[0]):
                best = i
            elif c[1] == trump and b[1] != trump:
                best = i
        trick = Trick(h.leader, h.trick, (h.leader + best) % 4)
        h.done.append(trick)
        self.tricks.append(trick)
        h.leader, h.trick = trick.winner, []
        if len(h.done) == HAND:
            self.score_hand()

    # ---------------------------------------------------------------- scoring (FP-7, FP-8, FP-9)
    def score_hand(self) -> None:
        h = self.hand
        assert h is not None and h.trump is not None and h.bidder is not None
        trump, o = h.trump, self.options
        taker = {c: t.winner % 2 for t in h.done for c in t.cards}
        player = {c: s % 2 for c, s in h.played_by.items()}

        def award(card: str, to: str) -> int | None:
            # FP-7.7: a card not played awards nothing
            return (taker if to == "taker" else player).get(card)

        low_to = "taker" if "low-to-taker" in self.bugs else "player"
        totals = [0, 0]
        for c, captor in taker.items():
            totals[captor] += GAME_VALUE.get(c[0], 0)
        bidding = h.bidder % 2
        game: int | None = None
        if totals[0] != totals[1]:
            game = 0 if totals[0] > totals[1] else 1
        elif "game-tie-to-bidder" in self.bugs:
            game = bidding
        if game is not None and totals[game] == 0:
            game = None
        sides = [("high", award("A" + trump, str(o["high_to"]))), ("low", award("7" + trump, low_to)),
                 ("jack", award("J" + trump, "taker")), ("game", game)]   # FP-7.1 order
        won = [0, 0]
        for _, side in sides:
            if side is not None:
                won[side] += 1
        awards = [{"category": c, "side": side, "points": 0 if side is None else 1} for c, side in sides]
        made = won[bidding] >= h.high                  # FP-8.2, FP-8.3
        changes = [won[s] if s != bidding or made else -h.high for s in (0, 1)]
        self.scores = [self.scores[s] + changes[s] for s in (0, 1)]
        self.results.append({"dealer": h.dealer, "outcome": "played", "bidder": h.bidder, "bid": h.high, "trump": trump,
                             "awards": awards, "captured": won, "game_points": totals, "made": made,
                             "changes": changes, "scores": list(self.scores)})
        target = as_int(o["target"])
        if self.scores[bidding] >= target:              # FP-9.2: the bidding side first
            self.winner = bidding
        elif self.scores[1 - bidding] >= target:
            self.winner = 1 - bidding
        else:
            if "dealer-stays" not in self.bugs:
                self.dealer = (self.dealer + 1) % 4     # FP-1.3
            self.start_hand()


# -------------------------------------------------------------------- observations and protocol
def count(game: Game, depth: int) -> int:
    moves = game.legal()
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        nxt = copy.deepcopy(game)
        nxt.apply(m, None)
        total += count(nxt, depth - 1)
    return total


def observe(game: Game, o: dict[str, object]) -> object:
    kind = o["kind"]
    if kind == "legal":
        return {"to_act": game.to_act(), "phase": game.phase(), "actions": game.legal()}
    if kind == "perft":
        depth = as_int(o["depth"])
        divide = {}
        for m in game.legal():
            if depth == 1:
                divide[m] = 1
            else:
                nxt = copy.deepcopy(game)
                nxt.apply(m, None)
                divide[m] = count(nxt, depth - 1)
        return {"count": sum(divide.values()), "divide": divide}
    if kind == "tricks":
        return [{"leader": t.leader, "cards": list(t.cards), "winner": t.winner} for t in game.tricks]
    if kind == "hand_results":
        return game.results
    if kind == "final":
        return {"scores": game.scores, "winner": game.winner, "phase": game.phase()}
    raise ValueError(f"unknown observation {kind}")


def unsupported(options: dict[str, object]) -> list[str]:
    """Every option of the request this engine does not play, each named."""
    out = [f"unknown option {k}" for k in options if k not in PLAYS]
    for k, allowed in PLAYS.items():
        if not isinstance(allowed, list):
            continue
        if k not in options:
            v = LEGACY[k]
            if v not in allowed:
                out.append(f"option {k}={json.dumps(v)} (absent: its SPEC 0.1 meaning)")
        elif options[k] not in allowed or isinstance(options[k], bool) != isinstance(allowed[0], bool):
            out.append(f"option {k}={json.dumps(options[k])}")
    return out


def as_int(v: object) -> int:
    if isinstance(v, int) and not isinstance(v, bool):
        return v
    raise ValueError(f"expected an integer, got {v!r}")


def as_str(v: object) -> str:
    if isinstance(v, str):
        return v
    raise ValueError(f"expected a string, got {v!r}")


def as_list(v: object) -> list[object]:
    if isinstance(v, list):
        return list(v)
    raise ValueError(f"expected an array, got {v!r}")


def as_dict(v: object) -> dict[str, object]:
    if isinstance(v, dict):
        return {str(k): x for k, x in v.items()}
    raise ValueError(f"expected an object, got {v!r}")


def replay(msg: dict[str, object], bugs: frozenset[str]) -> dict[str, object]:
    seq = msg["seq"]
    if msg["game"] != "fourpoint":
        return {"type": "skip", "seq": seq, "reason": "only fourpoint is implemented"}
    options = as_dict(msg["options"])
    problems = unsupported(options)
    if problems:
        return {"type": "skip", "seq": seq, "reason": "not played by this engine: " + "; ".join(problems)}
    deals = [[[as_str(c) for c in as_list(h)] for h in as_list(as_dict(d)["hands"])] for d in as_list(msg["deals"])]
    game = Game(options=options, bugs=bugs, dealer=as_int(msg["dealer"]), deals=deals)
    game.start_hand()
    actions = [as_str(a) for a in as_list(msg["actions"])]
    seats = [None if x is None else as_int(x) for x in as_list(msg.get("seats") or [None] * len(actions))]
    wanted = [as_dict(o) for o in as_list(msg["observe"])]
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


def main(argv: list[str]) -> int:
    bugs: set[str] = set()
    omit: set[str] = set()  # options left out of the hello, as a hello written before they existed
    args = iter(argv)
    for a in args:
        if a == "--omit":
            omit.add(next(args, ""))
        elif a == "--bug":
            name = next(args, "")
            if name == "list":
                for k, v in BUGS.items():
                    print(f"{k}\t{v}")
                return 0
            if name not in BUGS:
                print(f"unknown bug {name!r}; known: {', '.join(BUGS)}", file=sys.stderr)
                return 2
            bugs.add(name)
        else:
            print(f"unknown argument {a!r}", file=sys.stderr)
            return 2
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
                    "games": {"fourpoint": {"options": {k: v for k, v in PLAYS.items() if k not in omit}}}}
            elif msg.get("type") == "replay":
                reply = replay(msg, frozen)
            else:
                reply = {"type": "error", "seq": msg.get("seq"), "message": f"unknown message type {msg.get('type')}"}
        except Exception as exc:  # the protocol's error reply: the runner shows it and carries on
            seq = msg.get("seq") if isinstance(msg, dict) else None
            reply = {"type": "error", "seq": seq if isinstance(seq, int) else None, "message": f"{type(exc).__name__}: {exc}"}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
