#!/usr/bin/env node
// A minimal, independent Smear implementation for trickref's conformance protocol
// (conformance/PROTOCOL.md), written from SPEC.md chapters CD and SM, not from the Python
// reference. Three modes:
//
//   node smear-adapter.js                      the standard rules: any table (players, partnerships,
//                                              hand_size, target, elimination), every rule option at
//                                              its default, plus both readings of max_bid, first_lead
//                                              and game_tie low_card/none; other cases are skipped.
//   node smear-adapter.js --house five-point   one house configuration, as a real engine plays it:
//                                              4 players, no partnerships, 52 cards, 6-card hands, no
//                                              widow, High/Low/Jack/Jick/Game (bids 2 to 5), Game tie
//                                              to nobody, any first lead, a bid of 5 ends the bidding.
//   node smear-adapter.js --house seed         the seed's own game (SPEC chapter SM, every rule option
//                                              standard): 54 cards, 10 dealt, discard to 6, Jick and
//                                              jokers, 10 points a hand; 4 players in partnerships or
//                                              3 individually; targets 11, 21 and 52. Its hello is a
//                                              protocol 1.2 configuration list of those two tables.
//
// `--house list` prints the houses.
// `--bug NAME` (repeatable) seeds one deliberate mistake, so a differential fuzzer has something to
// find; `--bug list` prints the names; `--help` prints both lists. See README.md in this folder.
'use strict';

const readline = require('readline');

const SUITS = ['S', 'H', 'D', 'C'];                       // CD-1 canonical suit order
const RANKS = '23456789TJQKA';                            // CD-2
const PARTNER = { S: 'C', C: 'S', H: 'D', D: 'H' };       // same colour (CD-1), for the Jick
const GAME_POINTS = { A: 4, K: 3, Q: 2, J: 1, T: 10 };    // SM-7.7

// The values a request stands for when it omits an option: the corpus predates `max_bid` and
// `first_lead`, and its cases follow SPEC 0.1, where a bid of H ends the bidding (SM-3.4) and the
// first lead must be a trump (SM-6.2).
const DEFAULTS = {
  players: 4, partnerships: false, hand_size: null, jokers: 2, widow: 0, nine_card: false, jick: true,
  joker_rank: 'below_jick', joker_tiebreak: 'fixed', all_pass: 'dealer_forced', trump_anytime: true,
  revoke: 'forbidden', high_rule: 'ace', low_rule: 'captured', game_tie: 'none', joker_game_points: 0,
  score_jick: true, score_jokers: true, score_three: true, score_two: false, target: 21, elimination: null,
  max_bid: 'ends_bidding', first_lead: 'trump',
};

// ------------------------------------------------------------------ what each mode plays (hello)
function standardMode() {
  const free = ['players', 'partnerships', 'hand_size', 'target', 'elimination'];
  const supported = {};
  for (const [k, v] of Object.entries(DEFAULTS)) supported[k] = free.includes(k) ? 'any' : [v];
  supported.players = [3, 4, 5, 6, 8];
  supported.partnerships = [false, true];
  supported.hand_size = [null, 6, 7, 8, 9, 10];
  // the engine plays both readings of the two points SPEC 0.1 left open (R-SM-4, R-SM-13)
  supported.max_bid = ['ends_bidding', 'others_speak'];
  supported.first_lead = ['trump', 'any'];
  supported.game_tie = ['low_card', 'none'];
  return { protocol: '1.0', name: 'smear-js-minimal', options: supported };
}

// The five-point house table. "not_applicable": the option cannot change anything under the
// other values (there are no jokers to rank, break ties between, score or count for Game).
const FIVE_POINT = {
  players: [4], partnerships: [false], hand_size: [6], jokers: [0], widow: [0], nine_card: [false], jick: [true],
  joker_rank: 'not_applicable', joker_tiebreak: 'not_applicable', all_pass: ['dealer_forced'], trump_anytime: [true],
  revoke: ['forbidden'], high_rule: ['ace'], low_rule: ['captured'], game_tie: ['none'], joker_game_points: 'not_applicable',
  score_jick: [true], score_jokers: 'not_applicable', score_three: [false], score_two: [false], target: [21], elimination: [null],
  max_bid: ['ends_bidding'], first_lead: ['any'],
};
// The standard game (SPEC.md, "Smear options", column `default`): what an option an entry of a
// protocol 1.2 configuration list leaves out stands for. (DEFAULTS above is what an option absent
// from a *request* means, its SPEC 0.1 meaning, which differs for game_tie and max_bid.)
const STANDARD = Object.assign({}, DEFAULTS, { game_tie: 'low_card', max_bid: 'others_speak' });

