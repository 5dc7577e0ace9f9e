/**
 * Parsing input from outside into typed values. Parsing only checks shape and vocabulary and reports
 * the JSON path of the first problem; whether the cards make a valid hand is fromPosition's business.
 * Positions, actions and records are valibot schemas (io/schema.ts); a ruleset's options are read
 * from its preset's own keys, so `rules` stays a parser of its own (a schema as `parsed(parseRules)`).
 */
import * as v from 'valibot';
import { type Card, CARDS, RANKS, SUITS } from '../cards/card.ts';
import type { Action, ActionType } from '../engine/action.ts';
import { ACTION_TYPES } from '../engine/action.ts';
import { STEPS } from '../variants/auction/ladder.ts';
import { AGAINST, COMPONENTS, type ComponentKind, GAMES } from '../engine/contract.ts';
import { POSITION_PLAYERS, type Position } from '../engine/position.ts';
import { DEFAULT_VARIANT, VARIANTS, type Variant } from '../engine/table.ts';
import { variantDef } from '../variants/registry.ts';
import {
  AUCTION_ALL_PASS,
  AUCTION_DEALS,
  AUCTION_LADDERS,
  AUCTION_PROCEDURES,
  CONTRACT_MATCHES_CARDS,
  DOUBLE_NAMES,
  HUNDRED_GROWTH,
  HUNDRED_MARRIAGE,
  KNOWN_PRESET_IDS,
  MARRIAGE_ORDER,
  PRESETS,
  type PresetId,
  type Ruleset,
  SILENT_HUNDRED_MARRIAGES,
  TWO_HAND_LIFTED,
  UNPLAYED,
} from '../rules/ruleset.ts';
import { SEED_MAX } from '../util/random.ts';
import { problemOption, ruleProblem } from '../rules/bounds.ts';
import { type Result, err, ok } from '../util/result.ts';
import { type BoundedThing, type InputError, shapeError } from './errors.ts';
import {
  card as cardSchema,
  closed,
  closedFields,
  fields,
  int,
  oneOf,
  parsed,
  record,
  refine,
  stage,
  unknownKey,
  validate,
} from './schema.ts';

class Fail {
  readonly error: InputError;
  constructor(error: InputError) {
    this.error = error;
  }
}

/** Parsers throw Fail internally and return a Result at the edge; the throw never escapes this module. */
function run<T>(f: () => T): Result<T, InputError> {
  try {
    return ok(f());
  } catch (e) {
    if (e instanceof Fail) return err(e.error);
    throw e;
  }
}

const shape = (path: string, expected: string, v: unknown) => new Fail(shapeError(path, expected, v));

function obj(v: unknown, path: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw shape(path, 'object', v);
  return v as Record<string, unknown>;
}
function arr(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw shape(path, 'array', v);
  return v;
}
function word<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v))
    throw shape(path, values.join(' | '), v);
  return v as T;
}
/** The most cards any list of cards may hold: the deck. */
export const CARD_LIST_MAX = CARDS.length;
/** The longest text of a card list: the deck written out with generous separators. */
export const CARD_TEXT_MAX = 400;

export function parseJson(text: string): Result<unknown, InputError> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return err({ code: 'json', message: e instanceof Error ? e.message : String(e) });
  }
}

/** Options whose value is one word of a fixed vocabulary (lists: every element). */
const RULE_WORDS: Readonly<Record<string, readonly string[]>> = {
  hundredGrowth: HUNDRED_GROWTH,
  hundredMarriage: HUNDRED_MARRIAGE,
  silentHundredMarriages: SILENT_HUNDRED_MARRIAGES,
  marriageOrder: MARRIAGE_ORDER,
  unplayed: UNPLAYED,
  doubleNames: DOUBLE_NAMES,
  // Licitovaný.
  auctionLadder: AUCTION_LADDERS,
  auctionProcedure: AUCTION_PROCEDURES,
  auctionAllPass: AUCTION_ALL_PASS,
  auctionDeal: AUCTION_DEALS,
  contractMatchesCards: CONTRACT_MATCHES_CARDS,
  // Lízaný.
  twoHandLifted: TWO_HAND_LIFTED,
};

