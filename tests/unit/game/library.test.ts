/**
 * The library API (positionSave/List/Get/Delete) over a real SQLite file: requests checked on arrival by
 * the contract, nothing overwritten without `overwrite`, search over titles, notes and tags.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameService } from '../../../src-main/game/service.ts';
import { type Store, openStore } from '../../../src-main/store/store.ts';
import {
  type ApiResult,
  type Method,
  type ParamsOf,
  type Position,
  describeApiError,
  describeInputError,
  parseRequest,
  readNotation,
  toNotation,
} from '../../../src-shared/index.ts';
import { positionOf } from '../helpers.ts';

let dir: string;
const stores: Store[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'marias-library-'));
});
afterAll(() => {
  for (const s of stores) s.close();
  rmSync(dir, { recursive: true, force: true });
});

const noComputer = { decide: () => Promise.reject(new Error('no computer here')) };

function service(name: string): { games: GameService; file: string } {
  const file = join(dir, `${name}.sqlite`);
  const store = openStore(file);
  stores.push(store);
  let clock = 0;
  const now = () => new Date(Date.UTC(2026, 1, 1, 18, 0, clock++)).toISOString();
  return { games: new GameService(store, noComputer, { now }), file };
}

/** A call as it arrives from outside: checked by the contract first, then answered by the service. */
async function call<M extends Method>(games: GameService, method: M, params: unknown): Promise<ApiResult<M>> {
  const req = parseRequest({ method, params });
  if (!req.ok) return { ok: false, error: { code: 'badInput', error: req.error } };
  const run = (games as unknown as Record<string, (p: ParamsOf<M>) => Promise<ApiResult<M>>>)[method]!;
  return run.call(games, req.value.params);
}

function value<M extends Method>(r: ApiResult<M>): NonNullable<ApiResult<M> & { ok: true }>['value'] {
  if (!r.ok) throw new Error(`expected an answer, got ${JSON.stringify(r.error)}`);
  return r.value;
}

const TEXT =
  'csm d2 0:H game:1 seven / HA HX HK HO H7 BA BX LA L7 / H9 H8 BK BO B9 LX LK LO AA AX / ' +
  'HU BU B8 LU L9 L8 AK AO AU A9 / A8 A7 / B7';
const read = readNotation(TEXT);
if (!read.ok) throw new Error(describeInputError(read.error, 'en'));
const POSITION: Position = read.value.position;
const BETL = positionOf(
  {
    hands: [
      'H7 H8 H9 B7 B8 B9 L7 L8 L9 A7',
      'HX HU HO HK HA BX BU BO BK BA',
      'LX LU LO LK LA AX AU AO AK AA',
    ],
    talon: 'A8 A9',
    trump: null,
    game: 'betl',
  },
  [],
);
// JSON as a client sends it.
const json = (p: Position) => JSON.parse(JSON.stringify(p)) as unknown;

