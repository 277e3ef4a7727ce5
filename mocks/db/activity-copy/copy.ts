import * as z from 'zod/mini';
import { templateSchema } from '../copy-template';

/**
 * Hand-written activity and match copy of one language (activities.json beside this module; no
 * lorem ipsum). Every text is plain text (api-reference section 2): no tags, no entities; `\n`
 * breaks lines, a blank line parts paragraphs.
 */

/** What an activity or match is written from; the placeholders name these. */
export interface ActivityFacts {
  /** The host shop's name, or a district when no shop is known yet. */
  venue: string;
  gold: number;
  edition: number;
  /** First and last day, written in the copy's language; the same text for a one-day event. */
  startText: string;
  endText: string;
  /** The event starts and ends on the same day (a `when` flag). */
  oneDay: boolean;
  variant: number;
}

/** Facts of `machineType.one`: the only machine type of the hosts. */
export interface MachineFacts {
  machine: 'A1' | 'W1';
}

const byKind = <Schema extends z.ZodMiniType>(schema: Schema) => z.strictObject({ activity: schema, match: schema });
const texts = z.array(z.string()).check(z.minLength(1));

export const activityCopySchema = z.strictObject({
  /** Used as the venue when a country has no shops yet. */
  districts: texts,
  titles: byKind(texts),
  /** `content`: what the event is, in short paragraphs and list lines (the page shows the title above it). */
  body: byKind(templateSchema),
  /** The hosts' machines: both types, or one (`{machine}`). */
  machineType: z.strictObject({ both: z.string(), one: templateSchema }),
  joinMethod: byKind(texts),
  cost: byKind(templateSchema),
  reward: byKind(templateSchema),
  /** Filled with the venue. */
  contact: templateSchema,
  other: texts,
});
export type ActivityCopy = z.output<typeof activityCopySchema>;
