// @vitest-environment happy-dom
/**
 * The stores are told, they do not poll: a job is fetched once when followed, then only when main tells
 * news of it (its own `job` event, not another job's), when the event stream re-opens and when the window
 * comes to the front, one fetch at a time, and no more once it ended; the board's seat view and the
 * review follow their jobs over the real job registry; the training screen asks for a drill again only
 * when main says drills were added; the share panel asks who is connected when a `share` event comes.
 * Each wait below is on a state: nothing here waits for a timer to fire.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError, JobState } from '../../../src-shared/api/contract.ts';
import type { DrillStatus, ShownDrill } from '../../../src-shared/api/drills.ts';
import type { HandReview } from '../../../src-shared/api/review.ts';
import type { ShareInfo } from '../../../src-shared/api/share.ts';
import { type Result, ok } from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { followJob } from '../../../src-renderer/api/follow-job.ts';
import { useDrillsStore } from '../../../src-renderer/stores/drills.ts';
import { useReviewStore } from '../../../src-renderer/stores/review.ts';
import { useShareStore } from '../../../src-renderer/stores/share.ts';
import { ReviewJobs } from '../../../src-main/review/jobs.ts';
import { fakeClient, settleAll, setup, testEventsNow } from './support.ts';
import { until } from '../../support/wait.ts';
import { playedOutHand } from '../review/support.ts';

afterEach(() => setApiClient(null));

/** A job whose status the test sets; `fetches` counts the asks, `hold` keeps the next answer back. */
function fakeJob(id = 'j1') {
  let state: JobState = 'running';
  let fetches = 0;
  let release: (() => void) | null = null;
  let holding = false;
  const fetch = async (): Promise<Result<{ job: string; state: JobState }, ApiError>> => {
    fetches++;
    if (holding) await new Promise<void>((r) => (release = r));
    return ok({ job: id, state });
  };
  return {
    fetch,
    fetches: () => fetches,
    end: (s: JobState) => void (state = s),
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      release?.();
    },
  };
}

describe('following a job', () => {
  it('fetches at once, then only on its own news, on a re-opened stream and at the front; never after its end', async () => {
    setup(null);
    const events = testEventsNow();
    const job = fakeJob('j1');
    const heard: JobState[] = [];
    followJob('j1', job.fetch, (r) => r.ok && heard.push(r.value.state));
    await settleAll();
    expect(job.fetches()).toBe(1);
    expect(events.listening()).toBe(1);
    // Another job's news, a table's: nothing asked.
    events.tell({ kind: 'job', job: 'j2', state: 'running', progress: 1 });
    events.tell({ kind: 'table', id: 1, version: 'v' });
    await settleAll();
    expect(job.fetches()).toBe(1);
    events.tell({ kind: 'job', job: 'j1', state: 'running', progress: 1 });
    await settleAll();
    expect(job.fetches()).toBe(2);
    events.tell({ kind: 'connected' });
    await settleAll();
    expect(job.fetches()).toBe(3);
    window.dispatchEvent(new Event('focus'));
    await settleAll();
    expect(job.fetches()).toBe(4);
    job.end('done');
    events.tell({ kind: 'job', job: 'j1', state: 'done', progress: 2 });
    await settleAll();
    expect(job.fetches()).toBe(5);
    expect(heard.at(-1)).toBe('done');
    // Ended: it listens no more, and news (or the front) asks nothing.
    expect(events.listening()).toBe(0);
    events.tell({ kind: 'job', job: 'j1', state: 'done', progress: 2 });
    window.dispatchEvent(new Event('focus'));
    await settleAll();
    expect(job.fetches()).toBe(5);
  });

  it('asks once at a time: news heard during a fetch makes one more after it, however much came', async () => {
    setup(null);
    const events = testEventsNow();
    const job = fakeJob('j1');
    followJob('j1', job.fetch, () => undefined);
    await settleAll();
    job.hold();
    events.tell({ kind: 'job', job: 'j1', state: 'running', progress: 1 });
    await settleAll();
    expect(job.fetches()).toBe(2);
    for (let p = 2; p < 12; p++) events.tell({ kind: 'job', job: 'j1', state: 'running', progress: p });
    await settleAll();
    expect(job.fetches()).toBe(2);
    job.release();
    await settleAll();
    expect(job.fetches()).toBe(3);
  });

  it('stopped, it asks nothing more and stops listening', async () => {
    setup(null);
    const events = testEventsNow();
    const job = fakeJob('j1');
    const stop = followJob('j1', job.fetch, () => undefined);
    await settleAll();
    stop();
    expect(events.listening()).toBe(0);
    events.tell({ kind: 'job', job: 'j1', state: 'running', progress: 1 });
    await settleAll();
    expect(job.fetches()).toBe(1);
  });
});

