import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetFakeBackend } from '@mocks/node';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { PlayersPage } from './players-page';

const context = { origin: '', token: null, language: 'en' };

describe('PlayersPage', () => {
  it('shows every player of the country with portrait and name, linking to the profile', async () => {
    const players = await callApi(calls.playerList, { countryId: 617 }, context);
    await renderWithApp(<PlayersPage />, { path: '/Players' });
    const grid = await screen.findByRole('list', { name: 'Players' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(players.map((player) => player.name));
    expect(links[0]!.getAttribute('href')).toBe(`/PlayerInfo?id=${players[0]!.id}`);
    expect(grid.querySelectorAll('img')).toHaveLength(players.length);
  });

  it('shows the no-data placeholder when there are no players', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<PlayersPage />, { path: '/Players' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});
