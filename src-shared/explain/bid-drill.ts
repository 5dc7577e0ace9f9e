/**
 * A drill of a decision before the first card in words (Czech with "ty", English): the task, and the
 * answer — right or wrong, the choice's value from the seat's view with its ± against the best, in the
 * review's own sentence (`seatGradeSentence`: one judge, one wording), each choice's row, and how the
 * values were found. Everything is worded from the judge's figures (src-shared/api/drills.ts
 * `DrillCall`); the grades and their limits are src-shared/review/grade.ts's.
 */
import type { Action } from '../engine/action.ts';
import type { BidChoiceValue } from '../api/drills.ts';
import type { DecisionKind, SeatGrade } from '../api/review.ts';
import type { Side } from '../engine/contract.ts';
import { forSide } from '../review/grade.ts';
import { formatNumber } from './format.ts';
import type { Lang } from './names.ts';
import {
  type ReviewWordsOptions,
  choiceName,
  gradeName,
  lossWithMargin,
  seatGradeSentence,
} from './review.ts';
import { baseUnits } from './verdict.ts';

const TASK: Readonly<Record<DecisionKind, Readonly<Record<Lang, string>>>> = {
  trump: { cs: 'Zvol trumfy.', en: 'Choose trumps.' },
  game: { cs: 'Jakou hru zvolíš?', en: 'Which game do you choose?' },
  discard: { cs: 'Které dvě karty odložíš do talonu?', en: 'Which two cards do you lay away?' },
  answer: { cs: 'Dobrá, nebo Špatná?', en: 'Good or Bad?' },
  announce: { cs: 'Co ohlásíš?', en: 'What do you announce?' },
  double: {
    cs: 'Dáš flek (nebo sedmu či sto proti), nebo ne?',
    en: 'Do you double (or announce seven or hundred against)?',
  },
  auction: { cs: 'Jak budeš licitovat?', en: 'What is your call in the auction?' },
  talon: { cs: 'Co po talonu zahlásíš?', en: 'What do you declare after the talon?' },
  call: { cs: 'Kterou kartu zavoláš?', en: 'Which card do you call?' },
  card: { cs: 'Kterou kartu zahraješ?', en: 'Which card do you play?' },
};

/** The task of a bidding drill: what to decide ("Jakou hru zvolíš?"). */
export function bidTaskWords(kind: DecisionKind, lang: Lang): string {
  return TASK[kind][lang];
}

/** By what the answer is judged: the most money on average over what the seat cannot see. */
export function bidJudgedWords(over: 'deals' | 'draws', lang: Lang): string {
  const cs = lang === 'cs';
  return over === 'draws'
    ? cs
      ? 'Vyber, co ti z tvého pohledu vynese v průměru nejvíc, ať si kdo lízne cokoli.'
      : 'Choose what earns you most on average from your seat, whatever anyone draws.'
    : cs
      ? 'Vyber, co ti z tvého pohledu vynese v průměru nejvíc, ať leží karty, které nevidíš, jakkoli.'
      : 'Choose what earns you most on average from your seat, however the cards you cannot see lie.';
}

/** How the values were found, in one or two sentences. */
export function bidMethodWords(over: 'deals' | 'draws', lang: Lang): string {
  const cs = lang === 'cs';
  if (over === 'draws')
    return cs
      ? 'Každá možnost je dohraná na stejných dobraních (pořadí balíčku a soupeřovy karty): zbytek hlášení podle počítače, do konce lízání podle jednoduchých pravidel, pak nejlépe. Hodnota je průměr tvých peněz.'
      : 'Every choice is played out on the same draws (orders of the stock with the other hand): the rest of the calls by the computer, the stock by its rules of thumb, then at best. A value is the mean of your money.';
  return cs
    ? 'Každá možnost je dohraná na stejných rozdáních karet, které nevidíš: zbytek licitace podle počítače, pak hra se všemi kartami odkrytými. Hodnota je průměr tvých peněz od každého obránce; ± je chyba odhadu (95 %).'
    : 'Every choice is played out on the same deals of the cards you cannot see: the rest of the bidding by the computer, then the play with every card visible. A value is the mean of your money per defender; ± is the sampling error (95 %).';
}

/** A value from the decider's side with its sign: "+1,5 základu", "−2 základy". */
export function signedValue(v: number, lang: Lang): string {
  const r = Math.round(v * 100) / 100;
  const sign = r > 0 ? '+' : r < 0 ? '−' : '';
  return `${sign}${baseUnits(r, lang)}`;
}