// The seed house: the seed's own game (seeds/000_cf771b0ff064e3cf.txt, SPEC chapter SM) on the two
// tables the seed names, four in fixed partnerships («dos contra dos», SM-1.2) and three playing
// individually (SM-1.1), ten cards each (SM-2.2) discarded to six (SM-5.1), to 11, 21 or 52
// (SM-9.1, SM-10 target_11 / target_52). Every other option is left out: the standard value only.
// hand_size is [10], not auto: the engine deals ten whatever the table, so it declares the number;
// a request with `hand_size: null` (auto, which SPEC keeps apart from 10 even where it gives 10,
// PROTOCOL.md "hello") is outside the declaration and skipped.
const SEED_TABLES = [
  { players: [4], partnerships: [true], hand_size: [10], target: [11, 21, 52] },
  { players: [3], partnerships: [false], hand_size: [10], target: [11, 21, 52] },
];

const HOUSES = {
  'five-point': { protocol: '1.1', name: 'smear-js-five-point', options: FIVE_POINT,
    about: '4 individual players, 52 cards, 6 each, High/Low/Jack/Jick/Game (H = 5), Game tie to nobody, any first lead' },
  seed: { protocol: '1.2', name: 'smear-js-seed', options: SEED_TABLES,
    about: 'the seed\'s own game: 54 cards, 10 each discarded to 6, H = 10; 4 players in partnerships or 3 individually; target 11, 21 or 52' },
};

// Seeded mistakes, each changing one behaviour.
const BUG_NAMES = {
  'high-low-to-seat0-when-no-trump-played': 'High and Low go to seat 0 (1 point each) when no trump is played in the hand (SM-7.2, SM-7.3, SM-7.10)',
  'jick-follows-printed-suit': 'for following suit the Jick counts as its printed suit, not as trump (SM-4.2, SM-6.3)',
  'game-tie-to-pitcher': 'a tie for the most game points gives Game to the pitcher\'s side when it is among the tied (SM-7.7)',
  'over-max-bid-coerced': 'a bid above the hand maximum is accepted as a bid of the maximum instead of refused (SM-3.2)',
  'target-must-be-exceeded': 'a side reaches the target only above it, not at it (SM-9.1)',
  'highest-score-wins-at-target': 'when several sides reach the target the highest score wins, the pitcher\'s side is not checked first (SM-9.2)',
};

function parseArgs(argv) {
  const out = { house: null, bugs: new Set(), help: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') out.help = true;
    else if (a === '--house' && i + 1 < argv.length) out.house = argv[++i];
    else if (a === '--bug' && i + 1 < argv.length) out.bugs.add(argv[++i]);
    else { process.stderr.write(`unknown argument ${a}\n`); process.exit(2); }
  }
  if (out.help) {
    process.stdout.write('usage: node smear-adapter.js [--house NAME] [--bug NAME]...\n'
      + 'a Smear engine behind the trickref conformance protocol (conformance/PROTOCOL.md); no flag: the standard rules\n\n'
      + '--house NAME   one house configuration (--house list prints them):\n');
    for (const [k, v] of Object.entries(HOUSES)) process.stdout.write(`  ${k.padEnd(12)} ${v.about}\n`);
    process.stdout.write('--bug NAME     seed one deliberate mistake, repeatable (--bug list prints them):\n');
    for (const [k, v] of Object.entries(BUG_NAMES)) process.stdout.write(`  ${k}\n      ${v}\n`);
    process.exit(0);
  }
  if (out.house === 'list') {
    for (const [k, v] of Object.entries(HOUSES)) process.stdout.write(`${k}\t${v.about}\n`);
    process.exit(0);
  }
  if (out.bugs.has('list')) {
    for (const [k, v] of Object.entries(BUG_NAMES)) process.stdout.write(`${k}\t${v}\n`);
    process.exit(0);
  }
  if (out.house !== null && !(out.house in HOUSES)) { process.stderr.write(`unknown house ${out.house}; known: ${Object.keys(HOUSES).join(', ')}\n`); process.exit(2); }
  for (const b of out.bugs) if (!(b in BUG_NAMES)) { process.stderr.write(`unknown bug ${b}; known: ${Object.keys(BUG_NAMES).join(', ')}\n`); process.exit(2); }
  return out;
}
const ARGS = parseArgs(process.argv.slice(2));
const MODE = ARGS.house === null ? standardMode() : HOUSES[ARGS.house];
const BUGS = ARGS.bugs;

