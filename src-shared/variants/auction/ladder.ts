/**
 * The contract ladder of licitovaný mariáš: the steps an auction climbs, in each document's order, and
 * what winning a step commits the declarer to (docs/variants.md, "Licitovaný mariáš").
 */
import { SUITS, type Suit } from '../../cards/card.ts';
import type { AuctionLadder } from '../../rules/ruleset.ts';

/** Every step any ladder uses. "red" = hearts as trumps ("červená", "lepší"). */
export const STEPS = [
  'game',
  'redGame',
  'seven',
  'redSeven',
  'hundred',
  'hundredSeven',
  'redHundred',
  'redHundredSeven',
  'betl',
  'durch',
  'twoSevens',
  'twoSevensHundred',
  'redTwoSevens',
  'redTwoSevensHundred',
] as const;
export type StepId = (typeof STEPS)[number];

/** A ladder: its steps from lowest to highest. */
export type Ladder = readonly StepId[];

/** The twelve steps of the tournament rules (TP čl. I), lowest first; the English description lists the same. */
const TWELVE = [
  'seven',
  'redSeven',
  'hundred',
  'hundredSeven',
  'redHundred',
  'redHundredSeven',
  'betl',
  'durch',
  'twoSevens',
  'twoSevensHundred',
  'redTwoSevens',
  'redTwoSevensHundred',
] as const;

/**
 * The ladders as the documents give them, lowest first (the Ruleset's `auctionLadder` names one; each
 * names the document it is read from, which the auction's refusals cite).
 * - `csm`: the twelve steps of the tournament rules (pravidla ČSM pro licitovaný mariáš, čl. I). The id
 *   is older than the general rules' own ladder: rules saved with it keep meaning the tournament's.
 * - `csmGeneral`: the general rules alone (OP čl. VII odst. 3 bids "by the order of čl. IV odst. 1"):
 *   hra, sedma, sto, sto a sedma, betl, durch, dvě sedmy, dvě sedmy a sto. No red steps: hearts as
 *   trumps only double the rate (čl. V odst. 4), so any suit plays at any suit step.
 * - `house001`: the popular description's ten steps (DP, "Stupně licitace") with sto a sedm and its
 *   red form after red sto, where its worked auction bids them (open question 4).
 * - `english003`: the English description's list (AP, "Licitovaný Mariáš"), the same twelve as `csm`
 *   (it prints them lowest first though it calls the list "highest to lowest").
 */
export const LADDERS = {
  csm: TWELVE,
  csmGeneral: ['game', 'seven', 'hundred', 'hundredSeven', 'betl', 'durch', 'twoSevens', 'twoSevensHundred'],
  house001: [
    'game',
    'redGame',
    'seven',
    'redSeven',
    'hundred',
    'redHundred',
    'hundredSeven',
    'redHundredSeven',
    'betl',
    'durch',
    'twoSevens',
    'redTwoSevens',
  ],
  english003: TWELVE,
} as const satisfies Record<AuctionLadder, Ladder>;

/** Position of a step on a ladder, -1 when the ladder does not have it. */
export function stepRank(step: StepId, ladder: Ladder): number {
  return ladder.indexOf(step);
}

export function onLadder(step: StepId, ladder: Ladder): boolean {
  return ladder.includes(step);
}

/** `a` is higher on the ladder than `b` (null: nothing bid yet, below every step). */
export function outranks(a: StepId, b: StepId | null, ladder: Ladder): boolean {
  const ra = stepRank(a, ladder);
  if (ra < 0) return false;
  return b === null ? true : ra > stepRank(b, ladder);
}

/** The step right above `step` (the lowest for null), or null at the top. */
export function nextStep(step: StepId | null, ladder: Ladder): StepId | null {
  const i = step === null ? 0 : stepRank(step, ladder) + 1;
  return ladder[i] ?? null;
}

/** The steps strictly above `step` (all of them for null), lowest first. */
export function stepsAbove(step: StepId | null, ladder: Ladder): StepId[] {
  return step === null ? [...ladder] : ladder.slice(stepRank(step, ladder) + 1);
}

/** The parts of a contract that are settled separately (OP čl. IV odst. 1, 9, 10). */
export const STEP_PARTS = ['game', 'seven', 'hundred', 'twoSevens', 'betl', 'durch'] as const;
export type StepPart = (typeof STEP_PARTS)[number];

/**
 * What a step is: a suit game (trumps `red` = hearts, else any other suit) or betl / durch, and the
 * announcements it carries.
 */
export interface StepShape {
  readonly game: 'suit' | 'betl' | 'durch';
  /** Hearts must be trumps; for other suit steps hearts are not allowed (that would be the red step). */
  readonly red: boolean;
  readonly seven: boolean;
  readonly hundred: boolean;
  /** Dvě sedmy: trumps plus an auxiliary suit (OP čl. IV odst. 9). */
  readonly twoSevens: boolean;
}

function suitStep(red: boolean, seven: boolean, hundred: boolean, twoSevens: boolean): StepShape {
  return { game: 'suit', red, seven, hundred, twoSevens };
}