/** A choice's difference to the best with its ±: "−1,2 ± 0,4 základu"; the best and its equals "0". */
export function lossWords(c: BidChoiceValue, lang: Lang): string {
  return c.right ? formatNumber(0, lang) : lossWithMargin(c.loss, c.margin, lang);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A number of base units with its sign, for a table whose heading names the unit: "+4,08", "−2". */
export function signedNumber(v: number, lang: Lang): string {
  const r = round2(v);
  return `${r > 0 ? '+' : r < 0 ? '−' : ''}${formatNumber(Math.abs(r), lang)}`;
}

/** A loss with its ± for such a table: "−1,58 ± 1,41"; an answer "0". */
export function lossNumber(c: BidChoiceValue, lang: Lang): string {
  if (c.right) return formatNumber(0, lang);
  return `${signedNumber(-c.loss, lang)} ± ${formatNumber(Math.max(0.01, round2(c.margin)), lang)}`;
}

/** What a bidding drill's answer carries that the words need. */
export interface BidAnswerFigures {
  readonly choice: number;
  readonly choices: readonly BidChoiceValue[];
  readonly best: number;
  readonly kind: DecisionKind;
  readonly samples: number;
  readonly over: 'deals' | 'draws';
}

/**
 * The chosen choice as the review grades a seat-view decision (a `SeatGrade` against the best), so the
 * review's sentence words it: its loss and ± against the best, the grade from the lower end.
 */
export function bidSeatGrade(a: BidAnswerFigures, side: Side = 'declarer'): SeatGrade {
  const c = a.choices[a.choice] as BidChoiceValue;
  const best = a.choices[a.best] as BidChoiceValue;
  return {
    value: forSide(side, c.value),
    bestValue: forSide(side, best.value),
    loss: c.right ? 0 : c.loss,
    grade: c.right ? 'best' : c.grade,
    samples: a.samples,
    margin: c.right ? 0 : c.margin,
    exact: false,
    withinError: false,
    decided: true,
    bestAction: c.right ? null : best.action,
    ...(a.over === 'draws' ? { over: 'draws' as const } : {}),
  };
}

export interface BidAnswerWords {
  /** Správně — … / Tahle volba je horší … */
  readonly outcome: string;
  /** The review's sentence on the chosen one from the seat's view. */
  readonly seatView: string;
  /**
   * Each choice: its name, value and difference to the best with ± (with the unit: "+4,08 základu",
   * "−1,58 ± 1,41 základu"; and as bare numbers for a table that names the unit), and whether it is
   * an answer.
   */
  readonly rows: readonly {
    readonly action: Action;
    readonly name: string;
    readonly value: string;
    readonly loss: string;
    readonly valueNumber: string;
    readonly lossNumber: string;
    readonly grade: string;
    readonly right: boolean;
    readonly best: boolean;
  }[];
  /** How the values were found. */
  readonly method: string;
}

/** A bidding drill's answer in words. */
export function bidAnswerWords(
  a: BidAnswerFigures,
  lang: Lang,
  options: ReviewWordsOptions = {},
): BidAnswerWords {
  const cs = lang === 'cs';
  const c = a.choices[a.choice] as BidChoiceValue;
  const name = choiceName(c.action, lang, options);
  const outcome = c.right
    ? cs
      ? `Správně — ${name} je z tvého pohledu nejlepší volba.`
      : `Right — ${name} is the best choice from your seat.`
    : cs
      ? `${capital(name)} je z tvého pohledu horší volba (${gradeName(c.grade, lang)}).`
      : `${capital(name)} is a worse choice from your seat (${gradeName(c.grade, lang)}).`;
  const rows = a.choices
    .map((x, i) => ({
      action: x.action,
      name: choiceName(x.action, lang, options),
      value: signedValue(x.value, lang),
      loss: lossWords(x, lang),
      valueNumber: signedNumber(x.value, lang),
      lossNumber: lossNumber(x, lang),
      grade: gradeName(x.right ? 'best' : x.grade, lang),
      right: x.right,
      best: i === a.best,
      order: x.right ? -1 : x.loss,
    }))
    .sort((x, y) => x.order - y.order)
    .map(({ order: _, ...row }) => row);
  return {
    outcome,
    seatView: seatGradeSentence(bidSeatGrade(a), a.kind, lang, options),
    rows,
    method: bidMethodWords(a.over, lang),
  };
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
