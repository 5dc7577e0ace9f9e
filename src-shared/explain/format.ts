/**
 * Turns refusals (`Reason`) and settlements into Czech or English text, with the article each rule
 * comes from. The wording is our own; the rule documents are only cited (articles.ts).
 */
import type { Card, Suit } from '../cards/card.ts';
import { type ClaimRecord, type ClaimTest, TRICKS_PER_HAND } from '../engine/state.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type PaymentMode, paymentMode, seatsOf, soloSides } from '../settlement/payment.ts';
import type { ItemKind, LaydownSplit, Outcome, Settlement, SettlementItem } from '../settlement/settle.ts';
import type { Side } from '../engine/contract.ts';
import {
  type Citation,
  CLAIM_TEST_ARTICLE,
  DOUBLE_ARTICLE,
  formatCitation,
  GROWTH_ARTICLE,
  ITEM_ARTICLE,
  LAYDOWN_ARTICLE,
  LAYDOWN_SPLIT_ARTICLE,
  LIMIT_ARTICLE,
  WRONG_CLAIM_ARTICLE,
  OUTCOME_ARTICLE,
  PAIRS_ARTICLE,
  REASON_ARTICLE,
  RED_ARTICLE,
} from './articles.ts';
import {
  type Deck,
  type Lang,
  actionName,
  capitalize,
  componentName,
  doubleLadder,
  gameName,
  phaseName,
  playerName,
  rankName,
  resultWord,
  suitName,
  theCard,
  variantName,
} from './names.ts';
import type { Reason } from './reason.ts';
import { isVariantReason, variantWording } from './words/variants.ts';
import { wordingCitation } from './words/words.ts';

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Czech plural: 1 bod, 2–4 body, 0 and 5+ bodů (non-integers take the "few" form: 5,5 jednotky). */
export function plural(n: number, one: string, few: string, many: string): string {
  if (!Number.isInteger(n)) return few;
  const a = Math.abs(n);
  if (a === 1) return one;
  if (a >= 2 && a <= 4) return few;
  return many;
}

/** A number with a decimal comma in Czech; at most four decimals, trailing zeros dropped. */
export function formatNumber(n: number, lang: Lang): string {
  const s = String(Number(n.toFixed(4)));
  return lang === 'cs' ? s.replace('.', ',') : s;
}

function points(n: number, lang: Lang): string {
  return lang === 'cs' ? `${n} ${plural(n, 'bod', 'body', 'bodů')}` : `${n} ${n === 1 ? 'point' : 'points'}`;
}

/** "3 desítky" / "3 steps": 10-point steps of a hundred. */
function steps10(n: number, lang: Lang): string {
  return lang === 'cs'
    ? `${n} ${plural(n, 'desítka', 'desítky', 'desítek')}`
    : `${n} ${n === 1 ? 'step' : 'steps'}`;
}

/** The minus sign of every signed figure the app shows (U+2212; never the hyphen). */
export const MINUS = '\u2212';

/**
 * Money in haléř as "0,40 Kč" (cs) or "CZK 0.40" (en): the app's one money formatter. A negative amount
 * takes the real minus sign (U+2212, "−0,40 Kč"), as every signed figure the app words; `signed` adds
 * "+" to positive amounts.
 */
export function formatMoney(haler: number, lang: Lang, signed = false): string {
  const sign = haler < 0 ? MINUS : signed && haler > 0 ? '+' : '';
  const abs = (Math.abs(haler) / 100).toFixed(2);
  return lang === 'cs' ? `${sign}${abs.replace('.', ',')} Kč` : `CZK ${sign}${abs}`;
}

// ---------------------------------------------------------------------------------------------
// Refusals

export interface ReasonExplanation {
  readonly text: string;
  readonly citation: Citation | null;
}

function assertNever(x: never): never {
  throw new Error(`unhandled reason ${JSON.stringify(x)}`);
}

