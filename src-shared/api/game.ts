/**
 * The game half of the API: sessions at one table, played hand after hand. Main holds the session and
 * the engine; the renderer sees one seat's `view` in a `TableSnapshot` and sends intents (`act`), lets
 * the computer seat to act take its turn (`advance`), asks for a hint, undoes, starts the next hand.
 *
 * Money is in haléř throughout (1 Kč = 100 haléř), per seat, summing to zero.
 */
import { type Card, type Suit, isCard } from '../cards/card.ts';
import { checkDeck } from '../engine/record.ts';
import type { ComponentKind } from '../engine/contract.ts';
import type { Action } from '../engine/action.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import type { EndKind } from '../engine/state.ts';
import type { SeatView } from '../engine/view.ts';
import { type Seat, type Variant, VARIANTS } from '../engine/table.ts';
import type { Hint } from '../explain/hint.ts';
import type { Lang } from '../explain/names.ts';
import { AUCTION_PRESET_IDS, PRESET_IDS, type PresetId, type Ruleset } from '../rules/ruleset.ts';
import type { ItemKind, Settlement } from '../settlement/settle.ts';
import type { Game, Side } from '../engine/contract.ts';
import { type DamagedRow, type InputError, shapeError } from '../io/errors.ts';
import { parseAction, parseRules } from '../io/parse.ts';
import { type Result, err, ok } from '../util/result.ts';

// ---------------------------------------------------------------------------------------------
// Vocabulary

