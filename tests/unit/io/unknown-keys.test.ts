/**
 * Every input from outside refuses a key it does not take, by name and place, as the rules always did
 * (`unknownOption`): one case per kind of input — a record, its setup, its table, an action in it or on
 * its own, a position, its announcements and doubles, a library file and an entry of it, the command
 * line's input around a record, a position arriving through the API, a method's params, a session's
 * settings, a seat's player and a deal in them, a goal, a stored hand read back. Each
 * answer is an `unknownKey` error at the key's path, and its Czech and English words name the key and
 * the place. A key that differs from a known one only in case names the one meant.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type HandSetup,
  type InputError,
  type KeyPlace,
  type Method,
  PRESETS,
  createRng,
  describe as toPosition,
  describeInputError,
  parseAction,
  parseParams,
  parsePosition,
  parseRecord,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import { GoalSchema } from '../../../src-shared/goal/goal.ts';
import { readLibraryFile } from '../../../src-shared/io/library-file.ts';
import { validate } from '../../../src-shared/io/schema.ts';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { createHandler } from '../../../src-main/api/handler.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { checkedHand } from '../../../src-main/game/session.ts';
import type { SolverPool } from '../../../src-main/solver/pool.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { endPosition } from '../../support/deals.ts';

const dir = mkdtempSync(join(tmpdir(), 'marias-unknown-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A volený record in the one shape, two actions in (forehand chose trumps, then the game). */
const setup: HandSetup = {
  rules: PRESETS.csm,
  table: { size: 3, dealer: 2 },
  deck: shuffledDeck(createRng(5)),
};
const record = json({
  setup,
  actions: [
    { type: 'chooseTrump', seat: 0, card: setup.deck[0] },
    { type: 'chooseGame', seat: 0, game: 'suit' },
  ],
});
/** A session's settings as the new-evening screen sends them. */
const settings = json({
  rules: PRESETS.csm,
  seats: [
    { kind: 'human', name: 'Ty' },
    { kind: 'ai', name: 'Karel', level: 'hrac' },
    { kind: 'ai', name: 'Franta', level: 'mistr' },
  ],
  practice: false,
});
/** A volený position in play, four tricks left, as a file would hold it. */
const position = json(toPosition(endPosition(createRng(2), 'seven', 4, 0)));

/** The CLI's answer to `args` with `input` on standard input, its JSON read. */
function cli(args: string[], input: unknown) {
  const r = run(args, () => JSON.stringify(input));
  return { code: r.code, json: JSON.parse(r.stdout) as { error: InputError } };
}

/** A handler whose position methods answer (nothing behind them is reached: the params are refused). */
const pool = { run: async () => ({ ok: true, value: null }) } as unknown as Pick<SolverPool, 'run'>;
const store = openStore(join(dir, 'app.sqlite'));
afterAll(() => store.close());
const handle = createHandler({
  pool,
  games: new GameService(store, {
    decide: async () => ({ ok: false, error: { code: 'internal', message: '' } }),
  }),
});
const badInput = async (method: Method, params: unknown): Promise<InputError> => {
  const r = await handle(method, params);
  if (r.ok || r.error.code !== 'badInput') throw new Error(`${method}: ${JSON.stringify(r)}`);
  return r.error.error;
};

interface Case {
  readonly input: string;
  /** The error the input gives. */
  readonly error: () => InputError | Promise<InputError>;
  readonly path: string;
  readonly key: string;
  readonly in: KeyPlace;
  readonly near?: string;
  /** The place as the Czech and English words name it. */
  readonly words: readonly [string, string];
}

const failed = <T>(r: { ok: true; value: T } | { ok: false; error: InputError }): InputError => {
  if (r.ok) throw new Error('accepted');
  return r.error;
};

