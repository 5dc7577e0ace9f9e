/**
 * What a device at a shared table is to decide now, read from its page: the one reading the shared-table
 * specs (share, share-evening, share-notices) play their devices by.
 */
import type { Page } from '@playwright/test';
import { tableState } from './support.ts';

export type DeviceDecision =
  'handEnd' | 'auction' | 'declare' | 'callRank' | 'discard' | 'trumpChoice' | 'calls' | 'card';

/**
 * The decision (null: nothing — waiting for another device or still busy), the calls offered, and
 * whether the turn line says the page waits for another device.
 */
export async function decisionNow(
  page: Page,
): Promise<{ d: DeviceDecision | null; calls: string[]; waiting: boolean }> {
  const s = await tableState(page);
  const waiting = /Čeká se na|Waiting for/.test(
    (await page.locator('[data-testid=turn]').allTextContents()).join(' '),
  );
  const none = { d: null, calls: s.calls, waiting };
  if (s.busy) return none;
  if (s.handEnd) return { ...none, d: 'handEnd' };
  if (await page.getByTestId('auction-bar').isVisible()) return { ...none, d: 'auction' };
  if (await page.getByTestId('declare-panel').isVisible()) return { ...none, d: 'declare' };
  if (await page.getByTestId('call-rank-bar').isVisible()) return { ...none, d: 'callRank' };
  if (await page.getByTestId('discard-confirm').isVisible()) return { ...none, d: 'discard' };
  if (s.calls.some((c) => c.startsWith('chooseTrumpBlind'))) return { ...none, d: 'trumpChoice' };
  if (s.calls.length > 0) return { ...none, d: 'calls' };
  if (s.handActive && s.hand.some((c) => c.split(':')[1] === 'true')) return { ...none, d: 'card' };
  return none;
}
