import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MALFORMED_PLAYER_INDEX } from '@mocks/db/seed-columns-players';
import { server } from '@mocks/node';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { PlayerInfoPage } from './player-info-page';

const context = { origin: '', token: null, language: 'en' };
const englishPlayers = () => callApi(calls.playerList, { countryId: 617 }, context);

describe('PlayerInfoPage', () => {
  it('shows pictures, dart specifications, achievements, goods, video and social links', async () => {
    const [first] = await englishPlayers();
    const player = await callApi(calls.playerDetails, { playerId: first!.id }, context);
    await renderWithApp(<PlayerInfoPage />, { path: `/PlayerInfo?id=${player.id}` });

    expect(await screen.findByRole('heading', { level: 1, name: player.name })).toBeTruthy();
    expect(screen.getByRole('img', { name: new RegExp(`^${player.name}, photo 1 of`) })).toBeTruthy();

    const darts = screen.getByRole('region', { name: 'Darts and setup' });
    expect(within(darts).getByText(player.dartBarrel!)).toBeTruthy();
    expect(within(darts).getByText(player.dartTip!)).toBeTruthy();
    expect(within(darts).getByRole('img', { name: `The darts of ${player.name}` })).toBeTruthy();

    const achievements = JSON.parse(player.achievement!) as Array<{ content: string }>;
    const achievementList = within(screen.getByRole('region', { name: 'Achievements' })).getAllByRole('listitem');
    expect(achievementList.map((item) => item.textContent)).toEqual(
      (JSON.parse(player.achievement!) as Array<{ label: string; content: string }>).map((a) => `${a.label}${a.content}`),
    );
    expect(achievements.length).toBeGreaterThan(0);

    const video = screen.getByRole('region', { name: 'Video' }).querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('src')).toBe('/media/promo.mp4');
    // The player's own picture is the still shown until the video plays; the clip waits for a click.
    expect(video.getAttribute('poster')).toBe((JSON.parse(player.picture!) as Array<{ url: string }>)[0]!.url);
    expect(video.getAttribute('preload')).toBe('none');

    const facebook = screen.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook.getAttribute('href')).toBe(player.facebookLink);
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the page working when a JSON-string field is malformed', async () => {
    const players = await englishPlayers();
    const broken = await callApi(calls.playerDetails, { playerId: players[MALFORMED_PLAYER_INDEX]!.id }, context);
    expect(() => JSON.parse(broken.achievement!)).toThrow();
    await renderWithApp(<PlayerInfoPage />, { path: `/PlayerInfo?id=${broken.id}` });

    expect(await screen.findByRole('heading', { level: 1, name: broken.name })).toBeTruthy();
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(within(achievements).getByText('This information could not be shown.')).toBeTruthy();
    // Everything else still shows.
    expect(within(screen.getByRole('region', { name: 'Darts and setup' })).getByText(broken.dartBarrel!)).toBeTruthy();
  });

  it('gives the video of a player without pictures the default picture as its still', async () => {
    const [first] = await englishPlayers();
    const player = await callApi(calls.playerDetails, { playerId: first!.id }, context);
    server.use(
      http.get('*/rpi/player/details', () => HttpResponse.json({ code: 100, msg: 'Success', data: { ...player, picture: '[]' } })),
    );
    await renderWithApp(<PlayerInfoPage />, { path: `/PlayerInfo?id=${player.id}` });
    await screen.findByRole('heading', { level: 1, name: player.name });
    const video = screen.getByRole('region', { name: 'Video' }).querySelector('video')!;
    expect(video.getAttribute('poster')).toBe('/media/players/player-default.svg');
  });

  it('explains that a player is missing when the id is unknown', async () => {
    await renderWithApp(<PlayerInfoPage />, { path: '/PlayerInfo?id=987654' });
    expect(await screen.findByText('Player not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all players' }).getAttribute('href')).toBe('/Players');
  });
});
