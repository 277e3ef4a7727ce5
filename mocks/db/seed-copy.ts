import * as z from 'zod/mini';
import { readDataFile } from '../data-file';
import type { Language } from '../rules/messages';
import { activityCopySchema, type ActivityCopy } from './activity-copy/copy';
import { columnsAndPlayersCopySchema, type ColumnsAndPlayersCopy } from './columns-copy/copy';
import { newsCopySchema, type NewsCopy } from './news-copy/copy';
import { shopCopySchema, type ShopCopy } from './shop-copy/copy';

/** The seed's hand-written copy of every language, by area. */
export interface SeedCopy {
  news: Record<Language, NewsCopy>;
  shops: Record<Language, ShopCopy>;
  activities: Record<Language, ActivityCopy>;
  columns: Record<Language, ColumnsAndPlayersCopy>;
}

const perLanguage = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.strictObject({ 'zh-CN': schema, 'zh-TW': schema, en: schema, ja: schema });

/**
 * The copy is data, in JSON files beside their schemas: a phone parses JSON far faster than it
 * compiles the same text as JavaScript, and the files are not part of the fake backend's chunk.
 * Each is read by readDataFile (mocks/data-file.ts), well above Vite's inline limit, so none
 * becomes a data: URL inside a chunk.
 */
const FILES = {
  news: { file: './news-copy/news.json', asset: new URL('./news-copy/news.json', import.meta.url), schema: perLanguage(newsCopySchema) },
  shops: { file: './shop-copy/shops.json', asset: new URL('./shop-copy/shops.json', import.meta.url), schema: perLanguage(shopCopySchema) },
  activities: {
    file: './activity-copy/activities.json',
    asset: new URL('./activity-copy/activities.json', import.meta.url),
    schema: perLanguage(activityCopySchema),
  },
  columns: {
    file: './columns-copy/columns.json',
    asset: new URL('./columns-copy/columns.json', import.meta.url),
    schema: perLanguage(columnsAndPlayersCopySchema),
  },
} satisfies { [Area in keyof SeedCopy]: { file: string; asset: URL; schema: z.ZodMiniType<SeedCopy[Area]> } };

type Area = keyof SeedCopy;

async function loadArea<Name extends Area>(area: Name): Promise<SeedCopy[Name]> {
  const { file, asset, schema } = FILES[area];
  let loaded: Awaited<ReturnType<typeof readDataFile>>;
  try {
    loaded = await readDataFile({ file, asset, base: import.meta.url });
  } catch (error) {
    throw new Error(`seed copy ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const { url, data } = loaded;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`seed copy ${url.href} does not fit its schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data as SeedCopy[Name];
}

const loading = new Map<Area, Promise<unknown>>();

/** One area's copy, read once per realm (page, worker or Node process); a failed read is tried again next time. */
function areaCopy<Name extends Area>(area: Name): Promise<SeedCopy[Name]> {
  let promise = loading.get(area) as Promise<SeedCopy[Name]> | undefined;
  if (!promise) {
    promise = loadArea(area);
    loading.set(area, promise);
    promise.catch(() => loading.delete(area));
  }
  return promise;
}

/** Every area's copy, the files read in parallel. */
export async function loadSeedCopy(): Promise<SeedCopy> {
  const [news, shops, activities, columns] = await Promise.all([
    areaCopy('news'),
    areaCopy('shops'),
    areaCopy('activities'),
    areaCopy('columns'),
  ]);
  return { news, shops, activities, columns };
}
