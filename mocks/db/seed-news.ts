import { DAY_MS, HOUR_MS, MINUTE_MS } from '../rules/clock';
import type { Language } from '../rules/messages';
import { newsImagesFor, newsImageUrl } from '../media/news-images';
import { COUNTRIES, type SeedCountry } from './countries';
import { fillTemplate } from './copy-template';
import { copyMonthName, formatBackendDateTime, formatCopyDate } from './dates';
import { personName, seededRandom } from './random';
import { figure, reportsPast, titleText, type NewsCopy, type NewsFacts, type TitleTemplate } from './news-copy/copy';
import type { NewsRecord, NewsType } from './schemas';

/** 48 items per country: 16 activities, 14 competitions, 18 notices. */
const TYPE_MIX: Record<NewsType, number> = { 3: 16, 4: 14, 6: 18 };

/**
 * Operator HTML pasted from elsewhere, with a script and an inline handler: the portal must
 * sanitise it away. The globals let browser tests check that neither ran. The image's empty
 * `src` fails at once without a request, so the handler would run if it survived, and the page
 * asks for no missing file.
 */
export const UNSAFE_NEWS_SNIPPET = () =>
  `\n<div class="share-widget"><script>window.__fakeNewsScriptRan = true;</script>` +
  `<img src="" alt="" onerror="window.__fakeNewsOnerrorRan = true"></div>`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const escapeFacts = (facts: NewsFacts): NewsFacts => ({
  ...facts,
  city: escapeHtml(facts.city),
  venue: escapeHtml(facts.venue),
  player: escapeHtml(facts.player),
  startDate: escapeHtml(facts.startDate),
  endDate: escapeHtml(facts.endDate),
  previousDate: escapeHtml(facts.previousDate),
  month: escapeHtml(facts.month),
});

interface DraftNews extends Omit<NewsRecord, 'id'> {
  publishedAt: number;
}

/** What a news item says, before its image and text are put together. */
interface Story {
  type: NewsType;
  title: string;
  facts: NewsFacts;
  publishedAt: number;
  visitCount: number;
}

function draftCountryNews(
  copies: Readonly<Record<Language, NewsCopy>>,
  country: SeedCountry,
  seed: number,
  reference: number,
  mediaBase: string,
): DraftNews[] {
  const copy = copies[country.language];
  const language = country.language;
  const random = seededRandom([seed, 3, country.countryId]);
  const types = random.helpers.shuffle(
    ([3, 4, 6] as const).flatMap((type) => Array.from({ length: TYPE_MIX[type] }, () => type)),
  );
  // Each type walks through its templates in a shuffled order, so every kind of story gets its turn.
  const templateOrder = {
    3: random.helpers.shuffle(copy.titles[3].map((_, index) => index)),
    4: random.helpers.shuffle(copy.titles[4].map((_, index) => index)),
    6: random.helpers.shuffle(copy.titles[6].map((_, index) => index)),
  };
  const seen = { 3: 0, 4: 0, 6: 0 };

  const draftStory = (type: NewsType, template: TitleTemplate): Story => {
    const past = reportsPast(template);

    const daysAgo = random.number.int({ min: 1, max: 365 });
    const localTimeMs =
      random.number.int({ min: 9, max: 20 }) * HOUR_MS +
      random.number.int({ min: 0, max: 59 }) * MINUTE_MS +
      random.number.int({ min: 0, max: 59 }) * 1000;
    const publishedAt = reference - daysAgo * DAY_MS + localTimeMs - country.utcOffsetMinutes * MINUTE_MS;
    // Dates as the country's calendar shows them (a Date read through its UTC fields).
    const publishedDay = publishedAt + country.utcOffsetMinutes * MINUTE_MS;
    // Announcements point to an event a few weeks ahead; reports to one that just ended.
    const start = new Date(
      past
        ? publishedDay - random.number.int({ min: 1, max: 6 }) * DAY_MS
        : publishedDay + random.number.int({ min: 5, max: 30 }) * DAY_MS,
    );
    const end = new Date(start.getTime() + random.number.int({ min: 2, max: 14 }) * DAY_MS);
    const previous = new Date(publishedDay - DAY_MS);

    const facts: NewsFacts = {
      city: random.helpers.arrayElement(copy.cities),
      venue: random.helpers.arrayElement(copy.venues),
      player: personName(random, language),
      startDate: formatCopyDate(language, start),
      endDate: formatCopyDate(language, end),
      previousDate: formatCopyDate(language, previous),
      month: copyMonthName(language, start.getUTCMonth() + 1),
      year: start.getUTCFullYear(),
      edition: random.number.int({ min: 2, max: 12 }),
      gold: random.number.int({ min: 2, max: 10 }) * 50,
      variant: random.number.int({ min: 0, max: 5 }),
      past,
    };
    // Older news has had more time to collect visits.
    const visitCount = random.number.int({ min: 20, max: 200 }) + daysAgo * random.number.int({ min: 2, max: 12 });
    return { type, title: fillTemplate(titleText(template), facts), facts, publishedAt, visitCount };
  };

  // A title never repeats in a country (a list, its pinned notices included, never shows two
  // alike): a template whose title is taken gives way to the next one, drawn with new facts.
  const titles = new Set<string>();
  const stories = types.map((type): Story => {
    const templates = copy.titles[type];
    for (let attempt = 0; attempt < 4 * templates.length; attempt += 1) {
      const story = draftStory(type, templates[templateOrder[type][seen[type]++ % templates.length]!]!);
      if (titles.has(story.title)) continue;
      titles.add(story.title);
      return story;
    }
    throw new Error(`news copy (${country.language}) has too few distinct titles of type ${type}`);
  });

  // In publication order, so an image never repeats between neighbours in the list.
  let previousImage = '';
  const drafts = stories
    .sort((a, b) => a.publishedAt - b.publishedAt)
    .map(({ type, title, facts, publishedAt, visitCount }): DraftNews => {
      const file = random.helpers.arrayElement(newsImagesFor(type).filter((candidate) => candidate !== previousImage));
      previousImage = file;
      const image = newsImageUrl(mediaBase, file);
      const bodyFacts = { ...escapeFacts(facts), figure: figure({ image, title: escapeHtml(title) }), base: mediaBase };
      return {
        countryId: country.countryId,
        type,
        title,
        img: image,
        date: formatBackendDateTime(publishedAt, country.utcOffsetMinutes),
        visitCount,
        contents: fillTemplate(copy.bodies[type], bodyFacts).trim(),
        publishedAt,
      };
    });

  drafts.at(-1)!.contents += UNSAFE_NEWS_SNIPPET();
  return drafts;
}

/**
 * Every country's news, with ids dense from 1 in publication order across the network (as an
 * auto-increment key would give them). `reference` is the day the dates count back from.
 */
export function generateNews(
  copies: Readonly<Record<Language, NewsCopy>>,
  seed: number,
  reference: number,
  mediaBase: string,
): NewsRecord[] {
  const drafts = COUNTRIES.flatMap((country) => draftCountryNews(copies, country, seed, reference, mediaBase));
  // A stable sort keeps country order for equal times, so ids stay a function of the seed.
  return drafts
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) => a.draft.publishedAt - b.draft.publishedAt || a.order - b.order)
    .map(({ draft: { publishedAt: _publishedAt, ...record } }, index) => ({ ...record, id: index + 1 }));
}
