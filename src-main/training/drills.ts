/**
 * Drills over the API (src-shared/api/drills.ts): `drillNext` serves a drill near the learner's rating
 * from the stock (chooseDrill), or in due mode the repetition item due first; `drillPlay` judges a card
 * (illegal: the engine's reason; right or wrong: the solver's analysis of the real deal, or for a wrong
 * card in a seat drill of the adversarial re-deal, in the pool's interactive lane); the first card of a
 * served drill finishes the attempt and is written in one transaction (both ratings, the drill's plays,
 * an attempts row, the repetition item `drill:<id>`). `drillStatus`: rating, stock, due today.
 */
import {
  type ApiResult,
  type HandState,
  apply,
  createRng,
  err,
  fromPosition,
  ok,
  shapeError,
  view,
} from '../../src-shared/index.ts';
import {
  DRILL_THEMES,
  type DrillCallParams,
  type DrillFocus,
  type DrillNextParams,
  type DrillPlayParams,
  type DrillStatus,
  type DrillStatusParams,
  type DrillTheme,
  type RatingChange,
  type ShownDrill,
} from '../../src-shared/api/drills.ts';
import { isPublicHistory } from '../../src-shared/api/game.ts';
import { chooseDrill } from '../../src-shared/training/choice.ts';
import { type Rating, UNRATED, rateAttempt, ratingAt } from '../../src-shared/training/glicko.ts';
import {
  type RepetitionChange,
  changeOf,
  endOfDay,
  failed,
  isDue,
  solved,
} from '../../src-shared/training/repetition.ts';
import type { SolverPool } from '../solver/pool.ts';
import { type DrillRow, type DrillTables, themeSubject } from '../store/drills.ts';
import { drillItem, dueCount, dueDrills, readDrill, readStored } from './queue.ts';
import type { BidDrill, BidTheme } from './bid-mine.ts';
import { answerOf, choiceValues, readBidDrill, shownBidDrill } from './bid-drills.ts';
import { type Drill, type Theme, goalOf, gradeCard } from './drill-judge.ts';
import { JUDGES } from './judges.ts';
import type { FinishedHand, HandReview } from '../../src-shared/api/review.ts';
import { addBidItems } from './bid-items.ts';
import { addPersonalDrills } from './drill-personal.ts';
import { DrillStock, type StockOptions, type StockPool } from './stock.ts';
import type { MistakeTables } from '../store/mistakes.ts';
import { recordMistake, techniqueOf, weakestFocus } from './weak-spots.ts';
import type { PrincipleNote } from '../../src-shared/explain/principles/note.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The API's theme list is mine.ts's and then bid-mine.ts's. */
const _themesAgree: Same<Theme | BidTheme, DrillTheme> = true;
void _themesAgree;

export interface DrillApi {
  drillNext(p: DrillNextParams): Promise<ApiResult<'drillNext'>>;
  drillPlay(p: DrillPlayParams): Promise<ApiResult<'drillPlay'>>;
  drillStatus(p: DrillStatusParams): Promise<ApiResult<'drillStatus'>>;
  drillCall(p: DrillCallParams): Promise<ApiResult<'drillCall'>>;
}

export type DrillPool = Pick<SolverPool, 'refuteDrill'>;

export interface DrillServiceOptions {
  /** Epoch ms now (default: the clock). */
  readonly now?: () => number;
  /** Seed of the choice of drills (default: the clock). */
  readonly seed?: number;
  /** Time limit of a verdict (ms, default 60 000). */
  readonly timeoutMs?: number;
  /**
   * The learner's own mistakes (weak-spots.ts): a wrong answer is recorded there, and drills of every
   * theme lean toward the weakest principle's themes. Absent: neither.
   */
  readonly mistakes?: MistakeTables;
}

/**
 * How often (per cent) a drill of every theme is drawn from the weakest principle's themes alone (when their stock
 * has one); otherwise from the whole stock, as without a weak spot. A lean, never the only choice.
 */
export const FOCUS_PERCENT = 50;

export const LEARNER = 'learner';
export { drillItem };

function drillState(d: Drill): HandState {
  const s = fromPosition(d.position);
  if (!s.ok) throw new Error(`a stored drill does not read: ${s.error.code}`);
  return s.value;
}

/**
 * What the learner may see of a stored drill (`drillNext`): the seat's view — the hand so far: the
 * tricks, the contract, the marriages — and for an exact drill every hand and the talon; a seat drill
 * its own talon only when it laid it, and the count of layouts it cannot rule out; a personal drill the
 * calls of its reviewed hand as the seat saw them (stored with it; one that does not read is served as
 * not known). No hidden card of a seat drill leaves main before the answer.
 */
export function shownDrill(
  row: Pick<DrillRow, 'id' | 'theme' | 'kind' | 'source' | 'rating'>,
  d: Drill,
  isDue: boolean,
): ShownDrill {
  const seen = view(drillState(d), d.seat);
  const exact = row.kind === 'exact';
  return {
    id: row.id,
    theme: row.theme as DrillTheme,
    kind: row.kind,
    source: row.source,
    seat: d.seat,
    side: d.side,
    goal: goalOf(d),
    view: seen,
    hands: exact ? d.position.hands : null,
    talon: exact ? d.position.talon : seen.talon,
    layouts: exact ? null : (d.layouts?.count ?? null),
    history: row.source === 'review' && isPublicHistory(d.history) ? d.history : null,
    rating: row.rating,
    due: isDue,
  };
}

