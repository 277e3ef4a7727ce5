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
    // The body's headings (the operator writes h3) continue the page's outline below the title.
    const levels = [...article.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((element) => Number(element.tagName[1]));
    expect(levels[0]).toBe(1);
    expect(levels[1]).toBe(2);
    levels.slice(1).forEach((level, index) => expect(level, `heading ${index + 2}`).toBeLessThanOrEqual(levels[index]! + 1));
  });

  it('explains that an article is missing when the id is unknown', async () => {
    await renderWithApp(<NewsInfoPage />, { path: '/News/NewsInfo?id=987654' });
    expect(await screen.findByRole('heading', { level: 1, name: 'News not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all news' }).getAttribute('href')).toBe('/News');
  });

  it('explains that an article is missing when there is no id', async () => {
    await renderWithApp(<NewsInfoPage />, { path: '/News/NewsInfo' });
    expect(await screen.findByText('News not found')).toBeTruthy();
  });
});
