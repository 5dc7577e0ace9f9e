/**
 * Drills of the decisions before the first card (docs/training.md, "Drills of the bidding"): a seeded
 * deal of a variant played by the computer players up to a decision of the theme's kind, graded by the
 * review's bidding judge (review/bid.ts `gradeBid`, the worker task `reviewBid`: every alternative on
 * the same deals of the cards the seat cannot see, in the review's rounds), and kept only when the
 * best choice beats every other beyond the sampling error — so that exactly the answers are right.
 *
 * Themes and the decisions they take, per variant:
 * - `talon`: which two cards to lay away (the discard) — volený and licitovaný (křížový and lízaný have
 *   no talon).
 * - `game`: the contract — volený's trumps (a trump card or blind), game, Dobrá/Špatná and
 *   announcement; licitovaný's auction calls and its declaration at the talon; křížový's trump card,
 *   called rank, game, Dobrá/Špatná and announcement; lízaný's trump suit and announcement.
 * - `flek`: doubling and the announcements against (sedma proti, sto proti) — every variant.
 *
 * The answers: the choice of the highest mean, and every choice worth exactly as much on every deal
 * sampled (two talon pairs that play alike, a double past the limit: the same choice as far as the
 * samples can tell). Every other choice must be worse than the best beyond the sampling error: its
 * paired difference to the best clears best's limit (0.05 of a base rate, `GRADE_LIMITS.best`) at its
 * interval's lower end, the intervals simultaneous over the comparisons and the rounds' looks
 * (Bonferroni, as the review's `judgeSamples` makes them) — so the review's judge grades each of them
 * worse than best. Otherwise the decision is no drill. Seeded and deterministic; pure TypeScript, for
 * worker threads.
 */
import {
  type Action,
  type HandRecord,
  type HandSetup,
  type HandState,
  type Phase,
  type Rng,
  type Seat,
  type Side,
  type Variant,
  actionKey,
  apply,
  createRng,
  newHand,
  preset,
  shuffledDeck,
  variantTable,
  view,
} from '../../src-shared/index.ts';
import type { DecisionKind } from '../../src-shared/api/review.ts';
import { EPSILON, GRADE_LIMITS, gradeOf, type Grade } from '../../src-shared/review/grade.ts';
import { MIN_SAMPLES, criticalValue, roundSizes } from '../../src-shared/review/interval.ts';
import { rulePlayer } from '../ai/baselines.ts';
import { decisionRng } from '../ai/match.ts';
import type { Player } from '../ai/player.ts';
import { playerByName } from '../ai/players.ts';
import { BID_DEALS, BID_SAMPLING, type BidTask, type PriceOptions, gradeBid } from '../review/bid.ts';
import { REVIEW_VERSION, decisionKind } from '../review/review.ts';
import { BASE_VARIANT, MAIN_VARIANTS, mainVariant } from '../variants/registry.ts';

export const BID_THEMES = ['talon', 'game', 'flek'] as const;

/**
 * The version of the bidding drills' judge: the review's (review.ts REVIEW_VERSION), whose bidding judge
 * grades them (valuing every choice on every deal, `everyAlternative`); a stored bidding drill of an
 * older one is judged again (`rejudgeBidDrill`, judges.ts).
 */
export const BID_JUDGE_VERSION = REVIEW_VERSION;
/** talon: the discard; game: trumps, the game, the auction, the call, the announcement; flek: doubles. */
export type BidTheme = (typeof BID_THEMES)[number];

export const isBidTheme = (t: string): t is BidTheme => (BID_THEMES as readonly string[]).includes(t);

/** The phases whose decisions each theme takes. */
export const THEME_PHASES: { readonly [T in BidTheme]: readonly Phase[] } = {
  talon: ['discard'],
  game: ['trumpChoice', 'gameChoice', 'answer', 'announce', 'auction', 'talon', 'call', 'trumpSuit'],
  flek: ['doubling'],
};

/** A variant and its table size. */
export interface BidTable {
  readonly variant: Variant;
  readonly seats: 2 | 3 | 4;
}

/** The tables mined: volený by three, licitovaný by three and four, křížový, lízaný. */
export const BID_TABLES: readonly BidTable[] = Object.values(MAIN_VARIANTS).flatMap((v) =>
  v.bidMineSeats.map((seats) => ({ variant: v.id, seats })),
);

