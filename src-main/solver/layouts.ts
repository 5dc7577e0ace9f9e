/**
 * The layouts of the unseen cards consistent with one seat's view of a hand in play. Reads only the
 * SeatView, never a hidden card.
 *
 * What a seat knows splits exactly into three kinds of constraint on the unseen cards:
 * 1. per card, the holders (other seats, the talon) that may have it: discard bans, the trump card
 *    and an announced seven belonging to their announcer, the trumps laid in the talon, the play
 *    rule, the automatic marriages;
 * 2. how many cards each holder has;
 * 3. an announced hundred: its announcer held some marriage when play began.
 * The play rule fits kind 1 exactly: a card c played from a hand H was illegal iff one card x of H
 * forbids it together with the cards the player is known to have held then (he played them later),
 * because allowedPlays narrows only by "holds a card of the led suit / a higher one / a trump / a
 * higher trump / another card than the announced seven". An automatic marriage likewise says whether
 * the player still held the partner card. So kinds 1–2 are counted and sampled uniformly by a small
 * dynamic program, and kind 3 is counted by inclusion–exclusion and sampled by rejection.
 * Every layout handed out is still checked exactly: the hand is rebuilt with fromPosition (which
 * replays the tricks through the engine) and compared with the view.
 */
import {
  type Card,
  type HandState,
  type Position,
  type Rng,
  type Seat,
  type SeatView,
  POINTS_BY_INDEX,
  RANKS,
  activeSeats,
  allowedPlays,
  cardAt,
  cardIndex,
  fromPosition,
  seatOfCard,
  shuffled,
  suitIndex,
} from '../../src-shared/index.ts';
import { provenNotPartner } from '../../src-shared/variants/four-hand/doubling.ts';
import { openEndgame } from '../ai/open-endgame.ts';
import { mainVariant } from '../variants/registry.ts';

/** Where an unseen card may lie: a seat's hand or the talon. */
export type Holder = Seat | 'talon';

/** An announced hundred not proven by the seen cards: its announcer must get all cards of one option. */
export interface HundredNeed {
  /** Index into LayoutModel.holders. */
  readonly holder: number;
  /** Per possible marriage, the positions (into LayoutModel.cards) of its unseen cards. */
  readonly options: readonly (readonly number[])[];
}

/** The constraints on the unseen cards implied by a view. */
export interface LayoutModel {
  readonly view: SeatView;
  /** Holders of unseen cards (seats in play order, then the talon if unseen) and how many each holds. */
  readonly holders: readonly Holder[];
  readonly needs: readonly number[];
  /** The unseen cards as indices, in deck order. */
  readonly cards: readonly number[];
  /** Per unseen card, bit j set when holders[j] may hold it. */
  readonly masks: readonly number[];
  readonly hundreds: readonly HundredNeed[];
  /** False when the seen cards alone already contradict the view (no layout exists). */
  readonly consistent: boolean;
}

interface PlayEvent {
  readonly seat: Seat;
  readonly trick: number;
  readonly prior: readonly number[];
  readonly card: number;
}

const OBER = 5;
const KING = 6;

/**
 * A view's unseen cards and the limits on them that hold in every variant, for the models that add their
 * own (layoutModel here, four-hand-layouts.ts): where each seen card was when play began, who holds how
 * many unseen cards (the seats not seen in play order, then an unseen talon), and per unseen card the
 * holders that may have it. `byPlay` adds what the cards played say.
 */
export class UnseenCards {
  readonly view: SeatView;
  readonly seen = new Map<number, Holder>();
  readonly holders: Holder[] = [];
  readonly needs: number[] = [];
  /** The unseen cards as indices, in deck order. */
  readonly cards: number[] = [];
  /** Per unseen card, bit j set when holders[j] may hold it. */
  readonly masks: number[];
  /** False once the limits contradict each other or the seen cards (no layout exists). */
  consistent: boolean;
  private readonly events: PlayEvent[] = [];
  private readonly at: Map<number, number>;
  private readonly full: number;

