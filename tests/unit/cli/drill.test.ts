/**
 * `drill`: one drill from the app's own miner, as JSON a reader can check — the goal with its words, the
 * cards accepted, and per legal card whether it meets the goal, each equal to the miner's and the judge's.
 */
import { describe, expect, it } from 'vitest';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { judgeGoal } from '../../../src-main/solver/goal.ts';
import { mineDrill } from '../../../src-main/training/mine.ts';
import { goalOf } from '../../../src-main/training/drill-judge.ts';
import { goalWords } from '../../../src-shared/explain/goal.ts';
import { goalId } from '../../../src-shared/goal/goal.ts';
import { fromPosition } from '../../../src-shared/index.ts';
import { readNotation } from '../../../src-shared/io/notation.ts';

const call = (args: string[]) => {
  const r = run(args, () => '');
  return { ...r, json: r.stdout ? JSON.parse(r.stdout) : null };
};
const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

describe('cli drill', () => {
  it("prints the miner's drill with its goal, and per card what the judge says", () => {
    const r = call(['drill', '--theme', 'vynaseni', '--seed', '1']);
    expect(r.code).toBe(EXIT.ok);
    const d = mineDrill(1, 'vynaseni');
    if (d === null) throw new Error('no drill for seed 1');
    const goal = goalOf(d);
    expect(r.json).toMatchObject({
      theme: 'vynaseni',
      kind: 'exact',
      seat: d.seat,
      position: plain(d.position),
      answers: d.answers,
      goal: { id: goalId(goal), words: { cs: goalWords(goal, 'cs'), en: goalWords(goal, 'en') } },
    });
    // The notation reads back to the same position.
    const read = readNotation(r.json.notation);
    expect(read.ok && plain(read.value.position)).toEqual(plain(d.position));
    const state = fromPosition(d.position);
    if (!state.ok) throw new Error('position');
    const judged = judgeGoal(state.value, goal).cards;
    expect((r.json.cards as { card: string; meets: boolean }[]).map((c) => [c.card, c.meets]).sort()).toEqual(
      judged.map((c) => [c.card, c.meets]).sort(),
    );
  });

  it('counts the layouts of a seat drill, the answers meeting the goal in every one', () => {
    const r = call(['drill', '--theme', 'vynaseni', '--seed', '1', '--kind', 'seat']);
    expect(r.code).toBe(EXIT.ok);
    const n = r.json.layouts as number;
    expect(n).toBeGreaterThan(0);
    for (const c of r.json.cards as { card: string; meets: number }[])
      expect(c.meets === n).toBe((r.json.answers as string[]).includes(c.card));
  });

  it('refuses an unknown theme, a missing seed and an unknown kind', () => {
    expect(call(['drill', '--theme', 'trumfy', '--seed', '1']).code).toBe(EXIT.usage);
    expect(call(['drill', '--theme', 'sto']).stderr).toMatch(/--seed/);
    expect(call(['drill', '--theme', 'sto', '--seed', '1', '--kind', 'open']).stderr).toMatch(/--kind/);
  });
});
