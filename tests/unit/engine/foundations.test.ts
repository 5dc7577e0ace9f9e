/**
 * What every variant shares (docs/variants.md, "What every variant shares"): one dispatch to a flow per
 * variant, tricks per hand by the table, sides with a partner, and the auxiliary seven held back. That
 * volený plays through the dispatch is what the engine's volený suites check.
 */
import { describe, expect, it } from 'vitest';
import { type Card, cardIndex, suitIndex } from '../../../src-shared/cards/card.ts';
import { fromCards, toCards } from '../../../src-shared/cards/cardset.ts';
import type { Reason } from '../../../src-shared/explain/reason.ts';
import type { Action } from '../../../src-shared/engine/action.ts';
import { apply } from '../../../src-shared/engine/apply.ts';
import { newHand } from '../../../src-shared/engine/deal.ts';
import { CHOSEN_FLOW } from '../../../src-shared/variants/chosen/flow.ts';
import { flowOf } from '../../../src-shared/variants/registry.ts';
import { legalActions, refusal } from '../../../src-shared/engine/legal.ts';
import { allowedPlays, commonPlayRule } from '../../../src-shared/engine/play.ts';
import { LAST_TRICK_POINTS, pointsSoFar, seatCardPoints, sideOf } from '../../../src-shared/engine/score.ts';
import type { CompletedTrick, HandState } from '../../../src-shared/engine/state.ts';
import { type Table, VARIANTS, activeSeats, tricksPerHand } from '../../../src-shared/engine/table.ts';
import { view } from '../../../src-shared/engine/view.ts';
import { PRESETS } from '../../../src-shared/rules/ruleset.ts';
import { readNotation } from '../../../src-shared/io/notation.ts';
import { BIDDING_DECK, approvedSuit, cards, handFrom } from '../helpers.ts';
import { auxOf, calledOf, partnerOf, stockOf } from '../../../src-shared/engine/state.ts';
import { auctionOwn } from '../../../src-shared/variants/auction/state.ts';
import { drawnOf } from '../../../src-shared/variants/two-hand/state.ts';
import { FRESH_AUCTION_OWN } from '../../../src-shared/variants/auction/state.ts';
import { FRESH_FOUR_HAND_OWN } from '../../../src-shared/variants/four-hand/state.ts';

describe('the dispatch to a flow per variant', () => {
  it('deals volený through its flow: the variant, its first phase and its actions', () => {
    const s = newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: BIDDING_DECK });
    expect(s.variant).toBe('chosen');
    expect(flowOf('chosen')).toBe(CHOSEN_FLOW);
    expect(CHOSEN_FLOW.phases).toContain(s.phase);
    expect(legalActions(s)).toEqual(CHOSEN_FLOW.legalActions(s));
    // Its own slot carries nothing; the other variants' facets read empty.
    expect(s.own).toEqual({ variant: 'chosen' });
    expect(auctionOwn(s)).toBeNull();
    expect([auxOf(s), calledOf(s), partnerOf(s), stockOf(s), drawnOf(s)]).toEqual([null, null, null, [], []]);
  });

  it('deals volený only to three playing (OP čl. II odst. 4)', () => {
    const deal = (table: Table) => () => newHand({ rules: PRESETS.csm, table, deck: BIDDING_DECK });
    expect(deal({ size: 4, dealer: 3 })().variant).toBe('chosen');
    expect(deal({ size: 2, dealer: 0 })).toThrow('three');
    expect(deal({ size: 4, dealer: 3, dealerSitsOut: false })).toThrow('three');
  });

  it('leaves doubling and play to the common code', () => {
    const s = approvedSuit('HA', ['B7', 'L7']);
    const announced = apply(s, { type: 'announce', seat: 0, seven: false, hundred: false });
    expect(announced.ok && announced.value.phase).toBe('doubling');
    if (!announced.ok) return;
    expect(CHOSEN_FLOW.phases).not.toContain(announced.value.phase);
    expect(legalActions(announced.value).every((a) => a.type === 'double' || a.type === 'pass')).toBe(true);
  });

  it('refuses an action of another variant in volený as one of the wrong phase', () => {
    const s = handFrom(BIDDING_DECK);
    const bid: Action = { type: 'bid', seat: 0, step: 'seven' };
    const r = apply(s, bid);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ code: 'wrongPhase', action: 'bid', phase: 'trumpChoice' });
  });

  // Whichever variants have no flow yet (their helpers register them one by one).
  const missing = VARIANTS.filter((v) => flowOf(v) === null);
  const registered = VARIANTS.filter((v) => flowOf(v) !== null);

  it.each(missing.map((v) => [v]))('%s without a flow: refused as data, not dealt', (variant) => {
    const s: HandState = { ...handFrom(BIDDING_DECK), variant };
    const seat = s.toAct as number;
    expect(legalActions(s)).toEqual([]);
    const action: Action = { type: 'chooseTrump', seat, card: 'HA' };
    const r = apply(s, action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual<Reason>({ code: 'variantNotAvailable', variant });
    expect(() =>
      newHand({ rules: PRESETS.csm, table: { size: 3, dealer: 2 }, deck: BIDDING_DECK, variant }),
    ).toThrow(variant);
  });

  it.each(registered.map((v) => [v]))('%s has its flow under its own name', (variant) => {
    expect(flowOf(variant)?.variant).toBe(variant);
    // No flow decides the common phases.
    for (const phase of ['doubling', 'play', 'finished'] as const)
      expect(flowOf(variant)?.phases).not.toContain(phase);
  });

  it('still tells the turn before the variant', () => {
    const s: HandState = { ...handFrom(BIDDING_DECK), variant: 'auction' };
    if (flowOf('auction') !== null) return;
    expect(refusal(s, { type: 'drop', seat: 1 })).toEqual({ code: 'notYourTurn', seat: 1, toAct: 0 });
  });
});

