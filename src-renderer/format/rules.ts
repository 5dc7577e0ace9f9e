/**
 * The rules editor's form: a draft of every `Ruleset` option as the inputs hold it (numbers as the text
 * typed, "not offered" / "no limit" as a switch beside the number, the doubling names as a comma list),
 * and reading it back into a Ruleset with a problem for each field that is wrong. No Vue here.
 */
import {
  DOUBLE_NAMES,
  type DoubleName,
  HUNDRED_GROWTH,
  HUNDRED_MARRIAGE,
  MARRIAGE_ORDER,
  type HundredGrowth,
  type HundredMarriage,
  type MarriageOrder,
  PRESET_IDS,
  PRESETS,
  type PresetId,
  type Rates,
  type Ruleset,
  SILENT_HUNDRED_MARRIAGES,
  type SilentHundredMarriages,
  UNPLAYED,
  type Unplayed,
} from '../../src-shared/rules/ruleset.ts';

export const RATE_KEYS = [
  'game',
  'seven',
  'hundred',
  'betl',
  'durch',
  'openBetl',
  'openDurch',
  'silentSeven',
  'silentHundred',
] as const satisfies readonly (keyof Rates)[];
export type RateKey = (typeof RATE_KEYS)[number];

/** Options edited as a number, named by their path in the Ruleset ("rates.betl", "limit"). */
export type NumberKey = `rates.${RateKey}` | 'maxDoubles' | 'limit';
/** Number options that may also be null (not offered / no limit). */
export type NullableKey = 'rates.openBetl' | 'rates.openDurch' | 'maxDoubles' | 'limit';
export type FlagKey =
  | 'redDoubles'
  | 'hundredLossCountsMarriages'
  | 'silentSevenKilledPays'
  | 'shuffleEveryHand'
  | 'laydownStrict'
  | PresetFlagKey;
/** Flags that tell the presets' sources apart. */
export type PresetFlagKey =
  | 'redSparesGame'
  | 'hundredLossAddsRate'
  | 'blindNeedsShortSuits'
  | 'openBetlBelowDurch'
  | 'openShowsDefence'
  | 'talonTrumpsShown'
  | 'durchClever'
  | 'betlOpenAll';
const PRESET_FLAGS: readonly PresetFlagKey[] = [
  'redSparesGame',
  'hundredLossAddsRate',
  'blindNeedsShortSuits',
  'openBetlBelowDurch',
  'openShowsDefence',
  'talonTrumpsShown',
  'durchClever',
  'betlOpenAll',
];

export interface Choices {
  hundredGrowth: HundredGrowth;
  hundredMarriage: HundredMarriage;
  silentHundredMarriages: SilentHundredMarriages;
  marriageOrder: MarriageOrder;
  unplayed: Unplayed;
}
export type ChoiceKey = keyof Choices;

export const CHOICE_VALUES: { readonly [K in ChoiceKey]: readonly Choices[K][] } = {
  hundredGrowth: HUNDRED_GROWTH,
  hundredMarriage: HUNDRED_MARRIAGE,
  silentHundredMarriages: SILENT_HUNDRED_MARRIAGES,
  marriageOrder: MARRIAGE_ORDER,
  unplayed: UNPLAYED,
};

/** What the inputs hold. */
export interface RulesDraft {
  preset: PresetId;
  /** The text of each number input. */
  numbers: Record<NumberKey, string>;
  /** Off: the option is null (the game is not offered, there is no limit). */
  enabled: Record<NullableKey, boolean>;
  flags: Record<FlagKey, boolean>;
  choices: Choices;
  /** The doubling names, separated by commas. */
  doubleNames: string;
  /** Chosen outside the editor (the base select); carried through unchanged. */
  baseHaler: number;
}

/** One field of the editor, in the order shown. */
export type FieldSpec =
  | { readonly kind: 'number'; readonly key: Exclude<NumberKey, NullableKey>; readonly min: number }
  | {
      readonly kind: 'optionalNumber';
      readonly key: NullableKey;
      /** The word on the switch beside the number: the game is offered, or the number is a limit. */
      readonly toggle: 'offered' | 'limited';
      readonly min: number;
    }
  | { readonly kind: 'flag'; readonly key: FlagKey }
  | { readonly kind: 'choice'; readonly key: ChoiceKey }
  | { readonly kind: 'names'; readonly key: 'doubleNames' };

export type FieldKey = FieldSpec['key'];

export interface FieldGroup {
  readonly id: 'rates' | 'scoring' | 'doubling' | 'dealing';
  readonly fields: readonly FieldSpec[];
}

