/**
 * The game half of the API: sessions at one table, played hand after hand. Main holds the session and
 * the engine; the renderer sees one seat's `view` in a `TableSnapshot` and sends intents (`act`), lets
 * the computer seat to act take its turn (`advance`), asks for a hint, undoes, starts the next hand.
 *
 * Money is in haléř throughout (1 Kč = 100 haléř), per seat, summing to zero.
 */
import * as v from 'valibot';
import type { Card, Suit } from '../cards/card.ts';
import { checkDeck } from '../engine/record.ts';
import type { ComponentKind } from '../engine/contract.ts';
import type { Action } from '../engine/action.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import type { EndKind } from '../engine/state.ts';
import type { SeatView } from '../engine/view.ts';
import { DEFAULT_VARIANT, type Seat, type Variant, VARIANTS } from '../engine/table.ts';
import { POSITION_PLAYERS, PRESETS_OF_VARIANT } from '../variants/registry.ts';
import type { Hint } from '../explain/hint.ts';
import type { Lang } from '../explain/names.ts';
import { PRESET_IDS, type PresetId } from '../rules/ruleset.ts';
import type { ItemKind, Settlement } from '../settlement/settle.ts';
import type { Game, Side } from '../engine/contract.ts';
import { type DamagedRow, type InputError, shapeError } from '../io/errors.ts';
import { parseAction, parseRules } from '../io/parse.ts';
import { type Result, err, ok } from '../util/result.ts';
import {
  card,
  closed,
  closedFields,
  fields,
  int,
  intIn,
  oneOf,
  paramFields,
  parsed,
  present,
  record,
  refine,
  stage,
  unknownKey,
  validate,
} from '../io/schema.ts';

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
export const VARIANT_SEATS: { readonly [V in Variant]: readonly SessionSize[] } = POSITION_PLAYERS;
/** The seat counts a new session of `variant` may have (what the new-session screen offers). */
export const seatCountsOf = (variant: Variant): readonly SessionSize[] => VARIANT_SEATS[variant];

/**
 * The presets each variant is played under, its default first: licitovaný has its own list
 * (`AUCTION_PRESET_IDS`, the tournament's `csm002` first); křížový and lízaný take volený's, lízaný by
 * default under the English description's rules (the only one that describes it; docs/variants.md).
 */
export const VARIANT_PRESETS: { readonly [V in Variant]: readonly PresetId[] } = PRESETS_OF_VARIANT;
/** The presets a session of `variant` may be played under, the default first. */
export const presetsOf = (variant: Variant): readonly PresetId[] => VARIANT_PRESETS[variant];

/** The variant of a session's settings (absent: volený, as every session saved before the others). */
export const sessionVariant = (settings: Pick<SessionSettings, 'variant'>): Variant =>
  settings.variant ?? DEFAULT_VARIANT;

/** The vocabularies of the preferences. */
export const LANGS = ['cs', 'en'] as const satisfies readonly Lang[];
export const DECKS = ['czech', 'french'] as const;
export type DeckStyle = (typeof DECKS)[number];
export const CARD_BACKS = ['red', 'blue', 'green'] as const;
export type CardBack = (typeof CARD_BACKS)[number];
export const TABLE_COLOURS = ['green', 'blue', 'wine', 'wood'] as const;
export type TableColour = (typeof TABLE_COLOURS)[number];
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** Base stakes a new session may be given, in haléř. */
export const BASE_STAKES = [10, 20, 50, 100] as const;

/**
 * A person's or an evening's name, trimmed: 1–`max` characters, no control characters (`blank`: or
 * nothing at all, read as '').
 */
/* @__NO_SIDE_EFFECTS__ */
export const trimmedName = (max: number, blank = false) =>
  v.pipe(
    v.string('string'),
    v.trim(),
    refine((n: string): InputError | null => {
      const bad = (problem: 'empty' | 'tooLong' | 'control'): InputError => ({
        code: 'invalid',
        path: '',
        problem: { kind: 'badName', problem, max },
      });
      if (n.length === 0) return blank ? null : bad('empty');
      if (n.length > max) return bad('tooLong');
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f\u007f]/.test(n)) return bad('control');
      return null;
    }),
  );

