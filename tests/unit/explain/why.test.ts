/**
 * "Proč? / Why?" as data and words (src-shared/explain/why.ts): a call's hint becomes a reason without
 * cards or counts read from the hidden hand, the gain becomes money at the session's stake, and every
 * kind of reason is worded in Czech and English.
 */
import { describe, expect, it } from 'vitest';
import {
  type CallReason,
  type CallReasonKind,
  type Hint,
  callReason,
  formatCallWhy,
} from '../../../src-shared/index.ts';

describe('callReason', () => {
  it('keeps the counts and turns the gain (units per defender) into haléř at the stake', () => {
    const hint: Hint = { code: 'double', components: ['game'], win: 0.75, deals: 24, won: 18, gain: 0.6 };
    expect(callReason(hint, 'defence', 100)).toEqual({
      kind: 'estimate',
      side: 'defence',
      pass: false,
      win: 0.75,
      deals: 24,
      won: 18,
      gain: 60,
    });
    expect(callReason({ code: 'pass', win: 0.5, deals: 10, won: 5 }, 'defence', 50)).toMatchObject({
      kind: 'estimate',
      pass: true,
      gain: null,
    });
  });

  it('drops the cards and the hidden counts a hint carries', () => {
    expect(callReason({ code: 'discard', cards: ['HA', 'LX'] }, 'declarer', 100)).toEqual({ kind: 'talon' });
    expect(callReason({ code: 'trumps', suit: 'H', length: 5 }, 'declarer', 100)).toEqual({ kind: 'rule' });
    expect(callReason({ code: 'trumpSuit', suit: 'H', length: 4 }, 'declarer', 100)).toEqual({
      kind: 'rule',
    });
    expect(callReason({ code: 'trumps', suit: 'H', length: 5, win: 0.8 }, 'declarer', 100)).toMatchObject({
      kind: 'estimate',
      win: 0.8,
      deals: null,
    });
  });

  it('is null for card play, which is not a call', () => {
    expect(
      callReason({ code: 'bestCard', card: 'HA', layouts: 10, keeps: 1, wins: 1 }, 'declarer', 100),
    ).toBeNull();
    expect(callReason({ code: 'throwLow', card: 'H7' }, 'defence', 100)).toBeNull();
  });

  it('tells a proof and the no-proof pass apart from estimates', () => {
    expect(
      callReason({ code: 'double', components: ['game'], win: 1, proven: true }, 'defence', 100),
    ).toEqual({
      kind: 'proof',
    });
    expect(callReason({ code: 'pass', win: null, noProof: true }, 'defence', 100)).toEqual({
      kind: 'noProof',
    });
    // Plain dvě sedmy lost to the seat's own four cards of the auxiliary suit: its own proof.
    const auxFour = { suit: 'L', count: 5 } as const;
    expect(
      callReason(
        { code: 'double', components: ['twoSevens'], win: 1, proven: true, auxFour },
        'defence',
        100,
      ),
    ).toEqual({ kind: 'auxFourProof', count: 5 });
  });

  it('tells a game chosen by the learned evaluation, or proven, from one measured on deals', () => {
    expect(
      callReason({ code: 'chooseGame', game: 'suit', win: 0.87, by: 'learned' }, 'declarer', 100),
    ).toEqual({ kind: 'learned', side: 'declarer', game: 'suit', win: 0.87 });
    expect(callReason({ code: 'chooseGame', game: 'durch', win: 1, by: 'proof' }, 'declarer', 100)).toEqual({
      kind: 'certainGame',
      game: 'durch',
    });
    expect(callReason({ code: 'chooseGame', game: 'betl', win: 0.6 }, 'declarer', 100)).toMatchObject({
      kind: 'estimate',
      win: 0.6,
    });
  });
});

describe('formatCallWhy', () => {
  const estimate: CallReason = {
    kind: 'estimate',
    side: 'defence',
    pass: false,
    win: 19 / 24,
    deals: 24,
    won: 19,
    gain: 60,
  };
  it('words the counts and the money', () => {
    expect(formatCallWhy(estimate, 'cs')).toBe(
      'Z 24 rozdání, která odpovídají vlastním kartám a dosavadní licitaci, vyhrála obrana 19. Čekaný zisk oproti mlčení: +0,60 Kč na obránce.',
    );
    expect(formatCallWhy(estimate, 'en')).toBe(
      'Of 24 deals consistent with its own cards and the calls so far, the defence won 19. Expected gain over passing: CZK +0.60 per defender.',
    );
    expect(formatCallWhy({ ...estimate, deals: 1, won: 1, gain: null }, 'cs')).toContain(
      'Z 1 rozdání, které odpovídá',
    );
    expect(formatCallWhy({ ...estimate, side: 'declarer', deals: null, won: null, gain: null }, 'cs')).toBe(
      'V rozdáních, která odpovídají vlastním kartám a dosavadní licitaci, vyhrála strana hráče odhadem v 79 %.',
    );
  });

  it('words every kind in both languages', () => {
    const all: Record<CallReasonKind, CallReason> = {
      forced: { kind: 'forced' },
      random: { kind: 'random' },
      rule: { kind: 'rule' },
      talon: { kind: 'talon' },
      estimate,
      approve: { kind: 'approve', best: 'durch', win: 0.3, noGain: false },
      refuse: { kind: 'refuse', game: 'betl', win: 0.8 },
      proof: { kind: 'proof' },
      auxFourProof: { kind: 'auxFourProof', count: 4 },
      certainGame: { kind: 'certainGame', game: 'durch' },
      learned: { kind: 'learned', side: 'declarer', game: 'suit', win: 0.87 },
      noProof: { kind: 'noProof' },
    };
    for (const reason of Object.values(all))
      for (const lang of ['cs', 'en'] as const) {
        const words = formatCallWhy(reason, lang);
        expect(words).toMatch(/^\p{Lu}.*\.$/u);
      }
    expect(formatCallWhy(all.approve, 'cs')).toContain('durch');
    expect(formatCallWhy(all.refuse, 'en')).toContain('80%');
    expect(formatCallWhy(all.learned, 'en')).toBe(
      "By the learned evaluation of its own twelve cards, without solving any deals: suit game succeeds for the declarer's side in an estimated 87% of deals.",
    );
    expect(formatCallWhy(all.certainGame, 'cs')).toContain('důkaz, žádný odhad');
    expect(formatCallWhy(all.auxFourProof, 'cs')).toBe(
      'Pomocné barvy má v ruce 4 karty: dvě sedmy aktér prohrává bez sehrávky, ať jsou ostatní karty rozdané jakkoli (důkaz, žádný odhad; turnajová pravidla ČSM, čl. III odst. 1).',
    );
    expect(formatCallWhy({ kind: 'auxFourProof', count: 5 }, 'cs')).toMatch(
      /^Pomocné barvy má v ruce 5 karet:/,
    );
    expect(formatCallWhy(all.auxFourProof, 'en')).toContain(
      'It holds 4 cards of the auxiliary suit: the declarer loses dvě sedmy without play',
    );
    expect(formatCallWhy({ kind: 'approve', best: null, win: 0, noGain: false }, 'en')).toBe(
      'No higher game was worth playing.',
    );
  });
});
