/**
 * What main tells the person about the store it opened at start-up: a damaged file, or one written by
 * a newer version of the app, was set aside unchanged and a fresh store created in its place
 * (src-main/store/recovery.ts). The renderer words it from `kind` and the two paths.
 */
export interface StoreNotice {
  /** corrupt: SQLite could not read the file; newer: a newer version of the app wrote it. */
  readonly kind: 'corrupt' | 'newer';
  /** The store now in use (fresh, empty). */
  readonly file: string;
  /** Where the old file went (kept as it was). */
  readonly backup: string;
  /** What SQLite said, or the data versions found and known. */
  readonly reason: string;
  /** One English sentence naming both files, for the log. */
  readonly message: string;
}