  constructor(view: SeatView) {
    this.view = view;
    const { table } = view;
    const tricks = [...view.tricks, ...(view.trick === null ? [] : [view.trick])];
    tricks.forEach((t, k) =>
      t.cards.forEach((c, i) => {
        const seat = seatOfCard({ table }, t.leader, i);
        const card = cardIndex(c);
        this.seen.set(card, seat);
        this.events.push({ seat, trick: k, prior: t.cards.slice(0, i).map(cardIndex), card });
      }),
    );
    for (const c of view.hand) this.seen.set(cardIndex(c), view.seat);
    for (const c of view.talon ?? []) this.seen.set(cardIndex(c), 'talon');
    view.laidOpen.forEach((open, s) => {
      for (const c of open ?? []) this.seen.set(cardIndex(c), s);
    });
    for (const s of activeSeats(table)) {
      if (s === view.seat || (view.laidOpen[s] ?? null) !== null) continue;
      this.holders.push(s);
      this.needs.push(view.handSizes[s] ?? 0);
    }
    if (view.talon === null && view.talonSize > 0) {
      this.holders.push('talon');
      this.needs.push(view.talonSize);
    }
    for (let c = 0; c < 32; c++) if (!this.seen.has(c)) this.cards.push(c);
    this.at = new Map(this.cards.map((c, i) => [c, i]));
    this.full = (1 << this.holders.length) - 1;
    this.masks = this.cards.map(() => this.full);
    this.consistent = this.needs.reduce((a, b) => a + b, 0) === this.cards.length;
  }

  /** The position of an unseen card in `cards`; undefined for a seen one. */
  indexOf(card: number): number | undefined {
    return this.at.get(card);
  }

  private bitOf(h: Holder): number {
    const j = this.holders.indexOf(h);
    return j < 0 ? 0 : 1 << j;
  }

  private limit(card: number, bits: number): void {
    const i = this.at.get(card);
    if (i !== undefined) this.masks[i] = (this.masks[i] as number) & bits;
  }

  /** The card belonged to `h` when play began (an unseen card is still there). */
  owns(card: number, h: Holder): void {
    const w = this.seen.get(card);
    if (w === undefined) this.limit(card, this.bitOf(h));
    else if (w !== h) this.consistent = false;
  }

  notIn(card: number, h: Holder): void {
    this.limit(card, this.full & ~this.bitOf(h));
  }

  /**
   * Every card played was legal from its seat's hand (`heldBack`: the seven and auxiliary seven the
   * seat had to keep, -1 for none), and announced a marriage exactly when the engine says so (suit
   * games: `marriages`). The hand tried is the seat's later cards and one candidate, not all it held:
   * the auxiliary seven's wait, which ends with two cards in hand, is read at most more leniently
   * there, so no possible layout is ever excluded.
   */
  byPlay(trump: number, marriages: boolean, heldBack: (s: Seat) => { seven: number; aux: number }): void {
    const { view, cards, masks } = this;
    const overFirst = view.rules.marriageOrder === 'overFirst';
    const later = new Map<Seat, number>();
    for (let e = this.events.length - 1; e >= 0; e--) {
      const ev = this.events[e] as PlayEvent;
      const held = ((later.get(ev.seat) ?? 0) | (1 << ev.card)) >>> 0;
      later.set(ev.seat, held);
      const j = this.holders.indexOf(ev.seat);
      if (j < 0) continue;
      const { seven, aux } = heldBack(ev.seat);
      for (let i = 0; i < cards.length; i++) {
        if ((((masks[i] as number) >> j) & 1) === 0) continue;
        const hand = (held | (1 << (cards[i] as number))) >>> 0;
        if (((allowedPlays(hand, ev.prior, trump, seven, undefined, aux) >>> ev.card) & 1) === 0)
          masks[i] = (masks[i] as number) & ~(1 << j);
      }
      const rank = ev.card & 7;
      if (marriages && (rank === OBER || (rank === KING && !overFirst))) {
        const partner = rank === OBER ? ev.card + 1 : ev.card - 1;
        if (this.at.has(partner)) {
          const announced = view.marriages.some(
            (m) => m.seat === ev.seat && m.trick === ev.trick && suitIndex(m.suit) === ev.card >> 3,
          );
          if (announced) this.owns(partner, ev.seat);
          else this.notIn(partner, ev.seat);
        }
      }
    }
  }
}

