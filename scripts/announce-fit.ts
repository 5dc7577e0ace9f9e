/**
 * Fits how a level announces the seven and the hundred in volený (inference.ts `SEVEN_ANNOUNCED`,
 * `HUNDRED_ANNOUNCED`) from `npm run announce-data` rows: per candidate feature set, a logistic
 * regression fitted on the train seeds and scored on the held-out seeds (mean log loss, and its paired
 * difference from the current reading with a 95 % interval), with the held-out calibration by decile.
 * The rows that can announce only: the seven where the declarer holds the trump seven, the hundred where
 * he holds the trump marriage.
 *
 * npm run -s announce-fit -- --data a.jsonl[,b.jsonl] [--test 9,10,11,12]
 * (held out: the --test seeds' hands, or without it every fourth deal of every seed)
 */
import { readFileSync } from 'node:fs';
import type { Card, Suit } from '../src-shared/index.ts';
import { calibration, fitLogistic } from '../src-main/ai/chosen/learned/train.ts';
import {
  ANNOUNCEMENT_FEATURES,
  announcementCounts,
  hundredLikelihood,
  logistic,
  sevenLikelihood,
} from '../src-main/ai/inference.ts';
import type { AnnouncementRow } from './announce-data.ts';
import { option } from './cli-args.ts';

type Features = (cards: readonly Card[], trump: Suit) => number[];

const of = announcementCounts;
/** Four trumps, five, six or more, each its own intercept (three or fewer the bias). */
const bands = (trumps: number) => [+(trumps === 4), +(trumps === 5), +(trumps >= 6)];

/** Candidate feature sets by name, `shipped` the one inference.ts reads with; each scored against the reading as it is. */
const SEVEN: Record<string, Features> = {
  trumps: (c, t) => [of(c, t).trumps],
  'trumps+top': (c, t) => {
    const f = of(c, t);
    return [f.trumps, f.trumpAcesTens];
  },
  'trumps+top+side': (c, t) => {
    const f = of(c, t);
    return [f.trumps, f.trumpAcesTens, f.trumpFaces, f.sideAces, f.sideTens, f.voids];
  },
  'bands+side': (c, t) => {
    const f = of(c, t);
    return [...bands(f.trumps), f.trumpAcesTens, f.sideAces, f.sideTens, f.voids];
  },
  shipped: (c, t) => ANNOUNCEMENT_FEATURES.seven(c, t),
};
const HUNDRED: Record<string, Features> = {
  'trumps+aceTen': (c, t) => {
    const f = of(c, t);
    return [f.trumps, f.trumpAcesTens + f.sideAces + f.sideTens];
  },
  '+marriages': (c, t) => {
    const f = of(c, t);
    return [f.trumps, f.trumpAcesTens + f.sideAces + f.sideTens, f.marriages];
  },
  '+marriages+top': (c, t) => {
    const f = of(c, t);
    return [f.trumps, f.trumpAcesTens, f.sideAces, f.sideTens, f.marriages, f.voids];
  },
  'bands+side': (c, t) => {
    const f = of(c, t);
    return [...bands(f.trumps), f.trumpAcesTens, f.sideAces, f.sideTens, f.marriages, f.voids];
  },
  shipped: (c, t) => ANNOUNCEMENT_FEATURES.hundred(c, t),
};

const logLoss = (p: number, y: boolean) => -Math.log(Math.min(1 - 1e-9, Math.max(1e-9, y ? p : 1 - p)));

function interval(d: readonly number[]): string {
  const m = d.reduce((s, v) => s + v, 0) / d.length;
  const sd = Math.sqrt(d.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, d.length - 1));
  return `${m.toFixed(4)} ± ${((1.96 * sd) / Math.sqrt(d.length)).toFixed(4)}`;
}

function fitOne(
  name: string,
  rows: readonly AnnouncementRow[],
  heldOut: (r: AnnouncementRow) => boolean,
  can: (r: AnnouncementRow) => boolean,
  made: (r: AnnouncementRow) => boolean,
  current: (r: AnnouncementRow) => number,
  sets: Record<string, Features>,
): void {
  const able = rows.filter(can);
  const train = able.filter((r) => !heldOut(r));
  const held = able.filter(heldOut);
  const yes = (rs: readonly AnnouncementRow[]) => rs.filter(made).length;
  console.log(
    `\n${name}: ${able.length} hands that could (${yes(able)} announced); train ${train.length} (${yes(train)}), held out ${held.length} (${yes(held)})`,
  );
  const base = held.map((r) => logLoss(current(r), made(r)));
  console.log(`  current reading: held-out log loss ${interval(base)}`);
  for (const [set, features] of Object.entries(sets)) {
    const x = (r: AnnouncementRow) => features(r.cards as Card[], r.trump as Suit);
    const w = fitLogistic(
      train.map(x),
      train.map((r) => +made(r)),
    );
    const preds = held.map((r) => logistic(w, x(r)));
    const loss = held.map((r, i) => logLoss(preds[i] as number, made(r)));
    const all = fitLogistic(
      able.map(x),
      able.map((r) => +made(r)),
    );
    console.log(
      `  ${set}: held-out log loss ${interval(loss)}, less current ${interval(loss.map((l, i) => l - (base[i] as number)))}`,
    );
    console.log(`    fitted on all: [${all.map((v) => v.toFixed(3)).join(', ')}]`);
    const cal = calibration(
      preds,
      held.map((r) => +made(r)),
    );
    console.log(
      `    held-out by decile: ${cal.map((c) => `${(100 * c.pred).toFixed(0)}/${(100 * c.actual).toFixed(0)}`).join(' ')}`,
    );
  }
}

const data = option('data') ?? '';
const rows = data
  .split(',')
  .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as AnnouncementRow);
const seeds = option('test')?.split(',').map(Number);
const test = (r: AnnouncementRow) => (seeds === undefined ? r.deal % 4 === 0 : seeds.includes(r.seed));
const holds = (r: AnnouncementRow, rank: string) => r.cards.includes(`${r.trump}${rank}`);
fitOne(
  'the seven',
  rows,
  test,
  (r) => holds(r, '7'),
  (r) => r.seven,
  (r) => sevenLikelihood(r.cards as Card[], r.trump as Suit, true),
  SEVEN,
);
fitOne(
  'the hundred',
  rows,
  test,
  (r) => holds(r, 'K') && holds(r, 'O'),
  (r) => r.hundred,
  (r) => hundredLikelihood(r.cards as Card[], r.trump as Suit, true),
  HUNDRED,
);
