/**
 * The command line for every variant (issue 18): `deal --variant`, `legal`/`apply` of each variant's
 * actions on its record, `settle` and `solve`, refusals worded.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXIT, run, runAsync } from '../../../src-main/cli/commands.ts';

const call = (args: string[], input: unknown = '') => {
  const r = run(args, () => (typeof input === 'string' ? input : JSON.stringify(input)));
  return { ...r, json: r.stdout ? JSON.parse(r.stdout) : null };
};

/** What `solve` prints: a value, or a refusal worded. */
type Answer = { value?: number; reason?: unknown; message: { cs: string; en: string } };

type Act = { type: string; seat: number; game?: string; step?: string; card?: string };

/**
 * Plays a dealt record to its end through `legal` and `apply`: the first seat of an auction bids
 * the lowest step and the others drop, no betl or durch, no doubling, otherwise the first legal
 * action. Returns the finished record, the actions' types, and the solver's answers met on the way.
 */
function playOut(record: unknown) {
  const types = new Set<string>();
  let bid = false;
  const solved: { tricks: number; stock: number | undefined; code: number; json: Answer }[] = [];
  let late: unknown = null;
  // The first moments the declarer is to act in play: with a stock left, and where he may claim.
  let stockAt: unknown = null;
  let claimAt: unknown = null;
  for (let i = 0; i < 400; i++) {
    const legal = call(['legal'], { record });
    expect(legal.code).toBe(EXIT.ok);
    const { state } = legal.json;
    if (state.phase === 'finished') return { record, types, solved, state, late, stockAt, claimAt };
    const acts: Act[] = legal.json.legal;
    if (state.phase === 'play' && state.toAct === state.declarer) {
      if ((state.stock ?? 0) > 0) stockAt ??= record;
      if (acts.some((a) => a.type === 'claim')) claimAt ??= record;
    }
    const plain = acts.filter((a) => !['betl', 'durch'].includes(a.game ?? a.step ?? ''));
    const pick = (type: string) => plain.find((a) => a.type === type);
    const action =
      state.phase === 'auction'
        ? bid
          ? (pick('drop') ?? plain[0])
          : pick('bid')
        : (pick('pass') ?? pick('approve') ?? plain.find((a) => a.type !== 'fold') ?? acts[0]);
    if (action?.type === 'bid') bid = true;
    // Once the stock is gone (lízaný) and at most four tricks are left, ask the solver once.
    if (state.phase === 'play' && solved.length < 2 && (state.stock ?? 0) === 0) {
      const left = { chosen: 10, auction: 10, fourHand: 8, twoHand: 16 }[
        (state.variant ?? 'chosen') as 'chosen'
      ];
      if (left - state.tricks <= 3) late ??= record;
      if (left - state.tricks <= 3)
        solved.push({ tricks: state.tricks, stock: state.stock, ...call(['solve'], { record }) });
    }
    if (state.phase === 'play' && (state.stock ?? 0) > 0 && solved.length === 0)
      solved.push({ tricks: state.tricks, stock: state.stock, ...call(['solve'], { record }) });
    const next = call(['apply'], { record, action });
    expect(next.code, JSON.stringify(next.json)).toBe(EXIT.ok);
    types.add(action!.type);
    record = next.json.record;
  }
  throw new Error('the hand did not end');
}