const rate = (key: RateKey): FieldSpec =>
  key === 'openBetl' || key === 'openDurch'
    ? { kind: 'optionalNumber', key: `rates.${key}`, toggle: 'offered', min: 0 }
    : { kind: 'number', key: `rates.${key}`, min: 0 };

export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    id: 'rates',
    fields: [
      ...RATE_KEYS.map(rate),
      { kind: 'flag', key: 'openBetlBelowDurch' },
      { kind: 'flag', key: 'openShowsDefence' },
      // Křížový (not yet played in the app).
      { kind: 'flag', key: 'durchClever' },
      { kind: 'flag', key: 'betlOpenAll' },
    ],
  },
  {
    id: 'scoring',
    fields: [
      { kind: 'flag', key: 'redDoubles' },
      { kind: 'flag', key: 'redSparesGame' },
      { kind: 'choice', key: 'hundredGrowth' },
      { kind: 'flag', key: 'hundredLossCountsMarriages' },
      { kind: 'flag', key: 'hundredLossAddsRate' },
      { kind: 'choice', key: 'hundredMarriage' },
      { kind: 'choice', key: 'silentHundredMarriages' },
      { kind: 'choice', key: 'marriageOrder' },
      { kind: 'flag', key: 'silentSevenKilledPays' },
      { kind: 'flag', key: 'laydownStrict' },
    ],
  },
  {
    id: 'doubling',
    fields: [
      { kind: 'choice', key: 'unplayed' },
      { kind: 'names', key: 'doubleNames' },
      { kind: 'optionalNumber', key: 'maxDoubles', toggle: 'limited', min: 0 },
      { kind: 'optionalNumber', key: 'limit', toggle: 'limited', min: 1 },
    ],
  },
  {
    id: 'dealing',
    fields: [
      { kind: 'flag', key: 'shuffleEveryHand' },
      { kind: 'flag', key: 'blindNeedsShortSuits' },
      { kind: 'flag', key: 'talonTrumpsShown' },
    ],
  },
];

/** Larger numbers are surely a typing mistake. */
export const NUMBER_MAX = 100_000;

export type FieldProblem =
  | { readonly code: 'empty' }
  | { readonly code: 'notInteger' }
  | { readonly code: 'tooSmall'; readonly min: number }
  | { readonly code: 'tooLarge'; readonly max: number }
  | { readonly code: 'unknownName'; readonly name: string; readonly names: string }
  | { readonly code: 'repeatedName'; readonly name: string };

function numberOf(rules: Ruleset, key: NumberKey): number | null {
  if (key === 'maxDoubles' || key === 'limit') return rules[key];
  return rules.rates[key.slice('rates.'.length) as RateKey];
}

/** For an option that is null in this preset: the first value another preset gives it, so the switch has one. */
function fallback(key: NumberKey): string {
  for (const id of PRESET_IDS) {
    const v = numberOf(PRESETS[id], key);
    if (v !== null) return String(v);
  }
  return '';
}

const NULLABLE: readonly NullableKey[] = ['rates.openBetl', 'rates.openDurch', 'maxDoubles', 'limit'];
const NUMBER_KEYS: readonly NumberKey[] = [
  ...RATE_KEYS.map((k) => `rates.${k}` as const),
  'maxDoubles',
  'limit',
];

export function draftOf(rules: Ruleset): RulesDraft {
  const numbers = {} as Record<NumberKey, string>;
  for (const key of NUMBER_KEYS) {
    const v = numberOf(rules, key);
    numbers[key] = v === null ? fallback(key) : String(v);
  }
  const enabled = {} as Record<NullableKey, boolean>;
  for (const key of NULLABLE) enabled[key] = numberOf(rules, key) !== null;
  return {
    preset: rules.preset,
    numbers,
    enabled,
    flags: {
      redDoubles: rules.redDoubles,
      hundredLossCountsMarriages: rules.hundredLossCountsMarriages,
      silentSevenKilledPays: rules.silentSevenKilledPays,
      shuffleEveryHand: rules.shuffleEveryHand,
      // Stored before the claim existed: the lenient test, as the engine reads a missing option.
      laydownStrict: rules.laydownStrict ?? false,
      // A ruleset stored before these options existed has none of them: off, as it played then.
      ...Object.fromEntries(PRESET_FLAGS.map((k) => [k, (rules[k] as boolean | undefined) ?? false])),
    } as Record<FlagKey, boolean>,
    choices: {
      hundredGrowth: rules.hundredGrowth,
      hundredMarriage: rules.hundredMarriage,
      silentHundredMarriages: rules.silentHundredMarriages,
      marriageOrder: rules.marriageOrder,
      unplayed: rules.unplayed,
    },
    doubleNames: rules.doubleNames.join(', '),
    baseHaler: rules.baseHaler,
  };
}

