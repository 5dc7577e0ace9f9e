/**
 * Speech bubbles (src-renderer/format/bubbles.ts) over random hands played through the engine: each
 * call shows at the seat that made it and replaces that seat's previous bubble, the others stay, all
 * calls are gone once the first card is led, and each marriage the engine records is called out at its
 * seat while its trick is on the table. Then one hand step by step with the exact words.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type Card,
  type HandState,
  type PublicAction,
  PRESETS,
  view,
} from '../../../src-shared/index.ts';
import { type SpeechBubble, speechBubbles } from '../../../src-renderer/format/bubbles.ts';
import { type CallContext, historyLabels } from '../../../src-renderer/format/calls.ts';
import { i18n, setLocale } from '../../../src-renderer/i18n/index.ts';
import { approvedSuit, handFrom, BIDDING_DECK, run } from '../helpers.ts';
import { randomHands } from './random-hands.ts';

const NO_SKIP = { ...PRESETS.csm, unplayed: 'never' as const };

function ctxFor(state: HandState, lang: 'cs' | 'en' = 'cs'): CallContext {
  setLocale(lang);
  return { t: i18n.global.t, lang, doubleNames: state.rules.doubleNames };
}

const played = (s: HandState) => s.tricks.length > 0 || (s.trick?.cards.length ?? 0) > 0;

describe('speech bubbles over random hands', () => {
  const hands = randomHands(300);

  it('show each call at its seat, replace that seat’s bubble only, and go when play begins', () => {
    let calls = 0;
    for (const steps of hands) {
      const history: PublicAction[] = [];
      let prev = new Map<number, SpeechBubble>();
      for (const { action, after } of steps) {
        history.push(action);
        const ctx = ctxFor(after);
        const now = speechBubbles(history, view(after, 0), ctx);
        if (after.phase === 'finished') {
          expect(now.size).toBe(0);
          continue;
        }
        if (played(after)) {
          expect([...now.values()].every((b) => b.kind === 'marriage')).toBe(true);
        } else if (action.type !== 'discard') {
          calls++;
          const label = historyLabels(history, ctx).at(-1);
          expect(now.get(action.seat)).toEqual({ text: label, kind: 'call' });
          for (const [seat, b] of prev) if (seat !== action.seat) expect(now.get(seat)).toEqual(b);
          expect(now.size).toBe(new Set([...prev.keys(), action.seat]).size);
        } else {
          expect(now).toEqual(prev);
        }
        prev = now;
      }
    }
    expect(calls).toBeGreaterThan(1000);
  });

  it('call out every marriage the engine records, at its seat, until the next trick is led', () => {
    let marriages = 0;
    for (const steps of hands) {
      const history: PublicAction[] = [];
      for (const { before, action, after } of steps) {
        history.push(action);
        if (after.phase === 'finished' || !played(after)) continue;
        const now = speechBubbles(history, view(after, 1), ctxFor(after));
        const fresh = after.marriages.length > before.marriages.length;
        if (fresh) {
          marriages++;
          const m = after.marriages.at(-1)!;
          expect(m.seat).toBe(action.seat);
          expect(now.get(m.seat)).toEqual({
            text: m.points === 40 ? 'Čtyřicet!' : 'Dvacet!',
            kind: 'marriage',
          });
        }
        // A new trick led drops the callouts of the one before.
        const leads = after.trick !== null && after.trick.cards.length === 1;
        if (leads && !fresh) expect(now.size).toBe(0);
        // Only marriages of the trick on the table are shown.
        expect(now.size).toBeLessThanOrEqual(after.marriages.length);
      }
    }
    expect(marriages).toBeGreaterThan(20);
  });
});

describe('speech bubbles in one hand', () => {
  it('follow the calls of a hand, in Czech and in English', () => {
    let s = handFrom(BIDDING_DECK, NO_SKIP);
    const history: Action[] = [];
    const step = (...actions: Action[]) => {
      s = run(s, ...actions);
      history.push(...actions);
    };
    const texts = (viewer: number, lang: 'cs' | 'en' = 'cs') =>
      Object.fromEntries(
        [...speechBubbles(history, view(s, viewer), ctxFor(s, lang))].map(([seat, b]) => [seat, b.text]),
      );
    expect(texts(0)).toEqual({});
    step({ type: 'chooseTrump', seat: 0, card: 'H7' }, { type: 'chooseGame', seat: 0, game: 'suit' });
    expect(texts(0)).toEqual({ 0: 'Barva?' });
    step({ type: 'discard', seat: 0, cards: ['B7', 'L7'] }, { type: 'approve', seat: 1 });
    expect(texts(0)).toEqual({ 0: 'Barva?', 1: 'Dobrá' });
    expect(texts(0, 'en')).toEqual({ 0: 'Suit?', 1: 'Good' });
    step({ type: 'approve', seat: 2 }, { type: 'announce', seat: 0, seven: true, hundred: false });
    expect(texts(2)).toEqual({ 0: 'Sedma', 1: 'Dobrá', 2: 'Dobrá' });
    step({ type: 'double', seat: 1, components: ['game'] }, { type: 'pass', seat: 2 });
    expect(texts(2)).toEqual({ 0: 'Sedma', 1: 'Flek (hra)', 2: 'Mlčím' });
    step(
      { type: 'double', seat: 0, components: ['game'] },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    );
    expect(texts(0)).toEqual({ 0: 'Re (hra)', 1: 'Mlčím', 2: 'Mlčím' });
    // Forehand leads: the calls are gone.
    step({ type: 'play', seat: 0, card: 'HA' });
    expect(texts(0)).toEqual({});
  });

  it('calls out a marriage when its first card is played, until the next lead', () => {
    // Seat 1 holds BK BO (bells); the plain game is played out (csm with no unplayed game).
    let s = run(approvedSuit('H7', ['B7', 'L7'], NO_SKIP), {
      type: 'announce',
      seat: 0,
      seven: false,
      hundred: false,
    });
    s = run(s, { type: 'pass', seat: 1 }, { type: 'pass', seat: 2 });
    const history: Action[] = [];
    const bubbles = () => speechBubbles(history, view(s, 0), ctxFor(s));
    const play = (seat: number, card: Card) => {
      const a: Action = { type: 'play', seat, card };
      s = run(s, a);
      history.push(a);
    };
    play(0, 'LA');
    play(1, 'LX');
    expect(s.marriages).toEqual([]);
    play(2, 'L8');
    expect(bubbles().size).toBe(0);
    // Seat 0 took the trick and leads a bell; seat 1 answers with the king of bells: twenty.
    play(0, 'BA');
    play(1, 'BK');
    expect(s.marriages).toEqual([{ seat: 1, suit: 'B', points: 20, trick: 1 }]);
    expect(bubbles().get(1)).toEqual({ text: 'Dvacet!', kind: 'marriage' });
    play(2, 'BU');
    // The trick is complete and still shown: the callout stays until the next card is led.
    expect(bubbles().get(1)?.text).toBe('Dvacet!');
  });
});