/** A preset id, or an object with an optional `preset` and any options to override. */
function rules(v: unknown, path: string): Ruleset {
  if (v === undefined) return PRESETS.csm;
  if (typeof v === 'string') {
    // Licitovaný's own preset (csm002) names a whole ruleset too.
    if (!(KNOWN_PRESET_IDS as readonly string[]).includes(v))
      throw new Fail({ code: 'invalid', path, problem: { kind: 'unknownPreset', value: v } });
    return PRESETS[v as PresetId];
  }
  const o = obj(v, path);
  const base = rules(o.preset ?? 'csm', `${path}.preset`);
  const out: Record<string, unknown> = { ...base };
  for (const [k, value] of Object.entries(o)) {
    if (k === 'preset') continue;
    // Own keys only: `toString`, `constructor` or `__proto__` are no options however objects inherit them.
    if (!Object.hasOwn(base, k))
      throw new Fail({
        code: 'invalid',
        path: `${path}.${k}`,
        problem: { kind: 'unknownOption', option: k },
      });
    const current = (base as unknown as Record<string, unknown>)[k];
    if (k === 'rates') {
      const r = obj(value, `${path}.rates`);
      const rates: Record<string, unknown> = { ...base.rates };
      for (const [rk, rv] of Object.entries(r)) {
        if (!Object.hasOwn(base.rates, rk))
          throw new Fail({
            code: 'invalid',
            path: `${path}.rates.${rk}`,
            problem: { kind: 'unknownOption', option: rk },
          });
        const nullable = rk === 'openBetl' || rk === 'openDurch' || rk === 'redTwoSevens';
        if (!(nullable && rv === null) && (typeof rv !== 'number' || rv < 0))
          throw shape(`${path}.rates.${rk}`, nullable ? 'number ≥ 0 or null' : 'number ≥ 0', rv);
        rates[rk] = rv;
      }
      out.rates = rates;
    } else if (Array.isArray(current)) {
      out[k] = arr(value, `${path}.${k}`).map((x, i) => {
        const words = Object.hasOwn(RULE_WORDS, k) ? RULE_WORDS[k] : undefined;
        if (words) return word(x, `${path}.${k}[${i}]`, words);
        if (typeof x !== 'string') throw shape(`${path}.${k}[${i}]`, 'string', x);
        return x;
      });
    } else if (k === 'auctionAllPass' && value === 'dealerChooses') {
      // The name `lastSeatChooses` had before forehand was asked too (rules saved then still read).
      out[k] = 'lastSeatChooses';
    } else if (Object.hasOwn(RULE_WORDS, k)) {
      out[k] = word(value, `${path}.${k}`, RULE_WORDS[k] as readonly string[]);
    } else if (current === null || typeof current === 'number') {
      const nullable = k === 'maxDoubles' || k === 'limit' || k === 'raisedLimit';
      const min = k === 'maxDoubles' ? 0 : 1;
      if (
        !(nullable && value === null) &&
        (typeof value !== 'number' || !Number.isInteger(value) || value < min)
      )
        throw shape(`${path}.${k}`, `integer ≥ ${min}${nullable ? ' or null' : ''}`, value);
      out[k] = value;
    } else if (typeof value !== typeof current) {
      throw shape(`${path}.${k}`, typeof current, value);
    } else {
      out[k] = value;
    }
  }
  const problem = ruleProblem(out as unknown as Ruleset);
  if (problem) throw new Fail({ code: 'invalid', path: `${path}.${problemOption(problem)}`, problem });
  return out as unknown as Ruleset;
}

export function parseRules(v: unknown, path = 'rules'): Result<Ruleset, InputError> {
  return run(() => rules(v, path));
}

// ---------------------------------------------------------------------------------------------
// Schemas of positions, actions and records

const tooManyIn = (what: BoundedThing, max: number, got: number): InputError => ({
  code: 'invalid',
  path: '',
  problem: { kind: 'tooMany', what, max, got },
});

const cardName = cardSchema('card such as "HA"');

/**
 * A list of cards: an array of names, or one string of names separated by spaces or commas. Bounded
 * before it is split or read: at most a deck's cards (and a text of at most CARD_TEXT_MAX characters).
 */
const cardList = v.pipe(
  v.custom<string | unknown[]>((x) => typeof x === 'string' || Array.isArray(x), 'array'),
  refine((x: string | unknown[]) =>
    typeof x === 'string' && x.length > CARD_TEXT_MAX
      ? tooManyIn('characters', CARD_TEXT_MAX, x.length)
      : null,
  ),
  v.transform((x) => (typeof x === 'string' ? x.split(/[\s,]+/).filter((w) => w.length > 0) : x)),
  refine((list: unknown[]) =>
    list.length > CARD_LIST_MAX ? tooManyIn('cards', CARD_LIST_MAX, list.length) : null,
  ),
  v.array(cardName),
);

