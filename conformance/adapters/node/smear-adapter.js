#!/usr/bin/env node
// A minimal, independent Smear implementation for trickref's conformance protocol 1.0
// (conformance/PROTOCOL.md), written from SPEC.md chapters CD and SM, not from the Python
// reference. It plays the standard rules: any table (players, partnerships, hand_size, target,
// elimination), every rule option at its default. Cases with other options are skipped with a reason.
//
//   node conformance/adapters/node/smear-adapter.js   (JSON lines on stdin/stdout)
'use strict';

const readline = require('readline');

const SUITS = ['S', 'H', 'D', 'C'];                       // CD-1 canonical suit order
const RANKS = '23456789TJQKA';                            // CD-2
const PARTNER = { S: 'C', C: 'S', H: 'D', D: 'H' };       // same colour (CD-1), for the Jick
const GAME_POINTS = { A: 4, K: 3, Q: 2, J: 1, T: 10 };    // SM-7.7
const DEFAULTS = {
  players: 4, partnerships: false, hand_size: null, jokers: 2, widow: 0, nine_card: false, jick: true,
  joker_rank: 'below_jick', joker_tiebreak: 'fixed', all_pass: 'dealer_forced', trump_anytime: true,
  revoke: 'forbidden', high_rule: 'ace', low_rule: 'captured', game_tie: 'none', joker_game_points: 0,
  score_jick: true, score_jokers: true, score_three: true, score_two: false, target: 21, elimination: null,
};
const FREE = ['players', 'partnerships', 'hand_size', 'target', 'elimination'];
const SUPPORTED = {};
for (const [k, v] of Object.entries(DEFAULTS)) SUPPORTED[k] = FREE.includes(k) ? 'any' : [v];
SUPPORTED.players = [3, 4, 5, 6, 8];
SUPPORTED.partnerships = [false, true];
SUPPORTED.hand_size = [null, 6, 7, 8, 9, 10];

class Refusal extends Error {
  constructor(code) { super(code); this.code = code; }
}

// ------------------------------------------------------------------ cards (CD-4, CD-5)
const isCard = (t) => /^([2-9TJQKA][SHDC]|X1|X2)$/.test(t);
const isJoker = (c) => c[0] === 'X';
const rankOf = (c) => RANKS.indexOf(c[0]) + 2;
const orderKey = (c) => (isJoker(c) ? 100 + Number(c[1]) : SUITS.indexOf(c[1]) * 20 + (14 - rankOf(c)));
const byOrder = (a, b) => orderKey(a) - orderKey(b);
const DECK = SUITS.flatMap((s) => [...RANKS].map((r) => r + s)).concat(['X1', 'X2']);

// ------------------------------------------------------------------ trump (SM-4)
const jickOf = (trump) => 'J' + PARTNER[trump];
const isTrump = (c, trump) => isJoker(c) || c[1] === trump || c === jickOf(trump);
const effSuit = (c, trump) => (isTrump(c, trump) ? trump : c[1]);
function trumpOrder(trump) { // SM-4.3 below_jick, high to low
  return ['A', 'K', 'Q', 'J'].map((r) => r + trump).concat([jickOf(trump), 'X1', 'X2'], [...'T98765432'].map((r) => r + trump));
}
function power(c, trump) {
  if (isTrump(c, trump)) { const o = trumpOrder(trump); return 100 + o.length - o.indexOf(c); }
  return rankOf(c);
}

// ------------------------------------------------------------------ actions (CD-6)
function parseAction(text) {
  if (text === 'pass') return { kind: 'pass' };
  let m = /^bid (0|[1-9][0-9]*)$/.exec(text);
  if (m) return { kind: 'bid', amount: Number(m[1]) };
  m = /^trump ([SHDC])$/.exec(text);
  if (m) return { kind: 'trump', suit: m[1] };
  m = /^play (\S+)$/.exec(text);
  if (m && isCard(m[1])) return { kind: 'play', card: m[1] };
  if (text.startsWith('discard ')) {
    const cards = text.slice(8).split(' ');
    if (cards.every(isCard) && cards.every((c, i) => i === 0 || orderKey(cards[i - 1]) <= orderKey(c))) return { kind: 'discard', cards };
  }
  throw new Refusal('E_BAD_ACTION');
}
const PHASE_OF = { pass: 'bidding', bid: 'bidding', trump: 'trump', discard: 'discard', play: 'play' };

