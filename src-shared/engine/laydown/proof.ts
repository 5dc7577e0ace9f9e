/**
 * Laydown (ložená hra; pravidla ČSM, čl. V odst. 10–11; turnajová pravidla ČSM, čl. II odst. 19–20):
 * can the declarer claim the rest of the hand? Judged from his knowledge only: his hand, the talon he
 * laid, the calls and the cards played. A claim must hold for every split of the unseen cards between
 * the other seats, with a strategy that depends only on what he sees.
 *
 * Method: an exact AND-OR search of the declarer against one adversary who plays every other seat and
 * chooses the split as play goes on. The adversary's state is, for every unseen card, which seats may
 * still hold it. A card a seat plays must be possible for it, and the cards that would have made it
 * illegal (`exclusion`, read off `allowedPlays`) leave its possibilities; a svršek or král it plays
 * also decides whether it holds its partner, which the engine turns into an announced marriage. Every
 * state keeps at least one split that fits the hand sizes (Hall's condition over the seats) and the
 * marriage behind a hundred against. A fixed layout is one adversary strategy, so a win against the
 * adversary is a win whatever the others hold and do; and the adversary's choices show only through
 * public plays, so the declarer's strategy depends on public history only.
 *
 * Tables: two to four active seats, as many tricks as the cards fill (tricksPerHand: 10, 8 or 16).
 * - Lízaný (two seats), only once the stock is gone: every unseen card is then the other player's.
 *   The tricks of the stock were played freely and followed by draws, so the history is replayed
 *   without the play rule's inferences.
 * - Křížový (four seats): the declarer does not see his partner's cards, so the check relies on no
 *   play of his: the adversary plays the partner's cards too (the pair only scores together, pravidla
 *   ČSM, čl. VII odst. 2). Until the called card falls the declarer does not even know who the
 *   partner is; the check then counts the partner with the defence (his points, tricks and marriages),
 *   a stricter test than any pairing the declarer could assume. Once it has fallen the partner scores
 *   for the declarer's side.
 * - Dvě sedmy (licitovaný): the auxiliary seven is held back after the trump seven by the play rule,
 *   and both sevens' fates go to the settlement (extras.twoSevens). Four auxiliary cards with one
 *   defender (TP čl. III) are ruled out against plain dvě sedmy (they would have been shown), and with
 *   dvě sedmy a sto only when fewer than four are out of the declarer's sight. When only the sevens
 *   are judged (no hundred, no game beside them: the settlement tells), card points and the
 *   declarer's marriages are ignored: cards differing only in them are alike, positions differing only
 *   in them transpose. With both sevens and nothing but sure tricks besides, the declarer's cash-out
 *   proves it at once (plan).
 * - The game by the majority of tricks (English description): the side's tricks are judged.
 *
 * What must be won: every settlement item of a component the declarer announced (game, or the silent
 * hundred that replaces it, hundred, seven, dvě sedmy, betl, durch) must be won, and every defence
 * announcement (seven or hundred against) lost. Silent sevens are ignored: they are results of the
 * last trick (pravidla ČSM, čl. V odst. 8), not contracts, and a laid-down game is shown and paid
 * without being played (turnajová pravidla, čl. II odst. 20). A silent hundred of the defence counts,
 * as it takes the place of the declarer's game (pravidla ČSM, čl. V odst. 7). A durch s chytrým is
 * judged as a plain durch (every trick must be the declarer's), which never accepts more.
 * Option `strict` adds the rules' own test for a suit game: the defence may take no card points
 * (pravidla ČSM, čl. V odst. 11) and, against an announced seven, no trick (turnajová pravidla, čl. II
 * odst. 19); for dvě sedmy that article asks only that it cannot be lost, as checked anyway.
 *
 * Pure TypeScript in src-shared: the engine checks a claim with it (`apply` of a `claim` action, see
 * claim.ts) under a fixed node budget, and the solver's workers answer the `laydown` method with it.
 */
import type { Laydown } from '../../api/solver.ts';
import { type Card, cardAt } from '../../cards/card.ts';
import { toCards } from '../../cards/cardset.ts';
import { allowedPlays } from '../play.ts';
import type { HandState } from '../state.ts';
import { winningPosition } from '../trick.ts';
import { Bounds } from './bounds.ts';
import * as masks from './masks.ts';
import * as transposition from './transposition.ts';
import type { Entry } from './transposition.ts';
import { DEFAULT_MAX_NODES, type LaydownOptions } from './hand.ts';

// Local bindings: the search reads these in its hot loops, where an imported binding can cost a
// lookup (under the test runner's module transform).
const { ASCENDING, KING, OBER, POINTS, suitMask } = masks;
const { MARRIED } = transposition;

// The module's public surface (src-main/solver/laydown.ts re-exports it).
export { DEFAULT_MAX_NODES, type LaydownOptions } from './hand.ts';
export { exclusion } from './masks.ts';

/** The proof: an AND-OR search of the declarer against the adversary, over the bounds below it. */
class Claim extends Bounds {
  // -------------------------------------------------------------------------------------------
  // Moves

