/**
 * The command line names the real problem of malformed input (issue 17, defects 6 and 9): inherited
 * names as rule keys, `null` as input, bytes that are not UTF-8, seeds the shuffle cannot take.
 */
import { describe, expect, it } from 'vitest';
import { EXIT, run, runAsync } from '../../../src-main/cli/commands.ts';
import { SEED_MAX } from '../../../src-shared/index.ts';
import { MAX_LAYOUTS } from '../../../src-shared/api/contract.ts';

const call = (args: string[], input: string | Uint8Array = '') => {
  const r = run(args, () => input);
  return { ...r, json: r.stdout ? (JSON.parse(r.stdout) as Record<string, unknown>) : null };
};

const POSITION = {
  rules: 'csm',
  declarer: 0,
  trump: 'H',
  hands: ['HA HX HK HO H7 BA BX LA L7 B7', 'H9 H8 BK BO B9 LX LK LO AA AX', 'HU BU B8 LU L9 L8 AK AO AU A9'],
  talon: 'A8 A7',
};

describe('cli input problems', () => {
  it('bounds --max-layouts as the API does, naming the range', () => {
    for (const m of [String(MAX_LAYOUTS + 1), '1000000', '0']) {
      const r = call(['seat', '--seat', '1', '--max-layouts', m], JSON.stringify(POSITION));
      expect(r.code, m).toBe(EXIT.usage);
      expect(r.stderr).toContain(`--max-layouts must be an integer 1..${MAX_LAYOUTS}`);
    }
    const fine = call(['seat', '--seat', '0', '--max-layouts', '20'], JSON.stringify(POSITION));
    expect(fine.code, fine.stderr).toBe(EXIT.ok);
  });

  it('refuses inherited names as rule or rate keys with exit 2, naming the option', () => {
    for (const key of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      for (const rules of [`{"${key}": 1}`, `{"rates": {"${key}": 1}}`]) {
        const text = JSON.stringify({ ...POSITION, rules: 'RULES' }).replace('"RULES"', rules);
        const r = call(['legal'], text);
        expect(r.code, `${key} in ${rules}`).toBe(EXIT.badInput);
        expect(r.json).toMatchObject({
          ok: false,
          error: { code: 'invalid', problem: { kind: 'unknownOption', option: key } },
        });
        expect(r.stderr).not.toMatch(/\n\s+at /);
      }
    }
  });

  it('says that null (or a list, a number) is not an object', () => {
    // A scalar is shown as itself (issue 26 item 7), a list by its kind.
    for (const [input, got, shown] of [
      ['null', 'null', 'null'],
      ['[]', 'array', 'array'],
      ['7', 'number', '7'],
    ] as const) {
      const r = call(['legal'], input);
      expect(r.code).toBe(EXIT.badInput);
      expect(r.json).toMatchObject({ error: { code: 'shape', path: '(input)', expected: 'object', got } });
      expect(r.stderr).toContain(`got ${shown}`);
    }
  });

  it('refuses bytes that are not UTF-8 as such, in every command that reads input', async () => {
    const good = new TextEncoder().encode(JSON.stringify(POSITION));
    expect(call(['legal'], good).code).toBe(EXIT.ok);
    const bad = new Uint8Array([
      ...new TextEncoder().encode('{"hands": ["'),
      0xc3,
      0x28,
      ...new TextEncoder().encode('"]}'),
    ]);
    for (const args of [['legal'], ['notation']]) {
      const r = call(args, bad);
      expect(r.code, args[0]).toBe(EXIT.badInput);
      expect(r.json).toMatchObject({ ok: false, error: { code: 'encoding' } });
      expect(r.stderr).toContain('not UTF-8');
    }
    const review = await runAsync(['review', '--seat', '0'], () => bad);
    expect(review.code).toBe(EXIT.badInput);
    expect(review.stderr).toContain('not UTF-8');
  });

  it('takes seeds 0..2^32-1 and refuses larger ones instead of dealing another seed', () => {
    expect(call(['deal', '--seed', String(SEED_MAX)]).code).toBe(EXIT.ok);
    expect(call(['deal', '--seed', '0']).code).toBe(EXIT.ok);
    for (const seed of ['4294967296', '-1', '9007199254740993', '99999999999999999999']) {
      const r = call(['deal', '--seed', seed]);
      expect(r.code, seed).toBe(EXIT.usage);
      expect(r.stderr).toContain(`--seed must be an integer 0..${SEED_MAX}`);
    }
    const r = call(['seat', '--seat', '1', '--seed', '4294967296'], JSON.stringify(POSITION));
    expect(r.code).toBe(EXIT.usage);
  });

  it('refuses a record whose seed the shuffle cannot take', () => {
    const r = call(['legal'], JSON.stringify({ setup: { seed: 2 ** 32 }, actions: [] }));
    expect(r.code).toBe(EXIT.badInput);
    expect(r.json).toMatchObject({
      error: { code: 'shape', path: 'record.setup.seed', expected: `integer 0–${SEED_MAX}` },
    });
    expect(call(['legal'], JSON.stringify({ setup: { seed: SEED_MAX }, actions: [] })).code).toBe(EXIT.ok);
  });
});
