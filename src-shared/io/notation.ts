/**
 * A position as one line of text, to type by hand and paste in chat (docs/formats.md, "Position as
 * text"):
 *
 *   csm d2 0:H seven game:1 / HA HX HK … / H9 H8 … / HU BU … / A8 A7 / B7 BA B8, HA
 *
 * `toNotation` writes the canonical text; `parseNotation` reads a text into a Position, checking only
 * the text's own grammar and vocabulary, and reports the first problem with its column and token;
 * `readNotation` then validates the position with `fromPosition` and locates its problem in the text
 * too. The text is bounded (NOTATION_MAX) before it is read and read in one linear pass.
 */
import { type Card, type Suit, isCard, isSuit } from '../cards/card.ts';
import { COMPONENTS, type ComponentKind, GAMES, type Game } from '../engine/contract.ts';
import { type Announced, type Position, fromPosition, variantOf } from '../engine/position.ts';
import { STEPS, type StepId } from '../variants/auction/ladder.ts';
import { type Rank, RANKS, SUITS } from '../cards/card.ts';
import { DEFAULT_VARIANT, VARIANTS, type Variant } from '../engine/table.ts';
import { variantDef } from '../variants/registry.ts';
import type { HandState } from '../engine/state.ts';
import { KNOWN_PRESET_IDS, PRESETS, type PresetId, type Ruleset } from '../rules/ruleset.ts';
import { type Result, err, ok } from '../util/result.ts';
import type { InputError, NotationPart, NotationProblem } from './errors.ts';
import { parseRules } from './parse.ts';

/** The longest text read; a longer one is refused by its length alone. */
export const NOTATION_MAX = 4000;
/** Tokens quoted in an error are cut to this many characters. */
const TOKEN_SHOWN = 24;

// ---------------------------------------------------------------------------------------------
// Writing

/** A preset the text may name: volený's and licitovaný's (csm002). */
const isPreset = (id: string): id is PresetId => (KNOWN_PRESET_IDS as readonly string[]).includes(id);

/** The options of `rules` that differ from its preset (rates key by key); empty when none. */
function rulesDiff(rules: Ruleset): Record<string, unknown> {
  // The base is the preset the text names (rulesText): one the notation does not know is written as csm.
  const base: Ruleset = isPreset(rules.preset) ? PRESETS[rules.preset] : PRESETS.csm;
  const diff: Record<string, unknown> = {};
  const r = rules as unknown as Record<string, unknown>;
  const b = base as unknown as Record<string, unknown>;
  for (const k of Object.keys(r)) {
    if (k === 'preset') continue;
    if (k === 'rates') {
      const rates: Record<string, unknown> = {};
      const rr = rules.rates as unknown as Record<string, unknown>;
      const br = base.rates as unknown as Record<string, unknown>;
      for (const rk of Object.keys(rr)) if (rr[rk] !== br[rk]) rates[rk] = rr[rk];
      if (Object.keys(rates).length > 0) diff.rates = rates;
    } else if (JSON.stringify(r[k]) !== JSON.stringify(b[k])) {
      diff[k] = r[k];
    }
  }
  return diff;
}

function rulesText(rules: Ruleset): string {
  const id = isPreset(rules.preset) ? rules.preset : 'csm';
  const diff = rulesDiff(rules);
  return Object.keys(diff).length === 0 ? id : `${id}${JSON.stringify(diff)}`;
}

/** The announcements and doubles, one token per component, in the order of COMPONENTS. */
function componentTokens(p: Position): string[] {
  const a = p.announced;
  const out: string[] = [];
  for (const k of COMPONENTS) {
    const n = p.doubles[k] ?? 0;
    let token: string | null = n > 0 ? k : null;
    if ((k === 'seven' && a.seven) || (k === 'hundred' && a.hundred)) token = k;
    const by = k === 'sevenAgainst' ? a.sevenAgainst : k === 'hundredAgainst' ? a.hundredAgainst : null;
    if (by !== null && by !== undefined) token = `${k}@${by}`;
    if (token !== null) out.push(n > 0 ? `${token}:${n}` : token);
  }
  return out;
}

