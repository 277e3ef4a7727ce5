import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { db, DEMO_MEMBER_ID, server } from '@mocks/node';
import { callApi, calls, type Item } from '@/shared/api';
import { parseBackendDate } from '@/shared/i18n';
import { callOptionsOf, logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { ItemBuyPage } from './item-buy-page';
import { ItemListView } from './item-list';

configure({ asyncUtilTimeout: 5000 });

/** The demo member's catalogue and items as the backend has them. */
async function backend() {
  const session = await logInAs();
  const api = callOptionsOf(session);
  const catalogue = (await callApi(calls.itemList, { itemType: '', queryType: '', pageIndex: 1, pageSize: 100 }, api)).list;
  const owned = (await callApi(calls.myItemList, { type: '', sort: 2, pageIndex: 1, pageSize: 100 }, api)).list;
  return { session, api, catalogue, owned };
}

async function renderShop(path: string) {
  const data = await backend();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: data.session });
  const view = await renderWithApp(<ItemBuyPage />, { path, scope });
  return { ...data, view };
}

const gridTitles = () =>
  within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const byMedia = (catalogue: Item[], extension: RegExp) => catalogue.find(({ url }) => extension.test(url))!;

describe('ItemBuyPage: the catalogue', { timeout: 20_000 }, () => {
  it('lists 12 items a page under type tabs that write the address', async () => {
    const user = userEvent.setup();
    const { api, view } = await renderShop('/ShopProp/ItemBuy');
    const all = await callApi(calls.itemList, { itemType: '', queryType: '', pageIndex: 1, pageSize: 12 }, api);
    await screen.findByRole('list', { name: 'Items' });
    expect(screen.getByRole('heading', { level: 2, name: 'Buy items' })).toBeTruthy();
    expect(gridTitles()).toEqual(all.list.map(({ title }) => title));
    expect(screen.getByText(`${all.totalCount} items`)).toBeTruthy();

    const tabs = within(screen.getByRole('tablist', { name: 'Item types' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All', 'Style', 'Mark award', 'Effect', 'Sound', 'Bull', 'Bull sound', 'Low ton', 'High ton', 'Hat trick',
      'Three in a bed', 'Three in the black', 'Ton 80', 'White horse', '9 mark',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Effect' }));
    expect(view.location()).toBe('/ShopProp/ItemBuy?itemType=3');
    const effects = await callApi(calls.itemList, { itemType: 3, queryType: '', pageIndex: 1, pageSize: 12 }, api);
    await screen.findByText(`${effects.totalCount} items`);
    expect(gridTitles()).toEqual(effects.list.map(({ title }) => title));
    expect(screen.getByRole('tab', { name: 'Effect' }).getAttribute('aria-selected')).toBe('true');

    // Keyboard: the arrow moves to the next tab and chooses it.
    await user.keyboard('{ArrowRight}');
    expect(view.location()).toBe('/ShopProp/ItemBuy?itemType=4');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sound' }));

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByText(`${all.totalCount} items`);
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(view.location()).toBe('/ShopProp/ItemBuy?page=2');
  });

  it('shows the home list a More came from, with its title and ranks', async () => {
    const { api } = await renderShop('/ShopProp/ItemBuy?type=3');
    const ranking = await callApi(calls.itemList, { itemType: '', queryType: 3, pageIndex: 1, pageSize: 12 }, api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Item ranking' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Items' });
    expect(gridTitles()).toEqual(ranking.list.map(({ title }) => title));
    expect(screen.getAllByText(/^No\. \d+$/)[0]!.textContent).toBe('No. 1');
    expect(screen.getByRole('link', { name: 'All items' }).getAttribute('href')).toBe('/ShopProp/ItemBuy');
  });

  it.each([
    [1, 'Item recommendation'],
    [2, 'New item'],
  ])('titles ?type=%i "%s"', async (type, title) => {
    await renderShop(`/ShopProp/ItemBuy?type=${type}`);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    await screen.findByRole('list', { name: 'Items' });
    expect(screen.queryByText(/^No\. \d+$/)).toBeNull();
  });
});

describe('ItemListView: the detail code on intent', { timeout: 20_000 }, () => {
  it('asks for it when a member touches or focuses an item, not while the catalogue loads', async () => {
    const session = await logInAs();
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    const intents: string[] = [];
    await renderWithApp(<ItemListView onItemIntent={() => intents.push('intent')} />, { path: '/ShopProp/ItemBuy', scope });
    const items = within(await screen.findByRole('list', { name: 'Items' })).getAllByRole('link');
    expect(intents).toEqual([]);
    fireEvent.touchStart(items[1]!);
    items[0]!.focus();
    expect(intents).toEqual(['intent', 'intent']);
  });
});

describe('ItemBuyPage: an item', { timeout: 20_000 }, () => {
  it('shows a picture item with its price, the gold, 90 days and Buy', async () => {
    const { catalogue, owned } = await backend();
    const item = catalogue.find(({ url, id }) => /\.svg$/.test(url) && !owned.some((mine) => mine.id === id))!;
    await renderShop(`/ShopProp/ItemBuy?id=${item.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: item.title })).toBeTruthy();
    const image = await screen.findByRole('img', { name: `Preview of ${item.title}` });
    expect(image.getAttribute('src')).toBe(item.url.split(',')[0]);
    expect(screen.getAllByText(`${item.price} gold`).length).toBeGreaterThan(0);
    expect(screen.getByText('1,250 gold')).toBeTruthy();
    expect(screen.getByText('90 days')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy and use' })).toBeTruthy();
    expect(screen.queryByText('You own it until')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the items' }).getAttribute('href')).toBe('/ShopProp/ItemBuy');
  });

  it('plays a clip only when asked: controls, no autoplay, nothing preloaded, the preview as its poster', async () => {
    const { catalogue } = await backend();
    for (const extension of [/\.mp4$/, /\.webm$/]) {
      const item = byMedia(catalogue, extension);
      const { view } = await renderShop(`/ShopProp/ItemBuy?id=${item.id}`);
      await screen.findByRole('heading', { level: 2, name: item.title });
      const video = (await screen.findByLabelText(`Preview of ${item.title}`)) as HTMLVideoElement;
      expect(video.tagName).toBe('VIDEO');
      expect(video.hasAttribute('controls')).toBe(true);
      expect(video.hasAttribute('autoplay')).toBe(false);
      expect(video.getAttribute('preload')).toBe('none');
      expect(video.getAttribute('poster')).toBe(item.previewImg);
      expect(video.getAttribute('src')).toBe(item.url);
      view.unmount();
    }
  });

  it('plays a sound only when asked, beside its picture', async () => {
    const { catalogue } = await backend();
    const item = byMedia(catalogue, /\.wav$/);
    await renderShop(`/ShopProp/ItemBuy?id=${item.id}`);
    const audio = (await screen.findByLabelText(`Listen to ${item.title}`)) as HTMLAudioElement;
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.hasAttribute('autoplay')).toBe(false);
    expect(audio.getAttribute('preload')).toBe('none');
    expect(screen.getByRole('img', { name: `Preview of ${item.title}` }).getAttribute('src')).toBe(item.previewImg);
  });

  it('buys once, even on a double click, after a confirmation naming the price, the gold after and the expiry; then offers Renew', async () => {
    const user = userEvent.setup();
    const { catalogue, owned } = await backend();
    const item = catalogue.find(({ id }) => !owned.some((mine) => mine.id === id))!;
    const { api } = await renderShop(`/ShopProp/ItemBuy?id=${item.id}`);
    await user.click(await screen.findByRole('button', { name: 'Buy' }));

    const dialog = await screen.findByRole('dialog', { name: `Buy ${item.title}?` });
    const facts = within(dialog).getAllByRole('definition').map((value) => value.textContent);
    expect(facts.slice(0, 3)).toEqual([`${item.price} gold`, '1,250 gold', `${(1250 - item.price).toLocaleString('en')} gold`]);
    expect(facts[3]).toMatch(/\d{4}$/);
    const requests = { count: 0 };
    server.use(
      http.post('*/rpi/item/my/buy', () => {
        requests.count += 1;
      }),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Buy' });
    fireEvent.click(confirm);
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(confirm.textContent).toBe('Buying…');
    fireEvent.click(confirm);

    expect(await screen.findByRole('button', { name: 'Renew' })).toBeTruthy();
    expect(requests.count).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(`${(1250 - item.price).toLocaleString('en')} gold`)).toBeTruthy();
    expect((await callApi(calls.itemDetails, { itemId: item.id }, api)).coin).toBe(1250 - item.price);
    expect(screen.getByText('You own it until')).toBeTruthy();
  });

  it('shows an owned item with its current expiry, the expiry after renewal, and Renew', async () => {
    const { owned } = await backend();
    const mine = owned.find((entry) => parseBackendDate(entry.time)!.getTime() > Date.now() + 5 * 24 * 60 * 60 * 1000)!;
    await renderShop(`/ShopProp/ItemBuy?id=${mine.id}`);
    expect(await screen.findByRole('button', { name: 'Renew' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew and use' })).toBeTruthy();
    expect(screen.getByText('You own it until')).toBeTruthy();
    expect(screen.getByText('After renewal')).toBeTruthy();
    expect(screen.getByText(/days left$/)).toBeTruthy();
  });

  it('says when the gold is short beside Buy and "Buy and use", which are off and open no confirmation', async () => {
    const user = userEvent.setup();
    const { catalogue, owned } = await backend();
    const item = catalogue.find(({ id, price }) => price > 100 && !owned.some((mine) => mine.id === id))!;
    await db.members.update((q) => q.where({ memberId: DEMO_MEMBER_ID }), {
      data(record) {
        record.coin = 50;
      },
    });
    await renderShop(`/ShopProp/ItemBuy?id=${item.id}`);
    const buy = await screen.findByRole('button', { name: 'Buy' });
    const reason = `Not enough gold: you need ${item.price - 50} gold more.`;
    expect(screen.getByText(reason)).toBeTruthy();
    // Before issue 24 the confirmation opened and refused; now the buttons themselves cannot be used.
    for (const button of [buy, screen.getByRole('button', { name: 'Buy and use' })]) {
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
      await user.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.coin).toBe(50);
  });
});
