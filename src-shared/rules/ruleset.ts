/**
 * A Ruleset is every point where the rule documents disagree, made explicit. Each option names the
 * document it comes from (rules/000 … rules/004 in ../shared/rules). Presets bundle a consistent
 * reading of one document; every option can also be changed on its own.
 */

/** Base rates in units of the money base (rules/000 čl. V odst. 2; rules/001 "Kategorie"). */
export interface Rates {
  readonly game: number;
  readonly seven: number;
  readonly hundred: number;
  readonly betl: number;
  readonly durch: number;
  /** null: open betl / open durch are not offered (rules/000 knows no open games). */
  readonly openBetl: number | null;
  readonly openDurch: number | null;
  readonly silentSeven: number;
  readonly silentHundred: number;
  // --- Licitovaný (auction): read only by that variant; docs/rules.md, "Licitovaný". ---
  /** Dvě sedmy: 40 (pravidla ČSM, čl. V odst. 2; turnajová pravidla, čl. I: 8 Kč at a 0.20 Kč base). */
  readonly twoSevens: number;
  /** Dvě sedmy with hearts as trumps; null: `twoSevens` doubled like any red rate (open question 7). */
  readonly redTwoSevens: number | null;
  /** Betl and durch when bid in licitovaný, which a document may rate apart from volený (question 27). */
  readonly auctionBetl: number;
  readonly auctionDurch: number;
}

/**
 * How a hundred (announced or silent) grows for every 10 points above 100, or below it when lost.
 * - `rate`: one more rate per 10 points (rules/000 čl. V odst. 6–7; rules/004 "Sto").
 * - `double`: the amount doubles per 10 points (rules/003, game-point table).
 * - `halfGame`: half the plain game's rate per 10 points (rules/001 "Kategorie", item 10).
 */
export const HUNDRED_GROWTH = ['rate', 'double', 'halfGame'] as const;
export type HundredGrowth = (typeof HUNDRED_GROWTH)[number];

/**
 * Which marriage counts towards an announced hundred (only one ever does).
 * - `first`: the first one the side announced (rules/000 čl. VII odst. 1).
 * - `highest`: the most valuable one the side announced (a reading of rules/003 "at most one Mariáš").
 */
export const HUNDRED_MARRIAGE = ['first', 'highest'] as const;
export type HundredMarriage = (typeof HUNDRED_MARRIAGE)[number];

/**
 * Marriages counted for a silent hundred.
 * - `all`: every marriage (rules/000 čl. V odst. 7; rules/001 "tichou stovku … čtyřmi hláškami").
 * - `one`: only one, as for an announced hundred (rules/003, "Hundred (Unannounced)").
 */
export const SILENT_HUNDRED_MARRIAGES = ['all', 'one'] as const;
export type SilentHundredMarriages = (typeof SILENT_HUNDRED_MARRIAGES)[number];

/**
 * When a marriage counts.
 * - `either`: whichever card of the pair is played first announces it (rules/000 čl. III odst. 3;
 *   rules/001 "vynášíme nebo přidáváme … svrška nebo krále").
 * - `overFirst`: only when the svršek is played before the král (rules/003 "must play the Over Knave
 *   to a trick before the King").
 */
export const MARRIAGE_ORDER = ['either', 'overFirst'] as const;
export type MarriageOrder = (typeof MARRIAGE_ORDER)[number];

/**
 * Which undoubled contracts are settled without playing the cards.
 * - `never`: every contract is played (rules/000 and rules/003 know no unplayed game).
 * - `game`: a plain suit game nobody doubled is paid at once (rules/004 "Flekování").
 * - `gameAndSeven`: also a game with seven whose parts nobody doubled (rules/001 "Flek-re": "Totéž se
 *   týká zpravidla i hry se sedmou").
 */
export const UNPLAYED = ['never', 'game', 'gameAndSeven'] as const;
export type Unplayed = (typeof UNPLAYED)[number];

