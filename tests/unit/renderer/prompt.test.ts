/**
 * The person's prompt (src-renderer/format/prompt.ts) names only the calls on offer: over every state
 * of random hands of all four variants, "Mám", "Dál", omyl, "z lidu", "Špatná", "proti" and each
 * doubling step appear exactly when `view.legal` offers them, and the doubling question names the step
 * the legal doubles reach (the declarer facing a flek is asked about re). Then the exact sentences.
 */
import { describe, expect, it } from 'vitest';
import { type Action, type HandState, view } from '../../../src-shared/index.ts';
import type { Translate } from '../../../src-renderer/format/calls.ts';
import { promptText } from '../../../src-renderer/format/prompt.ts';
import { i18n, setLocale } from '../../../src-renderer/i18n/index.ts';
import { walkStates } from './variant-walks.ts';
import { auctionOwn } from '../../../src-shared/variants/auction/state.ts';

const t: Translate = (key, named) => i18n.global.t(key, named ?? {});

function prompt(s: HandState, lang: 'cs' | 'en'): string {
  setLocale(lang);
  const text = promptText(view(s, s.toAct as number), t, lang);
  setLocale('cs');
  return text;
}

/** A whole word (no letter on either side), so that "re" is not found in "retutti". */
const word = (w: string) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'iu');

/** The ladder levels the legal doubles raise components to (1 = flek, 2 = re …). */
function levels(s: HandState, legal: readonly Action[]): Set<number> {
  const out = new Set<number>();
  for (const a of legal)
    if (a.type === 'double')
      for (const k of a.components) out.add((s.components.find((c) => c.kind === k)?.doubles ?? 0) + 1);
  return out;
}

describe('the prompt names only what is offered', () => {
  const states = walkStates(12).filter((s) => s.toAct !== null && s.phase !== 'play');

  it('over random hands of every variant', () => {
    const seen = new Map<string, number>();
    const count = (k: string) => seen.set(k, (seen.get(k) ?? 0) + 1);
    for (const s of states) {
      const v = view(s, s.toAct as number);
      const legal = v.legal;
      const has = (type: Action['type']) => legal.some((a) => a.type === type);
      const cs = prompt(s, 'cs');
      const where = `${s.variant} ${s.phase}: ${cs}`;
      expect(cs, where).not.toMatch(/prompt\./);
      expect(cs.includes('„Mám“'), where).toBe(has('hold'));
      expect(word('omyl').test(cs), where).toBe(has('fold'));
      expect(word('z lidu').test(cs), where).toBe(has('chooseTrumpBlind'));
      if (s.phase === 'answer') expect(cs.includes('Špatná'), where).toBe(has('refuse'));
      if (has('hold')) count('hold');
      if (s.phase === 'auction' && !has('hold')) count('no hold');
      if (has('fold')) count('fold');
      if (s.phase === 'trumpChoice' && s.variant === 'chosen')
        count(has('chooseTrumpBlind') ? 'blind' : 'no blind');
      if (s.phase === 'talon' && !has('fold')) count('no fold');
      if (s.phase === 'doubling') {
        const reached = levels(s, legal);
        s.rules.doubleNames.forEach((name, i) => {
          const named = word(name === 'lepsi' ? 'lepší' : name).test(cs);
          expect(named, `${where} (${name})`).toBe(reached.has(i + 1));
          if (reached.has(i + 1)) count(`level ${i + 1}`);
        });
        const against = legal.some((a) => a.type === 'double' && (a.against ?? []).length > 0);
        expect(cs.includes('proti'), where).toBe(against);
        if (has('double')) expect(cs.includes('mlčíš'), where).toBe(has('pass'));
        else {
          expect(cs, where).toBe('Víc flekovat nejde: řekni „Mlčím“.');
          count('pass only');
        }
      }
    }
    // The walk reaches what the checks are about.
    for (const k of [
      'hold',
      'no hold',
      'fold',
      'no fold',
      'blind',
      'no blind',
      'level 1',
      'level 2',
      'level 3',
    ])
      expect(seen.get(k) ?? 0, k).toBeGreaterThan(0);
  });

  it('asks the declarer facing a flek about re, and each later step by its name', () => {
    const declarerRe = states.find(
      (s) =>
        s.phase === 'doubling' &&
        s.toAct === s.declarer &&
        [...levels(s, view(s, s.declarer ?? 0).legal)].join() === '2',
    );
    expect(declarerRe).toBeDefined();
    expect(prompt(declarerRe!, 'cs')).toBe('Dáš re, nebo mlčíš?');
    expect(prompt(declarerRe!, 'en')).toBe('Redouble or pass?');
    const tutti = states.find(
      (s) =>
        s.phase === 'doubling' &&
        s.rules.doubleNames[2] === 'tutti' &&
        [...levels(s, view(s, s.toAct as number).legal)].join() === '3',
    );
    expect(tutti).toBeDefined();
    expect(prompt(tutti!, 'cs')).toMatch(/^Dáš tutti, /);
    expect(prompt(tutti!, 'en')).toMatch(/^Tutti /);
  });

  it('words the auction from its calls', () => {
    const auction = states.filter((s) => s.phase === 'auction');
    const holding = auction.find((s) => view(s, s.toAct as number).legal.some((a) => a.type === 'hold'));
    expect(prompt(holding!, 'cs')).toBe('Licitace: přihoď vyšší stupeň, řekni „Mám“, nebo řekni „Dál“.');
    expect(prompt(holding!, 'en')).toBe('Auction: bid a higher step, hold or pass.');
    const opening = auction.find(
      (s) =>
        auctionOwn(s)?.auction?.step === null &&
        !view(s, s.toAct as number).legal.some((a) => a.type === 'hold') &&
        (auctionOwn(s)?.auction?.speaking.length ?? 0) > 1,
    );
    expect(prompt(opening!, 'cs')).toBe('Licitace: zvol stupeň, nebo řekni „Dál“.');
  });
});
