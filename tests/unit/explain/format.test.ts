import { describe, it, expect } from 'vitest';
import { type Card, CARDS } from '../../../src-shared/cards/card.ts';
import type { CommonReasonCode, Reason } from '../../../src-shared/explain/reason.ts';
import type { Settlement, SettlementItem } from '../../../src-shared/settlement/settle.ts';
import { preset } from '../../../src-shared/rules/ruleset.ts';
import {
  explainItem,
  explainReason,
  formatMoney,
  formatReason,
  formatSettlement,
  itemFactors,
  payShape,
} from '../../../src-shared/explain/format.ts';
import {
  type Citation,
  formatCitation,
  ITEM_ARTICLE,
  OUTCOME_ARTICLE,
  REASON_ARTICLE,
} from '../../../src-shared/explain/articles.ts';
import {
  cardName,
  componentName,
  doubleLadder,
  doubleName,
  resultWord,
  suitName,
} from '../../../src-shared/explain/names.ts';

const CSM = preset('csm');
const HOUSE = preset('house001');

/**
 * One sample of every common reason, with words the Czech and English sentences must contain (a
 * variant's own reasons are tested with its engine).
 */
const REASONS: Record<CommonReasonCode, { reason: Reason; cs: string[]; en: string[] }> = {
  handOver: { reason: { code: 'handOver' }, cs: ['skončila'], en: ['over'] },
  notYourTurn: { reason: { code: 'notYourTurn', seat: 0, toAct: 2 }, cs: ['Hráč 3'], en: ['Player 3'] },
  wrongPhase: {
    reason: { code: 'wrongPhase', action: 'play', phase: 'doubling' },
    cs: ['zahrání karty', 'flekování'],
    en: ['playing a card', 'doubling'],
  },
  notInHand: { reason: { code: 'notInHand', card: 'LK' }, cs: ['zelený král'], en: ['king of leaves'] },
  notInFirstSeven: {
    reason: { code: 'notInFirstSeven', card: 'AO' },
    cs: ['žaludský svršek'],
    en: ['Ober of acorns'],
  },
  blindIndex: {
    reason: { code: 'blindIndex', index: 6, count: 5 },
    cs: ['č. 7', '1–5'],
    en: ['card 7', '1–5'],
  },
  blindNeedsShortSuits: {
    reason: { code: 'blindNeedsShortSuits', suit: 'L', count: 3 },
    cs: ['nejvýš dvě', 'zelené', '3'],
    en: ['at most two', '3'],
  },
  gameNotOffered: {
    reason: { code: 'gameNotOffered', game: 'openBetl' },
    cs: ['otevřený betl'],
    en: ['open betl'],
  },
  gameTooLow: {
    reason: { code: 'gameTooLow', game: 'betl', current: 'durch' },
    cs: ['betl', 'durch'],
    en: ['Betl', 'durch'],
  },
  discardCount: { reason: { code: 'discardCount', count: 3 }, cs: ['dvě', '3'], en: ['two', '3'] },
  discardTwice: {
    reason: { code: 'discardTwice', card: 'B9' },
    cs: ['kulová devítka'],
    en: ['nine of bells'],
  },
  discardAceOrTen: {
    reason: { code: 'discardAceOrTen', card: 'HA' },
    cs: ['červené eso'],
    en: ['ace of hearts'],
  },
  discardTrumpCard: {
    reason: { code: 'discardTrumpCard', card: 'LU' },
    cs: ['zelený spodek'],
    en: ['Unter of leaves'],
  },
  sevenNeedsTrumpSeven: {
    reason: { code: 'sevenNeedsTrumpSeven', card: 'A7' },
    cs: ['žaludská sedma'],
    en: ['seven of acorns'],
  },
  hundredNeedsMarriage: {
    reason: { code: 'hundredNeedsMarriage' },
    cs: ['Sto', 'hlášk'],
    en: ['hundred', 'marriage'],
  },
  againstNotNow: {
    reason: { code: 'againstNotNow', kind: 'sevenAgainst' },
    cs: ['Sedma proti'],
    en: ['Seven against'],
  },
  againstTaken: {
    reason: { code: 'againstTaken', kind: 'hundredAgainst' },
    cs: ['Sto proti'],
    en: ['hundred against'],
  },
  againstNeedsSeven: {
    reason: { code: 'againstNeedsSeven', card: 'H7' },
    cs: ['Sedmu proti', 'červená sedma'],
    en: ['seven against', 'seven of hearts'],
  },
  againstNeedsMarriage: {
    reason: { code: 'againstNeedsMarriage' },
    cs: ['Sto proti'],
    en: ['hundred against'],
  },
  cannotDouble: { reason: { code: 'cannotDouble', component: 'seven' }, cs: ['„sedma“'], en: ['“seven”'] },
  doubleLimit: {
    reason: { code: 'doubleLimit', component: 'hundred', max: 4, bound: 'rules' },
    cs: ['„sto“', '(4)'],
    en: ['Hundred', '(4)'],
  },
  emptyDouble: { reason: { code: 'emptyDouble' }, cs: ['Flek'], en: ['double'] },
  mustFollowSuit: {
    reason: { code: 'mustFollowSuit', suit: 'B' },
    cs: ['přiznat', 'kule'],
    en: ['follow suit', 'bells'],
  },
  mustOvertake: {
    reason: { code: 'mustOvertake', card: 'BK' },
    cs: ['vede kulový král'],
    en: ['the king of bells leads'],
  },
  mustTrump: {
    reason: { code: 'mustTrump', trump: 'L' },
    cs: ['trumfy jsou zelené'],
    en: ['leaves are trumps'],
  },
  mustOvertrump: {
    reason: { code: 'mustOvertrump', card: 'AX' },
    cs: ['žaludská desítka'],
    en: ['ten of acorns'],
  },
  sevenMustWait: {
    reason: { code: 'sevenMustWait', card: 'H7' },
    cs: ['červená sedma'],
    en: ['seven of hearts'],
  },
  auxSevenMustWait: {
    reason: { code: 'auxSevenMustWait', card: 'L7' },
    cs: ['zelená sedma', 'předposledního'],
    en: ['seven of leaves', 'last trick but one'],
  },
  claimNotDeclarer: { reason: { code: 'claimNotDeclarer' }, cs: ['jen aktér'], en: ['Only the declarer'] },
  claimRepeated: { reason: { code: 'claimRepeated' }, cs: ['po dalším zdvihu'], en: ['after another trick'] },
  computerSeat: {
    reason: { code: 'computerSeat', seat: 1 },
    cs: ['Hráč 2', 'počítač'],
    en: ['Player 2', 'computer'],
  },
  personToAct: { reason: { code: 'personToAct', seat: 0 }, cs: ['Hráč 1'], en: ['Player 1'] },
  undoPracticeOnly: { reason: { code: 'undoPracticeOnly' }, cs: ['cvičné'], en: ['practice'] },
  coachPracticeOnly: {
    reason: { code: 'coachPracticeOnly' },
    cs: ['Trenér', 'cvičné'],
    en: ['coach', 'practice'],
  },
  // Issue 26 item 10: the coach speaks only to the seat the table is shown to.
  coachOtherSeat: {
    reason: { code: 'coachOtherSeat', seat: 1, viewer: 0 },
    cs: ['Trenér', 'Hráč 1', 'Hráč 2', 'po hře'],
    en: ['coach', 'Player 1', 'Player 2', 'after the hand'],
  },
  coachRevealPeople: {
    reason: { code: 'coachRevealPeople', seat: 1 },
    cs: ['Trenér', 'Hráč 2', 'po hře'],
    en: ['coach', 'Player 2', 'after the hand'],
  },
  nothingToUndo: { reason: { code: 'nothingToUndo' }, cs: ['vrátit'], en: ['take back'] },
  handNotOver: { reason: { code: 'handNotOver' }, cs: ['skončí'], en: ['over'] },
  // "Why?" about a computer's call (src-main/game/why.ts).
  whyAfterHand: { reason: { code: 'whyAfterHand' }, cs: ['po skončení hry'], en: ['hand is over'] },
  whyNoCall: {
    reason: { code: 'whyNoCall', index: 4 },
    cs: ['Tah č. 5', 'počítače'],
    en: ['Action 5', 'computer'],
  },
  whyNotReproduced: {
    reason: { code: 'whyNotReproduced', seat: 1 },
    cs: ['Hráč 2', 'jinak'],
    en: ['Player 2', 'otherwise'],
  },
  // Finishing a settled hand at once (the table's pace).
  notSettled: { reason: { code: 'notSettled' }, cs: ['není jistý', 'dohraj'], en: ['not settled', 'play'] },
  otherPeople: {
    reason: { code: 'otherPeople', seat: 2 },
    cs: ['Hráč 3', 'jiném zařízení'],
    en: ['Player 3', 'another device'],
  },
  // The shared table: each device plays its own seats, undo takes back only one's own move.
  notYourSeat: {
    reason: { code: 'notYourSeat', seat: 2 },
    cs: ['Hráč 3', 'jiném zařízení'],
    en: ['Player 3', 'another device'],
  },
  notYourUndo: {
    reason: { code: 'notYourUndo', seat: 1 },
    cs: ['svůj vlastní tah', 'Hráč 2'],
    en: ['your own move', 'Player 2'],
  },
  nothingToShare: { reason: { code: 'nothingToShare' }, cs: ['počítač'], en: ['computer'] },
  notShared: { reason: { code: 'notShared', seat: 1 }, cs: ['Hráč 2', 'odkaz'], en: ['Player 2', 'link'] },
  unseenCards: {
    reason: { code: 'unseenCards', seat: 2 },
    cs: ['Hráč 3', 'neviděl'],
    en: ['Player 3', 'never saw'],
  },
  hintsTooOften: {
    reason: { code: 'hintsTooOften', seconds: 3 },
    cs: ['Nápověd', 'za 3 sekundy'],
    en: ['Too many hints', 'in 3 seconds'],
  },
  variantNotAvailable: {
    reason: { code: 'variantNotAvailable', variant: 'fourHand' },
    cs: ['křížový mariáš', 'zatím'],
    en: ['křížový', 'not built'],
  },
};

