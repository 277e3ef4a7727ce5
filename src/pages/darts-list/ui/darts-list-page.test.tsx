import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { DartsListPage } from './darts-list-page';

const context = { origin: '', token: null, language: 'en' };
const englishColumns = (pageNum = 1, title = '') =>
  callApi(calls.specialColumnList, { countryId: 617, title, pageNum, pageSize: 5 }, context);

/** The browser's Back button, inside the test router. */
const BackButton = () => {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
};

const listTitles = () =>
  within(screen.getByRole('list', { name: 'Darts columns' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('DartsListPage', () => {
  it('pages through the columns five at a time and searches titles', async () => {
    const user = userEvent.setup();
    const [first, second] = await Promise.all([englishColumns(1), englishColumns(2)]);
    await renderWithApp(<DartsListPage />, { path: '/Darts/DartsList' });
    await screen.findByRole('list', { name: 'Darts columns' });
    expect(listTitles()).toEqual(first.list.map((column) => column.title));
    expect(screen.getByRole('status').textContent).toBe(`${first.total} columns`);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(second.list[0]!.title);
    expect(listTitles()).toEqual(second.list.map((column) => column.title));

    const searched = await englishColumns(1, 'interview');
    await user.type(screen.getByRole('searchbox', { name: 'Search columns by title' }), 'interview');
    await user.keyboard('{Enter}');
    await screen.findByText(`${searched.total} ${searched.total === 1 ? 'column' : 'columns'}`);
    expect(listTitles()).toEqual(searched.list.map((column) => column.title));
  });

  it('keeps its search and page in the address, so a reload or Back shows the same list', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<DartsListPage />, { path: '/Darts/DartsList' });
    await screen.findByRole('list', { name: 'Darts columns' });
    // Opening the list leaves its address as it is.
    expect(app.location()).toBe('/Darts/DartsList');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(app.location()).toBe('/Darts/DartsList?page=2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search columns by title' }), 'interview');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // A new search starts from its first page.
    await vi.waitFor(() => expect(app.location()).toBe('/Darts/DartsList?title=interview'));
    app.unmount();

    // The same address again (Back from a column, or a reload): the second page.
    const second = await englishColumns(2);
    const back = await renderWithApp(<DartsListPage />, { path: '/Darts/DartsList?page=2' });
    await vi.waitFor(() => expect(listTitles()).toEqual(second.list.map((column) => column.title)));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    back.unmount();

    // A searched title comes back into the search box, and filters the list.
    const searched = await englishColumns(1, 'interview');
    expect(searched.total).toBeGreaterThan(0);
    await renderWithApp(<DartsListPage />, { path: '/Darts/DartsList?title=interview' });
    await vi.waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search columns by title' }) as HTMLInputElement).value).toBe('interview'),
    );
    await vi.waitFor(() => expect(listTitles()).toEqual(searched.list.map((column) => column.title)));
  });

  it('steps Back through the pages and searches chosen', async () => {
    const user = userEvent.setup();
    const [first, second] = await Promise.all([englishColumns(1), englishColumns(2)]);
    const app = await renderWithApp(
      <>
        <BackButton />
        <DartsListPage />
      </>,
      { path: '/Darts/DartsList' },
    );
    await screen.findByText(first.list[0]!.title);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(second.list[0]!.title);
    await user.type(screen.getByRole('searchbox', { name: 'Search columns by title' }), 'interview');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(app.location()).toBe('/Darts/DartsList?title=interview'));

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await vi.waitFor(() => expect(listTitles()).toEqual(second.list.map((column) => column.title)));
    expect(app.location()).toBe('/Darts/DartsList?page=2');
    expect((screen.getByRole('searchbox', { name: 'Search columns by title' }) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await vi.waitFor(() => expect(listTitles()).toEqual(first.list.map((column) => column.title)));
    expect(app.location()).toBe('/Darts/DartsList');
  });

  it('says so when a search finds nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<DartsListPage />, { path: '/Darts/DartsList' });
    await screen.findByRole('list', { name: 'Darts columns' });
    await user.type(screen.getByRole('searchbox'), 'zzzz-nothing');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No column matches “zzzz-nothing”.')).toBeTruthy();
  });
});
