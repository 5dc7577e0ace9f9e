/**
 * A guest's first screen, asked for early. A guest's page (`#seat=…`) needs two answers before its table
 * can show — which table the link plays (`guestSeat`) and that table's snapshot (`sessionOpen`) — and
 * then the pictures of the cards in its hand. Asked the ordinary way they wait for the whole interface to
 * be evaluated, mounted and routed, and each waits for the one before. This module is the entry's first
 * import: it asks both in one question (`guestOpen`) as soon as its script has arrived (while the rest of
 * the interface is still being evaluated), starts loading the hand's card pictures once the snapshot is
 * known, and hands the two answers to the first store that asks the same question with the same
 * parameters (`withEarlyAnswers`). Each early answer is given once; every later call goes to the server
 * as usual. Nothing here is new to the server: the same answers, with the same seat token, as the page
 * would ask a moment later.
 */
import type { ApiResult, Method, ParamsOf } from '../../src-shared/api/contract.ts';
import type { Card } from '../../src-shared/cards/card.ts';
import type { Prefs } from '../../src-shared/api/game.ts';
import { type CardPicture, RASTER_SIZES, backPicture, cardPicture } from '../cards/assets.ts';
import {
  type ApiClient,
  GUEST_PREFS_KEY,
  captureSeat,
  guestLanguage,
  setApiClient,
  useApiClient,
} from './client.ts';

const key = (method: Method, params: unknown): string => `${method} ${JSON.stringify(params ?? {})}`;

/** A client answering the early answers in `early` (each once), every other call through `inner`. */
export function withEarlyAnswers(
  inner: ApiClient,
  early: Map<string, Promise<ApiResult<Method>>>,
): ApiClient {
  return {
    call<M extends Method>(method: M, params: ParamsOf<M>): Promise<ApiResult<M>> {
      const k = key(method, params);
      const answer = early.get(k);
      if (answer === undefined) return inner.call(method, params);
      early.delete(k);
      return answer;
    },
  };
}

/** Questions asked before the interface mounts, their answers kept for the first store that asks the same. */
interface Early {
  /** Asks main now; the first store that asks `method` with `params` gets this answer. */
  ask<M extends Method>(method: M, params: ParamsOf<M>): Promise<ApiResult<M>>;
  /** Keeps an answer already in (part of another one) for the first store that asks `method` with `params`. */
  keep<M extends Method>(method: M, params: ParamsOf<M>, answer: ApiResult<M>): void;
}

/** Puts the early answers in front of the app's client (`withEarlyAnswers`). */
function askingEarly(): Early {
  const inner = useApiClient();
  const early = new Map<string, Promise<ApiResult<Method>>>();
  setApiClient(withEarlyAnswers(inner, early));
  return {
    ask(method, params) {
      const answer = inner.call(method, params);
      early.set(key(method, params), answer);
      return answer;
    },
    keep(method, params, answer) {
      early.set(key(method, params), Promise.resolve(answer));
    },
  };
}

/** The deck and back a guest's device shows (its own preferences; the defaults until it changes one). */
function guestDeck(storage: Pick<Storage, 'getItem'>): { deck: 'czech' | 'french'; back: string } {
  let stored: { deck?: unknown; back?: unknown } = {};
  try {
    stored = (JSON.parse(storage.getItem(GUEST_PREFS_KEY) ?? '{}') ?? {}) as typeof stored;
  } catch {
    // Unreadable: the defaults (the prefs store says nothing either).
  }
  return {
    deck: stored.deck === 'french' ? 'french' : 'czech',
    back: typeof stored.back === 'string' ? stored.back : 'red',
  };
}

/** Starts loading pictures into the browser's cache (the table's <img> then finds them there). */
function preload(pictures: readonly CardPicture[]): void {
  for (const { src, srcset } of pictures) {
    if (src === '') continue;
    // The same srcset and sizes as the card's <img>: the browser picks the same width for both.
    const picture = new Image();
    picture.sizes = RASTER_SIZES;
    picture.srcset = srcset;
    picture.src = src;
  }
}

/** Settles once the early answers are in (or one failed); settled at once where none was asked. */
let answered: Promise<void> = Promise.resolve();
/** The table the link plays, once `guestOpen` has answered it. */
let table: number | null = null;

/** The session the guest's link plays, when its early `guestOpen` has answered; else null. */
export function earlyTable(): number | null {
  return table;
}

/**
 * On a guest's page: asks `guestOpen` (its seat and its table), and loads the hand's pictures and the
 * texts of the guest's language; the answers (`guestSeat`, `sessionOpen`) wait for the stores in the client
 * `useApiClient` gives. Elsewhere (the host's page, the app) it does nothing. Answers whether it started.
 */
export function askEarly(
  storage: Pick<Storage, 'getItem'> = window.localStorage,
  loadPictures: (pictures: readonly CardPicture[]) => void = preload,
): boolean {
  table = null;
  if (captureSeat() === null) return false;
  // The page's milestones, read by tests/e2e/load.spec.ts (`npm run bench:load`) to say where the time goes.
  performance.mark('marias:early');
  // The texts of the guest's language (i18n/index.ts imports the same module when it shows them): on
  // their way while the interface's scripts still arrive.
  const texts = guestLanguage(storage) === 'en' ? import('../i18n/en.ts') : import('../i18n/cs.ts');
  texts.catch(() => undefined);
  // One round trip (`guestOpen`): its answer is the stores' `guestSeat` and their table's `sessionOpen`.
  const early = askingEarly();
  answered = early.ask('guestOpen', {}).then((r) => {
    performance.mark('marias:answered');
    // A failure is the page's first `guestSeat` answer: it says so and tries again itself.
    if (!r.ok) return early.keep('guestSeat', {}, r);
    const { seat, table: snapshot } = r.value;
    table = seat.id;
    early.keep('guestSeat', {}, { ok: true, value: seat });
    early.keep('sessionOpen', { id: seat.id }, { ok: true, value: snapshot });
    const { deck, back } = guestDeck(storage);
    const hand: readonly Card[] = snapshot.view.hand;
    loadPictures([...hand.map((c) => cardPicture(c, deck)), backPicture(back as 'red')]);
  });
  return true;
}

/**
 * On the host's page: asks main for its preferences now, so that the page mounts in the language they keep
 * rather than in Czech for a moment (the prefs store gets the same answer, once). Answers that language, or
 * Czech when main fails or has not answered within `capMs` (the store then applies the answer when it comes).
 */
export function hostLanguage(capMs: number): Promise<Prefs['lang']> {
  const lang = askingEarly()
    .ask('prefsGet', {})
    .then(
      (r): Prefs['lang'] => (r.ok ? r.value.lang : 'cs'),
      (): Prefs['lang'] => 'cs',
    );
  return Promise.race([lang, new Promise<Prefs['lang']>((done) => setTimeout(() => done('cs'), capMs))]);
}

/**
 * Settles once the early answers are in, or after `capMs` (a host slow to answer: the page then shows
 * its own wait, and the answers are still taken when they come). The interface mounts after it, so that
 * a guest's first screen is its table rather than a wait, and the answers' callbacks are not held up
 * behind the interface's first render.
 */
export function earlyAnswers(capMs: number): Promise<void> {
  // Whatever went wrong early, the interface mounts (and asks again itself).
  const settled = answered.catch(() => undefined);
  return Promise.race([settled, new Promise<void>((done) => setTimeout(done, capMs))]);
}

askEarly();
