/**
 * Main's last resort: an error nobody caught (a promise rejected with no handler, an exception thrown
 * from a timer or an event) is logged and the process keeps serving. Node and Electron would otherwise
 * end the process (Node on either; Electron's main on an exception, with a box), and with it every
 * request in flight and the window. Every background task catches its own errors and retries
 * (the drill stock, the job registries, the review hook); this is for what they miss.
 *
 * A failed write has already been refused to its caller and rolled back (every store write is one
 * transaction), so going on is safe: nothing acknowledged is lost. Both entry points install it
 * (src-main/index.ts for Electron, src-main/server/main.ts for browser mode).
 */

export type LastResortLog = (message: string) => void;

/** What `installLastResort` logs for one error (exported for its test). */
export function lastResortMessage(kind: 'unhandledRejection' | 'uncaughtException', e: unknown): string {
  const what = e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
  const code =
    typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
      ? ` [${(e as { code: string }).code}]`
      : '';
  return `Mariáš: ${kind === 'unhandledRejection' ? 'a promise failed with nobody to handle it' : 'an error nobody caught'}${code}; the app keeps running: ${what}`;
}

let installed: { off: () => void } | null = null;

/**
 * Installs the handlers once per process (a second call changes nothing); `off` removes them (tests).
 * `log` defaults to console.error.
 */
export function installLastResort(log: LastResortLog = (m) => console.error(m)): { off: () => void } {
  if (installed !== null) return installed;
  const onRejection = (e: unknown) => log(lastResortMessage('unhandledRejection', e));
  const onException = (e: unknown) => log(lastResortMessage('uncaughtException', e));
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  const handle = {
    off: () => {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onException);
      installed = null;
    },
  };
  installed = handle;
  return handle;
}
