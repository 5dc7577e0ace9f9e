/** The command line: JSON in and out, typed errors with exit codes, never a stack trace. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { analyze, solveLine } from '../../../src-main/solver/analyze.ts';
import { laydown } from '../../../src-main/solver/laydown.ts';
import { analyzeForSeat } from '../../../src-main/solver/seat.ts';
import {
  type HandState,
  apply,
  createRng,
  describe as toPosition,
  legalActions,
  settle,
  view,
} from '../../../src-shared/index.ts';
import { endPosition } from '../../support/deals.ts';

const call = (args: string[], input: unknown = '') => {
  const r = run(args, () => (typeof input === 'string' ? input : JSON.stringify(input)));
  return { ...r, json: r.stdout ? JSON.parse(r.stdout) : null };
};

const POSITION = {
  rules: 'csm',
  declarer: 0,
  trump: 'H',
  announced: { seven: true },
  hands: ['HA HX HK HO H7 BA BX LA L7', 'H9 H8 BK BO B9 LX LK LO AA AX', 'HU BU B8 LU L9 L8 AK AO AU A9'],
  talon: 'A8 A7',
  tricks: [['B7']],
};

describe('cli', () => {
  it('deal --seed is reproducible and gives forehand twelve cards', () => {
    const a = call(['deal', '--seed', '42']);
    expect(a.code).toBe(EXIT.ok);
    expect(a.json.hands.map((h: string[]) => h.length)).toEqual([12, 10, 10]);
    expect(call(['deal', '--seed', '42']).stdout).toBe(a.stdout);
    expect(call(['deal', '--seed', '43']).stdout).not.toBe(a.stdout);
  });

  it('legal lists the legal cards and a reason for every other card of the hand', () => {
    const r = call(['legal'], { position: POSITION });
    expect(r.code).toBe(EXIT.ok);
    expect(r.json.legal.map((a: { card: string }) => a.card)).toEqual(['B9', 'BO', 'BK']);
    expect(r.json.illegal).toHaveLength(7);
    expect(r.json.illegal[0].reason).toEqual({ code: 'mustFollowSuit', suit: 'B' });
    expect(r.json.illegal[0].message.cs).toContain('čl. II odst. 7');
  });

  it('plays a whole hand from a deal through apply to settle', () => {
    let record = call(['deal', '--seed', '5']).json.record;
    for (let i = 0; i < 200; i++) {
      const legal = call(['legal'], { record }).json;
      if (legal.state.phase === 'finished') break;
      // Prefer a suit game so the hand is played to the end.
      const action =
        legal.legal.find(
          (a: { type: string; game?: string }) =>
            a.type !== 'refuse' && a.game !== 'betl' && a.game !== 'durch',
        ) ?? legal.legal[0];
      const next = call(['apply'], { record, action });
      expect(next.code).toBe(EXIT.ok);
      record = next.json.record;
    }
    const s = call(['settle'], { record });
    expect(s.code).toBe(EXIT.ok);
    expect(s.json.money.reduce((a: number, b: number) => a + b, 0)).toBe(0);
    expect(s.json.items[0].explanation.cs.title.length).toBeGreaterThan(0);
  });

  it('refuses an illegal card with the reason and exit code 1', () => {
    const r = call(['apply'], { position: POSITION, action: { type: 'play', seat: 1, card: 'AA' } });
    expect(r.code).toBe(EXIT.refused);
    expect(r.json.reason).toEqual({ code: 'mustFollowSuit', suit: 'B' });
    const turn = call(['apply'], { position: POSITION, action: { type: 'play', seat: 2, card: 'B8' } });
    expect(turn.json.reason).toEqual({ code: 'notYourTurn', seat: 2, toAct: 1 });
  });

  it.each([
    ['malformed JSON', '{"position": ', 'json'],
    ['not an object', '[1, 2]', 'shape'],
    ['unknown card', { position: { ...POSITION, talon: 'A8 Q7' } }, 'unknownCard'],
    ['duplicate card', { position: { ...POSITION, talon: 'A8 HA' } }, 'duplicateCard'],
    ['missing card', { position: { ...POSITION, talon: 'A8' } }, 'missingCards'],
    [
      'wrong card count',
      {
        position: {
          ...POSITION,
          hands: [POSITION.hands[0] + ' A8', POSITION.hands[1], POSITION.hands[2]],
          talon: 'A7 A7',
        },
      },
      'duplicateCard',
    ],
    [
      'a hand too short',
      {
        position: {
          ...POSITION,
          hands: ['HA HX HK HO H7 BA BX LA', POSITION.hands[1], POSITION.hands[2]],
          talon: 'A8 A7 L7',
        },
      },
      'cardCount',
    ],
    [
      'an illegal trick in the position',
      {
        position: {
          ...POSITION,
          hands: [POSITION.hands[0], 'H9 H8 BK BO B9 LX LK LO AX', POSITION.hands[2]],
          tricks: [['B7', 'AA']],
        },
      },
      'illegalPlay',
    ],
    [
      'an action out of phase in a record',
      { record: { setup: { seed: 1 }, actions: [{ type: 'approve', seat: 0 }] } },
      'illegalAction',
    ],
    ['an unknown rules option', { position: { ...POSITION, rules: { preset: 'csm', fleks: 3 } } }, 'invalid'],
  ])('bad input: %s → a typed error, exit 2', (_, input, code) => {
    const r = call(['legal'], input);
    expect(r.code).toBe(EXIT.badInput);
    expect(r.json.error.code).toBe(code);
    expect(r.json.message.en.length).toBeGreaterThan(10);
    expect(r.json.message.cs).not.toBe(r.json.message.en);
  });

  it('settle refuses an unfinished hand', () => {
    const r = call(['settle'], { position: POSITION });
    expect(r.code).toBe(EXIT.badInput);
    expect(r.json.error.problem.kind).toBe('notFinished');
  });

  it('runs as a process: exit code and one line on stderr, no stack trace', () => {
    const p = spawnSync(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'src-main/cli/main.ts', 'legal'],
      {
        input: '{"oops"',
        encoding: 'utf8',
      },
    );
    expect(p.status).toBe(EXIT.badInput);
    expect(p.stderr.trim().split('\n')).toHaveLength(1);
    expect(p.stderr).not.toMatch(/at .*\.ts:\d+/);
    const usage = spawnSync(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'src-main/cli/main.ts', 'frobnicate'],
      { encoding: 'utf8' },
    );
    expect(usage.status).toBe(EXIT.usage);
  });
});

describe('cli: solver commands', () => {
  const state = endPosition(createRng(2), 'game', 4, 0);
  const position = toPosition(state);
  const seat = state.toAct as number;
  const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

  it('solve and analyze answer like the solver functions', () => {
    const s = call(['solve'], { position });
    expect(s.code).toBe(EXIT.ok);
    expect(s.json).toEqual(plain(solveLine(state)));
    const a = call(['analyze'], position);
    expect(a.code).toBe(EXIT.ok);
    expect(a.json).toEqual(plain(analyze(state)));
    const l = call(['laydown'], { position });
    expect(l.code).toBe(EXIT.ok);
    expect(l.json).toEqual(plain(laydown(state)));
  });

  it('seat analyses the view of the seat to act, reproducibly by seed', () => {
    const r = call(['seat', '--seat', String(seat), '--seed', '5', '--max-layouts', '20'], { position });
    expect(r.code).toBe(EXIT.ok);
    expect(r.json).toEqual(plain(analyzeForSeat(view(state, seat), { seed: 5, maxLayouts: 20 })));
    expect(r.json.done).toBe(true);
  });

  it('refuses a seat not to act and a finished hand, rejects bad input and bad flags', () => {
    const other = (seat + 1) % 3;
    const turn = call(['seat', '--seat', String(other)], { position });
    expect(turn.code).toBe(EXIT.refused);
    expect(turn.json.reason).toEqual({ code: 'notYourTurn', seat: other, toAct: seat });
    const bad = call(['solve'], { position: { ...position, talon: ['HA', 'Q7'] } });
    expect(bad.code).toBe(EXIT.badInput);
    expect(bad.json.error).toEqual({ code: 'unknownCard', path: 'position.talon[1]', value: 'Q7' });
    expect(call(['seat'], { position }).code).toBe(EXIT.usage);
    expect(call(['seat', '--seat', String(seat), '--max-layouts', '0'], { position }).code).toBe(EXIT.usage);
  });

  it('solve values a finished hand; analyze and laydown refuse it', () => {
    let s = state;
    while (s.phase === 'play') s = (apply(s, legalActions(s)[0]!) as { ok: true; value: HandState }).value;
    const finished = toPosition(s);
    const r = call(['solve'], { position: finished });
    expect(r.code).toBe(EXIT.ok);
    expect(r.json).toMatchObject({ value: settle(s).perDefender, best: null, line: [] });
    const a = call(['analyze'], { position: finished });
    expect(a.code).toBe(EXIT.refused);
    expect(a.json.reason).toEqual({ code: 'handOver' });
    expect(call(['laydown'], { position: finished }).code).toBe(EXIT.refused);
  });
});
