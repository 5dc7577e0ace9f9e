// @vitest-environment happy-dom
/**
 * Nobody moves between hands: seen from a seat, every other seat keeps one place all evening in every
 * variant and table size — the next seat round the table on the left, at four the one after across and
 * the last on the right, at two the opponent across — whoever deals. The dealer sitting a hand out at
 * four stays in his place, shown as sitting out with his money; a person sitting out stays at the
 * bottom. Checked over a whole rotation of dealers on real engine hands: the places the table derives
 * (format/hand.ts, components/table/seats.ts) and, at four, the table screen itself (each seat's box and
 * each trick card in front of its seat).
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type SeatPlayer,
  type Variant,
  DEFAULT_PREFS,
  PRESETS,
  legalActions,
  newHand,
  shuffledDeck,
  variantTable,
  view,
} from '../../../src-shared/index.ts';
import { presetsOf } from '../../../src-shared/api/game.ts';
import { createRng } from '../../../src-shared/util/random.ts';
import { othersAfter } from '../../../src-shared/engine/table.ts';
import {
  type Place,
  fixedPlace,
  opponentPlaces,
  sittingOut,
  trickSeats,
} from '../../../src-renderer/format/hand.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { run } from '../helpers.ts';
import { fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';

const NAMES = ['Eva', 'Karel', 'Jana', 'Petr'];

function dealt(variant: Variant, size: 2 | 3 | 4, dealer: number, seed: number): HandState {
  const preset = presetsOf(variant)[0] ?? 'csm';
  return newHand({
    rules: PRESETS[preset],
    table: variantTable(variant, size, dealer),
    deck: shuffledDeck(createRng(seed)),
    ...(variant === 'chosen' ? {} : { variant }),
  });
}

/** Every seat's place seen from `viewer` as the table shows it: the players, the one sitting out, the viewer. */
function placesSeen(state: HandState, viewer: number): Place[] {
  const v = view(state, viewer);
  const out: (Place | null)[] = Array.from({ length: state.table.size }, () => null);
  out[viewer] = 'bottom';
  for (const o of opponentPlaces(v)) out[o.seat] = o.place;
  const idle = sittingOut(v.table);
  if (idle !== null && idle !== viewer) out[idle] = fixedPlace(v.table, viewer, idle);
  expect(out).not.toContain(null);
  return out as Place[];
}

const TABLES: readonly [Variant, 2 | 3 | 4][] = [
  ['chosen', 3],
  ['chosen', 4],
  ['auction', 3],
  ['auction', 4],
  ['fourHand', 4],
  ['twoHand', 2],
];

describe('every seat keeps its place over a whole rotation of dealers', () => {
  for (const [variant, size] of TABLES) {
    it(`${variant} at ${size}`, () => {
      for (let viewer = 0; viewer < size; viewer++) {
        const seen = Array.from({ length: size }, (_, dealer) =>
          placesSeen(dealt(variant, size, dealer, 7 + dealer), viewer),
        );
        for (const places of seen) expect(places).toEqual(seen[0]);
        // Each place once; the next seat round the table on the left (at two: across).
        expect(new Set(seen[0]).size).toBe(size);
        expect(seen[0]?.[(viewer + 1) % size]).toBe(size === 2 ? 'top' : 'left');
        if (size === 4) expect(seen[0]?.[(viewer + 2) % 4]).toBe('top');
        if (size >= 3) expect(seen[0]?.[(viewer + size - 1) % size]).toBe('right');
      }
    });
  }

  it('the next to play after the person sits on the left whenever he plays', () => {
    for (const [variant, size] of TABLES) {
      for (let dealer = 0; dealer < size; dealer++) {
        const state = dealt(variant, size, dealer, 3);
        for (let viewer = 0; viewer < size; viewer++) {
          if (viewer === sittingOut(state.table)) continue;
          const next = othersAfter(state.table, viewer)[0];
          const v = view(state, viewer);
          // The seat after the viewer plays unless it deals at four; then the one after it is next.
          const leftPlays = (viewer + 1) % size !== sittingOut(state.table);
          if (next !== undefined && leftPlays && size > 2)
            expect(opponentPlaces(v).find((o) => o.seat === next)?.place).toBe('left');
        }
      }
    }
  });
});

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount();
});

/** A hand of four dealt by `dealer`, played with first legal actions until a trick lies on the table. */
function midTrick(dealer: number): HandState {
  let s = newHand({
    rules: { ...PRESETS.csm, unplayed: 'never' },
    table: { size: 4, dealer },
    deck: shuffledDeck(createRng(40 + dealer)),
  });
  for (let i = 0; i < 120 && !(s.phase === 'play' && (s.trick?.cards.length ?? 0) >= 2); i++)
    s = run(s, legalActions(s)[0] as Action);
  return s;
}

/** The table screen at `state` seen by `viewer`, the only person. */
async function screenAt(state: HandState, viewer: number) {
  const seats: SeatPlayer[] = NAMES.map((name, s) =>
    s === viewer ? { kind: 'human', name } : { kind: 'ai', name, level: 'hrac' },
  );
  const prefs = { ...DEFAULT_PREFS, animation: 'off' as const };
  const client = fakeClient({
    sessionOpen: () => ({ ok: true, value: snapshotOf(state, { seats, viewer }) }),
    advance: () => new Promise<never>(() => {}),
    prefsGet: () => ({ ok: true, value: prefs }),
  });
  const pinia = setup(client);
  await usePrefsStore().load();
  await useTableStore().open(1);
  const w = mountWith(TableView, pinia, { id: 1 });
  mounted.push(w);
  await settleAll();
  return w;
}

describe('the table screen of four over a rotation of dealers', () => {
  it('shows every seat in the same box, the dealer sitting out where he sits', async () => {
    const viewer = 1;
    const seen: Record<string, string>[] = [];
    for (let dealer = 0; dealer < 4; dealer++) {
      const state = midTrick(dealer);
      const w = await screenAt(state, viewer);
      const places: Record<string, string> = {};
      for (const o of w.findAll('.opponent')) places[o.attributes('data-seat') ?? ''] = o.classes()[1] ?? '';
      const out = w.find('[data-testid="sitting-out"]');
      if (dealer === viewer) {
        expect(out.exists()).toBe(false);
        expect(w.find('[data-testid="you-sit-out"]').exists()).toBe(true);
      } else {
        expect(out.attributes('data-seat')).toBe(String(dealer));
        expect(out.find('[data-testid="sitting-out-money"]').exists()).toBe(true);
        places[String(dealer)] = ['left', 'top', 'right'].find((p) => out.classes().includes(p)) ?? '';
      }
      expect(Object.keys(places)).toHaveLength(3);
      seen.push(places);
      // Each card of the trick lies in front of the seat that played it.
      const trick = state.trick;
      if (trick) {
        const v = view(state, viewer);
        const seats = trickSeats(v, trick.leader, trick.cards.length);
        const cards = w.findAll('[data-testid="trick-card"]').map((c) => c.attributes('data-place'));
        expect(cards).toEqual(seats.map((s) => (s === viewer ? 'bottom' : places[String(s)])));
      }
      w.unmount();
      mounted.pop();
    }
    for (const places of seen) expect(places).toEqual({ '2': 'left', '3': 'top', '0': 'right' });
  });
});
