/**
 * The English description of the game (document 003), retold section by section in our own words. The
 * document has no articles: a part is a section, keyed by its heading exactly as the app cites it
 * ("Open Betl", "Game Points"); its untitled opening is keyed by its first word, "Mariáš". Paragraphs
 * are numbered in our own order.
 */
import type { RuleDocument } from './types.ts';

export const ENGLISH_DESCRIPTION: RuleDocument = {
  doc: '003',
  title: { cs: 'Anglický popis hry', en: 'English description of the game' },
  intro: {
    cs: 'Anglicky psaný popis mariáše pro hráče, kteří ho neznají: karty a jejich obdoba ve francouzských kartách, rozdávání, závazky včetně vyloženého betlu a durchu, tabulka bodů a varianty pro čtyři a dva hráče. V některých věcech se od pravidel ČSM liší — tady je celý popis oddíl po oddílu, s tím, kde přesně.',
    en: 'A description of mariáš in English for players who do not know it: the cards and their French-suited equivalents, the deal, the contracts including open betl and open durch, a table of game points, and variants for four and for two players. It differs from the ČSM rules in places — here is the whole description, section by section, with where exactly.',
  },
  parts: [
    {
      key: 'Mariáš',
      title: { cs: 'Karty, rozdání, závazky a hraní', en: 'Cards, the deal, contracts and play' },
      intro: {
        cs: 'Úvodní, nepojmenovaná část popisu: od karet po počítání bodů.',
        en: 'The opening, untitled part of the description: from the cards to counting the points.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Mariášové a francouzské karty', en: 'Czech and French cards' },
          text: [
            {
              cs: 'Hraje se s 32 kartami německého typu: červené, zelené, žaludy a kule, v každé osm karet od sedmy po eso. Nemáš-li je, poslouží francouzské karty bez dvojek až šestek: spodek je kluk, svršek dáma, zelené jsou piky, žaludy kříže, kule káry a červené srdce.',
              en: 'The game uses 32 German-suited cards: hearts, leaves, acorns and bells, each from seven to nine, then ten, under, over, king and ace. Without them, a French pack with the twos to sixes removed will do: the under is the jack, the over the queen, leaves are spades, acorns clubs, bells diamonds and hearts stay hearts.',
            },
            {
              cs: 'Aplikace umí ukázat oboje — francouzské názvy karet se řídí stejnou záměnou.',
              en: 'The app can show either — its French card names follow the same mapping.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Pořadí s trumfy a bez nich', en: 'Ranking with and without trumps' },
          text: [
            {
              cs: 'S trumfy jde od nejvyšší: eso, desítka, král, svršek, spodek, devítka, osma, sedma. Bez trumfů (betl, durch) klesne desítka pod spodka: eso, král, svršek, spodek, desítka, devítka, osma, sedma. Esa a desítky dávají body, proto jim popis říká „ostré“ karty.',
              en: 'With trumps, from the top: ace, ten, king, over, under, nine, eight, seven. Without trumps (betl, durch) the ten drops below the under: ace, king, over, under, ten, nine, eight, seven. Aces and tens score, which is why the description calls them “sharp” cards.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Místa, míchání a rozdání', en: 'Seats, shuffling and the deal' },
          text: [
            {
              cs: 'O místa a o prvního rozdávajícího se táhne po kartě; rozdávání pak jde po směru hodinových ručiček. Karty se míchají jen na začátku, o půlnoci a pak každé dvě hodiny; jinak se po hře jen sesbírají a hráč vpravo od rozdávajícího je musí sejmout.',
              en: 'Seats and the first dealer are drawn by cards; the deal then passes clockwise. The cards are shuffled only at the start, at midnight and every two hours after; otherwise they are just gathered after a hand, and the player on the dealer’s right must cut them.',
            },
            {
              cs: 'Rozdá se sedm forhontovi, pět dalšímu a pět rozdávajícímu, pak každému ještě pět. Míchání o půlnoci pravidla ČSM neznají; ta míchat nedovolují vůbec (čl. II odst. 9).',
              en: 'Seven go to forehand, five to the next player and five to the dealer, then five more to each. The ČSM rules know nothing of a midnight shuffle; they forbid shuffling altogether (art. II §9).',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Volba trumfů a závazky', en: 'Trumps and the contracts' },
          text: [
            {
              cs: 'Forhont si prohlédne svých sedm karet a jednu položí lícem dolů jako trumf, nebo ji naslepo vezme ze své pětice („z lidu“). Pak vybere závazek: hru v barvě (tu smí jen on), betl, durch, vyložený betl nebo vyložený durch. Chce-li víc než hru v barvě, vezme si trumfovou kartu zpět do ruky.',
              en: 'Forehand looks at his seven cards and lays one face down as trumps, or takes it blind from his five (“from the people”). He then picks a contract: a suit game (only he may), betl, durch, open betl or open durch. If he wants more than a suit game, the face-down trump returns to his hand.',
            },
            {
              cs: 'Odhodí dvě karty do talonu — ve hře v barvě ne eso ani desítku — a zeptá se postupně obou soupeřů. „Dobrá“ hru nechává, „špatná“ znamená, že soupeř vezme talon, odhodí dvě karty a nabídne vyšší závazek. Tak to jde, dokud poslední nabídku oba neschválí; u hry v barvě se pak otočí trumf.',
              en: 'He discards two cards to the talon — in a suit game no ace or ten — and asks each opponent in turn. “Good” lets the contract stand; “bad” means that opponent takes the talon, discards two and bids a higher contract. This goes on until both others approve the last bid; in a suit game the trump card is then turned up.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Hlášení a fleky', en: 'Announcements and doubles' },
          text: [
            {
              cs: 'Ve hře v barvě může aktér před hraním ohlásit sedmu, sto nebo obojí a soupeři sedmu proti nebo sto proti. Kdo hlásí sedmu, musí ji mít a nesmí ji zahrát před posledním zdvihem, ledaže nemá jinou povolenou kartu.',
              en: 'In a suit game the declarer may announce a seven, a hundred or both before play, and the opponents a seven against or a hundred against. Whoever announces a seven must hold it and may not play it before the last trick unless he has no other legal card.',
            },
            {
              cs: 'Soupeř může říct „flek“, aktér „re“, soupeři „tutti“ a podle tohoto popisu bez konce dál; každý krok zdvojnásobí cenu a každé hlášení se flekuje zvlášť. Domácí pravidla končí u retutti, turnajová čtvrtým flekem.',
              en: 'An opponent may double, the declarer redouble, the opponents say “tutti”, and by this description on without end; each step doubles the price, and each announcement is doubled on its own. The house rules stop at retutti, the tournament rules at the fourth double.',
            },
          ],
        },
        {
          key: 6,
          title: { cs: 'Hraní a body', en: 'Play and points' },
          text: [
            {
              cs: 'První zdvih vynáší aktér. Máš-li vynesenou barvu, musíš ji dát, a máš-li v ní kartu, která by zdvih právě vyhrála, musíš dát ji — ať zdvih zatím drží kdokoli. Nemáš-li barvu, trumfuješ, a to výš, než je trumf ve zdvihu, můžeš-li. Bez barvy i trumfu dáš cokoli.',
              en: 'The declarer leads to the first trick. If you hold the suit led you must play it, and if you have a card of it that would now win the trick you must play that — whoever holds the trick so far. Without the suit you trump, higher than any trump already in the trick if you can. With neither, play anything.',
            },
            {
              cs: 'Jinak než pravidla ČSM (čl. II odst. 6): tam do prvního zdvihu vynáší forhont, aktér jen v betlu a durchu. Ve voleném mariáši je ve hře v barvě aktérem forhont, takže to vyjde nastejno.',
              en: 'Unlike the ČSM rules (art. II §6): there forehand leads to the first trick, the declarer only in betl and durch. In volený mariáš the declarer of a suit game is forehand, so it comes to the same.',
            },
            {
              cs: 'Každé eso a desítka je za 10 bodů, poslední zdvih za 10. Hláška (král se svrškem) je za 20, v trumfech za 40, ale jen ve hře v barvě a jen když zahraješ svrška dřív než krále a ohlásíš ji. Aplikace nabízí obě pojetí hlášky jako volbu pravidel.',
              en: 'Each ace and ten is worth 10 points, the last trick 10. A marriage (king with over) is 20, or 40 in trumps, but only in a suit game and only if you play the over before the king and announce it. The app offers both ways of counting marriages as a rule option.',
            },
          ],
        },
      ],
    },
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
      key: 'Sedma (Seven)',
      title: { cs: 'Sedma', en: 'The seven' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Poslední zdvih trumfovou sedmou', en: 'The final trick with the seven of trumps' },
          text: [
            {
              cs: 'Ve hře v barvě dostane aktér prémii, když uhraje poslední zdvih trumfovou sedmou. Ohlášená předem se platí víc, ale když se nepovede, víc se i ztratí (oddíl „Game Points“).',
              en: 'In a suit game the declarer earns a bonus if he wins the final trick with the seven of trumps. Announced beforehand it pays more, and costs more when it fails (section “Game points”).',
            },
          ],
        },
      ],
    },
    {
      key: 'Seven Against',
      title: { cs: 'Sedma proti', en: 'Seven against' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Trumfová sedma v rukou obrany', en: 'The seven of trumps in the defence' },
          text: [
            {
              cs: 'Vezme-li poslední zdvih trumfovou sedmou soupeř aktéra, platí aktér. Soupeři ji mohou i předem ohlásit — pak je za ni víc.',
              en: 'If one of the declarer’s opponents wins the final trick with the seven of trumps, the declarer pays. The opponents may announce it beforehand too — it is then worth more.',
            },
            {
              cs: 'Aplikace sedmu proti zná (obrana ji hlásí v prvním kole komentování, podle pravidel ČSM čl. VII odst. 1); turnajová pravidla ji zakazují.',
              en: 'The app has seven against (the defence calls it in its first round of comments, as in the ČSM rules art. VII §1); the tournament rules forbid it.',
            },
          ],
        },
      ],
    },
    {
      key: 'Sto (100)',
      title: { cs: 'Sto', en: 'The hundred' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Sto bodů s jednou hláškou', en: 'A hundred points with one marriage' },
          text: [
            {
              cs: 'Aktér dostane prémii, když uhraje aspoň 100 bodů. Započítat si do nich smí jen jednu hlášku; další hlášky se do sta nepočítají.',
              en: 'The declarer earns a bonus if he makes at least 100 points. Only one marriage may count towards them; further marriages do not count towards the hundred.',
            },
            {
              cs: 'Kterou hlášku, popis neříká; pravidla ČSM (čl. VII odst. 1) berou první ohlášenou. Aplikace nabízí obojí — první, nebo tu nejcennější.',
              en: 'Which marriage, the description does not say; the ČSM rules (art. VII §1) take the first one announced. The app offers both — the first, or the most valuable.',
            },
          ],
        },
      ],
    },
    {
      key: '100 Against',
      title: { cs: 'Sto proti', en: 'Hundred against' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Sto bodů obrany', en: 'A hundred points for the defence' },
          text: [
            {
              cs: 'Uhrají-li oba soupeři dohromady aspoň 100 bodů, platí aktér. Také jim se počítá nanejvýš jedna hláška.',
              en: 'If the two opponents together make at least 100 points, the declarer pays. They too may count at most one marriage.',
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
    {
      key: 'Four hand Mariáš',
      title: { cs: 'Mariáš ve čtyřech', en: 'Four-hand mariáš' },
      intro: {
        cs: 'Obdoba křížového mariáše z pravidel ČSM (čl. VII odst. 2). Aplikace ho nehraje.',
        en: 'The counterpart of křížový mariáš in the ČSM rules (art. VII §2). The app does not play it.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Tajný spoluhráč', en: 'A secret partner' },
          text: [
            {
              cs: 'Hrají čtyři a stálé dvojice nejsou. Každý dostane nejdřív čtyři karty; forhont z nich jednu položí lícem dolů (její barva budou trumfy) a řekne hodnotu karty, ne barvu. Kdo má kartu té hodnoty v trumfové barvě, bude ve hře v barvě jeho spoluhráčem; nesmí to ale nijak dát najevo. Druzí dva hrají spolu.',
              en: 'Four play, with no fixed partnerships. Each first gets four cards; forehand lays one of his face down (its suit will be trumps) and names a rank, not a suit. Whoever holds the card of that rank in the trump suit will be his partner in a suit game, but must give no sign of it. The other two play together.',
            },
            {
              cs: 'Když má jmenovanou kartu forhont sám, hraje sám proti třem.',
              en: 'If forehand holds the named card himself, he plays alone against three.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Osm karet, žádný talon', en: 'Eight cards, no talon' },
          text: [
            {
              cs: 'Pak dostane každý další čtyři, celkem osm, a rozdají se všechny karty — talon není. Závazky se nabízejí jako ve třech: forhont může odkrýt trumf a hrát hru v barvě, nebo kartu vzít zpět a nabídnout víc. Body se počítají stejně; dvojice vyhrávají a prohrávají společně, kdo hraje sám, platí nebo bere od každého.',
              en: 'Then everyone gets four more, eight in all, and the whole pack is dealt — there is no talon. Contracts are bid as with three: forehand may turn the trump up for a suit game, or take the card back and bid higher. Scoring is the same; partners win and lose together, and whoever plays alone pays or collects from each.',
            },
          ],
        },
      ],
    },
    {
      key: 'Lízaný Mariáš',
      title: { cs: 'Lízaný mariáš ve dvou', en: 'Lízaný mariáš for two' },
      intro: {
        cs: 'Jednodušší hra pro dva, když třetí chybí. Aplikace ji nehraje.',
        en: 'A simpler game for two when a third player is missing. The app does not play it.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Rozdání a lízání', en: 'The deal and the drawing' },
          text: [
            {
              cs: 'Forhontem je ten, kdo nerozdává. Oba dostanou čtyři karty, forhont podle nich určí trumfy, pak oba další čtyři. Zbylých šestnáct karet leží rubem nahoru jako talon, ze kterého se líže. Hraje se vždy hra v barvě, betl ani durch nejsou; hlášení a fleky jako ve třech.',
              en: 'The player who does not deal is forehand. Both get four cards, forehand names trumps from them, then both get four more. The other sixteen cards lie face down as a stock to draw from. It is always a suit game, with no betl or durch; announcements and doubles work as with three.',
            },
            {
              cs: 'Dokud je v talonu co lízat (prvních osm zdvihů), nemusíš přiznávat barvu. Kdo zdvih vzal, lízne první, soupeř po něm. Když talon dojde, platí obvyklé povinnosti.',
              en: 'While there is still something to draw (the first eight tricks), you need not follow suit. Whoever won the trick draws first, the opponent next. Once the stock runs out, the usual duties apply.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Hlášky a placení', en: 'Marriages and payment' },
          text: [
            {
              cs: 'Hlášku ohlásíš, když vynášíš svrška a krále máš ještě v ruce. Počítá se jako ve třech: co jeden získá, druhý ztratí.',
              en: 'You announce a marriage when you play the over with the king still in hand. Scoring is as with three: what one gains, the other loses.',
            },
          ],
        },
      ],
    },
    {
      key: 'Licitovaný Mariáš',
      title: { cs: 'Licitovaný mariáš', en: 'Licitovaný mariáš (auction)' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Rozdání a žebříček', en: 'The deal and the ladder' },
          text: [
            {
              cs: 'Hrají tři. Každý dostane pět karet, dvě jdou doprostřed jako talon a pak každý dalších pět. Žebříček nabídek jde od nejnižší (popis sice píše opak, ale vypisuje ji první): sedma, sedma v červených, sto, sto a sedma, sto v červených, sto a sedma v červených, betl, durch, dvě sedmy, dvě sedmy se stem, dvě sedmy s červenými trumfy a tytéž se stem.',
              en: 'Three play. Each gets five cards, two go to the middle as the talon, then five more each. The ladder runs from the lowest bid (the description says the opposite but lists it first): seven, seven in hearts, hundred, hundred and seven, hundred in hearts, hundred and seven in hearts, betl, durch, two sevens, two sevens with a hundred, two sevens with hearts as trumps, and the same with a hundred.',
            },
            {
              cs: 'Je to stejný žebříček jako v turnajových pravidlech ČSM (čl. I). Betl je za 15, durch za 30, dvě sedmy za 40 — jako u ČSM; s červenými trumfy 60.',
              en: 'It is the same ladder as in the ČSM tournament rules (art. I). Betl is worth 15, durch 30, two sevens 40 — as with the ČSM; with hearts as trumps 60.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Jak se dražba vede', en: 'How the auction runs' },
          text: [
            {
              cs: 'Začíná hráč vpravo od rozdávajícího proti forhontovi: forhont smí jeho nabídku vyrovnat, on musí vždy přebít. Když jeden z nich pasuje, nastoupí proti vítězi rozdávající. Kdo podal poslední platnou nabídku, hraje ji, nebo cokoli vyššího.',
              en: 'The player on the dealer’s right starts against forehand: forehand may match his bid, he must always go higher. When one of them passes, the dealer takes on the winner. Whoever made the last valid bid plays it, or anything higher.',
            },
            {
              cs: 'Pasují-li oba první, může rozdávající vzít talon a hrát cokoli, nebo hru zahodit a rozdává další.',
              en: 'If the first two both pass, the dealer may take the talon and play anything, or throw the hand in for the next dealer.',
            },
            {
              cs: 'Pravidla ČSM (čl. VII odst. 3) dávají první slovo také zadákovi a forhontovi stačí říct „mám“.',
              en: 'The ČSM rules (art. VII §3) also give the first word to the rear hand, and forehand need only say “mám” (I have it).',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Složená sedma a talon', en: 'Folding a seven, and the talon' },
          text: [
            {
              cs: 'Vyhrál-li dražbu obyčejnou sedmou, smí se vítěz po pohledu do talonu vzdát bez hraní: každému soupeři dá 6 bodů a víc neriskuje — tomu turnajová pravidla říkají omyl.',
              en: 'If the auction was won with a plain seven, the winner may give up without play after looking at the talon: he pays each opponent 6 points and risks nothing more — the tournament rules call this a fold.',
            },
            {
              cs: 'Jinak vítěz vezme talon, odhodí dvě libovolné karty a určí trumfy (v betlu a durchu žádné, u červených nabídek vždy červené). Flek a sto proti se hlásí jako obvykle.',
              en: 'Otherwise the winner takes the talon, discards any two cards and names trumps (none in betl and durch, always hearts in the heart bids). Doubles and hundred against are called as usual.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Body navíc', en: 'Extra points' },
          text: [
            {
              cs: 'Kdo vezme většinu zdvihů (mimo betl a durch), dostane bod, jinak bod ztratí. Tichá sedma dává bod od každého, tiché sto dva body, zdvojené za každou desítku nad sto. V červených se všechno kromě základu hry zdvojnásobí.',
              en: 'Whoever takes most of the tricks (outside betl and durch) gains a point, or else loses one. A silent seven earns a point from each player, a silent hundred two points, doubled for each ten above a hundred. In hearts everything but the base score of the game doubles.',
            },
          ],
        },
      ],
    },
  ],
};