export interface Ruleset {
  /** Stable identifier of the preset this ruleset started from. */
  readonly preset: PresetId;
  readonly rates: Rates;
  /** Hearts as trumps double every rate of a suit game (rules/000 čl. V odst. 4; rules/001 "červená"). */
  readonly redDoubles: boolean;
  readonly hundredGrowth: HundredGrowth;
  /**
   * A lost hundred also pays one rate per 10 points the other side made with marriages
   * (rules/000 čl. V odst. 6; rules/004 "Sto").
   */
  readonly hundredLossCountsMarriages: boolean;
  readonly hundredMarriage: HundredMarriage;
  readonly silentHundredMarriages: SilentHundredMarriages;
  readonly marriageOrder: MarriageOrder;
  readonly unplayed: Unplayed;
  /**
   * A silent seven that is beaten in the last trick costs its side the silent-seven rate
   * (rules/000 čl. V odst. 8: "uhraná či zabitá"). Off: it only ever wins.
   */
  readonly silentSevenKilledPays: boolean;
  /**
   * What a claim (ložená hra) must prove. On: the rules' own test — a game, seven or hundred gives the
   * defence no card points, a seven no trick either (rules/000 čl. V odst. 11; rules/002 čl. II
   * odst. 19). Off: only that no announced component can be lost. Betl and durch are the same either way.
   */
  readonly laydownStrict: boolean;
  /**
   * Names of the doubling steps, from the first double up (rules/000 čl. V odst. 5: Flek, Re, Tutti,
   * Boty …; rules/001 "Flek-re": flek, re, tutti, retutti; rules/004: Flek, Lepší, Tutti, Boty,
   * Kalhoty, Kaiser). Steps past the list are shown as "×2ⁿ".
   */
  readonly doubleNames: readonly DoubleName[];
  /** Most doublings of one component; null for no limit (rules/001 stops at retutti). */
  readonly maxDoubles: number | null;
  /** Cap on what one player pays in a hand, in units of the base; null for none (rules/000 čl. V odst. 9). */
  readonly limit: number | null;
  /** Money base in haléř: 20 (0.20 Kč) or 100 (1 Kč) (rules/000 čl. V odst. 2). */
  readonly baseHaler: number;
  /** Shuffle before every hand instead of gathering and cutting (rules/000 čl. II odst. 9 forbids it). */
  readonly shuffleEveryHand: boolean;
  /**
   * Hearts leave the plain game at its single rate and double everything else (rules/003, game-point
   * table: a suit game in hearts is worth 1). Off: `redDoubles` doubles the game too. Needs `redDoubles`.
   */
  readonly redSparesGame: boolean;
  /**
   * A lost hundred pays its rate once before the rate per 10 missing points (rules/004 "Sto": the same
   * rate for the lost hundred plus one per 10 points short). Off: only per 10 points short (rules/000
   * čl. V odst. 6).
   */
  readonly hundredLossAddsRate: boolean;
  /**
   * Forehand may take the trump card blind ("z lidu") only with at most two cards of every suit among
   * the first seven (rules/004 "Rozdávání"). Off: always (rules/000 čl. VII odst. 1).
   */
  readonly blindNeedsShortSuits: boolean;
  /**
   * Open betl ranks below durch: suit game, betl, open betl, durch, open durch (rules/001, the order of
   * "Kategorie" and "Vyložený žebrák a vyložený durch jsou další stupně"). Off: both open games above
   * durch (rules/003, the bids from lowest to highest).
   */
  readonly openBetlBelowDurch: boolean;
  /**
   * In an open game the defenders lay their cards open too, after the first trick, for everybody to see
   * (rules/001 "Totéž učiní i spoluhráči"). Off: only the declarer's (rules/003 "Open Betl").
   */
  readonly openShowsDefence: boolean;
  /**
   * Trumps the declarer lays in the talon of a suit game are announced to everyone once the trumps are
   * known (rules/001 "Talón": he must tell the opponents the card). Off: the talon stays secret, a trump
   * in it too (rules/000 čl. IV odst. 12 allows the discard and asks no word; čl. II odst. 4).
   */
  readonly talonTrumpsShown: boolean;

