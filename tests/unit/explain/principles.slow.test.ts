/**
 * The principles' property check over seeded random positions of each contract (hra, sedma, sto, betl,
 * durch) at three seats and four (tests/support/principle-positions.ts): every principle named for a losing
 * card holds its own facts on the two lines it compares, re-checked here by replaying both lines through
 * the engine with code of its own (not the detectors'); nothing is named for a best card.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  type Side,
  apply,
  cardPoints,
  createRng,
  has,
  seatOfCard,
  settle,
  sideOf,
  suitOf,
  winningIndex,
} from '../../../src-shared/index.ts';
import { type Principle, verdictPrinciple } from '../../../src-shared/explain/principles/detect.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { PRINCIPLE_CONTRACTS, principlePosition } from '../../support/principle-positions.ts';

interface Played {
  readonly index: number;
  readonly cards: Card[];
  readonly seats: number[];
  winner: number | null;
  winning: Card | null;
}

/** Both lines' tricks from the one in progress, by the engine alone. */
function play(state: HandState, line: readonly Card[]): { tricks: Played[]; end: HandState } {
  let s = state;
  const tricks: Played[] = [];
  const inProgress = state.trick?.cards ?? [];
  const leader = state.trick?.leader ?? (state.toAct as number);
  // Seats of the cards already on the table, in the engine's order of play.
  const first: Played = {
    index: state.tricks.length,
    cards: [...inProgress],
    seats: [],
    winner: null,
    winning: null,
  };
  for (let k = 0; k < inProgress.length; k++) first.seats.push(seatOfCard(state, leader, k));
  tricks.push(first);
  for (const card of line) {
    if (s.phase !== 'play' || s.toAct === null) break;
    let t = tricks.at(-1) as Played;
    if (t.winner !== null) {
      t = { index: s.tricks.length, cards: [], seats: [], winner: null, winning: null };
      tricks.push(t);
    }
    t.cards.push(card);
    t.seats.push(s.toAct);
    const r = apply(s, { type: 'play', seat: s.toAct, card });
    if (!r.ok) throw new Error(`refused ${card}`);
    s = r.value;
    const done = s.tricks[t.index];
    if (done !== undefined) {
      t.winner = done.winner;
      t.winning = t.cards[winningIndex(t.cards, s.trump)] as Card;
    }
  }
  return { tricks, end: s };
}

