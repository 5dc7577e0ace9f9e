/**
 * How much work one computer decision may do. A decision samples deals (or layouts) one after another
 * and solves every candidate on each before the next begins, so whenever it stops every candidate has
 * been measured on the same deals. Three limits, checked in this order:
 * - a count of deals: the most a decision ever looks at;
 * - solver nodes: no further deal begins when the deals so far plus one more of their average size
 *   would exceed this many (a deal begun is finished). Deterministic: the same view and seed give the
 *   same decision on any machine;
 * - milliseconds on the clock: a safety cap for the app on a busy machine. It stops a search mid-deal
 *   and the unfinished deal is dropped, so decisions near the cap depend on timing. Infinity turns it
 *   off (tests, the arena).
 * The first deal always begins, whatever the node count says; only the clock can leave a decision
 * with no deal at all, and the player then falls back on its rules of thumb.
 */
import type { HandState } from '../../src-shared/index.ts';
import { STOPPED, Search } from '../solver/search.ts';

export interface Budget {
  /** Deals (or layouts) at most. */
  readonly deals: number;
  /** Solver nodes that the deals, one more of average size included, may not exceed. */
  readonly nodes: number;
  /** Milliseconds after which the search stops where it is (Infinity: never). */
  readonly ms: number;
}

/** A level's bidding budget (`LevelConfig`, `FourHandConfig`). */
export interface BiddingLevel {
  readonly bidSamples: number;
  readonly bidNodes: number;
}

/**
 * The budget of one doubling decision: the level's own doubling deals where it names them for the
 * variant (`doubleDeals`, passed by the variant's player), its bidding nodes scaled alike so that more
 * deals are not cut short by the nodes of fewer; otherwise its bidding budget.
 */
export function doublingBudget(cfg: BiddingLevel, doubleDeals: number | undefined, ms: number): Budget {
  const deals = doubleDeals ?? cfg.bidSamples;
  return { deals, nodes: (cfg.bidNodes * deals) / cfg.bidSamples, ms };
}

/** The clock the time cap reads (milliseconds); tests pass a fake one. */
export type Clock = () => number;
export const wallClock: Clock = () => performance.now();

/**
 * Thrown by a row whose sampled deal the engine refuses for the contract as declared (a constraint the
 * sampler's masks do not carry, such as a hundred's marriage): the deal is drawn again (rejection
 * sampling keeps the draw uniform over the deals the view allows).
 */
export const REJECTED: unique symbol = Symbol('rejected deal');

/** Rejected deals one decision draws at most before it goes on with the deals it has. */
export const MAX_REJECTED = 200;

/** The work of one decision so far: deals finished, nodes searched, and whether the clock ran out. */
export class Work {
  deals = 0;
  nodes = 0;
  /** True once the clock stopped a search or kept a deal from beginning. */
  late = false;
  private readonly started: number;
  private readonly budget: Budget;
  private readonly clock: Clock;

  constructor(budget: Budget, clock: Clock = wallClock) {
    this.budget = budget;
    this.clock = clock;
    this.started = budget.ms === Infinity ? 0 : clock();
  }

  /** Whether the clock has run out (polled by the searches every 1,024 nodes). */
  readonly overTime = (): boolean => {
    if (this.late) return true;
    if (this.budget.ms !== Infinity && this.clock() - this.started >= this.budget.ms) this.late = true;
    return this.late;
  };

  /** Whether another deal may begin. */
  more(): boolean {
    if (this.deals >= this.budget.deals) return false;
    if (this.deals > 0 && this.nodes + this.nodes / this.deals > this.budget.nodes) return false;
    return !this.overTime();
  }

  /** Exact money of the contract played from the first lead; throws STOPPED when the clock runs out. */
  value(start: HandState): number {
    const search = new Search(start, this.budget.ms === Infinity ? {} : { shouldStop: this.overTime });
    try {
      return search.value();
    } finally {
      this.nodes += search.nodes;
    }
  }

  /**
   * Deals one after another while the budget allows: `row` solves every candidate on a fresh deal and
   * returns its values. Rows of deals the clock interrupted are dropped; a deal the row rejects
   * (`REJECTED`) is not counted and another is drawn, at most `MAX_REJECTED` times. `settled`, when
   * given, is asked after each deal whether the rows so far already decide the choice (`clearChoice`):
   * then no further deal begins.
   */
  rows<T>(row: () => T, settled?: (rows: readonly T[]) => boolean): T[] {
    const out: T[] = [];
    let rejected = 0;
    while (this.more()) {
      try {
        out.push(row());
      } catch (e) {
        if (e === STOPPED) break;
        if (e !== REJECTED) throw e;
        if (++rejected >= MAX_REJECTED) break;
        continue;
      }
      this.deals++;
      if (settled?.(out)) break;
    }
    return out;
  }
}

/**
 * When a choice among candidates valued on the same deals is clear enough to stop dealing: from `after`
 * deals on, the candidate of the best mean, against every other, either leads by more than `z` standard
 * errors of their per-deal difference, or trails it surely by less than `margin` (the difference's mean
 * plus `z` errors below it: too alike to matter, as two equivalent talon pairs are on every deal).
 * Rows hold one value per candidate, higher better for the chooser. A close choice goes on dealing up to
 * its budget, a clear one stops early: the budget is spent where it can change the choice.
 */
export interface ClearRule {
  readonly after: number;
  readonly z: number;
  readonly margin: number;
  /** Deals at most under the rule (in place of the level's `bidSamples`): a close choice deals up to it. */
  readonly upTo: number;
}

/** `Work.rows`' `settled` for a decision under `rule`; none (deal to the budget) without one. */
export function settledBy(
  rule: ClearRule | null | undefined,
): ((rows: readonly (readonly number[])[]) => boolean) | undefined {
  return rule ? (rows) => clearChoice(rows, rule) : undefined;
}

export function clearChoice(rows: readonly (readonly number[])[], rule: ClearRule): boolean {
  const n = rows.length;
  if (n < rule.after || n < 2) return false;
  const k = rows[0]?.length ?? 0;
  const means = Array.from({ length: k }, (_, j) => rows.reduce((s, r) => s + (r[j] as number), 0) / n);
  const best = means.indexOf(Math.max(...means));
  for (let j = 0; j < k; j++) {
    if (j === best) continue;
    const lead = (means[best] as number) - (means[j] as number);
    let spread = 0;
    for (const r of rows) spread += ((r[best] as number) - (r[j] as number) - lead) ** 2;
    const error = Math.sqrt(spread / (n - 1) / n);
    const clearlyWorse = lead - rule.z * error > 0;
    const alike = lead + rule.z * error < rule.margin;
    if (!clearlyWorse && !alike) return false;
  }
  return true;
}
