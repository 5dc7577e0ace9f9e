/**
 * "Proč? / Why?" after a hand: why a computer seat made one of its calls, as any seat at the table may
 * hear it once the hand is over. The answer is data (`CallWhy`), made from the decision's own `Hint`
 * by `callReason` and worded by `formatCallWhy` in Czech and English. It carries counts, shares, games
 * and money, never a card and never a count read from the computer's hidden hand (the length of its
 * trump suit, the cards it laid in the talon), so it tells nobody anything the hand did not show.
 */
import type { Game } from '../engine/contract.ts';
import { type Citation, OUTCOME_ARTICLE, formatCitation } from './articles.ts';
import type { Hint } from './hint.ts';
import { formatMoney, plural } from './format.ts';
import { type Lang, gameName } from './names.ts';

/** The side a computer seat was on when it made the call. */
export type WhySide = 'declarer' | 'defence';

/** Why a call was made, without cards: the shape of its `Hint` that may be told to every seat. */
export type CallReason =
  /** Only one call was allowed. */
  | { readonly kind: 'forced' }
  /** The random baseline drew it. */
  | { readonly kind: 'random' }
  /** A rule of thumb (no deals solved for it). */
  | { readonly kind: 'rule' }
  /** The talon: which cards went there stays hidden; the level's pair is not told. */
  | { readonly kind: 'talon' }
  /**
   * Measured on sampled deals consistent with what the seat knew: `win` the weighted share in which
   * its side came out ahead; `deals`, `won` the deals solved and those won (when the decision counted
   * them); `gain` the money in haléř per defender the call was expected to bring over passing;
   * `pass`: the call was a pass (no flek, re, … nor announcement against) on these deals.
   */
  | {
      readonly kind: 'estimate';
      readonly side: WhySide;
      readonly pass: boolean;
      readonly win: number;
      readonly deals: number | null;
      readonly won: number | null;
      readonly gain: number | null;
    }
  /**
   * Dobrá (approve): no higher game (`best` null) or the best higher game `best` wins only `win` of the
   * deals (`noGain`: often enough, but it does not pay clearly more).
   */
  | { readonly kind: 'approve'; readonly best: Game | null; readonly win: number; readonly noGain: boolean }
  /** Špatná (refuse): taking over with `game` wins `win` of the deals. */
  | { readonly kind: 'refuse'; readonly game: Game; readonly win: number }
  /** A flek of a durch that the seat's own aces break on every layout (proven, no estimate). */
  | { readonly kind: 'proof' }
  /**
   * A flek of plain dvě sedmy that the seat's own `count` cards of the auxiliary suit lose without play
   * (proven, no estimate; turnajová pravidla čl. III odst. 1).
   */
  | { readonly kind: 'auxFourProof'; readonly count: number }
  /** A game the seat's own cards win on every layout (a durch proven, no deal solved). */
  | { readonly kind: 'certainGame'; readonly game: Game }
  /** A game chosen by the learned evaluation of the seat's own cards (no deal solved): `win` its estimate. */
  | { readonly kind: 'learned'; readonly side: WhySide; readonly game: Game; readonly win: number }
  /** A pass of another seat's betl or durch: the levels flek those only on proof. */
  | { readonly kind: 'noProof' };

export type CallReasonKind = CallReason['kind'];

/** The answer of `callWhy`: the call's seat, its place in the hand's actions and its reason. */
export interface CallWhy {
  readonly seat: number;
  readonly index: number;
  readonly reason: CallReason;
}

/**
 * The tellable reason of a call's hint. `side`: the seat's side when it called; `baseHaler`: the stake
 * that turns the hint's gain (units per defender) into money. Null for a hint of card play (no call).
 */
