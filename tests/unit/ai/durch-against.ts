/** Hands of volený at a defender's doubling turn against a durch, for the no-trump flek tests. */
import { type Card, type HandState, CARDS, PRESETS, apply, newHand } from '../../../src-shared/index.ts';

export const must = (s: HandState, a: Parameters<typeof apply>[1]) => {
  const r = apply(s, a);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/**
 * Volený csm, dealer 2: seat 0 (forehand) gets deck[0..6] and [17..21], seat 1 [7..11] and [22..26],
 * seat 2 [12..16] and [27..31]. Seat 0 takes the talon by H9, declares durch and lays H9 HX down; the
 * state at seat 1's doubling turn.
 */
export function durchAgainst(seat1: readonly Card[]): HandState {
  const rest = CARDS.filter((c) => !seat1.includes(c));
  const s0: Card[] = rest.filter((c) => c !== 'H9' && c !== 'HX').slice(0, 10);
  const first = ['H9', 'HX', ...s0.slice(0, 5)] as Card[];
  const s2 = rest.filter((c) => !first.includes(c) && !s0.includes(c));
  const deck = [
    ...first,
    ...seat1.slice(0, 5),
    ...s2.slice(0, 5),
    ...s0.slice(5),
    ...seat1.slice(5),
    ...s2.slice(5),
  ];
  let s = newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck });
  s = must(s, { type: 'chooseTrump', seat: 0, card: 'H9' });
  s = must(s, { type: 'chooseGame', seat: 0, game: 'durch' });
  s = must(s, { type: 'discard', seat: 0, cards: ['H9', 'HX'] });
  return s;
}