function reasonText(reason: Reason, lang: Lang, names?: readonly string[], deck: Deck = 'czech'): string {
  // A variant's own reasons are worded in its file (explain/words/*.ts).
  if (isVariantReason(reason))
    return variantWording(reason).text(reason, names === undefined ? { lang, deck } : { lang, names, deck });
  const cs = lang === 'cs';
  const card = (c: Card) => theCard(c, lang, deck);
  const suit = (s: Suit) => suitName(s, lang, deck);
  /** "svršek a král jedné barvy" / "Ober and king of one suit" in the deck's words. */
  const marriage = cs
    ? `${rankName('O', lang, deck)} a ${rankName('K', lang, deck)} jedné barvy`
    : `${rankName('O', lang, deck)} and king of one suit`;
  switch (reason.code) {
    case 'handOver':
      return cs
        ? 'Tahle hra už skončila, další tah není možný.'
        : 'This hand is over; no further move is possible.';
    case 'computerSeat':
      return cs
        ? `${playerName(reason.seat, lang, names)} je počítač a hraje za sebe; za počítač hrát nemůžeš.`
        : `${capitalize(playerName(reason.seat, lang, names))} is a computer player and plays for itself; you cannot play for it.`;
    case 'personToAct':
      return cs
        ? `Na tahu je ${playerName(reason.seat, lang, names)}, ne počítač.`
        : `${capitalize(playerName(reason.seat, lang, names))} is to act, not the computer.`;
    case 'undoPracticeOnly':
      return cs ? 'Vracet tahy jde jen v cvičné hře.' : 'Moves can be taken back only in a practice session.';
    case 'coachPracticeOnly':
      return cs
        ? 'Trenér radí jen v cvičné hře; ve hře na body hraješ bez něj.'
        : 'The coach helps only in a practice session; a scored evening is played without it.';
    case 'coachOtherSeat':
      return cs
        ? `Trenér teď radí jen tomu, kdo je u stolu (${playerName(reason.viewer, lang, names)}). Poznámky ke kartám, které hraje ${playerName(reason.seat, lang, names)}, ukáže, až bude ${playerName(reason.seat, lang, names)} zase na tahu, nebo po hře.`
        : `The coach speaks only to the person at the table now (${playerName(reason.viewer, lang, names)}); ${playerName(reason.seat, lang, names)}'s card is discussed when they are to act again, or after the hand.`;
    case 'coachRevealPeople':
      return cs
        ? `Karty ostatních teď Trenér neukáže, protože u stolu hraje i ${playerName(reason.seat, lang, names)}. Celé vysvětlení ukáže po hře.`
        : `The coach does not show the other hands now: ${playerName(reason.seat, lang, names)} sits at this table too. The whole explanation comes after the hand.`;
    case 'nothingToUndo':
      return cs
        ? 'V téhle hře zatím nemáš co vrátit.'
        : 'There is no move of yours to take back in this hand.';
    case 'handNotOver':
      return cs
        ? 'Další hru lze rozdat, až tahle skončí.'
        : 'The next hand can be dealt once this one is over.';
    case 'whyAfterHand':
      return cs
        ? 'Proč počítač hlásil, co hlásil, se dozvíš až po skončení hry.'
        : 'Why the computer made its calls is told once the hand is over.';
    case 'whyNoCall':
      return cs
        ? `Tah č. ${reason.index + 1} není hlášení počítače, takže k němu vysvětlení není.`
        : `Action ${reason.index + 1} is not a call of the computer, so there is no reason to tell.`;
    case 'whyNotReproduced':
      return cs
        ? `${capitalize(playerName(reason.seat, lang, names))}: výpočet znovu dopadl jinak než ve hře (ve hře mu došel čas), takže důvod říct nejde.`
        : `Run again, the decision for ${playerName(reason.seat, lang, names)} came out otherwise than in the hand (it ran out of time there), so its reason cannot be told.`;
    case 'notSettled':
      return cs
        ? 'Výsledek ještě není jistý: podle toho, jak se zahraje, se peníze můžou změnit, takže hru dohraj.'
        : 'The result is not settled yet: the money may still depend on how the cards are played, so play the hand out.';
    case 'otherPeople':
      return cs
        ? `U stolu hraje i ${playerName(reason.seat, lang, names)} na jiném zařízení, takže hru nelze přeskočit za všechny.`
        : `${capitalize(playerName(reason.seat, lang, names))} plays at this table from another device, so the hand cannot be skipped for everyone.`;
    case 'notYourSeat':
      return cs
        ? `${capitalize(playerName(reason.seat, lang, names))} hraje na jiném zařízení; odsud hraješ jen za svoje místo.`
        : `${capitalize(playerName(reason.seat, lang, names))} plays on another device; from here you play only your own seat.`;
    case 'notYourUndo':
      return cs
        ? `Vrátit můžeš jen svůj vlastní tah, a jen dokud po tobě nehrál nikdo další (naposledy hrál: ${playerName(reason.seat, lang, names)}).`
        : `You can take back only your own move, and only while nobody else has played since (the last move was ${playerName(reason.seat, lang, names)}'s).`;
    case 'nothingToShare':
      return cs
        ? 'Se stolem není s kým se podělit: všechna ostatní místa hraje počítač.'
        : 'There is nobody to share this table with: every other seat is a computer player.';
    case 'notShared':
      return reason.seat === null
        ? cs
          ? 'Žádný stůl teď není sdílený s dalšími zařízeními.'
          : 'No table is shared with other devices now.'
        : cs
          ? `${capitalize(playerName(reason.seat, lang, names))} nehraje přes odkaz; počítač zastupuje jen místa hraná přes odkaz.`
          : `${capitalize(playerName(reason.seat, lang, names))}'s seat is not played over a link, so the computer cannot stand in for it.`;
    case 'unseenCards':
      return cs
        ? `Rozbor téhle hry by ukázal karty, které jsi neviděl ani na konci hry (z ruky: ${playerName(reason.seat, lang, names)}); na tomhle zařízení se rozebírají jen hry, jejichž karty konec hry ukázal všem.`
        : `The review of this hand would show cards you never saw, not even at the end (${playerName(reason.seat, lang, names)}'s); on this device only hands whose cards the end showed everyone are reviewed.`;
    case 'hintsTooOften':
      return cs
        ? `Nápověd bylo najednou moc; další si můžeš říct za ${reason.seconds} ${plural(reason.seconds, 'sekundu', 'sekundy', 'sekund')}.`
        : `Too many hints at once; you can ask for the next one in ${reason.seconds} ${reason.seconds === 1 ? 'second' : 'seconds'}.`;
    case 'notYourTurn':
      if (reason.toAct === null) return cs ? 'Teď nejsi na tahu.' : 'It is not your turn.';
      return cs
        ? `Nejsi na tahu: na řadě je ${playerName(reason.toAct, lang, names)}.`
        : `It is not your turn: ${playerName(reason.toAct, lang, names)} is to act.`;
    case 'wrongPhase':
      return cs
        ? `Tohle teď udělat nejde (${actionName(reason.action, lang)}): právě probíhá ${phaseName(reason.phase, lang)}.`
        : `You cannot do that now (${actionName(reason.action, lang)}): the hand is at the stage of ${phaseName(reason.phase, lang)}.`;
    case 'notInHand':
      return cs
        ? `Tuhle kartu v ruce nemáš: ${card(reason.card)}.`
        : `You do not hold that card: ${card(reason.card)}.`;
    case 'notInFirstSeven':
      return cs
        ? `Trumf se volí z prvních sedmi karet a tahle mezi nimi není: ${card(reason.card)}.`
        : `Trumps are chosen from your first seven cards, and ${card(reason.card)} is not one of them.`;
    case 'blindIndex':
      return cs
        ? `Z lidu se volí jedna z ${reason.count} karet druhé pětice (1–${reason.count}); karta č. ${reason.index + 1} mezi nimi není.`
        : `A blind trump is one of the ${reason.count} cards of the second packet (1–${reason.count}); there is no card ${reason.index + 1}.`;
    case 'blindNeedsShortSuits':
      return cs
        ? `Z lidu můžeš volit, jen když máš v prvních sedmi kartách od každé barvy nejvýš dvě; v barvě ${suit(reason.suit)} jich máš ${reason.count}.`
        : `You may take a blind trump only with at most two cards of every suit in your first seven; you hold ${reason.count} ${suit(reason.suit)}.`;
    case 'gameNotOffered':
      return cs
        ? `Hru „${gameName(reason.game, lang)}“ tato pravidla nenabízejí.`
        : `These rules do not offer the game “${gameName(reason.game, lang)}”.`;
    case 'gameTooLow':
      if (reason.game === reason.current)
        return cs
          ? `Vyšší hru než „${gameName(reason.current, lang)}“ už zvolit nelze.`
          : `There is no game higher than “${gameName(reason.current, lang)}” left to choose.`;
      return cs
        ? `Hra „${gameName(reason.game, lang)}“ nestačí: musí být vyšší než „${gameName(reason.current, lang)}“.`
        : `“${capitalize(gameName(reason.game, lang))}” is not enough: the game must be higher than “${gameName(reason.current, lang)}”.`;
    case 'discardCount':
      return cs
        ? `Do talonu patří přesně dvě karty, ne ${reason.count}.`
        : `The talon takes exactly two cards, not ${reason.count}.`;
    case 'discardTwice':
      return cs
        ? `Do talonu patří dvě různé karty, tahle je tam dvakrát: ${card(reason.card)}.`
        : `The talon takes two different cards, but this one is there twice: ${card(reason.card)}.`;
    case 'discardAceOrTen':
      return cs
        ? `Ve hře s trumfy nesmí do talonu eso ani desítka (tady: ${card(reason.card)}).`
        : `In a game with trumps no ace or ten may go to the talon (here: ${card(reason.card)}).`;
    case 'discardTrumpCard':
      return cs
        ? `Zvolená trumfová karta do talonu nepatří, po schválení hry se otáčí: ${card(reason.card)}.`
        : `The chosen trump card cannot go to the talon, it is turned up once the game is approved: ${card(reason.card)}.`;
    case 'sevenNeedsTrumpSeven':
      return cs
        ? `Sedmu lze hlásit jen s trumfovou sedmou v ruce, a tu nemáš (${card(reason.card)}).`
        : `You can announce the seven only when you hold the trump seven, and you do not (${card(reason.card)}).`;
    case 'hundredNeedsMarriage':
      return cs
        ? `Sto lze hlásit jen s hláškou v ruce (${marriage}), a žádnou nemáš.`
        : `You can announce a hundred only when you hold a marriage (${marriage}), and you have none.`;
    case 'againstNotNow':
      return cs
        ? `${capitalize(componentName(reason.kind, lang))} se dá ohlásit jen v prvním kole flekování hry s trumfy.`
        : `${capitalize(componentName(reason.kind, lang))} can be announced only in the first round of doubling a game with trumps.`;
    case 'againstTaken': {
      const seven = reason.kind === 'sevenAgainst';
      return cs
        ? `${capitalize(componentName(reason.kind, lang))} teď nejde: ${seven ? 'sedma už je ohlášená' : 'sto už je ohlášené'}.`
        : `You cannot announce ${componentName(reason.kind, lang)}: a ${seven ? 'seven' : 'hundred'} has already been announced.`;
    }
    case 'againstNeedsSeven':
      return cs
        ? `Sedmu proti lze ohlásit jen s trumfovou sedmou v ruce, a tu nemáš (${card(reason.card)}).`
        : `You can announce seven against only when you hold the trump seven, and you do not (${card(reason.card)}).`;
    case 'againstNeedsMarriage':
      return cs
        ? `Sto proti lze ohlásit jen s hláškou v ruce (${marriage}), a žádnou nemáš.`
        : `You can announce hundred against only when you hold a marriage (${marriage}), and you have none.`;
    case 'cannotDouble':
      return cs
        ? `Závazek „${componentName(reason.component, lang)}“ teď flekovat nemůžeš: flekuje se jen to, co protistrana v minulém kole ohlásila nebo flekovala.`
        : `You cannot double “${componentName(reason.component, lang)}” now: only what the other side announced or doubled in the last round may be doubled.`;
    case 'doubleLimit':
      if (reason.bound === 'exactMoney')
        return cs
          ? `Závazek „${componentName(reason.component, lang)}“ už má ${reason.max} fleků. Pravidla počet fleků neomezují, ale aplikace dál nepočítá: částky by už nebyly přesné na haléř.`
          : `“${capitalize(componentName(reason.component, lang))}” has been doubled ${reason.max} times. The rules set no end to doubling, but the app counts no further: the money would no longer be exact to the haléř.`;
      return cs
        ? `Závazek „${componentName(reason.component, lang)}“ už má nejvyšší povolený počet fleků (${reason.max}).`
        : `“${capitalize(componentName(reason.component, lang))}” has already been doubled the most times allowed (${reason.max}).`;
    case 'emptyDouble':
      return cs
        ? 'Flek musí něco zvýšit: vyber aspoň jeden závazek nebo ohlas sedmu či sto proti, jinak řekni „Mlčím“.'
        : 'A double must raise something: pick at least one contract or announce seven or hundred against, or else pass.';
    case 'mustFollowSuit':
      return cs
        ? `Musíš přiznat barvu: vynesené byly ${suit(reason.suit)}.`
        : `You must follow suit: ${suit(reason.suit)} were led.`;
    case 'mustOvertake':
      return cs
        ? `Musíš jít výš: ve zdvihu vede ${card(reason.card)} a máš vyšší kartu této barvy.`
        : `You must play higher: ${card(reason.card)} leads the trick and you hold a higher card of that suit.`;
    case 'mustTrump':
      return cs
        ? `Vynesenou barvu nemáš, takže musíš hrát trumf: trumfy jsou ${suit(reason.trump)}.`
        : `You cannot follow suit, so you must play a trump: ${suit(reason.trump)} are trumps.`;
    case 'mustOvertrump':
      return cs
        ? `Musíš přebít vyšším trumfem: nejvyšší trumf ve zdvihu je ${card(reason.card)} a máš vyšší.`
        : `You must overtrump: the highest trump in the trick is ${card(reason.card)} and you hold a higher one.`;
    case 'sevenMustWait':
      return cs
        ? `Ohlášenou sedmu musíš držet do posledního zdvihu, dokud můžeš hrát jinou kartu: ${card(reason.card)}.`
        : `You must keep your announced seven for the last trick while you can play another card: ${card(reason.card)}.`;
    case 'auxSevenMustWait':
      return cs
        ? `Pomocnou sedmu musíš držet do předposledního zdvihu, dokud můžeš hrát jinou kartu: ${card(reason.card)}.`
        : `You must keep your auxiliary seven for the last trick but one while you can play another card: ${card(reason.card)}.`;
    case 'claimNotDeclarer':
      return cs
        ? 'Složit karty jako loženou hru může jen aktér, ne obrana.'
        : 'Only the declarer may lay his cards down as a sure game, not the defence.';
    case 'claimRepeated':
      return cs
        ? 'Tvoje hra se ukázala jako neložená: znovu ji můžeš složit až po dalším zdvihu.'
        : 'Your claim was found wrong: you may claim again only after another trick.';
    case 'variantNotAvailable':
      return cs
        ? `Tuhle variantu (${variantName(reason.variant, lang)}) zatím hrát nejde: její licitace ještě není hotová.`
        : `This variant (${variantName(reason.variant, lang)}) cannot be played yet: its bidding is not built.`;
    default:
      return assertNever(reason);
  }
}

