// @vitest-environment happy-dom
/**
 * Repetition on the screens: when an item comes back in words (table-driven), the note a miss gives
 * ("Přidáno k opakování; vrátí se za 4 hodiny."), the list of the ladder with what, theme and when (a
 * due lesson links to it), and the training page after a miss — retry (the same drill, the verdict
 * cleared, no second rating asked) and show the solution (the right cards outlined only then) — and due
 * mode opening every theme, listing what is left today; the progress page's ladder and ratings per theme,
 * a due lesson offered there and on home. Drills are mined and judged by the real solver.
 */
import { describe, expect, it } from 'vitest';
import type { DrillPlay, DrillStatus, ShownDrill } from '../../../src-shared/api/drills.ts';
import type { Progress, RepetitionEntry } from '../../../src-shared/api/progress.ts';
import { fromPosition, ok, view } from '../../../src-shared/index.ts';
import { refuteDrill } from '../../../src-main/training/drill-refute.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { goalOf } from '../../../src-main/training/drill-judge.ts';
import RepetitionNote from '../../../src-renderer/components/RepetitionNote.vue';
import RepetitionList from '../../../src-renderer/components/progress/RepetitionList.vue';
import { dueWords } from '../../../src-renderer/format/repetition.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { useDrillsStore } from '../../../src-renderer/stores/drills.ts';
import TrainingView from '../../../src-renderer/views/TrainingView.vue';
import ProgressView from '../../../src-renderer/views/ProgressView.vue';
import HomeWays from '../../../src-renderer/components/home/HomeWays.vue';
import { useProgressStore } from '../../../src-renderer/stores/progress.ts';
import type { FinishedHand, HandReview, ReviewedDecision } from '../../../src-shared/api/review.ts';
import ReviewView from '../../../src-renderer/views/ReviewView.vue';
import { useRetryStore } from '../../../src-renderer/stores/retry.ts';
import { useReviewStore } from '../../../src-renderer/stores/review.ts';
import { replayMoments } from '../../../src-renderer/format/review.ts';
import { playedOutHand } from '../review/support.ts';
import { fakeClient, mountWith, screen, settleAll, setup, snapshotOf } from './support.ts';

const H = 3_600_000;
const NOW = Date.parse('2026-11-23T09:00:00Z');

describe('when it comes back', () => {
  it.each([
    // due − now, offset, the words
    [-H, 0, { key: 'now', n: 0 }],
    [4 * H, 0, { key: 'inHours', n: 4 }],
    [20 * 60_000, 0, { key: 'inHours', n: 1 }],
    [14 * H, 0, { key: 'today', n: 0 }], // 23:00 UTC the same day
    [24 * H, 0, { key: 'tomorrow', n: 0 }],
    [14 * H, 60, { key: 'tomorrow', n: 0 }], // already tomorrow in Prague
    [3 * 24 * H, 0, { key: 'inDays', n: 3 }],
  ] as const)('%i ms ahead at offset %i', (ahead, offset, words) => {
    expect(dueWords(NOW + ahead, NOW, offset)).toEqual(words);
  });

  it.each([
    ['cs', 'Přidáno k opakování; vrátí se za 4 hodiny.'],
    ['en', 'Added to repetition; it comes back in 4 hours.'],
  ] as const)('a miss says so in %s', (lang, text) => {
    const pinia = setup();
    setLocale(lang);
    const w = mountWith(RepetitionNote, pinia, {
      change: { change: 'added', due: NOW + 4 * H },
      now: NOW,
      utcOffset: 60,
    });
    expect(w.text()).toContain(text);
    w.unmount();
    setLocale('cs');
  });

  it('a due drill solved moves up; a lesson words itself; learned says so', () => {
    const pinia = setup();
    const say = (props: Record<string, unknown>) => {
      const w = mountWith(RepetitionNote, pinia, { now: NOW, utcOffset: 0, ...props });
      const text = w.text();
      w.unmount();
      return text;
    };
    expect(say({ change: { change: 'up', due: NOW + 3 * 24 * H } })).toContain(
      'V opakování o příčku výš; vrátí se za 3 dny.',
    );
    expect(say({ change: { change: 'added', due: NOW + 24 * H }, lesson: true })).toContain(
      'Lekce je v opakování; vrátí se zítra.',
    );
    expect(say({ change: { change: 'learned', due: null } })).toContain('Naučeno');
    // Where an item stands when the attempt changed nothing (a retry right before it is due): not "added".
    const standing = say({ change: { change: 'added', due: NOW + 3 * H }, standing: true });
    expect(standing).toContain('Je v opakování; vrátí se za 3 hodiny.');
    expect(standing).not.toContain('Přidáno');
  });
});

