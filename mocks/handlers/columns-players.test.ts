import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bannerShow, callApi, playerDetails, playerList, specialColumnInfo, specialColumnList } from '@/shared/api/wire';
import { MALFORMED_PLAYER_INDEX } from '../db/seed-columns-players';
import { resetFakeBackend } from '../node';
import { clientContext, rawCall } from '../test-support';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const context = clientContext();
const columns = (params: { countryId?: number; title?: string; type?: 1 | 2 | 3 | 4; pageNum?: number; pageSize?: number }) =>
  callApi(specialColumnList, { countryId: 617, title: '', pageNum: 1, pageSize: 5, ...params }, context);

describe('/rpi/banner/bannerShow', () => {
  it('answers a home set of one or two banners per country', async () => {
    for (const countryId of [208, 19464, 617, 17829]) {
      const banners = await callApi(bannerShow, { countryId }, context);
      expect(banners.length).toBeGreaterThanOrEqual(1);
      expect(banners.length).toBeLessThanOrEqual(2);
      for (const banner of banners) expect(existsSync(join(publicDir, banner.image))).toBe(true);
    }
  });

  it('answers the published darts and item shop banners by type', async () => {
    const darts = await callApi(bannerShow, { countryId: 617, status: 1, type: 1 }, context);
    const allDarts = await callApi(bannerShow, { countryId: 617, type: 1 }, context);
    const items = await callApi(bannerShow, { countryId: 617, status: 1, type: 2 }, context);
    expect(darts.map((banner) => banner.link)).toEqual(['/Darts/DartsList', '/Players']);
    expect(allDarts).toHaveLength(3);
    expect(items.length).toBe(2);
  });

  it('answers no banners in the empty scenario, and 101 to an unknown type', async () => {
    expect(await rawCall('/rpi/banner/bannerShow', { form: 'countryId=617&type=7' })).toEqual({
      code: 101,
      msg: 'Invalid parameter: type',
      data: null,
    });
    await resetFakeBackend({ scenario: 'empty' });
    await expect(callApi(bannerShow, { countryId: 617 }, context)).resolves.toEqual([]);
  });
});

describe('/rpi/special/specialColumnList', () => {
  it('pages at least 20 columns per country, newest first', async () => {
    const all = await columns({ pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(20);
    const dates = all.list.map((column) => column.cdateInt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await columns({ pageNum: 2 });
    expect(second.list.map((column) => column.id)).toEqual(all.list.slice(5, 10).map((column) => column.id));
    for (const countryId of [208, 19464, 17829]) expect((await columns({ countryId })).total).toBeGreaterThanOrEqual(20);
  });

  it('searches titles and filters topics', async () => {
    const found = await columns({ title: 'INTERVIEW', pageSize: 100 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.every((column) => column.title.toLowerCase().includes('interview'))).toBe(true);
    const equipment = await columns({ type: 2, pageSize: 100 });
    expect(equipment.total).toBeGreaterThan(0);
    expect(equipment.total).toBeLessThan((await columns({})).total);
  });

  it("carries each column's HTML body, the same as specialColumnInfo answers, without counting a visit", async () => {
    const { list } = await columns({ pageSize: 3 });
    expect(list).toHaveLength(3);
    for (const column of list) expect(column.contents).toMatch(/^<p>[\s\S]*<h2>/);
    const detail = await callApi(specialColumnInfo, { id: list[1]!.id }, context);
    expect(list[1]!.contents).toBe(detail.contents);
    expect(detail.visitCount).toBe(list[1]!.visitCount + 1);
  });

  it('answers an empty page in the empty scenario', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await expect(columns({})).resolves.toEqual({ list: [], total: 0 });
  });
});

describe('/rpi/special/specialColumnInfo', () => {
  it('answers the HTML body, counts each read, and carries unsafe markup in the newest column', async () => {
    const newest = (await columns({ pageSize: 1 })).list[0]!;
    const first = await callApi(specialColumnInfo, { id: newest.id }, context);
    const second = await callApi(specialColumnInfo, { id: newest.id }, context);
    expect(first.visitCount).toBe(newest.visitCount + 1);
    expect(second.visitCount).toBe(newest.visitCount + 2);
    expect(first.contents).toMatch(/<img src="\/media\/columns\/[\s\S]*<h2>[\s\S]*<ul>/);
    expect(first.contents).toContain('<script>');
  });

  it('refuses an unknown id with a localised message', async () => {
    await expect(callApi(specialColumnInfo, { id: 999_999 }, context)).rejects.toMatchObject({ code: 101, message: 'Column not found' });
    await expect(callApi(specialColumnInfo, { id: 999_999 }, clientContext({ language: 'ja' }))).rejects.toMatchObject({
      message: 'コラムが見つかりません',
    });
  });
});

describe('/rpi/player/list and /rpi/player/details', () => {
  it('answers 14 players per country (12 full profiles, 2 defensive-parsing cases) with local portraits', async () => {
    const players = await callApi(playerList, { countryId: 17829 }, context);
    expect(players).toHaveLength(14);
    for (const player of players) {
      const [first] = JSON.parse(player.picture ?? '[]') as Array<{ url: string }>;
      expect(existsSync(join(publicDir, first!.url))).toBe(true);
    }
  });

  it('answers a full profile, with one malformed field left as the backend stored it', async () => {
    const players = await callApi(playerList, { countryId: 617 }, context);
    const full = await callApi(playerDetails, { playerId: players[0]!.id }, context);
    expect(full).toMatchObject({ videoUrl: '/media/promo.mp4' });
    expect(full.dartBarrel).toBeTruthy();
    expect(() => JSON.parse(full.achievement!)).not.toThrow();
    const broken = await callApi(playerDetails, { playerId: players[MALFORMED_PLAYER_INDEX]!.id }, context);
    expect(() => JSON.parse(broken.achievement!)).toThrow();
  });

  it('refuses an unknown player, and the empty scenario has none', async () => {
    await expect(callApi(playerDetails, { playerId: 999_999 }, context)).rejects.toMatchObject({ code: 101, message: 'Player not found' });
    await resetFakeBackend({ scenario: 'empty' });
    await expect(callApi(playerList, { countryId: 617 }, context)).resolves.toEqual([]);
  });
});