  // --- Křížový (fourHand; docs/variants.md, "Křížový mariáš") ---
  /**
   * Durch "s chytrým" (pravidla ČSM, čl. VII odst. 2): the declarer needs only the first seven tricks;
   * whoever takes the last counts with him as the declaring side for payment. Off: durch must take all
   * eight. The rules say "may", hence an option (open question 18).
   */
  readonly durchClever: boolean;
  /**
   * Křížový betl: from the lead to the second trick every hand is laid open, with no conferring
   * (pravidla ČSM, čl. VII odst. 2, read as everyone's cards: open question 17). Off: only the declarer's.
   */
  readonly betlOpenAll: boolean;

  // --- Licitovaný (auction; docs/variants.md, "Licitovaný mariáš"; docs/rules.md, "Licitovaný") ---
  /** Which ladder the auction climbs (variants/auction/ladder.ts holds the steps of each). */
  readonly auctionLadder: AuctionLadder;
  /** Who bids against whom, in what order (open question 1). */
  readonly auctionProcedure: AuctionProcedure;
  /** A bid may skip steps of the ladder (open question 2). */
  readonly auctionSkip: boolean;
  /** A seat that drops out of the auction stays out (open question 3). */
  readonly auctionPassFinal: boolean;
  /** What happens when nobody bids (open question 9). */
  readonly auctionAllPass: AuctionAllPass;
  /** How the cards are dealt: 5, the talon, 5 (`fives`) or by twos (`twos`). */
  readonly auctionDeal: AuctionDeal;
  /**
   * The winner of a plain sedma may fold without play (omyl), paying the game and the seven at one flek
   * each (turnajová pravidla, čl. II odst. 17 and čl. I). Off: no omyl.
   */
  readonly auctionFold: boolean;
  /** Dvě sedmy carries a game paid on top of it (open question 6). Off: dvě sedmy stands alone. */
  readonly twoSevensWithGame: boolean;
  /**
   * A defender holding four or more cards of the auxiliary suit makes dvě sedmy the declarer's loss
   * whatever the play: shown and paid without play, or with sto played for the hundred alone
   * (turnajová pravidla, čl. III odst. 1–3; open question 11). Off: dvě sedmy is always played out.
   */
  readonly twoSevensAuxFour: boolean;
  /** The defence may announce a seven or hundred against a won auction (open question 12). */
  readonly againstAfterAuction: boolean;
  /**
   * The game goes to the side that took most of the tricks (anglický popis, "Licitovaný Mariáš": a point
   * for the majority of the tricks on every suit contract; open question 25). Off: to the side with more
   * points, as in volený (pravidla ČSM, čl. IV odst. 3).
   */
  readonly gameByTricks: boolean;
  /** Which declared contracts must match the declarer's cards (open question 14). */
  readonly contractMatchesCards: ContractMatchesCards;
  /**
   * The limit that replaces `limit` when both defenders doubled a laid-down game, in units of the base
   * (turnajová pravidla, čl. II odst. 18 and čl. I; open question 10). null: `limit` in any case.
   */
  readonly raisedLimit: number | null;

  // --- Lízaný (twoHand; docs/variants.md, "Lízaný mariáš"; docs/rules.md, "Lízaný") ---
  /**
   * Which duties are lifted while the stock lasts (anglický popis, "Lízaný Mariáš": no duty to follow;
   * open question 23). `allDuties`: any card, without following, overtaking or trumping. `followOnly`:
   * a seat void in the led suit still trumps. Either way an announced seven waits (pravidla ČSM, čl. IV
   * odst. 11).
   */
  readonly twoHandLifted: TwoHandLifted;
}

export const DOUBLE_NAMES = ['flek', 're', 'tutti', 'boty', 'kalhoty', 'kaiser', 'lepsi', 'retutti'] as const;
export type DoubleName = (typeof DOUBLE_NAMES)[number];

/** The presets offered for volený (every screen lists these). */
export const PRESET_IDS = ['csm', 'house001', 'app004', 'english003'] as const;
/**
 * The presets of licitovaný, its default first: `csm002` is the tournament rules read on top of the
 * general ones (turnajová pravidla, čl. II odst. 1). Not offered in the app until licitovaný is.
 */
