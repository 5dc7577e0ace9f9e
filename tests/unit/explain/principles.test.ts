/**
 * The principles (src-shared/explain/principles): the vocabulary and its lessons, and per technique a
 * position where it is the principle named for a losing card (the solver confirms the card loses and
 * gives both lines) and where it stays silent: the same two lines the other way round (a technique's facts
 * are about the better line), and hand-picked near misses. Positions in the one-line notation
 * (docs/formats.md); the ones marked "random" were found over seeded random play
 * (tests/support/principle-positions.ts) and kept for what they show.
 */
import { describe, expect, it } from 'vitest';
import { type Card, type HandState, readNotation } from '../../../src-shared/index.ts';
import {
  compare,
  principleOf,
  principleOfRight,
  techniquesOf,
  verdictPrinciple,
} from '../../../src-shared/explain/principles/detect.ts';
import {
  TECHNIQUE_LESSONS,
  TECHNIQUES,
  type TechniqueId,
} from '../../../src-shared/explain/principles/techniques.ts';
import { noPrincipleWords, principleWords } from '../../../src-shared/explain/principles/words.ts';
import { explainVerdict } from '../../../src-shared/explain/verdict.ts';
import { analyze } from '../../../src-main/solver/analyze.ts';
import { shippedCatalogue } from '../../../src-main/training/catalogue.ts';

function state(notation: string): HandState {
  const r = readNotation(notation);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
}

interface Case {
  readonly id: TechniqueId;
  /** The losing card whose principle is `id`. */
  readonly card: Card;
  readonly notation: string;
  /** What the position shows. */
  readonly shows: string;
}

