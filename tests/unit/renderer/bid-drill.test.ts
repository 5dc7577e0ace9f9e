// @vitest-environment happy-dom
/**
 * The training screen on drills of the decisions before the first card, over the real drill service
 * (a real temporary store holding real mined drills): a talon drill — only the cards of the pairs it
 * compares can be picked, two cards that are no compared pair say so and cannot be sent, the best pair
 * sent and answered right with every choice's row; a flek drill — each choice a button, a wrong one
 * answered with the review's sentence against the best, its ± and the ladder; the words in Czech and
 * English.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionKey } from '../../../src-shared/engine/action.ts';
import { bidAnswerWords, bidTaskWords } from '../../../src-shared/explain/bid-drill.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { type BidDrill, mineBidDrill } from '../../../src-main/training/bid-mine.ts';
import { DrillService } from '../../../src-main/training/drills.ts';
import { storeMined } from '../../../src-main/training/stock.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { useDrillsStore } from '../../../src-renderer/stores/drills.ts';
import TrainingView from '../../../src-renderer/views/TrainingView.vue';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-bid-screen-'));
const store = openStore(join(dir, 'store.sqlite'));
const pool = new SolverPool({ size: 1, backgroundSize: 1 });
const service = new DrillService(store.drills, pool, null, { seed: 1 });
let talon: BidDrill;
let flek: BidDrill;

beforeAll(() => {
  const chosen = { variant: 'chosen', seats: 3 } as const;
  // Seeds whose drill the miner finds on its first decision (tests/e2e/bid-drill.spec.ts too).
  const t = mineBidDrill(6, 'talon', { table: chosen, maxAttempts: 1 });
  const f = mineBidDrill(3, 'flek', { table: chosen, maxAttempts: 1 });
  if (t === null || f === null) throw new Error('seeds 6 and 3 give a talon and a flek drill');
  talon = t;
  flek = f;
  storeMined(store.drills, [t, f], new Date().toISOString());
}, 300_000);
afterAll(async () => {
  await pool.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The client: the drill methods answered by the real service. */
const client = () =>
  fakeClient({
    drillNext: (p) => service.drillNext(p),
    drillCall: (p) => service.drillCall(p),
    drillStatus: (p) => service.drillStatus(p),
    progress: () => ({ ok: false, error: { code: 'internal', message: 'no progress here' } }),
  });

async function open(theme: 'talon' | 'flek') {
  const pinia = setup(client());
  const w = mountWith(TrainingView, pinia, { due: false });
  await settleAll(20);
  // "vše" first: it may serve this theme's drill already (asked again, a drill just shown waits).
  if (useDrillsStore().drill?.theme !== theme) {
    await w.get(`[data-testid="drill-theme-${theme}"]`).trigger('click');
    await settleAll(20);
  }
  return w;
}

describe('a bidding drill on the training screen', () => {
  it('a talon: only the compared pairs can be picked; a pair not compared says so; the best is right', async () => {
    const w = await open('talon');
    const panel = w.get('[data-testid="bid-drill"]');
    expect(panel.attributes('data-kind')).toBe('discard');
    expect(w.get('[data-testid="bid-drill-task"]').text()).toContain(bidTaskWords('discard', 'cs'));
    expect(w.findAll('[data-testid="bid-drill-call"]')).toHaveLength(talon.index);
    const pairs = talon.choices.map((c) => (c.action.type === 'discard' ? [...c.action.cards] : []));
    const compared = new Set(pairs.flat());
    const card = (c: string) => w.get(`.mine [data-testid="drill-card"][data-card="${c}"]`);
    // The twelve cards of the hand; those of a compared pair are the ones that can be picked.
    const usable = w.findAll('.mine [data-testid="drill-card"]').map((c) => c.attributes('data-card'));
    expect(usable.length + w.findAll('.mine [data-testid="drill-held"]').length).toBe(12);
    expect(usable.sort()).toEqual([...compared].sort());
    // Two compared cards that are no pair the drill compares: the button stays off, and says why.
    const [x, y] = [...compared].flatMap((a, i, all) =>
      all
        .slice(i + 1)
        .filter((b) => !pairs.some((p) => p.includes(a) && p.includes(b)))
        .map((b) => [a, b]),
    )[0] ?? [undefined, undefined];
    if (x !== undefined && y !== undefined) {
      await card(x).trigger('click');
      await card(y).trigger('click');
      expect(w.find('[data-testid="bid-drill-not-compared"]').exists()).toBe(true);
      expect(w.get('[data-testid="bid-drill-discard"]').attributes('disabled')).toBeDefined();
      await card(x).trigger('click');
      await card(y).trigger('click');
    }
    const best = talon.choices[talon.best]?.action;
    if (best?.type !== 'discard') throw new Error('a talon drill of pairs');
    for (const c of best.cards) await card(c).trigger('click');
    const send = w.get('[data-testid="bid-drill-discard"]');
    expect(send.attributes('disabled')).toBeUndefined();
    await send.trigger('click');
    await settleAll(20);
    const answer = w.get('[data-testid="bid-drill-answer"]');
    expect(answer.attributes('data-outcome')).toBe('right');
    const words = bidAnswerWords(
      {
        choice: talon.best,
        choices: talon.choices,
        best: talon.best,
        kind: 'discard',
        samples: talon.samples,
        over: talon.over,
      },
      'cs',
    );
    expect(w.get('[data-testid="bid-drill-outcome"]').text()).toBe(words.outcome);
    const rows = w.findAll('[data-testid="bid-drill-row"]');
    expect(rows.map((r) => r.get('th').text())).toEqual(
      words.rows.map((r) => expect.stringContaining(r.name)),
    );
    expect(rows.filter((r) => r.attributes('data-right') === 'true')).toHaveLength(
      talon.choices.filter((c) => c.right).length,
    );
    w.unmount();
  });

  it('a flek: the choices as buttons; a wrong one with the sentence against the best, in both languages', async () => {
    const w = await open('flek');
    const buttons = w.findAll('[data-testid="bid-drill-choice"]');
    expect(buttons.map((b) => b.attributes('data-key'))).toEqual(
      flek.choices.map((c) => actionKey(c.action)),
    );
    const wrong = flek.choices.findIndex((c) => !c.right);
    await (buttons[wrong] as (typeof buttons)[number]).trigger('click');
    await settleAll(20);
    expect(w.get('[data-testid="bid-drill-answer"]').attributes('data-outcome')).toBe('wrong');
    const figures = {
      choice: wrong,
      choices: flek.choices,
      best: flek.best,
      kind: 'double' as const,
      samples: flek.samples,
      over: flek.over,
    };
    expect(w.get('[data-testid="bid-drill-seat"]').text()).toBe(bidAnswerWords(figures, 'cs').seatView);
    expect(w.get('[data-testid="repetition-note"]').text()).toContain('za 4 hodiny');
    expect(w.find('[data-testid="bid-drill-choices"]').exists()).toBe(false);
    setLocale('en');
    await settleAll();
    expect(w.get('[data-testid="bid-drill-seat"]').text()).toBe(bidAnswerWords(figures, 'en').seatView);
    expect(w.get('[data-testid="bid-drill-task"]').text()).toContain(bidTaskWords('double', 'en'));
    w.unmount();
  });
});
