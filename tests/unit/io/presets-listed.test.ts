/**
 * The presets an unknown-preset message lists are the ones the text formats accept: each listed name
 * reads as rules (JSON and the position's text), and a name outside the list is refused with the list.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, describeInputError, parseRules, readNotation } from '../../../src-shared/index.ts';

const TAIL =
  'd2 0:H game:1 seven / HA HX HK HO H7 BA BX LA L7 / H9 H8 BK BO B9 LX LK LO AA AX / ' +
  'HU BU B8 LU L9 L8 AK AO AU A9 / A8 A7 / B7';

/** The names in the parenthesis that ends an unknown-preset message. */
function listed(message: string): string[] {
  const m = /\(([^()]*)\)$/.exec(message);
  if (!m) throw new Error(`no list in: ${message}`);
  return (m[1] as string).split(', ');
}

describe('the unknown-preset message lists the presets the formats know', () => {
  const refusedJson = parseRules('mariáš');
  const refusedText = readNotation(`mariáš ${TAIL}`);

  it('is refused in both formats, and both languages name the same presets', () => {
    expect(refusedJson.ok).toBe(false);
    expect(refusedText.ok).toBe(false);
    if (refusedJson.ok || refusedText.ok) return;
    const names = listed(describeInputError(refusedJson.error, 'en'));
    expect(listed(describeInputError(refusedJson.error, 'cs'))).toEqual(names);
    expect(listed(describeInputError(refusedText.error, 'en'))).toEqual(names);
    expect(listed(describeInputError(refusedText.error, 'cs'))).toEqual(names);
  });

  it('lists every preset there is (licitovaný’s csm002 among them), each once', () => {
    if (refusedJson.ok) throw new Error('accepted');
    const names = listed(describeInputError(refusedJson.error, 'en'));
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(PRESETS).sort());
    expect(names).toContain('csm002');
  });

  it('each listed name is accepted as rules in JSON and in the text, and gives that preset', () => {
    if (refusedJson.ok) throw new Error('accepted');
    for (const id of listed(describeInputError(refusedJson.error, 'en'))) {
      const json = parseRules(id);
      expect(json.ok, id).toBe(true);
      if (json.ok) expect(json.value.preset).toBe(id);
      const text = readNotation(`${id} ${TAIL}`);
      expect(text.ok, id).toBe(true);
      if (text.ok) expect(text.value.position.rules.preset).toBe(id);
    }
  });
});
