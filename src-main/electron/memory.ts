/**
 * The memory settings the installed app's process must start with (pure: tests decide without the
 * binary). The launchers give them to the process they start (scripts/start/memory.mjs: `npm start`,
 * `npm run serve`, the soak): V8's young generation bound `--max-semi-space-size=16` and glibc's
 * `MALLOC_ARENA_MAX=2` (docs/RELIABILITY.md "Memory of a busy evening"). An installed app is started by
 * the desktop, with neither, and neither can be set from inside the running process:
 *
 * - Electron's main process takes V8 flags only from its command line (`--js-flags`) as it starts;
 *   `app.commandLine.appendSwitch('js-flags', …)` reaches only the processes Electron starts afterwards
 *   (renderers), and `v8.setFlagsFromString('--max-semi-space-size=…')` leaves a heap already made as it
 *   is (measured under Node 20: a new space of 32 MB with the flag set at run time, 4 MB with it given at
 *   start-up, `--max-semi-space-size=2`).
 * - glibc reads MALLOC_ARENA_MAX once, when the process starts.
 *
 * So a packaged app started without them starts itself again with them (`memoryRelaunch`: the args and
 * the environment for `app.relaunch`, src-main/index.ts), once: the second start carries
 * `MARIAS_MEMORY_RELAUNCHED` and is never relaunched, whatever it got. An unpackaged run (`npm start`,
 * `electron-vite dev`) is left as started. What the person gave wins: their own `--js-flags` or
 * MALLOC_ARENA_MAX are kept. An AppImage is started again through its file (`APPIMAGE`): the executable
 * inside lives on the image's mount, which goes when the first process ends.
 */

/** The V8 flags of the main process: semi-spaces of at most 16 MB (scripts/start/memory.mjs's). */
export const MAIN_JS_FLAGS = '--max-semi-space-size=16';
/** glibc's arenas (scripts/start/memory.mjs's MEMORY_ENV). */
export const ARENA_VARIABLE = 'MALLOC_ARENA_MAX';
export const ARENAS = '2';
/** Set on the process started again: it is not started again. */
export const RELAUNCHED_VARIABLE = 'MARIAS_MEMORY_RELAUNCHED';

/** How the process was started. */
export interface MemoryLaunch {
  /** `app.isPackaged`. */
  readonly isPackaged: boolean;
  /** `process.env`. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** `process.platform`. */
  readonly platform: string;
  /** `process.argv`: the executable, then its arguments. */
  readonly argv: readonly string[];
}

/** What `app.relaunch` is given, and the variables set in this process first (the new one inherits them). */
export interface MemoryRelaunch {
  readonly args: readonly string[];
  /** The file to start (an AppImage's own), or undefined: the executable running now. */
  readonly execPath: string | undefined;
  readonly env: Readonly<Record<string, string>>;
}

const hasJsFlags = (argv: readonly string[]): boolean =>
  argv.slice(1).some((a) => a === '--js-flags' || a.startsWith('--js-flags='));

/** The relaunch that gives the process its memory settings, or null: none needed (or not ours to make). */
export function memoryRelaunch(launch: MemoryLaunch): MemoryRelaunch | null {
  if (!launch.isPackaged || launch.env[RELAUNCHED_VARIABLE] !== undefined) return null;
  // Only glibc (Linux) reads the variable; elsewhere it would buy nothing.
  const needsArenas = launch.platform === 'linux' && launch.env[ARENA_VARIABLE] === undefined;
  const needsFlags = !hasJsFlags(launch.argv);
  if (!needsArenas && !needsFlags) return null;
  const rest = launch.argv.slice(1);
  const appImage = launch.platform === 'linux' ? launch.env['APPIMAGE'] : undefined;
  return {
    // A switch before the arguments (a file the desktop passed stays where it was, after them).
    args: needsFlags ? [`--js-flags=${MAIN_JS_FLAGS}`, ...rest] : rest,
    execPath: appImage === undefined || appImage === '' ? undefined : appImage,
    env: { ...(needsArenas ? { [ARENA_VARIABLE]: ARENAS } : {}), [RELAUNCHED_VARIABLE]: '1' },
  };
}