describe('explainReason', () => {
  const codes = Object.keys(REASONS) as CommonReasonCode[];

  it.each(codes)('%s has distinct Czech and English sentences naming what is involved', (code) => {
    const { reason, cs, en } = REASONS[code];
    expect(reason.code).toBe(code);
    const tcs = explainReason(reason, 'cs').text;
    const ten = explainReason(reason, 'en').text;
    expect(tcs.length).toBeGreaterThan(10);
    expect(ten.length).toBeGreaterThan(10);
    expect(tcs).not.toBe(ten);
    expect(tcs).toMatch(/[.!]$/);
    expect(ten).toMatch(/[.!]$/);
    for (const w of cs) expect(tcs).toContain(w);
    for (const w of en) expect(ten).toContain(w);
  });

  it('gives every reason its own sentence', () => {
    for (const lang of ['cs', 'en'] as const) {
      const texts = codes.map((c) => explainReason(REASONS[c].reason, lang).text);
      expect(new Set(texts).size).toBe(codes.length);
    }
  });

  it('follows suit in the words of the example', () => {
    const r: Reason = { code: 'mustFollowSuit', suit: 'B' };
    expect(explainReason(r, 'cs').text).toBe('Musíš přiznat barvu: vynesené byly kule.');
    expect(explainReason(r, 'en').text).toBe('You must follow suit: bells were led.');
    expect(explainReason(r, 'cs').citation).toEqual({ doc: '000', article: 'II', paragraph: 7 });
    expect(formatReason(r, 'cs')).toBe(
      'Musíš přiznat barvu: vynesené byly kule. — pravidla ČSM, čl. II odst. 7',
    );
    expect(formatReason(r, 'en')).toBe('You must follow suit: bells were led. — ČSM rules, art. II §7');
  });

  it('uses player names when given', () => {
    const r: Reason = { code: 'notYourTurn', seat: 0, toAct: 1 };
    expect(explainReason(r, 'cs', ['Adam', 'Bára', 'Cyril']).text).toContain('Bára');
  });

  it('leaves the citation off when there is none', () => {
    expect(formatReason({ code: 'handOver' }, 'en')).toBe('This hand is over; no further move is possible.');
  });
});

