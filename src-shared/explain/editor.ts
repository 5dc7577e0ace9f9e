/**
 * The position editor's problems (editor/validate.ts) in Czech ("ty") and English, each with the article
 * of the rule it breaks when a rule document speaks about it.
 */
import type { Card } from '../cards/card.ts';
import type { EditorProblem, Place } from '../editor/validate.ts';
import { type Citation, DOUBLE_ARTICLE, formatCitation, REASON_ARTICLE } from './articles.ts';
import { explainReason, plural } from './format.ts';
import {
  type Deck,
  type Lang,
  capitalize,
  componentName,
  gameName,
  playerName,
  theCard,
  variantName,
} from './names.ts';
import { describeInputError } from '../io/describe.ts';

export interface ProblemExplanation {
  readonly text: string;
  readonly citation: Citation | null;
}

const csm = (article: string, paragraph: number): Citation => ({ doc: '000', article, paragraph });
/** 32 cards of eight ranks in four suits. */
const DECK_ARTICLE = csm('II', 1);
/** The volený deal, 7-5-5-5-5-5, and forehand's choice of trumps. */
const DEAL_ARTICLE = csm('VII', 1);
/** Players play in turn, one card each to a trick. */
const TURN_ARTICLE = csm('II', 6);
/** A suit game: the game announced with its trumps; seven and hundred as its parts. */
const CONTRACT_ARTICLE = csm('IV', 3);

function placeName(p: Place, lang: Lang, names?: readonly string[]): string {
  const cs = lang === 'cs';
  switch (p.kind) {
    case 'hand':
      return cs
        ? `v ruce: ${playerName(p.seat, lang, names)}`
        : `in ${playerName(p.seat, lang, names)}'s hand`;
    case 'talon':
      return cs ? 'v talonu' : 'in the talon';
    case 'trick':
      return cs ? `ve ${p.index + 1}. zdvihu` : `in trick ${p.index + 1}`;
    case 'current':
      return cs ? 've zdvihu na stole' : 'in the trick on the table';
    case 'stock':
      return cs ? 'v lízacím balíčku' : 'in the stock';
  }
}

function cardList(cards: readonly Card[], lang: Lang, deck: Deck, max = 4): string {
  const shown = cards.slice(0, max).map((c) => theCard(c, lang, deck));
  const rest = cards.length - shown.length;
  if (rest > 0)
    shown.push(lang === 'cs' ? `a ${rest} ${plural(rest, 'další', 'další', 'dalších')}` : `and ${rest} more`);
  return shown.join(', ');
}

function cardsWord(n: number, lang: Lang): string {
  return lang === 'cs'
    ? `${n} ${plural(n, 'kartu', 'karty', 'karet')}`
    : `${n} ${n === 1 ? 'card' : 'cards'}`;
}

function trickName(trick: number, lang: Lang): string {
  return lang === 'cs' ? `${trick + 1}. zdvihu` : `trick ${trick + 1}`;
}

