/**
 * One record shape (docs/formats.md, "Record"): `{setup: {variant?, rules, table: {size, dealer}, deck},
 * actions}`, written by the store, `handGet` and the command line (setupJson) and read by the one reader
 * (parseRecord). Each older shape still reads and comes out in the one shape, replaying to the same end:
 * `players` and `dealer` with a preset's name (the command line's and the old docs' form), both forms at
 * once, no table at all (the defaults), křížový's table without `dealerSitsOut`, `variant: "chosen"`
 * named, and a seed in place of the deck.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandSetup,
  type HandState,
  type Variant,
  PRESETS,
  apply,
  createRng,
  legalActions,
  newHand,
  parseAction,
  parseRecord,
  preset,
  replay,
  setupJson,
  shuffledDeck,
  toSetup,
} from '../../../src-shared/index.ts';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { randomPlayer } from '../../../src-main/ai/baselines.ts';
import { playHand } from '../../../src-main/ai/match.ts';

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A hand of `variant` dealt by `dealer`, played out at random: its one-shape record and its end. */
function played(variant: Variant, size: 2 | 3 | 4, dealer: number, seed: number) {
  const rules = variant === 'auction' ? preset('csm002') : PRESETS.csm;
  const setup = setupJson({
    rules,
    table: { size, dealer },
    deck: shuffledDeck(createRng(seed)),
    ...(variant === 'chosen' ? {} : { variant }),
  });
  const players = Array.from({ length: size }, () => randomPlayer);
  const hand = playHand(setup, players, seed);
  return { record: json({ setup, actions: hand.decisions.map((d) => d.action) }), end: hand.final };
}

/** `x` read by the one reader, dealt and replayed: the setup in the one shape and the hand's end. */
function read(x: unknown): { setup: HandSetup; end: HandState } {
  const r = parseRecord(x);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const setup = toSetup(r.value.setup);
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  const end = replay(setup.value, r.value.actions);
  if (!end.ok) throw new Error(JSON.stringify(end.error));
  return { setup: setup.value, end: end.value };
}

const TABLES = [
  ['chosen', 3, 0],
  ['chosen', 4, 1],
  ['auction', 3, 1],
  ['auction', 4, 3],
  ['fourHand', 4, 2],
  ['twoHand', 2, 0],
] as const;