const entry = (e: Partial<RepetitionEntry> & Pick<RepetitionEntry, 'id'>): RepetitionEntry => ({
  kind: 'drill',
  theme: 'sedma',
  source: 'mined',
  origin: null,
  lesson: null,
  decision: null,
  rung: 0,
  lapses: 1,
  due: NOW,
  dueNow: true,
  days: 0,
  ...e,
});

describe('the list of the ladder', () => {
  it('shows what, which theme and when; a due lesson opens it', async () => {
    const pinia = setup();
    const entries = [
      entry({ id: 'drill:1', source: 'review', origin: 'review:1:1:0:4' }),
      entry({
        id: 'lesson:basics.betl',
        kind: 'lesson',
        theme: 'basics',
        source: null,
        lesson: { id: 'basics.betl', title: { cs: 'Betl', en: 'Betl' } },
      }),
      entry({ id: 'drill:2', theme: 'vynaseni', due: NOW + 4 * H, dueNow: false }),
      entry({ id: 'drill:3', theme: 'sto', rung: 2, due: NOW + 3 * 24 * H, dueNow: false, days: 3 }),
    ];
    const w = mountWith(RepetitionList, pinia, {
      entries,
      chapters: new Map([['basics', { cs: 'Základy', en: 'Basics' }]]),
      now: NOW,
      utcOffset: 0,
    });
    const rows = w
      .findAll('[data-testid="repetition-item"]')
      .map((r) => r.findAll('td').map((td) => td.text()));
    expect(rows).toEqual([
      ['Tvoje chyba z rozboru · příčka 1 z 6', 'sedma', 'na řadě'],
      ['Zopakuj lekci Betl · příčka 1 z 6', 'Základy', 'na řadě'],
      ['Úloha · příčka 1 z 6', 'vynášení', 'za 4 hodiny'],
      ['Úloha · příčka 3 z 6', 'sto', 'za 3 dny'],
    ]);
    await w.get('[data-testid="repetition-lesson"]').trigger('click');
    expect(await screen()).toEqual({ name: 'lesson', id: 'basics.betl' });
    w.unmount();
  });
});

