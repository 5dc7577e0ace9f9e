/**
 * A claim the laydown proof must decide, and what a claim it cannot decide does (issue 26 item 6).
 * Ložená hra u závazku Dvě sedmy: the declarer cannot lose whatever the defence holds and plays
 * (turnajová pravidla ČSM, čl. II odst. 19; pravidla ČSM, čl. V odst. 11).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type ClaimRecord,
  type ClaimTest,
  type HandState,
  PRESETS,
  apply,
  legalActions,
  parseRecord,
  replay,
  toSetup,
  view,
} from '../../../src-shared/index.ts';
import { CLAIM_MAX_NODES, claimTest, judgeClaim } from '../../../src-shared/engine/claim.ts';
import { explainClaim } from '../../../src-shared/explain/format.ts';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { type Layout, stateOf } from '../helpers.ts';
import { UNDECIDED, positionOf, variation } from '../../support/claim-positions.ts';
import { laydown } from '../../../src-shared/engine/laydown/proof.ts';

const after = (s: HandState, a: Action): HandState => {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
  return r.value;
};

/** Issue 26 item 6: a laid-down dvě sedmy (leaves, auxiliary acorns), doubled four times, claimed at the first lead. */
const ISSUE_RECORD = {
  setup: {
    variant: 'auction',
    rules: 'csm002',
    players: 3,
    dealer: 2,
    deck: 'LA LX LK LO L7 LU L9 L8 HA HX AU A9 A8 H9 BK H7 H8 AA AX AK AO A7 HK HO HU BA BX BO BU B9 B8 B7'.split(
      ' ',
    ),
  },
  actions: [
    { type: 'bid', seat: 2, step: 'twoSevens' },
    { type: 'hold', seat: 0 },
    { type: 'drop', seat: 2 },
    { type: 'drop', seat: 1 },
    { type: 'declare', seat: 0, step: 'twoSevens', trump: 'L', aux: 'A' },
    { type: 'discard', seat: 0, cards: ['H7', 'H8'] },
    { type: 'double', seat: 1, components: ['twoSevens'] },
    { type: 'pass', seat: 2 },
    { type: 'double', seat: 0, components: ['twoSevens'] },
    { type: 'pass', seat: 1 },
    { type: 'double', seat: 2, components: ['twoSevens'] },
    { type: 'double', seat: 0, components: ['twoSevens'] },
  ],
};

