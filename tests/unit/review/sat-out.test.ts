/**
 * At four the dealer sits the hand out (pravidla ČSM, čl. II odst. 4): holding no card, that seat made no
 * decision, so the review refuses to grade it as it refuses a seat that does not exist, in words; the
 * seats that played are reviewed as ever.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Action,
  type SeatPlayer,
  type TableSnapshot,
  PRESETS,
  activeSeats,
  createRng,
  describeApiError,
} from '../../../src-shared/index.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import { tempStore } from './support.ts';

const temp = tempStore('sat-out');
const reviews = new ReviewService(temp.store, inProcessPool(), { review: { layouts: 2, deals: 1 } });
afterAll(() => {
  reviews.close();
  temp.close();
});
const noComputer = { decide: () => Promise.reject(new Error('every seat is a person here')) };
const people: SeatPlayer[] = ['Eva', 'Karel', 'Jana', 'Petr'].map((name) => ({ kind: 'human', name }));

describe('the review of a hand at four', () => {
  it('refuses the seat that sat out, and reviews a seat that played', async () => {
    const games = new GameService(temp.store, noComputer, { newSeed: () => 9 });
    const rng = createRng(2);
    const made = await games.sessionNew({ settings: { rules: PRESETS.csm, seats: people, practice: false } });
    if (!made.ok) throw new Error('no session');
    let s: TableSnapshot = made.value;
    while (s.turn === 'human') {
      const r = await games.act({ id: s.id, action: s.view.legal[rng.int(s.view.legal.length)] as Action });
      if (!r.ok) throw new Error('refused');
      s = r.value;
    }
    const table = s.view.table;
    const out = [0, 1, 2, 3].find((seat) => !activeSeats(table).includes(seat)) as number;
    expect(out).toBe(table.dealer);

    const refused = await reviews.reviewStart({ session: s.id, handNo: 1, seat: out }, 'w');
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'badInput',
        error: {
          code: 'invalid',
          path: 'params.seat',
          problem: { kind: 'seatOutOfRange', seat: out, players: 4 },
        },
      },
    });
    if (!refused.ok) {
      expect(describeApiError(refused.error, 'cs')).toContain('nehraje');
      expect(describeApiError(refused.error, 'en')).toContain('does not play');
    }

    const played = await reviews.reviewStart(
      { session: s.id, handNo: 1, seat: table.dealer === 0 ? 1 : 0 },
      'w',
    );
    expect(played).toMatchObject({ ok: true });
    if (played.ok) await reviews.reviewStop({ job: played.value.job }, 'w');
  });
});
