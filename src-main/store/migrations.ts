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
];

/** The schema version this build writes. */
export const SCHEMA_VERSION = MIGRATIONS.length;