/** Computer levels, weakest first (src-main/ai/sampling-player.ts holds what each one does). */
export const AI_LEVELS = ['zacatecnik', 'hrac', 'mistr'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export type SeatPlayer =
  | { readonly kind: 'human'; readonly name: string }
  | { readonly kind: 'ai'; readonly name: string; readonly level: AiLevel };

/**
 * Seats a session may have: two (lízaný), three, or four (volený and licitovaný with the dealer sitting
 * out each hand, pravidla ČSM, čl. II odst. 4; křížový with all four playing, čl. VII odst. 2). Seat 0 sits
 * first after the first dealer; the deal moves round every seat. Which counts a variant takes:
 * `VARIANT_SEATS` / `seatCountsOf`.
 */
export const SESSION_SIZES = [2, 3, 4] as const;
export type SessionSize = (typeof SESSION_SIZES)[number];
/** The seats of a session whose settings have been checked (`parseSettings`). */
export const sessionSize = (settings: SessionSettings): SessionSize => settings.seats.length as SessionSize;
/** Default names of a new session's seats, one per seat at four (a file from before four holds three). */
export const PREF_NAMES = 4;
export const NAME_MAX = 24;

/** The variants a session may be played in (every one the engine deals), volený first. */
export const SESSION_VARIANTS = VARIANTS;
export type SessionVariant = Variant;

/**
 * The seat counts each variant is played at, the usual one first: volený and licitovaný by three, at four
 * the dealer sitting out (pravidla ČSM, čl. II odst. 4, čl. VII odst. 3); křížový by four, all playing
 * (čl. VII odst. 2); lízaný by two.
 */
export const VARIANT_SEATS: { readonly [V in Variant]: readonly SessionSize[] } = {
  chosen: [3, 4],
  auction: [3, 4],
  fourHand: [4],
  twoHand: [2],
};
/** The seat counts a new session of `variant` may have (what the new-session screen offers). */
export const seatCountsOf = (variant: Variant): readonly SessionSize[] => VARIANT_SEATS[variant];

/**
 * The presets each variant is played under, its default first: licitovaný has its own list
 * (`AUCTION_PRESET_IDS`, the tournament's `csm002` first); křížový and lízaný take volený's, lízaný by
 * default under the English description's rules (the only one that describes it; docs/variants.md).
 */
export const VARIANT_PRESETS: { readonly [V in Variant]: readonly PresetId[] } = {
  chosen: PRESET_IDS,
  auction: AUCTION_PRESET_IDS,
  fourHand: PRESET_IDS,
  twoHand: ['english003', 'csm', 'house001', 'app004'],
};
/** The presets a session of `variant` may be played under, the default first. */
export const presetsOf = (variant: Variant): readonly PresetId[] => VARIANT_PRESETS[variant];

/** The variant of a session's settings (absent: volený, as every session saved before the others). */
export const sessionVariant = (settings: Pick<SessionSettings, 'variant'>): Variant =>
  settings.variant ?? 'chosen';

export interface SessionSettings {
  readonly rules: Ruleset;
  /** The players (`VARIANT_SEATS` of the variant); at least one human. */
  readonly seats: readonly SeatPlayer[];
  /** A practice session allows undo and hints; a scored evening does not allow undo. */
  readonly practice: boolean;
  /**
   * The variant every hand of the session is dealt in; absent = volený (sessions saved before the other
   * variants read as volený). `parseSettings` leaves it out for volený, so a volený session is stored as
   * before.
   */
  readonly variant?: Variant;
}

/** Appearance and language: the renderer's preferences, kept by main with the sessions. */
export const LANGS = ['cs', 'en'] as const satisfies readonly Lang[];
export const DECKS = ['czech', 'french'] as const;
export type DeckStyle = (typeof DECKS)[number];
export const CARD_BACKS = ['red', 'blue', 'green'] as const;
export type CardBack = (typeof CARD_BACKS)[number];
export const TABLE_COLOURS = ['green', 'blue', 'wine', 'wood'] as const;
export type TableColour = (typeof TABLE_COLOURS)[number];
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface Prefs {
  readonly lang: Lang;
  readonly deck: DeckStyle;
  readonly back: CardBack;
  readonly table: TableColour;
  readonly animation: AnimationSpeed;
  /** Show the card points each side has taken during play. */
  readonly showPoints: boolean;
  /** Table sounds (synthesized by the renderer) and their volume, 0–100. */
  readonly sound: boolean;
  readonly volume: number;
  /** Defaults of a new session: a name per seat ('' = the language's default name), base, preset. */
  readonly names: readonly string[];
  readonly baseHaler: number;
  readonly preset: PresetId;
  /**
   * The coach at the table ("Trenér", practice sessions only): grades each of the person's cards.
   * Off by default: it runs the solver after every card, and a learner turns it on when they want it.
   */
  readonly coach: boolean;
}

/** Base stakes a new session may be given, in haléř. */
export const BASE_STAKES = [10, 20, 50, 100] as const;

export const DEFAULT_PREFS: Prefs = {
  lang: 'cs',
  deck: 'czech',
  back: 'red',
  table: 'green',
  animation: 'normal',
  showPoints: true,
  sound: true,
  volume: 60,
  names: ['', '', '', ''],
  baseHaler: 20,
  preset: 'csm',
  coach: false,
};

// ---------------------------------------------------------------------------------------------
// What the renderer is shown

/**
 * Whose move the table waits for:
 * - `human`: the seat `viewer` (a person) is to act;
 * - `ai`: a computer seat is to act; call `advance`;
 * - `handEnd`: the hand is over, `settlement` is set; call `nextHand`.
 */
export type Turn = 'human' | 'ai' | 'handEnd';

/** An action as every seat may see it: a discard's cards and a trump card still face down are hidden. */
export type PublicAction =
  | Exclude<Action, { type: 'discard' } | { type: 'chooseTrump' }>
  | { readonly type: 'discard'; readonly seat: Seat; readonly cards: readonly Card[] | null }
  | { readonly type: 'chooseTrump'; readonly seat: Seat; readonly card: Card | null };

export interface TableSnapshot {
  readonly id: number;
  readonly settings: SessionSettings;
  /** 1 for the first hand of the session. */
  readonly handNo: number;
  /** The seat whose view this is: the person to act, or the person who acted last. */
  readonly viewer: Seat;
  readonly view: SeatView;
  readonly turn: Turn;
  /** Running money per seat over the finished hands. */
  readonly ledger: readonly number[];
  /** Money per seat of every finished hand, in order (the score sheet and its chart). */
  readonly hands: readonly (readonly number[])[];
  /** The settlement of the hand just finished (turn `handEnd`), else null. */
  readonly settlement: Settlement | null;
  /** At hand end: every seat's cards at the first lead, for the review of the hand. */
  readonly revealed: readonly (readonly Card[])[] | null;
  /** The actions of this hand so far, as the viewer may see them. */
  readonly history: readonly PublicAction[];
  readonly canUndo: boolean;
  /**
   * Which state of the table this is (opaque; compare for equality): it changes with every action,
   * undo and new hand, and is equal for equal states. A call naming an older version is answered
   * `stale` with the current snapshot (two windows on one session).
   */
  readonly version: string;
  /** Every finished hand of the session in order, for the score sheet (who declared what, the result). */
  readonly sheet?: readonly HandSummary[];
}

/** A finished hand on the score sheet: who declared which game, and how each settled item ended. */
export interface HandSummary {
  /** null: nobody declared — a licitovaný hand thrown in when every seat passed (`end` allPassed). */
  readonly declarer: Seat | null;
  /** How the hand ended (played, laid down, thrown in, folded, …); absent in rows built by hand. */
  readonly end?: EndKind;
  /** The variant the hand was dealt in; absent for volený. */
  readonly variant?: Variant;
  /**
   * Křížový: the declarer's partner (the holder of the called card), null when he played alone; both
   * are paid as the declaring side, in pairs (pravidla ČSM, čl. VII odst. 2). Absent in other variants.
   */
  readonly partner?: Seat | null;
  /** Licitovaný: the auction step the declarer won the hand at (absent when nobody bid). */
  readonly wonStep?: StepId;
  readonly game: Game;
  readonly trump: Suit | null;
  readonly items: readonly {
    readonly kind: ItemKind;
    readonly side: Side;
    readonly won: boolean;
    readonly doubles: number;
  }[];
  /** At a table of four: the dealer, who sat this hand out and paid or was paid as a defender. */
  readonly sittingOut?: Seat;
}

export interface SessionSummary {
  readonly id: number;
  /** The name the evening was given, or null (the renderer then says "Večer č. <id>"). */
  readonly name: string | null;
  /** ISO 8601 times. */
  readonly created: string;
  readonly updated: string;
  readonly names: readonly string[];
  readonly ledger: readonly number[];
  /** Finished hands. */
  readonly hands: number;
  readonly practice: boolean;
  /** The variant its hands are dealt in (absent: volený, as in `SessionSettings`). */
  readonly variant?: Variant;
}

/**
 * An evening whose stored settings no longer read (a damaged file): listed among the evenings with the
 * reason, kept in the file; it cannot be opened, and it can be deleted.
 */
export interface DamagedSession {
  readonly id: number;
  readonly name: string | null;
  readonly created: string;
  readonly updated: string;
  readonly damaged: DamagedRow;
}

/** An entry of `sessionList`: an evening, or one that is damaged (tell them apart by `damaged`). */
export type SessionListEntry = SessionSummary | DamagedSession;

export const isDamagedSession = (e: SessionListEntry): e is DamagedSession => 'damaged' in e;

export interface Suggestion {
  readonly action: Action;
  readonly hint: Hint;
}

// ---------------------------------------------------------------------------------------------
// Params

export interface SessionParams {
  readonly id: number;
}
/** The first hand of a new session dealt from a given deck (the editor's deal), not shuffled. */
export interface SessionDeal {
  /** The 32 cards in the order they are dealt from the top (engine/deal.ts). */
  readonly deck: readonly Card[];
  /** The first hand's dealer; the hands after it go on as usual (the deal moves on, the deck is gathered). */
  readonly dealer: Seat;
}
export interface NewSessionParams {
  readonly settings: SessionSettings;
  /** Deal the first hand from this deck (default: shuffled from the session's seed). */
  readonly deal?: SessionDeal;
}
export interface ActParams {
  readonly id: number;
  readonly action: Action;
  /** The snapshot's version the action was chosen in (see TableSnapshot.version). */
  readonly version?: string;
}
/** A call about the table as the caller saw it last (`version`: see TableSnapshot.version). */
export interface TurnParams {
  readonly id: number;
  readonly version?: string;
}
export interface PrefsParams {
  readonly prefs: Partial<Prefs>;
}
export type NoParams = Readonly<Record<string, never>>;

// ---------------------------------------------------------------------------------------------
// Validation (shape and vocabulary; whether an action is allowed is the engine's business)

function object(v: unknown, path: string): Result<Record<string, unknown>, InputError> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return err(shapeError(path, 'object', v));
  return ok(v as Record<string, unknown>);
}

