/**
 * The laydown search's bounds: positions decided without searching them (the defence cannot take a
 * trick any more, every remaining trick is the declarer's, a cash-out that proves the rest).
 */
import { size } from '../../cards/cardset.ts';
import { LAST_TRICK_POINTS, announcesMarriage, marriagePoints } from '../score.ts';
import { Judge } from './judge.ts';
import * as masks from './masks.ts';
import type { Entry } from './transposition.ts';

// Local bindings: the search reads these in its hot loops, where an imported binding can cost a
// lookup (under the test runner's module transform).
const { ASCENDING, AUX_NONE, AUX_WON, bitsOf, KING, OBER, POINT_MASK, suitMask } = masks;

export abstract class Bounds extends Judge {
  /** Marriages the declarer holds and has not announced, as points, highest first. */
  protected declarerPairs(): number[] {
    const out: number[] = [];
    for (let s = 0; s < 4; s++) {
      const pair = (1 << (s * 8 + OBER)) | (1 << (s * 8 + KING));
      if ((this.hand & pair) === pair) out.push(marriagePoints(s === this.trump));
    }
    return out.sort((x, y) => y - x);
  }

  /** Marriages the others may still announce (both cards possibly with one seat), highest first. */
  protected defencePairs(): number[] {
    const out: number[] = [];
    for (let s = 0; s < 4; s++) {
      const pair = (1 << (s * 8 + OBER)) | (1 << (s * 8 + KING));
      if ((this.u & pair) !== pair) continue;
      if (this.others.some((o) => ((this.poss[o] as number) & pair) === pair))
        out.push(marriagePoints(s === this.trump));
    }
    return out.sort((x, y) => y - x);
  }

  /**
   * Decisions without search at a trick boundary. In a suit game: lost if something fails even when
   * the declarer takes every remaining point and trick and the defence announces nothing more; won if
   * all holds even when the defence takes every remaining point and trick and announces every marriage
   * it still may. Then the betl test (underAll) or, with the declarer on lead, his plan (plan). Dvě
   * sedmy and a known partner are left to the search (the sevens' tricks, the partner's ruffs).
   */
  protected quick(): Entry | null {
    const open = this.tricksDone < this.total;
    const left = this.total - this.tricksDone;
    if (this.suitGame) {
      const r = this.remainingPoints();
      const [code, byDecl] = this.sevenNow();
      const fresh = this.seven === null;
      const auxOpen = this.auxFate === null && this.auxCard >= 0;
      const optimistic = this.judge(
        this.declCards + r,
        this.defCards,
        [...this.declM, ...this.declarerPairs()],
        this.defM,
        fresh ? (this.declSeven ? 2 : this.defSevenBy >= 0 ? 3 : 0) : code,
        fresh ? this.declSeven : byDecl,
        false,
        this.defTricks > 0,
        this.declTricks() + left,
        auxOpen ? AUX_WON : this.auxNow(),
      );
      if (!optimistic.good) return { win: false, aux: 0, move: -1 };
      if (this.twoSevens) return this.mate < 0 && this.toMove === this.decl ? this.plan() : null;
      const pessimistic = this.judge(
        this.declCards,
        this.defCards + r,
        this.overFirst ? this.declM : [...this.declM, ...this.declarerPairs().reverse()],
        [...this.defM, ...this.defencePairs()],
        fresh ? (this.declSeven ? 1 : this.defSevenBy >= 0 ? 2 : 0) : code,
        fresh ? this.declSeven : byDecl,
        false,
        open || this.defTricks > 0,
        this.declTricks(),
        this.auxNow(),
      );
      if (pessimistic.good) return { win: true, aux: pessimistic.money, move: -1 };
    }
    if (this.mate >= 0) return null;
    if (this.betl) return this.underAll();
    if (this.toMove === this.decl) return this.plan();
    return null;
  }

