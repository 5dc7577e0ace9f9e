/**
 * The goal vocabulary: goalMet on hand-made settlements (the items as settle.ts makes them), the goals a
 * seat is offered in real positions, the task sentences in both languages and the JSON form's errors.
 */
import { describe, expect, it } from 'vitest';
import type { Side } from '../../../src-shared/engine/contract.ts';
import type { ItemKind, SettlementItem } from '../../../src-shared/settlement/result.ts';
import { readNotation } from '../../../src-shared/io/notation.ts';
import { validate } from '../../../src-shared/io/schema.ts';
import { goalWords } from '../../../src-shared/explain/goal.ts';
import {
  type BinaryGoal,
  GOAL_KINDS,
  GOAL_PARTS,
  type Goal,
  GoalSchema,
  goalId,
  goalMet,
  goalsFor,
  parseGoalId,
  partItems,
} from '../../../src-shared/goal/goal.ts';

const item = (kind: ItemKind, side: Side, won: boolean): SettlementItem => ({
  kind,
  side,
  won,
  outcome: { code: 'unplayed' },
  rate: 1,
  red: 1,
  doubles: 0,
  steps: 0,
  amount: 0,
});
const D = 'declarer';
const F = 'defence';
const keep = (part: (typeof GOAL_PARTS)[number]): BinaryGoal => ({ kind: 'keep', part });
const stop = (part: (typeof GOAL_PARTS)[number]): BinaryGoal => ({ kind: 'stop', part });

/** [goal, side, items, met, why]. */
const MET: [BinaryGoal, Side, SettlementItem[], boolean, string][] = [
  [keep('seven'), D, [item('game', D, true), item('seven', D, true)], true, 'sedma won'],
  [keep('seven'), D, [item('game', D, true), item('seven', D, false)], false, 'sedma lost'],
  [keep('seven'), D, [item('game', D, true)], false, 'no seven to keep'],
  [
    keep('seven'),
    D,
    [item('hundred', D, true), item('twoSevens', D, true)],
    true,
    'dvě sedmy carries the seven',
  ],
  [
    keep('seven'),
    F,
    [item('game', D, true), item('silentSeven', F, true)],
    true,
    'a silent seven of the defence',
  ],
  [stop('seven'), F, [item('game', D, true), item('seven', D, false)], true, 'the seven killed'],
  [stop('seven'), F, [item('game', D, true), item('seven', D, true)], false, 'the seven won'],
  [stop('seven'), D, [item('game', D, true), item('sevenAgainst', F, false)], true, 'seven against lost'],
  [stop('seven'), D, [item('game', D, false), item('silentSeven', F, false)], true, 'a killed silent seven'],
  [keep('hundred'), D, [item('silentHundred', D, true)], true, 'a silent hundred of the declarer'],
  [keep('hundred'), F, [item('silentHundred', F, true)], true, 'a silent hundred of the defence'],
  [stop('hundred'), F, [item('silentHundred', D, true)], false, 'the declarer made a silent hundred'],
  [stop('hundred'), F, [item('hundred', D, false), item('seven', D, true)], true, 'sto lost'],
  [stop('hundred'), D, [item('game', D, true), item('hundredAgainst', F, true)], false, 'sto proti won'],
  [keep('game'), D, [item('game', D, true)], true, 'the game won'],
  [keep('game'), D, [item('game', D, false)], false, 'the game lost'],
  [keep('game'), D, [item('silentHundred', D, true)], true, 'the silent hundred replaced the game, his'],
  [keep('game'), D, [item('silentHundred', F, true)], false, 'the silent hundred replaced the game, theirs'],
  [stop('game'), F, [item('silentHundred', F, true)], true, 'the defence’s silent hundred stops the game'],
  [keep('game'), F, [item('game', D, false)], false, 'the defence has no game to keep'],
  [keep('contract'), D, [item('game', D, true), item('seven', D, true)], true, 'hra and sedma won'],
  [keep('contract'), D, [item('game', D, true), item('seven', D, false)], false, 'the seven lost'],
  [
    keep('contract'),
    D,
    [item('game', D, true), item('silentSeven', D, false)],
    true,
    'a silent seven is no part',
  ],
  [
    keep('contract'),
    D,
    [item('silentHundred', D, true), item('silentSeven', D, true)],
    true,
    'the game as a hundred',
  ],
  [keep('contract'), F, [item('game', D, true), item('sevenAgainst', F, true)], true, 'sedma proti won'],
  [keep('contract'), F, [item('game', D, false)], false, 'the defence announced nothing'],
  [stop('contract'), F, [item('hundred', D, true), item('seven', D, true)], false, 'both won'],
  [stop('contract'), F, [item('hundred', D, false), item('seven', D, true)], true, 'the hundred lost'],
  [stop('contract'), F, [item('hundred', D, false), item('seven', D, false)], true, 'both lost'],
  [stop('seven'), F, [item('hundred', D, false), item('seven', D, true)], false, 'the seven won'],
  [keep('betl'), D, [item('openBetl', D, true)], true, 'open betl kept'],
  [stop('betl'), F, [item('betl', D, false)], true, 'betl broken'],
  [keep('durch'), D, [item('openDurch', D, true)], true, 'open durch kept'],
  [stop('durch'), F, [item('durch', D, true)], false, 'durch kept'],
  [{ kind: 'noTrick' }, D, [item('betl', D, true)], true, 'betl kept'],
  [{ kind: 'noTrick' }, D, [item('openBetl', D, false)], false, 'open betl broken'],
  [{ kind: 'noTrick' }, F, [item('betl', D, true)], false, 'not the defence’s betl'],
];

