/**
 * The report's kept hands are committed gzipped (scripts/match-hands.ts): `ratings --hands-out` writes them
 * with `writeJsonFile`, and `arena --from` (and `arena-pair`) read them with `readRunFiles`, which takes
 * gzipped and plain run files alike.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunFiles, writeJsonFile } from '../../../scripts/cli-args.ts';
import { matchHandsFile } from '../../../scripts/match-hands.ts';

const fail = (message: string): never => {
  throw new Error(message);
};

describe('run files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marias-run-files-'));
  const run = { names: ['rules', 'hrac'], seed: 211, deals: [[{ money: [1.5, -1.5], note: 'Kč ž' }]] };

  it('a match’s hands are named .json.gz and written gzipped; read back they are the same run', () => {
    const file = matchHandsFile(dir, 'chosen', 4, ['rules', 'zacatecnik', 'hrac', 'mistr'], 223);
    expect(file).toBe(join(dir, 'chosen-4-rules-zacatecnik-hrac-mistr-s223.json.gz'));
    writeJsonFile(file, run);
    // gzip's magic number, not JSON's brace
    expect([...readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(readRunFiles([file], fail)).toEqual([run]);
  });

  it('a plain run file is written and read as JSON', () => {
    const file = join(dir, 's1.json');
    writeJsonFile(file, run);
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(run)}\n`);
    expect(readRunFiles([file, `${file}`], fail)).toEqual([run, run]);
  });

  it('a file that is neither names itself in the failure', () => {
    const missing = join(dir, 'missing.json.gz');
    expect(() => readRunFiles([missing], fail)).toThrow(`--from ${missing}:`);
  });
});