const CASES: readonly Case[] = [
  {
    id: 'smear',
    card: 'B9',
    notation:
      'csm d2 0:L hundred / HX LO LK LA / H8 H9 HU L7 / B9 BX BO A8 AK / B8 BK / L9 L8 LX, AX AA AU, H7 HO LU, AO A7 A9, B7 BA BU, HK HA',
    shows: 'a defender whose partner takes the trick with the ace of hearts smears the ten of bells (random)',
  },
  {
    id: 'followLow',
    card: 'BX',
    notation:
      'csm d0 1:L hundred / H8 HU B9 BX A8 / H9 BO LX AX / H7 HO BK AU / L9 AK / LO AA L7, LK HX LU, A7 A9 AO, BU BA B8, LA HA B7, L8 HK',
    shows: 'the declarer takes the trick with a trump: the defender keeps his ten of bells back (random)',
  },
  {
    id: 'ruffLow',
    card: 'AA',
    notation:
      'fourHand csm d2 3:A seven called:X / H8 H9 HA BX BO L9 / HU B7 BU L7 AU AK / HO B9 BK LX LU / H7 HX HK A7 AO AA / - / A8 AX A9 B8, LK L8 LA LO, BA',
    shows: 'křížový: the declarer trumps the ace of bells with the Ober, keeping the ace of trumps (random)',
  },
  {
    id: 'catchTheTen',
    card: 'B8',
    notation:
      'csm d0 1:L hundred / H7 A7 A9 AX AA / B8 B9 BA LO LA / BX A8 AU AO AK / H9 B7 / BO BK L8, HO HA HU, LX L7 LU, LK BU HK, L9 H8 HX',
    shows: "the declarer leads the ace of bells and a defender's bare ten falls under it (random)",
  },
  {
    id: 'driveOutTheAce',
    card: 'HX',
    notation:
      'fourHand csm d3 0:A called:A / H9 HX A8 AX AU / HA BK L7 LU LK / H7 HU B7 A9 AO / H8 HO HK B8 B9 / - / AK L8 AA A7, LX L9 LO LA, BU BX BO BA',
    shows: 'křížový: the nine of hearts drives out the ace before the ten is led (random)',
  },
  {
    id: 'throughToTheRuff',
    card: 'H9',
    notation:
      'csm d2 0:B hundred / BO BK BA L7 LX / B8 B9 A9 AU AA / H9 HA L8 A8 AO / B7 L9 / LA LU LO, A7 AK AX, H7 HX H8, BU BX LK, HU HK HO',
    shows: 'a defender leads a suit his partner lacks, and the partner trumps it (random)',
  },
  {
    id: 'drawLastTrump',
    card: 'BX',
    notation:
      'fourHand csm d0 1:H called:A / B7 B9 L7 LO A8 AU / H7 H8 HO HK BX L8 / HX HA BO BK A9 AO / H9 L9 A7 AX AK AA / - / BA BU HU B8, LK LU LA LX',
    shows: "křížový: the declarer draws the opponents' last trump before the ten of bells (random)",
  },
  {
    id: 'drawTrumps',
    card: 'LX',
    notation:
      'csm d0 1:B seven / HA BU A7 / B7 BK LX / HO B9 A8 / H8 LO / BO B8 BA, AK AA AU, L9 LA L8, HK HX H9, A9 AX AO, L7 LU LK, H7 BX HU',
    shows: 'the declarer leads a trump first, or the ten of leaves is trumped at trick 8 (random)',
  },
  {
    id: 'keepTrumpControl',
    card: 'AO',
    notation:
      'csm d2 0:A seven / LU LA A7 A8 AU / HX B9 BO BK L8 / HU B7 L7 A9 AO / H8 LK / H9 HA HO, H7 HK AA, AK BA AX, B8 BX BU, L9 LO LX',
    shows: 'a defender keeps his trump to ruff a later trick with points (random)',
  },
  {
    id: 'forceATrump',
    card: 'HU',
    notation:
      'csm d2 0:A seven / LU LA A7 A8 AU / HX B9 BO BK L8 / HU B7 L7 A9 AO / H8 LK / H9 HA HO, H7 HK AA, AK BA AX, B8 BX BU, L9 LO LX',
    shows:
      "a defender leads a worthless card the declarer must trump, so that trump cannot take the defence's points later (random)",
  },
  {
    id: 'stripTheSeven',
    card: 'H8',
    notation:
      'fourHand csm d0 1:B called:A / H9 HO B7 B8 BA / B9 BX BO BK AA / L9 LK A7 A8 AX / H8 HA BU L8 LX / - / LO LA LU L7, H7 HU HK HX, AU AO AK A9',
    shows: "křížový: a trump lead makes the declarer's side give up the seven's guard (random)",
  },
  {
    id: 'killTheSeven',
    card: 'L7',
    notation:
      'csm d2 0:A seven / LU LA A7 A8 AU / HX B9 BO BK L8 / HU B7 L7 A9 AO / H8 LK / H9 HA HO, H7 HK AA, AK BA AX, B8 BX BU, L9 LO LX',
    shows: "against a seven, the defence plays so the declarer's seven does not take the last trick (random)",
  },
  {
    id: 'keepSevenBack',
    card: 'HU',
    notation:
      'fourHand csm d3 0:L seven called:A / HU L7 LO A7 A9 AK / H7 B8 BU BK AU AO / H8 H9 HO HA BX AX / HX HK B7 B9 A8 AA / - / LX LA BA LK, L9 BO L8 LU',
    shows: 'křížový: the declarer keeps the seven of trumps for the last trick (random)',
  },
  {
    id: 'spendTheSeven',
    card: 'LK',
    notation:
      'fourHand csm d2 3:B called:A / HO L9 LO A8 / H9 HK A7 AK / H7 H8 B7 LK / HX HU B8 BU / - / BX BA HA BO, AU AO AX AA, L7 L8 LX LA, BK B9 LU A9',
    shows:
      'křížový: a defender lets his seven of trumps go before the last trick, where it would be killed (random)',
  },
  {
    id: 'firstMarriage',
    card: 'HO',
    notation:
      'fourHand csm d2 3:A hundred called:U / HA B7 BO LA / H7 L9 LO / H9 HU HO HK / HX BX AO AK / - / L8 LK LX LU, A8 AU AX A9, AA H8 A7 L7, B9 BK BA B8, BU',
    shows: 'křížový hundred: the order of the marriages decides which one counts (random)',
  },
  {
    id: 'takeThePoints',
    card: 'AK',
    notation:
      'fourHand csm d2 3:H seven called:A / BX BK LA A7 AX AU / B8 L8 L9 LU LO / B9 L7 LK A9 AK AA / H7 H9 HX HU LX A8 / - / H8 HA HK HO, BO BA B7 BU, AO',
    shows: 'křížový: a defender takes the trick with the ace and keeps its points (random)',
  },
  {
    id: 'lastTrick',
    card: 'B9',
    notation:
      'csm d0 1:L hundred / H8 HU B9 BX A8 / H9 BO LX AX / H7 HO BK AU / L9 AK / LO AA L7, LK HX LU, A7 A9 AO, BU BA B8, LA HA B7, L8 HK',
    shows: 'a defender keeps a trump for the last trick (random)',
  },
  {
    id: 'saveThePoints',
    card: 'H8',
    notation:
      'fourHand csm d1 2:A seven called:A / HU HA B8 L9 LU / HX B7 BK A9 AU / H8 A7 A8 AX AK / H7 H9 HO HK B9 / - / LO LK LX L7, L8 AA AO LA, BU BA BX BO',
    shows: "křížový: the declarer's side keeps the ten of hearts from the defence (random)",
  },
  {
    id: 'winThePoints',
    card: 'L8',
    notation:
      'csm d0 1:B / L8 LU LK LA AK / B7 B9 L7 LX A9 / H9 HX BU BK LO / HK L9 / H8 HA HU, HO H7 BX, AU AA AX, BO B8 BA, A8 A7 AO',
    shows: "a defender's lead wins the declarer's ten of leaves at trick 7 (random)",
  },
  {
    id: 'betlHighestUnder',
    card: 'B7',
    notation:
      'csm d2 0:betl / B7 B9 BX A7 A9 / B8 BO LX LK AX / HA BK AO AA / BA LO / A8 AU AK, H8 H7 H9, LU LA L9, HK L7 HU, HO L8 HX, BU',
    shows:
      'betl: following suit, the declarer ducks with the nine, keeping the seven as his safe card (random)',
  },
  {
    id: 'betlDangerousCard',
    card: 'H7',
    notation:
      'csm d1 2:betl / HK B8 LO AU AK / L8 LK LA A8 / H7 H8 HX L9 LX / HU HA / A7 AX AA, BK B7 BA, BO BX LU, HO AO H9, B9 BU L7, A9',
    shows:
      'betl: void in the suit led, the declarer throws the nine of leaves before the ten of leaves is caught (random)',
  },
  {
    id: 'betlFindTheHole',
    card: 'HK',
    notation:
      'csm d1 2:betl / HK BK L7 A9 / H8 BA L8 L9 / B8 B9 BX AU / HO LO / B7 BU BO, LA AX LX, HA H7 HX, AK A7 AA, LU LK AO, H9 A8 HU',
    shows: "betl: a defender leads the nine of acorns into the declarer's hole (random)",
  },
  {
    id: 'betlKeepTheHole',
    card: 'L7',
    notation:
      'fourHand csm d1 3:betl / L7 L9 LU LA / B7 BX L8 A8 / H7 HU LX / LO A7 AO / - / AU A9 AA AX, B8 B9 BU BA, HO BK HA HK, H9 AK H8 BO, HX LK',
    shows: 'křížový betl: a defender keeps the card that forces the declarer at trick 6 (random)',
  },
  {
    id: 'durchOrder',
    card: 'H8',
    notation:
      'csm d2 0:durch / HA HK H8 / HO HU L8 / H7 L7 AO / H9 HX / LA L9 LU, LK LX LO, BA B7 B8, BK B9 BX, BO A7 BU, AA A8 A9, AK AX AU',
    shows: 'durch: the declarer plays the king of hearts before the eight (hand-made)',
  },
  {
    id: 'durchKeepGuard',
    card: 'H9',
    notation:
      'csm d2 0:durch / HA H8 / HO H9 L8 / H7 L7 AO / AX AU / LA L9 LU, LK LX LO, BA B7 B8, BK B9 BX, BO A7 BU, AK A8 A9, HK HU HX, AA',
    shows:
      'against a durch: void in acorns, the defender throws a leaf and keeps his hearts guard (hand-made)',
  },
  {
    id: 'durchTakeATrick',
    card: 'H9',
    notation:
      'csm d2 0:durch / H8 LA / H9 H7 L7 / L8 LX LO / HO A7 / LK L9 LU, BA B7 B8, BK B9 BX, BO A8 BU, AA A9 AU, AK AX AO, HK HU HX, HA',
    shows:
      'against a durch: following the ace of hearts with the seven keeps the nine for trick 10 (hand-made)',
  },
  {
    id: 'cashBeforeRuff',
    card: 'HK',
    notation:
      'csm d2 0:A seven / L8 LX LA A7 A8 / B8 BX L7 L9 AO / HX HK HA LU LK / H8 H9 / AU AA AX, HU HO H7, B9 BA BU, A9 AK LO, B7 BK BO',
    // The position before (H9 lost against the ten of leaves cashed) had two best lines of equal value;
    // the solver's move order since picks the one in which the ten falls on a trump lead instead.
    shows:
      'a defender cashes the ten of hearts now, his partner overtrumping the declarer; later the declarer trumps it (random)',
  },
  {
    id: 'ruffHighEnough',
    card: 'L9',
    notation:
      'csm d2 0:L seven / HA BX L7 L9 LX LA / H8 H9 HX BK LO LK / H7 HO HK L8 A9 / HU LU / B8 B9 BO, AK AX AA, BU B7 BA, AU A7 AO, A8',
    shows:
      'against a seven the declarer trumps with the ten of leaves: the nine would be overtrumped by the Ober (random)',
  },
  {
    id: 'keepGuard',
    card: 'LK',
    notation:
      'csm d2 0:H hundred / HO LU LA A8 AA / BX BU BK BA A9 / B7 B8 L7 L8 LK AK / H9 AU / L9 LO LX, BO HK B9, H7 H8 HU, A7 AX AO, HA HX',
    shows:
      'against a hundred the defender keeps the king of leaves, the guard over the declarer\'s Unter that gets the defence in (the issue\'s case, once named "save your points")',
  },
  {
    id: 'cashWinners',
    card: 'H8',
    notation:
      'fourHand csm d0 1:L seven called:A / HU HO L8 LX A8 AO / HK L7 LU LK A9 AX / H8 H9 HA BA AU AK / H7 HX B9 BK A7 AA / - / L9 LO B7 LA, BU B8 BX BO',
    shows:
      'křížový: a defender cashes the ace of hearts now; after the eight he loses the lead and the ace falls to the declarer later (random)',
  },
  {
    id: 'drawLastTrump',
    card: 'A8',
    notation:
      'csm d0 1:L seven / HO A9 AU / L7 LU A8 / HX L9 AO / H9 AK / BA BK B9, LX LA LO, HU HK H7, BX B7 BO, A7 AA AX, BU L8 B8, HA H8 LK',
    shows:
      'the declarer draws the defender\'s last trump, which would kill his seven in the last trick (the issue\'s case, once named "keep the seven back")',
  },
  {
    id: 'noLeadIntoRuff',
    card: 'LA',
    notation:
      'csm d0 1:A hundred / HK BU BK A8 A9 AU / HX LA A7 AO AK AA / H7 H8 HO L8 LX LO / B9 L7 / BX BA B7, H9 HU HA, B8 AX BO, L9 LU LK',
    shows: 'the declarer does not lead the ace of leaves into a defender who trumps it (random)',
  },
  {
    id: 'keepTheLead',
    card: 'AO',
    notation:
      'fourHand csm d1 2:L seven called:K / A8 A9 AK / BO AX AU / BU L7 / BX AO AA / - / LA LK L9 B7, L8 LO LU HO, BA B8 B9 BK, HX HK HA HU, H7 LX H8 H9, A7',
    shows:
      "křížový: the declarer's partner takes the trick, so the defence does not lead a suit that forces the declarer's seven out (random)",
  },
  {
    id: 'forceTheSeven',
    card: 'HK',
    notation:
      'fourHand csm d1 2:H seven called:A / B9 BX BU L9 AU / HK B8 BO L7 A7 / H7 HX HO B7 L8 / BK BA LX A8 AO / - / H9 HU HA H8, A9 AK AX AA, LK LO LA LU',
    shows:
      'křížový: a defender leads acorns, which the declarer lacks, until his seven must trump early (random)',
  },
  {
    id: 'sparePartnersSeven',
    card: 'H8',
    notation:
      'fourHand csm d2 3:L seven called:A / H7 HK BA AK / B7 A8 AO AA / H8 A9 AX AU / BK L7 L9 A7 / - / B8 B9 BX BO, LX LA LO HA, HU H9 HO HX, L8 LK LU BU',
    shows:
      "křížový: the declarer's partner does not lead hearts, which the declarer must trump, and his seven reaches the last trick (random)",
  },
  {
    id: 'keepTrumpControl',
    card: 'HU',
    notation:
      'csm d0 1:H hundred / B7 BK LX LO LA AK / HU HK BX L9 LK A7 / BO L7 L8 LU A8 AO / H8 A9 / BA B9 B8, HA H9 HX, HO H7 BU, AA AX AU',
    shows:
      'the declarer of a hundred keeps the Unter of trumps to ruff a trick without points and so take the lead back (random)',
  },
  {
    id: 'cashWinners',
    card: 'BO',
    notation:
      'csm d2 0:L hundred / B9 L7 LK / H7 H9 AX / BO BK BA / BU A9 / LA L8 L9, LO AU LX, B7 BX B8, A7 A8 AK, HA HX HK, HU H8 HO, AO LU AA',
    shows:
      'a defender cashes the ace of bells now; the Ober takes this trick too, but the ace is then caught at the last (random)',
  },
  {
    id: 'noLeadIntoRuff',
    card: 'LA',
    notation:
      'auction csm d0 1:B won:game / H8 HO L9 LU LK AO / H7 HU B8 BA A7 AK / B9 BK L7 LA A8 AU / H9 L8 / BU BO HA, LX LO B7, AX A9 AA, HK HX BX',
    shows:
      'licitovaný: a defender does not lead the ace of leaves into the declarer, who has none and trumps it (random; once named "trumps first")',
  },
];

