/**
 * The stores are told, they do not ask again and again (docs/game.md, docs/renderer.md): no timer in
 * src-renderer/stores repeats, and each one-shot timer there is one of the few listed below, each a pace
 * or a pause a person sees, never a loop that asks main for news. A new timer in a store fails here
 * until it is shown not to poll and listed with its reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const STORES = join(ROOT, 'src-renderer/stores');

/** Timers allowed in the stores: where (a file, or a folder ending in `/`), the call's text, and why. */
const ALLOWED: readonly { readonly where: readonly string[]; readonly text: string; readonly why: string }[] =
  [
    {
      where: ['table.ts', 'table/'],
      text: 'setTimeout(done, ms)',
      why: "the pause after each of the computers' decisions: it paces the cards on screen (docs/game.md)",
    },
    {
      where: ['table.ts', 'table/'],
      text: 'const shown = setTimeout(',
      why: 'the pause before "thinking…" is shown for a slow computer decision',
    },
    {
      where: ['lessons.ts'],
      text: 'setTimeout(resolve, ms)',
      why: "the pace at which the computers' replies to a lesson's card are shown one by one",
    },
    {
      where: ['library.ts'],
      text: 'timer = setTimeout(() => {',
      why: 'the search asked once typing pauses (a debounce)',
    },
  ];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|vue)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every timer call in the stores: file (relative to stores/), line number, the line. */
function timers(): { file: string; line: number; text: string }[] {
  return files(STORES).flatMap((path) => {
    const file = relative(STORES, path).replaceAll('\\', '/');
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((text, i) =>
        /\b(setTimeout|setInterval|requestAnimationFrame|requestIdleCallback)\s*\(/.test(text)
          ? [{ file, line: i + 1, text: text.trim() }]
          : [],
      );
  });
}

const allowed = (t: { file: string; text: string }) =>
  ALLOWED.some(
    (a) =>
      t.text.includes(a.text) && a.where.some((w) => (w.endsWith('/') ? t.file.startsWith(w) : t.file === w)),
  );

describe('no polling in the stores', () => {
  it('finds the stores and the timers it allows (the scan reads what it should)', () => {
    const found = timers();
    expect(files(STORES).some((f) => f.endsWith('board.ts'))).toBe(true);
    // Each allowed timer is still there: a list of reasons for timers long gone would hide nothing.
    for (const a of ALLOWED)
      expect(
        found.some((t) => t.text.includes(a.text)),
        a.why,
      ).toBe(true);
  });

  it('has no repeating timer', () => {
    expect(timers().filter((t) => /setInterval\s*\(/.test(t.text))).toEqual([]);
  });

  it('has no one-shot timer but the listed paces and pauses', () => {
    expect(timers().filter((t) => !allowed(t))).toEqual([]);
  });
});
