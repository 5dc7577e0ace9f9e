/**
 * The rules as another mariáš app states them (document 004), retold section by section in our own
 * words. A part is a section, keyed by its heading exactly as the app cites it ("Flekování");
 * paragraphs are numbered in our own order.
 */
import type { RuleDocument } from './types.ts';

export const OTHER_APP: RuleDocument = {
  doc: '004',
  title: { cs: 'Pravidla jiné mariášové aplikace', en: 'Another mariáš app’s rules' },
  intro: {
    cs: 'Obrazovky a texty jiné mariášové aplikace: nastavení, její výklad voleného mariáše a tlačítka, kterými se ve hře hlásí. Nejsou to oficiální pravidla, ale ukazují, jak se volený mariáš běžně hraje; odkazujeme na ně tam, kde se tak hraje i u nás. Tady je celý její výklad, oddíl po oddílu, s rozdíly proti pravidlům ČSM.',
    en: 'The screens and texts of another mariáš app: its settings, its account of volený mariáš and the buttons used for calls during play. They are not official rules, but they show how volený mariáš is commonly played; we refer to them where our app plays the same way. Here is its whole account, section by section, with where it differs from the ČSM rules.',
  },
  parts: [
    {
      key: 'Nastavení hry',
      title: { cs: 'Co se v ní dá nastavit', en: 'What it lets you set' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Karty, pravidla, jména, sazby', en: 'Cards, rules, names, rates' },
          text: [
            {
              cs: 'Před hrou si v té aplikaci vybereš vzhled karet (několik obrázkových témat a rubů), přečteš si pravidla, pojmenuješ hráče a nastavíš sazby za hry. Pro pravidla samotná z toho plyne jen to, že sazby si hráči domlouvají — stejně jako v naší aplikaci v pravidlech partie.',
              en: 'Before playing, that app lets you pick the look of the cards (several picture themes and backs), read the rules, name the players and set the rates for each game. For the rules themselves this only means the rates are agreed by the players — as in our app, in a session’s rules.',
            },
          ],
        },
      ],
    },
    {
      key: 'Volený mariáš',
      title: { cs: 'Volený mariáš v kostce', en: 'Volený mariáš in brief' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Tři hráči, dva proti jednomu', en: 'Three players, two against one' },
          text: [
            {
              cs: 'Hrají tři s 32 kartami ve čtyřech barvách po osmi: červené, kule, listy (zelené) a žaludy. Vždy hrají dva proti jednomu. Červené mají zvláštní postavení: jsou-li trumfy, hraje se o dvojnásobek.',
              en: 'Three play with 32 cards, eight in each of four suits: hearts, bells, leaves and acorns. It is always two against one. Hearts are special: as trumps, the stakes double.',
            },
          ],
        },
      ],
    },
    {
      key: 'Rozdávání',
      title: { cs: 'Rozdání a volba z lidu', en: 'The deal and the blind choice' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Sedm pro forhonta, pak po pěti', en: 'Seven to forehand, then fives' },
          text: [
            {
              cs: 'Forhont (po levici rozdávajícího) dostane nejdřív sedm karet a z nich volí trumf; hráč po pravici rozdávajícího je zadák. Pak dostane každý po pěti. Oba spojenci mají po deseti kartách, forhont dvanáct; po volbě se podívá na všechny a dvě odhodí do talonu.',
              en: 'Forehand (on the dealer’s left) first gets seven cards and chooses trumps from them; the player on the dealer’s right is the rear hand. Then everyone gets five at a time. The two partners hold ten cards each, forehand twelve; after choosing he looks at them all and discards two to the talon.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Z lidu jen se slabou rukou', en: 'Blind only with a thin hand' },
          text: [
            {
              cs: 'Trumf z lidu — naslepo jednu z pěti karet ležících rubem nahoru — tu smí forhont zvolit jen tehdy, když má v prvních sedmi od každé barvy nanejvýš dvě karty.',
              en: 'Choosing blind — one of the five cards lying face down — is allowed there only when forehand’s first seven hold at most two cards of every suit.',
            },
            {
              cs: 'Tuto podmínku nemají pravidla ČSM ani domácí pravidla a naše aplikace ti volbu z lidu dovolí vždy.',
              en: 'Neither the ČSM rules nor the house rules have this condition, and our app always lets you choose blind.',
            },
          ],
        },
      ],
    },
    {
      key: 'Než začne hra',
      title: { cs: 'Barva? Dobrá, nebo špatná', en: 'Suit? Good or Bad' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Schválení a závazek', en: 'Approval and the contract' },
          text: [
            {
              cs: 'Forhont se zeptá na barvu. „Dobrá“ znamená, že hru necháváš hrát; „špatná“, že si bereš talon a hraješ vyšší hru — betl nebo durch. Když hru oba pustí, forhont odkryje trumfovou kartu, oznámí barvu a může přidat, že hraje sedmu, sto nebo sto a sedmu.',
              en: 'Forehand asks “Suit?”. “Good” means you let the game be played; “bad” that you take the talon and play a higher game — betl or durch. Once the game is approved, forehand turns the trump up, names the suit and may add that he plays a seven, a hundred or a hundred and seven.',
            },
          ],
        },
      ],
    },
    {
      key: 'Flekování',
      title: { cs: 'Flekování', en: 'Doubling' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Flek, nebo mlčím', en: 'Double, or pass' },
          text: [
            {
              cs: 'Když forhont ohlásí trumfy, každý soupeř řekne „flek“, pokud věří, že hru porazí, nebo „mlčím“, pokud ne.',
              en: 'When forehand has named trumps, each opponent doubles if he expects to beat the game, or passes if he does not.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Když oba mlčí, nehraje se', en: 'If both stay silent, there is no play' },
          text: [
            {
              cs: 'Mlčí-li oba soupeři, hra skončí bez hraní a každý z nich zaplatí forhontovi základní sazbu za hru.',
              en: 'If both opponents stay silent, the hand ends without play and each of them pays forehand the base rate of the game.',
            },
            {
              cs: 'Tak to dělá i naše aplikace: hru v barvě, na kterou nikdo neflekoval, zaplatí bez hraní (s domácími pravidly i hru se sedmou). Pravidla ČSM to neříkají; kdo chce hrát každou hru, vypne to v pravidlech partie.',
              en: 'Our app does the same: a suit game nobody doubled is paid without play (under the house rules a game with a seven too). The ČSM rules do not say this; if you want every hand played, switch it off in a session’s rules.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Lepší, tutti, boty …', en: 'Better, tutti, boots …' },
          text: [
            {
              cs: 'Na flek může forhont s dobrými kartami odpovědět „lepší“, nebo mlčet — tím flekování skončí. Když řekne „lepší“, mohou soupeři přidat „tutti“, forhont pak „boty“ a tak dál. Každý další stupeň sazbu zdvojnásobí, proto se vyplatí flekovat s rozmyslem.',
              en: 'To a double, forehand with good cards may answer “better”, or pass, and the doubling ends. To “better” the opponents may say “tutti”, forehand then “boots”, and so on. Each further step doubles the rate, so it pays to double with care.',
            },
            {
              cs: 'Pravidla ČSM (čl. V odst. 5) místo „lepší“ říkají „re“. Aplikace používá jména stupňů podle zvolených pravidel.',
              en: 'The ČSM rules (art. V §5) say “redouble” where this app says “better”. Our app names the steps after the rules you choose.',
            },
          ],
        },
      ],
    },
    {
      key: 'Bodování',
      title: { cs: 'Body: celkem 190', en: 'Points: 190 in all' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Co kolik dává', en: 'What scores what' },
          text: [
            {
              cs: 'Cílem je mít víc bodů než soupeř. Každé eso a desítka dává 10, poslední zdvih také 10. Svršek s králem jedné barvy v ruce (hláška) dává 20, v trumfech 40.',
              en: 'The aim is more points than the other side. Every ace and ten scores 10, and so does the last trick. The over and king of one suit in hand (a marriage) score 20, or 40 in trumps.',
            },
            {
              cs: 'Dohromady je ve hře 190 bodů: 80 za esa a desítky, 100 za čtyři hlášky a 10 za poslední zdvih. Protože se nedají rozdělit napůl, remíza nastat nemůže.',
              en: 'There are 190 points in all: 80 for aces and tens, 100 for the four marriages and 10 for the last trick. As they cannot be split evenly, there is never a draw.',
            },
          ],
        },
      ],
    },
    {
      key: 'Sehrávka',
      title: { cs: 'Jak se hraje do zdvihu', en: 'How a trick is played' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Stejná barva, vyšší karta', en: 'Same suit, higher card' },
          text: [
            {
              cs: 'První kartu vynáší forhont. Na vynesenou kartu dáš vyšší kartu téže barvy; nemáš-li vyšší, jakoukoli nižší téže barvy. Nemáš-li tu barvu, musíš dát trumf — i sedmička trumfů přebije netrumfové eso. Bez barvy i bez trumfu dáš cokoli.',
              en: 'Forehand leads first. To the card led you play a higher card of the same suit; without a higher one, any lower one of that suit. Without the suit you must trump — even the seven of trumps beats a non-trump ace. With neither, play anything.',
            },
            {
              cs: 'Zdvih bere nejvyšší karta vynesené barvy, nebo nejvyšší trumf, a kdo ho vzal, vynáší dál. Nakonec si každá strana spočítá body (oddíl „Bodování“).',
              en: 'The highest card of the suit led takes the trick, or the highest trump, and whoever took it leads next. At the end each side counts its points (section “Points: 190 in all”).',
            },
            {
              cs: 'Že musíš dát vyšší trumf, když už ve zdvihu trumf je, tento popis neříká; pravidla ČSM (čl. II odst. 8) i naše aplikace to vyžadují.',
              en: 'This account does not say you must play a higher trump when the trick already holds one; the ČSM rules (art. II §8) and our app require it.',
            },
          ],
        },
      ],
    },
    {
      key: 'Sedma',
      title: { cs: 'Sedma a tichá sedma', en: 'The seven and the silent seven' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Poslední zdvih trumfovou sedmou', en: 'The last trick with the seven of trumps' },
          text: [
            {
              cs: 'Hraje-li forhont sedmu, zavazuje se uhrát poslední zdvih trumfovou sedmou. Prohraje ji, když musí sedmu zahrát dřív nebo když soupeřům do posledního kola zůstane trumf. Bez sedmy v ruce ji ohlásit nejde.',
              en: 'A forehand who plays a seven undertakes to win the final trick with the seven of trumps. He loses it if he has to play the seven earlier, or if an opponent still holds a trump in the last round. It cannot be announced without the seven in hand.',
            },
            {
              cs: 'Hra a sedma se počítají i flekují každá zvlášť. Sedma stojí dvakrát tolik co hra. Tichá sedma — uhraná, ale neohlášená — stojí tolik co hra, ať ji uhraje kdokoli.',
              en: 'The game and the seven are each scored and doubled on their own. A seven costs twice a game. A silent seven — made but not announced — is worth a game, whoever makes it.',
            },
          ],
        },
      ],
    },
    {
      key: 'Sto',
      title: { cs: 'Sto a tiché sto', en: 'The hundred and the silent hundred' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Bez hlášky to nejde', en: 'Not without a marriage' },
          text: [
            {
              cs: 'Sto je závazek uhrát aspoň 100 bodů. Karty a poslední zdvih dají nejvýš 90, proto potřebuješ aspoň jednu hlášku, nejlépe trumfovou.',
              en: 'The hundred is a promise to make at least 100 points. The cards and the last trick give at most 90, so you need at least one marriage, a trump one at best.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Kolik se platí', en: 'What it pays' },
          text: [
            {
              cs: 'Uhrané sto stojí čtyři hry a k tomu stejnou částku za každých deset bodů nad stovku. Neuhrané stojí totéž a navíc tu částku za každou desítku, která chybí do sta, i za každou desítku, kterou soupeři mají z hlášek. Stejně to počítají pravidla ČSM (čl. V odst. 6).',
              en: 'A hundred made is worth four games, plus the same amount for each ten points above a hundred. One that fails costs the same, plus that amount for each ten short of a hundred and for each ten the opponents scored with marriages. The ČSM rules count it the same way (art. V §6).',
            },
            {
              cs: 'Tiché sto — sto bodů bez ohlášení — stojí dvě hry a na rozdíl od hlášeného se prohrát nedá.',
              en: 'A silent hundred — a hundred points unannounced — is worth two games and, unlike an announced one, cannot be lost.',
            },
          ],
          examples: [
            {
              cs: 'Ohlášené sto uhrané se 120 body: 4 + 2 × 4 = 12 her.',
              en: 'An announced hundred made with 120 points: 4 + 2 × 4 = 12 games.',
            },
          ],
        },
      ],
    },
    {
      key: 'Sto a sedma',
      title: { cs: 'Sto a sedma', en: 'Hundred and seven' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Obojí najednou, počítá se zvlášť', en: 'Both at once, counted apart' },
          text: [
            {
              cs: 'Zavazuješ se uhrát sto a zároveň vzít poslední zdvih trumfovou sedmou, takže potřebuješ hlášku i trumfovou sedmu. Obě části se flekují i počítají zvlášť, se stejnými sazbami jako samotné sto a samotná sedma.',
              en: 'You undertake to make a hundred and to win the final trick with the seven of trumps, so you need a marriage and the trump seven. Both parts are doubled and scored apart, at the same rates as a hundred and a seven alone.',
            },
            {
              cs: 'Sto i sto a sedma se hrají, i když nikdo neflekuje — na rozdíl od samotné hry (oddíl „Flekování“).',
              en: 'A hundred and a hundred-and-seven are played even when nobody doubles — unlike a plain game (the section on doubling).',
            },
          ],
        },
      ],
    },
    {
      key: 'Betl',
      title: { cs: 'Betl', en: 'Betl' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Nízké karty, žádný zdvih', en: 'Low cards, no trick' },
          text: [
            {
              cs: 'Betl hraje ten, kdo má hlavně nízké karty: forhont sám, nebo soupeř, když forhont chce hrát barvu. Ohlásí ho a počká, jestli někdo nechce hrát durch; když ne, hraje se. Nesmí vzít ani jeden zdvih, trumfy nejsou a desítka je na svém přirozeném místě mezi devítkou a spodkem.',
              en: 'Betl is played by whoever holds mostly low cards: forehand himself, or an opponent when forehand wants a suit game. He announces it and waits to see whether anyone wants durch; if not, play begins. He must take no trick at all, there are no trumps and the ten sits in its natural place between the nine and the under.',
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
          title: { cs: 'Vysoké karty, všechny zdvihy', en: 'High cards, every trick' },
          text: [
            {
              cs: 'S velmi vysokými kartami můžeš hrát durch: vezmeš všechny zdvihy, trumfy nejsou a desítka je nízko. Hráč durchu vynáší a na schválení nečeká, protože ve voleném mariáši vyšší hra není.',
              en: 'With very high cards you may play durch: you take every trick, there are no trumps and the ten ranks low. The durch player leads and does not wait for approval, since volený mariáš has no higher game.',
            },
            {
              cs: 'Durch stojí dvakrát tolik co betl. Betl tam bývá za pět až patnáct her, durch tedy za deset až třicet — domácí pravidla mají 5 a 10, pravidla ČSM 15 a 30.',
              en: 'Durch costs twice a betl. Betl is priced there at five to fifteen games, so durch at ten to thirty — the house rules use 5 and 10, the ČSM rules 15 and 30.',
            },
          ],
        },
      ],
    },
    {
      key: 'Průběh hry',
      title: { cs: 'Hlášení během hry', en: 'Calls during play' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Tlačítka té aplikace', en: 'That app’s buttons' },
          text: [
            {
              cs: 'Na barvu se tam odpovídá Dobré nebo Špatné, na hru Flek nebo Mlčím. Flekovat lze zvlášť sedmu a zvlášť hru či sto, obrana může hlásit sedmu nebo sto proti. Další stupně fleků se jmenují Lepší, Tutti, Boty, Kalhoty a Kaiser. Kdo bere talon, vybírá mezi betlem a durchem, a na konci se ukáže vyhodnocení hry.',
              en: 'There you answer “Suit?” with Good or Bad, and the game with Double or Pass. The seven can be doubled apart from the game or the hundred, and the defence may call a seven or a hundred against. The further doubling steps are called Better, Tutti, Boots, Trousers and Kaiser. Whoever takes the talon chooses between betl and durch, and at the end the hand’s result is shown.',
            },
            {
              cs: 'Naše aplikace hlásí totéž; jména stupňů fleku si vybereš v pravidlech partie.',
              en: 'Our app makes the same calls; you choose the names of the doubling steps in a session’s rules.',
            },
          ],
        },
      ],
    },
  ],
};
