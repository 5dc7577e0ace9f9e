/**
 * What a guest's review of a finished hand may show (src-main/share/guest-review.ts): random hands of
 * every variant, played with random legal actions, checked against what the hand's end shows the guest
 * (every seat's hand at the first lead — main's `handsAtFirstLead`, the snapshot's `revealed` — the
 * cards played, and the talon then). A hand is refused for a seat exactly when another seat held a card
 * outside those: never in volený, licitovaný or křížový, and in lízaný when a card drawn from the stock
 * was never played (the hand ended before it).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandRecord,
  type HandState,
  type Variant,
  PRESETS,
  apply,
  createRng,
  legalActions,
  replay,
  startSession,
  toCards,
} from '../../../src-shared/index.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';
import { handsAtFirstLead } from '../../../src-main/game/history.ts';
import { unseenHolder } from '../../../src-main/share/guest-review.ts';

/** A hand of `variant` played to its end with random legal actions (seeded). */
function randomHand(variant: Variant, players: 2 | 3 | 4, seed: number): HandRecord {
  const setup = startSession(PRESETS.csm, players, seed, players - 1, variant).next;
  const rng = createRng(seed * 7 + 1);
  const state = replay(setup, []);
  if (!state.ok) throw new Error('no deal');
  let s: HandState = state.value;
  const actions: Action[] = [];
  for (let i = 0; i < 400 && s.toAct !== null; i++) {
    const legal = legalActions(s);
    const a = legal[rng.int(legal.length)] as Action;
    const next = apply(s, a);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    s = next.value;
    actions.push(a);
  }
  return { setup, actions };
}

/** The expected answer, told independently: the seats holding a card their end did not show the guest. */
function unseenBy(record: HandRecord, guest: number): number[] {
  const end = replay(record.setup, record.actions);
  if (!end.ok) throw new Error('no replay');
  const lead = handsAtFirstLead(record.setup, record.actions, end.value);
  const inLead = new Set(lead.flat());
  const leadAt = record.actions.findIndex((a) => a.type === 'play');
  const before = replay(record.setup, leadAt < 0 ? record.actions : record.actions.slice(0, leadAt));
  if (!before.ok) throw new Error('no replay');
  const stock = new Set(stockOf(before.value));
  const played = new Set<Card>();
  for (const a of record.actions) if (a.type === 'play') played.add(a.card);
  const out = new Set<number>();
  const start = replay(record.setup, []);
  if (!start.ok) throw new Error('no replay');
  const states: HandState[] = [start.value];
  for (const a of record.actions) {
    const next = apply(states[states.length - 1] as HandState, a);
    if (!next.ok) throw new Error('no replay');
    states.push(next.value);
  }
  for (const at of states) {
    at.hands.forEach((h, seat) => {
      if (seat === guest) return;
      for (const c of toCards(h)) {
        const inTalon = !inLead.has(c) && !stock.has(c);
        if (!inLead.has(c) && !inTalon && !played.has(c)) out.add(seat);
      }
    });
  }
  return [...out].sort();
}

describe("a guest's review shows no card the guest never saw", () => {
  const cases: [Variant, 2 | 3 | 4][] = [
    ['chosen', 3],
    ['auction', 3],
    ['fourHand', 4],
    ['twoHand', 2],
  ];
  it.each(cases)('%s at %i: refused exactly when another seat held a card the end did not show', (v, n) => {
    let refusedSome = 0;
    for (let seed = 1; seed <= 25; seed++) {
      const record = randomHand(v, n, seed);
      for (let guest = 0; guest < n; guest++) {
        const expected = unseenBy(record, guest);
        const got = unseenHolder(record, guest);
        expect([seed, guest, got]).toEqual([seed, guest, expected[0] ?? null]);
        if (got !== null) refusedSome++;
      }
    }
    // Only lízaný has a stock: a card drawn after the first lead and never played is the one unseen.
    if (v === 'twoHand') expect(refusedSome).toBeGreaterThan(0);
    else expect(refusedSome).toBe(0);
  });
});
