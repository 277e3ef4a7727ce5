import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetFakeBackend } from '@mocks/node';
import { bannerShow, callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { DartsPage } from './darts-page';

const context = { origin: '', token: null, language: 'en' };

describe('DartsPage', () => {
  it('shows the darts banners and the 8 newest columns', async () => {
    const [banners, newest] = await Promise.all([
      callApi(bannerShow, { countryId: 617, status: 1, type: 1 }, context),
      callApi(calls.specialColumnList, { countryId: 617, title: '', pageNum: 1, pageSize: 8 }, context),
    ]);
    await renderWithApp(<DartsPage />, { path: '/Darts' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Darts columns' })).toBeTruthy();
    const carousel = await screen.findByRole('region', { name: 'Darts column banners' });
    // Two banners repeat to four slides.
    expect(within(carousel).getAllByRole('button', { name: /^Show slide/ })).toHaveLength(banners.length * 2);

    const list = await screen.findByRole('list', { name: 'Latest columns' });
    const titles = within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(newest.list.map((column) => column.title));
    expect(titles).toHaveLength(8);
    expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe(`/DartsInfo?id=${newest.list[0]!.id}`);
    expect(screen.getByRole('link', { name: 'All columns' }).getAttribute('href')).toBe('/Darts/DartsList');
  });

  it('shows the no-data placeholder and no carousel when there is no content', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<DartsPage />, { path: '/Darts' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Darts column banners' })).toBeNull());
  });
});
