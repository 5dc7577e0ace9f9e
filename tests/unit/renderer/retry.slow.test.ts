// @vitest-environment happy-dom
/**
 * The review's "try again" screen (RetryScreen.vue, stores/retry.ts) against the real main: a hand
 * played by the seeded chooser stored in a real store file, reviewed and retried through ReviewService
 * with the review's tasks in-process (bidding judged exactly: deals 0), the ladder read through
 * ProgressService. The game choice of seed 2 (a blunder) opens from the seat's view — the other hands
 * face down, the trumps it chose shown with the contract, the legal games as buttons; the same game again is wrong with the judge's words and the
 * note that it comes back in 4 hours; "Zkusit znovu" and the best game are right. Both languages.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { actionKey, legalActions, replay } from '../../../src-shared/index.ts';
import { capitalize, suitName } from '../../../src-shared/explain/names.ts';
import { principleNoteWords } from '../../../src-shared/explain/principles/words.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { addBidItems } from '../../../src-main/training/bid-items.ts';
import { ProgressService } from '../../../src-main/training/progress.ts';
import RetryScreen from '../../../src-renderer/components/review/RetryScreen.vue';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { useRetryStore } from '../../../src-renderer/stores/retry.ts';
import { playedHand, storeHand, tempStore } from '../review/support.ts';
import { ok } from '../../../src-shared/index.ts';
import type { Progress, RepetitionEntry } from '../../../src-shared/api/progress.ts';
import HomeWays from '../../../src-renderer/components/home/HomeWays.vue';
import RepetitionList from '../../../src-renderer/components/progress/RepetitionList.vue';
import { useProgressStore } from '../../../src-renderer/stores/progress.ts';
import ProgressView from '../../../src-renderer/views/ProgressView.vue';
import { fakeClient, mountWith, parseRoute, screen, settleAll, setup } from './support.ts';
import { until } from '../../support/wait.ts';

const temp = tempStore('retry-screen');
const service = new ReviewService(temp.store, inProcessPool(), {
  review: { layouts: 4, deals: 0 },
  onReviewed: (hand, review) => addBidItems(temp.store.drills, hand, review, Date.now()),
});
const progress = new ProgressService(
  temp.store.progress,
  () => ({ chapters: [], lessons: [], problems: [] }),
  Date.now,
  temp.store,
);
afterAll(() => {
  service.close();
  temp.close();
});

const hand = playedHand(2);
const session = storeHand(temp.store, hand.record);
const INDEX = 1;
const recorded = hand.record.actions[INDEX];
const before = replay(hand.record.setup, hand.record.actions.slice(0, INDEX));

async function reviewed(): Promise<void> {
  const start = await service.reviewStart({ session, handNo: 1, seat: 0 });
  if (!start.ok) throw new Error('start');
  for (;;) {
    const s = await service.reviewPoll({ job: start.value.job });
    if (!s.ok) throw new Error('poll');
    if (s.value.state !== 'running') return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const client = () =>
  fakeClient({
    reviewRetry: (p) => service.reviewRetry(p),
    progress: (p) => progress.progress(p),
  });

describe('the review’s try again', () => {
  it.each([
    [
      'cs',
      'Tohle ještě není nejlepší volba.',
      'Se všemi kartami odkrytými',
      'vrátí se za 4 hodiny',
      'Správně',
      'Je v opakování; vrátí se za 4 hodiny.',
    ],
    [
      'en',
      'Not the best choice yet.',
      'With every card visible',
      'in 4 hours',
      'Right',
      'In repetition; it comes back in 4 hours.',
    ],
  ] as const)(
    'a game choice tried again from the seat’s view (%s)',
    async (lang, wrong, exact, back, right, standing) => {
      if (recorded?.type !== 'chooseGame' || !before.ok) throw new Error('the seeded hand changed');
      await reviewed();
      const c = client();
      const pinia = setup(c);
      setLocale(lang);
      const retry = useRetryStore();
      retry.open({ session, handNo: 1, seat: 0, index: INDEX, before: before.value });
      const w = mountWith(RetryScreen, pinia, { names: ['Ty', 'Karel', 'Jana'] });
      await settleAll();

      // The others' hands face down (backs only), the seat's own hand open, the games as buttons.
      const hidden = w.findAll('[data-testid=retry-hidden-hand]');
      expect(hidden).toHaveLength(2);
      for (const h of hidden) {
        expect(h.find('.cards.hidden').exists()).toBe(true);
        expect(h.findAll('[data-card]')).toHaveLength(0);
      }
      const calls = w.findAll('[data-testid=retry-call]');
      expect(calls.length).toBeGreaterThan(1);
      // What the seat knew of the bidding: the trumps it had chosen, shown with the contract.
      const trump = before.value.trump;
      if (trump === null) throw new Error('the seeded hand changed: no trumps before the game choice');
      expect(w.get('[data-testid=retry] [data-testid=trump]').text()).toContain(
        capitalize(suitName(trump, lang)),
      );

      // The recorded game again: wrong, in the judge's words, back in 4 hours.
      await w.get(`[data-testid=retry-call][data-key="${actionKey(recorded)}"]`).trigger('click');
      await settleAll(40);
      await until(() => retry.verdict !== null);
      await settleAll();
      expect(c.calls.some((x) => x.method === 'reviewRetry')).toBe(true);
      expect(w.get('[data-testid=retry-outcome]').attributes('data-right')).toBe('false');
      expect(w.text()).toContain(wrong);
      expect(w.get('[data-testid=retry-exact]').text()).toContain(exact);
      expect(w.get('[data-testid=repetition-note]').text()).toContain(back);

      // Again, and the best game: right.
      const best = retry.verdict?.decision.bestAction;
      expect(best).not.toBeNull();
      await w.get('[data-testid=retry-again]').trigger('click');
      await settleAll();
      expect(w.find('[data-testid=retry-answer]').exists()).toBe(false);
      await w.get(`[data-testid=retry-call][data-key="${actionKey(best as never)}"]`).trigger('click');
      await until(() => retry.verdict !== null);
      await settleAll();
      expect(w.get('[data-testid=retry-outcome]').attributes('data-right')).toBe('true');
      expect(w.get('[data-testid=retry-outcome]').text()).toContain(right);
      // Right before it is due changes nothing on the ladder: the note says where it stands, not "added".
      expect(retry.verdict?.repetition).toBeNull();
      expect(w.get('[data-testid=repetition-note]').text()).toContain(standing);
      w.unmount();
      setLocale('cs');
    },
  );
});

describe('a card tried again', () => {
  it('plays from the seat’s own hand, the others face down, judged as the review judged it', async () => {
    await reviewed();
    const start = await service.reviewStart({ session, handNo: 1, seat: 0 });
    if (!start.ok) throw new Error('start');
    const poll = await service.reviewPoll({ job: start.value.job });
    if (!poll.ok || poll.value.partial === null) throw new Error('poll');
    const d = poll.value.partial.decisions.find((x) => x.action.type === 'play' && x.exact !== null);
    if (d === undefined || d.action.type !== 'play') throw new Error('no card graded');
    const at = replay(hand.record.setup, hand.record.actions.slice(0, d.index));
    if (!at.ok) throw new Error('replay');
    const c = client();
    const pinia = setup(c);
    const retry = useRetryStore();
    retry.open({ session, handNo: 1, seat: 0, index: d.index, before: at.value });
    const w = mountWith(RetryScreen, pinia, { names: ['Ty', 'Karel', 'Jana'] });
    await settleAll();
    expect(w.get('[data-testid=retry-prompt]').text()).toContain('Zahraj kartu');
    expect(w.findAll('[data-testid=retry-hidden-hand] .cards.hidden')).toHaveLength(2);
    expect(w.findAll('[data-testid=retry-call]')).toHaveLength(0);
    await w.get(`[data-testid=drill-card][data-card="${d.action.card}"]`).trigger('click');
    await until(() => retry.verdict !== null);
    await settleAll();
    const v = retry.verdict;
    expect(v?.decision.exact).toEqual(d.exact);
    expect(v?.decision.seatView).toEqual(d.seatView);
    expect(w.get('[data-testid=retry-outcome]').attributes('data-right')).toBe(String(v?.right));
    if (d.exact?.grade !== 'best') expect(w.findAll('[data-testid=retry-verdict]').length).toBeGreaterThan(0);
    // Its principle as the review judged it, with where it holds (PrincipleNote).
    expect(v?.decision.principle).toEqual(d.principle);
    const p = w.find('[data-testid=retry-verdict-principle]');
    if (d.principle === null || d.principle === undefined) expect(p.exists()).toBe(false);
    else {
      const said = principleNoteWords(d.principle, 'cs');
      expect(p.text()).toContain(said.text);
      if (said.scope !== null) expect(w.get('[data-testid=retry-verdict-scope]').text()).toBe(said.scope);
    }
    w.unmount();
  });
});

describe('trumps tried again', () => {
  it('offers a blind trump once, whichever card it would turn (the judge prices it as one choice)', async () => {
    const first = hand.record.actions[0];
    const at = replay(hand.record.setup, []);
    if (first?.type !== 'chooseTrump' || !at.ok) throw new Error('the seeded hand changed');
    const blind = legalActions(at.value).filter((a) => a.type === 'chooseTrumpBlind');
    expect(blind.length).toBeGreaterThan(1);
    const pinia = setup(client());
    setLocale('cs');
    useRetryStore().open({ session, handNo: 1, seat: 0, index: 0, before: at.value });
    const w = mountWith(RetryScreen, pinia, { names: ['Ty', 'Karel', 'Jana'] });
    await settleAll();
    const labels = w.findAll('[data-testid=retry-call]').map((b) => b.text());
    expect(labels.filter((l) => l.includes('Z lidu'))).toHaveLength(1);
    // Every other legal trump call has its own button.
    expect(labels).toHaveLength(legalActions(at.value).length - blind.length + 1);
    w.unmount();
  });
});

describe('a talon tried again', () => {
  it('marks the two cards picked, pressed, before the discard is sent', async () => {
    const index = hand.record.actions.findIndex((a) => a.type === 'discard' && a.seat === 0);
    const at = replay(hand.record.setup, hand.record.actions.slice(0, index));
    if (index < 0 || !at.ok) throw new Error('the seeded hand changed: no discard of seat 0');
    const pinia = setup(client());
    const retry = useRetryStore();
    retry.open({ session, handNo: 1, seat: 0, index, before: at.value });
    const w = mountWith(RetryScreen, pinia, { names: ['Ty', 'Karel', 'Jana'] });
    await settleAll();
    expect(w.get('[data-testid=retry-prompt]').text()).toContain('talonu');
    const buttons = w.findAll('[data-testid=drill-card]');
    const [a, b] = [buttons[0], buttons[1]];
    if (a === undefined || b === undefined) throw new Error('no cards to pick');
    await a.trigger('click');
    await b.trigger('click');
    await settleAll();
    const pressed = w
      .findAll('[data-testid=drill-card][aria-pressed=true]')
      .map((x) => x.attributes('data-card'));
    expect(pressed.sort()).toEqual([a.attributes('data-card'), b.attributes('data-card')].sort());
    expect(w.findAll('.slot.selected')).toHaveLength(2);
    // Nothing is judged before the discard is sent.
    expect(retry.pending).toBeNull();
    w.unmount();
  });
});

describe('a bidding mistake due', () => {
  it('opens the review at its decision in "try again" from its link’s address', () => {
    setup();
    expect(parseRoute('#/review/3/2/15?retry=1')).toEqual({
      name: 'review',
      session: 3,
      hand: 2,
      at: 15,
      retrySeat: 1,
    });
    expect(parseRoute('#/review/3/2/15')).toEqual({ name: 'review', session: 3, hand: 2, at: 15 });
  });
});

describe('a bidding mistake due is offered', () => {
  const bid: RepetitionEntry = {
    id: 'bid:3:2:1:15',
    kind: 'bid',
    theme: 'game',
    source: null,
    origin: null,
    lesson: null,
    decision: { session: 3, handNo: 2, seat: 1, index: 15 },
    rung: 0,
    lapses: 1,
    due: Date.now() - 60_000,
    dueNow: true,
    days: 0,
  };
  const answer = (): Progress => ({
    lessons: { done: 0, total: 0, stars: 0, maxStars: 0, chapters: [] },
    rating: { current: null, deviation: null, history: [] },
    mistakes: { themes: [], chapters: [] },
    streaks: { current: 0, best: 0, today: false, days: 0 },
    dueToday: 1,
    laterToday: 0,
    repetition: [bid],
    themeRatings: [],
    totals: { attempts: 0, solved: 0, lessonAttempts: 0, drillAttempts: 0, hints: 0 },
    damaged: [],
  });
  const target = { name: 'review', session: 3, hand: 2, at: 15, retrySeat: 1 };

  it('in the ladder, named by its kind of decision, as a link to its "try again"', async () => {
    const pinia = setup();
    const w = mountWith(RepetitionList, pinia, { entries: [bid] });
    expect(w.findAll('td').map((td) => td.text())).toEqual([
      'Zkus znovu licitaci (2. hra) · příčka 1 z 6',
      'Hra',
      'na řadě',
    ]);
    await w.get('[data-testid=repetition-bid]').trigger('click');
    expect(await screen()).toEqual(target);
    w.unmount();
  });

  it('on the progress page and home', async () => {
    let pinia = setup(fakeClient({ progress: () => ok(answer()) }));
    const p = mountWith(ProgressView, pinia);
    await settleAll();
    await p.get('[data-testid=progress-bid-due]').trigger('click');
    expect(await screen()).toEqual(target);
    p.unmount();
    pinia = setup(fakeClient({ progress: () => ok(answer()), sessionList: () => ok([]) }));
    await useProgressStore().load();
    const h = mountWith(HomeWays, pinia);
    await settleAll();
    expect(h.get('[data-testid=home-bid-due]').text()).toBe('Zkus znovu licitaci (2. hra)');
    await h.get('[data-testid=home-bid-due]').trigger('click');
    expect(await screen()).toEqual(target);
    h.unmount();
  });
});
