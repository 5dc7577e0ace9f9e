/**
 * `npm run cli -- review` on a recorded hand (commands.ts `runAsync`, the solver in-process): every
 * decision of the seat graded as the app's review grades it, with words in the language asked; an
 * unfinished record and missing flags are refused with their exit codes.
 */
import { describe, expect, it } from 'vitest';
import { EXIT, runAsync } from '../../../src-main/cli/commands.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { reviewHand } from '../../../src-main/review/review.ts';
import { playedHand, playedOutHand } from './support.ts';

const hand = playedOutHand(3);
const input = JSON.stringify(hand.record);
const seat = hand.end.declarer as number;
const flags = ['--layouts', '4', '--deals', '2', '--seed', '9'];

describe('cli review', () => {
  it('grades every decision of the seat as the app does, with words', async () => {
    const r = await runAsync(['review', '--seat', String(seat), '--lang', 'en', ...flags], () => input);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(EXIT.ok);
    const out = JSON.parse(r.stdout) as {
      seat: number;
      decisions: { index: number; exact: unknown; words: Record<string, string> }[];
      summary: Record<string, string[]>;
    };
    const app = await reviewHand(inProcessPool(), { session: 0, handNo: 0, record: hand.record }, seat, {
      layouts: 4,
      deals: 2,
      seed: 9,
    });
    if (!app.ok) throw new Error('the review failed');
    expect(out.seat).toBe(seat);
    expect(out.decisions.map((d) => [d.index, d.exact])).toEqual(
      app.value.decisions.map((d) => [d.index, d.exact]),
    );
    for (const d of out.decisions) {
      expect(Object.keys(d.words)).toEqual(['en']);
      expect(d.words.en).toMatch(/^[A-Z]/);
    }
    expect(out.summary.en?.[0]).toContain(`${out.decisions.length} decision`);
  });

  it('refuses a hand that is not finished, and a missing or wrong seat', async () => {
    const unfinished = playedHand(3).record;
    const open = JSON.stringify({ ...unfinished, actions: unfinished.actions.slice(0, 5) });
    const r = await runAsync(['review', '--seat', '0', ...flags], () => open);
    expect(r.code).toBe(EXIT.badInput);
    expect(r.stderr).toContain('not finished');
    expect((await runAsync(['review', ...flags], () => input)).code).toBe(EXIT.usage);
    expect((await runAsync(['review', '--seat', '3', ...flags], () => input)).code).toBe(EXIT.usage);
    expect((await runAsync(['review', '--seat', '0', '--lang', 'de'], () => input)).code).toBe(EXIT.usage);
  });
});
