/**
 * The techniques as tests over the solver's lines. A test compares the line after a better card with the
 * line after a worse one, both replayed through the engine from the same position, and fires only when its
 * facts hold there: "smear" only when the better card is an ace or ten on a trick the mover's partner takes
 * and the worse card's line gives that card to the other side. The first technique (TECHNIQUES order) whose
 * facts hold is the principle; none is null ("no principle named").
 *
 * A technique about points speaks only when the money of a points item (game, hundred) differs between the
 * two lines, one about the seven only when a seven's money differs: a fact that changes nothing is no reason.
 */
import type { Card } from '../../cards/card.ts';
import { cardPoints, rankOf, strength, suitOf } from '../../cards/card.ts';
import { has, ofSuit, size } from '../../cards/cardset.ts';
import type { Analysis } from '../../api/solver.ts';
import { type Game, type Side, otherSide } from '../../engine/contract.ts';
import { sideOf } from '../../engine/score.ts';
import type { HandState } from '../../engine/state.ts';
import { type Seat, activeSeats } from '../../engine/table.ts';
import { type ItemKind, settle } from '../../settlement/settle.ts';
import {
  type LineFacts,
  type PlayLine,
  type TrickFacts,
  breakTrick,
  holderOf,
  isPointCard,
  isRuff,
  lastTrick,
  playerOf,
  replayLine,
  takerSide,
  trickAt,
  trickOf,
} from './lines.ts';
import { TECHNIQUES, type TechniqueId } from './techniques.ts';

/** A named technique with the facts it rests on. */
export interface Principle {
  readonly id: TechniqueId;
  /** The card the technique plays (the better card) and the card it is set against. */
  readonly card: Card;
  readonly other: Card;
  /** The card the technique is about: the ten smeared, the ace driven out, the seven, the card that takes. */
  readonly focus: Card | null;
  /** The trick (absolute, 0-based) where the facts show. */
  readonly trick: number | null;
  /** The seat the technique names (the partner who takes the trick, the opponent who ruffs). */
  readonly seat: Seat | null;
  /**
   * Which of a technique's cases the facts show, where its words differ: `seven` (the last trump drawn
   * would kill the seven; the lead kept saves the seven), `killed` / `early` (the opponents' seven falls
   * in the last trick / goes before it), `control` (the trump kept ruffs to take the lead back).
   */
  readonly kind?: PrincipleKind;
}

export type PrincipleKind = 'seven' | 'killed' | 'early' | 'control';

/** The position and both lines, replayed. */
export interface Comparison {
  readonly state: HandState;
  readonly mover: Seat;
  readonly side: Side;
  readonly game: Game;
  readonly better: Card;
  readonly worse: Card;
  readonly B: LineFacts;
  readonly W: LineFacts;
  /** The mover leads the trick in progress. */
  readonly leading: boolean;
  /** Index of the trick in progress. */
  readonly cur: number;
}

type Facts = Pick<Principle, 'focus' | 'trick' | 'seat' | 'kind'>;
type Detector = (c: Comparison) => Facts | null;

const POINT_KINDS: readonly ItemKind[] = ['game', 'hundred', 'hundredAgainst', 'silentHundred'];
const SEVEN_KINDS: readonly ItemKind[] = ['seven', 'sevenAgainst', 'silentSeven', 'twoSevens'];

/** Whether the money of any item of `kinds` differs between the ends of the two lines. */
export function moneyDiffers(c: Comparison, kinds: readonly ItemKind[]): boolean {
  const money = (f: LineFacts) => {
    const out = new Map<string, number>();
    for (const i of settle(f.end).items)
      if (kinds.includes(i.kind))
        out.set(`${i.kind}:${i.side}`, (out.get(`${i.kind}:${i.side}`) ?? 0) + i.amount);
    return out;
  };
  const b = money(c.B);
  const w = money(c.W);
  return [...new Set([...b.keys(), ...w.keys()])].some((k) => (b.get(k) ?? 0) !== (w.get(k) ?? 0));
}

