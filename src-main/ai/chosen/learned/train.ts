/**
 * Training of the learned evaluation (eval.ts) from solver-labelled deals: every seeded deal of volený
 * at the csm table of three is dealt as the arena deals it (`dealDeck`), each of forehand's candidate
 * contracts (features.ts) is laid out with the talon rule of thumb's discard and valued by the exact
 * search with every card open, and two models are fitted per game:
 * - P(win), the declarer's money above zero: a logistic regression by Newton's method (a small ridge
 *   keeps a separable sample, such as the durch, finite), against a binned table of the same outcome;
 * - E[money], units per defender: P(win) weighing the mean money of the contracts won and of those
 *   lost, per game (the suit game in hearts apart, as some rules pay it double). A linear fit of money
 *   cannot be right for betl and durch, whose money takes one of two values.
 * The held-out deals of another seed decide between the logistic and the table (the logistic, the one
 * with fewer numbers, unless the table's log-loss is lower by more than its 95 % interval) and give the
 * calibration per decile of the prediction. Deterministic: the same arguments give the same model, to
 * the byte. No file access (the script scripts/train-eval.ts writes the result).
 */
import { type Card, fromCards, newHand, preset, toCards, view } from '../../../../src-shared/index.ts';
import { Search } from '../../../solver/search.ts';
import { dealDeck } from '../../arena.ts';
import { startOfPlay } from '../../estimate.ts';
import { mainVariant } from '../../../variants/registry.ts';
import {
  EVAL_GAMES,
  type EvalCandidate,
  type EvalGame,
  FEATURE_NAMES,
  chosenCandidates,
  features,
  keptTen,
} from './features.ts';
import { type Calibration, type EvalModel, MODEL_VERSION, TABLE_KEYS, moneyKey, tableKey } from './model.ts';

/** One candidate contract on one deal: its game, its features and its exact value. */
export interface Row {
  readonly candidate: EvalCandidate;
  /** Forehand's twelve cards before the talon. */
  readonly twelve: readonly Card[];
  readonly game: EvalGame;
  readonly x: readonly number[];
  readonly key: string;
  /** The money model's cell (moneyKey). */
  readonly money: string;
  /** Money per defender, units of the base, with every card open; won when above zero. */
  readonly value: number;
}

export const EVAL_RULES = 'csm';
const Z95 = 1.959964;
/** The ridge on the logistic's coefficients (not the bias): keeps a separable sample finite. */
const RIDGE = 0.01;

/** Forehand's candidates on deal `i` of `seed`, each valued by the exact search. */
export function labelDeal(seed: number, i: number): Row[] {
  const rules = preset(EVAL_RULES);
  const table = mainVariant('chosen').arenaTable(3);
  const state = newHand({ rules, table, deck: dealDeck(seed, i), variant: 'chosen' });
  const fh = state.toAct as number;
  const first7 = view(state, fh).hand;
  const twelve = toCards(state.hands[fh] ?? 0);
  return chosenCandidates(first7, twelve).map((c) => ({
    candidate: c,
    twelve,
    game: c.game,
    x: features(twelve, c),
    money: moneyKey(c),
    key: tableKey(twelve, c),
    value: valueOn(state.hands, fh, twelve, c, rules, table),
  }));
}

function valueOn(
  hands: readonly number[],
  fh: number,
  twelve: readonly Card[],
  c: EvalCandidate,
  rules: ReturnType<typeof preset>,
  table: ReturnType<ReturnType<typeof mainVariant>['arenaTable']>,
): number {
  const { ten, talon } = keptTen(twelve, c);
  const dealt = hands.slice();
  dealt[fh] = fromCards(ten);
  const start = startOfPlay(rules, table, dealt, fromCards(talon), {
    declarer: fh,
    game: c.game,
    trump: c.trump,
    announced: {},
    doubles: {},
  });
  return start.phase === 'play' ? new Search(start).value() : 0;
}

