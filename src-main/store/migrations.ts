/**
 * The schema as an ordered list of steps: step i takes a file from `user_version` i to i + 1. Steps are
 * only ever appended; a released step is never edited.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: sessions, their hands, preferences.
  `
  CREATE TABLE sessions (
    id       INTEGER PRIMARY KEY,
    created  TEXT    NOT NULL,
    updated  TEXT    NOT NULL,
    settings TEXT    NOT NULL CHECK (json_valid(settings)),
    seed     INTEGER NOT NULL
  );
  CREATE INDEX sessions_updated ON sessions (updated);
  CREATE TABLE hands (
    session_id  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    hand_no     INTEGER NOT NULL CHECK (hand_no >= 1),
    setup       TEXT    NOT NULL CHECK (json_valid(setup)),
    actions     TEXT    NOT NULL CHECK (json_valid(actions)),
    money       TEXT             CHECK (money IS NULL OR json_valid(money)),
    finished_at TEXT,
    PRIMARY KEY (session_id, hand_no)
  ) WITHOUT ROWID;
  CREATE TABLE prefs (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL CHECK (json_valid(value))
  ) WITHOUT ROWID;
  `,
  // 2: an evening's name (null: the default name the renderer gives it).
  `
  ALTER TABLE sessions ADD COLUMN name TEXT CHECK (name IS NULL OR length(name) BETWEEN 1 AND 40);
  `,
  // 3: the library of positions: a title (unique, a–z in any case), notes, tags (a JSON array of
  // strings) and the position (JSON, as parsePosition reads it).
  `
  CREATE TABLE positions (
    id       INTEGER PRIMARY KEY,
    title    TEXT    NOT NULL UNIQUE COLLATE NOCASE CHECK (length(title) BETWEEN 1 AND 80),
    notes    TEXT    NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
    tags     TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
    position TEXT    NOT NULL CHECK (json_valid(position)),
    created  TEXT    NOT NULL,
    updated  TEXT    NOT NULL
  );
  CREATE INDEX positions_updated ON positions (updated);
  `,
  // 4: finished reviews of hands (src-main/review): one seat's graded decisions (JSON, a HandReview) per
  // version of the grading algorithm; they go with their session.
  `
  CREATE TABLE reviews (
    session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    hand_no    INTEGER NOT NULL CHECK (hand_no >= 1),
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    version    INTEGER NOT NULL,
    review     TEXT    NOT NULL CHECK (json_valid(review)),
    created    TEXT    NOT NULL,
    PRIMARY KEY (session_id, hand_no, seat, version)
  ) WITHOUT ROWID;
  `,
  // 5: training. Every finished lesson or drill attempt (the history behind streaks and the
  // progress charts); each lesson's best stars; the drills (mined by the solver, or personal ones from
  // reviewed mistakes), each with its Glicko-2 rating; the learner's ratings; the spaced-repetition
  // queue (src-shared/training/repetition.ts: ReviewItem, times as epoch milliseconds).
  `
  CREATE TABLE attempts (
    id       INTEGER PRIMARY KEY,
    at       TEXT    NOT NULL,
    kind     TEXT    NOT NULL CHECK (kind IN ('lesson', 'drill')),
    item     TEXT    NOT NULL,
    theme    TEXT,
    solved   INTEGER NOT NULL CHECK (solved IN (0, 1)),
    mistakes INTEGER NOT NULL DEFAULT 0 CHECK (mistakes >= 0),
    hints    INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0),
    stars    INTEGER          CHECK (stars IS NULL OR stars BETWEEN 0 AND 3),
    rating   REAL
  );
  CREATE INDEX attempts_at ON attempts (at);
  CREATE INDEX attempts_item ON attempts (kind, item);
  CREATE TABLE lesson_progress (
    lesson_id TEXT    PRIMARY KEY,
    stars     INTEGER NOT NULL CHECK (stars BETWEEN 0 AND 3),
    attempts  INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    completed TEXT,
    updated   TEXT    NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE drills (
    id         INTEGER PRIMARY KEY,
    theme      TEXT    NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('exact', 'seat')),
    source     TEXT    NOT NULL CHECK (source IN ('mined', 'review')),
    origin     TEXT,
    drill      TEXT    NOT NULL CHECK (json_valid(drill)),
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    plays      INTEGER NOT NULL DEFAULT 0 CHECK (plays >= 0),
    created    TEXT    NOT NULL
  );
  CREATE INDEX drills_stock ON drills (theme, plays, rating);
  CREATE UNIQUE INDEX drills_origin ON drills (origin) WHERE origin IS NOT NULL;
  CREATE TABLE ratings (
    subject    TEXT PRIMARY KEY,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    volatility REAL NOT NULL,
    updated    TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE repetition (
    item    TEXT    PRIMARY KEY,
    rung    INTEGER NOT NULL CHECK (rung >= 0),
    due     INTEGER,
    lapses  INTEGER NOT NULL CHECK (lapses >= 1),
    updated TEXT    NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX repetition_due ON repetition (due);
  `,
  // 6: library ids are never reused. A rowid table gives a new row max(id) + 1, so deleting the newest
  // entry gave its id to the next one saved (a page or a file that named the old entry then named
  // another). `position_ids.last` is the highest id ever given (kept by the trigger, whatever inserts);
  // the store saves a new entry as last + 1. A file from before starts at its current highest id.
  `
  CREATE TABLE position_ids (last INTEGER NOT NULL);
  INSERT INTO position_ids (last) SELECT coalesce(max(id), 0) FROM positions;
  CREATE TRIGGER positions_last_id AFTER INSERT ON positions BEGIN
    UPDATE position_ids SET last = max(last, NEW.id);
  END;
  `,
  // 7: what a repetition item repeats. `kind` names it (drill, lesson, bid: the prefix of its id, so
  // the rows written before are drills); a lesson finished clean enters the ladder with no lapse, so
  // `lapses` may be 0. SQLite changes a CHECK only by rebuilding the table.
  `
  CREATE TABLE repetition_new (
    item    TEXT    PRIMARY KEY,
    kind    TEXT    NOT NULL CHECK (kind IN ('drill', 'lesson', 'bid')),
    rung    INTEGER NOT NULL CHECK (rung >= 0),
    due     INTEGER,
    lapses  INTEGER NOT NULL CHECK (lapses >= 0),
    updated TEXT    NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO repetition_new (item, kind, rung, due, lapses, updated)
    SELECT item, CASE WHEN item LIKE 'lesson:%' THEN 'lesson' WHEN item LIKE 'bid:%' THEN 'bid' ELSE 'drill' END,
           rung, due, lapses, updated FROM repetition;
  DROP TABLE repetition;
  ALTER TABLE repetition_new RENAME TO repetition;
  CREATE INDEX repetition_due ON repetition (due);
  `,
  // 8: the judge of a drill. `judge` is the version of the judgement that wrote its answers (mine.ts
  // JUDGE_VERSION; 0: before versions, so every drill of a file from before is judged again), `retired`
  // when that judge found its position no longer makes a drill (null: served). A retired drill stays,
  // with its attempts, ratings and repetition item; it is only neither served nor counted.
  `
  ALTER TABLE drills ADD COLUMN judge INTEGER NOT NULL DEFAULT 0 CHECK (judge >= 0);
  ALTER TABLE drills ADD COLUMN retired TEXT;
  `,
  // 9: the learner's own mistakes (mistakes.ts), each as it happens: where (a review of their own seat,
  // a drill, a lesson), its drill theme and the technique of the principle that explains it (null: none
  // named). `origin` keys one that may be recorded twice (a review stored again): the second is ignored.
  `
  CREATE TABLE mistakes (
    id        INTEGER PRIMARY KEY,
    at        TEXT NOT NULL,
    source    TEXT NOT NULL CHECK (source IN ('review', 'drill', 'lesson')),
    theme     TEXT NOT NULL,
    technique TEXT,
    origin    TEXT
  );
  CREATE INDEX mistakes_at ON mistakes (at);
  CREATE UNIQUE INDEX mistakes_origin ON mistakes (origin) WHERE origin IS NOT NULL;
  `,
  // 10: which actions of a hand the computer made standing in for a person away from the shared table,
  // and at which level (a JSON array of {index, level}, hand-row.ts StandInMark): the marks the guest
  // and the log show, and what "proč?" re-runs, kept across a restart. Written with the actions, in
  // their transaction. A hand from before has none.
  `
  ALTER TABLE hands ADD COLUMN stand_in TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(stand_in) AND json_type(stand_in) = 'array');
  `,
];

/** The schema version this build writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;
