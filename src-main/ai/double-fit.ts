/**
 * The fit of a variant's doubling rule (`DOUBLE_RULE` in doubling.ts: volený, křížový, lízaný) to what
 * doubles really earned: `npm run double-fit` (scripts/double-fit.ts) collects defenders' doubling decisions with
 * their sampled rows and, per component open, what raising it gained in the hand as it was really
 * played; this module re-decides every such decision under each candidate rule and adds up the money
 * the doubles it would take earned. Pure: no search, no I/O.
 */
import { type ComponentKind, type HandState, settle } from '../../src-shared/index.ts';
import { type DoubleRule, moneyDoubles } from './doubling.ts';
import type { DoublingSample } from './level-config.ts';
import { clearsDoubleBar } from './estimate.ts';
import { interval } from './arena.ts';

/**
 * One defender's doubling decision: what it sampled, and per open component (same order as `open`)
 * the money per defender, units of the base, that raising it once more brought the defender in the
 * hand as played (the same cards, the doubles at the decision's stakes otherwise).
 */
export interface DoublingCase extends DoublingSample {
  readonly realized: readonly number[];
}

/**
 * What raising each open component of `sample` once more gained the defender in `final`, the hand as
 * it was played (money per defender, units): the same cards settled with the doubles of the decision's
 * moment, and with that component raised.
 */
export function realizedGains(final: HandState, sample: DoublingSample): number[] {
  const perDefender = (doubles: Readonly<Partial<Record<string, number>>>) =>
    settle({
      ...final,
      components: final.components.map((c) => ({ ...c, doubles: doubles[c.kind] ?? 0 })),
    }).perDefender;
  const before = perDefender(sample.doubles);
  return sample.open.map(
    (k) => -(perDefender({ ...sample.doubles, [k]: (sample.doubles[k] ?? 0) + 1 }) - before),
  );
}

/** How one candidate rule does on the cases. */
export interface RulePoint {
  readonly z: number;
  readonly edge: number;
  /** Whether the level's share bar (`clearsDoubleBar`) was applied on top of the money. */
  readonly bar: boolean;
  readonly asked: number;
  readonly doubled: number;
  /** Doubled of asked. */
  readonly rate: number;
  /** Realized gain per doubled decision (units per defender) and its 95% half-width (cases as independent). */
  readonly gain: number;
  readonly half: number;
  /** Realized gain summed over the doubled decisions, per decision asked: what the rule earns. */
  readonly perAsked: number;
}

/** The z of every further double, relative to the first (the hand-set rule's 1 : 1.5 : 2). */
export const Z_STEPS = [1, 1.5, 2] as const;

/**
 * A candidate rule: first-double z (the others by `Z_STEPS`) and the edge; betl and durch as before, and
 * the announced seven and hundred and the deals' correlation as in `like` (a variant's rule), if given.
 */
export function ruleOf(z: number, edge: number, noTrumpZ = Infinity, like?: DoubleRule): DoubleRule {
  return {
    z: Z_STEPS.map((s) => s * z),
    edge,
    noTrumpZ,
    ...(like?.announcedZ === undefined ? {} : { announcedZ: like.announcedZ }),
    ...(like?.correlation === undefined ? {} : { correlation: like.correlation }),
    ...(like?.againstZ === undefined ? {} : { againstZ: like.againstZ }),
  };
}

/**
 * The components a defender raises in `c` under `rule` (and the share bar when `bar`), as the level
 * decides (sampling-player.ts `double`, seven and hundred against left out).
 */
export function decide(c: DoublingSample, rule: DoubleRule, bar: boolean): ComponentKind[] {
  const money = moneyDoubles(c, c.open, c.doubles, -1, rule);
  return money.chosen.filter(
    (k) =>
      !bar || clearsDoubleBar(c.share[c.open.indexOf(k)] as number, c.weights, c.doubles[k] ?? 0, c.doubleAt),
  );
}

