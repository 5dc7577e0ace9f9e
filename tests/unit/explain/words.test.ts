/**
 * The words of the app: cards and suits named after the deck on screen, hints that read both as a hint
 * to the person and as a computer player's reason, and citations that name documents as a reader would.
 */
import { describe, it, expect } from 'vitest';
import { type Card, CARDS, type Suit } from '../../../src-shared/cards/card.ts';
import { preset } from '../../../src-shared/rules/ruleset.ts';
import type { Settlement } from '../../../src-shared/settlement/settle.ts';
import { explainItem, explainReason, formatSettlement } from '../../../src-shared/explain/format.ts';
import { type Hint, type HintCode, formatHint } from '../../../src-shared/explain/hint.ts';
import { AUCTION_WORDS } from '../../../src-shared/explain/words/auction.ts';
import { goalCostWords } from '../../../src-shared/explain/goal.ts';
import {
  type Citation,
  DOUBLE_ARTICLE,
  formatCitation,
  GROWTH_ARTICLE,
  ITEM_ARTICLE,
  LIMIT_ARTICLE,
  OUTCOME_ARTICLE,
  PAYMENT_ARTICLE,
  POINTS_ARTICLE,
  RATES_ARTICLE,
  REASON_ARTICLE,
  RED_ARTICLE,
} from '../../../src-shared/explain/articles.ts';
import {
  type Deck,
  type Lang,
  cardName,
  czechWith,
  rankName,
  suitName,
} from '../../../src-shared/explain/names.ts';

const LANGS: readonly Lang[] = ['cs', 'en'];
const DECKS: readonly Deck[] = ['czech', 'french'];

describe('suit names follow the deck', () => {
  it.each<[Deck, Lang, Record<Suit, string>]>([
    ['czech', 'cs', { H: 'červené', B: 'kule', L: 'zelené', A: 'žaludy' }],
    ['czech', 'en', { H: 'hearts', B: 'bells', L: 'leaves', A: 'acorns' }],
    ['french', 'cs', { H: 'srdce', B: 'káry', L: 'piky', A: 'kříže' }],
    ['french', 'en', { H: 'hearts', B: 'diamonds', L: 'spades', A: 'clubs' }],
  ])('%s deck in %s', (deck, lang, names) => {
    for (const suit of ['H', 'B', 'L', 'A'] as const) expect(suitName(suit, lang, deck)).toBe(names[suit]);
  });

  it('the German deck is the default', () => {
    expect(suitName('L', 'cs')).toBe(suitName('L', 'cs', 'czech'));
    expect(cardName('LO', 'en')).toBe(cardName('LO', 'en', 'czech'));
  });
});

describe('card names follow the deck', () => {
  it.each<[Card, Deck, string, string]>([
    ['HA', 'czech', 'červené eso', 'ace of hearts'],
    ['HA', 'french', 'srdcové eso', 'ace of hearts'],
    ['BX', 'french', 'kárová desítka', 'ten of diamonds'],
    ['LK', 'french', 'pikový král', 'king of spades'],
    ['AO', 'czech', 'žaludský svršek', 'Ober of acorns'],
    ['AO', 'french', 'křížová dáma', 'queen of clubs'],
    ['LU', 'czech', 'zelený spodek', 'Unter of leaves'],
    ['LU', 'french', 'pikový kluk', 'jack of spades'],
    ['B7', 'french', 'kárová sedma', 'seven of diamonds'],
  ])('%s with the %s deck is "%s" / "%s"', (card, deck, cs, en) => {
    expect(cardName(card, 'cs', deck)).toBe(cs);
    expect(cardName(card, 'en', deck)).toBe(en);
  });

  it.each<[Card, Deck, string, string]>([
    ['LO', 'czech', 'zeleného svrška', 'zeleným svrškem'],
    ['LO', 'french', 'pikovou dámu', 'pikovou dámou'],
    ['AU', 'french', 'křížového kluka', 'křížovým klukem'],
    ['HK', 'czech', 'červeného krále', 'červeným králem'],
    ['BX', 'french', 'károvou desítku', 'károvou desítkou'],
    ['HA', 'french', 'srdcové eso', 'srdcovým esem'],
  ])('%s (%s) declines: accusative "%s", instrumental "%s"', (card, deck, acc, ins) => {
    expect(cardName(card, 'cs', deck, 'acc')).toBe(acc);
    expect(cardName(card, 'cs', deck, 'ins')).toBe(ins);
  });

  it('names all 32 cards differently in every deck and language', () => {
    for (const deck of DECKS)
      for (const lang of LANGS) expect(new Set(CARDS.map((c) => cardName(c, lang, deck))).size).toBe(32);
  });

  it('names the courts of the deck alone', () => {
    expect(rankName('O', 'cs', 'french')).toBe('dáma');
    expect(rankName('U', 'en', 'french')).toBe('jack');
    expect(rankName('O', 'en', 'czech')).toBe('Ober');
  });
});

