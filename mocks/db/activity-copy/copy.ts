/**
 * Hand-written activity and match copy of one language (no lorem ipsum). Every text is plain text
 * (api-reference section 2): no tags, no entities; `\n` breaks lines, a blank line parts paragraphs.
 */
export interface ActivityFacts {
  /** The host shop's name, or a district when no shop is known yet. */
  venue: string;
  gold: number;
  edition: number;
  /** First and last day, written in the copy's language; the same text for a one-day event. */
  startText: string;
  endText: string;
  /** "A1", "W1" or both, as the host shops have them. */
  machines: ReadonlyArray<'A1' | 'W1'>;
  variant: number;
}

export interface ActivityCopy {
  /** Used as the venue when a country has no shops yet. */
  districts: readonly string[];
  formatDate(date: Date): string;
  titles: { activity: ReadonlyArray<(f: ActivityFacts) => string>; match: ReadonlyArray<(f: ActivityFacts) => string> };
  /** `content`: what the event is, in short paragraphs and list lines (the page shows the title above it). */
  body(kind: 'activity' | 'match', f: ActivityFacts): string;
  machineType(machines: ReadonlyArray<'A1' | 'W1'>): string;
  joinMethod: Record<'activity' | 'match', readonly string[]>;
  cost(kind: 'activity' | 'match', f: ActivityFacts): string;
  reward(kind: 'activity' | 'match', f: ActivityFacts): string;
  contact(venue: string): string;
  other: readonly string[];
}

export const pick = <T>(options: readonly T[], variant: number): T => options[variant % options.length]!;
