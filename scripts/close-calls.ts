/**
 * Where a bidding decision's deals pay: each way of spending them is graded on the same decisions
 * against a reference. Seeded self-play hands with one level at every seat (untimed, the best choice)
 * give the bidding views whose candidates the level values by its deals (`BIDDING`; volený, licitovaný
 * or křížový by `--variant`). On each view the reference values every candidate on `--ref` deals of its own; each
 * policy then decides `--repeats` times on other deals, and its loss is what its choice is worth less
 * the best candidate's, both by the reference, in units of the base stake for the seat. A policy is a
 * deal count, a node budget and a clear rule (budget.ts `clearChoice`: stop once the choice is clear):
 *
 *   npm run -s close-calls -- [--variant chosen] [--hands 20] [--level hrac] [--ref 96] [--repeats 4]
 *     [--policies "12;24/4,2,0.05"]
 *
 * `--policies`: `;`-separated, each `deals[@nodes][/after,z,margin]` (nodes default: the level's, a bare
 * `@` none; no `/…`: no clear rule). Prints per policy the mean loss with its 95% interval (paired over
 * the views and repeats against the first policy), the mean deals and nodes, by kind of decision.
 */
import { PRESETS, type SeatView, createRng, preset } from '../src-shared/index.ts';
import { interval } from '../src-main/ai/arena.ts';
import type { ClearRule } from '../src-main/ai/budget.ts';
import { LEVELS, LEVEL_CONFIG, type Level, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import type { LevelConfig } from '../src-main/ai/level-config.ts';
import { option } from './cli-args.ts';
import { playSelf } from './self-play.ts';

const VARIANTS = ['chosen', 'auction', 'fourHand'] as const;
const variant = (option('variant') ?? 'chosen') as (typeof VARIANTS)[number];
const hands = Number(option('hands') ?? 20);
const level = (option('level') ?? 'hrac') as Level;
const refDeals = Number(option('ref') ?? 96);
const repeats = Number(option('repeats') ?? 4);
const policyText = option('policies') ?? `${LEVEL_CONFIG[level].bidSamples}`;
if (
  !LEVELS.includes(level) ||
  !VARIANTS.includes(variant) ||
  !(hands >= 1) ||
  !(refDeals >= 2) ||
  !(repeats >= 1)
) {
  console.error(
    'close-calls: --variant chosen|auction|fourHand, --level zacatecnik|hrac|mistr, --hands N ≥ 1, --ref N ≥ 2, --repeats N ≥ 1',
  );
  process.exit(2);
}

interface Policy {
  readonly name: string;
  readonly config: LevelConfig;
}

function parsePolicy(text: string): Policy {
  const m = /^(\d+)(?:@(\d*))?(?:\/([\d.]+),([\d.]+),([\d.]+))?$/.exec(text.trim());
  if (m === null) {
    console.error(`close-calls: policy "${text}" is not deals[@nodes][/after,z,margin]`);
    process.exit(2);
  }
  const base = LEVEL_CONFIG[level];
  const rule: ClearRule | null =
    m[3] === undefined
      ? null
      : { after: Number(m[3]), z: Number(m[4]), margin: Number(m[5]), upTo: Number(m[1]) };
  const clear = rule === null ? {} : { [variant]: rule };
  const nodes = m[2] === undefined ? base.bidNodes : m[2] === '' ? Infinity : Number(m[2]);
  return { name: text.trim(), config: { ...base, bidSamples: Number(m[1]), bidNodes: nodes, clear } };
}
const policies = policyText.split(';').map(parsePolicy);

/**
 * The phases whose decision takes the best of candidates valued on the same deals: volený's trumps,
 * talon, game and announcement, licitovaný's talon (the declaration) and discard, křížový's trump card,
 * call, game and announcement. Not the auction (its plans are valued on the deals some plan wins).
 */
const BIDDING = new Set(['trumpChoice', 'discard', 'gameChoice', 'announce', 'talon', 'call']);
const seats = variant === 'fourHand' ? 4 : 3;

// 1. The views: self-play, each bidding decision that valued candidates.
const views: { view: SeatView; phase: string }[] = [];
const rules = variant === 'auction' ? preset('csm002') : PRESETS.csm;
{
  let current: SeatView | null = null;
  const player = samplingPlayer(level, undefined, {
    timed: false,
    best: true,
    onChoice: (phase, values) => {
      if (current !== null && values.length > 1 && BIDDING.has(phase)) views.push({ view: current, phase });
    },
  });
  for (let i = 0; i < hands; i++)
    playSelf({ variant, seats, rules, deckSeed: 11 }, i, (v, rng) => {
      current = v;
      return player.decide(v, rng);
    });
}

/** One decision by `config`: the candidates' values, the choice, and its work. */
function decideOnce(v: SeatView, config: LevelConfig, seed: number) {
  let values: readonly number[] = [];
  let best = -1;
  let deals = 0;
  let nodes = 0;
  const player = samplingPlayer(level, config, {
    timed: false,
    best: true,
    onChoice: (_, vs, b) => {
      values = vs;
      best = b;
    },
    onWork: (_, w) => {
      deals += w.deals;
      nodes += w.nodes ?? 0;
    },
  });
  player.decide(v, createRng(seed));
  return { values, best, deals, nodes };
}

// 2. The reference and the policies on every view.
const started = performance.now();
const refConfig: LevelConfig = {
  ...LEVEL_CONFIG[level],
  bidSamples: refDeals,
  bidNodes: Infinity,
  clear: {},
};
const losses = policies.map(() => [] as number[]);
const work = policies.map(() => ({ deals: 0, nodes: 0 }));
const byPhase = new Map<string, number[][]>();
views.forEach(({ view: v, phase }, k) => {
  const ref = decideOnce(v, refConfig, 1_000_003 * (k + 1));
  const top = Math.max(...ref.values);
  policies.forEach((p, i) => {
    for (let r = 0; r < repeats; r++) {
      const d = decideOnce(v, p.config, 7919 * (k + 1) + r);
      if (d.values.length !== ref.values.length) throw new Error(`view ${k}: the candidates differ`);
      const loss = top - (ref.values[d.best] as number);
      losses[i]!.push(loss);
      const rows = byPhase.get(phase) ?? policies.map(() => []);
      rows[i]!.push(loss);
      byPhase.set(phase, rows);
      work[i]!.deals += d.deals;
      work[i]!.nodes += d.nodes;
    }
  });
  process.stderr.write(
    `\rview ${k + 1}/${views.length}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
});
process.stderr.write('\n');

const count = losses[0]!.length;
console.log(
  `${level}, ${variant}, ${hands} hands: ${views.length} bidding views (${[...byPhase].map(([ph, r]) => `${ph} ${r[0]!.length / repeats}`).join(', ')}), reference ${refDeals} deals, ${repeats} repeats, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  'loss against the reference best, units of the base for the seat, mean ± 95% interval; paired against the first policy:',
);
policies.forEach((p, i) => {
  const l = interval(losses[i]!);
  const paired = interval(losses[i]!.map((x, j) => x - losses[0]![j]!));
  const phases = [...byPhase].map(([ph, r]) => `${ph} ${interval(r[i]!).mean.toFixed(3)}`).join(', ');
  console.log(
    `  ${p.name.padEnd(22)} ${l.mean.toFixed(3)} ± ${l.half.toFixed(3)}  (− first ${paired.mean.toFixed(3)} ± ${paired.half.toFixed(3)}), deals ${(work[i]!.deals / count).toFixed(1)}, nodes ${(work[i]!.nodes / count / 1000).toFixed(0)}k  [${phases}]`,
  );
});