describe('goalMet', () => {
  it.each(MET)('%j for the %s: %j → %s (%s)', (goal, side, items, met) => {
    expect(goalMet(goal, { items }, side)).toBe(met);
  });

  it('a silent hundred is the declarer’s game for the game and the contract, its side’s for the hundred', () => {
    const items = [item('silentHundred', F, true)];
    expect(partItems({ items }, 'game')).toEqual([{ side: D, won: false }]);
    expect(partItems({ items }, 'contract')).toEqual([{ side: D, won: false }]);
    expect(partItems({ items }, 'hundred')).toEqual([{ side: F, won: true }]);
  });
});

describe('goalsFor', () => {
  /** Positions from random endings (tests/support/deals.ts), the goals worked out by hand. */
  const CASES: [string, string, Record<number, string>][] = [
    [
      'hra a sedma: the seven announced, no marriage left',
      'csm d0 2:H game:1 seven / HU A9 AU AA / HA L9 LK A7 / H7 H8 B9 BA / B8 AO / H9 HO HX, A8 AX AK, LU LA LX, BK B7 BU, BX BO HK, L7 LO L8',
      {
        0: 'stop.contract stop.game stop.seven money points everyLegal',
        2: 'keep.contract keep.game keep.seven money points everyLegal',
      },
    ],
    [
      'sto: the trump seven with a defender (a silent seven)',
      'csm d1 2:A hundred:1 / B9 BA L7 LX / B7 B8 A7 AX / L9 LO AU AO / HU BK / HA H7 H8, LK LA L8, A8 AK AA, HX A9 HO, BU BX BO, HK H9 LU',
      {
        1: 'keep.seven stop.contract stop.hundred money points everyLegal',
        2: 'keep.contract keep.hundred stop.seven money points everyLegal',
      },
    ],
    [
      'sto proti: the declarer’s silent seven, the defence’s hundred',
      'house001 d0 1:L hundredAgainst@2 / HU HA B8 A7 / HX L7 A9 AU / H8 H9 HO HK / H7 BK / LX LK LA, BA B9 B7, A8 AK AO, LO L8 LU, AX L9 AA, BO BU BX',
      {
        0: 'keep.contract keep.hundred stop.contract stop.game stop.seven money points everyLegal',
        1: 'keep.contract keep.game keep.seven stop.contract stop.hundred money points everyLegal',
      },
    ],
    [
      'hra: a defender announced a marriage, the declarer holds a pair (silent hundreds both ways)',
      'house001 d1 2:H game:1 / HX HU LA / B8 A8 AO / L9 LO LK / H8 BU / B7 B9 BA, BO H7 BX, L7 LX HK, BK A9 H9, AA A7 AK, L8 HA LU, AX AU HO',
      {
        0: 'keep.hundred stop.contract stop.game stop.hundred money points everyLegal',
        2: 'keep.contract keep.game keep.hundred stop.hundred money points everyLegal',
      },
    ],
  ];
  it.each(CASES)('%s', (_, text, want) => {
    const r = readNotation(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    for (const [seat, ids] of Object.entries(want))
      expect(goalsFor(r.value.state, Number(seat)).map(goalId).join(' ')).toBe(ids);
  });

  it('betl: no trick for the declarer, stop the betl for the defence, no points', () => {
    const r = readNotation(
      'house001 d0 0:betl betl:2 / H8 HX / HU B9 / LA A9 / BU A7 / LO L7 LK, BK AO BA, HK HA HO, BX A8 BO, B7 B8 LU, LX H7 L9, AA AU AX, AK H9 L8',
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const s = r.value.state;
    expect(goalsFor(s, 0).map(goalId)).toEqual([
      'keep.contract',
      'keep.betl',
      'money',
      'noTrick',
      'everyLegal',
    ]);
    expect(goalsFor(s, 2).map(goalId)).toEqual(['stop.contract', 'stop.betl', 'money', 'everyLegal']);
  });
});

describe('goalWords', () => {
  const WORDS: [Goal, string, string][] = [
    [keep('seven'), 'Uhraj sedmu.', 'Keep the seven.'],
    [keep('hundred'), 'Uhraj stovku.', 'Keep the hundred.'],
    [keep('game'), 'Uhraj hru.', 'Keep the game.'],
    [keep('contract'), 'Uhraj závazek.', 'Keep the contract.'],
    [keep('betl'), 'Uhraj betl.', 'Keep the betl.'],
    [keep('durch'), 'Uhraj durch.', 'Keep the durch.'],
    [stop('hundred'), 'Zastav stovku.', 'Stop the hundred.'],
    [stop('seven'), 'Zastav sedmu.', 'Stop the seven.'],
    [stop('contract'), 'Zastav závazek.', 'Stop the contract.'],
    [stop('durch'), 'Zastav durch.', 'Stop the durch.'],
    [{ kind: 'money' }, 'Vezmi co nejvíc peněz.', 'Take the most money.'],
    [{ kind: 'points' }, 'Uhraj co nejvíc bodů i s hláškami.', 'Take the most points, marriages included.'],
    [{ kind: 'noTrick' }, 'Neber žádný zdvih.', 'Take no trick.'],
    [{ kind: 'everyLegal' }, 'Zahraj kartu, kterou smíš.', 'Play a card you may play.'],
  ];
  it.each(WORDS)('%j: %s / %s', (goal, cs, en) => {
    expect(goalWords(goal, 'cs')).toBe(cs);
    expect(goalWords(goal, 'en')).toBe(en);
  });

  // A task that collects every right card asks for every one.
  const EVERY: [Goal, string, string][] = [
    [
      stop('contract'),
      'Najdi každou kartu, se kterou zastavíš závazek.',
      'Find every card with which you stop the contract.',
    ],
    [
      keep('seven'),
      'Najdi každou kartu, se kterou uhraješ sedmu.',
      'Find every card with which you keep the seven.',
    ],
    [
      { kind: 'money' },
      'Najdi každou kartu, která vezme co nejvíc peněz.',
      'Find every card that takes the most money.',
    ],
    [
      { kind: 'noTrick' },
      'Najdi každou kartu, se kterou nevezmeš žádný zdvih.',
      'Find every card with which you take no trick.',
    ],
    [{ kind: 'everyLegal' }, 'Najdi všechny karty, které smíš zahrát.', 'Find every card you may play.'],
  ];
  it.each(EVERY)('%j, every card: %s / %s', (goal, cs, en) => {
    expect(goalWords(goal, 'cs', 'every')).toBe(cs);
    expect(goalWords(goal, 'en', 'every')).toBe(en);
  });

  it('every goal of the vocabulary has its own sentence in each language', () => {
    const all: Goal[] = GOAL_KINDS.flatMap((kind): Goal[] =>
      kind === 'keep' || kind === 'stop' ? GOAL_PARTS.map((part) => ({ kind, part })) : [{ kind }],
    );
    for (const lang of ['cs', 'en'] as const)
      for (const collect of ['one', 'every'] as const)
        expect(new Set(all.map((g) => goalWords(g, lang, collect))).size).toBe(all.length);
  });
});

describe('GoalSchema', () => {
  it('reads every goal of the vocabulary back from its JSON form', () => {
    for (const g of [keep('seven'), stop('contract'), { kind: 'money' }, { kind: 'everyLegal' }] as Goal[])
      expect(validate(GoalSchema, JSON.parse(JSON.stringify(g)), 'goal')).toEqual({ ok: true, value: g });
  });

  const BAD: [unknown, string, string][] = [
    ['keep', 'goal', 'object'],
    [{ kind: 'win' }, 'goal.kind', GOAL_KINDS.join(' | ')],
    [{}, 'goal.kind', GOAL_KINDS.join(' | ')],
    [{ kind: 'keep' }, 'goal.part', GOAL_PARTS.join(' | ')],
    [{ kind: 'stop', part: 'trumps' }, 'goal.part', GOAL_PARTS.join(' | ')],
    [{ kind: 'money', part: 'seven' }, 'goal.part', 'no part (money)'],
  ];
  it.each(BAD)('%j: a shape error at %s expecting %s', (input, path, expected) => {
    const r = validate(GoalSchema, input, 'goal');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'shape', path, expected });
  });
});

