/**
 * The security headers of everything the app serves: the browser-mode server, the guest server of a
 * shared table, the Electron window's `app://` protocol handler and (under `electron-vite dev`) the dev
 * server's responses. The one Content-Security-Policy of the app: index.html carries none of its own.
 */

/**
 * Only the app's own files: no inline scripts or styles, no plugins, no framing, no forms, no foreign
 * connections (the renderer styles elements through the CSSOM, which style-src does not govern).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Every header, for an origin a browser trusts (the `app://` scheme, loopback). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The header a browser honours only for a potentially trustworthy origin (secure context). */
const OPENER_POLICY = 'Cross-Origin-Opener-Policy';
/** The headers for a plain-http origin a browser does not trust: all but Cross-Origin-Opener-Policy. */
export const UNTRUSTED_ORIGIN_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) => name !== OPENER_POLICY),
);

/**
 * Whether a request's `Host` names a loopback origin, which browsers take as potentially trustworthy
 * over plain http (127.0.0.0/8, [::1], localhost and names under it); a home network's address is not.
 */
export function loopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * The security headers for an answer to a request for `host`. Cross-Origin-Opener-Policy goes only to a
 * loopback origin: over plain http at a home network's address (the guest server's links) Chromium
 * ignores it and logs an error on every page, so there it is left out; the others hold everywhere.
 */
export const securityHeaders = (host: string | undefined): Readonly<Record<string, string>> =>
  loopbackHost(host) ? SECURITY_HEADERS : UNTRUSTED_ORIGIN_HEADERS;
