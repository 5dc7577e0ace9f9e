/**
 * Dvě sedmy, licitovaný's own contract (pravidla ČSM, čl. IV odst. 9–11; turnajová pravidla, čl. III):
 * the declarer names trumps and an auxiliary suit; his auxiliary seven must take the penultimate trick
 * and his trump seven the last. Dvě sedmy a sto is the same with a hundred, each settled on its own
 * (čl. IV odst. 10): the hundred by the common code, dvě sedmy here.
 *
 * The judgement is a pure function of where the two sevens fell (`judgeTwoSevens`); `readTwoSevens`
 * takes that off a finished hand and `TWO_SEVENS_RULE` settles the component through the registry.
 */
import type { Card, Suit } from '../../cards/card.ts';
import { type CardSet, add, ofSuit, size } from '../../cards/cardset.ts';
import type { HandState } from '../../engine/state.ts';
import { type Seat, othersAfter } from '../../engine/table.ts';
import { seatOfCard } from '../../engine/trick.ts';
import type { Ruleset } from '../../rules/ruleset.ts';
import type { SettlementRule } from '../../settlement/rule.ts';
import { EXTRAS_ID, type Outcome, type SevenFate, type TwoSevensRead } from '../../settlement/result.ts';
import { auctionOwn } from './state.ts';

export interface TwoSevensVerdict {
  readonly won: boolean;
  readonly outcome: Outcome;
}

/**
 * Whether dvě sedmy is made, and why not. In this order:
 * 1. four or more auxiliary cards with one defender lose it whatever the play, when the rules say so
 *    (`auxFourLoses`; turnajová pravidla, čl. III odst. 1–3);
 * 2. a seven of the contract in a defender's hand: the declarer cannot make it with the defence's seven
 *    (the tournament lets him declare without them, čl. II odst. 16 and čl. III odst. 3);
 * 3. otherwise the first trick, in the order played, where a seven broke the contract: the auxiliary
 *    seven before the penultimate trick or held past it, the trump seven before the last (čl. IV odst.
 *    9, 11), either seven beaten in its own trick (odst. 9).
 */
export function judgeTwoSevens(
  read: TwoSevensRead,
  declarer: Seat,
  tricks: number,
  auxFourLoses: boolean,
): TwoSevensVerdict {
  const lost = (outcome: Outcome): TwoSevensVerdict => ({ won: false, outcome });
  if (auxFourLoses && read.auxFour !== null)
    return lost({ code: 'auxFour', seat: read.auxFour.seat, count: read.auxFour.count });
  const trumpCard = `${read.trump}7` as Card;
  const auxCard = `${read.aux}7` as Card;
  for (const [fall, card] of [
    [read.auxSeven, auxCard],
    [read.trumpSeven, trumpCard],
  ] as const)
    if (fall !== null && fall.seat !== declarer)
      return lost({ code: 'sevenWithDefence', card, seat: fall.seat });

  const last = tricks - 1;
  const penultimate = tricks - 2;
  /** Each way the contract broke, at the trick where it broke. */
  const breaks: { readonly at: number; readonly outcome: Outcome }[] = [];
  const aux = read.auxSeven;
  if (aux === null) breaks.push({ at: penultimate, outcome: { code: 'sevenMissing', card: auxCard } });
  else if (aux.trick < penultimate)
    breaks.push({ at: aux.trick, outcome: { code: 'auxSevenEarly', seat: aux.seat, trick: aux.trick } });
  else if (aux.trick > penultimate)
    breaks.push({ at: penultimate, outcome: { code: 'auxSevenLate', seat: aux.seat, trick: aux.trick } });
  else if (!aux.won)
    breaks.push({
      at: penultimate,
      outcome: { code: 'auxSevenKilled', seat: aux.seat, by: aux.by as Card, bySeat: aux.bySeat as Seat },
    });
  const seven = read.trumpSeven;
  if (seven === null) breaks.push({ at: last, outcome: { code: 'sevenMissing', card: trumpCard } });
  else if (seven.trick < last)
    breaks.push({ at: seven.trick, outcome: { code: 'sevenEarly', seat: seven.seat, trick: seven.trick } });
  else if (!seven.won)
    breaks.push({
      at: last,
      outcome: {
        code: 'sevenKilled',
        seat: seven.seat,
        by: seven.by as Card,
        bySeat: seven.bySeat as Seat,
        trick: last,
      },
    });
  if (breaks.length === 0) return { won: true, outcome: { code: 'twoSevensWon', seat: declarer } };
  breaks.sort((a, b) => a.at - b.at);
  return lost((breaks[0] as (typeof breaks)[number]).outcome);
}