describe('parseGoalId', () => {
  it('reads back the id of every goal of the vocabulary (the inverse of goalId)', () => {
    const all: Goal[] = GOAL_KINDS.flatMap((kind): Goal[] =>
      kind === 'keep' || kind === 'stop' ? GOAL_PARTS.map((part) => ({ kind, part })) : [{ kind }],
    );
    for (const g of all) expect(parseGoalId(goalId(g))).toEqual({ ok: true, goal: g });
  });

  /** [id, goal], the ids docs/goals.md and docs/cli.md name. */
  const GOOD: [string, Goal][] = [
    ['keep.seven', keep('seven')],
    ['stop.contract', stop('contract')],
    ['money', { kind: 'money' }],
    ['points', { kind: 'points' }],
    ['noTrick', { kind: 'noTrick' }],
    ['everyLegal', { kind: 'everyLegal' }],
  ];
  it.each(GOOD)('%s', (id, goal) => expect(parseGoalId(id)).toEqual({ ok: true, goal }));

  /** [id, the problem named]. */
  const BAD: [string, string][] = [
    ['', 'unknown goal kind ""'],
    ['win', 'unknown goal kind "win"'],
    ['Keep.seven', 'unknown goal kind "Keep"'],
    ['keep', 'keep needs a part'],
    ['stop.', 'unknown part "" of stop'],
    ['keep.trumps', 'unknown part "trumps" of keep'],
    ['keep.seven.x', 'unknown part "seven.x" of keep'],
    ['money.seven', 'money takes no part'],
    ['everyLegal.', 'everyLegal takes no part'],
  ];
  it.each(BAD)('%j is refused: %s', (id, why) => {
    const r = parseGoalId(id);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.why).toContain(why);
  });
});