function isNullable(key: NumberKey): key is NullableKey {
  return (NULLABLE as readonly string[]).includes(key);
}

/** A whole number from `min` to NUMBER_MAX, or what is wrong with the text. */
export function readNumber(text: string, min: number): { value: number } | { problem: FieldProblem } {
  const s = text.trim();
  if (s === '') return { problem: { code: 'empty' } };
  const n = Number(s);
  if (!Number.isFinite(n)) return { problem: { code: 'empty' } };
  if (n < min) return { problem: { code: 'tooSmall', min } };
  if (!Number.isInteger(n)) return { problem: { code: 'notInteger' } };
  if (n > NUMBER_MAX) return { problem: { code: 'tooLarge', max: NUMBER_MAX } };
  return { value: n };
}

/** "flek, re" or "Flek re" to names; "lepší" is read as "lepsi". */
export function readDoubleNames(text: string): { value: DoubleName[] } | { problem: FieldProblem } {
  const words = text
    .split(/[\s,;]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
  const out: DoubleName[] = [];
  for (const word of words) {
    const id = word
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    if (!(DOUBLE_NAMES as readonly string[]).includes(id))
      return { problem: { code: 'unknownName', name: word, names: DOUBLE_NAMES.join(', ') } };
    if (out.includes(id as DoubleName)) return { problem: { code: 'repeatedName', name: word } };
    out.push(id as DoubleName);
  }
  return { value: out };
}

export interface DraftReading {
  /** null while any field has a problem. */
  readonly rules: Ruleset | null;
  readonly problems: Partial<Record<FieldKey, FieldProblem>>;
}

/** The draft as a whole Ruleset (an object parseRules accepts as it is), or the problem of each field. */
export function readDraft(draft: RulesDraft): DraftReading {
  const problems: Partial<Record<FieldKey, FieldProblem>> = {};
  const num = (key: NumberKey, min: number): number | null => {
    if (isNullable(key) && !draft.enabled[key]) return null;
    const r = readNumber(draft.numbers[key], min);
    if ('problem' in r) {
      problems[key] = r.problem;
      return 0;
    }
    return r.value;
  };
  const mins = new Map<NumberKey, number>();
  for (const g of FIELD_GROUPS)
    for (const f of g.fields) if (f.kind === 'number' || f.kind === 'optionalNumber') mins.set(f.key, f.min);
  const read = (key: NumberKey) => num(key, mins.get(key) ?? 0);
  const required = (key: NumberKey) => read(key) ?? 0;

  const names = readDoubleNames(draft.doubleNames);
  if ('problem' in names) problems.doubleNames = names.problem;

  const rules: Ruleset = {
    // Options the form does not show (the variants' blocks: křížový, licitovaný) keep the preset's value.
    ...PRESETS[draft.preset],
    preset: draft.preset,
    rates: {
      ...PRESETS[draft.preset].rates,
      game: required('rates.game'),
      seven: required('rates.seven'),
      hundred: required('rates.hundred'),
      betl: required('rates.betl'),
      durch: required('rates.durch'),
      openBetl: read('rates.openBetl'),
      openDurch: read('rates.openDurch'),
      silentSeven: required('rates.silentSeven'),
      silentHundred: required('rates.silentHundred'),
    },
    redDoubles: draft.flags.redDoubles,
    hundredGrowth: draft.choices.hundredGrowth,
    hundredLossCountsMarriages: draft.flags.hundredLossCountsMarriages,
    hundredMarriage: draft.choices.hundredMarriage,
    silentHundredMarriages: draft.choices.silentHundredMarriages,
    marriageOrder: draft.choices.marriageOrder,
    unplayed: draft.choices.unplayed,
    silentSevenKilledPays: draft.flags.silentSevenKilledPays,
    doubleNames: 'value' in names ? names.value : [],
    maxDoubles: read('maxDoubles'),
    limit: read('limit'),
    baseHaler: draft.baseHaler,
    shuffleEveryHand: draft.flags.shuffleEveryHand,
    laydownStrict: draft.flags.laydownStrict,
    redSparesGame: draft.flags.redSparesGame,
    hundredLossAddsRate: draft.flags.hundredLossAddsRate,
    blindNeedsShortSuits: draft.flags.blindNeedsShortSuits,
    openBetlBelowDurch: draft.flags.openBetlBelowDurch,
    openShowsDefence: draft.flags.openShowsDefence,
    talonTrumpsShown: draft.flags.talonTrumpsShown,
  };
  return { rules: Object.keys(problems).length === 0 ? rules : null, problems };
}
