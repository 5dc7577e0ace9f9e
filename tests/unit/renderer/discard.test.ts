/**
 * Picking the talon (src-renderer/format/discard.ts) over random hands: a card some legal discard uses
 * is toggled, any other card gets a probe the engine refuses with exactly that card's reason.
 */
import { describe, expect, it } from 'vitest';
import { type Card, apply, illegalCards, legalActions, toCards, view } from '../../../src-shared/index.ts';
import { discardProbe, toggleDiscard } from '../../../src-renderer/format/discard.ts';
import { usableCards } from '../../../src-renderer/format/hand.ts';
import { randomHands } from './random-hands.ts';

describe('picking two cards for the talon', () => {
  it('probes exactly the cards no legal discard uses, and the engine refuses each for that card', () => {
    const states = randomHands(200)
      .flat()
      .map((s) => s.before)
      .filter((s) => s.phase === 'discard');
    expect(states.length).toBeGreaterThan(150);
    let probed = 0;
    for (const s of states) {
      const v = view(s, s.toAct!);
      const banned = new Map(illegalCards(s).map((x) => [x.card, x.reason]));
      const usable = usableCards(legalActions(s));
      for (const card of toCards(s.hands[s.toAct!]!)) {
        const probe = discardProbe(v, card, []);
        expect(probe === null).toBe(usable.has(card));
        expect(usable.has(card)).toBe(!banned.has(card));
        if (probe === null) continue;
        probed++;
        const r = apply(s, probe);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error).toEqual(banned.get(card));
      }
    }
    expect(probed).toBeGreaterThan(states.length);
  });

  it('pairs the forbidden card with one already selected', () => {
    const v = {
      seat: 0,
      hand: ['HA', 'H7', 'B7'] as Card[],
      legal: [{ type: 'discard' as const, seat: 0, cards: ['H7', 'B7'] as [Card, Card] }],
    };
    expect(discardProbe(v, 'HA', ['B7'])).toEqual({ type: 'discard', seat: 0, cards: ['HA', 'B7'] });
    expect(discardProbe(v, 'HA', [])).toEqual({ type: 'discard', seat: 0, cards: ['HA', 'H7'] });
    expect(discardProbe(v, 'H7', [])).toBeNull();
  });

  it('toggles a card and keeps the last two', () => {
    expect(toggleDiscard([], 'H7')).toEqual(['H7']);
    expect(toggleDiscard(['H7'], 'H7')).toEqual([]);
    expect(toggleDiscard(['H7', 'B7'], 'L7')).toEqual(['B7', 'L7']);
  });
});