/**
 * Near misses: losing cards where a technique's pattern shows on the lines but is not why the card
 * loses, so it stays silent and another is named (found over seeded random play, kept for what they show).
 */
interface NearMiss {
  /** Techniques that must stay silent. */
  readonly silent: readonly TechniqueId[];
  /** The principle named instead. */
  readonly named: TechniqueId;
  readonly card: Card;
  readonly notation: string;
  readonly shows: string;
}

const NEAR_MISSES: readonly NearMiss[] = [
  {
    silent: ['keepGuard', 'cashWinners'],
    named: 'lastTrick',
    card: 'B9',
    notation:
      'csm d1 2:H hundred / BO BK LX LU LO / B7 BU LK A7 A9 / HK B9 BX BA A8 / B8 L9 / H7 H8 H9, HX HA HU, AU AK AX, AO AA L8, HO L7 LA',
    shows:
      'the ten of bells led later still takes its trick (no winner lost, no card of theirs gets through): it is the last trick',
  },
  {
    silent: ['noLeadIntoRuff'],
    named: 'forceATrump',
    card: 'BX',
    notation:
      'csm d1 2:A / B9 BX BO L8 L9 / H9 HX HU BA LK / H8 LO A7 AK AA / B7 LU / AO A9 AX, LA LX L7, HO HA AU, BU BK B8, HK H7 A8',
    shows:
      'the declarer trumps the lead either way: what the nine of bells does is make him spend the king of trumps',
  },
  {
    silent: ['drawLastTrump', 'drawTrumps'],
    named: 'keepSevenBack',
    card: 'LO',
    notation:
      'csm d1 2:A seven / B9 AU AK / HU L7 AO / LO A7 AA / B7 BK / L9 LU LA, L8 LK LX, B8 BA BO, HX H8 HA, H9 HK AX, BX BU A9, HO A8 H7',
    shows:
      'the trump that kills the seven is not the one the ace of trumps draws: the seven is kept back, not a trump drawn',
  },
  {
    silent: ['keepTheLead'],
    named: 'takeThePoints',
    card: 'LK',
    notation:
      'fourHand csm d0 1:H called:X / HX B7 BU BO L8 LX / H9 HU HO HA AA / H7 H8 HK A9 AU / BX L7 L9 LK LA A8 / - / AO AK AX A7, B9 BK BA B8, LU LO',
    shows: "the trick's own points are what the ace keeps, not the lead",
  },
  {
    silent: ['forceTheSeven'],
    named: 'keepGuard',
    card: 'HK',
    notation:
      'csm d1 2:B seven / H9 HK B8 BU L9 A7 / H7 HX HA A8 A9 AK / HU HO B7 BX BO AX / H8 L8 / AU AA AO, LO LU LX, BK BA B9, LA L7 LK',
    shows:
      "the declarer follows suit, so nothing forces his seven: the king of hearts kept over the declarer's Ober gets the defence in",
  },
  {
    silent: ['sparePartnersSeven'],
    named: 'keepSevenBack',
    card: 'LK',
    notation:
      'fourHand csm d1 2:A seven called:A / H8 B9 BO L9 / HA BX LU LO / H7 B7 A7 AK / H9 LK A8 A9 / - / AX AA AO L7, L8 LA LX AU, B8 BK BA BU, HU HK HO HX',
    shows:
      "křížový: after the king of leaves the declarer's seven still reaches the last trick (where it is beaten): it is kept back, not spared a ruff",
  },
];