const own = (c: Comparison, seat: Seat | null) => seat !== null && sideOf(c.state, seat) === c.side;
const opp = (c: Comparison) => otherSide(c.side);
const trumpOf = (c: Comparison) => c.state.trump;
const ledSuit = (c: Comparison) => {
  const t = c.state.trick;
  return t !== null && t.cards.length > 0 ? suitOf(t.cards[0] as Card) : null;
};
const isTrump = (c: Comparison, card: Card) => trumpOf(c) !== null && suitOf(card) === trumpOf(c);
const suitGame = (c: Comparison) => c.game === 'suit';
const isBetl = (c: Comparison) => c.game === 'betl' || c.game === 'openBetl';
const isDurch = (c: Comparison) => c.game === 'durch' || c.game === 'openDurch';
/** Whether the points' and the seven's money differ, settled once per comparison. */
const MATTERS = new WeakMap<Comparison, { readonly points: boolean; readonly seven: boolean }>();
function matters(c: Comparison): { readonly points: boolean; readonly seven: boolean } {
  let m = MATTERS.get(c);
  if (m === undefined) {
    m = suitGame(c)
      ? { points: moneyDiffers(c, POINT_KINDS), seven: moneyDiffers(c, SEVEN_KINDS) }
      : { points: false, seven: false };
    MATTERS.set(c, m);
  }
  return m;
}
const pointsMatter = (c: Comparison) => matters(c).points;
const sevenMatters = (c: Comparison) => matters(c).seven;
const morePoints = (c: Comparison) => c.B.points[c.side] > c.W.points[c.side];
const cur = (f: LineFacts, c: Comparison): TrickFacts | null => trickAt(f, c.cur);
const trickPoints = (t: TrickFacts) => t.cards.reduce((s, x) => s + cardPoints(x), 0);

/** Point cards held at the position by `side`, in the order of the hand. */
function pointCardsOf(c: Comparison, side: Side): Card[] {
  const out: Card[] = [];
  for (const t of c.W.tricks)
    for (const x of t.cards) {
      const h = holderOf(c.state, x);
      if (isPointCard(x) && h !== null && sideOf(c.state, h) === side) out.push(x);
    }
  return out;
}

/**
 * What becomes of the seven of trumps in a line: it takes the last trick (`wins`), falls in the last trick
 * to a higher trump (`killed`), or goes before the last trick (`early`).
 */
export function sevenFate(c: Comparison, f: LineFacts): 'wins' | 'killed' | 'early' {
  const t = lastTrick(c.state, f);
  const seven = sevenOf(c);
  if (seven === null || t === null || !t.cards.includes(seven)) return 'early';
  return t.winning === seven ? 'wins' : 'killed';
}

