/**
 * The house rules (document 001: a popular description of volený and licitovaný mariáš), retold in
 * our own words. The document has no articles: a part is one of its sections, keyed by its heading
 * exactly as the app cites it; paragraphs are numbered in our own order, except in "Kategorie …",
 * whose numbered items keep their numbers (the app cites item 10).
 */
import type { RuleDocument } from './types.ts';

export const HOUSE_RULES: RuleDocument = {
  doc: '001',
  title: { cs: 'Domácí pravidla', en: 'House rules' },
  intro: {
    cs: 'Populární popis voleného a licitovaného mariáše, jak se hraje doma a v hospodě. Od pravidel ČSM se liší hlavně penězi: betl a durch jsou levnější, zná vyložený betl a durch, sto roste pomaleji a fleky končí u retutti. Aplikace tyto rozdíly nabízí jako předvolbu „domácí pravidla“. Tady jsou oddíly, na které aplikace odkazuje.',
    en: 'A popular description of volený and licitovaný mariáš as played at home and in the pub. It differs from the ČSM rules mainly in money: betl and durch are cheaper, there are open betl and open durch, a hundred grows more slowly and doubling stops at retutti. The app offers these differences as the “house rules” preset. Here are the sections the app refers to.',
  },
  parts: [
    {
      key: 'Talón',
      title: { cs: 'Talon', en: 'The talon' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Dvě karty stranou', en: 'Two cards set aside' },
          text: [
            {
              cs: 'Talon jsou dvě karty, které forhont po volbě trumfů odloží lícem dolů. Odkládá to, co mu nepomůže. Často se zbaví krátké barvy celé: když pak soupeři tu barvu vynesou, může jejich esa a desítky sebrat trumfem.',
              en: 'The talon is two cards forehand lays face down after choosing trumps. He puts away what will not help him. Often he empties a short suit entirely: when the opponents lead it later, he can take their aces and tens with a trump.',
            },
          ],
          examples: [
            {
              cs: 'Máš v ruce jen kulovou osmu a devítku. Odložíš obě a na kulové eso soupeřů pak můžeš dát trumf.',
              en: 'You hold only the eight and nine of bells. You lay both away, and when the opponents lead the ace of bells you can trump it.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Nikdy eso ani desítku', en: 'Never an ace or a ten' },
          text: [
            {
              cs: 'Eso ani desítku do talonu odložit nesmíš. Totéž říkají pravidla ČSM (čl. IV odst. 12) a aplikace ti to v barevné hře nedovolí.',
              en: 'You may not lay an ace or a ten in the talon. The ČSM rules say the same (art. IV §12), and the app will not let you do it in a suit game.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Trumf v talonu se ohlásí', en: 'A trump in the talon is announced' },
          text: [
            {
              cs: 'Odložíš-li do talonu trumf, musíš to soupeřům říct, i to, který to je. Pravidla ČSM odložení trumfu bez bodů dovolují a o ohlašování nemluví. Aplikace trumfy v talonu ukazuje všem v přehledu závazku.',
              en: 'If you lay a trump in the talon, you must tell the opponents, and which one it is. The ČSM rules allow a trump without points in the talon and say nothing about announcing it. The app shows the trumps in the talon to everyone in the contract panel.',
            },
          ],
        },
      ],
    },
    {
      key: 'Kategorie mariáše a jejich bodové hodnocení',
      title: { cs: 'Kolik která hra stojí', en: 'What each game is worth' },
      intro: {
        cs: 'Ceník domácích pravidel v jednotkách, které se pak násobí domluvenou částkou. Body jsou číslované stejně jako v dokumentu. Hrají-li se červené jako lepší barva, platí se všechno v červených dvakrát — hra 2, tichá sedma 2, hlášená sedma 4 a tak dál; netýká se to betlu a durchu, kde trumfy nejsou.',
        en: 'The house price list in units, later multiplied by the agreed stake. Items are numbered as in the document. If hearts are played as the better suit, everything in hearts is paid twice — game 2, silent seven 2, announced seven 4 and so on; this does not touch betl and durch, which have no trumps.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Obyčejná hra: 1', en: 'Plain game: 1' },
          text: [
            {
              cs: 'Hra bez dalšího závazku stojí jednu jednotku.',
              en: 'A game with nothing more announced is worth one unit.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Tichá sedma: 1', en: 'Silent seven: 1' },
          text: [
            {
              cs: 'Neohlášená sedma, která vezme poslední zdvih, stojí jednu jednotku.',
              en: 'An unannounced trump seven that takes the last trick is worth one unit.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Hlášená sedma: 2', en: 'Announced seven: 2' },
          text: [{ cs: 'Ohlášená sedma stojí dvě jednotky.', en: 'An announced seven is worth two units.' }],
        },
        {
          key: 4,
          title: { cs: 'Tiché sto: 2', en: 'Silent hundred: 2' },
          text: [
            {
              cs: 'Sto bodů uhraných bez ohlášení stojí dvě jednotky.',
              en: 'A hundred points made without announcing them are worth two units.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Hlášené sto: 4', en: 'Announced hundred: 4' },
          text: [
            { cs: 'Ohlášené sto stojí čtyři jednotky.', en: 'An announced hundred is worth four units.' },
          ],
        },
        {
          key: 6,
          title: { cs: 'Betl: 5', en: 'Betl: 5' },
          text: [
            {
              cs: 'Betl (žebrák) stojí pět jednotek. Pravidla ČSM ho mají za 15.',
              en: 'Betl (the beggar) is worth five units. The ČSM rules price it at 15.',
            },
          ],
        },
        {
          key: 7,
          title: { cs: 'Vyložený betl: 10', en: 'Open betl: 10' },
          text: [
            {
              cs: 'Betl, při kterém aktér po prvním zdvihu vyloží karty, stojí deset jednotek. Pravidla ČSM ho neznají.',
              en: 'A betl in which the declarer lays his cards face up after the first trick is worth ten units. The ČSM rules do not know it.',
            },
          ],
        },
        {
          key: 8,
          title: { cs: 'Durch: 10', en: 'Durch: 10' },
          text: [
            {
              cs: 'Durch stojí deset jednotek. Pravidla ČSM ho mají za 30.',
              en: 'Durch is worth ten units. The ČSM rules price it at 30.',
            },
          ],
        },
        {
          key: 9,
          title: { cs: 'Vyložený durch: 20', en: 'Open durch: 20' },
          text: [
            {
              cs: 'Durch s vyloženými kartami stojí dvacet jednotek.',
              en: 'A durch with the declarer’s cards laid open is worth twenty units.',
            },
          ],
        },
        {
          key: 10,
          title: {
            cs: 'Každých 10 bodů nad sto: půl hry',
            en: 'Every 10 points over a hundred: half a game',
          },
          text: [
            {
              cs: 'Za každou desítku bodů nad stovku se k hlášenému i tichému stu připočítá polovina ceny obyčejné hry.',
              en: 'For every ten points above a hundred, half the price of a plain game is added to a hundred, announced or silent.',
            },
            {
              cs: 'Sto tak roste pomalu. Podle pravidel ČSM (čl. V odst. 6) přibude za každou desítku celá sazba sta; anglický popis hry ji dokonce za každou desítku zdvojnásobí. V aplikaci si to vybereš v pravidlech partie.',
              en: 'So a hundred grows slowly. Under the ČSM rules (art. V §6) each ten adds the whole rate of the hundred; the English description of the game even doubles it for every ten. In the app you choose this in a session’s rules.',
            },
          ],
          examples: [
            {
              cs: 'Ohlášené sto uhrané se 130 body: 4 + 3 × ½ = 5,5 jednotky.',
              en: 'An announced hundred made with 130 points: 4 + 3 × ½ = 5.5 units.',
            },
          ],
        },
        {
          key: 11,
          title: { cs: 'Dvě sedmy: 8 a hra', en: 'Two sevens: 8 and the game' },
          text: [
            {
              cs: 'Dvě sedmy stojí osm jednotek a hra se k tomu platí zvlášť.',
              en: 'Two sevens are worth eight units, and the game is paid on top.',
            },
          ],
        },
        {
          key: 12,
          title: { cs: 'Dvě sedmy v červených: 16 a hra', en: 'Two sevens in hearts: 16 and the game' },
          text: [
            {
              cs: 'Jsou-li u dvou sedem trumfy červené, stojí šestnáct jednotek a hra se opět platí navíc.',
              en: 'With hearts as trumps, two sevens are worth sixteen units, and again the game is paid on top.',
            },
          ],
        },
      ],
    },
    {
      key: 'Flek-re',
      title: { cs: 'Flek a re', en: 'Flek and re' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Flek a odpověď re', en: 'Flek and the answer re' },
          text: [
            {
              cs: 'Když soupeř nevěří, že aktér svůj závazek splní, řekne „flek“. Aktér, který si je jistý, může odpovědět „re“. Každé takové slovo cenu zdvojnásobí.',
              en: 'When an opponent does not believe the declarer will make his contract, he says “flek”. A declarer who is sure of himself may answer “re”. Each such word doubles the price.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Na co se dá flekovat', en: 'What can be doubled' },
          text: [
            {
              cs: 'Flekovat se dá hra, sedma, sto i jakýkoli jiný závazek, každý zvlášť.',
              en: 'The game, the seven, the hundred and any other contract can be doubled, each on its own.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Čtyři stupně a dost', en: 'Four steps and no more' },
          text: [
            {
              cs: 'Stupně jdou takto: bez fleku 1×, flek 2×, re 4×, tutti 8×, retutti 16×. Retutti je poslední — výš se nejde.',
              en: 'The steps run: no double 1×, flek 2×, re 4×, tutti 8×, retutti 16×. Retutti is the last — it goes no higher.',
            },
            {
              cs: 'Pravidla ČSM (čl. V odst. 5) strop nemají a stupně jmenují jinak (flek, re, tutti, boty …); turnajová pravidla končí také čtvrtým flekem.',
              en: 'The ČSM rules (art. V §5) have no ceiling and name the steps differently (flek, re, tutti, boty …); the tournament rules also stop at the fourth double.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Bez fleku se nehraje', en: 'No double, no play' },
          text: [
            {
              cs: 'Když nikdo neflekoval obyčejnou hru v barvě, karty se obvykle složí a hra se zaplatí bez hraní; většinou i hra se sedmou. Vždy se hrají jen hry vyšší než sto.',
              en: 'When nobody doubled a plain suit game, the cards are usually put down and the game is paid without play; mostly a game with a seven too. Only games above a hundred are always played.',
            },
            {
              cs: 'V aplikaci je to volba pravidel, které hry se bez fleku nehrají; domácí předvolba skládá hru i hru se sedmou, předvolba ČSM jen samotnou hru.',
              en: 'In the app this is a rule option, which games are not played without a double; the house preset puts down the game and the game with a seven, the ČSM preset only the plain game.',
            },
          ],
        },
      ],
    },
  ],
};
