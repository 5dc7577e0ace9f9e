/**
 * Exact perfect-information search over the play of a hand: every hand visible, the contract fixed.
 * The value of a position is the money each defender pays the declarer (units of the base, after the
 * limit) under best play by both sides; the declarer's side maximises it.
 *
 * Pure TypeScript with no Node or Electron imports, so it runs unchanged in worker threads.
 * Legality comes from the engine's allowedPlays; the value of a finished play from settleResult.
 */
import {
  type Card,
  type HandResult,
  type HandState,
  type Seat,
  type SevenFate,
  TRICKS_PER_HAND,
  activeSeats,
  allowedPlays,
  announcedSevenOf,
  cardAt,
  cardIndex,
  LAST_TRICK_POINTS,
  POINTS_BY_INDEX,
  announcesMarriage,
  STRENGTH_BY_INDEX,
  resultOf,
  settle,
  settleResult,
  suitIndex,
  winningPosition,
} from '../../src-shared/index.ts';

const POINTS = POINTS_BY_INDEX;
const STRENGTH = STRENGTH_BY_INDEX;

/** Transposition entry: bounds on the final value of a trick-boundary position, and its best card. */
interface Entry {
  lower: number;
  upper: number;
  move: number;
}

/** What one play changed, to take it back. */
interface Undo {
  readonly card: number;
  readonly player: number;
  readonly marriage: boolean;
  readonly firstDecl: number;
  readonly firstDef: number;
  readonly completed: readonly number[] | null;
  readonly leader: number;
  readonly declCards: number;
  readonly defCards: number;
  readonly broken: number;
  readonly seven: SevenFate | null;
  readonly sevenPlayer: number;
}

export class Search {
  nodes = 0;
  private readonly state: HandState;
  private readonly n: number;
  private readonly seats: readonly Seat[];
  private readonly decl: number;
  private readonly trump: number;
  private readonly str: Int8Array;
  private readonly sevenCard: number;
  private readonly heldSeven: readonly number[];
  private readonly betl: boolean;
  private readonly durch: boolean;
  private readonly overFirst: boolean;
  private readonly tt = new Map<number, Entry>();
  private readonly leafCache = new Map<number, number>();
  // The position, changed by play() and restored by undo().
  private readonly hands: number[];
  private trick: number[];
  private leader: number;
  private toMove: number;
  private tricksDone: number;
  private declCards: number;
  private defCards: number;
  private declMarriages: number[];
  private defMarriages: number[];
  private announced = 0;
  private firstDecl = -1;
  private firstDef = -1;
  private seven: SevenFate | null;
  private sevenPlayer = -1;
  private broken = -1;
  private readonly undos: Undo[] = [];

  constructor(state: HandState) {
    if (state.phase !== 'play') throw new Error('Search needs a hand in play');
    this.state = state;
    this.seats = activeSeats(state.table);
    this.n = this.seats.length;
    const idx = (seat: Seat) => this.seats.indexOf(seat);
    this.decl = idx(state.declarer as Seat);
    this.trump = state.trump === null ? -1 : suitIndex(state.trump);
    this.str = this.trump < 0 ? STRENGTH.plain : STRENGTH.suit;
    this.sevenCard = this.trump < 0 ? -1 : this.trump * 8;
    this.heldSeven = this.seats.map((s) => {
      const c = announcedSevenOf(state, s);
      return c === null ? -1 : cardIndex(c);
    });
    this.betl = state.game === 'betl' || state.game === 'openBetl';
    this.durch = state.game === 'durch' || state.game === 'openDurch';
    this.overFirst = state.rules.marriageOrder === 'overFirst';
    this.hands = this.seats.map((s) => state.hands[s] ?? 0);
    const trick = state.trick as NonNullable<HandState['trick']>;
    this.trick = trick.cards.map(cardIndex);
    this.leader = idx(trick.leader);
    this.toMove = idx(state.toAct as Seat);
    this.tricksDone = state.tricks.length;
    const r = resultOf({ ...state, end: 'played' });
    this.declCards = r.declarerSide.cards;
    this.defCards = r.defenceSide.cards;
    this.declMarriages = [...r.declarerSide.marriages];
    this.defMarriages = [...r.defenceSide.marriages];
    for (const m of state.marriages) {
      const s = suitIndex(m.suit);
      this.announced |= 1 << s;
      if (m.seat === state.declarer) {
        if (this.firstDecl < 0) this.firstDecl = s;
      } else if (this.firstDef < 0) this.firstDef = s;
    }
    this.seven = r.seven;
    const onTable = this.trick.indexOf(this.sevenCard);
    if (this.sevenCard >= 0 && onTable >= 0) this.sevenPlayer = (this.leader + onTable) % this.n;
  }