/**
 * One sentence, addressed to the player ("ty" in Czech), saying why the action is refused, and where
 * the rule is. Cards and suits take the names of `deck`.
 */
export function explainReason(
  reason: Reason,
  lang: Lang,
  names?: readonly string[],
  deck: Deck = 'czech',
): ReasonExplanation {
  const citation = isVariantReason(reason)
    ? wordingCitation(variantWording(reason), reason)
    : REASON_ARTICLE[reason.code];
  return { text: reasonText(reason, lang, names, deck), citation };
}

/** The sentence followed by " — " and the citation (just the sentence when no rule is cited). */
export function formatReason(
  reason: Reason,
  lang: Lang,
  names?: readonly string[],
  deck: Deck = 'czech',
): string {
  const { text, citation } = explainReason(reason, lang, names, deck);
  return citation === null ? text : `${text} — ${formatCitation(citation, lang)}`;
}

// ---------------------------------------------------------------------------------------------
// Settlement items

const HUNDREDS: readonly ItemKind[] = ['hundred', 'hundredAgainst', 'silentHundred'];

/** The parts an item's amount is made of, recomputed from the item and the rules. */
export interface ItemFactors {
  readonly rate: number;
  /** halfGame growth: what each 10-point step adds to the rate (0 otherwise). */
  readonly perStep: number;
  /** rate / double growth: the multiplier from the steps (1 otherwise). */
  readonly growth: number;
  readonly red: number;
  readonly doubling: number;
  /** rate (+ steps × perStep) × growth × red × doubling: the absolute amount. */
  readonly value: number;
}

