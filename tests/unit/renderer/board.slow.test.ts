// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CARDS,
  describe as describePosition,
  fromPosition,
  legalActions,
  view,
} from '../../../src-shared/index.ts';
import { cardName } from '../../../src-shared/explain/names.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import {
  cardLabel,
  firstLeadPosition,
  formatMeanMoney,
  playableCards,
  randomPosition,
  seatPlace,
} from '../../../src-renderer/format/board.ts';
import { toCards } from '../../../src-shared/cards/cardset.ts';
import { randomHand } from './random-hands.ts';
import { type Card, type Position, PRESETS } from '../../../src-shared/index.ts';
import { explainVerdict } from '../../../src-shared/explain/verdict.ts';
import { useBoardStore } from '../../../src-renderer/stores/board.ts';
import BoardView from '../../../src-renderer/views/BoardView.vue';
import TableView from '../../../src-renderer/views/TableView.vue';
import { fakeClient, mountWith, screen, settleAll, setup, snapshotOf, solverHandlers } from './support.ts';

/** A seed whose random deal has a losing card at the first lead (so there is a refutation to follow). */
function seedWithLoss(): number {
  for (let seed = 1; ; seed++) {
    const { state } = randomPosition(seed);
    if (analyze(state).cards.some((c) => c.loss > 0)) return seed;
  }
}

let handlers: ReturnType<typeof solverHandlers> | null = null;
afterEach(() => handlers?.jobs.close());

function board() {
  handlers = solverHandlers();
  const client = fakeClient(handlers);
  const pinia = setup(client);
  return { client, pinia, store: useBoardStore() };
}

async function until(check: () => boolean, rounds = 200): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settleAll(2);
  expect(check()).toBe(true);
}

describe('analysis board store', () => {
  it('a random deal is a legal position before the first lead, and the legal cards are the engine’s', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { position, state } = randomPosition(seed);
      expect(fromPosition(position).ok).toBe(true);
      expect(state.phase).toBe('play');
      if (position.game === 'suit')
        expect(position.talon.some((c) => c[1] === 'A' || c[1] === 'X')).toBe(false);
      const legal = legalActions(state).flatMap((a) => (a.type === 'play' ? [a.card] : []));
      expect(playableCards(state)).toEqual(legal);
    }
  });

  it('values every legal card as the solver does, and follows, branches and undoes lines', async () => {
    const { store } = board();
    const seed = seedWithLoss();
    const { position, state } = randomPosition(seed);
    expect(store.load(position)).toBe(true);
    await until(() => store.analysis !== null);
    const direct = analyze(state);
    expect(store.analysis?.value).toBe(direct.value);
    expect(new Set(store.analysis?.cards.map((c) => c.card))).toEqual(
      new Set(direct.cards.map((c) => c.card)),
    );

    // A losing card: its line is the refutation, and stepping forward plays it card by card.
    const losing = store.analysis!.cards.find((c) => c.loss > 0)!;
    await store.select(losing.card);
    expect(store.line?.cards).toEqual(losing.refutation);
    store.forward();
    store.forward();
    expect(store.path.map((n) => n.card)).toEqual(losing.refutation!.slice(0, 2));
    expect(store.line?.at).toBe(2);
    // The position two cards on is the engine's.
    expect(describePosition(store.state!).tricks.flat()).toEqual(losing.refutation!.slice(0, 2));
    store.back();
    expect(store.path.length).toBe(1);
    expect(store.line?.at).toBe(1);

    // Another first card makes a branch beside the line's; undo removes it.
    store.back();
    expect(store.currentId).toBe(0);
    const other = store.playable.find((c) => c !== losing.card)!;
    expect(store.play(other)).toBe(true);
    expect(store.nodes[0]!.children.length).toBe(2);
    expect(store.line).toBeNull();
    store.undo();
    expect(store.currentId).toBe(0);
    expect(store.nodes[0]!.children.length).toBe(1);
    store.forward();
    expect(store.path.map((n) => n.card)).toEqual([losing.card]);
    // An illegal card is refused: the engine decides.
    const held = store.state!.hands[store.state!.toAct!];
    expect(held).toBeDefined();
    const illegal = describePosition(store.state!).hands[store.state!.toAct!]!.find(
      (c) => !store.playable.includes(c),
    );
    if (illegal) expect(store.play(illegal)).toBe(false);
  });

  it('a best card’s line is the best play after it', async () => {
    const { store } = board();
    const { position } = randomPosition(3);
    store.load(position);
    await until(() => store.analysis !== null);
    const best = store.analysis!.cards.find((c) => c.loss === 0)!;
    await store.select(best.card);
    await until(() => store.line !== null);
    expect(store.line!.cards[0]).toBe(best.card);
    expect(store.line!.cards.length).toBe(30);
  });

  it('the seat view streams through a job to the final statistics of every legal card', async () => {
    const { store, client } = board();
    store.load(randomPosition(5).position);
    await until(() => store.analysis !== null);
    store.setMode('seat');
    await until(() => store.seat !== null && store.seat.done && !store.seatRunning, 400);
    expect(new Set(store.seat!.cards.map((c) => c.card))).toEqual(new Set(store.playable));
    const methods = client.calls.map((c) => c.method);
    expect(methods).toContain('analysisStart');
    expect(methods).toContain('analysisPoll');
    // A new deal in the seat view: the figures are the new position's, not the old root's.
    store.randomDeal(6);
    expect(store.seat).toBeNull();
    await until(() => store.seat !== null && store.seat.done && !store.seatRunning, 400);
    expect(new Set(store.seat!.cards.map((c) => c.card))).toEqual(new Set(store.playable));
    // Leaving the board leaves nothing running.
    store.setMode('exact');
    expect(handlers!.jobs.running()).toBe(0);
  });
});

