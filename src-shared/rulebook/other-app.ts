/**
 * The rules as another mariáš app states them (document 004), retold in our own words: the sections
 * the app cites. A part is a section, keyed by its heading exactly as the app cites it; paragraphs are
 * numbered in our own order.
 */
import type { RuleDocument } from './types.ts';

export const OTHER_APP: RuleDocument = {
  doc: '004',
  title: { cs: 'Pravidla jiné mariášové aplikace', en: 'Another mariáš app’s rules' },
  intro: {
    cs: 'Obrazovky a texty jiné mariášové aplikace: nastavení, její výklad voleného mariáše a tlačítka, kterými se ve hře hlásí. Nejsou to oficiální pravidla, ale ukazují, jak se volený mariáš běžně hraje; odkazujeme na ně tam, kde se tak hraje i u nás.',
    en: 'The screens and texts of another mariáš app: its settings, its account of volený mariáš and the buttons used for calls during play. They are not official rules, but they show how volený mariáš is commonly played; we refer to them where our app plays the same way.',
  },
  parts: [
    {
      key: 'Flekování',
      title: { cs: 'Flekování', en: 'Doubling' },
      paragraphs: [
        {
          key: 1,
          title: { cs: 'Flek, nebo mlčím', en: 'Flek, or silence' },
          text: [
            {
              cs: 'Když forhont ohlásí trumfy, každý soupeř řekne „flek“, pokud věří, že hru porazí, nebo „mlčím“, pokud ne.',
              en: 'When forehand has named trumps, each opponent says “flek” if he expects to beat the game, or “mlčím” (I stay silent) if he does not.',
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
          title: { cs: 'Lepší, tutti, boty …', en: 'Lepší, tutti, boty …' },
          text: [
            {
              cs: 'Na flek může forhont s dobrými kartami odpovědět „lepší“, nebo mlčet — tím flekování skončí. Když řekne „lepší“, mohou soupeři přidat „tutti“, forhont pak „boty“ a tak dál. Každý další stupeň sazbu zdvojnásobí, proto se vyplatí flekovat s rozmyslem.',
              en: 'To a flek, forehand with good cards may answer “lepší” (better), or stay silent, and the doubling ends. To “lepší” the opponents may say “tutti”, forehand then “boty”, and so on. Each further step doubles the rate, so it pays to double with care.',
            },
            {
              cs: 'Pravidla ČSM (čl. V odst. 5) místo „lepší“ říkají „re“. Aplikace používá jména stupňů podle zvolených pravidel.',
              en: 'The ČSM rules (art. V §5) say “re” where this app says “lepší”. Our app names the steps after the rules you choose.',
            },
          ],
        },
      ],
    },
  ],
};
