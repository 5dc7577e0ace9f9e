/**
 * Deals of the cards a seat cannot see, before play begins (choosing trumps, the game, the talon,
 * answering, announcing, doubling), consistent with everything in its view: its own cards, the talon
 * if it laid it, the trump card once shown to it (forehand keeps it), trumps reported in the talon,
 * the discard ban of a suit game (no ace, ten or trump card in the talon), the trump seven of whoever
 * announced a seven and a marriage of whoever announced a hundred. Reads only the view. (Once play has
 * begun, layouts.ts models the view exactly, including what the play revealed.)
 *
 * The talon another seat laid away is his choice, not a random two cards: the levels (`policyTalon`) draw
 * his twelve together and take as the talon what the rule of thumb lays away from them (heuristics.ts
 * `discardFor`: a short side suit emptied, the low cards first), so that his ten are as strong as a
 * declarer makes them. Where that would break what the view knows (a card it places in his hand or in the
 * talon, the marriage of his hundred), the two are drawn from his twelve by the ban alone.
 */
import {
  type Card,
  type CardSet,
  type Game,
  type Rng,
  type Seat,
  type SeatView,
  CARDS,
  activeSeats,
  forehand,
  fromCards,
  hasMarriage,
  shuffled,
  suitOf,
  talonBan,
} from '../../src-shared/index.ts';
import { discardFor } from './heuristics.ts';

export interface Deal {
  /** Every active seat's full hand (the viewer's included), indexed by seat. */
  readonly hands: readonly CardSet[];
  readonly talon: CardSet;
}

/** Tries before a deal that misses an announced hundred's marriage is accepted anyway. */
const HUNDRED_TRIES = 500;

/**
 * How a deal is drawn. `policyTalon`: the talon another seat laid is the rule of thumb's discard from his
 * twelve (module doc), as the levels draw; without it two cards the ban allows (the review of a bid).
 */
export interface DrawOptions {
  readonly policyTalon?: boolean;
}

