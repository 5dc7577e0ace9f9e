/**
 * The trump seven's fate names the seat that played it (issue 26 item 7): an announced seven lost
 * because the seven fell before the last trick (pravidla ČSM, čl. IV odst. 4) blames whoever played
 * it — in this position a defender's seven, not the declarer.
 */
import { describe, expect, it } from 'vitest';
import { readNotation } from '../../../src-shared/io/notation.ts';
import { explainItem } from '../../../src-shared/explain/format.ts';
import { resultOf, settle, settleResult } from '../../../src-shared/settlement/settle.ts';
import type { HandState } from '../../../src-shared/engine/state.ts';

function stateOf(text: string): HandState {
  const r = readNotation(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

// Issue 26 item 7: sto a sedma in acorns; the defender Hráč 2 (seat 1) plays the trump seven in trick 1.
const DEFENDERS_SEVEN =
  'auction csm002 d2 0:A seven hundred won:hundredSeven / - / - / - / H7 H8 / AK A7 AX, AA AO A8, LU HX LX, A9 H9 HO, AU HU HK, LA L7 HA, LK B7 BX, L8 B8 BO, L9 B9 BK, LO BU BA';

describe('an early trump seven names the seat that played it (pravidla ČSM, čl. IV odst. 4)', () => {
  const state = stateOf(DEFENDERS_SEVEN);
  const item = settle(state).items.find((i) => i.kind === 'seven');

  it('the outcome carries the seat of the seven, not the announcer', () => {
    expect(item).toMatchObject({ won: false, outcome: { code: 'sevenEarly', seat: 1, trick: 0 } });
  });

  it.each([
    ['cs', 'trumfová sedma (Hráč 2) padla už v 1. zdvihu'],
    ['en', 'the trump seven (Player 2) was played in trick 1'],
  ] as const)('worded in %s with that seat', (lang, words) => {
    expect(explainItem(item!, state.rules, lang).why).toContain(words);
  });

  it('a seven that was never played is said so, not put in trick 1 of the announcer', () => {
    const r = { ...resultOf(state), seven: null };
    const none = settleResult(r).items.find((i) => i.kind === 'seven');
    expect(none).toMatchObject({ won: false, outcome: { code: 'sevenMissing', card: 'A7' } });
    const words = explainItem(none!, state.rules, 'en');
    expect(words.why).toContain('never played');
    // Judged by the seven's own article, not dvě sedmy's (čl. IV odst. 9).
    expect(words.citations).toEqual([{ doc: '000', article: 'IV', paragraph: 4 }]);
  });
});