/** The constraints on the unseen cards of a view in the play phase. */
export function layoutModel(view: SeatView): LayoutModel {
  const { table, declarer, game, trick } = view;
  if (view.phase !== 'play' || trick === null || declarer === null || game === null)
    throw new Error('layouts need a hand in play');
  // Three active seats with a talon (volený, licitovaný), four without one (křížový: the called card
  // places the hidden partner), or lízaný's two once the stock is gone (the other hand is the rest).
  const { kind, activeSeats: seats } = mainVariant(view.variant).layouts;
  if (activeSeats(table).length !== seats || (kind === 'openAfterStock' && view.stockSize > 0))
    throw new Error(`layouts need the variant's ${seats} active seats (lízaný: after the stock)`);
  const trump = view.trump === null ? -1 : suitIndex(view.trump);
  const suitGame = game === 'suit';

  const u = new UnseenCards(view);
  const { seen, holders, needs, cards, masks } = u;
  // Lízaný after the stock: every unseen card is the other seat's; the free play while the stock
  // lasted says nothing about what he holds (AP, Lízaný Mariáš).
  if (kind === 'openAfterStock')
    return { view, holders, needs, cards, masks, hundreds: [], consistent: u.consistent };

  const sevens = view.components.filter((k) => k.kind === 'seven' || k.kind === 'sevenAgainst');
  // Dvě sedmy: the declarer holds back the trump seven and the auxiliary one (OP čl. IV odst. 9, 11).
  const twoSevens = view.components.some((k) => k.kind === 'twoSevens');
  const heldBack = (s: Seat): { seven: number; aux: number } => ({
    seven:
      sevens.some((k) => k.announcer === s) || (twoSevens && s === declarer) ? Math.max(trump, 0) * 8 : -1,
    aux: twoSevens && s === declarer && view.aux !== null ? suitIndex(view.aux) * 8 : -1,
  });
  if (suitGame && trump >= 0) {
    // Discard bans of a suit game, and the trumps laid away were announced where the rules announce
    // them (rules/001 "Talón"); elsewhere a trump may lie in the talon unsaid (rules/000 čl. II odst. 4).
    for (const c of cards) if ((POINTS_BY_INDEX[c] as number) > 0) u.notIn(c, 'talon');
    if (view.trumpCard !== null) u.owns(cardIndex(view.trumpCard), declarer);
    if (view.trumpShown && view.rules.talonTrumpsShown) {
      const laid = new Set(view.talonTrumps.map(cardIndex));
      for (let c = trump * 8; c < trump * 8 + 8; c++) {
        if (laid.has(c)) u.owns(c, 'talon');
        else if (seen.get(c) === 'talon') u.consistent = false;
        else u.notIn(c, 'talon');
      }
    }
    for (const k of sevens) u.owns(trump * 8, k.announcer);
  }

  u.byPlay(trump, suitGame, heldBack);

  // Křížový: a seat that doubled or announced against is no partner of the declarer (OP čl. VII
  // odst. 2), so the called card is not his.
  const calledCard =
    kind === 'calledPartner' && view.called !== null && trump >= 0
      ? trump * 8 + RANKS.indexOf(view.called.rank)
      : -1;
  if (calledCard >= 0) for (const s of provenNotPartner(view.calls, declarer)) u.notIn(calledCard, s);

  // An announced hundred (or hundred against): its announcer held a marriage when play began.
  const hundreds: HundredNeed[] = [];
  if (suitGame)
    for (const k of view.components) {
      if (k.kind !== 'hundred' && k.kind !== 'hundredAgainst') continue;
      const j = holders.indexOf(k.announcer);
      const options: number[][] = [];
      let met = false;
      for (let s = 0; s < 4; s++) {
        const need: number[] = [];
        let possible = true;
        for (const c of [s * 8 + OBER, s * 8 + KING]) {
          const i = u.indexOf(c);
          if (i === undefined) possible &&= seen.get(c) === k.announcer;
          else if (j >= 0 && ((masks[i] as number) >> j) & 1) need.push(i);
          else possible = false;
        }
        if (!possible) continue;
        if (need.length === 0) met = true;
        else options.push(need);
      }
      if (met) continue;
      if (options.length === 0) u.consistent = false;
      else hundreds.push({ holder: j, options });
    }

  if (masks.some((m) => m === 0)) u.consistent = false;
  return { view, holders, needs, cards, masks, hundreds, consistent: u.consistent };
}

