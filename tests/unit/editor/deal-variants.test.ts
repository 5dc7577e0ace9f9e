/**
 * "Before the bidding" drafts of licitovaný, křížový and lízaný (issue 18): the editor counts each
 * variant's deal (ten each and the talon; eight each; eight each and the stock of sixteen), and the deck
 * `toDeck` builds, given to a new practice session of main (GameService over a temporary SQLite file, as
 * the editor's "play from here" does), deals exactly the draft: licitovaný's hands and talon, křížový's
 * and lízaný's first packets (the first four of each hand as laid out, forehand's the ones he names
 * trumps from) and, by the engine's second round, the rest of each hand and lízaný's stock in its order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameService } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { toCards } from '../../../src-shared/cards/cardset.ts';
import type { Card } from '../../../src-shared/cards/card.ts';
import { fillRandom } from '../../../src-shared/editor/fill.ts';
import {
  type EditorDraft,
  emptyDraftOf,
  tableOf,
  toDeck,
  validate,
} from '../../../src-shared/editor/validate.ts';
import { dealSecondPackets as dealFourSecond } from '../../../src-shared/variants/four-hand/deal.ts';
import { dealSecondPackets as dealTwoSecond } from '../../../src-shared/variants/two-hand/deal.ts';
import { forehand } from '../../../src-shared/engine/table.ts';
import { replay } from '../../../src-shared/engine/record.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';
import { preset } from '../../../src-shared/rules/ruleset.ts';
import { stockOf } from '../../../src-shared/engine/state.ts';

let dir: string;
let store: Store;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-editor-deal-'));
  store = openStore(join(dir, 'deal.sqlite'));
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const games = () => new GameService(store, { decide: () => Promise.reject(new Error('no computer')) });
const set = (cards: readonly Card[]) => [...cards].sort();

/** The first hand of a new practice session dealt from the draft's deck, as main stored it. */
async function dealt(d: EditorDraft): Promise<HandState> {
  const seats = Array.from({ length: d.players }, (_, i) => ({ kind: 'human' as const, name: `P${i}` }));
  const settings = { rules: preset(d.preset), seats, practice: true, variant: d.variant };
  const r = await games().sessionNew({ settings, deal: { deck: toDeck(d), dealer: d.dealer } });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const hand = store.hands(r.value.id).at(-1)!;
  const s = replay(hand.setup, []);
  if (!s.ok) throw new Error('no replay');
  return s.value;
}

function draft(variant: 'auction' | 'fourHand' | 'twoHand', players: number, seed: number): EditorDraft {
  const d = {
    ...emptyDraftOf(variant, variant === 'auction' ? 'csm002' : 'csm', players),
    stage: 'deal' as const,
  };
  return fillRandom({ ...d, dealer: seed % players }, seed);
}

describe('before the bidding in every variant', () => {
  it.each([3, 4])(
    'licitovaný at %i: ten to each seat playing and the talon, dealt as laid out',
    async (n) => {
      for (let seed = 1; seed <= 6; seed++) {
        const d = draft('auction', n, seed);
        expect(validate(d)).toEqual([]);
        expect(d.talon).toHaveLength(2);
        const s = await dealt(d);
        expect(s.hands.map((h) => set(toCards(h)))).toEqual(d.hands.map(set));
        expect(set(toCards(s.talon))).toEqual(set(d.talon));
      }
    },
  );

  it('křížový: the first four of each hand dealt first, forehand’s the trump packet, the rest after', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const d = draft('fourHand', 4, seed);
      expect(validate(d)).toEqual([]);
      const s = await dealt(d);
      expect(s.hands.map((h) => set(toCards(h)))).toEqual(d.hands.map((h) => set(h.slice(0, 4))));
      const fh = forehand(tableOf(d));
      expect(set(toCards(s.firstSeven))).toEqual(set((d.hands[fh] ?? []).slice(0, 4)));
      const all = dealFourSecond(s.table, s.hands, stockOf(s));
      expect(all.map((h) => set(toCards(h)))).toEqual(d.hands.map(set));
    }
  });

  it('lízaný: four and four to each as laid out, then the stock of sixteen in its order', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const d = draft('twoHand', 2, seed);
      expect(validate(d)).toEqual([]);
      expect(d.stock).toHaveLength(16);
      const s = await dealt(d);
      expect(s.hands.map((h) => set(toCards(h)))).toEqual(d.hands.map((h) => set(h.slice(0, 4))));
      const all = dealTwoSecond(s.table, { hands: s.hands, stock: stockOf(s) });
      expect(all.hands.map((h) => set(toCards(h)))).toEqual(d.hands.map(set));
      expect(all.stock).toEqual(d.stock);
    }
  });

  it('the counts of each deal are named: a card moved from a hand to the stock or talon', () => {
    const two = draft('twoHand', 2, 3);
    const card = two.hands[0]?.[0] as Card;
    const moved = {
      ...two,
      hands: two.hands.map((h) => h.filter((c) => c !== card)),
      stock: [...two.stock, card],
    };
    expect(
      validate(moved)
        .map((p) => p.code)
        .sort(),
    ).toEqual(['handCount', 'stockCount']);
    const four = draft('fourHand', 4, 3);
    const c4 = four.hands[1]?.[0] as Card;
    const talon = { ...four, hands: four.hands.map((h) => h.filter((c) => c !== c4)), talon: [c4] };
    expect(
      validate(talon)
        .map((p) => p.code)
        .sort(),
    ).toEqual(['handCount', 'noTalon']);
  });
});