  /**
   * Betl: in every suit the declarer's cards are all below the unseen ones (or one side has none), and
   * on lead he has a suit the defence holds. Then whoever leads, some defender follows above him or he
   * discards; without trumps he never takes a trick. Returns the card to lead, if on lead.
   */
  protected underAll(): Entry | null {
    const str = this.str;
    let lead = -1;
    for (let s = 0; s < 4; s++) {
      const mine = this.hand & suitMask(s);
      const theirs = this.u & suitMask(s);
      if (mine === 0 || theirs === 0) continue;
      const asc = ASCENDING.plain[s] as number[];
      const lowestTheirs = asc.find((c) => (theirs >>> c) & 1) as number;
      const highestMine = [...asc].reverse().find((c) => (mine >>> c) & 1) as number;
      if ((str[highestMine] as number) > (str[lowestTheirs] as number)) return null;
      lead = highestMine;
    }
    if (this.toMove === this.decl && lead < 0) return null;
    const j = this.judge(
      this.declCards,
      this.defCards,
      this.declM,
      this.defM,
      0,
      false,
      false,
      false,
      this.declTricks(),
      AUX_NONE,
    );
    return { win: true, aux: j.money, move: this.toMove === this.decl ? lead : -1 };
  }

  /**
   * A declarer on lead with enough top trumps to draw every unseen trump (none needed in durch) plays
   * a fixed plan, and the result is judged at the worst the plan allows:
   * - no losers (plain cards some unseen card beats, unless his cards above every unseen one of the
   *   suit are at least as many as the unseen ones: led first, they leave the defence none of it): he
   *   cashes everything, trumps from the top (svršek before král), then each plain suit from the top,
   *   the trump seven last, and takes every trick;
   * - with L losers and at least L trumps (the seven aside) left after drawing: draw, then lead a loser
   *   whenever on lead. Each trick the defence wins costs him a loser, so it wins at most L; it can
   *   lead at most L times, so he always has a trump to ruff with and keeps the seven to the end; and
   *   he is left holding a winner, so the last trick (and the seven) is his;
   * - with fewer trumps: draw, cash every winner and trump, then the losers: the defence still wins at
   *   most L tricks, but maybe the last.
   * In the defence's tricks lie his losers and at most one unseen card of each
   * other seat each; everything else is his.
   * The defence is credited with every marriage it may still announce. Returns the plan's first card.
   *
   * Dvě sedmy (sure tricks only): the same cash-out with no losers, the auxiliary seven aside and
   * played in the last trick but one, the trump seven in the last. The auxiliary seven then wins its
   * trick when the declarer's other cards of its suit are at least as many as the unseen ones: led
   * from the top after the trumps, they leave no defender a card of that suit (nor a trump).
   */
  protected plan(): Entry | null {
    const str = this.str;
    const top = (m: number) => Math.max(...bitsOf(m).map((c) => str[c] as number));
    const seven = this.sevenCard >= 0 ? 1 << this.sevenCard : 0;
    const auxOpen = this.twoSevens ? this.auxOpenCode() : AUX_NONE;
    if (auxOpen < 0) return null;
    const auxBit = this.twoSevens && this.auxFate === null ? 1 << this.auxCard : 0;
    let losers = 0;
    // Losers of the cash-out: a suit's cards under an unseen one are good too once his cards above
    // every unseen one are at least as many as the unseen (led first, they leave the defence none).
    let cashLosers = 0;
    let trumps = 0;
    let topTrumps = 0;
    let unseenTrumps = 0;
    for (let s = 0; s < 4; s++) {
      const mine = this.hand & suitMask(s) & ~seven & ~auxBit;
      const theirs = this.u & suitMask(s);
      const high = theirs === 0 ? -1 : top(theirs);
      let above = 0;
      for (const c of bitsOf(mine)) if ((str[c] as number) > high) above |= 1 << c;
      if (s === this.trump) {
        trumps = mine;
        topTrumps = above;
        unseenTrumps = size(theirs);
      } else {
        losers |= mine & ~above;
        if (size(above) < size(theirs)) cashLosers |= mine & ~above;
      }
    }
    if (size(topTrumps) < unseenTrumps) return null;
    const nLosers = size(losers);
    const points = (m: number) => 10 * size(m & POINT_MASK);
    let [code, byDecl] = this.sevenNow();
    if (cashLosers === 0) {
      const order = this.cashOutOrder();
      const declM = [...this.declM];
      let h = this.hand;
      for (const c of order) {
        h &= ~(1 << c);
        if (this.suitGame && announcesMarriage(h, c, this.overFirst))
          declM.push(marriagePoints(c >> 3 === this.trump));
      }
      let [cashCode, cashByDecl] = [code, byDecl];
      if (this.seven === null && seven !== 0) {
        if (this.hand & seven) [cashCode, cashByDecl] = [2, true];
        else if (this.u & seven) [cashCode, cashByDecl] = [1, false];
      }
      const j = this.judge(
        this.declCards + this.remainingPoints(),
        this.defCards,
        declM,
        [...this.defM, ...this.defencePairs()],
        cashCode,
        cashByDecl,
        false,
        this.defTricks > 0,
        this.total - this.defTricks,
        auxOpen,
      );
      if (j.good) return { win: true, aux: j.money, move: order[0] as number };
      if (nLosers === 0) return null;
    }
    if (!this.suitGame || this.twoSevens) return null;
    const keepsControl = size(trumps) - unseenTrumps >= nLosers;
    if (this.seven === null && seven !== 0) {
      if (this.hand & seven)
        [code, byDecl] = keepsControl ? [2, true] : this.declSeven ? [1, true] : [0, false];
      else if (this.u & seven) [code, byDecl] = [1, false];
    }
    const lost =
      points(losers) +
      10 * Math.min((this.n - 1) * nLosers, size(this.u & POINT_MASK)) +
      (keepsControl ? 0 : LAST_TRICK_POINTS);
    const r = this.remainingPoints();
    const j = this.judge(
      this.declCards + r - lost,
      this.defCards + lost,
      this.overFirst ? this.declM : [...this.declM, ...this.declarerPairs().reverse()],
      [...this.defM, ...this.defencePairs()],
      code,
      byDecl,
      false,
      true,
      this.total - this.defTricks - nLosers,
      AUX_NONE,
    );
    if (!j.good) return null;
    const highest = (m: number) =>
      bitsOf(m).reduce((a, c) => ((str[c] as number) > (str[a] as number) ? c : a));
    const nonLosers = this.hand & ~losers & ~(this.declSeven ? seven : 0);
    const move =
      unseenTrumps > 0
        ? highest(topTrumps)
        : keepsControl || nonLosers === 0
          ? (bitsOf(losers)[0] as number)
          : (bitsOf(nonLosers)[0] as number);
    return { win: true, aux: j.money, move };
  }

