/**
 * Who paid whom in a settled hand, as data and as words: every payer pays every payee of the other
 * side (pravidla ČSM, čl. V odst. 1), in křížový two against two each loser pays one winner (čl. VII
 * odst. 2). Read off the settlement's sides and money (settlement/payment.ts), never recomputed.
 */
import type { Side } from '../engine/contract.ts';
import type { Seat } from '../engine/table.ts';
import { type PaymentMode, seatsOf, soloSides } from '../settlement/payment.ts';
import type { Settlement } from '../settlement/settle.ts';
import { PAIRS_ARTICLE, formatCitation } from './articles.ts';
import { formatMoney } from './format.ts';
import { type Lang, playerName } from './names.ts';

/** One payment: `from` pays `to` `haler` (always > 0). */
export interface Transfer {
  readonly from: Seat;
  readonly to: Seat;
  readonly haler: number;
}

/** The sides of the settlement as paid (a settlement built by hand: the declarer alone). */
export function paidSides(s: Settlement): readonly Side[] {
  return s.sides ?? soloSides(s.money.length, s.declarer);
}

/** The payments of a settlement, each defender's in seat order; nothing when nobody pays. */
export function transfers(s: Settlement): Transfer[] {
  const sides = paidSides(s);
  const mode: PaymentMode = s.payment ?? 'each';
  const declaring = seatsOf(sides, 'declarer');
  const out: Transfer[] = [];
  seatsOf(sides, 'defence').forEach((d, i) => {
    const payees = mode === 'pairs' ? [declaring[i] as Seat] : declaring;
    if (payees.length === 0) return;
    // What this defender paid each payee (negative: was paid), as payment.ts's `pay` booked it.
    const each = -(s.money[d] ?? 0) / payees.length;
    if (each === 0) return;
    for (const k of payees)
      out.push(each > 0 ? { from: d, to: k, haler: each } : { from: k, to: d, haler: -each });
  });
  return out;
}

export interface PaymentWords {
  /** "Kdo komu platí" / "Who pays whom". */
  readonly title: string;
  /** One line per payment: "Jana → Karel: 0,40 Kč". */
  readonly lines: readonly string[];
  /** How the sides pay, with its article; null for the usual declarer against the defence. */
  readonly note: string | null;
}

/** The payments worded: who pays whom, and in křížový's pairs the rule they are paid by. */
export function explainPayments(s: Settlement, lang: Lang, names?: readonly string[]): PaymentWords {
  const cs = lang === 'cs';
  const name = (seat: Seat) => playerName(seat, lang, names);
  const lines = transfers(s).map((p) => `${name(p.from)} → ${name(p.to)}: ${formatMoney(p.haler, lang)}`);
  const declaring = seatsOf(paidSides(s), 'declarer');
  let note: string | null = null;
  if (s.payment === 'pairs') {
    const article = formatCitation(PAIRS_ARTICLE, lang);
    note = cs
      ? `Platí se ve dvojicích: každý z poražených platí jednomu z vítězů (${article}).`
      : `Paid in pairs: each loser pays one of the winners (${article}).`;
  } else if (declaring.length > 1) {
    const who = declaring.map(name).join(cs ? ' a ' : ' and ');
    note = cs ? `Na straně aktéra se platí: ${who}.` : `Paid on the declaring side: ${who}.`;
  }
  if (lines.length === 0) lines.push(cs ? 'Nikdo nikomu neplatí.' : 'Nobody pays anybody.');
  return { title: cs ? 'Kdo komu platí' : 'Who pays whom', lines, note };
}
