import * as z from 'zod/mini';
import { templateSchema } from '../copy-template';

/**
 * Hand-written news copy of one language (news.json beside this module): titles and HTML bodies
 * built from a few facts, so every country reads like real operator news rather than lorem ipsum.
 */

/** What a news item is about; the placeholders of titles and bodies name these. In a body every text is already HTML-escaped. */
export interface NewsFacts {
  city: string;
  venue: string;
  /** A player's name (faker, in the country's locale). */
  player: string;
  /** First day of the event, or the day a notice takes effect, written in the copy's language. */
  startDate: string;
  endDate: string;
  /** The day before publication, for notices about something that already happened. */
  previousDate: string;
  /** Month of the event, written in the copy's language ("March", "3月"). */
  month: string;
  year: number;
  /** A round, stage or edition number (2-12). */
  edition: number;
  /** A gold-coin amount for rewards (multiples of 50). */
  gold: number;
  /** Picks among alternative intros and closings, so bodies of one template differ. */
  variant: number;
  /** The item reports an event that already took place (results), so its dates precede it (a `when` flag of bodies). */
  past: boolean;
}

/** What a body has besides the facts: where its image and links point. */
export interface BodyFacts extends NewsFacts {
  /** The image paragraph every body carries. */
  figure: string;
  /** Site base path ("/" or "/sub/") for links into the portal. */
  base: string;
}

/** A title; `reportsPast` marks one that reports a finished event: the seed dates the event before the news. */
const titleSchema = z.union([z.string(), z.strictObject({ text: z.string(), reportsPast: z.literal(true) })]);
export type TitleTemplate = z.output<typeof titleSchema>;
export const titleText = (title: TitleTemplate): string => (typeof title === 'string' ? title : title.text);
export const reportsPast = (title: TitleTemplate): boolean => typeof title === 'object' && title.reportsPast;

const titlesSchema = z.array(titleSchema).check(z.minLength(1));

export const newsCopySchema = z.strictObject({
  cities: z.array(z.string()).check(z.minLength(1)),
  venues: z.array(z.string()).check(z.minLength(1)),
  /** By news type: 3 activity, 4 competition, 6 notice. */
  titles: z.strictObject({ 3: titlesSchema, 4: titlesSchema, 6: titlesSchema }),
  /** HTML, filled with `BodyFacts`. */
  bodies: z.strictObject({ 3: templateSchema, 4: templateSchema, 6: templateSchema }),
});
export type NewsCopy = z.output<typeof newsCopySchema>;

/** The image paragraph every body carries; width and height keep the layout from jumping. */
export const figure = ({ image, title }: { image: string; title: string }): string =>
  `<p><img src="${image}" alt="${title}" width="640" height="360"></p>`;