  /** Value and best card of the position under best play (full-window alpha-beta). */
  solve(): { value: number; best: Card | null } {
    const value = this.search(-Infinity, Infinity);
    return { value, best: this.bestAtRoot() };
  }

  /** Value after playing `card` now (must be legal); the table stays warm across calls. */
  valueAfter(card: Card): number {
    this.play(cardIndex(card));
    const v = this.search(-Infinity, Infinity);
    this.undo();
    return v;
  }

  /** The legal cards of the seat to move, as card indices. */
  moves(): number[] {
    const out: number[] = [];
    let m = allowedPlays(
      this.hands[this.toMove] as number,
      this.trick,
      this.trump,
      this.heldSeven[this.toMove] as number,
    );
    while (m !== 0) {
      const low = m & -m;
      out.push(31 - Math.clz32(low));
      m = (m ^ low) >>> 0;
    }
    return out;
  }

  private bestAtRoot(): Card | null {
    const moves = this.moves();
    if (moves.length === 0) return null;
    const maximizing = this.toMove === this.decl;
    let best = moves[0] as number;
    let bestValue = maximizing ? -Infinity : Infinity;
    for (const m of moves) {
      this.play(m);
      const v = this.search(-Infinity, Infinity);
      this.undo();
      if (maximizing ? v > bestValue : v < bestValue) {
        bestValue = v;
        best = m;
      }
    }
    return cardAt(best);
  }

  private finished(): boolean {
    return this.tricksDone === TRICKS_PER_HAND || this.broken >= 0;
  }

  /** The money of a finished play; cached by everything that can change it. */
  private leafValue(): number {
    const s = this.seven;
    const sevenCode = s === null ? 0 : s.trick < TRICKS_PER_HAND - 1 ? 1 : s.won ? 2 : 3;
    const key =
      this.declCards / 10 +
      16 *
        (this.announced +
          16 *
            (this.firstDecl +
              1 +
              8 * (this.firstDef + 1 + 8 * (sevenCode + 4 * (this.broken >= 0 ? 1 : 0)))));
    const hit = this.leafCache.get(key);
    if (hit !== undefined) return hit;
    const st = this.state;
    const result: HandResult = {
      rules: st.rules,
      players: st.table.size,
      declarer: st.declarer as Seat,
      trump: st.trump,
      game: st.game as NonNullable<HandState['game']>,
      components: st.components,
      end: this.broken >= 0 ? (this.betl ? 'betlLost' : 'durchLost') : 'played',
      declarerSide: { cards: this.declCards, marriages: this.declMarriages.slice() },
      defenceSide: { cards: this.defCards, marriages: this.defMarriages.slice() },
      seven: s,
      brokenAt: this.broken >= 0 ? this.broken : null,
    };
    const value = settleResult(result).perDefender;
    this.leafCache.set(key, value);
    return value;
  }

  private ttKey(): number {
    // Remaining cards (32 bits) and everything accumulated that can still change the money.
    let remaining = 0;
    for (const h of this.hands) remaining |= h;
    const extra =
      this.leader +
      4 * (this.declCards / 10 + 16 * (this.announced + 16 * (this.firstDecl + 1 + 8 * (this.firstDef + 1))));
    return (remaining >>> 0) + 0x100000000 * extra;
  }

