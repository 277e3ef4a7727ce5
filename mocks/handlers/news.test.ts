import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { callApi, newsInfo, officialNewsList, type NewsCategory } from '@/shared/api/wire';
import { resetFakeBackend } from '../node';
import { clientContext, rawCall } from '../test-support';

const list = (params: { category?: NewsCategory; title?: string; countryId?: number; pageNum?: number; pageSize?: number }) =>
  callApi(
    officialNewsList,
    { category: 0, title: '', countryId: 617, pageNum: 1, pageSize: 5, ...params },
    clientContext(),
  );
// Built from the file path: Vite rewrites `new URL(…, import.meta.url)` into a dev-server URL.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const read = (id: number, language = 'en') => callApi(newsInfo, { id }, clientContext({ language }));

describe('/rpi/websitenews/officialNewsList', () => {
  it('pages from 1 with the total of the filter', async () => {
    const first = await list({ pageNum: 1, pageSize: 5 });
    const second = await list({ pageNum: 2, pageSize: 5 });
    expect(first.total).toBe(48);
    expect(first.list).toHaveLength(5);
    expect(second.list.map((item) => item.id)).not.toContain(first.list[0]!.id);
    await expect(list({ pageNum: 11, pageSize: 5 })).resolves.toEqual({ list: [], total: 48 });
  });

  it('lists newest first', async () => {
    const { list: items } = await list({ pageSize: 48 });
    const dates = items.map((item) => String(item.date));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by category', async () => {
    const competitions = await list({ category: 4, pageSize: 100 });
    expect(competitions.total).toBe(14);
    expect(competitions.list.every((item) => item.type === 4)).toBe(true);
  });

  it('names each item\'s type twice, as `type` and as `category`, since clients read either', async () => {
    const { list: items } = await list({ pageSize: 48 });
    expect(items).toHaveLength(48);
    for (const item of items) expect(item.category).toBe(item.type);
    const competitions = await list({ category: 4, pageSize: 100 });
    expect(competitions.list.every((item) => item.category === 4)).toBe(true);
  });

  it('filters by a case-insensitive title substring', async () => {
    const { list: items, total } = await list({ title: 'OPEN', pageSize: 100 });
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.title.toLowerCase().includes('open'))).toBe(true);
  });

  it("keeps each country's news apart", async () => {
    const japan = await list({ countryId: 17829, pageSize: 100 });
    const english = await list({ countryId: 617, pageSize: 100 });
    const englishIds = new Set(english.list.map((item) => item.id));
    expect(japan.total).toBe(48);
    expect(japan.list.some((item) => englishIds.has(item.id))).toBe(false);
  });

  it('points every image at a local file of public/', async () => {
    const { list: items } = await list({ countryId: 208, pageSize: 100 });
    for (const item of items) {
      expect(item.img).toMatch(/^\/media\/news\/[a-z-]+\.svg$/);
      expect(existsSync(join(publicDir, item.img))).toBe(true);
    }
  });

  it('answers an empty page in the empty scenario', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await expect(list({})).resolves.toEqual({ list: [], total: 0 });
  });

  it('accepts the parameters in the query string too', async () => {
    const envelope = await rawCall('/rpi/websitenews/officialNewsList', {
      query: 'category=6&title=&countryId=19464&pageNum=1&pageSize=3',
    });
    expect(envelope).toMatchObject({ code: 100, data: { total: 18 } });
  });

  it('answers 101 to an unknown category', async () => {
    const envelope = await rawCall('/rpi/websitenews/officialNewsList', {
      form: 'category=5&title=&countryId=617&pageNum=1&pageSize=5',
    });
    expect(envelope).toEqual({ code: 101, msg: 'Invalid parameter: category', data: null });
  });
});

describe('/rpi/websitenews/newsInfo', () => {
  it('answers the item with its HTML body', async () => {
    const item = await read(1);
    expect(item).toMatchObject({ id: 1 });
    expect(item.contents).toMatch(/<h3>[\s\S]*<ul>[\s\S]*<img src="\/media\/news\/[\s\S]*<a href="\//);
  });

  it('adds one visit per read', async () => {
    const before = (await list({ pageSize: 1 })).list[0]!;
    await read(before.id);
    await read(before.id);
    const after = (await list({ pageSize: 1 })).list[0]!;
    expect(after).toMatchObject({ id: before.id, visitCount: before.visitCount + 2 });
  });

  it('carries an unsafe body in the newest item of each country, for the sanitiser', async () => {
    const newest = (await list({ countryId: 17829, pageSize: 1 })).list[0]!;
    const { contents } = await read(newest.id);
    expect(contents).toContain('<script>');
    expect(contents).toContain('onerror=');
  });

  it('refuses an unknown id with a localised message', async () => {
    await expect(read(999_999)).rejects.toMatchObject({ kind: 'rejected', code: 101, message: 'News not found' });
    await expect(read(999_999, 'zh-CN')).rejects.toMatchObject({ message: '新闻不存在' });
  });
});
