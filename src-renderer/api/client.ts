/**
 * The renderer's one door to the API. In Electron the preload exposes `window.marias.call`; in browser
 * mode the same calls go to the local server as `POST /api/<method>` with a bearer token. Either way a
 * call answers an `ApiResult` and never throws: transport failures become `internal` errors.
 *
 * The client is injectable (`setApiClient`) so that stores can be tested with a fake.
 */
import type { ApiError, ApiResult, Method, ParamsOf } from '../../src-shared/api/contract.ts';
import type { Lang } from '../../src-shared/explain/names.ts';

export interface ApiClient {
  call<M extends Method>(method: M, params: ParamsOf<M>): Promise<ApiResult<M>>;
}

/** What the Electron preload exposes on `window.marias`. */
export interface PreloadBridge {
  call(method: string, params: unknown): Promise<unknown>;
}

declare global {
  interface Window {
    marias?: Partial<PreloadBridge>;
  }
}

export const TOKEN_KEY = 'marias.token';
/** Guest mode: the seat token of a shared table (`#seat=…`), kept like the browser token. */
export const SEAT_KEY = 'marias.seat';
/** A guest's device keeps its own preferences in localStorage (the prefs store; the early answers' deck). */
export const GUEST_PREFS_KEY = 'marias.guestPrefs';

/**
 * The language a guest's device shows: its own choice once made (kept under GUEST_PREFS_KEY), else its
 * browser's (Czech for `cs…`, English otherwise). Read by the prefs store and, before the interface has
 * loaded, by the early script (api/early.ts) to start loading that language's texts.
 */
export function guestLanguage(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
  browser: string = typeof navigator === 'undefined' ? 'cs' : navigator.language,
): Lang {
  try {
    const stored = JSON.parse(storage.getItem(GUEST_PREFS_KEY) ?? '{}') as { lang?: unknown } | null;
    if (stored?.lang === 'cs' || stored?.lang === 'en') return stored.lang;
  } catch {
    // Unreadable: the browser's language.
  }
  return browser.startsWith('cs') ? 'cs' : 'en';
}

/** An `internal` error answer, for failures that never reached the API. */
export function internalError(message: string): { ok: false; error: { code: 'internal'; message: string } } {
  return { ok: false, error: { code: 'internal', message } };
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Whether a value looks like an ApiResult (`{ok: true, value}` or `{ok: false, error}`). */
function isResult(v: unknown): v is { ok: boolean } {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    (o.ok === true && 'value' in o) || (o.ok === false && typeof o.error === 'object' && o.error !== null)
  );
}

/**
 * Browser mode: the server opens the app with `#token=…`. Keep the token in sessionStorage (so a reload
 * still works) and remove it from the address bar. Returns the token in use, if any.
 */
export function captureToken(
  location: Pick<Location, 'hash' | 'pathname' | 'search'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  const params = new URLSearchParams(hash);
  const token = params.get('token');
  if (token) {
    storage.setItem(TOKEN_KEY, token);
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    return token;
  }
  return storage.getItem(TOKEN_KEY);
}

/**
 * Guest mode (a friend's device at a shared table): the host's link opens the app with `#seat=…`. Keep the
 * seat token in sessionStorage (a reload, or the phone waking from sleep, goes on with the same seat),
 * remove it from the address, and answer it; null when this page is not a guest's.
 */
export function captureSeat(
  location: Pick<Location, 'hash' | 'pathname' | 'search'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  const seat = new URLSearchParams(hash).get('seat');
  if (seat) {
    storage.setItem(SEAT_KEY, seat);
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    return seat;
  }
  return storage.getItem(SEAT_KEY);
}

/** Whether this page is a guest's (it holds a seat token). */
export function isGuest(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(SEAT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * What browsers say when a request got no answer at all (Chromium, Firefox, Safari; an answer cut off
 * while read). Main's own errors never read like this.
 */
const NO_ANSWER =
  /^(Failed to fetch|NetworkError|Load failed|network error|The network connection was lost)/i;

/**
 * A request that never reached the server or was turned away for now (no network, the host asleep,
 * 429/502/503/504): worth trying again. An error main itself answered is not one of them.
 */
export function isUnreachable(e: ApiError): boolean {
  return e.code === 'internal' && (NO_ANSWER.test(e.message) || /^HTTP (429|50[234])\b/.test(e.message));
}

/** An answer 401: the token is wrong or revoked (a shared table its host has closed). */
export function isRevoked(e: ApiError): boolean {
  return e.code === 'internal' && e.message.startsWith('HTTP 401');
}

/** The client over the Electron preload bridge. */
export function bridgeClient(bridge: PreloadBridge): ApiClient {
  return {
    async call(method, params) {
      try {
        const answer = await bridge.call(method, params);
        if (isResult(answer)) return answer as ApiResult<typeof method>;
        return internalError(`Unexpected answer to ${method}`);
      } catch (e) {
        return internalError(errorMessage(e));
      }
    },
  };
}

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** A name for this page, so that the server lets windows take turns at the solver. */
export function newCallerId(): string {
  return Math.random().toString(36).slice(2, 14) || 'page';
}

/** The client over HTTP to the local server (browser mode); `caller` names this window. */
export function httpClient(
  getToken: () => string | null,
  fetchImpl: Fetch = (i, o) => fetch(i, o),
  caller?: string,
): ApiClient {
  return {
    async call(method, params) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (caller) headers['X-Marias-Caller'] = caller;
      let response: Response;
      try {
        response = await fetchImpl(`/api/${method}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(params ?? {}),
        });
      } catch (e) {
        return internalError(errorMessage(e));
      }
      let raw: string;
      try {
        raw = await response.text();
      } catch (e) {
        return internalError(errorMessage(e));
      }
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // Not JSON (a plain-text 401, a proxy's error page): report the status and the text.
      }
      if (isResult(body)) return body as ApiResult<typeof method>;
      const text = raw.trim().slice(0, 200);
      return internalError(text ? `HTTP ${response.status}: ${text}` : `HTTP ${response.status}`);
    },
  };
}

/** The client for where the app runs: the preload bridge in Electron, HTTP in a browser. */
export function defaultClient(): ApiClient {
  const bridge = typeof window !== 'undefined' ? window.marias : undefined;
  if (bridge && typeof bridge.call === 'function') return bridgeClient(bridge as PreloadBridge);
  return httpClient(bearerToken, undefined, newCallerId());
}

/** The token a browser page sends: a guest its seat token; the host's page the server's token. */
export function bearerToken(): string | null {
  try {
    return window.sessionStorage.getItem(SEAT_KEY) ?? window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let current: ApiClient | null = null;

/** The client the stores use. */
export function useApiClient(): ApiClient {
  current ??= defaultClient();
  return current;
}

/** Replace the client (tests inject a fake; null goes back to the default). */
export function setApiClient(client: ApiClient | null): void {
  current = client;
}