  search(alpha: number, beta: number): number {
    if (this.finished()) return this.leafValue();
    this.nodes++;
    const atBoundary = this.trick.length === 0;
    const alpha0 = alpha;
    const beta0 = beta;
    let key = 0;
    let entry: Entry | undefined;
    if (atBoundary) {
      key = this.ttKey();
      entry = this.tt.get(key);
      if (entry) {
        if (entry.lower === entry.upper) return entry.lower;
        if (entry.lower >= beta) return entry.lower;
        if (entry.upper <= alpha) return entry.upper;
        alpha = Math.max(alpha, entry.lower);
        beta = Math.min(beta, entry.upper);
      }
    }
    const moves = this.moves();
    if (entry && entry.move >= 0) {
      const i = moves.indexOf(entry.move);
      if (i > 0) [moves[0], moves[i]] = [moves[i] as number, moves[0] as number];
    }
    const maximizing = this.toMove === this.decl;
    let best = maximizing ? -Infinity : Infinity;
    let bestMove = -1;
    for (const m of moves) {
      this.play(m);
      const v = this.search(alpha, beta);
      this.undo();
      if (maximizing) {
        if (v > best) {
          best = v;
          bestMove = m;
        }
        if (best > alpha) alpha = best;
      } else {
        if (v < best) {
          best = v;
          bestMove = m;
        }
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    if (atBoundary) {
      const e = entry ?? { lower: -Infinity, upper: Infinity, move: -1 };
      if (best <= alpha0) e.upper = Math.min(e.upper, best);
      else if (best >= beta0) e.lower = Math.max(e.lower, best);
      else e.lower = e.upper = best;
      e.move = bestMove;
      this.tt.set(key, e);
    }
    return best;
  }

  play(card: number): void {
    const p = this.toMove;
    const undo: Undo = {
      card,
      player: p,
      marriage: false,
      firstDecl: this.firstDecl,
      firstDef: this.firstDef,
      completed: null,
      leader: this.leader,
      declCards: this.declCards,
      defCards: this.defCards,
      broken: this.broken,
      seven: this.seven,
      sevenPlayer: this.sevenPlayer,
    };
    this.hands[p] = ((this.hands[p] as number) & ~(1 << card)) >>> 0;
    this.trick.push(card);
    let marriage = false;
    // A marriage is announced with the first card of the pair (rules/000 čl. III odst. 3).
    if (this.trump >= 0) {
      const suit = card >> 3;
      if (
        !((this.announced >> suit) & 1) &&
        announcesMarriage(this.hands[p] as number, card, this.overFirst)
      ) {
        marriage = true;
        const points = suit === this.trump ? 40 : 20;
        this.announced |= 1 << suit;
        if (p === this.decl) {
          this.declMarriages.push(points);
          if (this.firstDecl < 0) this.firstDecl = suit;
        } else {
          this.defMarriages.push(points);
          if (this.firstDef < 0) this.firstDef = suit;
        }
      }
    }
    if (card === this.sevenCard) this.sevenPlayer = p;
    let completed: number[] | null = null;
    if (this.trick.length === this.n) {
      completed = this.trick;
      const win = winningPosition(completed, this.trump);
      const winner = (this.leader + win) % this.n;
      let points = 0;
      for (const c of completed) points += POINTS[c] as number;
      if (this.tricksDone === TRICKS_PER_HAND - 1) points += LAST_TRICK_POINTS;
      if (winner === this.decl) this.declCards += points;
      else this.defCards += points;
      if (this.sevenPlayer >= 0 && completed.includes(this.sevenCard) && this.seven === null) {
        const won = winner === this.sevenPlayer;
        this.seven = {
          seat: this.seats[this.sevenPlayer] as Seat,
          trick: this.tricksDone,
          won,
          by: won ? null : cardAt(completed[win] as number),
          bySeat: won ? null : (this.seats[winner] as Seat),
        };
      }
      if ((this.betl && winner === this.decl) || (this.durch && winner !== this.decl))
        this.broken = this.tricksDone;
      this.tricksDone++;
      this.trick = [];
      this.leader = winner;
      this.toMove = winner;
    } else {
      this.toMove = (p + 1) % this.n;
    }
    this.undos.push({ ...undo, marriage, completed });
  }

  undo(): void {
    const u = this.undos.pop() as Undo;
    if (u.completed) {
      this.tricksDone--;
      this.trick = u.completed as number[];
    }
    this.trick.pop();
    this.hands[u.player] = ((this.hands[u.player] as number) | (1 << u.card)) >>> 0;
    if (u.marriage) {
      this.announced &= ~(1 << (u.card >> 3));
      if (u.player === this.decl) this.declMarriages.pop();
      else this.defMarriages.pop();
    }
    this.firstDecl = u.firstDecl;
    this.firstDef = u.firstDef;
    this.leader = u.leader;
    this.declCards = u.declCards;
    this.defCards = u.defCards;
    this.broken = u.broken;
    this.seven = u.seven;
    this.sevenPlayer = u.sevenPlayer;
    this.toMove = u.player;
  }
}

/** The exact value of a position in play (or of a finished hand) and a best card for the seat to act. */
export function solve(state: HandState): { value: number; best: Card | null; nodes: number } {
  if (state.phase === 'finished') return { value: settle(state).perDefender, best: null, nodes: 0 };
  const search = new Search(state);
  const { value, best } = search.solve();
  return { value, best, nodes: search.nodes };
}
