// @vitest-environment happy-dom
/**
 * Undo clicked while a computer decides (the button is offered then): a fake main (support.ts
 * `versionedMain`) that answers from the real engine, refuses a call naming an older table with `stale`
 * as the real one does, and holds the answer to the first computer decision until the test lets it go
 * (main has made that decision, the window has not yet heard of it). The undo still takes the person's
 * decision back, and the computers do not go on deciding while it waits. Found by the coach's e2e test
 * on a busy machine, where the click came back `stale` and was lost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Action, PRESETS } from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import { approvedSuit } from '../helpers.ts';
import { settleAll, setup, versionedMain } from './support.ts';

afterEach(() => setApiClient(null));

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };
/** Seat 0, the person, announces nothing; the two computers then answer. */
const ANNOUNCE: Action = { type: 'announce', seat: 0, seven: false, hundred: false };

describe('undo while a computer decides', () => {
  it("takes the person's decision back once the decision in flight is answered", async () => {
    const main = versionedMain(approvedSuit('H7', ['B7', 'L7'], NO_SKIP), {
      undo: true,
      holdFirstAdvance: true,
    });
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
