/**
 * The one-line text of a position (src-shared/io/notation.ts): round trips over random positions reached
 * by random legal play, fuzzed texts that must always answer a typed result, and the exact message and
 * place of the first problem in texts with mistakes.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe as group, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type InputError,
  type Position,
  type Ruleset,
  NOTATION_MAX,
  PRESETS,
  apply,
  createRng,
  describe,
  describeInputError,
  legalActions,
  newHand,
  parseNotation,
  readNotation,
  shuffledDeck,
  toNotation,
} from '../../../src-shared/index.ts';
import type { Rng } from '../../../src-shared/util/random.ts';

const RULESETS: readonly Ruleset[] = [
  PRESETS.csm,
  PRESETS.house001,
  { ...PRESETS.csm, unplayed: 'never', maxDoubles: 2, rates: { ...PRESETS.csm.rates, betl: 5 } },
  { ...PRESETS.house001, limit: 100, doubleNames: ['flek', 're'] },
];

function step(s: HandState, rng: Rng): HandState {
  const legal = legalActions(s);
  const next = apply(s, legal[rng.int(legal.length)] as Action);
  if (!next.ok) throw new Error(`the engine refused its own legal action: ${next.error.code}`);
  return next.value;
}

/** A position reached by random legal play from a seeded deal, cut at a random card of the play. */
function randomPosition(seed: number): Position {
  const rng = createRng(seed);
  const size = rng.int(4) === 0 ? 4 : 3;
  const rules = RULESETS[rng.int(RULESETS.length)] as Ruleset;
  let s = newHand({ rules, table: { size, dealer: rng.int(size) }, deck: shuffledDeck(rng) });
  // A game nobody doubles may end unplayed (rules option `unplayed`): a position with no tricks.
  while (s.phase !== 'play' && s.phase !== 'finished') s = step(s, rng);
  const cut = rng.int(31);
  for (let i = 0; i < cut && s.phase === 'play'; i++) s = step(s, rng);
  return describe(s);
}

const SAMPLE =
  'csm d2 0:H game:1 seven / HA HX HK HO H7 BA BX LA L7 / H9 H8 BK BO B9 LX LK LO AA AX / ' +
  'HU BU B8 LU L9 L8 AK AO AU A9 / A8 A7 / B7';

group('position as text: round trip', () => {
  it('writes the documented example and reads it back', () => {
    const r = readNotation(SAMPLE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.position.announced).toEqual({
      seven: true,
      hundred: false,
      sevenAgainst: null,
      hundredAgainst: null,
    });
    expect(r.value.position.doubles).toEqual({ game: 1 });
    expect(r.value.position.tricks).toEqual([['B7']]);
    expect(r.value.state.toAct).toBe(1);
    expect(toNotation(r.value.position)).toBe(SAMPLE);
  });

  it('10,000 random positions: position → text → position, and text → position → text', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 10_000; seed++) {
      const p = randomPosition(seed);
      const text = toNotation(p);
      const back = parseNotation(text);
      if (!back.ok) throw new Error(`seed ${seed}: ${describeInputError(back.error, 'en')}\n${text}`);
      expect(back.value).toEqual(p);
      expect(toNotation(back.value)).toBe(text);
      // Every reached position is also a valid one.
      const read = readNotation(text);
      if (!read.ok) throw new Error(`seed ${seed}: ${describeInputError(read.error, 'en')}\n${text}`);
      kinds.add(`${p.players}:${p.game}:${text.includes('{') ? 'options' : 'preset'}`);
      if (p.announced.sevenAgainst !== null) kinds.add('sevenAgainst');
      if (Object.keys(p.doubles).length > 0) kinds.add('doubled');
    }
    // The sample covers both tables, rules with options, the defence's announcements and doubles.
    for (const k of ['3:suit:preset', '4:suit:preset', '3:betl:options', '3:durch:preset', 'doubled'])
      expect(kinds).toContain(k);
    expect(kinds).toContain('sevenAgainst');
  });

  it('reads every example of docs/formats.md and writes it back unchanged', () => {
    const doc = readFileSync(new URL('../../../docs/formats.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Position as text'), doc.indexOf('## Settlement'));
    const examples = [...section.matchAll(/```text\n([\s\S]*?)```/g)].flatMap((m) =>
      (m[1] as string).split('\n').filter((l) => l.length > 0),
    );
    expect(examples.length).toBe(7);
    for (const text of examples) {
      const r = readNotation(text);
      if (!r.ok) throw new Error(`${text}: ${describeInputError(r.error, 'en')}`);
      expect(toNotation(r.value.position)).toBe(text);
    }
  });

  it('reads what a person types: any case, extra spaces, tabs and line breaks', () => {
    const typed = SAMPLE.replace(/ \/ /g, '/').replace('HA HX', 'ha\thx').replace('A8 A7', 'A8\n  A7');
    const r = parseNotation(`  ${typed.replace('seven', 'SEVEN').replace('0:H', '0:h')}  `);
    expect(r.ok).toBe(true);
    if (r.ok) expect(toNotation(r.value)).toBe(SAMPLE);
  });
});

