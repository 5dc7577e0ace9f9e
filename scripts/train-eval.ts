/**
 * Trains the learned evaluation before the first card (src-main/ai/chosen/learned/, docs/ai.md "The learned
 * evaluation"): volený forehand's suit games, betl and durch on seeded deals, labelled by the exact
 * search on the real deal, fitted (logistic P(win) against a binned table; E[money] from P(win) and the mean money won and lost) and checked
 * on held-out deals of another seed. Prints the calibration per decile and writes the model.
 *
 * npm run train:eval -- --variant chosen --seed 5001 --deals 20000 --holdout-seed 5002 --holdout 10000
 *   [--out resources/ai/eval-chosen.json]
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { trainEval } from '../src-main/ai/chosen/learned/train.ts';
import { option } from './cli-args.ts';

const variant = option('variant') ?? 'chosen';
const seed = Number(option('seed') ?? 5001);
const deals = Number(option('deals') ?? 20000);
const holdoutSeed = Number(option('holdout-seed') ?? 5002);
const holdout = Number(option('holdout') ?? 10000);
const out = option('out') ?? `resources/ai/eval-${variant}.json`;
if (variant !== 'chosen') {
  console.error('train:eval: only --variant chosen (volený) is trained so far');
  process.exit(2);
}
if (![seed, deals, holdoutSeed, holdout].every((v) => Number.isInteger(v) && v >= 0) || deals < 1) {
  console.error('train:eval: --seed, --deals (≥ 1), --holdout-seed and --holdout are whole numbers');
  process.exit(2);
}

let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  // Not a git checkout: the model says so.
}
const command = `npm run train:eval -- --variant ${variant} --seed ${seed} --deals ${deals} --holdout-seed ${holdoutSeed} --holdout ${holdout}`;
const started = performance.now();
let shown = 0;
const model = trainEval({
  seed,
  deals,
  holdoutSeed,
  holdout,
  commit,
  command,
  progress: (what, done, of) => {
    const now = performance.now();
    if (done === of || now - shown > 2000) {
      shown = now;
      process.stderr.write(`\r${what}: ${done}/${of} deals, ${((now - started) / 1000).toFixed(0)} s   `);
      if (done === of) process.stderr.write('\n');
    }
  },
});
// Written as prettier formats it (npm run format:check covers resources/), so a retrain diffs cleanly.
const prettierOptions = { ...(await resolveConfig(out)), parser: 'json' };
writeFileSync(out, await format(JSON.stringify(model, null, 2), prettierOptions));

const h = model.holdout;
const pct = (v: number) => (100 * v).toFixed(1);
console.log(`${command}  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
console.log(
  `training: ${model.training.rows} contracts on ${deals} deals of seed ${seed}; held out: ${h.rows} on ${holdout} of seed ${holdoutSeed}`,
);
console.log(
  `held-out log-loss: logistic ${h.logLoss.logistic}, table ${h.logLoss.table} (logistic − table ${h.logisticMinusTable.mean} ± ${h.logisticMinusTable.ci}); shipped: ${model.chosen}`,
);
console.log(
  `E[money] (P(win) × won + (1 − P) × lost) held-out RMSE ${h.moneyRmse} units (the values' SD ${h.moneySd})`,
);
for (const [g, b] of Object.entries(h.byGame))
  console.log(`  ${g}: ${b.n} contracts, predicted ${pct(b.pred)} %, won ${pct(b.actual)} %`);
console.log('decile | predicted % | won % | n | ± (95 %)');
h.calibration.forEach((c, k) =>
  console.log(`${k + 1} | ${pct(c.pred)} | ${pct(c.actual)} | ${c.n} | ${pct(c.ci)}`),
);
console.log(`wrote ${out}`);
