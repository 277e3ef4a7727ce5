import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../rules/messages';
import type { ActivityFacts, MachineFacts } from './activity-copy/copy';
import { fillTemplate, placeholdersOf, type Template } from './copy-template';
import { titleText, type BodyFacts, type NewsFacts } from './news-copy/copy';
import { loadSeedCopy } from './seed-copy';
import type { AddressFacts, ShopFacts } from './shop-copy/copy';

// Facts of each kind of template, complete by their types: a placeholder the seed does not fill fails here.
const newsFacts: NewsFacts = {
  city: 'City',
  venue: 'Venue',
  player: 'Player',
  startDate: 'Start',
  endDate: 'End',
  previousDate: 'Before',
  month: 'Month',
  year: 2026,
  edition: 3,
  gold: 150,
  variant: 0,
  past: false,
};
const bodyFacts: BodyFacts = { ...newsFacts, figure: '<p>figure</p>', base: '/' };
const activityFacts: ActivityFacts = { venue: 'Venue', gold: 150, edition: 3, startText: 'Start', endText: 'End', oneDay: false, variant: 0 };
const machineFacts: MachineFacts = { machine: 'W1' };
const shopFacts: ShopFacts = {
  name: 'Name',
  type: 'Type',
  theme: 'Theme',
  typeInSentence: 'type',
  themeInSentence: 'theme',
  a1: 2,
  w1: 1,
  machines: 3,
  hasA1: true,
  hasW1: true,
  year: 2025,
};
const addressFacts: AddressFacts = { street: 'Street', number: 12, subNumber: 4, floor: 2, upperFloor: true };

const flagCombinations = (flags: readonly string[]): Array<Record<string, boolean>> =>
  flags.reduce<Array<Record<string, boolean>>>(
    (combinations, flag) => combinations.flatMap((combination) => [{ ...combination, [flag]: false }, { ...combination, [flag]: true }]),
    [{}],
  );

