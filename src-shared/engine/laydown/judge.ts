/**
 * The laydown search's verdicts: whether the hand as it stands (finished, or ended early) is won for the
 * declarer, read off the settlement, and the counts the verdicts and the bounds share.
 */
import { cardAt } from '../../cards/card.ts';
import { size } from '../../cards/cardset.ts';
import { type HandResult, type SevenFate, settleResult } from '../../settlement/settle.ts';
import { LAST_TRICK_POINTS } from '../score.ts';
import { type Seat } from '../table.ts';
import { Hand } from './hand.ts';
import * as masks from './masks.ts';
import type { Judged } from './transposition.ts';
import { EXTRAS_ID, type TwoSevensRead, type TrickCount } from '../../settlement/result.ts';

// Local bindings: the search reads these in its hot loops, where an imported binding can cost a
// lookup (under the test runner's module transform).
const { AUX_EARLY, AUX_KILLED, AUX_LATE, AUX_NONE, AUX_WON, POINT_MASK } = masks;

export abstract class Judge extends Hand {
  /**
   * Whether the judgement of a finished hand is the same however its card points and marriages fall,
   * for every fate of the sevens (the settlement itself tells; see pointFree).
   */
  protected pointsIrrelevant(): boolean {
    const all = [40, 20, 20, 20];
    const half = Math.floor(this.total / 2);
    for (let seven = 1; seven <= 3; seven++)
      for (let aux = AUX_EARLY; aux <= AUX_LATE; aux++) {
        let first: Judged | null = null;
        for (const [decl, def] of [
          [90, 0],
          [0, 90],
          [50, 40],
        ] as const)
          for (const declM of [[], all])
            for (const defM of [[], all]) {
              const j = this.judge(decl, def, declM, defM, seven, true, false, true, half, aux);
              if (first === null) first = j;
              else if (j.good !== first.good || j.money !== first.money) return false;
            }
      }
    return true;
  }

  protected trickMask(): number {
    let m = 0;
    for (const c of this.trick) m |= 1 << c;
    return m;
  }

  // -------------------------------------------------------------------------------------------
  // Judging

  /**
   * Whether a finished hand with these totals is won in every component, and its money per defender.
   * `sevenCode`: 0 the trump seven not played, 1 before the last trick, 2 won in it, 3 beaten in it;
   * `auxCode`: the auxiliary seven's AUX_* code; `declTricks`: the tricks of the declarer's side.
   */
  protected judge(
    declCards: number,
    defCards: number,
    declM: readonly number[],
    defM: readonly number[],
    sevenCode: number,
    sevenByDecl: boolean,
    broken: boolean,
    defTrick: boolean,
    declTricks: number,
    auxCode: number,
  ): Judged {
    const code = (list: readonly number[]) => {
      let k = 0;
      let m = 1;
      for (const v of list) {
        k += (v === 40 ? 2 : 1) * m;
        m *= 3;
      }
      return k;
    };
    const key =
      declCards / 10 +
      11 *
        (defCards / 10 +
          11 *
            (code(declM) +
              81 *
                (code(defM) +
                  81 *
                    (sevenCode +
                      4 *
                        ((sevenByDecl ? 1 : 0) +
                          2 *
                            ((broken ? 1 : 0) +
                              2 *
                                ((defTrick ? 1 : 0) +
                                  2 * (auxCode + 5 * (this.byTricks ? declTricks : 0)))))))));
    const hit = this.judged.get(key);
    if (hit) return hit;
    const declSeat = this.seats[this.decl] as Seat;
    const defSeat = this.seats[this.defSevenBy >= 0 ? this.defSevenBy : (this.others[0] as number)] as Seat;
    let seven: SevenFate | null = null;
    if (sevenCode > 0) {
      const won = sevenCode === 2;
      seven = {
        seat: sevenByDecl ? declSeat : defSeat,
        trick: sevenCode === 1 ? 0 : this.last,
        won,
        by: won ? null : cardAt(this.sevenCard),
        bySeat: won ? null : sevenByDecl ? defSeat : declSeat,
      };
    }
    const extras: Record<string, unknown> = { ...this.base.extras };
    if (this.byTricks)
      extras[EXTRAS_ID.trickMajority] = { declarer: declTricks, tricks: this.total } satisfies TrickCount;
    const read = this.base.extras?.[EXTRAS_ID.twoSevens] as TwoSevensRead | null | undefined;
    if (read) {
      let auxSeven: SevenFate | null = null;
      if (auxCode !== AUX_NONE) {
        const won = auxCode === AUX_WON;
        const trick = auxCode === AUX_EARLY ? 0 : auxCode === AUX_LATE ? this.last : this.last - 1;
        auxSeven = {
          seat: declSeat,
          trick,
          won,
          by: won ? null : cardAt(this.auxCard),
          bySeat: won ? null : defSeat,
        };
      }
      extras[EXTRAS_ID.twoSevens] = {
        ...read,
        trumpSeven: seven,
        auxSeven,
        auxFour: this.auxFour,
      } satisfies TwoSevensRead;
    }
    const result: HandResult = {
      ...this.base,
      end: broken ? (this.betl ? 'betlLost' : 'durchLost') : 'played',
      declarerSide: { cards: declCards, marriages: declM.slice() },
      defenceSide: { cards: defCards, marriages: defM.slice() },
      seven,
      brokenAt: broken ? 0 : null,
      tricks: this.total,
      extras,
    };
    const s = settleResult(result);
    let good = s.items.every((i) => i.kind === 'silentSeven' || (i.side === 'declarer') === i.won);
    if (this.strict && this.suitGame && !this.twoSevens)
      good &&= defCards === 0 && !(this.declSeven && defTrick);
    const out = { good, money: s.perDefender };
    this.judged.set(key, out);
    return out;
  }

  protected auxNow(): number {
    const a = this.auxFate;
    if (a === null) return AUX_NONE;
    const pen = this.last - 1;
    return a.trick < pen ? AUX_EARLY : a.trick > pen ? AUX_LATE : a.won ? AUX_WON : AUX_KILLED;
  }

  protected declTricks(): number {
    return this.tricksDone - this.defTricks;
  }

  protected judgeLeaf(): Judged {
    const [code, byDecl] = this.sevenNow();
    return this.judge(
      this.declCards,
      this.defCards,
      this.declM,
      this.defM,
      code,
      byDecl,
      this.broken >= 0,
      this.defTricks > 0,
      this.declTricks(),
      this.auxNow(),
    );
  }

  /** Card points still to be taken, the last trick included. */
  protected remainingPoints(): number {
    const live = this.hand | this.u | this.trickMask();
    return 10 * size(live & POINT_MASK) + (this.tricksDone < this.total ? LAST_TRICK_POINTS : 0);
  }

  protected sevenNow(): [number, boolean] {
    const s = this.seven;
    if (s === null) return [0, false];
    return [s.trick < this.last ? 1 : s.won ? 2 : 3, s.seat === this.seats[this.decl]];
  }
}
