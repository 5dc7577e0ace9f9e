/**
 * The English description of the game (document 003), retold in our own words: the sections the app
 * cites. The document has no articles: a part is a section, keyed by its heading exactly as the app
 * cites it; paragraphs are numbered in our own order.
 */
import type { RuleDocument } from './types.ts';

export const ENGLISH_DESCRIPTION: RuleDocument = {
  doc: '003',
  title: { cs: 'Anglický popis hry', en: 'English description of the game' },
  intro: {
    cs: 'Anglicky psaný popis mariáše pro hráče, kteří ho neznají: karty a jejich obdoba ve francouzských kartách, rozdávání, závazky včetně vyloženého betlu a durchu, tabulka bodů a varianty pro čtyři a dva hráče. V některých věcech se od pravidel ČSM liší; tady jsou oddíly, na které aplikace odkazuje.',
    en: 'A description of mariáš in English for players who do not know it: the cards and their French-suited equivalents, the deal, the contracts including open betl and open durch, a table of game points, and variants for four and for two players. It differs from the ČSM rules in places; here are the sections the app refers to.',
  },
  parts: [
    {
      key: 'Open Betl',
      title: { cs: 'Vyložený betl', en: 'Open betl' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Betl s kartami na stole', en: 'Betl with the cards on the table' },
          text: [
            {
              cs: 'Cíl je stejný jako u betlu: aktér nesmí vzít žádný zdvih a trumfy nejsou. Rozdíl je v tom, že po prvním zdvihu (ve kterém se také musí vyhnout braní) položí aktér všechny své karty lícem nahoru.',
              en: 'The aim is the same as in betl: the declarer must take no trick, and there are no trumps. The difference is that after the first trick (in which he must avoid taking it too) the declarer lays all his cards face up.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Rozhodne porovnání', en: 'Settled by comparison' },
          text: [
            {
              cs: 'Podle tohoto popisu se pak už nehraje, jen porovnává: každá vyložená karta musí být v barvě nejnižší ze všech, které ještě zbývají. Drží-li soupeř v některé barvě kartu, kterou by některá z aktérových karet přebila, vyhrávají soupeři.',
              en: 'In this description the play then stops and the hands are compared: each card laid open must be the lowest left in its suit. If an opponent holds a card in a suit that one of the declarer’s cards would beat, the opponents win.',
            },
            {
              cs: 'Domácí pravidla to popisují jinak: po prvním zdvihu vyloží karty aktér i soupeři a hraje se dál, přičemž se soupeři smějí otevřeně domlouvat. Aplikace po prvním zdvihu odkryje karty aktéra a hraje se dál; karty obránců zůstanou skryté.',
              en: 'The house rules tell it differently: after the first trick the declarer and the opponents all lay their cards down and play goes on, the opponents free to plan together aloud. The app turns the declarer’s cards face up after the first trick and play goes on; the defenders’ cards stay hidden.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Cena', en: 'Its worth' },
          text: [
            {
              cs: 'Vyložený betl stojí 10 bodů, dvakrát víc než obyčejný betl (5) — stejně jako v domácích pravidlech. Pravidla ČSM vyložený betl neznají, proto ho aplikace nabízí jen s domácími pravidly.',
              en: 'Open betl is worth 10 points, twice a plain betl (5) — as in the house rules. The ČSM rules have no open betl, so the app offers it only under the house rules.',
            },
          ],
        },
      ],
    },
    {
      key: 'Open Durch',
      title: { cs: 'Vyložený durch', en: 'Open durch' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Durch s kartami na stole', en: 'Durch with the cards on the table' },
          text: [
            {
              cs: 'Jako u durchu chce aktér vzít všechny zdvihy a trumfy nejsou. První zdvih musí vzít, a pak položí zbylých devět karet lícem nahoru.',
              en: 'As in durch the declarer means to take every trick, and there are no trumps. He must win the first trick, and then lays his remaining nine cards face up.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Rozhodne porovnání', en: 'Settled by comparison' },
          text: [
            {
              cs: 'I tady se podle popisu už nehraje: každá vyložená karta musí být nejvyšší, která v její barvě zbývá. Má-li soupeř v některé barvě kartu vyšší než aktér, vyhrávají soupeři.',
              en: 'Here too the description stops the play: each card laid open must be the highest left in its suit. If an opponent holds a higher card in a suit the declarer holds, the opponents win.',
            },
            {
              cs: 'Aplikace místo porovnání hraje dál s odkrytými kartami aktéra, stejně jako u vyloženého betlu.',
              en: 'Instead of comparing, the app plays on with the declarer’s cards face up, as in open betl.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Cena', en: 'Its worth' },
          text: [
            {
              cs: 'Vyložený durch stojí 20 bodů, dvakrát víc než durch (10), jako v domácích pravidlech. Pravidla ČSM ho neznají.',
              en: 'Open durch is worth 20 points, twice a durch (10), as in the house rules. The ČSM rules do not know it.',
            },
          ],
        },
      ],
    },
    {
      key: 'Game Points',
      title: { cs: 'Body za hru', en: 'Game points' },
      intro: {
        cs: 'Po každé hře si hráči předají body podle tabulky: splní-li aktér závazek, dostane je od každého soupeře, jinak je každému dá. Fleky body dál násobí.',
        en: 'After each hand the players exchange points by a table: if the declarer makes his contract he collects from each opponent, otherwise he pays each one. Doubles multiply the points further.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Hry', en: 'The games' },
          text: [
            {
              cs: 'Hra v barvě 1 bod, betl 5, durch 10, vyložený betl 10, vyložený durch 20. Jsou-li trumfy červené, zdvojnásobí se všechno, co se v té hře platí.',
              en: 'A suit game 1 point, betl 5, durch 10, open betl 10, open durch 20. With hearts as trumps, everything paid in that hand is doubled.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Sedma', en: 'The seven' },
          text: [
            {
              cs: 'Poslední zdvih vzatý trumfovou sedmou bez ohlášení 1 bod, ohlášený (aktérem, nebo obranou jako sedma proti) 2 body. Kdo vezme poslední zdvih, do kterého jiný hráč zahrál trumfovou sedmu, dostane 1 bod, u ohlášené sedmy 2. Neuhraná ohlášená sedma dá soupeřům 2 body.',
              en: 'The last trick taken with the trump seven unannounced 1 point, announced (by the declarer, or by the defence as seven against) 2 points. Whoever wins the final trick to which someone else contributed the seven of trumps gets 1 point, 2 if that seven was announced. A failed announced seven gives the other side 2 points.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Sto: dvojnásobek za každých 10 bodů', en: 'The hundred: double for every 10 points' },
          text: [
            {
              cs: 'Tiché sto stojí 2 body, ohlášené 4, a s každou desítkou bodů nad sto se částka zdvojnásobí. Do toho, zda se sto vůbec uhrálo, se počítá jen jedna hláška; když uhrané je, přičtou se k přebytku i ostatní. Sto aktéra nahradí cenu samotné hry.',
              en: 'A silent hundred is worth 2 points, an announced one 4, and every ten points above a hundred doubles the amount. Only one marriage counts towards reaching the hundred; once it is reached, the others add to the surplus too. The declarer’s hundred replaces the price of the game itself.',
            },
            {
              cs: 'Sto proti stojí 4 body, když aktér uhraje 90, a zdvojnásobí se za každou další desítku, která mu do sta chybí.',
              en: 'A hundred against is worth 4 points when the declarer makes 90, doubling for every further ten he falls short of a hundred.',
            },
            {
              cs: 'Takhle rychle sto neroste nikde jinde: podle pravidel ČSM (čl. V odst. 6) přibude za desítku jedna sazba sta, podle domácích pravidel polovina hry. Aplikace tento způsob nabízí jako jednu z voleb pravidel.',
              en: 'Nowhere else does a hundred grow this fast: under the ČSM rules (art. V §6) each ten adds one rate of the hundred, under the house rules half a game. The app offers this way as one of its rule options.',
            },
          ],
          examples: [
            {
              cs: 'Ohlášené sto se 120 body: 4 → 8 → 16 bodů.',
              en: 'An announced hundred with 120 points: 4 → 8 → 16 points.',
            },
          ],
        },
      ],
    },
  ],
};