/** Fills a template every way it can be filled (each flag on and off, each variant); returns the problems found. */
function problemsOf(label: string, template: Template, facts: object): string[] {
  if (typeof template === 'string') template = { text: template };
  const problems: string[] = [];
  const used = new Set(placeholdersOf(template.text));
  const choiceSets = [template.choices ?? {}, ...Object.values(template.when ?? {})];
  for (const name of choiceSets.flatMap((choices) => Object.keys(choices))) {
    if (!used.has(name)) problems.push(`${label}: choice {${name}} is not in its text`);
  }
  const variants = Math.max(1, ...choiceSets.flatMap((choices) => Object.values(choices).map((options) => options.length)));
  for (const flags of flagCombinations(Object.keys(template.when ?? {}))) {
    for (let variant = 0; variant < variants; variant += 1) {
      try {
        const text = fillTemplate(template, { ...facts, ...flags, variant });
        if (/\{\w+\}/.test(text)) problems.push(`${label}: left a placeholder in "${text}"`);
      } catch (error) {
        problems.push(`${label}: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

describe('the seed copy', () => {
  it('fits its schemas in every language (each file is checked as it loads)', async () => {
    const copy = await loadSeedCopy();
    for (const language of LANGUAGES) {
      expect(copy.news[language].titles[3].length, language).toBeGreaterThan(0);
      expect(copy.shops[language].shops.length, language).toBeGreaterThan(0);
      expect(copy.activities[language].titles.match.length, language).toBeGreaterThan(0);
      expect(copy.columns[language].columns.columns.length, language).toBeGreaterThanOrEqual(20);
    }
  });

  it('uses only placeholders the seed fills, and every choice it defines, in every language', async () => {
    const copy = await loadSeedCopy();
    const problems = LANGUAGES.flatMap((language) => {
      const news = copy.news[language];
      const activities = copy.activities[language];
      const shops = copy.shops[language];
      const { columns, players } = copy.columns[language];
      return [
        ...([3, 4, 6] as const).flatMap((type) => [
          ...news.titles[type].map((title, index) =>
            problemsOf(`${language} news title ${type}/${index}`, titleText(title), newsFacts),
          ),
          problemsOf(`${language} news body ${type}`, news.bodies[type], bodyFacts),
        ]),
        ...(['activity', 'match'] as const).flatMap((kind) => [
          ...activities.titles[kind].map((title, index) => problemsOf(`${language} ${kind} title ${index}`, title, activityFacts)),
          problemsOf(`${language} ${kind} body`, activities.body[kind], activityFacts),
          problemsOf(`${language} ${kind} cost`, activities.cost[kind], activityFacts),
          problemsOf(`${language} ${kind} reward`, activities.reward[kind], activityFacts),
        ]),
        problemsOf(`${language} machine type`, activities.machineType.one, machineFacts),
        problemsOf(`${language} contact`, activities.contact, activityFacts),
        problemsOf(`${language} address`, shops.address, addressFacts),
        problemsOf(`${language} url`, shops.url, { slug: 'slug' }),
        problemsOf(`${language} traffic`, shops.traffic, { station: 'Station', minutes: 5 }),
        ...shops.intros.map((intro, index) => problemsOf(`${language} intro ${index}`, intro, shopFacts)),
        ...columns.columns.flatMap((entry, index) => [
          problemsOf(`${language} column ${index} title`, entry.title, { player: 'Player' }),
          problemsOf(`${language} column ${index} lede`, entry.lede, { player: 'Player' }),
        ]),
        ...players.achievements.map((text, index) => problemsOf(`${language} achievement ${index}`, text, { year: 2025 })),
      ].flat();
    });
    expect(problems).toEqual([]);
  });

  it('writes a phone pattern with a prefix and digits only', async () => {
    const copy = await loadSeedCopy();
    for (const language of LANGUAGES) {
      const phone = copy.shops[language].phone;
      for (const format of 'either' in phone ? phone.either : [phone]) {
        expect(format.pattern, language).toMatch(/^[^{}]*\{prefix\}[^{}]*#[^{}]*$/);
      }
    }
  });
});

describe('loadSeedCopy', () => {
  afterEach(() => {
    vi.doUnmock('node:fs/promises');
    vi.resetModules();
  });

  /** A fresh loader (its own memo) whose file reads go through `read`. */
  async function loaderReadingWith(read: (url: URL, actual: (url: URL) => Promise<string>) => Promise<string>) {
    const actual = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');
    const readFile = vi.fn((url: URL) => read(url, (file) => actual.readFile(file, 'utf8')));
    vi.resetModules();
    vi.doMock('node:fs/promises', () => ({ ...actual, readFile }));
    const { loadSeedCopy: load } = await import('./seed-copy');
    return { load, readFile };
  }

  it('reads each file once however often the seed runs', async () => {
    const { load, readFile } = await loaderReadingWith((url, actual) => actual(url));
    await Promise.all([load(), load()]);
    await load();
    expect(readFile.mock.calls.map(([url]) => String(url).replace(/^.*\/mocks\/db\//, '')).sort()).toEqual([
      'activity-copy/activities.json',
      'columns-copy/columns.json',
      'news-copy/news.json',
      'shop-copy/shops.json',
    ]);
  });

  it('names the file that did not load, and reads it again on the next try', async () => {
    let broken = true;
    const { load, readFile } = await loaderReadingWith((url, actual) =>
      broken && url.href.endsWith('shops.json') ? Promise.reject(new Error('ENOENT: no such file')) : actual(url),
    );
    await expect(load()).rejects.toThrow(/seed copy file:.*\/mocks\/db\/shop-copy\/shops\.json did not load: ENOENT/);
    broken = false;
    await expect(load()).resolves.toBeDefined();
    expect(readFile.mock.calls.filter(([url]) => url.href.endsWith('shops.json'))).toHaveLength(2);
  });

  it('names the file that does not fit its schema, and where', async () => {
    const { load } = await loaderReadingWith(async (url, actual) => {
      const text = await actual(url);
      return url.href.endsWith('news.json') ? text.replace('"cities"', '"citys"') : text;
    });
    await expect(load()).rejects.toThrow(/seed copy file:.*\/mocks\/db\/news-copy\/news\.json does not fit its schema:[\s\S]*at \["zh-CN"\]\.cities/);
  });
});
