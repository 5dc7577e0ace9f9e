// The app's memory settings that must be given when its process starts (docs/RELIABILITY.md "Memory of a
// busy evening"): V8 sizes the young generation at start-up and a busy evening grows its two semi-spaces
// to 64 MB each, which V8 then keeps. `npm start` / `npm run serve` pass these; `npm run soak` carries
// the same flag in package.json (tests/unit/start/start.test.ts holds them together) and starts itself
// again with MEMORY_ENV. The solver's worker threads get the same young generation bound from the pool
// (src-main/solver/pool.ts `maxYoungMb`).

/** V8 flags of the browser-mode server's Node: semi-spaces of at most 16 MB. */
export const NODE_MEMORY_FLAGS = ['--max-semi-space-size=16'];

/** The same for Electron's main process, which takes V8 flags only from its command line (`--js-flags`). */
export const ELECTRON_MEMORY_SWITCHES = [`--js-flags=${NODE_MEMORY_FLAGS.join(' ')}`];

/**
 * The environment the app's process starts with (a variable the person set wins): glibc's malloc gives
 * each thread that allocates an arena of its own, up to eight per core, and keeps what they grew; two
 * arenas held some 30 MB less RSS under ten tables (docs/RELIABILITY.md). Read by glibc at start-up only,
 * so it is set on the child; other C libraries ignore it.
 */
export const MEMORY_ENV = { MALLOC_ARENA_MAX: '2' };

/** `env` with MEMORY_ENV under it. */
export function withMemoryEnv(env) {
  return { ...MEMORY_ENV, ...env };
}
