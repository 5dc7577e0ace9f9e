// @vitest-environment happy-dom
/**
 * The editor screen for licitovaný, křížový and lízaný (issue 18): picking a variant lays out its table
 * (two to four hands, the talon only where the variant has one, lízaný's stock), the variant's own
 * contract fields are offered where they belong, a table size is chosen where the variant has a choice,
 * and the engine's refusal is listed in its words with the field it names marked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useEditorStore } from '../../../src-renderer/stores/editor.ts';
import EditorView from '../../../src-renderer/views/EditorView.vue';
import { fakeClient, mountWith, setup } from './support.ts';

afterEach(() => localStorage.clear());

const zones = (w: ReturnType<typeof mountWith>, id: string) => w.findAll(`[data-testid=${id}]`).length;

describe('the editor of every variant', () => {
  it('lays out each variant’s table and offers its own contract fields', async () => {
    const pinia = setup(fakeClient({}));
    const editor = useEditorStore();
    const w = mountWith(EditorView, pinia);
    await w.vm.$nextTick();
    const pick = async (v: string) => {
      await w.get('[data-testid=editor-variant]').setValue(v);
      await w.vm.$nextTick();
    };
    await pick('fourHand');
    expect(zones(w, 'editor-hand')).toBe(4);
    expect(zones(w, 'editor-talon')).toBe(0);
    expect(zones(w, 'editor-called')).toBe(1);
    expect(zones(w, 'editor-aux')).toBe(0);
    expect(w.get('[data-testid=editor-players]').attributes('disabled')).toBeDefined();
    // Before the bidding too: the deal of four packets.
    await w.get('[data-testid=editor-stage]').setValue('deal');
    await w.vm.$nextTick();
    expect(w.get('[data-testid=editor-you]').findAll('option')).toHaveLength(4);
    await w.get('[data-testid=editor-stage]').setValue('play');
    await w.vm.$nextTick();

    await pick('twoHand');
    expect(zones(w, 'editor-hand')).toBe(2);
    expect(zones(w, 'editor-stock')).toBe(1);
    expect(zones(w, 'editor-talon')).toBe(0);
    // Lízaný plays suit games only.
    const games = w.get('[data-testid=editor-game]').findAll('option');
    expect(games.map((o) => o.attributes('value'))).toEqual(['suit']);

    await pick('auction');
    expect(editor.draft.preset).toBe('csm002');
    expect(zones(w, 'editor-aux')).toBe(1);
    expect(zones(w, 'editor-won-step')).toBe(1);
    expect(zones(w, 'editor-talon')).toBe(1);
    await w.get('[data-testid=editor-players]').setValue('4');
    await w.vm.$nextTick();
    // Four at the table, the dealer sitting out.
    expect(zones(w, 'editor-hand')).toBe(4);
    expect(editor.seats).toHaveLength(3);
  });

  it('fills a křížový table and names the missing call in the engine’s words, the field marked', async () => {
    const pinia = setup(fakeClient({}));
    const editor = useEditorStore();
    editor.setVariant('fourHand');
    editor.fillRest();
    expect(editor.draft.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
    const w = mountWith(EditorView, pinia);
    await w.vm.$nextTick();
    const problems = w.findAll('[data-testid=editor-problem]');
    expect(problems.map((p) => p.attributes('data-code'))).toEqual(['position']);
    expect(problems[0]?.text()).toMatch(/volan/);
    expect(w.get('[data-testid=editor-called]').element.closest('label')?.classList.contains('bad')).toBe(
      true,
    );
    await w.get('[data-testid=editor-called]').setValue('A');
    await w.vm.$nextTick();
    expect(w.findAll('[data-testid=editor-problem]')).toHaveLength(0);
    expect(editor.position?.variant).toBe('fourHand');
  });

  it('lízaný: the stock is filled to sixteen and a card dropped on it goes to its bottom', () => {
    setup(fakeClient({}));
    const editor = useEditorStore();
    editor.setVariant('twoHand');
    editor.fillRest();
    expect(editor.draft.stock).toHaveLength(16);
    const card = editor.draft.hands[0]?.[0];
    if (card === undefined) throw new Error('no card');
    editor.place(card, { kind: 'stock' });
    expect(editor.draft.stock.at(-1)).toBe(card);
    expect(editor.problems.map((p) => p.code).sort()).toEqual(['handCount', 'stockCount']);
  });
});
