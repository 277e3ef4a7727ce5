import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetFakeBackend } from '@mocks/node';
import { callApi, calls, type ActivityType } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { ActivitiesPage } from './activities-page';

const context = { origin: '', token: null, language: 'en' };
const today = new Date();
const year = today.getFullYear();
const month = today.getMonth() + 1;
const englishActivities = (params: { type?: ActivityType | null; pageNum?: number; title?: string; month?: number; year?: number }) =>
  callApi(
    calls.activityList,
    { countryId: 617, year, month, type: null, title: '', pageNum: 1, pageSize: 5, ...params },
    context,
  );

const listTitles = () =>
  within(screen.getByRole('list', { name: 'Activity list' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('ActivitiesPage', () => {
  it("shows this month's calendar and the first page of its activities and matches", async () => {
    const firstPage = await englishActivities({});
    await renderWithApp(<ActivitiesPage />, { path: '/ShopActivitie' });

    await screen.findByRole('list', { name: 'Activity list' });
    expect(listTitles()).toEqual(firstPage.list.map((item) => item.title));
    expect(screen.getByRole('status').textContent).toBe(`${firstPage.total} activities and matches`);
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(today);
    expect(screen.getByRole('heading', { name: `Calendar: ${monthName}` })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe(String(year));
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe(String(month));
  });

  it('offers the years that have activities plus the current one', async () => {
    const all = await callApi(
      calls.activityList,
      { countryId: 617, year: null, month: null, type: null, title: '', pageNum: 1, pageSize: 100 },
      context,
    );
    const years = new Set([year, ...all.list.flatMap((item) => [String(item.startDate).slice(0, 4), String(item.endDate).slice(0, 4)]).map(Number)]);
    await renderWithApp(<ActivitiesPage />, { path: '/ShopActivitie' });
    const select = screen.getByRole('combobox', { name: 'Year' });
    await vi.waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(years.size));
    expect(within(select).getAllByRole('option').map((option) => Number((option as HTMLOptionElement).value))).toEqual(
      [...years].sort((a, b) => b - a),
    );
  });

  it('preselects the type from ?type=0, pages through, and filters by type and title', async () => {
    const user = userEvent.setup();
    const matches = await englishActivities({ type: 0 });
    await renderWithApp(<ActivitiesPage />, { path: '/ShopActivitie?type=0' });
    await screen.findByRole('list', { name: 'Activity list' });
    expect(screen.getByRole('button', { name: 'Matches' }).getAttribute('aria-pressed')).toBe('true');
    expect(listTitles()).toEqual(matches.list.map((item) => item.title));

    await user.click(screen.getByRole('button', { name: 'All' }));
    const all = await englishActivities({});
    await vi.waitFor(() => expect(listTitles()).toEqual(all.list.map((item) => item.title)));
    expect(all.total).toBeGreaterThan(5);
    const secondPage = await englishActivities({ pageNum: 2 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(listTitles()).toEqual(secondPage.list.map((item) => item.title)));

    const word = all.list[0]!.title.split(' ')[0]!;
    const searched = await englishActivities({ title: word });
    await user.type(screen.getByRole('searchbox', { name: 'Search activities by title' }), word);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(listTitles()).toEqual(searched.list.map((item) => item.title)));
  });

  it('writes its filters, page and search into the address', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<ActivitiesPage />, { path: '/ShopActivitie?type=1' });
    await screen.findByRole('list', { name: 'Activity list' });
    await user.click(screen.getByRole('button', { name: 'All' }));
    await vi.waitFor(() => expect(app.location()).toBe(`/ShopActivitie?year=${year}&month=${month}`));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(app.location()).toBe(`/ShopActivitie?year=${year}&month=${month}&page=2`));
    const word = (await englishActivities({})).list[0]!.title.split(' ')[0]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search activities by title' }), word);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // A new search starts from its first page.
    await vi.waitFor(() => expect(app.location()).toBe(`/ShopActivitie?year=${year}&month=${month}&title=${new URLSearchParams({ t: word }).toString().slice(2)}`));
  });

  it('shows the page an address names, as after a reload or Back', async () => {
    const secondPage = await englishActivities({ pageNum: 2 });
    await renderWithApp(<ActivitiesPage />, { path: `/ShopActivitie?year=${year}&month=${month}&page=2` });
    await vi.waitFor(() => expect(listTitles()).toEqual(secondPage.list.map((item) => item.title)));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('puts a searched title from the address back into the search box, and filters by it and the type', async () => {
    const word = (await englishActivities({ type: 1 })).list[0]!.title.split(' ')[0]!;
    const searched = await englishActivities({ type: 1, title: word });
    await renderWithApp(<ActivitiesPage />, { path: `/ShopActivitie?type=1&year=${year}&month=${month}&title=${encodeURIComponent(word)}` });
    await vi.waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search activities by title' }) as HTMLInputElement).value).toBe(word),
    );
    expect(screen.getByRole('button', { name: 'Activities' }).getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(listTitles()).toEqual(searched.list.map((item) => item.title)));
  });

  it('follows the calendar to the next month', async () => {
    const user = userEvent.setup();
    const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    const nextPage = await englishActivities(next);
    await renderWithApp(<ActivitiesPage />, { path: '/ShopActivitie' });
    await screen.findByRole('list', { name: 'Activity list' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await vi.waitFor(() => expect(listTitles()).toEqual(nextPage.list.map((item) => item.title)));
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe(String(next.month));
  });

  it('shows the no-data placeholder when there are no activities', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<ActivitiesPage />, { path: '/ShopActivitie' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
    expect(await screen.findByText('No activities or matches this month.')).toBeTruthy();
  });
});
