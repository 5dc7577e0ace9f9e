/**
 * Random positions of every variant for the analysis board (editor/random.ts variantPosition): each is
 * a position fromPosition accepts at the first lead, of its variant and table, with the contract
 * practised where the variant has it; seeded. The solver's tasks take them (tasks.ts): the exact
 * analysis of licitovaný and křížový, lízaný refused while the stock lasts (searchWhileStock, worded in
 * Czech and English), and the seat view of licitovaný and křížový (lízaný's refused with the stock).
 */
import { describe, expect, it } from 'vitest';
import { toCards } from '../../../src-shared/cards/cardset.ts';
import { type PracticeKind, variantPosition } from '../../../src-shared/editor/random.ts';
import { fitsContract } from '../../../src-shared/editor/random.ts';
import { formatReason } from '../../../src-shared/explain/format.ts';
import { PRESETS } from '../../../src-shared/rules/ruleset.ts';
import { taskFor } from '../../../src-main/solver/tasks.ts';
import { calledOf, stockOf } from '../../../src-shared/engine/state.ts';

const KINDS: readonly PracticeKind[] = ['any', 'game', 'seven', 'hundred', 'betl', 'durch'];

describe('random positions of every variant', () => {
  it.each([
    ['auction', 3],
    ['fourHand', 4],
    ['twoHand', 2],
  ] as const)('%s: seeded positions at the first lead of a table of %i', (variant, n) => {
    const rules = variant === 'auction' ? PRESETS.csm002 : PRESETS.csm;
    for (const kind of KINDS)
      // Licitovaný deals until the engine takes the declaration (slow for betl): fewer seeds.
      for (let seed = 1; seed <= (variant === 'auction' ? 1 : 4); seed++) {
        const { position, state } = variantPosition(variant, rules, kind, seed);
        expect(position.variant).toBe(variant);
        expect(position.players).toBe(n);
        expect(state.phase).toBe('play');
        expect(state.tricks).toHaveLength(0);
        expect(variantPosition(variant, rules, kind, seed).position).toEqual(position);
        if (variant === 'twoHand') expect(stockOf(state)).toHaveLength(16);
        if (variant === 'fourHand' && state.game === 'suit') expect(calledOf(state)).not.toBeNull();
        // The contract practised is met where the deal allows it (lízaný has no betl or durch).
        if (kind === 'betl' || kind === 'durch') {
          if (variant !== 'twoHand') {
            expect(state.game).toBe(kind);
            expect(fitsContract(kind, toCards(state.hands[state.declarer as number] ?? 0))).not.toBeNull();
          }
        } else if (kind === 'seven') expect(position.announced.seven).toBe(true);
        else if (kind === 'hundred') expect(position.announced.hundred).toBe(true);
      }
  });

  it('the solver tasks: licitovaný and křížový analysed, lízaný refused while the stock lasts, in words', () => {
    for (const variant of ['auction', 'fourHand', 'twoHand'] as const) {
      const rules = variant === 'auction' ? PRESETS.csm002 : PRESETS.csm;
      const { state } = variantPosition(variant, rules, 'any', 9);
      for (const method of ['analyze', 'analyzeForSeat', 'laydown'] as const) {
        const task = taskFor(method, state, { seat: state.toAct as number });
        if (variant !== 'twoHand') {
          expect(task.ok).toBe(true);
          continue;
        }
        expect(task.ok ? null : task.error).toEqual({ code: 'searchWhileStock', stockSize: 16 });
        if (!task.ok)
          for (const lang of ['cs', 'en'] as const) expect(formatReason(task.error, lang)).toMatch(/16/);
      }
    }
  });
});