describe('the vocabulary', () => {
  it('names at least 20 techniques, each once', () => {
    expect(TECHNIQUES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(TECHNIQUES).size).toBe(TECHNIQUES.length);
  });

  it('links only lessons the catalogue has', () => {
    const ids = new Set(shippedCatalogue().lessons.map((l) => l.id));
    for (const id of TECHNIQUES) {
      const lesson = TECHNIQUE_LESSONS[id];
      if (lesson !== null) expect(ids.has(lesson), `${id} → ${lesson}`).toBe(true);
    }
  });

  it('has a position for every technique', () => {
    expect(new Set(CASES.map((c) => c.id))).toEqual(new Set(TECHNIQUES));
  });
});

describe.each(CASES)('$id: $shows', ({ id, card, notation }) => {
  const s = state(notation);
  const analysis = analyze(s);
  const v = analysis.cards.find((x) => x.card === card);
  const bestLine = analysis.bestLine ?? [];
  const best = bestLine[0] as Card;

  it('the card loses by the solver, and the principle named is the technique', () => {
    expect(v?.loss).toBeGreaterThan(0);
    expect(verdictPrinciple(s, analysis, card)?.id).toBe(id);
    expect(principleOf(s, { card, line: v!.refutation! }, { card: best, line: bestLine })?.id).toBe(id);
  });

  it('every technique tried before it stays silent here (near misses: smear on a trick the declarer takes, …)', () => {
    const c = compare(s, { card: best, line: bestLine }, { card, line: v!.refutation! });
    const fired = new Set(techniquesOf(c!).map((p) => p.id));
    const before = TECHNIQUES.slice(0, TECHNIQUES.indexOf(id));
    expect(before.filter((t) => fired.has(t))).toEqual([]);
  });

  it('stays silent with the two lines the other way round', () => {
    const c = compare(s, { card, line: v!.refutation! }, { card: best, line: bestLine });
    expect(techniquesOf(c!).map((p) => p.id)).not.toContain(id);
  });

  it('says why the best card is right with the same test the other way round', () => {
    const right = principleOfRight(s, { card: best, line: bestLine }, { card, line: v!.refutation! });
    expect(right?.id).toBe(id);
    expect(right?.card).toBe(best);
    const said = explainVerdict(s, analysis, best, 'cs').principle;
    expect(said?.id).toBeTypeOf('string');
  });

  it('stays silent for every best card', () => {
    for (const b of analysis.cards.filter((x) => x.loss === 0))
      expect(verdictPrinciple(s, analysis, b.card)).toBeNull();
  });

  it('is worded in both languages with its lesson, and shown in the verdict', () => {
    const p = verdictPrinciple(s, analysis, card)!;
    for (const lang of ['cs', 'en'] as const) {
      const w = principleWords(p, s, lang);
      expect(w.text).toMatch(/^\S.*[.]$/);
      expect(w.text).not.toMatch(/\b[HBLA][789XUOKA]\b|undefined|null|NaN/);
      expect(w.lesson).toBe(TECHNIQUE_LESSONS[id]);
      expect(explainVerdict(s, analysis, card, lang).principle).toEqual(w);
    }
  });
});