  /**
   * Dvě sedmy, for plan(): the auxiliary seven's code when the declarer cashes out (AUX_WON when it
   * will take the last trick but one, or its fate when already played), or -1 when plan() cannot tell:
   * the trump seven not in his hand, fewer than two tricks left with the auxiliary seven unplayed, or
   * fewer other cards of its suit in his hand than unseen ones.
   */
  protected auxOpenCode(): number {
    if (((this.hand >>> this.sevenCard) & 1) === 0) return -1;
    if (this.auxFate !== null) return this.auxNow();
    if (((this.hand >>> this.auxCard) & 1) === 0 || this.total - this.tricksDone < 2) return -1;
    const suit = suitMask(this.auxCard >> 3);
    const mine = size((this.hand & suit & ~(1 << this.auxCard)) >>> 0);
    return mine >= size((this.u & suit) >>> 0) ? AUX_WON : -1;
  }

  /** The cards in the order that takes every trick when nothing can beat them (see plan). */
  protected cashOutOrder(): number[] {
    const out: number[] = [];
    const suits = [0, 1, 2, 3].filter((s) => s !== this.trump);
    if (this.trump >= 0) suits.unshift(this.trump);
    const aux = this.twoSevens ? this.auxCard : -1;
    for (const s of suits) {
      const cards = [...(ASCENDING[this.order][s] as number[])]
        .reverse()
        .filter((c) => ((this.hand >>> c) & 1) === 1 && c !== this.sevenCard && c !== aux);
      const k = cards.findIndex((c) => (c & 7) === KING);
      if (k >= 0 && cards[k + 1] === (cards[k] as number) - 1)
        [cards[k], cards[k + 1]] = [cards[k + 1] as number, cards[k] as number];
      out.push(...cards);
    }
    // Dvě sedmy: the auxiliary seven in the last trick but one, the trump seven in the last.
    if (aux >= 0 && (this.hand >>> aux) & 1) out.push(aux);
    if (this.sevenCard >= 0 && (this.hand >>> this.sevenCard) & 1) out.push(this.sevenCard);
    return out;
  }
}
