/**
 * The spaced-repetition queue (`repetition`, schema 7: ReviewItem of src-shared/training/repetition.ts
 * with its `kind`, times as epoch milliseconds). Shared by the drills (drills.ts) and the lessons
 * (lessons.ts), so both write the same rows inside their own transactions. `queue()` joins each item
 * with what the screens show of it (a drill's theme, source and origin).
 */
import type Database from 'better-sqlite3';
import { type ReviewItem, type RepetitionKind, kindOf } from '../../src-shared/training/repetition.ts';

/** A pending item with what the screens name it by. */
export interface QueuedItem extends ReviewItem {
  readonly kind: RepetitionKind;
  /** The drill's theme (kind `drill`, the drill stored); else null. */
  readonly theme: string | null;
  /** The drill's source (`mined`, `review`); else null. */
  readonly source: string | null;
  /** The drill's origin (a personal drill's `review:<session>:<hand>:<seat>:<index>`); else null. */
  readonly origin: string | null;
}

export interface RepetitionTables {
  readonly item: (id: string) => ReviewItem | null;
  /** Every item that is not learned (due not null). */
  readonly pending: () => ReviewItem[];
  /** Every pending item with its drill's theme, source and origin. */
  readonly queue: () => QueuedItem[];
  /** Puts an item in the queue (replacing one of the same id); its kind from the id. */
  readonly save: (item: ReviewItem, when: string) => void;
}

interface ItemRecord {
  item: string;
  rung: number;
  due: number | null;
  lapses: number;
}

const toItem = (r: ItemRecord): ReviewItem => ({ id: r.item, rung: r.rung, due: r.due, lapses: r.lapses });

export function openRepetition(db: Database.Database): RepetitionTables {
  const selectItem = db.prepare<[string], ItemRecord>(
    'SELECT item, rung, due, lapses FROM repetition WHERE item = ?',
  );
  const selectPending = db.prepare<[], ItemRecord>(
    'SELECT item, rung, due, lapses FROM repetition WHERE due IS NOT NULL',
  );
  const selectQueue = db.prepare<
    [],
    ItemRecord & {
      theme: string | null;
      source: string | null;
      origin: string | null;
    }
  >(
    `SELECT r.item, r.rung, r.due, r.lapses, d.theme, d.source, d.origin
       FROM repetition r LEFT JOIN drills d ON r.kind = 'drill' AND r.item = 'drill:' || d.id
      WHERE r.due IS NOT NULL ORDER BY r.due, r.item`,
  );
  const upsert = db.prepare<[string, string, number, number | null, number, string]>(
    `INSERT INTO repetition (item, kind, rung, due, lapses, updated) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (item) DO UPDATE SET rung = excluded.rung, due = excluded.due,
       lapses = excluded.lapses, updated = excluded.updated`,
  );
  return {
    item: (id) => {
      const r = selectItem.get(id);
      return r ? toItem(r) : null;
    },
    pending: () => selectPending.all().map(toItem),
    queue: () =>
      selectQueue.all().flatMap((r) => {
        const kind = kindOf(r.item);
        if (kind === null) return [];
        return [{ ...toItem(r), kind, theme: r.theme, source: r.source, origin: r.origin }];
      }),
    save: (item, when) => {
      const kind = kindOf(item.id);
      if (kind === null) throw new Error(`store: repetition item of no known kind: ${item.id}`);
      upsert.run(item.id, kind, item.rung, item.due, item.lapses, when);
    },
  };
}
