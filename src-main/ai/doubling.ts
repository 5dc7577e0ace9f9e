/**
 * Doubling by money: whether a seat raises (flek, re, …) the components open to it, decided by the
 * mean money the raise brings over the sampled deals less its standard error, not by the share of deals
 * won (docs/ai.md, "Doubling"). Shared by every variant's doubling; each variant fills `DoubleRows`
 * from its own deals. Also the one proof of a lost no-trump game a defender may flek on sight
 * (`brokenNoTrump`).
 */
import {
  type Action,
  type Card,
  type Hint,
  type ComponentKind,
  type SeatView,
  type Variant,
  CARDS,
  SUITS,
} from '../../src-shared/index.ts';

/**
 * Per sampled deal (same index in every array): its weight, the declarer's money per defender as the
 * hand would be played (`played`), what passing brings (`base`: differs from `played` where passing
 * leaves the game paid without play) and, per open component (same order as `open`), the money with
 * that component raised once more (`raised[j][i]`).
 */
export interface DoubleRows {
  weights: number[];
  played: number[];
  base: number[];
  raised: number[][];
}

/**
 * A variant's doubling rule. `z[d]`: how many standard errors the mean gain of a raise must clear when
 * `d` doubles are already on the component (the last entry serves beyond). `edge`: the declarer's
 * real-play edge over the double-dummy deals, in money per defender of the undoubled component (the
 * arena's "declarer over double-dummy"); sampled deals do not credit it, so every raise is charged it
 * (for the defenders) or credited it (for the declarer), times the stake already on. `noTrumpZ`: the
 * least z for a betl or durch, which a declarer names on the rare hand that wins it while the sampled
 * deals give him a nearly random one. `announcedZ`: the same least z for the declarer's own seven and
 * hundred. `correlation`: how alike the sampled deals are in what they get wrong (the intraclass
 * correlation ρ of the design effect, `effectiveDeals`); 0 counts them as independent.
 */
export interface DoubleRule {
  z: readonly number[];
  edge: number;
  noTrumpZ?: number;
  announcedZ?: number;
  correlation?: number;
  /** The z an announcement against must clear (`againstPays`); the first raise's when absent. */
  againstZ?: number;
  /** The components `announcedZ` holds for (the declarer's seven, hundred and two sevens when absent). */
  announced?: readonly ComponentKind[];
}

const NO_TRUMP: readonly ComponentKind[] = ['betl', 'durch', 'openBetl', 'openDurch'];

