/**
 * The ČSM tournament rules for licitovaný mariáš (document 002), retold article by article in our
 * own words, with where they differ from the ČSM general rules (000) and from the game this app plays
 * (volený mariáš for three).
 *
 * Keys: articles II, III and V have numbered paragraphs, kept as the document numbers them (marked
 * `numbered`, so the view shows "odst. 7"). Article I has none: its paragraphs are our own order. Article IV lists five groups under headings, each
 * numbered from 1: paragraph 1–5 of our part IV is one group each, in the document's order (the
 * group's own items are told inside it, by their numbers).
 */
import type { RuleDocument } from './types.ts';

export const CSM_TOURNAMENT: RuleDocument = {
  doc: '002',
  title: { cs: 'Turnajová pravidla ČSM', en: 'ČSM tournament rules' },
  intro: {
    cs: 'Pravidla, podle kterých se hrají turnaje Českého svazu mariáše v licitovaném mariáši. Nestojí sama o sobě: navazují na obecná pravidla ČSM a mění je jen tam, kde to výslovně řeknou. Přidávají dražbu (licitaci), hru ve čtyřech s pauzováním, pořádek u stolu a hlavně podrobný sazebník renonců. Aplikace hraje volený mariáš ve třech, takže většina těchto pravidel se tě u ní netýká — ale hodí se, když hraješ turnaj nebo když se u stolu přete, co platí. Za článkem V pravidla ohlašují ještě přílohu s bodovací tabulkou prémiových bodů; ta v našem podkladu chybí.',
    en: 'The rules by which tournaments of the Czech mariáš association (ČSM) are played, in the auction variant (licitovaný mariáš). They do not stand alone: they build on the ČSM general rules and change them only where they say so. They add the auction, play at a table of four with one player sitting out, conduct at the table, and above all a detailed scale of penalties for revokes (renonc). The app plays volený mariáš for three, so most of this does not apply to it — but it helps when you play a tournament or when a table argues about what holds. After article V the rules announce an appendix with the table of premium points; our copy does not include it.',
  },
  parts: [
    {
      key: 'I',
      title: { cs: 'Dražba a sazby', en: 'Auction ladder and rates' },
      intro: {
        cs: 'Tento článek nemá číslované odstavce: je to žebříček, o který se dražíš, tabulka sazeb se základem 0,20\u00a0Kč a pár vět o tiché sedmě a tichém stu.',
        en: 'This article has no numbered paragraphs: it is the ladder you bid on, a table of rates at a base of 0.20\u00a0Kč and a few sentences on the silent seven and the silent hundred.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Žebříček dražby', en: 'The auction ladder' },
          text: [
            {
              cs: 'O to, kdo bude hrát, se v turnaji dražíš po pevných stupních. Začíná se sedmou, následuje sedma v červených, sto, sto se sedmou, sto v červených, sto se sedmou v červených, betl, durch, dvě sedmy a dvě sedmy se stem. Nad nimi jsou ještě dvě sedmy, kde jsou trumfy červené — samotné a se stem.',
              en: 'In a tournament you bid for the right to declare along a fixed ladder. It starts at a seven, then a seven in hearts, a hundred, a hundred with a seven, a hundred in hearts, a hundred with a seven in hearts, betl, durch, two sevens and two sevens with a hundred. Above them come two sevens with hearts as trumps, alone and with a hundred.',
            },
            {
              cs: 'Obyčejná hra (bez sedmy) na žebříčku vůbec není: kdo chce hrát, musí nabídnout aspoň sedmu. Všimni si také, že sto v libovolné barvě je výš než sedma v červených.',
              en: 'A plain game without a seven is not on the ladder at all: to declare, you must bid at least a seven. Note too that a hundred in any suit ranks above a seven in hearts.',
            },
            {
              cs: 'Jinak než jinde: obecná pravidla (čl. IV odst. 1) znají kratší řadu závazků bez rozlišení červených; domácí pravidla začínají dražbu obyčejnou a lepší hrou. Aplikace hraje volený mariáš, kde se nedraží vůbec — trumfy volí forhont.',
              en: 'Unlike elsewhere: the general rules (art. IV §1) list a shorter row of contracts without a separate step for hearts; the house rules start their auction with a plain game and a game in hearts. The app plays volený mariáš, where nobody bids — forehand chooses trumps.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Sazby', en: 'The rates' },
          text: [
            {
              cs: 'Sazby jsou v korunách pro základ 0,20\u00a0Kč. Hra stojí 0,20, sedma 0,40, sto 0,80, betl 3, durch 6 a dvě sedmy 8\u00a0Kč. Tichá sedma je za 0,20, omyl (složená sedma, čl. II odst. 17) za 1,20. Menší renonc (paušál 1) stojí 2\u00a0Kč, větší (paušál 2) 10\u00a0Kč. Limit jedné platby je 100\u00a0Kč, zvýšený limit 150\u00a0Kč.',
              en: 'Rates are in crowns for a base of 0.20\u00a0Kč. A game costs 0.20, a seven 0.40, a hundred 0.80, betl 3, durch 6 and two sevens 8\u00a0Kč. A silent seven is 0.20, a fold (a bid seven given up, art. II §17) 1.20. The smaller penalty for a revoke (flat rate 1) is 2\u00a0Kč, the larger (flat rate 2) 10\u00a0Kč. One payment is capped at 100\u00a0Kč, the raised cap is 150\u00a0Kč.',
            },
            {
              cs: 'V násobcích základu: za hru 1, za sedmu 2, za sto 4, za betl 15, za durch 30, za dvě sedmy 40, za tichou sedmu 1, za omyl 6, paušál 1 je 10 a paušál 2 je 50, limit 500 a zvýšený limit 750. Hodnoty her, renonců i limitu jsou stejné jako v obecných pravidlech; nové jsou jen omyl a zvýšený limit (čl. II odst. 18).',
              en: 'In multiples of the base: game 1, seven 2, hundred 4, betl 15, durch 30, two sevens 40, silent seven 1, fold 6, flat rate 1 is 10 and flat rate 2 is 50, the cap 500 and the raised cap 750. Games, penalties and the cap are worth the same as in the general rules; only the fold and the raised cap are new (art. II §18).',
            },
            {
              cs: 'Domácí pravidla mají betl jen za 5 a durch za 10 — v turnaji jsou tedy třikrát dražší.',
              en: 'The house rules price betl at only 5 and durch at 10 — in a tournament they cost three times as much.',
            },
          ],
          examples: [
            {
              cs: 'Omyl za 1,20\u00a0Kč je flekovaná hra (2 × 0,20) plus flekovaná sedma (2 × 0,40).',
              en: 'The fold at 1.20\u00a0Kč is a doubled game (2 × 0.20) plus a doubled seven (2 × 0.40).',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Červené trumfy', en: 'Hearts as trumps' },
          text: [
            {
              cs: 'Když jsou trumfy červené, platí se hra dvakrát — stejně jako v obecných pravidlech (čl. V odst. 4) i v aplikaci.',
              en: 'When hearts are trumps, the game is paid twice over — as in the general rules (art. V §4) and in the app.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Tiché sto při sedmě', en: 'A silent hundred in a seven' },
          text: [
            {
              cs: 'Hraje-li se sedma, může tiché sto uhrát kterákoli strana, aktér i obrana. Hra se pak počítá dvakrát, i se všemi fleky, které na ni padly.',
              en: 'When a seven is played, either side — declarer or defence — may make a silent hundred. The game then counts double, with every double that was put on it.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Tichá sedma při stu', en: 'A silent seven in a hundred' },
          text: [
            {
              cs: 'Hraje-li se sto, může kterákoli strana uhrát tichou sedmu. Platí se za ni polovina sazby hlášené sedmy, tedy tolik co za hru.',
              en: 'When a hundred is played, either side may make a silent seven. It is paid at half the rate of an announced seven, which is the rate of a game.',
            },
            {
              cs: 'Za tichou sedmu platíš jen tehdy, když ti ji v posledním zdvihu přebijí. Pokud ji do posledního zdvihu vůbec nezahraješ, nic se neplatí.',
              en: 'You pay for a silent seven only when it is beaten in the last trick. If you never play it to the last trick, nothing is paid.',
            },
          ],
        },
        {
          key: 6,
          title: { cs: 'Při stu se sedmou tichá neplatí', en: 'Nothing silent in a hundred with a seven' },
          text: [
            {
              cs: 'Při závazku sto a sedma tichou sedmu uhrát nejde. Neplatí se ani tehdy, když má trumfovou sedmu obrana a vezme s ní poslední zdvih.',
              en: 'In a hundred-and-seven contract there is no silent seven. Nothing is paid even when the defence holds the trump seven and takes the last trick with it.',
            },
          ],
        },
      ],
    },
    {
      key: 'II',
      title: { cs: 'Hra u stolu', en: 'Play at the table' },
      intro: {
        cs: 'Jak se u turnajového stolu sedí, snímá, rozdává, komentuje, hraje a skládá — a co se stane, když se to poruší.',
        en: 'How a tournament table seats, cuts, deals, comments, plays and gathers the cards — and what follows when that is broken.',
      },
      numbered: true,
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Vztah k obecným pravidlům', en: 'How they relate to the general rules' },
          text: [
            {
              cs: 'Turnajová pravidla doplňují obecná pravidla ČSM. Co turnajová neřeší, řídí se obecnými; když si obě odporují, vyhrávají turnajová.',
              en: 'The tournament rules add to the ČSM general rules. What they leave open follows the general rules; where the two disagree, the tournament rules win.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Čtyři u stolu, prémiové body', en: 'Four at a table, premium points' },
          text: [
            {
              cs: 'U stolu sedí čtyři a ten, kdo rozdával, danou hru nehraje (pauzuje). Vedle peněz se za některé hry přidělují prémiové body (PB). Při placení patří pauzující k obraně: aktér tedy bere od tří hráčů, nebo třem platí.',
              en: 'Four sit at a table and whoever dealt sits the hand out. Besides money, some games earn premium points (PB). For payment the player sitting out belongs to the defence, so the declarer collects from three players or pays three.',
            },
            {
              cs: 'Když počet hráčů v turnaji nejde beze zbytku dělit čtyřmi, smí se u nejvýš tří stolů hrát ve třech bez pauzování.',
              en: 'When the number of entrants does not divide by four, at most three tables may play three-handed without anyone sitting out.',
            },
            {
              cs: 'Jinak než v aplikaci: tam hraješ vždy ve třech, takže aktér platí nebo dostává jen od dvou soupeřů.',
              en: 'Unlike the app: there you are always three, so the declarer pays or collects from two opponents only.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Místa, zapisovatel, stolový lístek', en: 'Seats, the scorer, the table sheet' },
          text: [
            {
              cs: 'Chce-li to aspoň jeden hráč, o místa u stolu i o to, kdo bude zapisovat, se losuje, a to způsobem domluveným předem.',
              en: 'If at least one player wants it, seats and the scorer are drawn by lot, in a way agreed beforehand.',
            },
            {
              cs: 'Každou hru za 50 a více PB musí zapisovatel zanést na stolový lístek tak, jak je předepsáno, a každý, koho se týká, ji pak čitelně podepíše. Když to neudělají, hrozí trest celému stolu podle disciplinárního řádu (§\u00a08).',
              en: 'The scorer must write every game worth 50 PB or more on the table sheet in the prescribed way, and everyone it concerns then signs it legibly. If they do not, the whole table risks a penalty under the disciplinary code (§8).',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Nemíchá se, jen snímá', en: 'No shuffling, only a cut' },
          text: [
            {
              cs: 'Mezi hrami se karty nemíchají, jen se snímají — aspoň dvě karty shora nebo zespodu. Při snímání je nesmíš odpočítávat, stahovat po jedné ani jimi listovat.',
              en: 'Between hands the cards are not shuffled, only cut — at least two cards from the top or the bottom. While cutting you may not count them off, slide them off one by one or leaf through them.',
            },
            {
              cs: 'Totéž říkají obecná pravidla (čl. II odst. 9). Aplikace karty také jen sesbírá a sejme, pokud v pravidlech nové partie nezapneš míchání před každou hrou.',
              en: 'The general rules say the same (art. II §9). The app, too, only gathers and cuts the cards unless you switch on shuffling before every hand in a new session’s rules.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Neodehrané karty po hře', en: 'Unplayed cards after a hand' },
          text: [
            {
              cs: 'Když hra skončí dřív, než se dohrají všechny karty, srovnáš si zbylé karty v ruce podle barev a položíš je na stůl rubem nahoru; u ložené hry je naopak ukážeš.',
              en: 'When a hand ends before all cards are played, you sort the cards left in your hand by suit and put them on the table face down; in a laydown you show them instead.',
            },
            {
              cs: 'Kontrolu smí udělat jen rozhodčí, někdo od jiného stolu nebo pauzující rozdávající — ale jen když předem řekne, že je chce vidět, a jasně popíše, jak pak složí balíček (odst. 6). Kdokoli jiný, kdo se do nich podívá, se dopouští renoncu.',
              en: 'They may be checked by the referee, a player from another table or the dealer sitting out — but only after saying beforehand that they want to look and describing exactly how they will then gather the pack (§6). Anyone else who looks at them commits a revoke.',
            },
          ],
        },
        {
          key: 6,
          title: { cs: 'Skládání karet po hře', en: 'Gathering the cards after a hand' },
          text: [
            {
              cs: 'Karty do další hry skládá rozdávající. Dá dohromady v jakémkoli pořadí hromádky zdvihů jednotlivých hráčů, jejich neodehrané karty, talon a odložené karty z hlášek.',
              en: 'The dealer gathers the cards for the next hand. He puts together, in any order, each player’s pile of tricks, each player’s unplayed cards, the talon and any marriage cards set aside.',
            },
            {
              cs: 'Než začne, smí se podívat jen na to, co už během hry směl vidět: na své neodehrané karty, na karty, které jiný hráč vyložil, na své zdvihy a na odložené karty z hlášek. Jakmile skládat začne, nesmí se už dívat na nic.',
              en: 'Before he starts, he may look only at what he was entitled to see during the hand: his own unplayed cards, cards another player laid face up, his own tricks and the marriage cards set aside. Once he starts gathering he may look at nothing.',
            },
          ],
        },
        {
          key: 7,
          title: { cs: 'Snímá zadák', en: 'The rear hand cuts' },
          text: [
            {
              cs: 'Snímá zadák, vždy jednou rukou a tak, aby nezvedl ani nenadzvedl celý balíček. Když se mu nelíbí, jak balíček leží, může rozdávajícího požádat, aby ho srovnal.',
              en: 'The rear hand cuts, always with one hand and without lifting the whole pack or tipping it up. If the pack lies awkwardly, he may ask the dealer to straighten it.',
            },
            {
              cs: 'Zvednutí balíčku při snímání může kdokoli u stolu oprávněně nahlásit jako renonc: hrající hráč tím mohl vidět cizí karty.',
              en: 'Anyone at the table may rightly call lifting the pack while cutting a revoke: a playing player could have seen other cards that way.',
            },
          ],
        },
        {
          key: 8,
          title: {
            cs: 'Směr hry; když pauzující odejde',
            en: 'Direction of play; when the player sitting out leaves',
          },
          text: [
            {
              cs: 'Rozdává se i hraje po směru hodinových ručiček. Pauzující, který si odskočí od stolu, dál patří do hry, kterou sám rozdal (nebo kterou za něj rozdal někdo jiný) — platí nebo bere jako obrana. Odchod musí ohlásit dřív, než se do té hry sejme.',
              en: 'Dealing and play go clockwise. A player sitting out who steps away from the table remains part of the hand he dealt (or someone dealt for him) — he pays or collects with the defence. He must announce leaving before the cards for that hand are cut.',
            },
          ],
        },
        {
          key: 9,
          title: { cs: 'Chybné rozdání', en: 'A misdeal' },
          text: [
            {
              cs: 'Jednou za hrací kolo smí každý hráč rozdat chybně bez trestu. Za druhé a každé další chybné rozdání zaplatí každému u stolu paušál 1 a rozdává znovu.',
              en: 'Once per playing round every player may misdeal without penalty. For the second and every later misdeal he pays everyone at the table flat rate 1 and deals again.',
            },
          ],
        },
        {
          key: 10,
          title: {
            cs: 'Talon po okomentování; poslední zdvih',
            en: 'The talon once commented; the last trick',
          },
          text: [
            {
              cs: 'Odložený talon smíš vyměnit nebo se do něj znovu podívat jen do chvíle, než se k tvé hře vyjádří první hráč obrany. Za vyjádření se počítá i to, když dá najevo, že už o odpovědi přemýšlí — třeba zopakuje závazek nebo si řekne o čas.',
              en: 'You may change the discarded talon or look at it again only until the first defender has commented on your contract. Showing that he is already weighing his answer counts as commenting too — repeating the contract, say, or asking for time.',
            },
            {
              cs: 'Během hry se každý smí podívat zpátky jen na poslední dokončený zdvih — stejně jako podle obecných pravidel (čl. II odst. 6) a jako v aplikaci.',
              en: 'During play everyone may look back only at the last finished trick — as in the general rules (art. II §6) and in the app.',
            },
          ],
        },
        {
          key: 11,
          title: { cs: 'Talon a zdvihy patří na své místo', en: 'The talon and the tricks stay in place' },
          text: [
            {
              cs: 'Talon nepatří nikomu a leží stranou. Při přidělování PB se karty z talonu počítají aktérovi, jako by mu zůstaly v ruce.',
              en: 'The talon belongs to nobody and lies apart. When premium points are awarded, the talon cards count as if they had stayed in the declarer’s hand.',
            },
            {
              cs: 'Své zdvihy si každý skládá k sobě — i při betlu a durchu — a tak, aby zůstaly v pořadí, v jakém se hrály. Po hře s nimi nikdo nesmí hýbat: přeházet je nebo je otočit se počítá jako manipulace.',
              en: 'Everyone keeps his own tricks by himself — in betl and durch too — in the order they were played. After the hand nobody may touch them: reordering or turning the pile over counts as tampering.',
            },
            {
              cs: 'Máš-li důvodné podezření na renonc, můžeš po hře chtít vidět všechny zdvihy i talon. Jen u betlu a durchu se do talonu nesmí nikdo podívat ani po hře; kdo to udělá, dopouští se renoncu.',
              en: 'With good reason to suspect a revoke you may ask after the hand to see all tricks and the talon. Only in betl and durch may nobody look at the talon even after the hand; doing so is a revoke.',
            },
          ],
        },
        {
          key: 12,
          title: { cs: 'Špatný počet karet v talonu', en: 'The wrong number of cards in the talon' },
          text: [
            {
              cs: 'Když aktér odloží do talonu špatný počet karet, obrana smí jeho hru flekovat; až po případném „Re“ se mu to řekne.',
              en: 'When the declarer lays the wrong number of cards in the talon, the defence may double his game; he is told only after a possible redouble.',
            },
            {
              cs: 'Kterýkoli hráč obrany, i pauzující, může na chybu upozornit už během komentování. Pravidla tu myslí na aktéra, který vydražil příliš drahou hru a chtěl by z ní vyklouznout za základní sazbu. Aktér pak zaplatí renonc, talon opraví a komentuje se dál od místa, kde se přestalo.',
              en: 'Any defender, the one sitting out included, may point out the mistake while the contract is being commented. The rules have in mind a declarer who bid too high and would like to get out for the base rate. The declarer then pays the penalty, puts the talon right, and commenting resumes where it stopped.',
            },
            {
              cs: 'Přijde-li se na to až během hry nebo po ní, aktér hru prohrál a platí základní sazbu znásobenou fleky.',
              en: 'If it comes to light only during play or afterwards, the declarer has lost and pays the base rate multiplied by the doubles.',
            },
          ],
        },
        {
          key: 13,
          title: { cs: 'Přeřeknutí', en: 'A slip of the tongue' },
          text: [
            {
              cs: 'Ohlášenou hru smíš změnit (třeba když ses přeřekl) jen do chvíle, než se k ní vyjádří první hráč obrany. Co se za vyjádření počítá, říká odst. 10.',
              en: 'You may change a contract you announced (say, after a slip of the tongue) only until the first defender has commented on it. What counts as commenting is in §10.',
            },
          ],
        },
        {
          key: 14,
          title: { cs: 'Komentuje se popořadě', en: 'Comments go in turn' },
          text: [
            {
              cs: 'K závazku se hráči vyjadřují přísně jeden po druhém po směru hodinových ručiček. Kdo promluví mimo pořadí, dopustí se renoncu; přeskočený hráč se smí vyjádřit dodatečně a komentuje se dál.',
              en: 'Players comment on the contract strictly one after another, clockwise. Whoever speaks out of turn commits a revoke; the player skipped may still have his say, and commenting goes on.',
            },
          ],
        },
        {
          key: 15,
          title: { cs: 'Jasně a slovem', en: 'Clearly, in words' },
          text: [
            {
              cs: 'Na závazek odpovídáš zřetelně slovem — ne mlčením, ťukáním do stolu nebo do karet, kývnutím ani jiným nejasným posunkem. Když není jasné, co tvá odpověď znamená, musíš na požádání ke každé části závazku, ke které se ještě dá vyjádřit, říct „flek“ nebo „dobře“.',
              en: 'You answer a contract clearly in words — not by silence, tapping the table or your cards, a nod or any other vague sign. When it is not clear what your answer means, you must on request say “double” or “pass” to each part of the contract that can still be commented.',
            },
            {
              cs: 'V aplikaci odpovídáš tlačítky, takže tahle nejasnost nastat nemůže.',
              en: 'In the app you answer with buttons, so this kind of doubt cannot arise.',
            },
          ],
        },
        {
          key: 16,
          title: { cs: 'Nabídka nemusí odpovídat kartám', en: 'A bid need not match the cards' },
          text: [
            {
              cs: 'Nad sedmou smí aktér vydražit i hru, na kterou karty nemá. A každý smí flekovat a na fleky odpovídat podle vlastního úsudku, ať má jakékoli karty.',
              en: 'A contract above a seven need not match what the declarer holds. And everyone may double and answer doubles by his own judgement, whatever his cards.',
            },
          ],
        },
        {
          key: 17,
          title: {
            cs: 'Omyl; sedma jen s trumfovou sedmou',
            en: 'The fold; a seven only with the trump seven',
          },
          text: [
            {
              cs: 'Vydražil-li jsi obyčejnou sedmu a nechceš hrát nic, můžeš karty složit bez hraní. To je omyl: platíš, jako by hra i sedma byly flekované (6 × základ).',
              en: 'If you won the auction with a plain seven and want to play nothing, you may put your cards down without play. That is the fold: you pay as if both the game and the seven had been doubled (6 × the base).',
            },
            {
              cs: 'Sedmu jako závazek hrát nesmíš, když nemáš trumfovou sedmu. Kdo vydraží sedmu v červených a červenou sedmu nemá, omyl udělat nemůže — musí hrát nějakou vyšší hru.',
              en: 'You may not play a seven as your contract without the trump seven. Whoever wins the auction with a seven in hearts and lacks the seven of hearts cannot fold — he must play some higher contract.',
            },
            {
              cs: 'Hlášenou sedmu nesmíš odložit do talonu; platí to i pro pomocnou sedmu při dvou sedmách se stem.',
              en: 'An announced seven may not go to the talon; this holds for the auxiliary seven in two sevens with a hundred too.',
            },
            {
              cs: 'Aplikace ti také nedovolí ohlásit sedmu bez trumfové sedmy v ruce; omyl v ní není, protože se nedraží.',
              en: 'The app, too, will not let you announce a seven without the trump seven in hand; it has no fold, since nobody bids.',
            },
          ],
        },
        {
          key: 18,
          title: { cs: 'Flek na loženou hru', en: 'Doubling a laydown' },
          text: [
            {
              cs: 'Padne-li flek na hru, která je ložená, hráči, kteří neflekovali, zaplatí jen sazbu bez fleku. Zbytek toho, co má aktér celkem dostat, doplatí rovným dílem ti, kdo flekovali. Flekovali-li oba hráči obrany, posouvá se limit platby na zvýšený limit.',
              en: 'If a laydown is doubled, the players who did not double pay only the undoubled rate. The rest of what the declarer is owed in total is paid in equal shares by those who did. If both defenders doubled, the payment cap moves up to the raised cap.',
            },
            {
              cs: 'Obecná pravidla (čl. V odst. 10) dělí platbu stejně, zvýšený limit ale neznají.',
              en: 'The general rules (art. V §10) split the payment the same way but know no raised cap.',
            },
          ],
          examples: [
            {
              cs: 'Ložená hra za 0,20\u00a0Kč je jednou flekovaná (0,40\u00a0Kč od každého ze tří platících). Dva neflekující zaplatí po 0,20; flekující zaplatí svých 0,40 a navíc 2 × 0,20, celkem 0,80\u00a0Kč.',
              en: 'A laydown at 0.20\u00a0Kč is doubled once (0.40\u00a0Kč from each of the three who pay). The two who did not double pay 0.20 each; the one who doubled pays his 0.40 plus 2 × 0.20, 0.80\u00a0Kč in all.',
            },
          ],
        },
        {
          key: 19,
          title: { cs: 'Kdy je hra ložená', en: 'When a contract is a laydown' },
          text: [
            {
              cs: 'Hra a sto jsou ložené, když je aktér uhraje při jakémkoli rozložení karet u obrany a jakékoli její hře a navíc nemusí pustit ani jeden z 90 bodů. Sedma je ložená, když aktér nepustí žádný zdvih. Dvě sedmy jsou ložené, když je aktér nemůže prohrát při žádném rozložení ani žádné obraně. Betl je ložený, když aktér nemůže vzít zdvih, a durch, když nemůže žádný ztratit.',
              en: 'A game or a hundred is a laydown when the declarer makes it against every layout of the defenders’ cards and every defence, and need not give up any of the 90 points either. A seven is a laydown when the declarer gives up no trick. Two sevens are a laydown when the declarer cannot lose them against any layout or defence. Betl is a laydown when the declarer cannot take a trick, durch when he cannot lose one.',
            },
            {
              cs: 'Jinak než v obecných pravidlech (čl. V odst. 11): tam se sedma posuzuje jako hra (nepustit 10 bodů) a dvě sedmy se zkoušejí proti tomu, že všechny chybějící trumfy i karty pomocné barvy drží jeden hráč obrany.',
              en: 'Unlike the general rules (art. V §11): there a seven is judged like a game (no 10 points given up), and two sevens are tested against one defender holding every missing trump and every missing card of the auxiliary suit.',
            },
          ],
        },
        {
          key: 20,
          title: { cs: 'Ložená hra se ukazuje, nehraje', en: 'A laydown is shown, not played' },
          text: [
            {
              cs: 'Máš-li loženou hru, musíš ji hned po okomentování ukázat a nehrát. Kdybys ji hrál, počítá se to jako míchání karet. Platí to i pro hru, která se ložená stala až během hraní.',
              en: 'If you hold a laydown, you must show it as soon as it has been commented and not play it. Playing it counts as shuffling the cards. This holds too for a game that becomes a laydown during play.',
            },
            {
              cs: 'Když loženou hru dohraješ, hru dostaneš zaplacenou, ale každému soupeři zaplatíš renonc za řezání a míchání karet.',
              en: 'If you play a laydown out, you are paid the game, but you pay every opponent the penalty for cutting and shuffling the cards.',
            },
            {
              cs: 'Nejsi-li si jistý, jestli už je hra ložená, řekni to nahlas: pak smíš odehrát ještě jeden zdvih. Potom už se pochybnosti nepřipouštějí a hrát dál je vždy renonc.',
              en: 'If you are unsure whether the game has become a laydown, say so out loud: you may then play one more trick. After that no doubt is allowed, and playing on is always a revoke.',
            },
          ],
        },
        {
          key: 21,
          title: { cs: 'Ložená, která ložená není', en: 'A claimed laydown that is not one' },
          text: [
            {
              cs: 'Prohlásí-li aktér (po okomentování nebo během hry), že má loženou hru, a ona ložená není, musí ji na přání soupeřů dohrát s kartami lícem nahoru. Renonc to není.',
              en: 'If the declarer claims a laydown (after the comments or during play) and it is not one, he must play it out with his cards face up if the other side asks. That is not a revoke.',
            },
            {
              cs: 'Hráč obrany, který by něco takového prohlásil, se ale renoncu dopouští: prozrazuje tím spoluhráči své karty, se všemi následky.',
              en: 'A defender who makes such a claim does commit a revoke, though: it tells his partner about his cards, with every consequence that carries.',
            },
          ],
        },
        {
          key: 22,
          title: { cs: 'Ukázané karty znovu', en: 'Shown cards shown again' },
          text: [
            {
              cs: 'Když po ukázání ložené hry změníš pořadí karet, které odkládáš, musíš je před odložením ukázat znovu. Odmítnout to je renonc — jako bys odložené karty nesrovnal podle barev.',
              en: 'If, after showing a laydown, you change the order of the cards you are putting down, you must show them again before you put them down. Refusing is a revoke — the same as not sorting the put-down cards by suit.',
            },
          ],
        },
        {
          key: 23,
          title: { cs: 'Žádná sedma ani sto proti', en: 'No seven or hundred against' },
          text: [
            {
              cs: 'Sedmu proti ani sto proti v turnaji hlásit nelze.',
              en: 'In a tournament neither a seven against nor a hundred against may be announced.',
            },
            {
              cs: 'Tady se turnaj liší od voleného mariáše podle obecných pravidel (čl. VII odst. 1) i od hry v aplikaci: tam je obrana smí ohlásit v prvním kole komentování.',
              en: 'Here a tournament differs from volený mariáš under the general rules (art. VII §1) and from the game in the app: there the defence may announce them in its first round of comments.',
            },
          ],
        },
        {
          key: 24,
          title: { cs: 'Nedívat se, neukazovat', en: 'No peeking, no showing' },
          text: [
            {
              cs: 'Během hry se nikdo, ani pauzující, nesmí dívat do karet ostatních. Kdo hraje, nesmí nikomu (ani pauzujícímu) schválně ukazovat své karty. Za porušení hrozí i trest podle disciplinárního řádu (§\u00a01).',
              en: 'During play nobody, the player sitting out included, may look into another player’s cards. Those playing may not deliberately show their cards to anyone (the one sitting out included). A revoke can also be punished under the disciplinary code (§1).',
            },
          ],
        },
        {
          key: 25,
          title: { cs: 'Odchody od stolu', en: 'Leaving the table' },
          text: [
            {
              cs: 'Za celé hrací kolo smí být každý hráč od stolu pryč nejvýš 10\u00a0% hracího času. Kdo to přetáhne, toho může kterýkoli hráč u stolu nechat potrestat podle disciplinárního řádu (§\u00a01).',
              en: 'Over a whole playing round each player may be away from the table for at most 10\u00a0% of the playing time. If someone exceeds it, any player at the table may ask for a penalty under the disciplinary code (§1).',
            },
          ],
        },
      ],
    },
    {
      key: 'III',
      title: { cs: 'Dvě sedmy', en: 'Two sevens' },
      intro: {
        cs: 'U dvou sedem chce aktér vzít poslední zdvih trumfovou sedmou a předposlední sedmou pomocné barvy. Drží-li jeden hráč obrany čtyři nebo víc karet pomocné barvy, může si vždy nechat kartu, která pomocnou sedmu přebije — pokud je sám neodhodí. Tento článek říká, co se pak děje.',
        en: 'In two sevens the declarer means to win the final trick with the seven of trumps and the trick before it with the seven of an auxiliary suit. If one defender holds four or more cards of the auxiliary suit, he can always keep one that beats the auxiliary seven — unless he throws them away himself. This article says what happens then.',
      },
      numbered: true,
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Čtyři pomocné proti dvěma sedmám', en: 'Four auxiliary cards against two sevens' },
          text: [
            {
              cs: 'Máš-li v obraně čtyři nebo víc karet pomocné barvy, smíš flekovat a hned po skončení flekování je musíš ukázat. Hra se pak nehraje a aktér ji platí.',
              en: 'If as a defender you hold four or more cards of the auxiliary suit, you may double, and as soon as the doubling is over you must show them. The hand is then not played and the declarer pays.',
            },
            {
              cs: 'Když je neukážeš a začne se hrát, dopustil ses renoncu (řezání a míchání karet) — aktér ale dvě sedmy zaplatí v každém případě.',
              en: 'If you do not show them and play begins, you have committed a revoke (cutting and shuffling the cards) — but the declarer pays for the two sevens in any case.',
            },
          ],
        },
        {
          key: 2,
          title: {
            cs: 'Čtyři pomocné proti dvěma sedmám a stu',
            en: 'Four auxiliary cards against two sevens and a hundred',
          },
          text: [
            {
              cs: 'Při dvou sedmách se stem smíš se čtyřmi a více pomocnými flekovat, ale karty neukazuješ: hraje se vždy, protože o sto se hrát musí. Kdybys je ukázal, je to renonc (prozrazení karet spoluhráči), ovšem jen pro sto.',
              en: 'Against two sevens with a hundred you may double with four or more auxiliary cards, but you do not show them: the hand is always played, because the hundred has to be. Showing them would be a revoke (telling your partner your cards), but only as far as the hundred goes.',
            },
            {
              cs: 'Dvě sedmy zaplatí aktér za všech okolností — i když obrana udělá jiný renonc, i když renonc nebude vůbec a aktér je uhraje jen proto, že obrana pomocné karty odhodila.',
              en: 'The declarer pays for the two sevens in every case — even if the defence commits some other revoke, and even if there is no revoke at all and he makes them only because the defence threw its auxiliary cards away.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Když aktér obě sedmy nemá', en: 'When the declarer lacks a seven' },
          text: [
            {
              cs: 'Totéž jako v odst. 2 platí, když aktér nemá v ruce obě sedmy. Kdo z obrany drží trumfovou nebo pomocnou sedmu (nebo obě), nesmí ji ukázat — při hře o sto by to byl renonc.',
              en: 'The same as in §2 holds when the declarer does not hold both sevens. A defender with the trump seven or the auxiliary seven (or both) must not show it — in a hand played for a hundred that would be a revoke.',
            },
          ],
        },
      ],
    },
    {
      key: 'IV',
      title: { cs: 'Renonce', en: 'Revokes (renonc)' },
      intro: {
        cs: 'Renonc je porušení pravidel. Turnaj je dělí na renonce ve hře (strana, která ho udělá, hru prohraje a viník platí i paušál) a technické renonce (viník zaplatí jen paušál). Paušál 1 je 10 × základ, paušál 2 je 50 × základ. Článek má pět skupin, každou s vlastním číslováním; tady je každá skupina jedním odstavcem a její položky uvádíme pod jejich čísly. V aplikaci renonc ve hře nastat nemůže: kartu, kterou nesmíš zahrát, ti nedovolí zahrát a řekne proč.',
        en: 'A renonc (revoke) is any breach of the rules. The tournament splits them into revokes in play (the side that commits one loses the hand, and the offender also pays a flat rate) and technical revokes (the offender pays only the flat rate). Flat rate 1 is 10 × the base, flat rate 2 is 50 × the base. The article has five groups, each numbered on its own; here each group is one paragraph, its items told under their numbers. In the app a revoke in play cannot happen: it will not let you play a card you may not, and tells you why.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Renonce ve hře za paušál 1', en: 'Revokes in play, flat rate 1' },
          text: [
            {
              cs: 'Prohraná hra a paušál 1 každému: (1) nepřiznáš barvu, (2) nepřebiješ, když přebít musíš, (3) vyneseš, když nejsi na výnosu, (4) zahraješ kartu dřív, než jsi na řadě, (5) naznačuješ, dáváš signály, ovlivňuješ nebo prozradíš kartu spoluhráči — to platí i pro pauzujícího.',
              en: 'The hand lost and flat rate 1 to each player: (1) you fail to follow suit, (2) you fail to play higher when you must, (3) you lead when it is not your lead, (4) you play a card before your turn, (5) you hint, signal, sway your partner or give a card away to him — the player sitting out included.',
            },
            {
              cs: 'Dále: (6) špatný počet karet v talonu zjištěný až po začátku hry, (7) aktér po okomentování mění talon nebo se do něj dívá, (8) hlášenou sedmu zahraješ předčasně, (9) pauzující se dívá do cizích karet, (10) ten, kdo skládá karty, se dívá na karty, na které z minulé hry nemá právo.',
              en: 'Further: (6) a wrong number of cards in the talon found after play has begun, (7) the declarer changing the talon or looking at it after the comments, (8) playing the announced seven too early, (9) the player sitting out looking at other players’ cards, (10) whoever gathers the cards looking at cards he had no right to from the last hand.',
            },
            {
              cs: 'Body 1, 2 a 8 odpovídají povinnostem z obecných pravidel (čl. II odst. 7 a 8, čl. IV odst. 11) — ty aplikace hlídá sama.',
              en: 'Items 1, 2 and 8 are the duties of the general rules (art. II §7 and §8, art. IV §11) — the app enforces those itself.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Technické renonce za paušál 1', en: 'Technical revokes, flat rate 1' },
          text: [
            {
              cs: 'Jen paušál 1 každému, hra se neprohrává: (1) řežeš nebo mícháš karty, (2) špatný počet karet v talonu zjištěný ještě před začátkem hry, (3) porušíš postup při schvalování, flekování a odpovídání na fleky, (4) u dvou sedem neukážeš některou ze sedem nebo aspoň čtyři pomocné karty u jednoho hráče (čl. III), (5) druhé a každé další chybné rozdání.',
              en: 'Only flat rate 1 to each player, the hand is not lost: (1) you cut or shuffle the cards, (2) a wrong number of cards in the talon found before play begins, (3) you break the procedure of approving, doubling and answering doubles, (4) in two sevens you fail to show one of the sevens or four or more auxiliary cards in one hand (art. III), (5) a second or later misdeal.',
            },
            {
              cs: 'Dále: (6) pauzující se dívá do cizích karet nebo mu je někdo ukáže, (7) díváš se na odložené karty, na které z minulé hry nemáš právo, (8) odkládané karty nesrovnáš podle barev.',
              en: 'Further: (6) the player sitting out looks at others’ cards or someone shows him theirs, (7) you look at put-down cards you had no right to from the last hand, (8) you do not sort the cards you put down by suit.',
            },
            {
              cs: 'Pozor: pauzující, který se dívá do cizích karet, je uveden v této skupině i mezi renonci ve hře (první skupina, bod 9).',
              en: 'Note: the player sitting out looking at others’ cards is listed both here and among the revokes in play (the first group, item 9).',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Renonce ve hře za paušál 2', en: 'Revokes in play, flat rate 2' },
          text: [
            {
              cs: 'Prohraná hra a paušál 2 (50 × základ) každému: (1) eso nebo desítka v talonu, kromě betlu a durchu, (2) hlášená sedma v talonu, (3) hrající hráč se podívá do cizích karet nebo do talonu.',
              en: 'The hand lost and flat rate 2 (50 × the base) to each player: (1) an ace or a ten in the talon, except in betl and durch, (2) the announced seven in the talon, (3) a playing player looking at other players’ cards or at the talon.',
            },
            {
              cs: 'Eso a desítku do talonu obecná pravidla trestají stejně (čl. VI odst. 3). Aplikace ti je v barevné hře do talonu vůbec nedovolí odložit.',
              en: 'The general rules punish an ace or a ten in the talon the same way (art. VI §3). The app will not let you lay them in the talon of a suit game at all.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Co renonc není', en: 'What is not a revoke' },
          text: [
            {
              cs: 'Renoncem není: (1) když odložíš nebo prozradíš karty soupeři (ne spoluhráči — tím škodíš jen své straně; pravidla tu mluví velmi stručně a my je čteme takto), (2) flek navíc nad poslední platný, čtvrtý flek — prostě se nepočítá, (3) mariášnický humor, který nikoho neuráží.',
              en: 'Not a revoke: (1) laying down or giving away cards to an opponent (not to your partner — that only harms your own side; the rules are very terse here and this is our reading), (2) a double beyond the last valid one, the fourth — it simply does not count, (3) card-table humour that offends nobody.',
            },
            {
              cs: 'Bod 2 znamená, že turnaj končí žebříček fleků čtvrtým flekem. Obecná pravidla (čl. V odst. 5) strop nemají; domácí pravidla končí také po čtyřech (retutti).',
              en: 'Item 2 means a tournament ends the doubling ladder at the fourth double. The general rules (art. V §5) have no ceiling; the house rules stop after four as well (retutti).',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Následky renonců', en: 'What a revoke costs' },
          text: [
            {
              cs: '(1) Za technický renonc zaplatí viník každému jen paušál.',
              en: '(1) For a technical revoke the offender pays everyone only the flat rate.',
            },
            {
              cs: '(2) Strana, která udělá renonc ve hře, prohrála — ať byla hra jakkoli rozehraná a ať měl kdo v ruce cokoli (výjimky má čl. III o dvou sedmách). Dál se nehraje, co se odehrálo po renoncu, neplatí, a druhá strana dostane hru podle fleků. U hry a sta se sazba počítá z kontumačně uhraných bodů, nejméně ale základní sazba. Kontumační body druhé strany jsou: co uhrála do renoncu, plus všechny body, které ještě zbývaly ve hře, plus všechny její hlášky. Mezi zbývající body se nepočítá trumfové eso, které se ještě nehrálo, ani trumfová desítka, kterou by provinilá strana stejně získala (měla ji se svým trumfovým esem, nebo už eso padlo).',
              en: '(2) The side that commits a revoke in play has lost — however the hand stood and whatever anyone held (article III on two sevens has exceptions). Play stops, anything played after the revoke does not count, and the other side is paid the game as doubled. For a game or a hundred the amount is reckoned from the points made by forfeit, but never below the base rate. The other side’s forfeit points are: what it took up to the revoke, plus every point still in play, plus all its marriages. Points still in play leave out the trump ace not yet played, and the trump ten the offending side would have won anyway (it held it with its trump ace, or the ace had already fallen).',
            },
            {
              cs: '(3) Viník renoncu ve hře platí hru podle odst. 2 za celou svou stranu: jako obránce aktérovi za všechny obránce, jako aktér každému obránci. Navíc zaplatí každému paušál.',
              en: '(3) The offender in play pays the game of (2) for his whole side: as a defender he pays the declarer for every defender, as the declarer he pays each defender. On top of that he pays everyone the flat rate.',
            },
            {
              cs: '(4) Stane-li se v jedné hře víc renonců ve hře, počítá se jen první — i když se na něj přijde až po těch dalších.',
              en: '(4) If several revokes in play happen in one hand, only the first counts — even if it is discovered after the later ones.',
            },
            {
              cs: '(5) PB za hru s renoncem může dostat jen strana, která renonc neudělala. Aktér nemá nárok na PB, pokud se v okamžiku renoncu už nedalo při obvyklé obraně vyhrát.',
              en: '(5) Premium points for a hand with a revoke can go only to the side that did not commit it. The declarer has no claim to them if, when the revoke happened, the game could no longer be won against the usual defence.',
            },
            {
              cs: '(6) Při renoncu ve hře za 50 a více PB o nich vždy rozhoduje rozhodčí a za obranu přitom hraje obvyklé obranné postupy. Taková hra se musí na stolovém lístku označit.',
              en: '(6) After a revoke in a hand worth 50 PB or more, the referee always decides the premium points, playing the usual defence for the defenders. Such a hand must be marked on the table sheet.',
            },
            {
              cs: '(7) Obvyklá obrana je taková, která aktérovi obecně nepomáhá — pravidla jako příklad uvádějí vynášení pomocné barvy proti dvěma sedmám. Když se nedá jednoznačně říct, co je správná obrana, použije se ta, která je pro aktéra výhodnější.',
              en: '(7) The usual defence is play that does not, in general, help the declarer (against two sevens, leading the auxiliary suit is the rules’ own example). When the right defence is open to dispute, the one better for the declarer is applied.',
            },
            {
              cs: 'Jinak než v obecných pravidlech (čl. VI odst. 3): tam každý renonc stojí paušál 10 × základ a (kromě prvních tří v jejich výčtu) ještě hru za celou stranu; rozdělení na technické a herní renonce ani kontumační body tam nejsou.',
              en: 'Unlike the general rules (art. VI §3): there every revoke costs a flat 10 × the base and (except the first three on their list) the game for the whole side as well; they have neither the split into technical revokes and revokes in play nor forfeit points.',
            },
          ],
          examples: [
            {
              cs: 'Aktér hraje sedmu v zelených. Obrana má do renoncu 30 bodů, ve hře zbývá 40 bodů včetně posledního zdvihu a obrana má dvacet. Aktér, který nepřiznal barvu, drží ještě zelené eso. Obrana dostane hru spočtenou z 30 + 30 + 20 = 80 bodů: zelené eso se jí nepočítá, aktér by ho získal tak jako tak.',
              en: 'The declarer plays a seven in leaves. The defence has 30 points at the revoke, 40 points remain in play including the last trick, and the defence holds a marriage of 20. The declarer, who failed to follow suit, still holds the ace of leaves. The defence is paid the game reckoned from 30 + 30 + 20 = 80 points: the ace of leaves does not count for it, the declarer would have won it anyway.',
            },
          ],
        },
      ],
    },
    {
      key: 'V',
      title: { cs: 'Kdo a kdy renonc hlásí', en: 'Who calls a revoke, and until when' },
      numbered: true,
      paragraphs: [
        {
          key: 1,
          title: { cs: 'I pauzující', en: 'The player sitting out too' },
          text: [
            {
              cs: 'Na renonc smí během hry upozornit i ten, kdo pauzuje.',
              en: 'The player sitting out may point out a revoke during play as well.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Do složení karet', en: 'Until the cards are gathered' },
          text: [
            {
              cs: 'Renonc můžeš reklamovat jen do chvíle, kdy se začnou skládat karty k dalšímu rozdání. Potom už výsledek platí.',
              en: 'You can claim a revoke only until the cards start being gathered for the next deal. After that the result stands.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Rozhodčí', en: 'The referee' },
          text: [
            {
              cs: 'Ostatní sporné případy rozhoduje rozhodčí. Smí za renonc označit i provinění, která tu nejsou vyjmenovaná.',
              en: 'Other disputes are settled by the referee, who may also declare a revoke for offences not listed here.',
            },
          ],
        },
      ],
    },
  ],
};
