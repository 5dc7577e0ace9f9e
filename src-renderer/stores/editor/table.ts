/**
 * The draft's table: its variant, its number of players and who deals. Another variant or preset
 * starts an empty draft of it; another table size keeps what still fits.
 */
import type { Ref } from 'vue';
import type { Card } from '../../../src-shared/cards/card.ts';
import { type EditorDraft, emptyDraftOf, tableOf } from '../../../src-shared/editor/validate.ts';
import { POSITION_PLAYERS } from '../../../src-shared/engine/position.ts';
import { type Variant, activeSeats, forehand } from '../../../src-shared/engine/table.ts';
import { type PresetId, preset } from '../../../src-shared/rules/ruleset.ts';
import { LADDERS, type StepId } from '../../../src-shared/variants/auction/ladder.ts';
import { variantOf } from '../../variants/registry.ts';
import type { Draft } from './draft.ts';

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

export function useDraftTable({ draft, update }: Draft, selected: Ref<Card | null>) {
  /** The same variant, preset and table size, empty. */
  function reset(): void {
    const d = draft.value;
    draft.value = fresh(d.variant, d.preset, d.players);
    selected.value = null;
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

  /** Forehand sits left of the dealer; choosing forehand chooses the dealer. */
  function setForehand(seat: number): void {
    const n = draft.value.players;
    update({ dealer: (seat + n - 1) % n });
  }

  return { reset, setVariant, setPlayers, setForehand };
}
