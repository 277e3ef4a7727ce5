import type { NewsType } from '../schemas';

/**
 * Hand-written news copy of one language: titles and HTML bodies built from a few facts, so
 * every country reads like real operator news rather than lorem ipsum.
 */

/** What a news item is about. In a body every text is already HTML-escaped. */
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
  /** The item reports an event that already took place (results), so its dates precede it. */
  past: boolean;
}

/** Where the body's image and links point. */
export interface BodyContext {
  /** Escaped title, used as the image's alt text. */
  title: string;
  /** URL of the news image. */
  image: string;
  /** Site base path ("/" or "/sub/") for links into the portal. */
  base: string;
}

export type TitleTemplate = ((facts: NewsFacts) => string) & { reportsPast?: true };

/** Marks a title that reports a finished event: the seed dates the event before the news. */
export const past = (template: (facts: NewsFacts) => string): TitleTemplate =>
  Object.assign((facts: NewsFacts) => template(facts), { reportsPast: true as const });
export type BodyTemplate = (facts: NewsFacts, context: BodyContext) => string;

export interface NewsCopy {
  cities: readonly string[];
  venues: readonly string[];
  /** A calendar date (UTC fields of the given Date) in the copy's language. */
  formatDate(date: Date): string;
  /** Month 1-12 in the copy's language. */
  monthName(month: number): string;
  titles: Record<NewsType, readonly TitleTemplate[]>;
  bodies: Record<NewsType, BodyTemplate>;
}

/** One of `options`, chosen by `variant` (stable for a given item). */
export const pick = <Option>(options: readonly Option[], variant: number): Option =>
  options[Math.abs(variant) % options.length]!;

/** The image paragraph every body carries; width and height keep the layout from jumping. */
export const figure = ({ image, title }: BodyContext): string =>
  `<p><img src="${image}" alt="${title}" width="640" height="360"></p>`;
