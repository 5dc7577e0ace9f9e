/**
 * Library files (src-shared/io/library-file.ts): JSON and text round trips over positions reached by
 * random play, broken files and entries named with their first problem and where, and imports that
 * overwrite only what the person chose.
 */
import { readFileSync } from 'node:fs';
import { describe as group, expect, it } from 'vitest';
import { TITLE_MAX } from '../../../src-shared/api/library.ts';
import {
  type FileEntry,
  type FileItem,
  type ImportEntry,
  LIBRARY_VERSION,
  freeTitle,
  importConflicts,
  planImport,
  readLibraryFile,
  titleKey,
  toLibraryJson,
  toLibraryText,
} from '../../../src-shared/io/library-file.ts';
import {
  type Action,
  type HandState,
  type Position,
  PRESETS,
  apply,
  createRng,
  legalActions,
  describe,
  describeInputError,
  newHand,
  shuffledDeck,
  toNotation,
} from '../../../src-shared/index.ts';

function randomPosition(seed: number): Position {
  const rng = createRng(seed);
  const size = rng.int(4) === 0 ? 4 : 3;
  const rules = rng.int(2) === 0 ? PRESETS.csm : { ...PRESETS.house001, limit: 100 };
  let s: HandState = newHand({ rules, table: { size, dealer: rng.int(size) }, deck: shuffledDeck(rng) });
  const step = () => {
    const legal = legalActions(s);
    const next = apply(s, legal[rng.int(legal.length)] as Action);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  };
  while (s.phase !== 'play' && s.phase !== 'finished') step();
  const cut = rng.int(31);
  for (let i = 0; i < cut && s.phase === 'play'; i++) step();
  return describe(s);
}

const entries = (n: number): FileEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    title: i % 3 === 0 ? `Sedma č. ${i}` : `Position ${i}`,
    notes: i % 2 === 0 ? `Poznámka ${i}\nna dva řádky` : '',
    tags: i % 2 === 0 ? ['sedma', `t${i}`] : [],
    position: randomPosition(i + 1),
  }));

function fine(items: readonly FileItem[]) {
  return items.map((item) => {
    if (!item.ok) throw new Error(`entry ${item.number}: ${describeInputError(item.error, 'en')}`);
    return item;
  });
}

const message = (item: FileItem | undefined, lang: 'cs' | 'en' = 'en') => {
  if (item === undefined || item.ok) throw new Error('expected a bad entry');
  return describeInputError(item.error, lang);
};

group('library files: round trips', () => {
  it('JSON keeps every field of 300 random positions', () => {
    const es = entries(300);
    const file = readLibraryFile(toLibraryJson(es, '2026-11-22T18:00:00.000Z'));
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.value.kind).toBe('json');
    const items = fine(file.value.items);
    expect(items.map((i) => i.entry.title)).toEqual(es.map((e) => e.title));
    expect(items.map((i) => i.entry.notes)).toEqual(es.map((e) => e.notes));
    expect(items.map((i) => i.entry.tags)).toEqual(es.map((e) => e.tags));
    expect(items.map((i) => i.entry.position)).toEqual(es.map((e) => e.position));
    // Positions reached by play are valid games.
    expect(items.every((i) => i.entry.problem === null)).toBe(true);
  });

  it('text keeps titles and positions, one line each, numbered by line', () => {
    const es = entries(300);
    const text = toLibraryText(es, ['Mariáš – library', '300 positions']);
    expect(text.split('\n').filter((l) => !l.startsWith('#') && l !== '')).toEqual(
      es.map((e) => toNotation(e.position)),
    );
    const file = readLibraryFile(text);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.value.kind).toBe('text');
    const items = fine(file.value.items);
    expect(items.map((i) => i.entry.title)).toEqual(es.map((e) => e.title));
    expect(items.map((i) => i.entry.position)).toEqual(es.map((e) => e.position));
    // Header: 2 comment lines; then blank, title, position per entry.
    expect(items.map((i) => i.line)).toEqual(es.map((_, k) => 2 + 3 * k + 3));
    expect(items.map((i) => i.number)).toEqual(es.map((_, k) => k + 1));
  });

  it('text: a title is the comment right above a line; blank lines and other comments are not titles', () => {
    const [a, b, c] = entries(3).map((e) => toNotation(e.position));
    const text = `\uFEFF# header\n\n# first\n# really the title\n${a}\r\n\n${b}\n#\n${c}\n# trailing`;
    const file = readLibraryFile(text);
    if (!file.ok) throw new Error('not read');
    const items = fine(file.value.items);
    expect(items.map((i) => [i.number, i.line, i.entry.title])).toEqual([
      [1, 5, 'really the title'],
      [2, 7, null],
      [3, 9, null],
    ]);
  });

  it('the example of docs/formats.md reads as documented', () => {
    const doc = readFileSync(new URL('../../../docs/formats.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Library files'));
    const text = /```text\n([\s\S]*?)```/.exec(section)?.[1];
    const json = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    if (text === undefined || json === undefined) throw new Error('examples missing');
    const t = readLibraryFile(text);
    const j = readLibraryFile(json);
    if (!t.ok || !j.ok) throw new Error('examples do not read');
    expect(fine(t.value.items).map((i) => i.entry.title)).toEqual(['Sedma proti', null]);
    const [entry] = fine(j.value.items);
    expect(entry?.entry.tags).toEqual(['sedma', 'obrana']);
    expect(entry?.entry.problem).toBeNull();
  });
});