describe('playing on against the computer', () => {
  it('the computer answers for the other seats until the person is to move again', async () => {
    const { pinia, store, client } = board();
    store.load(randomPosition(7).position);
    const person = store.state!.toAct!;
    const w = mountWith(BoardView, pinia);
    await w.find('[data-testid="board-versus"]').setValue(true);
    expect(store.versus?.seat).toBe(person);
    const card = store.playable[0]!;
    expect(store.play(card)).toBe(true);
    await until(() => store.state!.toAct === person && !store.thinking);
    // The computer's cards (each applied by the engine, so legal where it was played) up to the person's
    // next turn: the rest of the trick, and the next lead too when a computer seat took the trick.
    expect(store.path.length).toBeGreaterThanOrEqual(3);
    const moves = store.path.length - 1;
    expect(client.calls.filter((c) => c.method === 'boardMove').length).toBe(moves);
    await settleAll();
    const bottom = w.find('[data-testid="board-hand"][data-place="bottom"]');
    expect(Number(bottom.attributes('data-seat'))).toBe(person);
    // Stepping back does not make the computer play again.
    store.back();
    await settleAll();
    expect(store.path.length).toBe(moves);
    expect(client.calls.filter((c) => c.method === 'boardMove').length).toBe(moves);
    w.unmount();
  });
});

describe('card labels', () => {
  it('best cards lose nothing and the money is in the mover’s favour', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const a = analyze(randomPosition(seed).state);
      for (const v of a.cards) {
        const l = cardLabel(v, a);
        expect(l.best).toBe(v.loss === 0);
        expect(l.money).toBe(a.side === 'declarer' ? v.value : -v.value);
        // The mover's money after a card is the best money less what the card loses.
        expect(l.money).toBeCloseTo((a.side === 'declarer' ? a.value : -a.value) - v.loss, 9);
      }
    }
  });
});

describe('from a finished hand', () => {
  it('the board opens at the first lead: the hands then, the contract and its doubles', () => {
    let opened = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const steps = randomHand(seed);
      const end = steps.at(-1)!.after;
      const lead = steps.find(
        (st) =>
          st.before.phase === 'play' &&
          st.before.tricks.length === 0 &&
          (st.before.trick?.cards.length ?? 0) === 0,
      )?.before;
      const revealed = lead ? lead.hands.map((h) => toCards(h)) : null;
      const snap = { ...snapshotOf(end), revealed };
      const position = firstLeadPosition(snap);
      if (!lead) {
        expect(position).toBeNull();
        continue;
      }
      expect(position).not.toBeNull();
      const state = fromPosition(position!);
      if (!state.ok) throw new Error('not a position');
      // The same moment as the hand's own: hands, talon, contract, doubles, who leads.
      expect(state.value.hands).toEqual(lead.hands);
      expect(state.value.talon).toBe(lead.talon);
      expect(state.value.toAct).toBe(lead.toAct);
      expect(state.value.components).toEqual(lead.components);
      opened++;
    }
    expect(opened).toBeGreaterThan(10);
  });
});