export const STEP_SHAPES: Readonly<Record<StepId, StepShape>> = {
  game: suitStep(false, false, false, false),
  redGame: suitStep(true, false, false, false),
  seven: suitStep(false, true, false, false),
  redSeven: suitStep(true, true, false, false),
  hundred: suitStep(false, false, true, false),
  hundredSeven: suitStep(false, true, true, false),
  redHundred: suitStep(true, false, true, false),
  redHundredSeven: suitStep(true, true, true, false),
  betl: { game: 'betl', red: false, seven: false, hundred: false, twoSevens: false },
  durch: { game: 'durch', red: false, seven: false, hundred: false, twoSevens: false },
  twoSevens: suitStep(false, false, false, true),
  twoSevensHundred: suitStep(false, false, true, true),
  redTwoSevens: suitStep(true, false, false, true),
  redTwoSevensHundred: suitStep(true, false, true, true),
};

/**
 * The settled parts a declared step consists of. A seven comes with the game ("Hra a Sedma", OP čl. IV
 * odst. 4), a hundred replaces the game (čl. IV odst. 5); dvě sedmy carries the game only where the
 * rules say so (`twoSevensWithGame`, open question 6); dvě sedmy a sto adds the hundred (čl. IV odst. 10).
 */
export function stepParts(step: StepId, twoSevensWithGame: boolean): StepPart[] {
  const s = STEP_SHAPES[step];
  if (s.game !== 'suit') return [s.game];
  const out: StepPart[] = [];
  if (s.hundred) out.push('hundred');
  else if (!s.twoSevens || twoSevensWithGame) out.push('game');
  if (s.seven) out.push('seven');
  if (s.twoSevens) out.push('twoSevens');
  return out;
}

/** Why trumps (and the auxiliary suit) do not fit a step, or null when they do. */
export type TrumpMismatch =
  | 'trumpMissing'
  | 'trumpNotAllowed'
  | 'redStepNeedsHearts'
  | 'plainStepNotHearts'
  | 'auxMissing'
  | 'auxNotAllowed'
  | 'auxIsTrump';

/**
 * Whether a plain suit step may be played with hearts as trumps on `ladder`: only where the ladder has
 * no red form of it (the general rules' ladder has none, OP čl. IV odst. 1; TP čl. I and DP make hearts
 * a step of their own).
 */
export function heartsAllowed(step: StepId, ladder: Ladder): boolean {
  const red = redStepOf(step);
  return red === null || !ladder.includes(red);
}

/**
 * The trump suits a suit step is played in on `ladder`, in SUITS order (none for betl and durch):
 * hearts only for a red step, every suit but hearts for a plain step whose red form is on the ladder,
 * every suit otherwise.
 */
export function stepTrumps(step: StepId, ladder: Ladder): Suit[] {
  const s = STEP_SHAPES[step];
  if (s.game !== 'suit') return [];
  if (s.red) return ['H'];
  return SUITS.filter((x) => x !== 'H' || heartsAllowed(step, ladder));
}

/**
 * Trumps and the auxiliary suit a declared step needs: a suit for suit steps (hearts exactly for red
 * steps, and not for a plain step whose red form is on the ladder: pravidla ČSM pro licitovaný mariáš
 * čl. I), none for betl and durch; an auxiliary suit other than trumps exactly for dvě sedmy (OP čl. IV
 * odst. 9).
 */
export function trumpMismatch(
  step: StepId,
  trump: Suit | null,
  aux: Suit | null,
  ladder: Ladder,
): TrumpMismatch | null {
  const s = STEP_SHAPES[step];
  if (s.game !== 'suit') return trump !== null ? 'trumpNotAllowed' : aux !== null ? 'auxNotAllowed' : null;
  if (trump === null) return 'trumpMissing';
  if (s.red && trump !== 'H') return 'redStepNeedsHearts';
  if (!s.red && trump === 'H' && !heartsAllowed(step, ladder)) return 'plainStepNotHearts';
  if (!s.twoSevens) return aux !== null ? 'auxNotAllowed' : null;
  if (aux === null) return 'auxMissing';
  return aux === trump ? 'auxIsTrump' : null;
}

/**
 * The contracts the winner of `won` may declare: the steps of the ladder not below it (OP čl. VII
 * odst. 3: not lower than the auction obliges, any higher one allowed). A winner of no step (every
 * other seat passed and the rules let the last one choose) may declare any step.
 */
export function declarableSteps(won: StepId | null, ladder: Ladder): StepId[] {
  return won === null ? [...ladder] : ladder.slice(stepRank(won, ladder));
}

/** A plain suit step's form with hearts as trumps (TP čl. I: sedma → sedma červená …); null for the others. */
export function redStepOf(step: StepId): StepId | null {
  const s = STEP_SHAPES[step];
  if (s.game !== 'suit' || s.red) return null;
  return STEPS.find((x) => {
    const r = STEP_SHAPES[x];
    return (
      r.red &&
      r.game === 'suit' &&
      r.seven === s.seven &&
      r.hundred === s.hundred &&
      r.twoSevens === s.twoSevens
    );
  }) as StepId;
}
