/**
 * Who may talk to the browser-mode server: requests for this machine's address and port only (a
 * foreign Host is DNS rebinding), from no other origin, and API calls carrying the run's token.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** A fresh secret for one run of the server. */
export const newToken = (): string => randomBytes(24).toString('hex');

/** The Host values that name this server. */
export const allowedHosts = (port: number): ReadonlySet<string> =>
  new Set([`127.0.0.1:${port}`, `localhost:${port}`]);

/** Null when the request may proceed; else why not (answered with 403). */
export function foreignRequest(headers: IncomingHttpHeaders, hosts: ReadonlySet<string>): string | null {
  const host = headers.host;
  if (host === undefined || !hosts.has(host.toLowerCase()))
    return 'This server answers only at its own address.';
  const origin = headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host.toLowerCase()}`)
    return 'Requests from other origins are not allowed.';
  return null;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether two secrets are equal, compared in constant time (of their hashes: any lengths). */
export const sameSecret = (given: string, secret: string): boolean =>
  timingSafeEqual(digest(given), digest(secret));

/** Whether the Authorization header carries the token (compared in constant time). */
export function hasToken(headers: IncomingHttpHeaders, token: string): boolean {
  const given = headers.authorization;
  if (typeof given !== 'string') return false;
  return sameSecret(given, `Bearer ${token}`);
}
