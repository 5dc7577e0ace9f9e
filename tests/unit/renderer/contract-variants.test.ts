// @vitest-environment happy-dom
/**
 * The contract panel and the doubling bar word the new contracts, on real engine states: the auction's
 * highest step and its holder, the step won, the contract declared as its ladder names it (dvě sedmy a
 * sto), dvě sedmy's auxiliary suit and its flek; lízaný and licitovaný before any trumps are named.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Action,
  type HandState,
  type PresetId,
  type Table,
  apply,
  createRng,
  legalActions,
  newHand,
  preset,
  shuffledDeck,
  view,
} from '../../../src-shared/index.ts';
import type { Variant } from '../../../src-shared/engine/table.ts';
import CallBar from '../../../src-renderer/components/calls/CallBar.vue';
import ContractPanel from '../../../src-renderer/components/ContractPanel.vue';
import { i18n } from '../../../src-renderer/i18n/index.ts';
import { mountWith, setup } from './support.ts';
import { auxOf } from '../../../src-shared/engine/state.ts';

const t = (key: string, named: Record<string, unknown> = {}) => i18n.global.t(key, named);
const NAMES = ['Eva', 'Karel', 'Jana', 'Petr'];
const THREE: Table = { size: 3, dealer: 0 };

function deal(variant: Variant, id: PresetId, table: Table, seed = 1): HandState {
  return newHand({ rules: preset(id), table, deck: shuffledDeck(createRng(seed)), variant });
}
function step(s: HandState, pick: (a: Action) => boolean): HandState {
  const a = legalActions(s).find(pick);
  if (!a) throw new Error(`no such action in ${s.phase}`);
  const r = apply(s, a);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount();
});
function panel(s: HandState, seat: number) {
  const w = mountWith(ContractPanel, setup(null), { view: view(s, seat), names: NAMES, handNo: 1 });
  mounted.push(w);
  return w;
}

describe('licitovaný in the contract panel', () => {
  it('shows the highest step and who holds it, then the step won, then the contract declared', () => {
    let s = deal('auction', 'csm002', THREE);
    expect(panel(s, 1).find('[data-testid="auction-step"]').exists()).toBe(false);
    expect(panel(s, 1).find('[data-testid="trump"]').text()).toBe(t('contract.trumpNotChosen'));
    s = step(s, (a) => a.type === 'bid' && a.step === 'seven');
    expect(panel(s, 1).find('[data-testid="auction-step"]').text()).toBe('Sedma (Eva)');
    s = step(s, (a) => a.type === 'bid' && a.step === 'twoSevensHundred');
    s = step(s, (a) => a.type === 'drop');
    s = step(s, (a) => a.type === 'drop');
    expect(s.phase).toBe('talon');
    const won = panel(s, 2);
    expect(won.find('[data-testid="auction-step"]').text()).toBe('Dvě sedmy a sto');
    expect(won.find('[data-testid="trump"]').text()).toBe(t('contract.trumpNotChosen'));
    s = step(s, (a) => a.type === 'declare' && a.step === 'twoSevensHundred');
    const d = panel(s, 0);
    expect(d.find('[data-testid="game"]').text()).toBe('Dvě sedmy a sto');
    expect(d.find('[data-testid="auction-step"]').exists()).toBe(false);
    expect(d.find('[data-testid="aux"]').attributes('data-suit')).toBe(auxOf(s));
    expect(d.findAll('[data-testid="components"] li').map((li) => li.attributes('data-component'))).toEqual(
      s.components.map((c) => c.kind),
    );
    expect(d.find('[data-component="twoSevens"]').text()).toContain('Dvě sedmy');
  });

  it('the defence’s flek on dvě sedmy is a toggle worded like the others', () => {
    let s = deal('auction', 'csm002', THREE);
    s = step(s, (a) => a.type === 'bid' && a.step === 'twoSevens');
    while (s.phase === 'auction') s = step(s, (a) => a.type === 'drop');
    s = step(s, (a) => a.type === 'declare' && a.step === 'twoSevens');
    s = step(s, (a) => a.type === 'discard');
    expect(s.phase).toBe('doubling');
    const legal = legalActions(s);
    const w = mountWith(CallBar, setup(null), {
      legal,
      components: s.components,
      doubleNames: s.rules.doubleNames,
    });
    mounted.push(w);
    const offered = legal.some((a) => a.type === 'double' && a.components.includes('twoSevens'));
    expect(offered).toBe(true);
    const toggle = w.find('[data-toggle="double:twoSevens"]');
    // Offered alone the call names it ("Flek (dvě sedmy)"); among others it is a toggle "dvě sedmy".
    const text = toggle.exists() ? toggle.text() : w.find('[data-confirm]').text();
    expect(text).toContain(toggle.exists() ? t('doubling.raise.twoSevens') : 'dvě sedmy');
  });

  it('after an omyl: no trump card lies face down and no game is played (issue 26 item 7; TP čl. II odst. 17)', () => {
    let s = deal('auction', 'csm002', THREE);
    s = step(s, (a) => a.type === 'bid' && a.step === 'seven');
    while (s.phase === 'auction') s = step(s, (a) => a.type === 'drop');
    s = step(s, (a) => a.type === 'fold');
    expect(s.end).toBe('folded');
    for (const seat of [0, 1, 2]) {
      const w = panel(s, seat);
      const trump = w.find('[data-testid="trump"]').text();
      expect(trump).not.toBe(t('contract.trumpHidden'));
      expect(trump).toBe(t('variantWords.trumpUnplayed'));
      expect(w.find('[data-testid="game"]').text()).toBe(t('variantWords.gameFolded'));
      // The step he won stays in view: the seven he folded.
      expect(w.find('[data-testid="auction-step"]').text()).toBe('Sedma');
    }
  });
});

describe('lízaný in the contract panel', () => {
  it('lízaný names no trumps before the first four are judged', () => {
    const s = deal('twoHand', 'english003', { size: 2, dealer: 1 });
    expect(s.phase).toBe('trumpSuit');
    expect(panel(s, 0).find('[data-testid="trump"]').text()).toBe(t('contract.trumpNotChosen'));
    const named = step(s, (a) => a.type === 'chooseTrumpSuit' && a.suit === 'L');
    expect(panel(named, 1).find('[data-testid="trump"]').text()).toContain('Zelené');
  });
});
