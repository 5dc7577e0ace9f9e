/**
 * "Proč? / Why?" about the computer's calls (`callWhy`), over a real SQLite file and real computer
 * players in worker threads: refused while the hand runs; after it, each computer call's reason is the
 * one its decision gave when it was taken (the hint recorded at play time, from the solver), no card is
 * named, and a person's action, a card or a hand that does not exist is refused by name.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Hint,
  type Method,
  type SeatPlayer,
  type TableSnapshot,
  CARDS,
  PRESETS,
  callReason,
  formatCallWhy,
  sideOf,
} from '../../../src-shared/index.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { cardName } from '../../../src-shared/explain/names.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { loadSession } from '../../../src-main/game/session.ts';
import { decisionSeed } from '../../../src-main/game/seeds.ts';
import { guestCall } from '../../../src-main/share/guest-api.ts';

const TIMEOUT = 240_000;

let dir: string;
let pool: SolverPool;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-why-'));
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every decision the pool took, by its seed: the hint the computer gave when it decided. */
interface Taken {
  readonly action: Action;
  readonly hint: Hint;
}

function service(
  name: string,
  seed: number,
): { games: GameService; store: Store; taken: Map<number, Taken> } {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  const taken = new Map<number, Taken>();
  // Untimed, so that a busy machine cannot stop a decision earlier the second time (budget.ts).
  const untimed: Decider = {
    decide: async (v, p, s, o) => {
      const d = await pool.decide(v, p, s, { ...o, timed: false });
      if (d.ok && !taken.has(s)) taken.set(s, d.value);
      return d;
    },
  };
  return { games: new GameService(store, untimed, { newSeed: () => seed }), store, taken };
}

const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const ai = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'hrac' });

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

async function step(games: GameService, s: TableSnapshot): Promise<TableSnapshot> {
  if (s.turn === 'human') return value(await games.act({ id: s.id, action: s.view.legal[0] as Action }));
  if (s.turn === 'ai') return value(await games.advance({ id: s.id }));
  throw new Error('the hand is over');
}

/** Every card's name in both languages, both decks and every case a sentence might use. */
const CARD_WORDS = CARDS.flatMap((c) =>
  (['cs', 'en'] as const).flatMap((lang) =>
    (['czech', 'french'] as const).flatMap((deck) =>
      (['nom', 'acc', 'ins'] as const).map((k) => cardName(c, lang, deck, k)),
    ),
  ),
);

describe('callWhy', () => {
  it(
    "answers each computer call after the hand with its decision's own reason, naming no card",
    async () => {
      const { games, store, taken } = service('why', 7);
      let s = value(
        await games.sessionNew({
          settings: { rules: PRESETS.csm, seats: [human('Ty'), ai('Karel'), ai('Jana')], practice: false },
        }),
      );
      const id = s.id;
      // Play until the first computer call: asking then is refused, the hand is not over.
      let asked = false;
      while (s.turn !== 'handEnd') {
        const before = s.history.length;
        s = await step(games, s);
        const last = s.history[before];
        if (
          !asked &&
          last !== undefined &&
          last.type !== 'play' &&
          s.settings.seats[last.seat]?.kind === 'ai'
        ) {
          expect(await games.callWhy({ id, handNo: 1, index: before })).toEqual({
            ok: false,
            error: { code: 'refused', reason: { code: 'whyAfterHand' } },
          });
          asked = true;
        }
      }
      expect(asked).toBe(true);

      const open = loadSession(store, id);
      if (!open.ok) throw new Error('the session does not load');
      const { actions } = open.value.current;
      const calls = actions.flatMap((a, index) =>
        a.type !== 'play' && a.type !== 'claim' && a.seat !== 0 ? [{ a, index }] : [],
      );
      expect(calls.length).toBeGreaterThan(0);
      let estimates = 0;
      for (const { a, index } of calls) {
        const why = value(await games.callWhy({ id, handNo: 1, index }));
        expect(why.seat).toBe(a.seat);
        expect(why.index).toBe(index);
        // The decision taken at play time (its seed is the one the service derives: seeds.ts).
        const then = taken.get(decisionSeed(7, 1, index, 'move'));
        expect(then?.action).toEqual(a);
        const side = open.value.state.declarer === null ? 'declarer' : sideOf(open.value.state, a.seat);
        expect(why.reason).toEqual(callReason(then?.hint as Hint, side, PRESETS.csm.baseHaler));
        if (why.reason.kind === 'estimate' && why.reason.deals !== null) {
          estimates++;
          // The solver's counts: deals solved, of them won, and a share that matches them.
          expect(why.reason.deals).toBeGreaterThan(1);
          expect(why.reason.won).toBeGreaterThanOrEqual(0);
          expect(why.reason.won).toBeLessThanOrEqual(why.reason.deals);
        }
        const json = JSON.stringify(why);
        for (const c of CARDS) expect(json).not.toContain(`"${c}"`);
        for (const lang of ['cs', 'en'] as const) {
          const words = formatCallWhy(why.reason, lang);
          expect(words.length).toBeGreaterThan(10);
          for (const w of CARD_WORDS) expect(words.toLowerCase()).not.toContain(w.toLowerCase());
        }
      }
      // Both defenders answered the declarer's contract on sampled deals (flek or pass).
      expect(estimates).toBeGreaterThan(0);

      // A person's action, a card and a hand that does not exist are refused by name.
      const mine = actions.findIndex((a) => a.seat === 0 && a.type !== 'play');
      expect(await games.callWhy({ id, handNo: 1, index: mine })).toEqual({
        ok: false,
        error: { code: 'refused', reason: { code: 'whyNoCall', index: mine } },
      });
      const card = actions.findIndex((a) => a.type === 'play' && a.seat !== 0);
      expect(await games.callWhy({ id, handNo: 1, index: card })).toEqual({
        ok: false,
        error: { code: 'refused', reason: { code: 'whyNoCall', index: card } },
      });
      expect(await games.callWhy({ id, handNo: 1, index: actions.length })).toMatchObject({
        ok: false,
        error: { code: 'refused', reason: { code: 'whyNoCall' } },
      });
      expect(await games.callWhy({ id, handNo: 2, index: 0 })).toMatchObject({
        ok: false,
        error: { code: 'badInput', error: { path: 'params.handNo', problem: { kind: 'noHand' } } },
      });

      // A guest's link answers as the host does, and only for its own session.
      const link = { id, seat: 0, name: 'Ty', variant: 'chosen' as const };
      const first = { id, handNo: 1, index: calls[0]?.index ?? 0 };
      expect(await guestCall(games, null, link, 'callWhy', first)).toEqual(await games.callWhy(first));
      expect(await guestCall(games, null, { ...link, id: id + 1 }, 'callWhy', first)).toMatchObject({
        ok: false,
        error: { code: 'badInput', error: { problem: { kind: 'noSession' } } },
      });
    },
    TIMEOUT,
  );
});
