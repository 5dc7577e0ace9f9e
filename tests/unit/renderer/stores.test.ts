// @vitest-environment happy-dom
/** The Pinia stores with a fake API client: prefs, sessions, and the table with its computer loop. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionSummary, DEFAULT_PREFS, PRESETS } from '../../../src-shared/index.ts';
import { i18n } from '../../../src-renderer/i18n/index.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useSessionsStore } from '../../../src-renderer/stores/sessions.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { BIDDING_DECK, approvedSuit, handFrom } from '../helpers.ts';
import {
  TWO_PEOPLE,
  engineClient,
  fakeClient,
  parseRoute,
  routeHash,
  setup,
  settleAll,
  snapshotOf,
} from './support.ts';

afterEach(() => {
  setApiClient(null);
  vi.useRealTimers();
});

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };

describe('usePrefsStore', () => {
  it('loads the preferences and switches the language', async () => {
    setup(
      fakeClient({ prefsGet: () => ({ ok: true, value: { ...DEFAULT_PREFS, lang: 'en', deck: 'french' } }) }),
    );
    const prefs = usePrefsStore();
    await prefs.load();
    expect(prefs.prefs.deck).toBe('french');
    expect(i18n.global.locale.value).toBe('en');
  });

  it('saves a change and keeps what main answers', async () => {
    const client = fakeClient({
      prefsSet: (p) => ({ ok: true, value: { ...DEFAULT_PREFS, ...p.prefs } }),
    });
    setup(client);
    const prefs = usePrefsStore();
    await prefs.set({ animation: 'slow' });
    expect(prefs.prefs.animation).toBe('slow');
    expect(prefs.aiDelayMs).toBeGreaterThan(usePrefsStore().animationMs);
    expect(client.calls).toEqual([{ method: 'prefsSet', params: { prefs: { animation: 'slow' } } }]);
  });

  it('reverts a change main refuses', async () => {
    setup(
      fakeClient({
        prefsSet: () => ({
          ok: false,
          error: { code: 'badInput', error: { code: 'shape', path: 'prefs.deck', expected: 'x', got: 'y' } },
        }),
      }),
    );
    const prefs = usePrefsStore();
    expect(await prefs.set({ deck: 'french' })).toBe(false);
    expect(prefs.prefs.deck).toBe('czech');
    expect(prefs.error?.code).toBe('badInput');
  });
});

describe('useSessionsStore', () => {
  it('lists the sessions and names the most recent', async () => {
    const summary = (id: number, updated: string): SessionSummary => ({
      id,
      name: null,
      created: updated,
      updated,
      names: ['Jana', 'Karel', 'Pepa'],
      ledger: [0, 0, 0],
      hands: 0,
      practice: false,
    });
    setup(
      fakeClient({
        sessionList: () => ({
          ok: true,
          value: [summary(2, '2025-01-02T10:00:00Z'), summary(1, '2025-01-01T10:00:00Z')],
        }),
      }),
    );
    const sessions = useSessionsStore();
    await sessions.load();
    expect(sessions.list).toHaveLength(2);
    expect(sessions.latest?.id).toBe(2);
  });

  it('keeps the error when main cannot be reached', async () => {
    setup(fakeClient({}));
    const sessions = useSessionsStore();
    await sessions.load();
    expect(sessions.error?.code).toBe('internal');
    expect(sessions.latest).toBeNull();
  });
});

describe('useTableStore', () => {
  it('opens a session and lets the computer seats act until the person is to act', async () => {
    // Forehand (seat 0, the person) has named a suit game; seats 1 and 2 (computer) answer first.
    const start = approvedSuit('H7', ['B7', 'L7'], NO_SKIP);
    const engine = engineClient(start);
    setup(engine.client);
    // Animations off: the computer acts without a pause.
    await usePrefsStore().load();
    const table = useTableStore();
    expect(await table.open(1)).toBe(true);
    // Seat 0 is to announce: a person's turn, nothing for the computer.
    expect(table.snapshot?.turn).toBe('human');
    await table.act({ type: 'announce', seat: 0, seven: false, hundred: false });
    await settleAll();
    // Both defenders (computer) passed through `advance`, then forehand leads.
    const advances = engine.client.calls.filter((c) => c.method === 'advance');
    expect(advances).toHaveLength(2);
    expect(table.snapshot?.turn).toBe('human');
    expect(table.snapshot?.view.phase).toBe('play');
    expect(table.aiRunning).toBe(false);
  });

  it('waits between computer decisions as long as the animation speed says', async () => {
    vi.useFakeTimers();
    const start = approvedSuit('H7', ['B7', 'L7'], NO_SKIP);
    const engine = engineClient(start, { prefs: { ...DEFAULT_PREFS, animation: 'normal' } });
    setup(engine.client);
    const prefs = usePrefsStore();
    const table = useTableStore();
    await table.open(1);
    await table.act({ type: 'announce', seat: 0, seven: false, hundred: false });
    const advances = () => engine.client.calls.filter((c) => c.method === 'advance').length;
    expect(advances()).toBe(0);
    await vi.advanceTimersByTimeAsync(prefs.aiDelayMs - 10);
    expect(advances()).toBe(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(advances()).toBe(1);
    await vi.advanceTimersByTimeAsync(prefs.aiDelayMs + 10);
    expect(advances()).toBe(2);
  });

  it('keeps a refusal with the refused action, and clears it on the next success', async () => {
    const start = approvedSuit('H7', ['B7', 'L7'], NO_SKIP);
    setup(engineClient(start).client);
    const table = useTableStore();
    await table.open(1);
    const good = { type: 'announce', seat: 0, seven: true, hundred: true } as const;
    const wrong = { type: 'play', seat: 0, card: 'HA' } as const;
    expect(await table.act(wrong)).toBe(false);
    expect(table.error).toMatchObject({ code: 'refused', reason: { code: 'wrongPhase' } });
    expect(table.refused).toEqual(wrong);
    expect(await table.act(good)).toBe(true);
    expect(table.error).toBeNull();
  });

  it('asks for a hint and forgets it when the table moves on', async () => {
    const start = approvedSuit('H7', ['B7', 'L7'], NO_SKIP);
    const engine = engineClient(start);
    const client = fakeClient({
      sessionOpen: () => ({ ok: true, value: engine.snapshot() }),
      hint: () => ({
        ok: true,
        value: {
          action: { type: 'announce', seat: 0, seven: true, hundred: false },
          hint: { code: 'announce', seven: true, hundred: false, win: 0.7 },
        },
      }),
      act: () => ({ ok: true, value: engine.snapshot() }),
    });
    setup(client);
    const table = useTableStore();
    await table.open(1);
    await table.hint();
    expect(table.suggestion?.hint.code).toBe('announce');
    await table.act({ type: 'announce', seat: 0, seven: true, hundred: false });
    expect(table.suggestion).toBeNull();
  });

  it('undoes only when the snapshot allows it, and deals the next hand', async () => {
    const start = approvedSuit('H7', ['B7', 'L7'], NO_SKIP);
    const client = fakeClient({
      sessionOpen: () => ({ ok: true, value: snapshotOf(start, { canUndo: false }) }),
      undo: () => ({ ok: true, value: snapshotOf(start) }),
      nextHand: () => ({ ok: true, value: { ...snapshotOf(handFrom(BIDDING_DECK)), handNo: 2 } }),
    });
    setup(client);
    const table = useTableStore();
    await table.open(1);
    expect(await table.undo()).toBe(false);
    expect(client.calls.some((c) => c.method === 'undo')).toBe(false);
    expect(await table.nextHand()).toBe(true);
    expect(table.snapshot?.handNo).toBe(2);
  });

  it('hands the computer over between two people at one computer', async () => {
    // Seat 0 (Jana) and seat 1 (Petr) are people; after Jana's call Petr is to answer.
    let state = handFrom(BIDDING_DECK, NO_SKIP);
    const engine = engineClient(state, { seats: TWO_PEOPLE });
    setup(engine.client);
    const table = useTableStore();
    await table.open(1);
    expect(table.needsHandover).toBe(true);
    table.confirmHandover();
    expect(table.needsHandover).toBe(false);
    await table.act({ type: 'chooseTrump', seat: 0, card: 'H7' });
    await table.act({ type: 'chooseGame', seat: 0, game: 'suit' });
    await table.act({ type: 'discard', seat: 0, cards: ['B7', 'L7'] });
    state = engine.state();
    expect(state.toAct).toBe(1);
    expect(table.snapshot?.viewer).toBe(1);
    expect(table.needsHandover).toBe(true);
    table.confirmHandover();
    expect(table.shownTo).toBe(1);
  });
});

describe('hash routes', () => {
  it('reads and writes the screens', () => {
    expect(parseRoute('#/table/12')).toEqual({ name: 'table', id: 12 });
    expect(parseRoute('#/new')).toEqual({ name: 'new' });
    expect(parseRoute('#token=abc')).toEqual({ name: 'home' });
    expect(routeHash({ name: 'table', id: 3 })).toBe('#/table/3');
  });

  it('reads and writes the training routes, a rules section with any characters surviving the trip', () => {
    const cases = [
      ['#/lessons', { name: 'lessons' }],
      ['#/lessons/basics.follow-suit', { name: 'lesson', id: 'basics.follow-suit' }],
      ['#/training', { name: 'training', due: false }],
      ['#/training/due', { name: 'training', due: true }],
      ['#/progress', { name: 'progress' }],
      ['#/rules', { name: 'rules', doc: null, part: null, paragraph: null }],
      ['#/rules/000', { name: 'rules', doc: '000', part: null, paragraph: null }],
      ['#/rules/000/II/7', { name: 'rules', doc: '000', part: 'II', paragraph: 7 }],
      ['#/rules/001/Tal%C3%B3n', { name: 'rules', doc: '001', part: 'Talón', paragraph: null }],
    ] as const;
    for (const [hash, route] of cases) {
      expect(parseRoute(hash)).toEqual(route);
      expect(routeHash(route)).toBe(hash);
    }
    expect(parseRoute('#/lessons/Not An Id')).toEqual({ name: 'home' });
    expect(parseRoute('#/rules/000/%E0%A4')).toEqual({
      name: 'rules',
      doc: '000',
      part: '%E0%A4',
      paragraph: null,
    });
  });
});