const DETECTORS: Readonly<Record<TechniqueId, Detector>> = {
  smear(c) {
    if (!pointsMatter(c) || c.leading || !isPointCard(c.better) || isPointCard(c.worse)) return null;
    const t = cur(c.B, c);
    if (t === null || t.winner === c.mover || !own(c, t.winner)) return null;
    if (takerSide(c.state, c.W, c.better) !== opp(c)) return null;
    return { focus: c.better, trick: c.cur, seat: t.winner };
  },
  followLow(c) {
    if (!pointsMatter(c) || c.leading || !isPointCard(c.worse) || isPointCard(c.better)) return null;
    const t = cur(c.W, c);
    if (t === null || t.winner === null || own(c, t.winner)) return null;
    if (takerSide(c.state, c.B, c.worse) !== c.side) return null;
    return { focus: c.worse, trick: c.cur, seat: t.winner };
  },
  ruffLow(c) {
    const led = ledSuit(c);
    if (!suitGame(c) || c.leading || led === null || led === trumpOf(c)) return null;
    if (!isTrump(c, c.better) || !isTrump(c, c.worse)) return null;
    if (strength(c.better, 'suit') >= strength(c.worse, 'suit')) return null;
    if (cur(c.B, c)?.winner !== c.mover || cur(c.W, c)?.winner !== c.mover) return null;
    return { focus: c.worse, trick: c.cur, seat: null };
  },
  ruffHighEnough(c) {
    const led = ledSuit(c);
    if (!suitGame(c) || c.leading || led === null || led === trumpOf(c)) return null;
    if (!isTrump(c, c.better) || !isTrump(c, c.worse)) return null;
    if (strength(c.better, 'suit') <= strength(c.worse, 'suit')) return null;
    const w = cur(c.W, c);
    if (cur(c.B, c)?.winner !== c.mover || w === null || w.winner === null || own(c, w.winner)) return null;
    return { focus: w.winning, trick: c.cur, seat: w.winner };
  },
  keepGuard(c) {
    // The worse card is given up now and takes nothing; kept (the better line), it takes a later trick,
    // and without it a lower card of the other side in that suit gets through.
    if (!suitGame(c) || !(pointsMatter(c) || sevenMatters(c))) return null;
    const g = c.worse;
    if (isTrump(c, g)) return null;
    const w = cur(c.W, c);
    if (w === null || w.winning === g) return null;
    const kept = trickOf(c.B, g);
    if (kept === null || kept.index <= c.cur || kept.winning !== g || kept.winner !== c.mover) return null;
    for (const t of c.W.tricks) {
      const x = t.winning;
      if (t.index <= c.cur || x === null || t.winner === null || own(c, t.winner)) continue;
      if (suitOf(x) !== suitOf(g) || strength(x, 'suit') >= strength(g, 'suit')) continue;
      if (trickOf(c.B, x)?.winning === x) continue;
      return { focus: x, trick: t.index, seat: t.winner };
    }
    return null;
  },
  catchTheTen(c) {
    if (!pointsMatter(c) || !c.leading || rankOf(c.better) !== 'A') return null;
    const ten = `${suitOf(c.better)}X` as Card;
    const holder = holderOf(c.state, ten);
    if (holder === null || own(c, holder)) return null;
    const t = cur(c.B, c);
    if (t === null || !t.cards.includes(ten) || !own(c, t.winner)) return null;
    if (takerSide(c.state, c.W, ten) !== opp(c)) return null;
    return { focus: ten, trick: c.cur, seat: holder };
  },
  driveOutTheAce(c) {
    if (!pointsMatter(c) || !c.leading || suitOf(c.better) !== suitOf(c.worse)) return null;
    if (rankOf(c.worse) !== 'X' || isPointCard(c.better)) return null;
    const ace = `${suitOf(c.better)}A` as Card;
    const holder = holderOf(c.state, ace);
    if (holder === null || own(c, holder)) return null;
    if (!cur(c.B, c)?.cards.includes(ace)) return null;
    if (takerSide(c.state, c.B, c.worse) !== c.side || takerSide(c.state, c.W, c.worse) !== opp(c))
      return null;
    return { focus: ace, trick: c.cur, seat: holder };
  },
  throughToTheRuff(c) {
    if (!pointsMatter(c) || !c.leading || isTrump(c, c.better) || !morePoints(c)) return null;
    const b = cur(c.B, c);
    const w = cur(c.W, c);
    if (b === null || b.winner === c.mover || !own(c, b.winner) || !isRuff(b, trumpOf(c))) return null;
    if (w === null || own(c, w.winner)) return null;
    return { focus: b.winning, trick: c.cur, seat: b.winner };
  },
  cashBeforeRuff(c) {
    if (!pointsMatter(c) || !c.leading || isTrump(c, c.better) || !isPointCard(c.better)) return null;
    if (!own(c, cur(c.B, c)?.winner ?? null)) return null;
    const t = trickOf(c.W, c.better);
    if (t === null || t.winner === null || own(c, t.winner) || !isRuff(t, trumpOf(c))) return null;
    return { focus: c.better, trick: t.index, seat: t.winner };
  },
  cashWinners(c) {
    // A winner cashed now; led after another card it no longer takes its trick.
    if (!pointsMatter(c) || !c.leading || !isPointCard(c.better)) return null;
    const b = cur(c.B, c);
    if (b === null || b.winning !== c.better || b.winner !== c.mover) return null;
    const t = trickOf(c.W, c.better);
    if (t === null || t.winner === null || own(c, t.winner)) return null;
    return { focus: c.better, trick: t.index, seat: t.winner };
  },
  drawLastTrump(c) {
    const f = drawTrumps(c);
    return f !== null && opponentTrumps(c) === 1 ? f : null;
  },
  drawTrumps(c) {
    return drawTrumps(c);
  },
  keepTrumpControl(c) {
    // Leading or following: the worse card spends a trump now, the better one keeps it for a ruff.
    if (!pointsMatter(c) || !isTrump(c, c.worse) || isTrump(c, c.better) || !morePoints(c)) return null;
    const ruffs = (f: LineFacts) => f.tricks.filter((t) => t.winner === c.mover && isRuff(t, trumpOf(c)));
    const b = ruffs(c.B);
    if (b.length <= ruffs(c.W).length) return null;
    // The ruff that takes points; else the first, which takes the lead back (`control`).
    const t = b.find((x) => trickPoints(x) > 0);
    if (t !== undefined) return { focus: t.winning, trick: t.index, seat: null };
    const first = b[0] as TrickFacts;
    return { focus: first.winning, trick: first.index, seat: null, kind: 'control' };
  },
  forceATrump(c) {
    if (!pointsMatter(c) || !c.leading || isTrump(c, c.better) || isPointCard(c.better)) return null;
    const b = cur(c.B, c);
    if (b === null || b.winner === null || own(c, b.winner) || !isRuff(b, trumpOf(c)) || b.winning === null)
      return null;
    const t = trickOf(c.W, b.winning);
    if (t === null || t.winning !== b.winning || own(c, t.winner)) return null;
    if (!t.cards.some((x) => isPointCard(x) && own(c, holderOf(c.state, x)))) return null;
    return { focus: b.winning, trick: t.index, seat: b.winner };
  },
  noLeadIntoRuff(c) {
    // The worse card is led into an opponent's void and trumped with points of the mover's side on it;
    // the better card's trick is not.
    if (!c.leading || isTrump(c, c.worse) || !pointsMatter(c)) return null;
    const w = cur(c.W, c);
    if (w === null || w.winner === null || own(c, w.winner) || !isRuff(w, trumpOf(c))) return null;
    const b = cur(c.B, c);
    if (b === null || (!own(c, b.winner) && isRuff(b, trumpOf(c)))) return null;
    const lost = w.cards.find(
      (x) => isPointCard(x) && own(c, holderOf(c.state, x)) && takerSide(c.state, c.B, x) === c.side,
    );
    if (lost === undefined) return null;
    return { focus: w.winning, trick: c.cur, seat: w.winner };
  },
  keepTheLead(c) {
    // Not leading: the better card keeps the trick (and the lead) for the mover's side; after the worse
    // one the opponents lead, and their lead costs the mover's side its seven or a point card.
    if (c.leading || !(pointsMatter(c) || sevenMatters(c))) return null;
    const b = cur(c.B, c);
    const w = cur(c.W, c);
    if (b === null || w === null || !own(c, b.winner) || w.winner === null || own(c, w.winner)) return null;
    const next = trickAt(c.W, c.cur + 1);
    if (next === null || own(c, next.leader)) return null;
    const seven = sevenOf(c);
    if (
      seven !== null &&
      sevenMatters(c) &&
      own(c, holderOf(c.state, seven)) &&
      next.cards.includes(seven) &&
      sevenFate(c, c.W) !== 'wins' &&
      sevenFate(c, c.B) === 'wins'
    )
      return { focus: seven, trick: next.index, seat: next.leader, kind: 'seven' };
    if (!pointsMatter(c) || !morePoints(c)) return null;
    if (b.cards.some((x) => isPointCard(x) && !own(c, holderOf(c.state, x)))) return null;
    const lost = next.cards.find(
      (x) =>
        isPointCard(x) &&
        own(c, holderOf(c.state, x)) &&
        !own(c, next.winner) &&
        takerSide(c.state, c.B, x) === c.side,
    );
    return lost === undefined ? null : { focus: lost, trick: next.index, seat: next.leader };
  },
  stripTheSeven(c) {
    const f = killTheSeven(c);
    return f !== null && c.leading && isTrump(c, c.better) ? f : null;
  },
  forceTheSeven(c) {
    // A suit the seven's holder lacks, led: he must trump now, and the seven goes before the last trick.
    const f = killTheSeven(c);
    const seven = sevenOf(c);
    if (f === null || seven === null || !c.leading || isTrump(c, c.better)) return null;
    if (sevenFate(c, c.B) !== 'early') return null;
    const b = cur(c.B, c);
    const holder = holderOf(c.state, seven);
    const k = b === null || holder === null ? -1 : b.seats.indexOf(holder);
    if (b === null || k < 0 || !isTrump(c, b.cards[k] as Card)) return null;
    return { ...f, trick: trickOf(c.B, seven)?.index ?? f.trick };
  },
  killTheSeven(c) {
    return killTheSeven(c);
  },
  sparePartnersSeven(c) {
    // The mover's partner holds the seven: the worse card, led into his void, makes him trump now and
    // the seven goes before the last trick; after the better card it takes the last trick.
    const seven = sevenOf(c);
    if (seven === null || !sevenMatters(c) || !c.leading || isTrump(c, c.worse)) return null;
    const holder = holderOf(c.state, seven);
    if (holder === null || holder === c.mover || !own(c, holder)) return null;
    if (sevenFate(c, c.B) !== 'wins' || sevenFate(c, c.W) !== 'early') return null;
    const w = cur(c.W, c);
    const k = w === null ? -1 : w.seats.indexOf(holder);
    if (w === null || k < 0 || !isTrump(c, w.cards[k] as Card)) return null;
    return { focus: seven, trick: trickOf(c.W, seven)?.index ?? null, seat: holder };
  },
  keepSevenBack(c) {
    const seven = sevenOf(c);
    if (seven === null || !sevenMatters(c)) return null;
    const holder = holderOf(c.state, seven);
    if (!own(c, holder) || sevenFate(c, c.B) !== 'wins' || sevenFate(c, c.W) === 'wins') return null;
    return { focus: seven, trick: lastTrick(c.state, c.B)?.index ?? null, seat: holder };
  },
  spendTheSeven(c) {
    const seven = sevenOf(c);
    if (seven === null || !sevenMatters(c)) return null;
    const holder = holderOf(c.state, seven);
    if (!own(c, holder) || sevenFate(c, c.W) !== 'killed' || sevenFate(c, c.B) !== 'early') return null;
    return { focus: seven, trick: lastTrick(c.state, c.W)?.index ?? null, seat: holder };
  },
  firstMarriage(c) {
    if (!pointsMatter(c)) return null;
    const counted = (f: LineFacts) =>
      new Map(
        settle(f.end)
          .items.filter((i) => i.outcome?.code === 'hundred')
          .map((i) => [i.side, i.outcome?.code === 'hundred' ? i.outcome.marriage : 0]),
      );
    const b = counted(c.B);
    const w = counted(c.W);
    // The mover's own side counts a bigger marriage in the better line, or the other side a smaller one.
    const side = ([...b.keys()] as Side[]).find((k) => {
      const mb = b.get(k) ?? 0;
      const mw = w.get(k);
      return mw !== undefined && (k === c.side ? mb > mw : mb < mw);
    });
    if (side === undefined) return null;
    const m = c.B.end.marriages
      .filter((x) => sideOf(c.state, x.seat) === side)
      .sort((x, y) => x.trick - y.trick)[0];
    return m === undefined ? null : { focus: `${m.suit}K` as Card, trick: m.trick, seat: m.seat };
  },
  takeThePoints(c) {
    if (!pointsMatter(c) || c.leading || !morePoints(c)) return null;
    const b = cur(c.B, c);
    const w = cur(c.W, c);
    if (b === null || b.winner !== c.mover || w === null || w.winner === null || own(c, w.winner))
      return null;
    if (trickPoints(b) === 0) return null;
    const points = b.cards.filter(isPointCard);
    const theirs = points.find((x) => !own(c, holderOf(c.state, x)));
    return { focus: theirs ?? points[0] ?? null, trick: c.cur, seat: w.winner };
  },
  lastTrick(c) {
    if (!pointsMatter(c) || !morePoints(c)) return null;
    const b = lastTrick(c.state, c.B);
    const w = lastTrick(c.state, c.W);
    if (b === null || w === null || !own(c, b.winner) || w.winner === null || own(c, w.winner)) return null;
    return { focus: b.winning, trick: b.index, seat: b.winner };
  },
  saveThePoints(c) {
    if (!pointsMatter(c) || !morePoints(c)) return null;
    const lost = pointCardsOf(c, c.side)
      .filter((x) => takerSide(c.state, c.B, x) === c.side && takerSide(c.state, c.W, x) === opp(c))
      .map((x) => ({ x, t: trickOf(c.W, x) as TrickFacts }))
      .sort((a, b) => a.t.index - b.t.index);
    const first = lost[0];
    return first === undefined ? null : { focus: first.x, trick: first.t.index, seat: first.t.winner };
  },
  winThePoints(c) {
    if (!pointsMatter(c) || !morePoints(c)) return null;
    const won = pointCardsOf(c, opp(c))
      .filter((x) => takerSide(c.state, c.B, x) === c.side && takerSide(c.state, c.W, x) === opp(c))
      .map((x) => ({ x, t: trickOf(c.B, x) as TrickFacts }))
      .sort((a, b) => a.t.index - b.t.index);
    const first = won[0];
    return first === undefined ? null : { focus: first.x, trick: first.t.index, seat: first.t.winner };
  },
  betlHighestUnder(c) {
    if (!isBetl(c) || c.side !== 'declarer' || c.leading) return null;
    const led = ledSuit(c);
    if (led === null || suitOf(c.better) !== led || suitOf(c.worse) !== led) return null;
    if (strength(c.better, 'plain') <= strength(c.worse, 'plain')) return null;
    if (cur(c.B, c)?.winner === c.mover || cur(c.W, c)?.winner === c.mover) return null;
    const w = breakTrick(c.state, c.W);
    if (w === null || breakTrick(c.state, c.B) !== null) return null;
    return { focus: w.winning, trick: w.index, seat: null };
  },
  betlDangerousCard(c) {
    if (!isBetl(c) || c.side !== 'declarer') return null;
    const w = breakTrick(c.state, c.W);
    if (w === null || w.winning === null || breakTrick(c.state, c.B) !== null) return null;
    if (playerOf(c.W, w.winning) !== c.mover) return null;
    const t = trickOf(c.B, w.winning);
    if (t === null || t.winner === null || t.winner === c.mover) return null;
    return { focus: w.winning, trick: w.index, seat: null };
  },
  betlFindTheHole(c) {
    if (!isBetl(c) || c.side !== 'defence' || !c.leading) return null;
    const b = breakTrick(c.state, c.B);
    if (b === null || b.index !== c.cur || breakTrick(c.state, c.W) !== null) return null;
    return { focus: b.winning, trick: b.index, seat: b.winner };
  },
  betlKeepTheHole(c) {
    if (!isBetl(c) || c.side !== 'defence') return null;
    const b = breakTrick(c.state, c.B);
    if (b === null || breakTrick(c.state, c.W) !== null) return null;
    return { focus: b.winning, trick: b.index, seat: b.winner };
  },
  durchOrder(c) {
    if (!isDurch(c) || c.side !== 'declarer') return null;
    const w = breakTrick(c.state, c.W);
    if (w === null || breakTrick(c.state, c.B) !== null) return null;
    return { focus: w.winning, trick: w.index, seat: w.winner };
  },
  durchKeepGuard(c) {
    if (!isDurch(c) || c.side !== 'defence' || c.leading) return null;
    const b = breakTrick(c.state, c.B);
    if (b === null || b.winning === null || breakTrick(c.state, c.W) !== null) return null;
    const s = suitOf(b.winning);
    if (suitOf(c.worse) !== s || suitOf(c.better) === s || ledSuit(c) === s) return null;
    if (!own(c, holderOf(c.state, b.winning))) return null;
    return { focus: b.winning, trick: b.index, seat: b.winner };
  },
  durchTakeATrick(c) {
    if (!isDurch(c) || c.side !== 'defence') return null;
    const b = breakTrick(c.state, c.B);
    if (b === null || breakTrick(c.state, c.W) !== null) return null;
    return { focus: b.winning, trick: b.index, seat: b.winner };
  },
};