class Refusal extends Error {
  constructor(code) { super(code); this.code = code; }
}

// ------------------------------------------------------------------ cards (CD-4, CD-5)
const isCard = (t) => /^([2-9TJQKA][SHDC]|X1|X2)$/.test(t);
const isJoker = (c) => c[0] === 'X';
const rankOf = (c) => RANKS.indexOf(c[0]) + 2;
const orderKey = (c) => (isJoker(c) ? 100 + Number(c[1]) : SUITS.indexOf(c[1]) * 20 + (14 - rankOf(c)));
const byOrder = (a, b) => orderKey(a) - orderKey(b);

// ------------------------------------------------------------------ trump (SM-4)
const jickOf = (trump) => 'J' + PARTNER[trump];
const isTrump = (c, trump) => isJoker(c) || c[1] === trump || c === jickOf(trump);
const effSuit = (c, trump) => (isTrump(c, trump) ? trump : c[1]);
// the suit a card counts as when following (SM-6.3); the seeded bug lets the Jick keep its printed suit
const followSuit = (c, trump) => (BUGS.has('jick-follows-printed-suit') && c === jickOf(trump) ? c[1] : effSuit(c, trump));
function trumpOrder(trump) { // SM-4.3 below_jick, high to low; absent jokers simply never appear
  return ['A', 'K', 'Q', 'J'].map((r) => r + trump).concat([jickOf(trump), 'X1', 'X2'], [...'T98765432'].map((r) => r + trump));
}
function power(c, trump) {
  if (isTrump(c, trump)) { const o = trumpOrder(trump); return 100 + o.length - o.indexOf(c); }
  return rankOf(c);
}

// SM-7.1: the hand maximum H is the sum of the enabled categories whose card is in the deck
function handMaximum(o) {
  return 3 + (o.score_jick ? 1 : 0) + (o.score_jokers ? o.jokers : 0) + 1 + (o.score_three ? 3 : 0);
}

// ------------------------------------------------------------------ actions (CD-6)
function parseAction(text) {
  if (text === 'pass') return { kind: 'pass' };
  let m = /^bid (0|[1-9][0-9]*)$/.exec(text);
  if (m) return { kind: 'bid', amount: Number(m[1]) };
  m = /^trump ([SHDC])$/.exec(text);
  if (m) return { kind: 'trump', suit: m[1] };
  // CD-6 is one grammar for every game: Smoorverliefd's `curse S` (SV-10.3) is well formed here
  // too, and no Smear phase takes it (E_WRONG_PHASE, CD-9 step 5)
  m = /^curse ([SHDC])$/.exec(text);
  if (m) return { kind: 'curse', suit: m[1] };
  m = /^play (\S+)$/.exec(text);
  if (m && isCard(m[1])) return { kind: 'play', card: m[1] };
  if (text.startsWith('discard ')) {
    const cards = text.slice(8).split(' ');
    if (cards.every(isCard) && cards.every((c, i) => i === 0 || orderKey(cards[i - 1]) <= orderKey(c))) return { kind: 'discard', cards };
  }
  throw new Refusal('E_BAD_ACTION');
}
const PHASE_OF = { pass: 'bidding', bid: 'bidding', trump: 'trump', discard: 'discard', play: 'play', curse: 'curse' };

// ------------------------------------------------------------------ the game (SM-1 to SM-9)
function newGame(options, deals, dealer) {
  const n = options.players;
  const sides = options.partnerships ? n / 2 : n;
  const deckSize = 52 + options.jokers;                                        // SM-2.1
  const size = options.hand_size !== null ? options.hand_size : [10, 8, 6].find((h) => h * n <= deckSize); // SM-2.2
  const g = { o: options, n, sides, size, max: handMaximum(options), scores: Array(sides).fill(0), dealer, deals: deals.slice(),
    results: [], winner: null, hand: null, tricks: [] };
  startHand(g);
  return g;
}
const sideOf = (g, seat) => seat % g.sides; // SM-1.2: partners sit across the table

