/**
 * "Fill the rest at random": the cards not yet placed are dealt, seeded, into the places still short
 * of cards. Nothing placed moves. In a suit game the talon takes no ace, ten or trump card while other
 * cards can go there, and an announced seven's trump seven goes to its announcer when still free.
 */
import { type Card, CARDS, cardPoints } from '../cards/card.ts';
import { variantDef } from '../variants/registry.ts';
import { activeSeats } from '../engine/table.ts';
import { createRng, shuffled } from '../util/random.ts';
import {
  type EditorDraft,
  cardsAtLead,
  dealtSizes,
  placesOf,
  playedBy,
  stageOf,
  stockLeft,
  tableOf,
  talonAtDeal,
  talonSizeOf,
} from './validate.ts';

/** How many cards each seat should hold now (0 for a seat sitting out). */
export function expectedHandSizes(d: EditorDraft): number[] {
  const table = tableOf(d);
  const active = activeSeats(table);
  if (stageOf(d) === 'deal') return dealtSizes(d);
  const by = playedBy(d);
  const draws = Math.min(d.tricks.length, variantDef(d.variant).stockSize / 2);
  return d.hands.map((_, s) => {
    if (!active.includes(s)) return 0;
    let played = 0;
    for (const x of by.values()) if (x === s) played++;
    return Math.max(0, cardsAtLead(d) + draws - played);
  });
}

export function fillRandom(d: EditorDraft, seed: number): EditorDraft {
  const rng = createRng(seed);
  const placed = placesOf(d);
  let free = shuffled(
    CARDS.filter((c) => !placed.has(c)),
    rng,
  );
  const take = (pred: (c: Card) => boolean): Card | null => {
    const i = free.findIndex(pred);
    if (i < 0) return null;
    const c = free[i] as Card;
    free = [...free.slice(0, i), ...free.slice(i + 1)];
    return c;
  };
  const hands = d.hands.map((h) => [...h]);
  const sizes = expectedHandSizes(d);
  const play = stageOf(d) === 'play';
  const suit = play && d.game === 'suit' && d.trump !== null;
  const editor = variantDef(d.variant).editor;
  // The cards the contract puts in the declarer's hand: an announced seven's, and the variant's own
  // (licitovaný's dvě sedmy: both sevens).
  const own = suit ? (editor.declarerHolds?.(d) ?? []) : [];
  const sevens = [...new Set([...(suit && d.announced.seven ? [`${d.trump}7` as Card] : []), ...own])];
  for (const seven of sevens) {
    const h = hands[d.declarer];
    if (h && h.length < (sizes[d.declarer] ?? 0) && take((c) => c === seven)) h.push(seven);
  }
  const talon = [...d.talon];
  // Licitovaný deals its talon with the hands; volený's is laid aside only after trumps are chosen.
  while (talon.length < (play ? talonSizeOf(d.variant) : talonAtDeal(d))) {
    const c =
      (suit
        ? take((x) => cardPoints(x) === 0 && x !== d.trumpCard && x !== `${d.trump}7` && !own.includes(x))
        : null) ?? take(() => true);
    if (c === null) break;
    talon.push(c);
  }
  hands.forEach((h, s) => {
    while (h.length < (sizes[s] ?? 0)) {
      const c = take(() => true);
      if (c === null) break;
      h.push(c);
    }
  });
  const stock = [...d.stock];
  while (stock.length < (play ? stockLeft(d) : variantDef(d.variant).stockSize)) {
    const c = take(() => true);
    if (c === null) break;
    stock.push(c);
  }
  return { ...d, hands, talon, stock };
}
