/**
 * A computer declarer claims (ložená hra, pravidla ČSM, čl. V odst. 10–11) exactly when the engine's
 * laydown check proves the rest cannot be lost, so its claim is never wrong: on random endings of every
 * contract the claim it makes ends the hand laid down, and one it does not make was not provable within
 * its budget. Through the game service, computers moving by `advance` lay down in the course of random
 * evenings, each claim accepted by the engine, and never claim for a person or a defender.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type SeatPlayer,
  type TableSnapshot,
  PRESETS,
  apply,
  createRng,
  legalActions,
  ok,
} from '../../../src-shared/index.ts';
import { laydown } from '../../../src-shared/engine/laydown/proof.ts';
import { COMPUTER_CLAIM_NODES, computerClaim } from '../../../src-main/ai/claim.ts';
import { playerByName } from '../../../src-main/ai/players.ts';
import { type Decider, GameService } from '../../../src-main/game/service.ts';
import { openStore } from '../../../src-main/store/store.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';

const after = (s: HandState, a: Action): HandState => {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}`);
  return r.value;
};
const plays = (s: HandState) => legalActions(s).filter((a) => a.type === 'play');

describe('a computer declarer’s claim', () => {
  it('is made when the engine proves the rest, and then the hand ends laid down', () => {
    const rng = createRng(31);
    let claimed = 0;
    let played = 0;
    for (let n = 0; n < 160; n++) {
      let s = endPosition(rng, CONTRACTS[n % CONTRACTS.length]!, 1 + rng.int(6), rng.int(3));
      while (s.phase === 'play' && s.toAct !== s.declarer) {
        const l = plays(s);
        s = after(s, l[rng.int(l.length)] as Action);
      }
      if (s.phase !== 'play') continue;
      const seat = s.declarer as number;
      // Not for anyone else at the table.
      for (const other of [0, 1, 2].filter((x) => x !== seat)) expect(computerClaim(s, other)).toBeNull();
      const claim = computerClaim(s, seat);
      const proof = laydown(s, { strict: s.rules.laydownStrict });
      if (claim !== null) {
        claimed++;
        expect(claim).toEqual({ type: 'claim', seat });
        expect(proof).toMatchObject({ decided: true, claimable: true });
        expect(after(s, claim)).toMatchObject({
          phase: 'finished',
          end: 'laidDown',
          claim: { laydown: true },
        });
      } else {
        played++;
        // Not provable, or not within the computer's budget.
        expect(proof.claimable && proof.nodes <= COMPUTER_CLAIM_NODES).toBe(false);
      }
    }
    expect(claimed).toBeGreaterThan(10);
    expect(played).toBeGreaterThan(10);
  });
});

describe('computers at the table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marias-claim-'));
  const store = openStore(join(dir, 'marias.sqlite'));
  afterAll(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lay down through advance in random evenings, each claim accepted', async () => {
    const rng = createRng(5);
    // The rules-of-thumb player, in this thread, for every other decision (it never claims).
    const rules = playerByName('rules');
    if (rules === null) throw new Error('no rules player');
    const move = (view: TableSnapshot['view']): Action => {
      const d = rules.decide(view, rng).action;
      expect(d.type).not.toBe('claim');
      return d;
    };
    const decider: Decider = { decide: async (view) => ok({ action: move(view), hint: { code: 'forced' } }) };
    const games = new GameService(store, decider, { newSeed: () => 77 });
    const seats: SeatPlayer[] = [
      { kind: 'human', name: 'Eva' },
      { kind: 'ai', name: 'Karel', level: 'zacatecnik' },
      { kind: 'ai', name: 'Jana', level: 'zacatecnik' },
    ];
    const value = (r: { ok: true; value: TableSnapshot } | { ok: false; error: unknown }) => {
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.value;
    };
    let s = value(await games.sessionNew({ settings: { rules: PRESETS.csm, seats, practice: false } }));
    let computerClaims = 0;
    for (let hand = 0; hand < 40; hand++) {
      while (s.turn !== 'handEnd') {
        if (s.turn === 'ai') s = value(await games.advance({ id: s.id }));
        else s = value(await games.act({ id: s.id, action: move(s.view) }));
      }
      const claim = s.view.claim;
      if (claim !== null && claim !== undefined) {
        // Only a computer declarer claimed here, and rightly.
        expect(s.settings.seats[claim.seat]?.kind).toBe('ai');
        expect(claim.seat).toBe(s.view.declarer);
        expect(claim.laydown).toBe(true);
        expect(s.view.end).toBe('laidDown');
        computerClaims++;
      }
      s = value(await games.nextHand({ id: s.id }));
    }
    expect(computerClaims).toBeGreaterThan(0);
  });
});
