/**
 * Parsing input from outside into typed values. Parsing only checks shape and vocabulary and reports
 * the JSON path of the first problem; whether the cards make a valid hand is fromPosition's business.
 */
import { type Card, type Suit, CARDS, RANKS, SUITS, isCard, isSuit } from '../cards/card.ts';
import type { Action } from '../engine/action.ts';
import { ACTION_TYPES } from '../engine/action.ts';
import { STEPS } from '../variants/auction/ladder.ts';
import { AGAINST, COMPONENTS, type ComponentKind, GAMES, type Game } from '../engine/contract.ts';
import { type Announced, POSITION_PLAYERS, type Position } from '../engine/position.ts';
import { VARIANTS, type Variant } from '../engine/table.ts';
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
function int(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw shape(path, 'integer', v);
  return v;
}
function bool(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') throw shape(path, 'boolean', v);
  return v;
}
function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v))
    throw shape(path, values.join(' | '), v);
  return v as T;
}
function card(v: unknown, path: string): Card {
  if (typeof v !== 'string') throw shape(path, 'card such as "HA"', v);
  if (!isCard(v)) throw new Fail({ code: 'unknownCard', path, value: v });
  return v;
}
/** Input over a size bound (checked before the value is read further). */
const tooMany = (path: string, what: BoundedThing, max: number, got: number) =>
  new Fail({ code: 'invalid', path, problem: { kind: 'tooMany', what, max, got } });

/** The most cards any list of cards may hold: the deck. */
export const CARD_LIST_MAX = CARDS.length;
/** The longest text of a card list: the deck written out with generous separators. */
export const CARD_TEXT_MAX = 400;

/**
 * A list of cards: an array of names, or one string of names separated by spaces or commas. Bounded
 * before it is split or read: at most a deck's cards (and a text of at most CARD_TEXT_MAX characters).
 */