const cardsText = (cards: readonly Card[]) => (cards.length === 0 ? '-' : cards.join(' '));

/** A variant's own header tokens: `aux:S`, `won:STEP` (licitovaný), `called:R` (křížový). */
function variantTokens(p: Position): string[] {
  const out: string[] = [];
  if ((p.aux ?? null) !== null) out.push(`aux:${p.aux}`);
  if ((p.wonStep ?? null) !== null) out.push(`won:${p.wonStep}`);
  if ((p.called ?? null) !== null) out.push(`called:${p.called}`);
  return out;
}

/** The canonical one-line text of a position. */
export function toNotation(p: Position): string {
  const v = variantOf(p);
  const contract = `${p.declarer}:${p.game === 'suit' ? (p.trump ?? '?') : p.game}`;
  const header = [
    ...(v === DEFAULT_VARIANT ? [] : [v]),
    rulesText(p.rules),
    `d${p.dealer}`,
    contract,
    ...componentTokens(p),
    ...variantTokens(p),
  ].join(' ');
  const tricks = p.tricks.length === 0 ? '-' : p.tricks.map((t) => t.join(' ')).join(', ');
  // A variant with a stock (lízaný) has no talon: the part after the hands is its stock.
  const aside = variantDef(v).stockSize > 0 ? (p.stock ?? []) : p.talon;
  return [header, ...p.hands.map(cardsText), cardsText(aside), tricks].join(' / ');
}

// ---------------------------------------------------------------------------------------------
// Reading

interface Token {
  readonly text: string;
  /** 1-based column of its first character. */
  readonly column: number;
  /** A word, or one of the separators "/" and ",". */
  readonly kind: 'word' | '/' | ',';
}

/** Where in the text each part of the position came from, by the JSON path fromPosition reports. */
type Spans = Map<string, Token>;

class Fail {
  readonly error: InputError;
  constructor(error: InputError) {
    this.error = error;
  }
}

const shown = (text: string) => (text.length > TOKEN_SHOWN ? `${text.slice(0, TOKEN_SHOWN)}…` : text);
const at = (t: Token, problem: NotationProblem): Fail =>
  new Fail({ code: 'notation', column: t.column, token: shown(t.text), problem });
const expected = (t: Token, what: NotationPart) => at(t, { kind: 'expected', what });
const located = (t: Token, error: InputError) => at(t, { kind: 'input', error });

const isSpace = (c: string) => c.trim() === '';

/** Splits the text into words and separators in one pass; a `{` runs to its matching `}`. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '/' || c === ',') {
      out.push({ text: c, column: i + 1, kind: c });
      i++;
      continue;
    }
    const start = i;
    while (i < text.length) {
      const d = text[i] as string;
      if (isSpace(d) || d === '/' || d === ',') break;
      if (d === '{') {
        // JSON of rule options: to the matching brace, strings and escapes skipped.
        const open = i;
        let depth = 0;
        let inString = false;
        for (; i < text.length; i++) {
          const e = text[i] as string;
          if (inString) {
            if (e === '\\') i++;
            else if (e === '"') inString = false;
          } else if (e === '"') inString = true;
          else if (e === '{') depth++;
          else if (e === '}' && --depth === 0) break;
        }
        if (i >= text.length)
          throw at({ text: text.slice(open), column: open + 1, kind: 'word' }, { kind: 'unclosed' });
      }
      i++;
    }
    out.push({ text: text.slice(start, i), column: start + 1, kind: 'word' });
  }
  return out;
}

/** The words of one part of the text, between two "/" (or the ends), and where that part begins. */
interface Section {
  readonly words: Token[];
  /** The words between commas (tricks only), and the commas. */
  readonly groups: Token[][];
  readonly commas: Token[];
  /** The first token of the part, or the separator after it when the part is empty. */
  readonly start: Token;
  /** The "/" after the part, or an empty token at the end of the text. */
  readonly close: Token;
}