// ------------------------------------------------------------------ the game (SM-1 to SM-9)
function newGame(options, deals, dealer) {
  const n = options.players;
  const sides = options.partnerships ? n / 2 : n;
  const size = options.hand_size !== null ? options.hand_size : [10, 8, 6].find((h) => h * n <= 54);
  const g = { o: options, n, sides, size, scores: Array(sides).fill(0), dealer, deals: deals.slice(), results: [], winner: null, hand: null, tricks: [] };
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

function legal(g) {
  const h = g.hand, seat = toAct(g);
  if (seat === null) return [];
  if (h.phase === 'bidding') {
    const forced = h.bids === g.n - 1 && h.high === 0;                          // SM-3.5 dealer_forced
    const out = forced ? [] : ['pass'];
    for (let b = Math.max(2, h.high + 1); b <= 10; b++) out.push('bid ' + b);
    return out;
  }
  if (h.phase === 'trump') return SUITS.map((s) => 'trump ' + s);
  if (h.phase === 'discard') return combinations(h.hands[seat], h.hands[seat].length - 6).map((c) => 'discard ' + c.join(' '));
  return h.hands[seat].filter((c) => playProblem(g, seat, c) === null).map((c) => 'play ' + c);
}

function playProblem(g, seat, card) {
  const h = g.hand, held = h.hands[seat];
  if (!held.includes(card)) return 'E_CARD_NOT_IN_HAND';
  if (h.done.length === 0 && h.trick.length === 0) {                           // SM-6.2
    return !isTrump(card, h.trump) && held.some((c) => isTrump(c, h.trump)) ? 'E_MUST_LEAD_TRUMP' : null;
  }
  if (h.trick.length === 0) return null;
  const led = effSuit(h.trick[0], h.trump), mine = effSuit(card, h.trump);     // SM-6.3, SM-6.4
  if (mine === led || !held.some((c) => effSuit(c, h.trump) === led)) return null;
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
    if (a.kind === 'pass' && h.bids === g.n - 1 && h.high === 0) throw new Refusal('E_MUST_BID');
    if (a.kind === 'bid') {
      if (a.amount > 10) throw new Refusal('E_BID_TOO_HIGH');
      if (a.amount < 2 || a.amount <= h.high) throw new Refusal('E_BID_TOO_LOW');
      h.high = a.amount; h.pitcher = seat;
    }
    h.bids += 1;
    if (h.bids === g.n || h.high === 10) h.phase = 'trump';                    // SM-3.1, SM-3.4
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
  const h = g.hand, t = h.trump;
  const captor = (card) => { const tr = h.done.find((x) => x.cards.includes(card)); return tr ? sideOf(g, tr.winner) : null; };
  const played = h.done.flatMap((x) => x.cards);
  const trumps = played.filter((c) => isTrump(c, t)).sort((a, b) => power(a, t) - power(b, t));
  const awards = [];
  const award = (category, card, points = 1) => {
    const side = card !== null && played.includes(card) ? captor(card) : null;
    awards.push({ category, side, points: side === null ? 0 : points });
  };
  award('high', 'A' + t);
  award('low', trumps.length ? trumps[0] : null);
  award('jack', 'J' + t);
  award('jick', jickOf(t));
  award('joker1', 'X1');
  award('joker2', 'X2');
  const totals = Array(g.sides).fill(0);
  for (const x of h.done) for (const c of x.cards) totals[sideOf(g, x.winner)] += isJoker(c) ? 0 : GAME_POINTS[c[0]] || 0;
  const best = Math.max(...totals), leaders = totals.map((v, s) => (v === best ? s : -1)).filter((s) => s >= 0);
  const gameSide = best > 0 && leaders.length === 1 ? leaders[0] : null;
  awards.push({ category: 'game', side: gameSide, points: gameSide === null ? 0 : 1 });
  award('three', '3' + t, 3);
  const captured = Array(g.sides).fill(0);
  for (const a of awards) if (a.side !== null) captured[a.side] += a.points;
  const ps = sideOf(g, h.pitcher), made = captured[ps] >= h.high;
  const changes = captured.map((c, s) => (s === ps && !made ? -h.high : c));
  g.scores = g.scores.map((v, s) => v + changes[s]);
  g.results.push({ dealer: h.dealer, outcome: 'played', pitcher: h.pitcher, bid: h.high, trump: t, awards, captured, game_points: totals,
    made, revoking_sides: [], changes, scores: g.scores.slice() });
  const o = g.o, top = Math.max(...g.scores), tops = g.scores.map((v, s) => (v === top ? s : -1)).filter((s) => s >= 0);
  if (g.scores[ps] >= o.target) g.winner = ps;                                  // SM-9.2
  else if (top >= o.target || (o.elimination !== null && Math.min(...g.scores) <= o.elimination)) g.winner = tops.length === 1 ? tops[0] : null;
  if (g.winner === null) { g.dealer = (g.dealer + 1) % g.n; startHand(g); }   // SM-1.3
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

function unsupported(options) {
  for (const [k, v] of Object.entries(options)) {
    if (!(k in DEFAULTS)) return 'unknown option ' + k;
    const ok = SUPPORTED[k] === 'any' || SUPPORTED[k].includes(v);
    if (!ok) return `option ${k}=${JSON.stringify(v)} is not supported by this minimal adapter (standard rules only)`;
  }
  const n = options.players;
  if (options.partnerships ? ![4, 6, 8].includes(n) : !(n >= 3 && n <= 6)) return `players ${n} with partnerships ${options.partnerships}`;
  return null;
}

function replay(msg) {
  if (msg.game !== 'smear') return { type: 'skip', seq: msg.seq, reason: 'only smear is implemented' };
  const options = Object.assign({}, DEFAULTS, msg.options);
  const why = unsupported(options);
  if (why) return { type: 'skip', seq: msg.seq, reason: why };
  let g = newGame(options, msg.deals, msg.dealer);
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
      reply = { type: 'hello', protocol: '1.0', implementation: { name: 'smear-js-minimal', version: '0.1.0', language: 'javascript' },
        games: { smear: { options: SUPPORTED } } };
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