/** Words of the German deck that must not appear in a sentence about the French deck, and back. */
const FOREIGN: Readonly<Record<Deck, Readonly<Record<Lang, RegExp>>>> = {
  czech: { cs: /srdc|kár|pik|kříž|kluk|dám/i, en: /diamond|spade|club|jack|queen/i },
  french: { cs: /červen|kul[eo]|zelen|žalud|spod|svrš/i, en: /bell|lea[fv]|acorn|unter|ober/i },
};

describe('every sentence uses the names of the deck on screen', () => {
  it.each<[string, Parameters<typeof explainReason>[0]]>([
    ['mustFollowSuit', { code: 'mustFollowSuit', suit: 'L' }],
    ['mustTrump', { code: 'mustTrump', trump: 'A' }],
    ['mustOvertake', { code: 'mustOvertake', card: 'BO' }],
    ['discardAceOrTen', { code: 'discardAceOrTen', card: 'LA' }],
    ['hundredNeedsMarriage', { code: 'hundredNeedsMarriage' }],
    ['againstNeedsMarriage', { code: 'againstNeedsMarriage' }],
  ])('refusal %s', (_, reason) => {
    for (const deck of DECKS)
      for (const lang of LANGS) {
        const text = explainReason(reason, lang, undefined, deck).text;
        expect(text).not.toMatch(FOREIGN[deck][lang]);
      }
    expect(explainReason({ code: 'mustFollowSuit', suit: 'L' }, 'cs', undefined, 'french').text).toContain(
      'piky',
    );
    expect(explainReason({ code: 'hundredNeedsMarriage' }, 'cs', undefined, 'french').text).toContain(
      'dáma a král',
    );
  });

  it.each<[string, Hint]>([
    ['drawTrumps', { code: 'drawTrumps', card: 'LA' }],
    ['leadWinner', { code: 'leadWinner', card: 'BO' }],
    ['smear', { code: 'smear', card: 'AX' }],
    ['takeTrick', { code: 'takeTrick', card: 'LU' }],
    ['trumps', { code: 'trumps', suit: 'B', length: 4 }],
    ['discard', { code: 'discard', cards: ['L8', 'AO'] }],
    ['declare', { code: 'declare', step: 'hundred', trump: 'B' }],
    ['callRank', { code: 'callRank', rank: 'O' }],
    ['callRank with an estimate', { code: 'callRank', rank: 'U', win: 0.4 }],
    ['trumpSuit', { code: 'trumpSuit', suit: 'L', length: 4 }],
  ])('hint %s', (_, hint) => {
    for (const deck of DECKS)
      for (const lang of LANGS) expect(formatHint(hint, lang, deck)).not.toMatch(FOREIGN[deck][lang]);
  });

  it('settlement: red trumps and a killed seven', () => {
    const settlement: Settlement = {
      declarer: 0,
      split: null,
      items: [
        {
          kind: 'seven',
          side: 'declarer',
          won: false,
          rate: 2,
          red: 2,
          doubles: 0,
          steps: 0,
          amount: -4,
          outcome: { code: 'sevenKilled', seat: 0, by: 'HO', bySeat: 1 },
        },
      ],
      total: -4,
      limited: false,
      perDefender: -4,
      money: [-160, 80, 80],
      points: { declarer: 60, defence: 60 },
    };
    const rules = preset('csm');
    const fr = formatSettlement(settlement, rules, 'cs', ['Honza', 'Karel', 'Pepa'], 'french');
    expect(fr).toContain('2 (srdce)');
    expect(fr).toContain('přebita srdcovou dámou (Karel)');
    expect(formatSettlement(settlement, rules, 'en', undefined, 'french')).toContain('the queen of hearts');
    for (const deck of DECKS)
      for (const lang of LANGS) {
        const e = explainItem(settlement.items[0]!, rules, lang, undefined, deck);
        expect(`${e.why} ${e.math}`).not.toMatch(FOREIGN[deck][lang]);
      }
  });
});

