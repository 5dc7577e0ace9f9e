/**
 * The house rules (document 001: a popular description of volený and licitovaný mariáš), retold
 * section by section in our own words. The document has no articles: a part is one of its sections,
 * keyed by its heading exactly as the app cites it ("Talón", "Flek-re"); paragraphs are numbered in
 * our own order, except in the sections the document numbers itself ("Sehrávka", "Kategorie …" — the
 * app cites item 10 — and "Stupně licitace"), which keep its numbers and are marked `numbered`.
 */
import type { RuleDocument } from './types.ts';

export const HOUSE_RULES: RuleDocument = {
  doc: '001',
  title: { cs: 'Domácí pravidla', en: 'House rules' },
  intro: {
    cs: 'Populární popis voleného a licitovaného mariáše, jak se hraje doma a v hospodě. Od pravidel ČSM se liší hlavně penězi: betl a durch jsou levnější, zná vyložený betl a durch, sto roste pomaleji a fleky končí u retutti. Aplikace tyto rozdíly nabízí jako předvolbu „domácí pravidla“. Tady je celý popis oddíl po oddílu, vlastními slovy.',
    en: 'A popular description of volený and licitovaný mariáš as played at home and in the pub. It differs from the ČSM rules mainly in money: betl and durch are cheaper, there are open betl and open durch, a hundred grows more slowly and doubling stops at retutti. The app offers these differences as the “house rules” preset. Here is the whole description, section by section, in our own words.',
  },
  parts: [
    {
      key: 'Základní předpisy a zákony',
      title: { cs: 'Karty a o co se hraje', en: 'The cards and what the game is about' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Tři hráči, 32 karet', en: 'Three players, 32 cards' },
          text: [
            {
              cs: 'Hrají tři s mariášovými kartami: 32 listů ve čtyřech barvách — červené (srdce), kule (bubny), zelené a žaludy. Nezáleží na tom, jestli mají figury jednu hlavu nebo dvě.',
              en: 'Three play with a mariáš pack: 32 cards in four suits — hearts, bells, leaves and acorns. Single- or double-headed picture cards make no difference.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Dvojí pořadí karet', en: 'The two orders of the cards' },
          text: [
            {
              cs: 'Karty mají dvě pořadí. Přirozené, jak jdou po sobě: sedma, osma, devítka, desítka, spodek, svršek, král, eso. A pořadí síly ve hře s trumfy, ve kterém desítka vyskočí hned pod eso: přebije sedmu až devítku i všechny tři figury.',
              en: 'The cards have two orders. The natural one, as they follow each other: seven, eight, nine, ten, under, over, king, ace. And the order of strength in a game with trumps, in which the ten jumps to just below the ace: it beats the seven to the nine and all three picture cards.',
            },
            {
              cs: 'V betlu a durchu platí přirozené pořadí (oddíly „Betl“ a „Durch“). Totéž říkají pravidla ČSM (čl. II odst. 1).',
              en: 'Betl and durch use the natural order (sections “Betl (the beggar)” and “Durch”). The ČSM rules say the same (art. II §1).',
            },
          ],
          examples: [
            {
              cs: 'Trumfy jsou žaludy, vynese se zelený král a ty máš zelenou desítku a svrška: musíš přebít, a tak dáš desítku.',
              en: 'Acorns are trumps, the king of leaves is led and you hold the ten and the over of leaves: you must beat it, so you play the ten.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Cíl: esa a desítky', en: 'The aim: aces and tens' },
          text: [
            {
              cs: 'Hraje se hlavně o esa a desítky. Body dává navíc poslední zdvih a každá hláška — svršek s králem stejné barvy v jedné ruce.',
              en: 'The game is mainly about aces and tens. The last trick scores too, and so does every marriage — the over and the king of one suit in one hand.',
            },
          ],
        },
      ],
    },
    {
      key: 'Rozdávání',
      title: { cs: 'Rozdávání', en: 'The deal' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Sedm, pět, pět; pak po pěti', en: 'Seven, five, five; then five each' },
          text: [
            {
              cs: 'Rozdávající dá nejdřív forhontovi (hráči po své levici) sedm karet, pak pět zadákovi (po své pravici) a pět sobě. Ve druhém kole dostane každý dalších pět, počínaje forhontem. Forhont tak má dvanáct karet, ostatní po deseti.',
              en: 'The dealer first gives forehand (the player on his left) seven cards, then five to the rear hand (on his right) and five to himself. In the second round everyone gets five more, starting with forehand. So forehand has twelve cards, the others ten each.',
            },
            {
              cs: 'Forhont smí zatím vzít do ruky jen prvních sedm karet; druhou pětici nechá ležet, dokud nezvolí trumfy. Stejně rozdávají pravidla ČSM (čl. VII odst. 1) i aplikace.',
              en: 'Forehand may take up only his first seven cards for now; the second five stay on the table until he has chosen trumps. The ČSM rules (art. VII §1) and the app deal the same way.',
            },
          ],
        },
      ],
    },
    {
      key: 'Volba',
      title: { cs: 'Volba trumfů', en: 'Choosing trumps' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Ze sedmi karet', en: 'From the first seven' },
          text: [
            {
              cs: 'Trumfy volí forhont z prvních sedmi karet — obvykle svou nejsilnější barvu. Jednu kartu té barvy položí na stůl lícem dolů a teprve potom si vezme zbylou pětici.',
              en: 'Forehand chooses trumps from his first seven cards — usually his strongest suit. He lays one card of that suit face down on the table and only then picks up his other five.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Z lidu', en: 'Blind, “from the people”' },
          text: [
            {
              cs: 'Když forhont neví, kterou barvu vybrat, může trumf zvolit naslepo z druhé pětice — tomu se říká volba z lidu (z národa). Je to risk: může se stát, že pak bude mít jediný trumf, a to ještě nízký.',
              en: 'If forehand cannot decide, he may choose the trump card blind from his second five — this is called choosing “from the people”. It is a gamble: he may end up with a single trump, and a low one at that.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Talon a deset karet', en: 'The talon and ten cards' },
          text: [
            {
              cs: 'Po volbě forhont odhodí dvě karty do talonu (oddíl „Talón“), takže mu zbude deset — a jedna z nich, zvolený trumf, leží dál lícem dolů na stole. Aplikace ti ji do talonu odložit nedovolí.',
              en: 'After choosing, forehand discards two cards to the talon (section “The talon”), leaving him ten — one of them, the trump card, still lying face down on the table. The app will not let you lay it in the talon.',
            },
          ],
        },
      ],
    },
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
              cs: 'Odložíš-li do talonu trumf, musíš to soupeřům říct, i to, který to je. Pravidla ČSM odložení trumfu bez bodů dovolují, ale co v talonu leží, aktér neprozradí (čl. II odst. 4). Hraje-li se podle domácích pravidel, ukazuje aplikace trumfy v talonu všem v přehledu závazku; podle pravidel ČSM je neukazuje.',
              en: 'If you lay a trump in the talon, you must tell the opponents, and which one it is. The ČSM rules allow a trump without points in the talon, but the declarer tells nobody what the talon holds (art. II §4). Under the house rules the app shows the trumps in the talon to everyone in the contract panel; under the ČSM rules it does not.',
            },
          ],
        },
      ],
    },
    {
      key: 'Průběh hry',
      title: { cs: 'Jeden proti dvěma; Barva?', en: 'One against two; “Suit?”' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Kdo proti komu', en: 'Who plays against whom' },
          text: [
            {
              cs: 'Kdo volil, hraje sám za sebe proti oběma soupeřům. Ti dva hrají spolu a pomáhají si, aby získali co nejvíc es a desítek.',
              en: 'Whoever chose trumps plays on his own against both opponents. Those two play together and help each other to win as many aces and tens as they can.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Schválení volby', en: 'Approving the choice' },
          text: [
            {
              cs: 'Nejdřív se volba schvaluje. Forhont se zeptá („Barva?“ nebo „Hra?“) nejprve hráče vlevo od sebe, potom toho vpravo. Odpoví-li oba „dobrá“, forhont otočí trumfovou kartu, řekne barvu a hraje se.',
              en: 'First the choice is approved. Forehand asks (“Suit?” or “Game?”) the neighbour on his left, then the one on his right. If both answer “Good”, forehand turns the trump card up, names the suit and play begins.',
            },
            {
              cs: 'Kdo řekne „špatná“, vezme si dvě karty talonu: hra v barvě tím definitivně padá, protože ten hráč chce hrát betl nebo durch. Tak to funguje i v aplikaci.',
              en: 'Whoever says “bad” takes the two talon cards: the suit game is off for good, because that player means to play betl or durch. The app works the same way.',
            },
          ],
        },
      ],
    },
    {
      key: 'Sehrávka',
      title: { cs: 'Hraní do zdvihů', en: 'Playing the tricks' },
      intro: {
        cs: 'První kartu vynáší ten, kdo volil; každý další zdvih vynáší ten, kdo vzal předchozí. Pravidla níže mají stejná čísla jako v dokumentu. Podrobněji — i to, kdy už přebíjet nemusíš — to mají pravidla ČSM (čl. II odst. 7 a 8).',
        en: 'Whoever chose trumps leads to the first trick; each later trick is led by whoever won the one before. The items below are numbered as in the document. The ČSM rules put it in more detail — including when you no longer have to beat the trick (art. II §7 and §8).',
      },
      numbered: true,
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Ctít barvu', en: 'Answer in the suit led' },
          text: [
            {
              cs: 'Na vynesenou barvu musíš odpovědět stejnou barvou, máš-li ji.',
              en: 'You must answer the suit led with the same suit if you have it.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Přebíjet', en: 'Play higher' },
          text: [
            {
              cs: 'Zároveň musíš dát kartu vyšší, než jaká zatím ve zdvihu vede, pokud takovou v té barvě máš.',
              en: 'At the same time you must play a card higher than the one winning the trick so far, if you have one in that suit.',
            },
          ],
          examples: [
            {
              cs: 'Vynese se kulová devítka, druhý hráč ji přebije svrškem; ty pak musíš dát krále, desítku nebo eso, pokud některé máš.',
              en: 'The nine of bells is led and the second player beats it with the over; you must then play the king, ten or ace if you hold one.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Nemůžeš-li přebít, přiznej', en: 'If you cannot beat it, still follow' },
          text: [
            {
              cs: 'Když vyšší kartu nemáš, dáš libovolnou nižší kartu téže barvy.',
              en: 'When you have no higher card, you play any lower card of the same suit.',
            },
          ],
          examples: [
            {
              cs: 'Vynese se červená desítka a červené eso nemáš: přidáš kteroukoli červenou.',
              en: 'The ten of hearts is led and you lack the ace of hearts: you add any heart.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Nemáš barvu: trumfuj', en: 'Void in the suit: trump' },
          text: [
            {
              cs: 'Nemáš-li vynesenou barvu vůbec, musíš dát trumf. Trumf přebije každou kartu ostatních barev.',
              en: 'If you have none of the suit led, you must play a trump. A trump beats every card of the other suits.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Ani barvu, ani trumf', en: 'Neither the suit nor a trump' },
          text: [
            {
              cs: 'Nemáš-li ani vynesenou barvu, ani trumf, můžeš dát cokoli.',
              en: 'With neither the suit led nor a trump, you may play anything.',
            },
          ],
        },
      ],
    },
    {
      key: 'Počítání na desítky',
      title: { cs: 'Body, hlášky, sedma a sto', en: 'Points, marriages, the seven and the hundred' },
      intro: {
        cs: 'Dlouhý oddíl, který začíná počítáním bodů a pokračuje hláškami, radami k vynášení a závazky sedma, sto a sto a sedma.',
        en: 'A long section that starts with counting points and goes on to marriages, advice on leading, and the seven, the hundred and the hundred-and-seven contracts.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Esa, desítky, poslední zdvih', en: 'Aces, tens, the last trick' },
          text: [
            {
              cs: 'Vyhrává strana s víc body; nerozhoduje počet zdvihů, ale esa a desítky v nich, trumfové i ostatní. Každé eso a desítka je za 10, dohromady 80 bodů, a kdo vezme poslední zdvih, má dalších 10.',
              en: 'The side with more points wins; what counts is not the number of tricks but the aces and tens in them, trumps or not. Each ace and ten is worth 10, 80 points in all, and whoever takes the last trick gets 10 more.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Hlášky: dvacet a čtyřicet', en: 'Marriages: twenty and forty' },
          text: [
            {
              cs: 'Svršek s králem stejné barvy v jedné ruce je hláška: v obyčejné barvě za 20 („dvacet“), v trumfech za 40 („čtyřicet“). Přičítá se na konci k bodům ze zdvihů a často rozhodne.',
              en: 'The over and the king of one suit in one hand are a marriage: 20 in a plain suit (“twenty”), 40 in trumps (“forty”). It is added to the points from tricks at the end and often decides the game.',
            },
            {
              cs: 'Forhontovi proto pomůže zvolit trumfy tam, kde hlášku má. Nemá-li v prvních sedmi žádnou celou, volí aspoň barvu, kde má svrška nebo krále, a doufá, že druhou kartu dostane v pětici.',
              en: 'So forehand does well to choose trumps where he holds a marriage. If his first seven have no whole one, he picks a suit where he has the over or the king, hoping the other card comes in his five.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Jak se hláška hlásí', en: 'How a marriage is announced' },
          text: [
            {
              cs: 'Hlášku ohlásíš, když první z její dvojice vyneseš nebo přidáš do zdvihu: řekneš „dvacet“ nebo „čtyřicet“ a kartu si položíš lícem nahoru před sebe, aby se na ni při počítání nezapomnělo. Stejně to mají pravidla ČSM (čl. III odst. 3); anglický popis hry chce, aby šel svršek dřív než král, a aplikace umí obojí.',
              en: 'You announce a marriage when you lead or play the first card of the pair: you say “twenty” or “forty” and put the card face up in front of you so it is not forgotten in the count. The ČSM rules have it the same way (art. III §3); the English description wants the over played before the king, and the app can do either.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Co vynášet v obraně', en: 'What to lead in defence' },
          text: [
            {
              cs: 'Máš-li slabé karty, nevynášej svou dlouhou barvu: spoluhráč ji nejspíš nemá a musel by ji trumfovat. Se silnými kartami naopak vynášej dlouhou barvu, aby aktér musel trumfovat a přišel o trumfy.',
              en: 'With a weak hand, do not lead your long suit: your partner probably lacks it and would have to trump. With a strong hand, lead your long suit instead, so the declarer has to trump and runs out of trumps.',
            },
          ],
          examples: [
            {
              cs: 'Máš dvě zelené a pět kulí. Spoluhráč kule skoro jistě nemá, a tak vyneseš zelenou.',
              en: 'You hold two leaves and five bells. Your partner almost surely has no bells, so you lead a leaf.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Sedma', en: 'The seven' },
          text: [
            {
              cs: 'Po schválení může forhont hrát víc: sedmu, tedy slib, že poslední zdvih vezme trumfovou sedmou. Hlásí se obvykle spolu s barvou („kule se sedmou“) a vyplatí se se silnými kartami — aspoň se třemi dalšími trumfy. Aktér pak soupeřům trumfy vytahá, aby mu na konci zůstala sedma jako jediný trumf.',
              en: 'Once approved, forehand may play for more: a seven, the promise to win the final trick with the seven of trumps. It is usually announced along with the suit (“bells with the seven”) and pays with a strong hand — at least three more trumps. The declarer then draws the opponents’ trumps so that at the end his seven is the only trump left.',
            },
            {
              cs: 'Sedmu mohou ohlásit i soupeři. Tichá sedma je sedma, která vezme poslední zdvih bez ohlášení; když ji v posledním zdvihu přebijí, ten, kdo ji zahrál, platí. Tichá sedma je levnější než hlášená.',
              en: 'The opponents may announce a seven too. A silent seven is one that takes the last trick without being announced; if it is beaten in the last trick, the player who played it pays. A silent seven is cheaper than an announced one.',
            },
          ],
        },
        {
          key: 6,
          title: { cs: 'Sto', en: 'The hundred' },
          text: [
            {
              cs: 'Sto je slib uhrát aspoň 100 bodů. Obvykle se hlásí se čtyřicítkou, nadějí na poslední zdvih a aspoň pěti esy a desítkami; s dvacítkou je potřeba poslední zdvih a sedm es a desítek, což je vzácnější a riskantnější.',
              en: 'The hundred is a promise to make at least 100 points. It is usually announced with a forty, a chance of the last trick and at least five aces and tens; with a twenty it takes the last trick and seven aces and tens, which is rarer and riskier.',
            },
            {
              cs: 'Do hlášeného sta se počítá jen jedna hláška — dvě dvacítky nestačí. Když ale sto uhraješ, připočítáš si nakonec i ostatní hlášky.',
              en: 'Only one marriage counts towards an announced hundred — two twenties will not do. Once you have made the hundred, though, you add your other marriages at the end.',
            },
            {
              cs: 'Tiché sto (neohlášené) smí stát na více hláškách; v nejlepším případě ho dají samy čtyři hlášky. Je levnější než hlášené.',
              en: 'A silent (unannounced) hundred may rest on several marriages; at best four marriages make it alone. It is cheaper than an announced one.',
            },
          ],
        },
        {
          key: 7,
          title: { cs: 'Sto a sedma', en: 'Hundred and seven' },
          text: [
            {
              cs: 'Kdo ohlásí sto a sedmu, musí uhrát sto podle běžných pravidel a navíc vzít poslední zdvih trumfovou sedmou. Obojí se počítá zvlášť: sto můžeš vyhrát a sedmu prohrát, nebo naopak.',
              en: 'Whoever announces a hundred and a seven must make the hundred by the usual rules and also win the final trick with the seven of trumps. Each is counted apart: you may win the hundred and lose the seven, or the other way round.',
            },
          ],
        },
      ],
    },
    {
      key: 'Kategorie mariáše a jejich bodové hodnocení',
      title: { cs: 'Kolik která hra stojí', en: 'What each game is worth' },
      intro: {
        cs: 'Ceník domácích pravidel v jednotkách, které se pak násobí domluvenou částkou. Položky mají stejná čísla jako v dokumentu. Hrají-li se červené jako lepší barva, platí se všechno v červených dvakrát — hra 2, tichá sedma 2, hlášená sedma 4 a tak dál; netýká se to betlu a durchu, kde trumfy nejsou.',
        en: 'The house price list in units, later multiplied by the agreed stake. Items are numbered as in the document. If hearts are played as the better suit, everything in hearts is paid twice — game 2, silent seven 2, announced seven 4 and so on; this does not touch betl and durch, which have no trumps.',
      },
      numbered: true,
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
      key: 'Betl',
      title: { cs: 'Betl (žebrák)', en: 'Betl (the beggar)' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Nevzít ani zdvih', en: 'Take no trick' },
          text: [
            {
              cs: 'V betlu slibuješ, že nevezmeš ani jeden zdvih. Hlášky se nepočítají, trumfy nejsou a desítka klesne na své přirozené místo mezi devítku a spodka.',
              en: 'In betl you promise to take no trick at all. Marriages do not count, there are no trumps, and the ten drops to its natural place between the nine and the under.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Kdo ho smí hrát', en: 'Who may play it' },
          text: [
            {
              cs: 'Betl může hned na začátku ohlásit forhont. Kterýkoli jiný hráč ho může hrát, když na forhontovo „Barva?“ odpoví „špatná“, vezme talon a betl ohlásí.',
              en: 'Forehand may announce betl straight away. Any other player may play it by answering forehand’s “Suit?” with “Bad”, taking the talon and announcing betl.',
            },
            {
              cs: 'Hráč betlu odhodí dva listy do talonu, položí doprostřed stolu kartu lícem dolů a čeká, až hru soupeři schválí; pak kartu otočí a hraje se. Pravidla ČSM (čl. IV odst. 7) tu kartu berou jako jeho první výnos.',
              en: 'The betl player discards two cards to the talon, puts one card face down in the middle of the table and waits for the opponents to approve; then the card is turned and play begins. The ČSM rules (art. IV §7) treat that card as his first lead.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Díry a jak je soupeři hledají', en: 'Holes, and how the opponents find them' },
          text: [
            {
              cs: 'Betl se hraje s nízkými kartami, ale skoro vždy v nich je díra — třeba červená sedma, osma a desítka bez devítky. Soupeři hledají právě ji a nepřímo si při tom radí.',
              en: 'Betl is played with low cards, but there is nearly always a hole — say the seven, eight and ten of hearts without the nine. The opponents hunt for exactly that and signal to each other indirectly.',
            },
            {
              cs: 'Když jeden soupeř vynáší pořád stejnou barvu, druhý pozná, že se zbavuje osamělé (plonkové) karty, a vynese v té barvě co nejnižší kartu. Jiná finta: aktér má v jedné barvě souvislou řadu zdola; jeden soupeř vysokými kartami té barvy nechává spoluhráče shazovat a sleduje, kterou barvu si spoluhráč vyčistil — do ní pak vynese nejnižší kartu.',
              en: 'When one opponent keeps leading the same suit, the other sees he is getting rid of a lone card and leads the lowest card he has of that suit. Another trick: the declarer holds an unbroken run from the bottom of a suit; one opponent plays high cards of that suit to let his partner discard, and watches which suit the partner has cleared — he then leads the lowest card of that suit.',
            },
          ],
        },
      ],
    },
    {
      key: 'Durch',
      title: { cs: 'Durch', en: 'Durch' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Vzít všechny zdvihy', en: 'Take every trick' },
          text: [
            {
              cs: 'V durchu slibuješ, že vezmeš všechny zdvihy. Trumfy nejsou, desítka je pod spodkem a barva se přiznává jako vždy. Troufne si na něj jen ten, kdo má ty nejvyšší karty.',
              en: 'In durch you promise to take every trick. There are no trumps, the ten ranks below the under, and you follow suit as always. Only a player holding the very highest cards dares it.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Přebrat betl durchem', en: 'Taking over from a betl' },
          text: [
            {
              cs: 'Když někdo ohlásí betl, hráč se silnými kartami počká, až ho ten hráč požádá o schválení, pak si vezme dvě karty talonu a ohlásí vyšší hru, durch. Tak to umí i aplikace a pravidla ČSM (čl. VII odst. 1).',
              en: 'When someone announces betl, a player with strong cards waits until that player asks for approval, then takes the two talon cards and announces the higher game, durch. The app and the ČSM rules (art. VII §1) allow it too.',
            },
          ],
        },
      ],
    },
    {
      key: 'Vyložený žebrák a vyložený durch',
      title: { cs: 'Vyložený betl a durch', en: 'Open betl and open durch' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Karty na stůl po prvním zdvihu', en: 'Cards on the table after the first trick' },
          text: [
            {
              cs: 'Jsou to vyšší stupně betlu a durchu. Kdo je hraje, položí po prvním zdvihu své karty lícem nahoru a podle tohoto popisu totéž udělají i soupeři. Každá slabina se pak snadno najde a soupeři se navíc smějí otevřeně domlouvat — proto se do vyložené hry pouštíš jen s kartami bez vady.',
              en: 'These are the higher steps of betl and durch. Whoever plays one lays his cards face up after the first trick, and by this description the opponents do the same. Every weakness is then easy to find, and the opponents may also plan aloud — so you try an open game only with a flawless hand.',
            },
            {
              cs: 'Aplikace je nabízí jen s domácími pravidly; odkryje po prvním zdvihu karty aktéra, karty obránců zůstanou skryté. Pravidla ČSM vyložené hry neznají.',
              en: 'The app offers them only under the house rules; after the first trick it turns the declarer’s cards face up, while the defenders’ cards stay hidden. The ČSM rules know no open games.',
            },
          ],
        },
      ],
    },
    {
      key: 'Dvě sedmy',
      title: { cs: 'Dvě sedmy', en: 'Two sevens' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Trumfová a pomocná sedma', en: 'The trump seven and a helper' },
          text: [
            {
              cs: 'Dvě sedmy se nehrají všude. Slibuješ v nich, že poslední zdvih uhraješ trumfovou sedmou a předposlední sedmou jiné barvy. Nejlíp to jde, když máš v ruce jen dvě barvy, trumfy a jednu další, a obě pořádně obsazené.',
              en: 'Two sevens are not played everywhere. You promise that the trump seven takes the last trick and a seven of another suit the trick before. It works best when you hold only two suits, trumps and one more, both well filled.',
            },
            {
              cs: 'Podle pravidel ČSM patří dvě sedmy jen do licitovaného mariáše (čl. IV odst. 1); aplikace je ve voleném mariáši nenabízí.',
              en: 'Under the ČSM rules two sevens belong to licitovaný mariáš only (art. IV §1); the app does not offer them in volený mariáš.',
            },
          ],
        },
      ],
    },
    {
      key: 'Flek-re',
      title: { cs: 'Flek a re', en: 'Double and redouble' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Flek a odpověď re', en: 'Double, and the answer redouble' },
          text: [
            {
              cs: 'Když soupeř nevěří, že aktér svůj závazek splní, řekne „flek“. Aktér, který si je jistý, může odpovědět „re“. Každé takové slovo cenu zdvojnásobí.',
              en: 'When an opponent does not believe the declarer will make his contract, he doubles. A declarer who is sure of himself may answer with a redouble. Each such call doubles the price.',
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
              en: 'The steps run: no double 1×, double 2×, redouble 4×, tutti 8×, retutti 16×. Retutti is the last — it goes no higher.',
            },
            {
              cs: 'Pravidla ČSM (čl. V odst. 5) strop nemají a stupně jmenují jinak (flek, re, tutti, boty …); turnajová pravidla končí také čtvrtým flekem.',
              en: 'The ČSM rules (art. V §5) have no ceiling and name the steps differently (double, redouble, tutti, boots …); the tournament rules also stop at the fourth double.',
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
    {
      key: 'Příklady počítání',
      title: { cs: 'Příklady počítání', en: 'Worked examples' },
      intro: {
        cs: 'Jak se sčítají části závazku a fleky, v jednotkách z oddílu „Kategorie“. Jednotky se nakonec násobí domluvenou částkou.',
        en: 'How the parts of a contract and the doubles add up, in the units of the section “What each game is worth”. The units are finally multiplied by the agreed stake.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Sto a sedma, obojí uhrané', en: 'Hundred and seven, both made' },
          text: [
            {
              cs: 'Hlášené sto je za 4, sedma za 2: kdo uhraje obojí, dostane 6. V červených se obojí zdvojí — 8 a 4, celkem 12.',
              en: 'An announced hundred is worth 4, a seven 2: make both and you get 6. In hearts both double — 8 and 4, 12 in all.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Sto uhrané, sedma ztracená', en: 'Hundred made, seven lost' },
          text: [
            {
              cs: 'Části se vyhodnocují zvlášť a ztracená se odečte: sto za 4 mínus sedma za 2 dává 2.',
              en: 'The parts are settled apart and a lost one is subtracted: the hundred’s 4 minus the seven’s 2 gives 2.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'S fleky v červených', en: 'With doubles, in hearts' },
          text: [
            {
              cs: 'Sto a sedma v červených, na obojí flek a na sto ještě re, sedma prohraná. Sto: 4, v červených 8, s flekem 16, s re 32. Sedma: 2, v červených 4, s flekem 8. Výsledek je 32 − 8 = 24 jednotek pro aktéra.',
              en: 'Hundred and seven in hearts, both doubled and the hundred redoubled, the seven lost. The hundred: 4, in hearts 8, doubled 16, redoubled 32. The seven: 2, in hearts 4, doubled 8. The result is 32 − 8 = 24 units for the declarer.',
            },
          ],
        },
      ],
    },
    {
      key: 'Mariáš licitovaný',
      title: { cs: 'Licitovaný mariáš', en: 'Licitovaný mariáš (with an auction)' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Rozdání a dražba', en: 'The deal and the auction' },
          text: [
            {
              cs: 'Rozdává se dokola po dvou kartách, každý dostane deset a dvě karty jsou talon. Pak hráči od forhontu postupně nabízejí, jak vysokou hru jsou ochotni hrát. Přeskakovat stupně ani předbíhat se nesmí.',
              en: 'The cards are dealt round two at a time, ten to each, and two form the talon. Then, starting with forehand, the players in turn offer how high a game they are willing to play. Skipping steps or jumping the queue is not allowed.',
            },
            {
              cs: 'Pravidla ČSM (čl. VII odst. 3) to mají jinak: rozdává se 5-5-5-2-5-5-5, dražbu začíná zadák, stupně se přeskakovat smějí a forhontovi stačí nabídku vyrovnat slovem „mám“.',
              en: 'The ČSM rules (art. VII §3) differ: the deal is 5-5-5-2-5-5-5, the rear hand opens the auction, steps may be skipped, and forehand need only match a bid by saying “mám” (I have it).',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Co hraje vítěz dražby', en: 'What the winner plays' },
          text: [
            {
              cs: 'Kdo nabídl nejvýš, vezme si talon a určí hru. Nemusí hrát přesně to, co vydražil, ale nic nižšího. Vydražil-li sto, může hrát sto, nebo třeba betl. Jinak se hraje jako obyčejný mariáš.',
              en: 'Whoever bid highest takes the talon and names the game. He need not play exactly what he bid, but nothing lower. Having bid a hundred, he may play the hundred, or betl, say. Otherwise it is played like ordinary mariáš.',
            },
          ],
        },
      ],
    },
    {
      key: 'Stupně licitace',
      title: { cs: 'Stupně dražby', en: 'The steps of the auction' },
      intro: {
        cs: 'Deset stupňů od nejnižšího, očíslovaných jako v dokumentu. „Lepší“ znamená v červených. Turnajová pravidla ČSM mají žebříček jiný: začíná sedmou (čl. I).',
        en: 'Ten steps from the lowest, numbered as in the document. “Better” means in hearts. The ČSM tournament rules have a different ladder: it starts at a seven (art. I).',
      },
      numbered: true,
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Hra', en: 'Game' },
          text: [{ cs: 'Obyčejná hra v barvě.', en: 'A plain suit game.' }],
        },
        {
          key: 2,
          title: { cs: 'Lepší hra', en: 'Better game' },
          text: [{ cs: 'Hra v červených.', en: 'A game in hearts.' }],
        },
        {
          key: 3,
          title: { cs: 'Sedma', en: 'Seven' },
          text: [{ cs: 'Hra se sedmou.', en: 'A game with the seven.' }],
        },
        {
          key: 4,
          title: { cs: 'Lepší sedma', en: 'Better seven' },
          text: [{ cs: 'Sedma v červených.', en: 'A seven in hearts.' }],
        },
        {
          key: 5,
          title: { cs: 'Sto', en: 'Hundred' },
          text: [{ cs: 'Hlášené sto.', en: 'An announced hundred.' }],
        },
        {
          key: 6,
          title: { cs: 'Lepší sto', en: 'Better hundred' },
          text: [{ cs: 'Sto v červených.', en: 'A hundred in hearts.' }],
        },
        { key: 7, title: { cs: 'Betl', en: 'Betl' }, text: [{ cs: 'Žádný zdvih.', en: 'No trick at all.' }] },
        {
          key: 8,
          title: { cs: 'Durch', en: 'Durch' },
          text: [{ cs: 'Všechny zdvihy.', en: 'Every trick.' }],
        },
        {
          key: 9,
          title: { cs: 'Dvě sedmy', en: 'Two sevens' },
          text: [{ cs: 'Trumfová a pomocná sedma.', en: 'The trump seven and a helping seven.' }],
        },
        {
          key: 10,
          title: { cs: 'Lepší dvě sedmy', en: 'Better two sevens' },
          text: [
            {
              cs: 'Dvě sedmy, kde poslední zdvih bere červená sedma.',
              en: 'Two sevens where the seven of hearts takes the last trick.',
            },
          ],
        },
      ],
    },
    {
      key: 'Příklad licitace',
      title: { cs: 'Příklad dražby', en: 'An auction, step by step' },
      intro: {
        cs: 'Dokument ukazuje celou dražbu tří hráčů. Klíčové pravidlo: hráč, který je v pořadí dřív (forhont, pak druhý hráč), smí stupeň, který nabídl pozdější hráč, „držet“ — prohlásit, že ho hraje sám. Pozdější hráč pak musí jít výš.',
        en: 'The document walks through a whole auction among three players. The key rule: a player earlier in order (forehand, then the second player) may “hold” a step a later player bid — say he will play it himself. The later player must then go higher.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Průběh', en: 'How it goes' },
          text: [
            {
              cs: 'A (forhont) začne hrou, B nabídne lepší hru, C sedmu. A sedmu drží sám. B jde na sto, C mlčí, A drží i sto. B nabídne lepší sto, C sto a sedmu, A už mlčí. B jako druhý v pořadí drží sto a sedmu, C nabídne sto a sedmu v červených a oba ostatní mlčí.',
              en: 'A (forehand) opens with a game, B bids a better game, C a seven. A holds the seven himself. B goes to a hundred, C passes, A holds the hundred too. B bids a better hundred, C a hundred and seven, and A passes. B, second in order, holds the hundred and seven; C bids a hundred and seven in hearts, and both others pass.',
            },
            {
              cs: 'C vydražil sto a sedmu v červených. Může je hrát, ale stejně tak betl nebo durch — cokoli, co není nižší.',
              en: 'C has won the auction with a hundred and seven in hearts. He may play that, but just as well betl or durch — anything not lower.',
            },
          ],
        },
      ],
    },
  ],
};
