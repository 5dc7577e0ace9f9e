/**
 * A process killed (SIGKILL) in the middle of writing loses nothing it had committed: a child process
 * (writer.ts, Node with type stripping) writes to a real file in a loop and reports each committed
 * write; after it is killed the file opens, passes its check, and holds every reported write, and no
 * transaction is half there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SessionSettings, PRESETS, startSession } from '../../../src-shared/index.ts';
import { openStore } from '../../../src-main/store/store.ts';

const WRITER = join(import.meta.dirname, 'writer.ts');

let dir: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-crash-'));
});
afterEach(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const settings: SessionSettings = {
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Eva' },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Jana', level: 'mistr' },
  ],
  practice: false,
};
const setup = startSession(PRESETS.csm, 3, 9).next;

/** Runs the writer on `file` until it has reported `count` writes, then kills it; the reported ids. */
function writeThenKill(file: string, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reported: number[] = [];
    let pending = '';
    let stderr = '';
    const proc = spawn(process.execPath, [WRITER, file], {
      env: { ...process.env, MARIAS_SESSION: JSON.stringify({ settings, setup }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    proc.stdout.on('data', (d: Buffer) => {
      pending += d.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) reported.push(Number(line));
      if (reported.length >= count) proc.kill('SIGKILL');
    });
    proc.on('error', reject);
    proc.on('exit', (code, signal) => {
      child = undefined;
      if (signal === 'SIGKILL') resolve(reported);
      else reject(new Error(`the writer stopped by itself (${code}): ${stderr}`));
    });
  });
}

describe('a process killed while writing', () => {
  it('loses nothing it had committed', async () => {
    const file = join(dir, 'marias.sqlite');
    const reported = await writeThenKill(file, 300);
    expect(reported.length).toBeGreaterThanOrEqual(300);

    // The writer was killed mid-loop: the WAL still holds its last transactions.
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    const store = openStore(file);
    try {
      const sessions = new Map(store.sessions().map((s) => [s.id, s]));
      for (const id of reported) {
        expect(sessions.get(id)?.settings).toEqual(settings);
        expect(store.hands(id).map((h) => h.handNo)).toEqual([1, 2]);
      }
      // Each transaction is all there or not at all: every session has its first hand.
      for (const id of sessions.keys()) expect(store.hands(id)[0]?.setup).toEqual(setup);
      const last = store.prefs()['last'];
      expect(last).toBeGreaterThanOrEqual(reported.at(-1) ?? 0);
      // At most one session committed but not yet reported (stdout to a pipe is synchronous on Linux).
      expect(sessions.size).toBeGreaterThanOrEqual(reported.length);
      expect(sessions.size).toBeLessThanOrEqual(reported.length + 1);
    } finally {
      store.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});
