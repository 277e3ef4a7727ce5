import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { ActivityInfoPage } from './activity-info-page';

const context = { origin: '', token: null, language: 'en' };

/** The text of the `dd` a label heads: exactly as rendered, line breaks included. */
const factText = (article: HTMLElement, label: string) =>
  within(article).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

/** What the backend sends for the first English activity with a host shop. */
async function hostedActivity() {
  const { list } = await callApi(
    calls.activityList,
    { countryId: 617, year: null, month: null, type: null, title: '', pageNum: 1, pageSize: 100 },
    context,
  );
  const hosted = list.find((item) => item.shopList.length > 0) ?? list[0]!;
  return callApi(calls.activityDetails, { activityId: hosted.id }, context);
}

async function renderActivity(id: number) {
  await renderWithApp(<ActivityInfoPage />, { path: `/ShopActivitie/ActivitieInfo?id=${id}` });
  return (await screen.findByRole('heading', { level: 1 })).closest('article')!;
}

describe('ActivityInfoPage', () => {
  it('shows every detail field as text with its line breaks, the pictures and the host shops as links', async () => {
    const detail = await hostedActivity();
    const article = await renderActivity(detail.id);

    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(detail.title);
    const stateLabel = detail.state === 0 ? 'Not started' : detail.state === 1 ? 'Ongoing' : 'Ended';
    expect(factText(article, 'Status')).toBe(stateLabel);
    expect(factText(article, 'Machines')).toBe(detail.machineType);
    for (const [label, text] of [
      ['How to join', detail.joinMethod],
      ['Entry fee', detail.cost],
      ['Rewards', detail.reward],
      ['Contact', detail.contact],
      ['Other notes', detail.other],
    ] as const) {
      expect(factText(article, label), label).toBe(text);
    }
    expect(detail.contact).toContain('\n');
    const content = within(article).getByRole('heading', { name: 'Details' }).nextElementSibling!;
    expect(content.textContent).toBe(detail.content);
    expect(detail.content).toContain('\n\n');
    expect(within(article).getAllByRole('img', { name: new RegExp(`picture \\d`) })).toHaveLength(detail.picture.split(',').length);
    for (const shop of detail.shopList) {
      expect(within(article).getByRole('link', { name: shop.shopName }).getAttribute('href')).toBe(`/AdartsShop/ShopInfo?id=${shop.shopId}`);
    }
  });

  it('shows markup in an activity text literally, as the text it is', async () => {
    const detail = await hostedActivity();
    const content = 'Bring <b>your</b> card &amp; a friend.\n<script>window.__activityScriptRan = true;</script>';
    const other = '<img src="/missing.png" onerror="window.__activityOnerrorRan = true">\nSee you there';
    await db.activities.update((q) => q.where({ id: detail.id }), {
      data(record) {
        record.content = content;
        record.other = other;
      },
    });
    const article = await renderActivity(detail.id);

    const body = within(article).getByRole('heading', { name: 'Details' }).nextElementSibling!;
    expect(body.textContent).toBe(content);
    expect(factText(article, 'Other notes')).toBe(other);
    expect(article.querySelector('b, script, img[src="/missing.png"]')).toBeNull();
    expect(within(article).getByText(/Bring <b>your<\/b> card &amp; a friend\./)).toBe(body);
    const globals = window as { __activityScriptRan?: boolean; __activityOnerrorRan?: boolean };
    expect(globals.__activityScriptRan).toBeUndefined();
    expect(globals.__activityOnerrorRan).toBeUndefined();
  });

  it('explains that an activity is missing when the id is unknown or absent', async () => {
    await renderWithApp(<ActivityInfoPage />, { path: '/ShopActivitie/ActivitieInfo?id=987654' });
    expect(await screen.findByText('Activity not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all activities' }).getAttribute('href')).toBe('/ShopActivitie');
  });

  it('explains that an activity is missing when there is no id', async () => {
    await renderWithApp(<ActivityInfoPage />, { path: '/ShopActivitie/ActivitieInfo' });
    expect(await screen.findByText('Activity not found')).toBeTruthy();
  });
});
