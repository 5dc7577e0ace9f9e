/**
 * A principle in words: one short sentence per technique in Czech (with "ty") and English, naming the
 * cards, seats and trick its facts rest on, and the lesson that teaches it. Imperative, so the same
 * sentence says why a right card is right and what a losing card misses. Worded from a `PrincipleFact`
 * (the facts with the roles resolved, note.ts), so a principle found in main travels as data and is
 * worded here like any other; a fact without its trick (`trick` null: it differs between the layouts it
 * was found in) is worded without it.
 */
import type { Card } from '../../cards/card.ts';
import type { HandState } from '../../engine/state.ts';
import { type Case, type Deck, type Lang, cardName, czechWith, theCard } from '../names.ts';
import type { Principle } from './detect.ts';
import { type PrincipleFact, type PrincipleNote, type PrincipleRole, factOf, scopeWords } from './note.ts';
import { TECHNIQUE_LESSONS, type TechniqueId } from './techniques.ts';

/** A principle named for a card; `id` null: none applies ("no principle named"). */
export interface PrincipleWords {
  readonly id: TechniqueId | null;
  readonly text: string;
  /** The lesson that teaches it (resources/lessons … `id`), or null. */
  readonly lesson: string | null;
}

/** What is said where no technique's facts hold. */
export function noPrincipleWords(lang: Lang): PrincipleWords {
  return {
    id: null,
    text:
      lang === 'cs'
        ? 'Žádný princip tu pojmenovat nejde: rozhoduje přesný propočet níže.'
        : 'No principle named: the exact line below decides.',
    lesson: null,
  };
}

const ROLE: Readonly<Record<PrincipleRole, Readonly<Record<Lang, string>>>> = {
  you: { cs: 'ty', en: 'you' },
  partner: { cs: 'spoluhráč', en: 'your partner' },
  declarer: { cs: 'aktér', en: 'the declarer' },
  declarerPartner: { cs: 'spoluhráč aktéra', en: "the declarer's partner" },
  defender: { cs: 'obránce', en: 'a defender' },
};

/** A note's words: the principle (or "no principle named") and its scope line (null: none). */
export interface NoteWords extends PrincipleWords {
  readonly scope: string | null;
}

export function principleNoteWords(note: PrincipleNote, lang: Lang, deck: Deck = 'czech'): NoteWords {
  const w = note.fact === null ? noPrincipleWords(lang) : factWords(note.fact, lang, deck);
  return { ...w, scope: scopeWords(note, lang) };
}

/** Words of one principle found on a position, in one language. */
export function principleWords(
  p: Principle,
  state: HandState,
  lang: Lang,
  deck: Deck = 'czech',
): PrincipleWords {
  return factWords(factOf(p, state), lang, deck);
}

/** Words of a principle's facts (as they travel from main), in one language. */
export function factWords(f: PrincipleFact, lang: Lang, deck: Deck = 'czech'): PrincipleWords {
  return { id: f.id, text: sentence(f, lang, deck), lesson: TECHNIQUE_LESSONS[f.id] };
}

