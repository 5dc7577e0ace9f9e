/**
 * The game service answering each device for its own seats (the shared table's seat control), over a
 * real store file: the host's screen with two local people (hot seat) and one seat on another device.
 * Nothing shared, every human seat is the host's, as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Action, type SeatPlayer, type TableSnapshot, PRESETS } from '../../../src-shared/index.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

let dir: string;
let store: Store;
let games: GameService;

const human = (name: string): SeatPlayer => ({ kind: 'human', name });
const GUEST = { kind: 'guest', seat: 2 } as const;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-seats-'));
  store = openStore(join(dir, 'marias.sqlite'));
  // No computer seat: nothing is ever decided by the pool.
  games = new GameService(store, { decide: () => Promise.reject(new Error('no computer here')) });
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

it('answers the host for its local seats and a guest for its own, each undoing only its own move', async () => {
  const settings = { rules: PRESETS.csm, seats: [human('Eva'), human('Jan'), human('Ota')], practice: true };
  const first = value(await games.sessionNew({ settings }));
  const id = first.id;
  expect(first).toMatchObject({ localSeats: [0, 1, 2], viewer: 0 });

  await games.setControl(id, { remote: new Set([2]), standIn: new Map() });
  const act = async (snap: TableSnapshot, device = undefined as typeof GUEST | undefined) =>
    value(await games.act({ id, action: snap.view.legal[0] as Action }, device));
  // The host's people play until seat 2 (the guest) is to act.
  let host = value(await games.sessionOpen({ id }));
  expect(host.localSeats).toEqual([0, 1]);
  while (host.view.toAct !== 2) host = await act(host);
  expect(host.turn).toBe('human');
  expect(host.localSeats).not.toContain(host.view.toAct);
  // The host may neither act nor ask a hint for the guest's seat.
  const guestView = value(await games.sessionOpen({ id }, GUEST));
  expect(guestView).toMatchObject({ viewer: 2, localSeats: [2], canUndo: false });
  expect(await games.act({ id, action: guestView.view.legal[0] as Action })).toMatchObject({
    ok: false,
    error: { code: 'refused', reason: { code: 'notYourSeat', seat: 2 } },
  });
  expect(await games.hint({ id })).toMatchObject({
    ok: false,
    error: { code: 'refused', reason: { code: 'notYourSeat', seat: 2 } },
  });
  // The guest cannot take back the host's people's move; the host can (its own device's seat 1 or 0).
  const lastSeat = store.hands(id).at(-1)?.actions.at(-1)?.seat;
  expect(await games.undo({ id }, GUEST)).toMatchObject({
    ok: false,
    error: { code: 'refused', reason: { code: 'notYourUndo', seat: lastSeat } },
  });
  expect(host.canUndo).toBe(true);
  const undone = value(await games.undo({ id }));
  expect(undone.localSeats).toEqual([0, 1]);
  expect(undone.viewer).toBe(lastSeat);

  // Given back to the host (nothing shared): every seat is the host's again, as before.
  await games.setControl(id, null);
  expect(value(await games.sessionOpen({ id })).localSeats).toEqual([0, 1, 2]);
});