/** One sample of every hint, so that a new kind of hint must be added here. */
const HINTS: Readonly<Record<HintCode, readonly Hint[]>> = {
  forced: [{ code: 'forced' }],
  random: [{ code: 'random' }],
  bestCard: [{ code: 'bestCard', card: 'HA', layouts: 12, keeps: 0.75, wins: 0.5 }],
  levelCard: [{ code: 'levelCard', card: 'HK', layouts: 12, keeps: 0.5, wins: 0.5, best: 'HA' }],
  drawTrumps: [{ code: 'drawTrumps', card: 'HA' }],
  leadWinner: [{ code: 'leadWinner', card: 'BX' }],
  leadLow: [{ code: 'leadLow', card: 'B7' }],
  takeTrick: [{ code: 'takeTrick', card: 'LX' }],
  smear: [{ code: 'smear', card: 'AX' }],
  throwLow: [{ code: 'throwLow', card: 'A8' }],
  trumps: [
    { code: 'trumps', suit: 'H', length: 4 },
    { code: 'trumps', suit: 'L', length: 3, win: 0.55 },
  ],
  trumpsBlind: [{ code: 'trumpsBlind' }, { code: 'trumpsBlind', win: 0.3 }],
  chooseGame: [{ code: 'chooseGame', game: 'betl', win: 0.8 }],
  discard: [{ code: 'discard', cards: ['B7', 'L8'] }],
  approve: [
    { code: 'approve', best: null, win: 0 },
    { code: 'approve', best: 'durch', win: 0.2 },
    { code: 'approve', best: 'betl', win: 0.8, noGain: true },
  ],
  refuse: [{ code: 'refuse', game: 'betl', win: 0.9 }],
  announce: [{ code: 'announce', seven: true, hundred: false, win: 0.6 }],
  double: [
    { code: 'double', components: ['game'], against: ['sevenAgainst'], win: 0.7 },
    { code: 'double', components: ['durch'], win: 1, proven: true },
  ],
  pass: [
    { code: 'pass', win: 0.3 },
    { code: 'pass', win: null, noProof: true },
  ],
  bid: [{ code: 'bid', step: 'seven' }],
  hold: [{ code: 'hold', step: 'redHundred' }],
  drop: [{ code: 'drop' }],
  fold: [{ code: 'fold' }],
  declare: [
    { code: 'declare', step: 'hundredSeven', trump: 'L' },
    { code: 'declare', step: 'betl', trump: null },
  ],
  callRank: [
    { code: 'callRank', rank: 'A' },
    { code: 'callRank', rank: 'X', win: 0.62 },
  ],
  trumpSuit: [{ code: 'trumpSuit', suit: 'B', length: 3 }],
};

