/**
 * The command line over the engine: JSON in, JSON out (docs/cli.md). `run` is pure so tests can call
 * it in-process; main.ts only wires it to argv, stdin and the exit code.
 */
import { Buffer, isUtf8 } from 'node:buffer';
import {
  type HandState,
  type InputError,
  type Reason,
  type Ruleset,
  PRESETS,
  PRESET_IDS,
  SEED_MAX,
  apply,
  createRng,
  dealPackets,
  describe,
  describeInputError,
  forehand,
  fromPosition,
  illegalCards,
  legalActions,
  parseAction,
  parseJson,
  parsePosition,
  parseRecord,
  parseRules,
  replay,
  settle,
  setupJson,
  shapeError,
  shuffledDeck,
  variantTable,
  toCards,
  toSetup,
  view,
} from '../../src-shared/index.ts';
import { newHand } from '../../src-shared/engine/deal.ts';
import { playingRules } from '../../src-shared/variants/registry.ts';
import { VARIANTS, type Variant } from '../../src-shared/engine/table.ts';
import { VARIANT_PLAYERS } from '../../src-shared/io/parse.ts';
import type { HandRecord } from '../../src-shared/engine/record.ts';
import { explainClaim, explainItem, formatReason, payShape } from '../../src-shared/explain/format.ts';
import type { Deck, Lang } from '../../src-shared/explain/names.ts';
import { explainAnalysis } from '../../src-shared/explain/verdict.ts';
import type { Analysis } from '../../src-shared/api/solver.ts';
import { MAX_LAYOUTS } from '../../src-shared/api/contract.ts';
import type { Position } from '../../src-shared/engine/position.ts';
import { readNotation, toNotation } from '../../src-shared/io/notation.ts';
import { execute, taskFor } from '../solver/tasks.ts';
import { finishedRecord, reviewFlags, reviewRecord } from './review.ts';
import { unwrap } from './input.ts';
import { mineDrill } from '../training/mine.ts';
import { THEMES, type Theme, goalOf } from '../training/drill-judge.ts';
import { BID_THEMES, isBidTheme } from '../training/bid-mine.ts';
import { bidDrillCommand } from './bid-drill.ts';
import { type Goal, goalId, parseGoalId } from '../../src-shared/goal/goal.ts';
import { judgeGoal, judgeGoalForSeat } from '../solver/goal.ts';
import { goalWords } from '../../src-shared/explain/goal.ts';
import { BASE_VARIANT, mainVariant } from '../variants/registry.ts';

export const EXIT = { ok: 0, refused: 1, badInput: 2, usage: 64 } as const;

/** The input: its bytes as read (decoded here, so invalid UTF-8 is refused, not replaced) or text. */
export type ReadInput = () => string | Uint8Array;

function readText(readInput: ReadInput): { ok: true; value: string } | { ok: false; error: InputError } {
  const input = readInput();
  if (typeof input === 'string') return { ok: true, value: input };
  if (!isUtf8(input)) return { ok: false, error: { code: 'encoding' } };
  return { ok: true, value: Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('utf8') };
}

const SEED_RANGE = `--seed must be an integer 0..${SEED_MAX}`;

export interface CliResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

/** Indented JSON, with arrays of plain values and flat objects (actions, card lists) on one line. */
const PLAIN = String.raw`(?:"[^"]*"|-?[\d.]+|null|true|false)`;
const FLAT_ARRAY = new RegExp(String.raw`\[\s+(${PLAIN}(?:,\s+${PLAIN})*)\s+\]`, 'g');
const VALUE = String.raw`(?:${PLAIN}|\[[^\[\]{}]*\])`;
const FLAT_OBJECT = new RegExp(String.raw`\{\s+("[^"]+": ${VALUE}(?:,\s+"[^"]+": ${VALUE})*)\s+\}`, 'g');
const json = (value: unknown) =>
  JSON.stringify(value, null, 2)
    .replace(FLAT_ARRAY, (_, inner: string) => `[${inner.replace(/,\s+/g, ', ')}]`)
    .replace(FLAT_OBJECT, (_, inner: string) => `{ ${inner.replace(/,\s+"/g, ', "')} }`) + '\n';