describe('library API', () => {
  it('saves a new entry and answers it with its id, times, text and position; get and list read it back', async () => {
    const { games } = service('save');
    const saved = value(
      await call(games, 'positionSave', {
        title: '  Sedma v ruce ',
        notes: 'Zdvih po zdvihu.',
        tags: ['sedma', 'lekce', 'sedma'],
        position: json(POSITION),
      }),
    );
    expect(saved).toMatchObject({
      title: 'Sedma v ruce',
      notes: 'Zdvih po zdvihu.',
      tags: ['sedma', 'lekce'],
      notation: TEXT,
      created: '2026-02-01T18:00:00.000Z',
      updated: '2026-02-01T18:00:00.000Z',
    });
    expect(saved.position).toEqual(POSITION);
    expect(value(await call(games, 'positionGet', { id: saved.id }))).toEqual(saved);
    const { position: _, ...entry } = saved;
    expect(value(await call(games, 'positionList', {}))).toEqual([entry]);
  });

  it('never overwrites without being asked: the same title or id answers conflict and changes nothing', async () => {
    const { games } = service('conflict');
    const first = value(await call(games, 'positionSave', { title: 'Lekce', position: json(POSITION) }));
    const other = value(await call(games, 'positionSave', { title: 'Betl', position: json(BETL) }));

    const sameTitle = await call(games, 'positionSave', { title: 'LEKCE', position: json(BETL) });
    expect(sameTitle).toEqual({
      ok: false,
      error: { code: 'conflict', existing: expect.objectContaining({ id: first.id }) },
    });
    if (!sameTitle.ok) {
      expect(describeApiError(sameTitle.error, 'cs')).toBe(
        'V knihovně už je pozice „Lekce“. Přepíše se, jen když o to výslovně požádáš.',
      );
      expect(describeApiError(sameTitle.error, 'en')).toBe(
        'The library already holds "Lekce". It is overwritten only if you ask for it.',
      );
    }
    const sameId = await call(games, 'positionSave', {
      id: first.id,
      title: 'Lekce 2',
      position: json(BETL),
    });
    expect(sameId.ok || sameId.error.code).toBe('conflict');
    // Overwriting one entry never takes another one's title.
    const takeover = await call(games, 'positionSave', {
      id: first.id,
      title: 'betl',
      position: json(BETL),
      overwrite: true,
    });
    expect(takeover).toEqual({
      ok: false,
      error: { code: 'conflict', existing: expect.objectContaining({ id: other.id }) },
    });
    expect(value(await call(games, 'positionGet', { id: first.id }))).toEqual(first);

    // Asked: replaced in place, by title or by id; the creation time stays.
    const byTitle = value(
      await call(games, 'positionSave', {
        title: 'lekce',
        notes: 'nová',
        position: json(BETL),
        overwrite: true,
      }),
    );
    expect(byTitle).toMatchObject({ id: first.id, title: 'lekce', notes: 'nová', created: first.created });
    expect(toNotation(byTitle.position)).toBe(toNotation(BETL));
    const byId = value(
      await call(games, 'positionSave', {
        id: first.id,
        title: 'Lekce 2',
        position: json(POSITION),
        overwrite: true,
      }),
    );
    expect(byId).toMatchObject({ id: first.id, title: 'Lekce 2', created: first.created });
    expect(value(await call(games, 'positionList', {})).map((e) => e.title)).toEqual(['Lekce 2', 'Betl']);
  });

  it('searches titles, notes and tags: every word, any case, with or without diacritics', async () => {
    const { games } = service('search');
    for (const [title, notes, tags] of [
      ['Sedma proti', 'Obrana hlásí sedmu proti.', ['sedma']],
      ['Čistý betl', 'Kdy betl spadne.', ['betl', 'začátečník']],
      ['Stovka', '', ['sto', 'Hláška']],
    ] as const)
      value(await call(games, 'positionSave', { title, notes, tags, position: json(POSITION) }));
    const titles = async (search: string) =>
      value(await call(games, 'positionList', { search })).map((e) => e.title);
    expect(await titles('betl')).toEqual(['Čistý betl']);
    expect(await titles('CISTY')).toEqual(['Čistý betl']);
    expect(await titles('zacatecnik betl')).toEqual(['Čistý betl']);
    expect(await titles('hlaska')).toEqual(['Stovka']);
    expect(await titles('proti sedmu')).toEqual(['Sedma proti']);
    expect(await titles('sedma betl')).toEqual([]);
    expect(await titles('  ')).toEqual(['Stovka', 'Čistý betl', 'Sedma proti']);
  });

  it('keeps a position with problems of the game (to edit later), but refuses malformed requests on arrival', async () => {
    const { games } = service('arrival');
    const broken = { ...(json(POSITION) as Record<string, unknown>), talon: ['A8', 'A7', 'HA'] };
    expect(readNotation(toNotation(broken as unknown as Position)).ok).toBe(false);
    expect((await call(games, 'positionSave', { title: 'Rozdělaná', position: broken })).ok).toBe(true);

    const refused = async (params: unknown) => {
      const r = await call(games, 'positionSave', params);
      if (r.ok || r.error.code !== 'badInput') throw new Error(`expected badInput, got ${JSON.stringify(r)}`);
      return describeInputError(r.error.error, 'en');
    };
    expect(await refused({ title: ' ', position: json(POSITION) })).toBe(
      'params.title: the name may not be empty',
    );
    expect(await refused({ title: 'x'.repeat(81), position: json(POSITION) })).toBe(
      'params.title: the name may have at most 80 characters',
    );
    expect(await refused({ title: 'a', notes: 'x'.repeat(2001), position: json(POSITION) })).toBe(
      `params.notes: expected text of at most 2000 characters, got "${'x'.repeat(40)}…"`,
    );
    expect(await refused({ title: 'a', tags: Array(13).fill('t'), position: json(POSITION) })).toBe(
      'params.tags: expected array of at most 12 tags, got array',
    );
    expect(await refused({ title: 'a', position: { ...(json(POSITION) as object), hands: ['HQ'] } })).toMatch(
      /^params\.position\.hands\[0\]\[0\]: "HQ" is not a card/,
    );
    expect(await refused({ title: 'a', position: json(POSITION), overwrite: 'yes' })).toBe(
      'params.overwrite: expected boolean, got "yes"',
    );
    expect(await refused({ id: 0, title: 'a', position: json(POSITION) })).toBe(
      'params.id: expected position id, got 0',
    );
    const list = await call(games, 'positionList', { search: 'x'.repeat(101) });
    expect(list.ok).toBe(false);
  });

  it('an unknown id answers noPosition in words; delete removes for good; the file keeps the library', async () => {
    const { games, file } = service('ids');
    const saved = value(await call(games, 'positionSave', { title: 'Jedna', position: json(POSITION) }));
    for (const method of ['positionGet', 'positionDelete'] as const) {
      const r = await call(games, method, { id: saved.id + 1 });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(describeApiError(r.error, 'cs')).toBe(`params.id: pozice č. ${saved.id + 1} v knihovně není`);
    }
    const update = await call(games, 'positionSave', {
      id: 77,
      title: 'x',
      position: json(POSITION),
      overwrite: true,
    });
    expect(!update.ok && describeApiError(update.error, 'en')).toBe(
      'params.id: there is no position 77 in the library',
    );

    value(await call(games, 'positionSave', { title: 'Dvě', position: json(BETL) }));
    const again = openStore(file);
    stores.push(again);
    const reopened = new GameService(again, noComputer);
    expect(value(await call(reopened, 'positionList', {})).map((e) => e.title)).toEqual(['Dvě', 'Jedna']);
    expect(value(await call(reopened, 'positionDelete', { id: saved.id }))).toEqual({});
    expect(value(await call(games, 'positionList', {})).map((e) => e.title)).toEqual(['Dvě']);
  });
});