export function itemFactors(item: SettlementItem, rules: Ruleset): ItemFactors {
  const grows = HUNDREDS.includes(item.kind) && item.steps > 0;
  const mode = rules.hundredGrowth;
  const perStep = grows && mode === 'halfGame' ? rules.rates.game / 2 : 0;
  const growth = !grows ? 1 : mode === 'rate' ? 1 + item.steps : mode === 'double' ? 2 ** item.steps : 1;
  const doubling = 2 ** item.doubles;
  const value = (item.rate + item.steps * perStep) * growth * item.red * doubling;
  return { rate: item.rate, perStep, growth, red: item.red, doubling, value };
}

export interface ItemExplanation {
  /** The component, capitalised: "Sedma proti". */
  readonly title: string;
  /** From the point of view of the side that announced (or achieved) it: "vyhraná" / "won". */
  readonly result: string;
  /** Why it was won or lost: "aktér 60 : obrana 50 bodů". */
  readonly why: string;
  /** Who pays whom and how the amount is made: "každý obránce → aktér: 4 × 2 (červené) = 8". */
  readonly math: string;
  /** The contract's article. */
  readonly citation: Citation;
  /** Every article involved: the contract, the result, the growth of a hundred, red, flek. */
  readonly citations: readonly Citation[];
}