describe('articles', () => {
  const c = (article: string, paragraph: number): Citation => ({ doc: '000', article, paragraph });

  it.each<[CommonReasonCode, Citation]>([
    ['mustFollowSuit', c('II', 7)],
    ['mustTrump', c('II', 7)],
    ['mustOvertake', c('II', 8)],
    ['mustOvertrump', c('II', 8)],
    ['notYourTurn', c('II', 6)],
    ['sevenMustWait', c('IV', 11)],
    ['discardAceOrTen', c('IV', 12)],
    ['hundredNeedsMarriage', c('IV', 5)],
    ['sevenNeedsTrumpSeven', c('IV', 4)],
    ['notInFirstSeven', c('VII', 1)],
    ['blindIndex', c('VII', 1)],
    ['gameTooLow', c('VII', 1)],
    ['cannotDouble', c('V', 5)],
  ])('%s cites %o', (code, citation) => {
    expect(REASON_ARTICLE[code]).toEqual(citation);
  });

  it('cites the items and outcomes', () => {
    expect(ITEM_ARTICLE.silentHundred).toEqual(c('V', 7));
    expect(ITEM_ARTICLE.silentSeven).toEqual(c('V', 8));
    expect(ITEM_ARTICLE.betl).toEqual(c('IV', 7));
    expect(ITEM_ARTICLE.durch).toEqual(c('IV', 8));
    expect(OUTCOME_ARTICLE.morePoints).toEqual(c('IV', 3));
    expect(OUTCOME_ARTICLE.sevenKilled).toEqual(c('IV', 4));
  });

  it('formats citations', () => {
    expect(formatCitation(c('V', 9), 'cs')).toBe('pravidla ČSM, čl. V odst. 9');
    expect(formatCitation(c('V', 9), 'en')).toBe('ČSM rules, art. V §9');
    expect(formatCitation({ doc: '001', section: 'Talón' }, 'cs')).toBe('domácí pravidla, oddíl „Talón“');
    // English names the section in English, as the rulebook heads it.
    expect(formatCitation({ doc: '001', section: 'Talón' }, 'en')).toBe('house rules, section “The talon”');
    expect(formatCitation({ doc: '001', section: 'Sehrávka', paragraph: 2 }, 'en')).toBe(
      'house rules, section “Playing the tricks”, item 2',
    );
    expect(formatCitation({ doc: '001', section: 'Kategorie', paragraph: 10 }, 'cs')).toBe(
      'domácí pravidla, oddíl „Kategorie“, bod 10',
    );
    expect(formatCitation({ doc: '002', article: 'I' }, 'cs')).toBe('turnajová pravidla ČSM, čl. I');
    expect(formatCitation({ doc: '003', section: 'Open Betl' }, 'cs')).toBe(
      'anglický popis hry, oddíl „Open Betl“',
    );
    expect(formatCitation({ doc: '004', section: 'Flekování' }, 'en')).toBe(
      "another mariáš app's rules, section “Doubling”",
    );
    expect(formatCitation({ doc: '000', article: 'V' }, 'cs')).toBe('pravidla ČSM, čl. V');
  });
});