describe('cli deal --variant', () => {
  it.each([
    ['chosen', 3, [12, 10, 10]],
    ['auction', 3, [10, 10, 10]],
    ['fourHand', 4, [4, 4, 4, 4]],
    ['twoHand', 2, [4, 4]],
  ] as const)('%s deals %i hands by its flow', (variant, players, sizes) => {
    const r = call(['deal', '--variant', variant, '--seed', '11']);
    expect(r.code, r.stderr).toBe(EXIT.ok);
    expect(r.json.hands.map((h: string[]) => h.length)).toEqual(sizes);
    // The record in the one shape the app writes too (docs/formats.md): the table as `table`.
    expect(r.json.record.setup.table).toEqual({
      size: players,
      dealer: players - 1,
      ...(variant === 'fourHand' ? { dealerSitsOut: false } : {}),
    });
    expect(r.json.record.setup).not.toHaveProperty('players');
    if (variant === 'chosen') expect(r.json.record.setup.variant).toBeUndefined();
    else expect(r.json.record.setup.variant).toBe(variant);
    // The same seed deals the same cards.
    expect(call(['deal', '--variant', variant, '--seed', '11']).stdout).toBe(r.stdout);
  });

  it('takes the Czech names as aliases and --seats for --players', () => {
    const a = call(['deal', '--variant', 'licitovaný', '--seed', '3', '--seats', '4']).json;
    expect(a.record.setup).toMatchObject({ variant: 'auction', table: { size: 4 }, rules: 'csm002' });
    // At four the dealer sits out (pravidla ČSM, čl. II odst. 4).
    expect(a.hands[a.record.setup.table.dealer]).toEqual([]);
    expect(call(['deal', '--variant', 'lizany', '--seed', '3']).json.record.setup.variant).toBe('twoHand');
    expect(call(['deal', '--variant', 'Křížový', '--seed', '3']).json.record.setup.variant).toBe('fourHand');
  });

  it.each([
    [['--variant', 'poker'], '--variant must be chosen (volený), auction (licitovaný)'],
    [['--variant', 'twoHand', '--players', '3'], '--players must be 2 for twoHand'],
    [['--variant', 'fourHand', '--seats', '3'], '--players must be 4 for fourHand'],
    [['--variant', 'auction', '--players', '2'], '--players must be 3 or 4 for auction'],
  ])('refuses %j as wrong usage', (flags, words) => {
    const r = call(['deal', '--seed', '1', ...flags]);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(words);
  });

  it('refuses a record whose table does not fit its variant, naming the field', () => {
    const { record } = call(['deal', '--variant', 'twoHand', '--seed', '2']).json;
    const table = { ...record.setup.table, size: 3 };
    const r = call(['legal'], { record: { ...record, setup: { ...record.setup, table } } });
    expect(r.code).toBe(EXIT.badInput);
    expect(r.json.error).toMatchObject({
      code: 'shape',
      path: 'record.setup.table.size',
      expected: '2 (twoHand)',
    });
    expect(r.json.message.en).toContain('record.setup.table.size');
    // The older shape names its own key.
    const { table: _, ...older } = record.setup;
    const o = call(['legal'], { record: { ...record, setup: { ...older, players: 3, dealer: 1 } } });
    expect(o.json.error).toMatchObject({ path: 'record.setup.players', expected: '2 (twoHand)' });
    const v = call(['legal'], { record: { ...record, setup: { ...record.setup, variant: 'lizany' } } });
    expect(v.json.error).toMatchObject({ code: 'shape', path: 'record.setup.variant' });
  });
});

