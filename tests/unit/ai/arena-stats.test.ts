import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../src-shared/index.ts';
import {
  type HandRecord,
  countingCapped,
  interval,
  pairedChange,
  playDeal,
  ratioInterval,
} from '../../../src-main/ai/arena.ts';
import {
  capped,
  contractMix,
  defenderFleks,
  flekByContract,
  fleked,
  pooledFleks,
  signTest,
  winsDrawsLosses,
} from '../../../src-main/ai/arena-report.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { samplingPlayer } from '../../../src-main/ai/sampling-player.ts';

describe('ratioInterval (thrown-in share, flek rate)', () => {
  it('with the same number of hands on every deal, is the interval of the per-deal shares', () => {
    const r = ratioInterval([1, 0, 1, 0, 2], [2, 2, 2, 2, 2]);
    const shares = interval([0.5, 0, 0.5, 0, 1]);
    expect(r.mean).toBeCloseTo(shares.mean, 12);
    expect(r.half).toBeCloseTo(shares.half, 12);
    expect(r.n).toBe(5);
  });

  it('weighs deals by their hands: Σx / Σy, the delta method for its error', () => {
    // 3 of 4 and 0 of 2: 3 / 6. Residuals x − r·y: 1 and −1; variance 2 / 1 / (2 · 3²) = 1/9.
    const r = ratioInterval([3, 0], [4, 2]);
    expect(r.mean).toBe(0.5);
    expect(r.half).toBeCloseTo(1.96 / 3, 12);
  });

  it('claims no certainty at 0 of n or n of n: the Wilson interval of the hands is its floor', () => {
    // 0 flek in 100 hands over 10 deals: every deal's share is 0, so the delta method's width is 0.
    // Wilson's upper end for 0 of 100 is 3.84 / 103.84 ≈ 0.037 (about the rule of three's 3 / 100).
    const none = ratioInterval(Array<number>(10).fill(0), Array<number>(10).fill(10));
    expect(none.mean).toBe(0);
    expect(none.half).toBeCloseTo(3.8416 / 103.8416, 6);
    const all = ratioInterval(Array<number>(10).fill(10), Array<number>(10).fill(10));
    expect(all.mean).toBe(1);
    expect(all.half).toBeCloseTo(3.8416 / 103.8416, 6);
    // Where the deals disagree the delta method is wider than the floor, and it stands.
    const spread = ratioInterval([1, 0, 1, 0, 2], [2, 2, 2, 2, 2]);
    expect(spread.half).toBeCloseTo(interval([0.5, 0, 0.5, 0, 1]).half, 12);
  });

  it('says nothing where nothing was counted', () => {
    expect(ratioInterval([], []).half).toBe(Infinity);
    expect(ratioInterval([0, 0], [0, 0]).half).toBe(Infinity);
    expect(ratioInterval([1], [2])).toMatchObject({ mean: 0.5, half: Infinity });
  });
});

describe('pairedChange (a change measured by deal, --before)', () => {
  // A deal's hands carry only the money the pairing reads.
  const deal = (...money: number[][]): HandRecord[] =>
    money.map((m) => ({ money: m }) as unknown as HandRecord);

  it('pairs each deal with the same seed and index before, over the deals both ran', () => {
    const before = [
      { seed: 1, deals: [deal([10, -10], [30, -30]), deal([0, 0], [0, 0]), deal([5, -5], [5, -5])] },
      { seed: 2, deals: [deal([-20, 20], [0, 0])] },
    ];
    const after = [
      { seed: 2, deals: [deal([0, 0], [0, 0]), deal([99, -99], [99, -99])] },
      { seed: 1, deals: [deal([30, -30], [30, -30]), deal([10, -10], [-10, 10])] },
    ];
    const paired = pairedChange(after, before, 2);
    if (paired === null) throw new Error('every seed has a run before');
    // Seed 2: one deal both ran (−10 → 0); seed 1: two (20 → 30, 0 → 0). The first player's changes.
    const first = interval([10, 10, 0]);
    expect(paired.change[0]).toEqual(first);
    expect(paired.change[1]?.mean).toBeCloseTo(-first.mean, 12);
    expect(paired.after).toHaveLength(3);
    expect(paired.before).toHaveLength(3);
  });

  it('says nothing for a seed that has no run before', () => {
    expect(
      pairedChange([{ seed: 3, deals: [deal([1, -1])] }], [{ seed: 1, deals: [deal([1, -1])] }], 2),
    ).toBe(null);
  });
});

