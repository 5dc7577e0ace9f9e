/**
 * The position editor knows a variant only by its `VariantDef.editor` (editor/draft.ts): a test-only
 * variant (tests/support/toy-variant.ts, sixteen cards to each of two, no talon, no stock) registered
 * through the registry is counted, filled, dealt as a deck, turned into a position, judged by the
 * engine and dealt at random by its own hooks, with no line of src-shared/editor knowing it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCards } from '../../../src-shared/cards/cardset.ts';
import { fillRandom } from '../../../src-shared/editor/fill.ts';
import { variantPosition } from '../../../src-shared/editor/random.ts';
import {
  type EditorDraft,
  dealtSizes,
  emptyDraftOf,
  toDeck,
  toPosition,
  validate,
} from '../../../src-shared/editor/validate.ts';
import { newHand } from '../../../src-shared/engine/deal.ts';
import { fromPosition } from '../../../src-shared/engine/position.ts';
import { PRESETS } from '../../../src-shared/rules/ruleset.ts';
import { registerVariant, variantTable } from '../../../src-shared/variants/registry.ts';
import { TOY, TOY_ID } from '../../support/toy-variant.ts';

describe('the editor with a toy variant registered through VariantDef', () => {
  let unregister: () => void = () => {};
  beforeAll(() => {
    unregister = registerVariant(TOY);
  });
  afterAll(() => unregister());

  const empty = (stage: EditorDraft['stage']): EditorDraft => ({ ...emptyDraftOf(TOY_ID, 'csm'), stage });

  it("counts the deal by the variant's own deal, and the deck it builds deals the draft's hands", () => {
    expect(empty('deal').players).toBe(2);
    expect(dealtSizes(empty('deal'))).toEqual([16, 16]);
    for (const seed of [1, 2, 3]) {
      const d = fillRandom(empty('deal'), seed);
      expect(d.hands.map((h) => h.length)).toEqual([16, 16]);
      expect(d.talon).toEqual([]);
      expect(validate(d)).toEqual([]);
      const s = newHand({
        rules: PRESETS.csm,
        table: variantTable(TOY_ID, 2, d.dealer),
        deck: toDeck(d),
        variant: TOY_ID,
      });
      expect(s.hands.map((h) => new Set(toCards(h)))).toEqual(d.hands.map((h) => new Set(h)));
    }
  });

  it('turns a draft in play into a position of the variant that the engine accepts', () => {
    for (const seed of [1, 2, 3]) {
      const d = fillRandom(empty('play'), seed);
      expect(validate(d)).toEqual([]);
      const p = toPosition(d);
      expect(p.variant).toBe(TOY_ID);
      expect(fromPosition(p).ok).toBe(true);
    }
  });

  it("reports the engine's refusal of its contract as the problem `position`", () => {
    const d = fillRandom(empty('play'), 4);
    const problems = validate({ ...d, declarer: 1 - d.declarer });
    expect(problems).toMatchObject([{ code: 'position', error: { code: 'invalid', path: 'declarer' } }]);
  });

  it('deals a random position by its own hook, seeded, that the engine accepts', () => {
    for (const seed of [1, 2, 3]) {
      const { position, state } = variantPosition(TOY_ID, PRESETS.csm, 'any', seed);
      expect(position.variant).toBe(TOY_ID);
      expect(position.hands.map((h) => h.length)).toEqual([16, 16]);
      expect(state.phase).toBe('play');
      expect(variantPosition(TOY_ID, PRESETS.csm, 'any', seed).position).toEqual(position);
    }
  });
});