const done = (value: unknown): CliResult => ({ stdout: json(value), stderr: '', code: EXIT.ok });
const texts = (reason: Reason) => ({ cs: formatReason(reason, 'cs'), en: formatReason(reason, 'en') });

function badInput(error: InputError): CliResult {
  const message = { cs: describeInputError(error, 'cs'), en: describeInputError(error, 'en') };
  return {
    stdout: json({ ok: false, error, message }),
    stderr: `error: ${message.en}\n`,
    code: EXIT.badInput,
  };
}

function refused(reason: Reason): CliResult {
  const message = texts(reason);
  return {
    stdout: json({ ok: false, reason, message }),
    stderr: `refused: ${message.en}\n`,
    code: EXIT.refused,
  };
}

export const USAGE = `usage: npm run cli -- <command> [options] [file]
  deal --seed N [--variant V] [--players N] [--dealer D] [--rules PRESET]   a new hand as a record
                  V: chosen (volený, 3|4 players), auction (licitovaný, 3|4), fourHand (křížový, 4),
                  twoHand (lízaný, 2); PRESET: csm, csm002, house001, app004, english003
  legal [file]    a record or position -> the legal actions, and why each other card is refused
  apply [file]    {record|position, action} -> the next record/position, or the refusal
  settle [file]   a finished record or position -> the itemised settlement
  view --seat N [file]   what one seat may know
  solve [file]    a position in play -> its value under best play, a best card and the line
  analyze [--goal G] [file]  a position in play -> every legal card of the seat to act, with what it
                  loses (and with --goal whether it meets goal G, every hand open)
  laydown [file]  a position in play -> whether the declarer can claim the rest
  explain [--lang cs|en] [--deck czech|french] [file]   a position in play -> every legal card of the
                  seat to act with its verdict in words (Czech and English without --lang)
  seat --seat N [--seed S] [--max-layouts M] [--goal G] [file]   the seat to act's view -> per card,
                  over the layouts of the cards it cannot see (with --goal in how many it meets goal G)
                  G: keep.P | stop.P (P: contract, game, seven, hundred, betl, durch), money, points,
                  noTrick, everyLegal
  notation [--to text|json] [file]   a position as JSON <-> its one-line text (docs/formats.md)
  review --seat N [--lang cs|en] [--deck czech|french] [--seed S] [--layouts M] [--deals D] [file]
                  a finished hand's record -> every decision of the seat graded, with words
  drill --theme T --seed S [--kind exact|seat]   one drill mined by the app's own miner -> its position,
                  goal, answers and, for a seat drill, in how many layouts each legal card meets the goal
                  T: ${THEMES.join(', ')}
  drill --theme B --seed S [--variant V] [--seats N] [--attempts A]   one drill of a decision before
                  the first card (A decisions graded at most, default 6) ->
                  the deal, the seat and what it knew, each choice's value from the seat with its
                  interval, the answers; "drill": null when no choice stands out
                  B: ${BID_THEMES.join(', ')}
Input is JSON read from the file or, without one, from standard input (docs/cli.md).
`;

/**
 * A preset id when the rules are exactly a preset, or the rules a hand of `variant` plays under it (a
 * licitovaný hand's carry its betl and durch rates: playingRules), else the whole object.
 */
function rulesJson(rules: Ruleset, variant: Variant = BASE_VARIANT): unknown {
  const json = JSON.stringify(rules);
  const id = [...PRESET_IDS, 'csm002' as const].find(
    (p) => JSON.stringify(PRESETS[p]) === json || JSON.stringify(playingRules(variant, PRESETS[p])) === json,
  );
  return id ?? rules;
}

/**
 * A record in the one shape the app writes too (setupJson: the store, `handGet`), its rules named by a
 * preset id when they are exactly one.
 */
function recordJson(record: HandRecord) {
  const setup = setupJson(record.setup);
  return { setup: { ...setup, rules: rulesJson(setup.rules) }, actions: record.actions };
}

/**
 * The variant of `deal --variant`: the English id (GLOSSARY) or the Czech name, with or without its
 * accents ("licitovany", "křížový").
 */
