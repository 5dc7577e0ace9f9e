/**
 * Document 000, the general rules of the Czech mariáš association (ČSM), article by article, retold in
 * our own words. Paragraph keys are the document's paragraph numbers, so "čl. II odst. 7" is part "II",
 * paragraph 7.
 */
import type { RuleDocument } from './types.ts';

export const CSM_GENERAL: RuleDocument = {
  doc: '000',
  title: { cs: 'Pravidla ČSM', en: 'ČSM rules' },
  intro: {
    cs: 'Obecná pravidla Českého svazu mariáše platí pro všechny druhy mariáše: jak se karty řadí, co musíš do zdvihu přidat, kolik co platí a co je renonc. Tady je máš vysvětlená vlastními slovy, článek po článku, s odkazy tam, kde je aplikace cituje.',
    en: 'The general rules of the Czech mariáš association apply to every kind of mariáš: how the cards rank, what you must add to a trick, what each contract pays and what counts as a revoke. Here they are explained in our own words, article by article, with the places the app cites.',
  },
  parts: [
    {
      key: 'I',
      title: { cs: 'Druhy mariáše', en: 'Kinds of mariáš' },
      intro: {
        cs: 'Úvodní článek říká, k čemu pravidla slouží: jsou společným základem tří hlavních druhů mariáše – voleného, křížového a licitovaného. Co se v jednotlivých druzích liší, upravují jejich vlastní pravidla (shrnutí najdeš v čl. VII). Tahle aplikace zatím učí volený mariáš ve třech.',
        en: 'The opening article says what the rules are for: they are the common ground of the three main kinds of mariáš – volený (chosen trumps), křížový (four players) and licitovaný (with bidding). What differs between them is left to their own rules (summarised in art. VII). This app teaches volený for three players so far.',
      },
      paragraphs: [],
    },
    {
      key: 'II',
      title: { cs: 'Základní pojmy a principy', en: 'Basic terms and principles' },
      intro: {
        cs: 'Karty, jejich pořadí, kdo hraje proti komu a hlavně povinnosti při hraní do zdvihu.',
        en: 'The cards and how they rank, who plays against whom, and above all what you must play to a trick.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Karty a jejich pořadí', en: 'The cards and their order' },
          text: [
            {
              cs: 'Mariáš hrají tři nebo čtyři hráči s 32 kartami: čtyři barvy (červené, zelené, kule, žaludy) po osmi hodnotách od sedmičky po eso. Nejníž je sedma, nejvýš eso.',
              en: 'Mariáš is for three or four players with 32 cards: four suits (hearts, leaves, bells, acorns), eight ranks each from seven to ace. The seven is lowest, the ace highest.',
            },
            {
              cs: 'Když se hraje s trumfy, posune se desítka hned pod eso, nad krále: pořadí je eso, desítka, král, svršek, spodek, devítka, osmička, sedmička. Každá karta trumfové barvy je silnější než jakákoli karta ostatních barev.',
              en: 'When trumps are played, the ten moves up to just below the ace, above the king: the order is ace, ten, king, Ober, Unter, nine, eight, seven. Every card of the trump suit beats any card of the other suits.',
            },
            {
              cs: 'V betlu a durchu trumfy nejsou a desítka zůstává na svém místě mezi devítkou a spodkem (čl. IV odst. 7 a 8).',
              en: 'In betl and durch there are no trumps and the ten keeps its natural place between the nine and the Unter (art. IV §7 and §8).',
            },
          ],
          examples: [
            {
              cs: 'Trumfy jsou kule. Někdo vynese zelené eso a ty zelenou nemáš: přidáš kulovou sedmu a zdvih bereš, pokud ji nikdo nepřebije vyšším trumfem.',
              en: 'Bells are trumps. Someone leads the ace of leaves and you have no leaves: you add the seven of bells and take the trick unless someone beats it with a higher trump.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'O co se hraje', en: 'What the game is about' },
          text: [
            {
              cs: 'Jeden hráč se předem zaváže, čeho dosáhne (závazek), a ostatní se mu v tom snaží zabránit.',
              en: 'One player commits in advance to what he will achieve (the contract), and the others try to stop exactly that.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Aktér a obrana', en: 'Declarer and defence' },
          text: [
            {
              cs: 'Hráč, který určuje závazek (a případně trumfy), se jmenuje aktér. Ostatní hráči tvoří obranu a hrají společně proti němu. Jen v křížovém mariáši může mít aktér spoluhráče; dvojici pak říkáme volící strana (čl. VII odst. 2).',
              en: 'The player who sets the contract (and the trumps, if any) is the declarer. The other players form the defence and play together against him. Only in křížový can the declarer have a partner; the pair is then called the declaring side (art. VII §2).',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Rozdání a talon', en: 'The deal and the talon' },
          text: [
            {
              cs: 'Rozdají se všechny karty. Forhont je ten, kdo dostane karty jako první. Na začátku hry mají všichni hrající stejně karet.',
              en: 'All the cards are dealt. Forehand is the player who receives cards first. When play starts, everyone taking part holds the same number of cards.',
            },
            {
              cs: 'Hrají-li tři, odloží aktér dvě karty navíc lícem dolů stranou – to je talon. Co v něm je, neprozradí nikomu, ani během hry. Ve voleném a licitovaném mariáši hrají vždy jen tři; sedí-li u stolu čtyři, ten, kdo rozdával, tuto hru vynechá (pauzíruje).',
              en: 'With three in play, the declarer lays two spare cards aside face down – the talon. He tells nobody what is in it, not even during play. In volený and licitovaný only three ever play; if four sit at the table, the dealer sits this hand out.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Karty drž u sebe', en: 'Keep your cards to yourself' },
          text: [
            {
              cs: 'Své nezahrané karty nesmíš ukazovat ani jinak prozrazovat, ani spoluhráči v obraně.',
              en: 'You may not show or otherwise give away the cards you have not played yet, not even to your partner in the defence.',
            },
          ],
        },
        {
          key: 6,
          title: { cs: 'Zdvihy a pořadí hráčů', en: 'Tricks and turn order' },
          text: [
            {
              cs: 'Hraje se na zdvihy (štychy): každý v pořadí přidá jednu kartu podle pravidel a zdvih bere ten, kdo dal nejvyšší kartu. Zdvih si otočí lícem dolů k sobě a vynáší do dalšího.',
              en: 'Play goes by tricks: in turn, each player adds one card as the rules allow, and whoever played the highest card takes the trick. He turns it face down on his pile and leads to the next one.',
            },
            {
              cs: 'Do prvního zdvihu vynáší forhont, jen v betlu a durchu vynáší aktér. Dohrané zdvihy už do hry nepatří; podívat se smíš jen na ten poslední.',
              en: 'Forehand leads to the first trick, except in betl and durch, where the declarer leads. Finished tricks are out of play; you may only look back at the last one.',
            },
          ],
        },
        {
          key: 7,
          title: { cs: 'Přiznat barvu, jinak trumfovat', en: 'Follow suit, else trump' },
          text: [
            {
              cs: 'Máš-li barvu, kterou se zdvih začal, musíš ji přidat. Nemáš-li ji, musíš dát trumf, pokud se s trumfy hraje. Teprve když nemáš ani trumf, smíš dát kteroukoli kartu – ta ale zdvih nikdy nevezme.',
              en: 'If you hold the suit the trick was led in, you must play it. If you do not, you must play a trump, when there are trumps. Only when you have no trump either may you play any card – and that card can never take the trick.',
            },
          ],
          examples: [
            {
              cs: 'Vynesen zelený král, trumfy jsou žaludy. Máš zelenou osmu a žaludské eso: musíš dát osmu, i když by eso zdvih vzalo.',
              en: 'The king of leaves is led, acorns are trumps. You hold the eight of leaves and the ace of acorns: you must play the eight, even though the ace would take the trick.',
            },
          ],
        },
        {
          key: 8,
          title: { cs: 'Přebíjet, když můžeš', en: 'Beat the trick when you can' },
          text: [
            {
              cs: 'Zároveň musíš přebít: máš-li v barvě, kterou přidáváš, kartu vyšší, než je zatím nejvyšší karta ve zdvihu, musíš dát vyšší.',
              en: 'At the same time you must beat: if the suit you are playing holds a card higher than the highest card in the trick so far, you must play a higher one.',
            },
            {
              cs: 'Přednost má ale přiznání barvy. Když už někdo vynesenou barvu přebil trumfem a ty tu barvu máš, přidáš ji, ale vyšší dávat nemusíš – trumf stejně nepřebiješ. Když barvu nemáš a trumfuješ zdvih, ve kterém už trumf leží, musíš dát trumf vyšší, máš-li ho.',
              en: 'Following suit comes first, though. If someone has already trumped the led suit and you hold that suit, you follow with it but need not go higher – you could not beat the trump anyway. If you lack the suit and trump a trick that already holds a trump, you must play a higher trump if you have one.',
            },
          ],
          examples: [
            {
              cs: 'Vynesena zelená desítka, máš zelené eso a zelenou devítku: musíš dát eso. Kdyby ale druhý hráč desítku už přebil trumfem, stačí ti přidat devítku.',
              en: 'The ten of leaves is led and you hold the ace and the nine of leaves: you must play the ace. Had the second player already trumped the ten, the nine would do.',
            },
          ],
        },
        {
          key: 9,
          title: { cs: 'Skládání a snímání karet', en: 'Gathering and cutting' },
          text: [
            {
              cs: 'Karty po hře sbírá ten, kdo bude rozdávat; rozdávání se po každé hře posouvá o hráče dál ve směru hry (na předchozího forhonta). Karty se nemíchají a hromádky ze stolu se nepřekládají, pokud pravidla daného druhu neříkají jinak.',
              en: 'After a hand the next dealer gathers the cards; the deal moves on by one player in the direction of play after every hand (to the previous forehand). The cards are not shuffled and the piles left on the table are not cut into each other, unless the rules of the kind played say otherwise.',
            },
            {
              cs: 'Hráč, který sedí před rozdávajícím, balíček sejme – to je jeho právo i povinnost – a to nejméně dvě karty shora nebo zdola.',
              en: 'The player sitting before the dealer cuts the pack – it is both his right and his duty – taking at least two cards from the top or the bottom.',
            },
          ],
        },
      ],
    },
    {
      key: 'III',
      title: { cs: 'Hodnoty karet', en: 'Card values' },
      intro: {
        cs: 'Kolik bodů co přináší v závazcích, kde se body počítají (hra, sto).',
        en: 'What scores points in the contracts where points count (game, hundred).',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Bodované karty a hlášky', en: 'Cards that score, and marriages' },
          text: [
            {
              cs: 'Kde jde o body, má každé eso a každá desítka 10 bodů a poslední zdvih (ultimo) také 10. Hláška přinese 20 bodů, hláška v trumfech 40. Ostatní karty body nemají.',
              en: 'Where points matter, every ace and every ten is worth 10, and so is the last trick (ultimo). A marriage brings 20 points, a marriage in trumps 40. The other cards score nothing.',
            },
          ],
          examples: [
            {
              cs: 'Bez hlášek je ve hře 90 bodů: čtyři esa a čtyři desítky (80) a poslední zdvih (10).',
              en: 'Without marriages there are 90 points in play: four aces and four tens (80) and the last trick (10).',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Komu body patří', en: 'Who gets the points' },
          text: [
            {
              cs: 'Desítky, esa i bonus za poslední zdvih připadnou tomu, kdo daný zdvih vzal. Spoluhráči si po hře body sečtou dohromady.',
              en: 'The points for aces, tens and the last trick go to whoever took the trick they are in. Partners add up their points after the hand.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Hláška', en: 'The marriage' },
          text: [
            {
              cs: 'Hláška (mariáš) je svršek a král téže barvy v ruce jednoho hráče. Body za ni má ten, kdo ji držel a nahlásil, bez ohledu na to, kdo vezme zdvih.',
              en: "A marriage is the Ober and the king of one suit in one player's hand. Its points belong to the player who held and announced it, whoever takes the trick.",
            },
            {
              cs: 'Nahlásíš ji tím, že první z těch dvou karet při zahrání ukážeš a odložíš stranou ke svým zdvihům. Nenahlášená hláška body nepřináší. Aplikace hlásí hlášku za tebe, jakmile jednu z dvojice zahraješ.',
              en: 'You announce it by showing the first of the two cards as you play it and putting it aside with your tricks. A marriage not announced scores nothing. The app announces it for you as soon as you play one of the pair.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Závazky bez bodů', en: 'Contracts without points' },
          text: [
            {
              cs: 'V závazcích, kde o body nejde (betl, durch), se hodnoty zdvihů nepočítají a hlášky se nehlásí.',
              en: 'In contracts that are not about points (betl, durch), tricks are not counted and marriages are not announced.',
            },
          ],
        },
      ],
    },
    {
      key: 'IV',
      title: { cs: 'Závazky', en: 'Contracts' },
      intro: {
        cs: 'Co může aktér hrát a kdy je závazek splněný.',
        en: 'What the declarer may play and when a contract is made.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Seznam závazků', en: 'The contracts' },
          text: [
            {
              cs: 'Na začátku hry aktér ohlásí jeden závazek, vzestupně: hra; hra se sedmou; sto; sto se sedmou; betl; durch – a jen v licitovaném mariáši ještě dvě sedmy a dvě sedmy se stem.',
              en: 'At the start of the hand the declarer announces one contract, from low to high: game, seven (that is game and seven), hundred, hundred and seven, betl, durch; in licitovaný also two sevens, and two sevens with a hundred.',
            },
            {
              cs: 'Otevřený (vyložený) betl ani durch v tomto seznamu nejsou – hrají se jen podle domácích pravidel.',
              en: 'Open betl and open durch are not on this list – they belong to house rules only.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Kdo se stane aktérem', en: 'Who becomes the declarer' },
          text: [
            {
              cs: 'Jak se určí aktér a jeho závazek, se v každém druhu mariáše dělá jinak – viz čl. VII.',
              en: 'How the declarer and his contract are decided differs between the kinds of mariáš – see art. VII.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Hra', en: 'Game' },
          text: [
            {
              cs: 'Ve hře aktér určí trumfy a musí získat víc bodů než protistrana dohromady.',
              en: 'In a game the declarer names trumps and must score more points than the other side together.',
            },
          ],
          examples: [
            {
              cs: 'Aktér uhraje 50 bodů, obrana 40: hra je vyhraná. Má-li obrana hlášku za 20, je to 50 proti 60 a hra je prohraná.',
              en: 'The declarer scores 50, the defence 40: the game is won. If the defence has a 20 marriage, it is 50 against 60 and the game is lost.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Sedma', en: 'Seven' },
          text: [
            {
              cs: 'Se sedmou aktér slibuje, že poslední zdvih vezme trumfovou sedmičkou. Sedma se hlásí vždy spolu s hrou, ale každá se vyhodnotí zvlášť: můžeš vyhrát hru a prohrát sedmu a naopak.',
              en: 'With a seven the declarer promises to win the final trick with the trump seven. The seven is always announced together with a game, but each is settled on its own: you can win the game and lose the seven, or the other way round.',
            },
            {
              cs: 'Sedma padne, když tě soupeři donutí zahrát trumfovou sedmičku dřív než v posledním zdvihu, nebo když má někdo jiný na poslední zdvih ještě trumf a tvou sedmičku přebije.',
              en: 'The seven fails if the opponents force you to play the seven of trumps before the last trick, or if someone else still holds a trump for the last trick and beats your seven.',
            },
          ],
          examples: [
            {
              cs: 'Zbývají dva zdvihy, máš trumfovou sedmičku a zelené eso, obránce vynese trumf. Musíš přiznat sedmičkou – sedma je prohraná, i kdybys pak poslední zdvih vzal esem.',
              en: 'Two tricks remain, you hold the seven of trumps and the ace of leaves, and a defender leads a trump. You must follow with the seven – the seven is lost, even if the ace then takes the last trick.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Sto', en: 'Hundred' },
          text: [
            {
              cs: 'Se stem aktér určí trumfy a slibuje aspoň 100 bodů. Bez hlášky to nejde, a do stovky se počítá jen jedna hláška.',
              en: 'With a hundred the declarer names trumps and promises at least 100 points. It needs a marriage, and only one marriage counts towards the hundred.',
            },
            {
              cs: 'Prakticky: s hláškou v trumfech (40) ti stačí uhrát 60 bodů z karet a posledního zdvihu, s hláškou v jiné barvě (20) jich potřebuješ 80.',
              en: 'In practice: with the trump marriage (40) you need 60 points from cards and the last trick, with a marriage in another suit (20) you need 80.',
            },
          ],
          examples: [
            {
              cs: 'Máš trumfového svrška i krále a uhraješ tři esa, dvě desítky a poslední zdvih: 40 + 60 = 100, sto je splněné.',
              en: 'You hold the Ober and king of trumps and take three aces, two tens and the last trick: 40 + 60 = 100, the hundred is made.',
            },
          ],
        },
        {
          key: 6,
          title: { cs: 'Sto a sedma', en: 'Hundred and seven' },
          text: [
            {
              cs: 'Aktér hraje sto i sedmu najednou; každý závazek se vyhodnotí samostatně.',
              en: 'The declarer plays the hundred and the seven at once; each is settled separately.',
            },
          ],
        },
        {
          key: 7,
          title: { cs: 'Betl', en: 'Betl' },
          text: [
            {
              cs: 'V betlu aktér slibuje, že nevezme ani jeden zdvih. Trumfy nejsou a desítka stojí mezi devítkou a spodkem. Do prvního zdvihu vynáší aktér; kartu, kterou vynese, připraví lícem dolů už před ohlášením betlu.',
              en: 'In betl the declarer promises to take no trick at all. There are no trumps, and the ten stands between the nine and the Unter. The declarer leads to the first trick; he sets the card he will lead face down before announcing betl.',
            },
            {
              cs: 'Betl je prohraný ve chvíli, kdy aktér vezme kterýkoli zdvih.',
              en: 'Betl is lost the moment the declarer takes any trick.',
            },
          ],
          examples: [
            {
              cs: 'Máš zelenou sedmu, osmu a desítku. Desítka je v betlu nižší než spodek, takže ji ještě podlezeš, když obránce vynese zeleného spodka.',
              en: "You hold the seven, eight and ten of leaves. In betl the ten is lower than the Unter, so you can still play it under a defender's lead of the Unter of leaves.",
            },
          ],
        },
        {
          key: 8,
          title: { cs: 'Durch', en: 'Durch' },
          text: [
            {
              cs: 'V durchu aktér slibuje, že vezme všechny zdvihy. Trumfy nejsou, desítka stojí mezi devítkou a spodkem a vynáší aktér, který si první kartu připraví předem jako u betlu.',
              en: 'In durch the declarer promises to take every trick. There are no trumps, the ten stands between the nine and the Unter, and the declarer leads, having set his first card aside beforehand as in betl.',
            },
            {
              cs: 'Durch je prohraný, jakmile aktér jeden zdvih ztratí.',
              en: 'Durch is lost as soon as the declarer loses a single trick.',
            },
          ],
        },
        {
          key: 9,
          title: { cs: 'Dvě sedmy', en: 'Two sevens' },
          text: [
            {
              cs: 'Závazek jen licitovaného mariáše: aktér určí trumfy a k nim pomocnou barvu. Trumfovou sedmičkou chce vzít poslední zdvih a sedmičkou pomocné barvy předposlední.',
              en: "A contract of licitovaný only: the declarer names trumps and a second, helper suit. He means to win the final trick with the trump seven and the one before it with the helper suit's seven.",
            },
            {
              cs: 'Prohrává, když musí trumfovou sedmičku zahrát dřív, nebo když mu kteroukoli z ohlášených sedem někdo přebije.',
              en: 'He loses if he must play the seven of trumps early, or if either of the announced sevens is beaten by a higher card.',
            },
          ],
        },
        {
          key: 10,
          title: { cs: 'Dvě sedmy a sto', en: 'Two sevens and hundred' },
          text: [
            {
              cs: 'Oba závazky najednou, každý se vyhodnotí zvlášť.',
              en: 'Both contracts at once, each settled on its own.',
            },
          ],
        },
        {
          key: 11,
          title: { cs: 'Kdy smí ohlášená sedma do hry', en: 'When an announced seven may be played' },
          text: [
            {
              cs: 'Ohlášenou sedmičku si držíš až na konec: zahraješ ji jako poslední kartu té barvy, kterou máš, a teprve v posledním zdvihu (pomocnou sedmičku v předposledním), pokud ti to pravidla přiznávání dovolí.',
              en: 'You keep an announced seven to the end: you play it as your last card of its suit, and only in the last trick (the helper seven in the one before), as far as the duty to follow suit lets you.',
            },
          ],
          examples: [
            {
              cs: 'Hraješ sedmu v červených a soupeř vynese kulové eso, které nemáš. Trumfovat musíš, ale sedmičkou ne, máš-li jiný trumf – aplikace ti ji v tu chvíli nedovolí zahrát.',
              en: 'You are playing a seven in hearts and an opponent leads the ace of bells, which you lack. You must trump, but not with the seven while you have another trump – the app will not let you play it then.',
            },
          ],
        },
        {
          key: 12,
          title: { cs: 'Co nesmí do talonu', en: 'What may not go to the talon' },
          text: [
            {
              cs: 'Hraje-li se s trumfy, nesmíš do talonu odložit eso ani desítku. Trumf bez bodové hodnoty odložit smíš, pokud to pravidla daného druhu nezakazují.',
              en: 'When trumps are played you may not put an ace or a ten in the talon. A trump that scores nothing may go there, unless the rules of the kind played forbid it.',
            },
          ],
        },
      ],
    },
    {
      key: 'V',
      title: { cs: 'Sazby', en: 'Rates' },
      intro: {
        cs: 'Kdo komu platí, kolik a jak se sazba zvyšuje flekováním.',
        en: 'Who pays whom, how much, and how doubling raises the rate.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Kdo komu platí', en: 'Who pays whom' },
          text: [
            {
              cs: 'Splní-li aktér závazek, zaplatí mu výslednou sazbu každý hráč obrany. Nesplní-li ho, platí on tu sazbu každému z nich. Hráč, který hru vynechává, platí a dostává jako obrana.',
              en: 'If the declarer makes his contract, each defender pays him the final rate. If he fails, he pays that rate to each of them. A player sitting the hand out pays and receives like a defender.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Základní sazby', en: 'Base rates' },
          text: [
            {
              cs: 'Sazba je násobek peněžního základu, obvykle 20 haléřů nebo 1 Kč: za hru 1, za sedmu 2, za sto 4, za betl 15, za durch 30 a za dvě sedmy 40.',
              en: 'A rate is a multiple of the stake, usually 20 hellers or 1 crown: game 1, seven 2, hundred 4, betl 15, durch 30, two sevens 40.',
            },
          ],
          examples: [
            {
              cs: 'Při základu 1 Kč uhraješ betl: každý z obou obránců ti zaplatí 15 Kč.',
              en: 'At a stake of 1 crown you make a betl: each of the two defenders pays you 15 crowns.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Spojené závazky', en: 'Combined contracts' },
          text: [
            {
              cs: 'Hraješ-li víc závazků najednou (třeba hru a sedmu), sazby se sčítají; vyhraješ-li jen jeden z nich, druhý se odečte.',
              en: 'When you play several contracts at once (say game and seven), their rates add up; if you win only one of them, the other is subtracted.',
            },
          ],
        },
        {
          key: 4,
          title: { cs: 'Červené trumfy', en: 'Hearts as trumps' },
          text: [
            {
              cs: 'Jsou-li trumfy červené, platí se za hru dvojnásobek.',
              en: 'When hearts are trumps, the rate for the game is doubled.',
            },
          ],
        },
        {
          key: 5,
          title: { cs: 'Flekování', en: 'Doubling' },
          text: [
            {
              cs: 'Než se začne hrát, obrana se k ohlášenému závazku vyjádří: „Dobrý“, když věří, že ho aktér splní, nebo „Flek“, když věří, že ne. Každý flek sazbu zdvojnásobí. U spojených závazků se fleká každý zvlášť. Hráči mluví v pořadí ve směru hry.',
              en: 'Before play starts, the defence answers the announced contract: "pass" if it thinks the declarer will make it, "double" if it thinks he will not. Every double doubles the rate. In combined contracts each one is doubled separately. Players speak in the direction of play.',
            },
            {
              cs: 'Strany se pak mohou střídat a zvyšovat dál – flek (obrana), re (aktér), tutti (obrana), boty (aktér) a tak dál –, ale v každém kole jen u toho závazku, který druhá strana v předchozím kole flekla. Flekování končí, když jedna strana závazek přijme; za obranu musí „dobrý“ říct všichni její hrající hráči.',
              en: 'The sides may then take turns raising it further – double (defence), redouble (declarer), tutti (defence), boots (declarer) and so on – but in each round only on the contract the other side doubled in the round before. Doubling ends when one side accepts; for the defence every one of its players must pass.',
            },
          ],
          examples: [
            {
              cs: 'Hra za 1 s flekem a re stojí 4: 1 × 2 × 2.',
              en: 'A game at 1 doubled and redoubled is worth 4: 1 × 2 × 2.',
            },
          ],
        },
        {
          key: 6,
          title: { cs: 'Sto nad a pod stovkou', en: 'Hundred above and below the mark' },
          text: [
            {
              cs: 'Uhraje-li aktér sto, dostane navíc jednu sazbu (i s fleky) za každou další desítku bodů nad stovku; počítají se i jeho další hlášky. Neuhraje-li ho, zaplatí jednu sazbu za každou desítku bodů, která mu ke stovce schází, a další za každou desítku, kterou obraně přinesly její hlášky.',
              en: 'When the declarer makes a hundred, he receives the rate (doubling included) for every further 10 points above 100, counting his other marriages. When he fails, he pays the rate for every 10 points he is short of 100, and for every 10 points the defence scored with marriages.',
            },
          ],
        },
        {
          key: 7,
          title: { cs: 'Tiché sto', en: 'Silent hundred' },
          text: [
            {
              cs: 'Ve hře (i ve hře se sedmou) může kterákoli strana uhrát sto, aniž ho hlásila – tiché sto; počítají se do něj všechny hlášky. Sazba za hru se tím zdvojnásobí, takže tiché sto má polovinu sazby hlášeného sta, a za každých dalších 10 bodů nad stovku dostane vítězná strana ještě sazbu tichého sta.',
              en: 'In a game (also game with seven) either side may reach a hundred without announcing it – a silent hundred; every marriage counts towards it. The game rate is then doubled, so a silent hundred pays half of an announced one, and the winning side also receives the silent-hundred rate for every 10 points above 100.',
            },
          ],
        },
        {
          key: 8,
          title: { cs: 'Tichá sedma', en: 'Silent seven' },
          text: [
            {
              cs: 'Ve hře nebo ve stu může kterákoli strana vzít poslední zdvih trumfovou sedmičkou, aniž sedmu hlásila – tichá sedma. Uhraná i zabitá tichá sedma má poloviční sazbu hlášené sedmy.',
              en: 'In a game or a hundred either side may win the final trick with the trump seven without having announced it – a silent seven. Won or killed, a silent seven pays half the rate of an announced seven.',
            },
            {
              cs: 'Zabít ji v posledním zdvihu vyšším trumfem může i vlastní spoluhráč; pak platí protistraně oba.',
              en: "Even its holder's own partner may kill it with a higher trump in the last trick; then both of them pay the other side.",
            },
          ],
        },
        {
          key: 9,
          title: { cs: 'Limit', en: 'The limit' },
          text: [
            {
              cs: 'Za jednu hru se po všech flecích a výsledcích platí nejvýš 500násobek peněžního základu.',
              en: 'After all doubling and results, one hand pays at most 500 times the stake.',
            },
          ],
        },
        {
          key: 10,
          title: { cs: 'Flek na loženou hru', en: 'Doubling a laid-down game' },
          text: [
            {
              cs: 'Flekne-li obránce hru, která je ložená (aktér ji nemůže prohrát), zaplatí celý rozdíl mezi sazbou s fleky a sazbou bez nich sám, za celou obranu. Flekovali-li oba obránci, rozdělí si ten rozdíl napůl. Kdo neflekoval, platí jen základní sazbu.',
              en: 'If a defender doubles a laid-down game (one the declarer cannot lose), he alone pays the whole difference between the doubled rate and the plain one, for the whole defence. If both defenders doubled, they share that difference equally. A defender who did not double pays only the base rate.',
            },
          ],
        },
        {
          key: 11,
          title: { cs: 'Kdy je hra ložená', en: 'When a contract is laid down' },
          text: [
            {
              cs: 'Hra, sedma nebo sto jsou ložené, když je už před prvním výnosem jisté, že aktér nemůže ztratit ani 10 z 90 bodů ze zdvihů. Betl je ložený, když aktér nemůže vzít žádný zdvih; durch, když žádný ztratit nemusí. Dvě sedmy jsou ložené, když aktér nemůže prohrát, ani kdyby všechny jeho chybějící karty v trumfech a pomocné barvě měl jeden obránce.',
              en: 'A game, seven or hundred is laid down when it is certain before the first lead that the declarer cannot lose even 10 of the 90 trick points. A betl is laid down when the declarer cannot take any trick; a durch when he need not lose any. Two sevens are laid down when the declarer cannot lose even if one defender holds every card he lacks in trumps and the helper suit.',
            },
          ],
        },
        {
          key: 12,
          title: { cs: 'Vyrovnané závazky', en: 'Contracts that cancel out' },
          text: [
            {
              cs: 'Flekne-li obrana u sedmy jen hru a sedmu přijme bez fleku, a aktér pak hru uzná jako prohranou, nehraje se: podle pravidel jsou závazky penězi vyrovnané a o vítězi není spor.',
              en: 'If, in a seven, the defence doubles only the game and accepts the seven undoubled, and the declarer then concedes the game, the hand is not played: by the rules the contracts balance out in money and there is nothing to decide.',
            },
          ],
        },
      ],
    },
    {
      key: 'VI',
      title: { cs: 'Renonc', en: 'Revoke (renonc)' },
      intro: {
        cs: 'Co se stane, když někdo poruší pravidla. V aplikaci se renonc stát nemůže: kartu, kterou zahrát nesmíš, ti nedovolí a řekne proč.',
        en: 'What happens when someone breaks the rules. In the app a revoke cannot happen: it refuses a card you may not play and tells you why.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Co je renonc', en: 'What a revoke is' },
          text: [
            {
              cs: 'Renonc je jakékoli porušení herních pravidel.',
              en: 'A revoke (renonc) is any breach of the rules of play.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Nejčastější renonce', en: 'The usual revokes' },
          text: [
            {
              cs: 'Patří sem hlavně: míchání nebo nesprávné snímání karet, opakované chybné rozdání, mluvení mimo pořadí při flekování, špatný počet karet v talonu, nahlížení do talonu po vyjádření k závazku, hraní mimo pořadí, nepřiznání barvy, nepřebití, předčasně zahraná ohlášená sedma, nahlížení do cizích karet, prozrazení karet spoluhráči a eso nebo desítka v talonu (mimo betl a durch).',
              en: "Chiefly: shuffling or cutting the cards wrongly, misdealing repeatedly, speaking out of turn while doubling, a wrong number of cards in the talon, looking at the talon after the contract was answered, playing out of turn, not following suit, not beating when you could, playing an announced seven too early, looking at other players' cards, giving your cards away to a partner, and an ace or ten in the talon (except in betl and durch).",
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Co renonc stojí', en: 'What a revoke costs' },
          text: [
            {
              cs: 'Kdo renonc udělá, zaplatí každému z ostatních 10násobek peněžního základu. U většiny renonců (ne u prvních tří ze seznamu) navíc platí za celou svou stranu protistraně sazbu za hru tak, jak byla vyflekovaná. Eso nebo desítka v talonu stojí 50násobek základu.',
              en: 'Whoever revokes pays each other player 10 times the stake. For most revokes (not the first three on the list) he also pays the other side, for his whole side, the game rate as doubled. An ace or ten in the talon costs 50 times the stake.',
            },
          ],
        },
      ],
    },
    {
      key: 'VII',
      title: { cs: 'Druhy mariáše v kostce', en: 'The kinds of mariáš in brief' },
      intro: {
        cs: 'Čím se liší volený, křížový a licitovaný mariáš: rozdávání, kdo je aktér a co smí hrát.',
        en: 'How volený, křížový and licitovaný differ: the deal, who declares and what he may play.',
      },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Volený mariáš', en: 'Volený (chosen trumps)' },
          text: [
            {
              cs: 'Hrají tři, rozdává se po směru hry 7-5-5-5-5-5. Trumfy volí vždy forhont: buď z prvních sedmi karet, nebo naslepo z druhé pětice. Zvolenou kartu položí stranou lícem dolů. Talon odhodí až poté, co si vezme do ruky druhou pětici.',
              en: 'Three play, dealt in the direction of play 7-5-5-5-5-5. Forehand always chooses trumps: from his first seven cards, or blind from the second five. He lays the chosen card aside face down. He discards the talon only after taking up the second five.',
            },
            {
              cs: 'Chce-li hrát s trumfy, zeptá se po odhození talonu „Barva?“ a dá tak ostatním šanci na hru bez trumfů. Každý z nich buď barvu přijme, nebo vezme talon, odhodí svůj a ohlásí betl či durch; betl může ještě někdo přebít durchem. Když oba barvu přijmou, forhont ohlásí závazek a začne flekování.',
              en: 'If he wants a trump game, after discarding he asks "Suit?", giving the others the chance of a game without trumps. Each either answers "Good" or says "Bad" and takes the talon, discards his own and announces betl or durch; a betl can still be taken over with a durch. When both accept, forehand announces his contract and the doubling begins.',
            },
            {
              cs: 'Sedmu a sto smějí ohlásit i obránci (proti), v prvním kole vyjadřování k trumfovému závazku. Pro hlášené sto platí ta hláška, kterou aktér nahlásí jako první.',
              en: 'The defenders may announce a seven or a hundred too (against), in the first round of answers to a trump contract. The first marriage announced is the one that counts towards an announced hundred.',
            },
          ],
        },
        {
          key: 2,
          title: { cs: 'Křížový mariáš', en: 'Křížový (four players)' },
          text: [
            {
              cs: 'Hrají čtyři, rozdává se po čtyřech kartách. Forhont při volbě řekne hodnotu karty, se kterou chce hrát; kdo ji má, je jeho spoluhráčem (může zvolit i kartu, kterou má sám). Talon není. Po „Barva?“ forhont ukáže trumfovou kartu a ohlásí závazek.',
              en: 'Four play, dealt four cards at a time. When choosing, forehand names the rank of a card he wants to play with; whoever holds it is his partner (he may pick one he holds himself). There is no talon. After "Suit?" forehand shows the trump card and announces the contract.',
            },
            {
              cs: 'Při flekování pozor, aby spoluhráč nefleknul svého aktéra – liché fleky dává jen obrana. Body dvojic se sčítají a platí se ve dvojicích: každý z poražených jednomu z vítězů. Závazky proti jsou dovolené. Betl se od druhého zdvihu hraje s otevřenými kartami (bez domluvy) a durch lze hrát „s chytrým“: aktérovi stačí prvních sedm zdvihů.',
              en: 'Take care in doubling that the partner does not double his own declarer – odd doublings come from the defence only. Each pair adds up its points and payment goes pair to pair: each loser pays one winner. Contracts against are allowed. Betl is played with open cards from the second trick (without conferring), and durch may be played "with a clever one": the first seven tricks are enough for the declarer.',
            },
          ],
        },
        {
          key: 3,
          title: { cs: 'Licitovaný mariáš', en: 'Licitovaný (with bidding)' },
          text: [
            {
              cs: 'Hrají tři, rozdává se 5-5-5-2-5-5-5 a dvě karty zůstanou uprostřed jako talon. Kdo v dražbě nabídne nejvyšší závazek (v pořadí čl. IV odst. 1), vezme talon a ohlásí závazek aspoň tak vysoký, jak dražil, třeba i vyšší. Vynáší forhont, jen v betlu a durchu aktér.',
              en: 'Three play, dealt 5-5-5-2-5-5-5, and two cards stay in the middle as the talon. Whoever bids the highest contract (in the order of art. IV §1) takes the talon and announces a contract at least as high as his bid, or higher. Forehand leads, except in betl and durch, where the declarer does.',
            },
            {
              cs: 'Dražbu začíná zadák (hráč před forhontem) a smí přeskakovat stupně; forhontovi stačí říkat „Mám“. Když jeden z nich odstoupí, zapojí se prostřední hráč. Novým závazkem jsou tu dvě sedmy.',
              en: 'Rearhand (the player before forehand) opens the bidding and may skip levels; forehand need only answer "I have". When one of them drops out, the middle player joins in. Two sevens are the new contract here.',
            },
          ],
        },
      ],
    },
  ],
};
