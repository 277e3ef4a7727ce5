import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiError, callApi, newShop, shopInfo, shopList } from '@/shared/api/wire';
import { resetFakeBackend } from '../node';
import { clientContext, rawCall } from '../test-support';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const newest = (params: { countryId?: number; shopName?: string; pageNum?: number; pageSize?: number }) =>
  callApi(newShop, { countryId: 617, shopName: '', pageNum: 1, pageSize: 5, ...params }, clientContext());

describe('/rpi/websiteshop/newShop', () => {
  it("pages the country's shops 5 at a time with the total", async () => {
    const first = await newest({});
    const third = await newest({ pageNum: 3 });
    expect(first.total).toBe(12);
    expect(first.list).toHaveLength(5);
    expect(third.list).toHaveLength(2);
    await expect(newest({ pageNum: 4 })).resolves.toEqual({ list: [], total: 12 });
  });

  it('lists the newest first (ids follow joining order)', async () => {
    const { list } = await newest({ countryId: 17829, pageSize: 100 });
    const ids = list.map((shop) => shop.shopId);
    expect(list).toHaveLength(18);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by a case-insensitive part of the name', async () => {
    const { list, total } = await newest({ shopName: 'DART', pageSize: 100 });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(12);
    expect(list.every((shop) => shop.shopName.toLowerCase().includes('dart'))).toBe(true);
    await expect(newest({ countryId: 208, shopName: '飞镖', pageSize: 100 })).resolves.toMatchObject({
      total: expect.any(Number) as number,
    });
  });

  it("keeps each country's shops apart and answers summaries only", async () => {
    const { list } = await newest({ countryId: 19464, pageSize: 100 });
    expect(list).toHaveLength(14);
    expect(list.every((shop) => shop.countryCode === 'HK')).toBe(true);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['countryCode', 'countryName', 'machineList', 'shopAddress', 'shopId', 'shopImg', 'shopName'].sort(),
    );
  });

  it('points images at local files, and at a missing one for the fallback in the broken-media scenario', async () => {
    const { list } = await newest({ countryId: 208, pageSize: 100 });
    expect(list.filter((shop) => !existsSync(join(publicDir, shop.shopImg)))).toEqual([]);
    await resetFakeBackend({ scenario: 'broken-media' });
    const broken = (await newest({ countryId: 208, pageSize: 100 })).list;
    expect(broken.filter((shop) => !existsSync(join(publicDir, shop.shopImg))).map((shop) => shop.shopId)).toEqual([broken[1]!.shopId]);
  });

  it('answers an empty page in the empty scenario', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await expect(newest({})).resolves.toEqual({ list: [], total: 0 });
  });

  it('answers 101 to a page size over 999 or a missing country', async () => {
    await expect(rawCall('/rpi/websiteshop/newShop', { form: 'countryId=617&pageNum=1&pageSize=1000' })).resolves.toEqual({
      code: 101,
      msg: 'Invalid parameter: pageSize',
      data: null,
    });
    await expect(rawCall('/rpi/websiteshop/newShop', { form: 'pageNum=1&pageSize=5' })).resolves.toMatchObject({ code: 101 });
  });
});

describe('/rpi/websiteshop/shopList', () => {
  it("lists every shop of the country by id and name, newest first", async () => {
    const names = await callApi(shopList, { countryId: 17829 }, clientContext());
    const { list } = await newest({ countryId: 17829, pageSize: 100 });
    expect(names).toEqual(list.map(({ shopId, shopName }) => ({ shopId, shopName })));
  });
});

describe('/rpi/websiteshop/shopInfo', () => {
  it('answers every detail field of a shop', async () => {
    const [first] = (await newest({})).list;
    const detail = await callApi(shopInfo, { shopId: first!.shopId }, clientContext());
    expect(detail).toMatchObject(first!);
    for (const field of ['shopPhone', 'shopInfo', 'type', 'openingTime', 'restDay', 'trafficInfo', 'budget', 'theme', 'service', 'url'] as const) {
      expect(detail[field], field).not.toBe('');
    }
  });

  it('answers 101 "shop not found" in the request language to an unknown id', async () => {
    const error = await callApi(shopInfo, { shopId: 99_999 }, clientContext({ language: 'ja' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '店舗が見つかりません' });
    await expect(rawCall('/rpi/websiteshop/shopInfo', { form: 'shopId=abc' })).resolves.toMatchObject({ code: 101 });
  });
});
