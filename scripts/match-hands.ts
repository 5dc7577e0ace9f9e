/**
 * Where `npm run ratings -- --hands-out DIR` keeps a match's hands (the arena's run file, which
 * `npm run arena -- --from` reads) — one name for the script that writes them and the report that looks
 * for them (scripts/ratings-report.ts). Gzipped: the report's hands are committed (a run takes longer than
 * a session, and a fresh checkout has only what was committed), about a twentieth of their JSON.
 */
import { join } from 'node:path';

export function matchHandsFile(
  dir: string,
  variant: string,
  seats: number,
  players: readonly string[],
  seed: number,
): string {
  return join(dir, `${variant}-${seats}-${players.join('-')}-s${seed}.json.gz`);
}
