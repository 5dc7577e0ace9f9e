/**
 * A task's goal as the sentence that sets it (Czech with "ty", English): "Uhraj sedmu." / "Keep the
 * seven.", "Zastav stovku." / "Stop the hundred."; a task that collects every right card says so: "Najdi
 * všechny karty, které smíš zahrát." / "Find every card you may play." Terms as in the glossary
 * (../shared/GLOSSARY.md): hra, sedma, sto, betl, durch, zdvih, hláška.
 *
 * `taskWordProblems` reads a task written by hand (a lesson step's) the other way: what its ask promises
 * — every card or one, which goal — against what the step grades, so that a task never says "every card"
 * when one finishes it, or "the seven" when the contract or the money is graded.
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

/**
 * How many right cards a task asks for: `one` (the first right card finishes it; drills, most lesson
 * steps) or `every` (a lesson step that collects every card meeting its goal before it is done).
 */
export type Collect = 'one' | 'every';

/**
 * The task sentence of a goal, one short imperative ending with a full stop; with `collect` `every` the
 * sentence asks for every card that meets the goal ("Najdi každou kartu, se kterou uhraješ sedmu.").
 */
export function goalWords(goal: Goal, lang: Lang, collect: Collect = 'one'): string {
  const cs = lang === 'cs';
  if (collect === 'every') return everyWords(goal, lang);
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
      return cs ? 'Zahraj kartu, kterou smíš.' : 'Play a card you may play.';
  }
}

