/**
 * Driving a hand of licitovaný, křížový or lízaný through the real UI: a session of the variant from the
 * new-session screen, the decision the person faces read off the table (the auction bar, the declare
 * panel, the call-rank bar, the call bar, a card to choose trumps with or to play, the discard), and a
 * policy per decision. Builds on tests/e2e/support.ts (volený's helpers).
 */
import { type Page, expect } from '@playwright/test';
import type { SessionVariant } from '../../src-shared/api/game.ts';
import { LADDERS } from '../../src-shared/variants/auction/ladder.ts';
import {
  DECISION_TIMEOUT,
  activeCards,
  andWaitForChange,
  discardTwo,
  makeCall,
  openHome,
  playCard,
  tapCard,
  tableState,
  waitForDecision,
} from './support.ts';

export interface VariantSession {
  readonly variant: SessionVariant;
  /** Seat names, the person first; the others are computers at the fastest level. */
  readonly names: readonly string[];
  readonly preset?: string;
  readonly practice?: boolean;
  /** Called on the new-session screen once it is filled in, before Start. */
  readonly onScreen?: () => Promise<void>;
}

/** From the home screen: a new session of the variant; answers once the first hand is shown. */
export async function startVariant(page: Page, o: VariantSession): Promise<void> {
  await openHome(page);
  await page.getByTestId('home-new').click();
  await expect(page.getByTestId('new-session')).toBeVisible();
  await page.locator(`[data-testid=variant][data-variant="${o.variant}"]`).check();
  const players = page.getByTestId('players');
  if (await players.isVisible()) await players.selectOption(String(o.names.length));
  await expect(page.getByTestId('seat-config')).toHaveCount(o.names.length);
  for (const [seat, name] of o.names.entries()) {
    const config = page.locator(`[data-testid=seat-config][data-seat="${seat}"]`);
    await config.getByTestId('seat-name').fill(name);
    if (seat === 0) await config.getByTestId('seat-kind').selectOption('human');
    else {
      await config.getByTestId('seat-kind').selectOption('ai');
      await config.getByTestId('seat-level').selectOption('zacatecnik');
    }
  }
  if (o.preset !== undefined) await page.getByTestId('rules-preset').selectOption(o.preset);
  await page.getByTestId('practice').setChecked(o.practice ?? false);
  await o.onScreen?.();
  await page.getByTestId('start').click();
  await expect(page).toHaveURL(/#\/table\/\d+$/);
  await expect(page.getByTestId('hand-no')).toHaveText('1');
}

/** What the person is to decide now, in any variant. */
export type VariantDecision =
  | { readonly kind: 'handEnd' }
  | { readonly kind: 'auction' }
  | { readonly kind: 'declare' }
  | { readonly kind: 'callRank' }
  | { readonly kind: 'discard' }
  | { readonly kind: 'calls'; readonly calls: readonly string[] }
  /** A card to click: choosing trumps with it (`trumpChoice`) or playing it. */
  | { readonly kind: 'card'; readonly phase: string };

const DECISION_SELECTOR = [
  '[data-testid=hand-end]',
  '[data-testid=call-bar]',
  '[data-testid=auction-bar]',
  '[data-testid=declare-panel]',
  '[data-testid=call-rank-bar]',
  '[data-testid=hand][data-active=true]',
].join(', ');

/** Waits until the person is to act (or the hand is over) and says what they are to decide. */
export async function nextVariantDecision(page: Page, timeout = DECISION_TIMEOUT): Promise<VariantDecision> {
  return waitForDecision<VariantDecision>(
    page,
    DECISION_SELECTOR,
    async () => {
      const s = await tableState(page);
      const decide = async (): Promise<VariantDecision | null> => {
        if (s.handEnd) return { kind: 'handEnd' };
        if (await page.getByTestId('auction-bar').isVisible()) return { kind: 'auction' };
        if (await page.getByTestId('declare-panel').isVisible()) return { kind: 'declare' };
        if (await page.getByTestId('call-rank-bar').isVisible()) return { kind: 'callRank' };
        if (await page.getByTestId('discard-confirm').isVisible()) return { kind: 'discard' };
        if (s.calls.length > 0) return { kind: 'calls', calls: s.calls };
        if (s.handActive && s.hand.some((c) => c.split(':')[1] === 'true'))
          return { kind: 'card', phase: s.phase };
        return null;
      };
      return { decision: s.busy ? null : await decide(), state: s };
    },
    timeout,
  );
}

/** The tournament ladder (turnajová pravidla ČSM, čl. I), lowest first: the csm002 preset's, as the engine has it. */
export const CSM_LADDER = LADDERS.csm;

/**
 * The person's auction: hold ("Mám") or bid the lowest step on offer as long as it is at most `cap`, else
 * drop out ("Dál"). Answers what was done.
 */
export async function auctionTurn(page: Page, cap: string): Promise<'hold' | 'bid' | 'drop'> {
  const bar = page.getByTestId('auction-bar');
  const capAt = CSM_LADDER.indexOf(cap as (typeof CSM_LADDER)[number]);
  const steps = await bar
    .getByTestId('auction-bid')
    .evaluateAll((els) =>
      els.map((e) => (e as unknown as { dataset: Record<string, string> }).dataset['step']),
    );
  const at = (step: string | undefined) => CSM_LADDER.indexOf(step as (typeof CSM_LADDER)[number]);
  const lowest = steps.length > 0 ? Math.min(...steps.map(at)) : CSM_LADDER.length;
  const hold = bar.getByTestId('auction-hold');
  // Holding keeps the step held now: the one below the lowest step on offer.
  if ((await hold.isVisible()) && lowest - 1 <= capAt) {
    await andWaitForChange(page, () => hold.click());
    return 'hold';
  }
  if (steps.length > 0 && lowest <= capAt) {
    await andWaitForChange(page, () =>
      bar.locator(`[data-testid=auction-bid][data-step="${CSM_LADDER[lowest]}"]`).click(),
    );
    return 'bid';
  }
  await andWaitForChange(page, () => bar.getByTestId('auction-drop').click());
  return 'drop';
}

/**
 * The declaration after the auction, with the talon in hand: the panel's own first choice when it makes
 * a declaration, else the first step and trumps (and auxiliary suit) that do. Answers the confirm's text.
 */
export async function declareTurn(page: Page): Promise<string> {
  const panel = page.getByTestId('declare-panel');
  const confirm = panel.getByTestId('declare-confirm');
  if (!(await confirm.isEnabled())) {
    const steps = await panel.getByTestId('declare-step').all();
    search: for (const step of steps) {
      await step.click();
      if (await confirm.isEnabled()) break;
      for (const trump of await panel.getByTestId('declare-trump').all()) {
        await trump.click();
        if (await confirm.isEnabled()) break search;
        for (const aux of await panel.getByTestId('declare-aux').all()) {
          await aux.click();
          if (await confirm.isEnabled()) break search;
        }
      }
    }
  }
  await expect(confirm).toBeEnabled();
  const text = (await confirm.textContent())?.trim() ?? '';
  await andWaitForChange(page, () => confirm.click());
  return text;
}

/** Křížový: calls the first rank whose card in trumps the person does not hold (so a partner exists). */
export async function callRankTurn(page: Page): Promise<string> {
  const bar = page.getByTestId('call-rank-bar');
  const other = bar.locator('[data-testid=call-rank]:not([data-own])');
  const button = (await other.count()) > 0 ? other.first() : bar.getByTestId('call-rank').first();
  const card = (await button.getAttribute('data-card')) ?? (await button.getAttribute('data-rank')) ?? '';
  await andWaitForChange(page, () => button.click());
  return card;
}

/** Clicks a legal card (choosing trumps with it, or playing it). Answers the card. */
export async function clickCard(page: Page, play: boolean): Promise<string> {
  if (play) return playCard(page);
  const card = await activeCards(page, 'legal').first().getAttribute('data-card');
  if (card === null) throw new Error('no legal card to click');
  await andWaitForChange(page, () => tapCard(page, card));
  return card;
}

export interface VariantPolicy {
  /** Licitovaný: the highest step the person bids or holds. */
  readonly cap?: string;
  /** The phase text (as shown, in the language on screen) of choosing trumps with a card. */
  readonly trumpPhase?: string;
  /** Called before each card the person plays; answer true to stop there. */
  readonly beforePlay?: () => Promise<boolean>;
  /** Called when a decision is shown, before it is taken (screenshots of it). */
  readonly before?: (d: VariantDecision) => Promise<void>;
  /** Called after each decision taken. */
  readonly after?: (d: VariantDecision) => Promise<void>;
}

export interface VariantLog {
  readonly decisions: VariantDecision['kind'][];
  readonly auction: string[];
  declared: string | null;
  called: string | null;
  played: number;
  readonly end: VariantDecision['kind'];
}

/** Plays on by clicking, whatever the table offers, until the hand is over (or `beforePlay` stops it). */
export async function playVariantHand(page: Page, policy: VariantPolicy = {}): Promise<VariantLog> {
  const log = {
    decisions: [] as VariantDecision['kind'][],
    auction: [] as string[],
    declared: null as string | null,
    called: null as string | null,
    played: 0,
  };
  for (let step = 0; step < 150; step++) {
    const d = await nextVariantDecision(page);
    if (d.kind === 'handEnd') return { ...log, end: 'handEnd' };
    log.decisions.push(d.kind);
    await policy.before?.(d);
    switch (d.kind) {
      case 'auction':
        log.auction.push(await auctionTurn(page, policy.cap ?? 'hundred'));
        break;
      case 'declare':
        log.declared = await declareTurn(page);
        break;
      case 'callRank':
        log.called = await callRankTurn(page);
        break;
      case 'discard':
        await discardTwo(page);
        break;
      case 'calls':
        // Trumps chosen with a card, never blind ("z lidu"), so the person knows them.
        if (d.calls.some((c) => c.startsWith('chooseTrumpBlind'))) await clickCard(page, false);
        else await makeCall(page, d.calls);
        break;
      case 'card': {
        const trump = policy.trumpPhase !== undefined && d.phase === policy.trumpPhase;
        if (!trump && policy.beforePlay && (await policy.beforePlay())) return { ...log, end: 'card' };
        await clickCard(page, !trump);
        if (!trump) log.played++;
        break;
      }
    }
    await policy.after?.(d);
  }
  throw new Error('the hand did not end after 150 decisions');
}
