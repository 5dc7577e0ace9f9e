/**
 * The app's own URL scheme: Electron serves the built renderer as `app://marias/…` instead of file://,
 * so the page has a real origin of its own (CSP 'self', the sender check) and no reach into the disk.
 * Pure: no Electron import, so the main process and the tests share it.
 */

export const APP_SCHEME = 'app';
export const APP_HOST = 'marias';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The page the window opens. */
export const APP_INDEX_URL = `${APP_ORIGIN}/index.html`;

/**
 * Privileges for `protocol.registerSchemesAsPrivileged` (before `ready`): a standard scheme (relative
 * URLs, an origin), secure (like https), with fetch; no bypass of the CSP, no service workers, no CORS.
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const;
