/**
 * Saved positions keep their variant: a draft of licitovaný, křížový and lízaný saved through
 * the contract's check into the library of main (GameService over a temporary SQLite file) reads back
 * as the same position of its variant, as a draft without problems, and its entry's line names the
 * variant with the tricks counted by its table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameService } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { entrySummary } from '../../../src-renderer/components/library/summary.ts';
import { fillRandom } from '../../../src-shared/editor/fill.ts';
import { draftOf, emptyDraftOf, toPosition, validate } from '../../../src-shared/editor/validate.ts';
import { variantPosition } from '../../../src-shared/editor/random.ts';
import { apply } from '../../../src-shared/engine/apply.ts';
import { describe as describeState, fromPosition } from '../../../src-shared/engine/position.ts';
import { legalActions } from '../../../src-shared/engine/legal.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';
import { parseRequest } from '../../../src-shared/api/contract.ts';
import { PRESETS } from '../../../src-shared/rules/ruleset.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

let dir: string;
let store: Store;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-library-variants-'));
  store = openStore(join(dir, 'library.sqlite'));
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `cards` cards played from the state by its first legal card each time (never a claim). */
function played(s: HandState, cards: number): HandState {
  for (let i = 0; i < cards && s.phase === 'play'; i++) {
    const a = legalActions(s).find((x) => x.type === 'play');
    if (a === undefined) break;
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s;
}

describe('saved positions keep their variant', () => {
  it.each([
    ['auction', 7],
    ['fourHand', 9],
    ['twoHand', 21],
  ] as const)('%s, %i cards into the hand, through the library and back', async (variant, cards) => {
    const games = new GameService(store, { decide: () => Promise.reject(new Error('no computer')) });
    const rules = variant === 'auction' ? PRESETS.csm002 : PRESETS.csm;
    const start = variantPosition(variant, rules, 'any', cards).state;
    const position = describeState(played(start, cards));
    const draft = draftOf(position, rules.preset);
    expect(validate(draft)).toEqual([]);
    const params = {
      title: `${variant} ${cards}`,
      notes: '',
      tags: [],
      position: toPosition(draft),
      overwrite: false,
    };
    const req = parseRequest({ method: 'positionSave', params });
    expect(req.ok).toBe(true);
    if (!req.ok) return;
    const saved = await games.positionSave(req.value.params as typeof params);
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    const got = await games.positionGet({ id: saved.value.id });
    if (!got.ok) throw new Error(JSON.stringify(got.error));
    expect(got.value.position.variant).toBe(variant);
    const back = fromPosition(got.value.position);
    const orig = fromPosition(position);
    expect(back.ok && orig.ok).toBe(true);
    if (!back.ok || !orig.ok) return;
    expect(back.value.hands).toEqual(orig.value.hands);
    expect(stockOf(back.value)).toEqual(stockOf(orig.value));
    expect(legalActions(back.value)).toEqual(legalActions(orig.value));
    expect(validate(draftOf(got.value.position, rules.preset))).toEqual([]);
    const summary = entrySummary(got.value.notation, 'en', 'czech');
    expect(summary?.variant).toBe(variant);
    expect(summary?.tricks).toBe(orig.value.tricks.length);
  });

  it('a draft with problems is saved as it is and reopens with the same problems', async () => {
    const games = new GameService(store, { decide: () => Promise.reject(new Error('no computer')) });
    const d = { ...fillRandom(emptyDraftOf('fourHand', 'csm', 4), 3), called: null };
    const problems = validate(d);
    expect(problems.map((p) => p.code)).toEqual(['position']);
    const saved = await games.positionSave({
      title: 'bez volání',
      notes: '',
      tags: [],
      position: toPosition(d),
      overwrite: false,
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    const got = await games.positionGet({ id: saved.value.id });
    if (!got.ok) throw new Error(JSON.stringify(got.error));
    expect(validate(draftOf(got.value.position, 'csm'))).toEqual(problems);
  });
});
