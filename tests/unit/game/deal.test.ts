/**
 * A new session whose first hand is dealt from a given deck (the editor's "play from here"): the params
 * are checked with their paths, the first hand is exactly that deal with that dealer, and the hands
 * after it go on as usual (the deal moves on, the deck is gathered from the finished hand).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type ApiResult,
  type Card,
  type Method,
  type SessionSettings,
  type TableSnapshot,
  CARDS,
  PRESETS,
  createRng,
  dealPackets,
  forehand,
  parseParams,
  shuffled,
} from '../../../src-shared/index.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { SolverPool } from '../../../src-main/solver/pool.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';

const TIMEOUT = 120_000;

let dir: string;
let pool: SolverPool;
let store: Store;
let games: GameService;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-deal-'));
  pool = new SolverPool({ size: 1 });
  store = openStore(join(dir, 'deal.sqlite'));
  const untimed: Decider = { decide: (v, p, s, o) => pool.decide(v, p, s, { ...o, timed: false }) };
  games = new GameService(store, untimed, { newSeed: () => 7 });
});
afterAll(async () => {
  await pool.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The person at `seat`, computers at the others. */
const seated = (seat: number): SessionSettings => ({
  rules: PRESETS.csm,
  seats: [0, 1, 2].map((s) =>
    s === seat ? { kind: 'human', name: 'Eva' } : { kind: 'ai', name: `AI ${s}`, level: 'zacatecnik' },
  ),
  practice: true,
});

const deckOf = (seed: number): Card[] => shuffled(CARDS, createRng(seed));

describe('a session dealt from a given deck', () => {
  it('checks the deal with paths: cards, a whole deck, the dealer', () => {
    const settings = seated(0);
    const deck = deckOf(1);
    const ok = parseParams('sessionNew', { settings, deal: { deck, dealer: 1 } });
    expect(ok).toEqual({ ok: true, value: { settings, deal: { deck, dealer: 1 } } });
    expect(parseParams('sessionNew', { settings })).toEqual({ ok: true, value: { settings } });

    const twice = [...deck.slice(0, 31), deck[4] as Card];
    expect(parseParams('sessionNew', { settings, deal: { deck: twice, dealer: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'duplicateCard', card: deck[4], paths: ['params.deal.deck[4]', 'params.deal.deck[31]'] },
    });
    expect(parseParams('sessionNew', { settings, deal: { deck: deck.slice(1), dealer: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'missingCards', cards: [deck[0]] },
    });
    expect(
      parseParams('sessionNew', { settings, deal: { deck: [...deck.slice(1), 'H1'], dealer: 1 } }),
    ).toMatchObject({ ok: false, error: { code: 'unknownCard', path: 'params.deal.deck[31]' } });
    expect(parseParams('sessionNew', { settings, deal: { deck, dealer: 3 } })).toMatchObject({
      ok: false,
      error: { code: 'invalid', path: 'params.deal.dealer', problem: { kind: 'seatOutOfRange' } },
    });
    expect(parseParams('sessionNew', { settings, deal: { deck: 'HA', dealer: 0 } })).toMatchObject({
      ok: false,
      error: { path: 'params.deal.deck' },
    });
  });

  it(
    'deals the first hand from the deck, then goes on as usual',
    async () => {
      const deck = deckOf(2);
      const dealer = 1;
      const table = { size: 3 as const, dealer };
      const you = forehand(table);
      const start = value(await games.sessionNew({ settings: seated(you), deal: { deck, dealer } }));
      const stored = store.hands(start.id)[0];
      expect(stored?.setup).toEqual({ rules: PRESETS.csm, table, deck });
      // The person (forehand) sees the first seven cards of the deal and chooses trumps.
      expect(start.view.table.dealer).toBe(dealer);
      expect(start).toMatchObject({ viewer: you, turn: 'human' });
      expect(start.view.phase).toBe('trumpChoice');
      const packets = dealPackets(table, deck);
      expect([...start.view.hand].sort()).toEqual([...packets.firstSeven].sort());

      // Play the hand through (the person takes the first legal action), then the next hand.
      let s: TableSnapshot = start;
      for (let guard = 0; s.turn !== 'handEnd' && guard < 200; guard++)
        s =
          s.turn === 'human'
            ? value(await games.act({ id: s.id, action: s.view.legal[0] as Action }))
            : value(await games.advance({ id: s.id }));
      expect(s.turn).toBe('handEnd');
      const next = value(await games.nextHand({ id: s.id }));
      expect(next.handNo).toBe(2);
      const second = store.hands(start.id)[1];
      expect(second?.setup.table).toEqual({ size: 3, dealer: (dealer + 1) % 3 });
      expect(second?.setup.deck).toHaveLength(32);
      expect(second?.setup.deck).not.toEqual(deck);
    },
    TIMEOUT,
  );

  it(
    'without a deal the first hand is shuffled from the seed as before',
    async () => {
      const a = value(await games.sessionNew({ settings: seated(0) }));
      const b = value(await games.sessionNew({ settings: seated(0) }));
      const da = store.hands(a.id)[0]?.setup;
      expect(da?.table).toEqual({ size: 3, dealer: 2 });
      // The same seed (7) gives the same shuffled deck.
      expect(store.hands(b.id)[0]?.setup.deck).toEqual(da?.deck);
    },
    TIMEOUT,
  );
});