function why(
  item: SettlementItem,
  rules: Ruleset,
  lang: Lang,
  names: readonly string[] | undefined,
  deck: Deck,
): string {
  const cs = lang === 'cs';
  const o: Outcome = item.outcome;
  const seat = (s: number) => playerName(s, lang, names);
  /** " (Eva)" after a seven whose seat is known; nothing where it is withheld (outcome-seats.ts). */
  const whose = (s: number | undefined) => (s === undefined ? '' : ` (${seat(s)})`);
  switch (o.code) {
    case 'unplayed':
      return cs
        ? 'nikdo neflekoval: karty se nehrály a závazek se platí jako splněný'
        : 'nobody doubled: the cards were not played and the contract is paid as made';
    case 'morePoints':
      return cs
        ? `aktér ${o.declarer} : obrana ${points(o.defence, lang)}`
        : `declarer ${o.declarer} : defence ${points(o.defence, lang)}`;
    case 'hundred': {
      const cards = o.counted - o.marriage;
      const many = item.kind === 'silentHundred' && rules.silentHundredMarriages === 'all';
      const m = cs
        ? o.marriage === 0
          ? `karty ${cards}, bez hlášky`
          : `karty ${cards} + ${many ? 'hlášky' : 'hláška'} ${o.marriage}`
        : o.marriage === 0
          ? `cards ${cards}, no marriage`
          : `cards ${cards} + ${many ? 'marriages' : 'marriage'} ${o.marriage}`;
      let s = cs
        ? `započteno ${points(o.counted, lang)} (${m})`
        : `counted ${points(o.counted, lang)} (${m})`;
      if (item.won) {
        if (o.total > o.counted)
          s += cs ? `, s dalšími hláškami ${o.total}` : `, ${o.total} with the other marriages`;
        if (item.steps > 0)
          s += cs
            ? `; ${steps10(item.steps, lang)} nad 100`
            : `; ${steps10(item.steps, lang)} of 10 above 100`;
      } else {
        s += cs ? `, chybí ${100 - o.counted}` : `, ${100 - o.counted} short`;
        if (rules.hundredLossCountsMarriages && o.otherMarriages > 0)
          s += cs
            ? `; soupeři mají hlášky za ${o.otherMarriages}`
            : `; the other side has marriages worth ${o.otherMarriages}`;
        // rules/004 "Sto": the lost hundred's own rate comes on top of the 10-point steps.
        if (rules.hundredLossAddsRate)
          s += cs ? '; k tomu sazba za prohranou stovku' : "; plus the lost hundred's own rate";
      }
      return s;
    }
    case 'sevenWon':
      return cs
        ? `trumfová sedma${whose(o.seat)} vzala poslední zdvih`
        : `the trump seven${whose(o.seat)} took the last trick`;
    case 'sevenEarly':
      return cs
        ? `trumfová sedma${whose(o.seat)} padla už v ${o.trick + 1}. zdvihu, ne v posledním`
        : `the trump seven${whose(o.seat)} was played in trick ${o.trick + 1}, before the last trick`;
    case 'sevenKilled':
      return cs
        ? `trumfová sedma${whose(o.seat)} padla v ${(o.trick ?? TRICKS_PER_HAND - 1) + 1}. zdvihu, přebita${o.by === undefined || o.bySeat === undefined ? '' : ` ${theCard(o.by, lang, deck, 'ins')} (${seat(o.bySeat)})`}`
        : `the trump seven${whose(o.seat)} fell in trick ${(o.trick ?? TRICKS_PER_HAND - 1) + 1}, beaten${o.by === undefined || o.bySeat === undefined ? '' : ` by ${theCard(o.by, lang, deck)} (${seat(o.bySeat)})`}`;
    // --- licitovaný: dvě sedmy and omyl (variants/auction/two-sevens.ts, variants/auction/settlement.ts) ---
    case 'twoSevensWon':
      return cs
        ? `pomocná sedma${whose(o.seat)} vzala předposlední zdvih a trumfová sedma poslední`
        : `the auxiliary seven${whose(o.seat)} took the penultimate trick and the trump seven the last`;
    case 'auxSevenEarly':
      return cs
        ? `pomocná sedma${whose(o.seat)} padla už v ${o.trick + 1}. zdvihu, ne v předposledním`
        : `the auxiliary seven${whose(o.seat)} was played in trick ${o.trick + 1}, before the penultimate trick`;
    case 'auxSevenLate':
      return cs
        ? `pomocná sedma${whose(o.seat)} předposlední zdvih nebrala, padla až v ${o.trick + 1}. zdvihu`
        : `the auxiliary seven${whose(o.seat)} did not take the penultimate trick; it was played in trick ${o.trick + 1}`;
    case 'auxSevenKilled':
      return cs
        ? `pomocná sedma${whose(o.seat)} padla v předposledním zdvihu, přebita${o.by === undefined || o.bySeat === undefined ? '' : ` ${theCard(o.by, lang, deck, 'ins')} (${seat(o.bySeat)})`}`
        : `the auxiliary seven${whose(o.seat)} fell in the penultimate trick, beaten${o.by === undefined || o.bySeat === undefined ? '' : ` by ${theCard(o.by, lang, deck)} (${seat(o.bySeat)})`}`;
    case 'sevenWithDefence':
      return cs
        ? `${theCard(o.card, lang, deck, 'acc')} neměl aktér, ale ${o.seat === undefined ? 'obrana' : `${seat(o.seat)} z obrany`}`
        : `${theCard(o.card, lang, deck)} was not the declarer's but ${o.seat === undefined ? "the defence's" : `${seat(o.seat)}'s in the defence`}`;
    case 'sevenMissing':
      return cs
        ? `${theCard(o.card, lang, deck)} se vůbec nehrála`
        : `${theCard(o.card, lang, deck)} was never played`;
    case 'auxFour':
      return cs
        ? `${o.seat === undefined ? 'jeden hráč' : seat(o.seat)} z obrany měl ${o.count} ${plural(o.count, 'kartu', 'karty', 'karet')} pomocné barvy: dvě sedmy platí aktér, ať se hraje jakkoli`
        : `${o.seat === undefined ? 'a player' : seat(o.seat)} in the defence held ${o.count} cards of the auxiliary suit: the declarer pays dvě sedmy whatever the play`;
    case 'folded':
      return cs
        ? 'omyl: aktér vydraženou sedmu složil bez sehrávky a platí hru i sedmu s jedním flekem'
        : 'fold: the declarer folded the seven he had won, without play, and pays the game and the seven at one double';
    case 'trickMajority':
      return cs
        ? `aktér vzal ${o.declarer} ${plural(o.declarer, 'zdvih', 'zdvihy', 'zdvihů')} z ${o.tricks}: hru má strana s většinou zdvihů`
        : `the declarer took ${o.declarer} of ${o.tricks} tricks: the game goes to the side with most tricks`;
    // --- end licitovaný ---
    case 'noTrick':
      return cs ? 'aktér nevzal žádný zdvih' : 'the declarer took no trick';
    case 'tookTrick':
      return cs ? `aktér vzal ${o.trick + 1}. zdvih` : `the declarer took trick ${o.trick + 1}`;
    case 'allTricks':
      return cs ? 'aktér vzal všechny zdvihy' : 'the declarer took every trick';
    case 'lostTrick':
      return cs ? `aktér ztratil ${o.trick + 1}. zdvih` : `the declarer lost trick ${o.trick + 1}`;
    case 'laidDown':
      return cs
        ? o.won
          ? 'ložená hra: aktér karty složil, nehrálo se a závazek se platí jako splněný'
          : 'ložená hra: aktér karty složil, ohlášení obrany se platí jako prohrané'
        : o.won
          ? 'a laydown: the declarer laid his cards down, the rest was not played and the contract is paid as made'
          : "a laydown: the declarer laid his cards down, the defence's announcement is paid as lost";
    case 'durchClever':
      return cs
        ? `durch s chytrým: aktér vzal prvních ${o.trick} zdvihů, poslední vzal ${o.seat === undefined ? 'jiný hráč' : seat(o.seat)} a platí se s ním jako volící strana`
        : `durch “s chytrým”: the declarer took the first ${o.trick} tricks; ${o.seat === undefined ? 'another player' : seat(o.seat)} took the last and is paid with the declaring side`;
    default:
      return assertNever(o);
  }
}

