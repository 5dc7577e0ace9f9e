/**
 * The arena's further statistics (scripts/arena.ts prints them; src-main/ai/arena.ts plays the deals):
 * deals won, drawn and lost between two players with the sign test, each player's flek rate and what its
 * fleks gained, in all and by contract, its contract mix as declarer, and the decisions the time cap cut. Deals are
 * the unit wherever hands of one deal would otherwise count as independent (they share their cards).
 */
import { type HandRecord, type Interval, interval, ratioInterval } from './arena.ts';

/**
 * The two-sided sign test of `won` against `lost` (draws left out): the chance, were both players equally
 * strong (each decided deal a fair coin), of a split at least this uneven either way. 1 when nothing was
 * decided. Exact binomial sums, in logs so that thousands of deals neither overflow nor underflow.
 */
export function signTest(won: number, lost: number): number {
  const n = won + lost;
  if (n === 0) return 1;
  const k = Math.min(won, lost);
  // ln C(n, i) − n ln 2 for i = 0..k, summed from the largest term down.
  const terms: number[] = [];
  let logC = 0;
  for (let i = 0; i <= k; i++) {
    terms.push(logC - n * Math.LN2);
    logC += Math.log(n - i) - Math.log(i + 1);
  }
  const top = Math.max(...terms);
  const tail = Math.exp(top) * terms.reduce((a, t) => a + Math.exp(t - top), 0);
  return Math.min(1, 2 * tail);
}

export interface WinsDrawsLosses {
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  /** The sign test's two-sided p of won against lost. */
  readonly p: number;
}

/**
 * Deals won, drawn and lost by player a against player b, from their per-deal mean money (arena.ts
 * `perDealMeans`): a deal is won by the one with more money on it, as the ratings count it.
 */
export function winsDrawsLosses(a: readonly number[], b: readonly number[]): WinsDrawsLosses {
  let won = 0;
  let drawn = 0;
  let lost = 0;
  a.forEach((x, i) => {
    const y = b[i] as number;
    if (x > y) won++;
    else if (x < y) lost++;
    else drawn++;
  });
  return { won, drawn, lost, p: signTest(won, lost) };
}

export interface ContractDoubling {
  readonly contract: string;
  /** Hands of this contract in which the player was asked to double as a defender, and fleked. */
  readonly defended: number;
  readonly doubled: number;
  /** Doubled of defended, its interval over the deals in which it faced the contract. */
  readonly rate: Interval;
  /** Over the hands it doubled: its money less what it would have been with no double (haléř). */
  readonly gain: Interval;
}

/** A hand's record of a double call: its player (the run's index) and the components it raised. */
const DOUBLE_CALL = /^(\d+): double (\{[^{}]*\})/;

/**
 * The players who fleked in a hand as defenders: a double of a component already on (flek, re, …). The
 * one call that announces the seven or hundred against (`against`, with no component raised: lízaný's
 * usual call, volený's rare one) raises no stake, so it is not a flek, though `HandRecord.doubled` lists
 * every defender's double call. Read from the hand's calls, so that files already played read alike.
 */
export function fleked(h: HandRecord): number[] {
  const out = new Set<number>();
  for (const call of h.calls) {
    const m = DOUBLE_CALL.exec(call);
    if (m === null) continue;
    const player = Number(m[1]);
    const { components } = JSON.parse(m[2] as string) as { components?: readonly string[] };
    if (h.defended.includes(player) && (components ?? []).length > 0) out.add(player);
  }
  return [...out];
}

export interface DefenderFleks {
  /** Hands in which the player was asked to double as a defender, and those in which it fleked. */
  readonly defended: number;
  readonly fleked: number;
  /** Fleked of defended, its interval over deals. */
  readonly rate: Interval;
  /** Over the hands it fleked: its money less what it would have been with no double (haléř). */
  readonly gain: Interval;
}

/** Per deal, the hands player `p` was asked to double in and fleked in, and the fleks' gains. */
function fleksPerDeal(deals: readonly (readonly HandRecord[])[], p: number) {
  const asked = deals.map((d) => d.filter((h) => h.defended.includes(p)));
  const mine = asked.map((hs) => hs.filter((h) => fleked(h).includes(p)));
  return {
    asked: asked.map((hs) => hs.length),
    fleked: mine.map((hs) => hs.length),
    gains: mine.flat().map((h) => (h.money[p] as number) - (h.undoubled[p] as number)),
  };
}

