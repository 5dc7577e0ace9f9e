// @vitest-environment happy-dom
/**
 * The position editor in the renderer: the store moves cards between places, keeps the draft across a
 * reload, fills the rest and reports the validation's problems; the view lays cards by clicks and by
 * drag and drop, words each problem with its article, highlights the offending card, and keeps
 * "Analyse" off with the reason until the draft is valid, then opens the board at that position.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewSessionParams } from '../../../src-shared/api/game.ts';
import type { LibraryPosition } from '../../../src-shared/api/library.ts';
import { dealPackets } from '../../../src-shared/variants/chosen/deal.ts';
import type { Card } from '../../../src-shared/cards/card.ts';
import { CARDS, cardPoints } from '../../../src-shared/cards/card.ts';
import { describe as describePosition } from '../../../src-shared/engine/position.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { useBoardStore } from '../../../src-renderer/stores/board.ts';
import { STORAGE_KEY, useEditorStore } from '../../../src-renderer/stores/editor.ts';
import EditorView from '../../../src-renderer/views/EditorView.vue';
import { stateOf } from '../helpers.ts';
import { fakeClient, mountWith, screen, settleAll, setup } from './support.ts';

const LAYOUT = {
  hands: [
    'HA HX HK HO H7 BA BX LA AA A9',
    'H9 H8 BK BO BU B9 LX LK LO LU',
    'HU B8 B7 L9 L8 L7 AX AK AO AU',
  ] as [string, string, string],
  talon: 'A8 A7',
  trump: 'H' as const,
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  setApiClient(null);
  setLocale('cs');
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe('editor store', () => {
  it('moves a card from the deck to a hand, on to the talon and back to the deck', () => {
    setup(fakeClient({}));
    const editor = useEditorStore();
    editor.select('HA');
    expect(editor.drop({ kind: 'hand', seat: 1 })).toBe(true);
    expect(editor.draft.hands[1]).toEqual(['HA']);
    expect(editor.selected).toBeNull();
    editor.place('HA', { kind: 'talon' });
    expect(editor.draft.hands[1]).toEqual([]);
    expect(editor.draft.talon).toEqual(['HA']);
    editor.place('HA', { kind: 'deck' });
    expect(editor.places.has('HA')).toBe(false);
    expect(editor.drop({ kind: 'talon' })).toBe(false);
  });

  it('"played" fills the last trick to three cards, then opens the next', () => {
    setup(fakeClient({}));
    const editor = useEditorStore();
    for (const c of ['HA', 'H9', 'HU', 'BA'] as Card[]) editor.place(c, { kind: 'played' });
    expect(editor.draft.tricks).toEqual([['HA', 'H9', 'HU'], ['BA']]);
    editor.place('H9', { kind: 'deck' });
    expect(editor.draft.tricks).toEqual([['HA', 'HU'], ['BA']]);
  });

  it('reports the validation problems, highlights single cards, and unblocks once valid', () => {
    setup(fakeClient({}));
    const editor = useEditorStore();
    editor.load(describePosition(stateOf(LAYOUT)), 'csm');
    expect(editor.problems).toEqual([]);
    expect(editor.blocker).toBeNull();
    expect(editor.position?.hands[0]).toContain('HA');
    editor.place('HA', { kind: 'talon' });
    expect(editor.problems.map((p) => p.code).sort()).toEqual(['handCount', 'talonAceOrTen', 'talonCount']);
    // The ace is highlighted; the counts outline their places instead of every card in them.
    expect([...editor.offending]).toEqual(['HA']);
    expect(editor.blocker).toBe('problems');
    expect(editor.position).toBeNull();
    editor.setStage('deal');
    expect(editor.problems.some((p) => p.code === 'talonCount')).toBe(true);
  });

  it('fills the rest at random, seeded and without moving what is placed', () => {
    setup(fakeClient({}));
    const editor = useEditorStore();
    editor.place('AA', { kind: 'hand', seat: 2 });
    editor.fillRest();
    expect(editor.problems).toEqual([]);
    expect(editor.draft.hands[2]?.[0]).toBe('AA');
    expect(editor.draft.talon.every((c) => cardPoints(c) === 0)).toBe(true);
    const first = editor.draft;
    editor.clear();
    expect(editor.unplaced).toHaveLength(32);
    editor.place('AA', { kind: 'hand', seat: 2 });
    editor.fillRest();
    expect(editor.draft).not.toEqual(first); // the next seed
  });

  it('keeps the draft, problems and all, across a reload', async () => {
    setup(fakeClient({}));
    let editor = useEditorStore();
    editor.place('HA', { kind: 'talon' });
    editor.setGame('betl');
    await settleAll(2);
    expect(localStorage.getItem(STORAGE_KEY)).toContain('"betl"');
    setup(fakeClient({}));
    editor = useEditorStore();
    expect(editor.draft.talon).toEqual(['HA']);
    expect(editor.draft.game).toBe('betl');
    expect(editor.draft.trump).toBeNull();
  });

  it('writes the draft as text and reads it back; a text with wrong cards loads with its problems', () => {
    setup(fakeClient({}));
    const editor = useEditorStore();
    editor.load(describePosition(stateOf(LAYOUT, ['HA H9 HU', 'HX H8'])), 'csm');
    editor.setAnnounced('seven', true);
    const text = editor.text as string;
    const before = editor.draft;
    editor.reset();
    expect(editor.loadText(text)).toBeNull();
    expect(editor.draft.hands).toEqual(before.hands);
    expect(editor.draft.tricks).toEqual(before.tricks);
    expect(editor.draft.current).toEqual(['HX', 'H8']);
    expect(editor.draft.announced.seven).toBe(true);
    expect(editor.text).toBe(text);
    expect(editor.problems).toEqual([]);

    // The text's own grammar: refused, the draft untouched.
    const broken = editor.loadText('csm d2 0:Q / HA');
    expect(broken).not.toBeNull();
    expect(editor.text).toBe(text);

    // Good grammar, wrong cards: loaded, and the editor names what is wrong.
    expect(editor.loadText(text.replace('H7', 'HK'))).toBeNull();
    expect(editor.problems).toContainEqual(expect.objectContaining({ code: 'duplicate', card: 'HK' }));
    expect(editor.problems).toContainEqual({ code: 'missing', cards: ['H7'] });
  });

  it('a stored draft of another shape is dropped, a partial one completed', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ hands: 'x' }));
    setup(fakeClient({}));
    expect(useEditorStore().draft.hands).toEqual([[], [], []]);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ hands: [['HA'], [], []], talon: [], tricks: [] }));
    setup(fakeClient({}));
    expect(useEditorStore().draft.current).toEqual([]);
    expect(useEditorStore().draft.hands[0]).toEqual(['HA']);
  });

  it('choosing forehand chooses the dealer to his right', () => {
    setup(fakeClient({}));
    const editor = useEditorStore();
    editor.setForehand(1);
    expect(editor.draft.dealer).toBe(0);
    expect(editor.forehandSeat).toBe(1);
    expect(editor.leader).toBe(1);
    editor.setGame('durch');
    editor.setDeclarer(2);
    expect(editor.leader).toBe(2);
  });
});

describe('editor view', () => {
  const cardIn = (zone: Element | null, card: string) => zone?.querySelector(`[data-card="${card}"]`) ?? null;

  it('lays cards by clicks and by drag and drop, names a problem and highlights its card', async () => {
    const pinia = setup(fakeClient({}));
    const w = mountWith(EditorView, pinia);
    const editor = useEditorStore();
    const problems = () => w.findAll('[data-testid=editor-problem]').map((p) => p.attributes('data-code'));
    expect(problems()).toEqual(['missing', 'talonCount', 'handCount', 'handCount', 'handCount']);
    expect(w.get('[data-testid=editor-analyse]').attributes('disabled')).toBeDefined();
    expect(w.get('[data-testid=editor-blocked]').text()).toContain('Nejdřív oprav problémy');

    await w.get('[data-testid=deck-card][data-card=HA]').trigger('click');
    expect(w.get('[data-testid=deck-card][data-card=HA]').attributes('data-selected')).toBe('true');
    await w.get('[data-testid=editor-hand][data-seat="0"]').trigger('click');
    expect(cardIn(w.get('[data-testid=editor-hand][data-seat="0"]').element, 'HA')).not.toBeNull();

    // Drag and drop: the card travels in the drag data.
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    await w.get('[data-testid=deck-card][data-card=AA]').trigger('dragstart', { dataTransfer });
    await w.get('[data-testid=editor-talon]').trigger('drop', { dataTransfer });
    expect(editor.draft.talon).toEqual(['AA']);

    await w.get('[data-testid=editor-fill]').trigger('click');
    expect(editor.draft.talon).toContain('AA');
    const problem = w.get('[data-testid=editor-problem][data-code=talonAceOrTen]');
    expect(problem.text()).toContain('Žaludské eso nesmí ve hře v barvě ležet v talonu');
    expect(problem.text()).toContain('pravidla ČSM, čl. IV odst. 12');
    expect(problem.attributes('data-cards')).toBe('AA');
    expect(w.get('[data-testid=editor-talon] [data-card=AA]').attributes('data-problem')).toBe('true');
    expect(w.get('[data-testid=editor-analyse]').attributes('disabled')).toBeDefined();

    setLocale('en');
    await w.vm.$nextTick();
    expect(w.get('[data-testid=editor-problem][data-code=talonAceOrTen]').text()).toContain(
      'ČSM rules, art. IV §12',
    );
    setLocale('cs');

    // Swap the ace with a hand card worth nothing: valid.
    const plain = editor.draft.hands
      .flat()
      .find((c) => cardPoints(c) === 0 && c !== `${editor.draft.trump}7`) as Card;
    const seat = editor.draft.hands.findIndex((h) => h.includes(plain));
    editor.place(plain, { kind: 'talon' });
    await w.vm.$nextTick();
    await w.get('[data-testid=editor-talon] [data-card=AA]').trigger('click');
    await w.get(`[data-testid=editor-hand][data-seat="${seat}"]`).trigger('click');
    expect(w.find('[data-testid=editor-valid]').exists()).toBe(true);
    expect(w.get('[data-testid=editor-analyse]').attributes('disabled')).toBeUndefined();
    expect(w.find('[data-testid=editor-blocked]').exists()).toBe(false);
    w.unmount();
  });

  it('words an illegal trick with the engine’s reason and opens the board once valid', async () => {
    const pinia = setup(fakeClient({}));
    const editor = useEditorStore();
    editor.load(describePosition(stateOf(LAYOUT)), 'csm');
    const w = mountWith(EditorView, pinia);
    for (const c of ['HA', 'H9', 'B8'] as Card[]) editor.place(c, { kind: 'played' });
    await w.vm.$nextTick();
    const p = w.get('[data-testid=editor-problem][data-code=illegalPlay]');
    expect(p.text()).toContain('Ve 1. zdvihu hraje Hráč 3 kulovou osmu proti pravidlům.');
    expect(p.text()).toContain('pravidla ČSM, čl. II odst. 7');
    expect(
      w.get('[data-testid=editor-trick][data-trick="0"] [data-card=B8]').attributes('data-problem'),
    ).toBe('true');
    // B8 back, HU (the heart seat 3 must follow with) in its place.
    editor.place('B8', { kind: 'hand', seat: 2 });
    editor.place('HU', { kind: 'played' });
    await w.vm.$nextTick();
    expect(editor.problems).toEqual([]);
    await w.get('[data-testid=editor-analyse]').trigger('click');
    await settleAll(3);
    expect((await screen()).name).toBe('board');
    const board = useBoardStore();
    expect(board.state?.tricks).toHaveLength(1);
    expect(board.state?.toAct).toBe(0);
    w.unmount();
  });

  it('pastes a position as text, naming the first problem of a broken text', async () => {
    const pinia = setup(fakeClient({}));
    const editor = useEditorStore();
    editor.load(describePosition(stateOf(LAYOUT)), 'csm');
    const text = editor.text as string;
    editor.reset();
    const w = mountWith(EditorView, pinia);
    await w.get('[data-testid=editor-text-input]').setValue('csm d2 0:Q / HA');
    await w.get('[data-testid=editor-text-load]').trigger('submit');
    expect(w.get('[data-testid=editor-text-problem]').text().length).toBeGreaterThan(10);
    expect(editor.draft.hands.flat()).toEqual([]);
    await w.get('[data-testid=editor-text-input]').setValue(text);
    await w.get('form.paste').trigger('submit');
    expect(w.find('[data-testid=editor-text-problem]').exists()).toBe(false);
    expect(w.find('[data-testid=editor-valid]').exists()).toBe(true);
    expect((w.get('[data-testid=editor-text-value]').element as HTMLInputElement).value).toBe(text);
    w.unmount();
  });

  it('saves the draft in the library, problems and all, and overwrites a title only when confirmed', async () => {
    const library: LibraryPosition[] = [];
    const client = fakeClient({
      positionSave: (p) => {
        const same = library.find((e) => e.title === p.title);
        if (same && !p.overwrite) return { ok: false, error: { code: 'conflict', existing: same } };
        const entry: LibraryPosition = {
          id: same?.id ?? library.length + 1,
          title: p.title,
          notes: p.notes,
          tags: p.tags,
          created: '',
          updated: '',
          notation: '',
          position: p.position,
        };
        library.splice(0, library.length, ...library.filter((e) => e.id !== entry.id), entry);
        return { ok: true, value: entry };
      },
    });
    const pinia = setup(client);
    const editor = useEditorStore();
    editor.load(describePosition(stateOf(LAYOUT)), 'csm');
    editor.place('HA', { kind: 'talon' });
    const w = mountWith(EditorView, pinia);
    await w.get('[data-testid=editor-save-title]').setValue('Úterní sedma');
    await w.get('[data-testid=editor-save]').trigger('submit');
    await settleAll(3);
    expect(w.get('[data-testid=editor-save-done]').text()).toContain('Úterní sedma');
    expect(library[0]?.position.talon).toEqual(['A7', 'A8', 'HA']);

    editor.place('HA', { kind: 'hand', seat: 0 });
    await w.get('[data-testid=editor-save]').trigger('submit');
    await settleAll(3);
    expect(w.get('[data-testid=editor-save-problem]').text()).toContain('Úterní sedma');
    expect(library[0]?.position.talon).toHaveLength(3);
    await w.get('[data-testid=editor-save-overwrite]').trigger('click');
    await settleAll(3);
    expect(w.find('[data-testid=editor-save-problem]').exists()).toBe(false);
    expect(library).toHaveLength(1);
    expect(library[0]?.position.talon).toEqual(['A7', 'A8']);
    expect(client.calls.filter((c) => c.method === 'positionSave')).toHaveLength(3);

    editor.setStage('deal');
    await w.vm.$nextTick();
    expect(w.get('[data-testid=editor-save-button]').attributes('disabled')).toBeDefined();
    w.unmount();
  });

  it('a deal before the bidding: twelve cards for forehand, analysis off with its own reason', async () => {
    const pinia = setup(fakeClient({}));
    const editor = useEditorStore();
    editor.setStage('deal');
    editor.fillRest();
    const w = mountWith(EditorView, pinia);
    await w.vm.$nextTick();
    expect(editor.draft.hands.map((h) => h.length)).toEqual([12, 10, 10]);
    expect(w.find('[data-testid=editor-valid]').exists()).toBe(true);
    expect(w.get('[data-testid=editor-blocked]').text()).toContain('Sehrávka');
    expect(w.find('[data-testid=editor-talon]').exists()).toBe(false);
    expect(CARDS.every((c) => editor.places.has(c))).toBe(true);
    w.unmount();
  });

  it('"play from here" before the bidding starts a practice game dealt exactly as laid out', async () => {
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
    editor.setStage('deal');
    editor.setForehand(1);
    editor.fillRest();
    const w = mountWith(EditorView, pinia);
    await w.vm.$nextTick();
    const you = w.get('[data-testid=editor-you]');
    // Forehand by default; the person takes the dealer's seat here.
    expect((you.element as HTMLSelectElement).value).toBe('1');
    await you.setValue('0');
    expect(editor.youSeat).toBe(0);
    await w.get('[data-testid=editor-play]').trigger('click');
    await settleAll();
    expect(asked).toHaveLength(1);
    const { settings, deal } = asked[0]!;
    expect(settings.practice).toBe(true);
    expect(settings.seats.map((p) => p.kind)).toEqual(['human', 'ai', 'ai']);
    // The deck deals every seat exactly the cards laid out, forehand's first seven first.
    expect(deal?.dealer).toBe(editor.draft.dealer);
    const table = { size: 3 as const, dealer: deal!.dealer };
    const dealt = dealPackets(table, deal!.deck);
    for (const s of [0, 1, 2]) expect(dealt.hands.get(s)).toEqual(editor.draft.hands[s]);
    expect(dealt.firstSeven).toEqual(editor.draft.hands[1]!.slice(0, 7));
    // Main's refusal is said, and the editor stays.
    expect(w.get('[data-testid=editor-play-error]').text()).toContain('no table in this test');
    w.unmount();
  });
});
