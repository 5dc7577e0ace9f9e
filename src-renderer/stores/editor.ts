/**
 * The position editor: a draft position (src-shared/editor/validate.ts) built card by card, its problems
 * recomputed on every change, and the position it stands for once it has none. The draft is kept in
 * localStorage, so a draft with problems survives a reload and can be finished later. No rule is known
 * here: problems come from `validate`, filling from `fillRandom`.
 */
import { defineStore } from 'pinia';
import type { ApiError } from '../../src-shared/api/contract.ts';
import type { LibraryPosition } from '../../src-shared/api/library.ts';
import { computed, ref, watch } from 'vue';
import type { Card } from '../../src-shared/cards/card.ts';
import type {
  AnnouncementKind,
  DraftStage,
  EditorDraft,
  EditorProblem,
  Place,
} from '../../src-shared/editor/validate.ts';
import {
  draftOf,
  emptyDraft,
  emptyDraftOf,
  firstLeader,
  placesOf,
  problemCards,
  problemField,
  stageOf,
  tableOf,
  toDeck,
  toPosition,
  validate,
} from '../../src-shared/editor/validate.ts';
import type { StepId } from '../../src-shared/variants/auction/ladder.ts';
import { LADDERS } from '../../src-shared/variants/auction/ladder.ts';
import { POSITION_PLAYERS } from '../../src-shared/engine/position.ts';
import type { Variant } from '../../src-shared/engine/table.ts';
import type { SessionDeal } from '../../src-shared/api/game.ts';
import { fillRandom } from '../../src-shared/editor/fill.ts';
import type { ComponentKind, Game } from '../../src-shared/engine/contract.ts';
import type { Position } from '../../src-shared/engine/position.ts';
import type { InputError } from '../../src-shared/io/errors.ts';
import { parseNotation, toNotation } from '../../src-shared/io/notation.ts';
import { activeSeats, forehand } from '../../src-shared/engine/table.ts';
import type { PresetId } from '../../src-shared/rules/ruleset.ts';
import { useApiClient } from '../api/client.ts';
import type { Rank, Suit } from '../../src-shared/cards/card.ts';
import { preset } from '../../src-shared/rules/ruleset.ts';
import { variantOf } from '../variants/registry.ts';

/** Where a card can be put: a place of the draft, or back to the deck. */
export type Target = Place | { readonly kind: 'deck' } | { readonly kind: 'played' };

/** Why the position cannot be analysed or played yet (null when it can). */
export type Blocker = 'problems' | 'deal' | null;

/** Problems about a place's number of cards (the place is outlined, not each card). */
const COUNT_CODES: ReadonlySet<EditorProblem['code']> = new Set([
  'missing',
  'handCount',
  'sittingOut',
  'talonCount',
  'trickSize',
  'currentTrickFull',
  'playBeforeBidding',
  'stockCount',
  'noTalon',
]);

export const STORAGE_KEY = 'marias.editor.draft';

function stored(): EditorDraft | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    // Fields a stored draft lacks take the empty draft's values; a draft of another shape is dropped.
    const d = { ...emptyDraft(), ...(JSON.parse(raw) as Partial<EditorDraft>) };
    const lists = [d.hands, d.talon, d.tricks, d.current, d.stock, ...d.hands, ...d.tricks];
    return lists.every(Array.isArray) && d.hands.length === d.players ? d : null;
  } catch {
    return null;
  }
}