describe('names', () => {
  it.each<[Card, string, string]>([
    ['HA', 'červené eso', 'ace of hearts'],
    ['BX', 'kulová desítka', 'ten of bells'],
    ['LK', 'zelený král', 'king of leaves'],
    ['AO', 'žaludský svršek', 'Ober of acorns'],
    ['H7', 'červená sedma', 'seven of hearts'],
    ['B8', 'kulová osma', 'eight of bells'],
    ['L9', 'zelená devítka', 'nine of leaves'],
    ['AU', 'žaludský spodek', 'Unter of acorns'],
    ['BA', 'kulové eso', 'ace of bells'],
    ['AA', 'žaludské eso', 'ace of acorns'],
  ])('%s is "%s" / "%s"', (card, cs, en) => {
    expect(cardName(card, 'cs')).toBe(cs);
    expect(cardName(card, 'en')).toBe(en);
  });

  it('declines card names in the instrumental', () => {
    expect(cardName('HA', 'cs', 'czech', 'ins')).toBe('červeným esem');
    expect(cardName('BX', 'cs', 'czech', 'ins')).toBe('kulovou desítkou');
    expect(cardName('LO', 'cs', 'czech', 'ins')).toBe('zeleným svrškem');
  });

  it('names all 32 cards differently', () => {
    for (const lang of ['cs', 'en'] as const)
      expect(new Set(CARDS.map((c) => cardName(c, lang))).size).toBe(32);
  });

  it('names suits, components and results', () => {
    expect(['H', 'B', 'L', 'A'].map((s) => suitName(s as 'H', 'cs'))).toEqual([
      'červené',
      'kule',
      'zelené',
      'žaludy',
    ]);
    expect(componentName('sevenAgainst', 'cs')).toBe('sedma proti');
    expect(componentName('silentHundred', 'en')).toBe('silent hundred');
    expect(resultWord('hundred', true, 'cs')).toBe('vyhrané');
    expect(resultWord('sevenAgainst', false, 'cs')).toBe('prohraná');
    expect(resultWord('betl', true, 'cs')).toBe('vyhraný');
    expect(resultWord('betl', false, 'en')).toBe('lost');
  });

  it('names doubling steps and goes past the ladder as powers of two', () => {
    expect(doubleName(1, CSM.doubleNames, 'cs')).toBe('flek');
    // ČSM names four steps (čl. V odst. 5, "atd."); the other app names six.
    expect(doubleName(4, CSM.doubleNames, 'cs')).toBe('boty');
    expect(doubleName(5, CSM.doubleNames, 'cs')).toBe('×2⁵');
    expect(doubleName(6, preset('app004').doubleNames, 'cs')).toBe('kaiser');
    expect(doubleName(7, preset('app004').doubleNames, 'cs')).toBe('×2⁷');
    expect(doubleName(12, HOUSE.doubleNames, 'en')).toBe('×2¹²');
    expect(doubleLadder(3, HOUSE.doubleNames, 'cs')).toBe('flek, re, tutti');
  });
});