describe('hints name the choice without a person', () => {
  // First person of the player ("volím", "táhnu", "nechci", "my partner") or the formal "vy".
  const PERSONAL: Readonly<Record<Lang, RegExp>> = {
    cs: /(?<!\p{L})(volím|táhnu|vynáším|beru|mažu|odhazuji|neberu|neriskuji|nechci|mám|jsem|zvolte|hrajte|vy|vás|váš)(?!\p{L})/iu,
    en: /\b(I|me|my|mine)\b/,
  };
  it.each(
    Object.values(HINTS)
      .flat()
      .map((h) => [JSON.stringify(h), h] as const),
  )('%s', (_, hint) => {
    for (const lang of LANGS) expect(formatHint(hint, lang)).not.toMatch(PERSONAL[lang]);
  });

  it('reads as a choice in the words of the example', () => {
    expect(formatHint({ code: 'leadWinner', card: 'LO' }, 'cs')).toBe(
      'Vynést zeleného svrška: v té barvě nemá nikdo vyšší kartu.',
    );
    expect(formatHint({ code: 'leadWinner', card: 'LO' }, 'en', 'french')).toBe(
      'Leading the queen of spades: nobody can beat it in its suit.',
    );
    expect(formatHint({ code: 'trumps', suit: 'B', length: 4 }, 'cs', 'french')).toBe(
      'Trumfy káry: nejdelší barva z prvních sedmi karet (4).',
    );
  });
});

/** What a reader must never see: a file of the project ("rules/001", "004_….txt") or an internal name. */
const INTERNAL = /rules\/|\b00\d\b|\.txt|popis aplikace|app description/i;

describe('citations name documents as a reader would', () => {
  const citations: Citation[] = [
    ...Object.values(REASON_ARTICLE).filter((c): c is Citation => c !== null),
    ...Object.values(ITEM_ARTICLE),
    ...Object.values(OUTCOME_ARTICLE).filter((c): c is Citation => c !== null),
    ...Object.values(GROWTH_ARTICLE),
    POINTS_ARTICLE,
    PAYMENT_ARTICLE,
    RATES_ARTICLE,
    RED_ARTICLE,
    DOUBLE_ARTICLE,
    LIMIT_ARTICLE,
    ...(['000', '001', '002', '003', '004'] as const).map((doc) => ({ doc })),
  ];
  it.each(citations.map((c) => [JSON.stringify(c), c] as const))('%s', (_, c) => {
    for (const lang of LANGS) {
      const text = formatCitation(c, lang);
      expect(text).not.toMatch(INTERNAL);
      expect(text).toMatch(/pravidla|rules|popis|description/);
    }
  });
});

describe('a ladder step inside a Czech sentence stays in its own (nominative) form', () => {
  it('the hints name the step as "stupeň „…“" or "závazek „…“", never as an object in the wrong case', () => {
    expect(formatHint({ code: 'bid', step: 'redSeven' }, 'cs')).toBe(
      'Nabídnout stupeň „sedma červená“: list na něj stačí.',
    );
    expect(formatHint({ code: 'hold', step: 'seven' }, 'cs')).toBe(
      'Podržet s předností stupeň „sedma“: list na něj stačí.',
    );
    expect(formatHint({ code: 'declare', step: 'hundredSeven', trump: 'L' }, 'cs')).toBe(
      'Hlásit závazek „sto a sedma“, trumfy zelené: nejnižší, na který list s talonem stačí.',
    );
  });

  it('the refusal of a skipped step names the only bid as a step', () => {
    const text = AUCTION_WORDS.bidSkips.text(
      { code: 'bidSkips', step: 'hundred', next: 'redSeven' },
      { lang: 'cs', deck: 'czech' },
    );
    expect(text).toContain('smíš nabídnout jen stupeň „sedma červená“.');
  });
});

describe('czechWith', () => {
  // Czech vocalises "s" to "se" before s, z, š, ž (Internetová jazyková příručka, "Vokalizace předložek").
  it.each([
    ['zeleným spodkem', 'se zeleným spodkem'],
    ['žaludským esem', 'se žaludským esem'],
    ['srdcem', 'se srdcem'],
    ['červeným esem', 's červeným esem'],
    ['kulovou desítkou', 's kulovou desítkou'],
  ])('%s → %s', (word, said) => expect(czechWith(word)).toBe(said));

  it('is used where a card follows "s": the money note of a goal', () => {
    expect(goalCostWords(1, 'LU', 'cs')).toContain('ale se zeleným spodkem by to bylo');
    expect(goalCostWords(1, 'HA', 'cs')).toContain('ale s červeným esem by to bylo');
  });
});