const CASES: readonly Case[] = [
  {
    input: 'a record',
    error: () => failed(parseRecord({ ...record, Actions: [] })),
    path: 'record.Actions',
    key: 'Actions',
    in: 'record',
    near: 'actions',
    words: ['v záznamu hry', 'in the record'],
  },
  {
    input: 'a record’s setup',
    error: () => failed(parseRecord({ ...record, setup: { ...record.setup, seats: 3 } })),
    path: 'record.setup.seats',
    key: 'seats',
    in: 'setup',
    words: ['v úvodu záznamu', 'in the record’s setup'],
  },
  {
    input: 'a setup’s table',
    error: () =>
      failed(
        parseRecord({ ...record, setup: { ...record.setup, table: { size: 3, Dealer: 0, dealer: 2 } } }),
      ),
    path: 'record.setup.table.Dealer',
    key: 'Dealer',
    in: 'table',
    near: 'dealer',
    words: ['v popisu stolu', 'in the setup’s table'],
  },
  {
    input: 'an action in a record',
    error: () =>
      failed(
        parseRecord({
          ...record,
          actions: [record.actions[0], { type: 'chooseGame', seat: 0, game: 'suit', card: 'HA' }],
        }),
      ),
    path: 'record.actions[1].card',
    key: 'card',
    in: 'action',
    words: ['v akci', 'in the action'],
  },
  {
    input: 'an action on its own (the API’s act)',
    error: () => badInput('act', { id: 1, action: { type: 'pass', seat: 1, seven: true } }),
    path: 'params.action.seven',
    key: 'seven',
    in: 'action',
    words: ['v akci', 'in the action'],
  },
  {
    input: 'a position',
    error: () => failed(parsePosition({ ...position, Aux: 'A' })),
    path: 'position.Aux',
    key: 'Aux',
    in: 'position',
    near: 'aux',
    words: ['v pozici', 'in the position'],
  },
  {
    input: 'a position’s announcements',
    error: () =>
      failed(parsePosition({ ...position, announced: { ...position.announced, hundredAgaints: 1 } })),
    path: 'position.announced.hundredAgaints',
    key: 'hundredAgaints',
    in: 'announced',
    words: ['v hlášeních', 'in the announcements'],
  },
  {
    input: 'a position’s doubles',
    error: () => failed(parsePosition({ ...position, doubles: { Game: 1 } })),
    path: 'position.doubles.Game',
    key: 'Game',
    in: 'doubles',
    near: 'game',
    words: ['ve flecích', 'in the doubles'],
  },
  {
    input: 'a position arriving through the API (positionSave, the library’s import)',
    error: () => badInput('positionSave', { title: 'T', position: { ...position, talonn: [] } }),
    path: 'params.position.talonn',
    key: 'talonn',
    in: 'position',
    words: ['v pozici', 'in the position'],
  },
  {
    input: 'a library file',
    error: () =>
      failed(
        readLibraryFile(JSON.stringify({ format: 'marias-library', version: 1, entries: [], Entries: [] })),
      ),
    path: 'Entries',
    key: 'Entries',
    in: 'libraryFile',
    near: 'entries',
    words: ['v souboru knihovny', 'in the library file'],
  },
  {
    input: 'a library file’s entry',
    error: () => {
      const file = readLibraryFile(
        JSON.stringify({
          format: 'marias-library',
          version: 1,
          entries: [
            { title: 'T', position },
            { id: 4, title: 'U', position },
          ],
        }),
      );
      if (!file.ok) throw new Error(JSON.stringify(file.error));
      const [first, second] = file.value.items;
      expect(first?.ok).toBe(true);
      if (second === undefined || second.ok) throw new Error('the second entry was read');
      return second.error;
    },
    path: 'entries[1].id',
    key: 'id',
    in: 'libraryEntry',
    words: ['v položce knihovny', 'in the library entry'],
  },
  {
    input: 'the command line’s input around a record',
    error: () => {
      const r = cli(['apply'], { record, acton: { type: 'pass', seat: 1 } });
      expect(r.code).toBe(EXIT.badInput);
      return r.json.error;
    },
    path: 'acton',
    key: 'acton',
    in: 'input',
    words: ['ve vstupu', 'in the input'],
  },
  {
    input: 'a record on the command line (settle)',
    error: () => {
      const r = cli(['settle'], { ...record, setup: { ...record.setup, Variant: 'auction' } });
      expect(r.code).toBe(EXIT.badInput);
      return r.json.error;
    },
    path: 'record.setup.Variant',
    key: 'Variant',
    in: 'setup',
    near: 'variant',
    words: ['v úvodu záznamu', 'in the record’s setup'],
  },
  {
    input: 'a method’s params through the API (analyzeForSeat)',
    error: () => badInput('analyzeForSeat', { position, seat: 0, Seed: 3 }),
    path: 'params.Seed',
    key: 'Seed',
    in: 'params',
    near: 'seed',
    words: ['v parametrech', 'in the params'],
  },
  {
    input: 'a session’s settings (sessionNew)',
    error: () => badInput('sessionNew', { settings: { ...settings, Practice: true } }),
    path: 'params.settings.Practice',
    key: 'Practice',
    in: 'settings',
    near: 'practice',
    words: ['v nastavení večera', 'in the session’s settings'],
  },
  {
    input: 'a seat’s player in a session’s settings',
    error: () =>
      badInput('sessionNew', {
        settings: {
          ...settings,
          seats: [settings.seats[0], { ...settings.seats[1], levle: 'hrac' }, settings.seats[2]],
        },
      }),
    path: 'params.settings.seats[1].levle',
    key: 'levle',
    in: 'player',
    words: ['v popisu hráče', 'in the player'],
  },
  {
    input: 'the deal of a new session',
    error: () => badInput('sessionNew', { settings, deal: { deck: setup.deck, dealer: 2, Dealer: 2 } }),
    path: 'params.deal.Dealer',
    key: 'Dealer',
    in: 'deal',
    near: 'dealer',
    words: ['v rozdání', 'in the deal'],
  },
  {
    input: 'a goal (a lesson’s, the command line’s JSON form)',
    error: () => failed(validate(GoalSchema, { kind: 'keep', part: 'seven', Part: 'game' }, 'goal')),
    path: 'goal.Part',
    key: 'Part',
    in: 'goal',
    near: 'part',
    words: ['v cíli', 'in the goal'],
  },
  {
    input: 'a hand stored in the app’s file, read back',
    error: () => {
      const read = checkedHand({
        sessionId: 1,
        handNo: 1,
        setup: { ...setup, shuffled: true } as HandSetup,
        actions: [],
        money: null,
        finishedAt: null,
        standIn: [],
      });
      if (read.ok) throw new Error('accepted');
      // The store's reader says in English what is damaged (a damaged session names it).
      return { code: 'json', message: read.error };
    },
    path: '',
    key: 'shuffled',
    in: 'setup',
    words: ['', 'in the record’s setup'],
  },
];