function startHand(g) {
  const deal = g.deals.shift();
  if (!deal) { g.hand = null; return; }
  if (deal.hands.length !== g.n || deal.hands.some((h) => h.length !== g.size)) throw new Error('deal does not fit the options');
  g.hand = { dealer: g.dealer, hands: deal.hands.map((h) => h.slice().sort(byOrder)), dealt: deal.hands, bids: 0, high: 0, pitcher: null,
    trump: null, phase: 'bidding', leader: 0, trick: [], done: [] };
}

function phaseOf(g) { return g.winner !== null ? 'game_over' : g.hand === null ? 'awaiting_deal' : g.hand.phase; }

function toAct(g) {
  const h = g.hand;
  if (g.winner !== null || h === null) return null;
  if (h.phase === 'bidding') return (h.dealer + 1 + h.bids) % g.n;             // SM-3.1, eldest first
  if (h.phase === 'trump') return h.pitcher;                                   // SM-4.1
  if (h.phase === 'discard') {                                                 // SM-5.1: pitcher first, clockwise
    for (let k = 0; k < g.n; k++) { const s = (h.pitcher + k) % g.n; if (h.hands[s].length > 6) return s; }
  }
  return (h.leader + h.trick.length) % g.n;
}

function combinations(cards, k, from = 0, acc = [], out = []) {
  if (acc.length === k) { out.push(acc.slice()); return out; }
  for (let i = from; i < cards.length; i++) { acc.push(cards[i]); combinations(cards, k, i + 1, acc, out); acc.pop(); }
  return out;
}

const dealerForced = (g) => g.hand.bids === g.n - 1 && g.hand.high === 0;    // SM-3.5 dealer_forced

function legal(g) {
  const h = g.hand, seat = toAct(g);
  if (seat === null) return [];
  if (h.phase === 'bidding') {
    const out = dealerForced(g) ? [] : ['pass'];
    for (let b = Math.max(2, h.high + 1); b <= g.max; b++) out.push('bid ' + b);
    return out;
  }
  if (h.phase === 'trump') return SUITS.map((s) => 'trump ' + s);
  if (h.phase === 'discard') return combinations(h.hands[seat], h.hands[seat].length - 6).map((c) => 'discard ' + c.join(' '));
  return h.hands[seat].filter((c) => playProblem(g, seat, c) === null).map((c) => 'play ' + c);
}

function playProblem(g, seat, card) {
  const h = g.hand, held = h.hands[seat];
  if (!held.includes(card)) return 'E_CARD_NOT_IN_HAND';
  if (h.done.length === 0 && h.trick.length === 0) {                           // SM-6.2, unless the house leads freely
    if (g.o.first_lead === 'any') return null;
    return !isTrump(card, h.trump) && held.some((c) => isTrump(c, h.trump)) ? 'E_MUST_LEAD_TRUMP' : null;
  }
  if (h.trick.length === 0) return null;
  const led = followSuit(h.trick[0], h.trump), mine = followSuit(card, h.trump); // SM-6.3, SM-6.4
  if (mine === led || !held.some((c) => followSuit(c, h.trump) === led)) return null;
  return led !== h.trump && mine === h.trump ? null : 'E_MUST_FOLLOW_SUIT';
}