/**
 * How a settlement's sides pay (settlement/payment.ts): the declarer alone against each defender, one
 * against one (lízaný), or křížový's pairs where each loser pays one winner. Without it: the declarer
 * alone against two or more defenders.
 */
export interface PayShape {
  readonly payment: PaymentMode;
  readonly declaring: number;
  readonly defending: number;
}

/** The shape of a settled hand's payments, read off its sides. */
export function payShape(s: Settlement): PayShape {
  const sides = s.sides ?? soloSides(s.money.length, s.declarer);
  return { ...payShapeOf(sides), payment: s.payment ?? 'each' };
}

/** The shape in which a hand with these sides is paid (every seat on a side, a seat sitting out defends). */
export function payShapeOf(sides: readonly Side[]): PayShape {
  return {
    payment: paymentMode(sides),
    declaring: seatsOf(sides, 'declarer').length,
    defending: seatsOf(sides, 'defence').length,
  };
}

const DIRECTION: Readonly<
  Record<'solo' | 'one' | 'pairs' | 'side', Readonly<Record<Lang, [string, string]>>>
> = {
  solo: {
    cs: ['každý obránce → aktér', 'aktér → každý obránce'],
    en: ['each defender → declarer', 'declarer → each defender'],
  },
  one: { cs: ['obránce → aktér', 'aktér → obránce'], en: ['defender → declarer', 'declarer → defender'] },
  pairs: {
    cs: ['každý obránce → jeden z volící strany', 'každý z volící strany → jeden obránce'],
    en: ['each defender → one of the declaring side', 'each of the declaring side → one defender'],
  },
  side: {
    cs: ['každý obránce → volící strana', 'volící strana → každý obránce'],
    en: ['each defender → the declaring side', 'the declaring side → each defender'],
  },
};

/** Who pays whom, following the payment: "každý obránce → aktér", "obránce → aktér" (one against one) … */
function direction(amount: number, lang: Lang, shape?: PayShape): string {
  if (amount === 0) return lang === 'cs' ? 'nikdo neplatí' : 'nobody pays';
  const kind =
    shape === undefined || (shape.declaring === 1 && shape.defending > 1)
      ? 'solo'
      : shape.payment === 'pairs'
        ? 'pairs'
        : shape.declaring === 1
          ? 'one'
          : 'side';
  return DIRECTION[kind][lang][amount > 0 ? 0 : 1];
}