/**
 * Volený's z fitted by `npm run double-fit` on the tune seeds (docs/figures.md, "Volený: the flek by
 * money"): 3.5 standard errors for a flek, 1.5 and 2 times that for the raises after it (the stakes
 * double each time and the weights leave few effective deals); on hráč's 200 defender decisions it
 * fleks 20 % (was 42 % at z 1) and the fleks earn +0.02 ± 0.18 Kč each (were −0.07 ± 0.14). The edge
 * hardly moves it (0.1 to 0.2 alike) and stays 0.1 per defender. Lízaný's z 4 fitted the same way
 * (`--variant twoHand`): hráč reading the calls fleks 18 % of 230 decisions at +0.20 ± 0.16 Kč each (z 1:
 * 21 %, +0.13 ± 0.15), začátečník 11 % at +0.41 ± 0.29. Křížový's hand-set z 1 is what its fit keeps
 * (`--variant fourHand`: hráč fleks 9.3 % of 268 decisions at +0.17 ± 0.24 Kč each; from z 2 on it
 * fleks under 4 %, below the band). Licitovaný keeps the hand-set one standard error for a flek, more
 * for every further double. A defender's betl or durch only by proof
 * (`noTrumpZ` infinite) until evaluation is shown to pay there: the levels' own betl and durch lost to
 * the defence's sampled fleks (docs/figures.md, "No flek of another seat's betl or durch").
 *
 * Volený, 2026-11-27 (docs/figures.md, "Volený: the flek by money"): the declarer's announced hundred
 * and seven are not raised by the defence (`announcedZ` infinite): he announces them on the hand that
 * makes them, which the sampled deals do not see (where the hundred was fleked they showed the defence
 * beating it on most deals, yet a flek of it would have lost in 70 of 73 decisions on the tune seeds,
 * of the seven in 366 of 388; the hundred's fleks lost 1.2 to 2.1 Kč each, all the money the levels'
 * fleks lost). And the deals count with the design effect of one reading of the calls (`correlation`
 * 0.03, `effectiveDeals`): mistr's 28 deals are worth 15.5, hráč's 12 worth 9.0, začátečník's 5 worth
 * 4.5, so more deals of the same reading no longer let mistr flek on an edge hráč's would not (it
 * fleked 30 % of the hands it defends on 514 decisions, 20 % now).
 *
 * Křížový, 2026-11-29 (docs/figures.md, "Křížový: the declarer's hundred and seven"): the same for the
 * declarer's announced hundred and seven, for the same reason; the levels' fleks of them were what
 * made their doubles lose (a flek of a hundred −1.4 to −2.4 Kč at each level) while their fleks of the
 * plain game earned.
 *
 * Licitovaný, 2026-11-29 (docs/figures.md, "Licitovaný: the declared hundred"): the declared hundred
 * alone (`announced`), which the declarer names at the talon after winning the auction at a lower step;
 * the fleks of a hundred and seven lost 4 to 11 Kč each (tune seed 17), every deal of the flekker showing
 * the defence ahead. The seven, licitovaný's usual contract, is still raised by money.
 *
 * Licitovaný, 2026-11-29 (docs/figures.md, "Licitovaný: dvě sedmy by proof"): dvě sedmy as well, by
 * proof alone (`brokenTwoSevens`: four cards of its auxiliary suit in the defender's hand lose it
 * without play). By money the levels fleked it three times on the report's seed 211, losing 24 Kč
 * (začátečník) and 8 Kč twice (hráč), while their fleks of the seven came to −0.015 and +0.113 Kč each.
 *
 * Volený, 2026-11-28 (docs/figures.md, "Volený: the flek refitted on the declarer's talon"):
 * once the defence's deals gave the declarer the talon he lays (unseen.ts `policyTalon`), z 3.5 fleked
 * 8–13 % of the hands defended, the band's lower edge; refitted on 1,406 decisions of the tune seeds,
 * z 2.5 fleks 13–20 % at the three levels, every level's fleks earning (hráč +0.27 ± 0.13 Kč each).
 */
export const DOUBLE_RULE: Record<Variant, DoubleRule> = {
  chosen: {
    z: [2.5, 3.75, 5],
    edge: 0.1,
    noTrumpZ: Infinity,
    announcedZ: Infinity,
    correlation: 0.03,
    againstZ: 3.5,
  },
  auction: {
    z: [1, 1.5, 2],
    edge: 0.1,
    noTrumpZ: Infinity,
    announcedZ: Infinity,
    announced: ['hundred', 'twoSevens'],
  },
  fourHand: { z: [1, 1.5, 2], edge: 0.1, noTrumpZ: Infinity, announcedZ: Infinity },
  // Lízaný has no betl or durch (src-shared/variants/two-hand/editor.ts), so no `noTrumpZ`.
  twoHand: { z: [4, 6, 8], edge: 0.1 },
};

const isNoTrump = (k: ComponentKind) => NO_TRUMP.includes(k);
/** The declarer's own announcements a defender may raise (the seven and hundred against are the defence's). */
export const ANNOUNCED: readonly ComponentKind[] = ['seven', 'hundred', 'twoSevens'];

/**
 * How many independent deals `kish` deals drawn from one reading of the calls are worth: n / (1 + (n − 1)ρ),
 * the design effect of deals that share one posterior. Each deal is drawn on its own, but all of them
 * from the same reading of the declarer's calls, and what that reading gets wrong (a declarer stronger
 * than the sampled ones) it gets wrong in every deal alike; more deals shrink the sampling error, not
 * that one. So the effective number grows with n at first and levels off at 1/ρ: a level that draws 28
 * deals is not 2.3 times as sure as one that draws 12 of the same reading.
 */
export function effectiveDeals(kish: number, correlation = 0): number {
  return kish / (1 + (kish - 1) * correlation);
}

/**
 * Weighted mean and its standard error (Kish's effective n, as estimate.ts `surelyGains`, less by the
 * design effect of `correlation`: `effectiveDeals`).
 */
