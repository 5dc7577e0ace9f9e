/** Small helpers the benchmark and arena scripts share. */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The value after `--name` on the command line, if given. */
export function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** A JSON file's text, gunzipped where its name ends in `.gz` (the report's kept hands, scripts/match-hands.ts). */
export function readJsonText(file: string): string {
  const bytes = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

/** Writes `value` as one line of JSON, gzipped where the name ends in `.gz`. */
export function writeJsonFile(file: string, value: unknown): void {
  const text = `${JSON.stringify(value)}\n`;
  writeFileSync(file, file.endsWith('.gz') ? gzipSync(text, { level: 9 }) : text);
}

/**
 * The runs a `--from` option names (`--out` files, or the report's gzipped hands), parsed; one that cannot be
 * read ends the script by `fail`.
 */
export function readRunFiles<T>(files: readonly string[], fail: (message: string) => never): T[] {
  return files.map((f) => {
    try {
      return JSON.parse(readJsonText(f)) as T;
    } catch (e) {
      return fail(`--from ${f}: ${(e as Error).message}`);
    }
  });
}