function math(item: SettlementItem, rules: Ruleset, lang: Lang, deck: Deck, shape?: PayShape): string {
  const f = itemFactors(item, rules);
  const n = (x: number) => formatNumber(x, lang);
  const parts: string[] = [];
  parts.push(f.perStep > 0 ? `(${n(f.rate)} + ${steps10(item.steps, lang)} × ${n(f.perStep)})` : n(f.rate));
  if (f.red !== 1) parts.push(`${n(f.red)} (${suitName('H', lang, deck)})`);
  if (item.doubles > 0)
    parts.push(`${n(f.doubling)} (${doubleLadder(item.doubles, rules.doubleNames, lang)})`);
  if (f.growth !== 1) {
    parts.push(
      rules.hundredGrowth === 'rate'
        ? `(1 + ${steps10(item.steps, lang)})`
        : `${n(f.growth)} (${steps10(item.steps, lang)})`,
    );
  }
  const abs = Math.abs(item.amount);
  const consistent = Math.abs(f.value - abs) < 1e-9;
  const expr = consistent
    ? parts.length === 1 && f.perStep === 0
      ? n(abs)
      : `${parts.join(' × ')} = ${n(abs)}`
    : // The item was settled under other rules than the ones given: show the amount alone.
      `${lang === 'cs' ? 'sazba' : 'amount'} ${n(abs)}`;
  return `${direction(item.amount, lang, shape)}: ${expr}`;
}

function pushUnique(list: Citation[], c: Citation | null): void {
  if (c === null) return;
  const same = (a: Citation) =>
    a.doc === c.doc && a.article === c.article && a.paragraph === c.paragraph && a.section === c.section;
  if (!list.some(same)) list.push(c);
}

/**
 * One settled item as title, result, why, the arithmetic of its amount, and the articles. `shape`
 * (payShape of the settlement) words who pays whom as the hand was paid; without it, the declarer
 * against each defender.
 */
export function explainItem(
  item: SettlementItem,
  rules: Ruleset,
  lang: Lang,
  names?: readonly string[],
  deck: Deck = 'czech',
  shape?: PayShape,
): ItemExplanation {
  const citation = ITEM_ARTICLE[item.kind];
  const citations: Citation[] = [];
  pushUnique(citations, citation);
  if (item.kind !== 'silentSeven' && item.kind !== 'silentHundred')
    pushUnique(citations, OUTCOME_ARTICLE[item.outcome.code]);
  if (HUNDREDS.includes(item.kind) && item.steps > 0)
    pushUnique(citations, GROWTH_ARTICLE[rules.hundredGrowth]);
  if (item.red !== 1) pushUnique(citations, RED_ARTICLE);
  if (item.doubles > 0) pushUnique(citations, DOUBLE_ARTICLE);
  return {
    title: capitalize(componentName(item.kind, lang)),
    result: resultWord(item.kind, item.won, lang),
    why: why(item, rules, lang, names, deck),
    math: math(item, rules, lang, deck, shape),
    citation,
    citations,
  };
}

// ---------------------------------------------------------------------------------------------
// Whole settlement

/**
 * The settlement as plain text: one line per item, the total per defender, the limit when it
 * applied, and the money per seat.
 */
export function formatSettlement(
  s: Settlement,
  rules: Ruleset,
  lang: Lang,
  names?: readonly string[],
  deck: Deck = 'czech',
): string {
  const cs = lang === 'cs';
  const n = (x: number) => formatNumber(x, lang);
  const lines: string[] = [];
  const declarer = playerName(s.declarer, lang, names);
  lines.push(cs ? `Vyúčtování (aktér: ${declarer})` : `Settlement (declarer: ${declarer})`);
  const shape = payShape(s);
  for (const item of s.items) {
    const e = explainItem(item, rules, lang, names, deck, shape);
    lines.push(`• ${e.title} – ${e.result}: ${e.why}; ${e.math} [${formatCitation(e.citation, lang)}]`);
  }
  lines.push(`${cs ? 'Celkem' : 'Total'} (${direction(s.total, lang, shape)}): ${n(Math.abs(s.total))}`);
  if (s.limited) {
    const limit = formatCitation(LIMIT_ARTICLE, lang);
    lines.push(
      cs
        ? `Limit ${n(rules.limit ?? Math.abs(s.perDefender))}: místo ${n(Math.abs(s.total))} se platí ${n(Math.abs(s.perDefender))} [${limit}]`
        : `Limit ${n(rules.limit ?? Math.abs(s.perDefender))}: ${n(Math.abs(s.perDefender))} is paid instead of ${n(Math.abs(s.total))} [${limit}]`,
    );
  }
  if (s.split !== null) lines.push(explainSplit(s.split, lang, names));
  if (s.payment === 'pairs') {
    const pairs = formatCitation(PAIRS_ARTICLE, lang);
    lines.push(
      cs
        ? `Platí se ve dvojicích: každý z poražených platí jednomu z vítězů [${pairs}]`
        : `Paid in pairs: each loser pays one of the winners [${pairs}]`,
    );
  }
  lines.push(`${cs ? 'Peníze' : 'Money'} (${cs ? 'základ' : 'base'} ${formatMoney(rules.baseHaler, lang)}):`);
  s.money.forEach((haler, seat) => {
    // A seat paid with the declarer: his partner in křížový, or who took the last trick of a clever durch.
    const withDeclarer =
      s.sides?.[seat] === 'declarer' ? (cs ? ' (volící strana)' : ' (declaring side)') : '';
    const role = seat === s.declarer ? (cs ? ' (aktér)' : ' (declarer)') : withDeclarer;
    lines.push(`  ${playerName(seat, lang, names)}${role}: ${formatMoney(haler, lang, true)}`);
  });
  return lines.join('\n');
}

