// @vitest-environment happy-dom
/**
 * The retry screen (RetryScreen.vue) on a bid priced against the other seats' replies (issue 50's
 * licitovaný case, tests/unit/review/support.ts `heldSevenHand`), over the real ReviewService with the
 * review's tasks in-process and 12 deals of the seat's view: her Sedma tried again is right from her
 * seat while the all-cards verdict calls it worse, and the answer says in one line that the others'
 * later calls are the computer's estimate; "Dvě sedmy a sto červených", the replayed record's "best", is
 * wrong, with the same line. Both languages.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type Action, actionKey, replay } from '../../../src-shared/index.ts';
import { repliesWords } from '../../../src-shared/explain/review.ts';
import { inProcessPool } from '../../../src-main/review/local.ts';
import { ReviewService } from '../../../src-main/review/service.ts';
import RetryScreen from '../../../src-renderer/components/review/RetryScreen.vue';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import { useRetryStore } from '../../../src-renderer/stores/retry.ts';
import { heldSevenHand, storeHand, tempStore } from '../review/support.ts';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';
import { until } from '../../support/wait.ts';

const temp = tempStore('retry-replies');
const service = new ReviewService(temp.store, inProcessPool(), { review: { layouts: 4, deals: 12 } });
afterAll(() => {
  service.close();
  temp.close();
});
const { record } = heldSevenHand();
const session = storeHand(temp.store, record);
const INDEX = 0;
const before = replay(record.setup, []);
if (!before.ok) throw new Error('the case does not replay');

describe('a licitovaný bid tried again, priced against the others’ replies', () => {
  it.each(['cs', 'en'] as const)('says the replies are assumed, right or wrong (%s)', async (lang) => {
    const c = fakeClient({
      reviewRetry: (p) => service.reviewRetry(p),
    });
    const pinia = setup(c);
    setLocale(lang);
    const retry = useRetryStore();
    retry.open({ session, handNo: 1, seat: 0, index: INDEX, before: before.value });
    const w = mountWith(RetryScreen, pinia, { names: ['Ty', 'Karel', 'Jana'] });
    await settleAll();
    const tryCall = async (action: Action) => {
      await w.get(`[data-testid=retry-call][data-key="${actionKey(action)}"]`).trigger('click');
      await until(() => retry.verdict !== null);
      await settleAll();
    };

    // Her Sedma: right from her seat, worse with every card visible — never "right" without the line.
    await tryCall(record.actions[INDEX] as Action);
    expect(w.get('[data-testid=retry-outcome]').attributes('data-right')).toBe('true');
    expect(retry.verdict?.decision.exact?.grade).not.toBe('best');
    expect(w.get('[data-testid=retry-replies]').text()).toBe(repliesWords(lang));

    // The top step a replayed "Mám" called best: wrong, a blunder both ways, the same line.
    await w.get('[data-testid=retry-again]').trigger('click');
    await settleAll();
    await tryCall({ type: 'bid', seat: 0, step: 'redTwoSevensHundred' });
    expect(w.get('[data-testid=retry-outcome]').attributes('data-right')).toBe('false');
    expect(retry.verdict?.decision.exact?.grade).toBe('blunder');
    expect(w.get('[data-testid=retry-replies]').text()).toBe(repliesWords(lang));
    w.unmount();
    setLocale('cs');
  });
});