describe('tricksPerHand: the 32 cards less the talon over the seats playing', () => {
  it.each<[string, Table, number, string]>([
    ['three', { size: 3, dealer: 0 }, 10, 'OP čl. II odst. 4: ten each, two to the talon'],
    ['four, the dealer out', { size: 4, dealer: 1 }, 10, 'OP čl. II odst. 4: the dealer sits out'],
    ['four all playing', { size: 4, dealer: 1, dealerSitsOut: false }, 8, 'OP čl. VII odst. 2: eight each'],
    ['two', { size: 2, dealer: 0 }, 16, 'AP, Lízaný Mariáš: 4 + 4 and sixteen drawn'],
  ])('%s: %i tricks (%s)', (_name, table, tricks) => {
    expect(tricksPerHand({ table })).toBe(tricks);
    // Every card is in a hand, a trick or the talon: the tricks times the seats plus the talon is 32.
    expect(tricks * activeSeats(table).length + (activeSeats(table).length === 3 ? 2 : 0)).toBe(32);
  });

  it('gives the last-trick bonus to the last of them (OP čl. III odst. 1)', () => {
    const table: Table = { size: 4, dealer: 0, dealerSitsOut: false };
    const deck = toCards(0xffffffff);
    const tricks: CompletedTrick[] = Array.from({ length: 8 }, (_, i) => ({
      leader: 1,
      cards: deck.slice(i * 4, i * 4 + 4),
      winner: i % 4,
    }));
    const points = seatCardPoints({ table, tricks });
    const plain = [0, 1, 2, 3].map((s) =>
      tricks
        .filter((t) => t.winner === s)
        .flatMap((t) => t.cards)
        .reduce((sum, c) => sum + (c.endsWith('A') || c.endsWith('X') ? 10 : 0), 0),
    );
    // The eighth trick (index 7) went to seat 3.
    expect(points).toEqual(plain.map((p, s) => p + (s === 3 ? LAST_TRICK_POINTS : 0)));
    // With three playing, the same eight tricks carry no bonus yet: the hand has ten.
    const three = seatCardPoints({ table: { size: 4, dealer: 0 }, tricks });
    expect(three).toEqual(plain);
  });
});

describe('sideOf with a partner (OP čl. VII odst. 2: the points of a pair are added)', () => {
  const base = { declarer: 1, partner: 3 as number | null };
  it.each<[number, number | null, number, 'declarer' | 'defence']>([
    [1, 3, 1, 'declarer'],
    [1, 3, 3, 'declarer'],
    [1, 3, 0, 'defence'],
    [1, 3, 2, 'defence'],
    [1, null, 3, 'defence'],
  ])('declarer %i, partner %s: seat %i plays for the %s', (declarer, partner, seat, side) => {
    expect(sideOf({ ...base, declarer, partner }, seat)).toBe(side);
  });

  it('counts the partner’s tricks and marriages with the declarer’s', () => {
    const table: Table = { size: 4, dealer: 0, dealerSitsOut: false };
    const tricks: CompletedTrick[] = [
      { leader: 1, cards: cards('HA HX H7 H8'), winner: 1 },
      { leader: 1, cards: cards('BA BX B7 B8'), winner: 3 },
      { leader: 3, cards: cards('LA L7 L8 L9'), winner: 2 },
    ];
    const marriages = [{ seat: 3, suit: 'A' as const, points: 20, trick: 1 }];
    const state = { table, tricks, marriages, declarer: 1 };
    expect(pointsSoFar({ ...state, partner: 3 })).toEqual({ declarer: 60, defence: 10 });
    expect(pointsSoFar({ ...state, partner: null })).toEqual({ declarer: 20, defence: 50 });
  });
});