export function meanAndError(
  values: readonly number[],
  weights: readonly number[],
  correlation = 0,
): { mean: number; error: number } {
  let total = 0;
  let squares = 0;
  let sum = 0;
  values.forEach((v, i) => {
    const w = weights[i] ?? 1;
    total += w;
    squares += w * w;
    sum += w * v;
  });
  if (total === 0) return { mean: 0, error: Infinity };
  const mean = sum / total;
  let spread = 0;
  values.forEach((v, i) => {
    spread += (weights[i] ?? 1) * (v - mean) ** 2;
  });
  const effective = effectiveDeals((total * total) / squares, correlation);
  if (effective < 2) return { mean, error: Infinity };
  return { mean, error: Math.sqrt(spread / total / (effective - 1)) };
}

/**
 * Which of the `open` components this side (`sign` 1: the declarer's, −1: a defender's) raises: each
 * whose weighted mean gain, the declarer's edge taken into account, clears `z` standard errors
 * (`z[doubles already on]`), and only if the whole call then beats passing (`base`) on average.
 * Returns the components with the whole call's mean gain over passing (`gain`), its lower bound
 * `gain − z·SE` (`lcb`, z of the first raise), the deals read and those in which the side came out
 * ahead as played (`won`): the hint's numbers.
 */
export function moneyDoubles(
  rows: DoubleRows,
  open: readonly ComponentKind[],
  doubles: Readonly<Partial<Record<string, number>>>,
  sign: 1 | -1,
  rule: DoubleRule,
): { chosen: ComponentKind[]; gain: number; lcb: number; deals: number; won: number } {
  const { weights, played, base } = rows;
  // `noTrumpZ` and `announcedZ` hold for the defence: the declarer knows what he named his betl or
  // durch, or announced his seven or hundred, on.
  const zAt = (k: ComponentKind, level: number) => {
    const z = rule.z[Math.min(level, rule.z.length - 1)] ?? 1;
    if (sign === 1) return z;
    if (isNoTrump(k)) return Math.max(z, rule.noTrumpZ ?? 0);
    return (rule.announced ?? ANNOUNCED).includes(k) ? Math.max(z, rule.announcedZ ?? 0) : z;
  };
  const gains = open.map((k, j) => {
    const level = doubles[k] ?? 0;
    const after = rows.raised[j] ?? [];
    // Raising adds the component's money at the stake already on (2^level), and the declarer's edge with it.
    const charge = rule.edge * 2 ** level;
    return played.map((p, i) => sign * ((after[i] as number) - p) + sign * charge);
  });
  const chosen = open.filter((k, j) => {
    const { mean, error } = meanAndError(gains[j] as number[], weights, rule.correlation);
    const z = zAt(k, doubles[k] ?? 0);
    return z !== Infinity && mean - z * error > 0;
  });
  // The whole call against passing: the hand as played, plus each chosen raise's gain.
  const whole = played.map((p, i) =>
    chosen.reduce(
      (sum, k) => sum + ((gains[open.indexOf(k)] as number[])[i] as number),
      sign * (p - (base[i] as number)),
    ),
  );
  const { mean: gain, error } = meanAndError(whole, weights, rule.correlation);
  const first = chosen[0];
  const lcb = gain - (first === undefined ? 0 : zAt(first, doubles[first] ?? 0)) * error;
  const won = played.filter((p) => sign * p > 0).length;
  const result = { gain, lcb, deals: played.length, won };
  return chosen.length > 0 && gain > 0 ? { chosen, ...result } : { chosen: [], ...result };
}

/**
 * Whether a defender's announcement against (the seven or the hundred against, with its first answer) pays
 * by money as a flek must: per deal what announcing it brings over the hand as it stands (`after` less
 * `played`, for the defence: `sign` −1), the declarer's edge over the double-dummy deals charged once (the
 * defence plays the announcement at the table, not with every card open), clearing the first raise's z
 * standard errors (`againstZ` where the rule has one) with the design effect of one reading of the calls.
 * Volený, 2026-11-28: decided before by one standard error and the share bar, the hundred against lost
 * 0.7 to 3.5 Kč a hand at every level (docs/figures.md, "Volený: the announcements against by money").
 * Its z stayed 3.5 when the flek's went to 2.5: nothing has fitted it lower.
 */
export function againstPays(
  after: readonly number[],
  played: readonly number[],
  weights: readonly number[],
  sign: 1 | -1,
  rule: DoubleRule,
): boolean {
  const gains = played.map((p, i) => sign * ((after[i] as number) - p) - rule.edge);
  const { mean, error } = meanAndError(gains, weights, rule.correlation);
  return mean - (rule.againstZ ?? rule.z[0] ?? 1) * error > 0;
}

