/**
 * Play rules particular to křížový (pravidla ČSM, čl. VII odst. 2): a betl is played with the cards laid
 * open from the lead to the second trick, without conferring; a durch may be played "s chytrým", the
 * first seven tricks sufficing and the taker of the last paid with the declarer.
 */
import type { Game } from '../../engine/contract.ts';
import type { Seat } from '../../engine/table.ts';
import { FOUR_HAND_TRICKS } from './deal.ts';

/**
 * The seats whose cards lie open in a křížový betl: none before the second trick is led; from then on
 * every seat (`betlOpenAll`, open question 17) or only the declarer. Other games: none by this rule.
 */
export function betlOpenSeats(
  game: Game | null,
  declarer: Seat | null,
  tricksDone: number,
  cardsInTrick: number,
  betlOpenAll: boolean,
): Seat[] {
  if (game !== 'betl' || declarer === null) return [];
  const secondLed = tricksDone >= 2 || (tricksDone === 1 && cardsInTrick > 0);
  if (!secondLed) return [];
  return betlOpenAll ? [0, 1, 2, 3] : [declarer];
}

/** Whether durch s chytrým applies to this game under these rules (only a plain durch: ČSM has no open one). */
export function cleverDurch(game: Game | null, durchClever: boolean): boolean {
  return durchClever && game === 'durch';
}

/**
 * Whether the trick numbered `index` (0-based), taken by `winner`, breaks the declarer's contract: in
 * betl any trick he takes, in durch any he does not, except the last in a durch s chytrým. Suit games:
 * never.
 */
export function breaksContract(
  game: Game | null,
  declarer: Seat,
  index: number,
  winner: Seat,
  durchClever: boolean,
): boolean {
  if (game === 'betl' || game === 'openBetl') return winner === declarer;
  if (game === 'durch' || game === 'openDurch') {
    if (winner === declarer) return false;
    return !(cleverDurch(game, durchClever) && index === FOUR_HAND_TRICKS - 1);
  }
  return false;
}

export interface NoTrumpResult {
  /** The contract was made. */
  readonly won: boolean;
  /** The trick that broke it, or null. */
  readonly brokenAt: number | null;
  /** Durch s chytrým: the seat that took the last trick and is paid with the declarer; else null. */
  readonly clever: Seat | null;
}

/** Betl or durch judged on the winners of the tricks played, in order (play stops at the breaking one). */
export function noTrumpResult(
  game: Game,
  declarer: Seat,
  winners: readonly Seat[],
  durchClever: boolean,
): NoTrumpResult {
  const brokenAt = winners.findIndex((w, i) => breaksContract(game, declarer, i, w, durchClever));
  if (brokenAt >= 0) return { won: false, brokenAt, clever: null };
  if (winners.length !== FOUR_HAND_TRICKS)
    throw new Error(
      `an unbroken ${game} is judged after all ${FOUR_HAND_TRICKS} tricks, not ${winners.length}`,
    );
  const last = winners[FOUR_HAND_TRICKS - 1];
  const clever = cleverDurch(game, durchClever) && last !== undefined && last !== declarer ? last : null;
  return { won: true, brokenAt: null, clever };
}
