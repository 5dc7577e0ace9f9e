/**
 * A hand record in the app's own form (a stored hand as `handGet` gives it: `setup.table` with the
 * table's size and dealer, the rules as an object) is read with its dealer, not the last seat: a
 * licitovaný hand dealt by each seat in turn, played out by the rules player, replays from its JSON to
 * the same end. The record's other form (`players`, `dealer`) still reads; the two disagreeing is
 * refused with the key named.
 */
import { describe, expect, it } from 'vitest';
import {
  type HandSetup,
  PRESETS,
  createRng,
  parseRecord,
  replay,
  shuffledDeck,
  toSetup,
} from '../../../src-shared/index.ts';
import { rulePlayer } from '../../../src-main/ai/baselines.ts';
import { playHand } from '../../../src-main/ai/match.ts';

/** A licitovaný hand at three dealt by `dealer`, played out; its record as the app stores it. */
function appRecord(dealer: number) {
  const setup: HandSetup = {
    rules: PRESETS.csm,
    table: { size: 3, dealer },
    deck: shuffledDeck(createRng(40 + dealer)),
    variant: 'auction',
  };
  const hand = playHand(setup, [rulePlayer, rulePlayer, rulePlayer], dealer);
  return { setup, actions: hand.decisions.map((d) => d.action), end: hand.final };
}

describe('a record in the app’s own form', () => {
  it.each([0, 1, 2])('reads the dealer %i from setup.table and replays to the same end', (dealer) => {
    const rec = appRecord(dealer);
    const read = parseRecord(JSON.parse(JSON.stringify({ setup: rec.setup, actions: rec.actions })));
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.setup).toMatchObject({ players: 3, dealer, variant: 'auction' });
    const setup = toSetup(read.value.setup);
    if (!setup.ok) throw new Error(JSON.stringify(setup.error));
    const end = replay(setup.value, read.value.actions);
    if (!end.ok) throw new Error(JSON.stringify(end.error));
    expect(end.value).toEqual(rec.end);
  });

  it('still reads players and dealer, and refuses them when they disagree with the table', () => {
    const rec = appRecord(0);
    const { table, ...rest } = rec.setup;
    const plain = parseRecord({ setup: { ...rest, players: 3, dealer: 0 }, actions: rec.actions });
    expect(plain.ok && plain.value.setup.dealer).toBe(0);
    const both = parseRecord({ setup: { ...rest, table, dealer: 2 }, actions: rec.actions });
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.error).toMatchObject({ path: 'record.setup.dealer' });
    const size = parseRecord({ setup: { ...rest, table, players: 4 }, actions: rec.actions });
    expect(size.ok).toBe(false);
    if (!size.ok) expect(size.error).toMatchObject({ path: 'record.setup.players' });
  });
});