export function callReason(hint: Hint, side: WhySide, baseHaler: number): CallReason | null {
  const estimate = (
    win: number,
    extra: { deals?: number; won?: number; gain?: number } = {},
    pass = false,
  ): CallReason => ({
    kind: 'estimate',
    side,
    pass,
    win,
    deals: extra.deals ?? null,
    won: extra.won ?? null,
    gain: extra.gain === undefined ? null : extra.gain * baseHaler,
  });
  switch (hint.code) {
    case 'forced':
      return { kind: 'forced' };
    case 'random':
      return { kind: 'random' };
    case 'bestCard':
    case 'levelCard':
    case 'drawTrumps':
    case 'leadWinner':
    case 'leadLow':
    case 'takeTrick':
    case 'smear':
    case 'throwLow':
      return null;
    case 'trumps':
    case 'trumpsBlind':
    case 'callRank':
      return hint.win === undefined ? { kind: 'rule' } : estimate(hint.win);
    case 'chooseGame':
      if (hint.by === 'proof') return { kind: 'certainGame', game: hint.game };
      if (hint.by === 'learned' && hint.win !== null)
        return { kind: 'learned', side, game: hint.game, win: hint.win };
      return hint.win === null ? { kind: 'rule' } : estimate(hint.win);
    case 'announce':
      return hint.win === null ? { kind: 'rule' } : estimate(hint.win);
    case 'discard':
      return { kind: 'talon' };
    case 'approve':
      return { kind: 'approve', best: hint.best, win: hint.win, noGain: hint.noGain === true };
    case 'refuse':
      return { kind: 'refuse', game: hint.game, win: hint.win };
    case 'double':
      if (hint.proven === true && hint.auxFour !== undefined)
        return { kind: 'auxFourProof', count: hint.auxFour.count };
      if (hint.proven === true) return { kind: 'proof' };
      return hint.win === null ? { kind: 'rule' } : estimate(hint.win, hint);
    case 'pass':
      if (hint.noProof === true) return { kind: 'noProof' };
      return hint.win === null ? { kind: 'rule' } : estimate(hint.win, hint, true);
    case 'bid':
    case 'hold':
    case 'drop':
    case 'fold':
    case 'declare':
    case 'trumpSuit':
      return { kind: 'rule' };
  }
}

/** Czech writes a space before the percent sign, English does not. */
const pct = (share: number, lang: Lang) => `${Math.round(share * 100)}${lang === 'cs' ? ' %' : '%'}`;

/**
 * The reason as one or two sentences, without a person (the log line above it names who called what):
 * "Z 24 rozdání, která odpovídají vlastním kartám a dosavadní licitaci, vyhrála obrana 19. Čekaný
 * zisk oproti mlčení: +0,60 Kč na obránce."
 */