export class DrillService implements DrillApi {
  private readonly tables: DrillTables;
  private readonly pool: DrillPool;
  private readonly stock: DrillStock | null;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly rng;
  private readonly mistakes: MistakeTables | undefined;
  /** Drills served and not yet answered: their first card is rated. */
  private readonly open = new Set<number>();

  constructor(
    tables: DrillTables,
    pool: DrillPool,
    stock: DrillStock | null,
    options: DrillServiceOptions = {},
  ) {
    this.tables = tables;
    this.pool = pool;
    this.stock = stock;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.rng = createRng(options.seed ?? Date.now() % 2 ** 31);
    this.mistakes = options.mistakes;
  }

  /** The learner's rating now: the stored one, its deviation grown by the days since (Glicko `idle`). */
  learner(subject: string = LEARNER): Rating {
    const stored = this.tables.rating(subject);
    const at = this.tables.ratedAt(subject);
    return stored === null ? UNRATED : at === null ? stored : ratingAt(stored, at, this.now());
  }

  status(utcOffset = 0): DrillStatus {
    const now = this.now();
    const counts = this.tables.stockCounts(JUDGES);
    return {
      learner: this.learner(),
      stock: Object.fromEntries(DRILL_THEMES.map((t) => [t, counts[t] ?? 0])) as DrillStatus['stock'],
      dueToday: dueCount(this.tables, now, utcOffset),
      mining: (this.stock?.mining ?? null) !== null || (this.stock?.rejudging ?? null) !== null,
    };
  }

  drillStatus = async (p: DrillStatusParams): Promise<ApiResult<'drillStatus'>> =>
    ok(this.status(p.utcOffset ?? 0));

  drillNext = async (p: DrillNextParams): Promise<ApiResult<'drillNext'>> => {
    const now = this.now();
    const offset = p.utcOffset ?? 0;
    const exclude = new Set((p.exclude ?? []).map(String));
    let row: DrillRow | null = null;
    let isDue = false;
    let focus: DrillFocus | null = null;
    if (p.due) {
      // The queue in order; a drill just shown (`exclude`) waits behind the others but is served
      // again when only such drills are due, so the queue serves exactly what the count counts.
      const queue = dueDrills(this.tables, now, offset).filter(
        (d) => p.theme === null || d.row.theme === p.theme,
      );
      const pick = queue.find((d) => !exclude.has(String(d.row.id))) ?? queue[0];
      if (pick !== undefined) {
        row = pick.row;
        isDue = true;
      }
    } else {
      const all = this.tables.stock(p.theme, JUDGES).map((e) => ({ ...e, id: String(e.id) }));
      // Every theme: lean toward the weakest principle's themes (FOCUS_PERCENT of the draws).
      focus = p.theme === null && this.mistakes !== undefined ? weakestFocus(this.mistakes.all(), now) : null;
      let stock = all;
      if (focus !== null && this.rng.int(100) < FOCUS_PERCENT) {
        const themes: readonly string[] = focus.themes;
        const leaning = all.filter((e) => themes.includes(e.theme) && !exclude.has(e.id));
        if (leaning.length > 0) stock = leaning;
      }
      const pick = chooseDrill(this.learner(), stock, this.rng, { exclude });
      if (pick !== null) row = this.tables.drill(Number(pick.id));
      // Keep the stock full: a theme drawn from is topped up soon.
      this.stock?.kick(p.theme);
    }
    const drill = row === null ? null : readStored(row);
    if (row === null || drill === null)
      return ok({ drill: null, empty: p.due ? 'due' : 'stock', status: this.status(offset), focus });
    this.open.add(row.id);
    const shown = 'type' in drill ? shownBidDrill(row, drill, isDue) : shownDrill(row, drill, isDue);
    return ok({ drill: shown, empty: null, status: this.status(offset), focus });
  };

  /**
   * A choice on a bidding drill (bid-drills.ts): refused by the rules (not rated), or right or wrong by
   * the judge's stored figures; the first answer on a served drill finishes the attempt, rated and put
   * on the ladder as a card drill's first card is.
   */
  drillCall = async (p: DrillCallParams): Promise<ApiResult<'drillCall'>> => {
    const row = this.tables.drill(p.drill);
    const d = row === null ? null : readBidDrill(row);
    if (row === null || d === null)
      return err({
        code: 'badInput',
        error: shapeError('params.drill', 'a stored bidding drill id', p.drill),
      });
    const answer = answerOf(d, p.action);
    if ('reason' in answer) return ok({ outcome: 'illegal', action: p.action, reason: answer.reason });
    if (answer.choice < 0)
      return err({
        code: 'badInput',
        error: shapeError('params.action', "one of the drill's choices", p.action),
      });
    const right = (d.choices[answer.choice] as BidDrill['choices'][number]).right;
    const finished = this.open.has(row.id) ? this.finish(row, right, p.utcOffset ?? 0, null) : null;
    this.open.delete(row.id);
    return ok({
      outcome: right ? 'right' : 'wrong',
      choice: answer.choice,
      choices: choiceValues(d),
      best: d.best,
      kind: d.kind,
      samples: d.samples,
      over: d.over,
      rating: finished?.rating ?? null,
      repetition: finished?.repetition ?? null,
      status: this.status(p.utcOffset ?? 0),
    });
  };

