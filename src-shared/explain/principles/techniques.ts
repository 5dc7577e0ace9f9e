/**
 * The vocabulary of the game's card-play techniques a principle names, in the order they are tried: the
 * most specific first, the general ones (whose facts hold behind most of the specific ones) last. Each
 * has a lesson that teaches it where the course has one (resources/lessons/<chapter>/<file>.json `id`).
 */

export const TECHNIQUES = [
  // Suit games: the trick in progress.
  'smear',
  'followLow',
  'ruffLow',
  'ruffHighEnough',
  // Suit games: leads.
  'catchTheTen',
  'driveOutTheAce',
  'throughToTheRuff',
  'cashBeforeRuff',
  'cashWinners',
  'drawLastTrump',
  'drawTrumps',
  'keepTrumpControl',
  'forceATrump',
  // Suit games: guards, the ruff, the lead.
  'keepGuard',
  'noLeadIntoRuff',
  'keepTheLead',
  // The seven.
  'stripTheSeven',
  'forceTheSeven',
  'killTheSeven',
  'sparePartnersSeven',
  'keepSevenBack',
  'spendTheSeven',
  // Points, in general.
  'firstMarriage',
  'takeThePoints',
  'lastTrick',
  'saveThePoints',
  'winThePoints',
  // Betl.
  'betlHighestUnder',
  'betlDangerousCard',
  'betlFindTheHole',
  'betlKeepTheHole',
  // Durch.
  'durchOrder',
  'durchKeepGuard',
  'durchTakeATrick',
] as const;
export type TechniqueId = (typeof TECHNIQUES)[number];

/** The lesson that teaches each technique (null: none in the course yet). */
export const TECHNIQUE_LESSONS: Readonly<Record<TechniqueId, string | null>> = {
  smear: 'defence.smear',
  followLow: 'defence.smear',
  ruffLow: 'declarer.ruff-low',
  ruffHighEnough: 'declarer.ruff-low',
  keepGuard: null,
  catchTheTen: 'defence.catch-the-ten',
  driveOutTheAce: 'declarer.drive-out-the-ace',
  throughToTheRuff: 'defence.through-to-the-ruff',
  cashBeforeRuff: 'declarer.cash-before-the-ruff',
  cashWinners: 'declarer.cash-before-the-ruff',
  drawLastTrump: 'declarer.draw-trumps',
  drawTrumps: 'declarer.trumps-first',
  keepTrumpControl: 'declarer.talon-void',
  forceATrump: 'declarer.force-a-trump',
  noLeadIntoRuff: null,
  keepTheLead: 'games.seven-last',
  stripTheSeven: 'defence.strip-the-seven',
  forceTheSeven: 'games.seven-kill',
  killTheSeven: 'defence.kill-the-seven',
  sparePartnersSeven: 'games.seven-last',
  keepSevenBack: 'games.seven-last',
  spendTheSeven: 'money.silent-seven',
  firstMarriage: 'games.first-marriage',
  takeThePoints: 'basics.overtake',
  lastTrick: 'basics.last-trick',
  saveThePoints: 'defence.blank-for-the-trump',
  winThePoints: 'basics.counting',
  betlHighestUnder: 'betl-durch.highest-under',
  betlDangerousCard: 'betl-durch.betl-discard',
  betlFindTheHole: 'betl-durch.find-the-hole',
  betlKeepTheHole: 'betl-durch.find-the-hole',
  durchOrder: 'betl-durch.durch-order',
  durchKeepGuard: 'betl-durch.durch-guard',
  durchTakeATrick: 'betl-durch.durch-guard',
};