describe('the auxiliary seven is held back until the last trick but one (OP čl. IV odst. 9, 11)', () => {
  const idx = (c: Card) => cardIndex(c);
  const H = suitIndex('H');
  const play = (hand: string, played: string, seven: Card | null, aux: Card | null) =>
    toCards(
      allowedPlays(
        fromCards(cards(hand)),
        cards(played).map(idx),
        H,
        seven === null ? -1 : idx(seven),
        undefined,
        aux === null ? -1 : idx(aux),
      ),
    ).sort();

  it.each<[string, string, string, Card | null, Card | null, string]>([
    ['leading, other cards left', 'H7 L7 BA AK', '', 'H7', 'L7', 'AK BA'],
    ['only the two sevens left: the auxiliary first', 'H7 L7', '', 'H7', 'L7', 'L7'],
    ['following leaves with the auxiliary seven alone', 'H7 L7 BA', 'LA', 'H7', 'L7', 'L7'],
    ['void in the led suit, trumping with the seven only', 'H7 L7', 'BA', 'H7', 'L7', 'H7'],
    ['no auxiliary seven given: unchanged', 'H7 L7 BA AK', '', 'H7', null, 'AK BA L7'],
    // Issue 26 item 2 (odst. 11): from the last trick but one on, the auxiliary seven may go.
    ['three cards left, the trump seven gone: still held back', 'L7 BA AK', '', 'H7', 'L7', 'AK BA'],
    ['the last trick but one, the trump seven gone: free', 'L7 BA', '', 'H7', 'L7', 'BA L7'],
    ['the last trick but one, following below the ace: free', 'L7 L8', 'LA', 'H7', 'L7', 'L7 L8'],
    ['the last trick but one, void, trumps left: the duty to trump first', 'L7 HA', 'BA', 'H7', 'L7', 'HA'],
  ])('%s', (_case, hand, played, seven, aux, expected) => {
    expect(play(hand, played, seven, aux)).toEqual(cards(expected).sort());
  });

  it('names the reason and holds back the declarer’s auxiliary seven only', () => {
    const s = approvedSuit('HA', ['B7', 'A7']);
    const declarer = 0;
    const hand = s.hands[declarer] as number;
    expect(toCards(hand)).toContain('L7');
    const twoSevens: HandState = {
      ...s,
      phase: 'play',
      toAct: declarer,
      declarer,
      game: 'suit',
      trump: 'H',
      own: { ...FRESH_AUCTION_OWN, aux: 'L' },
      components: [
        { kind: 'twoSevens', side: 'declarer', announcer: declarer, doubles: 0 },
        { kind: 'seven', side: 'declarer', announcer: declarer, doubles: 0 },
      ],
      trick: { leader: declarer, cards: [] },
    };
    const rule = commonPlayRule(twoSevens);
    expect(toCards(rule.allowed)).not.toContain('L7');
    expect(rule.excluded).toContainEqual({
      cards: fromCards(['L7']),
      reason: { code: 'auxSevenMustWait', card: 'L7' },
    });
    // A contract without dvě sedmy holds nothing back for the auxiliary suit.
    const plain = commonPlayRule({ ...twoSevens, components: twoSevens.components.slice(1) });
    expect(toCards(plain.allowed)).toContain('L7');
  });

  it('offers A7 in the last trick but one after the trump seven fell (issue 26 item 2)', () => {
    const r = readNotation(
      'auction csm002 d2 2:B hundred:1 twoSevens:1 aux:A won:twoSevensHundred / LU AU / A9 AO / BA A7 / HO A8 / ' +
        'AK AA AX, HX HU HA, L8 LK LA, BX BU BO, L7 L9 LX, H8 H7 H9, B9 HK BK, B8 B7 LO',
    );
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const plays = legalActions(r.value.state).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    expect(plays.sort()).toEqual(['A7', 'BA']);
    expect(commonPlayRule(r.value.state).excluded).toEqual([]);
  });

  it('offers the claim of dvě sedmy, which the laydown check judges with both sevens', () => {
    const s = approvedSuit('HA', ['B7', 'A7']);
    const playing: HandState = {
      ...s,
      variant: 'auction',
      phase: 'play',
      toAct: 0,
      declarer: 0,
      game: 'suit',
      trump: 'H',
      own: { ...FRESH_AUCTION_OWN, aux: 'L' },
      components: [{ kind: 'twoSevens', side: 'declarer', announcer: 0, doubles: 0 }],
      trick: { leader: 0, cards: [] },
    };
    if (flowOf('auction') === null) return;
    expect(legalActions(playing).some((a) => a.type === 'claim')).toBe(true);
    // The same cards in a plain suit game may be claimed.
    const plain = {
      ...playing,
      own: FRESH_AUCTION_OWN,
      components: [{ ...playing.components[0]!, kind: 'game' as const }],
    };
    expect(legalActions(plain).some((a) => a.type === 'claim')).toBe(true);
  });

  it('keeps the auxiliary suit out of the views until a flow shows more', () => {
    const s = approvedSuit('HA', ['B7', 'A7']);
    const v = view({ ...s, own: { ...FRESH_AUCTION_OWN, aux: 'L' } }, 2);
    expect(v.aux).toBe('L');
    // The partner is never shown by the common view (a flow's viewExtras decides).
    expect(view({ ...s, own: { ...FRESH_FOUR_HAND_OWN, partner: 1 } }, 2).partner).toBeNull();
    expect(v.stockSize).toBe(0);
  });
});