/** A seat of a table of up to four. */
const seatSchema = v.pipe(
  int('integer'),
  refine((s: number): InputError | null =>
    s < 0 || s > 3
      ? { code: 'invalid', path: '', problem: { kind: 'seatOutOfRange', seat: s, players: 4 } }
      : null,
  ),
);

const flag = v.optional(v.boolean('boolean'), false);
/** Absent or null: null. */
const orNull = <S extends v.GenericSchema>(schema: S) => v.nullish(schema, null);

/** Absent: nothing announced (`{}`). */
const announcedSchema = v.optional(
  closedFields(
    {
      seven: flag,
      hundred: flag,
      sevenAgainst: orNull(seatSchema),
      hundredAgainst: orNull(seatSchema),
    },
    'announced',
  ),
);

/** The most tricks a hand has in any variant (lízaný: 16); fromPosition holds each to its own. */
const TRICKS_MAX = 16;

const doubleCount = v.pipe(int('integer'), v.minValue(0, 'integer ≥ 0'));

/**
 * A position's doubles: how often each component is doubled (its key first, refused by name when it is
 * no component, then its count).
 */
const doublesSchema = parsed((x, path): Result<Partial<Record<ComponentKind, number>>, InputError> => {
  const o = validate(closed(COMPONENTS, 'doubles'), x, path);
  if (!o.ok) return o;
  const doubles: Partial<Record<ComponentKind, number>> = {};
  for (const [k, n] of Object.entries(o.value)) {
    const count = validate(doubleCount, n, `${path}.${k}`);
    if (!count.ok) return count;
    doubles[k as ComponentKind] = count.value;
  }
  return ok(doubles);
});

/** A position's table: its variant (absent: volený, format 1) and its players (absent: the variant's first). */
const positionTableFields = {
  variant: v.optional(oneOf(VARIANTS)),
  players: v.optional(int('integer')),
};
/** A variant's own fields, read whatever the variant (fromPosition refuses those of another). */
const positionOwnFields = {
  aux: v.optional(orNull(oneOf(SUITS))),
  wonStep: v.optional(orNull(oneOf(STEPS))),
  called: v.optional(orNull(oneOf(RANKS))),
  stock: v.optional(cardList),
};
const positionContractFields = {
  game: v.nullish(oneOf(GAMES), 'suit'),
  trump: orNull(oneOf(SUITS, 'H | B | L | A')),
  doubles: v.optional(doublesSchema, () => ({})),
};
const positionPlayFields = {
  rules: parsed(parseRules),
  dealer: v.optional(int('integer')),
  declarer: int('integer'),
  announced: announcedSchema,
  hands: v.pipe(
    v.custom<unknown[]>(Array.isArray, 'array'),
    refine((hands: unknown[]) => (hands.length > 4 ? tooManyIn('hands', 4, hands.length) : null)),
    v.array(cardList),
  ),
  talon: cardList,
  tricks: v.optional(
    v.pipe(
      v.custom<unknown[]>(Array.isArray, 'array'),
      refine((list: unknown[]): InputError | null =>
        list.length > TRICKS_MAX
          ? { code: 'invalid', path: '', problem: { kind: 'tooManyTricks', tricks: list.length } }
          : null,
      ),
      v.array(cardList),
    ),
    () => [],
  ),
};
const positionTable = fields(positionTableFields);
const positionOwn = fields(positionOwnFields);
const positionContract = fields(positionContractFields);
const positionPlay = fields(positionPlayFields);
/** Every key a position takes (docs/formats.md); any other is refused by name. */
export const POSITION_KEYS: readonly string[] = Object.keys({
  ...positionTableFields,
  ...positionOwnFields,
  ...positionContractFields,
  ...positionPlayFields,
});
const positionKeys = closed(POSITION_KEYS, 'position');

/**
 * A position; `variant` absent is volený (format 1, positions written before the variants). A variant's
 * own fields (aux, wonStep, called, stock) are read whatever the variant; fromPosition refuses the
 * ones that do not belong to it. A key it does not take at all is refused by name (`unknownKey`).
 */