export function formatCallWhy(reason: CallReason, lang: Lang): string {
  const cs = lang === 'cs';
  switch (reason.kind) {
    case 'forced':
      return cs ? 'Jiná možnost nebyla.' : 'There was no other choice.';
    case 'random':
      return cs ? 'Náhodná volba (nejslabší úroveň).' : 'A random choice (the weakest level).';
    case 'rule':
      return cs
        ? 'Podle pravidla palce z vlastních karet, bez propočítávání rozdání.'
        : 'By a rule of thumb from its own cards, without solving any deals.';
    case 'talon':
      return cs
        ? 'Které karty šly do talonu, ostatní neviděli, a proto je tu nejmenujeme.'
        : 'Which cards went to the talon the others did not see, so they are not named here.';
    case 'approve':
      if (reason.best === null)
        return cs ? 'Žádná vyšší hra se nevyplatila.' : 'No higher game was worth playing.';
      return reason.noGain
        ? cs
          ? `Vyšší hra (${gameName(reason.best, lang)}) by vyšla odhadem v ${pct(reason.win, lang)} rozdání, ale nevynesla by prokazatelně víc než Dobrá.`
          : `A higher game (${gameName(reason.best, lang)}) would have succeeded in an estimated ${pct(reason.win, lang)} of the deals, but would not clearly have paid more than approving.`
        : cs
          ? `Vyšší hra (${gameName(reason.best, lang)}) by vyšla odhadem jen v ${pct(reason.win, lang)} rozdání.`
          : `A higher game (${gameName(reason.best, lang)}) would have succeeded in only an estimated ${pct(reason.win, lang)} of the deals.`;
    case 'refuse':
      return cs
        ? `Převzetí hry (${gameName(reason.game, lang)}) vycházelo odhadem v ${pct(reason.win, lang)} rozdání.`
        : `Taking over (${gameName(reason.game, lang)}) succeeded in an estimated ${pct(reason.win, lang)} of the deals.`;
    case 'proof':
      return cs
        ? 'Vlastní esa durch porazí, ať jsou ostatní karty rozdané jakkoli (důkaz, žádný odhad).'
        : 'Its own aces beat the durch however the other cards lie (a proof, not an estimate).';
    case 'auxFourProof': {
      const cite = formatCitation(OUTCOME_ARTICLE.auxFour as Citation, lang);
      return cs
        ? `Pomocné barvy má v ruce ${reason.count} ${plural(reason.count, 'kartu', 'karty', 'karet')}: dvě sedmy aktér prohrává bez sehrávky, ať jsou ostatní karty rozdané jakkoli (důkaz, žádný odhad; ${cite}).`
        : `It holds ${reason.count} cards of the auxiliary suit: the declarer loses dvě sedmy without play however the other cards lie (a proof, not an estimate; ${cite}).`;
    }
    case 'certainGame':
      return cs
        ? `Vlastní karty hru (${gameName(reason.game, lang)}) vyhrají, ať jsou ostatní karty rozdané jakkoli (důkaz, žádný odhad).`
        : `Its own cards win the game (${gameName(reason.game, lang)}) however the other cards lie (a proof, not an estimate).`;
    case 'learned':
      return cs
        ? `Podle naučeného odhadu z vlastních dvanácti karet, bez propočítávání rozdání: ${gameName(reason.game, lang)} vyjde ${reason.side === 'defence' ? 'obraně' : 'straně hráče'} odhadem v ${pct(reason.win, lang)} rozdání.`
        : `By the learned evaluation of its own twelve cards, without solving any deals: ${gameName(reason.game, lang)} succeeds for ${reason.side === 'defence' ? 'the defence' : "the declarer's side"} in an estimated ${pct(reason.win, lang)} of deals.`;
    case 'noProof':
      return cs
        ? 'Proti betlu a durchu flekuje počítač jen tehdy, když vlastní karty dokážou, že hra padne.'
        : 'Against betl and durch the computer doubles only where its own cards prove the game lost.';
    case 'estimate':
      return estimateWords(reason, lang);
  }
}

function estimateWords(r: Extract<CallReason, { kind: 'estimate' }>, lang: Lang): string {
  const cs = lang === 'cs';
  const who = cs
    ? r.side === 'defence'
      ? 'obrana'
      : 'strana hráče'
    : r.side === 'defence'
      ? 'the defence'
      : "the declarer's side";
  let first: string;
  if (r.deals !== null && r.won !== null) {
    first = cs
      ? `Z ${r.deals} ${plural(r.deals, 'rozdání, které odpovídá', 'rozdání, která odpovídají', 'rozdání, která odpovídají')} vlastním kartám a dosavadní licitaci, vyhrála ${who} ${r.won}.`
      : `Of ${r.deals} ${r.deals === 1 ? 'deal' : 'deals'} consistent with its own cards and the calls so far, ${who} won ${r.won}.`;
  } else {
    first = cs
      ? `V rozdáních, která odpovídají vlastním kartám a dosavadní licitaci, vyhrála ${who} odhadem v ${pct(r.win, lang)}.`
      : `On deals consistent with its own cards and the calls so far, ${who} won an estimated ${pct(r.win, lang)}.`;
  }
  if (r.pass)
    return cs
      ? `${first} Zvýšit sázku se nevyplácelo dost jistě.`
      : `${first} Raising the stake did not pay surely enough.`;
  if (r.gain === null) return first;
  const money = formatMoney(r.gain, lang, true);
  return cs
    ? `${first} Čekaný zisk oproti mlčení: ${money} na obránce.`
    : `${first} Expected gain over passing: ${money} per defender.`;
}
