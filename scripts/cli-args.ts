/** Small helpers the benchmark and arena scripts share. */
import { readFileSync } from 'node:fs';

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

/** The runs a `--from` option names (`--out` files), parsed; one that cannot be read ends the script by `fail`. */
export function readRunFiles<T>(files: readonly string[], fail: (message: string) => never): T[] {
  return files.map((f) => {
    try {
      return JSON.parse(readFileSync(f, 'utf8')) as T;
    } catch (e) {
      return fail(`--from ${f}: ${(e as Error).message}`);
    }
  });
}