/** A goal's sentence asking for every card that meets it. */
function everyWords(goal: Goal, lang: Lang): string {
  const cs = lang === 'cs';
  switch (goal.kind) {
    case 'keep':
      return cs
        ? `Najdi každou kartu, se kterou uhraješ ${PART_OBJECT[goal.part].cs}.`
        : `Find every card with which you keep ${PART_OBJECT[goal.part].en}.`;
    case 'stop':
      return cs
        ? `Najdi každou kartu, se kterou zastavíš ${PART_OBJECT[goal.part].cs}.`
        : `Find every card with which you stop ${PART_OBJECT[goal.part].en}.`;
    case 'money':
      return cs
        ? 'Najdi každou kartu, která vezme co nejvíc peněz.'
        : 'Find every card that takes the most money.';
    case 'points':
      return cs
        ? 'Najdi každou kartu, se kterou uhraješ co nejvíc bodů i s hláškami.'
        : 'Find every card that takes the most points, marriages included.';
    case 'noTrick':
      return cs
        ? 'Najdi každou kartu, se kterou nevezmeš žádný zdvih.'
        : 'Find every card with which you take no trick.';
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

// ---------------------------------------------------------------------------------------------
// A task's words against its grading

/**
 * What a task's ask can promise: every card (`every`), what is played for — the contract or one of its
 * parts, the money, the points, no trick, the legal cards — and that a card works however the unseen
 * cards lie (`unseen`).
 */
export type TaskWord = 'every' | GoalPart | 'money' | 'points' | 'noTrick' | 'legal' | 'unseen';

/** Whole words (a letter on neither side), any case, in either language's letters. */
const words = (...alts: string[]) => new RegExp(`(?<!\\p{L})(?:${alts.join('|')})(?!\\p{L})`, 'giu');

/** The words that make each promise, per language (inflected forms listed: no stemming). */
const TASK_WORDS: Readonly<Record<Lang, Readonly<Record<TaskWord, RegExp>>>> = {
  cs: {
    every: words('každou', 'každý', 'každá', 'každé', 'všechny', 'všechna', 'všech'),
    // "Poraz ho." — the declarer's whole contract.
    contract: words('závazek', 'závazku', 'obojí', 'ho'),
    game: words('hru', 'hra', 'hry', 'hře'),
    seven: words('sedmu', 'sedma', 'sedmy', 'sedmě', 'sedmou'),
    hundred: words('sto', 'sta', 'stovku', 'stovka', 'stovky', 'stovce'),
    betl: words('betl', 'betla', 'betlu'),
    durch: words('durch', 'durcha', 'durchu'),
    money: words('peněz', 'peníze', 'penězi', 'nejlepší', 'nejméně'),
    points: words('bod', 'body', 'bodů', 'bodem'),
    noTrick: words('žádný zdvih'),
    legal: words('smíš'),
    unseen: words('jakkoli', 'cokoli', 'kdekoli'),
  },
  en: {
    every: words('every', 'all'),
    contract: words('contract', 'both', 'him'),
    game: words('game'),
    seven: words('seven', 'sevens'),
    hundred: words('hundred'),
    betl: words('betl'),
    durch: words('durch'),
    money: words('money', 'best', 'least'),
    points: words('point', 'points'),
    noTrick: words('no trick', 'no tricks'),
    legal: words('may play'),
    unseen: words('however', 'whatever', 'wherever'),
  },
};

/** The verbs an ask begins with ("Uhraj …", "Find every card …"). */
const ASKS: Readonly<Record<Lang, ReadonlySet<string>>> = {
  cs: new Set([
    'uhraj',
    'zastav',
    'poraz',
    'zabij',
    'neber',
    'najdi',
    'zahraj',
    'vezmi',
    'odhoď',
    'vynes',
    'hraj',
    'obraň',
  ]),
  en: new Set(['make', 'keep', 'stop', 'beat', 'kill', 'take', 'find', 'play', 'discard', 'win', 'defend']),
};
/** A word an ask may open with before its verb ("Teď mu zabij sedmu.", "Now kill his seven."). */
const THEN: Readonly<Record<Lang, string>> = { cs: 'teď', en: 'now' };

const LABEL: Readonly<Record<TaskWord, string>> = {
  every: 'every card',
  contract: 'the contract',
  game: 'the game',
  seven: 'the seven',
  hundred: 'the hundred',
  betl: 'the betl',
  durch: 'the durch',
  money: 'the money',
  points: 'the points',
  noTrick: 'no trick',
  legal: 'the cards the rules allow',
  unseen: 'however the unseen cards lie',
};

/**
 * The sentences of a task that ask something: those beginning with an imperative (after "Teď" / "Now"
 * at most two words on). The rest of a task sets the scene ("Hraješ hru a sedmu v červených.") and
 * promises nothing.
 */
export function taskAsks(text: string, lang: Lang): string[] {
  return text
    .split(/(?<=[.!?;])\s+/u)
    .map((s) => s.trim())
    .filter((s) => {
      const w = (s.match(/\p{L}+/gu) ?? []).map((x) => x.toLowerCase());
      const first = w[0] ?? '';
      return ASKS[lang].has(first) || (first === THEN[lang] && w.slice(1, 3).some((x) => ASKS[lang].has(x)));
    });
}

/** Each promise an ask makes, with the words that make it. */
export function taskPromises(text: string, lang: Lang): Map<TaskWord, string[]> {
  const ask = taskAsks(text, lang).join(' ');
  const out = new Map<TaskWord, string[]>();
  for (const [word, re] of Object.entries(TASK_WORDS[lang]) as [TaskWord, RegExp][]) {
    const found = [...ask.matchAll(re)].map((m) => m[0]);
    if (found.length > 0) out.set(word, found);
  }
  return out;
}

/** How a task is graded, for `taskWordProblems`. */
export interface TaskGrading {
  readonly goal: Goal;
  /** How many right cards the task asks for. */
  readonly collect: Collect;
  /**
   * A keep or stop goal of the contract: the parts of that contract (the seat's side's to keep, the
   * other side's to stop), so a task naming one part of a two-part contract is caught.
   */
  readonly parts?: readonly GoalPart[];
  /** Whether right cards are judged from the seat's view (every layout it cannot rule out). */
  readonly fromSeat: boolean;
}

const goalLabel = (goal: Goal): string =>
  'part' in goal
    ? `${goal.kind} ${LABEL[goal.part]}`
    : goal.kind === 'everyLegal'
      ? 'every legal card'
      : LABEL[goal.kind];

/**
 * What a task's words promise that its grading does not do, each problem one sentence in English (for
 * the author; empty: none): the task asks nothing (no sentence begins with an imperative); says "every"
 * ("každou", "všechny", "every", "all") when one right card finishes it, or collects every card without
 * saying so; names something the goal does not grade (a "sedmu" graded by money, "body" by the
 * contract, "Neber žádný zdvih" by anything but no trick) or does not name what it grades; names one
 * part of a contract of several when the whole contract is graded ("Poraz hru" against game and seven);
 * or promises a card that works however the unseen cards lie when the step is judged with every hand
 * open. Only the ask is read (`taskAsks`): the scene may name the contract freely.
 */
export function taskWordProblems(text: string, lang: Lang, grading: TaskGrading): string[] {
  const { goal, collect } = grading;
  if (taskAsks(text, lang).length === 0)
    return [
      `asks nothing: no sentence begins with an imperative (${[...ASKS[lang]].map((v) => `"${v}"`).join(', ')})`,
    ];
  const promised = taskPromises(text, lang);
  const said = (w: TaskWord) => (promised.get(w) ?? []).map((x) => `"${x}"`).join(', ');
  const out: string[] = [];
  if (promised.has('every') && collect === 'one')
    out.push(`says ${said('every')} (every card), but one right card finishes the task`);
  if (!promised.has('every') && collect === 'every')
    out.push('collects every right card but does not say "every" (cs "každou"/"všechny", en "every"/"all")');
  const allowed: TaskWord[] =
    goal.kind === 'keep' || goal.kind === 'stop'
      ? goal.part === 'contract'
        ? ['contract', ...(grading.parts ?? [])]
        : [goal.part]
      : [goal.kind === 'everyLegal' ? 'legal' : goal.kind];
  const subjects = [...promised.keys()].filter((w) => w !== 'every' && w !== 'unseen');
  for (const w of subjects)
    if (!allowed.includes(w)) out.push(`says ${said(w)} (${LABEL[w]}), but grades ${goalLabel(goal)}`);
  if (!subjects.some((w) => allowed.includes(w)))
    out.push(`does not say what it grades (${goalLabel(goal)})`);
  if ('part' in goal && goal.part === 'contract' && !promised.has('contract')) {
    const parts = grading.parts ?? [];
    const named = parts.filter((p) => promised.has(p));
    if (named.length > 0 && named.length < parts.length)
      out.push(
        `names ${named.map((p) => LABEL[p]).join(' and ')}, but grades the whole contract (${parts.map((p) => LABEL[p]).join(' and ')})`,
      );
  }
  if (promised.has('unseen') && !grading.fromSeat)
    out.push(`says ${said('unseen')} (${LABEL.unseen}), but the task is judged with every hand open`);
  return out;
}
