/**
 * The security headers by the origin a request names: every header for loopback (a browser honours
 * Cross-Origin-Opener-Policy there), all but that one for a home network's address over plain http,
 * where Chromium ignores it and logs an error on every page.
 */
import { describe, expect, it } from 'vitest';
import {
  SECURITY_HEADERS,
  UNTRUSTED_ORIGIN_HEADERS,
  loopbackHost,
  securityHeaders,
} from '../../../src-main/server/headers.ts';

const COOP = 'Cross-Origin-Opener-Policy';

describe('the security headers by origin', () => {
  it.each([
    '127.0.0.1:5173',
    '127.0.0.1',
    '127.1.2.3:80',
    'localhost:4000',
    'LOCALHOST:4000',
    'app.localhost:4000',
    'localhost.:4000',
    '[::1]:4000',
  ])('a loopback Host (%s) gets every header, Cross-Origin-Opener-Policy too', (host) => {
    expect(loopbackHost(host)).toBe(true);
    expect(securityHeaders(host)).toEqual(SECURITY_HEADERS);
    expect(securityHeaders(host)[COOP]).toBe('same-origin');
  });

  it.each([
    '192.168.77.5:40123',
    '10.0.0.2:80',
    '192.0.2.2:5000',
    '[fd00::2]:5000',
    'marias.local:5000',
    'localhost.example:80',
    '127.0.0.1.example:80',
    '1127.0.0.1:80',
    '',
    undefined,
  ])('another Host (%s) gets all but Cross-Origin-Opener-Policy', (host) => {
    expect(loopbackHost(host)).toBe(false);
    const headers = securityHeaders(host);
    expect(headers).toEqual(UNTRUSTED_ORIGIN_HEADERS);
    expect(headers[COOP]).toBeUndefined();
    // Everything else is the same everywhere.
    const { [COOP]: opener, ...rest } = SECURITY_HEADERS;
    expect(opener).toBe('same-origin');
    expect(headers).toEqual(rest);
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Cross-Origin-Resource-Policy',
      ]),
    );
  });
});