export const AUCTION_PRESET_IDS = ['csm002', 'csm', 'house001', 'english003'] as const;
export type PresetId = (typeof PRESET_IDS)[number] | (typeof AUCTION_PRESET_IDS)[number];
/** Every preset a ruleset may name (volený's, then licitovaný's own): what the text formats accept. */
export const KNOWN_PRESET_IDS: readonly PresetId[] = [
  ...new Set<PresetId>([...PRESET_IDS, ...AUCTION_PRESET_IDS]),
];

/**
 * Auction ladders, each read from one document (variants/auction/ladder.ts has the steps): `csm` the
 * twelve steps of the tournament rules (turnajová pravidla, čl. I), `csmGeneral` the general rules'
 * order of contracts from hra, with no red steps (pravidla ČSM, čl. VII odst. 3 and čl. IV odst. 1),
 * `house001` the popular rules' ten "lepší" steps with sto a sedm after lepší sto (open question 4),
 * `english003` the English description's list (the same twelve as `csm`).
 */
export const AUCTION_LADDERS = ['csm', 'csmGeneral', 'house001', 'english003'] as const;
export type AuctionLadder = (typeof AUCTION_LADDERS)[number];
/**
 * - `duel`: the rear hand opens against forehand, who holds with "Mám"; the middle seat takes the place
 *   of the first to drop out (pravidla ČSM, čl. VII odst. 3).
 * - `rotation`: from forehand, every seat in turn (domácí pravidla, "Mariáš licitovaný").
 * - `duelDealerLast`: the seat right of the dealer against forehand, the dealer against the survivor
 *   (anglický popis, "Licitovaný Mariáš").
 */
export const AUCTION_PROCEDURES = ['duel', 'rotation', 'duelDealerLast'] as const;
export type AuctionProcedure = (typeof AUCTION_PROCEDURES)[number];
/**
 * When a duel's two others dropped out without a bid (open question 9):
 * - `lastSeatChooses`: the last seat left is asked whether he plays — he bids any step and the auction
 *   closes at it — or throws the hand in. AP names the dealer, the last seat of its order; in OP's duel
 *   it is forehand, who otherwise only answers (every preset: the reading a player expects, since a
 *   forehand thrown in unasked never spoke).
 * - `redeal`: the hand is thrown in without asking him. No preset plays so; rules saved with it keep it.
 * In a rotation every seat has had its own turn, so both are a redeal.
 */
export const AUCTION_ALL_PASS = ['redeal', 'lastSeatChooses'] as const;
export type AuctionAllPass = (typeof AUCTION_ALL_PASS)[number];
export const AUCTION_DEALS = ['fives', 'twos'] as const;
export type AuctionDeal = (typeof AUCTION_DEALS)[number];
/**
 * - `all`: as in volený, an announced seven (the auxiliary one too) must be in the declarer's hand and a
 *   hundred needs a marriage (pravidla ČSM, čl. IV odst. 4–5).
 * - `sevenOnly`: only a sedma (plain or red) needs its trump seven; a contract above sedma need not
 *   match the cards (turnajová pravidla, čl. II odst. 16–17).
 */
export const CONTRACT_MATCHES_CARDS = ['all', 'sevenOnly'] as const;
export type ContractMatchesCards = (typeof CONTRACT_MATCHES_CARDS)[number];

/** What the stock lifts in lízaný (Ruleset.twoHandLifted). */
export const TWO_HAND_LIFTED = ['allDuties', 'followOnly'] as const;
export type TwoHandLifted = (typeof TWO_HAND_LIFTED)[number];
/** The lízaný options by their path; not in the rules editor until the app offers lízaný. */
export const TWO_HAND_OPTIONS = ['twoHandLifted'] as const;

/**
 * The licitovaný options by their path in a Ruleset. The rules editor does not show them until the app
 * offers licitovaný; every one is documented in docs/rules.md.
 */
export const AUCTION_OPTIONS = [
  'rates.twoSevens',
  'rates.redTwoSevens',
  'rates.auctionBetl',
  'rates.auctionDurch',
  'auctionLadder',
  'auctionProcedure',
  'auctionSkip',
  'auctionPassFinal',
  'auctionAllPass',
  'auctionDeal',
  'auctionFold',
  'twoSevensWithGame',
  'twoSevensAuxFour',
  'againstAfterAuction',
  'gameByTricks',
  'contractMatchesCards',
  'raisedLimit',
] as const;

