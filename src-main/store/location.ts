/**
 * Where the store lives: `marias.sqlite` in the data directory. Electron passes
 * `app.getPath('userData')`; browser mode uses `MARIAS_DATA_DIR`, else `data/` in the repository.
 */
import { join, resolve } from 'node:path';

export const STORE_FILE = 'marias.sqlite';

export const storeFile = (dataDir: string): string => join(dataDir, STORE_FILE);

/** Browser mode's data directory, given the repository root. */
export function browserDataDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = env['MARIAS_DATA_DIR'];
  return dir !== undefined && dir !== '' ? resolve(dir) : join(repoRoot, 'data');
}