describe('an unknown key, refused by name and place', () => {
  it.each(CASES.map((c) => [c.input, c] as const))('%s', async (_, c) => {
    const e = await c.error();
    if (e.code === 'json') {
      // Only the stored hand: the damaged row's words.
      expect(e.message).toContain(`unknown key "${c.key}" ${c.words[1]}`);
      return;
    }
    expect(e).toEqual({
      code: 'invalid',
      path: c.path,
      problem: {
        kind: 'unknownKey',
        key: c.key,
        in: c.in,
        ...(c.near === undefined ? {} : { near: c.near }),
      },
    });
    const [cs, en] = [describeInputError(e, 'cs'), describeInputError(e, 'en')];
    expect(en).toContain(`${c.path}: unknown key "${c.key}" ${c.words[1]}`);
    expect(cs).toContain(`${c.path}: neznámý klíč „${c.key}“ ${c.words[0]}`);
    if (c.near !== undefined) {
      expect(en).toContain(`(did you mean "${c.near}"?)`);
      expect(cs).toContain(`(myslíš „${c.near}“?)`);
    }
  });

  it('reads the same inputs without the key', async () => {
    expect(parseRecord(record).ok).toBe(true);
    expect(parsePosition(position).ok).toBe(true);
    expect(parseAction({ type: 'pass', seat: 1 }).ok).toBe(true);
    expect(parseParams('analyzeForSeat', { position, seat: 0, seed: 3 }).ok).toBe(true);
    expect(parseParams('sessionNew', { settings, deal: { deck: setup.deck, dealer: 2 } }).ok).toBe(true);
    expect(validate(GoalSchema, { kind: 'keep', part: 'seven' }, 'goal').ok).toBe(true);
    expect(cli(['legal'], { record }).code).toBe(EXIT.ok);
    const fresh = { ...record, actions: [] };
    const action = { type: 'chooseTrump', seat: 0, card: setup.deck[1] };
    expect(cli(['apply'], { record: fresh, action }).code).toBe(EXIT.ok);
    expect(cli(['apply'], { ...fresh, action }).code).toBe(EXIT.ok);
    expect(cli(['legal'], { position }).code).toBe(EXIT.ok);
    const file = readLibraryFile(
      JSON.stringify({
        format: 'marias-library',
        version: 1,
        exported: 'now',
        entries: [{ title: 'T', position }],
      }),
    );
    expect(file.ok && file.value.items.every((i) => i.ok)).toBe(true);
  });
});