/** Obecná pravidla ČSM (rules/000). */
const CSM: Ruleset = {
  preset: 'csm',
  rates: {
    game: 1,
    seven: 2,
    hundred: 4,
    betl: 15,
    durch: 30,
    openBetl: null,
    openDurch: null,
    silentSeven: 1,
    silentHundred: 2,
    // Licitovaný: čl. V odst. 2 (dvě sedmy 40); red dvě sedmy doubled (čl. V odst. 4, question 7).
    twoSevens: 40,
    redTwoSevens: null,
    auctionBetl: 15,
    auctionDurch: 30,
  },
  redDoubles: true,
  hundredGrowth: 'rate',
  hundredLossCountsMarriages: true,
  hundredMarriage: 'first',
  silentHundredMarriages: 'all',
  marriageOrder: 'either',
  unplayed: 'never',
  silentSevenKilledPays: true,
  laydownStrict: true,
  doubleNames: ['flek', 're', 'tutti', 'boty'],
  maxDoubles: null,
  limit: 500,
  baseHaler: 20,
  shuffleEveryHand: false,
  redSparesGame: false,
  hundredLossAddsRate: false,
  blindNeedsShortSuits: false,
  openBetlBelowDurch: false,
  openShowsDefence: false,
  // Čl. IV odst. 12 allows a trump in the talon and čl. II odst. 4 keeps the talon secret.
  talonTrumpsShown: false,
  // Křížový (čl. VII odst. 2); the other documents describe no křížový and keep these.
  durchClever: true,
  betlOpenAll: true,
  // Licitovaný by the general rules alone (čl. IV, čl. V, čl. VII odst. 3); `csm002` adds the tournament
  // rules. The auction climbs čl. IV odst. 1's order from hra (čl. VII odst. 3); hearts only double.
  auctionLadder: 'csmGeneral',
  auctionProcedure: 'duel',
  auctionSkip: true,
  auctionPassFinal: true,
  // OP and TP are silent when both others drop without a bid: forehand, the last seat left, is asked
  // whether he plays (any step) or throws in (question 9).
  auctionAllPass: 'lastSeatChooses',
  auctionDeal: 'fives',
  auctionFold: false,
  twoSevensWithGame: false,
  twoSevensAuxFour: false,
  againstAfterAuction: true,
  gameByTricks: false,
  contractMatchesCards: 'all',
  raisedLimit: null,
  // Lízaný: only the English description has it; every duty lifted while the stock lasts (question 23).
  twoHandLifted: 'allDuties',
};

/**
 * Turnajová pravidla ČSM for licitovaný, read on top of the general rules (their čl. II odst. 1): the
 * fourth flek is the last (čl. IV, "Renoncem není" 2), omyl (čl. II odst. 17), four auxiliary cards
 * with a defender lose dvě sedmy (čl. III), no seven or hundred against (čl. II odst. 23), contracts above sedma need not match the cards (odst. 16), the raised limit of
 * 150 Kč for a doubled laydown both defenders doubled (odst. 18; čl. I). Rates as čl. I at 0.20 Kč.
 */
const CSM_002: Ruleset = {
  ...CSM,
  preset: 'csm002',
  auctionLadder: 'csm',
  maxDoubles: 4,
  auctionFold: true,
  twoSevensAuxFour: true,
  againstAfterAuction: false,
  contractMatchesCards: 'sevenOnly',
  raisedLimit: 750,
};

