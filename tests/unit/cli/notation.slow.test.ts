/** The `notation` command: a position as JSON ↔ its one-line text, either way, validated. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXIT, run } from '../../../src-main/cli/commands.ts';
import { parsePosition, readNotation } from '../../../src-shared/index.ts';

const call = (args: string[], input: unknown) =>
  run(['notation', ...args], () => (typeof input === 'string' ? input : JSON.stringify(input)));

const POSITION = {
  rules: 'csm',
  declarer: 0,
  trump: 'H',
  announced: { seven: true },
  doubles: { game: 1 },
  hands: ['HA HX HK HO H7 BA BX LA L7', 'H9 H8 BK BO B9 LX LK LO AA AX', 'HU BU B8 LU L9 L8 AK AO AU A9'],
  talon: 'A8 A7',
  tricks: [['B7']],
};
const TEXT =
  'csm d2 0:H game:1 seven / HA HX HK HO H7 BA BX LA L7 / H9 H8 BK BO B9 LX LK LO AA AX / ' +
  'HU BU B8 LU L9 L8 AK AO AU A9 / A8 A7 / B7';

describe('cli notation', () => {
  it('writes a JSON position (bare or wrapped) as its line of text', () => {
    for (const input of [POSITION, { position: POSITION }]) {
      const r = call([], input);
      expect(r).toEqual({ stdout: `${TEXT}\n`, stderr: '', code: EXIT.ok });
    }
  });

  it('reads a line of text into the JSON position, which reads back as the same position', () => {
    const r = call([], `${TEXT}\n`);
    expect(r.code).toBe(EXIT.ok);
    const json = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(json.rules).toBe('csm');
    expect(json.players).toBe(3);
    const fromText = readNotation(TEXT);
    const fromJson = parsePosition(json);
    expect(fromText.ok && fromJson.ok).toBe(true);
    if (fromText.ok && fromJson.ok) expect(fromJson.value).toEqual(fromText.value.position);
    // And back again to the very same text.
    expect(call([], r.stdout).stdout).toBe(`${TEXT}\n`);
  });

  it('--to picks the output: a typed text comes out canonical, a JSON position as JSON', () => {
    const typed = TEXT.toLowerCase().replace(/ \/ /g, '/').replace('0:h', '0:H');
    expect(call(['--to', 'text'], typed)).toEqual({ stdout: `${TEXT}\n`, stderr: '', code: EXIT.ok });
    const r = call(['--to', 'json'], POSITION);
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.stdout).announced).toEqual({
      seven: true,
      hundred: false,
      sevenAgainst: null,
      hundredAgainst: null,
    });
    expect(call(['--to', 'xml'], TEXT).code).toBe(EXIT.usage);
  });

  it('a text with a mistake: exit 2, the error with its column, the words in both languages', () => {
    const r = call([], TEXT.replace('HK', 'HQ'));
    expect(r.code).toBe(EXIT.badInput);
    const out = JSON.parse(r.stdout);
    expect(out.error).toMatchObject({ code: 'notation', column: 33, token: 'HQ' });
    expect(out.message.cs).toMatch(/^znak 33 \(„HQ“\): hands\[0\]\[2\]: „HQ“ není karta/);
    expect(r.stderr).toMatch(/^error: column 33 \("HQ"\): hands\[0\]\[2\]: "HQ" is not a card/);
  });

  it('a JSON position that breaks the rules is refused as input, not written', () => {
    const r = call([], {
      ...POSITION,
      tricks: [['B7', 'LX']],
      hands: POSITION.hands.map((h) => h.replace('LX ', '')),
    });
    expect(r.code).toBe(EXIT.badInput);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'illegalPlay', trick: 0, seat: 1, card: 'LX' });
    expect(call([], '{"hands": ').code).toBe(EXIT.badInput);
  });

  it('writes the moment a record has reached, once the play has begun', () => {
    const deal = JSON.parse(run(['deal', '--seed', '5'], () => '').stdout);
    let record = deal.record;
    expect(call([], { record }).code).toBe(EXIT.badInput);
    // Play on with the first legal action (one flek, so that the game is played rather than settled
    // unplayed) until three cards are down.
    let doubled = false;
    for (let plays = 0, steps = 0; plays < 3 && steps < 100; steps++) {
      const legal = JSON.parse(run(['legal'], () => JSON.stringify({ record })).stdout);
      const flek = doubled ? undefined : legal.legal.find((a: { type: string }) => a.type === 'double');
      const action = flek ?? legal.legal[0];
      if (flek) doubled = true;
      if (action.type === 'play') plays++;
      record = JSON.parse(run(['apply'], () => JSON.stringify({ record, action })).stdout).record;
    }
    const text = call([], { record });
    expect(text.code).toBe(EXIT.ok);
    const read = readNotation(text.stdout);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.value.position.tricks.flat()).toHaveLength(3);
    expect(call([], record).stdout).toBe(text.stdout);
  });

  describe('a licitovaný hand that ended without play has no position: bad input (issue 26 item 7)', () => {
    const deal = () =>
      JSON.parse(run(['deal', '--variant', 'auction', '--seed', '3', '--rules', 'csm002'], () => '').stdout)
        .record;
    const step = (record: unknown, pick: (legal: { type: string }[]) => unknown) => {
      const legal = JSON.parse(run(['legal'], () => JSON.stringify({ record })).stdout);
      if (legal.state.phase === 'finished') return null;
      const action = pick(legal.legal);
      return JSON.parse(run(['apply'], () => JSON.stringify({ record, action })).stdout).record;
    };
    /** Plays the auction with `pick` until the hand is over (it never reaches the play here). */
    const finish = (pick: (legal: { type: string }[]) => unknown) => {
      let record = deal();
      for (let i = 0; i < 20; i++) record = step(record, pick) ?? record;
      return record;
    };
    const expectEnded = (record: unknown, end: string) => {
      const r = call([], { record });
      expect(r.code).toBe(EXIT.badInput);
      expect(r.stdout).not.toContain('?');
      const out = JSON.parse(r.stdout);
      expect(out.error).toMatchObject({ code: 'invalid', problem: { kind: 'endedBeforePlay', end } });
      return out.message as { cs: string; en: string };
    };

    it('omyl: the declarer folded the sedma he won (TP čl. II odst. 17)', () => {
      let bid = false;
      const record = finish((legal) => {
        const fold = legal.find((a) => a.type === 'fold');
        if (fold) return fold;
        if (!bid) {
          bid = true;
          return legal.find((a) => a.type === 'bid');
        }
        return legal.find((a) => a.type !== 'bid' && a.type !== 'hold');
      });
      const message = expectEnded(record, 'folded');
      expect(message.cs).toContain('omyl');
      expect(message.en).toContain('omyl');
    });

    it('everybody passed: no contract, nothing to describe', () => {
      const record = finish((legal) => legal.find((a) => a.type !== 'bid' && a.type !== 'hold'));
      const message = expectEnded(record, 'allPassed');
      expect(message.en).toContain('no contract');
    });
  });

  it('runs as a real process on standard input', () => {
    const r = spawnSync('npm', ['run', '-s', 'cli', '--', 'notation'], { input: TEXT, encoding: 'utf8' });
    expect(r.status).toBe(EXIT.ok);
    const back = spawnSync('npm', ['run', '-s', 'cli', '--', 'notation'], {
      input: r.stdout,
      encoding: 'utf8',
    });
    expect(back.stdout).toBe(`${TEXT}\n`);
  });
});