describe('the hand-end button', () => {
  it('opens the board at the first lead of the hand just played', async () => {
    const steps = randomHand(4);
    const end = steps.at(-1)!.after;
    const lead = steps.find(
      (st) =>
        st.before.phase === 'play' &&
        st.before.tricks.length === 0 &&
        (st.before.trick?.cards.length ?? 0) === 0,
    )!.before;
    const snap = { ...snapshotOf(end), revealed: lead.hands.map((h) => toCards(h)) };
    handlers = solverHandlers();
    const client = fakeClient({
      ...handlers,
      sessionOpen: () => ({ ok: true, value: snap }),
      prefsGet: () => ({ ok: false, error: { code: 'internal', message: 'none' } }),
    });
    const pinia = setup(client);
    const w = mountWith(TableView, pinia, { id: 1 });
    await settleAll();
    await w.find('[data-testid="hand-board"]').trigger('click');
    const store = useBoardStore();
    expect((await screen()).name).toBe('board');
    expect(store.state?.hands).toEqual(lead.hands);
    expect(store.state?.toAct).toBe(lead.toAct);
    w.unmount();
  });
});

describe('laydown', () => {
  it('shows the proof when the declarer can no longer lose anything', async () => {
    // The declarer holds every trump and both top leaves: nothing the defence holds can beat it.
    const position: Position = {
      rules: PRESETS.csm,
      players: 3,
      dealer: 2,
      declarer: 0,
      game: 'suit',
      trump: 'H',
      announced: {},
      doubles: {},
      hands: [
        ['H7', 'H8', 'H9', 'HX', 'HU', 'HO', 'HK', 'HA', 'LA', 'LX'],
        ['B9', 'BX', 'BU', 'BO', 'BK', 'BA', 'L7', 'L8', 'L9', 'LU'],
        ['LO', 'LK', 'A7', 'A8', 'A9', 'AX', 'AU', 'AO', 'AK', 'AA'],
      ],
      talon: ['B7', 'B8'],
      tricks: [],
    };
    const { pinia, store } = board();
    expect(store.load(position)).toBe(true);
    const w = mountWith(BoardView, pinia);
    await until(() => store.laydown !== null);
    expect(store.laydown?.claimable).toBe(true);
    await settleAll();
    const shown = w.findAll('[data-testid="board-laydown-line-card"]').map((c) => c.attributes('data-card'));
    expect(shown).toEqual(store.laydown?.line);
    expect(shown.length).toBeGreaterThan(0);
    w.unmount();
  });

  it('says nothing when the contract can still be lost', async () => {
    const { store } = board();
    store.load(randomPosition(seedWithLoss()).position);
    await until(() => store.laydown !== null);
    expect(store.laydown?.claimable).toBe(false);
  });
});