/** The popular house rules of rules/001 (betl 5, durch 10, open games, half a game per 10 over 100). */
const HOUSE_001: Ruleset = {
  ...CSM,
  preset: 'house001',
  rates: {
    game: 1,
    seven: 2,
    hundred: 4,
    betl: 5,
    durch: 10,
    openBetl: 10,
    openDurch: 20,
    silentSeven: 1,
    silentHundred: 2,
    // "Kategorie" 11–12: dvě sedmy 8, in hearts 16 (doubled), the game paid on top.
    twoSevens: 8,
    redTwoSevens: null,
    auctionBetl: 5,
    auctionDurch: 10,
  },
  hundredGrowth: 'halfGame',
  unplayed: 'gameAndSeven',
  // rules/001 says nothing of laying a game down: a claim need only be sure of the contract.
  laydownStrict: false,
  doubleNames: ['flek', 're', 'tutti', 'retutti'],
  maxDoubles: 4,
  limit: null,
  openBetlBelowDurch: true,
  openShowsDefence: true,
  // "Talón": a trump laid in the talon is announced, its value too.
  talonTrumpsShown: true,
  // "Mariáš licitovaný": dealt by twos, forehand first and every seat in turn; its worked auction skips
  // steps and lets a seat that passed bid again; no omyl; dvě sedmy "a placená hra navíc".
  auctionLadder: 'house001',
  auctionProcedure: 'rotation',
  auctionPassFinal: false,
  auctionDeal: 'twos',
  twoSevensWithGame: true,
};

/**
 * The volený rules an existing mariáš app explains (rules/004): a plain game nobody doubles is paid at
 * once, the tichá sedma only wins, a lost hundred pays its rate plus the points short, "z lidu" only
 * with short suits, the app's doubling words. Betl 5 and durch twice betl (the document gives 5–15).
 */
const APP_004: Ruleset = {
  ...CSM,
  preset: 'app004',
  rates: { ...CSM.rates, betl: 5, durch: 10 },
  unplayed: 'game',
  silentSevenKilledPays: false,
  doubleNames: ['flek', 'lepsi', 'tutti', 'boty', 'kalhoty', 'kaiser'],
  limit: null,
  // rules/004 says nothing of laying a game down.
  laydownStrict: false,
  hundredLossAddsRate: true,
  blindNeedsShortSuits: true,
};

/**
 * The English description (rules/003): game points with the hearts game at 1 and everything else in
 * hearts doubled, open betl and durch above durch with only the declarer's cards shown, a hundred that
 * doubles per 10 points and counts one marriage, marriages only with the svršek first, every game played.
 */
const ENGLISH_003: Ruleset = {
  ...CSM,
  preset: 'english003',
  // "Licitovaný Mariáš" rates its own betl 15, durch 30, dvě sedmy 40 and in hearts 60 (question 27).
  rates: {
    ...CSM.rates,
    betl: 5,
    durch: 10,
    openBetl: 10,
    openDurch: 20,
    redTwoSevens: 60,
  },
  hundredGrowth: 'double',
  hundredLossCountsMarriages: false,
  hundredMarriage: 'highest',
  silentHundredMarriages: 'one',
  marriageOrder: 'overFirst',
  doubleNames: ['flek', 're', 'tutti'],
  limit: null,
  // rules/003 says nothing of laying a game down.
  laydownStrict: false,
  redSparesGame: true,
  // rules/003 "Four hand Mariáš": played as the three-hand game, no durch "s chytrým".
  durchClever: false,
  // "Licitovaný Mariáš": the seat right of the dealer against forehand, the dealer last and free to play
  // anything when both pass; the seven bidder may fold (six points); "100 Against" after the auction;
  // a point for the trick majority on every suit contract, so dvě sedmy carries the game.
  auctionLadder: 'english003',
  auctionProcedure: 'duelDealerLast',
  auctionAllPass: 'lastSeatChooses',
  auctionFold: true,
  twoSevensWithGame: true,
  gameByTricks: true,
};

export const PRESETS: Readonly<Record<PresetId, Ruleset>> = {
  csm: CSM,
  house001: HOUSE_001,
  app004: APP_004,
  english003: ENGLISH_003,
  csm002: CSM_002,
};

/**
 * The ruleset a licitovaný hand is played under: betl and durch at their licitovaný rates, so the
 * settlement, the solver and the explanation read `rates.betl`/`rates.durch` as for any hand.
 */
export function forAuction(rules: Ruleset): Ruleset {
  const { betl, durch, auctionBetl, auctionDurch } = rules.rates;
  if (betl === auctionBetl && durch === auctionDurch) return rules;
  return { ...rules, rates: { ...rules.rates, betl: auctionBetl, durch: auctionDurch } };
}

export function preset(id: PresetId): Ruleset {
  return PRESETS[id];
}