export const useEditorStore = defineStore('editor', () => {
  const draft = ref<EditorDraft>(stored() ?? emptyDraft());
  const selected = ref<Card | null>(null);
  /** The next seed of "fill the rest at random" (each fill takes the next). */
  const seed = ref(1);

  watch(
    draft,
    (d) => {
      try {
        if (typeof localStorage !== 'undefined') localStorage.setItem(STORAGE_KEY, JSON.stringify(d));
      } catch {
        // Storage full or unavailable: the draft stays in memory.
      }
    },
    { deep: true },
  );

  const problems = computed<EditorProblem[]>(() => validate(draft.value));
  /**
   * Cards to highlight: those a problem names one by one (a card twice, an ace in the talon, an illegal
   * card). Problems about how many cards a place holds outline the place instead.
   */
  const offending = computed<Set<Card>>(
    () => new Set(problems.value.filter((p) => !COUNT_CODES.has(p.code)).flatMap(problemCards)),
  );
  const places = computed(() => placesOf(draft.value));
  const unplaced = computed(() => problems.value.find((p) => p.code === 'missing')?.cards ?? []);
  const stage = computed<DraftStage>(() => stageOf(draft.value));
  const blocker = computed<Blocker>(() =>
    problems.value.length > 0 ? 'problems' : stage.value === 'deal' ? 'deal' : null,
  );
  /** The fields the engine's refusal is about (`wonStep`, `called`, `declarer` …), to mark in the form. */
  const badFields = computed<Set<string>>(
    () => new Set(problems.value.flatMap((p) => problemField(p) ?? [])),
  );
  /** The draft as one line of text (docs/formats.md), problems and all; null before the bidding. */
  const text = computed<string | null>(() =>
    stage.value === 'play' ? toNotation(toPosition(draft.value)) : null,
  );
  const position = computed<Position | null>(() => (blocker.value === null ? toPosition(draft.value) : null));
  const seats = computed(() => activeSeats(tableOf(draft.value)));
  const forehandSeat = computed(() => forehand(tableOf(draft.value)));
  const leader = computed(() => firstLeader(draft.value));

  /** The seat the person takes in "play from here" before the bidding (null: forehand). */
  const you = ref<number | null>(null);
  const youSeat = computed(() =>
    you.value !== null && seats.value.includes(you.value) ? you.value : forehandSeat.value,
  );
  function setYou(seat: number): void {
    you.value = seat;
  }
  /**
   * The deal a new practice session starts from, before the bidding: the deck that deals exactly the
   * draft's hands, and its dealer (three or four seats). Null while the draft has problems or is in play.
   */
  const deal = computed<SessionDeal | null>(() =>
    blocker.value === 'deal' ? { deck: toDeck(draft.value), dealer: draft.value.dealer } : null,
  );

  function update(change: Partial<EditorDraft>): void {
    draft.value = { ...draft.value, ...change };
  }

  /** The draft without `card` anywhere. */
  function without(d: EditorDraft, card: Card): EditorDraft {
    const drop = (cs: readonly Card[]) => cs.filter((c) => c !== card);
    return {
      ...d,
      hands: d.hands.map(drop),
      talon: drop(d.talon),
      stock: drop(d.stock),
      tricks: d.tricks.map(drop).filter((t) => t.length > 0),
      current: drop(d.current),
    };
  }

  /** Moves `card` to `target` (from wherever it lay; the deck takes it out of the draft). */
  function place(card: Card, target: Target): void {
    const d = without(draft.value, card);
    selected.value = null;
    switch (target.kind) {
      case 'deck':
        draft.value = d;
        return;
      case 'hand':
        draft.value = { ...d, hands: d.hands.map((h, s) => (s === target.seat ? [...h, card] : h)) };
        return;
      case 'talon':
        draft.value = { ...d, talon: [...d.talon, card] };
        return;
      case 'stock':
        draft.value = { ...d, stock: [...d.stock, card] };
        return;
      case 'current':
        draft.value = { ...d, current: [...d.current, card] };
        return;
      case 'trick': {
        const tricks = d.tricks.map((t, i) => (i === target.index ? [...t, card] : t));
        draft.value = { ...d, tricks: target.index >= d.tricks.length ? [...tricks, [card]] : tricks };
        return;
      }
      case 'played': {
        // The last trick played while it is short of a card from each player, else a new one.
        const last = d.tricks[d.tricks.length - 1];
        const per = seats.value.length;
        const index = last !== undefined && last.length < per ? d.tricks.length - 1 : d.tricks.length;
        place(card, { kind: 'trick', index });
        return;
      }
    }
  }

  /** A click on a card: select it, or unselect it when it is already selected. */
  function select(card: Card): void {
    selected.value = selected.value === card ? null : card;
  }

  /** A click on a target: the selected card goes there. */
  function drop(target: Target): boolean {
    if (selected.value === null) return false;
    place(selected.value, target);
    return true;
  }

  function fillRest(): void {
    draft.value = fillRandom(draft.value, seed.value);
    seed.value += 1;
  }

  function clear(): void {
    const d = draft.value;
    draft.value = {
      ...d,
      hands: d.hands.map(() => []),
      talon: [],
      stock: [],
      tricks: [],
      current: [],
    };
    selected.value = null;
  }

  function reset(): void {
    const d = draft.value;
    draft.value = fresh(d.variant, d.preset, d.players);
    selected.value = null;
  }

  /**
   * An empty draft of a variant: licitovaný under the tournament rules (csm002) unless another preset
   * was chosen, its contract on the preset's ladder (a seven where the ladder has no plain game).
   */
  function fresh(variant: Variant, presetId: PresetId, players?: number): EditorDraft {
    const id = presetId === 'csm' ? variantOf(variant).csmPreset : presetId;
    const d = emptyDraftOf(variant, id, players);
    const ladder: readonly StepId[] = LADDERS[preset(id).auctionLadder];
    return variantOf(variant).auction && !ladder.includes('game') ? { ...d, announced: { seven: true } } : d;
  }

  /** Another variant: an empty draft of it (the cards of one variant's table do not fit another's). */
  function setVariant(variant: Variant): void {
    if (variant === draft.value.variant) return;
    draft.value = fresh(variant, draft.value.preset);
    selected.value = null;
  }

  /**
   * Another table size of the variant: the cards of a seat that leaves go back to the deck, a new seat
   * starts empty; forehand stays where it was when it still exists.
   */
  function setPlayers(players: number): void {
    const d = draft.value;
    const n = POSITION_PLAYERS[d.variant].find((x) => x === players);
    if (n === undefined || n === d.players) return;
    const hands = Array.from({ length: n }, (_, s) => d.hands[s] ?? []);
    const dealer = Math.min(d.dealer, n - 1);
    const table = tableOf({ variant: d.variant, players: n, dealer });
    update({
      players: n,
      dealer,
      hands,
      declarer: activeSeats(table).includes(d.declarer) ? d.declarer : forehand(table),
    });
  }

  function load(p: Position, presetId: PresetId): void {
    draft.value = draftOf(p, presetId);
    selected.value = null;
  }

  /** The library entry last saved from here (its title is offered for the next save). */
  const saved = ref<LibraryPosition | null>(null);

  /**
   * Saves the draft in the library of positions, problems and all (main checks only its form). An
   * entry with the same title is replaced only with `overwrite`; without it main answers `conflict`,
   * which is returned for the view to ask. Before the bidding there is no position to save.
   */
  async function save(title: string, overwrite = false): Promise<ApiError | null> {
    if (stage.value !== 'play') return null;
    const r = await useApiClient().call('positionSave', {
      title,
      notes: saved.value?.title === title ? saved.value.notes : '',
      tags: saved.value?.title === title ? saved.value.tags : [],
      position: toPosition(draft.value),
      overwrite,
    });
    if (!r.ok) return r.error;
    saved.value = r.value;
    return null;
  }

  /** A library entry opened here: its position as the draft, its title, notes and tags for the next save. */
  function open(entry: LibraryPosition): void {
    load(entry.position, entry.position.rules.preset);
    saved.value = entry;
  }

  /**
   * A position pasted as text: read by its grammar alone, then laid out as the draft, so whatever is
   * wrong with its cards shows as the editor's problems. Answers the text's own first problem, if any.
   */
  function loadText(input: string): InputError | null {
    const r = parseNotation(input.trim());
    if (!r.ok) return r.error;
    load(r.value, r.value.rules.preset);
    return null;
  }

  function setStage(stage: DraftStage): void {
    update({ stage });
  }
  function setPreset(preset: PresetId): void {
    update({ preset });
  }
  /** Forehand sits left of the dealer; choosing forehand chooses the dealer. */
  function setForehand(seat: number): void {
    const n = draft.value.players;
    update({ dealer: (seat + n - 1) % n });
  }
  function setDeclarer(seat: number): void {
    update({ declarer: seat });
  }
  function setGame(game: Game): void {
    const suit = game === 'suit';
    update({
      game,
      trump: suit ? (draft.value.trump ?? 'H') : null,
      announced: suit ? draft.value.announced : {},
      doubles: {},
    });
  }
  function setTrump(trump: Suit | null): void {
    update({ trump, trumpCard: null });
  }
  function setTrumpCard(card: Card | null): void {
    update({ trumpCard: card });
  }
  /** seven / hundred: on or off; against: the defender announcing it, or null. */
  function setAnnounced(kind: AnnouncementKind, value: boolean | number | null): void {
    update({ announced: { ...draft.value.announced, [kind]: value } });
  }
  function setAux(aux: Suit | null): void {
    update({ aux });
  }
  function setWonStep(wonStep: StepId | null): void {
    update({ wonStep });
  }
  function setCalled(called: Rank | null): void {
    update({ called });
  }
  function setDoubles(kind: ComponentKind, n: number): void {
    const doubles = { ...draft.value.doubles };
    if (n > 0) doubles[kind] = n;
    else delete doubles[kind];
    update({ doubles });
  }

  return {
    draft,
    selected,
    seed,
    problems,
    stage,
    badFields,
    offending,
    places,
    unplaced,
    blocker,
    position,
    text,
    seats,
    forehandSeat,
    leader,
    you,
    youSeat,
    setYou,
    deal,
    place,
    select,
    drop,
    fillRest,
    clear,
    reset,
    load,
    open,
    loadText,
    saved,
    save,
    setStage,
    setPreset,
    setForehand,
    setDeclarer,
    setGame,
    setTrump,
    setTrumpCard,
    setAnnounced,
    setDoubles,
    setVariant,
    setPlayers,
    setAux,
    setWonStep,
    setCalled,
  };
});