function sevenOf(c: Comparison): Card | null {
  const trump = trumpOf(c);
  return trump === null ? null : (`${trump}7` as Card);
}

/** Trumps the mover's opponents hold at the position. */
function opponentTrumps(c: Comparison): number {
  const trump = trumpOf(c);
  if (trump === null) return 0;
  return activeSeats(c.state.table)
    .filter((s) => !own(c, s))
    .reduce((n, s) => n + size(ofSuit(c.state.hands[s] ?? 0, trump)), 0);
}

/**
 * A trump led instead of another suit, and in the worse line an opponent ruffs a point card of the
 * mover's side that the better line brings home.
 */
function drawTrumps(c: Comparison): Facts | null {
  if (!c.leading || !isTrump(c, c.better) || isTrump(c, c.worse)) return null;
  if (opponentTrumps(c) === 0) return null;
  // The seven: in the worse line an opponent's trump that the better card draws now kills it.
  const seven = sevenOf(c);
  if (
    seven !== null &&
    sevenMatters(c) &&
    own(c, holderOf(c.state, seven)) &&
    sevenFate(c, c.W) === 'killed' &&
    sevenFate(c, c.B) === 'wins'
  ) {
    const last = lastTrick(c.state, c.W);
    const killer = last?.winning ?? null;
    if (last !== null && killer !== null && cur(c.B, c)?.cards.includes(killer) === true)
      return { focus: killer, trick: last.index, seat: last.winner, kind: 'seven' };
  }
  if (!pointsMatter(c)) return null;
  for (const t of c.W.tricks) {
    if (t.winner === null || own(c, t.winner) || !isRuff(t, trumpOf(c))) continue;
    // A defender's lead trumped at once is a lead into the ruff (noLeadIntoRuff), not trumps drawn.
    if (t.index === c.cur && c.side === 'defence') continue;
    const x = t.cards.find((y) => isPointCard(y) && own(c, holderOf(c.state, y)));
    if (x !== undefined && takerSide(c.state, c.B, x) === c.side)
      return { focus: x, trick: t.index, seat: t.winner };
  }
  return null;
}