function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): Result<T, InputError> {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v))
    return err(shapeError(path, values.join(' | '), v));
  return ok(v as T);
}

function sessionId(v: unknown, path: string): Result<number, InputError> {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return err(shapeError(path, 'session id', v));
  return ok(v);
}

function seatPlayer(v: unknown, path: string): Result<SeatPlayer, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const kind = oneOf(o.value.kind, `${path}.kind`, ['human', 'ai'] as const);
  if (!kind.ok) return kind;
  const rawName = o.value.name;
  if (typeof rawName !== 'string') return err(shapeError(`${path}.name`, 'string', rawName));
  const name = rawName.trim();
  if (name.length === 0 || name.length > NAME_MAX)
    return err(shapeError(`${path}.name`, `1–${NAME_MAX} characters`, rawName));
  if (kind.value === 'human') return ok({ kind: 'human', name });
  const level = oneOf(o.value.level, `${path}.level`, AI_LEVELS);
  return level.ok ? ok({ kind: 'ai', name, level: level.value }) : level;
}

export function parseSettings(v: unknown, path = 'settings'): Result<SessionSettings, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const variant =
    o.value.variant === undefined
      ? ok('chosen' as const)
      : oneOf(o.value.variant, `${path}.variant`, VARIANTS);
  if (!variant.ok) return variant;
  const rules = parseRules(o.value.rules, `${path}.rules`);
  if (!rules.ok) return rules;
  const rawSeats = o.value.seats;
  if (!Array.isArray(rawSeats) || !(SESSION_SIZES as readonly number[]).includes(rawSeats.length))
    return err(shapeError(`${path}.seats`, `array of ${SESSION_SIZES.join(' or ')} players`, rawSeats));
  if (!VARIANT_SEATS[variant.value].includes(rawSeats.length as SessionSize))
    return err({
      code: 'invalid',
      path: `${path}.seats`,
      problem: { kind: 'variantPlayers', variant: variant.value, players: rawSeats.length },
    });
  const presets = VARIANT_PRESETS[variant.value];
  if (!presets.includes(rules.value.preset))
    return err({
      code: 'invalid',
      path: `${path}.rules.preset`,
      problem: { kind: 'variantPreset', variant: variant.value, preset: rules.value.preset, presets },
    });
  const seats: SeatPlayer[] = [];
  for (let i = 0; i < rawSeats.length; i++) {
    const p = seatPlayer(rawSeats[i], `${path}.seats[${i}]`);
    if (!p.ok) return p;
    seats.push(p.value);
  }
  if (!seats.some((p) => p.kind === 'human'))
    return err({ code: 'invalid', path: `${path}.seats`, problem: { kind: 'noHumanSeat' } });
  const practice = o.value.practice ?? false;
  if (typeof practice !== 'boolean') return err(shapeError(`${path}.practice`, 'boolean', practice));
  // Volený is stored without the field, as before the other variants.
  return ok(
    variant.value === 'chosen'
      ? { rules: rules.value, seats, practice }
      : { rules: rules.value, seats, practice, variant: variant.value },
  );
}