group('position as text: fuzzing', () => {
  const check = (text: string) => {
    const parsed = parseNotation(text);
    const read = readNotation(text);
    for (const r of [parsed, read])
      if (!r.ok) {
        expect(typeof r.error.code).toBe('string');
        expect(describeInputError(r.error, 'cs').length).toBeGreaterThan(0);
        expect(describeInputError(r.error, 'en').length).toBeGreaterThan(0);
      }
  };

  it('random strings never throw', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), check), { numRuns: 3000 });
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('/', ',', ' ', 'HA', 'd2', '0:H', '{', '}', '"', '@', ':', '-', 'csm', '7'),
          {
            maxLength: 80,
          },
        ),
        (parts) => check(parts.join('')),
      ),
      { numRuns: 3000 },
    );
  });

  it('mutations of valid texts never throw, and parse back to what they say', () => {
    const texts = Array.from({ length: 50 }, (_, i) => toNotation(randomPosition(100_000 + i)));
    const alphabet = fc.constantFrom(...'/ ,-:@{}"HBLA789XUOK0123dcsm'.split(''));
    const mutation = fc.tuple(
      fc.integer({ min: 0, max: texts.length - 1 }),
      fc.array(
        fc.tuple(fc.nat(), fc.constantFrom('insert', 'delete', 'replace'), alphabet, fc.nat({ max: 6 })),
        { minLength: 1, maxLength: 4 },
      ),
    );
    fc.assert(
      fc.property(mutation, ([i, edits]) => {
        let t = texts[i] as string;
        for (const [pos, op, ch, len] of edits) {
          const at = pos % (t.length + 1);
          if (op === 'insert') t = t.slice(0, at) + ch + t.slice(at);
          else if (op === 'delete') t = t.slice(0, at) + t.slice(at + len + 1);
          else t = t.slice(0, at) + ch + t.slice(at + 1);
        }
        check(t);
        const r = parseNotation(t);
        // Whatever parses writes a text that parses to the same position.
        if (r.ok) expect(parseNotation(toNotation(r.value))).toEqual(r);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses a 10 MB string by its length at once', () => {
    // A brace never closed at its start: read at all, the text would be refused as unclosed at column 1
    // (the tokenizer reads on to the end looking for the brace's match). Refused by its length, it was
    // never read. The time this takes is measured by scripts/bench-input.ts, never asserted here.
    const huge = `{"${'HA '.repeat(3_500_000)}`;
    expect(parseNotation(huge.slice(0, NOTATION_MAX))).toMatchObject({
      ok: false,
      error: { code: 'notation', column: 1, problem: { kind: 'unclosed' } },
    });
    expect(parseNotation(huge)).toEqual({
      ok: false,
      error: {
        code: 'notation',
        column: NOTATION_MAX + 1,
        token: '',
        problem: { kind: 'tooLong', max: NOTATION_MAX, length: huge.length },
      },
    });
  });

  it('answers a text of the longest length made of one awkward piece with its first problem', () => {
    // Read in one linear pass: how long these take (twice the length, about twice the time) is measured
    // by scripts/bench-input.ts, never asserted here.
    const n = NOTATION_MAX;
    for (const unit of ['HA ', '{', '/', ',', 'a', 'csm{"x":"', '"']) {
      const r = parseNotation(unit.repeat(Math.floor(n / unit.length)));
      expect(r, unit).toMatchObject({ ok: false, error: { code: 'notation' } });
    }
  });
});

group('position as text: the first problem, where it is', () => {
  const line = (s: string) => s.replace(/\s+/g, ' ');
  const CASES: readonly {
    readonly text: string;
    readonly column: number;
    readonly token: string;
    readonly cs: string;
    readonly en: string;
  }[] = [
    {
      text: SAMPLE.replace('HK', 'HQ'),
      column: 33,
      token: 'HQ',
      cs: 'znak 33 („HQ“): hands[0][2]: „HQ“ není karta (barva H B L A a hodnota 7 8 9 X U O K A, např. HA)',
      en: 'column 33 ("HQ"): hands[0][2]: "HQ" is not a card (suit H B L A and rank 7 8 9 X U O K A, e.g. HA)',
    },
    {
      text: 'csm d2 0:H / HA',
      column: 16,
      token: '',
      cs: 'znak 16: pozice má 6 částí oddělených „/“ (u čtyř hráčů 7, v lízaném 5), tady jich je 2',
      en: 'column 16: a position has 6 parts separated by "/" (7 with four players, 5 in lízaný), this one has 2',
    },
    {
      text: 'csm d2 0:H / - / - / - / - / - / - / -',
      column: 36,
      token: '/',
      cs: 'znak 36 („/“): pozice má 6 částí oddělených „/“ (u čtyř hráčů 7, v lízaném 5), tady jich je 8',
      en: 'column 36 ("/"): a position has 6 parts separated by "/" (7 with four players, 5 in lízaný), this one has 8',
    },
    {
      text: 'csm d2 / - / - / - / - / -',
      column: 8,
      token: '/',
      cs: line(`znak 8 („/“): má tu být závazek jako 0:H (místo aktéra, dvojtečka, trumfy H B L A nebo betl,
        durch, openBetl, openDurch)`),
      en: line(`column 8 ("/"): expected the contract as 0:H (the declarer’s seat, a colon, trumps H B L A or
        betl, durch, openBetl, openDurch)`),
    },
    {
      text: 'csm d2 0:Q / - / - / - / - / -',
      column: 8,
      token: '0:Q',
      cs: line(`znak 8 („0:Q“): má tu být závazek jako 0:H (místo aktéra, dvojtečka, trumfy H B L A nebo betl,
        durch, openBetl, openDurch)`),
      en: line(`column 8 ("0:Q"): expected the contract as 0:H (the declarer’s seat, a colon, trumps H B L A or
        betl, durch, openBetl, openDurch)`),
    },
    {
      text: 'mariáš d2 0:H / - / - / - / - / -',
      column: 1,
      token: 'mariáš',
      cs: 'znak 1 („mariáš“): rules: neznámá sada pravidel „mariáš“ (csm, house001, app004, english003, csm002)',
      en: 'column 1 ("mariáš"): rules: unknown rules preset "mariáš" (csm, house001, app004, english003, csm002)',
    },
    {
      text: 'csm{"limit":"x"} d2 0:H / - / - / - / - / -',
      column: 1,
      token: 'csm{"limit":"x"}',
      cs: 'znak 1 („csm{"limit":"x"}“): rules.limit: má tam být integer ≥ 1 or null, je tam „x“',
      en: 'column 1 ("csm{"limit":"x"}"): rules.limit: expected integer ≥ 1 or null, got "x"',
    },
    {
      text: 'csm{"limit":1 d2 0:H / - / - / - / - / -',
      column: 4,
      token: '{"limit":1 d2 0:H / - / …',
      cs: 'znak 4 („{"limit":1 d2 0:H / - / …“): chybí zavírací „}“',
      en: 'column 4 ("{"limit":1 d2 0:H / - / …"): the closing "}" is missing',
    },
    {
      text: 'csm 2 0:H / - / - / - / - / -',
      column: 5,
      token: '2',
      cs: 'znak 5 („2“): má tu být rozdávající jako d0 až d3',
      en: 'column 5 ("2"): expected the dealer as d0 to d3',
    },
    {
      text: 'csm d2 0:H seven sevenAgainst / - / - / - / - / -',
      column: 18,
      token: 'sevenAgainst',
      cs: line(`znak 18 („sevenAgainst“): má tu být hlášení nebo flek, např. seven, hundred, sevenAgainst@1,
        hundredAgainst@2, game:1`),
      en: line(`column 18 ("sevenAgainst"): expected an announcement or a double, e.g. seven, hundred,
        sevenAgainst@1, hundredAgainst@2, game:1`),
    },
    {
      text: 'csm d2 0:H seven seven:1 / - / - / - / - / -',
      column: 18,
      token: 'seven:1',
      cs: 'znak 18 („seven:1“): „seven“ je tu podruhé',
      en: 'column 18 ("seven:1"): "seven" is given twice',
    },
    {
      text: 'csm d2 0:H / HA, HX / - / - / - / -',
      column: 16,
      token: ',',
      cs: 'znak 16 („,“): čárka odděluje jen zdvihy v poslední části',
      en: 'column 16 (","): a comma separates only the tricks, in the last part',
    },
    {
      text: SAMPLE.replace('/ B7', '/ B7,'),
      column: 130,
      token: ',',
      cs: 'znak 130 („,“): má tu být zdvih: jeho karty v pořadí hraní, zdvihy oddělené čárkou (např. B7 BA B8, HA)',
      en: 'column 130 (","): expected a trick: its cards in playing order, tricks separated by commas (e.g. B7 BA B8, HA)',
    },
    // Problems of the game, found by fromPosition and located in the text.
    {
      text: SAMPLE.replace('H9 H8', 'H9 HA'),
      column: 59,
      token: 'HA',
      cs: 'znak 59 („HA“): HA je tam víckrát: hands[0][0], hands[1][1]',
      en: 'column 59 ("HA"): HA appears more than once: hands[0][0], hands[1][1]',
    },
    {
      text: SAMPLE.replace('game:1 seven', 'game:1 sevenAgainst@2'),
      column: 19,
      token: 'sevenAgainst@2',
      cs: 'znak 19 („sevenAgainst@2“): announced.sevenAgainst: hráč 2 nemá červenou sedmu, bez ní sedmu hlásit nelze',
      en: line(`column 19 ("sevenAgainst@2"): announced.sevenAgainst: seat 2 does not hold the seven of hearts,
        needed to announce the seven`),
    },
    {
      // A hundred replaces the game, so the game's double has nothing to double.
      text: SAMPLE.replace('game:1 seven', 'game:1 seven hundred'),
      column: 12,
      token: 'game:1',
      cs: 'znak 12 („game:1“): doubles.game: „game“ do tohoto závazku nepatří',
      en: 'column 12 ("game:1"): doubles.game: "game" is not part of this contract',
    },
    {
      text: SAMPLE.replace('/ A8 A7 /', '/ A8 A7 A9 /').replace(' A9 /', ' /'),
      column: 117,
      token: 'A8',
      cs: 'znak 117 („A8“): talon: má být 2 karet, je 3',
      en: 'column 117 ("A8"): talon: should hold 2 cards, holds 3',
    },
    {
      text: SAMPLE.replace('/ B7', '/ B7 LX').replace('LX LK', 'LK'),
      column: 128,
      token: 'LX',
      cs: 'znak 128 („LX“): zdvih 1: hráč 1 nesmí zahrát LX. Musíš přiznat barvu: vynesené byly kule. — pravidla ČSM, čl. II odst. 7',
      en: 'column 128 ("LX"): trick 1: seat 1 may not play LX. You must follow suit: bells were led. — ČSM rules, art. II §7',
    },
    // Issue 26 item 7: a card of the talon that may not lie there is the one named (pravidla ČSM, čl. IV
    // odst. 12: no ace or ten in the talon of a suit game), not the talon's first card.
    {
      text: 'csm d2 0:H / HA HX HK HO H7 B7 BX LA L7 AA / H9 H8 BK B9 LX LK LO AX AK AO / HU BU B8 LU L9 L8 AU A9 A8 A7 / BO BA / -',
      column: 113,
      token: 'BA',
      cs: 'znak 113 („BA“): talon[1]: kulové eso nesmí ve hře v barvě ležet v talonu',
      en: 'column 113 ("BA"): talon[1]: the ace of bells may not lie in the talon of a suit game',
    },
    {
      text: 'auction csm002 d2 0:H seven won:seven / HA HX HK HO H7 B7 BX LA L7 AA / H9 H8 BK B9 LX LK LO AX AK AO / HU BU B8 LU L9 L8 AU A9 A8 A7 / BO BA / -',
      column: 140,
      token: 'BA',
      cs: line(`znak 140 („BA“): talon[1]: Ve hře s trumfy nesmí do talonu eso ani desítka (tady: kulové eso). —
        pravidla ČSM, čl. IV odst. 12`),
      en: line(`column 140 ("BA"): talon[1]: In a game with trumps no ace or ten may go to the talon (here: the
        ace of bells). — ČSM rules, art. IV §12`),
    },
  ];

  it.each(CASES)('$en', ({ text, column, token, cs, en }) => {
    const r = readNotation(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const e: InputError = r.error;
    expect(e.code).toBe('notation');
    if (e.code !== 'notation') return;
    expect([e.column, e.token]).toEqual([column, token]);
    expect(describeInputError(e, 'cs')).toBe(cs);
    expect(describeInputError(e, 'en')).toBe(en);
  });

  it('cards missing altogether have no place and come unlocated', () => {
    const r = readNotation(SAMPLE.replace(' AX /', ' /'));
    expect(r).toEqual({ ok: false, error: { code: 'missingCards', cards: ['AX'] } });
  });
});