const bool = v.boolean('boolean');

/** Each preference as it is checked on arrival (prefsSet takes any of them). */
const PREF_ENTRIES = {
  lang: oneOf(LANGS),
  deck: oneOf(DECKS),
  back: oneOf(CARD_BACKS),
  table: oneOf(TABLE_COLOURS),
  animation: oneOf(ANIMATION_SPEEDS),
  /** Show the card points each side has taken during play. */
  showPoints: bool,
  /** Table sounds (synthesized by the renderer) and their volume, 0–100. */
  sound: bool,
  volume: intIn(0, 100, 'integer 0–100'),
  /** Defaults of a new session: a name per seat ('' = the language's default name), base, preset. */
  names: v.pipe(
    v.custom<unknown[]>(
      (x) => Array.isArray(x) && (x.length === PREF_NAMES || x.length === PREF_NAMES - 1),
      `array of ${PREF_NAMES - 1} or ${PREF_NAMES} names`,
    ),
    v.array(trimmedName(NAME_MAX, true)),
    v.readonly(),
  ),
  baseHaler: v.pipe(
    v.number(BASE_STAKES.join(' | ')),
    v.check((n) => (BASE_STAKES as readonly number[]).includes(n), BASE_STAKES.join(' | ')),
  ),
  /** Volený's presets (typed as any preset: a session's default, whatever its variant's list). */
  preset: v.pipe(
    oneOf(PRESET_IDS),
    v.transform((id): PresetId => id),
  ),
  /**
   * The coach at the table ("Trenér", practice sessions only): grades each of the person's cards.
   * Off by default: it runs the solver after every card, and a learner turns it on when they want it.
   */
  coach: bool,
};

/** Appearance and language: the renderer's preferences, kept by main with the sessions. */
export const Prefs = v.pipe(v.object(PREF_ENTRIES), v.readonly());
export type Prefs = v.InferOutput<typeof Prefs>;

