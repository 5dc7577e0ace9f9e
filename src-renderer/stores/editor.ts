/**
 * The position editor: a draft position (src-shared/editor/validate.ts) built card by card, its problems
 * recomputed on every change, and the position it stands for once it has none. The draft is kept in
 * localStorage, so a draft with problems survives a reload and can be finished later. No rule is known
 * here: problems come from `validate`, filling from `fillRandom`.
 *
 * The store composes one composable per concern (editor/): the draft kept in localStorage (`draft.ts`),
 * what it stands for and its problems (`checks.ts`), its cards placed one by one (`cards.ts`), its table
 * — variant, players, dealer — (`table.ts`), its contract form (`contract.ts`), the deal of "play from
 * here" (`deal.ts`), and loading and saving it (`library.ts`).
 */
import { defineStore } from 'pinia';
import { useDraftCards } from './editor/cards.ts';
import { useDraftChecks } from './editor/checks.ts';
import { useDraftContract } from './editor/contract.ts';
import { useDraftDeal } from './editor/deal.ts';
import { useDraft } from './editor/draft.ts';
import { useDraftLibrary } from './editor/library.ts';
import { useDraftTable } from './editor/table.ts';

export type { Target } from './editor/cards.ts';
export type { Blocker } from './editor/checks.ts';
export { STORAGE_KEY } from './editor/draft.ts';

export const useEditorStore = defineStore('editor', () => {
  const kept = useDraft();
  const { draft } = kept;
  const checks = useDraftChecks(draft);
  const cards = useDraftCards(draft, checks.seats);
  const table = useDraftTable(kept, cards.selected);
  const contract = useDraftContract(kept);
  const play = useDraftDeal(draft, checks);
  const library = useDraftLibrary(draft, checks.stage, cards.selected);

  return {
    draft,
    selected: cards.selected,
    seed: cards.seed,
    problems: checks.problems,
    stage: checks.stage,
    badFields: checks.badFields,
    offending: checks.offending,
    places: checks.places,
    unplaced: checks.unplaced,
    blocker: checks.blocker,
    position: checks.position,
    text: checks.text,
    seats: checks.seats,
    forehandSeat: checks.forehandSeat,
    leader: checks.leader,
    you: play.you,
    youSeat: play.youSeat,
    setYou: play.setYou,
    deal: play.deal,
    place: cards.place,
    select: cards.select,
    drop: cards.drop,
    fillRest: cards.fillRest,
    clear: cards.clear,
    reset: table.reset,
    load: library.load,
    open: library.open,
    loadText: library.loadText,
    saved: library.saved,
    save: library.save,
    setStage: contract.setStage,
    setPreset: contract.setPreset,
    setForehand: table.setForehand,
    setDeclarer: contract.setDeclarer,
    setGame: contract.setGame,
    setTrump: contract.setTrump,
    setTrumpCard: contract.setTrumpCard,
    setAnnounced: contract.setAnnounced,
    setDoubles: contract.setDoubles,
    setVariant: table.setVariant,
    setPlayers: table.setPlayers,
    setAux: contract.setAux,
    setWonStep: contract.setWonStep,
    setCalled: contract.setCalled,
  };
});