/**
 * ways(i, caps): the number of ways to give cards i… to the holders, card k only to holders in
 * masks[k], holder j exactly caps[j] cards. Memoised; caps is read, not kept. Every sampler of unseen
 * cards counts (and draws uniformly) with it.
 */
export function counter(masks: readonly number[], holders: number): (i: number, caps: number[]) => number {
  const memo = new Map<number, number>();
  const ways = (i: number, caps: number[]): number => {
    if (i === masks.length) return caps.every((c) => c === 0) ? 1 : 0;
    let key = i;
    for (const c of caps) key = key * 16 + c;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let total = 0;
    const m = masks[i] as number;
    for (let j = 0; j < holders; j++) {
      if (((m >> j) & 1) === 0 || (caps[j] as number) === 0) continue;
      caps[j] = (caps[j] as number) - 1;
      total += ways(i + 1, caps);
      caps[j] = (caps[j] as number) + 1;
    }
    memo.set(key, total);
    return total;
  };
  return ways;
}

/** The number of layouts meeting the model (exact; hundreds by inclusion–exclusion). */
export function modelCount(model: LayoutModel): number {
  if (!model.consistent) return 0;
  const h = model.needs.length;
  let total = 0;
  const terms = (k: number, masks: number[], sign: number) => {
    if (k === model.hundreds.length) {
      total += sign * counter(masks, h)(0, model.needs.slice());
      return;
    }
    const need = model.hundreds[k] as HundredNeed;
    for (let sub = 1; sub < 1 << need.options.length; sub++) {
      const m = masks.slice();
      let n = 0;
      need.options.forEach((opt, o) => {
        if (((sub >> o) & 1) === 0) return;
        n++;
        for (const i of opt) m[i] = (m[i] as number) & (1 << need.holder);
      });
      terms(k + 1, m, n % 2 === 1 ? sign : -sign);
    }
  };
  terms(0, model.masks.slice(), 1);
  return total;
}

function meetsHundreds(model: LayoutModel, assignment: readonly number[]): boolean {
  return model.hundreds.every((h) => h.options.some((opt) => opt.every((i) => assignment[i] === h.holder)));
}

/**
 * The hand for one assignment (holder index per unseen card), identical to the real state but for the
 * unseen cards (and forehand's dealt packets, which no view shows), or null when the engine or the
 * view rejects it.
 */
export function layoutState(model: LayoutModel, assignment: readonly number[]): HandState | null {
  const v = model.view;
  // Lízaný after the stock: the view fixes the whole hand (the draws' order no longer matters).
  if (mainVariant(v.variant).layouts.kind === 'openAfterStock') return openEndgame(v);
  const declarer = v.declarer as Seat;
  const hands: Card[][] = Array.from({ length: v.table.size }, () => []);
  hands[v.seat] = [...v.hand];
  v.laidOpen.forEach((open, s) => {
    if (open !== null && s !== v.seat) hands[s] = [...open];
  });
  const talon = [...(v.talon ?? [])];
  assignment.forEach((j, i) => {
    const h = model.holders[j] as Holder;
    const card = cardAt(model.cards[i] as number);
    if (h === 'talon') talon.push(card);
    else (hands[h] as Card[]).push(card);
  });
  const kinds = new Map(v.components.map((k) => [k.kind, k]));
  const doubles: Position['doubles'] = {};
  for (const k of v.components) if (k.doubles > 0) doubles[k.kind] = k.doubles;
  const trick = v.trick as NonNullable<SeatView['trick']>;
  // The variant's own fields: fromPosition replays through its flow (křížový: the partner is the
  // holder of the called card in this layout).
  const variantFields: Partial<Position> = mainVariant(v.variant).layouts.positionFields(v);
  const r = fromPosition({
    ...variantFields,
    rules: v.rules,
    players: v.table.size,
    dealer: v.table.dealer,
    declarer,
    game: v.game as NonNullable<SeatView['game']>,
    trump: v.trump,
    announced: {
      seven: kinds.has('seven'),
      hundred: kinds.has('hundred'),
      sevenAgainst: kinds.get('sevenAgainst')?.announcer ?? null,
      hundredAgainst: kinds.get('hundredAgainst')?.announcer ?? null,
    },
    doubles,
    hands,
    talon,
    tricks: [...v.tricks.map((t) => t.cards), ...(trick.cards.length > 0 ? [trick.cards] : [])],
  });
  if (!r.ok) return null;
  const s = r.value;
  if (!sameReplay(s, v)) return null;
  return {
    ...s,
    talonBy: v.talonBy,
    trumpCard: v.trumpCard,
    trumpBlind: v.trumpBlind,
    trumpShown: v.trumpShown,
    talonTrumps: v.talonTrumps,
    components: v.components,
    doubling: v.doubling,
    tricks: v.tricks,
    trick: v.trick,
    marriages: v.marriages,
    calls: v.calls,
    end: v.end,
  };
}

