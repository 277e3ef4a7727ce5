import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { DartsInfoPage } from './darts-info-page';

const context = { origin: '', token: null, language: 'en' };

describe('DartsInfoPage', () => {
  it('shows the title, date, visits and a sanitised body of the newest column', async () => {
    const { list } = await callApi(calls.specialColumnList, { countryId: 617, title: '', pageNum: 1, pageSize: 1 }, context);
    const summary = list[0]!;
    await renderWithApp(<DartsInfoPage />, { path: `/DartsInfo?id=${summary.id}` });

    const heading = await screen.findByRole('heading', { level: 1, name: summary.title });
    const article = heading.closest('article')!;
    expect(article.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.querySelector('time')?.textContent).toMatch(/\d{4}/);
    // The page's own read counts as a visit.
    expect(article.textContent).toContain(`${summary.visitCount + 1} views`);
    expect(article.querySelectorAll('h2').length).toBeGreaterThan(0);
    expect(article.querySelector('figure img')).not.toBeNull();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
  });

  it('explains that a column is missing when the id is unknown or absent', async () => {
    await renderWithApp(<DartsInfoPage />, { path: '/DartsInfo?id=987654' });
    expect(await screen.findByText('Column not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all columns' }).getAttribute('href')).toBe('/Darts/DartsList');
  });

  it('explains that a column is missing when there is no id', async () => {
    await renderWithApp(<DartsInfoPage />, { path: '/DartsInfo' });
    expect(await screen.findByText('Column not found')).toBeTruthy();
  });
});
