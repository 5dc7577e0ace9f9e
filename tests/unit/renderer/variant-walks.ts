/**
 * Hands of every variant and preset played by a seeded random player through the real engine, for the
 * tests that word what the table offers (the prompt, the calls) against every kind of state the
 * engine reaches. The player raises doubles often (so re, tutti … come up), holds and bids in the
 * auction, and now and then folds, refuses or takes trumps blind.
 */
import {
  type Action,
  type HandState,
  type PresetId,
  type Table,
  apply,
  createRng,
  legalActions,
  newHand,
  preset,
  shuffledDeck,
} from '../../../src-shared/index.ts';
import type { Variant } from '../../../src-shared/engine/table.ts';
import type { Rng } from '../../../src-shared/util/random.ts';

function pick(legal: readonly Action[], rng: Rng): Action {
  const doubles = legal.filter((a) => a.type === 'double');
  if (doubles.length > 0 && rng.int(3) > 0) return doubles[rng.int(doubles.length)] as Action;
  // The auction: often a plain seven, then dropping out, so that its winner may fold (omyl).
  const seven = legal.find((a) => a.type === 'bid' && a.step === 'seven');
  if (seven !== undefined && rng.int(3) > 0) return seven;
  const drop = legal.find((a) => a.type === 'drop');
  if (drop !== undefined && rng.int(2) === 0) return drop;
  const moves = legal.filter((a) => a.type !== 'claim');
  return moves[rng.int(moves.length)] as Action;
}

/** The variants with the presets and tables they are played at. */
export const WALKS: readonly { variant: Variant; presets: readonly PresetId[]; table: Table }[] = [
  { variant: 'chosen', presets: ['csm', 'house001', 'app004', 'english003'], table: { size: 3, dealer: 0 } },
  { variant: 'auction', presets: ['csm002', 'csm', 'house001', 'english003'], table: { size: 3, dealer: 0 } },
  { variant: 'fourHand', presets: ['csm'], table: { size: 4, dealer: 3, dealerSitsOut: false } },
  { variant: 'twoHand', presets: ['english003', 'csm'], table: { size: 2, dealer: 1 } },
];

/** Every state of `hands` random hands of each variant and preset where a seat is to act. */
export function walkStates(hands: number): HandState[] {
  const out: HandState[] = [];
  for (const w of WALKS)
    for (const id of w.presets)
      for (let seed = 1; seed <= hands; seed++) {
        const rng = createRng(seed * 7919 + id.length);
        const table = { ...w.table, dealer: seed % w.table.size } as Table;
        let s = newHand({ rules: preset(id), table, deck: shuffledDeck(rng), variant: w.variant });
        for (let n = 0; s.phase !== 'finished' && n < 300; n++) {
          out.push(s);
          const r = apply(s, pick(legalActions(s), rng));
          if (!r.ok) throw new Error(`the engine refused its own legal action: ${JSON.stringify(r.error)}`);
          s = r.value;
        }
      }
  return out;
}
