/** The rows BarRows.vue draws. */

export interface BarSegment {
  readonly value: number;
  readonly tone: 'good' | 'bad' | 'star';
}

export interface BarRow {
  readonly id: string;
  readonly label: string;
  /** What the whole track stands for (the segments fill part of it). */
  readonly of: number;
  readonly segments: readonly BarSegment[];
  /** The figures in words ("2 of 3 lessons"). */
  readonly text: string;
  /** A thin second track under the first (the stars of a chapter's lessons), as a share of `of`. */
  readonly thin?: { readonly value: number; readonly of: number };
}