const VARIANT_NAMES: Readonly<Record<Variant, readonly string[]>> = {
  chosen: ['voleny', 'volený'],
  auction: ['licitovany', 'licitovaný'],
  fourHand: ['krizovy', 'křížový'],
  twoHand: ['lizany', 'lízaný'],
};
function variantOf(name: string): Variant | null {
  const lower = name.toLowerCase();
  return VARIANTS.find((v) => v.toLowerCase() === lower || VARIANT_NAMES[v].includes(lower)) ?? null;
}
const VARIANT_USAGE =
  '--variant must be chosen (volený), auction (licitovaný), fourHand (křížový) or twoHand (lízaný)';

type Loaded = {
  state: HandState;
  record: HandRecord | null;
  /** The position as given (a position's input), else null. */
  position: Position | null;
  /** The command's own keys beside the record or position (`apply`: `action`). */
  own: Readonly<Record<string, unknown>>;
};

/**
 * A record ({setup, actions}) or a position (hands, talon, contract …), wrapped or at the top level,
 * with the command's `own` keys beside it (input.ts: any other key is refused by name).
 */
function load(
  input: Record<string, unknown>,
  own: readonly string[] = [],
): { ok: true; value: Loaded } | { ok: false; error: InputError } {
  const given = unwrap(input, own);
  if (!given.ok) return given;
  const { kind, value } = given.value;
  if (kind === 'record') {
    const parsed = parseRecord(value);
    if (!parsed.ok) return parsed;
    const setup = toSetup(parsed.value.setup);
    if (!setup.ok) return setup;
    const state = replay(setup.value, parsed.value.actions);
    if (!state.ok) return state;
    const record = { setup: setup.value, actions: parsed.value.actions };
    return { ok: true, value: { state: state.value, record, position: null, own: given.value.own } };
  }
  const pos = parsePosition(value);
  if (!pos.ok) return pos;
  const state = fromPosition(pos.value);
  if (!state.ok) return state;
  return { ok: true, value: { state: state.value, record: null, position: pos.value, own: given.value.own } };
}

function summary(state: HandState) {
  return {
    // Volený summaries read as before; the other variants add their own public fields.
    ...(mainVariant(state.variant).base ? {} : { variant: state.variant }),
    phase: state.phase,
    toAct: state.toAct,
    declarer: state.declarer,
    game: state.game,
    trump: state.trump,
    components: state.components,
    tricks: state.tricks.length,
    end: state.end,
    ...variantSummary(state),
  };
}

/**
 * What a hand of another variant adds to the summary: the auction and the step won (licitovaný), the
 * auxiliary suit (dvě sedmy), the called card and the partner (křížový), the stock's size and the
 * draws (lízaný). The command line shows the whole table, so the partner and the draws are named.
 */
function variantSummary(state: HandState) {
  return mainVariant(state.variant).summary(state);
}

/**
 * The position (docs/formats.md) of a hand in play or finished, of any variant; null before the play
 * and for a hand that ended before its first lead (thrown in, omyl, four auxiliary cards shown):
 * `noPositionOf` says why.
 */
function positionOf(state: HandState) {
  if (noPositionOf(state) !== null) return null;
  return { ...describe(state), rules: rulesJson(state.rules, state.variant) };
}

/** Why a hand has no position to describe (the input error), or null when it has one. */
function noPositionOf(state: HandState): InputError | null {
  const end = state.end;
  if (end === 'folded' || end === 'allPassed' || end === 'auxShown')
    return { code: 'invalid', path: 'actions', problem: { kind: 'endedBeforePlay', end } };
  if (state.phase !== 'play' && state.phase !== 'finished')
    return { code: 'invalid', path: 'actions', problem: { kind: 'beforePlay' } };
  if (!mainVariant(state.variant).base && (state.declarer === null || state.game === null))
    return { code: 'invalid', path: 'actions', problem: { kind: 'beforePlay' } };
  return null;
}

