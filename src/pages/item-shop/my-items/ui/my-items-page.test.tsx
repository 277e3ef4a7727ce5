import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, MAX_PAGE_SIZE, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs, renderWithApp } from '@/shared/testing';
import { validityOf } from '@/entities/item';
import { sessionStarted } from '@/entities/session';
import { MyItemsPage } from './my-items-page';

configure({ asyncUtilTimeout: 5000 });

const backendItems = (session: LoginResult, { type = '' as '' | number, sort = 2, page = 1, pageSize = 10 } = {}) =>
  callApi(calls.myItemList, { type: type as '', sort: sort as 2, pageIndex: page, pageSize }, callOptionsOf(session));

async function renderAsMember(path = '/ShopProp/MyPropList', language: 'en' | 'ja' = 'en') {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const view = await renderWithApp(<MyItemsPage />, { path, scope, language });
  return { session, view };
}

const titlesIn = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const rowOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;

describe('MyItemsPage', { timeout: 20_000 }, () => {
  it('shows the items in the slots, in slot order, with their days left', async () => {
    const { session } = await renderAsMember();
    const setting = await callApi(calls.mySetting, {}, callOptionsOf(session));
    const inUse = setting.list.filter((slot) => slot.id !== 0);
    await screen.findByRole('list', { name: 'Items in use' });
    expect(screen.getByRole('tab', { name: 'In use', selected: true })).toBeTruthy();
    expect(titlesIn('Items in use')).toEqual(inUse.map((slot) => slot.title));
    const all = await backendItems(session, { pageSize: MAX_PAGE_SIZE });
    for (const slot of inUse) {
      const owned = all.list.find((item) => item.id === slot.id)!;
      const validity = validityOf(owned.time, Date.now())!;
      expect(within(rowOf(slot.title!)).getByText(validity.state === 'expired' ? 'Expired' : /days? left/)).toBeTruthy();
    }
  });

  it('lists all items 10 a page, newest first, and writes tab, type, order and page to the address', async () => {
    const user = userEvent.setup();
    const { session, view } = await renderAsMember();
    await screen.findByRole('list', { name: 'Items in use' });

    await user.click(screen.getByRole('tab', { name: 'All' }));
    const all = await backendItems(session);
    await screen.findByRole('list', { name: 'All my items' });
    expect(view.location()).toBe('/ShopProp/MyPropList?tab=all');
    expect(titlesIn('All my items')).toEqual(all.list.map((item) => item.title));
    expect(screen.getByRole('status').textContent).toBe(`${all.totalCount} items`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Oldest purchase first');
    const oldest = await backendItems(session, { sort: 1 });
    await screen.findByRole('heading', { level: 3, name: oldest.list[0]!.title });
    expect(view.location()).toBe('/ShopProp/MyPropList?tab=all&sort=1');
    expect(titlesIn('All my items')).toEqual(oldest.list.map((item) => item.title));

    const type = all.list[0]!.type;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), String(type));
    const ofType = await backendItems(session, { type, sort: 1 });
    await screen.findByText(`${ofType.totalCount} ${ofType.totalCount === 1 ? 'item' : 'items'}`);
    expect(view.location()).toBe(`/ShopProp/MyPropList?tab=all&type=${String(type)}&sort=1`);
    expect(titlesIn('All my items')).toEqual(ofType.list.map((item) => item.title));
  });

  it('opens a page from the address', async () => {
    const { session } = await renderAsMember('/ShopProp/MyPropList?tab=all&page=2');
    const second = await backendItems(session, { page: 2 });
    expect(second.list.length).toBeGreaterThan(0);
    await screen.findByRole('heading', { level: 3, name: second.list[0]!.title });
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(titlesIn('All my items')).toEqual(second.list.map((item) => item.title));
  });

  it.each(['expired', 'expiring'] as const)('marks the %s item, with a link to renew it', async (state) => {
    const session = await logInAs();
    const all = await backendItems(session, { pageSize: MAX_PAGE_SIZE });
    const now = Date.now();
    const item = all.list.find((owned) => validityOf(owned.time, now)?.state === state)!;
    const page = Math.floor(all.list.indexOf(item) / 10) + 1;
    await renderAsMember(`/ShopProp/MyPropList?tab=all${page > 1 ? `&page=${String(page)}` : ''}`);

    const row = within((await screen.findByRole('heading', { level: 3, name: item.title })).closest('article') as HTMLElement);
    expect(row.getByRole('link', { name: `Renew ${item.title}` }).getAttribute('href')).toBe(`/ShopProp/ItemBuy?id=${String(item.id)}`);
    expect(row.getByText(state === 'expired' ? 'Expired' : /^[1-3] days? left$/)).toBeTruthy();
    // A valid item has nothing to renew yet.
    const valid = (await backendItems(session, { page })).list.find((owned) => validityOf(owned.time, now)?.state === 'valid')!;
    expect(within(rowOf(valid.title)).queryByRole('link')).toBeNull();
  });

  it('says when there is nothing to show, with a link to the shop', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/rpi/item/my/list', () => HttpResponse.json({ code: 100, msg: 'ok', data: { list: [], totalCount: 0 } })),
      http.get('*/rpi/item/my/setting', () =>
        HttpResponse.json({
          code: 100,
          msg: 'ok',
          data: { id: -1, list: [1, 2, 3, 4, 5, 6, 71, 72, 73, 74, 75, 76, 77, 78].map((type) => ({ id: 0, type, title: null, url: null, buyTime: null })) },
        }),
      ),
    );
    await renderAsMember();
    expect(await screen.findByText('None of your slots holds an item yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up your slots' }).getAttribute('href')).toBe('/ShopProp/MySetting');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('You have no items yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the item shop' }).getAttribute('href')).toBe('/ShopProp/ItemBuy');
  });

  it("speaks the member's language", async () => {
    await renderAsMember('/ShopProp/MyPropList', 'ja');
    await screen.findByRole('list', { name: '使用中のアイテム' });
    expect(screen.getByRole('tab', { name: 'すべて' })).toBeTruthy();
  });
});
