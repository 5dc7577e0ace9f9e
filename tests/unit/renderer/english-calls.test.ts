/**
 * English names each call one way, in English: no English string of the app (the message file, the
 * rulebook's English retelling) and nothing the formatter words in English for any call — the call
 * bar's labels, the history and speech bubbles, the review's choices, the hints, the doubling steps of
 * every preset, the prompt — carries a Czech call word (Mám, Dál, Dobrá, Špatná, Barva, Mlčím, flek,
 * re, omyl, z lidu, Dvacet, Čtyřicet …). Over every state of random hands of all four variants.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  type Hint,
  KNOWN_PRESET_IDS,
  formatHint,
  preset,
  view,
} from '../../../src-shared/index.ts';
import { actionName, doubleLadder, doubleName } from '../../../src-shared/explain/names.ts';
import { choiceName } from '../../../src-shared/explain/review.ts';
import { DOCUMENTS } from '../../../src-shared/rulebook/index.ts';
import {
  type CallContext,
  type Translate,
  callLabel,
  historyLabels,
} from '../../../src-renderer/format/calls.ts';
import { promptText } from '../../../src-renderer/format/prompt.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import { i18n, setLocale } from '../../../src-renderer/i18n/index.ts';
import { walkStates } from './variant-walks.ts';

/** The Czech words of the calls, as whole words ("re" is not found in "redouble" or "you're"). */
const CZECH_CALL =
  /(?<![\p{L}'’])(Mám|Dál|Dobrá|Dobrý|Špatná|Barva|Mlčím|mlčím|[Ff]lek\p{L}*|[Oo]myl|Čtyřicet|Dvacet|lidu|Složit|Zahazuji|Hra|Sedma|Sto|[Ll]epší|[Rr]e|[Bb]oty|[Kk]alhoty|Volám|Licituj)(?![\p{L}'’])/u;

function czechIn(texts: Iterable<[string, string]>): string[] {
  const out: string[] = [];
  for (const [where, text] of texts) if (CZECH_CALL.test(text)) out.push(`${where}: ${text}`);
  return out;
}

function* strings(o: unknown, path: string, onlyEn = false): Generator<[string, string]> {
  if (typeof o === 'string') {
    if (!onlyEn) yield [path, o];
    return;
  }
  if (o === null || typeof o !== 'object') return;
  for (const [k, v] of Object.entries(o)) {
    if (onlyEn && k === 'en' && typeof v === 'string') yield [`${path}.en`, v];
    else if (!(onlyEn && k === 'cs')) yield* strings(v, path === '' ? k : `${path}.${k}`, onlyEn);
  }
}

const t: Translate = (key, named) => i18n.global.t(key, named ?? {});

describe('English names the calls in English', () => {
  it('finds the Czech call words it looks for', () => {
    for (const w of ['Mám', 'Dobrá (approve)', 'Z lidu 1 (blind)', 'Čtyřicet! (40)', 'flek', 'Re', 'omyl'])
      expect(CZECH_CALL.test(w), w).toBe(true);
    for (const w of ['redouble', 'Stop', "you're", 'Hold', 'retutti', 'Blind 1', 'Forty!'])
      expect(CZECH_CALL.test(w), w).toBe(false);
  });

  it('in every English message', () => {
    expect(czechIn(strings(en, ''))).toEqual([]);
  });

  it("in the rulebook's English", () => {
    expect(czechIn(strings(DOCUMENTS, 'rulebook', true))).toEqual([]);
  });

  it('in the doubling steps of every preset and the names of the actions', () => {
    const texts: [string, string][] = [];
    for (const id of KNOWN_PRESET_IDS) {
      const names = preset(id).doubleNames;
      for (let level = 1; level <= names.length + 1; level++)
        texts.push([`${id} ${level}`, doubleName(level, names, 'en')]);
      texts.push([`${id} ladder`, doubleLadder(names.length, names, 'en')]);
    }
    for (const type of ACTION_TYPES) texts.push([type, actionName(type, 'en')]);
    expect(czechIn(texts)).toEqual([]);
    expect(doubleName(1, preset('csm').doubleNames, 'en')).toBe('double');
    expect(doubleName(2, preset('csm').doubleNames, 'en')).toBe('redouble');
    expect(doubleName(2, preset('csm').doubleNames, 'cs')).toBe('re');
  });

  it('in the hints of the calls', () => {
    const hints: Hint[] = [
      { code: 'trumpsBlind' },
      { code: 'trumpsBlind', win: 0.5 },
      { code: 'approve', best: null, win: 0.5 },
      { code: 'approve', best: 'betl', win: 0.2 },
      { code: 'refuse', game: 'durch', win: 0.7 },
      { code: 'announce', seven: true, hundred: true, win: 0.4 },
      { code: 'double', components: ['game', 'seven'], against: ['hundredAgainst'], win: 0.6 },
      { code: 'pass', win: 0.3 },
      { code: 'bid', step: 'redSeven' },
      { code: 'hold', step: 'hundred' },
      { code: 'drop' },
      { code: 'fold' },
      { code: 'declare', step: 'twoSevens', trump: 'L' },
      { code: 'callRank', rank: 'O' },
      { code: 'trumpSuit', suit: 'B', length: 3 },
    ];
    expect(czechIn(hints.map((h) => [h.code, formatHint(h, 'en')]))).toEqual([]);
  });

  it('in the calls, the history, the review and the prompt of random hands of every variant', () => {
    setLocale('en');
    const texts: [string, string][] = [];
    const kinds = new Set<string>();
    for (const s of walkStates(6)) {
      const ctx: CallContext = {
        t,
        lang: 'en',
        doubleNames: s.rules.doubleNames,
        ladder: s.rules.auctionLadder,
        auction: { table: s.table, rules: s.rules },
      };
      const where = `${s.variant} ${s.phase}`;
      const seen = view(s, s.toAct ?? 0);
      for (const [i, label] of historyLabels(seen.calls, ctx).entries())
        texts.push([`${where} history ${seen.calls[i]?.type}`, label]);
      if (s.toAct === null) continue;
      for (const a of seen.legal) {
        kinds.add(a.type);
        texts.push([`${where} ${a.type}`, callLabel(a, s.components, ctx)]);
        texts.push([`${where} review ${a.type}`, choiceName(a, 'en')]);
      }
      texts.push([`${where} prompt`, promptText(seen, t, 'en')]);
    }
    setLocale('cs');
    // Every kind of call came up.
    for (const type of ACTION_TYPES) if (type !== 'discard') expect(kinds.has(type), type).toBe(true);
    expect(czechIn(texts)).toEqual([]);
  });
});