/** Whether a variant has decisions of the theme (a talon to lay: volený and licitovaný only). */
export function hasTheme(theme: BidTheme, variant: Variant): boolean {
  return theme !== 'talon' || mainVariant(variant).laysTalon;
}

/** The tables of `BID_TABLES` that have decisions of the theme. */
export const tablesOf = (theme: BidTheme): BidTable[] => BID_TABLES.filter((t) => hasTheme(theme, t.variant));

/** One choice of a bidding drill with what it is worth from the seat's view. */
export interface BidChoice {
  readonly action: Action;
  /** Mean money over the deals of the seat's view, the decider's own side (base rates per defender). */
  readonly value: number;
  /** The same on the actual deal, every card visible (null: not searched, lízaný's calls). */
  readonly exact: number | null;
  /** The best choice's mean less this one's (≥ 0; 0 for the best and for answers equal to it). */
  readonly loss: number;
  /** The ± of `loss` at 95 %, simultaneous over the comparisons and looks (0 for the best). */
  readonly margin: number;
  /** The grade of `loss` from its interval's lower end (best for the answers). */
  readonly grade: Grade;
  /** An answer: the best, or worth as much on every deal sampled. */
  readonly right: boolean;
}

export interface BidDifficulty {
  /** Choices compared. */
  readonly choices: number;
  /** The rules player's choice is no answer. */
  readonly unusual: boolean;
  /** A starting rating: 1500 ± what the fields above suggest. */
  readonly rating: number;
}

/** A drill of a decision before the first card, as stored (the hidden cards never leave main). */
export interface BidDrill {
  readonly type: 'bid';
  readonly theme: BidTheme;
  readonly variant: Variant;
  /** The seed it was mined from: mineBidDrill(seed, theme, table) gives the same drill again. */
  readonly seed: number;
  /** The hand as the computer players bid it, to its first lead (or its end without play). */
  readonly record: HandRecord;
  /** The decision: `record.actions[index]` (the computer's choice there). */
  readonly index: number;
  readonly seat: Seat;
  /** The decider's side in the hand as the computers bid it. */
  readonly side: Side;
  readonly kind: DecisionKind;
  /** Every choice the judge priced, in its order (the computer's first). */
  readonly choices: readonly BidChoice[];
  /** The index of the best choice (the highest mean). */
  readonly best: number;
  /** Deals (lízaný: draws) of the seat's view the values are means over. */
  readonly samples: number;
  readonly over: 'deals' | 'draws';
  /** The looks of the sampling in rounds the intervals hold over. */
  readonly looks: number;
  /** Seed of the judge's deals. */
  readonly judgeSeed: number;
  /** The version of the judge that graded it (BID_JUDGE_VERSION; `rejudgeBidDrill`). */
  readonly judge: number;
  readonly difficulty: BidDifficulty;
}

export interface BidDrillOptions {
  /** The variant and table size (default: one of the theme's `tablesOf`, drawn by the seed). */
  readonly table?: BidTable;
  /** Decisions graded before giving up (default 6). */
  readonly maxAttempts?: number;
  /** The bound of the judge's deals (default the review's, BID_DEALS). */
  readonly deals?: number;
  /**
   * Who bids (default the rules player — the judge carries the bidding on by its choices where the
   * record no longer applies, so the record and the continuation agree; any player name of players.ts).
   */
  readonly player?: string;
  /** Polled between decisions and by the judge's search; true: give up (null). */
  readonly shouldStop?: () => boolean;
  /** Told of each deal the judge prices (review/bid.ts `PriceOptions.onSample`; the tests). */
  readonly onSample?: PriceOptions['onSample'];
  /**
   * Told of each decision graded (the bench): its kind, whether the best stood out, and whether it was
   * kept (a plain drill is passed over three times in four).
   */
  readonly onJudged?: (judged: {
    readonly kind: DecisionKind;
    readonly variant: Variant;
    readonly separated: boolean;
    readonly kept: boolean;
  }) => void;
}

/**
 * The seed of the generator that draws a theme's deals: `seed` mixed with the theme's and the table's
 * name (FNV-1a, then SplitMix's finaliser), so one seed gives each theme and table deals of its own.
 */