group('library files: broken input named with its first problem and where', () => {
  it('a file that is not a library file as a whole is one error', () => {
    const broken = (text: string) => {
      const r = readLibraryFile(text);
      if (r.ok) throw new Error(`read: ${text}`);
      return describeInputError(r.error, 'en');
    };
    expect(broken('{"format": "marias-library", ')).toMatch(/^The input is not valid JSON/);
    expect(broken('[]')).toBe('$: expected object, got array');
    expect(broken('{"format": "other", "version": 1, "entries": []}')).toBe(
      'format: expected "marias-library", got "other"',
    );
    expect(broken('{"format": "marias-library", "entries": []}')).toBe(
      'version: expected integer ≥ 1, got undefined',
    );
    const later = JSON.stringify({ format: 'marias-library', version: LIBRARY_VERSION + 1, entries: [] });
    expect(broken(later)).toBe(
      `version: the file has version ${LIBRARY_VERSION + 1}, this app reads up to version ${LIBRARY_VERSION}`,
    );
    const r = readLibraryFile(later);
    expect(r.ok ? '' : describeInputError(r.error, 'cs')).toBe(
      'version: soubor má verzi 2, tahle aplikace čte nejvýše verzi 1',
    );
  });

  it('JSON: each bad entry with its path; the fine ones still read', () => {
    const [good] = entries(1);
    if (good === undefined) throw new Error('no entry');
    const position = JSON.parse(JSON.stringify(good.position)) as Record<string, unknown>;
    const hands = position.hands as string[][];
    const bad = { ...position, hands: [['HQ', ...(hands[0] ?? []).slice(1)], ...hands.slice(1)] };
    const file = JSON.stringify({
      format: 'marias-library',
      version: 1,
      entries: [
        { title: 'fine', notes: '', tags: [], position },
        { title: 'bad card', position: bad },
        { title: '   ', position },
        'not an entry',
        { title: 'tags', tags: 'sedma', position },
        { title: 'x'.repeat(TITLE_MAX + 1), position },
        { title: 'no position' },
      ],
    });
    const r = readLibraryFile(file);
    if (!r.ok) throw new Error('not read');
    const items = r.value.items;
    expect(items.map((i) => i.ok)).toEqual([true, false, false, false, false, false, false]);
    expect(message(items[1])).toBe(
      'entries[1].position.hands[0][0]: "HQ" is not a card (suit H B L A and rank 7 8 9 X U O K A, e.g. HA)',
    );
    expect(message(items[2])).toBe('entries[2].title: the name may not be empty');
    expect(message(items[3])).toBe('entries[3]: expected object, got "not an entry"');
    expect(message(items[4])).toBe('entries[4].tags: expected array of at most 12 tags, got "sedma"');
    expect(message(items[5])).toBe(`entries[5].title: the name may have at most ${TITLE_MAX} characters`);
    expect(message(items[6], 'cs')).toBe('entries[6].position: chybí, má tam být objekt');
  });

  it('JSON: a position well formed but wrong as a game is fine, with its problem', () => {
    const [e] = entries(1);
    if (e === undefined) throw new Error('no entry');
    const [x, y] = e.position.talon;
    const swapped = { ...e.position, talon: [y, x, ...e.position.talon.slice(2)], hands: e.position.hands };
    // Move one card from the first hand with cards into the talon: a card count problem.
    const seat = swapped.hands.findIndex((h) => h.length > 0);
    const moved = {
      ...swapped,
      hands: swapped.hands.map((h, s) => (s === seat ? h.slice(1) : h)),
      talon: [...swapped.talon, swapped.hands[seat]?.[0]],
    };
    const r = readLibraryFile(toLibraryJson([{ ...e, position: moved as unknown as Position }], 'now'));
    if (!r.ok) throw new Error('not read');
    const [item] = fine(r.value.items);
    expect(item?.entry.problem?.code).toBe('cardCount');
  });

  it('text: a broken line is named with its line, column and token; the others read', () => {
    const [a, b] = entries(2).map((e) => toNotation(e.position));
    if (a === undefined || b === undefined) throw new Error('no entries');
    const broken = a.replace(/ \/ [HBLA][789XUOKA] /, ' / HQ ');
    const column = broken.indexOf('HQ') + 1;
    const r = readLibraryFile(`# one\n${broken}\n\n# two\n${b}\n# three\ncsm x2`);
    if (!r.ok) throw new Error('not read');
    const items = r.value.items;
    expect(items.map((i) => [i.ok, i.number, i.line])).toEqual([
      [false, 1, 2],
      [true, 2, 5],
      [false, 3, 7],
    ]);
    expect(message(items[0])).toMatch(
      new RegExp(`^column ${column} \\("HQ"\\): hands\\[\\d\\]\\[0\\]: "HQ" is not a card`),
    );
    expect(message(items[2], 'cs')).toBe(
      'znak 7: pozice má 6 částí oddělených „/“ (u čtyř hráčů 7, v lízaném 5), tady jich je 1',
    );
  });

  it('text: a line with a problem of the game is fine, with the problem located in it', () => {
    const text =
      'csm d2 0:H seven / HK HO H7 BX LA AA A9 / H8 BO BU LX LK LO LU / B7 L9 L8 L7 AX AK AO AU / A8 A7 / HA H9 HU, BA BK B8, HX B9';
    const r = readLibraryFile(text);
    if (!r.ok) throw new Error('not read');
    const [item] = fine(r.value.items);
    const problem = item?.entry.problem;
    expect(problem?.code).toBe('notation');
    expect(describeInputError(problem ?? never(), 'en')).toContain('trick 3: seat 1 may not play B9');
  });

  it('empty and comment-only texts hold no entries', () => {
    for (const text of ['', '\n\n', '# only a comment\n#']) {
      const r = readLibraryFile(text);
      expect(r.ok && r.value.items.length).toBe(0);
    }
  });
});