export const PositionSchema = parsed((x, path): Result<Position, InputError> => {
  const keys = validate(positionKeys, x, path);
  if (!keys.ok) return keys;
  const table = stage(positionTable, x, path);
  if (!table.ok) return table;
  const variant = table.value.variant ?? DEFAULT_VARIANT;
  const players = table.value.players ?? POSITION_PLAYERS[variant][0];
  if (players !== 2 && players !== 3 && players !== 4)
    return err(shapeError(`${path}.players`, '2 | 3 | 4', players));
  const own = stage(positionOwn, x, path);
  if (!own.ok) return own;
  const contract = stage(positionContract, x, path);
  if (!contract.ok) return contract;
  const play = stage(positionPlay, x, path);
  if (!play.ok) return play;
  const { rules: ruleset, dealer, declarer, announced, hands, talon, tricks } = play.value;
  const { game, trump, doubles } = contract.value;
  return ok({
    rules: ruleset,
    players,
    dealer: dealer ?? players - 1,
    declarer,
    game,
    trump,
    announced: announced ?? {},
    doubles,
    hands,
    talon,
    tricks,
    ...(variant === DEFAULT_VARIANT ? {} : { variant }),
    ...own.value,
  });
});

export function parsePosition(x: unknown, path = 'position'): Result<Position, InputError> {
  return validate(PositionSchema, x, path);
}

const doubleFields = {
  components: v.nullish(v.array(oneOf(COMPONENTS), 'array'), () => []),
  against: v.nullish(v.array(oneOf(AGAINST), 'array'), () => []),
};
/** The fields of each action type besides its type and seat (none: the type and seat alone). */
const ACTION_ENTRIES: { readonly [T in ActionType]?: v.ObjectEntries } = {
  chooseTrump: { card: cardName },
  play: { card: cardName },
  chooseTrumpBlind: { index: int('integer') },
  chooseGame: { game: oneOf(GAMES) },
  discard: {
    cards: v.pipe(
      cardList,
      refine((cs: Card[]): InputError | null =>
        cs.length === 2 ? null : { code: 'cardCount', path: '', expected: 2, got: cs.length },
      ),
    ),
  },
  announce: { seven: flag, hundred: flag },
  double: doubleFields,
  bid: { step: oneOf(STEPS) },
  declare: { step: oneOf(STEPS), trump: orNull(oneOf(SUITS)), aux: orNull(oneOf(SUITS)) },
  callRank: { rank: oneOf(RANKS) },
  chooseTrumpSuit: { suit: oneOf(SUITS) },
};
const ACTION_FIELDS: { readonly [T in ActionType]?: v.GenericSchema<unknown, Record<string, unknown>> } = {
  ...Object.fromEntries(Object.entries(ACTION_ENTRIES).map(([t, entries]) => [t, fields(entries)])),
  double: v.pipe(
    fields(doubleFields),
    v.transform(({ components, against }) => (against.length > 0 ? { components, against } : { components })),
  ),
};

/** The keys an action of `type` takes: its type, its seat and its own fields; any other is refused. */
const actionKeys = (type: ActionType): readonly string[] => [
  'type',
  'seat',
  ...Object.keys(ACTION_ENTRIES[type] ?? {}),
];

const actionHead = fields({ type: oneOf(ACTION_TYPES), seat: seatSchema });

/** An action: its type and seat, then the fields of its type; a key its type does not take is refused. */
export const ActionSchema = parsed((x, path): Result<Action, InputError> => {
  const head = stage(actionHead, x, path);
  if (!head.ok) return head;
  const { type } = head.value;
  const keys = stage(record, x, path, (o) => unknownKey(o, actionKeys(type), 'action'));
  if (!keys.ok) return keys;
  const own = ACTION_FIELDS[type];
  const rest = own === undefined ? ok({}) : stage(own, x, path);
  return rest.ok ? ok({ ...head.value, ...rest.value } as Action) : rest;
});

export function parseAction(x: unknown, path = 'action'): Result<Action, InputError> {
  return validate(ActionSchema, x, path);
}

/** The setup of a hand as written in a record: a deck, or a seed to shuffle one. */
export interface SetupInput {
  readonly rules: Ruleset;
  /** Volený and licitovaný: 3 or 4 (the dealer sits out); křížový: 4; lízaný: 2. */
  readonly players: 2 | 3 | 4;
  readonly dealer: number;
  readonly deck: readonly Card[] | null;
  readonly seed: number | null;
  /** The variant dealt; `chosen` (volený) when the record names none. */
  readonly variant: Variant;
}

/** The table sizes of each variant (docs/variants.md); the first is the default. */
export const VARIANT_PLAYERS: Readonly<Record<Variant, readonly (2 | 3 | 4)[]>> = POSITION_PLAYERS;

export interface RecordInput {
  readonly setup: SetupInput;
  readonly actions: readonly Action[];
}

/**
 * A setup's table (the one shape, docs/formats.md): its size and dealer; křížový's says that all four
 * play (`dealerSitsOut: false`, as the app writes it), which follows from the variant.
 */
