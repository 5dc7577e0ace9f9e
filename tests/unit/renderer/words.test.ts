// @vitest-environment happy-dom
/**
 * The words on screen: the cards and suits are named after the deck shown (German or French) in every
 * sentence of the table; the message files address the person with "ty" and never show an internal
 * reference such as "rules/001".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type HandState, type SeatPlayer, PRESETS, DEFAULT_PREFS } from '../../../src-shared/index.ts';
import type { DeckStyle } from '../../../src-shared/api/game.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { cs } from '../../../src-renderer/i18n/cs.ts';
import { en } from '../../../src-renderer/i18n/en.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { approvedSuit, run } from '../helpers.ts';
import { engineClient, mountWith, settleAll, setup } from './support.ts';

afterEach(() => {
  setApiClient(null);
  setLocale('cs');
  document.body.innerHTML = '';
});

const SEATS: readonly SeatPlayer[] = [
  { kind: 'ai', name: 'Karel', level: 'hrac' },
  { kind: 'human', name: 'Jana' },
  { kind: 'ai', name: 'Pepa', level: 'mistr' },
];

/** Hearts are trumps; forehand led the ace of bells and seat 1 (the person) must follow in bells. */
function followingBells(): HandState {
  return run(
    approvedSuit('H7', ['B7', 'L7'], { ...PRESETS.csm, unplayed: 'never' }),
    { type: 'announce', seat: 0, seven: false, hundred: false },
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'play', seat: 0, card: 'BA' },
  );
}

async function tableWith(deck: DeckStyle, lang: 'cs' | 'en') {
  const engine = engineClient(followingBells(), {
    seats: SEATS,
    prefs: { ...DEFAULT_PREFS, animation: 'off', deck, lang },
  });
  const pinia = setup(engine.client);
  await usePrefsStore().load();
  await useTableStore().open(1);
  const wrapper = mountWith(TableView, pinia, { id: 1 });
  await settleAll();
  return wrapper;
}

describe('the deck on screen names the cards', () => {
  it.each<[DeckStyle, 'cs' | 'en', { trump: string; refusal: string; card: string }]>([
    ['czech', 'cs', { trump: 'Červené', refusal: 'vynesené byly kule', card: 'kulová desítka' }],
    ['french', 'cs', { trump: 'Srdce', refusal: 'vynesené byly káry', card: 'kárová desítka' }],
    ['czech', 'en', { trump: 'Hearts', refusal: 'bells were led', card: 'ten of bells' }],
    ['french', 'en', { trump: 'Hearts', refusal: 'diamonds were led', card: 'ten of diamonds' }],
  ])('%s deck in %s: trumps, a refusal and the hand', async (deck, lang, words) => {
    const wrapper = await tableWith(deck, lang);
    expect(wrapper.find('[data-testid="trump"]').text()).toContain(words.trump);
    expect(wrapper.find('[data-card="BX"]').attributes('aria-label')).toMatch(new RegExp(`^${words.card}`));
    // A card of another suit is refused with the suit named as the deck names it.
    await wrapper.find('[data-card="HU"]').trigger('click');
    await settleAll();
    expect(wrapper.find('[data-testid="explanation-text"]').text()).toContain(words.refusal);
    wrapper.unmount();
  });
});

function leaves(o: object, prefix = ''): [string, string][] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? leaves(v as object, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
}

describe('message files', () => {
  it('never show a file of the project or an internal name', () => {
    for (const [key, text] of [...leaves(cs), ...leaves(en)])
      expect(text, key).not.toMatch(/rules\/|\b00\d\b|\.txt|popis aplikace|app description/i);
  });

  it('address the person with "ty" in Czech', () => {
    // Second person plural of the verbs ("Zvolte", "můžete", "mlčíte") and the formal pronouns.
    const formal = /(?<!\p{L})(\p{L}+(?:te|ete|íte|áte|ějte|ěte|ďte)|vaše|váš|vám|vás|vy)(?!\p{L})/giu;
    // Third person singular verbs that end the same way.
    const thirdPerson = new Set(['započte', 'přečte', 'načte', 'čte']);
    for (const [key, text] of leaves(cs)) {
      const words = [...text.replace(/\{\w+\}/g, '').matchAll(formal)].map((m) => m[0].toLowerCase());
      expect(
        words.filter((w) => !thirdPerson.has(w)),
        `${key}: ${text}`,
      ).toEqual([]);
    }
  });

  it('name the levels as levels and the German deck as the double-headed one', () => {
    expect(Object.values(cs.levels)).toEqual(['začátečník', 'pokročilý', 'mistr']);
    expect(Object.values(en.levels)).toEqual(['beginner', 'intermediate', 'expert']);
    expect(cs.settings.values.deck.czech).toMatch(/^Dvouhlavé/);
    expect(en.settings.values.deck.czech).toMatch(/^Double-headed/);
  });
});
