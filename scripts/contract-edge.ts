/**
 * The declarer's edge over double-dummy play by the contract he played (`npm run arena` prints it): what
 * the table's hidden cards gave him over the exact value with every card open, on the hands of each
 * contract. The doubling rule charges a defender's raise the declarer's edge (src-main/ai/doubling.ts
 * `DoubleRule.edge`, one figure for every component), since its sampled deals are solved double-dummy; this
 * says whether one figure fits a plain game, a seven and a hundred alike. Deals are the unit (the hands of
 * one deal share its cards): a deal's hands of the contract are averaged first.
 *
 * Kept here, not in src-main/ai, because the report round robin's runs are keyed to a hash of src-main/ai
 * (scripts/ratings-report.ts): a report-only statistic there would make every kept run stale.
 */
import { type HandRecord, type Interval, interval } from '../src-main/ai/arena.ts';

export interface ContractEdge {
  readonly contract: string;
  /** Played hands of this contract with a double-dummy value (of any declarer). */
  readonly hands: number;
  /** Of them, won by the declarer as played, and winnable with every card open. */
  readonly won: number;
  readonly makeable: number;
  /** Made as played although lost with every card open, and the reverse. */
  readonly wonUnmakeable: number;
  readonly lostMakeable: number;
  /** Money per defender as played less the double-dummy value (haléř, doubles included), over deals. */
  readonly over: Interval;
  /** The same over the hands nobody doubled (the stake as called), their deals as the unit. */
  readonly overUndoubled: Interval;
  /**
   * What the defence's own deals said: over the hands where a defender's doubling decision sampled (its
   * hint's `win`, the share of its deals in which the defence came out ahead, both defenders' averaged),
   * that share's mean, and how many such hands; to set against the share the defence was ahead in as
   * played (1 − won / hands) and with every card open (1 − makeable / hands). Null where none sampled.
   */
  readonly defenceSaid: { readonly share: number; readonly hands: number } | null;
}

/** A call line of `HandRecord.calls`: "player: type {action} {hint}". */
const CALL = /^(\d+): (\w+) (\{.*?\}) (\{.*\})$/;

/**
 * The mean share of their deals in which the defence came out ahead, over the defenders' doubling
 * decisions of hand `h` that sampled (a hint with `win` and `deals`); null when none did.
 */
export function defenceShare(h: HandRecord): number | null {
  const shares = h.calls.flatMap((line) => {
    const m = CALL.exec(line);
    if (m === null || Number(m[1]) === h.declarer || (m[2] !== 'pass' && m[2] !== 'double')) return [];
    const hint = JSON.parse(m[4] as string) as { win?: unknown; deals?: unknown };
    return typeof hint.win === 'number' && typeof hint.deals === 'number' ? [hint.win] : [];
  });
  return shares.length === 0 ? null : shares.reduce((a, b) => a + b, 0) / shares.length;
}

function said(hands: readonly HandRecord[]): ContractEdge['defenceSaid'] {
  const shares = hands.flatMap((h) => defenceShare(h) ?? []);
  return shares.length === 0
    ? null
    : { share: shares.reduce((a, b) => a + b, 0) / shares.length, hands: shares.length };
}

/** Per contract label, the most played first: `ContractEdge` over the hands that have a double-dummy value. */
export function edgeByContract(deals: readonly (readonly HandRecord[])[]): ContractEdge[] {
  const played = (h: HandRecord) => h.declarer >= 0 && h.doubleDummy !== null;
  const contracts = [
    ...new Set(
      deals
        .flat()
        .filter(played)
        .map((h) => h.contract),
    ),
  ];
  return contracts
    .map((contract) => {
      const of = deals
        .map((d) => d.filter((h) => played(h) && h.contract === contract))
        .filter((hs) => hs.length > 0);
      const hands = of.flat();
      const over = (h: HandRecord) => h.perDefender - (h.doubleDummy as number);
      const mean = (hs: readonly HandRecord[], f: (h: HandRecord) => number) =>
        hs.reduce((a, h) => a + f(h), 0) / hs.length;
      return {
        contract,
        hands: hands.length,
        won: hands.filter((h) => h.won).length,
        makeable: hands.filter((h) => h.makeable === true).length,
        wonUnmakeable: hands.filter((h) => h.won && h.makeable === false).length,
        lostMakeable: hands.filter((h) => !h.won && h.makeable === true).length,
        over: interval(of.map((hs) => mean(hs, over))),
        defenceSaid: said(hands),
        overUndoubled: interval(
          of
            .map((hs) => hs.filter((h) => h.doubled.length === 0))
            .filter((hs) => hs.length > 0)
            .map((hs) => mean(hs, over)),
        ),
      };
    })
    .sort((x, y) => y.hands - x.hands || x.contract.localeCompare(y.contract));
}
