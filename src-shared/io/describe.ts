/** Czech and English messages for input errors: what is wrong and where. */
import type { Card } from '../cards/card.ts';
import { formatReason } from '../explain/format.ts';
import { cardName, gameName, type Lang, variantName } from '../explain/names.ts';
import { KNOWN_PRESET_IDS } from '../rules/ruleset.ts';
import { variantDef } from '../variants/registry.ts';
import type {
  BoundedThing,
  DamagedColumn,
  DamagedRow,
  InputError,
  InvalidProblem,
  KeyPlace,
  NotationPart,
  NotationProblem,
  RowProblem,
} from './errors.ts';

const list = (cards: readonly Card[]) => cards.join(' ');
/** The presets a text may name, for the messages that list them. */
const PRESETS_LISTED = KNOWN_PRESET_IDS.join(', ');

/** Where an unknown key was found: Czech (with its preposition, locative) and English. */
const KEY_PLACE: Readonly<Record<KeyPlace, readonly [string, string]>> = {
  record: ['v záznamu hry', 'the record'],
  setup: ['v úvodu záznamu (setup)', 'the record’s setup'],
  table: ['v popisu stolu (table)', 'the setup’s table'],
  action: ['v akci', 'the action'],
  position: ['v pozici', 'the position'],
  announced: ['v hlášeních (announced)', 'the announcements'],
  doubles: ['ve flecích (doubles)', 'the doubles'],
  libraryFile: ['v souboru knihovny', 'the library file'],
  libraryEntry: ['v položce knihovny', 'the library entry'],
  input: ['ve vstupu', 'the input'],
  params: ['v parametrech (params)', 'the params'],
  settings: ['v nastavení večera (settings)', 'the session’s settings'],
  player: ['v popisu hráče', 'the player'],
  deal: ['v rozdání (deal)', 'the deal'],
  goal: ['v cíli (goal)', 'the goal'],
};

/** The things a size bound counts, in Czech after a number: 2–4, else 5 and more (genitive plural). */
const CZECH_BOUNDED: Readonly<Record<BoundedThing, readonly [string, string]>> = {
  cards: ['karty', 'karet'],
  characters: ['znaky', 'znaků'],
  hands: ['ruce', 'rukou'],
  layouts: ['rozložení', 'rozložení'],
};
const czechBounded = (n: number, what: BoundedThing): string => CZECH_BOUNDED[what][n >= 2 && n <= 4 ? 0 : 1];