describe('the one record shape', () => {
  it.each(TABLES)(
    '%s at %i, dealer %i: written with exactly its keys, read back to the same hand',
    (v, n, d) => {
      const { record, end } = played(v, n, d, 7 + d);
      expect(Object.keys(record.setup).sort()).toEqual(
        v === 'chosen' ? ['deck', 'rules', 'table'] : ['deck', 'rules', 'table', 'variant'],
      );
      expect(record.setup.table).toEqual({
        size: n,
        dealer: d,
        ...(v === 'fourHand' ? { dealerSitsOut: false } : {}),
      });
      const back = read(record);
      expect(back.setup).toEqual(record.setup);
      expect(back.end).toEqual(end);
      // Written again, the same shape: the writer is its own fixed point.
      expect(json(setupJson(back.setup))).toEqual(record.setup);
    },
  );

  it('is what the command line writes (the rules by a preset id when they are one) and reads back', () => {
    for (const [variant, players] of [
      ['chosen', 3],
      ['auction', 4],
      ['fourHand', 4],
      ['twoHand', 2],
    ] as const) {
      const dealt = run(
        ['deal', '--variant', variant, '--players', String(players), '--dealer', '1', '--seed', '4'],
        () => '',
      );
      const { record } = JSON.parse(dealt.stdout) as { record: { setup: HandSetup } };
      const rules = variant === 'auction' ? 'csm002' : 'csm';
      const expected = setupJson({ ...read(record).setup });
      expect(record.setup).toEqual({ ...json(expected), rules });
      expect(record.setup.table.dealer).toBe(1);
      const legal = run(['legal'], () => JSON.stringify(record));
      expect(legal.code, legal.stderr).toBe(EXIT.ok);
    }
  });

  it('is what the store writes, whatever form of the setup it is given', () => {
    const dir = mkdtempSync(join(tmpdir(), 'marias-record-shapes-'));
    const store = openStore(join(dir, 'app.sqlite'));
    try {
      const deck = shuffledDeck(createRng(3));
      // Křížový's table without its dealerSitsOut, and volený named: both come out in the one shape.
      const given: HandSetup = {
        rules: PRESETS.csm,
        table: { size: 4, dealer: 0 },
        deck,
        variant: 'fourHand',
      };
      const id = store.createSession({
        settings: json({ rules: PRESETS.csm, seats: [] }) as never,
        seed: 1,
        created: '2026-01-01T00:00:00.000Z',
        firstHand: given,
      });
      store.addHand(id, 2, { ...given, variant: 'chosen' }, '2026-01-01T00:00:01.000Z');
      const [first, second] = store.hands(id);
      expect(first?.setup).toEqual({ ...given, table: { size: 4, dealer: 0, dealerSitsOut: false } });
      expect(second?.setup).toEqual({ rules: PRESETS.csm, table: { size: 4, dealer: 0 }, deck });
    } finally {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a křížový table whose dealer sits out, and the reverse, naming the key', () => {
    const { record } = played('fourHand', 4, 0, 3);
    const wrong = parseRecord({
      ...record,
      setup: { ...record.setup, table: { size: 4, dealer: 0, dealerSitsOut: true } },
    });
    expect(wrong).toMatchObject({
      ok: false,
      error: { code: 'shape', path: 'record.setup.table.dealerSitsOut', expected: 'false (fourHand)' },
    });
    const chosen = played('chosen', 4, 0, 3).record;
    const reverse = parseRecord({
      ...chosen,
      setup: { ...chosen.setup, table: { size: 4, dealer: 0, dealerSitsOut: false } },
    });
    expect(reverse).toMatchObject({ ok: false, error: { path: 'record.setup.table.dealerSitsOut' } });
  });

  it('refuses a dealer outside the table at the key given', () => {
    const { record } = played('chosen', 3, 0, 5);
    const table = parseRecord({ ...record, setup: { ...record.setup, table: { size: 3, dealer: 3 } } });
    expect(table).toMatchObject({
      ok: false,
      error: { path: 'record.setup.table.dealer', problem: { kind: 'seatOutOfRange', seat: 3, players: 3 } },
    });
    const { table: _, ...older } = record.setup;
    const plain = parseRecord({ ...record, setup: { ...older, players: 3, dealer: -1 } });
    expect(plain).toMatchObject({ ok: false, error: { path: 'record.setup.dealer' } });
  });
});

describe('older shapes, read and converted to the one shape', () => {
  /** Each older form of a hand's setup, from the one shape (`one`), with what it reads as. */
  const OLDER: readonly {
    readonly shape: string;
    readonly variant: Variant;
    readonly size: 2 | 3 | 4;
    readonly dealer: number;
    readonly older: (one: HandSetup) => Record<string, unknown>;
  }[] = [
    {
      shape: 'players and dealer with a preset’s name (the command line’s and the old docs’ form)',
      variant: 'auction',
      size: 3,
      dealer: 0,
      older: ({ table, variant, deck }) => ({
        rules: 'csm002',
        players: table.size,
        dealer: table.dealer,
        deck,
        variant,
      }),
    },
    {
      shape: 'players and dealer beside the table, agreeing',
      variant: 'chosen',
      size: 4,
      dealer: 2,
      older: (one) => ({ ...one, players: one.table.size, dealer: one.table.dealer }),
    },
    {
      shape: 'no table (volený by three, the last seat deals)',
      variant: 'chosen',
      size: 3,
      dealer: 2,
      older: ({ rules, deck }) => ({ rules, deck }),
    },
    {
      shape: 'no table in lízaný (two, the last seat deals)',
      variant: 'twoHand',
      size: 2,
      dealer: 1,
      older: ({ rules, deck, variant }) => ({ rules, deck, variant }),
    },
    {
      shape: 'křížový’s table without dealerSitsOut',
      variant: 'fourHand',
      size: 4,
      dealer: 1,
      older: (one) => ({ ...one, table: { size: one.table.size, dealer: one.table.dealer } }),
    },
    {
      shape: 'volený named as variant "chosen"',
      variant: 'chosen',
      size: 3,
      dealer: 1,
      older: (one) => ({ ...one, variant: 'chosen' }),
    },
  ];

  it.each(OLDER.map((o) => [o.shape, o] as const))('%s', (_, o) => {
    const { record, end } = played(o.variant, o.size, o.dealer, 11 + o.dealer);
    const back = read({ setup: json(o.older(record.setup)), actions: record.actions });
    expect(back.setup).toEqual(record.setup);
    expect(back.end).toEqual(end);
  });

  it('a seed in place of the deck (input only): shuffled as the deck it names, written as that deck', () => {
    const { record } = played('chosen', 3, 2, 9);
    const { deck: _, ...rest } = record.setup;
    const seeded = read({ setup: { ...rest, seed: 9 }, actions: [] });
    expect(seeded.setup).toEqual({ ...rest, deck: shuffledDeck(createRng(9)) });
  });
});

describe('actions as the engine offers them', () => {
  it.each(TABLES)('%s at %i: every legal action of 10 random hands reads back as itself', (v, n, d) => {
    const rng = createRng(n * 7 + d);
    for (let h = 0; h < 10; h++) {
      const setup = setupJson({
        rules: v === 'auction' ? preset('csm002') : PRESETS.csm,
        table: { size: n, dealer: d },
        deck: shuffledDeck(rng),
        variant: v,
      });
      let state = newHand(setup);
      while (state.phase !== 'finished') {
        const legal = legalActions(state);
        for (const a of legal) {
          const back = parseAction(json(a));
          expect(back, JSON.stringify(a)).toEqual({ ok: true, value: a });
        }
        const next = apply(state, legal[rng.int(legal.length)] as Action);
        if (!next.ok) throw new Error(next.error.code);
        state = next.value;
      }
    }
  });
});
