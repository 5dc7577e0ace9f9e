/**
 * A level's card is drawn only among the cards its layouts cannot tell from the best (level-choice.ts
 * `eligible`), in every variant: each card decision hands the chooser every card's money in each layout
 * solved (`rows`), and the means it reports are those rows' means. Začátečník (the highest temperatures,
 * no inference, so its layouts weigh alike) plays its own hands; every card decision that valued more than
 * one card is checked, and some of them had a card that its layouts show to be a clear loss.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  PRESETS,
  apply,
  newHand,
  preset,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import type { Table } from '../../../src-shared/engine/table.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { type ChoiceRows, eligible } from '../../../src-main/ai/level-choice.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import { LEVEL_CONFIG, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';
import { STOCK_PHASE } from '../../../src-main/ai/two-hand/stock-player.ts';
import { seededTwoHand } from '../../support/two-hand.ts';

const VARIANTS = [
  { variant: 'chosen', seats: 3, hands: 2 },
  { variant: 'auction', seats: 3, hands: 2 },
  { variant: 'fourHand', seats: 4, hands: 1 },
  { variant: 'twoHand', seats: 2, hands: 2 },
] as const;

const CARD_PHASES = new Set(['play', STOCK_PHASE]);

function deal(variant: (typeof VARIANTS)[number]['variant'], seats: Table['size'], i: number): HandState {
  if (variant === 'twoHand') return newHand(seededTwoHand(30_300 + i));
  return newHand({
    rules: variant === 'auction' ? preset('csm002') : PRESETS.csm,
    table: variantTable(variant, seats, seats - 1),
    deck: dealDeck(5, i),
    ...(variant === 'chosen' ? {} : { variant }),
  });
}

describe('a level draws its card among those its layouts cannot tell from the best', () => {
  it.each(VARIANTS)(
    '$variant: every card decision passes its rows, and clear losses are left out',
    ({ variant, seats, hands }) => {
      expect(LEVEL_CONFIG.zacatecnik.temperature[variant]).toBeGreaterThan(0);
      const choices: { values: readonly number[]; best: number; rows: ChoiceRows | undefined }[] = [];
      const level = samplingPlayer('zacatecnik', undefined, {
        timed: false,
        onChoice: (phase, values, best, rows) => {
          if (CARD_PHASES.has(phase)) choices.push({ values, best, rows });
        },
      });
      for (let i = 0; i < hands; i++) {
        let state = deal(variant, seats, i);
        for (let n = 0; state.phase !== 'finished'; n++) {
          const d = level.decide(view(state, state.toAct as number), decisionRng(i, n));
          const next = apply(state, d.action);
          if (!next.ok) throw new Error(`illegal: ${next.error.code}`);
          state = next.value;
        }
      }
      let judged = 0;
      let clearLosses = 0;
      for (const { values, best, rows } of choices) {
        if (values.length < 2) continue;
        judged++;
        expect(rows).toBeDefined();
        const r = rows as ChoiceRows;
        expect(r.length).toBeGreaterThan(0);
        for (const row of r) expect(row).toHaveLength(values.length);
        // Unweighted layouts: the means the level draws by are the rows' means.
        values.forEach((v, j) => {
          const mean = r.reduce((a, row) => a + (row[j] as number), 0) / r.length;
          expect(mean).toBeCloseTo(v, 9);
        });
        clearLosses += eligible(r, best).filter((ok) => !ok).length;
      }
      expect(judged).toBeGreaterThan(5);
      expect(clearLosses).toBeGreaterThan(0);
    },
    600_000,
  );
});
