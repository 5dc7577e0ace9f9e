/**
 * A saved session read back from the store: its settings, its hands, and the state of the current
 * (last) hand rebuilt by replaying its actions. Everything read is checked again, so a damaged file
 * gives a clear error rather than a wrong table.
 */
import {
  type ApiError,
  type HandSetup,
  type HandState,
  type Result,
  type SessionSettings,
  type Session,
  sessionSetup,
  sessionSize,
  sessionVariant,
  describeInputError,
  err,
  finishHand,
  ok,
  parseRecord,
  parseStoredSettings,
  replay,
  toSetup,
} from '../../src-shared/index.ts';
import type { HandRow, SessionRow, Store } from '../store/store.ts';
import { BASE_VARIANT } from '../variants/registry.ts';

export interface OpenSession {
  readonly row: SessionRow;
  readonly settings: SessionSettings;
  /** Every hand so far in order; the last is the current one. */
  readonly hands: readonly HandRow[];
  readonly current: HandRow;
  /** The current hand now. */
  readonly state: HandState;
}

const damaged = (id: number, what: string): ApiError<never> => ({
  code: 'internal',
  message: `saved session ${id} is damaged: ${what}`,
});

/**
 * The hand's setup and actions, read by the one record reader (parseRecord) as any record is: the
 * stored setup is the record's (docs/formats.md), so a key it does not take is refused, not dropped.
 */
export function checkedHand(row: HandRow): Result<{ setup: HandSetup; state: HandState }, string> {
  // A setup or actions that are not JSON read as null (store.ts) and are refused here.
  const record = parseRecord({ setup: row.setup, actions: row.actions });
  if (!record.ok) return err(describeInputError(record.error, 'en'));
  const setup = toSetup(record.value.setup);
  if (!setup.ok) return err(describeInputError(setup.error, 'en'));
  const state = replay(setup.value, record.value.actions);
  if (!state.ok) return err(describeInputError(state.error, 'en'));
  return ok({ setup: setup.value, state: state.value });
}

/** Loads session `id`; an unknown id is bad input (`noSession`). */
export function loadSession(store: Store, id: number): Result<OpenSession, ApiError<never>> {
  const row = store.session(id);
  if (row === null)
    return err({
      code: 'badInput',
      error: { code: 'invalid', path: 'params.id', problem: { kind: 'noSession', id } },
    });
  const settings = parseStoredSettings(row.settings);
  if (!settings.ok) return err(damaged(id, describeInputError(settings.error, 'en')));
  const hands = store.hands(id);
  const current = hands.at(-1);
  if (current === undefined) return err(damaged(id, 'it has no hand'));
  if (hands.some((h, i) => h.handNo !== i + 1 || (h !== current && h.money === null)))
    return err(damaged(id, 'its hands are out of order'));
  const hand = checkedHand(current);
  if (!hand.ok) return err(damaged(id, `hand ${current.handNo}: ${hand.error}`));
  if (hand.value.setup.table.size !== settings.value.seats.length)
    return err(
      damaged(id, `hand ${current.handNo} is dealt to another number of seats than the session has`),
    );
  if ((hand.value.setup.variant ?? BASE_VARIANT) !== sessionVariant(settings.value))
    return err(damaged(id, `hand ${current.handNo} is dealt in another variant than the session plays`));
  if ((current.money !== null) !== (hand.value.state.phase === 'finished'))
    return err(damaged(id, `hand ${current.handNo} is settled but not finished, or the reverse`));
  return ok({ row, settings: settings.value, hands, current, state: hand.value.state });
}

/** Running money per seat over the finished hands. */
export function ledgerOf(
  hands: readonly { readonly money: readonly number[] | null }[],
  seats: number,
): number[] {
  const ledger = new Array<number>(seats).fill(0);
  for (const h of hands) h.money?.forEach((m, s) => (ledger[s] = (ledger[s] ?? 0) + m));
  return ledger;
}

/** The setup of the hand after the current, finished one (the deal moves on, the deck is gathered). */
export function nextSetup(open: OpenSession): HandSetup {
  const finished = open.hands.slice(0, -1);
  const session: Session = {
    rules: open.settings.rules,
    players: sessionSize(open.settings),
    seed: open.row.seed,
    hands: finished.map((h) => ({ setup: h.setup, money: h.money ?? [] })),
    ledger: ledgerOf(finished, sessionSize(open.settings)),
    // The session's variant deals every hand, whatever the stored setup says.
    next: sessionSetup(
      sessionVariant(open.settings),
      open.current.setup.rules,
      open.current.setup.table,
      open.current.setup.deck,
    ),
  };
  return finishHand(session, open.state).next;
}
