/** Hand-written activity and match copy of one language (no lorem ipsum). Texts in bodies are HTML-escaped. */
export interface ActivityFacts {
  /** The host shop's name, or a district when no shop is known yet. */
  venue: string;
  gold: number;
  edition: number;
  /** First and last day, written in the copy's language. */
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
  body(kind: 'activity' | 'match', title: string, f: ActivityFacts): string;
  machineType(machines: ReadonlyArray<'A1' | 'W1'>): string;
  joinMethod: Record<'activity' | 'match', readonly string[]>;
  cost(kind: 'activity' | 'match', f: ActivityFacts): string;
  reward(kind: 'activity' | 'match', f: ActivityFacts): string;
  contact(venue: string): string;
  other: readonly string[];
}

export const pick = <T>(options: readonly T[], variant: number): T => options[variant % options.length]!;
