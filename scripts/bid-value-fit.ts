/**
 * How a level's evaluated auction call in licitovaný depends on what its contract is worth on the real
 * deal: the chance that a level bids, once the calibration of `BID_VALUE` (src-main/ai/auction/auction-inference.ts),
 * the weight a defender's doubling deals get from the declarer's double-dummy value of the contract. That
 * weight is now fitted to the money the doubles earn (`npm run double-fit:auction`), which asks a sharper
 * reading than this chance; this script remains the check of how the levels bid.
 *
 * Seeded deals of csm002 by three; on each, forehand's first call as the level makes it (untimed, with
 * its temperature), the rules player's call, and the exact value (money per defender, units of the base)
 * of forehand's first candidate contract (auction-bid.ts `bidCandidates`: the lowest step in his
 * strongest suit) on the real deal, the talon taken and the rule of thumb's pair laid away. Fits
 * P(bid | value) = 1 / (1 + exp(−(value − midpoint) / scale)) by maximum likelihood, on all hands with a
 * candidate and on those the rules player bids too (the defenders' deals already read the rules
 * player's calls), and prints the shares by value.
 *
 * npm run -s bid-value-fit -- [--hands 250] [--seed 11] [--level hrac]
 */
import { type SeatView, newHand, preset, toCards, variantTable, view } from '../src-shared/index.ts';
import { dealDeck } from '../src-main/ai/arena.ts';
import { bidCandidates } from '../src-main/ai/auction/auction-bid.ts';
import {
  auctionPosition,
  discardOrder,
  startState,
  withDiscard,
} from '../src-main/ai/auction/auction-layouts.ts';
import { decisionRng } from '../src-main/ai/match.ts';
import { LEVELS, type Level, samplingPlayer } from '../src-main/ai/sampling-player.ts';
import { auctionCall } from '../src-main/ai/variants.ts';
import { Search } from '../src-main/solver/search.ts';
import { option } from './cli-args.ts';

const hands = Number(option('hands') ?? 250);
const seed = Number(option('seed') ?? 11);
const level = (option('level') ?? 'hrac') as Level;
if (!LEVELS.includes(level) || !(hands >= 1)) {
  console.error('bid-value-fit: --level zacatecnik|hrac|mistr, --hands N ≥ 1');
  process.exit(2);
}
const rules = preset('csm002');
const player = samplingPlayer(level, undefined, { timed: false });

