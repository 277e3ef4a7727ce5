import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ColumnSummary } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { ColumnCard } from './column-card';

const column: ColumnSummary = {
  id: 7,
  thumbnail: '/media/columns/technique-1.svg',
  title: 'Finding your stance',
  cdateInt: 20260314,
  visitCount: 12,
  contents: '<p>Feet <strong>first</strong>, then &lt;b&gt;balance&lt;/b&gt;.</p><script>window.__excerptRan = true;</script>',
};

describe('ColumnCard', () => {
  it('shows a list row with a plain-text excerpt of the body, never its markup', async () => {
    const { container } = await renderWithApp(<ColumnCard column={column} layout="row" />);
    expect(screen.getByRole('link', { name: column.title })).toBeTruthy();
    expect(screen.getByText('Feet first, then <b>balance</b>.')).toBeTruthy();
    expect(container.querySelector('strong, b, script')).toBeNull();
    expect((window as { __excerptRan?: boolean }).__excerptRan).toBeUndefined();
  });

  it('keeps a tile to picture, title, date and visits', async () => {
    await renderWithApp(<ColumnCard column={column} />);
    expect(screen.getByRole('link', { name: column.title })).toBeTruthy();
    expect(screen.queryByText(/Feet first/)).toBeNull();
  });
});
