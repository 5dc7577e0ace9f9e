/** Types of memory.mjs (plain JavaScript, so that `npm start` runs under any Node). */
export const NODE_MEMORY_FLAGS: readonly string[];
export const ELECTRON_MEMORY_SWITCHES: readonly string[];
export const MEMORY_ENV: { readonly MALLOC_ARENA_MAX: string };
export function withMemoryEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
