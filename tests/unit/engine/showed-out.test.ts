/**
 * Who showed out, read from what every seat sees: checked against the hands the engine actually held.
 * Random hands of every variant and preset are played through the real engine; at each card the hand
 * that played it is known, so a card off the led suit is a show-out exactly when the player held none
 * of that suit and following was owed (lízaný: not while the stock lasts).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  type Seat,
  type Table,
  apply,
  createRng,
  legalActions,
  newHand,
  preset,
  shuffledDeck,
  suitOf,
  toCards,
  view,
} from '../../../src-shared/index.ts';
import { type ShowOut, showOuts, voidsShown } from '../../../src-shared/engine/showed-out.ts';
import { WALKS } from '../renderer/variant-walks.ts';

interface Played {
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly led: Card | null;
  /** The player's hand just before the card. */
  readonly hand: readonly Card[];
}

/** A random hand through the engine to its end, every card with the hand it came from. */
function playHand(
  setup: { variant: (typeof WALKS)[number]['variant']; id: string; table: Table },
  seed: number,
) {
  const rng = createRng(seed);
  let s: HandState = newHand({
    rules: preset(setup.id as never),
    table: setup.table,
    deck: shuffledDeck(rng),
    variant: setup.variant,
  });
  const played: Played[] = [];
  for (let n = 0; s.phase !== 'finished' && n < 400; n++) {
    const legal = legalActions(s).filter((a) => a.type !== 'claim');
    const a = legal[rng.int(legal.length)] as Action;
    if (a.type === 'play') {
      const trick = s.tricks.length;
      played.push({
        trick,
        seat: a.seat,
        card: a.card,
        led: s.trick?.cards[0] ?? null,
        hand: toCards(s.hands[a.seat] ?? 0),
      });
    }
    const r = apply(s, a);
    if (!r.ok) throw new Error(`the engine refused its own legal action: ${r.error.code}`);
    s = r.value;
  }
  return { state: s, played };
}

describe('who showed out', () => {
  it('names exactly the cards played off the led suit by a hand holding none of it, where following was owed', () => {
    let checked = 0;
    let free = 0;
    for (const w of WALKS)
      for (const id of w.presets)
        for (let seed = 1; seed <= 6; seed++) {
          const table = { ...w.table, dealer: seed % w.table.size } as Table;
          const { state, played } = playHand({ variant: w.variant, id, table }, seed * 131 + id.length);
          if (played.length === 0) continue;
          const expected: ShowOut[] = [];
          for (const p of played) {
            if (p.led === null || suitOf(p.card) === suitOf(p.led)) continue;
            const owed = w.variant !== 'twoHand' || p.trick >= 8;
            // Where following is owed the engine let the card go only from a hand without the suit.
            if (owed) expect(p.hand.some((c) => suitOf(c) === suitOf(p.led as Card))).toBe(false);
            if (!owed) {
              free++;
              continue;
            }
            expected.push({
              trick: p.trick,
              seat: p.seat,
              suit: suitOf(p.led),
              card: p.card,
              trumped: state.trump !== null && suitOf(p.card) === state.trump,
            });
          }
          // Every seat reads the same from the table, the hand over or mid-way.
          for (let seat = 0; seat < table.size; seat++) {
            const v = view(state, seat);
            expect(showOuts(v)).toEqual(expected);
            // The first of each seat and suit: what the table learnt, in the order it learnt it.
            expect(voidsShown(v)).toEqual(
              expected.filter(
                (e, i) => expected.findIndex((f) => f.seat === e.seat && f.suit === e.suit) === i,
              ),
            );
          }
          checked += expected.length;
        }
    // The walks did meet show-outs, and lízaný's free play while the stock lasts.
    expect(checked).toBeGreaterThan(50);
    expect(free).toBeGreaterThan(0);
  });

  it('counts the trick in progress', () => {
    // Mid-hand states: the view of the trick being played includes its cards so far.
    const w = WALKS.find((x) => x.variant === 'chosen') as (typeof WALKS)[number];
    for (let seed = 1; seed <= 40; seed++) {
      const rng = createRng(seed);
      let s = newHand({ rules: preset('csm'), table: w.table, deck: shuffledDeck(rng), variant: 'chosen' });
      for (let n = 0; s.phase !== 'finished' && n < 400; n++) {
        const legal = legalActions(s).filter((a) => a.type !== 'claim');
        const a = legal[rng.int(legal.length)] as Action;
        if (a.type === 'play' && s.trick !== null && s.trick.cards.length > 0) {
          const led = s.trick.cards[0] as Card;
          if (suitOf(a.card) !== suitOf(led)) {
            const after = apply(s, a);
            if (!after.ok) throw new Error('refused');
            const mid = after.value.trick !== null && after.value.trick.cards.length > 0;
            if (!mid) continue;
            const last = showOuts(view(after.value, 0)).at(-1);
            expect(last).toEqual({
              trick: s.tricks.length,
              seat: a.seat,
              suit: suitOf(led),
              card: a.card,
              trumped: s.trump !== null && suitOf(a.card) === s.trump,
            });
            return;
          }
        }
        const r = apply(s, a);
        if (!r.ok) throw new Error('refused');
        s = r.value;
      }
    }
    throw new Error('no card off suit in the middle of a trick');
  });
});
