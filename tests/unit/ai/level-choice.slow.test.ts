/**
 * The levels' temperature in real hands (src-main/ai/level-choice.ts): hráč in volený, licitovaný and křížový
 * against itself at its best choice on the same views and seeds. The search is the same (the choice
 * draws last from the generator), so hráč takes the best, another of equal mean, or, for a card, says
 * which card was the best (`levelCard`); it never calls a card below the best "bestCard". Mistr takes
 * the best.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandState,
  PRESETS,
  actionKey,
  apply,
  newHand,
  preset,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import { dealDeck } from '../../../src-main/ai/arena.ts';
import { decisionRng } from '../../../src-main/ai/match.ts';
import { LEVEL_CONFIG, samplingPlayer } from '../../../src-main/ai/sampling-player.ts';

const VARIANTS = [
  { variant: 'chosen', rules: PRESETS.csm, hands: 3, seats: 3 },
  { variant: 'auction', rules: preset('csm002'), hands: 4, seats: 3 },
  { variant: 'fourHand', rules: PRESETS.csm, hands: 2, seats: 4 },
] as const;

describe('the levels choose by their temperature', () => {
  it.each(VARIANTS)(
    '$variant: hráč takes the best or names it; mistr and a hint take the best',
    ({ variant, rules, hands, seats }) => {
      expect(LEVEL_CONFIG.hrac.temperature[variant]).toBeGreaterThan(0);
      expect(LEVEL_CONFIG.mistr.temperature[variant]).toBe(0);
      let values: readonly number[] = [];
      const level = samplingPlayer('hrac', undefined, {
        timed: false,
        onChoice: (_, v) => (values = v),
      });
      const best = samplingPlayer('hrac', undefined, { timed: false, best: true });
      let valued = 0;
      let below = 0;
      for (let i = 0; i < hands; i++) {
        let state: HandState = newHand({
          rules,
          table: variantTable(variant, seats, seats - 1),
          deck: dealDeck(3, i),
          ...(variant === 'chosen' ? {} : { variant }),
        });
        for (let n = 0; state.phase !== 'finished'; n++) {
          const v = view(state, state.toAct as number);
          const d = level.decide(v, decisionRng(i, n));
          const top = Math.max(...values);
          const tied = values.filter((x) => x >= top - 1e-9).length;
          const b = best.decide(v, decisionRng(i, n));
          expect(b.hint.code).not.toBe('levelCard');
          if (d.hint.code === 'levelCard') {
            below++;
            // The card the best choice plays is the one the hint names, and it is another card.
            expect(b.action).toMatchObject({ type: 'play', card: d.hint.best });
            expect(d.hint.best).not.toBe(d.hint.card);
          } else if (d.hint.code === 'bestCard') {
            valued++;
            // The best card, or another of the same mean.
            if (actionKey(d.action) !== actionKey(b.action)) expect(tied).toBeGreaterThan(1);
          }
          const next = apply(state, d.action);
          if (!next.ok) throw new Error(`illegal: ${next.error.code}`);
          state = next.value;
        }
      }
      // Most cards are of the best mean; some are not (the temperature is real).
      expect(valued).toBeGreaterThan(2 * below);
      expect(below).toBeGreaterThan(0);
    },
    600_000,
  );
});
