/**
 * The security headers of everything the app serves: the browser-mode server, the Electron window's
 * `app://` protocol handler and (under `electron-vite dev`) the dev server's responses. The one
 * Content-Security-Policy of the app: index.html carries none of its own.
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

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
