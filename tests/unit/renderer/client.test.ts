// @vitest-environment happy-dom
/** The API client: token capture in browser mode, HTTP and preload transports, never a throw. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isUnreachable,
  TOKEN_KEY,
  bridgeClient,
  captureToken,
  defaultClient,
  httpClient,
} from '../../../src-renderer/api/client.ts';

afterEach(() => {
  delete window.marias;
  window.sessionStorage.clear();
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('captureToken', () => {
  it('keeps the token from the hash and removes the hash', () => {
    const storage = memoryStorage();
    const history = { state: null, replaceState: vi.fn() };
    const token = captureToken({ hash: '#token=abc123', pathname: '/', search: '' }, storage, history);
    expect(token).toBe('abc123');
    expect(storage.getItem(TOKEN_KEY)).toBe('abc123');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/');
  });

  it('falls back to the stored token after a reload', () => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_KEY, 'kept');
    const history = { state: null, replaceState: vi.fn() };
    expect(captureToken({ hash: '#/table/3', pathname: '/', search: '' }, storage, history)).toBe('kept');
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});

describe('httpClient', () => {
  it('posts the params with the bearer token and answers the body', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, value: [] }), { status: 200 }));
    const client = httpClient(() => 'tok', fetch);
    const r = await client.call('sessionList', {});
    expect(r).toEqual({ ok: true, value: [] });
    expect(fetch).toHaveBeenCalledWith('/api/sessionList', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: '{}',
    });
  });

  it('names its window to the server when given a caller', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, value: [] }), { status: 200 }));
    await httpClient(() => 'tok', fetch, 'tab7').call('sessionList', {});
    expect(fetch).toHaveBeenCalledWith('/api/sessionList', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok', 'X-Marias-Caller': 'tab7' },
      body: '{}',
    });
  });

  it('answers the JSON error body of a 401', async () => {
    const body = { ok: false, error: { code: 'internal', message: 'unauthorized' } };
    const client = httpClient(
      () => null,
      async () => new Response(JSON.stringify(body), { status: 401 }),
    );
    expect(await client.call('prefsGet', {})).toEqual(body);
  });

  it('turns network failures and odd bodies into internal errors', async () => {
    const down = httpClient(
      () => 't',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    expect(await down.call('prefsGet', {})).toEqual({
      ok: false,
      error: { code: 'internal', message: 'Failed to fetch' },
    });
    const html = httpClient(
      () => 't',
      async () => new Response('Missing or wrong token.', { status: 401 }),
    );
    expect(await html.call('prefsGet', {})).toEqual({
      ok: false,
      error: { code: 'internal', message: 'HTTP 401: Missing or wrong token.' },
    });
    const empty = httpClient(
      () => 't',
      async () => new Response('', { status: 502 }),
    );
    expect(await empty.call('prefsGet', {})).toEqual({
      ok: false,
      error: { code: 'internal', message: 'HTTP 502' },
    });
  });
});

describe('isUnreachable', () => {
  // A guest's table says "connection lost" and tries again only for answers that never came; an error
  // main answered (a damaged session, an exception) is shown as it is, never retried for ever.
  it.each([
    ['Failed to fetch', true],
    ['NetworkError when attempting to fetch resource.', true],
    ['Load failed', true],
    ['HTTP 502', true],
    ['HTTP 429: Too many requests', true],
    ['HTTP 401: Missing or wrong token.', false],
    ['HTTP 500', false],
    ['saved session 3 is damaged: settings do not read', false],
    ['no table in this test', false],
  ])('%s → %s', (message, expected) => {
    expect(isUnreachable({ code: 'internal', message })).toBe(expected);
  });
});

describe('bridgeClient', () => {
  it('uses the preload bridge when Electron exposes it', async () => {
    const call = vi.fn(async () => ({ ok: true, value: { lang: 'en' } }));
    window.marias = { call };
    const r = await defaultClient().call('prefsGet', {});
    expect(r).toEqual({ ok: true, value: { lang: 'en' } });
    expect(call).toHaveBeenCalledWith('prefsGet', {});
  });

  it('never throws', async () => {
    const client = bridgeClient({
      call: async () => {
        throw new Error('gone');
      },
    });
    expect(await client.call('prefsGet', {})).toEqual({
      ok: false,
      error: { code: 'internal', message: 'gone' },
    });
  });
});
