/**
 * The verdict words checked against the solver's data they describe: on random positions every line names
 * exactly the refutation's cards up to the turning trick, in order and in the deck's words; the cost names
 * exactly the changed items and the money of the loss; plus exact sentences for hand-built positions and
 * the seat view's counts of layouts with Czech plurals and prepositions.
 */
import { describe, expect, it } from 'vitest';
import {
  type Analysis,
  type Card,
  CARDS,
  type CardVerdict,
  type HandState,
  createRng,
  fromPosition,
  parsePosition,
} from '../../../src-shared/index.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { type Deck, type Lang, cardName, componentName, theCard } from '../../../src-shared/explain/names.ts';
import {
  baseUnits,
  costlyChange,
  czechFrom,
  czechIn,
  describeSeatStats,
  explainAnalysis,
  explainVerdict,
  namedChanges,
  outcomeWon,
} from '../../../src-shared/explain/verdict.ts';
import { CONTRACTS, endPosition } from '../../support/deals.ts';

const LANGS: readonly Lang[] = ['cs', 'en'];
const DECKS: readonly Deck[] = ['czech', 'french'];

/** Raw card codes, code words and placeholders must never reach a reader. */
const INTERNAL =
  /\b[HBLA][789XUOKA]\b|undefined|null|NaN|\[object|turnsAt|refutation|sevenKilled|morePoints|rules\/|\.ts\b/;

/** How the line names a card. */
const named = (c: Card, lang: Lang, deck: Deck) =>
  lang === 'cs' ? cardName(c, lang, deck, 'acc') : theCard(c, lang, deck);

/** The refutation's cards up to the end of the trick `until`, counted from the trick structure alone. */
function cardsUntil(state: HandState, refutation: readonly Card[], until: number): Card[] {
  const inTrick = state.trick?.cards.length ?? 0;
  const tricks = state.tricks.length;
  return refutation.filter((_, i) => tricks + Math.floor((inTrick + i) / 3) <= until);
}

/** Every occurrence of any card's name in `text`, in the order they appear. */
function cardsNamedIn(text: string, lang: Lang, deck: Deck): Card[] {
  const hits: { at: number; card: Card }[] = [];
  for (const c of CARDS) {
    const n = named(c, lang, deck);
    for (let at = text.indexOf(n); at >= 0; at = text.indexOf(n, at + 1)) hits.push({ at, card: c });
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.card);
}

function position(json: unknown): HandState {
  const p = parsePosition(json);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  const s = fromPosition(p.value);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

describe('verdict words on random positions', () => {
  const rng = createRng(15);
  const cases: { state: HandState; analysis: Analysis }[] = [];
  for (let i = 0; i < 300; i++) {
    const state = endPosition(rng, CONTRACTS[i % CONTRACTS.length]!, 3 + (i % 5), i % 3);
    cases.push({ state, analysis: analyze(state) });
  }
  const losing = cases.flatMap(({ state, analysis }) =>
    analysis.cards.filter((v) => v.loss > 0).map((v) => ({ state, analysis, v })),
  );

  it('has enough losing cards to say something', () => {
    expect(losing.length).toBeGreaterThan(50);
    // Declarer and defence to move, suit games and games without trumps, turns before the last trick.
    expect(new Set(losing.map((l) => l.analysis.side)).size).toBe(2);
    expect(losing.some((l) => l.state.game !== 'suit')).toBe(true);
    expect(losing.some((l) => l.v.turnsAt !== null && l.v.turnsAt < 9)).toBe(true);
  });

  it('names exactly the refutation up to the turning trick, in order, in the deck on screen', () => {
    for (const { state, analysis, v } of losing)
      for (const lang of LANGS)
        for (const deck of DECKS) {
          const w = explainVerdict(state, analysis, v.card, lang, { deck });
          const expected = cardsUntil(state, v.refutation!, v.turnsAt ?? state.tricks.length);
          expect(w.cards).toEqual(expected);
          expect(w.cards[0]).toBe(v.card);
          expect(cardsNamedIn(w.line, lang, deck)).toEqual(expected);
          if (v.turnsAt === null) expect(w.line).toMatch(/včas|in time/);
          else if (v.turnsAt === 9) expect(w.line).toMatch(/poslední zdvih|last trick/);
          else
            expect(w.line).toContain(
              lang === 'cs' ? `Po ${v.turnsAt + 1}. zdvihu` : `After trick ${v.turnsAt + 1}`,
            );
        }
  });

  it('names exactly the changed items and the money of the loss', () => {
    for (const { state, analysis, v } of losing)
      for (const lang of LANGS) {
        const w = explainVerdict(state, analysis, v.card, lang);
        const parts = w.cost.split(', ');
        const named = namedChanges(v);
        // Every item left unnamed changed only the points it was decided by.
        for (const c of v.changes.filter((c) => !named.includes(c))) {
          expect(c.amount === 0).toBe(true);
          expect(outcomeWon(c.before!)).toBe(outcomeWon(c.after!));
        }
        const itemParts = parts.filter((p) => /^(o \d|\d+ points fewer|[−+])/i.test(p) === false);
        expect(itemParts).toHaveLength(named.length);
        named.forEach((c, i) => expect(itemParts[i]!.toLowerCase()).toContain(componentName(c.kind, lang)));
        const money = `−${baseUnits(v.loss, lang)}`;
        expect(parts.at(-1)!.startsWith(money)).toBe(true);
        expect(w.best).toBe(false);
      }
  });

  it('gives every card a label and a best card what it keeps, with no internal names', () => {
    for (const { state, analysis } of cases)
      for (const lang of LANGS) {
        const words = explainAnalysis(state, analysis, lang, { deck: 'french' });
        expect(words.map((w) => w.card)).toEqual(analysis.cards.map((c) => c.card));
        for (const w of words) {
          for (const text of [w.label, w.cost, w.line]) expect(text).not.toMatch(INTERNAL);
          expect(w.label.length).toBeGreaterThan(0);
          expect(w.cost.length).toBeGreaterThan(0);
        }
        const worst = Math.max(...analysis.cards.map((c) => c.loss));
        for (const w of words.filter((x) => x.best)) {
          expect(w.line).toBe('');
          expect(w.cards).toEqual([]);
          if (worst > 0) expect(w.cost).toContain(baseUnits(worst, lang));
        }
      }
  });

  it('labels betl and durch by whether they hold, and a loss by the item that costs most', () => {
    for (const { state, analysis } of cases)
      for (const v of analysis.cards) {
        const w = explainVerdict(state, analysis, v.card, 'cs');
        if (state.game !== 'suit') {
          expect(w.label).toBe(
            `${componentName(state.game!, 'cs')} ${v.outcome!.brokenAt === null ? 'drží' : 'padne'}`,
          );
          continue;
        }
        const turned = v.changes.find((c: CardVerdict['changes'][number]) =>
          c.before && c.after ? outcomeWon(c.before) !== outcomeWon(c.after) : false,
        );
        // The item that costs most, with its owner; else a turned item; else the points.
        const costly = costlyChange(v);
        if (costly) {
          expect(costly.amount).toBe(Math.min(...v.changes.map((c) => c.amount)));
          expect(w.label).toContain(componentName(costly.kind, 'cs'));
          expect(w.label).toContain(costly.side === 'declarer' ? 'aktéra' : 'obrany');
        } else if (turned) expect(w.label).toContain(componentName(turned.kind, 'cs'));
        else expect(w.label).toMatch(/^\d+ : \d+ bod/);
      }
  });
});

describe('verdict words on hand-built positions', () => {
  // Six tricks played; the declarer (seat 1, leaves trumps, seven announced) leads to trick 7.
  const SEVEN = position({
    rules: 'csm',
    dealer: 1,
    declarer: 1,
    trump: 'L',
    announced: { seven: true },
    doubles: { game: 1 },
    hands: ['H8 H9 HK LU', 'HU B8 L7 L8', 'H7 B9 BA LK'],
    talon: 'BO BK',
    tricks: [
      ['HX', 'HA', 'HO'],
      ['LX', 'L9', 'LA'],
      ['BX', 'B7', 'BU'],
      ['AU', 'AK', 'AX'],
      ['A9', 'A7', 'AA'],
      ['AO', 'LO', 'A8'],
    ],
  });

  it.each<[Lang, Card, string, string, string]>([
    [
      'cs',
      'L8',
      'sedma aktéra prohraná',
      'O 10 bodů méně, sedma aktéra prohraná, tiché sto obrany vyhrané, hra aktéra se neplatí, −6 základů od každého obránce',
      '7. zdvih: vyneseš zelenou osmu, obrana zahraje zeleného krále a zeleného spodka; bere ho obrana. ' +
        '8. zdvih: obrana vynese kulové eso a zahraje červenou osmu, zahraješ kulovou osmu; bere ho obrana. ' +
        '9. zdvih: obrana vynese kulovou devítku a zahraje červenou devítku, zahraješ zelenou sedmu; bereš ho ty. ' +
        'Po 9. zdvihu už se ztráta nedá odvrátit.',
    ],
    [
      'en',
      'L8',
      "the declarer's seven lost",
      "10 points fewer, the declarer's seven lost, the defence's silent hundred won, the declarer's game no longer counts, −6 units of the base from each defender",
      'Trick 7: you lead the eight of leaves, the defence plays the king of leaves and the Unter of leaves; the defence takes it. ' +
        'Trick 8: the defence leads the ace of bells and plays the eight of hearts, you play the eight of bells; the defence takes it. ' +
        'Trick 9: the defence leads the nine of bells and plays the nine of hearts, you play the seven of leaves; you take it. ' +
        'After trick 9 the loss can no longer be undone.',
    ],
    [
      'cs',
      'HU',
      '20 : 90 bodů',
      'Drží sedmu; nepustí tiché sto obrany; jiná karta stojí až 6 základů od každého obránce.',
      '',
    ],
    [
      'en',
      'HU',
      '20 : 90 points',
      "Keeps the seven; stops the defence's silent hundred; another card costs up to 6 units of the base from each defender.",
      '',
    ],
  ])('seven lost in the ninth trick (%s, %s)', (lang, card, label, cost, line) => {
    const w = explainVerdict(SEVEN, analyze(SEVEN), card, lang);
    expect([w.label, w.cost, w.line]).toEqual([label, cost, line]);
  });

  it('names the French deck in the same line', () => {
    const w = explainVerdict(SEVEN, analyze(SEVEN), 'L8', 'cs', { deck: 'french' });
    expect(w.line).toContain('vyneseš pikovou osmu, obrana zahraje pikového krále a pikového kluka');
    expect(w.cards).toEqual(['L8', 'LK', 'LU', 'BA', 'H8', 'B8', 'B9', 'H9', 'L7']);
  });

  // A defender (seat 1) to lead to trick 8 against the declarer's flekked hundred in bells.
  const HUNDRED = position({
    rules: 'csm',
    dealer: 0,
    declarer: 0,
    trump: 'B',
    announced: { seven: true, hundred: true },
    doubles: { seven: 2 },
    hands: ['H7 HO HA', 'H9 LO AU', 'H8 BK A8'],
    talon: 'BU L9',
    tricks: [
      ['BA', 'B9', 'BO'],
      ['L8', 'LA', 'L7'],
      ['BX', 'B7', 'B8'],
      ['HU', 'HK', 'HX'],
      ['A9', 'AA', 'A7'],
      ['LX', 'LU', 'LK'],
      ['AX', 'AK', 'AO'],
    ],
  });

  it.each<[Lang, Card, string, string, string]>([
    [
      'cs',
      'A8',
      // The declarer's hundred is lost either way; the card lets it lose by less (20 → 30 of its points).
      'sto aktéra: 20 → 30 bodů (−4 základy)',
      'O 10 bodů méně, sto aktéra: 20 → 30 bodů (−4 základy), −4 základy',
      '8. zdvih: vyneseš žaludskou osmu, aktér zahraje červenou sedmu, spoluhráč zahraje žaludského spodka; bere ho spoluhráč. ' +
        '9. zdvih: spoluhráč vynese červenou devítku, zahraješ červenou osmu, aktér zahraje červené eso; bere ho aktér. ' +
        'Po 9. zdvihu už se ztráta nedá odvrátit.',
    ],
    ['en', 'BK', '110 : 20 points', 'Another card costs up to 4 units of the base.', ''],
  ])('a defender lets the hundred through (%s, %s)', (lang, card, label, cost, line) => {
    const w = explainVerdict(HUNDRED, analyze(HUNDRED), card, lang);
    expect([w.label, w.cost, w.line]).toEqual([label, cost, line]);
  });
});

describe('cost words: the owner and the change of each item, the label the item that costs', () => {
  // The defence (seat 2, to play trick 9 in bells' game, flekked) holds a silent hundred at 110 with the
  // best card; B7 lets it shrink to 100 and loses the defence's silent seven.
  const SHRINK = position({
    rules: 'csm',
    dealer: 2,
    declarer: 1,
    trump: 'B',
    doubles: { game: 1 },
    hands: ['A7 AU', 'A9 AK', 'B7 A8'],
    talon: 'B8 LO',
    tricks: [
      ['LK', 'L8', 'LA'],
      ['AO', 'AX', 'AA'],
      ['H9', 'HU', 'HO'],
      ['B9', 'BU', 'BK'],
      ['HK', 'HA', 'HX'],
      ['LX', 'L7', 'BO'],
      ['H8', 'L9', 'H7'],
      ['BA', 'LU', 'BX'],
    ],
  });

  it.each<[Lang, string, string]>([
    [
      'cs',
      'tiché sto obrany: 110 → 100 bodů (−4 základy)',
      'O 10 bodů méně, tiché sto obrany: 110 → 100 bodů (−4 základy), tichá sedma obrany se neplatí, −5 základů',
    ],
    [
      'en',
      "the defence's silent hundred: 110 → 100 points (−4 units of the base)",
      "10 points fewer, the defence's silent hundred: 110 → 100 points (−4 units of the base), the defence's silent seven no longer counts, −5 units of the base",
    ],
  ])(
    'names the owner of a hundred that shrinks and its points before and after (%s)',
    (lang, label, cost) => {
      const analysis = analyze(SHRINK);
      expect(analysis.side).toBe('defence');
      const v = analysis.cards.find((c) => c.card === 'B7')!;
      const hundred = v.changes.find((c) => c.kind === 'silentHundred')!;
      // What the words say is the settlement's: the defence's item, 110 → 100 points, 4 units lost.
      expect(hundred).toMatchObject({
        side: 'defence',
        before: { code: 'hundred', counted: 110, total: 110 },
        after: { code: 'hundred', counted: 100, total: 100 },
        amount: -4,
      });
      const w = explainVerdict(SHRINK, analysis, 'B7', lang);
      expect([w.label, w.cost]).toEqual([label, cost]);
      // Never the bare "vyhrané (−4 základy)" that reads as a hundred won against the defender.
      expect(w.cost).not.toMatch(/sto vyhrané \(|hundred won \(/);
    },
  );

  // House rates with the game at 0: the defender (seat 1, to play) who lets the declarer's game be lost
  // (good news, worth nothing) loses the defence's silent seven (1 rate, doubled).
  const RATE0 = position({
    rules: { preset: 'csm', rates: { game: 0 } },
    dealer: 1,
    declarer: 0,
    trump: 'L',
    doubles: { game: 2 },
    hands: ['H9 B8', 'H8 L7', 'BX AO'],
    talon: 'BK L8',
    tricks: [
      ['AX', 'A7', 'AK'],
      ['LA', 'LO', 'L9'],
      ['BA', 'BO', 'B9'],
      ['AU', 'A8', 'A9'],
      ['HK', 'HX', 'HO'],
      ['HA', 'H7', 'HU'],
      ['B7', 'LU', 'BU'],
      ['LX', 'AA', 'LK'],
    ],
  });

  it.each<[Lang, string, string]>([
    ['cs', 'tichá sedma obrany se neplatí', 'Tichá sedma obrany se neplatí, hra aktéra prohraná, −1 základ'],
    [
      'en',
      "the defence's silent seven no longer counts",
      "The defence's silent seven no longer counts, the declarer's game lost, −1 unit of the base",
    ],
  ])('labels a loss by the item that costs, not a turned item rated 0 (%s)', (lang, label, cost) => {
    const analysis = analyze(RATE0);
    expect(analysis.side).toBe('defence');
    const v = analysis.cards.find((c) => c.card === 'L7')!;
    expect(v.loss).toBe(1);
    // The declarer's game turns to lost (rated 0: no money), the defence's silent seven is gone.
    expect(v.changes.find((c) => c.kind === 'game')).toMatchObject({ side: 'declarer', amount: 0 });
    expect(v.changes.find((c) => c.kind === 'silentSeven')).toMatchObject({ side: 'defence', after: null });
    const w = explainVerdict(RATE0, analysis, 'L7', lang);
    expect([w.label, w.cost]).toEqual([label, cost]);
  });
});

describe('the seat view in counts of layouts', () => {
  it.each<[number, string, string]>([
    [1, 'v 1', 'z 1'],
    [2, 've 2', 'ze 2'],
    [3, 've 3', 'ze 3'],
    [4, 've 4', 'ze 4'],
    [5, 'v 5', 'z 5'],
    [6, 'v 6', 'ze 6'],
    [7, 'v 7', 'ze 7'],
    [11, 'v 11', 'z 11'],
    [12, 've 12', 'ze 12'],
    [15, 'v 15', 'z 15'],
    [17, 'v 17', 'ze 17'],
    [25, 've 25', 'ze 25'],
    [50, 'v 50', 'z 50'],
    [100, 've 100', 'ze 100'],
    [150, 've 150', 'ze 150'],
    [240, 've 240', 'ze 240'],
    [500, 'v 500', 'z 500'],
    [1000, 'v 1000', 'z 1000'],
  ])('%i takes "%s" and "%s"', (n, inn, from) => {
    expect(czechIn(n)).toBe(inn);
    expect(czechFrom(n)).toBe(from);
  });

  it.each<[number, number, number, boolean, string, string]>([
    [1, 1, 12, false, 'nejlepší ve všech 12 zkoušených rozloženích', 'výhra ve všech 12'],
    [0.75, 0.5, 4, false, 'nejlepší ve 3 ze 4 zkoušených rozložení', 'výhra ve 2 ze 4'],
    [0, 0, 12, true, 'nejlepší v žádném ze 12 možných rozložení', 'výhra v žádném ze 12'],
    [1, 0, 1, true, 'nejlepší v jediném možném rozložení', 'bez výhry'],
    [0.2, 0.6, 5, false, 'nejlepší v 1 z 5 zkoušených rozložení', 'výhra ve 3 z 5'],
  ])('cs: keeps %f, wins %f of %i', (keeps, wins, n, exact, k, w) => {
    const words = describeSeatStats({ keeps, wins, meanValue: 1.5 }, n, 'cs', { exact, side: 'declarer' });
    expect([words.keeps, words.wins, words.mean]).toEqual([k, w, 'průměrně +1,5 základu']);
  });

  it.each<[number, number, number, boolean, string, string]>([
    [1, 1, 12, false, 'the best in all 12 layouts tried', 'a win in all 12'],
    [0.75, 0.5, 4, true, 'the best in 3 of 4 layouts possible', 'a win in 2 of 4'],
    [0, 1, 1, false, 'not the best in the only layout tried', 'a win'],
  ])('en: keeps %f, wins %f of %i', (keeps, wins, n, exact, k, w) => {
    const words = describeSeatStats({ keeps, wins, meanValue: 2 }, n, 'en', { exact, side: 'defence' });
    expect([words.keeps, words.wins, words.mean]).toEqual([k, w, 'on average −2 units of the base']);
  });
});