/** Some preferences, read in the order given; a key that is no preference is an `unknownOption`. */
export const PartialPrefs = parsed((x, path): Result<Partial<Prefs>, InputError> => {
  const o = validate(record, x, path);
  if (!o.ok) return o;
  const out: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(o.value)) {
    if (!Object.hasOwn(PREF_ENTRIES, k))
      return err({ code: 'invalid', path: `${path}.${k}`, problem: { kind: 'unknownOption', option: k } });
    const checked = validate(PREF_ENTRIES[k as keyof typeof PREF_ENTRIES], value, `${path}.${k}`);
    if (!checked.ok) return checked;
    out[k] = checked.value;
  }
  return ok(out as Partial<Prefs>);
});

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
 * - `human`: a person is to act (`view.toAct`: this device's `viewer`, or a person on another device);
 * - `ai`: a computer seat (or one the computer stands in for) is to act; call `advance`;
 * - `handEnd`: the hand is over, `settlement` is set; call `nextHand`.
 */
export type Turn = 'human' | 'ai' | 'handEnd';

/** An action as every seat may see it: a discard's cards and a trump card still face down are hidden. */
export type PublicAction =
  | Exclude<Action, { type: 'discard' } | { type: 'chooseTrump' }>
  | { readonly type: 'discard'; readonly seat: Seat; readonly cards: readonly Card[] | null }
  | { readonly type: 'chooseTrump'; readonly seat: Seat; readonly card: Card | null };

/** Stand-in cards for a hidden discard or trump card while the rest of its action is read. */
const HIDDEN_PAIR = ['H7', 'H8'] as const;

/**
 * A history as a seat may see it (a stored one read back): each entry an action `parseAction` reads, or
 * a discard or trump card hidden (`cards` / `card` null). False for anything else.
 */
export function isPublicHistory(x: unknown): x is readonly PublicAction[] {
  if (!Array.isArray(x)) return false;
  return x.every((a: unknown) => {
    if (typeof a !== 'object' || a === null) return false;
    const r = a as Record<string, unknown>;
    if (r.type === 'discard' && r.cards === null) return parseAction({ ...r, cards: HIDDEN_PAIR }).ok;
    if (r.type === 'chooseTrump' && r.card === null) return parseAction({ ...r, card: HIDDEN_PAIR[0] }).ok;
    return parseAction(a).ok;
  });
}

export interface TableSnapshot {
  readonly id: number;
  readonly settings: SessionSettings;
  /** 1 for the first hand of the session. */
  readonly handNo: number;
  /**
   * The seat whose view this is, always one of `localSeats` (when that is not empty): the local person
   * to act, else the local person who acted last in this hand, else the first local seat.
   */
  readonly viewer: Seat;
  /**
   * The seats the asking device plays: on a guest's device its link's one seat; on the host's, every
   * human seat not shared with another device (every human seat while no table is shared). A device
   * whose `turn` is `human` while `view.toAct` is not one of these waits for another person.
   */
  readonly localSeats: readonly Seat[];
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
  /**
   * Indices into `history` of the decisions the computer made standing in for a person away from the
   * shared table (src-main/share), in order; absent or empty: none (kept while the app runs).
   */
  readonly standIn?: readonly number[];
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
  /** The base stake of its rules in haléř (the settle-up names it; absent in summaries made by hand). */
  readonly baseHaler?: number;
}

/**
 * One seat's hands and money over an evening, split by role, as the statistics count them
 * (`computeStats`, src-main/game/stats.ts): the declaring side (the declarer, and křížový's partner paid
 * with him) and the defence (a hand sat out counts there: the dealer pays as a defender).
 */
export interface RoleTally {
  /** Finished hands played (not those sat out). */
  readonly hands: number;
  /** Finished hands sat out (at four, the dealer). */
  readonly satOut: number;
  /** Hands played as the declarer. */
  readonly asDeclarer: number;
  /** Hands played in the defence (not the declarer, nor křížový's declarer's partner). */
  readonly asDefender: number;
  /** Money in haléř: in all, on the declaring side and in the defence (the two sum to `money`). */
  readonly money: number;
  readonly moneyDeclaring: number;
  readonly moneyDefending: number;
}

/**
 * One evening for its settle-up (`sessionEvening` on the host, `guestEvening` on a guest's link): the
 * summary home's list shows, the money of each finished hand per seat (the ledger chart) and each seat's
 * figures by role.
 */
export interface EveningSummary extends SessionSummary {
  /** Per finished hand in order, the money per seat in haléř (the same rows the score sheet's chart reads). */
  readonly handMoney: readonly (readonly number[])[];
  /** Per seat, its hands and money by role over the evening's finished hands that replay. */
  readonly roles: readonly RoleTally[];
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

/**
 * `handSettled`: whether the solver proves, with every hand known, that the money of the current hand
 * cannot change whatever anyone plays (false also when the proof was not found within its budget).
 */
export interface HandSettled {
  readonly settled: boolean;
}

// ---------------------------------------------------------------------------------------------
// Params

export type NoParams = Readonly<Record<string, never>>;

/** Params absent (undefined, null) or an object without keys (any key is refused by name). */
export const NoParams = v.pipe(
  v.custom<unknown>(
    (x) => x === undefined || x === null || (typeof x === 'object' && !Array.isArray(x)),
    'object',
  ),
  refine((x: unknown) =>
    x === undefined || x === null ? null : unknownKey(x as Record<string, unknown>, [], 'params'),
  ),
  v.transform((): NoParams => ({})),
);

const sessionId = intIn(1, null, 'session id');

export const SessionParams = paramFields({ id: sessionId });
export type SessionParams = v.InferOutput<typeof SessionParams>;

/** A call about the table as the caller saw it last (`version`: see TableSnapshot.version). */
const turn = {
  id: sessionId,
  version: v.optional(
    v.pipe(
      v.string('snapshot version'),
      v.check((x) => x.length > 0 && x.length <= 100, 'snapshot version'),
    ),
  ),
};
export const TurnParams = paramFields(turn);
export type TurnParams = v.InferOutput<typeof TurnParams>;

/** A person's action; `version`: the snapshot's the action was chosen in (see TableSnapshot.version). */
export const ActParams = paramFields({ ...turn, action: parsed(parseAction) });
export type ActParams = v.InferOutput<typeof ActParams>;

/** `callWhy`: the session, the hand (1 = its first) and the index of the call among the hand's actions. */
export const CallWhyParams = paramFields({
  id: sessionId,
  handNo: v.pipe(int('integer'), v.minValue(1, 'integer ≥ 1')),
  index: v.pipe(int('integer'), v.minValue(0, 'integer ≥ 0')),
});
export type CallWhyParams = v.InferOutput<typeof CallWhyParams>;

/** A seat's player: a person, or the computer at a level (a name trimmed, 1–NAME_MAX characters). */
const SeatPlayer = v.pipe(
  closedFields(
    {
      kind: oneOf(['human', 'ai']),
      name: v.pipe(
        v.string('string'),
        v.check((n) => n.trim().length > 0 && n.trim().length <= NAME_MAX, `1–${NAME_MAX} characters`),
        v.trim(),
      ),
      level: v.unknown(),
    },
    'player',
  ),
  refine((p): InputError | null =>
    p.kind === 'ai' && !(AI_LEVELS as readonly unknown[]).includes(p.level)
      ? shapeError('.level', AI_LEVELS.join(' | '), p.level)
      : null,
  ),
  v.transform((p): SeatPlayer =>
    p.kind === 'human'
      ? { kind: 'human', name: p.name }
      : { kind: 'ai', name: p.name, level: p.level as AiLevel },
  ),
);

/** Volený is stored without the field, as before the other variants. */
const storedVariant = (variant: Variant | undefined): Variant | undefined =>
  variant === DEFAULT_VARIANT ? undefined : variant;

const settingsHeadFields = {
  /**
   * The variant every hand of the session is dealt in; absent = volený (sessions saved before the
   * other variants read as volený). Left out for volený, so a volený session is stored as before.
   */
  variant: v.optional(oneOf(VARIANTS)),
  rules: parsed(parseRules),
  /** The players (`VARIANT_SEATS` of the variant); at least one human. */
  seats: v.custom<unknown[]>(
    (x) => Array.isArray(x) && (SESSION_SIZES as readonly number[]).includes(x.length),
    `array of ${SESSION_SIZES.join(' or ')} players`,
  ),
};
const settingsHead = fields(settingsHeadFields);
const settingsSeats = fields({ seats: v.pipe(v.array(SeatPlayer), v.readonly()) });
const settingsPracticeFields = {
  /** A practice session allows undo and hints; a scored evening does not allow undo. Default false. */
  practice: v.nullish(bool, false),
};
const settingsPractice = fields(settingsPracticeFields);
const settingsKeys = closed(Object.keys({ ...settingsHeadFields, ...settingsPracticeFields }), 'settings');

/**
 * A session's settings, read in stages: no key but theirs, the table and the rules first, then the
 * seats, then the rest.
 */
export const SessionSettings = parsed((x, path) => {
  const keys = stage(settingsKeys, x, path);
  if (!keys.ok) return keys;
  const head = stage(
    settingsHead,
    x,
    path,
    ({ rules, seats, variant = DEFAULT_VARIANT }): InputError | null => {
      const players = seats.length;
      if (!VARIANT_SEATS[variant].includes(players as SessionSize))
        return { code: 'invalid', path: '.seats', problem: { kind: 'variantPlayers', variant, players } };
      const presets = VARIANT_PRESETS[variant];
      return presets.includes(rules.preset)
        ? null
        : {
            code: 'invalid',
            path: '.rules.preset',
            problem: { kind: 'variantPreset', variant, preset: rules.preset, presets },
          };
    },
  );
  if (!head.ok) return head;
  const seats = stage(settingsSeats, x, path, (s) =>
    s.seats.some((p) => p.kind === 'human')
      ? null
      : { code: 'invalid', path: '.seats', problem: { kind: 'noHumanSeat' } },
  );
  if (!seats.ok) return seats;
  const rest = stage(settingsPractice, x, path);
  if (!rest.ok) return rest;
  const { rules, variant } = head.value;
  return ok(
    present({
      rules,
      seats: seats.value.seats,
      practice: rest.value.practice,
      variant: storedVariant(variant),
    }),
  );
});
export type SessionSettings = v.InferOutput<typeof SessionSettings>;

export const parseSettings = (x: unknown, path = 'settings'): Result<SessionSettings, InputError> =>
  validate(SessionSettings, x, path);

const PLAYER_KEYS: readonly string[] = ['kind', 'name', 'level'];
const keep = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));
const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Settings as the app stored them. Input from outside is refused on any unknown key; a stored session is
 * the app's own, and a key an earlier version wrote that this one no longer reads (at the top or in a
 * seat's player) is left aside rather than calling the session damaged. Every other check is the same.
 */
