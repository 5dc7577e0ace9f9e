/**
 * The laydown check (ložená hra; pravidla ČSM, čl. V odst. 10–11; turnajová pravidla ČSM, čl. II odst.
 * 18–22) at every table the variants play: licitovaný with dvě sedmy (three seats, and four with the
 * dealer out), křížový (four seats, the partner unseen) and lízaný once the stock is gone (two seats).
 * Endings are dealt and played at random through the engine's flows. References written here: the
 * game over apply and settle with every card visible, where the declarer chooses and every other seat
 * (his partner too) plays against him — a claim the check accepts must win there whatever is played;
 * at two seats nothing is hidden, so there the check must equal it. The exact solver (src-main/solver)
 * must value an accepted claim's position at no less than the laid-down hand pays. A claim through
 * apply ends the hand laid down with zero-sum money; a computer declarer (src-main/ai/claim.ts) claims
 * exactly what the engine accepts.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  type PresetId,
  type Table,
  apply,
  createRng,
  has,
  legalActions,
  newHand,
  preset,
  settle,
  shuffledDeck,
  tricksPerHand,
} from '../../../src-shared/index.ts';
import { laydown } from '../../../src-shared/engine/laydown/proof.ts';
import type { Rng } from '../../../src-shared/util/random.ts';
import { computerClaim } from '../../../src-main/ai/claim.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { auxOf, calledOf, partnerOf, stockOf } from '../../../src-shared/engine/state.ts';

const after = (s: HandState, a: Action): HandState => {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
  return r.value;
};
const plays = (s: HandState): Action[] => legalActions(s).filter((a) => a.type === 'play');

/** Every item of the declarer's won and every defence announcement lost (silent sevens aside). */
const allWon = (s: HandState) =>
  settle(s).items.every((i) => i.kind === 'silentSeven' || (i.side === 'declarer') === i.won);

/** Every card visible: can the declarer win everything whatever every other seat (partner too) plays? */
function wonOpen(s: HandState): boolean {
  if (s.phase === 'finished') return allWon(s);
  const next = plays(s).map((a) => after(s, a));
  return s.toAct === s.declarer ? next.some(wonOpen) : next.every(wonOpen);
}

/** Toward dvě sedmy, away from it, or neither. */
type Steer = 'to' | 'away' | null;

/** A random legal action (never a claim), its bids and declaration steered toward or away from dvě sedmy. */
function pick(s: HandState, rng: Rng, steer: Steer): Action {
  const all = legalActions(s).filter((a) => a.type !== 'claim');
  const isTwo = (a: Action) => (a.type === 'declare' || a.type === 'bid') && /twoSevens/i.test(a.step);
  // Toward plain dvě sedmy: a hundred beside it is seldom made in random play.
  const two = all.filter((a) => isTwo(a) && !/hundred/i.test((a as { step: string }).step));
  const rest = all.filter((a) => !isTwo(a));
  const from = steer === 'to' && two.length > 0 ? two : steer === 'away' && rest.length > 0 ? rest : all;
  return from[rng.int(from.length)] as Action;
}

/**
 * A hand played at random from a random deal until `left` tricks are left, the declarer to act with
 * `extra` cards on the table (and in lízaný the stock gone); null when it never gets there.
 */
function ending(
  rng: Rng,
  variant: 'auction' | 'twoHand' | 'fourHand',
  id: PresetId,
  table: Table,
  left: number,
  steer: Steer,
  keep: (s: HandState) => boolean = () => true,
): HandState | null {
  let s = newHand({ rules: preset(id), table, deck: shuffledDeck(rng), variant });
  for (let guard = 0; guard < 400; guard++) {
    if (s.phase === 'finished') return null;
    if (
      s.phase === 'play' &&
      stockOf(s).length === 0 &&
      s.toAct === s.declarer &&
      s.tricks.length === tricksPerHand(s) - left
    )
      return keep(s) ? s : null;
    s = after(s, pick(s, rng, steer));
  }
  return null;
}

const isTwoSevens = (s: HandState) => s.components.some((c) => c.kind === 'twoSevens');

function endings(n: number, make: () => HandState | null): HandState[] {
  const out: HandState[] = [];
  for (let guard = 0; out.length < n && guard < 50 * n; guard++) {
    const s = make();
    if (s !== null) out.push(s);
  }
  return out;
}

interface Tally {
  accepted: number;
  refused: number;
}

