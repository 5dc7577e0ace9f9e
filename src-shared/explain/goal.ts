/**
 * A task's goal as the sentence that sets it (Czech with "ty", English): "Uhraj sedmu." / "Keep the
 * seven.", "Zastav stovku." / "Stop the hundred.", "Najdi všechny karty, které smíš zahrát." / "Find every
 * card you may play." Terms as in the glossary (../shared/GLOSSARY.md): hra, sedma, sto, betl, durch,
 * zdvih, hláška.
 */
import type { Goal, GoalPart } from '../goal/goal.ts';
import type { Lang } from './names.ts';

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