describe('the training page after a miss', () => {
  const mined = (() => {
    for (let seed = 1; ; seed++) {
      const d = mineDrill(seed, 'vynaseni', { kind: 'exact' });
      if (d !== null) return d;
    }
  })();
  const state = fromPosition(mined.position);
  if (!state.ok) throw new Error('position');
  const shown: ShownDrill = {
    id: 7,
    theme: 'vynaseni',
    kind: 'exact',
    source: 'mined',
    seat: mined.seat,
    side: mined.side,
    goal: goalOf(mined),
    view: view(state.value, mined.seat),
    hands: mined.position.hands,
    rating: { rating: 1500, deviation: 250, volatility: 0.06 },
    due: false,
  };
  const legal = shown.view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const wrongCard = legal.find((c) => !mined.answers.includes(c)) as (typeof legal)[number];
  const status: DrillStatus = {
    learner: { rating: 1500, deviation: 300, volatility: 0.06 },
    stock: {
      sedma: 0,
      sto: 0,
      betl: 0,
      durch: 0,
      obrana: 0,
      vynaseni: 3,
      pocitani: 0,
      talon: 0,
      game: 0,
      flek: 0,
    },
    dueToday: 0,
    mining: false,
  };

  function client() {
    let plays = 0;
    return fakeClient({
      drillNext: (p) =>
        ok(p.due ? { drill: null, empty: 'due', status } : { drill: shown, empty: null, status }),
      drillPlay: (p) => {
        const r = refuteDrill({
          method: 'refuteDrill',
          position: mined.position,
          seat: mined.seat,
          card: p.card,
          goal: goalOf(mined),
          wrong: !mined.answers.includes(p.card),
          redeal: false,
          seed: 1,
        });
        const first = plays++ === 0;
        const right = mined.answers.includes(p.card);
        const answer: DrillPlay = {
          outcome: right ? 'right' : 'wrong',
          card: p.card,
          goal: goalOf(mined),
          answers: mined.answers,
          cost: null,
          goalLine: r.goalLine,
          position: r.position,
          redealt: false,
          analysis: r.analysis,
          // As main answers: only the first card of a served drill is rated and changes the ladder.
          rating: first ? { before: status.learner, after: { ...status.learner, rating: 1480 } } : null,
          repetition:
            first && !right ? { item: 'drill:7', change: 'added', rung: 0, due: Date.now() + 4 * H } : null,
          status,
        };
        return ok(answer);
      },
      progress: () =>
        ok(
          progressWith([entry({ id: 'drill:7', theme: 'vynaseni', due: Date.now() + 4 * H, dueNow: false })]),
        ),
    });
  }

  it('tells the miss was added, then retries unrated or shows the solution', async () => {
    const c = client();
    const pinia = setup(c);
    const w = mountWith(TrainingView, pinia, { due: false });
    await settleAll();
    expect(w.get('[data-testid="drill-task"]').attributes('data-drill')).toBe('7');
    await w.get(`[data-testid="drill-card"][data-card="${wrongCard}"]`).trigger('click');
    await settleAll();
    expect(w.get('[data-testid="drill-answer"]').attributes('data-outcome')).toBe('wrong');
    expect(w.get('[data-testid="repetition-note"]').text()).toContain(
      'Přidáno k opakování; vrátí se za 4 hodiny.',
    );
    // The solution waits to be asked for: no right card named or outlined yet.
    expect(w.find('[data-testid="drill-answers"]').exists()).toBe(false);
    // The learner's hand (the bottom fan): its slots outlined as best.
    const outlined = () =>
      w
        .findAll('.mine li.slot')
        .filter((li) => li.classes('best'))
        .map((li) => li.get('[data-testid^="drill-"]').attributes('data-card'));
    expect(outlined()).toEqual([]);
    await w.get('[data-testid="drill-solution"]').trigger('click');
    expect(w.get('[data-testid="drill-answers"]').text()).toContain('Správně bylo');
    expect(outlined().sort()).toEqual(mined.answers.filter((a) => legal.includes(a)).sort());

    // Retry: the same drill, the verdict gone; the right card now answered but not rated.
    await w.get('[data-testid="drill-retry"]').trigger('click');
    await settleAll();
    expect(w.find('[data-testid="drill-answer"]').exists()).toBe(false);
    expect(w.get('[data-testid="drill-retrying"]').text()).toContain('nehodnotí');
    expect(w.get('[data-testid="drill-task"]').attributes('data-drill')).toBe('7');
    await w.get(`[data-testid="drill-card"][data-card="${mined.answers[0]}"]`).trigger('click');
    await settleAll();
    expect(w.get('[data-testid="drill-answer"]').attributes('data-outcome')).toBe('right');
    expect(w.find('[data-testid="drill-change"]').exists()).toBe(false);
    expect(w.find('[data-testid="repetition-note"]').exists()).toBe(false);
    expect(
      c.calls.filter((x) => x.method === 'drillPlay').map((x) => (x.params as { drill: number }).drill),
    ).toEqual([7, 7]);
    w.unmount();
  });

  it('due mode asks every theme and lists what is left today with its time', async () => {
    const c = client();
    const pinia = setup(c);
    useDrillsStore().theme = 'sedma';
    const w = mountWith(TrainingView, pinia, { due: true });
    await settleAll();
    const asked = c.calls.find((x) => x.method === 'drillNext')?.params as { theme: unknown; due: boolean };
    expect(asked).toMatchObject({ theme: null, due: true });
    expect(w.get('[data-testid="drill-left-today"]').text()).toBe('Zbývá dnes: 0 teď, 1 později.');
    expect(w.get('[data-testid="repetition-when"]').text()).toBe('za 4 hodiny');
    // Nothing due now, said with when the next one comes back (not "nothing left today").
    expect(w.get('[data-testid="drill-none-due"]').text()).toBe(
      'Teď nic na řadě — další úloha se vrátí za 4 hodiny.',
    );
    w.unmount();
  });
});

function progressWith(repetition: RepetitionEntry[]): Progress {
  return {
    lessons: { done: 0, total: 0, stars: 0, maxStars: 0, chapters: [] },
    rating: { current: null, deviation: null, history: [] },
    mistakes: { themes: [], chapters: [] },
    streaks: { current: 0, best: 0, today: false, days: 0 },
    dueToday: repetition.filter((e) => e.dueNow).length,
    laterToday: repetition.filter((e) => !e.dueNow && e.days <= 0).length,
    repetition,
    themeRatings: [],
    totals: { attempts: 0, solved: 0, lessonAttempts: 0, drillAttempts: 0, hints: 0 },
    damaged: [],
  };
}

