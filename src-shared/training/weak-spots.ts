/**
 * The learner's weak spots: their own mistakes (a wrong first card of a drill or a wrong bidding
 * drill's answer, a wrong card in a lesson, a decision of their own seat a review graded mistake or
 * blunder) grouped by the principle that explains them (its technique, explain/principles) and by drill
 * theme. Main records each as data (src-main/store/mistakes.ts) and sums them here; the progress page
 * shows the sums, and the drills lean toward the themes of the weakest principle (`PRINCIPLE_THEMES`,
 * the one mapping from a technique to the drill themes that practise it).
 *
 * A mistake with no principle named (a bidding decision, a card where no technique's facts hold) counts
 * under its theme only.
 */
import { TECHNIQUES, type TechniqueId } from '../explain/principles/techniques.ts';
import type { DrillTheme } from '../api/drills.ts';

export const MISTAKE_SOURCES = ['review', 'drill', 'lesson'] as const;
export type MistakeSource = (typeof MISTAKE_SOURCES)[number];

/** One recorded mistake as the sums read it. */
export interface MistakeRecord {
  readonly source: MistakeSource;
  /** A drill theme (DRILL_THEMES). */
  readonly theme: string;
  /** The principle's technique, or null: none named. */
  readonly technique: string | null;
  /** ISO 8601. */
  readonly at: string;
}

/**
 * The card drill themes that practise each technique: where its positions are mined (mine.ts themes:
 * the seven's techniques in `sedma`, leads in `vynaseni`, a defender's in `obrana`, points in
 * `pocitani`, betl's and durch's in their games). The drills lean toward these themes when the
 * technique is the learner's weakest.
 */
export const PRINCIPLE_THEMES: Readonly<Record<TechniqueId, readonly DrillTheme[]>> = {
  smear: ['obrana', 'pocitani'],
  followLow: ['obrana', 'pocitani'],
  ruffLow: ['pocitani'],
  ruffHighEnough: ['pocitani'],
  catchTheTen: ['obrana', 'vynaseni'],
  driveOutTheAce: ['vynaseni'],
  throughToTheRuff: ['obrana', 'vynaseni'],
  cashBeforeRuff: ['vynaseni'],
  cashWinners: ['vynaseni'],
  drawLastTrump: ['vynaseni', 'sedma'],
  drawTrumps: ['vynaseni'],
  keepTrumpControl: ['vynaseni'],
  forceATrump: ['vynaseni'],
  keepGuard: ['obrana'],
  noLeadIntoRuff: ['vynaseni'],
  keepTheLead: ['vynaseni', 'sedma'],
  stripTheSeven: ['sedma', 'obrana'],
  forceTheSeven: ['sedma'],
  killTheSeven: ['sedma', 'obrana'],
  sparePartnersSeven: ['sedma'],
  keepSevenBack: ['sedma'],
  spendTheSeven: ['sedma'],
  firstMarriage: ['sto'],
  takeThePoints: ['pocitani'],
  lastTrick: ['pocitani'],
  saveThePoints: ['pocitani', 'obrana'],
  winThePoints: ['pocitani'],
  betlHighestUnder: ['betl'],
  betlDangerousCard: ['betl'],
  betlFindTheHole: ['betl'],
  betlKeepTheHole: ['betl'],
  durchOrder: ['durch'],
  durchKeepGuard: ['durch'],
  durchTakeATrick: ['durch'],
};

export const isTechnique = (t: string | null): t is TechniqueId =>
  t !== null && (TECHNIQUES as readonly string[]).includes(t);

export type SourceCounts = Readonly<Record<MistakeSource, number>>;

/** The mistakes of one principle. */
export interface PrincipleSpot {
  readonly technique: TechniqueId;
  readonly mistakes: number;
  readonly sources: SourceCounts;
  /** Of them, in the 7 days up to now and in the 7 days before (the trend). */
  readonly lastWeek: number;
  readonly weekBefore: number;
  /** The drill themes they were made in, the most first. */
  readonly themes: readonly string[];
}

/** The mistakes of one drill theme. */
export interface ThemeSpot {
  readonly theme: string;
  readonly mistakes: number;
  /** Of them, with no principle named. */
  readonly unnamed: number;
  readonly sources: SourceCounts;
}

export interface WeakSpotSums {
  readonly total: number;
  /** Mistakes with no principle named (counted under their themes only). */
  readonly unnamed: number;
  /** The weakest first: the most mistakes, then the most in the last week, then the technique order. */
  readonly principles: readonly PrincipleSpot[];
  /** The most mistakes first, then the drill themes' order. */
  readonly themes: readonly ThemeSpot[];
}

const DAY = 86_400_000;
const zero = (): Record<MistakeSource, number> => ({ review: 0, drill: 0, lesson: 0 });

/** Sums the mistakes (`now` epoch ms: the trend's weeks end there). */
export function weakSpotSums(
  rows: readonly MistakeRecord[],
  now: number,
  themeOrder: readonly string[],
): WeakSpotSums {
  const byTechnique = new Map<
    TechniqueId,
    {
      n: number;
      src: Record<MistakeSource, number>;
      last: number;
      before: number;
      themes: Map<string, number>;
    }
  >();
  const byTheme = new Map<string, { n: number; unnamed: number; src: Record<MistakeSource, number> }>();
  let unnamed = 0;
  for (const r of rows) {
    const t = byTheme.get(r.theme) ?? { n: 0, unnamed: 0, src: zero() };
    t.n++;
    t.src[r.source]++;
    byTheme.set(r.theme, t);
    if (!isTechnique(r.technique)) {
      t.unnamed++;
      unnamed++;
      continue;
    }
    const p = byTechnique.get(r.technique) ?? {
      n: 0,
      src: zero(),
      last: 0,
      before: 0,
      themes: new Map<string, number>(),
    };
    p.n++;
    p.src[r.source]++;
    const age = now - Date.parse(r.at);
    if (age >= 0 && age < 7 * DAY) p.last++;
    else if (age >= 7 * DAY && age < 14 * DAY) p.before++;
    p.themes.set(r.theme, (p.themes.get(r.theme) ?? 0) + 1);
    byTechnique.set(r.technique, p);
  }
  const order = (id: string, list: readonly string[]) => {
    const i = list.indexOf(id);
    return i < 0 ? list.length : i;
  };
  const principles = [...byTechnique]
    .map(([technique, p]) => ({
      technique,
      mistakes: p.n,
      sources: p.src,
      lastWeek: p.last,
      weekBefore: p.before,
      themes: [...p.themes]
        .sort((a, b) => b[1] - a[1] || order(a[0], themeOrder) - order(b[0], themeOrder))
        .map(([t]) => t),
    }))
    .sort(
      (a, b) =>
        b.mistakes - a.mistakes ||
        b.lastWeek - a.lastWeek ||
        order(a.technique, TECHNIQUES) - order(b.technique, TECHNIQUES),
    );
  const themes = [...byTheme]
    .map(([theme, t]) => ({ theme, mistakes: t.n, unnamed: t.unnamed, sources: t.src }))
    .sort((a, b) => b.mistakes - a.mistakes || order(a.theme, themeOrder) - order(b.theme, themeOrder));
  return { total: rows.length, unnamed, principles, themes };
}
