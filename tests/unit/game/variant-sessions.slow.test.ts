/**
 * Sessions of licitovaný (at three and four), křížový and lízaný played through the API handler, on a
 * real SQLite file, with real computer players in the worker pool at the default level (`hrac`) and one
 * person whose choices are drawn from the legal actions the view offers. Hand after hand: the deal moves
 * round, every hand is dealt in the session's variant, the money sums to zero, the ledger and the score
 * sheet match the hands, and the file opened again by a new service shows the same table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Method,
  type TableSnapshot,
  type Variant,
  actionKey,
  activeSeats,
  createRng,
  formatHint,
} from '../../../src-shared/index.ts';
import { type Handle, createHandler } from '../../../src-main/api/handler.ts';
import { Coach } from '../../../src-main/coach/coach.ts';
import { formatReason } from '../../../src-shared/explain/format.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

const TIMEOUT = 600_000;
const HANDS = 4;

let dir: string;
let pool: SolverPool;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-variant-sessions-'));
  pool = new SolverPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A handler over a store on `file` (opened anew each call: a second window, or the app started again). */
function handlerOn(file: string, seed: number): { handle: Handle; store: Store } {
  const store = openStore(join(dir, `${file}.sqlite`));
  stores.push(store);
  const untimed: Decider = { decide: (v, p, s, o) => pool.decide(v, p, s, { ...o, timed: false }) };
  const games = new GameService(store, untimed, { newSeed: () => seed });
  return { handle: createHandler({ pool, games, coach: new Coach(store, pool) }), store };
}

async function call<M extends Method>(handle: Handle, method: M, params: unknown) {
  const r = (await handle(method, params)) as ApiResult<M>;
  if (!r.ok) throw new Error(`${method} answered ${JSON.stringify(r.error)}`);
  return r.value;
}

const seats = (n: number, person: number) =>
  Array.from({ length: n }, (_, i) =>
    i === person ? { kind: 'human', name: 'Eva' } : { kind: 'ai', name: `Počítač ${i}`, level: 'hrac' },
  );

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

interface Case {
  readonly variant: Exclude<Variant, 'chosen'>;
  readonly players: 2 | 3 | 4;
  readonly preset: string;
  readonly person: number;
}
const CASES: readonly Case[] = [
  { variant: 'auction', players: 3, preset: 'csm002', person: 0 },
  { variant: 'auction', players: 4, preset: 'csm002', person: 1 },
  { variant: 'fourHand', players: 4, preset: 'csm', person: 2 },
  { variant: 'twoHand', players: 2, preset: 'english003', person: 0 },
];

describe('settings a variant does not take, refused by the handler', () => {
  it('names the seat count and the preset', async () => {
    const { handle } = handlerOn('refusals', 1);
    const seatsWrong = await handle('sessionNew', {
      settings: { variant: 'fourHand', rules: 'csm', seats: seats(3, 0) },
    });
    expect(seatsWrong).toMatchObject({
      ok: false,
      error: {
        code: 'badInput',
        error: { path: 'params.settings.seats', problem: { kind: 'variantPlayers', variant: 'fourHand' } },
      },
    });
    const presetWrong = await handle('sessionNew', {
      settings: { variant: 'auction', rules: 'app004', seats: seats(3, 0) },
    });
    expect(presetWrong).toMatchObject({
      ok: false,
      error: {
        code: 'badInput',
        error: { path: 'params.settings.rules.preset', problem: { kind: 'variantPreset', preset: 'app004' } },
      },
    });
    // Nothing was stored.
    expect(await call(handle, 'sessionList', {})).toEqual([]);
  });
});