const tableSchema = closedFields(
  {
    size: int('integer'),
    dealer: int('integer'),
    dealerSitsOut: v.optional(v.boolean('boolean')),
  },
  'table',
);
const recordTableFields = {
  variant: v.optional(oneOf(VARIANTS)),
  table: v.optional(tableSchema),
  /** An older shape: the table's size as `players` (with `dealer` below). */
  players: v.optional(int('integer')),
};
const recordDealFields = {
  deck: v.optional(cardList),
  seed: v.optional(
    v.pipe(
      int('integer'),
      v.check((n) => n >= 0 && n <= SEED_MAX, `integer 0–${SEED_MAX}`),
    ),
  ),
};
const recordRestFields = {
  rules: parsed(parseRules),
  /** An older shape: the dealer beside `players`. */
  dealer: v.optional(int('integer')),
};
const recordTable = fields(recordTableFields);
const recordDeal = fields(recordDealFields);
const recordRest = fields(recordRestFields);
const recordActions = fields({ actions: v.nullish(v.array(ActionSchema, 'array'), () => []) });
/** Every key a record's setup takes, the older shapes' included; any other is refused by name. */
export const SETUP_KEYS: readonly string[] = Object.keys({
  ...recordTableFields,
  ...recordDealFields,
  ...recordRestFields,
});
const recordKeys = closed(['setup', 'actions'], 'record');
const setupKeys = closed(SETUP_KEYS, 'setup');

/**
 * A record: its setup (the variant, the rules, the table, a deck or a seed), then its actions. The one
 * shape names the table as `table: {size, dealer}`; the older `players` and `dealer` still read (both
 * given, they must agree). Every object of it refuses a key it does not take, by name.
 */
export const RecordSchema = parsed((x, path): Result<RecordInput, InputError> => {
  const o = validate(recordKeys, x, path);
  if (!o.ok) return o;
  const setupPath = `${path}.setup`;
  const keys = validate(setupKeys, o.value.setup, setupPath);
  if (!keys.ok) return keys;
  const table = stage(recordTable, o.value.setup, setupPath);
  if (!table.ok) return table;
  const variant = table.value.variant ?? DEFAULT_VARIANT;
  const sizes = VARIANT_PLAYERS[variant];
  const own = table.value.table;
  if (own !== undefined && table.value.players !== undefined && table.value.players !== own.size)
    return err(shapeError(`${setupPath}.players`, `${own.size} (table.size)`, table.value.players));
  const players = table.value.players ?? own?.size ?? sizes[0]!;
  if (!(sizes as readonly number[]).includes(players))
    return err(
      shapeError(
        own === undefined ? `${setupPath}.players` : `${setupPath}.table.size`,
        `${sizes.join(' | ')} (${variant})`,
        players,
      ),
    );
  // Written by the app in křížový only (all four play); elsewhere a dealer of four sits out.
  const sitsOut = !variantDef(variant).allFourPlay;
  if (own?.dealerSitsOut !== undefined && own.dealerSitsOut !== sitsOut)
    return err(shapeError(`${setupPath}.table.dealerSitsOut`, `${sitsOut} (${variant})`, own.dealerSitsOut));
  const deal = stage(recordDeal, o.value.setup, setupPath);
  if (!deal.ok) return deal;
  const { deck = null, seed = null } = deal.value;
  if (deck === null && seed === null) return err(shapeError(`${setupPath}.deck`, 'deck or seed', undefined));
  const rest = stage(recordRest, o.value.setup, setupPath);
  if (!rest.ok) return rest;
  if (own !== undefined && rest.value.dealer !== undefined && rest.value.dealer !== own.dealer)
    return err(shapeError(`${setupPath}.dealer`, `${own.dealer} (table.dealer)`, rest.value.dealer));
  const dealer = rest.value.dealer ?? own?.dealer ?? players - 1;
  if (dealer < 0 || dealer >= players)
    return err({
      code: 'invalid',
      path: `${setupPath}.${rest.value.dealer === undefined && own !== undefined ? 'table.dealer' : 'dealer'}`,
      problem: { kind: 'seatOutOfRange', seat: dealer, players },
    });
  const actions = stage(recordActions, o.value, path);
  if (!actions.ok) return actions;
  return ok({
    setup: { rules: rest.value.rules, players: players as 2 | 3 | 4, dealer, deck, seed, variant },
    actions: actions.value.actions,
  });
});

export function parseRecord(x: unknown, path = 'record'): Result<RecordInput, InputError> {
  return validate(RecordSchema, x, path);
}