describe('signTest (deals won against deals lost)', () => {
  it('is the exact two-sided binomial tail', () => {
    // 7 of 8: P(X ≤ 1) = 9/256 on each side.
    expect(signTest(7, 1)).toBeCloseTo(0.0703, 4);
    expect(signTest(7, 1)).toBe(signTest(1, 7));
    expect(signTest(0, 3)).toBeCloseTo(0.25, 12);
    // The mistr − hráč in volený, 43 won / 22 lost, and licitovaný, 35 / 9.
    expect(signTest(43, 22)).toBeCloseTo(0.0125, 4);
    expect(signTest(35, 9)).toBeCloseTo(0.000106, 6);
  });

  it('is 1 for an even split or nothing decided, and stays finite over thousands of deals', () => {
    expect(signTest(5, 5)).toBe(1);
    expect(signTest(0, 0)).toBe(1);
    // Normal approximation: z = 100 / √5900 ≈ 1.30, two-sided ≈ 0.19.
    expect(signTest(3000, 2900)).toBeGreaterThan(0.18);
    expect(signTest(3000, 2900)).toBeLessThan(0.21);
    expect(signTest(3000, 0)).toBe(0);
  });
});

describe('winsDrawsLosses (per-deal money of two players)', () => {
  it('counts a deal won by more money, drawn by equal', () => {
    expect(winsDrawsLosses([1, 0, 0], [0, 0, 1])).toEqual({ won: 1, drawn: 1, lost: 1, p: 1 });
    const w = winsDrawsLosses([5, 5, 5, 5, 5, 5, 5, 0], [0, 0, 0, 0, 0, 0, 0, 5]);
    expect(w).toMatchObject({ won: 7, drawn: 0, lost: 1 });
    expect(w.p).toBeCloseTo(0.0703, 4);
  });
});