/**
 * The opponents' seven takes the last trick in the worse line and not in the better one, or falls in the
 * last trick in the better line and goes early (unkilled) in the worse one.
 */
function killTheSeven(c: Comparison): Facts | null {
  const seven = sevenOf(c);
  if (seven === null || !sevenMatters(c)) return null;
  const holder = holderOf(c.state, seven);
  if (holder === null || own(c, holder)) return null;
  const b = sevenFate(c, c.B);
  const w = sevenFate(c, c.W);
  if (!((w === 'wins' && b !== 'wins') || (b === 'killed' && w === 'early'))) return null;
  return {
    focus: seven,
    trick: lastTrick(c.state, w === 'wins' ? c.W : c.B)?.index ?? null,
    seat: holder,
    kind: b === 'killed' ? 'killed' : 'early',
  };
}

/** Replays both lines from `state` (the seat to act plays `better.card` or `worse.card`). */
export function compare(state: HandState, better: PlayLine, worse: PlayLine): Comparison | null {
  if (state.phase !== 'play' || state.toAct === null || state.game === null) return null;
  if (better.card === worse.card || better.line[0] !== better.card || worse.line[0] !== worse.card)
    return null;
  const mover = state.toAct;
  if (!has(state.hands[mover] ?? 0, better.card) || !has(state.hands[mover] ?? 0, worse.card)) return null;
  return {
    state,
    mover,
    side: sideOf(state, mover),
    game: state.game,
    better: better.card,
    worse: worse.card,
    B: replayLine(state, better.line),
    W: replayLine(state, worse.line),
    leading: (state.trick?.cards.length ?? 0) === 0,
    cur: state.tricks.length,
  };
}