/** The replayed hand matches the view in what fromPosition does not check itself. */
function sameReplay(s: HandState, v: SeatView): boolean {
  if (s.phase !== 'play' || s.toAct !== v.toAct || s.trick === null || v.trick === null) return false;
  if (s.trick.leader !== v.trick.leader || s.tricks.length !== v.tricks.length) return false;
  if (s.tricks.some((t, k) => t.winner !== v.tricks[k]?.winner || t.leader !== v.tricks[k]?.leader))
    return false;
  if (s.marriages.length !== v.marriages.length) return false;
  const marriagesMatch = s.marriages.every((m, k) => {
    const w = v.marriages[k];
    return w && m.seat === w.seat && m.suit === w.suit && m.points === w.points && m.trick === w.trick;
  });
  if (!marriagesMatch) return false;
  if (v.game === 'suit' && v.trumpCard !== null) {
    // The trump card was the declarer's: still held, or played by him.
    const declarer = v.declarer as Seat;
    const held = ((s.hands[declarer] as number) >>> cardIndex(v.trumpCard)) & 1;
    const played = [...s.tricks, s.trick].some((t) =>
      t.cards.some((c, i) => c === v.trumpCard && seatOfCard(s, t.leader, i) === declarer),
    );
    if (!held && !played) return false;
  }
  if (v.game === 'suit' && v.trumpShown) {
    const laid = new Set(s.talonTrumps);
    if (laid.size !== v.talonTrumps.length || v.talonTrumps.some((c) => !laid.has(c))) return false;
  }
  return true;
}

function* assignments(model: LayoutModel): Generator<number[]> {
  if (!model.consistent) return;
  const n = model.cards.length;
  const h = model.needs.length;
  const ways = counter(model.masks, h);
  const caps = model.needs.slice();
  const out = new Array<number>(n).fill(0);
  function* go(i: number): Generator<number[]> {
    if (i === n) {
      yield out.slice();
      return;
    }
    const m = model.masks[i] as number;
    for (let j = 0; j < h; j++) {
      if (((m >> j) & 1) === 0 || (caps[j] as number) === 0) continue;
      caps[j] = (caps[j] as number) - 1;
      if (ways(i + 1, caps) > 0) {
        out[i] = j;
        yield* go(i + 1);
      }
      caps[j] = (caps[j] as number) + 1;
    }
  }
  if (ways(0, caps) > 0) yield* go(0);
}

/** Every layout consistent with the model, each checked by replay, in a fixed order. */
export function* enumerateFrom(model: LayoutModel): Generator<HandState> {
  for (const a of assignments(model)) {
    if (!meetsHundreds(model, a)) continue;
    const s = layoutState(model, a);
    if (s !== null) yield s;
  }
}

/** Uniform in [0, 1) with 53 random bits. */
function unit(rng: Rng): number {
  return (rng.int(1 << 26) * 2 ** 27 + rng.int(1 << 27)) / 2 ** 53;
}

/**
 * One assignment (holder index per card) drawn uniformly from those giving card k only to holders in
 * masks[k] and holder j exactly needs[j] cards; `ways` is `counter(masks, needs.length)`, and there must
 * be at least one assignment. Every sampler of unseen cards draws with it.
 */
