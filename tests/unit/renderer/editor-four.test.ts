// @vitest-environment happy-dom
/**
 * "Play from here" in the editor at a table of four: the deal starts a practice session of four seats,
 * the dealer sitting out (pravidla ČSM, čl. II odst. 4), every playing seat dealt exactly its cards.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { NewSessionParams } from '../../../src-shared/api/game.ts';
import { dealPackets } from '../../../src-shared/variants/chosen/deal.ts';
import { useEditorStore } from '../../../src-renderer/stores/editor.ts';
import EditorView from '../../../src-renderer/views/EditorView.vue';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';

afterEach(() => localStorage.clear());

describe('the editor at four', () => {
  it('"play from here" before the bidding starts a practice game of four dealt as laid out', async () => {
    const asked: NewSessionParams[] = [];
    const pinia = setup(
      fakeClient({
        sessionNew: (p) => {
          asked.push(p);
          return { ok: false, error: { code: 'internal', message: 'no table in this test' } };
        },
      }),
    );
    const editor = useEditorStore();
    editor.draft = { ...editor.draft, players: 4, dealer: 2, hands: [[], [], [], []] };
    editor.setStage('deal');
    editor.fillRest();
    // The dealer (seat 2) is dealt nothing; forehand (seat 3) twelve.
    expect(editor.draft.hands.map((h) => h.length)).toEqual([10, 10, 0, 12]);
    const w = mountWith(EditorView, pinia);
    await w.vm.$nextTick();
    const you = w.get('[data-testid=editor-you]');
    // The person may take any seat that plays, never the dealer's.
    const options = you.findAll('option').map((o) => o.attributes('value'));
    expect(options).toEqual(['3', '0', '1']);
    await you.setValue('0');
    await w.get('[data-testid=editor-play]').trigger('click');
    await settleAll();
    expect(asked).toHaveLength(1);
    const { settings, deal } = asked[0]!;
    expect(settings.seats.map((p) => p.kind)).toEqual(['human', 'ai', 'ai', 'ai']);
    expect(new Set(settings.seats.map((p) => p.name)).size).toBe(4);
    expect(deal?.dealer).toBe(2);
    const dealt = dealPackets({ size: 4, dealer: 2 }, deal!.deck);
    for (const s of [0, 1, 3]) expect(dealt.hands.get(s)).toEqual(editor.draft.hands[s]);
    expect(dealt.hands.has(2)).toBe(false);
    w.unmount();
  });
});