function sentence(p: PrincipleFact, lang: Lang, deck: Deck): string {
  const cs = lang === 'cs';
  // Card names: Czech in a case, English with "the".
  const n = (c: Card | null, k: Case = 'nom') =>
    c === null ? '' : cs ? cardName(c, lang, deck, k) : theCard(c, lang, deck);
  const B = (k: Case = 'nom') => n(p.card, k);
  const W = (k: Case = 'nom') => n(p.other, k);
  const F = (k: Case = 'nom') => n(p.focus, k);
  const role = p.role;
  const who = ROLE[role][lang];
  /** "vezmeš" / "vezme aktér"; "you take" / "the declarer takes". */
  const takes = cs
    ? role === 'you'
      ? 'vezmeš'
      : `vezme ${who}`
    : role === 'you'
      ? 'you take'
      : `${who} takes`;
  const known = p.trick !== null;
  const N = (p.trick ?? 0) + 1;
  /** "8. zdvih" / "trick 8"; without a trick "zdvih" / "a trick". */
  const trick = cs ? (known ? `${N}. zdvih` : 'zdvih') : known ? `trick ${N}` : 'a trick';
  /** " (8. zdvih)" / " (trick 8)", nothing without a trick. */
  const at = known ? ` (${cs ? `${N}. zdvih` : `trick ${N}`})` : '';
  const t = (csText: string, enText: string) => (cs ? csText : enText);
  const id: TechniqueId = p.id;
  switch (id) {
    case 'smear':
      return t(
        `Spoluhráč bere zdvih — namaž mu ${F('acc')}.`,
        `Your partner takes the trick — smear ${F()} on it.`,
      );
    case 'followLow':
      return t(
        `Zdvih bere ${who} — nedávej mu ${F('acc')}, přidej ${B('acc')}.`,
        `${capital(who)} takes the trick — keep ${F()} back and play ${B()}.`,
      );
    case 'ruffLow':
      return t(
        `Trumfni co nejníž: zdvih vezme i ${B()}, ${W('acc')} si nech.`,
        `Trump as low as will do: ${B()} takes the trick too; keep ${W()}.`,
      );
    case 'ruffHighEnough':
      return t(
        `Trumfni dost vysoko: ${W('acc')} by ${who} přebil ${F('ins')}, ${B()} zdvih udrží.`,
        `Trump high enough: ${who} would overtrump ${W()} with ${F()}; ${B()} holds the trick.`,
      );
    case 'keepGuard':
      return t(
        `Drž krytí: nech si ${W('acc')}, hlídá ${F('acc')}; jinak ${F()} projde${at}.`,
        `Keep your guard: hold on to ${W()} — it guards ${F()}, which otherwise gets through${at}.`,
      );
    case 'catchTheTen':
      return t(
        `Vynes ${B('acc')}: ${who} pod něj musí pustit ${F('acc')}.`,
        `Lead ${B()}: ${who} must let ${F()} fall under it.`,
      );
    case 'driveOutTheAce':
      return t(
        `Nejdřív vyžeň eso: vynes ${B('acc')}, ${F()} padne a ${W()} pak bere.`,
        `Drive out the ace first: lead ${B()}, ${F()} falls and ${W()} then takes a trick.`,
      );
    case 'throughToTheRuff':
      return t(
        `Vynes ${B('acc')}: spoluhráč zdvih přebije trumfem (${F()}).`,
        `Lead ${B()}: your partner trumps it with ${F()}.`,
      );
    case 'cashBeforeRuff':
      return t(
        `Vyber ${B('acc')} hned, než soupeři začnou trumfovat${at}.`,
        `Cash ${B()} now, before it is trumped${at}.`,
      );
    case 'cashWinners':
      return t(
        `Vyber ${B('acc')} hned, dokud bere: jinak ${B('acc')} ${takes}${at}.`,
        `Cash ${B()} now while it wins: otherwise ${takes} it${at}.`,
      );
    case 'drawLastTrump':
      if (p.kind === 'seven')
        return t(
          `Vytáhni soupeřům poslední trumf (${F('acc')}): jinak v posledním zdvihu zabije sedmu.`,
          `Draw the opponents' last trump (${F()}): otherwise it kills the seven in the last trick.`,
        );
      return t(
        `Vytáhni soupeřům poslední trumf, jinak přebijí ${F('acc')}${at}.`,
        `Draw the opponents' last trump, or they trump ${F()}${at}.`,
      );
    case 'drawTrumps':
      if (p.kind === 'seven')
        return t(
          `Nejdřív trumfy: jinak ${F()} v posledním zdvihu zabije sedmu.`,
          `Trumps first: otherwise ${F()} kills the seven in the last trick.`,
        );
      return t(
        `Nejdřív trumfy: jinak soupeři přebijí ${F('acc')}${at}.`,
        `Trumps first: otherwise ${F()} is trumped${at}.`,
      );
    case 'keepTrumpControl':
      if (p.kind === 'control')
        return t(
          `Nech si trumf na později: ${F()} pak přebije a vrátí ti výnos${at}.`,
          `Keep your trump for later: ${F()} then ruffs and gets you the lead back${at}.`,
        );
      return t(
        `Nech si trumf na později: ${F()} pak přebije a vezme body${at}.`,
        known
          ? `Keep your trump for later: at ${trick} ${F()} ruffs and takes the points.`
          : `Keep your trump for later: ${F()} then ruffs and takes the points.`,
      );
    case 'forceATrump':
      return t(
        `Vynes ${B('acc')}: ${who} musí trumfnout ${F('ins')} a ten ti pak nevezme body.`,
        `Lead ${B()}: ${who} must trump it with ${F()}, which then cannot take your points.`,
      );
    case 'noLeadIntoRuff':
      return t(
        `Nevynášej ${W('acc')}: ${who} tu barvu nemá, přebije to ${F('ins')} a body si vezme.`,
        `Do not lead ${W()}: ${who} has none of that suit, trumps it with ${F()} and takes the points.`,
      );
    case 'keepTheLead':
      if (p.kind === 'seven')
        return t(
          `Vezmi zdvih a drž výnos: jinak vynášejí soupeři a ${F()} musí jít dřív než v posledním zdvihu${at}.`,
          `Take the trick and keep the lead: otherwise the opponents lead and ${F()} must go before the last trick${at}.`,
        );
      return t(
        `Vezmi zdvih a drž výnos: jinak vynášejí soupeři a ${F()} jim propadne${at}.`,
        `Take the trick and keep the lead: otherwise the opponents lead and ${F()} falls to them${at}.`,
      );
    case 'stripTheSeven':
      return t(
        `Vynes trumf ${B('acc')}: ${who} musí dát jiný trumf a sedma zůstane sama.`,
        `Lead the trump ${B().replace(/^the /, '')}: ${who} must give up another trump and the seven is left alone.`,
      );
    case 'forceTheSeven':
      return t(
        `Vynes ${B('acc')}: ${who} tu barvu nemá a musí trumfovat — ${F()} se do posledního zdvihu nedostane.`,
        `Lead ${B()}: ${who} has none of that suit and must trump — ${F()} does not last to the last trick.`,
      );
    case 'killTheSeven':
      if (p.kind === 'killed')
        return t(
          `Zabij sedmu: zahraj ${B('acc')} a v posledním zdvihu ${F()} padne pod vyšší trumf.`,
          `Kill the seven: play ${B()} and in the last trick ${F()} falls to a higher trump.`,
        );
      return t(
        `Hraj proti sedmě: zahraj ${B('acc')} a ${who} musí ${F('acc')} pustit dřív než v posledním zdvihu.`,
        `Play against the seven: play ${B()} and ${who} must let ${F()} go before the last trick.`,
      );
    case 'sparePartnersSeven':
      return t(
        `Nevynášej ${W('acc')}: spoluhráč tu barvu nemá a musí trumfovat — ${F()} mu do posledního zdvihu nevydrží.`,
        `Do not lead ${W()}: your partner has none of that suit and must trump — ${F()} does not last to the last trick.`,
      );
    case 'keepSevenBack':
      return t(
        `Sedma patří do posledního zdvihu: zahraj ${B('acc')} a ${F()} ho vezme.`,
        `The seven belongs to the last trick: play ${B()} and ${F()} takes it.`,
      );
    case 'spendTheSeven':
      return t(
        `Nenechávej ${F('acc')} na poslední zdvih, kde ji zabijí: zahraj ${B('acc')} a pusť ji dřív.`,
        `Do not keep ${F()} for a last trick where it is killed: play ${B()} and let it go earlier.`,
      );
    case 'firstMarriage':
      return t(
        `Do sta se počítá jen první hláška: zahraj ${B('acc')} a první bude ta ${czechWith(F('ins'))}.`,
        `Only the first marriage counts towards the hundred: play ${B()} and the first is the one with ${F()}.`,
      );
    case 'takeThePoints':
      // The trick's points are the opponents' (won) or the mover's side's own (kept).
      return p.focusOwn
        ? t(
            `Ber zdvih: jeho body (${F()}) zůstanou tvé straně.`,
            `Take the trick: its points (${F()}) stay with your side.`,
          )
        : t(`Ber zdvih: ${B()} získá ${F('acc')}.`, `Take the trick: ${B()} wins ${F()}.`);
    case 'lastTrick':
      return t(
        `Poslední zdvih je za deset: zahraj ${B('acc')} a ${role === 'you' ? 'vezmeš' : `${who} ho vezme`}${role === 'you' ? ' ho' : ''} ${F('ins')}.`,
        `The last trick is worth ten: play ${B()} and ${takes} it with ${F()}.`,
      );
    case 'saveThePoints':
      return t(
        `Ochraň body: zahraj ${B('acc')}, jinak ${takes} ${F('acc')}${at}.`,
        `Save your points: play ${B()}, or ${takes} ${F()}${at}.`,
      );
    case 'winThePoints':
      return t(
        `Ulov body: zahraj ${B('acc')} a ${F()} soupeřů padne tvé straně${at}.`,
        `Hunt the points: play ${B()} and the opponents' ${F().replace(/^the /, '')} falls to your side${at}.`,
      );
    case 'betlHighestUnder':
      if (p.focus === p.card)
        return t(
          `Podlez nejvyšší kartou, která stačí: jinak ${czechWith(B('ins'))} vezmeš ${trick}.`,
          `Duck with the highest card that stays under: ${B()} would otherwise take ${trick}.`,
        );
      return t(
        `Podlez nejvyšší kartou, která stačí: zahraj ${B('acc')}, jinak ${F()} vezme ${trick}.`,
        `Duck with the highest card that stays under: play ${B()}, or ${F()} takes ${trick}.`,
      );
    case 'betlDangerousCard':
      if (p.focus === p.card)
        return t(
          `Zbav se nebezpečné karty, dokud můžeš: jinak ${czechWith(B('ins'))} vezmeš ${trick}.`,
          `Get rid of the dangerous card while you can: ${B()} would otherwise take ${trick}.`,
        );
      return t(
        `Zbav se nebezpečné karty: zahraj ${B('acc')}, jinak ${F()} vezme ${trick}.`,
        `Get rid of the dangerous card: play ${B()}, or ${F()} takes ${trick}.`,
      );
    case 'betlFindTheHole':
      return t(
        `Najdi díru: vynes ${B('acc')} a aktér musí vzít zdvih ${F('ins')}.`,
        `Find the hole: lead ${B()} and the declarer must take the trick with ${F()}.`,
      );
    case 'betlKeepTheHole':
      return t(
        `Miř na díru: zahraj ${B('acc')} a aktér pak musí vzít ${trick} ${F('ins')}.`,
        `Aim at the hole: play ${B()} and the declarer must then take ${trick} with ${F()}.`,
      );
    case 'durchOrder':
      return t(
        `Hlídej pořadí karet: zahraj ${B('acc')}, jinak ${takes} ${trick} ${F('ins')}.`,
        `Mind the order of your cards: play ${B()}, or ${takes} ${trick} with ${F()}.`,
      );
    case 'durchKeepGuard':
      return t(
        `Drž si krytí: odhoď ${B('acc')}, ne kartu z barvy, ve které ${F()} vezme ${trick}.`,
        `Keep your guard: throw ${B()}, not a card of the suit in which ${F()} takes ${trick}.`,
      );
    case 'durchTakeATrick':
      return t(
        `Zahraj ${B('acc')}: ${F()} pak vezme ${trick} a durch padne.`,
        `Play ${B()}: ${F()} then takes ${trick} and the durch falls.`,
      );
  }
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * A technique's short title, without cards (the progress page's weak spots, the training screen's
 * "Procvičujeme: …"): an imperative in Czech ("ty") and English, lower case as it reads after a colon.
 */