function play(g, text, claimed) {
  const a = parseAction(text);
  if (g.winner !== null) throw new Refusal('E_GAME_OVER');
  if (g.hand === null) throw new Refusal('E_WRONG_PHASE');
  const seat = toAct(g), h = g.hand;
  if (claimed !== null && claimed !== undefined && claimed !== seat) throw new Refusal('E_NOT_YOUR_TURN');
  if (PHASE_OF[a.kind] !== h.phase) throw new Refusal('E_WRONG_PHASE');
  if (a.kind === 'pass' || a.kind === 'bid') {
    if (a.kind === 'pass' && dealerForced(g)) throw new Refusal('E_MUST_BID');
    if (a.kind === 'bid') {
      let amount = a.amount;
      if (amount > g.max) {
        if (!BUGS.has('over-max-bid-coerced') || h.high >= g.max) throw new Refusal('E_BID_TOO_HIGH');
        amount = g.max;
      }
      if (amount < 2 || amount <= h.high) throw new Refusal('E_BID_TOO_LOW');
      h.high = amount; h.pitcher = seat;
    }
    h.bids += 1;
    // SM-3.1 ends after the dealer; SM-3.4 (max_bid ends_bidding) ends at a bid of H
    if (h.bids === g.n || (h.high === g.max && g.o.max_bid === 'ends_bidding')) h.phase = 'trump';
  } else if (a.kind === 'trump') {
    h.trump = a.suit; h.phase = 'discard'; maybeStartPlay(g);
  } else if (a.kind === 'discard') {
    if (new Set(a.cards).size !== a.cards.length) throw new Refusal('E_DUPLICATE_CARD');
    if (a.cards.some((c) => !h.hands[seat].includes(c))) throw new Refusal('E_CARD_NOT_IN_HAND');
    if (h.hands[seat].length - a.cards.length !== 6) throw new Refusal('E_DISCARD_COUNT');
    h.hands[seat] = h.hands[seat].filter((c) => !a.cards.includes(c));
    maybeStartPlay(g);
  } else {
    const problem = playProblem(g, seat, a.card);
    if (problem) throw new Refusal(problem);
    h.hands[seat] = h.hands[seat].filter((c) => c !== a.card);
    h.trick.push(a.card);
    if (h.trick.length === g.n) finishTrick(g);
  }
}

function maybeStartPlay(g) { // SM-5.2: nobody left to discard, the pitcher leads (SM-6.1)
  const h = g.hand;
  if (h.hands.every((x) => x.length <= 6)) { h.phase = 'play'; h.leader = h.pitcher; }
}

function finishTrick(g) { // SM-6.5
  const h = g.hand;
  const led = effSuit(h.trick[0], h.trump);
  let best = 0;
  h.trick.forEach((c, i) => {
    const b = h.trick[best];
    const cTrump = isTrump(c, h.trump), bTrump = isTrump(b, h.trump);
    if (cTrump && (!bTrump || power(c, h.trump) > power(b, h.trump))) best = i;
    else if (!cTrump && !bTrump && effSuit(c, h.trump) === led && power(c, h.trump) > power(b, h.trump)) best = i;
  });
  const trick = { leader: h.leader, cards: h.trick, winner: (h.leader + best) % g.n };
  h.done.push(trick); g.tricks.push(trick);
  h.leader = trick.winner; h.trick = [];
  if (h.hands.every((x) => x.length === 0)) scoreHand(g);
}

function scoreHand(g) { // SM-7, SM-8, SM-9
  const h = g.hand, t = h.trump, o = g.o;
  const captor = (card) => { const tr = h.done.find((x) => x.cards.includes(card)); return tr ? sideOf(g, tr.winner) : null; };
  const played = h.done.flatMap((x) => x.cards);
  const trumps = played.filter((c) => isTrump(c, t)).sort((a, b) => power(a, t) - power(b, t));
  const awards = [];
  const award = (category, card, points = 1) => {                              // SM-7.10: an unplayed card awards nothing
    const side = card !== null && played.includes(card) ? captor(card) : null;
    awards.push({ category, side, points: side === null ? 0 : points });
  };
  if (trumps.length === 0 && BUGS.has('high-low-to-seat0-when-no-trump-played')) {
    awards.push({ category: 'high', side: sideOf(g, 0), points: 1 }, { category: 'low', side: sideOf(g, 0), points: 1 });
  } else {
    award('high', 'A' + t);                                                    // SM-7.2 ace
    award('low', trumps.length ? trumps[0] : null);                            // SM-7.3 captured
  }
  award('jack', 'J' + t);                                                      // SM-7.4
  if (o.score_jick) award('jick', jickOf(t));                                  // SM-7.5
  if (o.score_jokers && o.jokers >= 1) award('joker1', 'X1');                  // SM-7.6
  if (o.score_jokers && o.jokers >= 2) award('joker2', 'X2');
  const totals = Array(g.sides).fill(0);                                       // SM-7.7
  for (const x of h.done) for (const c of x.cards) totals[sideOf(g, x.winner)] += isJoker(c) ? 0 : GAME_POINTS[c[0]] || 0;
  const best = Math.max(...totals), leaders = totals.map((v, s) => (v === best ? s : -1)).filter((s) => s >= 0);
  let gameSide = best > 0 && leaders.length === 1 ? leaders[0] : null;
  if (gameSide === null && best > 0 && o.game_tie === 'low_card' && trumps.length && leaders.includes(captor(trumps[0]))) gameSide = captor(trumps[0]);
  if (gameSide === null && best > 0 && BUGS.has('game-tie-to-pitcher') && leaders.includes(sideOf(g, h.pitcher))) gameSide = sideOf(g, h.pitcher);
  awards.push({ category: 'game', side: gameSide, points: gameSide === null ? 0 : 1 });
  if (o.score_three) award('three', '3' + t, 3);                               // SM-7.8
  const captured = Array(g.sides).fill(0);                                     // SM-8.1
  for (const a of awards) if (a.side !== null) captured[a.side] += a.points;
  const ps = sideOf(g, h.pitcher), made = captured[ps] >= h.high;               // SM-8.2, SM-8.3
  const changes = captured.map((c, s) => (s === ps && !made ? -h.high : c));
  g.scores = g.scores.map((v, s) => v + changes[s]);
  g.results.push({ dealer: h.dealer, outcome: 'played', pitcher: h.pitcher, bid: h.high, trump: t, awards, captured, game_points: totals,
    made, revoking_sides: [], changes, scores: g.scores.slice() });
  g.winner = gameWinner(g, ps, made);
  if (g.winner === null) { g.dealer = (g.dealer + 1) % g.n; startHand(g); }   // SM-1.3
}

