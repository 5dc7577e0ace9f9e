/**
 * The crash test's short version (the long one: `npm run crash`, scripts/crash.ts): the real
 * browser-mode server, a child process, is killed with SIGKILL twice while seven clients write
 * through its HTTP API; after each kill the file passes `integrity_check`, opens, and holds every
 * write whose answer a client received. The checker itself is tested too: a file missing an
 * acknowledged write is reported.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRESETS, startSession } from '../../../src-shared/index.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { WRITE_KINDS, newLedger, runCrash, verify } from '../../../scripts/crash.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-crash-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the browser-mode server killed while writing', () => {
  it('loses nothing it acknowledged', async () => {
    // The second kill aims at a drill play in flight (its write waits for the solver's judge).
    const figures = await runCrash({
      kills: 2,
      seed: 17,
      minMs: 300,
      maxMs: 800,
      drills: 2,
      aims: ['any', 'drillPlay'],
    });
    expect(figures.problems).toEqual([]);
    // The second kill found a drill play in flight; it falls during it or just after its answer (timing).
    expect(figures.killsAimed).toEqual({ any: 1, lessonFinish: 0, drillPlay: 1 });
    expect(figures.killsDuring.any).toBe(1);
    expect(figures.killsDuring.drillPlay).toBeLessThanOrEqual(1);
    // Writes were acknowledged before each kill (the kill waits for a run's first), and some were cut
    // off by it; the second run began by recovering the WAL the first kill left.
    const total = WRITE_KINDS.reduce((n, k) => n + figures.acknowledged[k], 0);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(figures.walLeft).toBe(2);
    expect(figures.acknowledged.sessionNew).toBeGreaterThan(0);
    expect(figures.acknowledged.prefsSet).toBeGreaterThan(0);
    expect(figures.acknowledged.positionSave).toBeGreaterThan(0);
    expect(figures.inFlight).toBeGreaterThan(0);
  });
});

describe('the crash check', () => {
  it('reports an acknowledged write the file does not hold, and one nobody asked for', () => {
    const file = join(dir, 'marias.sqlite');
    const store = openStore(file);
    const settings = {
      rules: PRESETS.csm,
      seats: [
        { kind: 'human', name: 'Eva' },
        { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
        { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
      ],
      practice: false,
    } as const;
    const setup = startSession(PRESETS.csm, 3, 1).next;
    const kept = store.createSession({
      settings,
      seed: 1,
      created: '2026-11-22T00:00:00Z',
      firstHand: setup,
    });
    const stray = store.createSession({
      settings,
      seed: 2,
      created: '2026-11-22T00:00:00Z',
      firstHand: setup,
    });
    store.setPrefs({ volume: 40, showPoints: true });
    store.close();

    const ledger = newLedger();
    const facts = {
      settings,
      handNo: 1,
      actions: 0,
      acts: new Map(),
      name: null,
      maybeName: undefined,
      deleted: false,
      maybeDeleted: false,
      maybeMore: false,
    };
    ledger.sessions.set(kept, { ...facts });
    ledger.sessions.set(kept + 100, { ...facts }); // acknowledged, never written
    ledger.prefs = { volume: 41, showPoints: true }; // acknowledged, but the file has 40
    ledger.lessons.set('basics.betl', 1);
    const problems: string[] = [];
    verify(file, ledger, problems, 'check');
    expect(problems).toEqual([
      `check: session ${kept + 100} (acknowledged) is missing`,
      `check: 1 sessions nobody was told of, 0 in flight`,
      'check: prefs {"volume":40,"showPoints":true}, acknowledged {"volume":41,"showPoints":true}',
      'check: lesson basics.betl: 0 attempts stored, 1 acknowledged, 0 in flight',
    ]);
    expect(stray).toBe(kept + 1);
  });
});