const item = (
  over: Partial<SettlementItem> & Pick<SettlementItem, 'kind' | 'outcome' | 'amount'>,
): SettlementItem => ({
  side: 'declarer',
  won: true,
  rate: 1,
  red: 1,
  doubles: 0,
  steps: 0,
  ...over,
});

describe('explainItem', () => {
  const gameRedFlek = item({
    kind: 'game',
    outcome: { code: 'morePoints', declarer: 60, defence: 50 },
    rate: 1,
    red: 2,
    doubles: 1,
    amount: 4,
  });
  // Hundred made with 120: counted 100 (cards 60 + trump marriage 40), a 20 on top → 2 steps.
  const hundredRate = item({
    kind: 'hundred',
    outcome: { code: 'hundred', counted: 100, total: 120, marriage: 40, otherMarriages: 0 },
    rate: 4,
    red: 2,
    doubles: 2,
    steps: 2,
    amount: 4 * 3 * 2 * 4,
  });
  // Hundred against made by the defence with 130 under house rules: (4 + 3 × ½) × flek, paid by the declarer.
  const hundredHalfGame = item({
    kind: 'hundredAgainst',
    side: 'defence',
    outcome: { code: 'hundred', counted: 110, total: 130, marriage: 40, otherMarriages: 20 },
    rate: 4,
    doubles: 1,
    steps: 3,
    amount: -11,
  });
  const hundredLost = item({
    kind: 'hundred',
    won: false,
    outcome: { code: 'hundred', counted: 90, total: 90, marriage: 20, otherMarriages: 40 },
    rate: 4,
    steps: 4,
    amount: -20,
  });
  const sevenKilled = item({
    kind: 'seven',
    won: false,
    outcome: { code: 'sevenKilled', seat: 0, by: 'HA', bySeat: 2 },
    rate: 2,
    red: 2,
    amount: -4,
  });
  const silentHundredDouble = item({
    kind: 'silentHundred',
    outcome: { code: 'hundred', counted: 130, total: 130, marriage: 60, otherMarriages: 0 },
    rate: 2,
    steps: 3,
    amount: 16,
  });

  it('explains a red game won with a flek', () => {
    const e = explainItem(gameRedFlek, CSM, 'cs');
    expect(e.title).toBe('Hra');
    expect(e.result).toBe('vyhraná');
    expect(e.why).toBe('aktér 60 : obrana 50 bodů');
    expect(e.math).toBe('každý obránce → aktér: 1 × 2 (červené) × 2 (flek) = 4');
    expect(e.citation).toEqual({ doc: '000', article: 'IV', paragraph: 3 });
    expect(e.citations).toContainEqual({ doc: '000', article: 'V', paragraph: 4 });
    expect(e.citations).toContainEqual({ doc: '000', article: 'V', paragraph: 5 });
    const en = explainItem(gameRedFlek, CSM, 'en');
    expect(en.math).toBe('each defender → declarer: 1 × 2 (hearts) × 2 (double) = 4');
    expect(en.result).toBe('won');
  });

  it('grows a hundred by one rate per 10 points (ČSM)', () => {
    const e = explainItem(hundredRate, CSM, 'cs');
    expect(e.title).toBe('Sto');
    expect(e.result).toBe('vyhrané');
    expect(e.why).toBe(
      'započteno 100 bodů (karty 60 + hláška 40), s dalšími hláškami 120; 2 desítky nad 100',
    );
    expect(e.math).toBe('každý obránce → aktér: 4 × 2 (červené) × 4 (flek, re) × (1 + 2 desítky) = 96');
    expect(e.citations).toContainEqual({ doc: '000', article: 'V', paragraph: 6 });
  });

  it('grows a hundred by half a game per 10 points (house rules)', () => {
    const e = explainItem(hundredHalfGame, HOUSE, 'cs');
    expect(e.title).toBe('Sto proti');
    expect(e.result).toBe('vyhrané');
    expect(e.math).toBe('aktér → každý obránce: (4 + 3 desítky × 0,5) × 2 (flek) = 11');
    expect(explainItem(hundredHalfGame, HOUSE, 'en').math).toBe(
      'declarer → each defender: (4 + 3 steps × 0.5) × 2 (double) = 11',
    );
    expect(e.citations).toContainEqual({
      doc: '001',
      section: 'Kategorie mariáše a jejich bodové hodnocení',
      paragraph: 10,
    });
  });

  it('explains a lost hundred with the missing points and the defence marriages', () => {
    const e = explainItem(hundredLost, CSM, 'cs');
    expect(e.result).toBe('prohrané');
    expect(e.why).toBe('započteno 90 bodů (karty 70 + hláška 20), chybí 10; soupeři mají hlášky za 40');
    expect(e.math).toBe('aktér → každý obránce: 4 × (1 + 4 desítky) = 20');
  });

  it('doubles a silent hundred per 10 points when the rules say so', () => {
    const rules = { ...CSM, hundredGrowth: 'double' as const };
    const e = explainItem(silentHundredDouble, rules, 'cs');
    expect(e.title).toBe('Tiché sto');
    expect(e.why).toContain('hlášky 60');
    expect(e.math).toBe('každý obránce → aktér: 2 × 8 (3 desítky) = 16');
  });

  it('explains a seven killed in the last trick', () => {
    const e = explainItem(sevenKilled, CSM, 'cs');
    expect(e.title).toBe('Sedma');
    expect(e.result).toBe('prohraná');
    expect(e.why).toBe('trumfová sedma (Hráč 1) padla v 10. zdvihu, přebita červeným esem (Hráč 3)');
    expect(e.math).toBe('aktér → každý obránce: 2 × 2 (červené) = 4');
    const en = explainItem(sevenKilled, CSM, 'en', ['Ann', 'Bob', 'Cid']);
    expect(en.why).toBe('the trump seven (Ann) fell in trick 10, beaten by the ace of hearts (Cid)');
  });

  it.each([
    ['game', gameRedFlek, CSM],
    ['hundred/rate', hundredRate, CSM],
    ['hundred/halfGame', hundredHalfGame, HOUSE],
    ['hundred lost', hundredLost, CSM],
    ['seven killed', sevenKilled, CSM],
  ] as const)('math for %s ends with the absolute amount and matches the factors', (_, it_, rules) => {
    for (const lang of ['cs', 'en'] as const) {
      expect(explainItem(it_, rules, lang).math.endsWith(`= ${Math.abs(it_.amount)}`)).toBe(true);
    }
    expect(itemFactors(it_, rules).value).toBe(Math.abs(it_.amount));
  });

  it('does not show a product that disagrees with the amount', () => {
    // A hundred settled under ČSM growth but explained with house rules.
    const e = explainItem(hundredRate, HOUSE, 'cs');
    expect(e.math).toBe('každý obránce → aktér: sazba 96');
  });
});