/** Re-checks the facts a principle states, on the lines it names. */
function holds(p: Principle, state: HandState, better: readonly Card[], worse: readonly Card[]): boolean {
  const mover = state.toAct as number;
  const side: Side = sideOf(state, mover);
  const own = (seat: number | null) => seat !== null && sideOf(state, seat) === side;
  const B = play(state, better);
  const W = play(state, worse);
  const trump = state.trump;
  const at = (L: typeof B, i: number | null) => L.tricks.find((t) => t.index === i) ?? null;
  const holding = (L: typeof B, c: Card | null) =>
    L.tricks.find((t) => c !== null && t.cards.includes(c)) ?? null;
  const ruff = (t: Played | null) =>
    t !== null &&
    trump !== null &&
    suitOf(t.cards[0] as Card) !== trump &&
    t.winning !== null &&
    suitOf(t.winning) === trump;
  const cur = state.tricks.length;
  const last = B.tricks.at(-1)?.index ?? -1;
  const lastB = at(B, last);
  const lastW = at(W, W.tricks.at(-1)?.index ?? -1);
  const declarerWinsAll = (L: typeof B) =>
    L.tricks.every((t) => t.winner === null || sideOf(state, t.winner) === 'declarer');
  const declarerTakesNone = (L: typeof B) =>
    L.tricks.every((t) => t.winner === null || sideOf(state, t.winner) === 'defence');
  const f = p.focus;
  /** Who holds a card at the position (in hand or on the trick in progress). */
  const holderOf = (c: Card): number | null => {
    const k = state.trick?.cards.indexOf(c) ?? -1;
    if (k >= 0) return seatOfCard(state, state.trick!.leader, k);
    const s = state.hands.findIndex((h) => has(h, c));
    return s < 0 ? null : s;
  };
  switch (p.id) {
    case 'smear':
      return (
        f === p.card &&
        cardPoints(f) > 0 &&
        at(B, cur)?.winner === p.seat &&
        p.seat !== mover &&
        own(p.seat) &&
        !own(holding(W, f)?.winner ?? null)
      );
    case 'followLow':
      return (
        f === p.other && at(W, cur)?.winner === p.seat && !own(p.seat) && own(holding(B, f)?.winner ?? null)
      );
    case 'ruffLow':
      return (
        at(B, cur)?.winner === mover &&
        at(W, cur)?.winner === mover &&
        suitOf(p.card) === trump &&
        suitOf(p.other) === trump
      );
    case 'ruffHighEnough':
      return (
        at(B, cur)?.winner === mover &&
        at(W, cur)?.winner === p.seat &&
        at(W, cur)?.winning === f &&
        !own(p.seat)
      );
    case 'catchTheTen':
      return (
        f !== null &&
        f[1] === 'X' &&
        suitOf(f) === suitOf(p.card) &&
        at(B, cur)?.cards.includes(f) === true &&
        own(at(B, cur)?.winner ?? null) &&
        !own(holding(W, f)?.winner ?? null)
      );
    case 'driveOutTheAce':
      return (
        f !== null &&
        f[1] === 'A' &&
        at(B, cur)?.cards.includes(f) === true &&
        own(holding(B, p.other)?.winner ?? null) &&
        !own(holding(W, p.other)?.winner ?? null)
      );
    case 'throughToTheRuff':
      return (
        ruff(at(B, cur)) &&
        at(B, cur)?.winner === p.seat &&
        own(p.seat) &&
        p.seat !== mover &&
        at(B, cur)?.winning === f
      );
    case 'cashBeforeRuff':
      return (
        ruff(at(W, p.trick)) &&
        at(W, p.trick)?.cards.includes(p.card) === true &&
        !own(at(W, p.trick)?.winner ?? null)
      );
    case 'drawLastTrump':
    case 'drawTrumps':
      if (p.kind === 'seven') {
        // An opponent's trump the better card draws now kills the seven in the worse line's last trick.
        const seven = `${trump}7` as Card;
        return (
          suitOf(p.card) === trump &&
          f !== null &&
          !own(p.seat) &&
          lastW?.winning === f &&
          lastW.cards.includes(seven) &&
          lastB?.winning === seven &&
          at(B, cur)?.cards.includes(f) === true
        );
      }
      return (
        suitOf(p.card) === trump &&
        ruff(at(W, p.trick)) &&
        at(W, p.trick)?.cards.includes(f as Card) === true &&
        !own(at(W, p.trick)?.winner ?? null) &&
        own(holding(B, f)?.winner ?? null)
      );
    case 'keepTrumpControl':
      return ruff(at(B, p.trick)) && at(B, p.trick)?.winner === mover && at(B, p.trick)?.winning === f;
    case 'forceATrump':
      return (
        ruff(at(B, cur)) &&
        at(B, cur)?.winning === f &&
        !own(at(B, cur)?.winner ?? null) &&
        at(W, p.trick)?.winning === f &&
        at(W, p.trick)!.cards.some((c) => cardPoints(c) > 0)
      );
    case 'keepGuard':
      return (
        f !== null &&
        at(W, cur)?.cards.includes(p.other) === true &&
        at(W, cur)?.winning !== p.other &&
        (holding(B, p.other)?.index ?? -1) > cur &&
        holding(B, p.other)?.winning === p.other &&
        holding(B, p.other)?.winner === mover &&
        at(W, p.trick)?.winning === f &&
        !own(p.seat) &&
        suitOf(f) === suitOf(p.other) &&
        holding(B, f)?.winning !== f
      );
    case 'cashWinners':
      return (
        at(B, cur)?.winning === p.card &&
        at(B, cur)?.winner === mover &&
        holding(W, p.card)?.index === p.trick &&
        !own(holding(W, p.card)?.winner ?? null)
      );
    case 'noLeadIntoRuff':
      return (
        ruff(at(W, cur)) &&
        at(W, cur)?.winning === f &&
        !own(at(W, cur)?.winner ?? null) &&
        at(W, cur)!.cards.some(
          (c) => cardPoints(c) > 0 && own(holderOf(c)) && own(holding(B, c)?.winner ?? null),
        )
      );
    case 'keepTheLead':
      return (
        own(at(B, cur)?.winner ?? null) &&
        !own(at(W, cur)?.winner ?? null) &&
        at(W, cur + 1) !== null &&
        !own(at(W, cur + 1)?.seats[0] ?? null) &&
        at(W, cur + 1)!.cards.includes(f as Card) &&
        own(holderOf(f as Card))
      );
    case 'forceTheSeven': {
      const seven = `${trump}7` as Card;
      const k = at(B, cur)?.seats.indexOf(holderOf(seven) ?? -1) ?? -1;
      return (
        f === seven &&
        !own(p.seat) &&
        lastW?.winning === seven &&
        !lastB?.cards.includes(seven) &&
        k >= 0 &&
        suitOf(at(B, cur)!.cards[k] as Card) === trump
      );
    }
    case 'sparePartnersSeven': {
      const seven = `${trump}7` as Card;
      const k = at(W, cur)?.seats.indexOf(p.seat ?? -1) ?? -1;
      return (
        f === seven &&
        own(p.seat) &&
        p.seat !== mover &&
        lastB?.winning === seven &&
        !lastW?.cards.includes(seven) &&
        k >= 0 &&
        suitOf(at(W, cur)!.cards[k] as Card) === trump
      );
    }
    case 'stripTheSeven':
    case 'killTheSeven': {
      const seven = `${trump}7` as Card;
      const wins = (t: Played | null) => t?.winning === seven;
      const killed = (t: Played | null) => t !== null && t.cards.includes(seven) && t.winning !== seven;
      return (
        f === seven &&
        !own(p.seat) &&
        ((wins(lastW) && !wins(lastB)) || (killed(lastB) && !lastW?.cards.includes(seven)))
      );
    }
    case 'keepSevenBack':
      return f === `${trump}7` && own(p.seat) && lastB?.winning === f && lastW?.winning !== f;
    case 'spendTheSeven':
      return (
        f === `${trump}7` &&
        own(p.seat) &&
        lastW?.cards.includes(f) === true &&
        lastW.winning !== f &&
        lastB?.cards.includes(f) !== true
      );
    case 'firstMarriage': {
      const m = (L: typeof B) =>
        settle(L.end)
          .items.filter((i) => i.outcome?.code === 'hundred')
          .map((i) => JSON.stringify(i.outcome));
      return (
        JSON.stringify(m(B)) !== JSON.stringify(m(W)) &&
        B.end.marriages.some((x) => `${x.suit}K` === f && x.seat === p.seat)
      );
    }
    case 'takeThePoints':
      return (
        at(B, cur)?.winner === mover &&
        !own(at(W, cur)?.winner ?? null) &&
        at(B, cur)?.cards.includes(f as Card) === true
      );
    case 'lastTrick':
      return own(lastB?.winner ?? null) && !own(lastW?.winner ?? null) && lastB?.winning === f;
    case 'saveThePoints':
      return (
        f !== null &&
        cardPoints(f) > 0 &&
        own(holding(B, f)?.winner ?? null) &&
        holding(W, f)?.index === p.trick &&
        holding(W, f)?.winner === p.seat &&
        !own(p.seat)
      );
    case 'winThePoints':
      return (
        f !== null &&
        cardPoints(f) > 0 &&
        own(holding(B, f)?.winner ?? null) &&
        holding(B, f)?.index === p.trick &&
        !own(holding(W, f)?.winner ?? null)
      );
    case 'betlHighestUnder':
    case 'betlDangerousCard':
      return declarerTakesNone(B) && at(W, p.trick)?.winner === mover && at(W, p.trick)?.winning === f;
    case 'betlFindTheHole':
    case 'betlKeepTheHole':
      return (
        declarerTakesNone(W) && at(B, p.trick)?.winner === state.declarer && at(B, p.trick)?.winning === f
      );
    case 'durchOrder':
      return (
        declarerWinsAll(B) &&
        at(W, p.trick)?.winner === p.seat &&
        !own(p.seat) &&
        at(W, p.trick)?.winning === f
      );
    case 'durchKeepGuard':
    case 'durchTakeATrick':
      return (
        declarerWinsAll(W) &&
        at(B, p.trick)?.winner === p.seat &&
        own(p.seat) &&
        at(B, p.trick)?.winning === f
      );
  }
}

describe.each(PRINCIPLE_CONTRACTS.flatMap((c) => [3, 4].map((n) => ({ contract: c, players: n as 3 | 4 }))))(
  'principles on random positions: $contract at $players seats',
  ({ contract, players }) => {
    it('every principle named holds its facts; none for a best card', () => {
      const rng = createRng(4242 + players);
      let named = 0;
      for (let i = 0; i < 25; i++) {
        const state = principlePosition(rng, contract, players);
        const a = analyze(state);
        const bestLine = a.bestLine as Card[];
        for (const v of a.cards) {
          const p = verdictPrinciple(state, a, v.card);
          if (v.loss === 0) {
            expect(p).toBeNull();
            continue;
          }
          if (p === null) continue;
          named++;
          expect(p.card).toBe(bestLine[0]);
          expect(p.other).toBe(v.card);
          expect(holds(p, state, bestLine, v.refutation as Card[]), `${p.id} ${JSON.stringify(p)}`).toBe(
            true,
          );
        }
      }
      expect(named).toBeGreaterThanOrEqual(0);
    });
  },
);