function problem(p: InvalidProblem, lang: Lang): string {
  const cs = lang === 'cs';
  switch (p.kind) {
    case 'seatOutOfRange':
      return cs
        ? `místo ${p.seat} u stolu pro ${p.players} hráče neexistuje nebo nehraje`
        : `seat ${p.seat} does not exist or does not play at a table of ${p.players}`;
    case 'sittingOutHasCards':
      return cs
        ? `hráč na místě ${p.seat} pauzíruje a nesmí mít karty`
        : `seat ${p.seat} sits out and may hold no cards`;
    case 'trumpMissing':
      return cs
        ? 'hra v barvě potřebuje trumfy (H, B, L nebo A)'
        : 'a suit game needs a trump suit (H, B, L or A)';
    case 'trumpInNoTrumpGame':
      return cs ? 'betl a durch se hrají bez trumfů' : 'betl and durch have no trumps';
    case 'gameNotOffered':
      return cs
        ? `hru „${gameName(p.game, lang)}“ tato pravidla nemají (nemá sazbu)`
        : `these rules have no “${gameName(p.game, lang)}” (it has no rate)`;
    case 'componentNotInGame':
      return cs
        ? `„${p.component}“ do tohoto závazku nepatří`
        : `"${p.component}" is not part of this contract`;
    case 'sevenNotHeld':
      return cs
        ? `hráč ${p.seat} nemá ${cardName(p.card, lang, 'czech', 'acc')}, bez ní sedmu hlásit nelze`
        : `seat ${p.seat} does not hold the ${cardName(p.card, lang)}, needed to announce the seven`;
    case 'marriageNotHeld':
      return cs
        ? `hráč ${p.seat} neměl žádnou hlášku (svršek a krále jedné barvy)`
        : `seat ${p.seat} held no marriage (Ober and King of one suit)`;
    case 'againstByDeclarer':
      return cs
        ? `hráč ${p.seat} je aktér, proti sobě hlásit nemůže`
        : `seat ${p.seat} is the declarer and cannot announce against himself`;
    case 'doublesTooMany':
      return cs
        ? `„${p.component}“ lze flekovat nejvýše ${p.max}×`
        : `"${p.component}" can be doubled at most ${p.max} times`;
    case 'tooManyTricks':
      return cs
        ? `zdvihů je ${p.tricks}, hra jich má jen ${p.max ?? 10}`
        : `${p.tricks} tricks given, a hand has only ${p.max ?? 10}`;
    case 'partialTrickNotLast':
      return cs ? 'nedohraný smí být jen poslední zdvih' : 'only the last trick may be unfinished';
    case 'playAfterEnd':
      return cs
        ? `hra skončila dřív, než začal zdvih ${p.trick + 1}`
        : `the hand was over before trick ${p.trick + 1}`;
    case 'notFinished':
      return cs
        ? 'hra ještě neskončila, nelze ji vyúčtovat'
        : 'the hand is not finished, so it cannot be settled';
    case 'unknownOption':
      return cs ? `neznámé pravidlo „${p.option}“` : `unknown rule option "${p.option}"`;
    case 'unknownKey': {
      const [place, placeEn] = KEY_PLACE[p.in];
      if (cs)
        return `neznámý klíč „${p.key}“ ${place}${p.near === undefined ? '' : ` (myslíš „${p.near}“?)`}`;
      return `unknown key "${p.key}" in ${placeEn}${p.near === undefined ? '' : ` (did you mean "${p.near}"?)`}`;
    }
    case 'discardNotAllowed':
      return cs
        ? `${cardName(p.card, lang)} nesmí ve hře v barvě ležet v talonu`
        : `the ${cardName(p.card, lang)} may not lie in the talon of a suit game`;
    case 'unknownPreset':
      return cs
        ? `neznámá sada pravidel „${p.value}“ (${PRESETS_LISTED})`
        : `unknown rules preset "${p.value}" (${PRESETS_LISTED})`;
    case 'unknownMethod':
      return cs
        ? `neznámá metoda „${p.value}“ (${p.known.join(', ')})`
        : `unknown method "${p.value}" (${p.known.join(', ')})`;
    case 'noHumanSeat':
      return cs ? 'aspoň jedno místo musí patřit člověku' : 'at least one seat must be a person';
    case 'noPosition':
      return cs ? `pozice č. ${p.id} v knihovně není` : `there is no position ${p.id} in the library`;
    case 'noSession':
      return cs ? `hra č. ${p.id} neexistuje` : `there is no session ${p.id}`;
    case 'notADecision':
      return cs
        ? `tah č. ${p.index} téhle hry není hodnocené rozhodnutí hráče na místě ${p.seat + 1}`
        : `move ${p.index} of this hand is no graded decision of the player in seat ${p.seat + 1}`;
    case 'notACard':
      return p.index >= p.actions
        ? cs
          ? `tahů je v téhle hře zatím ${p.actions}, tah č. ${p.index} ještě nebyl`
          : `this hand has only ${p.actions} moves so far, there is no move ${p.index}`
        : cs
          ? `tah č. ${p.index} téhle hry není zahraná karta`
          : `move ${p.index} of this hand is not a card played`;
    case 'noHand':
      return cs
        ? `ve hře č. ${p.session} není rozdání č. ${p.handNo}`
        : `session ${p.session} has no hand ${p.handNo}`;
    case 'handNotFinished':
      return cs
        ? `rozdání č. ${p.handNo} ve hře č. ${p.session} ještě neskončilo`
        : `hand ${p.handNo} of session ${p.session} is not finished yet`;
    case 'tooMany':
      return cs
        ? `smí tu být nejvýše ${p.max} ${czechBounded(p.max, p.what)}, je jich ${p.got}`
        : `at most ${p.max} ${p.what} are allowed here, got ${p.got}`;
    case 'fileVersion':
      return cs
        ? `soubor má verzi ${p.version}, tahle aplikace čte nejvýše verzi ${p.supported}`
        : `the file has version ${p.version}, this app reads up to version ${p.supported}`;
    case 'ruleOutOfRange':
      return cs
        ? `pravidlo „${p.option}“ musí být číslo od ${p.min} do ${p.max}`
        : `rule option "${p.option}" must be a number from ${p.min} to ${p.max}`;
    case 'silentHundredBelowGame':
      return cs
        ? `sazba tiché stovky (${p.silentHundred}) nesmí být nižší než sazba hry (${p.game}): víc bodů by pak platilo méně`
        : `the silent hundred's rate (${p.silentHundred}) may not be below the game's rate (${p.game}): more points would then pay less`;
    case 'stakesUnbounded':
      return cs
        ? `bez limitu by jedna hra mohla stát víc, než se dá přesně spočítat (${p.max} haléřů); nastav limit nebo méně fleků či nižší sazby`
        : `with no limit one hand could cost more than can be counted exactly (${p.max} haléř); set a limit, fewer doublings or lower rates`;
    case 'variantPlayers':
      return cs
        ? `${variantName(p.variant, lang)} se nehraje u stolu pro ${p.players} (${variantDef(p.variant).words.table.cs})`
        : `${variantName(p.variant, lang)} is not played at a table of ${p.players} (${variantDef(p.variant).words.table.en})`;
    case 'variantPreset':
      return cs
        ? `${variantName(p.variant, lang)} se podle sady pravidel „${p.preset}“ nehraje (hraje se podle: ${p.presets.join(', ')})`
        : `${variantName(p.variant, lang)} is not played under the rules preset "${p.preset}" (it is played under: ${p.presets.join(', ')})`;
    case 'notInVariant':
      return cs
        ? `„${p.field}“ patří jen k pozici, kde se hraje ${variantName(p.belongs, lang)}, tady se hraje ${variantName(p.variant, lang)}`
        : `"${p.field}" belongs only to a position of ${variantName(p.belongs, lang)}, this one is ${variantName(p.variant, lang)}`;
    case 'declarerNotForehand':
      return cs
        ? `hru v barvě tu hraje forhont (místo ${p.forehand}), který volil trumfy, ne místo ${p.seat}`
        : `a suit game here is declared by forehand (seat ${p.forehand}), who chose trumps, not seat ${p.seat}`;
    case 'calledMissing':
      return cs
        ? 'hra v barvě v křížovém potřebuje volanou hodnotu (např. called K: král trumfů určí spoluhráče)'
        : 'a suit game of křížový needs the rank called (e.g. called K: the trump king names the partner)';
    case 'againstByPartner':
      return cs
        ? `hráč ${p.seat} je aktérův spoluhráč, proti vlastní straně hlásit nemůže`
        : `seat ${p.seat} is the declarer’s partner and cannot announce against his own side`;
    case 'noSuchStep':
      return cs
        ? 'hra, trumfy, hlášení a vedlejší barva nedávají žádný stupeň licitace (např. sedma a zároveň dvě sedmy)'
        : 'the game, trumps, announcements and auxiliary suit make no step of the auction (e.g. a seven with dvě sedmy)';
    case 'contractRefused':
      return formatReason(p.reason, lang);
    case 'drawnNotHeld':
      return cs
        ? `${cardName(p.card, lang)} si podle pořadí talonu lízl hráč ${p.seat}, ten ji ale nemá ani nezahrál`
        : `by the order of the stock seat ${p.seat} drew the ${cardName(p.card, lang)}, but he neither holds nor played it`;
    case 'endedBeforePlay':
      switch (p.end) {
        case 'folded':
          return cs
            ? 'omyl: aktér hru složil bez sehrávky, taková hra nemá žádnou pozici k zápisu'
            : 'omyl: the declarer folded without play, so the hand has no position to write';
        case 'allPassed':
          return cs
            ? 'všichni pasovali: hra nemá závazek ani pozici k zápisu'
            : 'everybody passed: the hand has no contract and no position to write';
        default:
          return cs
            ? 'taková hra by skončila před prvním výnosem (obránce se čtyřmi kartami vedlejší barvy je ukáže)'
            : 'this hand would have ended before the first lead (a defender with four auxiliary cards shows them)';
      }
    case 'beforePlay':
      return cs
        ? 'záznam popisuje pozici až od začátku sehrávky'
        : 'a record describes a position only once the play has begun';
    case 'badName':
      switch (p.problem) {
        case 'empty':
          return cs ? 'jméno nesmí být prázdné' : 'the name may not be empty';
        case 'tooLong':
          return cs
            ? `jméno smí mít nejvýše ${p.max} znaků`
            : `the name may have at most ${p.max} characters`;
        case 'control':
          return cs ? 'jméno nesmí obsahovat řídicí znaky' : 'the name may not contain control characters';
      }
  }
}

