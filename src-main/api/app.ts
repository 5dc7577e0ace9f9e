/**
 * The app's API as every entry point wires it: one handler over one store and one solver pool, with
 * every service (the table, analysis jobs, reviews, the coach, lessons, drills and their stock, the
 * learner's progress). Electron's main process, the browser-mode server, the fuzzer and the soak all
 * start it here, so they run the same app. Every call it answers, and every guest's call on a shared
 * table's server, tells the drill stock the app is in use (`touch`). `close()` stops what it started (jobs, reviews, the drill
 * stock's filler); the store and the pool stay the caller's.
 */
import { Coach } from '../coach/coach.ts';
import { type Decider, GameService, type GameServiceOptions } from '../game/service.ts';
import { ReviewJobs } from '../review/jobs.ts';
import { ReviewService } from '../review/service.ts';
import { type ShareOptions, ShareController } from '../share/controller.ts';
import type { SolverPool } from '../solver/pool.ts';
import type { StoreNotice } from '../store/recovery.ts';
import type { Store } from '../store/store.ts';
import { ProgressService } from '../training/progress.ts';
import { startLessons } from '../training/lessons.ts';
import { startTraining } from '../training/drills.ts';
import { DEFAULT_REST_AFTER_MS, type DrillStock } from '../training/stock.ts';
import { recordReview } from '../training/weak-spots.ts';
import { EventBus } from './event-bus.ts';
import { type Handle, createHandler } from './handler.ts';
import type { JobNews } from './job-registry.ts';
import { AnalysisJobs } from './jobs.ts';

export interface AppHandlerOptions {
  /** What opening the store found (`storeNotice` answers it; default none). */
  readonly storeNotice?: StoreNotice | null;
  /** Who decides the computers' moves at the table (default: the pool). */
  readonly decider?: Decider;
  /** The table's clock and seeds (default: the real ones). */
  readonly games?: GameServiceOptions;
  /**
   * How long the drill stock mines and the reviews ahead go on after the last call (ms; default
   * DEFAULT_REST_AFTER_MS, 0: never rest).
   */
  readonly stockRestMs?: number;
  /** The shared table: where the renderer the guests load is, and its server's settings (default: none). */
  readonly share?: ShareOptions;
}

export interface AppHandler {
  readonly handle: Handle;
  /** The table's service behind `handle` (for a caller that times or inspects it directly). */
  readonly games: GameService;
  /** What main tells the renderer (src-shared/api/events.ts): the transports subscribe here. */
  readonly events: EventBus;
  /** The shared table's controller, when the app shares tables. */
  readonly share: ShareController | null;
  /** The drill stock the app fills in the background (for a caller that inspects whether it rests). */
  readonly stock: DrillStock;
  /**
   * Stops the jobs, reviews and drill stock this started and closes a shared table (its server with every
   * connection, at once); not the store or the pool. Settles when the guest server is closed.
   */
  readonly close: () => Promise<void>;
}

export function createAppHandler(
  store: Store,
  pool: SolverPool,
  options: AppHandlerOptions = {},
): AppHandler {
  const events = new EventBus();
  const restAfterMs = options.stockRestMs ?? DEFAULT_REST_AFTER_MS;
  // The jobs tell their news on the bus (the renderer fetches when told, src-shared/api/events.ts).
  const onNews = (news: JobNews) => events.publish({ kind: 'job', ...news });
  const jobs = new AnalysisJobs(pool, { onNews });
  // New drills in the stock: a training screen waiting on an empty theme asks again.
  const stocked = () => events.publish({ kind: 'stock' });
  const training = startTraining(
    store.drills,
    pool,
    {
      onBatch: (_, stored) => {
        if (stored > 0) stocked();
      },
      onRejudged: stocked,
      restAfterMs,
    },
    store.mistakes,
  );
  const reviews = new ReviewService(store, pool, {
    jobs: new ReviewJobs({ onNews }),
    restAfterMs,
    onReviewed: training.onReviewed,
    onOwnStored: (hand, review) => recordReview(store.mistakes, hand, review, new Date().toISOString()),
  });
  // The app is in use: the drill stock mines and the reviews ahead go on while it is, and both rest once
  // no call came for `restAfterMs`, so an app left alone falls idle (docs/RELIABILITY.md "Memory of a
  // busy evening").
  const inUse = () => {
    training.stock.touch();
    reviews.touch();
  };
  const games = new GameService(store, options.decider ?? pool, { ...options.games, events });
  // A hand's review begins as soon as it ends, in the background lane: "Rozbor hry" finds it done.
  games.onHandFinished((id, handNo) => reviews.reviewAhead(id, handNo));
  const share =
    options.share === undefined
      ? null
      : new ShareController(store, games, {
          ...options.share,
          events,
          reviews,
          // A guest's move is the app in use as much as the host's: friends play, the miner rests not.
          onGuestCall: () => inUse(),
        });
  const answer = createHandler({
    pool,
    games,
    jobs,
    reviews,
    coach: new Coach(store, pool, { control: (id) => games.control(id) }),
    storeNotice: options.storeNotice ?? null,
    progress: new ProgressService(store.progress, undefined, undefined, store),
    lessons: startLessons(store.lessons, pool, undefined, store.mistakes),
    drills: training.drills,
    ...(share === null ? {} : { share }),
  });
  // Every call is the app in use.
  const handle: Handle = (method, params, call) => {
    inUse();
    return answer(method, params, call);
  };
  let closed: Promise<void> | null = null;
  return {
    handle,
    games,
    events,
    share,
    stock: training.stock,
    close: () =>
      (closed ??= (() => {
        jobs.close();
        reviews.close();
        training.stop();
        return share === null ? Promise.resolve() : share.close();
      })()),
  };
}
