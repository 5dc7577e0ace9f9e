/**
 * Czech and English names of suits, cards, games, contract components and doubling steps
 * (Czech terms as in ../shared/GLOSSARY.md).
 */
import { type Card, type Rank, type Suit, rankOf, suitOf } from '../cards/card.ts';
import type { StepId } from '../variants/auction/ladder.ts';
import type { ComponentKind, Game } from '../engine/contract.ts';
import type { ActionType } from '../engine/action.ts';
import type { Variant } from '../engine/table.ts';
import type { AuctionLadder, DoubleName } from '../rules/ruleset.ts';
import { variantDef } from '../variants/registry.ts';
import type { ItemKind } from '../settlement/settle.ts';

export type Lang = 'cs' | 'en';

/**
 * Grammatical case of a Czech card name: nominative, accusative ("vynést zeleného svrška") or
 * instrumental ("přebita červeným esem").
 */
export type Case = 'nom' | 'acc' | 'ins';

/**
 * Whose names the cards take: the German-suited Czech deck (červené, kule, zelené, žaludy; spodek,
 * svršek) or the French-suited one (srdce, káry, piky, kříže; kluk, dáma). The same values as the
 * `deck` preference (api/game.ts `DeckStyle`); the names follow the deck on screen.
 */
export type Deck = 'czech' | 'french';

type Gender = 'm' | 'f' | 'n';

const SUIT_NAME: Readonly<Record<Deck, Readonly<Record<Suit, Readonly<Record<Lang, string>>>>>> = {
  czech: {
    H: { cs: 'červené', en: 'hearts' },
    B: { cs: 'kule', en: 'bells' },
    L: { cs: 'zelené', en: 'leaves' },
    A: { cs: 'žaludy', en: 'acorns' },
  },
  french: {
    H: { cs: 'srdce', en: 'hearts' },
    B: { cs: 'káry', en: 'diamonds' },
    L: { cs: 'piky', en: 'spades' },
    A: { cs: 'kříže', en: 'clubs' },
  },
};

/**
 * The suit's name (plural, nominative): červené, kule, zelené, žaludy / hearts, bells, leaves, acorns;
 * with the French deck srdce, káry, piky, kříže / hearts, diamonds, spades, clubs.
 */
export function suitName(suit: Suit, lang: Lang, deck: Deck = 'czech'): string {
  return SUIT_NAME[deck][suit][lang];
}

/** Stem of the Czech suit adjective: červen-ý, kulov-ý, zelen-ý, žaludsk-ý; srdcov-ý, károv-ý, pikov-ý, křížov-ý. */
const SUIT_STEM: Readonly<Record<Deck, Readonly<Record<Suit, string>>>> = {
  czech: { H: 'červen', B: 'kulov', L: 'zelen', A: 'žaludsk' },
  french: { H: 'srdcov', B: 'károv', L: 'pikov', A: 'křížov' },
};

interface CzechRank {
  readonly gender: Gender;
  readonly nom: string;
  readonly acc: string;
  readonly ins: string;
}

const RANK_CS: Readonly<Record<Rank, CzechRank>> = {
  '7': { gender: 'f', nom: 'sedma', acc: 'sedmu', ins: 'sedmou' },
  '8': { gender: 'f', nom: 'osma', acc: 'osmu', ins: 'osmou' },
  '9': { gender: 'f', nom: 'devítka', acc: 'devítku', ins: 'devítkou' },
  X: { gender: 'f', nom: 'desítka', acc: 'desítku', ins: 'desítkou' },
  U: { gender: 'm', nom: 'spodek', acc: 'spodka', ins: 'spodkem' },
  O: { gender: 'm', nom: 'svršek', acc: 'svrška', ins: 'svrškem' },
  K: { gender: 'm', nom: 'král', acc: 'krále', ins: 'králem' },
  A: { gender: 'n', nom: 'eso', acc: 'eso', ins: 'esem' },
};

/** The French deck's courts: the jack (kluk) and the queen (dáma) in place of spodek and svršek. */
const RANK_CS_FRENCH: Readonly<Partial<Record<Rank, CzechRank>>> = {
  U: { gender: 'm', nom: 'kluk', acc: 'kluka', ins: 'klukem' },
  O: { gender: 'f', nom: 'dáma', acc: 'dámu', ins: 'dámou' },
};

const RANK_EN: Readonly<Record<Rank, string>> = {
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  X: 'ten',
  U: 'Unter',
  O: 'Ober',
  K: 'king',
  A: 'ace',
};

