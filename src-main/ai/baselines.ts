/**
 * The two baselines the arena measures the real players against: uniformly random legal actions, and
 * a player that bids and plays by rules of thumb alone (heuristics.ts) without looking ahead.
 */
import { type Action, type Card, type SeatView, rankOf, suitOf } from '../../src-shared/index.ts';
import { chooseTrumps, discardFor, ruleCard } from './heuristics.ts';
import { type Decision, type Player, forced } from './player.ts';
import { auctionCall, callRank, fourHandTrump, legalDiscard, talonCall, trumpSuit } from './variants.ts';
import { mainVariant } from '../variants/registry.ts';

export const randomPlayer: Player = {
  name: 'random',
  decide(view, rng) {
    // Never a claim (ložená hra): it is a statement about the rest, not a move to try at random.
    const moves = view.legal.filter((a) => a.type !== 'claim');
    return { action: moves[rng.int(moves.length)] as Action, hint: { code: 'random' } };
  },
};

const trumpsOf = (view: SeatView) => view.hand.filter((c) => suitOf(c) === view.trump);
const has = (view: SeatView, card: Card) => view.hand.includes(card);

export const rulePlayer: Player = {
  name: 'rules',
  decide(view): Decision {
    const only = forced(view);
    if (only) return only;
    const seat = view.seat;
    const rules = mainVariant(view.variant).rulePlayer;
    switch (view.phase) {
      case 'auction':
        return auctionCall(view);
      case 'talon':
        return talonCall(view);
      case 'call':
        return callRank(view);
      case 'trumpSuit':
        return trumpSuit(view);
      case 'trumpChoice':
        return rules.trumpChoice === 'fromHand' ? chooseTrumps(view) : fourHandTrump(view);
      case 'gameChoice': {
        // Names a suit game when it may; a refuser would have to go higher, which this player never does.
        const action = view.legal[0] as Action;
        const game = action.type === 'chooseGame' ? action.game : 'suit';
        return { action, hint: { code: 'chooseGame', game, win: null } };
      }
      case 'discard': {
        if (rules.legalDiscard) return legalDiscard(view);
        const cards = discardFor(view.hand, view.bid ?? 'suit', view.trump, view.trumpCard);
        return { action: { type: 'discard', seat, cards }, hint: { code: 'discard', cards } };
      }
      case 'answer':
        return { action: { type: 'approve', seat }, hint: { code: 'approve', best: null, win: 0 } };
      case 'announce': {
        const trumps = trumpsOf(view);
        const strong = trumps.length >= 5 && trumps.some((c) => rankOf(c) === 'A');
        // Only as the engine offers it: křížový and lízaný want the seven in hand (their flows' legalActions).
        const seven =
          has(view, `${view.trump}7` as Card) &&
          strong &&
          view.legal.some((a) => a.type === 'announce' && a.seven && !a.hundred);
        return {
          action: { type: 'announce', seat, seven, hundred: false },
          hint: { code: 'announce', seven, hundred: false, win: null },
        };
      }
      case 'doubling': {
        const trumps = trumpsOf(view);
        // Flek once, in the defence's first answer; never a re.
        const strong =
          view.doubling?.first === true &&
          seat !== view.declarer &&
          (trumps.length >= 4 || (trumps.length === 3 && trumps.some((c) => rankOf(c) === 'A')));
        const open = view.doubling?.open ?? [];
        if (strong && open.length > 0) {
          const components = open.filter((k) => k === 'game');
          const action = view.legal.find(
            (a) => a.type === 'double' && a.components.length === components.length && !a.against?.length,
          );
          if (action && components.length > 0)
            return { action, hint: { code: 'double', components, win: null } };
        }
        const pass = view.legal.find((a) => a.type === 'pass');
        if (pass) return { action: pass, hint: { code: 'pass', win: null } };
        // No pass offered (not met so far): the first call on offer.
        return { action: view.legal.find((a) => a.type !== 'claim') as Action, hint: { code: 'forced' } };
      }
      case 'play':
        return ruleCard(view);
      default:
        throw new Error(`no decision in phase ${view.phase}`);
    }
  },
};