/** The value kinds that shape errors name (parse.ts, api/contract.ts), in Czech. */
const CZECH_KINDS: Readonly<Record<string, string>> = {
  object: 'objekt',
  array: 'pole',
  string: 'text',
  number: 'číslo',
  boolean: 'true nebo false',
  integer: 'celé číslo',
  'number or null': 'číslo nebo null',
  'card such as "HA"': 'karta, např. „HA“',
  'deck or seed': 'balíček nebo seed',
  'method name': 'název metody',
};

function czechKind(kind: string): string {
  const atLeast = /^integer ≥ (\d+)$/.exec(kind);
  if (atLeast) return `celé číslo ≥ ${atLeast[1]}`;
  // A session's seats (api/game.ts): "array of 2 or 3 or 4 players".
  const seats = /^array of ([\d or]+) players$/.exec(kind);
  if (seats) return `pole ${(seats[1] as string).replaceAll(' or ', ' nebo ')} hráčů`;
  return CZECH_KINDS[kind] ?? kind;
}

/** What a token of a position's text should have been (io/notation.ts). */
function part(what: NotationPart, lang: Lang): string {
  const cs = lang === 'cs';
  switch (what) {
    case 'rules':
      return cs
        ? `sada pravidel: ${PRESETS_LISTED} (případně se změnami v JSON, např. csm{"limit":null})`
        : `a rules preset: ${PRESETS_LISTED} (optionally with changes as JSON, e.g. csm{"limit":null})`;
    case 'dealer':
      return cs ? 'rozdávající jako d0 až d3' : 'the dealer as d0 to d3';
    case 'contract':
      return cs
        ? 'závazek jako 0:H (místo aktéra, dvojtečka, trumfy H B L A nebo betl, durch, openBetl, openDurch)'
        : 'the contract as 0:H (the declarer’s seat, a colon, trumps H B L A or betl, durch, openBetl, openDurch)';
    case 'component':
      return cs
        ? 'hlášení nebo flek, např. seven, hundred, sevenAgainst@1, hundredAgainst@2, game:1'
        : 'an announcement or a double, e.g. seven, hundred, sevenAgainst@1, hundredAgainst@2, game:1';
    case 'trick':
      return cs
        ? 'zdvih: jeho karty v pořadí hraní, zdvihy oddělené čárkou (např. B7 BA B8, HA)'
        : 'a trick: its cards in playing order, tricks separated by commas (e.g. B7 BA B8, HA)';
    case 'variantField':
      return cs
        ? 'údaj varianty: aux:B (vedlejší barva dvou sedem), won:seven (vydražený stupeň), called:K (volaná hodnota)'
        : 'a variant’s field: aux:B (the auxiliary suit of dvě sedmy), won:seven (the step won), called:K (the rank called)';
  }
}