function cards(v: unknown, path: string): Card[] {
  if (typeof v === 'string') {
    if (v.length > CARD_TEXT_MAX) throw tooMany(path, 'characters', CARD_TEXT_MAX, v.length);
    const words = v.split(/[\s,]+/).filter((w) => w.length > 0);
    if (words.length > CARD_LIST_MAX) throw tooMany(path, 'cards', CARD_LIST_MAX, words.length);
    return words.map((w, i) => card(w, `${path}[${i}]`));
  }
  const list = arr(v, path);
  if (list.length > CARD_LIST_MAX) throw tooMany(path, 'cards', CARD_LIST_MAX, list.length);
  return list.map((c, i) => card(c, `${path}[${i}]`));
}
function seat(v: unknown, path: string): number {
  const s = int(v, path);
  if (s < 0 || s > 3)
    throw new Fail({ code: 'invalid', path, problem: { kind: 'seatOutOfRange', seat: s, players: 4 } });
  return s;
}

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
        if (words) return oneOf(x, `${path}.${k}[${i}]`, words);
        if (typeof x !== 'string') throw shape(`${path}.${k}[${i}]`, 'string', x);
        return x;
      });
    } else if (k === 'auctionAllPass' && value === 'dealerChooses') {
      // The name `lastSeatChooses` had before forehand was asked too (rules saved then still read).
      out[k] = 'lastSeatChooses';
    } else if (Object.hasOwn(RULE_WORDS, k)) {
      out[k] = oneOf(value, `${path}.${k}`, RULE_WORDS[k] as readonly string[]);
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

function announced(v: unknown, path: string): Announced {
  if (v === undefined) return {};
  const o = obj(v, path);
  const opt = (k: string) => (o[k] === undefined || o[k] === null ? null : seat(o[k], `${path}.${k}`));
  return {
    seven: o.seven === undefined ? false : bool(o.seven, `${path}.seven`),
    hundred: o.hundred === undefined ? false : bool(o.hundred, `${path}.hundred`),
    sevenAgainst: opt('sevenAgainst'),
    hundredAgainst: opt('hundredAgainst'),
  };
}

function bounded<T>(list: T[], path: string, what: BoundedThing, max: number): T[] {
  if (list.length > max) throw tooMany(path, what, max, list.length);
  return list;
}

/** The most tricks a hand has in any variant (lízaný: 16); fromPosition holds each to its own. */
const TRICKS_MAX = 16;

/** A hand's tricks: at most TRICKS_MAX lists of cards. */
function tricks(list: unknown[], path: string): Card[][] {
  if (list.length > TRICKS_MAX)
    throw new Fail({ code: 'invalid', path, problem: { kind: 'tooManyTricks', tricks: list.length } });
  return list.map((t, i) => cards(t, `${path}[${i}]`));
}

const orNull = <T>(v: unknown, read: (v: unknown) => T): T | null =>
  v === undefined || v === null ? null : read(v);

/**
 * A position; `variant` absent is volený (format 1, positions written before the variants). A variant's
 * own fields (aux, wonStep, called, stock) are read whatever the variant; fromPosition refuses the
 * ones that do not belong to it.
 */
function position(v: unknown, path: string): Position {
  const o = obj(v, path);
  const variant = o.variant === undefined ? 'chosen' : oneOf(o.variant, `${path}.variant`, VARIANTS);
  const players =
    o.players === undefined ? (POSITION_PLAYERS[variant][0] as number) : int(o.players, `${path}.players`);
  if (players !== 2 && players !== 3 && players !== 4) throw shape(`${path}.players`, '2 | 3 | 4', players);
  const own = {
    ...(o.aux === undefined ? {} : { aux: orNull(o.aux, (x) => oneOf(x, `${path}.aux`, SUITS)) }),
    ...(o.wonStep === undefined
      ? {}
      : { wonStep: orNull(o.wonStep, (x) => oneOf(x, `${path}.wonStep`, STEPS)) }),
    ...(o.called === undefined ? {} : { called: orNull(o.called, (x) => oneOf(x, `${path}.called`, RANKS)) }),
    ...(o.stock === undefined ? {} : { stock: cards(o.stock, `${path}.stock`) }),
  };
  const game = oneOf<Game>(o.game ?? 'suit', `${path}.game`, GAMES);
  let trump: Suit | null = null;
  if (o.trump !== undefined && o.trump !== null) {
    if (!isSuit(o.trump)) throw shape(`${path}.trump`, 'H | B | L | A', o.trump);
    trump = o.trump;
  }
  const doubles: Partial<Record<ComponentKind, number>> = {};
  if (o.doubles !== undefined) {
    for (const [k, n] of Object.entries(obj(o.doubles, `${path}.doubles`))) {
      const kind = oneOf<ComponentKind>(k, `${path}.doubles`, COMPONENTS);
      const count = int(n, `${path}.doubles.${k}`);
      if (count < 0) throw shape(`${path}.doubles.${k}`, 'integer ≥ 0', count);
      doubles[kind] = count;
    }
  }
  return {
    rules: rules(o.rules, `${path}.rules`),
    players,
    dealer: o.dealer === undefined ? players - 1 : int(o.dealer, `${path}.dealer`),
    declarer: int(o.declarer, `${path}.declarer`),
    game,
    trump,
    announced: announced(o.announced, `${path}.announced`),
    doubles,
    hands: bounded(arr(o.hands, `${path}.hands`), `${path}.hands`, 'hands', 4).map((h, i) =>
      cards(h, `${path}.hands[${i}]`),
    ),
    talon: cards(o.talon, `${path}.talon`),
    tricks: o.tricks === undefined ? [] : tricks(arr(o.tricks, `${path}.tricks`), `${path}.tricks`),
    ...(variant === 'chosen' ? {} : { variant }),
    ...own,
  };
}

export function parsePosition(v: unknown, path = 'position'): Result<Position, InputError> {
  return run(() => position(v, path));
}

function action(v: unknown, path: string): Action {
  const o = obj(v, path);
  const type = oneOf(o.type, `${path}.type`, ACTION_TYPES);
  const s = seat(o.seat, `${path}.seat`);
  switch (type) {
    case 'chooseTrump':
    case 'play':
      return { type, seat: s, card: card(o.card, `${path}.card`) };
    case 'chooseTrumpBlind':
      return { type, seat: s, index: int(o.index, `${path}.index`) };
    case 'chooseGame':
      return { type, seat: s, game: oneOf<Game>(o.game, `${path}.game`, GAMES) };
    case 'discard': {
      const cs = cards(o.cards, `${path}.cards`);
      if (cs.length !== 2)
        throw new Fail({ code: 'cardCount', path: `${path}.cards`, expected: 2, got: cs.length });
      return { type, seat: s, cards: [cs[0] as Card, cs[1] as Card] };
    }
    case 'announce':
      return {
        type,
        seat: s,
        seven: o.seven === undefined ? false : bool(o.seven, `${path}.seven`),
        hundred: o.hundred === undefined ? false : bool(o.hundred, `${path}.hundred`),
      };
    case 'double': {
      const components = arr(o.components ?? [], `${path}.components`).map((k, i) =>
        oneOf(k, `${path}.components[${i}]`, COMPONENTS),
      );
      const against = arr(o.against ?? [], `${path}.against`).map((k, i) =>
        oneOf(k, `${path}.against[${i}]`, AGAINST),
      );
      return against.length > 0 ? { type, seat: s, components, against } : { type, seat: s, components };
    }
    case 'bid':
      return { type, seat: s, step: oneOf(o.step, `${path}.step`, STEPS) };
    case 'declare': {
      const suitOrNull = (v: unknown, p: string) =>
        v === undefined || v === null ? null : oneOf(v, p, SUITS);
      return {
        type,
        seat: s,
        step: oneOf(o.step, `${path}.step`, STEPS),
        trump: suitOrNull(o.trump, `${path}.trump`),
        aux: suitOrNull(o.aux, `${path}.aux`),
      };
    }
    case 'callRank':
      return { type, seat: s, rank: oneOf(o.rank, `${path}.rank`, RANKS) };
    case 'chooseTrumpSuit':
      return { type, seat: s, suit: oneOf(o.suit, `${path}.suit`, SUITS) };
    default:
      return { type, seat: s };
  }
}

export function parseAction(v: unknown, path = 'action'): Result<Action, InputError> {
  return run(() => action(v, path));
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
export const VARIANT_PLAYERS: Readonly<Record<Variant, readonly (2 | 3 | 4)[]>> = {
  chosen: [3, 4],
  auction: [3, 4],
  fourHand: [4],
  twoHand: [2],
};

export interface RecordInput {
  readonly setup: SetupInput;
  readonly actions: readonly Action[];
}

export function parseRecord(v: unknown, path = 'record'): Result<RecordInput, InputError> {
  return run(() => {
    const o = obj(v, path);
    const s = obj(o.setup, `${path}.setup`);
    const variant = s.variant === undefined ? 'chosen' : oneOf(s.variant, `${path}.setup.variant`, VARIANTS);
    const sizes = VARIANT_PLAYERS[variant];
    const players = s.players === undefined ? (sizes[0] as number) : int(s.players, `${path}.setup.players`);
    if (!(sizes as readonly number[]).includes(players))
      throw shape(`${path}.setup.players`, `${sizes.join(' | ')} (${variant})`, players);
    const deck = s.deck === undefined ? null : cards(s.deck, `${path}.setup.deck`);
    const seed = s.seed === undefined ? null : int(s.seed, `${path}.setup.seed`);
    if (seed !== null && (seed < 0 || seed > SEED_MAX))
      throw shape(`${path}.setup.seed`, `integer 0–${SEED_MAX}`, seed);
    if (deck === null && seed === null) throw shape(`${path}.setup.deck`, 'deck or seed', undefined);
    return {
      setup: {
        rules: rules(s.rules, `${path}.setup.rules`),
        players: players as 2 | 3 | 4,
        dealer: s.dealer === undefined ? players - 1 : int(s.dealer, `${path}.setup.dealer`),
        deck,
        seed,
        variant,
      },
      actions: arr(o.actions ?? [], `${path}.actions`).map((a, i) => action(a, `${path}.actions[${i}]`)),
    };
  });
}
