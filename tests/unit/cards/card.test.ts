import { describe, expect, it } from 'vitest';
import { CARDS, cardPoints, sortCards, strength } from '../../../src-shared/cards/card.ts';
import { add, fromCards, has, ofSuit, remove, size, toCards } from '../../../src-shared/cards/cardset.ts';
import { cards } from '../helpers.ts';

describe('cards (GLOSSARY; rules/000 čl. II odst. 1, čl. III odst. 1, čl. IV odst. 7)', () => {
  it('has 32 distinct cards', () => {
    expect(new Set(CARDS).size).toBe(32);
  });

  it.each([
    // [order, cards from weakest to strongest, source]
    ['suit', 'H7 H8 H9 HU HO HK HX HA', 'rules/000 čl. II odst. 1: the ten sits just under the ace'],
    ['plain', 'H7 H8 H9 HX HU HO HK HA', 'rules/000 čl. IV odst. 7: in betl the ten is below the unter'],
  ] as const)('%s order: %s (%s)', (order, list, _source) => {
    const cs = cards(list);
    for (let i = 1; i < cs.length; i++)
      expect(strength(cs[i]!, order)).toBeGreaterThan(strength(cs[i - 1]!, order));
  });

  it('values aces and tens at 10 points, 80 in the deck', () => {
    expect(CARDS.reduce((s, c) => s + cardPoints(c), 0)).toBe(80);
    expect(cardPoints('LX')).toBe(10);
    expect(cardPoints('LK')).toBe(0);
  });

  it('sorts a hand by suit with trumps first, strongest first', () => {
    expect(sortCards(cards('B7 HA LX HX BA'), 'suit', 'L')).toEqual(cards('LX HA HX BA B7'));
  });
});

describe('card sets', () => {
  it('round-trips through masks, including the highest bit', () => {
    const set = fromCards(cards('H7 AA LO'));
    expect(size(set)).toBe(3);
    expect(toCards(set)).toEqual(cards('H7 LO AA'));
    expect(has(set, 'AA')).toBe(true);
    expect(size(remove(set, 'AA'))).toBe(2);
    expect(toCards(ofSuit(add(set, 'L7'), 'L'))).toEqual(cards('L7 LO'));
    expect(size(fromCards(CARDS))).toBe(32);
  });
});