function notationProblem(p: NotationProblem, lang: Lang): string {
  const cs = lang === 'cs';
  switch (p.kind) {
    case 'tooLong':
      return cs
        ? `text má ${p.length} znaků, pozice jich smí mít nejvýše ${p.max}`
        : `the text has ${p.length} characters, a position may have at most ${p.max}`;
    case 'sections':
      return cs
        ? `pozice má 6 částí oddělených „/“ (u čtyř hráčů 7, v lízaném 5), tady jich je ${p.got}`
        : `a position has 6 parts separated by "/" (7 with four players, 5 in lízaný), this one has ${p.got}`;
    case 'expected':
      return cs ? `má tu být ${part(p.what, lang)}` : `expected ${part(p.what, lang)}`;
    case 'unclosed':
      return cs ? 'chybí zavírací „}“' : 'the closing "}" is missing';
    case 'commaOutsideTricks':
      return cs
        ? 'čárka odděluje jen zdvihy v poslední části'
        : 'a comma separates only the tricks, in the last part';
    case 'repeated':
      return cs ? `„${p.component}“ je tu podruhé` : `"${p.component}" is given twice`;
    case 'input':
      return describeInputError(p.error, lang);
  }
}

export function describeInputError(e: InputError, lang: Lang): string {
  const cs = lang === 'cs';
  switch (e.code) {
    case 'json':
      return cs ? `Vstup není platný JSON: ${e.message}` : `The input is not valid JSON: ${e.message}`;
    case 'encoding':
      return cs
        ? 'Vstup není text v kódování UTF-8 (obsahuje neplatné bajty).'
        : 'The input is not UTF-8 text (it holds invalid bytes).';
    case 'shape': {
      // The value itself when it was a scalar (escaped as in JSON: no control characters get through).
      const quoted = typeof e.value === 'string' ? JSON.stringify(e.value) : null;
      if (!cs) return `${e.path}: expected ${e.expected}, got ${quoted ?? e.value ?? e.got}`;
      const shown = quoted === null ? (e.value ?? czechKind(e.got)) : `„${quoted.slice(1, -1)}“`;
      return e.got === 'undefined'
        ? `${e.path}: chybí, má tam být ${czechKind(e.expected)}`
        : `${e.path}: má tam být ${czechKind(e.expected)}, je tam ${shown}`;
    }
    case 'unknownCard':
      return cs
        ? `${e.path}: „${e.value}“ není karta (barva H B L A a hodnota 7 8 9 X U O K A, např. HA)`
        : `${e.path}: "${e.value}" is not a card (suit H B L A and rank 7 8 9 X U O K A, e.g. HA)`;
    case 'duplicateCard':
      return cs
        ? `${e.card} je tam víckrát: ${e.paths.join(', ')}`
        : `${e.card} appears more than once: ${e.paths.join(', ')}`;
    case 'missingCards':
      return cs ? `chybí karty: ${list(e.cards)}` : `cards missing: ${list(e.cards)}`;
    case 'cardCount':
      return cs
        ? `${e.path}: má být ${e.expected} karet, je ${e.got}`
        : `${e.path}: should hold ${e.expected} cards, holds ${e.got}`;
    case 'invalid':
      return `${e.path}: ${problem(e.problem, lang)}`;
    case 'illegalPlay':
      return cs
        ? `zdvih ${e.trick + 1}: hráč ${e.seat} nesmí zahrát ${e.card}. ${formatReason(e.reason, lang)}`
        : `trick ${e.trick + 1}: seat ${e.seat} may not play ${e.card}. ${formatReason(e.reason, lang)}`;
    case 'illegalAction':
      return cs
        ? `akce č. ${e.index + 1} (${e.action.type}) není dovolena. ${formatReason(e.reason, lang)}`
        : `action ${e.index + 1} (${e.action.type}) is not allowed. ${formatReason(e.reason, lang)}`;
    case 'notation': {
      const where = cs ? `znak ${e.column}` : `column ${e.column}`;
      const token = e.token === '' ? '' : cs ? ` („${e.token}“)` : ` ("${e.token}")`;
      return `${where}${token}: ${notationProblem(e.problem, lang)}`;
    }
  }
}

