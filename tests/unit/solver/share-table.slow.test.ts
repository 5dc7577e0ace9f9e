/**
 * Searches that share the transposition table (src-main/solver/search.ts `share`): the choices of
 * one decision on one deal — talon pairs, trumps, games, bids, doubles, křížový's calls — each searched
 * from its first lead one after another on the same table, as the review prices them (review/bid.ts),
 * give exactly the values a fresh table gives; where they search the same game they spend fewer nodes.
 * Every legal choice of every decision before play of hands of volený, licitovaný and křížový, each
 * played on to its first lead by the rules player.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  apply,
  createRng,
  legalActions,
  replay,
  view,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { Search } from '../../../src-main/solver/search.ts';
import { TranspositionTable } from '../../../src-main/solver/table.ts';
import { type ReviewVariant, variantHand } from '../../support/variant-hands.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

/** The hand from `state` to its first lead, every call the rules player's; null when it ends before. */
function toFirstLead(state: HandState): HandState | null {
  let s = state;
  for (let guard = 0; s.phase !== 'play' && s.phase !== 'finished' && guard < 60; guard++) {
    const seat = s.toAct;
    if (seat === null) return null;
    const next = apply(s, rulePlayer.decide(view(s, seat), createRng(0)).action);
    if (!next.ok) return null;
    s = next.value;
  }
  return s.phase === 'play' && stockOf(s).length === 0 ? s : null;
}

/** Every decision before play of a hand: the first lead after each legal choice (at most `cap`). */
function siblingStarts(variant: ReviewVariant, from: number, cap: number): HandState[][] {
  const hand = variantHand(variant, from);
  const out: HandState[][] = [];
  hand.record.actions.forEach((a: Action, i: number) => {
    if (a.type === 'play') return;
    const before = replay(hand.record.setup, hand.record.actions.slice(0, i));
    if (!before.ok) throw new Error('the record does not replay');
    const starts: HandState[] = [];
    for (const choice of legalActions(before.value).slice(0, cap)) {
      const after = apply(before.value, choice);
      if (!after.ok) continue;
      const start = toFirstLead(after.value);
      if (start !== null) starts.push(start);
    }
    if (starts.length > 1) out.push(starts);
  });
  return out;
}

describe('searches sharing the table', () => {
  it.each([
    ['chosen', 101],
    ['auction', 101],
    ['fourHand', 101],
  ] as const)(
    'every choice before play of ten %s hands from seed %i: the values of a fresh table',
    (variant, from) => {
      let searches = 0;
      let sharedNodes = 0;
      let freshNodes = 0;
      for (let seed = from; seed < from + 10; seed++)
        for (const starts of siblingStarts(variant, seed, 66)) {
          starts.forEach((start, j) => {
            const shared = new Search(start, { share: j > 0 ? 'keep' : 'fresh' });
            const fresh = new Search(start, { table: new TranspositionTable() });
            expect(shared.value()).toBe(fresh.value());
            sharedNodes += shared.nodes;
            freshNodes += fresh.nodes;
            searches++;
          });
        }
      expect(searches).toBeGreaterThan(100);
      // The talon pairs and the other choices of one game on one deal: fewer nodes in all.
      expect(sharedNodes).toBeLessThan(freshNodes);
    },
  );

  it('shares only the same game: another contract, another declarer or another start clears the table', () => {
    const [starts] = siblingStarts('chosen', 101, 40).filter((ss) =>
      ss.some((s) => s.game !== (ss[0] as HandState).game),
    );
    expect(starts).toBeDefined();
    const a = starts!.find((s) => s.game === starts![0]!.game) as HandState;
    const b = starts!.find((s) => s.game !== a.game) as HandState;
    const table = new TranspositionTable();
    new Search(a, { table, share: 'fresh' }).value();
    // A search of another game on the same table, asked to share: it clears it (its first probe finds
    // nothing of the other game), so its node count is a fresh table's.
    const other = new Search(b, { table, share: 'keep' });
    other.value();
    const fresh = new Search(b, { table: new TranspositionTable() });
    fresh.value();
    expect(other.nodes).toBe(fresh.nodes);
    // The same position again on the same table, shared: proved at once from the table.
    const again = new Search(b, { table, share: 'keep' });
    expect(again.value()).toBe(fresh.value());
    expect(again.nodes).toBeLessThan(fresh.nodes);
  });
});
