/**
 * Every licitovaný refusal is worded in Czech (tykání) and English and cites where its rule is written.
 */
import { describe, expect, it } from 'vitest';
import { STEPS, redStepOf } from '../../../src-shared/variants/auction/ladder.ts';
import type { AuctionReason } from '../../../src-shared/explain/reasons/auction.ts';
import { AUCTION_WORDS } from '../../../src-shared/explain/words/auction.ts';
import { type ReasonWording, wordingCitation } from '../../../src-shared/explain/words/words.ts';

/** One example of every code (the record type makes a missing code a type error). */
const EXAMPLES: { readonly [K in AuctionReason['code']]: Extract<AuctionReason, { code: K }>[] } = {
  auctionOver: [{ code: 'auctionOver', procedure: 'duel' }],
  stepNotOnLadder: [{ code: 'stepNotOnLadder', step: 'game', ladder: 'csm' }],
  bidTooLow: [{ code: 'bidTooLow', step: 'seven', current: 'hundred', ladder: 'csm' }],
  bidSkips: [{ code: 'bidSkips', step: 'hundred', next: 'redSeven' }],
  holdNotAllowed: [
    { code: 'holdNotAllowed', holder: null, procedure: 'duel' },
    { code: 'holdNotAllowed', holder: 2, procedure: 'rotation' },
  ],
  contractBelowBid: [{ code: 'contractBelowBid', step: 'seven', won: 'hundred', ladder: 'csmGeneral' }],
  trumpMissing: [{ code: 'trumpMissing', step: 'hundred' }],
  trumpNotAllowed: [{ code: 'trumpNotAllowed', step: 'betl' }],
  redStepNeedsHearts: [{ code: 'redStepNeedsHearts', step: 'redSeven', ladder: 'english003' }],
  plainStepNotHearts: [{ code: 'plainStepNotHearts', step: 'hundredSeven', ladder: 'house001' }],
  auxMissing: [{ code: 'auxMissing', step: 'twoSevens' }],
  auxNotAllowed: [{ code: 'auxNotAllowed', step: 'seven' }],
  auxIsTrump: [{ code: 'auxIsTrump', step: 'twoSevens' }],
  auxSevenNotInHand: [{ code: 'auxSevenNotInHand', card: 'A7' }],
  foldNotAllowed: [
    { code: 'foldNotAllowed', won: 'hundred', offered: true },
    { code: 'foldNotAllowed', won: 'seven', offered: false },
  ],
  discardAnnouncedSeven: [{ code: 'discardAnnouncedSeven', card: 'L7' }],
  noAgainstAfterAuction: [{ code: 'noAgainstAfterAuction', kind: 'hundredAgainst' }],
};

describe('licitovaný refusals in words', () => {
  const cases = Object.values(EXAMPLES).flat() as AuctionReason[];
  it.each(cases.map((r) => [r.code, r] as const))('%s', (code, reason) => {
    const wording = AUCTION_WORDS[code] as ReasonWording<AuctionReason>;
    const cs = wording.text(reason, { lang: 'cs', deck: 'czech', names: ['Adam', 'Bára', 'Cyril'] });
    const en = wording.text(reason, { lang: 'en', deck: 'czech', names: ['Adam', 'Bára', 'Cyril'] });
    for (const s of [cs, en]) {
      expect(s).toMatch(/^[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ„"]/u);
      expect(s).toMatch(/[.]$/);
      expect(s).not.toMatch(/undefined|null|\[object/);
    }
    expect(cs).not.toEqual(en);
    // Tykání: no "vy" forms of address.
    expect(cs).not.toMatch(/\b(můžete|musíte|smíte|zvolte|vaše|vám)\b/u);
    expect(wordingCitation(wording, reason)).not.toBeNull();
  });

  it('names the player who has priority and the red step a plain one becomes', () => {
    const hold = AUCTION_WORDS.holdNotAllowed.text(
      { code: 'holdNotAllowed', holder: 2, procedure: 'duel' },
      { lang: 'cs', deck: 'czech', names: ['Adam', 'Bára', 'Cyril'] },
    );
    expect(hold).toContain('Cyril');
    const red = AUCTION_WORDS.plainStepNotHearts.text(
      { code: 'plainStepNotHearts', step: 'hundredSeven', ladder: 'csm' },
      { lang: 'en', deck: 'czech' },
    );
    expect(red).toContain('hundred and seven in hearts');
  });

  it('every plain suit step has a red form (TP čl. I), the others none', () => {
    for (const step of STEPS) {
      const red = redStepOf(step);
      if (['game', 'seven', 'hundred', 'hundredSeven', 'twoSevens', 'twoSevensHundred'].includes(step))
        expect(red).toBe(`red${step.charAt(0).toUpperCase()}${step.slice(1)}`);
      else expect(red).toBeNull();
    }
  });
});
