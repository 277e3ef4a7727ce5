import { describe, expect, it } from 'vitest';
import { activityDetails, activityList, activityMonthlyTable, ApiError, callApi, type Envelope } from '@/shared/api/wire';
import { resetFakeBackend } from '../node';
import { clientContext, rawCall } from '../test-support';

/** Country 617 keeps UTC, so its current month is the UTC one. */
const now = new Date();
const YEAR = now.getUTCFullYear();
const MONTH = now.getUTCMonth() + 1;

type ListParams = Partial<{
  countryId: number;
  year: number | null;
  month: number | null;
  type: 0 | 1 | null;
  title: string;
  pageNum: number;
  pageSize: number;
}>;
const list = (params: ListParams = {}) =>
  callApi(
    activityList,
    { countryId: 617, year: YEAR, month: MONTH, type: null, title: '', pageNum: 1, pageSize: 5, ...params },
    clientContext(),
  );

/** A JSON call that skips the client's own validation, to see what the backend answers to bad input. */
const rawJson = async (path: string, body: Record<string, unknown>): Promise<Envelope> => {
  const response = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Accept-Language': 'en', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
};
const validList = { countryId: 617, year: YEAR, month: MONTH, type: null, title: '', pageNum: 1, pageSize: 5 };

describe('/rpi/activity/list', () => {
  it("pages a month 5 at a time with the month's total, and a page past the end keeps the total", async () => {
    // The month's own 8 items, plus any of the month before still running in it.
    const whole = await list({ pageSize: 100 });
    const total = whole.total;
    expect(total).toBeGreaterThanOrEqual(8);
    expect(whole.list).toHaveLength(total);
    const pageCount = Math.ceil(total / 5);
    const pages = await Promise.all(Array.from({ length: pageCount }, (_, index) => list({ pageNum: index + 1 })));
    expect(pages.every((page) => page.total === total)).toBe(true);
    expect(pages[0]!.list).toHaveLength(5);
    expect(pages.flatMap((page) => page.list)).toEqual(whole.list);
    await expect(list({ pageNum: pageCount + 1 })).resolves.toEqual({ list: [], total });
  });

  it('counts every item of the country when no year is given', async () => {
    const all = await list({ year: null, month: null, pageSize: 100 });
    expect(all.total).toBe(37);
    expect(all.list).toHaveLength(37);
    expect(new Set(all.list.map((item) => item.id)).size).toBe(37);
  });

  it('filters by type and by a case-insensitive part of the title', async () => {
    const matches = await list({ type: 0, pageSize: 100 });
    const activities = await list({ type: 1, pageSize: 100 });
    expect(matches.list.every((item) => item.type === 0)).toBe(true);
    expect(activities.list.every((item) => item.type === 1)).toBe(true);
    expect(matches.total + activities.total).toBe((await list()).total);

    const word = activities.list[0]!.title.split(' ')[0]!;
    const searched = await list({ type: 1, title: word.toUpperCase(), pageSize: 100 });
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.list.every((item) => item.type === 1 && item.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it("keeps each country's activities apart", async () => {
    const english = await list({ year: null, month: null, pageSize: 100 });
    const japanese = await list({ countryId: 17829, year: null, month: null, pageSize: 100 });
    expect(japanese.total).toBe(37);
    const englishIds = new Set(english.list.map((item) => item.id));
    expect(japanese.list.some((item) => englishIds.has(item.id))).toBe(false);
    const detail = await callApi(activityDetails, { activityId: japanese.list[0]!.id }, clientContext());
    expect(detail.title).toBe(japanese.list[0]!.title);
  });

  it('answers 101 to a page size outside 1-999 and to an unknown type', async () => {
    await expect(rawJson(activityList.path, { ...validList, pageSize: 1000 })).resolves.toEqual({
      code: 101,
      msg: 'Invalid parameter: pageSize',
      data: null,
    });
    await expect(rawJson(activityList.path, { ...validList, pageSize: 0 })).resolves.toMatchObject({ code: 101 });
    await expect(rawJson(activityList.path, { ...validList, type: 2 })).resolves.toEqual({
      code: 101,
      msg: 'Invalid parameter: type',
      data: null,
    });
    await expect(rawJson(activityMonthlyTable.path, { countryId: 617, year: YEAR, month: 13 })).resolves.toMatchObject({
      code: 101,
      msg: 'Invalid parameter: month',
    });
  });

  it('answers an empty page in the empty scenario', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await expect(list()).resolves.toEqual({ list: [], total: 0 });
  });
});

describe('/rpi/activity/details', () => {
  it('answers the six texts as plain text with line breaks, in each country\'s language', async () => {
    for (const countryId of [208, 19464, 617, 17829]) {
      const { list: items } = await list({ countryId, year: null, month: null, pageSize: 3 });
      for (const { id } of items) {
        const detail = await callApi(activityDetails, { activityId: id }, clientContext());
        const texts = [detail.content, detail.joinMethod, detail.cost, detail.reward, detail.contact, detail.other];
        for (const text of texts) expect(text, `activity ${id}`).not.toMatch(/<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+);/i);
        expect(detail.content, `activity ${id}`).toContain('\n\n');
        expect(detail.contact, `activity ${id}`).toContain('\n');
      }
    }
  });

  it('answers 101 "Activity not found" in the request language to an unknown id', async () => {
    for (const [language, message] of [
      ['en', 'Activity not found'],
      ['ja', 'イベントが見つかりません'],
      ['zh-CN', '活动不存在'],
      ['zh-TW', '活動不存在'],
    ] as const) {
      const error = await callApi(activityDetails, { activityId: 99_999 }, clientContext({ language })).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'rejected', code: 101, message });
    }
    await expect(rawCall(activityDetails.path, { form: 'activityId=abc' })).resolves.toMatchObject({ code: 101 });
  });
});