export function bidThemeSeed(seed: number, theme: BidTheme, table: BidTable | null): number {
  const name = `bid:${theme}:${table === null ? '' : `${table.variant}${table.seats}`}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  let z = (seed ^ h) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** A fresh deal of the table: licitovaný under the tournament rules (csm002), the others pravidla ČSM. */
export function bidSetup(table: BidTable, rng: Rng): HandSetup {
  const deck = shuffledDeck(rng);
  const dealer = rng.int(table.seats);
  return {
    rules: preset(mainVariant(table.variant).presetId),
    table: variantTable(table.variant, table.seats, dealer),
    deck,
    ...(mainVariant(table.variant).base ? {} : { variant: table.variant }),
  };
}

/** The bidding of a deal: the actions to the first lead, and the decisions of the theme's phases in it. */
export interface BidHand {
  readonly record: HandRecord;
  /** Indexes of decisions of the theme with more than one choice. */
  readonly decisions: readonly number[];
}

/** Plays the bidding by `player` at every seat (forced actions taken) to the first lead or the end. */
export function bidHand(setup: HandSetup, theme: BidTheme, player: Player, seed: number): BidHand {
  let s: HandState = newHand(setup);
  const actions: Action[] = [];
  const decisions: number[] = [];
  for (let step = 0; step < 200 && s.phase !== 'play' && s.phase !== 'finished'; step++) {
    const seat = s.toAct as Seat;
    const v = view(s, seat);
    const moves = v.legal.filter((a) => a.type !== 'claim');
    if (moves.length > 1 && THEME_PHASES[theme].includes(s.phase)) decisions.push(actions.length);
    const action =
      moves.length === 1 ? (moves[0] as Action) : player.decide(v, decisionRng(seed, step)).action;
    const next = apply(s, action);
    if (!next.ok) throw new Error(`${player.name} chose an illegal action: ${next.error.code}`);
    actions.push(action);
    s = next.value;
  }
  return { record: { setup, actions }, decisions };
}

/** What the judge's samples say of each choice: the answers and every other choice's loss with its ±. */
export interface ChoiceJudgement {
  readonly best: number;
  readonly means: readonly number[];
  readonly loss: readonly number[];
  readonly margin: readonly number[];
  /** Worth exactly the best's on every sample (the best itself included). */
  readonly equal: readonly boolean[];
  /**
   * Some choice is not worth the best's on every sample, and the best beats every such choice beyond
   * the error (by best's limit at the lower end).
   */
  readonly separated: boolean;
}

/**
 * Every choice compared with the best (the highest mean) on the same samples (`rows`: per choice its
 * value in each sample, the decider's own side): the paired difference best − choice, its mean and
 * its ± — Student's t on the differences' spread with one imaginary sample of no difference (as
 * src-shared/review/interval.ts), simultaneous over the k − 1 comparisons and `looks` looks.
 */
export function judgeChoices(rows: readonly (readonly number[])[], looks: number): ChoiceJudgement {
  const k = rows.length;
  const n = (rows[0] ?? []).length;
  const means = rows.map((r) => r.reduce((s, x) => s + x, 0) / Math.max(1, r.length));
  let best = 0;
  means.forEach((m, j) => {
    if (m > (means[best] as number) + EPSILON) best = j;
  });
  const top = rows[best] as readonly number[];
  const z = n < MIN_SAMPLES ? Infinity : criticalValue(n - 1, Math.max(1, (k - 1) * Math.max(1, looks)));
  const loss: number[] = [];
  const margin: number[] = [];
  const equal: boolean[] = [];
  rows.forEach((r, j) => {
    const d = top.map((v, i) => v - (r[i] as number));
    equal.push(j === best || d.every((x) => Math.abs(x) <= EPSILON));
    const mean = d.reduce((s, x) => s + x, 0) / Math.max(1, n);
    loss.push(j === best ? 0 : Math.max(0, mean));
    margin.push(j === best || equal[j] === true ? 0 : z * standardError([...d, 0]));
  });
  // At least one wrong choice: choices all worth the same on every sample ask nothing.
  const separated =
    n >= MIN_SAMPLES &&
    equal.some((e) => !e) &&
    rows.every(
      (_, j) => equal[j] === true || (loss[j] as number) - (margin[j] as number) >= GRADE_LIMITS.best,
    );
  return { best, means, loss, margin, equal, separated };
}

function standardError(xs: readonly number[]): number {
  const n = xs.length;
  if (n < 2) return Infinity;
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const ss = xs.reduce((s, x) => s + (x - mean) ** 2, 0);
  return Math.sqrt(ss / (n - 1) / n);
}

/** The looks of the judge's rounds up to `deals` (interval.ts roundSizes; the intervals hold over them). */
export const judgeLooks = (deals: number): number => roundSizes(BID_SAMPLING.first, deals).length;

/**
 * The decision `index` of `record` judged as a drill, or null when no choice stands out (or fewer than
 * two choices were priced, or the judge saw too few deals). `judgeSeed`: the seed of the judge's deals.
 */
export function judgeDecision(
  record: HandRecord,
  index: number,
  theme: BidTheme,
  seed: number,
  judgeSeed: number,
  options: Pick<BidDrillOptions, 'deals' | 'shouldStop' | 'onSample'> = {},
): BidDrill | null {
  const deals = options.deals ?? BID_DEALS;
  const task: BidTask = {
    method: 'reviewBid',
    setup: record.setup,
    actions: record.actions,
    index,
    seed: judgeSeed,
    deals,
  };
  const rows: number[][] = [];
  const g = gradeBid(task, {
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
    // Every choice is judged against every other: each valued on every deal.
    everyAlternative: true,
    onSample: (dealt, values) => {
      values.forEach((v, j) => (rows[j] ??= []).push(v));
      options.onSample?.(dealt, values);
    },
  });
  const k = g.alternatives.length;
  if (k < 2 || rows.length !== k) return null;
  const looks = judgeLooks(deals);
  const j = judgeChoices(rows, looks);
  if (!j.separated) return null;
  const action = record.actions[index] as Action;
  const seat = action.seat;
  const mine = (v: number | null) => (v === null ? null : g.side === 'declarer' ? v : -v);
  const choices: BidChoice[] = g.alternatives.map((a, i) => ({
    action: a.action,
    value: j.means[i] as number,
    exact: mine(a.exact),
    loss: j.loss[i] as number,
    margin: j.margin[i] as number,
    grade: j.equal[i] === true ? 'best' : gradeOf((j.loss[i] as number) - (j.margin[i] as number)),
    right: j.equal[i] === true,
  }));
  const before = replayTo(record, index);
  const rule = rulePlayer.decide(view(before, seat), createRng(0)).action;
  const ruleChoice = choices.findIndex((c) => sameChoice(c.action, rule));
  const unusual = ruleChoice < 0 || !(choices[ruleChoice] as BidChoice).right;
  const rating = Math.round(1500 + 40 * (k - 4) + (unusual ? 150 : -100));
  return {
    type: 'bid',
    theme,
    variant: record.setup.variant ?? BASE_VARIANT,
    seed,
    record,
    index,
    seat,
    side: g.side,
    kind: decisionKind(action),
    choices,
    best: j.best,
    samples: (rows[0] ?? []).length,
    over: g.draws === undefined ? 'deals' : 'draws',
    looks,
    judgeSeed,
    judge: BID_JUDGE_VERSION,
    difficulty: { choices: k, unusual, rating },
  };
}

/**
 * A stored drill graded again by today's judge on its own deal, decision and seed (after the judge
 * changed, `judge` below BID_JUDGE_VERSION): the drill as the judge grades it now, or null when no choice
 * stands out any more (the drill is then retired).
 */
export function rejudgeBidDrill(
  d: BidDrill,
  options: Pick<BidDrillOptions, 'shouldStop'> = {},
): BidDrill | null {
  return judgeDecision(d.record, d.index, d.theme, d.seed, d.judgeSeed, options);
}

/** Whether `a` is the choice `choice` stands for (any blind trump is the blind choice). */
export function sameChoice(choice: Action, a: Action): boolean {
  if (choice.type === 'chooseTrumpBlind') return a.type === 'chooseTrumpBlind' && a.seat === choice.seat;
  return actionKey(choice) === actionKey(a);
}

/** The state before `record.actions[index]`. */
export function replayTo(record: HandRecord, index: number): HandState {
  let s = newHand(record.setup);
  for (const a of record.actions.slice(0, index)) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`a bidding drill's record does not replay: ${r.error.code}`);
    s = r.value;
  }
  return s;
}