export const parseStoredSettings = (x: unknown, path = 'settings'): Result<SessionSettings, InputError> => {
  if (!isObject(x)) return parseSettings(x, path);
  const top = keep(x, Object.keys({ ...settingsHeadFields, ...settingsPracticeFields }));
  if (Array.isArray(top.seats))
    top.seats = (top.seats as unknown[]).map((p) => (isObject(p) ? keep(p, PLAYER_KEYS) : p));
  return parseSettings(top, path);
};

/** The first hand of a new session dealt from a given deck (the editor's deal), not shuffled. */
const SessionDeal = closedFields(
  {
    /** The 32 cards in the order they are dealt from the top (engine/deal.ts). */
    deck: v.pipe(
      v.custom<unknown[]>(Array.isArray, 'array of 32 cards'),
      v.array(card('card such as "HA"')),
      refine((deck: Card[]) => checkDeck(deck, '')),
      v.readonly(),
    ),
    /** The first hand's dealer; the hands after it go on as usual (the deal moves on, the deck is gathered). */
    dealer: int('integer'),
  },
  'deal',
);
export type SessionDeal = v.InferOutput<typeof SessionDeal>;

export const NewSessionParams = v.pipe(
  paramFields({
    settings: SessionSettings,
    /** Deal the first hand from this deck (default: shuffled from the session's seed). */
    deal: v.optional(SessionDeal),
  }),
  refine(({ settings, deal }): InputError | null => {
    const players = settings.seats.length;
    return deal === undefined || (deal.dealer >= 0 && deal.dealer < players)
      ? null
      : {
          code: 'invalid',
          path: '.deal.dealer',
          problem: { kind: 'seatOutOfRange', seat: deal.dealer, players },
        };
  }),
);
export type NewSessionParams = v.InferOutput<typeof NewSessionParams>;
export const parseNewSessionParams = (x: unknown, path: string) => validate(NewSessionParams, x, path);

