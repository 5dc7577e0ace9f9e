// @vitest-environment happy-dom
/**
 * Undo clicked while a computer decides (the button is offered then): a fake main that answers from the
 * real engine, refuses a call naming an older table with `stale` as the real one does, and holds the
 * answer to the first computer decision until the test lets it go — main has made that decision, the
 * window has not yet heard of it. The undo still takes the person's decision back, and the computers
 * do not go on deciding while it waits. Found by the coach's e2e test on a busy machine, where the click
 * came back `stale` and was lost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type HandState,
  type PublicAction,
  DEFAULT_PREFS,
  PRESETS,
  apply,
  legalActions,
} from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import { approvedSuit } from '../helpers.ts';
import { fakeClient, settleAll, setup, snapshotOf } from './support.ts';

afterEach(() => setApiClient(null));

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };
/** Seat 0, the person, announces nothing; the two computers then answer. */
const ANNOUNCE: Action = { type: 'announce', seat: 0, seven: false, hundred: false };

/** One main with undo (back to before the person's last action) and a held first computer answer. */
function heldMain(start: HandState) {
  const states = [start];
  const history: PublicAction[] = [];
  const state = () => states[states.length - 1] as HandState;
  const canUndo = () => history.some((a) => a.seat === 0);
  const snap = () => snapshotOf(state(), { history: [...history], practice: true, canUndo: canUndo() });
  const move = (a: Action): ApiResult<'act'> => {
    const r = apply(state(), a);
    if (!r.ok) return { ok: false, error: { code: 'refused', reason: r.error } };
    states.push(r.value);
    history.push(a);
    return { ok: true, value: snap() };
  };
  const stale = (version: string | undefined) =>
    version !== undefined && version !== snap().version
      ? ({ ok: false, error: { code: 'stale', snapshot: snap() } } as const)
      : null;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let advances = 0;
  const client = fakeClient({
    sessionOpen: () => ({ ok: true, value: snap() }),
    act: (p) => stale(p.version) ?? move(p.action),
    // Decided at once; the first answer reaches the window only when released.
    advance: async (p) => {
      const r = stale(p.version) ?? move(legalActions(state())[0] as Action);
      if (advances++ === 0) await held;
      return r;
    },
    undo: (p) => {
      const refused = stale(p.version);
      if (refused) return refused;
      const last = history.findLastIndex((a) => a.seat === 0);
      states.length = last + 1;
      history.length = last;
      return { ok: true, value: snap() };
    },
    prefsGet: () => ({ ok: true, value: { ...DEFAULT_PREFS, animation: 'off' } }),
  });
  return { client, snap, release, history, advances: () => advances };
}

describe('undo while a computer decides', () => {
  it("takes the person's decision back once the decision in flight is answered", async () => {
    const start = approvedSuit('H7', ['B7', 'L7'], NO_SKIP);
    const main = heldMain(start);
    setup(main.client);
    await usePrefsStore().load();
    const table = useTableStore();
    expect(await table.open(1)).toBe(true);
    expect(await table.act(ANNOUNCE)).toBe(true);
    await settleAll();
    // Main has made the first computer's answer; the window still shows the table before it.
    expect(main.history).toHaveLength(2);
    expect(table.snapshot?.history).toHaveLength(1);
    expect(table.snapshot?.canUndo).toBe(true);

    const undone = table.undo();
    await settleAll();
    expect(main.client.calls.filter((c) => c.method === 'undo')).toHaveLength(0);
    main.release();
    expect(await undone).toBe(true);
    await settleAll();

    // Back before the announcement, the person to act, no computer decision after the held one.
    expect(main.history).toEqual([]);
    expect(main.advances()).toBe(1);
    expect(table.snapshot).toEqual(main.snap());
    expect(table.snapshot?.turn).toBe('human');
    expect(table.snapshot?.view.legal).toContainEqual(ANNOUNCE);
    expect(table.error).toBeNull();
    const undos = main.client.calls.filter((c) => c.method === 'undo');
    expect(undos).toEqual([{ method: 'undo', params: { id: 1, version: '1.2' } }]);
  });
});