/** The quiet choice of a phase: no double, Dobrá, the plain suit game, no announcement, dropping out. */
export function isQuiet(a: Action): boolean {
  switch (a.type) {
    case 'pass':
    case 'approve':
    case 'drop':
      return true;
    case 'chooseGame':
      return a.game === 'suit';
    case 'announce':
      return !a.seven && !a.hundred;
    default:
      return false;
  }
}

/**
 * A plain drill: every answer is the quiet choice and the rules player takes it too (most of the
 * decisions a deal gives: Dobrá with no betl in hand, no flek on a good game). Kept one time in
 * `PLAIN_ONE_IN`, so the stock is not a row of "Dobrá" and "bez fleku".
 */
export const isPlain = (d: BidDrill): boolean =>
  !d.difficulty.unusual && d.choices.every((c) => !c.right || isQuiet(c.action));
export const PLAIN_ONE_IN = 4;

/**
 * A drill of `theme` mined from deals drawn by `seed` (mixed with the theme and table), or null when
 * none of `maxAttempts` decisions graded gives one (or `shouldStop` says so). Each deal is bid by the
 * computer players; one decision of the theme is drawn from it and graded. Same seed, theme and
 * options: the same drill.
 */
export function mineBidDrill(seed: number, theme: BidTheme, options: BidDrillOptions = {}): BidDrill | null {
  const tables = options.table ? [options.table] : tablesOf(theme);
  if (tables.length === 0 || !tables.every((t) => hasTheme(theme, t.variant))) return null;
  const rng = createRng(bidThemeSeed(seed, theme, options.table ?? null));
  const table = tables[rng.int(tables.length)] as BidTable;
  const player = playerByName(options.player ?? 'rules', { timed: false });
  if (player === null) throw new Error(`unknown player ${options.player}`);
  const attempts = options.maxAttempts ?? 6;
  for (let tried = 0, deals = 0; tried < attempts && deals < attempts * 8; deals++) {
    if (options.shouldStop?.() === true) return null;
    const setup = bidSetup(table, rng);
    const handSeed = rng.int(2 ** 31);
    const hand = bidHand(setup, theme, player, handSeed);
    if (hand.decisions.length === 0) continue;
    const index = hand.decisions[rng.int(hand.decisions.length)] as number;
    const judgeSeed = rng.int(2 ** 31);
    // Drawn before the judge, so the same seed keeps or passes over the same decision.
    const keepPlain = rng.int(PLAIN_ONE_IN) === 0;
    tried++;
    try {
      const drill = judgeDecision(hand.record, index, theme, seed, judgeSeed, options);
      const kept = drill !== null && (keepPlain || !isPlain(drill));
      options.onJudged?.({
        kind: decisionKind(hand.record.actions[index] as Action),
        variant: table.variant,
        separated: drill !== null,
        kept,
      });
      if (kept) return drill;
    } catch (e) {
      if (options.shouldStop?.() === true) return null;
      throw e;
    }
  }
  return null;
}

