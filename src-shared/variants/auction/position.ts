/**
 * A licitovaný position (engine/position.ts): the step its contract stands for, checked as the flow
 * checks a declaration, and the auction's own fields of the hand state.
 */
import { CARDS } from '../../cards/card.ts';
import { fromCards } from '../../cards/cardset.ts';
import type { Component } from '../../engine/contract.ts';
import {
  type ContractFacts,
  type Position,
  type PositionHooks,
  againstComponents,
  invalid,
} from '../../engine/position-contract.ts';
import type { InputError } from '../../io/errors.ts';
import { type Result, err, ok } from '../../util/result.ts';
import { LADDERS, STEPS, STEP_SHAPES, type StepId, heartsAllowed, redStepOf, stepParts } from './ladder.ts';
import { FRESH_AUCTION_OWN, auctionOwn } from './state.ts';
import { type Declaration, declareRefusal, discardBan, discardedTrumps, winnerMatching } from './talon.ts';

/**
 * The licitovaný step a contract stands for, or null when none is. Hearts as trumps make the red step,
 * unless `ladder` is given and has no red form of the step (the general rules' ladder: hearts only
 * double the rate, OP čl. V odst. 4).
 */
export function stepOf(
  p: Pick<Position, 'game' | 'trump' | 'announced' | 'aux'>,
  ladder?: readonly StepId[],
): StepId | null {
  const a = p.announced;
  const twoSevens = (p.aux ?? null) !== null;
  const plain = STEPS.find((step) => {
    const s = STEP_SHAPES[step];
    if (s.game !== p.game || s.red) return false;
    if (s.game !== 'suit') return true;
    return s.seven === (a.seven ?? false) && s.hundred === (a.hundred ?? false) && s.twoSevens === twoSevens;
  });
  if (plain === undefined) return null;
  if (p.game !== 'suit' || p.trump !== 'H') return plain;
  return ladder !== undefined && heartsAllowed(plain, ladder) ? plain : redStepOf(plain);
}

/**
 * The contract of a licitovaný position: the step it stands for must be one the declarer could declare
 * with his twelve cards after the step won (the flow's own check, talon.ts declareRefusal), its talon
 * free of the cards he may not discard (discardBan), its parts as the step gives them (stepParts).
 */
function auctionComponents(p: Position, facts: ContractFacts): Result<Component[], InputError> {
  const ladder = p.rules.auctionLadder;
  const step = stepOf(p, LADDERS[ladder]);
  if (step === null) return err(invalid('game', { kind: 'noSuchStep' }));
  const won = p.wonStep ?? null;
  if (won !== null && !(LADDERS[ladder] as readonly StepId[]).includes(won))
    return err(
      invalid('wonStep', {
        kind: 'contractRefused',
        reason: { code: 'stepNotOnLadder', step: won, ladder },
      }),
    );
  const d: Declaration = { step, trump: p.trump, aux: p.aux ?? null };
  const twelve = fromCards(CARDS.filter((c) => facts.owner(c) === p.declarer || p.talon.includes(c)));
  const match = winnerMatching(twelve, won, ladder, p.rules.contractMatchesCards);
  const why = declareRefusal(twelve, won, d, ladder, match);
  if (why !== null)
    return err(
      invalid(why.code === 'contractBelowBid' ? 'wonStep' : 'game', { kind: 'contractRefused', reason: why }),
    );
  for (const [i, card] of p.talon.entries()) {
    const ban = discardBan(d, card);
    if (ban !== null) return err(invalid(`talon[${i}]`, { kind: 'contractRefused', reason: ban }));
  }
  const out: Component[] = stepParts(step, p.rules.twoSevensWithGame).map((kind) => ({
    kind,
    side: 'declarer',
    announcer: p.declarer,
    doubles: facts.doubles(kind),
  }));
  const against = againstComponents(p, { ...facts, partner: null });
  if (!against.ok) return against;
  if (against.value.length > 0 && !p.rules.againstAfterAuction) {
    const kind = against.value[0]?.kind as 'sevenAgainst' | 'hundredAgainst';
    return err(
      invalid(`announced.${kind}`, {
        kind: 'contractRefused',
        reason: { code: 'noAgainstAfterAuction', kind },
      }),
    );
  }
  return ok([...out, ...against.value]);
}

/** The step a position's contract stands for on its rules' ladder. */
const stepOnLadder = (p: Position): StepId | null => stepOf(p, LADDERS[p.rules.auctionLadder]);

export const AUCTION_POSITION: PositionHooks = {
  games: () => ['suit', 'betl', 'durch'],
  // The auxiliary suit only for dvě sedmy; the step won always (the flow sets it when won).
  describe: (state, plain) => {
    const { aux = null, wonStep = null } = auctionOwn(state) ?? {};
    return {
      variant: state.variant,
      ...plain,
      ...(aux === null ? {} : { aux }),
      ...(wonStep === null ? {} : { wonStep }),
    };
  },
  components: auctionComponents,
  talonTrumps: (p) =>
    discardedTrumps({ step: stepOnLadder(p) as StepId, trump: p.trump, aux: p.aux ?? null }, p.talon),
  own: (p) => ({ ...FRESH_AUCTION_OWN, aux: p.aux ?? null, wonStep: p.wonStep ?? stepOnLadder(p) }),
};
