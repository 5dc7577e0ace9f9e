/** Types of build.mjs (plain JavaScript, so that `npm start` runs under any Node). */
export interface BuildOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly verbose?: boolean;
  readonly write?: (chunk: string) => void;
}
export function runBuild(o: BuildOptions): Promise<{ ok: boolean; output: string }>;
