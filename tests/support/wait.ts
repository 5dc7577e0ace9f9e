/**
 * Waiting on a state, never on time (docs/testing.md, "No wall-clock bounds"). A test waits until what
 * it needs holds, however long a busy machine takes to get there; the test's own timeout (unit 120 s,
 * slow 10 min, vitest.config.ts) is the one bound, and only for a test that hangs.
 */
import { vi } from 'vitest';

/** Longer than any test's timeout: a wait given this never gives up before its test does. */
export const NO_DEADLINE_MS = 60 * 60_000;

/** Resolves once `done()` holds, looked at every `everyMs` on the real clock. */
export async function until(done: () => boolean, everyMs = 10): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, everyMs));
}

/**
 * `vi.waitFor` without its give-up (one second unless told): retries `check`, an assertion, until it
 * passes. Not under fake timers, where vi.waitFor moves the fake clock itself.
 */
export function waitFor<T>(check: () => T | Promise<T>, everyMs = 20): Promise<T> {
  return vi.waitFor(check, { timeout: NO_DEADLINE_MS, interval: everyMs });
}
