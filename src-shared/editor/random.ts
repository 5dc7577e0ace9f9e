/**
 * A random deal to practise a chosen contract: cards dealt at random until the declarer's hand is one a
 * player would announce that contract with, by a club player's rules of thumb (not by the solver: the
 * point is a realistic hand, not a won one). Pure and seeded; shared by the analysis board and tests.
 *
 * Rules of thumb, on the declarer's ten cards after the discard:
 * - trumps are the longest suit (ties: the one with more high cards), and a suit game wants at least
 *   four of them;
 * - hra: four trumps and at least three aces and tens in the hand;
 * - sedma: the trump seven and at least four trumps;
 * - sto: the trump marriage, at least four trumps with the trump ace, and at least four aces and tens;
 * - betl: every suit held starts at the seven and runs up without a gap (a card of the others below one
 *   of the declarer's can be led, and a player must beat the card led when he can), one gap at most in
 *   the whole hand;
 * - durch: every suit held is safe from the top: the top cards held without a gap (ace down) number at
 *   least the suit's length, or at least the cards of the suit the others hold.
 * The talon of a suit game holds no ace or ten (the rules ban them there).
 */
import { type Card, CARDS } from '../cards/card.ts';
import { type Position, fromPosition } from '../engine/position.ts';
import type { HandState } from '../engine/state.ts';
import type { Variant } from '../engine/table.ts';
import type { Ruleset } from '../rules/ruleset.ts';
import { createRng, shuffled } from '../util/random.ts';
import { variantDef } from '../variants/registry.ts';
import { CONTRACTS, type Contract, type PracticeKind, fitsContract, isHigh } from './practice.ts';

export {
  CONTRACTS,
  type Contract,
  type ContractFit,
  PRACTICE_KINDS,
  type PracticeKind,
  betlGaps,
  durchSafe,
  fitsContract,
  longestSuit,
} from './practice.ts';

/** Pairs of indices 0 ≤ i < j < n. */
function pairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}
const DISCARDS = pairs(12);

/**
 * A random position before the first lead at three seats whose declarer (forehand) holds a hand fit
 * for `kind` (`any`: the contract is picked from the seed): twelve cards dealt to the declarer, two
 * laid away to the talon (none of them an ace or a ten in a suit game), ten to each defender. The same
 * seed gives the same position; checked by the engine (`fromPosition`).
 */
export function practicePosition(
  rules: Ruleset,
  kind: PracticeKind,
  seed: number,
): { position: Position; state: HandState; contract: Contract } {
  const rng = createRng(seed);
  const contract: Contract = kind === 'any' ? (CONTRACTS[rng.int(CONTRACTS.length)] as Contract) : kind;
  for (;;) {
    const deck = shuffled(CARDS, rng);
    const twelve = deck.slice(0, 12);
    const dealer = rng.int(3);
    const declarer = (dealer + 1) % 3;
    for (const [i, j] of DISCARDS) {
      const talon = [twelve[i] as Card, twelve[j] as Card];
      const hand = twelve.filter((_, k) => k !== i && k !== j);
      const fit = fitsContract(contract, hand);
      if (fit === null || (fit.game === 'suit' && talon.some(isHigh))) continue;
      const hands: Card[][] = [[], [], []];
      hands[declarer] = hand;
      hands[(declarer + 1) % 3] = deck.slice(12, 22);
      hands[(declarer + 2) % 3] = deck.slice(22, 32);
      const position: Position = {
        rules,
        players: 3,
        dealer,
        declarer,
        game: fit.game,
        trump: fit.trump,
        announced: fit.announced,
        doubles: {},
        hands,
        talon,
        tricks: [],
      };
      const state = fromPosition(position);
      if (state.ok) return { position, state: state.value, contract };
    }
  }
}

/**
 * A random position of any variant before the first lead, for the analysis board: volený as
 * `practicePosition`; licitovaný the same deal declared as a step of the preset's ladder (a contract the
 * ladder lacks, as a plain game on the tournament ladder, is dealt again); křížový dealt 8 by 8 to four
 * with forehand's suit game (trumps his longest suit, calling the highest rank of it he lacks) or a
 * betl / durch of the seat whose eight cards fit it; lízaný 8 by 8 to two with the stock of 16, forehand
 * declaring his longest suit (each variant's `VariantDef.editor.random`, variants/<variant>/editor.ts).
 * The contract practised is met where the variant has it (lízaný has no betl or durch: its suit game
 * instead); every position is checked by `fromPosition`. Seeded.
 */
export function variantPosition(
  variant: Variant,
  rules: Ruleset,
  kind: PracticeKind,
  seed: number,
): { position: Position; state: HandState } {
  const rng = createRng(seed);
  const { random } = variantDef(variant).editor;
  const practice = (r: Ruleset, k: PracticeKind, s: number) => practicePosition(r, k, s).position;
  for (let attempt = 0; ; attempt++) {
    // After many misses the contract practised is dropped: any contract the deal fits.
    const wanted: PracticeKind = attempt > 2000 ? 'any' : kind;
    const position = random(rules, wanted, rng, practice);
    if (position === null) continue;
    const state = fromPosition(position);
    if (state.ok) return { position, state: state.value };
  }
}
