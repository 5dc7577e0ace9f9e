/**
 * `drill --theme talon|game|flek`: one drill of a decision before the first card from the app's own
 * miner (src-main/training/bid-mine.ts), printed so a reader can check it — the deal and the bidding,
 * the seat and what it knew then (its engine view, the calls as it saw them), each choice's value from
 * the seat with the difference to the best, its ± and interval, the answers — equal to the miner's;
 * "no drill" when no choice stands out; the usage errors of the bidding themes.
 */
import { describe, expect, it } from 'vitest';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { publicHistory } from '../../../src-main/game/history.ts';
import { mineBidDrill, replayTo } from '../../../src-main/training/bid-mine.ts';
import { type Action, replay, view } from '../../../src-shared/index.ts';
import { choiceName } from '../../../src-shared/explain/review.ts';

const call = (args: string[]) => {
  const r = run(args, () => '');
  return { ...r, json: r.stdout ? JSON.parse(r.stdout) : null };
};
const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

describe('cli drill of a decision before the first card', () => {
  it("prints the miner's drill: the moment as the seat knew it, every choice with its interval, the answers", () => {
    const r = call(['drill', '--theme', 'flek', '--seed', '3', '--variant', 'volený']);
    expect(r.code).toBe(EXIT.ok);
    const d = mineBidDrill(3, 'flek', { table: { variant: 'chosen', seats: 3 } });
    if (d === null) throw new Error('seed 3 gives a flek drill');
    const j = r.json;
    expect(j).toMatchObject({
      theme: 'flek',
      seed: 3,
      variant: 'chosen',
      seats: 3,
      kind: 'double',
      index: d.index,
      seat: d.seat,
      side: d.side,
      samples: d.samples,
      best: d.best,
    });
    // The record replays to the decision; the position is the seat's engine view there.
    const before = replayTo(d.record, d.index);
    const v = view(before, d.seat);
    expect(j.position).toMatchObject(
      plain({ phase: v.phase, hand: v.hand, trump: v.trump, declarer: v.declarer }),
    );
    const history = publicHistory(d.record.actions.slice(0, d.index), d.seat, before);
    expect(j.position.calls.map((c: { action: unknown }) => c.action)).toEqual(plain(history));
    expect(replay(d.record.setup, j.record.actions).ok).toBe(true);
    // Each choice: the miner's figures, its interval loss ± margin, its words.
    expect(j.choices).toHaveLength(d.choices.length);
    d.choices.forEach((c, i) => {
      const printed = j.choices[i];
      expect(printed).toMatchObject(
        plain({
          action: c.action,
          value: c.value,
          loss: c.loss,
          margin: c.margin,
          grade: c.grade,
          right: c.right,
        }),
      );
      expect(printed.interval[0]).toBeCloseTo(c.loss - c.margin, 12);
      expect(printed.interval[1]).toBeCloseTo(c.loss + c.margin, 12);
      expect(printed.best).toBe(i === d.best);
      expect(printed.words.cs).toBe(choiceName(c.action, 'cs'));
      // A wrong choice's interval lies above best's limit (beyond the error); an answer's is [0, 0].
      if (c.right) expect(printed.interval).toEqual([0, 0]);
      else expect(printed.interval[0]).toBeGreaterThanOrEqual(0.05);
    });
    expect(j.answers).toEqual(plain(d.choices.filter((c) => c.right).map((c) => c.action)));
    expect((j.answers as Action[]).length).toBeGreaterThan(0);
    expect(j.words.task.cs).toMatch(/flek/);
  });

  it('says "no drill" when no choice stands out within the attempts', () => {
    // Seed 4's first flek decision at volený does not stand out (its second does).
    const r = call(['drill', '--theme', 'flek', '--seed', '4', '--variant', 'chosen', '--attempts', '1']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.json).toMatchObject({ theme: 'flek', seed: 4, variant: 'chosen', seats: 3, drill: null });
    expect(r.json.message.en).toMatch(/No drill/);
    expect(mineBidDrill(4, 'flek', { table: { variant: 'chosen', seats: 3 }, maxAttempts: 1 })).toBeNull();
  });

  it('refuses what the bidding themes cannot do', () => {
    const usage = (args: string[]) => {
      const r = call(['drill', ...args]);
      expect(r.code).toBe(EXIT.usage);
      return r.stderr;
    };
    expect(usage(['--theme', 'talon', '--seed', '1', '--variant', 'křížový'])).toMatch(
      /no decisions of the theme talon/,
    );
    expect(usage(['--theme', 'talon', '--seed', '1', '--variant', 'twoHand'])).toMatch(/no talon/);
    expect(usage(['--theme', 'game', '--seed', '1', '--variant', 'fourHand', '--seats', '3'])).toMatch(
      /--seats must be 4/,
    );
    expect(usage(['--theme', 'game', '--seed', '1', '--seats', '3'])).toMatch(/--seats needs --variant/);
    expect(usage(['--theme', 'game', '--seed', '1', '--variant', 'bridge'])).toMatch(/--variant/);
    expect(usage(['--theme', 'flek', '--seed', '1', '--kind', 'seat'])).toMatch(/--kind/);
    expect(usage(['--theme', 'flek', '--seed', '1', '--attempts', '0'])).toMatch(/--attempts/);
    expect(usage(['--theme', 'sedma', '--seed', '1', '--variant', 'chosen'])).toMatch(/--variant/);
    expect(usage(['--theme', 'flek'])).toMatch(/--seed/);
  });
});