describe('analysis board view', () => {
  it('labels every legal card, shows the chosen card’s line and steps with the arrow keys', async () => {
    const { pinia, store } = board();
    const seed = seedWithLoss();
    store.load(randomPosition(seed).position);
    const w = mountWith(BoardView, pinia);
    await until(() => store.analysis !== null);
    await settleAll();
    const cards = w.findAll('[data-testid="board-card"]');
    expect(cards.length).toBe(store.playable.length);
    const labels = w.findAll('[data-testid="board-label"]');
    expect(labels.length).toBe(cards.length);
    // Each label is the verdict's own words (explain/verdict.ts) and the card's money.
    for (const l of labels) {
      const card = l.attributes('data-card') as Card;
      const words = explainVerdict(store.state!, store.analysis!, card, 'cs');
      expect(l.find('.what').text()).toBe(words.label);
      expect(l.find('.money').text()).toMatch(/Kč$/);
    }
    const best = w.findAll('[data-testid="board-card"][data-best="true"]');
    expect(best.length).toBeGreaterThan(0);
    expect(best.length).toBeLessThan(cards.length);
    // The bottom seat is the one to move; the next to act sits on the left.
    const bottom = w.find('[data-testid="board-hand"][data-place="bottom"]');
    expect(Number(bottom.attributes('data-seat'))).toBe(store.state!.toAct);
    const left = w.find('[data-testid="board-hand"][data-place="left"]');
    expect(Number(left.attributes('data-seat'))).toBe((store.state!.toAct! + 1) % 3);

    const losing = store.analysis!.cards.find((c) => c.loss > 0)!;
    await w.find(`[data-testid="board-card"][data-card="${losing.card}"]`).trigger('click');
    await settleAll();
    const said = explainVerdict(store.state!, store.analysis!, losing.card, 'cs');
    expect(w.findAll('[data-testid="board-verdict"]').map((p) => p.text())).toEqual(
      [said.cost, said.line].filter((x) => x !== ''),
    );
    expect(w.findAll('[data-testid="board-line-card"]').map((c) => c.attributes('data-card'))).toEqual(
      losing.refutation,
    );
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    await settleAll();
    expect(w.findAll('[data-testid="board-moves-card"]').map((c) => c.attributes('data-card'))).toEqual([
      losing.card,
    ]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    await settleAll();
    expect(w.findAll('[data-testid="board-moves-card"]').length).toBe(0);
    w.unmount();
  });
});

describe('board polish', () => {
  it('deals for the contract practised', () => {
    const { store } = board();
    for (const [kind, component] of [
      ['seven', 'seven'],
      ['hundred', 'hundred'],
      ['betl', 'betl'],
      ['durch', 'durch'],
      ['game', 'game'],
    ] as const) {
      store.setPractice(kind);
      store.randomDeal(11);
      expect(store.state?.components.map((c) => c.kind)).toContain(component);
      if (kind === 'game') expect(store.state?.components.map((c) => c.kind)).toEqual(['game']);
    }
  });

  it('names each seat by its role and place, or by the players of the session it came from', async () => {
    const { pinia, store, client } = board();
    const { position } = randomPosition(3, 'game');
    store.load(position);
    const w = mountWith(BoardView, pinia);
    await settleAll();
    // The worker is asked to start as the board opens.
    expect(client.calls.some((c) => c.method === 'warmup')).toBe(true);
    const nameOf = (seat: number) =>
      w.find(`[data-testid="board-hand"][data-seat="${seat}"] [data-testid="board-seat-name"]`).text();
    const fh = (position.dealer + 1) % 3;
    expect(position.declarer).toBe(fh);
    expect(nameOf(fh)).toBe('Aktér · forhont');
    expect(nameOf((fh + 1) % 3)).toBe('Obránce · prostřední');
    expect(nameOf(position.dealer)).toBe('Obránce · rozdávající');
    store.load(position, ['Eva', 'Karel', 'Pepa']);
    await settleAll();
    expect(nameOf(fh)).toBe(`${['Eva', 'Karel', 'Pepa'][fh]} · aktér`);
    expect(nameOf(position.dealer)).toBe(`${['Eva', 'Karel', 'Pepa'][position.dealer]} · obránce`);
    w.unmount();
  });

  it('shows a seat view mean with three decimals in both languages', () => {
    expect(formatMeanMoney(34.7, 'cs')).toBe('+0,347 Kč');
    expect(formatMeanMoney(-12, 'en')).toBe('CZK \u22120.120');
    expect(formatMeanMoney(-0.04, 'cs')).toBe('0,000 Kč');
    expect(formatMeanMoney(40, 'cs')).toBe('+0,400 Kč');
  });

  it('names the places at three and at four', () => {
    const three = { size: 3 as const, dealer: 2 };
    expect([0, 1, 2].map((s) => seatPlace(three, s))).toEqual(['forehand', 'middle', 'dealer']);
    const four = { size: 4 as const, dealer: 1 };
    expect([0, 1, 2, 3].map((s) => seatPlace(four, s))).toEqual(['rear', 'out', 'forehand', 'middle']);
  });

  it('the seat view hides what the seat cannot see until revealed, and again after', async () => {
    const { pinia, store } = board();
    const { position, state } = randomPosition(seedWithLoss());
    store.load(position);
    const w = mountWith(BoardView, pinia);
    await until(() => store.analysis !== null);
    store.setMode('seat');
    await settleAll();
    const viewer = state.toAct!;
    // What the seat may not see, as the engine's view says: every card neither in its view nor played.
    const seen = view(state, viewer);
    const visible = new Set<Card>([
      ...seen.hand,
      ...seen.tricks.flatMap((t) => t.cards),
      ...(seen.trick?.cards ?? []),
    ]);
    const hidden = CARDS.filter((c) => !visible.has(c));
    expect(hidden.length).toBe(22); // the two other hands and the talon
    const named = (c: Card) => [cardName(c, 'cs', 'czech'), cardName(c, 'cs', 'czech', 'acc')];
    const faces = () => {
      const html = w.html();
      const text = w.text();
      return hidden.filter(
        (c) =>
          new RegExp(`(?<![A-Za-z0-9])${c}(?![A-Za-z0-9])`).test(html) ||
          named(c).some((n) => text.includes(n) || html.includes(`"${n}`) || html.includes(` ${n}`)),
      );
    };
    // Face down: the other seats show backs, as many as they hold; no hidden card anywhere in the page.
    for (const seat of [0, 1, 2].filter((x) => x !== viewer)) {
      const hand = w.find(`[data-testid="board-hand"][data-seat="${seat}"]`);
      expect(hand.find('[data-testid="board-backs"]').attributes('data-count')).toBe(
        String(seen.handSizes[seat]),
      );
      expect(hand.findAll('[data-face="back"]').length).toBe(seen.handSizes[seat]);
      expect(hand.findAll('[data-testid="board-held"]').length).toBe(0);
    }
    expect(faces()).toEqual([]);
    // A losing card chosen: its figures, but not its refutation (it names hidden cards).
    await until(() => store.seat !== null && store.seat.done, 400);
    const losing = store.analysis!.cards.find((c) => c.loss > 0)!;
    await w.find(`[data-testid="board-card"][data-card="${losing.card}"]`).trigger('click');
    await settleAll();
    expect(store.line).not.toBeNull();
    expect(w.find('[data-testid="board-line-hidden"]').exists()).toBe(true);
    expect(w.findAll('[data-testid="board-line-card"]').length).toBe(0);
    expect(faces()).toEqual([]);
    // Forward does not follow the hidden line.
    store.forward();
    expect(store.currentId).toBe(0);

    // Revealed: every card face up, the refutation shown; hidden again on request.
    await w.find('[data-testid="board-reveal"]').trigger('click');
    await settleAll();
    expect(w.findAll('[data-testid="board-backs"]').length).toBe(0);
    expect(w.findAll('[data-testid="board-line-card"]').map((c) => c.attributes('data-card'))).toEqual(
      losing.refutation,
    );
    expect(faces().length).toBe(hidden.length - position.talon.length);
    await w.find('[data-testid="board-reveal"]').trigger('click');
    await settleAll();
    expect(w.findAll('[data-testid="board-backs"]').length).toBe(2);
    expect(faces()).toEqual([]);

    // The exact mode shows everything; back in the seat view the cards are hidden again.
    store.setRevealed(true);
    store.setMode('exact');
    await settleAll();
    expect(w.findAll('[data-testid="board-backs"]').length).toBe(0);
    store.setMode('seat');
    await settleAll();
    expect(store.revealed).toBe(false);
    expect(w.findAll('[data-testid="board-backs"]').length).toBe(2);

    // Another seat to move: the hidden hands are the new viewer's, from its own view.
    store.play(losing.card);
    await settleAll();
    const next = store.state!.toAct!;
    expect(w.find('[data-testid="board-hand"][data-place="bottom"]').attributes('data-seat')).toBe(
      String(next),
    );
    expect(
      w.find(`[data-testid="board-hand"][data-seat="${viewer}"] [data-testid="board-backs"]`).exists(),
    ).toBe(true);
    expect(
      w.find(`[data-testid="board-hand"][data-seat="${next}"] [data-testid="board-backs"]`).exists(),
    ).toBe(false);
    w.unmount();
  });
});