const DAMAGED_COLUMN: Readonly<Record<DamagedColumn, readonly [string, string]>> = {
  settings: ['nastavení', 'settings'],
  rating: ['hodnocení', 'rating'],
  deviation: ['odchylka hodnocení', 'rating deviation'],
  volatility: ['volatilita hodnocení', 'rating volatility'],
  stars: ['hvězdy', 'stars'],
  attempts: ['počet pokusů', 'attempts'],
};

/** Which row it is, as a person knows it. */
function damagedWhat(d: DamagedRow, cs: boolean): string {
  switch (d.table) {
    case 'sessions':
      return cs ? `Večer č. ${d.key}` : `Evening no. ${d.key}`;
    case 'ratings':
      return d.key === 'learner'
        ? cs
          ? 'Tvoje hodnocení ve cvičeních'
          : 'Your drill rating'
        : cs
          ? `Hodnocení „${d.key}“`
          : `Rating "${d.key}"`;
    case 'drills':
      return cs ? `Cvičení č. ${d.key}` : `Drill no. ${d.key}`;
    case 'lessonProgress':
      return cs ? `Výsledek lekce ${d.key}` : `The result of lesson ${d.key}`;
  }
}

function rowProblem(p: RowProblem, cs: boolean): string {
  switch (p.kind) {
    case 'invalid':
      return describeInputError(p.error, cs ? 'cs' : 'en');
    case 'notNumber':
      return cs ? `má tam být číslo, je tam „${p.got}“` : `should be a number, holds "${p.got}"`;
    case 'notInteger':
      return cs ? `má tam být celé číslo, je tam ${p.value}` : `should be a whole number, holds ${p.value}`;
    case 'outOfRange':
      return p.max === null
        ? cs
          ? `${p.value} je menší než ${p.min}`
          : `${p.value} is below ${p.min}`
        : cs
          ? `${p.value} je mimo rozsah ${p.min}–${p.max}`
          : `${p.value} is outside ${p.min}–${p.max}`;
  }
}

/**
 * A damaged row of the app's file, in Czech or English: which row, which column, what is wrong
 * ("Večer č. 5 – nastavení: …"). The renderer says around it that the row is kept and left out.
 */
export function describeDamagedRow(d: DamagedRow, lang: Lang): string {
  const cs = lang === 'cs';
  const column = DAMAGED_COLUMN[d.column][cs ? 0 : 1];
  return `${damagedWhat(d, cs)} – ${column}: ${rowProblem(d.problem, cs)}`;
}