// The unique side with the highest score among `sides`, or null on a tie at the top.
function uniqueTop(g, sides) {
  const top = Math.max(...sides.map((s) => g.scores[s])), tops = sides.filter((s) => g.scores[s] === top);
  return tops.length === 1 ? tops[0] : null;
}

function gameWinner(g, ps, made) { // SM-9
  const o = g.o, all = g.scores.map((_, s) => s);
  const reached = (s) => (BUGS.has('target-must-be-exceeded') ? g.scores[s] > o.target : g.scores[s] >= o.target); // SM-9.1
  if (BUGS.has('highest-score-wins-at-target') && all.some(reached)) return uniqueTop(g, all);
  if (made && reached(ps)) return ps;                                           // SM-9.2: a made bid at the target
  const others = all.filter((s) => s !== ps);                                   // SM-9.3
  let winner = null;
  if (others.some(reached)) winner = uniqueTop(g, others);
  if (winner === null && o.elimination !== null && Math.min(...g.scores) <= o.elimination) winner = uniqueTop(g, all); // SM-9.4
  return winner;
}

// ------------------------------------------------------------------ observations and the protocol
const clone = (g) => structuredClone(g);
function perft(g, depth) {
  const moves = legal(g);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) { const next = clone(g); play(next, m, null); total += perft(next, depth - 1); }
  return total;
}
function observe(g, o) {
  if (o.kind === 'legal') return { to_act: toAct(g), phase: phaseOf(g), actions: legal(g) };
  if (o.kind === 'perft') {
    const divide = {};
    let count = 0;
    for (const m of legal(g)) {
      let n = 1;
      if (o.depth > 1) { const next = clone(g); play(next, m, null); n = perft(next, o.depth - 1); }
      divide[m] = n; count += n;
    }
    return { count, divide };
  }
  if (o.kind === 'tricks') return g.tricks.map((x) => ({ leader: x.leader, cards: x.cards.slice(), winner: x.winner }));
  if (o.kind === 'hand_results') return g.results;
  if (o.kind === 'final') return { scores: g.scores, winner: g.winner, phase: phaseOf(g) };
  throw new Error('unknown observation ' + o.kind);
}

// The options SPEC says cannot change anything under the request's other values (SM-2.1: no joker,
// no joker order or joker points; SM-4.4: one joker, or big_above_jick, no tiebreak; SM-7.5: no
// Jick to score; SM-7.9: the Two belongs to widow Smear). Such an option never rules a request out.
function inertOptions(r) {
  const idle = new Set();
  if (r.jokers === 0) ['joker_rank', 'joker_tiebreak', 'score_jokers', 'joker_game_points'].forEach((k) => idle.add(k));
  if (r.jokers === 1 || r.joker_rank === 'big_above_jick') idle.add('joker_tiebreak');
  if (r.jick === false) idle.add('score_jick');
  if (r.widow === 0) idle.add('score_two');
  return idle;
}