/** A person's or an evening's name, trimmed: 1–`max` characters, no control characters. */
export function parseName(v: unknown, path: string, max: number): Result<string, InputError> {
  if (typeof v !== 'string') return err(shapeError(path, 'string', v));
  const name = v.trim();
  const bad = (problem: 'empty' | 'tooLong' | 'control'): Result<never, InputError> =>
    err({ code: 'invalid', path, problem: { kind: 'badName', problem, max } });
  if (name.length === 0) return bad('empty');
  if (name.length > max) return bad('tooLong');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return bad('control');
  return ok(name);
}

type PrefCheck<K extends keyof Prefs> = (v: unknown, path: string) => Result<Prefs[K], InputError>;

function bool(v: unknown, path: string): Result<boolean, InputError> {
  return typeof v === 'boolean' ? ok(v) : err(shapeError(path, 'boolean', v));
}

/** Default names per seat: '' (none set) or a name as a seat takes it. */
function seatNames(v: unknown, path: string): Result<readonly string[], InputError> {
  if (!Array.isArray(v) || (v.length !== PREF_NAMES && v.length !== PREF_NAMES - 1))
    return err(shapeError(path, `array of ${PREF_NAMES - 1} or ${PREF_NAMES} names`, v));
  const out: string[] = [];
  for (let i = 0; i < v.length; i++) {
    const raw: unknown = v[i];
    if (typeof raw === 'string' && raw.trim() === '') {
      out.push('');
      continue;
    }
    const name = parseName(raw, `${path}[${i}]`, NAME_MAX);
    if (!name.ok) return name;
    out.push(name.value);
  }
  return ok(out);
}