function issueState(): HandState {
  const rec = parseRecord(ISSUE_RECORD);
  if (!rec.ok) throw new Error(JSON.stringify(rec.error));
  const setup = toSetup(rec.value.setup);
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  const s = replay(setup.value, rec.value.actions);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

describe('the proof decides a laid-down dvě sedmy at the first lead (issue 26 item 6)', () => {
  it('the issue’s claim is accepted at the first lead, proven at once by the declarer’s sure tricks', () => {
    const s = issueState();
    expect(s).toMatchObject({ phase: 'play', toAct: 0, declarer: 0, trump: 'L', own: { aux: 'A' } });
    expect(s.tricks).toHaveLength(0);
    // Before: the search alone needed 523,606 nodes, over the claim's budget of 400,000.
    const r = laydown(s, { strict: s.rules.laydownStrict, maxNodes: CLAIM_MAX_NODES });
    expect(r).toMatchObject({ decided: true, claimable: true });
    expect(r.nodes).toBeLessThan(100);
    // The line: trumps from the top, then acorns from the top, A7 in the last trick but one, L7 last.
    const line = r.line ?? [];
    expect(line).toHaveLength(30);
    expect([line[24], line[27]]).toEqual(['A7', 'L7']);
    const next = after(s, { type: 'claim', seat: 0 });
    expect(next).toMatchObject({ phase: 'finished', end: 'laidDown' });
    expect(next.claim).toMatchObject({ laydown: true, decided: true });
  });

  // Verdicts of the exhaustive search (a budget of 30,000,000 nodes) before this issue's changes to the
  // proof, with the nodes it needed then; the proof keeps every verdict, and decides within the claim's
  // own budget every one it decides (`inBudget`: the dvě sedmy claims that were "not proven" before).
  it.each([
    { swaps: [], claimable: true, before: 523_606, inBudget: true },
    { swaps: ['AK:BX'], claimable: false, before: 5_027, inBudget: true },
    { swaps: ['AK:BX', 'AO:BA'], claimable: false, before: 4_324, inBudget: true },
    { swaps: ['LK:LU'], claimable: true, before: 3_088_329, inBudget: true },
    { swaps: ['LO:L8', 'LK:L9'], claimable: true, before: 4_491_546, inBudget: true },
    { swaps: ['AA:HA'], claimable: false, before: 40_531, inBudget: true },
    { swaps: ['AX:BA'], claimable: false, before: 22_876, inBudget: true },
    { swaps: ['AK:HA', 'AO:BA'], claimable: false, before: 18_079, inBudget: true },
    { swaps: ['L7:B7'], claimable: false, before: 1_385, inBudget: true },
    { swaps: ['AX:A8'], claimable: true, before: 2_233_931, inBudget: true },
    { swaps: ['AK:A8'], claimable: true, before: 1_207_893, inBudget: true },
    { swaps: ['AA:A8'], claimable: true, before: 1_307_833, inBudget: true },
    { swaps: ['LX:L8'], claimable: true, before: 880_027, inBudget: true },
    { swaps: ['LA:L8'], claimable: true, before: 773_074, inBudget: true },
    { swaps: ['AX:A8', 'AO:A9'], claimable: false, before: 95_896, inBudget: true },
    { swaps: ['AX:A8', 'AK:A9'], claimable: false, before: 43_577, inBudget: true },
    { swaps: ['AX:A8', 'LX:L8'], claimable: false, before: 22_531, inBudget: true },
    { swaps: ['AX:A8', 'LO:L8'], claimable: true, before: 1_222_681, inBudget: true },
    { swaps: ['AX:A8', 'LK:LU'], claimable: true, before: 5_288_604, inBudget: false },
  ])(
    'the same deal with $swaps exchanged: claimable $claimable',
    ({ swaps, claimable, before, inBudget }) => {
      const s = variation(swaps);
      const r = laydown(s, { strict: s.rules.laydownStrict, maxNodes: 30_000_000 });
      expect(r).toMatchObject({ decided: true, claimable });
      expect(r.nodes).toBeLessThan(before);
      expect(r.nodes <= CLAIM_MAX_NODES).toBe(inBudget);
    },
  );
});

describe('the proof counts a long suit’s low cards as sure once its top cards exhaust the defence', () => {
  // Hra in hearts (volený, pravidla ČSM čl. V odst. 11, strict: the defence takes not ten points): after
  // the trumps, the acorns from the top leave the defence none, so the low acorns take their tricks.
  // `before`: nodes the search needed before this issue's changes (over the claim's budget: the claim
  // was refused); the sure-trick proof now decides each at once.
  it.each([
    { declarer: 'HA HX HK HO HU AA AX AK AO A8', unseen: 'AU A9 A7', before: 987_216 },
    { declarer: 'HA HX HK HO HU AA AX AK AU A8', unseen: 'AO A9 A7', before: 1_682_442 },
  ])('$declarer against $unseen: laid down at the first lead', ({ declarer, unseen }) => {
    const layout: Layout = {
      hands: [declarer, `H9 H8 H7 ${unseen} BA BX BK BO`, 'BU B9 B8 LA LX LK LO LU L9 L8'],
      talon: 'B7 L7',
      trump: 'H',
    };
    const s = stateOf(layout);
    const r = laydown(s, { strict: true, maxNodes: CLAIM_MAX_NODES });
    expect(r).toMatchObject({ decided: true, claimable: true });
    expect(r.nodes).toBeLessThan(10);
    expect(after(s, { type: 'claim', seat: 0 }).end).toBe('laidDown');
  });
});

describe('a claim the proof cannot decide is not proven, never wrong (issue 26 item 6)', () => {
  const s = variation(UNDECIDED);

  it('is not proven: nothing changes but the verdict, the cards stay hidden, and he may claim again', () => {
    expect(laydown(s, { strict: true, maxNodes: CLAIM_MAX_NODES }).decided).toBe(false);
    const next = after(s, { type: 'claim', seat: 0 });
    expect(next.claim).toMatchObject({
      outcome: 'notProven',
      test: 'twoSevens',
      laydown: false,
      decided: false,
      open: false,
    });
    // Withdrawn without consequence: the hand goes on exactly as before.
    expect({ ...next, claim: null, calls: s.calls }).toEqual(s);
    expect(next.phase).toBe('play');
    for (const seat of [1, 2]) expect(view(next, seat).openHand).toBeNull();
    expect(view(next, 1).claim?.outcome).toBe('notProven');
    expect(legalActions(next)).toEqual(legalActions(s));
    expect(legalActions(next)).toContainEqual({ type: 'claim', seat: 0 });
  });

  it('is worded "not proven", never "not a laydown", in both languages with the test of dvě sedmy', () => {
    const claim = after(s, { type: 'claim', seat: 0 }).claim as ClaimRecord;
    const cs = explainClaim(claim, 'cs');
    const en = explainClaim(claim, 'en');
    expect(cs).toContain('Nedokázáno');
    expect(cs).toContain('bez následků');
    expect(cs).toContain('dvě sedmy nelze prohrát');
    expect(cs).toContain('turnajová pravidla ČSM, čl. II odst. 19');
    expect(cs).not.toContain('ložená není');
    expect(cs).not.toContain('otevřenými');
    expect(en).toContain('Not proven');
    expect(en).toContain('withdrawn without consequence');
    expect(en).toContain('ČSM tournament rules, art. II §19');
    expect(en).not.toContain('not a laydown');
  });

  it('a wrong claim earlier in the hand keeps the cards open through a later unproven one', () => {
    const wrong: ClaimRecord = {
      seat: 0,
      trick: -1,
      outcome: 'wrong',
      test: 'twoSevens',
      laydown: false,
      strict: true,
      decided: true,
      open: true,
    };
    expect(judgeClaim({ ...s, claim: wrong })).toMatchObject({ outcome: 'notProven', open: true });
  });
});

describe('the claim names the test of its own contract (issue 26 item 6; pravidla ČSM čl. V odst. 11, turnajová pravidla čl. II odst. 19)', () => {
  const base = { game: 'suit', components: [], rules: PRESETS.csm002 } as unknown as Parameters<
    typeof claimTest
  >[0];
  const kinds = (...k: string[]) => k.map((kind) => ({ kind, side: 'declarer', announcer: 0, doubles: 0 }));
  it.each([
    ['hra', 'points', {}],
    ['sto', 'points', { components: kinds('hundred') }],
    ['sedma', 'noTrick', { components: kinds('game', 'seven') }],
    ['dvě sedmy', 'twoSevens', { components: kinds('twoSevens') }],
    ['dvě sedmy a sto', 'twoSevens', { components: kinds('hundred', 'twoSevens') }],
    ['betl', 'betl', { game: 'betl' }],
    ['durch (open)', 'durch', { game: 'openDurch' }],
    ['hra without the strict test (house rules)', 'contract', { rules: PRESETS.house001 }],
  ] as const)('%s → %s', (_, test, over) => {
    expect(claimTest({ ...base, ...over } as typeof base)).toBe(test);
  });

  const record = (test: ClaimTest, outcome: ClaimRecord['outcome']): ClaimRecord => ({
    seat: 0,
    trick: 0,
    outcome,
    test,
    laydown: outcome === 'laidDown',
    strict: true,
    decided: outcome !== 'notProven',
    open: outcome !== 'notProven',
  });
  it.each([
    [
      'points',
      'ani 10 z 90 bodů',
      'even ten of the 90 points',
      'pravidla ČSM, čl. V odst. 11',
      'ČSM rules, art. V §11',
    ],
    [
      'noTrick',
      'nepustí žádný zdvih',
      'cannot lose a trick',
      'turnajová pravidla ČSM, čl. II odst. 19',
      'art. II §19',
    ],
    ['twoSevens', 'dvě sedmy nelze prohrát', 'dvě sedmy cannot be lost', 'čl. II odst. 19', 'art. II §19'],
    ['betl', 'nemůže vzít žádný zdvih', 'cannot take a trick', 'čl. V odst. 11', 'art. V §11'],
    ['durch', 'nemůže ztratit žádný zdvih', 'cannot lose a trick', 'čl. V odst. 11', 'art. V §11'],
    ['contract', 'závazek nelze prohrát', 'contract cannot be lost', 'čl. V odst. 11', 'art. V §11'],
  ] as const)('a laid-down %s names its test and article', (test, cs, en, csArt, enArt) => {
    const c = record(test, 'laidDown');
    expect(explainClaim(c, 'cs')).toContain(cs);
    expect(explainClaim(c, 'cs')).toContain(csArt);
    expect(explainClaim(c, 'en')).toContain(en);
    expect(explainClaim(c, 'en')).toContain(enArt);
    // Not proven: the same test after "that"; never "not a laydown".
    const u = record(test, 'notProven');
    expect(explainClaim(u, 'cs')).toMatch(new RegExp(`nedokázal, že .*${cs}.*Nedokázáno`, 'u'));
    expect(explainClaim(u, 'en')).toMatch(new RegExp(`could not prove .*that .*${en}.*Not proven`, 'u'));
    expect(explainClaim(u, 'en')).not.toContain('not a laydown');
    // Wrong: not a laydown, with the same article.
    expect(explainClaim(record(test, 'wrong'), 'cs')).toContain(csArt);
    expect(explainClaim(record(test, 'wrong'), 'en')).toContain('not a laydown');
  });

  it('dvě sedmy is never judged by the points of hra and sto', () => {
    for (const outcome of ['laidDown', 'wrong', 'notProven'] as const) {
      const c = record('twoSevens', outcome);
      expect(explainClaim(c, 'cs')).not.toMatch(/bod/u);
      expect(explainClaim(c, 'en')).not.toMatch(/points/u);
    }
    // The issue's claim, through the engine.
    const laid = after(issueState(), { type: 'claim', seat: 0 }).claim as ClaimRecord;
    expect(laid.test).toBe('twoSevens');
    expect(explainClaim(laid, 'en')).toContain('dvě sedmy cannot be lost');
  });
});

describe('the CLI `apply` of a claim carries the outcome and the test (docs/cli.md; issue 26 item 6)', () => {
  const call = (input: unknown) => {
    const r = run(['apply'], () => JSON.stringify(input));
    return { ...r, json: r.stdout ? JSON.parse(r.stdout) : null };
  };

  it('the issue’s record: laid down, by the test of dvě sedmy', () => {
    const r = call({ record: ISSUE_RECORD, action: { type: 'claim', seat: 0 } });
    expect(r.code, r.stderr).toBe(EXIT.ok);
    expect(r.json.claim).toMatchObject({ outcome: 'laidDown', test: 'twoSevens', laydown: true, open: true });
    expect(r.json.state.end).toBe('laidDown');
    expect(r.json.claim.message.cs).toContain('dvě sedmy nelze prohrát');
    expect(r.json.claim.message.en).toContain('ČSM tournament rules, art. II §19');
  });

  it('an undecided claim: not proven, play goes on, in both languages', () => {
    const r = call({ position: positionOf(UNDECIDED), action: { type: 'claim', seat: 0 } });
    expect(r.code, r.stderr).toBe(EXIT.ok);
    expect(r.json.claim).toMatchObject({ outcome: 'notProven', decided: false, open: false });
    expect(r.json.state.phase).toBe('play');
    expect(r.json.claim.message.cs).toContain('Nedokázáno');
    expect(r.json.claim.message.en).toContain('Not proven');
  });
});
