/**
 * Random JSON-ish values and mutations of valid params, the raw material of the fuzzer. Every choice
 * is drawn from a seeded Rng, so a seed replays the same requests (given the same answers).
 */
import { CARDS, type Rng } from '../../src-shared/index.ts';

/** Names every object inherits: a parser that reads them without an own-key check answers `internal`. */
export const INHERITED = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
] as const;

const HUGE = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53) - 2,
  2 ** 32,
  2 ** 31,
  -1,
  -0,
  0.5,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  1e21,
  4294967295,
  4294967296,
] as const;

const NANISH = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  ' 1',
  '',
  'null',
  'undefined',
  '-0',
  '1_000',
];

const WORDS = [
  'HA',
  'ha',
  'H1',
  'XX',
  'AX',
  'B7 B7',
  'csm',
  'house001',
  'suit',
  'betl',
  'seven',
  'human',
  'ai',
];

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)] as T;

/** A long string of one of a few kinds (ASCII, Czech letters, lone surrogates, card lists). */
export function longString(rng: Rng): string {
  const n = pick(rng, [100, 401, 4_001, 70_000]);
  switch (rng.int(4)) {
    case 0:
      return 'x'.repeat(n);
    case 1:
      return 'ř'.repeat(n);
    case 2:
      return '\ud800'.repeat(Math.min(n, 5_000));
    default:
      return Array.from({ length: Math.ceil(n / 3) }, () => pick(rng, CARDS)).join(' ');
  }
}

/** An array or object nested `depth` levels deep, built without recursion. */
export function deep(depth: number, asObject: boolean): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  return v;
}

/** One random value of any JSON type (and undefined), small unless `big` is drawn. */
export function randomValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 9 : 12)) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return rng.int(2) === 0;
    case 3:
      return rng.int(200) - 50;
    case 4:
      return pick(rng, HUGE);
    case 5:
      return pick(rng, NANISH);
    case 6:
      return pick(rng, WORDS);
    case 7:
      return pick(rng, CARDS);
    case 8:
      return rng.int(8) === 0 ? longString(rng) : pick(rng, INHERITED);
    case 9:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1));
    case 10: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i--)
        o[rng.int(2) === 0 ? pick(rng, INHERITED) : pick(rng, WORDS)] = randomValue(rng, depth + 1);
      return o;
    }
    default:
      return deep(pick(rng, [50, 1_000, 20_000]), rng.int(2) === 0);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths to every node of a JSON value (objects' own keys, arrays' indexes), at most `max`. */
function paths(v: unknown, max = 400): (string | number)[][] {
  const out: (string | number)[][] = [[]];
  const stack: [unknown, (string | number)[]][] = [[v, []]];
  while (stack.length > 0 && out.length < max) {
    const [node, path] = stack.pop() as [unknown, (string | number)[]];
    const keys: (string | number)[] = Array.isArray(node)
      ? node.map((_, i) => i)
      : isRecord(node)
        ? Object.keys(node)
        : [];
    for (const k of keys) {
      const p = [...path, k];
      out.push(p);
      stack.push([(node as Record<string | number, unknown>)[k], p]);
    }
  }
  return out;
}

const clone = (v: unknown): unknown =>
  v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as unknown);

/** The parent of `path` in `root` and the last key (the root itself: null). */
function at(
  root: unknown,
  path: readonly (string | number)[],
): [Record<string | number, unknown>, string | number] | null {
  if (path.length === 0) return null;
  let node = root as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  return [node, path[path.length - 1] as string | number];
}

export type MutationKind =
  | 'wrongType'
  | 'missingKey'
  | 'extraKey'
  | 'inheritedKey'
  | 'huge'
  | 'nanString'
  | 'longString'
  | 'deep'
  | 'duplicateCards'
  | 'otherValue'
  | 'replaceRoot';

export const MUTATIONS: readonly MutationKind[] = [
  'wrongType',
  'missingKey',
  'extraKey',
  'inheritedKey',
  'huge',
  'nanString',
  'longString',
  'deep',
  'duplicateCards',
  'otherValue',
  'replaceRoot',
];

/**
 * `valid` changed in one to three places. `others` are valid values seen elsewhere (ids of other
 * sessions, jobs, attempts, cards), dropped in where a value of the same kind may be expected.
 */
export function mutate(valid: unknown, rng: Rng, others: readonly unknown[]): unknown {
  let v = clone(valid);
  for (let n = 1 + rng.int(3); n > 0; n--) v = mutateOnce(v, rng, others);
  return v;
}

function mutateOnce(v: unknown, rng: Rng, others: readonly unknown[]): unknown {
  const kind = pick(rng, MUTATIONS);
  if (kind === 'replaceRoot') return randomValue(rng);
  const all = paths(v);
  const path = pick(rng, all);
  const slot = at(v, path);
  const set = (value: unknown): unknown => {
    if (slot === null) return value;
    slot[0][slot[1]] = value;
    return v;
  };
  const here = slot === null ? v : slot[0][slot[1]];
  switch (kind) {
    case 'wrongType':
      return set(randomValue(rng, 2));
    case 'missingKey':
      if (slot !== null && isRecord(slot[0])) delete slot[0][slot[1]];
      else if (slot !== null && Array.isArray(slot[0])) slot[0].splice(Number(slot[1]), 1);
      return v;
    case 'extraKey':
    case 'inheritedKey': {
      const target = isRecord(here) ? here : isRecord(v) ? v : null;
      if (target === null) return set({ [pick(rng, INHERITED)]: 1 });
      const key = kind === 'inheritedKey' ? pick(rng, INHERITED) : pick(rng, WORDS);
      // A literal `__proto__` key, as JSON.parse makes it (an own property, not the prototype).
      Object.defineProperty(target, key, {
        value: randomValue(rng, 2),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return v;
    }
    case 'huge':
      return set(pick(rng, HUGE));
    case 'nanString':
      return set(pick(rng, NANISH));
    case 'longString':
      return set(longString(rng));
    case 'deep':
      return set(deep(pick(rng, [100, 5_000, 50_000]), rng.int(2) === 0));
    case 'duplicateCards': {
      // Arrays of cards get a card of their own repeated; anything else gets a list of one card many times.
      if (Array.isArray(here) && here.length > 0) {
        const items = here as unknown[];
        const c = pick(rng, items);
        return set([...items, ...Array.from({ length: 1 + rng.int(40) }, () => c)]);
      }
      const c = pick(rng, CARDS);
      return set(rng.int(2) === 0 ? Array.from({ length: 33 }, () => c) : `${c} `.repeat(1 + rng.int(300)));
    }
    case 'otherValue':
      return set(others.length === 0 ? randomValue(rng) : clone(pick(rng, others)));
  }
}