describe('flekByContract, contractMix and capped (per player)', () => {
  // Player 0 declares; players 1 and 2 defend. Money in haléř.
  // A defender's double call as arena.ts records it ("player: type {action} {hint}").
  const flekCall = (p: number, component: string) =>
    `${p}: double {"components":["${component}"]} {"code":"flek"}`;
  const hand = (h: Partial<HandRecord>): HandRecord => ({
    money: [0, 0, 0],
    declarer: 0,
    contract: 'game',
    won: true,
    makeable: true,
    perDefender: 0,
    doubleDummy: 0,
    calls: (h.doubled ?? []).map((p) => flekCall(p, h.contract === 'betl' ? 'betl' : 'game')),
    defended: [1, 2],
    doubled: [],
    undoubled: [0, 0, 0],
    ...h,
  });
  const deals: HandRecord[][] = [
    [
      // Player 1 fleks a game and the declarer makes it: it pays 20 more than undoubled.
      hand({ doubled: [1], money: [80, -40, -40], undoubled: [40, -20, -20], capped: [0, 1, 0] }),
      // Player 1 fleks a betl and wins it: +30 over undoubled.
      hand({ contract: 'betl', won: false, doubled: [1], money: [-120, 60, 60], undoubled: [-60, 30, 30] }),
    ],
    [
      // Player 1 passes a game; player 2 declares a seven that player 1 fleks and wins: +40.
      hand({ money: [40, -20, -20], undoubled: [40, -20, -20], capped: [0, 2, 0] }),
      hand({
        declarer: 2,
        contract: 'seven',
        won: false,
        defended: [0, 1],
        doubled: [1],
        money: [80, 80, -160],
        undoubled: [40, 40, -80],
      }),
    ],
  ];

  it('flekByContract: counts, rate and gain per doubled hand for each contract faced', () => {
    const rows = flekByContract(deals, 1);
    expect(rows.map((r) => [r.contract, r.defended, r.doubled])).toEqual([
      ['game', 2, 1],
      ['betl', 1, 1],
      ['seven', 1, 1],
    ]);
    expect(rows[0]?.rate.mean).toBe(0.5);
    // The game was faced on both deals, the betl on one: no interval from one deal.
    expect(rows[0]?.rate.n).toBe(2);
    expect(rows[1]?.rate).toMatchObject({ mean: 1, half: Infinity, n: 1 });
    expect(rows[0]?.gain).toMatchObject({ mean: -20, n: 1 });
    expect(rows[1]?.gain.mean).toBe(30);
    expect(rows[2]?.gain.mean).toBe(40);
    // Player 2 never doubled: its rows count the games and seven-less hands it defended, no gain.
    expect(flekByContract(deals, 2).map((r) => [r.contract, r.defended, r.doubled, r.gain.n])).toEqual([
      ['game', 2, 0, 0],
      ['betl', 1, 0, 0],
    ]);
  });

  it('fleked and defenderFleks: an announcement against alone is no flek', () => {
    // Lízaný's usual call: player 2 announces the seven against, raising nothing (arena.ts lists it in
    // `doubled`); player 1 fleks the game and announces the hundred against with one call.
    const against = hand({
      contract: 'sevenAgainst',
      doubled: [2, 1],
      calls: [
        '0: chooseTrumpSuit {"suit":"B"} {"code":"trumps"}',
        '2: double {"components":[],"against":["sevenAgainst"]} {"code":"against"}',
        '1: double {"components":["game"],"against":["hundredAgainst"]} {"code":"flek"}',
      ],
      money: [-60, 40, 20],
      undoubled: [-40, 20, 20],
    });
    expect(fleked(against)).toEqual([1]);
    // The declarer's own double (a re of a flek) is not a defender's flek.
    expect(fleked(hand({ calls: ['0: double {"components":["game"]} {}'] }))).toEqual([]);
    const withAgainst = [...deals, [against]];
    expect(defenderFleks(withAgainst, 2)).toMatchObject({ defended: 4, fleked: 0, gain: { n: 0 } });
    const one = defenderFleks(withAgainst, 1);
    expect([one.defended, one.fleked]).toEqual([5, 4]);
    // Its fleks: −20 (the game made), +30 (betl), +40 (seven), +20 (the game with the seven against).
    expect(one.gain.mean).toBe(17.5);
    expect(flekByContract([[against]], 2).map((r) => [r.contract, r.defended, r.doubled])).toEqual([
      ['sevenAgainst', 1, 0],
    ]);
  });

  it('pooledFleks: a level’s fleks over the matches it played in, found by name', () => {
    // The deals above as a match of a, b, c, and the same deals as one of c, a, b (player 1 of the first,
    // b, is player 2 of the second; its hands there name it by that index).
    const swap = (h: HandRecord): HandRecord => {
      const to = (p: number) => (p + 1) % 3;
      const perPlayer = (xs: readonly number[]) => [xs[2], xs[0], xs[1]] as number[];
      return {
        ...h,
        declarer: to(h.declarer),
        defended: h.defended.map(to),
        doubled: h.doubled.map(to),
        calls: h.calls.map((c) => c.replace(/^(\d+):/, (_, p: string) => `${to(Number(p))}:`)),
        money: perPlayer(h.money),
        undoubled: perPlayer(h.undoubled),
      };
    };
    const first = { names: ['a', 'b', 'c'], deals };
    const second = { names: ['c', 'a', 'b'], deals: deals.map((d) => d.map(swap)) };
    const alone = defenderFleks(deals, 1);
    const pooled = pooledFleks([first, second], 'b');
    expect([pooled.defended, pooled.fleked]).toEqual([2 * alone.defended, 2 * alone.fleked]);
    expect(pooled.gain.mean).toBe(alone.gain.mean);
    expect(pooled.gain.n).toBe(2 * alone.gain.n);
    // A name in neither match: nothing asked.
    expect(pooledFleks([first], 'd')).toMatchObject({ defended: 0, fleked: 0 });
    // Several names: each one's fleks together, a deal counted once per player. Here c fleks a game and
    // loses it (−60 over undoubled), b's four fleks as above: five fleks of eight hands asked.
    const cFleks = hand({ doubled: [2], money: [120, -60, -60], undoubled: [60, -30, -30] });
    const table = { names: ['a', 'b', 'c'], deals: [...deals, [cFleks]] };
    const both = pooledFleks([table], ['b', 'c', 'd']);
    expect([both.defended, both.fleked]).toEqual([alone.defended + 1 + 4, alone.fleked + 1]);
    expect(both.gain.n).toBe(alone.gain.n + 1);
    expect(both.gain.mean).toBeCloseTo((alone.gain.mean * alone.gain.n - 30) / (alone.gain.n + 1));
    expect(pooledFleks([table], ['b'])).toEqual(pooledFleks([table], 'b'));
  });

  it('contractMix: what a player declared and each contract’s share', () => {
    expect(contractMix(deals, 0)).toEqual({
      declared: 3,
      hands: 4,
      contracts: [
        { contract: 'game', n: 2, share: 2 / 3 },
        { contract: 'betl', n: 1, share: 1 / 3 },
      ],
    });
    expect(contractMix(deals, 1)).toEqual({ declared: 0, hands: 4, contracts: [] });
  });

  it('capped: a player’s decisions cut, none known in records that do not keep them', () => {
    expect(capped(deals, 1)).toBe(null);
    const kept = deals.map((d) => d.map((h) => ({ ...h, capped: h.capped ?? [0, 0, 0] })));
    expect(capped(kept, 1)).toEqual({ decisions: 3, hands: 4, inHands: 2 });
    expect(capped(kept, 0)).toEqual({ decisions: 0, hands: 4, inHands: 0 });
  });
});

describe('countingCapped with playDeal (a hand’s decisions the time cap cut)', () => {
  // A clock that jumps 10 s at every reading: every search of a timed level is cut at once.
  const jumping = () => {
    let t = 0;
    return () => (t += 10_000);
  };

  it('counts each cut decision of a timed level once, for the player that took it, per hand', () => {
    const { players, capped: soFar } = countingCapped(3, (p, onWork) =>
      p === 0
        ? samplingPlayer('zacatecnik', undefined, { timed: true, clock: jumping(), onWork })
        : rulePlayer,
    );
    const hands = playDeal(PRESETS.csm, players, 17, 0, 'chosen', soFar);
    expect(hands).toHaveLength(6);
    for (const h of hands) {
      expect(h.capped?.[1]).toBe(0);
      expect(h.capped?.[2]).toBe(0);
    }
    const cut = hands.reduce((n, h) => n + (h.capped?.[0] ?? 0), 0);
    expect(cut).toBeGreaterThan(0);
    expect(cut).toBe(soFar()[0]);
  });
});
