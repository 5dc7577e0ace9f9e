// @vitest-environment happy-dom
/**
 * The library screen against the real library of main (GameService over a temporary SQLite file, each
 * request checked by the contract first): what an entry shows, read from its line of text, for
 * positions at any moment of a hand (as the editor and the review save them); search; an edit never
 * takes another entry's title; deleting asks; an imported file is reported before anything is saved and
 * saves exactly as answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameService } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { entrySummary } from '../../../src-renderer/components/library/summary.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { SEARCH_DEBOUNCE_MS, useLibraryStore } from '../../../src-renderer/stores/library.ts';
import LibraryView from '../../../src-renderer/views/LibraryView.vue';
import {
  type Action,
  type ApiResult,
  type HandState,
  type Method,
  type Position,
  PRESETS,
  apply,
  createRng,
  describe as describePosition,
  legalActions,
  newHand,
  parseRequest,
  shuffledDeck,
  toNotation,
} from '../../../src-shared/index.ts';
import { gameName } from '../../../src-shared/explain/names.ts';
import { toLibraryText } from '../../../src-shared/io/library-file.ts';
import { type FakeClient, fakeClient, mountWith, settleAll, setup } from './support.ts';

let dir: string;
const stores: Store[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-library-view-'));
});
afterAll(() => {
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  setApiClient(null);
  setLocale('cs');
  document.body.innerHTML = '';
});

const noComputer = { decide: () => Promise.reject(new Error('no computer here')) };
const LIBRARY_METHODS = ['positionSave', 'positionList', 'positionGet', 'positionDelete'] as const;

/** A client whose library methods are answered by a real service over a fresh SQLite file. */
function realLibrary(name: string): FakeClient {
  const store = openStore(join(dir, `${name}.sqlite`));
  stores.push(store);
  let clock = 0;
  const now = () => new Date(Date.UTC(2026, 1, 1, 18, 0, clock++)).toISOString();
  const games = new GameService(store, noComputer, { now });
  const handlers = Object.fromEntries(
    LIBRARY_METHODS.map((method) => [
      method,
      async (params: unknown) => {
        const req = parseRequest({ method, params });
        if (!req.ok) return { ok: false, error: { code: 'badInput', error: req.error } };
        const run = games[method] as unknown as (p: unknown) => Promise<ApiResult<Method>>;
        return run.call(games, req.value.params);
      },
    ]),
  );
  return fakeClient(handlers);
}

function randomPosition(seed: number): Position {
  const rng = createRng(seed);
  const size = rng.int(4) === 0 ? 4 : 3;
  let s: HandState = newHand({
    rules: PRESETS.csm,
    table: { size, dealer: rng.int(size) },
    deck: shuffledDeck(rng),
  });
  const step = () => {
    const legal = legalActions(s);
    const next = apply(s, legal[rng.int(legal.length)] as Action);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  };
  while (s.phase !== 'play' && s.phase !== 'finished') step();
  // Any moment, the end of the hand included (the review saves those too).
  const cut = rng.int(33);
  for (let i = 0; i < cut && s.phase === 'play'; i++) step();
  return describePosition(s);
}