/** One problem as a sentence and the rule it is about. Cards and suits take the names of `deck`. */
export function explainProblem(
  p: EditorProblem,
  lang: Lang,
  names?: readonly string[],
  deck: Deck = 'czech',
): ProblemExplanation {
  const cs = lang === 'cs';
  const card = (c: Card) => theCard(c, lang, deck);
  const who = (s: number) => playerName(s, lang, names);
  const say = (text: string, citation: Citation | null = null): ProblemExplanation => ({ text, citation });
  if (p.code === 'stockCount' || p.code === 'noTalon' || p.code === 'position')
    return variantProblem(p, lang, deck);
  switch (p.code) {
    case 'duplicate':
      return say(
        cs
          ? `${capitalize(card(p.card))} je tu dvakrát (${p.places.map((x) => placeName(x, lang, names)).join(' a ')}); každá karta je v balíčku jen jednou.`
          : `${capitalize(card(p.card))} is placed twice (${p.places.map((x) => placeName(x, lang, names)).join(' and ')}); every card is in the pack once.`,
        DECK_ARTICLE,
      );
    case 'missing':
      return say(
        cs
          ? `Ještě nemáš rozmístěno ${cardsWord(p.cards.length, lang)}: ${cardList(p.cards, lang, deck)}.`
          : `${capitalize(cardsWord(p.cards.length, lang))} not placed yet: ${cardList(p.cards, lang, deck)}.`,
        DECK_ARTICLE,
      );
    case 'handCount':
      return say(
        cs
          ? `${who(p.seat)} má v ruce ${cardsWord(p.got, lang)}, má mít ${p.expected}.`
          : `${capitalize(who(p.seat))} holds ${cardsWord(p.got, lang)} and should hold ${p.expected}.`,
        DEAL_ARTICLE,
      );
    case 'sittingOut':
      return say(
        cs
          ? `${who(p.seat)} rozdává a u stolu pro čtyři nehraje, nemá mít žádné karty.`
          : `${capitalize(who(p.seat))} deals and sits out at a table of four, so holds no cards.`,
        csm('II', 4),
      );
    case 'talonCount':
      return say(
        p.expected === 0
          ? cs
            ? 'Před licitací je talon prázdný: forhont dostal dvanáct karet a dvě teprve odloží.'
            : 'Before the bidding the talon is empty: forehand holds twelve cards and has yet to lay two aside.'
          : cs
            ? `V talonu je ${cardsWord(p.got, lang)}, mají tam být dvě.`
            : `The talon holds ${cardsWord(p.got, lang)}; it should hold two.`,
        REASON_ARTICLE.discardCount,
      );
    case 'playBeforeBidding':
      return say(
        cs
          ? 'Před licitací se ještě nehrálo, zdvihy mají být prázdné.'
          : 'Before the bidding no card has been played; the tricks should be empty.',
      );
    case 'declarerSitsOut':
      return say(
        cs
          ? `${who(p.seat)} rozdává a nehraje, nemůže být aktérem.`
          : `${capitalize(who(p.seat))} deals and sits out, so cannot be the declarer.`,
        csm('II', 4),
      );
    case 'trumpMissing':
      return say(
        cs ? 'Ve hře v barvě zvol trumfy.' : 'Choose the trumps of the suit game.',
        CONTRACT_ARTICLE,
      );
    case 'gameNotOffered':
      return say(
        cs
          ? `Hru „${gameName(p.game, lang)}“ zvolená pravidla nemají; zvol jinou hru nebo jiná pravidla.`
          : `The chosen rules have no “${gameName(p.game, lang)}”; choose another game or other rules.`,
        REASON_ARTICLE.gameNotOffered,
      );
    case 'trumpInNoTrump':
      return say(
        cs ? 'Betl a durch se hrají bez trumfů.' : 'Betl and durch are played without trumps.',
        csm('IV', 7),
      );
    case 'talonAceOrTen':
      return say(
        cs
          ? `${capitalize(card(p.card))} nesmí ve hře v barvě ležet v talonu: esa a desítky se neodkládají.`
          : `${capitalize(card(p.card))} may not lie in the talon of a suit game: aces and tens are not laid aside.`,
        REASON_ARTICLE.discardAceOrTen,
      );
    case 'talonTrumpCard':
      return say(
        cs
          ? `${capitalize(card(p.card))} je trumfová karta, kterou forhont vyložil; do talonu ji odložit nesmí.`
          : `${capitalize(card(p.card))} is the trump card forehand laid out; it may not go into the talon.`,
        REASON_ARTICLE.discardTrumpCard,
      );
    case 'trumpCardSuit':
      return say(
        cs
          ? `Trumfová karta ${card(p.card)} nemá barvu zvolených trumfů.`
          : `The trump card, ${card(p.card)}, is not of the trump suit chosen.`,
        REASON_ARTICLE.discardTrumpCard,
      );
    case 'announcementNotInGame':
      return say(
        cs
          ? `${capitalize(componentName(p.kind, lang))} se hlásí jen ve hře v barvě, ne v betlu ani durchu.`
          : `${capitalize(componentName(p.kind, lang))} is announced only in a suit game, not in betl or durch.`,
        CONTRACT_ARTICLE,
      );
    case 'sevenNotHeld':
      return say(
        cs
          ? `${capitalize(componentName(p.kind, lang))} potřebuje trumfovou sedmu, ale ${theCard(p.card, lang, deck, 'acc')} ${who(p.seat)} nemá (ani v ruce, ani ve zdvizích).`
          : `${capitalize(componentName(p.kind, lang))} needs the trump seven, but ${card(p.card)} is not ${who(p.seat)}'s (neither in hand nor played).`,
        REASON_ARTICLE.sevenNeedsTrumpSeven,
      );
    case 'marriageNotHeld':
      return say(
        cs
          ? `${capitalize(componentName(p.kind, lang))} potřebuje hlášku: ${who(p.seat)} nemá svrška a krále jedné barvy.`
          : `${capitalize(componentName(p.kind, lang))} needs a marriage: ${who(p.seat)} holds no Ober and King of one suit.`,
        REASON_ARTICLE.hundredNeedsMarriage,
      );
    case 'againstByDeclarer':
      return say(
        cs
          ? `${capitalize(componentName(p.kind, lang))} hlásí obrana, ne aktér.`
          : `${capitalize(componentName(p.kind, lang))} is announced by the defence, not by the declarer.`,
        REASON_ARTICLE.againstNotNow,
      );
    case 'bothSevens':
      return say(
        cs
          ? 'Sedmu nemůže hlásit aktér i obrana: trumfová sedma je jen jedna.'
          : 'The declarer and the defence cannot both announce the seven: there is one trump seven.',
        REASON_ARTICLE.againstNeedsSeven,
      );
    case 'bothHundreds':
      return say(
        cs
          ? 'Když aktér hlásí sto, sto proti už hlásit nejde.'
          : 'When the declarer announces a hundred, a hundred against cannot be announced.',
        REASON_ARTICLE.againstNeedsMarriage,
      );
    case 'doubleWithoutComponent':
      return say(
        cs
          ? `Flekuješ ${componentName(p.component, lang)}, ale ta v závazku není.`
          : `The ${componentName(p.component, lang)} is doubled but is not part of the contract.`,
        DOUBLE_ARTICLE,
      );
    case 'doublesTooMany':
      return say(
        cs
          ? `${capitalize(componentName(p.component, lang))} jde podle zvolených pravidel flekovat nejvýš ${p.max}×.`
          : `Under the chosen rules the ${componentName(p.component, lang)} can be doubled at most ${p.max} times.`,
        REASON_ARTICLE.doubleLimit,
      );
    case 'trickSize':
      return say(
        cs
          ? `Ve ${trickName(p.index, lang)} je ${cardsWord(p.cards.length, lang)}; odehraný zdvih má ${p.expected} karty, každý hráč dá jednu.`
          : `Trick ${p.index + 1} has ${cardsWord(p.cards.length, lang)}; a finished trick has ${p.expected}, one from each player.`,
        TURN_ARTICLE,
      );
    case 'currentTrickFull':
      return say(
        cs
          ? `Ve zdvihu na stole je ${cardsWord(p.cards.length, lang)}; celý zdvih patří mezi odehrané.`
          : `The trick on the table has ${cardsWord(p.cards.length, lang)}; a full trick belongs with those played.`,
        TURN_ARTICLE,
      );
    case 'tooManyTricks':
      return say(
        cs
          ? `Zdvihů je ${p.tricks}, hra jich má jen 10.`
          : `There are ${p.tricks} tricks; a hand has only 10.`,
        DEAL_ARTICLE,
      );
    case 'illegalPlay': {
      const why = explainReason(p.reason, lang, names, deck);
      const where = cs ? `Ve ${trickName(p.trick, lang)}` : `In ${trickName(p.trick, lang)}`;
      return say(
        cs
          ? `${where} hraje ${who(p.seat)} ${theCard(p.card, lang, deck, 'acc')} proti pravidlům. ${why.text}`
          : `${where} ${who(p.seat)} plays ${card(p.card)} against the rules. ${why.text}`,
        why.citation,
      );
    }
    case 'playAfterEnd':
      return say(
        cs
          ? `Hra skončila už před ${p.trick + 1}. zdvihem (aktér betlu vzal zdvih nebo v durchu nějaký ztratil), další karty se nehrají.`
          : `The hand was over before trick ${p.trick + 1} (the betl declarer took a trick or the durch declarer lost one); no more cards are played.`,
        csm('IV', 7),
      );
  }
}

