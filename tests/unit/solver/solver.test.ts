/**
 * The exact solver against a deliberately naive exhaustive minimax written here: no pruning, no
 * tables, every legal card tried through the engine's own apply and every leaf priced by settle.
 * They share no search code, so agreement on thousands of random end positions of every contract type
 * is evidence that the search (pruning, transposition table, incremental scoring) is exact.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type ComponentKind,
  type HandState,
  type Position,
  PRESETS,
  apply,
  createRng,
  fromCards,
  fromPosition,
  hasMarriage,
  legalActions,
  settle,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import { Search, solve } from '../../../src-main/solver/search.ts';

function naive(s: HandState): number {
  if (s.phase === 'finished') return settle(s).perDefender;
  const maximize = s.toAct === s.declarer;
  let best = maximize ? -Infinity : Infinity;
  for (const a of legalActions(s)) {
    const r = apply(s, a);
    if (!r.ok) throw new Error('the engine refused its own legal action');
    const v = naive(r.value);
    best = maximize ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

const CONTRACTS = [
  'game',
  'seven',
  'hundred',
  'hundredSeven',
  'sevenAgainst',
  'hundredAgainst',
  'betl',
  'durch',
  'openBetl',
  'openDurch',
] as const;
type Contract = (typeof CONTRACTS)[number];

type Rng = ReturnType<typeof createRng>;

/** A random deal with the contract's requirements met, played randomly until `left` tricks remain. */
function endPosition(rng: Rng, contract: Contract, left: number, extraCards: number): HandState {
  for (;;) {
    const deck = shuffledDeck(rng);
    const hands = [deck.slice(0, 10), deck.slice(10, 20), deck.slice(20, 30)];
    const talon = deck.slice(30);
    const noTrump = ['betl', 'durch', 'openBetl', 'openDurch'].includes(contract);
    const trump = noTrump ? null : (['H', 'B', 'L', 'A'] as const)[rng.int(4)]!;
    const declarer = rng.int(3);
    const seven = `${trump}7` as Card;
    const holder = hands.findIndex((h) => h.includes(seven));
    const marriage = (s: number) => hasMarriage(fromCards(hands[s]!));
    const defender = [0, 1, 2].filter((s) => s !== declarer)[rng.int(2)]!;
    const needs: Record<Contract, boolean> = {
      game: true,
      seven: holder === declarer,
      hundred: marriage(declarer),
      hundredSeven: holder === declarer && marriage(declarer),
      sevenAgainst: holder === defender,
      hundredAgainst: marriage(defender),
      betl: true,
      durch: true,
      openBetl: true,
      openDurch: true,
    };
    if (!needs[contract]) continue;
    const announced = {
      seven: contract === 'seven' || contract === 'hundredSeven',
      hundred: contract === 'hundred' || contract === 'hundredSeven',
      sevenAgainst: contract === 'sevenAgainst' ? defender : null,
      hundredAgainst: contract === 'hundredAgainst' ? defender : null,
    };
    const kinds: ComponentKind[] = noTrump
      ? [contract as ComponentKind]
      : [announced.hundred ? 'hundred' : 'game', ...(announced.seven ? ['seven' as const] : [])];
    const doubles = Object.fromEntries(kinds.map((k) => [k, rng.int(3)]));
    const p: Position = {
      rules: rng.int(2) === 0 || contract.startsWith('open') ? PRESETS.house001 : PRESETS.csm,
      players: 3,
      dealer: rng.int(3),
      declarer,
      game: noTrump ? (contract as Position['game']) : 'suit',
      trump,
      announced,
      doubles,
      hands,
      talon: trump === null ? talon : talon.filter(() => true),
      tricks: [],
    };
    if (trump !== null && talon.some((c) => c[1] === 'A' || c[1] === 'X')) continue;
    const r = fromPosition(p);
    if (!r.ok) continue;
    let s = r.value;
    const playTo = (tricks: number) => {
      while (s.phase === 'play' && s.tricks.length < tricks) {
        const l = legalActions(s);
        s = (apply(s, l[rng.int(l.length)] as Action) as { ok: true; value: HandState }).value;
      }
    };
    playTo(10 - left);
    for (let k = 0; k < extraCards && s.phase === 'play'; k++) {
      const l = legalActions(s);
      s = (apply(s, l[rng.int(l.length)] as Action) as { ok: true; value: HandState }).value;
    }
    if (s.phase === 'play') return s;
  }
}

describe('exact solver = naive minimax', () => {
  // Without trumps the naive search rarely ends early, so fewer deep positions keep the run short.
  it.each(CONTRACTS)('%s: 240 positions with 4 tricks left, more with 5 and 6 (mid-trick)', (contract) => {
    const rng = createRng(CONTRACTS.indexOf(contract) + 1);
    const noTrump = ['betl', 'durch', 'openBetl', 'openDurch'].includes(contract);
    const sets: [number, number, number][] = [
      [240, 4, 0],
      [noTrump ? 3 : 12, 5, 1],
      [1, 6, 2],
    ];
    for (const [count, left, extra] of sets) {
      for (let i = 0; i < count; i++) {
        const s = endPosition(rng, contract, left, extra === 0 ? rng.int(3) : extra);
        expect(solve(s).value).toBe(naive(s));
      }
    }
  });

  it('the best card reaches the value, and each card’s value equals re-solving after it', () => {
    const rng = createRng(99);
    for (let i = 0; i < 100; i++) {
      const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 4, 0);
      const { value, best } = solve(s);
      const after = apply(s, { type: 'play', seat: s.toAct!, card: best! });
      expect(after.ok && solve(after.value).value).toBe(value);
      const search = new Search(s);
      for (const a of legalActions(s)) {
        if (a.type !== 'play') continue;
        const next = apply(s, a);
        expect(search.valueAfter(a.card)).toBe(next.ok && solve(next.value).value);
      }
    }
  });
});