/** Rows of `count` deals of `seed` from deal `from`; `progress` hears after every deal. */
export function labelDeals(seed: number, count: number, from = 0, progress?: (done: number) => void): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(...labelDeal(seed, from + i));
    progress?.(i + 1);
  }
  return rows;
}

/** Solves A x = b (A small, symmetric positive definite) by Gaussian elimination with partial pivoting. */
function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    if (p === 0) throw new Error('train: a singular system (a feature never varies)');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / p;
      if (f !== 0) for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: readonly number[], x: readonly number[]) =>
  x.reduce((s, v, k) => s + v * (w[k + 1] as number), w[0] as number);

/** Logistic regression of won (value > 0) on x with a bias first, by Newton's method with a ridge. */
export function fitLogistic(xs: readonly (readonly number[])[], ys: readonly number[]): number[] {
  const d = (xs[0]?.length ?? 0) + 1;
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < 100; it++) {
    const g = new Array<number>(d).fill(0);
    const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    xs.forEach((x, r) => {
      const q = sigmoid(dot(w, x));
      const z = [1, ...x];
      const e = (ys[r] as number) - q;
      const v = q * (1 - q);
      for (let a = 0; a < d; a++) {
        g[a]! += e * z[a]!;
        for (let b = 0; b < d; b++) h[a]![b]! += v * z[a]! * z[b]!;
      }
    });
    for (let a = 1; a < d; a++) {
      g[a]! -= RIDGE * w[a]!;
      h[a]![a]! += RIDGE;
    }
    const step = solve(h, g);
    w = w.map((v, a) => v + step[a]!);
    if (step.reduce((s, v) => s + Math.abs(v), 0) < 1e-10) break;
  }
  return w;
}