describe('cli plays each variant to its settlement', () => {
  it.each([
    ['auction', ['--seed', '4'], ['bid', 'drop', 'declare', 'discard', 'play'], 'played'],
    ['auction', ['--seed', '9', '--players', '4', '--rules', 'csm'], ['bid', 'declare', 'play'], 'played'],
    // A plain game nobody doubles is paid unplayed under these house rules.
    ['auction', ['--seed', '9', '--players', '4', '--rules', 'house001'], ['bid', 'declare'], 'unplayed'],
    ['fourHand', ['--seed', '4'], ['chooseTrump', 'callRank', 'play'], 'played'],
    ['twoHand', ['--seed', '4', '--rules', 'english003'], ['chooseTrumpSuit', 'play'], 'played'],
  ] as const)('%s %j', (variant, flags, expected, end) => {
    const dealt = call(['deal', '--variant', variant, ...flags]);
    expect(dealt.code, dealt.stderr).toBe(EXIT.ok);
    const { record, types, solved, state, late } = playOut(dealt.json.record);
    for (const t of expected) expect(types).toContain(t);
    expect(state.variant).toBe(variant);
    expect(state.end).toBe(end);
    const s = call(['settle'], { record });
    expect(s.code, s.stderr).toBe(EXIT.ok);
    expect(s.json.money.reduce((a: number, b: number) => a + b, 0)).toBe(0);
    expect(s.json.money.some((m: number) => m !== 0)).toBe(true);
    for (const item of s.json.items) expect(item.explanation.cs.title.length).toBeGreaterThan(0);
    if (end === 'unplayed') return;
    // The solver answered near the end of the play: a value for the declarer's side.
    const answered = solved.filter((x) => x.code === EXIT.ok);
    expect(answered.length).toBeGreaterThan(0);
    for (const a of answered) expect(typeof a.json.value).toBe('number');
    // The same moment as a position (its variant's fields) and as its line of text, solved alike.
    const text = run(['notation'], () => JSON.stringify({ record: late }));
    expect(text.code, text.stderr).toBe(EXIT.ok);
    expect(text.stdout.startsWith(variant)).toBe(true);
    const back = call(['notation'], text.stdout);
    expect(back.code, back.stderr).toBe(EXIT.ok);
    expect(back.json.variant).toBe(variant);
    expect(call(['solve'], { position: back.json }).json.value).toBe(
      call(['solve'], { record: late }).json.value,
    );
    // The other solver commands on the same moment: every card priced, the claim judged.
    const analysis = call(['analyze'], { record: late });
    expect(analysis.code, analysis.stderr).toBe(EXIT.ok);
    expect(analysis.json.cards.length).toBeGreaterThan(0);
    expect(call(['laydown'], { record: late }).json.decided).toBe(true);
    // The seat view of every variant: each card priced over the layouts the seat cannot tell apart;
    // in lízaný after the stock the view fixes the hand, so its one layout is the real one.
    const toAct = call(['legal'], { record: late }).json.state.toAct;
    const seat = call(['seat', '--seat', String(toAct)], { record: late });
    expect(seat.code, seat.stderr).toBe(EXIT.ok);
    expect(seat.json.layouts).toBeGreaterThan(0);
    expect(new Set(seat.json.cards.map((c: { card: string }) => c.card))).toEqual(
      new Set(
        analysis.json.cards.flatMap((c: { card: string; equivalent: string[] }) => [c.card, ...c.equivalent]),
      ),
    );
    if (variant === 'twoHand') {
      expect(seat.json).toMatchObject({ layouts: 1, exact: true });
      for (const c of seat.json.cards as { card: string; meanValue: number }[]) {
        const exact = analysis.json.cards.find(
          (a: { card: string; equivalent: string[] }) => a.card === c.card || a.equivalent.includes(c.card),
        );
        expect(c.meanValue).toBeCloseTo(exact.value, 9);
      }
    }
    if (variant === 'twoHand') {
      // While the stock lasts the solver refuses, worded (the lízaný section of the rules).
      const refusal = solved.find((x) => (x.stock ?? 0) > 0);
      expect(refusal?.code).toBe(EXIT.refused);
      expect(refusal?.json.reason).toEqual({ code: 'searchWhileStock', stockSize: refusal?.stock });
      expect(refusal?.json.message.cs).toContain('balíčk');
      expect(refusal?.json.message.en).toContain('stock');
    }
  });

  it.each([
    ['auction', ['--seed', '4']],
    ['fourHand', ['--seed', '4']],
    ['twoHand', ['--seed', '4', '--rules', 'english003']],
  ] as const)(
    '%s: apply of a claim carries its verdict in words; a lízaný stock refuses it',
    (variant, flags) => {
      const { stockAt, claimAt, state } = playOut(call(['deal', '--variant', variant, ...flags]).json.record);
      const declarer = state.declarer as number;
      expect(claimAt).not.toBeNull();
      const r = call(['apply'], { record: claimAt, action: { type: 'claim', seat: declarer } });
      expect(r.code, r.stderr).toBe(EXIT.ok);
      expect(typeof r.json.claim.laydown).toBe('boolean');
      expect(r.json.claim.message.cs.length).toBeGreaterThan(10);
      expect(r.json.claim.message.en.length).toBeGreaterThan(10);
      if (r.json.claim.laydown) {
        // A right claim ends the hand, settled from the record.
        expect(r.json.state.end).toBe('laidDown');
        const money = call(['settle'], { record: r.json.record }).json.money as number[];
        expect(money.reduce((a, b) => a + b, 0)).toBe(0);
      }
      if (variant !== 'twoHand') return;
      const refused = call(['apply'], { record: stockAt, action: { type: 'claim', seat: declarer } });
      expect(refused.code).toBe(EXIT.refused);
      expect(refused.json.reason.code).toBe('claimWhileStock');
      expect(refused.json.message.cs).toContain('balíčk');
    },
  );

  it.each([
    ['twoHand', 4],
    ['fourHand', 6],
    ['auction', 4],
  ] as const)('reviews a %s hand: cards and calls graded, in both languages', async (variant, seed) => {
    const { record, state } = playOut(
      call(['deal', '--variant', variant, '--seed', String(seed)]).json.record,
    );
    const seat = state.declarer ?? 0;
    // Lízaný's calls have no exact grade (the draws from the first lead are not searched): a few draws.
    const deals = variant === 'twoHand' ? '3' : '0';
    const r = await runAsync(['review', '--seat', String(seat), '--layouts', '4', '--deals', deals], () =>
      JSON.stringify({ record }),
    );
    expect(r.code, r.stderr).toBe(EXIT.ok);
    const out = JSON.parse(r.stdout);
    type Row = {
      kind: string;
      exact: unknown;
      unjudged?: { code: string };
      seatView: { over?: string; samples: number } | null;
      draws?: { stockSize: number; exactSearched: boolean };
      words: { cs: string; en: string };
    };
    const rows = out.decisions as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const d of rows) {
      expect(d.words.cs.length).toBeGreaterThan(10);
      expect(d.words.en.length).toBeGreaterThan(10);
      // A decision is either graded or says why not, never both; a lízaný card while the stock
      // lasts is graded over the draws, exactly too unless its draws were too many to search.
      const graded = d.exact !== null || (d.draws !== undefined && d.seatView !== null);
      expect(graded).toBe(d.unjudged === undefined);
      if (d.draws !== undefined) {
        expect(d.seatView?.over).toBe('draws');
        expect(d.exact !== null).toBe(d.draws.exactSearched);
      }
      // Every call is priced: licitovaný's and křížový's exactly, lízaný's over the draws alone.
      if (d.kind !== 'card') {
        expect(d.unjudged).toBeUndefined();
        if (variant === 'twoHand') {
          expect(d.exact).toBeNull();
          expect(d.draws?.exactSearched).toBe(false);
          expect(d.seatView?.samples).toBe(3);
          expect(d.words.cs).toMatch(/průměr z 3 dobraní/);
          expect(d.words.en).toMatch(/mean over 3 draws/);
        }
      }
    }
    expect(rows.some((d) => d.kind === 'card' && d.exact !== null)).toBe(true);
    if (variant !== 'twoHand') expect(rows.some((d) => d.kind !== 'card' && d.exact !== null)).toBe(true);
    if (variant === 'twoHand') {
      expect(rows.some((d) => d.unjudged !== undefined)).toBe(false);
      expect(rows.some((d) => d.kind !== 'card')).toBe(true);
      expect(rows.some((d) => d.draws !== undefined && d.seatView !== null)).toBe(true);
    }
    expect(out.summary.cs.length).toBeGreaterThan(0);
  });

  it('refuses an action of another variant with its reason, and notation before the play', () => {
    const { record } = call(['deal', '--variant', 'fourHand', '--seed', '6']).json;
    const r = call(['apply'], { record, action: { type: 'bid', seat: 0, step: 'game' } });
    expect(r.code).toBe(EXIT.refused);
    expect(r.json.message.en.length).toBeGreaterThan(10);
    const n = call(['notation'], { record });
    expect(n.code).toBe(EXIT.badInput);
    expect(n.stderr).toContain('once the play has begun');
  });

  it('runs through the real entry (main.ts): a lízaný deal, and a solve refused while the stock lasts', () => {
    const node = (args: string[], input = '') =>
      spawnSync(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', 'src-main/cli/main.ts', ...args],
        {
          input,
          encoding: 'utf8',
        },
      );
    const dealt = node(['deal', '--variant', 'twoHand', '--seed', '8']);
    expect(dealt.status, dealt.stderr).toBe(EXIT.ok);
    let record = JSON.parse(dealt.stdout).record;
    // Trumps, then no announcement and no doubling, until the play (in-process: each spawn is slow).
    for (let i = 0; i < 8; i++) {
      const legal = call(['legal'], { record }).json;
      if (legal.state.phase === 'play') break;
      const action = legal.legal.find((x: Act) => x.type === 'pass') ?? legal.legal[0];
      record = call(['apply'], { record, action }).json.record;
    }
    const solve = node(['solve'], JSON.stringify({ record }));
    expect(solve.status).toBe(EXIT.refused);
    expect(JSON.parse(solve.stdout).reason).toEqual({ code: 'searchWhileStock', stockSize: 16 });
    expect(solve.stderr).toContain('While the stock lasts (16 cards left)');
    expect(solve.stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe("cli: a licitovaný position plays under the variant's rates (issue 26 item 3)", () => {
  // english003 pays licitovaný durch 30 (anglický popis, "Licitovaný Mariáš"), volený durch 10.
  const head = 'auction english003 d2 1:durch won:durch';
  const tricks =
    'AA A8 A7, HO HX H7, HK HU H8, HA BX H9, BO BU B7, BK LX B8, BA LU B9, LO A9 L7, LK AX L8, LA AU L9';
  const position = (text: string) => call(['notation'], text).json;

  it('settle and solve price the durch at 30, and the position still names its preset', () => {
    const settled = call(['settle'], position(`${head} / - / - / - / AK AO / ${tricks}`));
    expect(settled.code).toBe(EXIT.ok);
    expect(settled.json.money).toEqual([-600, 1200, -600]);
    const early = position(
      `${head} / L7 L8 L9 / LO LK LA / A9 AX AU / AK AO / ${tricks.split(', ').slice(0, 7).join(', ')}`,
    );
    expect(call(['solve'], early).json.value).toBe(30);
    const applied = call(['apply'], { position: early, action: { type: 'play', seat: 1, card: 'LO' } });
    expect(applied.json.position.rules).toBe('english003');
  });
});