export const parsePrefs = (x: unknown, path = 'prefs'): Result<Partial<Prefs>, InputError> =>
  validate(PartialPrefs, x, path);

export const PrefsParams = paramFields({ prefs: PartialPrefs });
export type PrefsParams = v.InferOutput<typeof PrefsParams>;

// ---------------------------------------------------------------------------------------------
// Saved evenings: naming, deleting, statistics across them (sessionRename, sessionDelete, stats)

export const SESSION_NAME_MAX = 40;

export const SessionRenameParams = paramFields({
  id: sessionId,
  /** Trimmed, 1–SESSION_NAME_MAX characters; null gives the evening back its default name. */
  name: v.nullable(trimmedName(SESSION_NAME_MAX)),
});
export type SessionRenameParams = v.InferOutput<typeof SessionRenameParams>;

/** How often a contract component was announced and how often its side made it. */
export interface ContractTally {
  readonly declared: number;
  readonly made: number;
}
export type ContractTallies = { readonly [K in ComponentKind]: ContractTally };

/** One player over every evening: people and computers are told apart by kind and name. */
/**
 * A player over every evening: hands and money by role (`RoleTally`: a hand sat out — at four the dealer
 * holds no card and decides nothing — is neither played nor counted in `hands`; what they paid as a
 * defender is in `money`, as the rules settle it), and the components they announced.
 */
export interface PlayerStats extends RoleTally {
  readonly name: string;
  readonly human: boolean;
  /** Components the player announced (the declarer's, or seven/hundred against as a defender). */
  readonly contracts: ContractTallies;
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
  /** Per seat, its hands and money by role over the evening (the same counting as `players`). */
  readonly roles: readonly RoleTally[];
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