function fleksOf(per: readonly ReturnType<typeof fleksPerDeal>[]): DefenderFleks {
  const asked = per.flatMap((x) => x.asked);
  const mine = per.flatMap((x) => x.fleked);
  return {
    defended: asked.reduce((a, b) => a + b, 0),
    fleked: mine.reduce((a, b) => a + b, 0),
    rate: ratioInterval(mine, asked),
    gain: interval(per.flatMap((x) => x.gains)),
  };
}

/** Player `p`'s fleks as a defender (`fleked`): how often, and what they gained per fleked hand. */
export function defenderFleks(deals: readonly (readonly HandRecord[])[], p: number): DefenderFleks {
  return fleksOf([fleksPerDeal(deals, p)]);
}

/** A match's hands as its file keeps them: the players' names and the deals. */
export interface NamedDeals {
  readonly names: readonly string[];
  readonly deals: readonly (readonly HandRecord[])[];
}

/**
 * The player `name`'s fleks (`defenderFleks`) over every match it played in: a level's doubles at a
 * table of three, where it meets each other player in its own matches. Each match's deals count as deals
 * of their own; the same seed's deal in two matches has the same cards, so where matches share seeds the
 * interval is somewhat narrower than one over the cards alone. Given several names, their fleks together:
 * what the levels' doubles gain at a table (each player's fleks its own, a deal counted once per player).
 */
export function pooledFleks(matches: readonly NamedDeals[], name: string | readonly string[]): DefenderFleks {
  const names = typeof name === 'string' ? [name] : name;
  return fleksOf(
    matches.flatMap((m) =>
      names.flatMap((n) => {
        const p = m.names.indexOf(n);
        return p < 0 ? [] : [fleksPerDeal(m.deals, p)];
      }),
    ),
  );
}

/** Player `p`'s fleks as a defender (`fleked`) by the contract it faced, the most often faced first. */
export function flekByContract(deals: readonly (readonly HandRecord[])[], p: number): ContractDoubling[] {
  const contracts = [
    ...new Set(
      deals
        .flat()
        .filter((h) => h.defended.includes(p))
        .map((h) => h.contract),
    ),
  ];
  return contracts
    .map((contract) => {
      // Over the deals where it faced the contract: one such deal gives no interval (not a zero one).
      const of = deals
        .map((d) => d.filter((h) => h.contract === contract && h.defended.includes(p)))
        .filter((hs) => hs.length > 0);
      const doubledOf = of.map((hs) => hs.filter((h) => fleked(h).includes(p)));
      return {
        contract,
        defended: of.reduce((n, hs) => n + hs.length, 0),
        doubled: doubledOf.reduce((n, hs) => n + hs.length, 0),
        rate: ratioInterval(
          doubledOf.map((hs) => hs.length),
          of.map((hs) => hs.length),
        ),
        gain: interval(doubledOf.flat().map((h) => (h.money[p] as number) - (h.undoubled[p] as number))),
      };
    })
    .sort((x, y) => y.defended - x.defended || x.contract.localeCompare(y.contract));
}

export interface ContractMix {
  /** Hands the player declared, of all hands (a player sitting out a hand at four counts it too). */
  readonly declared: number;
  readonly hands: number;
  /** Per contract: hands declared, and their share of `declared`; the most frequent first. */
  readonly contracts: readonly { readonly contract: string; readonly n: number; readonly share: number }[];
}

/** What player `p` declared, and how often each contract. */
export function contractMix(deals: readonly (readonly HandRecord[])[], p: number): ContractMix {
  const all = deals.flat();
  const mine = all.filter((h) => h.declarer === p);
  const counts = new Map<string, number>();
  for (const h of mine) counts.set(h.contract, (counts.get(h.contract) ?? 0) + 1);
  return {
    declared: mine.length,
    hands: all.length,
    contracts: [...counts]
      .map(([contract, n]) => ({ contract, n, share: n / mine.length }))
      .sort((a, b) => b.n - a.n || a.contract.localeCompare(b.contract)),
  };
}

/**
 * The decisions of player `p` that its time cap cut, over all hands, and over how many hands; null when
 * the records do not say (files written before `capped` was kept).
 */
export function capped(
  deals: readonly (readonly HandRecord[])[],
  p: number,
): { readonly decisions: number; readonly hands: number; readonly inHands: number } | null {
  const all = deals.flat();
  if (all.length === 0 || all.some((h) => h.capped === undefined)) return null;
  const per = all.map((h) => (h.capped as readonly number[])[p] ?? 0);
  return {
    decisions: per.reduce((a, b) => a + b, 0),
    hands: all.length,
    inHands: per.filter((n) => n > 0).length,
  };
}
