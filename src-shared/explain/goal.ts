/**
 * A task's goal as the sentence that sets it (Czech with "ty", English): "Uhraj sedmu." / "Keep the
 * seven.", "Zastav stovku." / "Stop the hundred.", "Najdi všechny karty, které smíš zahrát." / "Find every
 * card you may play." Terms as in the glossary (../shared/GLOSSARY.md): hra, sedma, sto, betl, durch,
 * zdvih, hláška.
 */
import type { Card } from '../cards/card.ts';
import type { Goal, GoalPart } from '../goal/goal.ts';
import { type Deck, type Lang, czechWith, theCard } from './names.ts';
import { baseUnits } from './verdict.ts';

/** A part in the accusative, as the object of "uhraj" / "zastav"; English with its article. */
const PART_OBJECT: Readonly<Record<GoalPart, Readonly<Record<Lang, string>>>> = {
  contract: { cs: 'závazek', en: 'the contract' },
  game: { cs: 'hru', en: 'the game' },
  seven: { cs: 'sedmu', en: 'the seven' },
  hundred: { cs: 'stovku', en: 'the hundred' },
  betl: { cs: 'betl', en: 'the betl' },
  durch: { cs: 'durch', en: 'the durch' },
};

/** The task sentence of a goal, one short imperative ending with a full stop. */
export function goalWords(goal: Goal, lang: Lang): string {
  const cs = lang === 'cs';
  switch (goal.kind) {
    case 'keep':
      return cs ? `Uhraj ${PART_OBJECT[goal.part].cs}.` : `Keep ${PART_OBJECT[goal.part].en}.`;
    case 'stop':
      return cs ? `Zastav ${PART_OBJECT[goal.part].cs}.` : `Stop ${PART_OBJECT[goal.part].en}.`;
    case 'money':
      return cs ? 'Vezmi co nejvíc peněz.' : 'Take the most money.';
    case 'points':
      return cs ? 'Uhraj co nejvíc bodů i s hláškami.' : 'Take the most points, marriages included.';
    case 'noTrick':
      return cs ? 'Neber žádný zdvih.' : 'Take no trick.';
    case 'everyLegal':
      return cs ? 'Najdi všechny karty, které smíš zahrát.' : 'Find every card you may play.';
  }
}

/**
 * Why a wrong card is wrong for its goal, in one sentence: it cannot reach the goal against the other
 * side's best play ("S touhle kartou sedmu neuhraješ, když soupeři hrají dobře."). The line that shows it
 * follows (explainLine).
 */
export function goalMissWords(goal: Goal, lang: Lang): string {
  const cs = lang === 'cs';
  switch (goal.kind) {
    case 'keep':
      return cs
        ? `S touhle kartou ${PART_OBJECT[goal.part].cs} neuhraješ, když soupeři hrají dobře:`
        : `With this card you cannot keep ${PART_OBJECT[goal.part].en} against good play:`;
    case 'stop':
      return cs
        ? `S touhle kartou ${PART_OBJECT[goal.part].cs} nezastavíš, když soupeři hrají dobře:`
        : `With this card you cannot stop ${PART_OBJECT[goal.part].en} against good play:`;
    case 'noTrick':
      return cs
        ? 'S touhle kartou se zdvihu neubráníš, když soupeři hrají dobře:'
        : 'With this card you cannot avoid taking a trick against good play:';
    case 'points':
      return cs
        ? 'S touhle kartou uhraješ méně bodů, když soupeři hrají dobře:'
        : 'With this card you take fewer points against good play:';
    case 'money':
    case 'everyLegal':
      return cs ? 'Tahle karta cíl nesplní:' : 'This card misses the goal:';
  }
}

/**
 * The second line under a right card that meets the goal but gives money away: "Cíl splníš, ale s
 * červeným esem by to bylo o 2 základy lepší." `loss`: money per defender against `better`.
 */
export function goalCostWords(loss: number, better: Card, lang: Lang, deck: Deck = 'czech'): string {
  return lang === 'cs'
    ? `Cíl splníš, ale ${czechWith(theCard(better, lang, deck, 'ins'))} by to bylo o ${baseUnits(loss, lang)} lepší.`
    : `It meets the goal, but ${theCard(better, lang, deck)} would be worth ${baseUnits(loss, lang)} more.`;
}
