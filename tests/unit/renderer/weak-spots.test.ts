// @vitest-environment happy-dom
/**
 * The learner's weak spots on screen, from mistakes recorded in a real temporary store and summed by
 * main's ProgressService: the progress page lists them by principle (the weakest first, its title, count,
 * sources, trend and lesson link) and by theme (those no principle names said so), in Czech and English,
 * with an empty state before the first mistake; the training screen says what the drills of every theme
 * lean toward ("Procvičujeme: …") and why, and nothing when a theme is chosen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../src-shared/index.ts';
import type { DrillStatus } from '../../../src-shared/api/drills.ts';
import type { Progress } from '../../../src-shared/api/progress.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { loadCatalogue } from '../../../src-main/training/catalogue.ts';
import { shownDrill } from '../../../src-main/training/drills.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { ProgressService } from '../../../src-main/training/progress.ts';
import { weakestFocus } from '../../../src-main/training/weak-spots.ts';
import { TECHNIQUE_LESSONS } from '../../../src-shared/explain/principles/techniques.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import ProgressView from '../../../src-renderer/views/ProgressView.vue';
import TrainingView from '../../../src-renderer/views/TrainingView.vue';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';

const NOW = Date.parse('2026-11-22T20:00:00.000Z');
const DAY = 86_400_000;
const dir = mkdtempSync(join(tmpdir(), 'marias-weak-screen-'));
const store = openStore(join(dir, 'store.sqlite'));
const empty = openStore(join(dir, 'empty.sqlite'));
afterAll(() => {
  store.close();
  empty.close();
  rmSync(dir, { recursive: true, force: true });
});
const add = (source: 'review' | 'drill' | 'lesson', theme: string, technique: string | null, days = 1) =>
  store.mistakes.record({
    source,
    theme,
    technique,
    origin: null,
    at: new Date(NOW - days * DAY).toISOString(),
  });
add('review', 'vynaseni', 'drawLastTrump');
add('drill', 'vynaseni', 'drawLastTrump', 10);
add('lesson', 'sedma', 'drawLastTrump');
add('drill', 'sedma', 'killTheSeven');
add('review', 'game', null);

const catalogue = loadCatalogue();
const progressOf = (s: typeof store): Progress =>
  new ProgressService(
    s.progress,
    () => catalogue,
    () => NOW,
    s,
  ).compute(60);

const mounted: { unmount(): void }[] = [];
beforeEach(() => setLocale('cs'));
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount();
  setLocale('cs');
});

async function progressScreen(p: Progress) {
  const w = mountWith(ProgressView, setup(fakeClient({ progress: () => ok(p) })));
  mounted.push(w);
  await settleAll();
  return w;
}

describe('the progress page’s weak spots', () => {
  it('lists the mistakes by principle, the weakest first, and by theme, in Czech and English', async () => {
    const w = await progressScreen(progressOf(store));
    const box = w.get('[data-testid="progress-weak"]');
    expect(box.get('h2').text()).toBe('Tvoje slabá místa');
    const rows = box.findAll('[data-testid="weak-principle"]');
    expect(rows.map((r) => r.attributes('data-technique'))).toEqual(['drawLastTrump', 'killTheSeven']);
    const first = rows[0]!;
    expect(first.get('.name').text()).toBe('dotáhni poslední trumf');
    expect(first.get('.count').text()).toBe('3 chyby');
    expect(first.text()).toContain('rozbory: 1 · úlohy: 1 · lekce: 1');
    expect(first.get('[data-testid="weak-trend"]').text()).toBe('· posledních 7 dní: 2, týden předtím: 1');
    const lessonId = TECHNIQUE_LESSONS.drawLastTrump as string;
    const title = catalogue.lessons.find((l) => l.id === lessonId)?.title;
    const link = first.get('[data-testid="weak-lesson"]');
    expect(link.text()).toBe(`Lekce: ${title?.cs} →`);
    expect(link.attributes('href')).toContain(`/lessons/${lessonId}`);
    expect(rows[1]!.get('.count').text()).toBe('1 chyba');
    const themes = box.findAll('[data-testid="weak-theme"]');
    expect(themes.map((t) => t.attributes('data-theme'))).toEqual(['sedma', 'vynaseni', 'game']);
    expect(themes[2]!.text()).toBe('hra a trumfy: 1 chyba (bez pojmenovaného principu: 1)');

    setLocale('en');
    await settleAll();
    expect(box.get('h2').text()).toBe('Your weak spots');
    expect(first.get('.name').text()).toBe('draw the last trump');
    expect(first.get('.count').text()).toBe('3 mistakes');
    expect(first.text()).toContain('reviews: 1 · drills: 1 · lessons: 1');
    expect(first.get('[data-testid="weak-lesson"]').text()).toBe(`Lesson: ${title?.en} →`);
    expect(themes[2]!.text()).toBe('game and trumps: 1 mistake (no principle named: 1)');
  });

  it('says so before the first mistake', async () => {
    const w = await progressScreen(progressOf(empty));
    expect(w.find('[data-testid="weak-principle"]').exists()).toBe(false);
    expect(w.get('[data-testid="progress-weak-empty"]').text()).toMatch(/^Zatím tu nic není/);
  });
});

describe('the training screen', () => {
  const status: DrillStatus = {
    learner: { rating: 1500, deviation: 300, volatility: 0.06 },
    stock: {
      sedma: 0,
      sto: 0,
      betl: 0,
      durch: 0,
      obrana: 0,
      vynaseni: 1,
      pocitani: 0,
      talon: 0,
      game: 0,
      flek: 0,
    },
    dueToday: 0,
    mining: false,
  };
  const drill = (() => {
    for (let seed = 1; ; seed++) {
      const d = mineDrill(seed, 'vynaseni', { kind: 'exact' });
      if (d !== null) return d;
    }
  })();
  const shown = shownDrill(
    {
      id: 4,
      theme: 'vynaseni',
      kind: 'exact',
      source: 'mined',
      rating: { rating: 1500, deviation: 250, volatility: 0.06 },
    },
    drill,
    false,
  );

  it('says which principle the drills of every theme lean toward, and why; nothing with a theme chosen', async () => {
    const focus = weakestFocus(store.mistakes.all(), NOW);
    const client = fakeClient({
      drillNext: (p) => ok({ drill: shown, empty: null, status, focus: p.theme === null ? focus : null }),
    });
    const w = mountWith(TrainingView, setup(client), { due: false });
    mounted.push(w);
    await settleAll();
    const line = w.get('[data-testid="drill-focus"]');
    expect(line.attributes('data-technique')).toBe('drawLastTrump');
    expect(line.text()).toBe('Procvičujeme: dotáhni poslední trumf — tvoje nejčastější chyba (3 chyby)');
    setLocale('en');
    await settleAll();
    expect(w.get('[data-testid="drill-focus"]').text()).toBe(
      'Practising: draw the last trump — your most frequent mistake (3 mistakes)',
    );
    await w.get('[data-testid="drill-theme-sedma"]').trigger('click');
    await settleAll();
    expect(w.find('[data-testid="drill-focus"]').exists()).toBe(false);
  });
});