export function drawAssignment(
  masks: readonly number[],
  needs: readonly number[],
  ways: (i: number, caps: number[]) => number,
  rng: Rng,
): number[] {
  const h = needs.length;
  const caps = needs.slice();
  const weights = new Array<number>(h).fill(0);
  return masks.map((m, i) => {
    let sum = 0;
    for (let j = 0; j < h; j++) {
      let w = 0;
      if (((m >> j) & 1) === 1 && (caps[j] as number) > 0) {
        caps[j] = (caps[j] as number) - 1;
        w = ways(i + 1, caps);
        caps[j] = (caps[j] as number) + 1;
      }
      weights[j] = w;
      sum += w;
    }
    // A float in [0, sum): the counts can exceed 2^31.
    let x = unit(rng) * sum;
    let pick = -1;
    for (let j = 0; j < h; j++) {
      const w = weights[j] as number;
      if (w === 0) continue;
      pick = j;
      if (x < w) break;
      x -= w;
    }
    caps[pick] = (caps[pick] as number) - 1;
    return pick;
  });
}

/**
 * Up to `count` distinct consistent layouts drawn uniformly without replacement (all of them, shuffled,
 * when there are at most `count`). Proposals are uniform over the per-card and count constraints; an
 * unmet hundred or a failed replay check rejects one. Gives up after a generous number of proposals.
 */
export function* sampleFrom(model: LayoutModel, rng: Rng, count: number): Generator<HandState> {
  const total = modelCount(model);
  if (total === 0 || count <= 0) return;
  if (total <= count) {
    yield* shuffled([...enumerateFrom(model)], rng);
    return;
  }
  const stream = new SampledLayouts(model, rng);
  for (let i = 0; i < count; i++) {
    stream.fill(i + 1, count);
    const s = stream.layouts[i];
    if (s === undefined) return;
    yield s;
  }
}

/**
 * The sampled stream of `sampleFrom` (never the enumeration) drawn step by step and kept: `fill(n,
 * count)` draws until `n` layouts are given or the proposals of a sample of `count` run out (100 ×
 * count + 1000 in all, counted from the first), so a stream filled in steps holds exactly the layouts
 * one `sampleFrom(model, rng, count)` would give first. A seat analysis in rounds keeps it between its
 * rounds (seat.ts) rather than drawing and rebuilding the layouts of the rounds before again.
 */
export class SampledLayouts {
  readonly layouts: HandState[] = [];
  private attempts = 0;
  private readonly tried = new Set<string>();
  private readonly ways: (i: number, caps: number[]) => number;
  private readonly model: LayoutModel;
  private readonly rng: Rng;

  constructor(model: LayoutModel, rng: Rng) {
    this.model = model;
    this.rng = rng;
    this.ways = counter(model.masks, model.needs.length);
  }

  fill(n: number, count: number): void {
    const { model } = this;
    if (!model.consistent) return;
    while (this.layouts.length < n && this.attempts < 100 * count + 1000) {
      this.attempts++;
      const a = drawAssignment(model.masks, model.needs, this.ways, this.rng);
      if (!meetsHundreds(model, a)) continue;
      const key = a.join('');
      if (this.tried.has(key)) continue;
      this.tried.add(key);
      const s = layoutState(model, a);
      if (s !== null) this.layouts.push(s);
    }
  }
}

/** The number of consistent layouts, counted by enumeration when it is at most `cap`, else null. */
export function countLayouts(view: SeatView, cap: number): number | null {
  const model = layoutModel(view);
  if (modelCount(model) > cap) return null;
  let n = 0;
  for (const _ of enumerateFrom(model)) n++;
  return n;
}

/** Every consistent layout as a full hand in play (use when countLayouts says they are few). */
export function enumerateLayouts(view: SeatView): Generator<HandState> {
  return enumerateFrom(layoutModel(view));
}

/** Up to `count` distinct consistent layouts, uniformly at random (see sampleFrom). */
export function sampleLayouts(view: SeatView, rng: Rng, count: number): HandState[] {
  return [...sampleFrom(layoutModel(view), rng, count)];
}
