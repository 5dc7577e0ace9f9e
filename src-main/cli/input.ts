/**
 * What the commands read a hand from (docs/cli.md): a record or a position, bare or wrapped
 * (`{"record": …}`, `{"position": …}`), with the command's own keys beside it (`apply`: `action`). A key
 * besides these is refused by name, as every input is (`unknownKey` in the input), never ignored.
 */
import { type InputError, type Result, err, ok } from '../../src-shared/index.ts';
import { unknownKey } from '../../src-shared/io/schema.ts';

export interface Unwrapped {
  /** Which the input holds: a record (`setup`, `actions`) or a position. */
  readonly kind: 'record' | 'position';
  /** The record or position itself, to be read by its own reader. */
  readonly value: unknown;
  /** The command's own keys, as given. */
  readonly own: Readonly<Record<string, unknown>>;
}

/** The keys of `o` that are `keys`, and the rest. */
function split(o: Record<string, unknown>, keys: readonly string[]) {
  const own: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) (keys.includes(k) ? own : rest)[k] = v;
  return { own, rest };
}

/** A key of the input itself: its path is the key (the input has no name of its own). */
const topLevel = (e: InputError | null): InputError | null =>
  e !== null && e.code === 'invalid' ? { ...e, path: e.path.slice(1) } : e;

/**
 * The record or position in `input`, and the command's `own` keys. `only: 'record'` takes a record
 * alone (`review`): a bare input is then a record whatever it holds.
 */
export function unwrap(
  input: Record<string, unknown>,
  own: readonly string[],
  only?: 'record',
): Result<Unwrapped, InputError> {
  for (const kind of only === 'record' ? (['record'] as const) : (['record', 'position'] as const)) {
    if (!Object.hasOwn(input, kind)) continue;
    const problem = topLevel(unknownKey(input, [kind, ...own], 'input'));
    if (problem !== null) return err(problem);
    return ok({ kind, value: input[kind], own: split(input, own).own });
  }
  const { own: mine, rest } = split(input, own);
  const kind = only === 'record' || Object.hasOwn(input, 'setup') ? 'record' : 'position';
  return ok({ kind, value: rest, own: mine });
}
