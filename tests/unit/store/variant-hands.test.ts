/**
 * Hands of licitovaný, křížový and lízaný through the store on a real SQLite file: a record in the JSON
 * form (setup.variant) is read by parseRecord, dealt by toSetup, played by legal moves, written by the
 * store, and after the file is closed and opened again the saved hand replays (game/session.ts) to the
 * same state of the same variant — finished and half played.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandSetup,
  type HandState,
  type PresetId,
  type SessionSettings,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  parseRecord,
  settle,
  toSetup,
} from '../../../src-shared/index.ts';
import type { Variant } from '../../../src-shared/engine/table.ts';
import { checkedHand, loadSession } from '../../../src-main/game/session.ts';
import { STORE_FILE } from '../../../src-main/store/location.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

let dir: string;
let file: string;
const stores: Store[] = [];
const open = () => {
  const s = openStore(file);
  stores.push(s);
  return s;
};
const close = (s: Store) => {
  stores.splice(stores.indexOf(s), 1);
  s.close();
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-variants-'));
  file = join(dir, STORE_FILE);
});
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Each new variant with a table it is played at and the preset its record names. */
const CASES: readonly { variant: Exclude<Variant, 'chosen'>; players: 2 | 3 | 4; rules: PresetId }[] = [
  { variant: 'auction', players: 3, rules: 'csm002' },
  { variant: 'auction', players: 4, rules: 'house001' },
  { variant: 'fourHand', players: 4, rules: 'csm' },
  { variant: 'twoHand', players: 2, rules: 'csm' },
];

/** The setup a JSON record of the variant names, read the way every reader of records reads it. */
function setupOf(variant: Variant, players: number, rules: string, seed: number): HandSetup {
  const rec = parseRecord({ setup: { variant, players, rules, dealer: seed % players, seed } });
  if (!rec.ok) throw new Error(JSON.stringify(rec.error));
  const setup = toSetup(rec.value.setup);
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  return setup.value;
}

/** Random legal moves from the deal: at most `limit` of them, fewer if the hand ends first. */
function play(setup: HandSetup, seed: number, limit: number): { state: HandState; actions: Action[] } {
  const rng = createRng(seed);
  let state = newHand(setup);
  const actions: Action[] = [];
  while (state.phase !== 'finished' && actions.length < limit) {
    const legal = legalActions(state);
    const a = legal[rng.int(legal.length)] as Action;
    const next = apply(state, a);
    if (!next.ok) throw new Error(`the engine refused its own legal action: ${next.error.code}`);
    state = next.value;
    actions.push(a);
  }
  return { state, actions };
}

const settingsFor = (variant: Variant, players: number, rules: PresetId): SessionSettings => ({
  rules: PRESETS[rules],
  variant,
  seats: Array.from({ length: players }, (_, i) =>
    i === 0 ? { kind: 'human', name: 'Eva' } : { kind: 'ai', name: `AI ${i}`, level: 'hrac' },
  ),
  practice: true,
});

describe('a stored hand of every variant reads back as that variant', () => {
  for (const { variant, players, rules } of CASES)
    it(`${variant} at ${players} (${rules}): finished and half-played hands replay from the file`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const setup = setupOf(variant, players, rules, seed);
        expect(setup.variant).toBe(variant);
        const done = play(setup, seed, Infinity);
        expect(done.state.phase).toBe('finished');
        const half = play(setup, seed, Math.max(1, Math.floor(done.actions.length / 2)));
        expect(half.state.phase).not.toBe('finished');

        let store = open();
        const written = [done, half].map(({ state, actions }) => {
          const id = store.createSession({
            settings: settingsFor(variant, players, rules),
            seed,
            created: '2026-11-23T04:00:00.000Z',
            firstHand: setup,
          });
          if (state.phase === 'finished') store.finishHand(id, 1, actions, settle(state).money, 'later');
          else store.saveActions(id, 1, actions, 'later');
          return { id, state, actions };
        });
        close(store);
        store = open();
        for (const { id, state, actions } of written) {
          const [row] = store.hands(id);
          if (row === undefined) throw new Error('no hand stored');
          expect(row.setup).toEqual(setup);
          expect(row.actions).toEqual(actions);
          const read = checkedHand(row);
          if (!read.ok) throw new Error(`${variant} seed ${seed}: ${read.error}`);
          expect(read.value.setup).toEqual(setup);
          expect(read.value.state.variant).toBe(variant);
          expect(read.value.state).toEqual(state);
          const session = loadSession(store, id);
          if (!session.ok) throw new Error(`${variant} seed ${seed}: ${JSON.stringify(session.error)}`);
          expect(session.value.state).toEqual(state);
        }
      }
    });
});