describe('a review followed over the real job registry', () => {
  it('shows each partial review when its job tells news, and the whole review at its end', async () => {
    const { record } = playedOutHand(1);
    // Main's review jobs with their news told as the app tells them; the test's run grades on request.
    const jobs = new ReviewJobs({ onNews: (n) => testEventsNow().tell({ kind: 'job', ...n }) });
    let grade: ((r: HandReview) => void) | null = null;
    let finish: ((r: HandReview) => void) | null = null;
    const review = (complete: boolean): HandReview => ({
      session: 7,
      handNo: 1,
      seat: 0,
      decisions: [],
      complete,
    });
    const client = fakeClient({
      sessionOpen: () => ({ ok: false, error: { code: 'internal', message: 'not needed' } }),
      sessionList: () => ok([]),
      handGet: () => ok({ session: 7, handNo: 1, record, names: ['A', 'B', 'C'], money: [0, 0, 0] }),
      reviewStart: () =>
        jobs.start(
          '',
          (_signal, onProgress) =>
            new Promise((resolve) => {
              grade = onProgress;
              finish = (r) => resolve(ok(r));
            }),
        ),
      reviewPoll: (p) => jobs.poll(p),
      reviewStop: (p) => jobs.stop(p),
    });
    setup(client);
    const store = useReviewStore();
    await store.open(7, 1, 0, 0);
    await until(() => grade !== null && store.running);
    const polls = () => client.calls.filter((c) => c.method === 'reviewPoll').length;
    await settleAll();
    const before = polls();
    // No news: no fetch, however long the screen waits.
    await settleAll(30);
    expect(polls()).toBe(before);
    grade!(review(false));
    await until(() => store.review !== null);
    expect(store.review?.complete).toBe(false);
    expect(store.running).toBe(true);
    finish!(review(true));
    await until(() => !store.running);
    expect(store.review?.complete).toBe(true);
    jobs.close();
  });
});

const STATUS: DrillStatus = {
  learner: { rating: 1500, deviation: 300, volatility: 0.06 },
  stock: {
    sedma: 0,
    sto: 0,
    betl: 0,
    durch: 0,
    obrana: 0,
    vynaseni: 0,
    pocitani: 0,
    talon: 0,
    game: 0,
    flek: 0,
  },
  dueToday: 0,
  mining: true,
};

describe('the training screen waits for the stock', () => {
  it('asks again only when main says drills were added (or the stream re-opens), then stops listening', async () => {
    let stocked = false;
    const drill = { id: 5 } as unknown as ShownDrill;
    const client = fakeClient({
      drillNext: () =>
        ok(
          stocked ? { drill, empty: null, status: STATUS } : { drill: null, empty: 'stock', status: STATUS },
        ),
    });
    setup(client);
    const events = testEventsNow();
    const drills = useDrillsStore();
    await drills.open(false);
    const asks = () => client.calls.filter((c) => c.method === 'drillNext').length;
    expect(drills.empty).toBe('stock');
    expect(asks()).toBe(1);
    await settleAll(30);
    expect(asks()).toBe(1);
    // A job's or a table's news is not the stock's.
    events.tell({ kind: 'job', job: 'j1', state: 'running', progress: 1 });
    events.tell({ kind: 'share' });
    await settleAll();
    expect(asks()).toBe(1);
    events.tell({ kind: 'connected' });
    await settleAll();
    expect(asks()).toBe(2);
    expect(drills.drill).toBeNull();
    stocked = true;
    events.tell({ kind: 'stock' });
    await until(() => drills.drill !== null);
    expect(drills.drill?.id).toBe(5);
    expect(events.listening()).toBe(0);
  });

  it('news heard while asking is not lost: the store asks once more after the answer', async () => {
    let stocked = false;
    let release: (() => void) | null = null;
    let asked = 0;
    const drill = { id: 6 } as unknown as ShownDrill;
    const client = fakeClient({
      drillNext: async () => {
        // The second ask (after the stream re-opens) is held until the test lets it answer.
        const now = stocked;
        if (++asked === 2) await new Promise<void>((r) => (release = r));
        return ok(
          now ? { drill, empty: null, status: STATUS } : { drill: null, empty: 'stock', status: STATUS },
        );
      },
    });
    setup(client);
    const events = testEventsNow();
    const drills = useDrillsStore();
    await drills.open(false);
    expect(drills.empty).toBe('stock');
    events.tell({ kind: 'connected' });
    await until(() => release !== null);
    // The drills arrive while that request is out (its answer still says the stock is empty).
    stocked = true;
    events.tell({ kind: 'stock' });
    release!();
    await until(() => drills.drill !== null);
    expect(drills.drill?.id).toBe(6);
  });

  it('leaving the screen stops listening', async () => {
    setup(fakeClient({ drillNext: () => ok({ drill: null, empty: 'stock', status: STATUS }) }));
    const drills = useDrillsStore();
    await drills.open(false);
    expect(testEventsNow().listening()).toBe(1);
    drills.stopWaiting();
    expect(testEventsNow().listening()).toBe(0);
  });
});

describe('the share panel is told who is connected', () => {
  it('asks once when opened and again on each share event, and not after it closed', async () => {
    const info = { id: 1 } as unknown as ShareInfo;
    const client = fakeClient({ shareStatus: () => ok(info) });
    setup(client);
    const events = testEventsNow();
    const share = useShareStore();
    const asks = () => client.calls.filter((c) => c.method === 'shareStatus').length;
    share.watch();
    await settleAll();
    expect(asks()).toBe(1);
    expect(share.info).toEqual(info);
    await settleAll(30);
    expect(asks()).toBe(1);
    events.tell({ kind: 'table', id: 1, version: 'v' });
    await settleAll();
    expect(asks()).toBe(1);
    events.tell({ kind: 'share' });
    await settleAll();
    expect(asks()).toBe(2);
    share.stopWatching();
    events.tell({ kind: 'share' });
    await settleAll();
    expect(asks()).toBe(2);
    expect(events.listening()).toBe(0);
  });
});
