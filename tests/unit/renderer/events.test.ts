/**
 * The renderer's event client: one stream for the page's listeners, `connected` each time it opens, a
 * dropped stream re-opened after pauses doubling from 1 s up to RETRY_MAX_MS, no retry for a refused
 * token, closed after the last listener; and the SSE transport read against the real browser-mode server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type EventNote,
  type StreamHandlers,
  RETRY_MAX_MS,
  eventClient,
  httpTransport,
} from '../../../src-renderer/api/events.ts';
import { startServer } from '../../../src-main/server/server.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { PRESETS } from '../../../src-shared/index.ts';
import { until } from '../../support/wait.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A transport the test drives: each open stream's handlers, and how many were closed. */
function manual() {
  const streams: StreamHandlers[] = [];
  let closed = 0;
  const transport = (h: StreamHandlers) => {
    streams.push(h);
    return () => void closed++;
  };
  return { transport, streams, closed: () => closed };
}

describe('the event client', () => {
  it('opens one stream for all listeners, re-opens a dropped one with growing pauses, and closes after the last', async () => {
    vi.useFakeTimers();
    const t = manual();
    const client = eventClient(t.transport);
    const a: EventNote[] = [];
    const b: EventNote[] = [];
    const stopA = client.subscribe((n) => a.push(n));
    const stopB = client.subscribe((n) => b.push(n));
    expect(t.streams).toHaveLength(1);
    t.streams[0]?.open();
    t.streams[0]?.event({ kind: 'table', id: 1, version: 'v' });
    expect(a).toEqual([{ kind: 'connected' }, { kind: 'table', id: 1, version: 'v' }]);
    expect(b).toEqual(a);
    // Dropped: said at once, tried again after 1 s, then 2 s, 4 s … never more than RETRY_MAX_MS.
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const at = t.streams.length;
      t.streams.at(-1)?.end(false);
      let waited = 0;
      while (t.streams.length === at) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, RETRY_MAX_MS, RETRY_MAX_MS]);
    expect(a.filter((n) => n.kind === 'lost')).toHaveLength(6);
    // Back: `connected` (the table refetches once), and the pauses start again from 1 s.
    t.streams.at(-1)?.open();
    expect(a.at(-1)).toEqual({ kind: 'connected' });
    const at = t.streams.length;
    t.streams.at(-1)?.end(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.streams).toHaveLength(at + 1);
    stopA();
    expect(t.closed()).toBe(0);
    stopB();
    expect(t.closed()).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.streams).toHaveLength(at + 1);
  });

  it('stops for a refused token (closed) and retries nothing', async () => {
    vi.useFakeTimers();
    const t = manual();
    const notes: EventNote[] = [];
    eventClient(t.transport).subscribe((n) => notes.push(n));
    t.streams[0]?.end(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(notes).toEqual([{ kind: 'closed' }]);
    expect(t.streams).toHaveLength(1);
  });
});

describe('the SSE transport against the real server', () => {
  it('hears the table move on, is refused without the token, and is told when the server goes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marias-events-client-'));
    const pool = new SolverPool({ size: 1 });
    const server = await startServer({ port: 0, dataDir: join(dir, 'data'), rendererDir: dir, pool });
    const base = `http://127.0.0.1:${server.port}`;
    const notes: (EventNote | { kind: 'end'; revoked: boolean })[] = [];
    const handlers: StreamHandlers = {
      open: () => notes.push({ kind: 'connected' }),
      event: (e) => notes.push(e),
      end: (revoked) => notes.push({ kind: 'end', revoked }),
    };
    const refused = httpTransport(
      () => 'wrong',
      (i, o) => fetch(base + i, o),
    );
    refused(handlers);
    await until(() => notes.length > 0);
    expect(notes).toEqual([{ kind: 'end', revoked: true }]);
    notes.length = 0;
    const close = httpTransport(
      () => server.token,
      (i, o) => fetch(base + i, o),
    )(handlers);
    await until(() => notes.length > 0);
    expect(notes).toEqual([{ kind: 'connected' }]);
    const r = await fetch(`${base}/api/sessionNew`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.token}` },
      body: JSON.stringify({
        settings: {
          rules: PRESETS.csm,
          seats: [
            { kind: 'human', name: 'Eva' },
            { kind: 'human', name: 'Jan' },
            { kind: 'human', name: 'Ota' },
          ],
          practice: true,
        },
      }),
    });
    const s = ((await r.json()) as { value: { id: number; version: string; view: { legal: unknown[] } } })
      .value;
    const acted = await fetch(`${base}/api/act`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.token}` },
      body: JSON.stringify({ id: s.id, action: s.view.legal[0], version: s.version }),
    });
    const version = ((await acted.json()) as { value: { version: string } }).value.version;
    await until(() => notes.length > 1);
    expect(notes[1]).toEqual({ kind: 'table', id: s.id, version });
    await server.close();
    await until(() => notes.some((n) => n.kind === 'end'));
    expect(notes.at(-1)).toEqual({ kind: 'end', revoked: false });
    close();
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the device leaving the network', () => {
  it('drops the stream at once when the device goes offline, and re-opens it the moment it is back', async () => {
    vi.useFakeTimers();
    // A window as the browser's: the target of `offline` and `online`.
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const t = manual();
    const notes: EventNote[] = [];
    const stop = eventClient(t.transport).subscribe((n) => notes.push(n));
    t.streams[0]?.open();
    window.dispatchEvent(new Event('offline'));
    expect(t.closed()).toBe(1);
    expect(notes.at(-1)).toEqual({ kind: 'lost' });
    window.dispatchEvent(new Event('online'));
    expect(t.streams).toHaveLength(2);
    t.streams[1]?.open();
    expect(notes.at(-1)).toEqual({ kind: 'connected' });
    stop();
    // Not listening any more: the network's comings and goings open nothing.
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(t.streams).toHaveLength(2);
  });
});