function sections(tokens: readonly Token[], end: Token): Section[] {
  const out: Section[] = [];
  let groups: Token[][] = [[]];
  let commas: Token[] = [];
  let first: Token | null = null;
  const close = (sep: Token) => {
    out.push({ words: groups.flat(), groups, commas, start: first ?? sep, close: sep });
    groups = [[]];
    commas = [];
    first = null;
  };
  for (const t of tokens) {
    if (t.kind === '/') {
      close(t);
      continue;
    }
    first ??= t;
    if (t.kind === ',') {
      groups.push([]);
      commas.push(t);
    } else (groups[groups.length - 1] as Token[]).push(t);
  }
  close(end);
  return out;
}

function rules(t: Token, spans: Spans): Ruleset {
  spans.set('rules', t);
  const brace = t.text.indexOf('{');
  const id = (brace < 0 ? t.text : t.text.slice(0, brace)).toLowerCase();
  if (!isPreset(id)) {
    if (id === '') throw expected(t, 'rules');
    throw located(t, { code: 'invalid', path: 'rules', problem: { kind: 'unknownPreset', value: id } });
  }
  if (brace < 0) return PRESETS[id];
  let options: unknown;
  try {
    options = JSON.parse(t.text.slice(brace)) as unknown;
  } catch (e) {
    throw located(t, { code: 'json', message: e instanceof Error ? e.message : String(e) });
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw expected(t, 'rules');
  const parsed = parseRules({ ...options, preset: id }, 'rules');
  if (!parsed.ok) throw located(t, parsed.error);
  return parsed.value;
}

function contract(t: Token, spans: Spans): { declarer: number; game: Game; trump: Suit | null } {
  const m = /^(\d{1,2}):(.+)$/.exec(t.text);
  if (!m) throw expected(t, 'contract');
  const what = m[2] as string;
  const upper = what.toUpperCase();
  const game = GAMES.find((g) => g !== 'suit' && g.toLowerCase() === what.toLowerCase());
  if (game === undefined && !isSuit(upper)) throw expected(t, 'contract');
  for (const path of ['declarer', 'trump', 'game']) spans.set(path, t);
  return game === undefined
    ? { declarer: Number(m[1]), game: 'suit', trump: upper as Suit }
    : { declarer: Number(m[1]), game, trump: null };
}

interface Contract {
  announced: { seven: boolean; hundred: boolean; sevenAgainst: number | null; hundredAgainst: number | null };
  doubles: Partial<Record<ComponentKind, number>>;
}

/** `kind`, `kind@seat` (seven or hundred against) and either with `:doubles`. */
function component(t: Token, out: Contract, spans: Spans): void {
  const m = /^([A-Za-z]+)(?:@(\d{1,2}))?(?::(\d{1,2}))?$/.exec(t.text);
  const kind = m ? COMPONENTS.find((k) => k.toLowerCase() === (m[1] as string).toLowerCase()) : undefined;
  if (!m || kind === undefined) throw expected(t, 'component');
  const against = kind === 'sevenAgainst' || kind === 'hundredAgainst';
  // A seat is written exactly for the components the defence announces.
  if (against !== (m[2] !== undefined)) throw expected(t, 'component');
  if (spans.has(`component.${kind}`)) throw at(t, { kind: 'repeated', component: kind });
  spans.set(`component.${kind}`, t);
  const a = out.announced;
  if (kind === 'seven' || kind === 'hundred') {
    a[kind] = true;
    spans.set(`announced.${kind}`, t);
  } else if (against) {
    a[kind] = Number(m[2]);
    spans.set(`announced.${kind}`, t);
  }
  if (m[3] !== undefined) {
    const n = Number(m[3]);
    if (n < 1) throw expected(t, 'component');
    out.doubles[kind] = n;
    spans.set(`doubles.${kind}`, t);
  }
}

/** The cards of one list; `path` names it as the JSON form would (hands[1], talon, tricks[2]). */
function cardList(words: readonly Token[], path: string, spans: Spans): Card[] {
  if (words.length === 1 && (words[0] as Token).text === '-') return [];
  return words.map((t, i) => {
    const upper = t.text.toUpperCase();
    if (!isCard(upper)) throw located(t, { code: 'unknownCard', path: `${path}[${i}]`, value: t.text });
    spans.set(`${path}[${i}]`, t);
    return upper;
  });
}

/** Trick `k`: a group of cards between commas; an empty group is a slip (", ," or a comma at the end). */
function trick(g: readonly Token[], k: number, part: Section, spans: Spans): Card[] {
  // The comma that closes the empty group, or the one before it when it is the last.
  if (g.length === 0) throw expected(part.commas[k] ?? part.commas[k - 1] ?? part.close, 'trick');
  spans.set(`tricks[${k}]`, g[0] as Token);
  return cardList(g, `tricks[${k}]`, spans);
}

function noCommas(s: Section): void {
  const comma = s.commas[0];
  if (comma !== undefined) throw at(comma, { kind: 'commaOutsideTricks' });
}

function parse(text: string, spans: Spans): Position {
  if (text.length > NOTATION_MAX)
    throw new Fail({
      code: 'notation',
      column: NOTATION_MAX + 1,
      token: '',
      problem: { kind: 'tooLong', max: NOTATION_MAX, length: text.length },
    });
  const tokens = tokenize(text);
  const end: Token = { text: '', column: text.length + 1, kind: 'word' };
  const parts = sections(tokens, end);
  if (parts.length < 5 || parts.length > 7) {
    // Too many: at the first "/" too many; too few: at the end of the text.
    const slashes = tokens.filter((t) => t.kind === '/');
    throw at(parts.length > 7 ? (slashes[6] as Token) : end, { kind: 'sections', got: parts.length });
  }
  const players = parts.length - 3;
  const header = parts[0] as Section;
  noCommas(header);
  // A variant other than volený is named first (format 2); a text without one is volený.
  const first = header.words[0];
  const named =
    first === undefined ? undefined : VARIANTS.find((w) => w.toLowerCase() === first.text.toLowerCase());
  const variant: Variant = named ?? DEFAULT_VARIANT;
  const [r, d, c, ...rest] = named === undefined ? header.words : header.words.slice(1);
  spans.set('players', first ?? header.start);
  if (named !== undefined) spans.set('variant', first as Token);
  const missing = (what: NotationPart) => expected(header.close, what);
  if (r === undefined) throw missing('rules');
  const ruleset = rules(r, spans);
  if (d === undefined) throw missing('dealer');
  const dm = /^d(\d{1,2})$/i.exec(d.text);
  if (!dm) throw expected(d, 'dealer');
  spans.set('dealer', d);
  if (c === undefined) throw missing('contract');
  const { declarer, game, trump } = contract(c, spans);
  const comps: Contract = {
    announced: { seven: false, hundred: false, sevenAgainst: null, hundredAgainst: null },
    doubles: {},
  };
  const own: VariantFields = {};
  for (const t of rest) if (!variantToken(t, own, spans)) component(t, comps, spans);
  // A variant field missing or wrong for the contract is located at the contract.
  for (const path of ['aux', 'wonStep', 'called']) if (!spans.has(path)) spans.set(path, c);

  const hands: Card[][] = [];
  for (let s = 0; s < players; s++) {
    const part = parts[1 + s] as Section;
    noCommas(part);
    spans.set(`hands[${s}]`, part.start);
    hands.push(cardList(part.words, `hands[${s}]`, spans));
  }
  spans.set('hands', (parts[1] as Section).start);
  const talonPart = parts[players + 1] as Section;
  noCommas(talonPart);
  // A variant with a stock (lízaný) has no talon: the part after the hands is its stock.
  const withStock = variantDef(variant).stockSize > 0;
  const aside = withStock ? 'stock' : 'talon';
  spans.set(aside, talonPart.start);
  const asideCards = cardList(talonPart.words, aside, spans);
  const talon = withStock ? [] : asideCards;
  if (withStock) own.stock = asideCards;
  const trickPart = parts[players + 2] as Section;
  spans.set('tricks', trickPart.start);
  const none =
    trickPart.words.length === 0 ||
    (trickPart.words.length === 1 && (trickPart.words[0] as Token).text === '-');
  const tricks = none ? [] : trickPart.groups.map((g, k) => trick(g, k, trickPart, spans));
  const announced: Announced = comps.announced;
  return {
    rules: ruleset,
    players: players as Position['players'],
    dealer: Number(dm[1]),
    declarer,
    game,
    trump,
    announced,
    doubles: comps.doubles,
    hands,
    talon,
    tricks,
    ...(variant === DEFAULT_VARIANT ? {} : { variant }),
    ...own,
  };
}

/** A variant's own fields as the header gives them. */
interface VariantFields {
  aux?: Suit;
  wonStep?: StepId;
  called?: Rank;
  stock?: Card[];
}

/** `aux:S`, `won:STEP` or `called:R`: read into `out` (true), or not one of them (false). */
function variantToken(t: Token, out: VariantFields, spans: Spans): boolean {
  const m = /^(aux|won|called):(.*)$/i.exec(t.text);
  if (!m) return false;
  const key = (m[1] as string).toLowerCase();
  const value = m[2] as string;
  const path = key === 'won' ? 'wonStep' : key;
  if (spans.has(path)) throw at(t, { kind: 'repeated', component: path });
  spans.set(path, t);
  if (key === 'aux') {
    const suit = SUITS.find((x) => x === value.toUpperCase());
    if (suit === undefined) throw expected(t, 'variantField');
    out.aux = suit;
  } else if (key === 'won') {
    const step = STEPS.find((x) => x.toLowerCase() === value.toLowerCase());
    if (step === undefined) throw expected(t, 'variantField');
    out.wonStep = step;
  } else {
    const rank = RANKS.find((x) => x === value.toUpperCase());
    if (rank === undefined) throw expected(t, 'variantField');
    out.called = rank;
  }
  return true;
}

/** The position a text describes, checked for its grammar and vocabulary only (not the game's rules). */
export function parseNotation(text: string): Result<Position, InputError> {
  return parseWithSpans(text, new Map());
}

function parseWithSpans(text: string, spans: Spans): Result<Position, InputError> {
  try {
    return ok(parse(text, spans));
  } catch (e) {
    if (e instanceof Fail) return err(e.error);
    throw e;
  }
}

/** The token a validation error points at: its path, or the nearest enclosing part of the text. */
function locate(error: InputError, p: Position, spans: Spans): Token | null {
  let path: string | null;
  switch (error.code) {
    case 'duplicateCard':
      path = error.paths[1] ?? error.paths[0] ?? null;
      break;
    case 'illegalPlay':
      path = `tricks[${error.trick}][${(p.tricks[error.trick] ?? []).indexOf(error.card)}]`;
      break;
    case 'shape':
    case 'unknownCard':
    case 'cardCount':
    case 'invalid':
      path = error.path;
      break;
    default:
      return null;
  }
  while (path !== null && path !== '') {
    const t = spans.get(path);
    if (t !== undefined) return t;
    const cut = Math.max(path.lastIndexOf('['), path.lastIndexOf('.'));
    path = cut > 0 ? path.slice(0, cut) : null;
  }
  return null;
}

/**
 * A text read and validated: the position and the state it stands for, or the first problem located
 * in the text (cards missing altogether have no place and come unlocated).
 */
export function readNotation(text: string): Result<{ position: Position; state: HandState }, InputError> {
  const spans: Spans = new Map();
  const parsed = parseWithSpans(text, spans);
  if (!parsed.ok) return parsed;
  const state = fromPosition(parsed.value);
  if (state.ok) return ok({ position: parsed.value, state: state.value });
  const t = locate(state.error, parsed.value, spans);
  return err(t === null ? state.error : located(t, state.error).error);
}
