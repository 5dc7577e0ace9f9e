/**
 * Input shapes (the API contract's params; positions, actions and records in parse.ts) are declared once,
 * as valibot schemas; their TypeScript types are inferred from them (`v.InferOutput`) and `validate` checks
 * input against them, answering the app's own `InputError` with a JSON path. Every schema and action
 * carries the app's wording of what it expects as its message (`v.string('string')`); the first issue
 * (abortEarly) becomes a `shape` error with that wording. Errors that are more than a wrong shape (an
 * unknown card, a seat out of range, a ruleset's problem found by parseRules) travel in an
 * `InputIssue` carrying the error itself, its paths relative to the place of the issue.
 */
import * as v from 'valibot';
import { type Card, isCard } from '../cards/card.ts';
import { type InputError, type KeyPlace, shapeError } from './errors.ts';
import { type Result, err, ok } from '../util/result.ts';

/** An issue carrying the app's error; its paths are relative to the issue's (`''`, `.seat`, `[2]`). */
export interface InputIssue extends v.BaseIssue<unknown> {
  readonly type: 'input';
  readonly error: InputError;
}

const inputIssue = (kind: 'schema' | 'validation', input: unknown, error: InputError): InputIssue => ({
  kind,
  type: 'input',
  input,
  expected: null,
  received: 'input',
  message: 'input',
  error,
});

const isInputIssue = (issue: v.BaseIssue<unknown>): issue is InputIssue => 'error' in issue;

/** A parser of the app's own (the rules; a staged read) as a schema; it reads its input from path ''. */
export interface ParsedSchema<T> extends v.BaseSchema<unknown, T, InputIssue> {
  readonly type: 'parsed';
}

/* @__NO_SIDE_EFFECTS__ */
export function parsed<T>(parse: (value: unknown, path: string) => Result<T, InputError>): ParsedSchema<T> {
  return v._standardSchema<ParsedSchema<T>>({
    kind: 'schema',
    type: 'parsed',
    reference: parsed,
    expects: 'input',
    async: false,
    '~run'(dataset) {
      const r = parse(dataset.value, '');
      return r.ok
        ? { typed: true, value: r.value }
        : { typed: false, value: dataset.value, issues: [inputIssue('schema', dataset.value, r.error)] };
    },
  });
}

/** A check of a value already of its shape (across fields, against a table): null, or the error. */
/* @__NO_SIDE_EFFECTS__ */
export function refine<T>(check: (value: T) => InputError | null): v.BaseValidation<T, T, InputIssue> {
  return {
    kind: 'validation',
    type: 'refine',
    reference: refine,
    async: false,
    expects: null,
    '~run'(dataset) {
      if (!dataset.typed) return dataset;
      const error = check(dataset.value);
      if (error === null) return dataset;
      return { typed: true, value: dataset.value, issues: [inputIssue('validation', dataset.value, error)] };
    },
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A JSON object (not an array, not null). */
export const record = v.custom<Record<string, unknown>>(isRecord, 'object');

/** Drops the keys whose value is undefined: an optional field absent is absent from the output too. */
export function present<T extends object>(o: T): Present<T> {
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) if (x !== undefined) out[k] = x;
  return out as Present<T>;
}
/** T with the keys that may be undefined made optional. */
export type Present<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & { [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined> } extends infer O
  ? { [K in keyof O]: O[K] }
  : never;

/**
 * An object of these fields, checked in their order. Unlike `v.object`, a field missing is read as
 * undefined by its own schema (so its wording says what it should be), an array is no object, and
 * optional fields absent stay absent.
 */
/* @__NO_SIDE_EFFECTS__ */
export function fields<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    record,
    v.transform((o) => {
      const all: Record<string, unknown> = {};
      for (const k of Object.keys(entries)) all[k] = Object.hasOwn(o, k) ? o[k] : undefined;
      return all;
    }),
    v.object(entries),
    v.transform(present<v.InferOutput<v.ObjectSchema<E, undefined>>>),
  );
}

/**
 * The first own key of `o` that is not one of `keys`, as the error naming it and where it is (its path
 * relative to the object), or null. A key that differs from a known one only in case names that one as
 * the key meant.
 */
export function unknownKey(
  o: Record<string, unknown>,
  keys: readonly string[],
  where: KeyPlace,
): InputError | null {
  for (const key of Object.keys(o)) {
    if (keys.includes(key)) continue;
    const near = keys.find((k) => k.toLowerCase() === key.toLowerCase());
    return {
      code: 'invalid',
      path: `.${key}`,
      problem: { kind: 'unknownKey', key, in: where, ...(near === undefined ? {} : { near }) },
    };
  }
  return null;
}