/** Every technique whose facts hold, in the order of TECHNIQUES. */
export function techniquesOf(c: Comparison): Principle[] {
  const out: Principle[] = [];
  for (const id of TECHNIQUES) {
    const f = DETECTORS[id](c);
    if (f !== null) out.push({ id, card: c.better, other: c.worse, ...f });
  }
  return out;
}

/**
 * The principle a losing card misses: the first technique whose facts hold on the best line against the
 * losing card's line, or null (no principle named).
 */
export function principleOf(state: HandState, losing: PlayLine, best: PlayLine): Principle | null {
  const c = compare(state, best, losing);
  return c === null ? null : (techniquesOf(c)[0] ?? null);
}

/**
 * Why a right card is right: the same tests the other way round, the right card against a losing one
 * (its principle names the right card as `card`).
 */
export function principleOfRight(state: HandState, right: PlayLine, losing: PlayLine): Principle | null {
  return principleOf(state, losing, right);
}

/**
 * The principle of one card of an analysis: a losing card's against the best line; null for a best card,
 * a card without a refutation, or an analysis without its best line.
 */
export function verdictPrinciple(state: HandState, analysis: Analysis, card: Card): Principle | null {
  const v = analysis.cards.find((x) => x.card === card);
  const bestLine = analysis.bestLine;
  if (v === undefined || v.loss <= 0 || v.refutation === null || bestLine === undefined) return null;
  const bestCard = bestLine[0];
  if (bestCard === undefined) return null;
  return principleOf(state, { card, line: v.refutation }, { card: bestCard, line: bestLine });
}

/**
 * Why a best card of an analysis is right: its line (the best line, with the card swapped in for the
 * best class's representative) against each losing card's refutation, the costliest first; the first
 * technique named. Null for a losing card, without lines, or when no technique holds.
 */
export function verdictRightPrinciple(state: HandState, analysis: Analysis, card: Card): Principle | null {
  const bestLine = analysis.bestLine;
  if (bestLine === undefined || bestLine.length === 0) return null;
  // The best line starts with one card of the best class: for another best card, swap the two.
  const rep = bestLine[0] as Card;
  const own = analysis.cards.find((c) => c.card === card);
  if (card !== rep && !(own?.equivalent.includes(rep) ?? false)) return null;
  const line = bestLine.map((x) => (x === card ? rep : x === rep ? card : x));
  const losing = analysis.cards
    .filter((c) => c.loss > 0 && c.refutation !== null)
    .sort((a, b) => b.loss - a.loss);
  for (const v of losing) {
    const p = principleOfRight(state, { card, line }, { card: v.card, line: v.refutation as Card[] });
    if (p !== null) return p;
  }
  return null;
}
