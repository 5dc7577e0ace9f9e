// @vitest-environment happy-dom
/**
 * Hot seat: two people share one screen with computers. The table store runs against the real game
 * service (a real SQLite file, the rules player for the computers), and the screen passes from one
 * person to the other exactly when the next decision is the other person's: never before a computer's
 * turn, between one person's consecutive decisions, when the same person acts again after computers,
 * or at the end of a hand — and at no moment does the table show one person's cards while the other has
 * the screen (a new hand the computers open included). With one person there is never a hand-over.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { watch } from 'vue';
import {
  type Action,
  type SeatPlayer,
  type SessionSettings,
  PRESETS,
  createRng,
} from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { serviceClient } from './service-client.ts';
import { setup } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-hot-seat-'));
const store = openStore(join(dir, 'marias.sqlite'));
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => setApiClient(null));

const rules = playerByName('rules');
if (rules === null) throw new Error('no rules player');

const idle = async (table: ReturnType<typeof useTableStore>) => {
  for (let i = 0; i < 2000 && (table.aiRunning || table.busy); i++)
    await new Promise((r) => setTimeout(r, 0));
};

interface Played {
  handovers: { to: number; turn: string }[];
  /** The people's decisions in order, and where a hand ended. */
  decisions: (number | 'end')[];
}

/** Plays `hands` hands at one screen, confirming each hand-over; checks that no cards leak. */
async function playAtOneScreen(seats: SeatPlayer[], hands: number, seed: number): Promise<Played> {
  const { client } = serviceClient(store, seed);
  setup(client);
  await usePrefsStore().load();
  const table = useTableStore();
  const rng = createRng(seed + 1);
  const played: Played = { handovers: [], decisions: [] };
  const leaks: string[] = [];
  // Whatever the screen shows belongs to the person at it (or the hand-over hides it); every hand-over
  // is counted as it comes up, with the turn it came at.
  watch(
    () => [table.snapshot, table.needsHandover, table.shownTo] as const,
    ([s, handover, at], before) => {
      if (s && !handover && s.turn !== 'handEnd' && at !== s.viewer) leaks.push(`${s.version}`);
      if (s && handover && !before?.[1]) played.handovers.push({ to: s.viewer, turn: s.turn });
    },
    { flush: 'sync' },
  );
  const settings: SessionSettings = { rules: PRESETS.csm, seats, practice: false };
  expect(await table.start(settings)).toBe(true);
  for (let hand = 0; hand < hands; hand++) {
    for (let step = 0; step < 400; step++) {
      await idle(table);
      const s = table.snapshot;
      if (!s || s.turn === 'handEnd') break;
      if (table.needsHandover) {
        table.confirmHandover();
        continue;
      }
      expect(s.turn).toBe('human');
      played.decisions.push(s.view.seat);
      const action: Action = rules!.decide(s.view, rng).action;
      expect(await table.act(action)).toBe(true);
    }
    played.decisions.push('end');
    expect(table.needsHandover).toBe(false);
    if (hand < hands - 1) expect(await table.nextHand()).toBe(true);
  }
  expect(leaks).toEqual([]);
  table.leave();
  return played;
}

/** Where the person changes: the first decision, then each decision by another person than the last. */
function changes(decisions: readonly (number | 'end')[]): number[] {
  const out: number[] = [];
  let last: number | null = null;
  for (const d of decisions) {
    if (d === 'end') continue;
    if (d !== last) out.push(d);
    last = d;
  }
  return out;
}

const person = (name: string): SeatPlayer => ({ kind: 'human', name });
const computer = (name: string): SeatPlayer => ({ kind: 'ai', name, level: 'zacatecnik' });

describe('the hand-over at one screen', () => {
  it('two people and a computer: exactly where the person changes, over six hands', async () => {
    const p = await playAtOneScreen([person('Eva'), person('Karel'), computer('Jana')], 6, 11);
    expect(p.handovers.map((h) => h.to)).toEqual(changes(p.decisions));
    expect(p.handovers.every((h) => h.turn === 'human')).toBe(true);
    // Far fewer than the people's decisions: one person's consecutive decisions need none.
    const count = p.decisions.filter((d) => d !== 'end').length;
    expect(p.handovers.length).toBeLessThan(count);
    expect(p.handovers.length).toBeGreaterThan(3);
  });

  it('two people and two computers at four (each dealer sitting out in turn)', async () => {
    const p = await playAtOneScreen(
      [person('Eva'), computer('Jana'), person('Karel'), computer('Petr')],
      4,
      23,
    );
    expect(p.handovers.map((h) => h.to)).toEqual(changes(p.decisions));
    expect(p.handovers.every((h) => h.turn === 'human')).toBe(true);
  });

  it('one person never gets a hand-over', async () => {
    const p = await playAtOneScreen([person('Eva'), computer('Jana'), computer('Karel')], 2, 5);
    expect(p.handovers).toEqual([]);
  });
});

describe('undo at one screen shared by two people', () => {
  it("takes back the person's own last decision, never the other person's", async () => {
    const { client, games } = serviceClient(store, 31);
    setup(client);
    await usePrefsStore().load();
    const table = useTableStore();
    const rng = createRng(32);
    const seats = [person('Eva'), person('Karel'), computer('Jana')];
    expect(await table.start({ rules: PRESETS.csm, seats, practice: true })).toBe(true);
    let ownUndo = false;
    let refused = false;
    for (let step = 0; step < 200 && !(ownUndo && refused); step++) {
      await idle(table);
      const s = table.snapshot;
      if (!s || s.turn === 'handEnd') break;
      if (table.needsHandover) {
        table.confirmHandover();
        // The new person to act did not make the last person's decision: no undo for him.
        const last = [...s.history].reverse().find((a) => seats[a.seat]?.kind === 'human');
        if (last !== undefined && last.seat !== s.viewer) {
          expect(s.canUndo).toBe(false);
          const r = await games.undo({ id: s.id, version: s.version });
          expect(r).toMatchObject({
            ok: false,
            error: { code: 'refused', reason: { code: 'notYourUndo', seat: last.seat } },
          });
          expect(await table.undo()).toBe(false);
          expect(table.snapshot?.version).toBe(s.version);
          refused = true;
        }
        continue;
      }
      // The same person again (after his own decision): he may take it back, and decides again.
      const last = [...s.history].reverse().find((a) => seats[a.seat]?.kind === 'human');
      if (!ownUndo && last !== undefined && last.seat === s.viewer && s.canUndo) {
        expect(await table.undo()).toBe(true);
        await idle(table);
        expect(table.snapshot?.history.length).toBeLessThan(s.history.length);
        expect(table.needsHandover).toBe(false);
        ownUndo = true;
        continue;
      }
      expect(await table.act(rules.decide(s.view, rng).action)).toBe(true);
    }
    expect(refused).toBe(true);
    expect(ownUndo).toBe(true);
    table.leave();
  });
});
