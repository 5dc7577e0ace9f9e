/**
 * The fuzzer's leak check (scripts/fuzz/checks.ts) catches a hidden SEAT in a coach note, not only a
 * hidden card (issue 26 item 10): a seat named in the outcomes at the end of the solver's lines must be
 * one the asking seat's engine view accounts for. A real csm002 licitovaný practice hand where seat 2
 * holds the declarer's trump seven (tests/support/seven-with-defence.ts) is played until the person's
 * note is asked; the real hidden note passes, the same note naming seat 2 as the seven's holder before
 * it falls is caught, and one naming a seat with a card the table shows it played passes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CoachNote, type Outcome, toCards } from '../../../src-shared/index.ts';
import { leak } from '../../../scripts/fuzz/checks.ts';
import { Coach } from '../../../src-main/coach/coach.ts';
import { GameService } from '../../../src-main/game/service.ts';
import { loadSession } from '../../../src-main/game/session.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { computers, inProcessPool, personPlays } from '../../support/seven-with-defence.ts';

let dir: string;
let store: Store;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-fuzz-seat-'));
  store = openStore(join(dir, 'seat.sqlite'));
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The note with one more changed item whose outcome after the card is `o`. */
const naming = (note: CoachNote, o: Outcome): CoachNote => ({
  ...note,
  analysis: {
    ...note.analysis!,
    cards: note.analysis!.cards.map((c, i) =>
      i === 0
        ? {
            ...c,
            changes: [...c.changes, { kind: 'seven', side: 'declarer', before: null, after: o, amount: 0 }],
          }
        : c,
    ),
  },
});

describe('the leak check and hidden seats (issue 26 item 10)', () => {
  it('catches a coach note that names the defender holding the seven, passes one the view accounts for', async () => {
    const games = new GameService(store, computers, { newSeed: () => 1 });
    const coach = new Coach(store, inProcessPool, { maxLayouts: 4 });
    let checked = 0;
    for await (const { s, index } of personPlays(games)) {
      const params = { id: s.id, index };
      const note = value(await coach.coachCard(params));
      // A forced card is not graded: no analysis to add an item to.
      if (note.analysis === null) continue;
      const answer = (n: CoachNote) => leak(store, 'coachCard', params, { ok: true, value: n });
      expect(answer(note)).toMatchObject({ problem: null, checked: true, variant: 'auction' });
      const open = loadSession(store, s.id);
      if (!open.ok) throw new Error('no session');
      const state = open.value.state;
      // The person's own seat is always known to it.
      expect(answer(naming(note, { code: 'sevenEarly', seat: 0, trick: 1 })).problem).toBeNull();
      if (toCards(state.hands[2] ?? 0).includes('L7')) {
        // Seat 2 still holds the leaf seven: naming him as its holder is a leak.
        const leaked = answer(naming(note, { code: 'sevenEarly', seat: 2, trick: 5 }));
        expect(leaked.problem).toMatch(/hidden seat 2 at analysis\.cards\[0\]\.changes\[\d+\]\.after\.seat/);
        // So is the seat of four auxiliary cards, which no card on the table accounts for.
        expect(answer(naming(note, { code: 'auxFour', seat: 1, count: 4 })).problem).toMatch(/hidden seat 1/);
        checked++;
      } else {
        // Once the seven is on the table as seat 2's, naming him is no leak.
        expect(answer(naming(note, { code: 'sevenEarly', seat: 2, trick: 5 })).problem).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