/** How each preference is checked on arrival. */
const PREF_CHECKS: { readonly [K in keyof Prefs]: PrefCheck<K> } = {
  lang: (v, p) => oneOf(v, p, LANGS),
  deck: (v, p) => oneOf(v, p, DECKS),
  back: (v, p) => oneOf(v, p, CARD_BACKS),
  table: (v, p) => oneOf(v, p, TABLE_COLOURS),
  animation: (v, p) => oneOf(v, p, ANIMATION_SPEEDS),
  showPoints: bool,
  sound: bool,
  volume: (v, p) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100
      ? ok(v)
      : err(shapeError(p, 'integer 0–100', v)),
  names: seatNames,
  baseHaler: (v, p) =>
    typeof v === 'number' && (BASE_STAKES as readonly number[]).includes(v)
      ? ok(v)
      : err(shapeError(p, BASE_STAKES.join(' | '), v)),
  preset: (v, p) => oneOf(v, p, PRESET_IDS),
  coach: bool,
};

export function parsePrefs(v: unknown, path = 'prefs'): Result<Partial<Prefs>, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(o.value)) {
    if (!Object.hasOwn(PREF_CHECKS, k))
      return err({ code: 'invalid', path: `${path}.${k}`, problem: { kind: 'unknownOption', option: k } });
    const check = PREF_CHECKS[k as keyof Prefs] as (v: unknown, path: string) => Result<unknown, InputError>;
    const checked = check(value, `${path}.${k}`);
    if (!checked.ok) return checked;
    out[k] = checked.value;
  }
  return ok(out as Partial<Prefs>);
}

export const parseNoParams = (v: unknown, path: string): Result<NoParams, InputError> => {
  if (v === undefined || v === null) return ok({});
  const o = object(v, path);
  return o.ok ? ok({}) : o;
};

export function parseSessionParams(v: unknown, path: string): Result<SessionParams, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const id = sessionId(o.value.id, `${path}.id`);
  return id.ok ? ok({ id: id.value }) : id;
}

export function parseNewSessionParams(v: unknown, path: string): Result<NewSessionParams, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const settings = parseSettings(o.value.settings, `${path}.settings`);
  if (!settings.ok) return settings;
  if (o.value.deal === undefined) return ok({ settings: settings.value });
  const deal = parseSessionDeal(o.value.deal, `${path}.deal`, settings.value.seats.length);
  return deal.ok ? ok({ settings: settings.value, deal: deal.value }) : deal;
}

/** A whole deck of 32 different cards and a dealer among the session's seats. */
export function parseSessionDeal(v: unknown, path: string, players: number): Result<SessionDeal, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const raw = o.value.deck;
  if (!Array.isArray(raw)) return err(shapeError(`${path}.deck`, 'array of 32 cards', raw));
  for (let i = 0; i < raw.length; i++) {
    const c: unknown = raw[i];
    if (typeof c !== 'string') return err(shapeError(`${path}.deck[${i}]`, 'card such as "HA"', c));
    if (!isCard(c)) return err({ code: 'unknownCard', path: `${path}.deck[${i}]`, value: c });
  }
  const deck = raw as Card[];
  const problem = checkDeck(deck, `${path}.deck`);
  if (problem !== null) return err(problem);
  const dealer = o.value.dealer;
  if (typeof dealer !== 'number' || !Number.isInteger(dealer))
    return err(shapeError(`${path}.dealer`, 'integer', dealer));
  if (dealer < 0 || dealer >= players)
    return err({
      code: 'invalid',
      path: `${path}.dealer`,
      problem: { kind: 'seatOutOfRange', seat: dealer, players },
    });
  return ok({ deck: [...deck], dealer });
}