const RANK_EN_FRENCH: Readonly<Partial<Record<Rank, string>>> = { U: 'jack', O: 'queen' };

function czechRank(rank: Rank, deck: Deck): CzechRank {
  return (deck === 'french' ? RANK_CS_FRENCH[rank] : undefined) ?? RANK_CS[rank];
}

function englishRank(rank: Rank, deck: Deck): string {
  return (deck === 'french' ? RANK_EN_FRENCH[rank] : undefined) ?? RANK_EN[rank];
}

/**
 * Endings of hard adjectives (červený, kulový, zelený, žaludský) by case and gender; the masculine
 * accusative is the animate one, as players say it ("vynést krále", "zeleného svrška").
 */
const ADJ_ENDING: Readonly<Record<Case, Readonly<Record<Gender, string>>>> = {
  nom: { m: 'ý', f: 'á', n: 'é' },
  acc: { m: 'ého', f: 'ou', n: 'é' },
  ins: { m: 'ým', f: 'ou', n: 'ým' },
};

/** The rank alone: sedma … eso / seven … ace (Unter, Ober; kluk, dáma / jack, queen with the French deck). */
export function rankName(
  rank: Rank,
  lang: Lang,
  deck: Deck = 'czech',
  grammaticalCase: Case = 'nom',
): string {
  return lang === 'cs' ? czechRank(rank, deck)[grammaticalCase] : englishRank(rank, deck);
}

/**
 * A card's name. Czech: suit adjective agreeing with the rank's gender ("červené eso", "kulová desítka",
 * "zelený král"; "srdcové eso", "piková dáma"), in the nominative, accusative ("zeleného svrška") or
 * instrumental ("červeným esem"). English: "ace of hearts", "Ober of leaves", "queen of spades" (the
 * case is ignored).
 */
export function cardName(
  card: Card,
  lang: Lang,
  deck: Deck = 'czech',
  grammaticalCase: Case = 'nom',
): string {
  const suit = suitOf(card);
  const rank = rankOf(card);
  if (lang === 'en') return `${englishRank(rank, deck)} of ${SUIT_NAME[deck][suit].en}`;
  const r = czechRank(rank, deck);
  return `${SUIT_STEM[deck][suit]}${ADJ_ENDING[grammaticalCase][r.gender]} ${r[grammaticalCase]}`;
}

/** "the ace of hearts" in English, the plain name in Czech (no articles). */
export function theCard(card: Card, lang: Lang, deck: Deck = 'czech', grammaticalCase: Case = 'nom'): string {
  return lang === 'en' ? `the ${cardName(card, lang, deck)}` : cardName(card, lang, deck, grammaticalCase);
}

const GAME_NAME: Readonly<Record<Game, Readonly<Record<Lang, string>>>> = {
  suit: { cs: 'hra v barvě', en: 'suit game' },
  betl: { cs: 'betl', en: 'betl' },
  durch: { cs: 'durch', en: 'durch' },
  openBetl: { cs: 'otevřený betl', en: 'open betl' },
  openDurch: { cs: 'otevřený durch', en: 'open durch' },
};

export function gameName(game: Game, lang: Lang): string {
  return GAME_NAME[game][lang];
}

/** The steps of a licitovaný auction as players call them ("red" = hearts are trumps). */
const STEP_NAME: Readonly<Record<StepId, Readonly<Record<Lang, string>>>> = {
  game: { cs: 'hra', en: 'game' },
  redGame: { cs: 'hra červená', en: 'game in hearts' },
  seven: { cs: 'sedma', en: 'seven' },
  redSeven: { cs: 'sedma červená', en: 'seven in hearts' },
  hundred: { cs: 'sto', en: 'hundred' },
  hundredSeven: { cs: 'sto a sedma', en: 'hundred and seven' },
  redHundred: { cs: 'sto červených', en: 'hundred in hearts' },
  redHundredSeven: { cs: 'sto a sedma červených', en: 'hundred and seven in hearts' },
  betl: { cs: 'betl', en: 'betl' },
  durch: { cs: 'durch', en: 'durch' },
  twoSevens: { cs: 'dvě sedmy', en: 'two sevens' },
  twoSevensHundred: { cs: 'dvě sedmy a sto', en: 'two sevens and hundred' },
  redTwoSevens: { cs: 'dvě sedmy červené', en: 'two sevens in hearts' },
  redTwoSevensHundred: { cs: 'dvě sedmy a sto červených', en: 'two sevens and hundred in hearts' },
};

