/**
 * A Ruleset is every point where the rule documents disagree, made explicit. Each option names the
 * document it comes from (rules/000 … rules/004 in ../shared/rules). Presets bundle a consistent
 * reading of one document; every option can also be changed on its own.
 */

/** Base rates in units of the money base (rules/000 čl. V odst. 2; rules/001 "Kategorie"). */
export interface Rates {
  readonly game: number;
  readonly seven: number;
  readonly hundred: number;
  readonly betl: number;
  readonly durch: number;
  /** null: open betl / open durch are not offered (rules/000 knows no open games). */
  readonly openBetl: number | null;
  readonly openDurch: number | null;
  readonly silentSeven: number;
  readonly silentHundred: number;
}

/**
 * How a hundred (announced or silent) grows for every 10 points above 100, or below it when lost.
 * - `rate`: one more rate per 10 points (rules/000 čl. V odst. 6–7; rules/004 "Sto").
 * - `double`: the amount doubles per 10 points (rules/003, game-point table).
 * - `halfGame`: half the plain game's rate per 10 points (rules/001 "Kategorie", item 10).
 */
export const HUNDRED_GROWTH = ['rate', 'double', 'halfGame'] as const;
export type HundredGrowth = (typeof HUNDRED_GROWTH)[number];

/**
 * Which marriage counts towards an announced hundred (only one ever does).
 * - `first`: the first one the side announced (rules/000 čl. VII odst. 1).
 * - `highest`: the most valuable one the side announced (a reading of rules/003 "at most one Mariáš").
 */
export const HUNDRED_MARRIAGE = ['first', 'highest'] as const;
export type HundredMarriage = (typeof HUNDRED_MARRIAGE)[number];

/**
 * Marriages counted for a silent hundred.
 * - `all`: every marriage (rules/000 čl. V odst. 7; rules/001 "tichou stovku … čtyřmi hláškami").
 * - `one`: only one, as for an announced hundred (rules/003, "Hundred (Unannounced)").
 */
export const SILENT_HUNDRED_MARRIAGES = ['all', 'one'] as const;
export type SilentHundredMarriages = (typeof SILENT_HUNDRED_MARRIAGES)[number];

/**
 * When a marriage counts.
 * - `either`: whichever card of the pair is played first announces it (rules/000 čl. III odst. 3;
 *   rules/001 "vynášíme nebo přidáváme … svrška nebo krále").
 * - `overFirst`: only when the svršek is played before the král (rules/003 "must play the Over Knave
 *   to a trick before the King").
 */
export const MARRIAGE_ORDER = ['either', 'overFirst'] as const;
export type MarriageOrder = (typeof MARRIAGE_ORDER)[number];

/**
 * Which undoubled contracts are settled without playing the cards.
 * - `never`: every contract is played.
 * - `game`: a plain suit game nobody doubled is paid at once (rules/004 "Flekování"; the default).
 * - `gameAndSeven`: also a game with seven whose parts nobody doubled (rules/001 "Flek-re": "Totéž se
 *   týká zpravidla i hry se sedmou").
 */
export const UNPLAYED = ['never', 'game', 'gameAndSeven'] as const;
export type Unplayed = (typeof UNPLAYED)[number];

export interface Ruleset {
  /** Stable identifier of the preset this ruleset started from. */
  readonly preset: PresetId;
  readonly rates: Rates;
  /** Hearts as trumps double every rate of a suit game (rules/000 čl. V odst. 4; rules/001 "červená"). */
  readonly redDoubles: boolean;
  readonly hundredGrowth: HundredGrowth;
  /**
   * A lost hundred also pays one rate per 10 points the other side made with marriages
   * (rules/000 čl. V odst. 6; rules/004 "Sto").
   */
  readonly hundredLossCountsMarriages: boolean;
  readonly hundredMarriage: HundredMarriage;
  readonly silentHundredMarriages: SilentHundredMarriages;
  readonly marriageOrder: MarriageOrder;
  readonly unplayed: Unplayed;
  /**
   * A silent seven that is beaten in the last trick costs its side the silent-seven rate
   * (rules/000 čl. V odst. 8: "uhraná či zabitá"). Off: it only ever wins.
   */
  readonly silentSevenKilledPays: boolean;
  /**
   * Names of the doubling steps, from the first double up (rules/000 čl. V odst. 5: Flek, Re, Tutti,
   * Boty …; rules/001 "Flek-re": flek, re, tutti, retutti; rules/004: Flek, Lepší, Tutti, Boty,
   * Kalhoty, Kaiser). Steps past the list are shown as "×2ⁿ".
   */
  readonly doubleNames: readonly DoubleName[];
  /** Most doublings of one component; null for no limit (rules/001 stops at retutti). */
  readonly maxDoubles: number | null;
  /** Cap on what one player pays in a hand, in units of the base; null for none (rules/000 čl. V odst. 9). */
  readonly limit: number | null;
  /** Money base in haléř: 20 (0.20 Kč) or 100 (1 Kč) (rules/000 čl. V odst. 2). */
  readonly baseHaler: number;
  /** Shuffle before every hand instead of gathering and cutting (rules/000 čl. II odst. 9 forbids it). */
  readonly shuffleEveryHand: boolean;
}

export const DOUBLE_NAMES = ['flek', 're', 'tutti', 'boty', 'kalhoty', 'kaiser', 'lepsi', 'retutti'] as const;
export type DoubleName = (typeof DOUBLE_NAMES)[number];

export const PRESET_IDS = ['csm', 'house001'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/** Obecná pravidla ČSM (rules/000). */
const CSM: Ruleset = {
  preset: 'csm',
  rates: {
    game: 1,
    seven: 2,
    hundred: 4,
    betl: 15,
    durch: 30,
    openBetl: null,
    openDurch: null,
    silentSeven: 1,
    silentHundred: 2,
  },
  redDoubles: true,
  hundredGrowth: 'rate',
  hundredLossCountsMarriages: true,
  hundredMarriage: 'first',
  silentHundredMarriages: 'all',
  marriageOrder: 'either',
  unplayed: 'game',
  silentSevenKilledPays: true,
  doubleNames: ['flek', 're', 'tutti', 'boty', 'kalhoty', 'kaiser'],
  maxDoubles: null,
  limit: 500,
  baseHaler: 20,
  shuffleEveryHand: false,
};

/** The popular house rules of rules/001 (betl 5, durch 10, open games, half a game per 10 over 100). */
const HOUSE_001: Ruleset = {
  ...CSM,
  preset: 'house001',
  rates: {
    game: 1,
    seven: 2,
    hundred: 4,
    betl: 5,
    durch: 10,
    openBetl: 10,
    openDurch: 20,
    silentSeven: 1,
    silentHundred: 2,
  },
  hundredGrowth: 'halfGame',
  unplayed: 'gameAndSeven',
  doubleNames: ['flek', 're', 'tutti', 'retutti'],
  maxDoubles: 4,
  limit: null,
};

export const PRESETS: Readonly<Record<PresetId, Ruleset>> = { csm: CSM, house001: HOUSE_001 };

export function preset(id: PresetId): Ruleset {
  return PRESETS[id];
}