export function sampleUnseen(view: SeatView, rng: Rng, { policyTalon = false }: DrawOptions = {}): Deal {
  const seats = activeSeats(view.table);
  const placed = new Map<Seat | 'talon', Card[]>([
    ...seats.map((s) => [s, []] as [Seat, Card[]]),
    ['talon', []],
  ]);
  const known = new Set<Card>(view.hand);
  (placed.get(view.seat) as Card[]).push(...view.hand);
  if (view.talon !== null) {
    (placed.get('talon') as Card[]).push(...view.talon);
    for (const c of view.talon) known.add(c);
  }
  const place = (holder: Seat | 'talon', card: Card) => {
    if (known.has(card)) return;
    known.add(card);
    (placed.get(holder) as Card[]).push(card);
  };
  if (view.trumpCard !== null) place(forehand(view.table), view.trumpCard);
  for (const c of view.talonTrumps) place('talon', c);
  if (view.trump !== null)
    for (const k of view.components)
      if (k.kind === 'seven' || k.kind === 'sevenAgainst') place(k.announcer, `${view.trump}7` as Card);
  const marriageNeeded = view.components.filter((k) => k.kind === 'hundred' || k.kind === 'hundredAgainst');

  // The talon keeps the discard rule of its game, and holds no trump but those reported where the rules
  // report them (Ruleset.talonTrumpsShown).
  const talonGame = view.talonBy === null ? null : (view.game ?? view.bid);
  const talonOk = (c: Card) =>
    talonBan(talonGame, view.trumpCard, c) === null &&
    (talonGame !== 'suit' || !view.trumpShown || !view.rules.talonTrumpsShown || suitOf(c) !== view.trump);

  const size = (holder: Seat | 'talon') =>
    holder === 'talon'
      ? view.talonSize
      : holder === view.seat
        ? view.hand.length + view.hiddenOwn
        : (view.handSizes[holder] as number);
  // Another seat laid the talon away, unseen by this one (`policyTalon`).
  const layer =
    policyTalon &&
    view.talonBy !== null &&
    view.talonBy !== view.seat &&
    view.talon === null &&
    talonGame !== null
      ? view.talonBy
      : null;
  const unknown = CARDS.filter((c) => !known.has(c));
  let deal: Deal | null = null;
  for (let attempt = 0; attempt < HUNDRED_TRIES && deal === null; attempt++) {
    const pool = shuffled(unknown, rng);
    const take = (n: number, ok: (c: Card) => boolean): Card[] => {
      const out: Card[] = [];
      for (let i = 0; i < pool.length && out.length < n;)
        if (ok(pool[i] as Card)) out.push(...pool.splice(i, 1));
        else i++;
      if (out.length < n) throw new Error('the view leaves too few cards for its holders');
      return out;
    };
    const hands: CardSet[] = new Array<CardSet>(view.table.size).fill(0);
    const talon = [...(placed.get('talon') as Card[])];
    if (layer !== null) {
      // The layer's twelve, then his talon by the rule of thumb, where it keeps what the view places.
      const mine = placed.get(layer) as Card[];
      const twelve = [...mine, ...talon];
      twelve.push(...take(size(layer) + view.talonSize - twelve.length, () => true));
      // In the deck's order, so that the rule of thumb's ties go the same way whatever order they were drawn in.
      twelve.sort((a, b) => CARDS.indexOf(a) - CARDS.indexOf(b));
      const laid = discardFor(twelve, talonGame as Game, view.trump, view.trumpCard);
      const kept = twelve.filter((c) => !laid.includes(c));
      const fits =
        talon.every((c) => laid.includes(c)) &&
        laid.every((c) => talonOk(c) && !mine.includes(c)) &&
        !marriageNeeded.some((k) => k.announcer === layer && !hasMarriage(fromCards(kept)));
      if (fits) {
        talon.splice(0, talon.length, ...laid);
        hands[layer] = fromCards(kept);
      } else {
        // Drawn as before: the talon from the twelve by the ban alone, the rest his.
        const loose = twelve.filter((c) => !talon.includes(c) && !mine.includes(c));
        const extra = loose.filter(talonOk).slice(0, view.talonSize - talon.length);
        talon.push(...extra);
        hands[layer] = fromCards(twelve.filter((c) => !talon.includes(c)));
        if (talon.length < view.talonSize) throw new Error('the view leaves too few cards for the talon');
      }
    } else talon.push(...take(size('talon') - talon.length, talonOk));
    for (const s of seats) {
      if (s === layer) continue;
      const own = [...(placed.get(s) as Card[])];
      own.push(...take(size(s) - own.length, () => true));
      hands[s] = fromCards(own);
    }
    const candidate = { hands, talon: fromCards(talon) };
    const missing = marriageNeeded.some((k) => !hasMarriage(hands[k.announcer] ?? 0));
    if (!missing || attempt === HUNDRED_TRIES - 1) deal = candidate;
  }
  return deal as Deal;
}

/** Uniform deals `likelyUnseen` draws at most for one deal it keeps. */
export const LIKELY_DRAWS = 300;

/**
 * A deal of `sampleUnseen` kept with probability `weigh(hands)` (≤ 1): rejection sampling, so the deals
 * kept are distributed as the likelihood weighs them and each weighs 1. (Uniform deals weighed after
 * solving lose a rare likely hand, such as a level's announced hundred, among the many unlikely ones.)
 * Past `LIKELY_DRAWS` the last deal drawn is kept with its likelihood as weight.
 */
export function likelyUnseen(
  view: SeatView,
  rng: Rng,
  weigh: (hands: readonly CardSet[]) => number,
  options: DrawOptions = {},
): { deal: Deal; weight: number } {
  for (let k = 1; ; k++) {
    const deal = sampleUnseen(view, rng, options);
    const w = weigh(deal.hands);
    if (w >= 1 || rng.int(1 << 30) < w * (1 << 30)) return { deal, weight: 1 };
    if (k >= LIKELY_DRAWS) return { deal, weight: w };
  }
}