/** The check on one ending against the references; returns whether it accepted. */
function check(s: HandState, exact: boolean): boolean {
  const r = laydown(s);
  expect(r.decided).toBe(true);
  const open = wonOpen(s);
  if (r.claimable) expect(open).toBe(true);
  if (exact) expect(r.claimable).toBe(open);
  const claim = { type: 'claim', seat: s.declarer as number } as const;
  expect(legalActions(s)).toContainEqual(claim);
  // The engine judges with the preset's strict test when it asks for one, which accepts no more.
  const strict = laydown(s, { strict: s.rules.laydownStrict });
  if (strict.claimable) expect(r.claimable).toBe(true);
  const next = after(s, claim);
  expect(next.end === 'laidDown').toBe(strict.claimable);
  if (!strict.claimable) {
    // Wrong: not a revoke, play goes on with the declarer's cards open, and no second claim in this
    // trick (turnajová pravidla, čl. II odst. 21).
    expect(next.phase).toBe('play');
    expect(next.claim?.laydown).toBe(false);
    expect(legalActions(next).some((a) => a.type === 'claim')).toBe(false);
    expect(plays(next)).toEqual(plays(s));
  }
  if (strict.claimable) {
    const money = settle(next);
    expect(money.money.reduce((a, b) => a + b, 0)).toBe(0);
    // Played out with best play by both sides it pays no less than laid down.
    expect(new Search(s).value()).toBeGreaterThanOrEqual(money.perDefender);
  }
  // A computer declarer claims what the engine accepts, and only that (these endings are small enough
  // for its smaller budget).
  expect(computerClaim(s, s.declarer as number) !== null).toBe(strict.claimable);
  return r.claimable;
}

function run(states: readonly HandState[], exact: boolean): Tally {
  const t: Tally = { accepted: 0, refused: 0 };
  for (const s of states) {
    if (check(s, exact)) t.accepted++;
    else t.refused++;
  }
  return t;
}

describe('the laydown check at every table, against every card visible and the exact solver', () => {
  it.each([
    ['csm002', 3],
    ['english003', 3],
    ['csm', 4],
  ] as const)('licitovaný under %s at %i seats, steered away from dvě sedmy', (id, size) => {
    const rng = createRng(7 * size + id.length);
    const table: Table = { size, dealer: rng.int(size) };
    // At least 40 endings, and more (up to 200) until the check has both accepted and refused: which
    // contracts random bidding reaches moves with every change to the auction's choices.
    const t: Tally = { accepted: 0, refused: 0 };
    let n = 0;
    for (let guard = 0; guard < 10_000 && n < 200; guard++) {
      if (n >= 40 && t.accepted > 0 && t.refused > 0) break;
      const s = ending(rng, 'auction', id, table, 3, 'away');
      if (s === null) continue;
      n++;
      if (check(s, false)) t.accepted++;
      else t.refused++;
    }
    expect(n).toBeGreaterThanOrEqual(40);
    expect(t.accepted).toBeGreaterThan(0);
    expect(t.refused).toBeGreaterThan(0);
  });

  it('dvě sedmy with both sevens still in the declarer’s hand, two tricks left (OP čl. IV odst. 9, 11)', () => {
    const rng = createRng(27);
    const table: Table = { size: 3, dealer: 0 };
    const both = (s: HandState) => {
      const hand = s.hands[s.declarer as number] as number;
      return isTwoSevens(s) && has(hand, `${s.trump}7` as Card) && has(hand, `${auxOf(s)}7` as Card);
    };
    const states = endings(150, () => ending(rng, 'auction', 'csm002', table, 2, 'to', both));
    expect(states.length).toBe(150);
    const t = run(states, false);
    // Made only when the auxiliary seven can take the penultimate trick whatever the defence holds.
    expect(t.accepted).toBeGreaterThan(0);
    expect(t.refused).toBeGreaterThan(t.accepted);
  });

  it.each(['csm', 'house001'] as const)(
    'křížový under %s: with a partner (known or not) and alone (OP čl. VII odst. 2)',
    (id) => {
      const rng = createRng(40 + id.length);
      const table: Table = { size: 4, dealer: rng.int(4), dealerSitsOut: false };
      const states = endings(50, () => ending(rng, 'fourHand', id, table, 2 + rng.int(2), null));
      expect(states.length).toBe(50);
      // The partner known to the declarer (the called card has fallen), not yet known, and none (alone).
      const fallen = (s: HandState) =>
        [...s.tricks, s.trick].some((t) => t !== null && t.cards.includes(calledOf(s)?.card as Card));
      expect(states.some((s) => partnerOf(s) !== null && fallen(s))).toBe(true);
      expect(states.some((s) => partnerOf(s) !== null && !fallen(s))).toBe(true);
      expect(states.some((s) => partnerOf(s) === null)).toBe(true);
      const t = run(states, false);
      expect(t.accepted).toBeGreaterThan(0);
    },
  );

  it.each(['csm', 'english003'] as const)(
    'lízaný after the stock under %s: nothing hidden, so the check is the open game exactly',
    (id) => {
      const rng = createRng(90 + id.length);
      const table: Table = { size: 2, dealer: rng.int(2) };
      const states = endings(30, () => ending(rng, 'twoHand', id, table, 4, null));
      expect(states.length).toBe(30);
      const t = run(states, true);
      expect(t.accepted).toBeGreaterThan(0);
      expect(t.refused).toBeGreaterThan(0);
    },
  );
});
