/**
 * The English name of each section of the documents without articles (001 … 004): its part's title in
 * the rulebook, which the explain formatter names when it cites a section in English. Kept apart from
 * the documents so that wording a citation does not load the whole rulebook (the table's page would
 * download every document's text); tests/unit/rulebook/section-names.test.ts holds it equal to the
 * documents' titles.
 */
import type { DocId } from '../explain/citation.ts';

export const SECTION_NAME_EN: Readonly<Record<Exclude<DocId, '000'>, Readonly<Record<string, string>>>> = {
  '001': {
    'Základní předpisy a zákony': 'The cards and what the game is about',
    Rozdávání: 'The deal',
    Volba: 'Choosing trumps',
    Talón: 'The talon',
    'Průběh hry': 'One against two; “Suit?”',
    Sehrávka: 'Playing the tricks',
    'Počítání na desítky': 'Points, marriages, the seven and the hundred',
    'Kategorie mariáše a jejich bodové hodnocení': 'What each game is worth',
    Betl: 'Betl (the beggar)',
    Durch: 'Durch',
    'Vyložený žebrák a vyložený durch': 'Open betl and open durch',
    'Dvě sedmy': 'Two sevens',
    'Flek-re': 'Double and redouble',
    'Příklady počítání': 'Worked examples',
    'Mariáš licitovaný': 'Licitovaný mariáš (with an auction)',
    'Stupně licitace': 'The steps of the auction',
    'Příklad licitace': 'An auction, step by step',
  },
  '002': {
    I: 'Auction ladder and rates',
    II: 'Play at the table',
    III: 'Two sevens',
    IV: 'Revokes (renonc)',
    V: 'Who calls a revoke, and until when',
  },
  '003': {
    Mariáš: 'Cards, the deal, contracts and play',
    'Open Betl': 'Open betl',
    'Open Durch': 'Open durch',
    'Sedma (Seven)': 'The seven',
    'Seven Against': 'Seven against',
    'Sto (100)': 'The hundred',
    '100 Against': 'Hundred against',
    'Game Points': 'Game points',
    'Four hand Mariáš': 'Four-hand mariáš',
    'Lízaný Mariáš': 'Lízaný mariáš for two',
    'Licitovaný Mariáš': 'Licitovaný mariáš (auction)',
  },
  '004': {
    'Nastavení hry': 'What it lets you set',
    'Volený mariáš': 'Volený mariáš in brief',
    Rozdávání: 'The deal and the blind choice',
    'Než začne hra': 'Suit? Good or Bad',
    Flekování: 'Doubling',
    Bodování: 'Points: 190 in all',
    Sehrávka: 'How a trick is played',
    Sedma: 'The seven and the silent seven',
    Sto: 'The hundred and the silent hundred',
    'Sto a sedma': 'Hundred and seven',
    Betl: 'Betl',
    Durch: 'Durch',
    'Průběh hry': 'Calls during play',
  },
};
