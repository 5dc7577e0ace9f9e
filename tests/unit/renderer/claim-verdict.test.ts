// @vitest-environment happy-dom
/**
 * The table's claim (ložená hra) when the check cannot decide it (issue 26 item 6): the verdict reads
 * "not proven" in both languages, never "not a laydown"; the claim is withdrawn (Složit stays offered,
 * nothing else changes) and the verdict leaves with the trick. The position: a dvě sedmy the
 * exhaustive search proves in 989,453 nodes, beyond the claim's budget of 400,000
 * (tests/unit/engine/claim-proof.slow.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type HandState, DEFAULT_PREFS } from '../../../src-shared/index.ts';
import { UNDECIDED, variation } from '../../support/claim-positions.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { usePrefsStore } from '../../../src-renderer/stores/prefs.ts';
import { useTableStore } from '../../../src-renderer/stores/table.ts';
import TableView from '../../../src-renderer/views/TableView.vue';
import { engineClient, mountWith, settleAll, setup } from './support.ts';
import { until } from '../../support/wait.ts';

const undecided = (): HandState => variation(UNDECIDED);

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount();
  setLocale('cs');
});

describe('a claim the check cannot decide, at the table (issue 26 item 6)', () => {
  it('reads "not proven" in Czech and English, keeps Složit and the cards hidden, and goes with the trick', async () => {
    const prefs = { ...DEFAULT_PREFS, animation: 'off' as const };
    const { client, state } = engineClient(undecided(), { prefs });
    const pinia = setup(client);
    await usePrefsStore().load();
    await useTableStore().open(1);
    const w = mountWith(TableView, pinia, { id: 1 });
    mounted.push(w);
    await settleAll();

    await w.find('[data-testid="claim"]').trigger('click');
    await settleAll();
    expect(state().claim).toMatchObject({ outcome: 'notProven', open: false });
    const verdict = () => w.find('[data-testid="claim-verdict"]');
    expect(verdict().text()).toContain('Nedokázáno');
    expect(verdict().text()).toContain('dvě sedmy nelze prohrát');
    expect(verdict().text()).toContain('turnajová pravidla ČSM, čl. II odst. 19');
    expect(verdict().text()).not.toContain('ložená není');
    // Withdrawn: Složit is offered again and play goes on as before.
    expect(w.find('[data-testid="claim"]').exists()).toBe(true);
    expect(state().phase).toBe('play');

    setLocale('en');
    await settleAll();
    expect(verdict().text()).toContain('Not proven');
    expect(verdict().text()).toContain('withdrawn without consequence');
    expect(verdict().text()).not.toContain('not a laydown');

    // The declarer leads; once the trick is over the withdrawn claim's verdict is gone.
    await w.find('[data-testid="hand-card"][data-card="LA"]').trigger('click');
    await settleAll();
    // The computer seats follow (the store runs them after the person's card).
    await until(() => state().tricks.length > 0);
    await settleAll();
    expect(state().tricks).toHaveLength(1);
    expect(verdict().exists()).toBe(false);
  });
});