describe('progress and home', () => {
  const lessonDue = entry({
    id: 'lesson:basics.betl',
    kind: 'lesson',
    theme: 'basics',
    source: null,
    lesson: { id: 'basics.betl', title: { cs: 'Betl', en: 'Betl' } },
  });
  const answer = (): Progress => ({
    ...progressWith([lessonDue, entry({ id: 'drill:4', due: Date.now() + 4 * H, dueNow: false })]),
    themeRatings: [
      { theme: 'sedma', rating: 1544.4, deviation: 180.2 },
      { theme: 'vynaseni', rating: 1420.6, deviation: 250 },
    ],
  });

  it('the progress page lists the ladder and the rating per theme, and offers the due lesson', async () => {
    const pinia = setup(fakeClient({ progress: () => ok(answer()) }));
    const w = mountWith(ProgressView, pinia);
    await settleAll();
    expect(w.findAll('[data-testid="theme-rating"]').map((r) => r.text())).toEqual([
      'sedma1544 ± 180',
      'vynášení1421 ± 250',
    ]);
    expect(w.findAll('[data-testid="repetition-when"]').map((r) => r.text())).toEqual([
      'na řadě',
      'za 4 hodiny',
    ]);
    await w.get('[data-testid="progress-lesson-due"]').trigger('click');
    expect(await screen()).toEqual({ name: 'lesson', id: 'basics.betl' });
    w.unmount();
  });

  it('home offers the due lesson', async () => {
    const pinia = setup(fakeClient({ progress: () => ok(answer()), sessionList: () => ok([]) }));
    await useProgressStore().load();
    const w = mountWith(HomeWays, pinia);
    await settleAll();
    expect(w.get('[data-testid="home-lesson-due"]').text()).toBe('Zopakuj lekci Betl');
    expect(w.find('[data-testid="home-due-none"]').exists()).toBe(false);
    w.unmount();
  });
});

describe('the review', () => {
  it('says beside a graded mistake that it was added, with when it comes back', async () => {
    const played = playedOutHand(1);
    const hand: FinishedHand = {
      session: 7,
      handNo: 1,
      record: played.record,
      names: ['Ty', 'Karel', 'Jana'],
      money: [0, 0, 0],
    };
    const seat = 0;
    const mine = played.record.actions.flatMap((a, index) =>
      a.seat === seat && a.type === 'play' ? [{ a, index }] : [],
    );
    const grade = (g: 'best' | 'mistake') => ({
      value: 0,
      bestValue: 0,
      loss: g === 'best' ? 0 : 2,
      grade: g,
    });
    const decisions: ReviewedDecision[] = mine.map(({ a, index }, i) => ({
      index,
      kind: 'card',
      seat,
      side: 'defence',
      action: a,
      exact: grade(i === 1 ? 'mistake' : 'best'),
      bestAction: null,
      seatView: null,
      analysis: null,
    }));
    const review: HandReview = { session: 7, handNo: 1, seat, decisions, complete: true };
    const mistake = mine[1]?.index as number;
    const last = replayMoments(hand.record.setup, hand.record.actions).at(-1);
    const seats = hand.names.map((name) => ({ kind: 'human' as const, name }));
    const pinia = setup(
      fakeClient({
        sessionList: () => ok([]),
        sessionOpen: () => ok(snapshotOf(last as never, { id: 7, seats })),
        handGet: () => ok(hand),
        reviewStart: () => ok({ job: 'j1' }),
        reviewPoll: () => ok({ job: 'j1', state: 'done', partial: review, error: null }),
        progress: () =>
          ok(
            progressWith([
              entry({
                id: 'drill:3',
                origin: `review:7:1:${seat}:${mistake}`,
                source: 'review',
                due: Date.now() + 4 * H,
                dueNow: false,
              }),
            ]),
          ),
      }),
    );
    const w = mountWith(ReviewView, pinia, { session: 7, hand: 1, at: null });
    const store = useReviewStore();
    await settleAll(30);
    expect(store.review?.complete).toBe(true);
    store.go(mine[0]?.index as number);
    await settleAll();
    expect(w.find('[data-testid="repetition-note"]').exists()).toBe(false);
    store.go(mistake);
    await settleAll();
    expect(w.get('[data-testid="repetition-note"]').text()).toContain(
      'Přidáno k opakování; vrátí se za 4 hodiny.',
    );
    // Trying it again covers the review, whose hands are all open: it leaves the page's reach (inert),
    // so nothing of it is read out or focused while the seat's view is asked, and comes back after.
    expect(w.get('[data-testid="review"]').attributes('inert')).toBeUndefined();
    await w.get('[data-testid="review-retry"]').trigger('click');
    await settleAll();
    expect(w.find('[data-testid="retry"]').exists()).toBe(true);
    expect(w.get('[data-testid="review"]').attributes('inert')).toBeDefined();
    useRetryStore().close();
    await settleAll();
    expect(w.get('[data-testid="review"]').attributes('inert')).toBeUndefined();
    w.unmount();
  });
});