async function save(
  client: FakeClient,
  title: string,
  position: Position,
  more: { notes?: string; tags?: string[] } = {},
) {
  const r = await client.call('positionSave', {
    title,
    notes: more.notes ?? '',
    tags: more.tags ?? [],
    position,
    overwrite: false,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const titles = (w: ReturnType<typeof mountWith>) =>
  w.findAll('[data-testid=library-title]').map((e) => e.text());

describe('what an entry shows', () => {
  it('reads hands, talon, declarer, game and finished tricks back from its line, at any moment', () => {
    let finished = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const p = randomPosition(seed);
      const s = entrySummary(toNotation(p), 'cs', 'czech');
      if (s === null) throw new Error(`seed ${seed}: not read`);
      expect(s.hands).toEqual(p.hands);
      expect(s.talon).toEqual(p.talon);
      expect(s.declarer).toBe(p.declarer);
      expect(s.players).toBe(p.players);
      expect(s.contract.startsWith(gameName(p.game, 'cs'))).toBe(true);
      const complete = p.tricks.filter((t) => t.length === 3).length;
      expect(s.tricks).toBe(complete);
      const last = p.tricks.at(-1) ?? [];
      expect(s.current).toEqual(last.length === 3 ? [] : last);
      if (complete === 10) finished++;
      expect(s.doubled).toBe(Object.keys(p.doubles).length > 0);
    }
    expect(finished).toBeGreaterThan(0);
  });
});

describe('the library screen', () => {
  it('lists every entry, searches through main, filters by tag, and says when nothing matches', async () => {
    const client = realLibrary('list');
    await save(client, 'Sedma v červených', randomPosition(1), { tags: ['sedma'] });
    await save(client, 'Betl', randomPosition(2), { notes: 'Čtvrtý zdvih rozhodne', tags: ['betl'] });
    const pinia = setup(client);
    const w = mountWith(LibraryView, pinia);
    await settleAll();
    expect(titles(w)).toEqual(['Betl', 'Sedma v červených']);

    await w.get('[data-testid=library-search]').setValue('ctvrty');
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 20));
    await settleAll();
    expect(titles(w)).toEqual(['Betl']);
    expect(
      client.calls.some(
        (c) => c.method === 'positionList' && (c.params as { search?: string }).search === 'ctvrty',
      ),
    ).toBe(true);

    await w.get('[data-testid=library-search]').setValue('zadna');
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 20));
    await settleAll();
    expect(w.find('[data-testid=library-no-match]').exists()).toBe(true);

    await w.get('[data-testid=library-search]').setValue('');
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 20));
    await settleAll();
    await w.get('[data-testid=library-tag][data-tag=sedma]').trigger('click');
    expect(titles(w)).toEqual(['Sedma v červených']);
    w.unmount();
  });

  it('an edit keeps its own position and never takes another entry’s title', async () => {
    const client = realLibrary('edit');
    const a = await save(client, 'První', randomPosition(3));
    await save(client, 'Druhá', randomPosition(4), { notes: 'nechat' });
    setup(client);
    const library = useLibraryStore();
    await library.load();

    expect(await library.edit(a.id, { title: 'První', notes: 'nové', tags: ['x'] })).toBeNull();
    const got = await client.call('positionGet', { id: a.id });
    expect(got.ok && [got.value.notes, got.value.tags, toNotation(got.value.position)]).toEqual([
      'nové',
      ['x'],
      toNotation(a.position),
    ]);

    const refused = await library.edit(a.id, { title: 'druhá', notes: '', tags: [] });
    expect(refused?.code).toBe('conflict');
    const list = await client.call('positionList', {});
    expect(list.ok && list.value.map((e) => [e.title, e.notes])).toEqual([
      ['První', 'nové'],
      ['Druhá', 'nechat'],
    ]);
  });

  it('deletes only after the confirmation naming the entry', async () => {
    const client = realLibrary('delete');
    await save(client, 'Ke smazání', randomPosition(5));
    const w = mountWith(LibraryView, setup(client));
    await settleAll();
    await w.get('[data-testid=library-delete]').trigger('click');
    await settleAll();
    expect(w.get('[data-testid=library-confirm-text]').text()).toContain('Ke smazání');
    await w.get('[data-testid=library-confirm-cancel]').trigger('click');
    await settleAll();
    expect(titles(w)).toEqual(['Ke smazání']);
    await w.get('[data-testid=library-delete]').trigger('click');
    await settleAll();
    await w.get('[data-testid=library-confirm-delete]').trigger('click');
    await settleAll();
    expect(titles(w)).toEqual([]);
    expect(w.find('[data-testid=library-empty]').exists()).toBe(true);
    w.unmount();
  });

  it('an import is reported first and saves as answered: skip, overwrite, keep both', async () => {
    const client = realLibrary('import');
    const kept = randomPosition(6);
    await save(client, 'A', kept, { notes: 'původní' });
    await save(client, 'B', kept, { notes: 'původní' });
    await save(client, 'C', kept, { notes: 'původní' });
    const w = mountWith(LibraryView, setup(client));
    await settleAll();

    const incoming = [7, 8, 9, 10].map(randomPosition);
    const text = `${toLibraryText(
      ['A', 'B', 'C', 'D'].map((title, i) => ({
        title,
        notes: '',
        tags: [],
        position: incoming[i] as Position,
      })),
      ['test'],
    )}# broken\ncsm d2 0:H / HQ\n`;
    const input = w.get('[data-testid=library-import-file]');
    Object.defineProperty(input.element, 'files', {
      value: [new File([text], 'pozice.txt', { type: 'text/plain' })],
    });
    await input.trigger('change');
    await settleAll();
    expect(w.get('[data-testid=library-import-summary]').text()).toBe(
      'V pořádku: 4. S chybou (nenačtou se): 1.',
    );
    expect(w.get('[data-testid=library-import-bad-item]').text()).toMatch(/^Řádek 15:/);
    const conflicts = w.findAll('[data-testid=library-import-conflict]');
    expect(conflicts.map((c) => c.attributes('data-number'))).toEqual(['1', '2', '3']);
    // Nothing saved yet, and nothing can be until every taken title is answered.
    expect(client.calls.filter((c) => c.method === 'positionSave')).toHaveLength(3);
    expect(w.get('[data-testid=library-import-go]').attributes('disabled')).toBeDefined();

    await conflicts[0]?.get('[data-testid=library-import-skip]').setValue(true);
    await conflicts[1]?.get('[data-testid=library-import-overwrite]').setValue(true);
    await conflicts[2]?.get('[data-testid=library-import-keepBoth]').setValue(true);
    expect(w.get('[data-testid=library-import-go]').text()).toBe('Načíst 3 pozice');
    await w.get('[data-testid=library-import-go]').trigger('click');
    await settleAll(30);
    expect(w.get('[data-testid=library-import-done]').text()).toBe('Hotovo. Uloženo: 3, přeskočeno: 1.');

    const list = await client.call('positionList', {});
    if (!list.ok) throw new Error('no list');
    const byTitle = new Map(list.value.map((e) => [e.title, e]));
    expect([...byTitle.keys()].sort()).toEqual(['A', 'B', 'C', 'C (2)', 'D']);
    expect(byTitle.get('A')?.notation).toBe(toNotation(kept));
    expect(byTitle.get('A')?.notes).toBe('původní');
    expect(byTitle.get('B')?.notation).toBe(toNotation(incoming[1] as Position));
    expect(byTitle.get('C')?.notation).toBe(toNotation(kept));
    expect(byTitle.get('C (2)')?.notation).toBe(toNotation(incoming[2] as Position));
    expect(byTitle.get('D')?.notation).toBe(toNotation(incoming[3] as Position));
    w.unmount();
  });
});
