/**
 * Statistics across saved evenings, recomputed from what the store keeps of each finished hand (its
 * setup and actions): every hand is replayed through the engine and settled again, so the figures
 * follow the rules exactly as the table applied them. A hand that no longer replays (a damaged file)
 * is left out and counted in `damaged`; an evening whose settings no longer read is listed in
 * `damagedEvenings` with the reason.
 *
 * A seat that sat a hand out (at four, the dealer) did not play it: the hand counts in its `satOut`,
 * not in its `hands`; its money, paid or received as a defender (pravidla ČSM, čl. II odst. 4 and čl. V
 * odst. 1), counts as the table settled it.
 *
 * Each player's hands and money are split by role: the declaring side (the declarer, and křížový's
 * partner paid with him) and the defence (a hand sat out counts there, as the rules settle it).
 *
 * Players are told apart by kind and name: "Eva" at seat 1 one evening and at seat 3 the next is one
 * person; a computer called "Karel" is not the person called "Karel".
 */
import {
  type Component,
  type ContractTallies,
  type ContractTally,
  type DamagedRow,
  type EveningStats,
  type PlayerStats,
  type RoleTally,
  type SettlementItem,
  type Stats,
  COMPONENTS,
  activeSeats,
  parseStoredSettings,
  settle,
} from '../../src-shared/index.ts';
import { partnerOf } from '../../src-shared/engine/state.ts';
import type { HandRow, SessionRow } from '../store/store.ts';
import { checkedHand } from './session.ts';

export interface StoredEvening {
  readonly row: SessionRow;
  readonly hands: readonly HandRow[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Tallies = Record<keyof ContractTallies, Mutable<ContractTally>>;

const emptyTallies = (): Tallies =>
  Object.fromEntries(COMPONENTS.map((k) => [k, { declared: 0, made: 0 }])) as Tallies;

/**
 * Whether the side that announced component `c` made it. A plain game replaced by a silent hundred is
 * made when the declarer's side scored that hundred.
 */
export function madeComponent(c: Component, items: readonly SettlementItem[]): boolean {
  const item = items.find((i) => i.kind === c.kind && i.side === c.side);
  if (item !== undefined) return item.won;
  if (c.kind === 'game') {
    const silent = items.find((i) => i.kind === 'silentHundred');
    return silent !== undefined && silent.won && silent.side === 'declarer';
  }
  return false;
}

const emptyRoles = (): Mutable<RoleTally> => ({
  hands: 0,
  satOut: 0,
  asDeclarer: 0,
  asDefender: 0,
  money: 0,
  moneyDeclaring: 0,
  moneyDefending: 0,
});

/**
 * Counts one seat's part of a finished hand into `t` by role: played or sat out, on the declaring side
 * (the declarer, or křížový's partner paid with him) or in the defence (a hand sat out counts there).
 * The one place the role split is decided: a player's statistics and a seat's over its evening both
 * count with it.
 */
function countRole(
  t: Mutable<RoleTally>,
  m: number,
  hand: { readonly active: boolean; readonly declarer: boolean; readonly partner: boolean },
): void {
  if (hand.active) t.hands++;
  else t.satOut++;
  t.money += m;
  const declaring = hand.active && (hand.declarer || hand.partner);
  if (declaring) t.moneyDeclaring += m;
  else t.moneyDefending += m;
  if (hand.active && hand.declarer) t.asDeclarer++;
  if (hand.active && !declaring) t.asDefender++;
}

export function computeStats(evenings: readonly StoredEvening[]): Stats {
  const everyone = emptyTallies();
  const players = new Map<string, Omit<Mutable<PlayerStats>, 'contracts'> & { contracts: Tallies }>();
  const out: EveningStats[] = [];
  let hands = 0;
  let damaged = 0;
  const damagedEvenings: DamagedRow[] = [];

  const sorted = [...evenings].sort(
    (a, b) => a.row.created.localeCompare(b.row.created) || a.row.id - b.row.id,
  );
  for (const { row, hands: rows } of sorted) {
    const finished = rows.filter((h) => h.money !== null);
    const settings = parseStoredSettings(row.settings);
    if (!settings.ok) {
      // Listed with its reason (it stays in the file); its hands are counted among the damaged ones.
      damagedEvenings.push({
        table: 'sessions',
        key: String(row.id),
        column: 'settings',
        problem: { kind: 'invalid', error: settings.error },
      });
      damaged += finished.length;
      continue;
    }
    const seats = settings.value.seats;
    const seatPlayer = seats.map((p) => {
      const key = `${p.kind}:${p.name}`;
      let s = players.get(key);
      if (s === undefined) {
        s = { name: p.name, human: p.kind === 'human', ...emptyRoles(), contracts: emptyTallies() };
        players.set(key, s);
      }
      return s;
    });
    const money = seats.map(() => 0);
    const roles = seats.map(emptyRoles);
    let played = 0;
    for (const h of finished) {
      const checked = checkedHand(h);
      if (!checked.ok || checked.value.state.phase !== 'finished') {
        damaged++;
        continue;
      }
      const state = checked.value.state;
      const settlement = settle(state);
      played++;
      const active = activeSeats(state.table);
      const partner = partnerOf(state);
      settlement.money.forEach((m, seat) => {
        money[seat] = (money[seat] ?? 0) + m;
        const hand = {
          active: active.includes(seat),
          declarer: seat === settlement.declarer,
          partner: seat === partner,
        };
        const r = roles[seat];
        if (r !== undefined) countRole(r, m, hand);
        const p = seatPlayer[seat];
        if (p !== undefined) countRole(p, m, hand);
      });
      for (const c of state.components) {
        const made = madeComponent(c, settlement.items) ? 1 : 0;
        everyone[c.kind].declared++;
        everyone[c.kind].made += made;
        const by = seatPlayer[c.announcer];
        if (by !== undefined) {
          by.contracts[c.kind].declared++;
          by.contracts[c.kind].made += made;
        }
      }
    }
    hands += played;
    out.push({
      id: row.id,
      name: row.name,
      created: row.created,
      practice: settings.value.practice,
      names: seats.map((p) => p.name),
      humans: seats.map((p) => p.kind === 'human'),
      hands: played,
      money,
      roles,
      ...(settings.value.variant === undefined ? {} : { variant: settings.value.variant }),
    });
  }

  const list = [...players.values()]
    .filter((p) => p.hands + p.satOut > 0)
    .sort(
      (a, b) => Number(b.human) - Number(a.human) || b.hands - a.hands || a.name.localeCompare(b.name, 'cs'),
    );
  return { hands, contracts: everyone, players: list, evenings: out, damaged, damagedEvenings };
}