  /** The moves of the seat to move, one per class of equivalent cards, most promising first. */
  moves(): number[] {
    const d = this.toMove;
    const out: number[] = [];
    if (d === this.decl) {
      const allowed = allowedPlays(
        this.hand,
        this.trick,
        this.trump,
        this.heldSeven[d] as number,
        undefined,
        this.auxCard,
      );
      for (let m = this.representatives(allowed, -1); m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
    } else {
      const cand = this.u & (this.poss[d] as number);
      for (let m = this.representatives(cand, d); m !== 0; m &= m - 1) {
        const c = 31 - Math.clz32(m & -m);
        if (this.tryDefender(d, c, true)) out.push(c | MARRIED);
        if (this.tryDefender(d, c, false)) out.push(c);
      }
    }
    // Insertion sort by score, best first (few moves).
    const scores = this.scores;
    for (let i = 0; i < out.length; i++) {
      const m = out[i] as number;
      const sc = this.score(m);
      let j = i;
      for (; j > 0 && (scores[j - 1] as number) < sc; j--) {
        out[j] = out[j - 1] as number;
        scores[j] = scores[j - 1] as number;
      }
      out[j] = m;
      scores[j] = sc;
    }
    return out;
  }

  /**
   * The cards of `cands` keeping one of each run of interchangeable cards: same suit, no other card
   * still in play or on the table between them, same points, not a svršek, král or a seven of the
   * contract in a suit game, and (for a defender, d ≥ 0) the same possible holders. Swapping two such
   * cards maps the rest of the hand onto itself, so one of them decides for all.
   */
  protected representatives(cands: number, d: number): number {
    const live = this.hand | this.u | this.trickMask();
    let out = 0;
    for (let s = 0; s < 4; s++) {
      if ((cands & suitMask(s)) === 0) continue;
      let last = -1;
      for (const c of ASCENDING[this.order][s] as number[]) {
        if (((live >>> c) & 1) === 0) continue;
        if ((cands >>> c) & 1 && !(last >= 0 && (cands >>> last) & 1 && this.alike(last, c, d)))
          out |= 1 << c;
        last = c;
      }
    }
    return out;
  }

  protected alike(x: number, y: number, d: number): boolean {
    if (this.pointFree) {
      // Only the sevens matter, and a defender's svršek or král for what it tells about its partner.
      if (this.sevenOrAux(x) || this.sevenOrAux(y)) return false;
      if (d >= 0 && (this.special(x) || this.special(y))) return false;
    } else if (this.suitGame) {
      if (POINTS[x] !== POINTS[y] || this.special(x) || this.special(y)) return false;
    }
    if (d < 0) return true;
    for (const o of this.others) {
      const p = this.poss[o] as number;
      if (((p >>> x) & 1) !== ((p >>> y) & 1)) return false;
    }
    return true;
  }

  protected sevenOrAux(c: number): boolean {
    return c === this.sevenCard || c === this.auxCard;
  }

  protected special(c: number): boolean {
    const rank = c & 7;
    return rank === OBER || rank === KING || c === this.sevenCard || c === this.auxCard;
  }

  /** Move ordering: the declarer tries to win tricks (lose them in betl), the adversary the reverse. */
  protected score(move: number): number {
    const c = move & 31;
    const str = this.str[c] as number;
    const bonus = move & MARRIED ? 64 : 0;
    const isDecl = this.toMove === this.decl;
    if (this.trick.length === 0) {
      if (this.betl) return bonus - str;
      return bonus + (isDecl && c >> 3 === this.trump ? 16 : 0) + str;
    }
    const pos = winningPosition(this.trick, this.trump);
    const best = this.trick[pos] as number;
    const beats =
      c >> 3 === best >> 3 ? str > (this.str[best] as number) : c >> 3 === this.trump && this.trump >= 0;
    if (this.betl) return bonus + (beats === isDecl ? -str : 32 + str);
    if (beats) return bonus + 32 + (isDecl && this.trick.length === this.n - 1 ? -str : str);
    const defenceAhead = !this.ours((this.leader + pos) % this.n);
    const pts = POINTS[c] as number;
    return bonus - str - (isDecl || !defenceAhead ? pts : -pts);
  }

  // -------------------------------------------------------------------------------------------
  // Search

  /**
   * The key of a trick-boundary position: the hand, the possibilities of up to three other seats, and
   * a word of everything else that matters (at a boundary every seat holds the same count).
   */
  protected keyNow(): Int32Array {
    const k = this.key;
    const free = this.pointFree;
    k[0] = this.hand | 0;
    for (let j = 0; j < 3; j++) {
      const o = this.others[j];
      k[1 + j] = o === undefined ? 0 : (this.poss[o] as number) | 0;
    }
    k[4] =
      this.leader +
      4 *
        (this.tricksDone +
          17 *
            ((free ? 0 : this.declCards / 10) +
              11 *
                ((this.byTricks ? this.defTricks : this.defTricks > 0 ? 1 : 0) +
                  17 *
                    ((free ? 0 : this.announced) +
                      16 *
                        ((free ? 0 : this.declOwned) +
                          16 *
                            ((free ? -1 : this.firstDecl) +
                              1 +
                              5 *
                                ((free ? -1 : this.firstDef) +
                                  1 +
                                  5 * ((this.hundredMet ? 1 : 0) + 2 * this.auxNow()))))))));
    return k;
  }

  protected lookup(): Entry | null {
    return this.tt.get(this.keyNow());
  }

  protected store(e: Entry): void {
    this.tt.set(this.keyNow(), e);
  }

  /** Whether the declarer wins everything from here; the secondary value is left in `aux`. */
  search(): boolean {
    if (this.finished()) {
      const j = this.judgeLeaf();
      this.aux = j.good ? j.money : 0;
      return j.good;
    }
    if (
      this.aborted ||
      ++this.nodes > this.limit ||
      ((this.nodes & 1023) === 0 && this.shouldStop?.() === true)
    ) {
      this.aborted = true;
      this.aux = 0;
      return false;
    }
    const boundary = this.trick.length === 0;
    if (boundary) {
      let e = this.lookup();
      if (e === null) {
        e = this.quick();
        if (e !== null) this.store(e);
      }
      if (e !== null) {
        this.aux = e.aux;
        return e.win;
      }
    }
    const moves = this.moves();
    if (moves.length === 0) throw new Error('laydown: no move in an unfinished hand');
    const declarer = this.toMove === this.decl;
    let win = !declarer;
    let aux = declarer ? -Infinity : Infinity;
    let move = -1;
    for (const m of moves) {
      this.play(m);
      const w = this.search();
      const a = this.aux;
      this.undo();
      if (this.aborted) {
        this.aux = 0;
        return false;
      }
      if (declarer) {
        if (w) {
          win = true;
          aux = a;
          move = m;
          break;
        }
        if (a + 1 > aux) {
          aux = a + 1;
          move = m;
        }
      } else {
        if (!w) {
          win = false;
          aux = a + 1;
          move = m;
          break;
        }
        if (a < aux) {
          aux = a;
          move = m;
        }
      }
    }
    if (boundary) this.store({ win, aux, move });
    this.aux = aux;
    return win;
  }

  /** The move the proof (or refutation) takes here, by the rules that defined `aux`. */
  protected choose(win: boolean): number {
    const declarer = this.toMove === this.decl;
    let best = -1;
    let bestAux = declarer ? -Infinity : Infinity;
    for (const m of this.moves()) {
      this.play(m);
      const w = this.search();
      const a = this.aux;
      this.undo();
      if (declarer === win && w === win) return m;
      if (declarer ? a > bestAux : a < bestAux) {
        bestAux = a;
        best = m;
      }
    }
    if (declarer === win && !this.aborted) throw new Error('laydown: the proof does not hold here');
    return best;
  }

  extract(win: boolean): { cards: Card[]; hands: Card[][] } {
    const moves: number[] = [];
    const players: number[] = [];
    const startHand = this.hand;
    while (!this.finished() && !this.aborted) {
      let move = -1;
      if (this.trick.length === 0) {
        const e = this.lookup();
        if (e && !e.win && e.aux === 0) break;
        if (e) move = e.move;
      }
      if (move < 0) move = this.choose(win);
      if (move < 0) break;
      moves.push(move);
      players.push(this.toMove);
      this.play(move);
    }
    const rest = this.split();
    const hands: Card[][] = this.state.hands.map(() => []);
    const held = new Array<number>(this.n).fill(0);
    held[this.decl] = startHand;
    for (const o of this.others) held[o] = rest[o] as number;
    moves.forEach((m, i) => {
      const p = players[i] as number;
      if (p !== this.decl) held[p] = (held[p] as number) | (1 << (m & 31));
    });
    this.seats.forEach((seat, i) => (hands[seat] = toCards((held[i] as number) >>> 0)));
    for (let i = 0; i < moves.length; i++) this.undo();
    return { cards: moves.map((m) => cardAt(m & 31)), hands };
  }
}

/**
 * Whether the declarer can claim the rest of a hand in play (at a trick boundary or mid-trick),
 * judged from his knowledge only. See the module comment for what counts and how it is decided.
 */
export function laydown(
  state: HandState,
  options: LaydownOptions = {},
): Laydown & { readonly nodes: number } {
  const claim = new Claim(state, options);
  const win = claim.search();
  const nodes = claim.nodes;
  if (claim.aborted)
    return { claimable: false, line: null, counter: null, decided: false, hands: null, nodes };
  // Following the proof revisits what the search decided; it gets a budget of its own.
  claim.limit = nodes + (options.maxNodes ?? DEFAULT_MAX_NODES);
  const { cards, hands } = claim.extract(win);
  return {
    claimable: win,
    line: win ? cards : null,
    counter: win ? null : cards,
    decided: true,
    hands,
    nodes,
  };
}