export function parseActParams(v: unknown, path: string): Result<ActParams, InputError> {
  const base = parseTurnParams(v, path);
  if (!base.ok) return base;
  const action = parseAction((v as Record<string, unknown>).action, `${path}.action`);
  return action.ok ? ok({ ...base.value, action: action.value }) : action;
}

export function parseTurnParams(v: unknown, path: string): Result<TurnParams, InputError> {
  const base = parseSessionParams(v, path);
  if (!base.ok) return base;
  const version = (v as Record<string, unknown>).version;
  if (version === undefined) return base;
  if (typeof version !== 'string' || version.length === 0 || version.length > 100)
    return err(shapeError(`${path}.version`, 'snapshot version', version));
  return ok({ id: base.value.id, version });
}

export function parsePrefsParams(v: unknown, path: string): Result<PrefsParams, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const prefs = parsePrefs(o.value.prefs, `${path}.prefs`);
  return prefs.ok ? ok({ prefs: prefs.value }) : prefs;
}

// ---------------------------------------------------------------------------------------------
// Saved evenings: naming, deleting, statistics across them (sessionRename, sessionDelete, stats)

export const SESSION_NAME_MAX = 40;

export interface SessionRenameParams {
  readonly id: number;
  /** Trimmed, 1–SESSION_NAME_MAX characters; null gives the evening back its default name. */
  readonly name: string | null;
}

/** How often a contract component was announced and how often its side made it. */
export interface ContractTally {
  readonly declared: number;
  readonly made: number;
}
export type ContractTallies = { readonly [K in ComponentKind]: ContractTally };

/** One player over every evening: people and computers are told apart by kind and name. */
export interface PlayerStats {
  readonly name: string;
  readonly human: boolean;
  /** Finished hands the player played (not those sat out). */
  readonly hands: number;
  /**
   * Finished hands the player sat out (at four the dealer holds no card and decides nothing): neither
   * played nor counted in `hands`; what they paid as a defender is in `money`, as the rules settle it.
   */
  readonly satOut: number;
  /** Hands the player played as the declarer. */
  readonly asDeclarer: number;
  /** Components the player announced (the declarer's, or seven/hundred against as a defender). */
  readonly contracts: ContractTallies;
  /** Money over every evening, in haléř. */
  readonly money: number;
}

export interface EveningStats {
  readonly id: number;
  readonly name: string | null;
  readonly created: string;
  readonly practice: boolean;
  readonly names: readonly string[];
  readonly humans: readonly boolean[];
  /** Finished hands. */
  readonly hands: number;
  /** Money per seat over the evening's finished hands, in haléř. */
  readonly money: readonly number[];
  /** The variant of the evening; absent for volený. */
  readonly variant?: Variant;
}

/** Statistics of every finished hand of every saved evening, recomputed from the stored hands. */
export interface Stats {
  readonly hands: number;
  /** Every announced component, whoever announced it. */
  readonly contracts: ContractTallies;
  /** People first, then computers; each by the most hands. */
  readonly players: readonly PlayerStats[];
  /** Oldest first. */
  readonly evenings: readonly EveningStats[];
  /** Finished hands left out because they no longer replay (a damaged file). */
  readonly damaged: number;
  /** Evenings whose settings no longer read: left out of every figure, listed with the reason. */
  readonly damagedEvenings: readonly DamagedRow[];
}

export function parseSessionRenameParams(v: unknown, path: string): Result<SessionRenameParams, InputError> {
  const o = object(v, path);
  if (!o.ok) return o;
  const id = sessionId(o.value.id, `${path}.id`);
  if (!id.ok) return id;
  if (o.value.name === null) return ok({ id: id.value, name: null });
  const name = parseName(o.value.name, `${path}.name`, SESSION_NAME_MAX);
  return name.ok ? ok({ id: id.value, name: name.value }) : name;
}