// Every option of the request one entry of the hello does not play, each named (an absent option
// stands for its SPEC 0.1 meaning, DEFAULTS). In a configuration list (protocol 1.2) an option the
// entry leaves out is played at its standard value only (STANDARD).
const k0 = (request, k) => (k in request ? request[k] : DEFAULTS[k]);
function entryProblems(entry, request, leftOut) {
  const problems = [];
  const full = Object.assign({}, DEFAULTS, request), idle = inertOptions(full);
  for (const k of Object.keys(DEFAULTS)) {
    const allowed = k in entry ? entry[k] : leftOut(k);
    if (allowed === 'any' || allowed === 'not_applicable' || idle.has(k)) continue;
    const v = k0(request, k);
    if (!allowed.includes(v)) problems.push(`option ${k}=${JSON.stringify(v)}${k in request ? '' : ' (absent: its SPEC 0.1 meaning)'}`);
  }
  return problems;
}

function unsupported(request) {
  const unknown = Object.keys(request).filter((k) => !(k in DEFAULTS)).map((k) => `unknown option ${k}`);
  const entries = Array.isArray(MODE.options) ? MODE.options : [MODE.options];
  // a 1.0/1.1 entry (the standard and five-point modes) lists every option it plays
  const leftOut = Array.isArray(MODE.options) ? (k) => [STANDARD[k]] : () => 'any';
  const each = entries.map((e) => unknown.concat(entryProblems(e, request, leftOut)));
  if (each.some((p) => p.length === 0)) {
    const n = k0(request, 'players'), pairs = k0(request, 'partnerships');
    if (pairs ? ![4, 6, 8].includes(n) : !(n >= 3 && n <= 6)) return `players ${n} with partnerships ${pairs}`;
    return null;
  }
  if (ARGS.house === null) return 'not supported by this minimal adapter (standard rules only): ' + each[0].join('; ');
  if (entries.length === 1) return `not played by house ${ARGS.house}: ` + each[0].join('; ');
  const table = (e) => `${e.players.join('/')} players${e.partnerships[0] ? ' in partnerships' : ' individually'}`;
  return `not played by house ${ARGS.house}: ` + entries.map((e, i) => `as ${table(e)}: ${each[i].join('; ')}`).join(' | ');
}

function replay(msg) {
  if (msg.game !== 'smear') return { type: 'skip', seq: msg.seq, reason: 'only smear is implemented' };
  const request = Object.assign({}, DEFAULTS, msg.options);
  const why = unsupported(msg.options);
  if (why) return { type: 'skip', seq: msg.seq, reason: why };
  let g = newGame(request, msg.deals, msg.dealer);
  const answers = Array(msg.observe.length).fill(null);
  const seats = msg.seats || [];
  for (let k = 0; k <= msg.actions.length; k++) {
    msg.observe.forEach((o, i) => {
      const at = o.kind === 'legal' || o.kind === 'perft' ? o.after : msg.actions.length;
      if (at === k) answers[i] = observe(g, o);
    });
    if (k === msg.actions.length) break;
    try {
      play(g, msg.actions[k], seats[k]);
    } catch (e) {
      if (e instanceof Refusal) return { type: 'refused', seq: msg.seq, index: k, code: e.code };
      throw e;
    }
  }
  return { type: 'result', seq: msg.seq, observations: answers };
}

const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on('line', (line) => {
  if (!line.trim()) return;
  let reply;
  let msg = {};
  try {
    msg = JSON.parse(line);
    if (msg.type === 'stop') { rl.close(); process.exit(0); }
    if (msg.type === 'hello') {
      const version = BUGS.size ? `0.2.0+bug.${[...BUGS].sort().join('.')}` : (ARGS.house === null ? '0.1.0' : '0.2.0');
      reply = { type: 'hello', protocol: MODE.protocol, implementation: { name: MODE.name, version, language: 'javascript' },
        games: { smear: { options: MODE.options } } };
    } else if (msg.type === 'replay') {
      reply = replay(msg);
    } else {
      reply = { type: 'error', seq: msg.seq === undefined ? null : msg.seq, message: 'unknown message type ' + msg.type };
    }
  } catch (e) {
    reply = { type: 'error', seq: typeof msg.seq === 'number' ? msg.seq : null, message: String(e && e.message ? e.message : e) };
  }
  process.stdout.write(JSON.stringify(reply) + '\n');
});