/** What a worker mines in one task: `count` bidding drills, the i-th from seed + i. */
export interface BidMineTask {
  readonly method: 'mineBidDrills';
  readonly seed: number;
  readonly count: number;
  readonly theme: BidTheme;
  readonly table?: BidTable;
  readonly maxAttempts?: number;
}

export interface MinedBidBatch {
  readonly drills: readonly BidDrill[];
  /** Seeds that gave no drill within their attempts. */
  readonly misses: readonly number[];
}

/** Runs a bidding mining task (in a worker). */
export function mineBidDrills(
  task: BidMineTask,
  hooks: { readonly shouldStop?: () => boolean } = {},
): MinedBidBatch {
  const drills: BidDrill[] = [];
  const misses: number[] = [];
  for (let i = 0; i < task.count; i++) {
    if (hooks.shouldStop?.() === true) break;
    const seed = task.seed + i;
    const drill = mineBidDrill(seed, task.theme, {
      ...(task.table ? { table: task.table } : {}),
      ...(task.maxAttempts === undefined ? {} : { maxAttempts: task.maxAttempts }),
      ...(hooks.shouldStop ? { shouldStop: hooks.shouldStop } : {}),
    });
    if (drill === null) misses.push(seed);
    else drills.push(drill);
  }
  return { drills, misses };
}
