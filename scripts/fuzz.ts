/**
 * Fuzzes the API the way a hostile page or user would: for every method, random and mutated requests
 * through the handler (real services, a real SQLite file, the real solver pool) and through the
 * browser-mode HTTP server on loopback (with and without the token, bad paths, bodies and content
 * types). Every answer must be typed with a known code and the documented HTTP status, come in time,
 * leave the process up, raise no `internal`, and show no card the asking seat may not see (compared with
 * the store). Prints a table per method and the findings; exits 1 when there are any.
 *
 * npm run fuzz -- [--per-method 10000] [--seconds 3600] [--seed 1] [--methods solve,act]
 *   [--valid-share 12] (percent of requests sent valid) [--batch N] (requests per method in a row)
 *   [--transports handler,http] (one alone: its full count in the time the two would share)
 */
import { type Method, isMethod } from '../src-shared/index.ts';
import { option } from './cli-args.ts';
import { startApp } from './fuzz/app.ts';
import { FUZZED_METHODS, runFuzz, summary } from './fuzz/run.ts';

function whole(name: string, fallback: number, min: number): number {
  const raw = option(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`fuzz: --${name} must be a whole number ≥ ${min}, got ${raw}`);
    process.exit(2);
  }
  return n;
}

const perMethod = whole('per-method', 10_000, 1);
const seconds = whole('seconds', 3_600, 1);
const seed = whole('seed', 1, 0);
const validShare = whole('valid-share', 12, 0);
const batch = option('batch') === undefined ? undefined : whole('batch', 1, 1);
const names = option('methods')?.split(',') ?? [...FUZZED_METHODS];
const unknown = names.filter((m) => !isMethod(m));
if (unknown.length > 0) {
  console.error(`fuzz: no such method: ${unknown.join(', ')}`);
  process.exit(2);
}

const transports = option('transports')?.split(',') ?? ['handler', 'http'];
const badTransport = transports.filter((t) => t !== 'handler' && t !== 'http');
if (badTransport.length > 0 || transports.length === 0) {
  console.error(`fuzz: --transports takes handler and/or http, got ${option('transports')}`);
  process.exit(2);
}

const started = Date.now();
const app = await startApp();
console.log(
  `fuzz: ${perMethod} requests per method through ${transports.join(' and ')}, seed ${seed}, at most ${seconds} s`,
);
const report = await runFuzz(app, {
  perMethod,
  seconds,
  seed,
  methods: names as Method[],
  validShare,
  transports: transports as ('handler' | 'http')[],
  ...(batch === undefined ? {} : { batch }),
  onRound: (transport, done, total) => {
    if (done % 10 === 0 || done === total)
      console.log(`  ${transport}: round ${done}/${total}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  },
});
await app.close();
console.log(summary(report));
process.exit(report.findings.length > 0 ? 1 : 0);