function output(loaded: Pick<Loaded, 'state' | 'record'>) {
  const { state, record } = loaded;
  const position = positionOf(state);
  return {
    state: summary(state),
    ...(record ? { record: recordJson(record) } : {}),
    ...(position ? { position } : {}),
  };
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** An integer flag; 'bad' when it is no integer or beyond 2^53 (where it would be rounded to another). */
function intFlag(args: string[], name: string, fallback: number | null): number | null | 'bad' {
  const v = flag(args, name);
  if (v === undefined) return fallback;
  if (!/^-?\d+$/.test(v)) return 'bad';
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : 'bad';
}

/** A seed flag: absent (null), within 0..SEED_MAX, or 'bad'. */
function seedFlag(args: string[]): number | null | 'bad' {
  const n = intFlag(args, 'seed', null);
  return n === null || (n !== 'bad' && n >= 0 && n <= SEED_MAX) ? n : 'bad';
}

/**
 * `drill`: one drill mined by the app's miner (src-main/training/mine.ts), as the app would store it, in a
 * form to check from outside: the position (JSON, as analyze reads it, and as notation), the goal (its id
 * and sentence per language), every card it accepts, and per legal card whether (exact) or in how many of
 * the layouts the seat cannot rule out (seat) it meets the goal.
 */
function drill(args: string[], usage: (why: string) => CliResult): CliResult {
  const theme = flag(args, 'theme');
  if (theme === undefined || ![...THEMES, ...BID_THEMES].includes(theme as Theme))
    return usage(`drill needs --theme ${[...THEMES, ...BID_THEMES].join('|')}`);
  const seed = seedFlag(args);
  if (seed === null || seed === 'bad') return usage(`drill needs --seed S (${SEED_RANGE})`);
  if (isBidTheme(theme)) {
    // A decision before the first card (bid-drill.ts): --variant and --seats pick the table.
    const name = flag(args, 'variant');
    const variant = name === undefined ? null : variantOf(name);
    if (name !== undefined && variant === null) return usage(`${VARIANT_USAGE} (got "${name}")`);
    const seats = intFlag(args, 'seats', null);
    if (seats === 'bad') return usage('--seats must be an integer');
    if (flag(args, 'kind') !== undefined) return usage('--kind is for the card themes');
    const attempts = intFlag(args, 'attempts', null);
    if (attempts === 'bad' || (attempts !== null && (attempts < 1 || attempts > 100)))
      return usage('--attempts must be an integer 1..100');
    const r = bidDrillCommand({ theme, seed, variant, seats, attempts }, recordJson);
    return r.ok ? done(r.value) : usage(r.why);
  }
  if (['variant', 'seats', 'attempts'].some((f) => flag(args, f) !== undefined))
    return usage('--variant, --seats and --attempts are for the themes talon, game and flek');
  const kind = flag(args, 'kind') ?? 'exact';
  if (kind !== 'exact' && kind !== 'seat') return usage('--kind must be exact or seat');
  const d = mineDrill(seed, theme as Theme, { kind });
  if (d === null) return done({ theme, seed, kind, drill: null });
  const goal = goalOf(d);
  const layouts = d.layouts?.count ?? null;
  const legal = [...d.answers, ...d.others.map((o) => o.card)];
  return done({
    theme: d.theme,
    seed: d.seed,
    kind: d.kind,
    position: d.position,
    notation: toNotation(d.position),
    seat: d.seat,
    side: d.side,
    goal: { id: goalId(goal), ...goal, words: { cs: goalWords(goal, 'cs'), en: goalWords(goal, 'en') } },
    answers: d.answers,
    costs: d.costs ?? [],
    others: d.others.map((o) => ({ card: o.card, loss: o.loss })),
    value: d.value,
    ...(layouts === null ? {} : { layouts }),
    cards: legal.map((card) => {
      const other = d.others.find((o) => o.card === card);
      const meets =
        layouts === null ? other === undefined : other === undefined ? layouts : (other.meets ?? 0);
      return { card, meets };
    }),
    difficulty: d.difficulty,
  });
}

/**
 * `--goal`: per legal card of the seat to act whether it meets the goal, every hand open (judgeGoal), or
 * from the seat's view in how many of the layouts it cannot rule out (judgeGoalForSeat: every one up to
 * `--max-layouts`, default 500, else that many sampled with `--seed`, default 0; `exhaustive` when all
 * were judged).
 */
function judged(state: HandState, goal: Goal, fromSeat: boolean, seed: number | null, limit: number | null) {
  const head = { id: goalId(goal), ...goal };
  if (!fromSeat)
    return {
      ...head,
      cards: judgeGoal(state, goal).cards.map(({ card, meets, value }) => ({ card, meets, value })),
    };
  const j = judgeGoalForSeat(view(state, state.toAct as number), goal, {
    ...(limit === null ? {} : { limit }),
    seed: seed ?? 0,
  });
  return { ...head, layouts: j.layouts, total: j.total, exhaustive: j.exhaustive, cards: j.cards };
}

/** `explain`: every card of the analysis with its verdict in words, per language asked for. */
function explained(state: HandState, analysis: Analysis, langs: readonly Lang[], deck: Deck) {
  const words = langs.map((lang) => explainAnalysis(state, analysis, lang, { deck }));
  return {
    seat: analysis.seat,
    side: analysis.side,
    value: analysis.value,
    cards: analysis.cards.map((v, i) => {
      // A losing card's principle (id null: none named), a best card's "why it is right"; null without lines.
      const p = words[0]![i]!.principle;
      return {
        card: v.card,
        value: v.value,
        loss: v.loss,
        words: Object.fromEntries(
          langs.map((lang, l) => {
            const w = words[l]![i]!;
            return [lang, { label: w.label, cost: w.cost, line: w.line, cards: w.cards }];
          }),
        ),
        principle:
          p === null
            ? null
            : {
                id: p.id,
                words: Object.fromEntries(
                  langs.map((lang, l) => [lang, words[l]![i]!.principle?.text ?? '']),
                ),
                lesson: p.lesson,
              },
      };
    }),
  };
}

/**
 * `notation`: a position as JSON (bare or as `{"position": …}`, or the moment a record reaches in play)
 * → its one-line text, or a text → the position as JSON. The input's kind is seen from its first
 * character (`{`: JSON); `--to` picks the output (default: the other kind). Either way the position is
 * validated as fromPosition does.
 */
function notation(args: string[], readInput: ReadInput, usage: (why: string) => CliResult): CliResult {
  const to = flag(args, 'to');
  if (to !== undefined && to !== 'text' && to !== 'json') return usage('--to must be text or json');
  const read = readText(readInput);
  if (!read.ok) return badInput(read.error);
  const input = read.value;
  const isJson = input.trimStart().startsWith('{');
  let position: Position;
  if (isJson) {
    const parsed = parseJson(input);
    if (!parsed.ok) return badInput(parsed.error);
    const o = parsed.value;
    if (typeof o !== 'object' || o === null || Array.isArray(o))
      return badInput(shapeError('(input)', 'object', o));
    const loaded = load(o as Record<string, unknown>);
    if (!loaded.ok) return badInput(loaded.error);
    const { state } = loaded.value;
    if (loaded.value.position !== null) position = loaded.value.position;
    else {
      // A record: the moment its actions reach, once the play has begun.
      const none = noPositionOf(state);
      if (none !== null) return badInput(none);
      position = { ...describe(state), rules: state.rules };
    }
  } else {
    const read = readNotation(input);
    if (!read.ok) return badInput(read.error);
    position = read.value.position;
  }
  if ((to ?? (isJson ? 'text' : 'json')) === 'text')
    return { stdout: `${toNotation(position)}\n`, stderr: '', code: EXIT.ok };
  return done({ ...position, rules: rulesJson(position.rules) });
}

/**
 * Every command, `review` included (it awaits the solver's tasks, run in this process). The other
 * commands answer as `run` does.
 */
export async function runAsync(args: string[], readInput: ReadInput): Promise<CliResult> {
  const [command, ...rest] = args;
  if (command !== 'review') return run(args, readInput);
  const usage = (why: string): CliResult => ({ stdout: '', stderr: `${why}\n${USAGE}`, code: EXIT.usage });
  const flags = reviewFlags(
    intFlag(rest, 'seat', null),
    flag(rest, 'lang'),
    flag(rest, 'deck') ?? 'czech',
    seedFlag(rest),
    intFlag(rest, 'layouts', null),
    intFlag(rest, 'deals', null),
  );
  if (!flags.ok) return usage(flags.why);
  const text = readText(readInput);
  if (!text.ok) return badInput(text.error);
  const input = finishedRecord(text.value);
  if (!input.ok) return badInput(input.error);
  const players = input.record.setup.table.size;
  if (flags.options.seat >= players) return usage(`--seat must be 0..${players - 1}`);
  return done(await reviewRecord(input.record, flags.options));
}

export function run(args: string[], readInput: ReadInput): CliResult {
  const [command, ...rest] = args;
  const usage = (why: string): CliResult => ({ stdout: '', stderr: `${why}\n${USAGE}`, code: EXIT.usage });
  if (command === undefined || command === 'help' || command === '--help')
    return { stdout: USAGE, stderr: '', code: EXIT.ok };

  if (command === 'deal') {
    const seed = seedFlag(rest);
    const variantName = flag(rest, 'variant') ?? BASE_VARIANT;
    const variant = variantOf(variantName);
    if (variant === null) return usage(`${VARIANT_USAGE} (got "${variantName}")`);
    const sizes = VARIANT_PLAYERS[variant];
    // --seats is the same as --players.
    const players =
      flag(rest, 'players') === undefined ? intFlag(rest, 'seats', sizes[0]!) : intFlag(rest, 'players', 3);
    if (seed === null) return usage('deal needs --seed N (an integer)');
    if (seed === 'bad') return usage(SEED_RANGE);
    if (players === null || players === 'bad' || !(sizes as readonly number[]).includes(players))
      return usage(`--players must be ${sizes.join(' or ')} for ${variant}`);
    const dealer = intFlag(rest, 'dealer', players - 1);
    if (dealer === null || dealer === 'bad' || dealer < 0 || dealer >= players)
      return usage(`--dealer must be 0..${players - 1}`);
    const rules = parseRules(flag(rest, 'rules') ?? mainVariant(variant).presetId);
    if (!rules.ok) return badInput(rules.error);
    const deck = shuffledDeck(createRng(seed));
    if (!mainVariant(variant).base) {
      // The other variants deal by their flow (src-shared/variants/<variant>/flow.ts): the hands as the first phase sees them.
      const size = players as 2 | 3 | 4;
      const table = variantTable(variant, size, dealer);
      const setup = { rules: rules.value, table, deck, variant };
      const state = newHand(setup);
      return done({
        record: recordJson({ setup, actions: [] }),
        forehand: forehand(table),
        state: summary(state),
        hands: state.hands.map(toCards),
        talon: toCards(state.talon),
      });
    }
    const table = { size: players as 3 | 4, dealer } as const;
    const packets = dealPackets(table, deck);
    const hands = Array.from({ length: players }, (_, s) => packets.hands.get(s) ?? []);
    return done({
      record: recordJson({ setup: { rules: rules.value, table, deck }, actions: [] }),
      forehand: forehand(table),
      firstSeven: packets.firstSeven,
      people: packets.people,
      hands,
    });
  }

  if (command === 'notation') return notation(rest, readInput, usage);
  if (command === 'drill') return drill(rest, usage);

  const known = ['legal', 'apply', 'settle', 'view', 'solve', 'analyze', 'laydown', 'seat', 'explain'];
  if (!known.includes(command)) return usage(`unknown command "${command}"`);
  const text = readText(readInput);
  if (!text.ok) return badInput(text.error);
  const parsed = parseJson(text.value);
  if (!parsed.ok) return badInput(parsed.error);
  const input = parsed.value;
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return badInput(shapeError('(input)', 'object', input));
  const loaded = load(input as Record<string, unknown>, command === 'apply' ? ['action'] : []);
  if (!loaded.ok) return badInput(loaded.error);
  const { state } = loaded.value;

  switch (command) {
    case 'legal':
      return done({
        state: summary(state),
        legal: legalActions(state),
        illegal: illegalCards(state).map(({ card, reason }) => ({ card, reason, message: texts(reason) })),
      });
    case 'apply': {
      const action = parseAction(loaded.value.own.action, 'action');
      if (!action.ok) return badInput(action.error);
      const next = apply(state, action.value);
      if (!next.ok) return refused(next.error);
      const record = loaded.value.record;
      const nextRecord = record ? { setup: record.setup, actions: [...record.actions, action.value] } : null;
      // A claim (ložená hra) carries its verdict, worded with its article.
      const c = action.value.type === 'claim' ? next.value.claim : null;
      const claim = c
        ? { ...c, message: { cs: explainClaim(c, 'cs'), en: explainClaim(c, 'en') } }
        : undefined;
      return done({
        ok: true,
        ...output({ state: next.value, record: nextRecord }),
        ...(claim ? { claim } : {}),
      });
    }
    case 'settle': {
      if (state.phase !== 'finished')
        return badInput({ code: 'invalid', path: '(input)', problem: { kind: 'notFinished' } });
      const s = settle(state);
      // Who pays whom as this hand was paid (alone, one against one, křížový's pairs).
      const shape = payShape(s);
      const explain = (item: (typeof s.items)[number], lang: 'cs' | 'en') =>
        explainItem(item, state.rules, lang, undefined, 'czech', shape);
      return done({
        ...s,
        items: s.items.map((item) => ({
          ...item,
          explanation: { cs: explain(item, 'cs'), en: explain(item, 'en') },
        })),
      });
    }
    case 'view': {
      const seat = intFlag(rest, 'seat', null);
      if (seat === null || seat === 'bad' || seat < 0 || seat >= state.table.size)
        return usage('view needs --seat N');
      return done(view(state, seat));
    }
    case 'solve':
    case 'analyze':
    case 'laydown':
    case 'seat': {
      // The solver runs in-process here; the app runs it in worker threads (src-main/solver/pool.ts).
      const method = command === 'seat' ? 'analyzeForSeat' : command;
      const seat = intFlag(rest, 'seat', null);
      const seed = seedFlag(rest);
      const maxLayouts = intFlag(rest, 'max-layouts', null);
      if (command === 'seat' && (seat === null || seat === 'bad' || seat < 0 || seat >= state.table.size))
        return usage('seat needs --seat N');
      if (seed === 'bad') return usage(SEED_RANGE);
      // The same bound as the API's (one call cannot hold the solver for minutes).
      if (maxLayouts === 'bad' || (maxLayouts !== null && (maxLayouts < 1 || maxLayouts > MAX_LAYOUTS)))
        return usage(`--max-layouts must be an integer 1..${MAX_LAYOUTS}`);
      const goalFlag = flag(rest, 'goal');
      if (goalFlag !== undefined && command !== 'analyze' && command !== 'seat')
        return usage('--goal is for analyze and seat');
      const goal = goalFlag === undefined ? null : parseGoalId(goalFlag);
      if (goal !== null && !goal.ok) return usage(`--goal: ${goal.why}`);
      const task = taskFor(method, state, {
        ...(seat === null || seat === 'bad' ? {} : { seat }),
        ...(seed === null ? {} : { seed }),
        ...(maxLayouts === null ? {} : { maxLayouts }),
      });
      if (!task.ok) return refused(task.error);
      const answer = execute(task.value) as object;
      if (goal === null) return done(answer);
      return done({ ...answer, goal: judged(state, goal.goal, command === 'seat', seed, maxLayouts) });
    }
    case 'explain': {
      const lang = flag(rest, 'lang');
      const deck = flag(rest, 'deck') ?? 'czech';
      if (lang !== undefined && lang !== 'cs' && lang !== 'en') return usage('--lang must be cs or en');
      if (deck !== 'czech' && deck !== 'french') return usage('--deck must be czech or french');
      const task = taskFor('analyze', state);
      if (!task.ok) return refused(task.error);
      return done(explained(state, execute(task.value) as Analysis, lang ? [lang] : ['cs', 'en'], deck));
    }
  }
  return usage(`unknown command "${command}"`);
}
