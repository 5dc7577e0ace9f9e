// @vitest-environment happy-dom
/**
 * The table of four: the dealer sits the hand out (pravidla ČSM, čl. II odst. 4). A person who plays sees
 * everyone in their fixed place, the seat sitting out marked so, with its money; a person sitting
 * out watches the three who play (forehand on the left, the next across, the last on the right), and
 * every card of a trick lies in front of the seat that played it. The score sheet marks who sat out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type Prefs,
  type SeatPlayer,
  DEFAULT_PREFS,
  PRESETS,
  legalActions,
  newHand,
} from '../../../src-shared/index.ts';
import { placeOf, seatPlaces, seatsFromViewer, sittingOut } from '../../../src-renderer/format/hand.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { personSeat } from '../../../src-renderer/stores/review.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import ScoreSheet from '../../../src-renderer/components/table/ScoreSheet.vue';
import NewSessionView from '../../../src-renderer/views/NewSessionView.vue';
import SettingsView from '../../../src-renderer/views/SettingsView.vue';
import TableView from '../../../src-renderer/views/TableView.vue';
import { BIDDING_DECK, run } from '../helpers.ts';
import { fakeClient, mountWith, settleAll, setup, snapshotOf } from './support.ts';
import { view } from '../../../src-shared/engine/view.ts';

const NAMES = ['Eva', 'Karel', 'Jana', 'Petr'];
const seatsWithPerson = (person: number): SeatPlayer[] =>
  NAMES.map((name, s) => (s === person ? { kind: 'human', name } : { kind: 'ai', name, level: 'hrac' }));

/** A hand at four dealt by seat 3 (who sits out), played on with first legal actions until a trick has two cards. */
function twoCardsLed(): HandState {
  let s = newHand({
    rules: { ...PRESETS.csm, unplayed: 'never' },
    table: { size: 4, dealer: 3 },
    deck: BIDDING_DECK,
  });
  for (let i = 0; i < 80 && !(s.phase === 'play' && s.trick?.cards.length === 2); i++)
    s = run(s, legalActions(s)[0] as Action);
  expect(s.trick?.cards).toHaveLength(2);
  return s;
}

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount();
});

/** The table at `state`, seen by `viewer`; a computer's turn is left pending (the table stands still). */
async function tableAt(state: HandState, seats: readonly SeatPlayer[], viewer: number) {
  const prefs = { ...DEFAULT_PREFS, animation: 'off' as const };
  const client = fakeClient({
    sessionOpen: () => ({ ok: true, value: snapshotOf(state, { seats, viewer }) }),
    advance: () => new Promise<never>(() => {}),
    prefsGet: () => ({ ok: true, value: prefs }),
  });
  const pinia = setup(client);
  await usePrefsStore().load();
  await useTableStore().open(1);
  const wrapper = mountWith(TableView, pinia, { id: 1 });
  mounted.push(wrapper);
  await settleAll();
  return wrapper;
}

describe('where the seats sit at four', () => {
  const table = { size: 4, dealer: 3 } as const;
  const state = newHand({ rules: PRESETS.csm, table, deck: BIDDING_DECK });

  it('the dealer sits out; a player sees the next two on the left and right', () => {
    expect(sittingOut(table)).toBe(3);
    expect(sittingOut({ size: 3, dealer: 2 })).toBeNull();
    // Seat 2 plays last: the next to play is forehand (seat 0), the dealer is skipped.
    expect(seatPlaces(view(state, 2))).toEqual({ left: 0, right: 1, top: null });
    expect(seatsFromViewer(view(state, 2))).toEqual([2, 0, 1]);
  });

  it('the dealer watches: forehand on the left, the next across, the last on the right', () => {
    const v = view(state, 3);
    expect(seatPlaces(v)).toEqual({ left: 0, right: 2, top: 1 });
    expect([0, 1, 2, 3].map((s) => placeOf(v, s))).toEqual(['left', 'top', 'right', 'bottom']);
    // Revealed hands: only the three who played.
    expect(seatsFromViewer(v)).toEqual([0, 1, 2]);
  });
});

