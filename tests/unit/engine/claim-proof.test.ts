/**
 * A claim the laydown proof must decide, and what a claim it cannot decide does (issue 26 item 6).
 * Ložená hra u závazku Dvě sedmy: the declarer cannot lose whatever the defence holds and plays
 * (turnajová pravidla ČSM, čl. II odst. 19; pravidla ČSM, čl. V odst. 11).
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  apply,
  fromPosition,
  parsePosition,
  parseRecord,
  replay,
  toSetup,
} from '../../../src-shared/index.ts';
import { CLAIM_MAX_NODES } from '../../../src-shared/engine/claim.ts';
import { laydown } from '../../../src-shared/engine/laydown.ts';

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

/** The issue's position with cards exchanged between hands ("X:Y" swaps X and Y wherever they lie). */
function variation(swaps: readonly string[]): HandState {
  const p = {
    variant: 'auction',
    rules: 'csm002',
    players: 3,
    dealer: 2,
    declarer: 0,
    game: 'suit',
    trump: 'L',
    announced: { seven: false, hundred: false, sevenAgainst: null, hundredAgainst: null },
    doubles: { twoSevens: 4 },
    hands: [
      'L7 LX LO LK LA A7 AX AO AK AA'.split(' '),
      'HX HU HO HK HA BX BA L8 L9 LU'.split(' '),
      'H9 B7 B8 B9 BU BO BK A8 A9 AU'.split(' '),
    ],
    talon: ['H7', 'H8'],
    tricks: [],
    aux: 'A',
    wonStep: 'twoSevens',
  };
  for (const sw of swaps) {
    const [x, y] = sw.split(':');
    for (const h of p.hands)
      for (let i = 0; i < h.length; i++) h[i] = h[i] === x ? y! : h[i] === y ? x! : h[i]!;
  }
  const parsed = parsePosition(p);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const s = fromPosition(parsed.value);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

describe('the proof decides a laid-down dvě sedmy at the first lead (issue 26 item 6)', () => {
  it('the issue’s claim is accepted at the first lead, proven at once by the declarer’s sure tricks', () => {
    const s = issueState();
    expect(s).toMatchObject({ phase: 'play', toAct: 0, declarer: 0, trump: 'L', aux: 'A' });
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

  // Verdicts of the exhaustive search (a budget of 30,000,000 nodes) before the sure-trick proof for
  // dvě sedmy existed; it must keep every one of them.
  it.each([
    [[], true],
    [['AK:BX'], false],
    [['AK:BX', 'AO:BA'], false],
    [['LK:LU'], true],
    [['LO:L8', 'LK:L9'], true],
    [['AA:HA'], false],
    [['AX:BA'], false],
    [['AK:HA', 'AO:BA'], false],
    [['L7:B7'], false],
  ] as const)('the same deal with %j exchanged: claimable %s', (swaps, claimable) => {
    const s = variation(swaps);
    const r = laydown(s, { strict: s.rules.laydownStrict, maxNodes: 30_000_000 });
    expect(r).toMatchObject({ decided: true, claimable });
  });
});
