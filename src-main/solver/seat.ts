/**
 * Analysis from one seat's view: every legal card of the seat to act, solved exactly in each layout of
 * the unseen cards consistent with what the seat knows (all of them when few, else a uniform sample),
 * and summarised per card. Layouts count equally unless the caller weighs them (the computer players
 * weigh them by what the bidding says about the hidden hands, and where their level says so by how
 * likely the others' recent cards were in each layout). Pure TypeScript, for worker threads.
 */
import {
  type Card,
  type HandState,
  type SeatAnalysis,
  type SeatCardStats,
  type SeatView,
  cardAt,
  createRng,
  shuffled,
} from '../../src-shared/index.ts';
import { SampledLayouts, enumerateFrom, layoutModel, modelCount } from './layouts.ts';
import { STOPPED, Search } from './search.ts';

export interface SeatAnalysisOptions {
  /** Seed of the layout sample: the same view and seed give the same answer. */
  readonly seed: number;
  /** Layouts sampled when they are too many to enumerate (default 200). */
  readonly maxLayouts?: number;
  /** Every layout is solved when there are at most this many (default 500). */
  readonly exactLimit?: number;
  /** Receives the partial result after the first layout and then every few layouts (done = false). */
  readonly onProgress?: (partial: SeatAnalysis) => void;
  /** Polled before each layout and inside its solves; when true the layouts finished so far come back (done = false). */
  readonly shouldStop?: () => boolean;
  /** Relative likelihood of a layout (default 1 each); shares and means are then weighted by it. */
  readonly weight?: (layout: HandState) => number;
  /**
   * A further factor of a layout's weight that searches itself (the computer players' inference from
   * the cards played, src-main/ai/play-inference.ts): its nodes count in `maxNodes` and in the answer.
   */
  readonly likelihood?: (layout: HandState) => { readonly weight: number; readonly nodes: number };
  /**
   * Solver nodes after which no further layout begins (the one begun is finished, so at least one
   * layout is always solved unless `shouldStop` says otherwise); the answer then has done = false.
   */
  readonly maxNodes?: number;
  /**
   * Layouts of the seeded stream passed over before the first one solved (default 0): with the same
   * seed, `skip: n, maxLayouts: m` solves the layouts n…n+m−1 of the stream `maxLayouts: n + m` solves,
   * so a sampling in rounds adds new layouts to those it has.
   */
  readonly skip?: number;
  /** Keep every card's value in each layout (`SeatCardStats.values`). */
  readonly values?: boolean;
}

/** A partial result after the first layout (the first estimate shows soon), then every few layouts. */
const PROGRESS_EVERY = 5;

/** Analyse the seat to act in a view of the play phase (view.seat must be view.toAct). */
export function analyzeForSeat(view: SeatView, options: SeatAnalysisOptions): SeatAnalysis {
  if (view.phase !== 'play' || view.toAct !== view.seat)
    throw new Error('analyzeForSeat needs the view of the seat to act in the play phase');
  const maxLayouts = options.maxLayouts ?? 200;
  const exactLimit = options.exactLimit ?? 500;
  // The declarer's side: he and (křížový) his partner, who always knows himself.
  const declarerSide = view.seat === view.declarer || view.seat === view.partner;
  const legal = view.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const keeps = legal.map(() => 0);
  const wins = legal.map(() => 0);
  const sums = legal.map(() => 0);
  const each: number[][] | null = options.values === true ? legal.map(() => []) : null;
  const layoutWeights: number[] = [];
  const skip = options.skip ?? 0;

  const streams = streamsOf(view, options.seed);
  const count = streams.total;
  const exhaustive = count <= Math.max(exactLimit, skip + maxLayouts);
  const layouts = layoutsOf(streams, count <= exactLimit, skip, maxLayouts);
  const maxNodes = options.maxNodes ?? Infinity;
  let nodes = 0;
  let solved = 0;
  let weightSum = 0;

  const result = (done: boolean): SeatAnalysis => {
    const share = (n: number) => (weightSum === 0 ? 0 : n / weightSum);
    const cards: SeatCardStats[] = legal.map((card: Card, i) => ({
      card,
      keeps: share(keeps[i] as number),
      wins: share(wins[i] as number),
      meanValue: share(sums[i] as number),
      ...(each === null ? {} : { values: (each[i] as number[]).slice() }),
    }));
    const favour = declarerSide ? 1 : -1;
    cards.sort((a, b) => b.keeps - a.keeps || b.wins - a.wins || favour * (b.meanValue - a.meanValue));
    return {
      seat: view.seat,
      layouts: solved,
      exact: done && exhaustive,
      total: done && exhaustive ? solved : count,
      done,
      cards,
      nodes,
      ...(each === null ? {} : { weights: layoutWeights.slice() }),
    };
  };

  for (const state of layouts) {
    if (options.shouldStop?.() === true || (solved > 0 && nodes >= maxNodes)) return result(false);
    const search = new Search(state, options.shouldStop ? { shouldStop: options.shouldStop } : {});
    let values: number[];
    try {
      // One solve per class of equivalent cards in this layout.
      const valueOf = new Map<Card, number>();
      for (const cls of search.classes()) {
        const v = search.valueAfter(cardAt(cls[0] as number));
        for (const c of cls) valueOf.set(cardAt(c), v);
      }
      values = legal.map((card) => valueOf.get(card) as number);
    } catch (e) {
      if (e === STOPPED) return result(false);
      throw e;
    } finally {
      nodes += search.nodes;
    }
    let w = options.weight?.(state) ?? 1;
    try {
      // After the layout's own search: the searches share one table per thread.
      const l = options.likelihood?.(state);
      if (l !== undefined) {
        w *= l.weight;
        nodes += l.nodes;
      }
    } catch (e) {
      if (e === STOPPED) return result(false);
      throw e;
    }
    const best = declarerSide ? Math.max(...values) : Math.min(...values);
    values.forEach((v, i) => {
      if (v === best) keeps[i] = (keeps[i] as number) + w;
      if (declarerSide ? v > 0 : v < 0) wins[i] = (wins[i] as number) + w;
      sums[i] = (sums[i] as number) + w * v;
      each?.[i]?.push(v);
    });
    weightSum += w;
    if (each !== null) layoutWeights.push(w);
    solved++;
    if (solved === 1 || solved % PROGRESS_EVERY === 0) options.onProgress?.(result(false));
  }
  return result(true);
}

