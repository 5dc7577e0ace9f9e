/**
 * analyze and solveLine checked against the engine and against re-solving: every card's value equals a
 * fresh solve after it, every line is legal in the engine and ends with exactly that money, and the
 * reported loss, changes and turning trick are consistent with the lines.
 */
import { describe, expect, it } from 'vitest';
import {
  type Card,
  type HandState,
  apply,
  createRng,
  legalActions,
  settle,
} from '../../../src-shared/index.ts';
import { analyze, solveLine } from '../../../src-main/solver/analyze.ts';
import { solve } from '../../../src-main/solver/search.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';

function playAll(s: HandState, cards: readonly Card[]): HandState {
  let st = s;
  for (const card of cards) {
    const r = apply(st, { type: 'play', seat: st.toAct as number, card });
    if (!r.ok) throw new Error(`refused ${card}: ${r.error.code}`);
    st = r.value;
  }
  return st;
}

describe('analyze', () => {
  it('values every legal card as a fresh solve after it does, with refutations that price out exactly', () => {
    const rng = createRng(5);
    let losing = 0;
    for (let i = 0; i < 150; i++) {
      const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 4 + (i % 2), i % 3);
      const a = analyze(s);
      const legal = legalActions(s).flatMap((x) => (x.type === 'play' ? [x.card] : []));
      expect(a.cards.map((c) => c.card).sort()).toEqual(legal.slice().sort());
      expect(a.value).toBe(solve(s).value);
      expect(a.cards[0]!.loss).toBe(0);
      for (const v of a.cards) {
        const after = apply(s, { type: 'play', seat: s.toAct!, card: v.card });
        expect(after.ok && solve(after.value).value).toBe(v.value);
        expect(v.loss).toBe(a.side === 'declarer' ? a.value - v.value : v.value - a.value);
        expect(v.loss).toBeGreaterThanOrEqual(0);
        for (const e of v.equivalent) expect(a.cards.find((c) => c.card === e)!.value).toBe(v.value);
        // The outcome is of a line that starts with this very card (it cannot take the last trick too).
        if (s.tricks.length < 9) expect(v.outcome?.lastTrick?.card).not.toBe(v.card);
        if (v.loss > 0) {
          losing++;
          const end = playAll(s, v.refutation!);
          expect(end.phase).toBe('finished');
          expect(v.refutation![0]).toBe(v.card);
          expect(settle(end).perDefender).toBe(v.value);
          expect(v.changes.length).toBeGreaterThan(0);
          expect(v.turnsAt).toBeGreaterThanOrEqual(s.tricks.length);
          expect(v.turnsAt).toBeLessThanOrEqual(end.tricks.length - 1);
        } else {
          expect(v.refutation).toBeNull();
        }
      }
    }
    expect(losing).toBeGreaterThan(40);
  });

  it('stops when asked and returns the cards it had valued, each exactly', () => {
    const rng = createRng(8);
    for (const limit of [0, 1, 2]) {
      const s = endPosition(rng, 'game', 10, 0);
      let calls = 0;
      const a = analyze(s, { shouldStop: () => ++calls > limit });
      expect(a.complete).toBe(false);
      expect(a.cards.length).toBeLessThan(legalActions(s).length);
      for (const v of a.cards) {
        const after = apply(s, { type: 'play', seat: s.toAct!, card: v.card });
        expect(after.ok && solve(after.value).value).toBe(v.value);
      }
    }
    expect(analyze(endPosition(rng, 'game', 5, 0), { shouldStop: () => false }).complete).toBe(true);
  });
});

describe('solveLine', () => {
  it('gives a legal principal variation that ends with the value and reports its outcome', () => {
    const rng = createRng(6);
    for (let i = 0; i < 40; i++) {
      const s = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 5, i % 3);
      const r = solveLine(s);
      const end = playAll(s, r.line);
      expect(end.phase).toBe('finished');
      expect(settle(end).perDefender).toBe(r.value);
      expect(r.best).toBe(r.line[0]);
      const points = settle(end).points;
      expect(r.outcome.declarerPoints + r.outcome.declarerMarriages).toBe(points.declarer);
      expect(r.outcome.defencePoints + r.outcome.defenceMarriages).toBe(points.defence);
      expect(r.outcome.declarerTricks).toBe(end.tricks.filter((t) => t.winner === end.declarer).length);
    }
  });
});
