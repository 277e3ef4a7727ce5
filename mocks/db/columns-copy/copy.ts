/**
 * Hand-written darts columns and player profile copy of one language: titles, ledes and HTML
 * sections, so every country reads like real operator content rather than lorem ipsum.
 * Texts here are plain; the seed escapes them before putting them into HTML.
 */

/** 1 technique, 2 equipment, 3 etiquette, 4 interview. */
export type ColumnTopic = 1 | 2 | 3 | 4;

export interface ColumnEntry {
  type: ColumnTopic;
  /** An interview's title and lede name the player (`{player}` is replaced by a seeded player's name). */
  title: string;
  lede: string;
}

export interface ColumnSection {
  heading: string;
  paragraphs: readonly string[];
  list: readonly string[];
}

export interface ColumnCopy {
  /** At least 20 columns, oldest first. */
  columns: readonly ColumnEntry[];
  /** Three sections per topic; each column carries two of them. */
  sections: Record<ColumnTopic, readonly ColumnSection[]>;
  closing: Record<ColumnTopic, string>;
  /** Caption under the column's illustration. */
  caption: string;
}

export interface PlayerCopy {
  tips: readonly string[];
  barrels: readonly string[];
  shafts: readonly string[];
  flights: readonly string[];
  /** Achievement texts; `{year}` is filled in by the seed. */
  achievements: readonly string[];
}
