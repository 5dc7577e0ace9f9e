/**
 * Seeded random positions in play for the principles' property test, coverage script and judged sample:
 * a deal fit for the contract (hra, sedma, sto, betl, durch) at three seats (volený, editor/random.ts
 * practicePosition; licitovaný, variantPosition) or four (křížový, variantPosition), played at random
 * until 3 to 6 tricks are left (a card or two into the trick now and then), so that the exact analysis
 * is quick.
 */
import {
  type Action,
  type Card,
  type HandState,
  type Position,
  PRESETS,
  fromPosition,
  apply,
  legalActions,
  sideOf,
  tricksPerHand,
} from '../../src-shared/index.ts';
import { replayLine } from '../../src-shared/explain/principles/lines.ts';
import { type Contract, practicePosition, variantPosition } from '../../src-shared/editor/random.ts';
import type { Variant } from '../../src-shared/engine/table.ts';
import type { Rng } from '../../src-shared/util/random.ts';

export const PRINCIPLE_CONTRACTS: readonly Contract[] = ['game', 'seven', 'hundred', 'betl', 'durch'];

/**
 * A deal fit for the contract, or (`loose`, betl and durch only) a suit-game deal declared as betl or
 * durch by a random seat: fit deals of those rarely lose a card, and a loose one is where the play matters.
 */
function dealt(
  contract: Contract,
  players: 3 | 4,
  seed: number,
  loose: boolean,
  variant: PrincipleVariant,
): HandState | null {
  const noTrump = contract === 'betl' || contract === 'durch';
  const kind = noTrump && loose ? 'game' : contract;
  const fit =
    players === 4
      ? variantPosition('fourHand', PRESETS.csm, kind, seed)
      : variant === 'auction'
        ? variantPosition('auction', PRESETS.csm, kind, seed)
        : practicePosition(PRESETS.csm, kind, seed);
  if (!(noTrump && loose)) return fit.state;
  const { called: _called, ...rest } = fit.position;
  const p: Position = {
    ...rest,
    declarer: seed % players,
    game: contract,
    trump: null,
    announced: {},
    doubles: {},
  };
  const r = fromPosition(p);
  return r.ok ? r.value : null;
}

/** The variants of the positions: volený or licitovaný at three seats; four seats are křížový. */
export type PrincipleVariant = Extract<Variant, 'chosen' | 'auction' | 'fourHand'>;

export function principlePosition(
  rng: Rng,
  contract: Contract,
  players: 3 | 4,
  variant: PrincipleVariant = players === 4 ? 'fourHand' : 'chosen',
): HandState {
  for (;;) {
    const seed = rng.int(2 ** 31);
    let s = dealt(contract, players, seed, rng.int(2) === 0, variant);
    if (s === null) continue;
    const left = 3 + rng.int(4);
    const extra = rng.int(3);
    const stopAt = tricksPerHand(s) - left;
    while (s.phase === 'play' && (s.tricks.length < stopAt || (s.trick?.cards.length ?? 0) < extra)) {
      if (s.tricks.length >= stopAt && (s.trick?.cards.length ?? 0) >= extra) break;
      const l = legalActions(s).filter((a) => a.type === 'play');
      if (l.length === 0) break;
      const r = apply(s, l[rng.int(l.length)] as Action);
      if (!r.ok) break;
      s = r.value;
      if (s.tricks.length > stopAt) break;
    }
    if (s.phase === 'play' && legalActions(s).filter((a) => a.type === 'play').length > 1) return s;
  }
}

/**
 * A line as tricks for a reader (the principles' sample and searches): each card with its player, `D`
 * the declarer, `d` his partner, `o` a defender, then the seat; `*` marks the card that takes the trick;
 * the points of each side at the end.
 */
export function lineText(s: HandState, line: readonly Card[]): string {
  const f = replayLine(s, line);
  const role = (seat: number) =>
    `${seat === s.declarer ? 'D' : sideOf(s, seat) === 'declarer' ? 'd' : 'o'}${seat}`;
  const tricks = f.tricks.map(
    (t) =>
      `${t.index + 1}: ${t.cards.map((c, i) => `${role(t.seats[i] as number)}${c}${t.winning === c ? '*' : ''}`).join(' ')}`,
  );
  return `${tricks.join(' | ')}   (points D ${f.points.declarer} : O ${f.points.defence})`;
}
