/**
 * The declarer's edge over double-dummy by contract (scripts/contract-edge.ts), on hand records built by
 * hand: grouped by contract, deals the unit, hands without a double-dummy value or declarer left out,
 * the undoubled figure over the hands nobody doubled.
 */
import { describe, expect, it } from 'vitest';
import type { HandRecord } from '../../../src-main/ai/arena.ts';
import { defenceShare, edgeByContract } from '../../../scripts/contract-edge.ts';

function hand(
  contract: string,
  perDefender: number,
  doubleDummy: number | null,
  doubled: number[] = [],
  declarer = 0,
): HandRecord {
  return {
    money: [2 * perDefender, -perDefender, -perDefender],
    declarer,
    contract,
    won: perDefender > 0,
    makeable: doubleDummy === null ? null : doubleDummy > 0,
    perDefender,
    doubleDummy,
    calls: [],
    defended: [1, 2],
    doubled,
    undoubled: [0, 0, 0],
  };
}

describe('the declarer’s edge over double-dummy by contract', () => {
  const deals: HandRecord[][] = [
    // deal 0: two hundreds (one fleked), a game
    [hand('hundred', 400, -400), hand('hundred', 800, -800, [1]), hand('game', 20, 20)],
    // deal 1: a hundred lost as double-dummy says, a game won that double-dummy loses
    [hand('hundred', -400, -400), hand('game', 20, -20)],
    // deal 2: a game with no double-dummy value (not played out), a hand thrown in
    [hand('game', 20, null), hand('none', 0, 0, [], -1)],
  ];
  const edges = edgeByContract(deals);

  it('groups the played hands by contract, the most played first, leaving out those without a value', () => {
    expect(edges.map((e) => [e.contract, e.hands])).toEqual([
      ['hundred', 3],
      ['game', 2],
    ]);
  });

  it('counts won, winnable and the two ways they disagree', () => {
    const [hundred, game] = edges;
    expect(hundred).toMatchObject({ won: 2, makeable: 0, wonUnmakeable: 2, lostMakeable: 0 });
    expect(game).toMatchObject({ won: 2, makeable: 1, wonUnmakeable: 1, lostMakeable: 0 });
  });

  it('averages a deal’s hands first, then over deals', () => {
    const [hundred, game] = edges;
    // deal 0: (800 + 1600) / 2 = 1200; deal 1: 0
    expect(hundred!.over.mean).toBe(600);
    expect(hundred!.over.n).toBe(2);
    // undoubled: deal 0 only the first hand (800), deal 1: 0
    expect(hundred!.overUndoubled.mean).toBe(400);
    expect(game!.over.mean).toBe(20);
  });

  it('reads what the defence’s own deals said from the defenders’ doubling hints', () => {
    const h = {
      ...hand('hundred', 400, -400),
      calls: [
        '0: announce {"seven":false,"hundred":true} {"code":"announce","win":0.9}',
        '1: pass {} {"code":"pass","win":0.75,"deals":12,"won":9}',
        '2: double {"components":["game"]} {"code":"double","components":["game"],"win":0.25,"deals":28,"won":7,"gain":1}',
        '0: pass {} {"code":"pass","win":1,"deals":12,"won":12}',
      ],
    };
    // The declarer's own calls and a hint without deals (a rule, not a sample) are not the defence's.
    expect(defenceShare(h)).toBe(0.5);
    expect(defenceShare(hand('game', 20, 20))).toBeNull();
    const [edge] = edgeByContract([[h]]);
    expect(edge!.defenceSaid).toEqual({ share: 0.5, hands: 1 });
    expect(edges[0]!.defenceSaid).toBeNull();
  });
});
