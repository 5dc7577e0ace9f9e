/** Types of options.mjs (plain JavaScript, so that `npm start` runs under any Node). */
export const USAGE: string;
export interface StartOptions {
  browser: boolean;
  verbose: boolean;
  help: boolean;
  server: string[];
}
export function parseStartArgs(
  argv: readonly string[],
): { ok: true; value: StartOptions } | { ok: false; error: string };