  drillPlay = async (p: DrillPlayParams): Promise<ApiResult<'drillPlay'>> => {
    const row = this.tables.drill(p.drill);
    const d = row === null ? null : readDrill(row);
    if (row === null || d === null)
      return err({ code: 'badInput', error: shapeError('params.drill', 'a stored drill id', p.drill) });
    const state = drillState(d);
    const played = apply(state, { type: 'play', seat: d.seat, card: p.card });
    if (!played.ok) return ok({ outcome: 'illegal', card: p.card, reason: played.error });
    const { right, layouts, cost } = gradeCard(d, p.card);
    const refuted = await this.pool.refuteDrill(
      {
        method: 'refuteDrill',
        position: d.position,
        seat: d.seat,
        card: p.card,
        goal: goalOf(d),
        wrong: !right,
        redeal: !right && row.kind === 'seat',
        seed: row.id,
        kind: row.kind,
        answers: d.answers,
      },
      { timeoutMs: this.timeoutMs, caller: 'drills' },
    );
    if (!refuted.ok) return refuted;
    // Still open until the attempt is written: a write refused (a full disk) leaves the card to be
    // answered again and rated then.
    const finished = this.open.has(row.id)
      ? this.finish(row, right, p.utcOffset ?? 0, refuted.value.principle ?? null)
      : null;
    this.open.delete(row.id);
    return ok({
      outcome: right ? 'right' : 'wrong',
      card: p.card,
      goal: goalOf(d),
      answers: d.answers,
      layouts,
      cost,
      goalLine: refuted.value.goalLine,
      position: refuted.value.position,
      redealt: refuted.value.redealt,
      analysis: refuted.value.analysis,
      principle: refuted.value.principle ?? null,
      rating: finished?.rating ?? null,
      repetition: finished?.repetition ?? null,
      status: this.status(p.utcOffset ?? 0),
    });
  };

  /**
   * Writes a finished attempt; the learner's rating before and after. A repetition item due by the end
   * of the learner's day counts as reviewed when solved (as if at its due time: "dnes k opakování" may
   * be worked through any time today); a failure starts its ladder again, and is recorded among the
   * learner's mistakes with the verdict's principle (`principle`; none for a bidding drill).
   */
  private finish(
    row: DrillRow,
    right: boolean,
    utcOffset: number,
    principle: PrincipleNote | null,
  ): { rating: RatingChange; repetition: RepetitionChange | null } {
    const now = this.now();
    const before = this.learner();
    const rated = rateAttempt(before, row.rating, right);
    // The theme's rating against the drill as it was, like the overall one.
    const theme = rateAttempt(this.learner(themeSubject(row.theme)), row.rating, right);
    const id = drillItem(row.id);
    const item = this.tables.repetition(id);
    const today = item !== null && isDue(item, now, endOfDay(now, utcOffset));
    const next = right
      ? item === null
        ? null
        : solved(item, today ? Math.max(now, item.due as number) : now)
      : failed(id, item ?? undefined, now);
    this.tables.recordAttempt({
      drill: row.id,
      theme: row.theme,
      solved: right,
      mistakes: right ? 0 : 1,
      learner: rated.learner,
      themeRating: theme.learner,
      drillRating: rated.drill,
      repetition: next === item ? null : next,
      at: new Date(now).toISOString(),
    });
    if (!right)
      recordMistake(this.mistakes, {
        source: 'drill',
        theme: row.theme,
        technique: techniqueOf(principle),
        origin: null,
        at: new Date(now).toISOString(),
      });
    return { rating: { before, after: rated.learner }, repetition: changeOf(item, next) };
  }
}

/** The drill half of main: the service, its stock filler (started) and the review's hook. */
export interface Training {
  readonly drills: DrillService;
  readonly stock: DrillStock;
  /**
   * For ReviewService's `onReviewed`: a reviewed hand's card mistakes become personal drills, its
   * bidding mistakes `bid:` repetition items (bid-items.ts).
   */
  readonly onReviewed: (hand: FinishedHand, review: HandReview) => void;
  stop(): void;
}

export function startTraining(
  tables: DrillTables,
  pool: DrillPool & StockPool,
  options: StockOptions = {},
  mistakes?: MistakeTables,
): Training {
  const stock = new DrillStock(tables, pool, options);
  const drills = new DrillService(tables, pool, stock, mistakes === undefined ? {} : { mistakes });
  stock.start();
  return {
    drills,
    stock,
    onReviewed: (hand, review) => {
      const now = Date.now();
      addPersonalDrills(tables, hand, review, now);
      addBidItems(tables, hand, review, now);
    },
    stop: () => stock.stop(),
  };
}
