/**
 * `npm run cli -- drill --theme talon|game|flek --seed S [--variant V] [--seats N] [--attempts A]`: one drill of a
 * decision before the first card mined by the app's own miner (src-main/training/bid-mine.ts), as the
 * app would store it, in a form to check from outside: the deal and the bidding (the record), the
 * decision and its seat, what that seat could know then, every choice the judge priced with its value
 * from the seat's view, the difference to the best with its ± and interval, and the answers — or "no
 * drill" when no choice stands out within the miner's attempts.
 */
import { type Variant, view } from '../../src-shared/index.ts';
import type { PublicAction } from '../../src-shared/api/game.ts';
import { bidAnswerWords, bidJudgedWords, bidTaskWords } from '../../src-shared/explain/bid-drill.ts';
import type { Lang } from '../../src-shared/explain/names.ts';
import { choiceName, kindName } from '../../src-shared/explain/review.ts';
import { VARIANT_PLAYERS } from '../../src-shared/io/parse.ts';
import { publicHistory } from '../game/history.ts';
import {
  type BidDrill,
  type BidTheme,
  type BidTable,
  hasTheme,
  mineBidDrill,
  replayTo,
} from '../training/bid-mine.ts';

const LANGS: readonly Lang[] = ['cs', 'en'];
const words = <T>(f: (lang: Lang) => T) => Object.fromEntries(LANGS.map((l) => [l, f(l)]));

/** A call as the seat saw it, worded ("?" for a discard or a trump card it may not know). */
function callWords(a: PublicAction, lang: Lang): string {
  if (a.type === 'discard') {
    const [x, y] = a.cards ?? [];
    if (x === undefined || y === undefined) return lang === 'cs' ? 'odložil do talonu' : 'laid the talon';
    return choiceName({ ...a, cards: [x, y] }, lang);
  }
  if (a.type === 'chooseTrump')
    return a.card === null
      ? lang === 'cs'
        ? 'položil trumf'
        : 'laid a trump card'
      : choiceName({ ...a, card: a.card }, lang);
  return choiceName(a, lang);
}

/** The table asked for: the variant (and its seats) or null (drawn by the seed, as the stock does). */
export function bidTableOf(
  theme: BidTheme,
  variant: Variant | null,
  seats: number | null,
): { ok: true; table: BidTable | null } | { ok: false; why: string } {
  if (variant === null)
    return seats === null ? { ok: true, table: null } : { ok: false, why: '--seats needs --variant' };
  const sizes = VARIANT_PLAYERS[variant];
  const n = seats ?? sizes[0]!;
  if (!(sizes as readonly number[]).includes(n))
    return { ok: false, why: `--seats must be ${sizes.join(' or ')} for ${variant}` };
  if (!hasTheme(theme, variant))
    return { ok: false, why: `${variant} has no decisions of the theme ${theme} (no talon to lay)` };
  return { ok: true, table: { variant, seats: n as BidTable['seats'] } };
}

/** The printed drill: every figure the app stores, the words it would show, nothing derived otherwise. */
export function bidDrillJson(d: BidDrill, recordJson: (r: BidDrill['record']) => unknown = (r) => r) {
  const before = replayTo(d.record, d.index);
  const v = view(before, d.seat);
  const history = publicHistory(d.record.actions.slice(0, d.index), d.seat, before);
  const table = d.record.setup.table;
  const answer = (choice: number) => ({
    choice,
    choices: d.choices,
    best: d.best,
    kind: d.kind,
    samples: d.samples,
    over: d.over,
  });
  return {
    theme: d.theme,
    seed: d.seed,
    variant: d.variant,
    seats: table.size,
    kind: d.kind,
    words: {
      kind: words((l) => kindName(d.kind, l)),
      task: words((l) => `${bidTaskWords(d.kind, l)} ${bidJudgedWords(d.over, l)}`),
    },
    record: recordJson(d.record),
    index: d.index,
    seat: d.seat,
    side: d.side,
    // What the seat could know at the decision (its engine view): its cards, the calls so far.
    position: {
      phase: v.phase,
      dealer: table.dealer,
      hand: v.hand,
      talon: v.talon,
      trumpCard: v.trumpCard,
      trump: v.trump,
      declarer: v.declarer,
      game: v.game,
      calls: history.map((a) => ({ seat: a.seat, action: a, words: words((l) => callWords(a, l)) })),
    },
    samples: d.samples,
    over: d.over,
    looks: d.looks,
    judgeSeed: d.judgeSeed,
    // Each choice from the seat's view: its mean, and the best's mean less it with its ± (the interval).
    choices: d.choices.map((c, i) => ({
      action: c.action,
      words: words((l) => choiceName(c.action, l)),
      value: c.value,
      exact: c.exact,
      loss: c.loss,
      margin: c.margin,
      interval: [c.loss - c.margin, c.loss + c.margin],
      grade: c.grade,
      right: c.right,
      best: i === d.best,
    })),
    answers: d.choices.filter((c) => c.right).map((c) => c.action),
    best: d.best,
    verdicts: d.choices.map((_, i) => words((l) => bidAnswerWords(answer(i), l).seatView)),
    difficulty: d.difficulty,
  };
}

export interface BidDrillFlags {
  readonly theme: BidTheme;
  readonly seed: number;
  readonly variant: Variant | null;
  readonly seats: number | null;
  /** Decisions graded before "no drill" (default the miner's). */
  readonly attempts: number | null;
}

/** The drill (as JSON), or "no drill" with why; a usage problem as `why` with `usage` true. */
export function bidDrillCommand(
  f: BidDrillFlags,
  recordJson?: (r: BidDrill['record']) => unknown,
): { ok: true; value: unknown } | { ok: false; why: string } {
  const t = bidTableOf(f.theme, f.variant, f.seats);
  if (!t.ok) return t;
  const d = mineBidDrill(f.seed, f.theme, {
    ...(t.table === null ? {} : { table: t.table }),
    ...(f.attempts === null ? {} : { maxAttempts: f.attempts }),
  });
  if (d === null)
    return {
      ok: true,
      value: {
        theme: f.theme,
        seed: f.seed,
        ...(t.table === null ? {} : { variant: t.table.variant, seats: t.table.seats }),
        drill: null,
        message: {
          cs: 'Žádná úloha: v žádném z rozhodnutí, která miner zkusil, nevyčnívá jedna volba nad ostatní víc, než je chyba odhadu.',
          en: 'No drill: in none of the decisions the miner tried does one choice stand out beyond the sampling error.',
        },
      },
    };
  return { ok: true, value: bidDrillJson(d, recordJson) };
}