/**
 * The seeded streams of one view's layouts: every layout shuffled (when there are at most `exactLimit`,
 * or when the rest of a sampling can be enumerated) and the sampled stream (layouts.ts
 * `SampledLayouts`), each built once and kept. A seat analysis in rounds (the card judge,
 * src-main/review/card.ts) asks for the same view and seed again with `skip`: its earlier layouts are
 * then neither drawn nor rebuilt through the engine again (rebuilding them cost as much as solving a
 * late trick's layouts). What is kept changes no answer: a stream begun afresh gives the same layouts.
 */
interface Streams {
  readonly model: ReturnType<typeof layoutModel>;
  /** The model's count of layouts (an upper bound: a replay or a hundred may reject some). */
  readonly total: number;
  readonly seed: number;
  all: HandState[] | null;
  sampled: SampledLayouts | null;
}

/** The streams of the last few views analysed in this thread (the rounds of one card, the coach's too). */
const kept = new Map<string, Streams>();
const KEPT = 4;

/** Forgets the kept streams (tests: a stream begun afresh gives the same layouts). */
export function forgetLayouts(): void {
  kept.clear();
}

function streamsOf(view: SeatView, seed: number): Streams {
  const key = `${seed}|${JSON.stringify(view)}`;
  const found = kept.get(key);
  if (found !== undefined) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const model = layoutModel(view);
  const streams: Streams = { model, total: modelCount(model), seed, all: null, sampled: null };
  kept.set(key, streams);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return streams;
}

/** Every layout in the seed's shuffled order (any prefix is a fair sample too). */
function everyLayout(s: Streams): HandState[] {
  s.all ??= shuffled([...enumerateFrom(s.model)], createRng(s.seed));
  return s.all;
}

function sampledOf(s: Streams): SampledLayouts {
  s.sampled ??= new SampledLayouts(s.model, createRng(s.seed));
  return s.sampled;
}

/** A layout's identity: the hidden cards' holders. */
const layoutKey = (s: HandState): string => `${s.hands.join(',')}|${s.talon}`;

/**
 * The layouts a call solves: few enough to enumerate (`enumerated`), every one from `skip` on; else
 * the sampled stream's layouts `skip` … `skip + maxLayouts − 1`, or, where those would reach the
 * model's count, every layout the first `skip` of the stream are not (the rest of the sampling
 * enumerated: so the rounds together solve each layout once, and all of them).
 */
function* layoutsOf(s: Streams, enumerated: boolean, skip: number, maxLayouts: number): Generator<HandState> {
  if (enumerated) {
    yield* everyLayout(s).slice(skip);
    return;
  }
  const count = skip + maxLayouts;
  const sampled = sampledOf(s);
  if (s.total <= count) {
    sampled.fill(skip, skip);
    const done = new Set(sampled.layouts.slice(0, skip).map(layoutKey));
    for (const l of everyLayout(s)) if (!done.has(layoutKey(l))) yield l;
    return;
  }
  for (let i = skip; i < count; i++) {
    sampled.fill(i + 1, count);
    const l = sampled.layouts[i];
    if (l === undefined) return;
    yield l;
  }
}