/** The binned table: per key, wins and deals; its estimate is (wins + 1) / (deals + 2). */
function fitTable(rows: readonly Row[]): Record<string, readonly [number, number]> {
  const t = new Map<string, [number, number]>();
  for (const r of rows) {
    const cell = t.get(r.key) ?? [0, 0];
    cell[0] += +(r.value > 0);
    cell[1] += 1;
    t.set(r.key, cell);
  }
  return Object.fromEntries([...t.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const round = (v: number, digits = 6) => Number(v.toFixed(digits));
const mean = (xs: readonly number[]) => xs.reduce((s, v) => s + v, 0) / Math.max(1, xs.length);

/** Per decile of the prediction (equal counts, sorted by prediction): mean predicted, share won, ±95 %. */
export function calibration(preds: readonly number[], wins: readonly number[]): Calibration[] {
  const order = preds.map((p, i) => i).sort((a, b) => preds[a]! - preds[b]! || a - b);
  const out: Calibration[] = [];
  for (let k = 0; k < 10; k++) {
    const part = order.slice(Math.floor((k * order.length) / 10), Math.floor(((k + 1) * order.length) / 10));
    const n = part.length;
    if (n === 0) continue;
    const pred = part.reduce((s, i) => s + preds[i]!, 0) / n;
    const actual = part.reduce((s, i) => s + wins[i]!, 0) / n;
    out.push({
      pred: round(pred, 4),
      actual: round(actual, 4),
      n,
      ci: round(Z95 * Math.sqrt(Math.max(actual * (1 - actual), 0.25 / n) / n), 4),
    });
  }
  return out;
}

const logLoss = (p: number, y: number) => -Math.log(Math.min(1 - 1e-9, Math.max(1e-9, y ? p : 1 - p)));

/** Mean and 95 % half-width of paired per-row differences. */
function meanCi(d: readonly number[]): { mean: number; ci: number } {
  const n = d.length;
  const mean = d.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(d.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1));
  return { mean, ci: (Z95 * sd) / Math.sqrt(n) };
}

export interface TrainOptions {
  readonly seed: number;
  readonly deals: number;
  readonly holdoutSeed: number;
  readonly holdout: number;
  /** Recorded in the model: the commit and the command it was trained by. */
  readonly commit: string;
  readonly command: string;
  readonly progress?: (what: string, done: number, of: number) => void;
}

/** Labels, fits and checks the model (see the file's comment); the result is what eval-chosen.json holds. */
export function trainEval(o: TrainOptions): EvalModel {
  const train = labelDeals(o.seed, o.deals, 0, (k) => o.progress?.('training', k, o.deals));
  const held = labelDeals(o.holdoutSeed, o.holdout, 0, (k) => o.progress?.('held-out', k, o.holdout));
  const win = {} as Record<EvalGame, number[]>;
  const money: Record<string, { won: number; lost: number }> = {};
  for (const cell of [...new Set(train.map((r) => r.money))].sort()) {
    const rows = train.filter((r) => r.money === cell);
    const won = rows.filter((r) => r.value > 0).map((r) => r.value);
    const lost = rows.filter((r) => r.value <= 0).map((r) => r.value);
    money[cell] = { won: round(mean(won)), lost: round(mean(lost)) };
  }
  for (const g of EVAL_GAMES) {
    const rows = train.filter((r) => r.game === g);
    if (rows.length === 0) throw new Error(`train: no ${g} candidate in ${o.deals} deals`);
    win[g] = fitLogistic(
      rows.map((r) => r.x),
      rows.map((r) => +(r.value > 0)),
    ).map((v) => round(v));
  }
  const table = fitTable(train);
  const base: Omit<EvalModel, 'chosen' | 'holdout'> = {
    version: MODEL_VERSION,
    variant: 'chosen',
    rules: EVAL_RULES,
    features: FEATURE_NAMES,
    tableKeys: TABLE_KEYS,
    win,
    money: money,
    table,
    training: { seed: o.seed, deals: o.deals, rows: train.length },
    commit: o.commit,
    command: o.command,
  };
  const logisticOf = (r: Row) => sigmoid(dot(base.win[r.game], r.x));
  const tableOf = (r: Row) => {
    const [w, n] = table[r.key] ?? [0, 0];
    return (w + 1) / (n + 2);
  };
  const wins = held.map((r) => +(r.value > 0));
  const lossLogistic = held.map((r, i) => logLoss(logisticOf(r), wins[i]!));
  const lossTable = held.map((r, i) => logLoss(tableOf(r), wins[i]!));
  const diff = meanCi(lossLogistic.map((v, i) => v - lossTable[i]!));
  const chosen = held.length > 0 && diff.mean - diff.ci > 0 ? 'table' : 'logistic';
  const predict = chosen === 'table' ? tableOf : logisticOf;
  const moneyOf = (r: Row) => {
    const cell = money[r.money] ?? { won: 0, lost: 0 };
    const p = predict(r);
    return p * cell.won + (1 - p) * cell.lost;
  };
  const moneyErr = held.map((r) => (moneyOf(r) - r.value) ** 2);
  const heldMean = mean(held.map((r) => r.value));
  return {
    ...base,
    chosen,
    holdout: {
      seed: o.holdoutSeed,
      deals: o.holdout,
      rows: held.length,
      logLoss: { logistic: round(mean(lossLogistic), 4), table: round(mean(lossTable), 4) },
      logisticMinusTable: { mean: round(diff.mean, 4), ci: round(diff.ci, 4) },
      moneyRmse: round(Math.sqrt(mean(moneyErr)), 4),
      moneySd: round(Math.sqrt(mean(held.map((r) => (r.value - heldMean) ** 2))), 4),
      calibration: calibration(held.map(predict), wins),
      byGame: Object.fromEntries(
        EVAL_GAMES.map((g) => {
          const rows = held.filter((r) => r.game === g);
          return [
            g,
            {
              n: rows.length,
              pred: round(mean(rows.map(predict)), 4),
              actual: round(mean(rows.map((r) => +(r.value > 0))), 4),
            },
          ];
        }),
      ) as EvalModel['holdout']['byGame'],
    },
  };
}
