import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resetFakeBackend } from '@mocks/node';
import { callApi, calls, NewsCategory } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { NewsPage } from './news-page';

const context = { origin: '', token: null, language: 'en' };
const englishNews = (category: NewsCategory, pageNum = 1, title = '') =>
  callApi(calls.officialNewsList, { category, title, countryId: 617, pageNum, pageSize: 5 }, context);

/** The browser's Back button, inside the test router. */
const BackButton = () => {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
};

const listTitles = () =>
  within(screen.getByRole('list', { name: 'News list' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('NewsPage', () => {
  it('shows the pinned information items and the first page of all news', async () => {
    const [pinned, firstPage] = await Promise.all([englishNews(NewsCategory.information), englishNews(NewsCategory.all)]);
    await renderWithApp(<NewsPage />, { path: '/News' });

    const pinnedBox = await screen.findByRole('region', { name: 'Pinned' });
    await within(pinnedBox).findByText(pinned.list[0]!.title);
    expect(within(pinnedBox).getAllByRole('link')).toHaveLength(pinned.list.length);

    await screen.findByRole('list', { name: 'News list' });
    expect(listTitles()).toEqual(firstPage.list.map((item) => item.title));
    expect(screen.getByRole('status').textContent).toBe(`${firstPage.total} articles`);
  });

  it('filters by type, searches titles and pages through results', async () => {
    const user = userEvent.setup();
    const competitions = await englishNews(NewsCategory.competition);
    const secondPage = await englishNews(NewsCategory.competition, 2);
    await renderWithApp(<NewsPage />, { path: '/News' });
    await screen.findByRole('list', { name: 'News list' });

    await user.click(screen.getByRole('button', { name: 'Competition' }));
    expect(screen.getByRole('button', { name: 'Competition' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByText(competitions.list[0]!.title);
    expect(listTitles()).toEqual(competitions.list.map((item) => item.title));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(secondPage.list[0]!.title);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    const word = competitions.list[0]!.title.split(' ')[0]!;
    const searched = await englishNews(NewsCategory.competition, 1, word);
    await user.type(screen.getByRole('searchbox', { name: 'Search news by title' }), word);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(`${searched.total} ${searched.total === 1 ? 'article' : 'articles'}`);
    expect(listTitles()).toEqual(searched.list.map((item) => item.title));
  });

  it('opens the type, title and page of a shared address', async () => {
    const competitions = await englishNews(NewsCategory.competition);
    const word = competitions.list[0]!.title.split(' ')[0]!;
    const searched = await englishNews(NewsCategory.competition, 1, word);
    const page = searched.total > 5 ? 2 : 1;
    const shown = await englishNews(NewsCategory.competition, page, word);
    const secondPage = await englishNews(NewsCategory.competition, 2);
    expect(secondPage.list.length).toBeGreaterThan(0);

    const view = await renderWithApp(<NewsPage />, { path: '/News?type=4&page=2' });
    await screen.findByText(secondPage.list[0]!.title);
    expect(listTitles()).toEqual(secondPage.list.map((item) => item.title));
    expect(screen.getByRole('button', { name: 'Competition' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    view.unmount();

    await renderWithApp(<NewsPage />, { path: `/News?type=4&title=${encodeURIComponent(word)}&page=${page}` });
    await screen.findByText(shown.list[0]!.title);
    expect(listTitles()).toEqual(shown.list.map((item) => item.title));
    expect((screen.getByRole('searchbox', { name: 'Search news by title' }) as HTMLInputElement).value).toBe(word);
  });

  it('writes every choice to the address, so Back returns to the previous list', async () => {
    const user = userEvent.setup();
    const all = await englishNews(NewsCategory.all);
    const competitions = await englishNews(NewsCategory.competition);
    const secondPage = await englishNews(NewsCategory.competition, 2);
    const view = await renderWithApp(
      <>
        <BackButton />
        <NewsPage />
      </>,
      { path: '/News' },
    );
    await screen.findByText(all.list[0]!.title);

    await user.click(screen.getByRole('button', { name: 'Competition' }));
    await screen.findByText(competitions.list[0]!.title);
    expect(view.location()).toBe('/News?type=4');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(secondPage.list[0]!.title);
    expect(view.location()).toBe('/News?type=4&page=2');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByText(competitions.list[0]!.title);
    expect(view.location()).toBe('/News?type=4');
    expect(listTitles()).toEqual(competitions.list.map((item) => item.title));
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByText(all.list[0]!.title);
    expect(view.location()).toBe('/News');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when a search finds nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<NewsPage />, { path: '/News' });
    await screen.findByRole('list', { name: 'News list' });
    await user.type(screen.getByRole('searchbox'), 'zzzz-no-such-title');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No news matches “zzzz-no-such-title”.')).toBeTruthy();
  });

  it('says a page past the end is past the end, and leads back to the last page', async () => {
    const user = userEvent.setup();
    const first = await englishNews(NewsCategory.all);
    const lastPage = Math.ceil(first.total / 5);
    const last = await englishNews(NewsCategory.all, lastPage);
    // A page that no longer exists (the list shrank): the backend answers no items and the real total.
    await expect(englishNews(NewsCategory.all, lastPage + 2)).resolves.toEqual({ list: [], total: first.total });
    await renderWithApp(<NewsPage />, { path: `/News?page=${lastPage + 2}` });

    await screen.findByText('This page is past the end of the list.');
    expect(screen.getByRole('status').textContent).toContain('This page is past the end of the list.');
    expect(screen.queryByText('No data yet')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(pages).getByRole('button', { name: `Page ${lastPage}` })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back to the last page' }));
    await screen.findByText(last.list[0]!.title);
    expect(listTitles()).toEqual(last.list.map((item) => item.title));
    expect(screen.getByRole('button', { name: `Page ${lastPage}` }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the no-data placeholder when there is no news at all', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<NewsPage />, { path: '/News' });
    await vi.waitFor(() => expect(screen.getAllByText('No data yet')).toHaveLength(2));
  });
});