/** A JSON object of these keys only: another is refused by name (`unknownKey`), where it is. */
/* @__NO_SIDE_EFFECTS__ */
export const closed = (keys: readonly string[], where: KeyPlace) =>
  v.pipe(
    record,
    refine((o: Record<string, unknown>) => unknownKey(o, keys, where)),
  );

/** `fields(entries)` that refuses any other key by name (`unknownKey`), as input from outside must. */
/* @__NO_SIDE_EFFECTS__ */
export function closedFields<const E extends v.ObjectEntries>(entries: E, where: KeyPlace) {
  return v.pipe(closed(Object.keys(entries), where), fields(entries));
}

/**
 * The params of an API method: `closedFields` whose other keys are refused as the params' (`unknownKey`
 * in `params`), so a misspelt optional key is named instead of silently dropped.
 */
/* @__NO_SIDE_EFFECTS__ */
export const paramFields = <const E extends v.ObjectEntries>(entries: E) => closedFields(entries, 'params');

/**
 * Where a check across fields must come between fields (the first problem found is the one reported),
 * a schema reads its input in stages: `stage(fields, x, path)` for each, the checks between them.
 */
export function stage<S extends v.GenericSchema>(
  schema: S,
  x: unknown,
  path: string,
  check?: (value: v.InferOutput<S>) => InputError | null,
): Result<v.InferOutput<S>, InputError> {
  const r = validate(schema, x, path);
  if (!r.ok || check === undefined) return r;
  const error = check(r.value);
  return error === null ? r : err(rebase(error, path));
}

/** Absent: undefined or null (both read as "not given"), else `schema`. */
/* @__NO_SIDE_EFFECTS__ */
export const absent = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((x): v.InferOutput<S> | undefined => x ?? undefined),
  );

/** An integer (the wording `expected` for a value that is none). */
/* @__NO_SIDE_EFFECTS__ */
export const int = (expected: string) => v.pipe(v.number(expected), v.integer(expected));

/** An integer from min to max (inclusive; max null: no bound), one wording for any miss. */
/* @__NO_SIDE_EFFECTS__ */
export const intIn = (min: number, max: number | null, expected: string) =>
  v.pipe(
    int(expected),
    v.check((n) => n >= min && (max === null || n <= max), expected),
  );

/** One word of a fixed vocabulary; expected: the words joined by " | " unless worded otherwise. */
/* @__NO_SIDE_EFFECTS__ */
export const oneOf = <const T extends readonly string[]>(words: T, expected = words.join(' | ')) =>
  v.picklist(words, expected);

/** A string matching `pattern`, one wording for any miss. */
/* @__NO_SIDE_EFFECTS__ */
export const token = (pattern: RegExp, expected: string) =>
  v.pipe(v.string(expected), v.regex(pattern, expected));

/** A card's name: not a string is a shape error (`expected`), a string no card is `unknownCard`. */
/* @__NO_SIDE_EFFECTS__ */
export const card = (expected: string) =>
  v.pipe(
    v.string(expected),
    refine((c: string): InputError | null =>
      isCard(c) ? null : { code: 'unknownCard', path: '', value: c },
    ),
    v.transform((c) => c as Card),
  );

const pathOf = (root: string, issue: v.BaseIssue<unknown>): string =>
  root +
  (issue.path ?? []).map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`)).join('');

/** The error moved under `prefix` (its paths were relative). */
function rebase(e: InputError, prefix: string): InputError {
  switch (e.code) {
    case 'shape':
    case 'unknownCard':
    case 'cardCount':
    case 'invalid':
      return { ...e, path: prefix + e.path };
    case 'duplicateCard':
      return { ...e, paths: e.paths.map((p) => prefix + p) };
    default:
      return e;
  }
}

/** The app's error for a valibot issue found under `root`. */
export function inputError(issue: v.BaseIssue<unknown>, root: string): InputError {
  const path = pathOf(root, issue);
  if (isInputIssue(issue)) return rebase(issue.error, path);
  return shapeError(path, issue.message, issue.input);
}

/** `value` checked against `schema`: its output, or the first problem with its path from `root`. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  root: string,
): Result<v.InferOutput<S>, InputError> {
  const r = v.safeParse(schema, value, { abortEarly: true });
  return r.success ? ok(r.output) : err(inputError(r.issues[0], root));
}