export function stepName(step: StepId, lang: Lang): string {
  return STEP_NAME[step][lang];
}

// --- The bars of the new phases: a step as the document of the preset's ladder names it.

/**
 * The popular description's ladder (DP, "Stupně licitace" and its worked auction) says "lepší" for the
 * red steps and "sto a sedm"; the tournament ladder (TP čl. I, and AP's list alike) is `STEP_NAME`.
 */
const HOUSE_STEP_NAME: Readonly<Partial<Record<StepId, Readonly<Record<Lang, string>>>>> = {
  redGame: { cs: 'lepší hra', en: 'better game (hearts)' },
  redSeven: { cs: 'lepší sedma', en: 'better seven (hearts)' },
  redHundred: { cs: 'lepší sto', en: 'better hundred (hearts)' },
  hundredSeven: { cs: 'sto a sedm', en: 'hundred and seven' },
  redHundredSeven: { cs: 'lepších sto a sedm', en: 'better hundred and seven (hearts)' },
  redTwoSevens: { cs: 'dvě sedmy lepší', en: 'better two sevens (hearts)' },
};

/** A step of the auction named as its ladder's document does ("lepší sedma" on DP's, "sedma červená" on TP's). */
export function ladderStepName(step: StepId, ladder: AuctionLadder, lang: Lang): string {
  return (ladder === 'house001' ? HOUSE_STEP_NAME[step]?.[lang] : undefined) ?? STEP_NAME[step][lang];
}
// --- end of the bars' block.

/** The variant's name (its VariantDef's words). */
export function variantName(variant: Variant, lang: Lang): string {
  return variantDef(variant).words.name[lang];
}

const COMPONENT_NAME: Readonly<
  Record<ItemKind, Readonly<Record<Lang, string>> & { readonly gender: Gender }>
> = {
  game: { cs: 'hra', en: 'game', gender: 'f' },
  seven: { cs: 'sedma', en: 'seven', gender: 'f' },
  hundred: { cs: 'sto', en: 'hundred', gender: 'n' },
  sevenAgainst: { cs: 'sedma proti', en: 'seven against', gender: 'f' },
  hundredAgainst: { cs: 'sto proti', en: 'hundred against', gender: 'n' },
  betl: { cs: 'betl', en: 'betl', gender: 'm' },
  durch: { cs: 'durch', en: 'durch', gender: 'm' },
  openBetl: { cs: 'otevřený betl', en: 'open betl', gender: 'm' },
  openDurch: { cs: 'otevřený durch', en: 'open durch', gender: 'm' },
  silentSeven: { cs: 'tichá sedma', en: 'silent seven', gender: 'f' },
  silentHundred: { cs: 'tiché sto', en: 'silent hundred', gender: 'n' },
  // Feminine plural: its nominative endings ("vyhrané dvě sedmy") are the neuter singular's.
  twoSevens: { cs: 'dvě sedmy', en: 'two sevens', gender: 'n' },
};

/** A contract component or settled item, lower case: "sedma proti" / "seven against". */
export function componentName(kind: ComponentKind | ItemKind, lang: Lang): string {
  return COMPONENT_NAME[kind][lang];
}

/** "vyhraná" / "prohrané" / "vyhraný" … agreeing with the Czech component's gender; "won" / "lost". */
export function resultWord(kind: ItemKind, won: boolean, lang: Lang): string {
  if (lang === 'en') return won ? 'won' : 'lost';
  return `${won ? 'vyhran' : 'prohran'}${ADJ_ENDING.nom[COMPONENT_NAME[kind].gender]}`;
}

/**
 * The doubling calls. Czech: the words players say (flek, re, tutti …). English: one English name per
 * call — double, redouble, then the later steps by their own names where English players use them
 * (tutti, retutti, kaiser) or translated (boty "boots", kalhoty "trousers", lepší "better").
 */
const DOUBLE_DISPLAY: Readonly<Record<DoubleName, Readonly<Record<Lang, string>>>> = {
  flek: { cs: 'flek', en: 'double' },
  re: { cs: 're', en: 'redouble' },
  tutti: { cs: 'tutti', en: 'tutti' },
  boty: { cs: 'boty', en: 'boots' },
  kalhoty: { cs: 'kalhoty', en: 'trousers' },
  kaiser: { cs: 'kaiser', en: 'kaiser' },
  lepsi: { cs: 'lepší', en: 'better' },
  retutti: { cs: 'retutti', en: 'retutti' },
};

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function superscript(n: number): string {
  return String(n)
    .split('')
    .map((d) => SUPERSCRIPT[Number(d)] ?? d)
    .join('');
}