group('library files: importing without losing anything', () => {
  const base = entries(1)[0] as FileEntry;
  const entry = (number: number, title: string): ImportEntry => ({ ...base, number, title });

  it('titles compare as the library does (a–z in any case only)', () => {
    expect(titleKey('Sedma PROTI')).toBe(titleKey('sedma proti'));
    expect(titleKey('ČERVENÁ')).not.toBe(titleKey('červená'));
  });

  it('a free title for "keep both", within the length limit', () => {
    const taken = new Set(['a', 'a (2)'].map(titleKey));
    expect(freeTitle('A', taken)).toBe('A (3)');
    expect(freeTitle('b', taken)).toBe('b');
    const long = 'x'.repeat(TITLE_MAX);
    const renamed = freeTitle(long, new Set([titleKey(long)]));
    expect(renamed.length).toBe(TITLE_MAX);
    expect(renamed.endsWith(' (2)')).toBe(true);
  });

  it('conflicts: titles in the library or earlier in the file', () => {
    const es = [entry(1, 'Sedma'), entry(2, 'new'), entry(3, 'NEW'), entry(4, 'other')];
    expect([...importConflicts(es, ['sedma', 'Durch'])]).toEqual([1, 3]);
  });

  it('each answer does what it says, and nothing is overwritten without one', () => {
    const es = [
      entry(1, 'Sedma'),
      entry(2, 'Betl'),
      entry(3, 'Durch'),
      entry(4, 'Durch (2)'),
      entry(5, 'fresh'),
    ];
    const existing = ['sedma', 'betl', 'durch'];
    const answers: Record<number, 'skip' | 'overwrite' | 'keepBoth'> = {
      1: 'skip',
      2: 'overwrite',
      3: 'keepBoth',
    };
    const asked: number[] = [];
    const plan = planImport(es, existing, (n) => {
      asked.push(n);
      return answers[n] ?? 'skip';
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(plan.skipped).toEqual([1]);
    expect(plan.saves.map((s) => [s.number, s.title, s.overwrite])).toEqual([
      [2, 'Betl', true],
      // "Durch (2)" is the title of a later entry of the file: the renamed copy takes (3).
      [3, 'Durch (3)', false],
      [4, 'Durch (2)', false],
      [5, 'fresh', false],
    ]);
    // Only the entry answered "overwrite" overwrites.
    expect(plan.saves.filter((s) => s.overwrite).map((s) => s.number)).toEqual([2]);
  });
});

function never(): never {
  throw new Error('unreachable');
}