describe.each(NEAR_MISSES)('near miss of $silent: $shows', ({ silent, named, card, notation }) => {
  it('names another technique, and these stay silent', () => {
    const s = state(notation);
    const analysis = analyze(s);
    const v = analysis.cards.find((x) => x.card === card);
    expect(v?.loss).toBeGreaterThan(0);
    expect(verdictPrinciple(s, analysis, card)?.id).toBe(named);
    const bestLine = analysis.bestLine ?? [];
    const c = compare(s, { card: bestLine[0] as Card, line: bestLine }, { card, line: v!.refutation! });
    const fired = techniquesOf(c!).map((p) => p.id);
    for (const id of silent) expect(fired).not.toContain(id);
  });
});

describe('the cases a strong player called wrong (issue 50)', () => {
  it("the declarer's eight of acorns: the last trump left out, not the seven played early", () => {
    const s = state(CASES.find((c) => c.id === 'drawLastTrump' && c.card === 'A8')!.notation);
    const p = verdictPrinciple(s, analyze(s), 'A8');
    expect(p).toMatchObject({ id: 'drawLastTrump', card: 'LU', focus: 'L9', kind: 'seven' });
    expect(principleWords(p!, s, 'cs').text).toBe(
      'Vytáhni soupeřům poslední trumf (zelenou devítku): jinak v posledním zdvihu zabije sedmu.',
    );
  });

  it("the defender's king of leaves: the guard over the declarer's Unter, not points to save", () => {
    const s = state(CASES.find((c) => c.id === 'keepGuard')!.notation);
    const p = verdictPrinciple(s, analyze(s), 'LK');
    expect(p).toMatchObject({ id: 'keepGuard', card: 'B7', other: 'LK', focus: 'LU' });
    expect(principleWords(p!, s, 'cs').text).toBe(
      'Drž krytí: nech si zeleného krále, hlídá zeleného spodka; jinak zelený spodek projde (8. zdvih).',
    );
    expect(principleWords(p!, s, 'en').text).toBe(
      'Keep your guard: hold on to the king of leaves — it guards the Unter of leaves, which otherwise gets through (trick 8).',
    );
  });
});

describe('near misses', () => {
  it('names no principle without the lines to compare', () => {
    const c = CASES[0]!;
    const s = state(c.notation);
    const analysis = analyze(s);
    const { bestLine: _, ...without } = analysis;
    expect(verdictPrinciple(s, without, c.card)).toBeNull();
    expect(explainVerdict(s, without, c.card, 'en').principle).toBeNull();
  });

  it('says plainly when no principle is named', () => {
    expect(noPrincipleWords('cs')).toEqual({
      id: null,
      text: expect.stringMatching(/princip/),
      lesson: null,
    });
    expect(noPrincipleWords('en').text).toMatch(/No principle named/);
  });
});