describe('the table of four', () => {
  it('a player sees the seat sitting out in its place, marked as the dealer, with its money', async () => {
    const state = twoCardsLed();
    const w = await tableAt(state, seatsWithPerson(2), 2);
    // Seen from seat 2: seat 3 (the dealer) on the left, seat 0 across, seat 1 on the right.
    expect(w.find('.opponent.top').attributes('data-seat')).toBe('0');
    expect(w.find('.opponent.right').attributes('data-seat')).toBe('1');
    expect(w.findAll('.opponent')).toHaveLength(2);
    const out = w.find('[data-testid="sitting-out"]');
    expect(out.attributes('data-seat')).toBe('3');
    expect(out.classes()).toContain('left');
    expect(out.text()).toContain('Petr');
    expect(out.text()).toContain('tuto hru nehraje');
    expect(out.find('[data-testid="sitting-out-money"]').text()).toContain('0,00 Kč');
    expect(out.find('[data-testid="seat-dealer"]').exists()).toBe(true);
    expect(w.find('[data-testid="you-sit-out"]').exists()).toBe(false);
  });

  it('a person sitting out watches the three who play; each card lies before its player', async () => {
    const state = twoCardsLed();
    const w = await tableAt(state, seatsWithPerson(3), 3);
    expect(w.find('[data-testid="sitting-out"]').exists()).toBe(false);
    expect(w.find('.felt').classes()).toContain('watching');
    const places = w.findAll('.opponent').map((o) => [o.attributes('data-seat'), o.classes()[1]]);
    expect(places).toEqual([
      ['0', 'left'],
      ['1', 'top'],
      ['2', 'right'],
    ]);
    expect(w.find('[data-testid="you-sit-out"]').text()).toContain('Rozdáváš a tuto hru nehraješ');
    const cards = w.findAll('[data-testid="trick-card"]').map((c) => c.attributes('data-place'));
    const leader = state.trick?.leader as number;
    const expected = [leader, (leader + 1) % 3].map((s) => ['left', 'top', 'right'][s]);
    expect(cards).toEqual(expected);
  });

  it('the score sheet marks the seat that sat each hand out', async () => {
    const pinia = setup(null);
    const w = mountWith(ScoreSheet, pinia, {
      hands: [
        [120, -40, -40, -40],
        [-40, -40, 120, -40],
      ],
      ledger: [80, -80, 80, -80],
      names: NAMES,
      sheet: [
        { declarer: 0, game: 'suit', trump: 'H', items: [], sittingOut: 3 },
        { declarer: 2, game: 'suit', trump: 'B', items: [], sittingOut: 0 },
      ],
    });
    mounted.push(w);
    const rows = w.findAll('[data-testid="score-row"]');
    const outCells = rows.map((r) => r.findAll('td').findIndex((td) => td.attributes('data-out') === 'true'));
    // Column 0 is the contract; seats follow.
    expect(outCells).toEqual([4, 1]);
    expect(w.findAll('th[scope="col"]')).toHaveLength(6);
  });
});

describe('the review at four', () => {
  const settings = (seats: SeatPlayer[]) => ({ rules: PRESETS.csm, seats, practice: false });
  it('opens at a person who played the hand, never at the dealer who sat out', () => {
    // Eva (seat 0) and Petr (seat 3) are people; Eva deals hand 2 and sits out.
    const two = NAMES.map((name, s): SeatPlayer =>
      s === 0 || s === 3 ? { kind: 'human', name } : { kind: 'ai', name, level: 'hrac' },
    );
    expect(personSeat(settings(two), { size: 4, dealer: 3 })).toBe(0);
    expect(personSeat(settings(two), { size: 4, dealer: 0 })).toBe(3);
    // Eva is the only person: a hand she sat out opens at forehand.
    expect(personSeat(settings(seatsWithPerson(0)), { size: 4, dealer: 0 })).toBe(1);
    expect(personSeat(settings(seatsWithPerson(0)), { size: 4, dealer: 3 })).toBe(0);
    // Without the hand's table (or at three) the first person, as before.
    expect(personSeat(settings(seatsWithPerson(2)))).toBe(2);
  });
});

describe('a new session of four', () => {
  it('offers 3 or 4 players; four seats, the fourth named from the settings, are sent', async () => {
    const prefs = { ...DEFAULT_PREFS, names: ['', '', '', 'Věra'] };
    const client = fakeClient({
      prefsGet: () => ({ ok: true, value: prefs }),
      sessionNew: () => ({ ok: false, error: { code: 'internal', message: 'no table in this test' } }),
    });
    const pinia = setup(client);
    await usePrefsStore().load();
    const w = mountWith(NewSessionView, pinia);
    mounted.push(w);
    await settleAll();
    expect(w.findAll('[data-testid="seat-config"]')).toHaveLength(3);
    expect(w.find('[data-testid="players-note"]').exists()).toBe(false);
    await w.get('[data-testid="players"]').setValue('4');
    const seats = w.findAll('[data-testid="seat-config"]');
    expect(seats).toHaveLength(4);
    expect(w.get('[data-testid="players-note"]').text()).toContain('pauzíruje');
    expect((seats[3]!.get('[data-testid="seat-name"]').element as HTMLInputElement).value).toBe('Věra');
    await seats[3]!.get('[data-testid="seat-kind"]').setValue('human');
    await w.get('form').trigger('submit');
    await settleAll();
    const call = client.calls.find((c) => c.method === 'sessionNew');
    const sent = (call?.params as { settings: { seats: SeatPlayer[] } }).settings.seats;
    expect(sent.map((p) => [p.kind, p.name])).toEqual([
      ['human', 'Honza'],
      ['ai', 'Karel'],
      ['ai', 'Pepa'],
      ['human', 'Věra'],
    ]);
    // Back to three: the fourth seat is not sent.
    await w.get('[data-testid="players"]').setValue('3');
    expect(w.findAll('[data-testid="seat-config"]')).toHaveLength(3);
  });

  it('the settings keep a default name for each of four seats, from a file that holds three', async () => {
    let prefs: Prefs = { ...DEFAULT_PREFS, names: ['Eva', '', ''] };
    const client = fakeClient({
      prefsGet: () => ({ ok: true, value: prefs }),
      prefsSet: (p) => {
        prefs = { ...prefs, ...p.prefs };
        return { ok: true, value: prefs };
      },
    });
    const pinia = setup(client);
    await usePrefsStore().load();
    const w = mountWith(SettingsView, pinia);
    mounted.push(w);
    await settleAll();
    const fourth = w.get('[data-testid="pref-name-3"]');
    expect(fourth.attributes('placeholder')).toBe('Franta');
    await fourth.setValue('Věra');
    await fourth.trigger('change');
    await settleAll();
    expect(prefs.names).toEqual(['Eva', '', '', 'Věra']);
  });
});