describe('formatSettlement', () => {
  const settlement: Settlement = {
    items: [
      item({ kind: 'game', outcome: { code: 'morePoints', declarer: 70, defence: 40 }, red: 2, amount: 2 }),
    ],
    total: 2,
    perDefender: 2,
    limited: false,
    split: null,
    money: [80, -40, -40],
    declarer: 0,
    points: { declarer: 70, defence: 40 },
  };

  it('writes money with a decimal comma in Czech', () => {
    const text = formatSettlement(settlement, CSM, 'cs');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Vyúčtování (aktér: Hráč 1)');
    expect(lines[1]).toBe(
      '• Hra – vyhraná: aktér 70 : obrana 40 bodů; každý obránce → aktér: 1 × 2 (červené) = 2 [pravidla ČSM, čl. IV odst. 3]',
    );
    expect(text).toContain('Celkem (každý obránce → aktér): 2');
    expect(text).toContain('Peníze (základ 0,20 Kč):');
    expect(text).toContain('  Hráč 1 (aktér): +0,80 Kč');
    expect(text).toContain('  Hráč 2: −0,40 Kč');
    expect(text).toContain('  Hráč 3: −0,40 Kč');
    expect(text).not.toContain('Limit');
  });

  it('writes money as CZK in English, with player names', () => {
    const text = formatSettlement(settlement, CSM, 'en', ['Ann', 'Bob', 'Cid']);
    expect(text).toContain('Settlement (declarer: Ann)');
    expect(text).toContain('  Ann (declarer): CZK +0.80');
    expect(text).toContain('  Cid: CZK −0.40');
  });

  it('shows the limit when it applied', () => {
    const big: Settlement = {
      ...settlement,
      items: [
        item({
          kind: 'betl',
          won: false,
          outcome: { code: 'tookTrick', trick: 4 },
          rate: 15,
          doubles: 6,
          amount: -960,
        }),
      ],
      total: -960,
      perDefender: -500,
      limited: true,
      money: [-20000, 10000, 10000],
    };
    const text = formatSettlement(big, CSM, 'cs');
    expect(text).toContain('aktér vzal 5. zdvih');
    expect(text).toContain('15 × 64 (flek, re, tutti, boty, ×2⁵, ×2⁶) = 960');
    expect(text).toContain('Limit 500: místo 960 se platí 500 [pravidla ČSM, čl. V odst. 9]');
    expect(text).toContain('Hráč 1 (aktér): −200,00 Kč');
    expect(text).toContain('Hráč 2: +100,00 Kč');
  });

  it('formats money amounts', () => {
    expect(formatMoney(40, 'cs')).toBe('0,40 Kč');
    expect(formatMoney(40, 'en')).toBe('CZK 0.40');
    expect(formatMoney(-1234, 'cs', true)).toBe('−12,34 Kč');
    // The real minus sign (U+2212), never the hyphen.
    expect(formatMoney(-820, 'cs')).toBe('\u22128,20 Kč');
    expect(formatMoney(-820, 'en')).toBe('CZK \u22128.20');
    expect(formatMoney(5, 'en', true)).toBe('CZK +0.05');
    expect(formatMoney(0, 'cs', true)).toBe('0,00 Kč');
  });
});

