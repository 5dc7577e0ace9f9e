/**
 * Main's event bus: every subscriber hears each event in order, an unsubscribed one hears nothing more,
 * a listener that throws does not keep the others from hearing; and the game service publishes through
 * it exactly when a table moves on (its version changes) or its seats change, never for a read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppEvent, PRESETS, parseEvent } from '../../../src-shared/index.ts';
import { EventBus } from '../../../src-main/api/event-bus.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { openStore } from '../../../src-main/store/store.ts';

afterEach(() => vi.restoreAllMocks());

describe('the event bus', () => {
  it('tells every subscriber in order until it unsubscribes; a throwing listener harms nobody', () => {
    const bus = new EventBus();
    const a: AppEvent[] = [];
    const b: AppEvent[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stopA = bus.subscribe((e) => a.push(e));
    bus.subscribe(() => {
      throw new Error('broken');
    });
    bus.subscribe((e) => b.push(e));
    bus.publish({ kind: 'table', id: 1, version: 'v1' });
    bus.publish({ kind: 'share' });
    stopA();
    stopA();
    bus.publish({ kind: 'seats', id: 1 });
    expect(a).toEqual([{ kind: 'table', id: 1, version: 'v1' }, { kind: 'share' }]);
    expect(b).toHaveLength(3);
    expect(bus.size).toBe(2);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('reads only the events of the contract (an unknown kind or an extra field is refused)', () => {
    expect(parseEvent('{"kind":"table","id":3,"version":"0.1.abc"}')).toEqual({
      kind: 'table',
      id: 3,
      version: '0.1.abc',
    });
    expect(parseEvent('{"kind":"share"}')).toEqual({ kind: 'share' });
    expect(parseEvent('{"kind":"table","id":3}')).toBeNull();
    expect(parseEvent('{"kind":"seats","id":3,"hand":["HA"]}')).toBeNull();
    expect(parseEvent('{"kind":"nope"}')).toBeNull();
    expect(parseEvent('not json')).toBeNull();
  });
});

describe('the game service tells the bus', () => {
  it('after each change of a table, with the new version; a read or a refusal tells nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marias-bus-'));
    const store = openStore(join(dir, 'marias.sqlite'));
    const bus = new EventBus();
    const heard: AppEvent[] = [];
    bus.subscribe((e) => heard.push(e));
    const decider = { decide: () => Promise.reject(new Error('no computers here')) };
    const games = new GameService(store, decider, { events: bus, newSeed: () => 11 });
    const seats = ['Eva', 'Jan', 'Ota'].map((name) => ({ kind: 'human' as const, name }));
    const s = await games.sessionNew({ settings: { rules: PRESETS.csm, seats, practice: true } });
    if (!s.ok) throw new Error('no session');
    expect(heard).toEqual([]);
    await games.sessionOpen({ id: s.value.id });
    const action = s.value.view.legal[0];
    if (action === undefined) throw new Error('nothing legal');
    const acted = await games.act({ id: s.value.id, action, version: s.value.version });
    if (!acted.ok) throw new Error('refused');
    expect(heard).toEqual([{ kind: 'table', id: s.value.id, version: acted.value.version }]);
    // Stale: the same action at the old version changes nothing.
    await games.act({ id: s.value.id, action, version: s.value.version });
    expect(heard).toHaveLength(1);
    await games.setControl(s.value.id, null);
    expect(heard.at(-1)).toEqual({ kind: 'seats', id: s.value.id });
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