const TITLES: Readonly<Record<TechniqueId, Readonly<Record<Lang, string>>>> = {
  smear: { cs: 'namaž spoluhráči', en: 'smear on your partner’s trick' },
  followLow: { cs: 'přidávej nízko', en: 'follow low' },
  ruffLow: { cs: 'trumfuj co nejníž', en: 'trump as low as will do' },
  ruffHighEnough: { cs: 'trumfuj dost vysoko', en: 'trump high enough' },
  catchTheTen: { cs: 'chyť desítku', en: 'catch the ten' },
  driveOutTheAce: { cs: 'vyžeň eso', en: 'drive out the ace' },
  throughToTheRuff: { cs: 'vynes spoluhráči do trumfu', en: 'lead through to your partner’s ruff' },
  cashBeforeRuff: { cs: 'vyber, než soupeři trumfnou', en: 'cash before they ruff' },
  cashWinners: { cs: 'vyber, dokud bereš', en: 'cash your winners' },
  drawLastTrump: { cs: 'dotáhni poslední trumf', en: 'draw the last trump' },
  drawTrumps: { cs: 'vytáhni trumfy', en: 'draw trumps' },
  keepTrumpControl: { cs: 'udrž si vládu nad trumfy', en: 'keep control of the trumps' },
  forceATrump: { cs: 'donuť soupeře trumfnout', en: 'force a trump' },
  keepGuard: { cs: 'drž krytí', en: 'keep your guard' },
  noLeadIntoRuff: { cs: 'nevynášej do trumfu', en: 'do not lead into a ruff' },
  keepTheLead: { cs: 'udrž si výnos', en: 'keep the lead' },
  stripTheSeven: { cs: 'osamoť sedmu', en: 'strip the seven' },
  forceTheSeven: { cs: 'vytlač sedmu', en: 'force out the seven' },
  killTheSeven: { cs: 'zabij sedmu', en: 'kill the seven' },
  sparePartnersSeven: { cs: 'šetři spoluhráčovu sedmu', en: 'spare your partner’s seven' },
  keepSevenBack: { cs: 'nech sedmu na poslední zdvih', en: 'keep the seven for the last trick' },
  spendTheSeven: { cs: 'pusť sedmu včas', en: 'spend the seven in time' },
  firstMarriage: { cs: 'hlas první hlášku', en: 'the first marriage counts' },
  takeThePoints: { cs: 'ber body', en: 'take the points' },
  lastTrick: { cs: 'hraj o poslední zdvih', en: 'play for the last trick' },
  saveThePoints: { cs: 'ochraň body', en: 'save your points' },
  winThePoints: { cs: 'ulov body', en: 'win the points' },
  betlHighestUnder: { cs: 'v betlu pouštěj nejvyšší pod', en: 'betl: play the highest card under' },
  betlDangerousCard: { cs: 'v betlu se zbav nebezpečné karty', en: 'betl: shed the dangerous card' },
  betlFindTheHole: { cs: 'v betlu najdi díru', en: 'betl: find the hole' },
  betlKeepTheHole: { cs: 'v betlu miř na díru', en: 'betl: keep aiming at the hole' },
  durchOrder: { cs: 'v durchu hlídej pořadí', en: 'durch: mind the order' },
  durchKeepGuard: { cs: 'v durchu drž krytí', en: 'durch: keep your guard' },
  durchTakeATrick: { cs: 'vezmi durchu zdvih', en: 'take a trick off the durch' },
};

export function techniqueTitle(id: TechniqueId, lang: Lang): string {
  return TITLES[id][lang];
}

/** "bez pojmenovaného principu" / "no principle named": mistakes whose principle was not found. */
export function unnamedTitle(lang: Lang): string {
  return lang === 'cs' ? 'bez pojmenovaného principu' : 'no principle named';
}