interface Point {
  readonly value: number;
  readonly bid: boolean;
  readonly rulesBid: boolean;
}
const points: Point[] = [];
const started = performance.now();
for (let i = 0; i < hands; i++) {
  const state = newHand({
    rules,
    table: variantTable('auction', 3, 2),
    deck: dealDeck(seed, i),
    variant: 'auction',
  });
  const seat = state.toAct as number;
  const v: SeatView = view(state, seat);
  const c = bidCandidates(v).find((x) => x !== 'fold');
  if (c === undefined || typeof c === 'string') continue;
  const hand12 = [...v.hand, ...toCards(state.talon)];
  const pair = discardOrder(hand12, c).slice(0, 2);
  const deal = { hands: state.hands, talon: state.talon };
  const start = startState(auctionPosition(v, withDiscard(deal, seat, hand12, pair), seat, c, {}));
  if (start === null) continue;
  const value = start.phase === 'finished' ? 0 : new Search(start).value();
  const bid = player.decide(v, decisionRng(i, 0)).action.type === 'bid';
  const rulesBid = auctionCall(v).action.type === 'bid';
  points.push({ value, bid, rulesBid });
  if ((i + 1) % 25 === 0)
    process.stderr.write(`\r${i + 1}/${hands} deals, ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
process.stderr.write('\n');

/** Maximum-likelihood logistic fit of bid on value (Newton's method): midpoint and scale. */
function fit(ps: readonly Point[]): { midpoint: number; scale: number; n: number } {
  let a = 0;
  let b = 0.5;
  for (let it = 0; it < 100; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (const p of ps) {
      const q = 1 / (1 + Math.exp(-(a + b * p.value)));
      const r = (p.bid ? 1 : 0) - q;
      ga += r;
      gb += r * p.value;
      const w = q * (1 - q) + 1e-9;
      haa += w;
      hab += w * p.value;
      hbb += w * p.value * p.value;
    }
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { midpoint: -a / b, scale: 1 / b, n: ps.length };
}

/** P(bid | value) with a floor: floor + (1 − floor) / (1 + exp(−(value − midpoint) / scale)). */
const withFloor = (v: number, f: { floor: number; midpoint: number; scale: number }) =>
  f.floor + (1 - f.floor) / (1 + Math.exp(-(v - f.midpoint) / f.scale));

/**
 * Maximum-likelihood fit of the logistic with a floor (a declarer sees his own cards, not the lie of the
 * others': a contract lost by far on the deal may still be bid): a grid, then finer grids around the best.
 */
function fitFloor(ps: readonly Point[]): { floor: number; midpoint: number; scale: number; logLik: number } {
  const logLik = (f: { floor: number; midpoint: number; scale: number }) => {
    let sum = 0;
    for (const p of ps) {
      const q = Math.min(1 - 1e-12, Math.max(1e-12, withFloor(p.value, f)));
      sum += Math.log(p.bid ? q : 1 - q);
    }
    return sum;
  };
  let best = { floor: 0, midpoint: 0, scale: 1, logLik: -Infinity };
  let span = { floor: 0.3, midpoint: 10, scale: 7.5 };
  let centre = { floor: 0.3, midpoint: 0, scale: 8 };
  for (let round = 0; round < 6; round++) {
    for (let i = 0; i <= 20; i++)
      for (let j = 0; j <= 20; j++)
        for (let k = 0; k <= 20; k++) {
          const f = {
            floor: Math.min(0.95, Math.max(0, centre.floor + span.floor * (i / 10 - 1))),
            midpoint: centre.midpoint + span.midpoint * (j / 10 - 1),
            scale: Math.max(0.05, centre.scale + span.scale * (k / 10 - 1)),
          };
          const l = logLik(f);
          if (l > best.logLik) best = { ...f, logLik: l };
        }
    centre = best;
    span = { floor: span.floor / 4, midpoint: span.midpoint / 4, scale: span.scale / 4 };
  }
  return best;
}

const show = (name: string, ps: readonly Point[]) => {
  const f = fit(ps);
  const values = ps.map((p) => p.value);
  console.log(
    `${name}: ${f.n} hands, bid ${ps.filter((p) => p.bid).length}; P(bid | value) midpoint ${f.midpoint.toFixed(2)}, scale ${f.scale.toFixed(2)} (units of the base); values from ${Math.min(...values)} to ${Math.max(...values)}`,
  );
  const g = fitFloor(ps);
  let plain = 0;
  for (const p of ps) {
    const q = Math.min(1 - 1e-12, Math.max(1e-12, withFloor(p.value, { ...f, floor: 0 })));
    plain += Math.log(p.bid ? q : 1 - q);
  }
  console.log(
    `  with a floor: floor ${g.floor.toFixed(3)}, midpoint ${g.midpoint.toFixed(2)}, scale ${g.scale.toFixed(2)}; log-likelihood ${g.logLik.toFixed(2)} against ${plain.toFixed(2)} without`,
  );
  const edges = [-Infinity, -6, -3, -1, 0, 1, 3, 6, Infinity];
  for (let k = 0; k + 1 < edges.length; k++) {
    const lo = edges[k] as number;
    const hi = edges[k + 1] as number;
    const bin = ps.filter((p) => p.value > lo && p.value <= hi);
    if (bin.length > 0)
      console.log(
        `  value in (${lo}, ${hi}]: ${bin.filter((p) => p.bid).length} of ${bin.length} bid (${((100 * bin.filter((p) => p.bid).length) / bin.length).toFixed(0)} %)`,
      );
  }
};
console.log(
  `${level}, forehand's first call, csm002 by three, seed ${seed}, ${hands} deals, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
show('all hands with a candidate', points);
show(
  'hands the rules player bids',
  points.filter((p) => p.rulesBid),
);
