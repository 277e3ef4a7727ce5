import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { MatchPage } from './match-page';

describe('MatchPage', () => {
  it('says matches are coming soon and offers a way back', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<MatchPage />, { path: '/Match' });
    expect(screen.getByRole('heading', { level: 1, name: 'Matches' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Monthly rankings' }).getAttribute('href')).toBe('/MatchRanting');
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(app.location()).toBe('/');
  });

  it('is translated', async () => {
    await renderWithApp(<MatchPage />, { path: '/Match', language: 'zh-TW' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('比賽');
    expect(screen.getByText('敬請期待')).toBeTruthy();
  });
});