describe('who pays whom follows the payment (explainItem with payShape)', () => {
  const game = item({
    kind: 'game',
    outcome: { code: 'morePoints', declarer: 70, defence: 40 },
    red: 1,
    amount: 1,
  });
  const lost = item({
    kind: 'game',
    outcome: { code: 'morePoints', declarer: 40, defence: 70 },
    red: 1,
    amount: -1,
  });
  const settled = (
    money: number[],
    sides: Settlement['sides'],
    payment: Settlement['payment'],
  ): Settlement => ({
    items: [game],
    total: 1,
    perDefender: 1,
    limited: false,
    split: null,
    money,
    sides,
    payment,
    declarer: 0,
    points: { declarer: 70, defence: 40 },
  });

  it('křížový in pairs: each defender pays one of the declaring side, never "každý obránce → aktér"', () => {
    const s = settled([20, -20, 20, -20], ['declarer', 'defence', 'declarer', 'defence'], 'pairs');
    const shape = payShape(s);
    expect(shape).toEqual({ payment: 'pairs', declaring: 2, defending: 2 });
    expect(explainItem(game, CSM, 'cs', undefined, 'czech', shape).math).toBe(
      'každý obránce → jeden z volící strany: 1',
    );
    expect(explainItem(lost, CSM, 'cs', undefined, 'czech', shape).math).toBe(
      'každý z volící strany → jeden obránce: 1',
    );
    expect(explainItem(game, CSM, 'en', undefined, 'czech', shape).math).toBe(
      'each defender → one of the declaring side: 1',
    );
    expect(formatSettlement(s, CSM, 'cs')).toContain('Celkem (každý obránce → jeden z volící strany): 1');
  });

  it('lízaný one against one: "obránce → aktér", not "každý obránce"', () => {
    const shape = payShape(settled([20, -20], ['declarer', 'defence'], 'each'));
    expect(explainItem(game, CSM, 'cs', undefined, 'czech', shape).math).toBe('obránce → aktér: 1');
    expect(explainItem(lost, CSM, 'en', undefined, 'czech', shape).math).toBe('declarer → defender: 1');
  });

  it('the declarer alone against two or three (and a settlement without sides) keeps "každý obránce → aktér"', () => {
    const four = payShape(
      settled([60, -20, -20, -20], ['declarer', 'defence', 'defence', 'defence'], 'each'),
    );
    expect(explainItem(game, CSM, 'cs', undefined, 'czech', four).math).toBe('každý obránce → aktér: 1');
    const byHand = payShape(settled([40, -20, -20], undefined, undefined));
    expect(byHand).toEqual({ payment: 'each', declaring: 1, defending: 2 });
    expect(explainItem(game, CSM, 'cs', undefined, 'czech', byHand).math).toBe('každý obránce → aktér: 1');
  });
});
