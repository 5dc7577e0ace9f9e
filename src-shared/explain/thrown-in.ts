/**
 * A licitovaný hand nobody played (`end` allPassed), told as it happened: who dropped out of the
 * auction, and whether the last seat left was asked and threw the hand in or, under rules that do not
 * ask him (`auctionAllPass: 'redeal'`), was never asked (docs/variants.md, open question 9). Read from
 * the calls alone, which every seat sees, by replaying the auction (variants/auction/procedure.ts).
 */
import { auctionReduce, auctionRulesOf, newAuction } from '../variants/auction/procedure.ts';
import type { Call } from '../engine/state.ts';
import { type Seat, type Table, activeSeats } from '../engine/table.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { type Lang, playerName } from './names.ts';

/** Who did what in an auction that ended with nobody playing. */
export interface ThrownIn {
  /** Seats that dropped out (passed) while others were still in, in the order they did. */
  readonly passed: readonly Seat[];
  /** The last seat left, asked whether he plays, who threw the hand in; null when none was asked. */
  readonly threwIn: Seat | null;
  /** The last seat left, whom the rules did not ask (`redeal`); null when he was asked or none was left. */
  readonly notAsked: Seat | null;
  /** The role of the last seat left (`threwIn` or `notAsked`) at the table. */
  readonly role: 'forehand' | 'dealer' | 'rear' | null;
}

/** What happened in an auction nobody won, or null when the calls do not end it so. */
export function thrownIn(calls: readonly Call[], table: Table, rules: Ruleset): ThrownIn | null {
  const seats = activeSeats(table);
  let a = newAuction(seats, auctionRulesOf(rules));
  const passed: Seat[] = [];
  let threwIn: Seat | null = null;
  for (const c of calls) {
    if (c.type !== 'bid' && c.type !== 'hold' && c.type !== 'drop') continue;
    if (a.result !== null || a.toAct !== c.seat) return null;
    if (c.type !== 'drop') return null;
    if (a.speaking.length === 1 && a.step === null) threwIn = c.seat;
    else passed.push(c.seat);
    a = auctionReduce(a, c);
  }
  if (a.result?.kind !== 'redeal') return null;
  const left = seats.filter((s) => !passed.includes(s));
  const notAsked = threwIn === null && left.length === 1 ? (left[0] as Seat) : null;
  const last = threwIn ?? notAsked;
  const role =
    last === null
      ? null
      : last === seats[0]
        ? 'forehand'
        : last === table.dealer
          ? 'dealer'
          : last === seats[seats.length - 1]
            ? 'rear'
            : null;
  return { passed, threwIn, notAsked, role };
}

const ROLE: Readonly<Record<NonNullable<ThrownIn['role']>, Readonly<Record<Lang, string>>>> = {
  forehand: { cs: 'forhont', en: 'forehand' },
  dealer: { cs: 'rozdávající', en: 'the dealer' },
  rear: { cs: 'zadák', en: 'the rear hand' },
};

/** The Czech genitive of each role ("ptát se koho"), for the seat nobody asks. */
const ROLE_CS_GENITIVE: Readonly<Record<NonNullable<ThrownIn['role']>, string>> = {
  forehand: 'forhonta',
  dealer: 'rozdávajícího',
  rear: 'zadáka',
};

function list(names: readonly string[], lang: Lang): string {
  if (names.length <= 1) return names[0] ?? '';
  const and = lang === 'cs' ? ' a ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1] as string}`;
}

/**
 * One sentence for the settlement and the table: nothing is played or paid, and who did what
 * ("Bára a Cyril odstoupili z licitace a forhont (Adam) hru zahodil"). Czech names the role as the
 * subject, so the verb agrees whoever sits there.
 */
export function thrownInText(t: ThrownIn, lang: Lang, names?: readonly string[]): string {
  const name = (s: Seat) => playerName(s, lang, names);
  const passed = list(t.passed.map(name), lang);
  const cs = lang === 'cs';
  const head = cs ? 'Hra se nehraje a nikdo nic neplatí: ' : 'The hand is not played and nobody pays: ';
  const last = t.threwIn ?? t.notAsked;
  if (last === null)
    return cs
      ? `${head}v licitaci nikdo nic nenabídl (dál dali ${passed}).`
      : `${head}nobody bid in the auction (${passed} passed).`;
  const role = t.role === null ? null : ROLE[t.role][lang];
  const whoCs = role === null ? `poslední hráč (${name(last)})` : `${role} (${name(last)})`;
  const whoEn = role === null ? `${name(last)}, the last player left,` : `${name(last)} (${role})`;
  const dropped = cs ? `${passed} z licitace odstoupili` : `${passed} dropped out of the auction`;
  if (t.threwIn !== null)
    return cs
      ? `${head}${dropped} a ${whoCs} pak hru zahodil, místo aby hrál.`
      : `${head}${dropped}, then ${whoEn} threw the hand in rather than play.`;
  return cs
    ? `${head}${dropped} a ${t.role === null ? 'posledního hráče' : ROLE_CS_GENITIVE[t.role]} (${name(last)}) se podle těchto pravidel už nikdo neptá.`
    : `${head}${dropped}, and under these rules ${whoEn} is not asked.`;
}