/**
 * The editor's problems of the other variants (editor/validate.ts): the stock and the talon counted
 * here, and the engine's refusal of a position in its own words (io/describe.ts) without the JSON path.
 */
function variantProblem(
  p: Extract<EditorProblem, { code: 'stockCount' | 'noTalon' | 'position' }>,
  lang: Lang,
  deck: Deck,
): ProblemExplanation {
  const cs = lang === 'cs';
  switch (p.code) {
    case 'stockCount':
      return {
        text: cs
          ? `V lízacím balíčku je ${cardsWord(p.got, lang)}, má tam být ${p.expected}: 16 na začátku a po každém zdvihu o dvě méně.`
          : `The stock holds ${cardsWord(p.got, lang)}; it should hold ${p.expected}: 16 at the start, two fewer after each trick.`,
        citation: null,
      };
    case 'noTalon':
      return {
        text: cs
          ? `${capitalize(variantName(p.variant, lang))} nemá talon: ${cardList(p.cards, lang, deck)} patří jinam.`
          : `${capitalize(variantName(p.variant, lang))} has no talon: ${cardList(p.cards, lang, deck)} belong elsewhere.`,
        citation: null,
      };
    case 'position': {
      const e = p.error;
      const full = describeInputError(e, lang);
      const text =
        e.code === 'invalid' && full.startsWith(`${e.path}: `) ? full.slice(e.path.length + 2) : full;
      return { text: `${capitalize(text)}${/[.!?]$/.test(text) ? '' : '.'}`, citation: null };
    }
  }
}

/** The sentence followed by " — " and the citation. */
export function formatProblem(
  p: EditorProblem,
  lang: Lang,
  names?: readonly string[],
  deck: Deck = 'czech',
): string {
  const { text, citation } = explainProblem(p, lang, names, deck);
  return citation === null ? text : `${text} — ${formatCitation(citation, lang)}`;
}
