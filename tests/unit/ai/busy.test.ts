/** scripts/busy.ts: bench:ai's `--busy N` starts N `yes` children and stops exactly those. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { busyCores } from '../../../scripts/busy.ts';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The command of a live process, or null once it has gone (and been reaped). */
const command = (pid: number): string | null => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
};

describe('busyCores (bench:ai --busy)', () => {
  it('starts n yes children and stops them, and only them', async () => {
    const other = busyCores(1);
    const busy = busyCores(2);
    await Promise.all([other.ready, busy.ready]);
    expect(busy.pids).toHaveLength(2);
    expect(new Set([...busy.pids, ...other.pids]).size).toBe(3);
    for (const pid of busy.pids) expect(command(pid)).toBe('yes');
    await busy.stop();
    for (const pid of busy.pids) expect(alive(pid)).toBe(false);
    // The other set, started apart, runs on.
    expect(command(other.pids[0] as number)).toBe('yes');
    await other.stop();
    expect(alive(other.pids[0] as number)).toBe(false);
  });
});
