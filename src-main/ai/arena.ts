/**
 * Duplicate matches: every deal is played once for each way of seating the players, so each player
 * holds every hand from every seat and the luck of the cards cancels. A deal's result for a player is
 * its mean money per hand over those seatings; the match statistics are taken over deals.
 */
import {
  type Card,
  type HandState,
  type Ruleset,
  type Table,
  type Variant,
  createRng,
  settle,
  shuffledDeck,
} from '../../src-shared/index.ts';
import { Search } from '../solver/search.ts';
import { playHand } from './match.ts';
import type { Player } from './player.ts';
import type { PlayerOptions } from './level-config.ts';
import { BASE_VARIANT, mainVariant } from '../variants/registry.ts';
import { stockOf } from '../../src-shared/engine/state.ts';

/** Every ordering of 0..n-1 (the seatings of n players). */
export function permutations(n: number): number[][] {
  if (n === 1) return [[0]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

/** The deck of deal `i` of a match: the same seed always gives the same deals. */
export function dealDeck(seed: number, i: number): Card[] {
  return shuffledDeck(createRng((Math.imul(seed, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b)) >>> 0));
}

/** One hand of a duplicate deal, from the players' side (indices into the match's player list). */
export interface HandRecord {
  /** Money per player in haléř (a player not seated in this hand gets 0). */
  readonly money: readonly number[];
  /** The declaring player, the contract's label and whether the declarer came out ahead. */
  readonly declarer: number;
  readonly contract: string;
  readonly won: boolean;
  /** For a played hand: whether the declarer could have come out ahead with all cards visible. */
  readonly makeable: boolean | null;
  /**
   * For a played hand: the declarer's money per defender as it went, and as the exact search values the
   * same contract from the first lead with all cards visible (haléř: units × the base, doubles included;
   * before the limit and any split of a doubled claim). Their difference
   * is what the table's hidden cards gave the declarer over double-dummy play.
   */
  readonly perDefender: number;
  readonly doubleDummy: number | null;
  /** The calls before play, as "player: action hint" lines, for finding out why a deal went as it did. */
  readonly calls: readonly string[];
  /** Players who were asked to double as defenders (passed or doubled), and those of them who doubled. */
  readonly defended: readonly number[];
  readonly doubled: readonly number[];
  /** Money per player had nobody doubled (the same cards played): what the doubles changed. */
  readonly undoubled: readonly number[];
  /**
   * Per player: its decisions in this hand that the time cap cut (always 0 untimed). Absent in run files
   * written before it was kept.
   */
  readonly capped?: readonly number[];
}

/** A contract's label for the report: the game, or a suit game's components (and "unplayed"). */
export function contractLabel(final: HandState): string {
  // No contract: a licitovaný hand thrown in (allPassed) or folded before the game was named.
  if (final.game === null) return final.end ?? 'none';
  if (final.game !== 'suit') return final.game;
  const kinds = final.components.map((c) => c.kind).filter((k) => k !== 'game');
  const label = kinds.length > 0 ? kinds.join('+') : 'game';
  return final.end === 'unplayed' ? `${label} (unplayed)` : label;
}

/** How many players a variant's arena seats unless told: volený and licitovaný three, křížový four, lízaný two. */
export const ARENA_SEATS: Readonly<Record<Variant, Table['size']>> = {
  chosen: 3,
  auction: 3,
  fourHand: 4,
  twoHand: 2,
};

/** The table sizes a variant's arena can seat: volený and licitovaný also at four, the dealer sitting out. */
export const ARENA_TABLE_SIZES: Readonly<Record<Variant, readonly Table['size'][]>> = {
  chosen: [3, 4],
  auction: [3, 4],
  fourHand: [4],
  twoHand: [2],
};

/**
 * The table of an arena hand, the dealer at the last seat: at three (and in křížový and lízaný) every
 * seat plays; volený and licitovaný at four leave the dealer out, so each seating of the 24 sits one
 * player out (he pays as a defender, rules/000 čl. II odst. 4 and čl. V odst. 1).
 */
function arenaTable(variant: Variant, size: Table['size']): Table {
  return mainVariant(variant).arenaTable(size);
}

/**
 * `n` players made by `make(p, onWork)`, each counting its decisions that the time cap cut (a decision
 * counts once however many of its searches the cap stopped: `onWork` reports each), and the reading of
 * those counts so far for `playDeal`.
 */
export function countingCapped(
  n: number,
  make: (p: number, onWork: NonNullable<PlayerOptions['onWork']>) => Player,
): { players: Player[]; capped: () => readonly number[] } {
  const counts = new Array<number>(n).fill(0);
  const players = Array.from({ length: n }, (_, p): Player => {
    let late = false;
    const inner = make(p, (_, work) => {
      late ||= work.late;
    });
    return {
      name: inner.name,
      decide: (view, rng) => {
        late = false;
        const decision = inner.decide(view, rng);
        if (late) counts[p] = (counts[p] as number) + 1;
        return decision;
      },
    };
  });
  return { players, capped: () => [...counts] };
}

/**
 * Plays deal `i` under every seating of `players` (one per seat of the table, dealer at the last seat);
 * their number is the table size, one of the variant's `ARENA_TABLE_SIZES`. `cappedSoFar` reads each
 * player's count of decisions its time cap has cut (PlayerOptions `onWork`); each hand records its growth.
 */
export function playDeal(
  rules: Ruleset,
  players: readonly Player[],
  seed: number,
  i: number,
  variant: Variant = BASE_VARIANT,
  cappedSoFar: () => readonly number[] = () => players.map(() => 0),
): HandRecord[] {
  const deck = dealDeck(seed, i);
  const seatings = permutations(players.length);
  const size = players.length as Table['size'];
  if (!ARENA_TABLE_SIZES[variant].includes(size))
    throw new Error(
      `${variant} seats ${ARENA_TABLE_SIZES[variant].join(' or ')} players, not ${players.length}`,
    );
  return seatings.map((seating, k) => {
    // seating[s] = the player at seat s.
    const atSeat = seating.map((p) => players[p] as Player);
    const cappedBefore = cappedSoFar();
    const hand = playHand(
      { rules, table: arenaTable(variant, size), deck, variant },
      atSeat,
      (i * seatings.length + k) >>> 0,
    );
    const money = new Array<number>(players.length).fill(0);
    const perSeat = settle(hand.final).money;
    seating.forEach((p, s) => (money[p] = (money[p] as number) + (perSeat[s] ?? 0)));
    const declSeat = hand.final.declarer as number;
    const calm = settle({
      ...hand.final,
      components: hand.final.components.map((c) => ({ ...c, doubles: 0 })),
    });
    const undoubled = new Array<number>(players.length).fill(0);
    seating.forEach((p, s) => (undoubled[p] = (undoubled[p] as number) + (calm.money[s] ?? 0)));
    const defending = hand.decisions.filter(
      (d) => (d.action.type === 'pass' || d.action.type === 'double') && d.seat !== declSeat,
    );
    const whoOf = (ds: typeof defending) => [...new Set(ds.map((d) => seating[d.seat] as number))];
    // The exact search takes no hand with a stock still to draw (lízaný's first eight tricks).
    const solvable = hand.playStart !== null && stockOf(hand.playStart).length === 0;
    const doubleDummy = solvable ? new Search(hand.playStart).value() * rules.baseHaler : null;
    return {
      money,
      // A hand thrown in (licitovaný, nobody bid) has no declarer: -1.
      declarer: hand.final.declarer === null ? -1 : (seating[declSeat] as number),
      contract: contractLabel(hand.final),
      won: (perSeat[declSeat] ?? 0) > 0,
      makeable: doubleDummy === null ? null : doubleDummy > 0,
      perDefender: hand.final.declarer === null ? 0 : settle(hand.final).perDefender * rules.baseHaler,
      doubleDummy,
      calls: hand.decisions
        .filter((d) => d.action.type !== 'play')
        .map((d) => {
          const { type, seat: _, ...rest } = d.action as { type: string; seat: number };
          return `${seating[d.seat]}: ${type} ${JSON.stringify(rest)} ${JSON.stringify(d.hint)}`;
        }),
      defended: whoOf(defending),
      doubled: whoOf(defending.filter((d) => d.action.type === 'double')),
      undoubled,
      capped: cappedSoFar().map((n, p) => n - (cappedBefore[p] as number)),
    };
  });
}

export interface Interval {
  readonly mean: number;
  /** Half-width of the 95% confidence interval (normal approximation over deals). */
  readonly half: number;
  readonly n: number;
}

export function interval(xs: readonly number[]): Interval {
  const n = xs.length;
  if (n === 0) return { mean: 0, half: Infinity, n };
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : Infinity;
  return { mean, half: (1.96 * Math.sqrt(variance)) / Math.sqrt(n), n };
}

/** Per player: mean money per hand of each deal (the unit of the statistics). */
export function perDealMeans(deals: readonly (readonly HandRecord[])[], players: number): number[][] {
  return Array.from({ length: players }, (_, p) =>
    deals.map((hands) => hands.reduce((a, h) => a + (h.money[p] as number), 0) / hands.length),
  );
}

export interface DeclarerStats {
  readonly contract: string;
  readonly declared: number;
  readonly won: number;
}

export interface PlayerReport {
  readonly money: Interval;
  readonly contracts: readonly DeclarerStats[];
  /** Played hands it declared, those the solver shows makeable, and of those the ones it lost. */
  readonly played: number;
  readonly makeable: number;
  readonly failedMakeable: number;
  /** Over the played hands it declared: money per defender less the double-dummy value (haléř). */
  readonly overDoubleDummy: Interval;
}

/**
 * The share Σx / Σy of per-deal counts (x of y on each deal) with its 95% interval, deals as the unit
 * (a deal's seatings share its cards, so its hands are not independent): the delta method's variance
 * of a ratio, Σ(x − r·y)² / (n − 1) / (n · ȳ²).
 */
export function ratioInterval(x: readonly number[], y: readonly number[]): Interval {
  const n = x.length;
  const sx = x.reduce((a, b) => a + b, 0);
  const sy = y.reduce((a, b) => a + b, 0);
  if (n === 0 || sy === 0) return { mean: 0, half: Infinity, n };
  const r = sx / sy;
  const meanY = sy / n;
  const spread = x.reduce((a, xi, i) => a + (xi - r * (y[i] as number)) ** 2, 0);
  const variance = n > 1 ? spread / (n - 1) / (n * meanY * meanY) : Infinity;
  return { mean: r, half: Math.max(1.96 * Math.sqrt(variance), wilsonReach(r, sy)), n };
}

/**
 * The farther end of the Wilson score interval of a share r of `hands`, as a distance from r. The delta
 * method gives a width of 0 when every deal shows the same share (0 of n, n of n), which would claim
 * certainty; this floor is the width the pooled hands alone allow (about 3 / hands at 0, the rule of three).
 */
function wilsonReach(r: number, hands: number): number {
  const z2 = 1.96 * 1.96;
  const centre = (r + z2 / (2 * hands)) / (1 + z2 / hands);
  const spread = (1.96 * Math.sqrt((r * (1 - r)) / hands + z2 / (4 * hands * hands))) / (1 + z2 / hands);
  return Math.max(Math.abs(centre + spread - r), Math.abs(r - (centre - spread)));
}

/**
 * Hands nobody played: every seat passed in the auction (licitovaný's `allPassed`), of all hands, and
 * their share with its interval over deals.
 */
export function thrownIn(deals: readonly (readonly HandRecord[])[]): {
  hands: number;
  of: number;
  share: Interval;
} {
  const per = deals.map((d) => d.filter((h) => h.contract === 'allPassed').length);
  const all = deals.flat();
  return {
    hands: all.filter((h) => h.contract === 'allPassed').length,
    of: all.length,
    share: ratioInterval(
      per,
      deals.map((d) => d.length),
    ),
  };
}

export function report(deals: readonly (readonly HandRecord[])[], players: number): PlayerReport[] {
  const means = perDealMeans(deals, players);
  return means.map((m, p) => {
    const mine = deals.flat().filter((h) => h.declarer === p);
    const byContract = new Map<string, { declared: number; won: number }>();
    for (const h of mine) {
      const s = byContract.get(h.contract) ?? { declared: 0, won: 0 };
      byContract.set(h.contract, { declared: s.declared + 1, won: s.won + (h.won ? 1 : 0) });
    }
    const played = mine.filter((h) => h.makeable !== null);
    const makeable = played.filter((h) => h.makeable === true);
    return {
      money: interval(m),
      contracts: [...byContract]
        .map(([contract, s]) => ({ contract, ...s }))
        .sort((a, b) => b.declared - a.declared),
      played: played.length,
      makeable: makeable.length,
      failedMakeable: makeable.filter((h) => !h.won).length,
      overDoubleDummy: interval(played.map((h) => h.perDefender - (h.doubleDummy as number))),
    };
  });
}

/** One run of a match: its seed and its deals (each under every seating). */
export interface SeededRun {
  readonly seed: number;
  readonly deals: readonly (readonly HandRecord[])[];
}

/**
 * What a change did to each player, paired by deal: runs of the same match before and after it,
 * matched by seed, each deal both ran (same seed, same index) counting once. Per player, its mean
 * money per hand on the deal after less before, with its interval over those deals, and the paired
 * deals before and after (for their reports). Null where a seed run after has no run before.
 */
export function pairedChange(
  after: readonly SeededRun[],
  before: readonly SeededRun[],
  players: number,
): {
  change: Interval[];
  after: (readonly HandRecord[])[];
  before: (readonly HandRecord[])[];
} | null {
  const a: (readonly HandRecord[])[] = [];
  const b: (readonly HandRecord[])[] = [];
  for (const run of after) {
    const old = before.find((r) => r.seed === run.seed);
    if (old === undefined) return null;
    const n = Math.min(run.deals.length, old.deals.length);
    a.push(...run.deals.slice(0, n));
    b.push(...old.deals.slice(0, n));
  }
  const now = perDealMeans(a, players);
  const then = perDealMeans(b, players);
  const change = now.map((m, p) => interval(m.map((x, i) => x - (then[p] as number[])[i]!)));
  return { change, after: a, before: b };
}
