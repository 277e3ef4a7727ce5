import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { ActivityInfoPage } from './activity-info-page';

const context = { origin: '', token: null, language: 'en' };

describe('ActivityInfoPage', () => {
  it('shows every detail field, the pictures, the host shops as links and sanitised content', async () => {
    const { list } = await callApi(
      calls.activityList,
      { countryId: 617, year: null, month: null, type: null, title: '', pageNum: 1, pageSize: 100 },
      context,
    );
    const hosted = list.find((item) => item.shopList.length > 0) ?? list[0]!;
    const detail = await callApi(calls.activityDetails, { activityId: hosted.id }, context);
    await renderWithApp(<ActivityInfoPage />, { path: `/ShopActivitie/ActivitieInfo?id=${hosted.id}` });

    const heading = await screen.findByRole('heading', { level: 1, name: detail.title });
    const article = heading.closest('article')!;
    const stateLabel = detail.state === 0 ? 'Not started' : detail.state === 1 ? 'Ongoing' : 'Ended';
    for (const text of [detail.machineType, detail.joinMethod, detail.cost, detail.reward, detail.contact, detail.other, stateLabel]) {
      expect(within(article).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(article).getAllByRole('img', { name: new RegExp(`picture \\d`) })).toHaveLength(detail.picture.split(',').length);
    for (const shop of detail.shopList) {
      expect(within(article).getByRole('link', { name: shop.shopName }).getAttribute('href')).toBe(`/AdartsShop/ShopInfo?id=${shop.shopId}`);
    }
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('h2 + div, section div')?.innerHTML.length).toBeGreaterThan(0);
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