/**
 * The name of the `level`-th doubling (1 = the first flek) from the ruleset's ladder; past the end of
 * the ladder, the multiplier "×2ⁿ". Czech names the Czech call, English its English name. Level 0 is "".
 */
export function doubleName(level: number, names: readonly DoubleName[], lang: Lang): string {
  if (level <= 0) return '';
  const name = names[level - 1];
  return name !== undefined ? DOUBLE_DISPLAY[name][lang] : `×2${superscript(level)}`;
}

/** Every doubling call up to `level`: "flek, re, tutti". */
export function doubleLadder(level: number, names: readonly DoubleName[], lang: Lang): string {
  const out: string[] = [];
  for (let i = 1; i <= level; i++) out.push(doubleName(i, names, lang));
  return out.join(', ');
}

const ACTION_NAME: Readonly<Record<ActionType, Readonly<Record<Lang, string>>>> = {
  chooseTrump: { cs: 'volba trumfu', en: 'choosing trumps' },
  chooseTrumpBlind: { cs: 'volba trumfu z lidu', en: 'choosing trumps blind' },
  chooseGame: { cs: 'volba hry', en: 'choosing the game' },
  discard: { cs: 'odhoz do talonu', en: 'discarding to the talon' },
  approve: { cs: 'schválení („Dobrá“)', en: 'saying “Good”' },
  refuse: { cs: 'odmítnutí („Špatná“)', en: 'saying “Bad”' },
  announce: { cs: 'ohlášení závazku', en: 'announcing the contract' },
  double: { cs: 'flek', en: 'doubling' },
  pass: { cs: '„Mlčím“', en: 'passing' },
  play: { cs: 'zahrání karty', en: 'playing a card' },
  claim: { cs: 'složení karet (ložená hra)', en: 'laying the cards down (a claim)' },
  bid: { cs: 'licitace', en: 'bidding' },
  hold: { cs: '„Mám“', en: 'holding' },
  drop: { cs: 'odstoupení z licitace', en: 'dropping out of the auction' },
  fold: { cs: 'omyl', en: 'folding' },
  declare: { cs: 'vyhlášení hry', en: 'declaring the contract' },
  callRank: { cs: 'volba spoluhráče', en: 'calling a partner' },
  chooseTrumpSuit: { cs: 'volba trumfové barvy', en: 'naming the trump suit' },
};

export function actionName(action: ActionType, lang: Lang): string {
  return ACTION_NAME[action][lang];
}

const PHASE_NAME: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  trumpChoice: { cs: 'volba trumfu', en: 'choosing trumps' },
  gameChoice: { cs: 'volba hry', en: 'choosing the game' },
  discard: { cs: 'odhazování do talonu', en: 'discarding to the talon' },
  answer: { cs: 'schvalování barvy', en: 'the answers to “Suit?”' },
  announce: { cs: 'ohlašování závazku', en: 'announcing the contract' },
  doubling: { cs: 'flekování', en: 'doubling' },
  play: { cs: 'sehrávka', en: 'play of the cards' },
  finished: { cs: 'konec hry', en: 'end of the hand' },
  auction: { cs: 'licitace', en: 'the auction' },
  talon: { cs: 'vyhlášení hry po licitaci', en: 'declaring after the auction' },
  call: { cs: 'volba spoluhráče', en: 'calling a partner' },
  trumpSuit: { cs: 'volba trumfové barvy', en: 'naming the trump suit' },
};

/** A hand phase (engine/state.ts `Phase`); unknown phases are shown as they are. */
export function phaseName(phase: string, lang: Lang): string {
  return PHASE_NAME[phase]?.[lang] ?? phase;
}

/** Default player names: "Hráč 1" / "Player 1" for seat 0. */
export function playerName(seat: number, lang: Lang, names?: readonly string[]): string {
  return names?.[seat] ?? (lang === 'cs' ? `Hráč ${seat + 1}` : `Player ${seat + 1}`);
}

/** Upper-case the first letter. */
export function capitalize(s: string): string {
  return s.length === 0 ? s : s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * "s" or "se" before a word in the instrumental, as Czech vocalises the preposition: "se" before s, z, š,
 * ž ("se zeleným spodkem", "se srdcem"), else "s" ("s červeným esem").
 */
export function czechWith(word: string): string {
  return /^[szšž]/i.test(word) ? `se ${word}` : `s ${word}`;
}
