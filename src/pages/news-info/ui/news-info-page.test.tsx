import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { NewsInfoPage } from './news-info-page';

const context = { origin: '', token: null, language: 'en' };

describe('NewsInfoPage', () => {
  it('shows the type, title, date and a sanitised body of the article', async () => {
    const { list } = await callApi(
      calls.officialNewsList,
      { category: 4, title: '', countryId: 617, pageNum: 1, pageSize: 1 },
      context,
    );
    const summary = list[0]!;
    await renderWithApp(<NewsInfoPage />, { path: `/News/NewsInfo?id=${summary.id}` });

    const heading = await screen.findByRole('heading', { level: 1, name: summary.title });
    const article = heading.closest('article')!;
    expect(article.textContent).toContain('Competition');
    expect(article.querySelector('time')?.textContent).toMatch(/\d{4}/);
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
  });

  it('explains that an article is missing when the id is unknown', async () => {
    await renderWithApp(<NewsInfoPage />, { path: '/News/NewsInfo?id=987654' });
    expect(await screen.findByText('News not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all news' }).getAttribute('href')).toBe('/News');
  });

  it('explains that an article is missing when there is no id', async () => {
    await renderWithApp(<NewsInfoPage />, { path: '/News/NewsInfo' });
    expect(await screen.findByText('News not found')).toBeTruthy();
  });
});