/**
 * What a claim of each test must prove, as a clause: after "hra je ložená —" / "the game is laid
 * down:" when it holds, after "že" / "that" when it could not be proven.
 */
const CLAIM_TEST_HOLDS: Readonly<Record<ClaimTest, { cs: string; en: string }>> = {
  points: { cs: 'obrana nezíská ani 10 z 90 bodů', en: 'the defence cannot take even ten of the 90 points' },
  noTrick: { cs: 'aktér nepustí žádný zdvih', en: 'the declarer cannot lose a trick' },
  twoSevens: {
    cs: 'dvě sedmy nelze prohrát při žádném rozložení karet obrany a žádné její sehrávce',
    en: 'dvě sedmy cannot be lost however the defence’s cards lie and whatever it plays',
  },
  betl: { cs: 'aktér nemůže vzít žádný zdvih', en: 'the declarer cannot take a trick' },
  durch: { cs: 'aktér nemůže ztratit žádný zdvih', en: 'the declarer cannot lose a trick' },
  contract: { cs: 'závazek nelze prohrát', en: 'the contract cannot be lost' },
};

/** Why a decided claim of each test is wrong. */
const CLAIM_TEST_FAILS: Readonly<Record<ClaimTest, { cs: string; en: string }>> = {
  points: {
    cs: 'obrana ještě může získat body nebo hru zvrátit',
    en: 'the defence can still take points or beat the contract',
  },
  noTrick: {
    cs: 'obrana ještě může získat zdvih nebo body, nebo závazek zvrátit',
    en: 'the defence can still take a trick or points, or beat the contract',
  },
  twoSevens: {
    cs: 'při některém rozložení karet obrany lze dvě sedmy ještě prohrát',
    en: 'with some lie of the defence’s cards dvě sedmy can still be lost',
  },
  betl: {
    cs: 'aktér ještě může být donucen vzít zdvih',
    en: 'the declarer can still be made to take a trick',
  },
  durch: { cs: 'obrana ještě může získat zdvih', en: 'the defence can still take a trick' },
  contract: { cs: 'obrana ještě může závazek zvrátit', en: 'the defence can still beat the contract' },
};

/**
 * The verdict on a claim (ložená hra), worded by the test of its contract with that test's article:
 * right, the hand ended and is paid as laid down; wrong, not a revoke, play goes on with the
 * declarer's cards open; not proven (the check ran out of its bound), withdrawn without consequence.
 */
export function explainClaim(claim: ClaimRecord, lang: Lang, names?: readonly string[]): string {
  const cs = lang === 'cs';
  const who = playerName(claim.seat, lang, names);
  const test = formatCitation(CLAIM_TEST_ARTICLE[claim.test], lang);
  const holds = CLAIM_TEST_HOLDS[claim.test][lang];
  if (claim.outcome === 'laidDown') {
    const paid = formatCitation(OUTCOME_ARTICLE.laidDown ?? LAYDOWN_ARTICLE, lang);
    return cs
      ? `${who} skládá karty: hra je ložená — ${holds} [${test}]; zbytek se nehraje a závazek se platí jako splněný [${paid}].`
      : `${who} lays the cards down: the game is laid down — ${holds} [${test}]; the rest is not played and the contract is paid as made [${paid}].`;
  }
  if (claim.outcome === 'notProven')
    return cs
      ? `${who} skládá karty, ale výpočet v mezích svého rozsahu nedokázal, že ${holds} [${test}]. Nedokázáno: složení se bere zpět bez následků — karty aktéra zůstávají skryté a hraje se dál jako předtím.`
      : `${who} claims, but the check could not prove within its bound that ${holds} [${test}]. Not proven: the claim is withdrawn without consequence — the declarer's cards stay hidden and play goes on as before.`;
  const why = CLAIM_TEST_FAILS[claim.test][lang];
  const wrong = formatCitation(WRONG_CLAIM_ARTICLE, lang);
  return cs
    ? `${who} skládá karty, ale hra ložená není: ${why} [${test}]. Není to renonc — hraje se dál s kartami aktéra otevřenými [${wrong}].`
    : `${who} claims, but the game is not a laydown: ${why} [${test}]. It is no revoke — play goes on with the declarer's cards open [${wrong}].`;
}

/** Who pays what when a laid-down game was doubled. */
export function explainSplit(split: LaydownSplit, lang: Lang, names?: readonly string[]): string {
  const cs = lang === 'cs';
  const n = (x: number) => formatNumber(x, lang);
  const doublers = split.doublers.map((s) => playerName(s, lang, names)).join(cs ? ' a ' : ' and ');
  const citation = formatCitation(LAYDOWN_SPLIT_ARTICLE, lang);
  return cs
    ? `Flek na loženou hru: kdo neflekoval, platí jen ${n(split.undoubled)} (bez fleků); zbytek doplácí ${doublers}, ${n(split.perDoubler)} každý [${citation}]`
    : `Doubling a laydown: who did not double pays only ${n(split.undoubled)} (without doubles); ${doublers} pay${split.doublers.length === 1 ? 's' : ''} the rest, ${n(split.perDoubler)} each [${citation}]`;
}