describe('a session of every variant through the handler', () => {
  for (const c of CASES)
    it(
      `${c.variant} at ${c.players} (${c.preset}): ${HANDS} hands, the deal moving round, zero-sum, resumed from the file`,
      async () => {
        const name = `${c.variant}-${c.players}`;
        const { handle, store } = handlerOn(name, 17 + c.players);
        const rng = createRng(c.players * 31 + c.variant.length);
        let s: TableSnapshot = await call(handle, 'sessionNew', {
          settings: {
            variant: c.variant,
            rules: c.preset,
            seats: seats(c.players, c.person),
            practice: true,
          },
        });
        expect(s.settings.variant).toBe(c.variant);
        expect(s.view.variant).toBe(c.variant);
        expect(s.view.table.size).toBe(c.players);
        expect(s.ledger).toEqual(new Array(c.players).fill(0));

        const dealers: number[] = [];
        const hinted = new Set<string>();
        let undone = false;
        let coached = 0;
        const coachAnswers: string[] = [];
        const ends = new Set<string>();
        const computerPhases = new Set<string>();
        let reopenedMidHand = false;
        for (let hand = 1; hand <= HANDS; hand++) {
          const dealer = s.view.table.dealer;
          dealers.push(dealer);
          const active = activeSeats(s.view.table);
          // Licitovaný at four leaves the dealer out; křížový seats all four; lízaný two.
          expect(active).toHaveLength(c.variant === 'fourHand' ? 4 : c.variant === 'twoHand' ? 2 : 3);
          const actors = new Set<number>();
          while (s.turn !== 'handEnd') {
            const toAct = s.view.toAct as number;
            expect(active).toContain(toAct);
            actors.add(toAct);
            if (s.turn === 'human') {
              expect(s.viewer).toBe(c.person);
              expect(s.view.legal.length).toBeGreaterThan(0);
              if (!hinted.has(s.view.phase)) {
                // A hint in every phase the person meets: a legal action, worded in both languages.
                hinted.add(s.view.phase);
                const h = await call(handle, 'hint', { id: s.id, version: s.version });
                expect(s.view.legal.map(actionKey)).toContain(actionKey(h.action));
                for (const lang of ['cs', 'en'] as const) {
                  const words = formatHint(h.hint, lang);
                  expect(words.length).toBeGreaterThan(0);
                  expect(words).not.toMatch(/undefined|null|NaN|\[object/);
                }
              }
              const a = s.view.legal[rng.int(s.view.legal.length)] as Action;
              const before = s;
              s = await call(handle, 'act', { id: s.id, action: a, version: s.version });
              if (!undone) {
                // Practice: the person takes the move back and the table is as it was before it.
                undone = true;
                expect(s.canUndo).toBe(true);
                const back = await call(handle, 'undo', { id: s.id, version: s.version });
                expect(back.version).toBe(before.version);
                expect(back.view).toEqual(before.view);
                s = await call(handle, 'act', { id: s.id, action: a, version: back.version });
              }
              if (a.type === 'play' && coached < 2) {
                // The coach grades the person's card, or says in words why it cannot.
                coached++;
                const index = store.hands(s.id).at(-1)?.actions.length ?? 0;
                const r = await handle('coachCard', { id: s.id, index: index - 1 });
                coachAnswers.push(
                  r.ok ? 'graded' : r.error.code === 'refused' ? r.error.reason.code : r.error.code,
                );
                if (r.ok) expect(r.value).toMatchObject({ card: a.card, seat: c.person });
                else {
                  expect(r.error.code).toBe('refused');
                  if (r.error.code === 'refused')
                    for (const lang of ['cs', 'en'] as const)
                      expect(formatReason(r.error.reason, lang).length).toBeGreaterThan(0);
                }
              }
            } else {
              computerPhases.add(s.view.phase);
              s = await call(handle, 'advance', { id: s.id, version: s.version });
            }
            if (!reopenedMidHand && hand === 2 && s.history.length === 3 && s.turn !== 'handEnd') {
              // The app closed mid-hand and started again: the same table, and play goes on from it.
              reopenedMidHand = true;
              expect(await call(handlerOn(name, 1).handle, 'sessionOpen', { id: s.id })).toEqual(s);
            }
          }
          if (c.variant === 'auction' && c.players === 4) expect(actors.has(dealer)).toBe(false);

          const stored = store.hands(s.id);
          expect(stored).toHaveLength(hand);
          for (const row of stored) expect(row.setup.variant).toBe(c.variant);

          const settlement = s.settlement;
          if (settlement === null) throw new Error('no settlement at the end of a hand');
          expect(settlement.money).toHaveLength(c.players);
          expect(sum(settlement.money)).toBe(0);
          expect(s.hands.at(-1)).toEqual(settlement.money);
          expect(stored.at(-1)?.money).toEqual(settlement.money);
          expect(s.ledger).toEqual(
            Array.from({ length: c.players }, (_, seat) => sum(s.hands.map((m) => m[seat] ?? 0))),
          );
          expect(sum(s.ledger)).toBe(0);
          expect(s.sheet).toHaveLength(hand);
          const row = s.sheet?.at(-1);
          if (c.variant === 'auction' && c.players === 4) expect(row?.sittingOut).toBe(dealer);
          else expect(row?.sittingOut).toBeUndefined();
          if (row === undefined) throw new Error('no row on the score sheet');
          expect(row.variant).toBe(c.variant);
          expect(row.end).toBe(s.view.end);
          ends.add(row.end as string);
          if (row.end === 'allPassed') {
            // Thrown in: nobody declared, nobody pays.
            expect(row.declarer).toBeNull();
            expect(settlement.money.every((m) => m === 0)).toBe(true);
          } else expect(row.declarer).toBe(settlement.declarer);
          if (c.variant === 'fourHand') {
            // The pairs as paid: the declarer and his partner (if any) against the rest.
            expect(row.partner).not.toBe(row.declarer);
            const pair = [row.declarer, row.partner].filter((x) => x !== null && x !== undefined);
            expect(settlement.sides?.flatMap((side, seat) => (side === 'declarer' ? [seat] : []))).toEqual(
              [...pair].sort(),
            );
          } else expect(row).not.toHaveProperty('partner');
          if (c.variant === 'auction' && row.end !== 'allPassed') expect(row.wonStep).toBeDefined();
          expect(s.revealed).toHaveLength(c.players);
          if (hand < HANDS) {
            s = await call(handle, 'nextHand', { id: s.id, version: s.version });
            expect(s.handNo).toBe(hand + 1);
            expect(s.view.variant).toBe(c.variant);
            expect(s.hands).toHaveLength(hand);
          }
        }
        // The deal passes to the left every hand, round every seat.
        expect(dealers).toEqual(Array.from({ length: HANDS }, (_, i) => (c.players - 1 + i) % c.players));
        expect(reopenedMidHand).toBe(true);
        expect(undone).toBe(true);
        // The computers (the pool's workers at hrac) decided the variant's own opening phase and play.
        const opening = { auction: 'auction', fourHand: 'call', twoHand: 'trumpSuit' }[c.variant];
        for (const phase of [opening, 'play']) expect(computerPhases).toContain(phase);
        expect(hinted.size).toBeGreaterThan(1);
        expect(coachAnswers.length).toBeGreaterThan(0);
        if (process.env.DUMP)
          console.log(c.variant, [...hinted], coachAnswers, [...ends], [...computerPhases]);

        // The list, and the file opened again, show the same evening.
        const listed = (await call(handle, 'sessionList', {})).find((x) => x.id === s.id);
        expect(listed).toMatchObject({ hands: HANDS, ledger: s.ledger, variant: c.variant });
        const again = handlerOn(name, 1);
        expect(await call(again.handle, 'sessionOpen', { id: s.id })).toEqual(s);
        // Statistics replay every stored hand of the variant: nothing reads as damaged.
        const stats = await call(again.handle, 'stats', {});
        expect(stats.damaged).toBe(0);
        expect(stats.hands).toBe(HANDS);
        expect(sum(stats.evenings[0]?.money ?? [])).toBe(0);
        expect(stats.evenings[0]?.money).toEqual(s.ledger);
        expect(stats.evenings[0]?.variant).toBe(c.variant);
        // A seat sits a hand out only in licitovaný at four (the dealer); everyone else played every hand.
        const eva = stats.players.find((p) => p.human);
        const evaDealt = dealers.filter((d) => d === c.person).length;
        const out = c.variant === 'auction' && c.players === 4 ? evaDealt : 0;
        expect(eva).toMatchObject({ name: 'Eva', hands: HANDS - out, satOut: out });
      },
      TIMEOUT,
    );
});