/** Where a card fell in a hand's tricks, and who took that trick; null when it was not played. */
function fallOf(state: HandState, card: Card): SevenFate | null {
  const trick = state.tricks.findIndex((t) => t.cards.includes(card));
  const t = state.tricks[trick];
  if (!t) return null;
  const seat = seatOfCard(state, t.leader, t.cards.indexOf(card));
  const won = t.winner === seat;
  const w = t.cards.findIndex((_, k) => seatOfCard(state, t.leader, k) === t.winner);
  return { seat, trick, won, by: won ? null : (t.cards[w] as Card), bySeat: won ? null : t.winner };
}

/** Each seat's cards when play began: what it holds now and what it played. */
function handsAtFirstLead(state: HandState): CardSet[] {
  const hands = [...state.hands];
  for (const t of state.tricks)
    t.cards.forEach((card, k) => {
      const s = seatOfCard(state, t.leader, k);
      hands[s] = add(hands[s] as CardSet, card);
    });
  return hands;
}

/** The dvě sedmy facts of a finished hand; null when the hand is not dvě sedmy. */
export function readTwoSevens(state: HandState): TwoSevensRead | null {
  const aux = auctionOwn(state)?.aux ?? null;
  if (state.trump === null || aux === null || state.declarer === null) return null;
  if (!state.components.some((c) => c.kind === 'twoSevens')) return null;
  const hands = handsAtFirstLead(state);
  let auxFour: TwoSevensRead['auxFour'] = null;
  for (const seat of othersAfter(state.table, state.declarer)) {
    const count = size(ofSuit(hands[seat] as CardSet, aux));
    if (count >= 4) {
      auxFour = { seat, count };
      break;
    }
  }
  return {
    trump: state.trump,
    aux,
    trumpSeven: fallOf(state, `${state.trump}7` as Card),
    auxSeven: fallOf(state, `${aux}7` as Card),
    auxFour,
  };
}

/**
 * Dvě sedmy's rate and red factor: in hearts `rates.redTwoSevens` when a preset sets it (the English
 * description's 60), else `rates.twoSevens` doubled like any red rate (pravidla ČSM, čl. V odst. 4;
 * open question 7).
 */
export function twoSevensRate(rules: Ruleset, trump: Suit | null): { rate: number; red: number } {
  const hearts = trump === 'H';
  if (hearts && rules.rates.redTwoSevens !== null) return { rate: rules.rates.redTwoSevens, red: 1 };
  return { rate: rules.rates.twoSevens, red: hearts && rules.redDoubles ? 2 : 1 };
}

const isRead = (v: unknown): v is TwoSevensRead =>
  typeof v === 'object' && v !== null && 'aux' in v && 'trumpSeven' in v && 'auxSeven' in v;

/**
 * Settles the `twoSevens` component of a licitovaný hand. A laid-down dvě sedmy is paid at its base as
 * made (pravidla ČSM, čl. V odst. 10–11); four auxiliary cards shown end the hand and are paid at the
 * rate the doubling reached (question 11). A result without the facts (`extras.twoSevens`, which the
 * solver must supply) is left unsettled, and settleResult refuses it rather than paying 0.
 */
export const TWO_SEVENS_RULE: SettlementRule = {
  id: EXTRAS_ID.twoSevens,
  variants: ['auction'],
  read: readTwoSevens,
  item(c, r, ctx) {
    if (c.kind !== 'twoSevens') return null;
    const { rate, red } = twoSevensRate(ctx.rules, r.trump);
    if (r.end === 'laidDown') return [ctx.item(c, true, { code: 'laidDown', won: true }, rate, rate, 0, red)];
    const read = r.extras?.[TWO_SEVENS_RULE.id];
    if (!isRead(read)) return null;
    const auxFourLoses = ctx.rules.twoSevensAuxFour || r.end === 'auxShown';
    const { won, outcome } = judgeTwoSevens(read, r.declarer, ctx.tricks, auxFourLoses);
    return [ctx.item(c, won, outcome, rate, rate, 0, red)];
  },
};
