/**
 * The exact search on hands dealt and played through the engine's own flows (newHand, legalActions,
 * apply, settle) for the variants that have one: licitovaný at three and four seats (dvě sedmy steered
 * to now and then), křížový with its partner, and lízaný once the stock is gone. The reference is a naive minimax over the engine's
 * apply and settle — no pruning, no tables, no code shared with the search.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  type Table,
  apply,
  createRng,
  legalActions,
  newHand,
  preset,
  settle,
  shuffledDeck,
  sideOf,
  tricksPerHand,
} from '../../../src-shared/index.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { flowAction, flowEnding } from '../../support/goal-reference.ts';
import { partnerOf, stockOf } from '../../../src-shared/engine/state.ts';

function naive(s: HandState): number {
  if (s.phase === 'finished') return settle(s).perDefender;
  const maximize = sideOf(s, s.toAct as number) === 'declarer';
  let best = maximize ? -Infinity : Infinity;
  for (const a of legalActions(s).filter((x) => x.type === 'play')) {
    const r = apply(s, a);
    if (!r.ok) throw new Error('the engine refused its own legal action');
    const v = naive(r.value);
    best = maximize ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

function endings(n: number, make: () => HandState | null): HandState[] {
  const out: HandState[] = [];
  while (out.length < n) {
    const s = make();
    if (s !== null) out.push(s);
  }
  return out;
}

describe('exact search = naive minimax on hands played through the flows', () => {
  it.each([
    ['csm002', 3],
    ['english003', 3],
    ['csm', 4],
    ['house001', 3],
  ] as const)(
    'licitovaný under %s at %i seats: 40 endings of 4 tricks, half steered to dvě sedmy',
    (id, size) => {
      const rng = createRng(size * 1000 + id.length);
      const table: Table = { size, dealer: rng.int(size) };
      const states = endings(40, () =>
        flowEnding(rng, 'auction', id, table, 4, rng.int(2), rng.int(2) === 0),
      );
      let twoSevens = 0;
      for (const s of states) {
        if (s.components.some((c) => c.kind === 'twoSevens')) twoSevens++;
        expect(new Search(s).value()).toBe(naive(s));
      }
      expect(twoSevens).toBeGreaterThan(0);
    },
  );

  it.each(['csm', 'house001', 'english003'] as const)(
    'křížový under %s: 30 endings of 3 tricks, with a partner or alone, every contract the flow reaches',
    (id) => {
      const rng = createRng(4 + id.length);
      const table: Table = { size: 4, dealer: rng.int(4), dealerSitsOut: false };
      const states = endings(30, () => flowEnding(rng, 'fourHand', id, table, 3, rng.int(3), false));
      let partners = 0;
      for (const s of states) {
        if (partnerOf(s) !== null) partners++;
        expect(new Search(s).value()).toBe(naive(s));
      }
      expect(partners).toBeGreaterThan(0);
    },
  );

  it('lízaný after the stock: 40 endings of 5 tricks under csm and english003', () => {
    const rng = createRng(16);
    for (const id of ['csm', 'english003'] as const) {
      const states = endings(20, () =>
        flowEnding(rng, 'twoHand', id, { size: 2, dealer: rng.int(2) }, 5, rng.int(2), false),
      );
      for (const s of states) expect(new Search(s).value()).toBe(naive(s));
    }
  });

  it('analyze on those hands: every card valued as the naive minimax values it, the outcome over all tricks', () => {
    const rng = createRng(5);
    const hands = [
      ...endings(10, () => flowEnding(rng, 'auction', 'english003', { size: 3, dealer: 0 }, 3, 0, true)),
      ...endings(10, () => flowEnding(rng, 'twoHand', 'csm', { size: 2, dealer: 1 }, 4, 0, false)),
    ];
    for (const s of hands) {
      const a = analyze(s);
      expect(a.side).toBe(sideOf(s, s.toAct as number));
      for (const c of a.cards) {
        const after = apply(s, { type: 'play', seat: s.toAct as number, card: c.card });
        expect(after.ok && naive(after.value)).toBe(c.value);
        // The line ends the hand: its last trick is the hand's last (16 in lízaný), its tricks by side.
        const o = c.outcome;
        expect(o).not.toBeNull();
        if (o?.brokenAt === null) expect(o.lastTrick).not.toBeNull();
        expect(o?.declarerTricks).toBeLessThanOrEqual(tricksPerHand(s));
      }
      expect(a.cards[0]?.loss).toBe(0);
    }
  });

  it('a lízaný hand with its stock is refused, not searched wrongly', () => {
    const rng = createRng(3);
    let s = newHand({
      rules: preset('csm'),
      table: { size: 2, dealer: 0 },
      deck: shuffledDeck(rng),
      variant: 'twoHand',
    });
    while (s.phase !== 'play')
      s = (apply(s, flowAction(s, rng, false)) as { ok: true; value: HandState }).value;
    expect(stockOf(s).length).toBeGreaterThan(0);
    expect(() => new Search(s)).toThrow(/stock/);
  });
});