/**
 * Whether this seat's own cards prove the durch (open or not) another seat declared lost, whatever the
 * layout. The declarer leads the first trick of betl and durch (position.ts), and the ace is the top of
 * its suit there (rules/000 čl. IV odst. 8). With `a` aces in hand, let U be the cards the seat does not
 * hold of the suits whose ace it lacks and h the declarer's hand: if U < h the declarer holds a card of
 * an ace suit and must lead it at the latest when his others are gone, and if the seat's cards other
 * than its aces are at least U it can follow or throw them on every trick before, keeping every ace.
 * Betl is never proven here: the declarer may hold any of the unseen cards and the partner may be
 * forced to cover.
 */
export function brokenNoTrump(view: SeatView): boolean {
  if (view.game !== 'durch' && view.game !== 'openDurch') return false;
  const declarer = view.declarer;
  if (declarer === null || declarer === view.seat || view.partner === view.seat) return false;
  if (view.tricks.length > 0 || view.trick !== null) return false;
  const own = new Set<Card>(view.hand);
  const aceSuits = SUITS.filter((s) => own.has(`${s}A`));
  const aces = aceSuits.length;
  if (aces === 0) return false;
  const unseen = CARDS.filter(
    (c) => !own.has(c) && !aceSuits.includes(c[0] as (typeof SUITS)[number]),
  ).length;
  const h = view.handSizes[declarer] ?? 0;
  return unseen < h && view.hand.length - aces >= unseen;
}

/**
 * How many cards of plain dvě sedmy's auxiliary suit this defender holds, where they lose it without
 * play: four or more, and the rules count them (`twoSevensAuxFour`; turnajová pravidla čl. III odst. 1,
 * src-shared/variants/auction/two-sevens.ts `judgeTwoSevens`, which loses the component to them even beside
 * a hundred). Null when they do not, or the seat is no defender of dvě sedmy.
 */
export function brokenTwoSevens(view: SeatView): number | null {
  const aux = view.aux;
  if (aux === null || !view.rules.twoSevensAuxFour) return null;
  if (view.declarer === null || view.declarer === view.seat) return null;
  if (!view.components.some((c) => c.kind === 'twoSevens')) return null;
  const count = view.hand.filter((c) => c[0] === aux).length;
  return count >= 4 ? count : null;
}

/**
 * The flek a proof of the contract lost asks for: of exactly the open durch `brokenNoTrump` proves lost,
 * or of dvě sedmy that `brokenTwoSevens` does; the legal double with its hint, or null when there is no
 * proof (or no such double is open).
 */
export function provenDouble(view: SeatView): { action: Action; hint: Hint } | null {
  const open = view.doubling?.open ?? [];
  const auxCount = brokenTwoSevens(view);
  const kinds: ComponentKind[] = brokenNoTrump(view)
    ? open.filter((k) => k === 'durch' || k === 'openDurch')
    : auxCount !== null
      ? open.filter((k) => k === 'twoSevens')
      : [];
  if (kinds.length === 0) return null;
  const action = view.legal.find(
    (a) =>
      a.type === 'double' &&
      (a.against ?? []).length === 0 &&
      a.components.length === kinds.length &&
      kinds.every((k) => a.components.includes(k)),
  );
  if (!action) return null;
  const auxFour =
    auxCount !== null && view.aux !== null ? { auxFour: { suit: view.aux, count: auxCount } } : {};
  return { action, hint: { code: 'double', components: kinds, win: 1, proven: true, ...auxFour } };
}

/**
 * Whether the rule leaves this defender nothing to raise but by proof: every component open to it a
 * betl or durch with `noTrumpZ` infinite. Then it passes without sampling (after `provenDouble`).
 */
export function onlyByProof(view: SeatView, rule: DoubleRule, partnerOfDeclarer = false): boolean {
  const open = view.doubling?.open ?? [];
  const defends = view.declarer !== null && view.declarer !== view.seat && !partnerOfDeclarer;
  return defends && open.length > 0 && rule.noTrumpZ === Infinity && open.every(isNoTrump);
}

/** The pass `onlyByProof` leaves, with its hint. */
export function passWithoutProof(view: SeatView): { action: Action; hint: Hint } | null {
  const action = view.legal.find((a) => a.type === 'pass');
  return action ? { action, hint: { code: 'pass', win: null, noProof: true } } : null;
}