/** What the doubles `rule` takes in `c` really earned (units per defender; 0 when it takes none). */
function earned(c: DoublingCase, rule: DoubleRule, bar: boolean): number {
  return decide(c, rule, bar).reduce((sum, k) => sum + (c.realized[c.open.indexOf(k)] as number), 0);
}

/** Re-decides every case under `rule` and adds up what the doubles taken earned. */
export function evaluateRule(cases: readonly DoublingCase[], rule: DoubleRule, bar: boolean): RulePoint {
  const gains: number[] = [];
  for (const c of cases) {
    if (decide(c, rule, bar).length === 0) continue;
    gains.push(earned(c, rule, bar));
  }
  const n = gains.length;
  const total = gains.reduce((a, b) => a + b, 0);
  const gain = n === 0 ? 0 : total / n;
  const spread = gains.reduce((a, g) => a + (g - gain) ** 2, 0);
  const half = n < 2 ? Infinity : 1.96 * Math.sqrt(spread / (n - 1) / n);
  return {
    z: rule.z[0] as number,
    edge: rule.edge,
    bar,
    asked: cases.length,
    doubled: n,
    rate: cases.length === 0 ? 0 : n / cases.length,
    gain,
    half,
    perAsked: cases.length === 0 ? 0 : total / cases.length,
  };
}

/**
 * Two players' decisions at the same moments (`npm run double-fit -- --also`: `b[i]` asked at `a[i]`'s
 * view, both paid from the same play): per decision, what `b`'s doubles under `rule` earned less what
 * `a`'s did, its mean and 95% half-width (units per defender; decisions as independent).
 */
export function pairedGain(
  a: readonly DoublingCase[],
  b: readonly DoublingCase[],
  rule: DoubleRule,
  bar: boolean,
): { mean: number; half: number; n: number } {
  if (a.length !== b.length) throw new Error(`unpaired decisions: ${a.length} and ${b.length}`);
  return interval(a.map((c, i) => earned(b[i] as DoublingCase, rule, bar) - earned(c, rule, bar)));
}

/**
 * Two rules on the same decisions: per decision, what the doubles `after` takes earned less what those
 * `before` takes earned (both with the share bar), its mean and 95% half-width (units per defender;
 * decisions as independent).
 */
export function pairedRules(
  cases: readonly DoublingCase[],
  after: DoubleRule,
  before: DoubleRule,
): { mean: number; half: number; n: number } {
  return interval(cases.map((c) => earned(c, after, true) - earned(c, before, true)));
}

/** The flek rate as defender issue 52 asks of every level: between 8 % and 25 % of the hands defended. */
export const RATE_BAND = [0.08, 0.25] as const;

/**
 * Every rule of the grid (`zs` × `edges`, with and without the share bar) on the cases, and the best:
 * the one that earns most per decision asked among those whose rate lies in `RATE_BAND` and whose
 * doubles gain on average; if none does, the one that earns most. Ties go to the first in grid order
 * (give the grids from cautious to bold so that ties keep the fewer doubles). The announced seven and
 * hundred and the correlation stay those of `like` (the variant's rule), when given.
 */
export function fitDoubleRule(
  cases: readonly DoublingCase[],
  zs: readonly number[],
  edges: readonly number[],
  like?: DoubleRule,
): { points: RulePoint[]; best: RulePoint | null } {
  const points: RulePoint[] = [];
  for (const bar of [true, false])
    for (const z of zs)
      for (const edge of edges) points.push(evaluateRule(cases, ruleOf(z, edge, Infinity, like), bar));
  const inBand = points.filter((p) => p.rate >= RATE_BAND[0] && p.rate <= RATE_BAND[1] && p.gain > 0);
  const pool = inBand.length > 0 ? inBand : points;
  let best: RulePoint | null = null;
  for (const p of pool) if (best === null || p.perAsked > best.perAsked + 1e-12) best = p;
  return { points, best };
}
