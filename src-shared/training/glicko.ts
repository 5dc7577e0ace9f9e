/**
 * Glicko-2 ratings (Mark E. Glickman, "Example of the Glicko-2 system", 2013), used the way Lichess rates
 * puzzles: the learner and every drill carry a rating, a deviation (RD) and a volatility; one attempt is
 * one game in a rating period of its own, and the drill "wins" when the learner fails it.
 *
 * Choices beyond the paper (all in `GlickoOptions`):
 * - `tau`, the system constant that bounds how fast the volatility may change: 0.5, the paper's example
 *   value, inside its recommended 0.3–1.2; smaller is more conservative about sudden changes of strength;
 * - the deviation is kept within [`minDeviation`, `maxDeviation`] after every update: the floor (45)
 *   keeps a rating that has seen many attempts able to move, the ceiling (350, an unrated player's RD)
 *   is the most uncertain a rating can become however long it rests;
 * - idle time is counted in rating periods (`idle`); how long a period lasts is the caller's choice
 *   (fractional periods are allowed: the deviation grows with √(periods)·σ).
 * Pure: no clock, no randomness. A rating that is not finite, or has no positive deviation or volatility,
 * and a score outside [0, 1] are refused with a RangeError.
 */

/** A rating on the Glicko scale (1500 is the centre). */
export interface Rating {
  readonly rating: number;
  /** Rating deviation (RD): one standard deviation of the uncertainty, in rating points. */
  readonly deviation: number;
  /** Expected fluctuation of the strength between periods (σ, on the Glicko-2 scale). */
  readonly volatility: number;
}

export interface GlickoOptions {
  /** The system constant τ. */
  readonly tau: number;
  readonly minDeviation: number;
  readonly maxDeviation: number;
}

export const GLICKO_DEFAULTS: GlickoOptions = { tau: 0.5, minDeviation: 45, maxDeviation: 350 };

/** An unrated learner or drill, as the paper starts one. */
export const UNRATED: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/** One game of a rating period: the opponent's rating before the period and the score (1 win, ½, 0 loss). */
export interface GameResult {
  readonly opponent: Rating;
  readonly score: number;
}

/** Factor between the Glicko and the Glicko-2 scale (400 / ln 10). */
export const GLICKO2_SCALE = 173.7178;
const CENTRE = 1500;
/** Convergence tolerance of the volatility iteration (the paper's ε). */
const EPSILON = 1e-6;

const toMu = (rating: number): number => (rating - CENTRE) / GLICKO2_SCALE;
const toPhi = (deviation: number): number => deviation / GLICKO2_SCALE;
const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const e = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The expected score of `player` against `opponent` (the chance to win, draws counting half). */
export function expectedScore(player: Rating, opponent: Rating): number {
  return e(toMu(player.rating), toMu(opponent.rating), toPhi(opponent.deviation));
}

/** Throws a RangeError on values the algorithm cannot use (they would give NaN or never converge). */
function check(player: Rating, options: GlickoOptions): void {
  const ok =
    Number.isFinite(player.rating) &&
    Number.isFinite(player.deviation) &&
    player.deviation > 0 &&
    Number.isFinite(player.volatility) &&
    player.volatility > 0 &&
    Number.isFinite(options.tau) &&
    options.tau > 0;
  if (!ok) throw new RangeError(`not a usable rating: ${JSON.stringify({ ...player, tau: options.tau })}`);
}

function clampDeviation(deviation: number, options: GlickoOptions): number {
  return Math.min(options.maxDeviation, Math.max(options.minDeviation, deviation));
}

/**
 * The new volatility (step 5 of the paper): the root of f by the Illinois variant of regula falsi.
 * `delta` is Δ, `phi` φ, `v` the estimated variance, `sigma` the current volatility.
 */
function newVolatility(delta: number, phi: number, v: number, sigma: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const phi2v = phi * phi + v;
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi2v + ex;
    return (ex * (delta * delta - phi2v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let lo = a;
  let hi: number;
  if (delta * delta > phi2v) {
    hi = Math.log(delta * delta - phi2v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    hi = a - k * tau;
  }
  let fLo = f(lo);
  let fHi = f(hi);
  while (Math.abs(hi - lo) > EPSILON) {
    const c = lo + ((lo - hi) * fLo) / (fHi - fLo);
    const fC = f(c);
    if (fC * fHi <= 0) {
      lo = hi;
      fLo = fHi;
    } else {
      fLo /= 2;
    }
    hi = c;
    fHi = fC;
  }
  return Math.exp(lo / 2);
}

/**
 * The rating after one rating period with `games` (all rated against the opponents' ratings from before
 * the period). No games: only the deviation grows, as one idle period.
 */
export function updateRating(
  player: Rating,
  games: readonly GameResult[],
  options: GlickoOptions = GLICKO_DEFAULTS,
): Rating {
  if (games.length === 0) return idle(player, 1, options);
  check(player, options);
  for (const game of games) {
    check(game.opponent, options);
    if (!(game.score >= 0 && game.score <= 1)) throw new RangeError(`not a score: ${game.score}`);
  }
  const mu = toMu(player.rating);
  const phi = toPhi(player.deviation);
  let invV = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = toMu(game.opponent.rating);
    const phiJ = toPhi(game.opponent.deviation);
    const gJ = g(phiJ);
    const eJ = e(mu, muJ, phiJ);
    invV += gJ * gJ * eJ * (1 - eJ);
    sum += gJ * (game.score - eJ);
  }
  const v = 1 / invV;
  const delta = v * sum;
  const sigma = newVolatility(delta, phi, v, player.volatility, options.tau);
  const phiStar = Math.sqrt(phi * phi + sigma * sigma);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return {
    rating: GLICKO2_SCALE * muNew + CENTRE,
    deviation: clampDeviation(GLICKO2_SCALE * phiNew, options),
    volatility: sigma,
  };
}

/** The rating after `periods` rating periods without a game (≥ 0, may be fractional): the RD grows. */
export function idle(player: Rating, periods: number, options: GlickoOptions = GLICKO_DEFAULTS): Rating {
  check(player, options);
  if (!(periods > 0)) return player;
  const phi = toPhi(player.deviation);
  const phiStar = Math.sqrt(phi * phi + periods * player.volatility * player.volatility);
  return { ...player, deviation: clampDeviation(GLICKO2_SCALE * phiStar, options) };
}

/** One rating period of `idle`: a day. A learner away for a month comes back with a wider deviation. */
export const RATING_PERIOD_MS = 86_400_000;

/**
 * A stored rating as it stands at `now` (epoch ms): its deviation grown by the days since it was last
 * updated (`updated`, ISO 8601; an unreadable or future time: no growth).
 */
export function ratingAt(
  stored: Rating,
  updated: string,
  now: number,
  options: GlickoOptions = GLICKO_DEFAULTS,
): Rating {
  const since = now - Date.parse(updated);
  return Number.isFinite(since) && since > 0 ? idle(stored, since / RATING_PERIOD_MS, options) : stored;
}

/** Both ratings after one attempt at a drill: each is rated against the other's rating from before it. */
export function rateAttempt(
  learner: Rating,
  drill: Rating,
  solved: boolean,
  options: GlickoOptions = GLICKO_DEFAULTS,
): { readonly learner: Rating; readonly drill: Rating } {
  const score = solved ? 1 : 0;
  return {
    learner: updateRating(learner, [{ opponent: drill, score }], options),
    drill: updateRating(drill, [{ opponent: learner, score: 1 - score }], options),
  };
}
