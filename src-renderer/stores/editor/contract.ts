/**
 * The draft's form: its stage (before the bidding or in play), its rules preset, and the contract —
 * declarer, game, trumps and the trump card, announcements, doubles, and the fields of the variants that
 * have them (licitovaný's step won and second suit, four's called rank). Whether they fit is `validate`'s
 * to say (see checks.ts).
 */
import type { Card, Rank, Suit } from '../../../src-shared/cards/card.ts';
import type { AnnouncementKind, DraftStage } from '../../../src-shared/editor/validate.ts';
import type { ComponentKind, Game } from '../../../src-shared/engine/contract.ts';
import type { PresetId } from '../../../src-shared/rules/ruleset.ts';
import type { StepId } from '../../../src-shared/variants/auction/ladder.ts';
import type { Draft } from './draft.ts';

export function useDraftContract({ draft, update }: Draft) {
  function setStage(stage: DraftStage): void {
    update({ stage });
  }
  function setPreset(preset: PresetId): void {
    update({ preset });
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
    setStage,
    setPreset,
    setDeclarer,
    setGame,
    setTrump,
    setTrumpCard,
    setAnnounced,
    setAux,
    setWonStep,
    setCalled,
    setDoubles,
  };
}
