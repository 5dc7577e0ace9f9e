/**
 * Lízaný money: one payer, one payee (AP = the English description, "Lízaný Mariáš": scoring as in the
 * three-hand game, one player winning what the other loses; forehand is the declarer, open question 24).
 * The worked figures are docs/variants.md's, checked by hand there.
 */
import { describe, expect, it } from 'vitest';
import { type HandResult, PRESETS, settleResult } from '../../../src-shared/index.ts';

const game = { kind: 'game', side: 'declarer', announcer: 0, doubles: 0 } as const;

/** A lízaný hand played out: forehand (seat 0) declarer against the dealer (seat 1), 16 tricks. */
function played(p: Partial<HandResult>): HandResult {
  return {
    rules: PRESETS.english003,
    players: 2,
    declarer: 0,
    trump: 'B',
    game: 'suit',
    components: [game],
    end: 'played',
    declarerSide: { cards: 0, marriages: [] },
    defenceSide: { cards: 0, marriages: [] },
    seven: null,
    brokenAt: null,
    variant: 'twoHand',
    sides: ['declarer', 'defence'],
    tricks: 16,
    ...p,
  };
}

describe('lízaný settlement (AP, Lízaný Mariáš; scoring as in the three-hand game)', () => {
  it.each([
    {
      why: 'forehand 60 in cards against 30 and a 20 marriage: the game to forehand, 1 unit',
      source: 'docs/variants.md, Lízaný, Settlement (english003, base 20 h)',
      r: played({ declarerSide: { cards: 60, marriages: [] }, defenceSide: { cards: 30, marriages: [20] } }),
      money: [20, -20],
    },
    {
      why: 'the dealer with 120 (cards and one marriage counted): a silent hundred, 2 doubled twice',
      source: 'docs/variants.md, Lízaný, Settlement; AP, "Hundred (Unannounced)" by the opponents',
      r: played({ declarerSide: { cards: 0, marriages: [] }, defenceSide: { cards: 80, marriages: [40] } }),
      money: [-160, 160],
    },
    {
      why: 'a flek doubles the game: forehand loses 2 units',
      source: 'AP, doubling as in the three-hand game',
      r: played({
        components: [{ ...game, doubles: 1 }],
        declarerSide: { cards: 40, marriages: [] },
        defenceSide: { cards: 50, marriages: [] },
      }),
      money: [-40, 40],
    },
  ])('$why', ({ r, money, source }) => {
    const s = settleResult(r);
    expect(s.money, source).toEqual(money);
    expect(s.money.reduce((a, b) => a + b, 0)).toBe(0);
    expect(s.payment).toBe('each');
  });

  it('the silent seven goes to the seat that took the sixteenth trick with it', () => {
    const s = settleResult(
      played({
        declarerSide: { cards: 60, marriages: [] },
        defenceSide: { cards: 30, marriages: [] },
        seven: { seat: 1, trick: 15, won: true, by: null, bySeat: null },
      }),
    );
    const silent = s.items.find((i) => i.kind === 'silentSeven');
    expect(silent?.side).toBe('defence');
    expect(silent?.won).toBe(true);
  });

  it('a trump seven played before the sixteenth trick makes no silent seven', () => {
    const s = settleResult(
      played({
        declarerSide: { cards: 60, marriages: [] },
        defenceSide: { cards: 30, marriages: [] },
        seven: { seat: 1, trick: 9, won: true, by: null, bySeat: null },
      }),
    );
    expect(s.items.map((i) => i.kind)).toEqual(['game']);
  });
});
