import { describe, expect, it } from 'vitest';
import { listPlayers } from '../rules/players';
import { COUNTRIES } from './countries';
import { referenceDay } from './dates';
import {
  EXTRA_PLAYERS_PER_COUNTRY,
  generateColumns,
  generatePlayers,
  LISTED_PLAYERS_PER_COUNTRY,
  MALFORMED_PLAYER_INDEX,
  NO_GOODS_PLAYER_INDEX,
  PLAYERS_PER_COUNTRY,
} from './seed-columns-players';
import type { PlayerRecord } from './schemas';
import { loadSeedCopy } from './seed-copy';

const NOW = Date.UTC(2026, 10, 22, 3, 30);
const copy = await loadSeedCopy();
const SEEDS = Array.from({ length: 10 }, (_, index) => index + 1);

/** A JSON text of a non-empty array, or null when missing or malformed. */
const jsonArray = (text: string | null): unknown[] | null => {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.length > 0 ? value : null;
  } catch {
    return null;
  }
};

/** What a full profile lacks: pictures, dart specs, achievements, goods, video and social links. */
function missing(player: PlayerRecord): string[] {
  const gaps: string[] = [];
  if ((jsonArray(player.picture)?.length ?? 0) < 2) gaps.push('pictures');
  if (!jsonArray(player.dartImg)) gaps.push('dartImg');
  for (const key of ['dartTip', 'dartBarrel', 'dartShaft', 'dartFlight', 'videoUrl', 'facebookLink', 'twitterLink', 'otherLink'] as const) {
    if (!player[key]) gaps.push(key);
  }
  if (!jsonArray(player.achievement)) gaps.push('achievement');
  if (!jsonArray(player.goods)) gaps.push('goods');
  return gaps;
}

describe('generatePlayers (seeds 1-10)', () => {
  it('lists 12 players with full profiles per country, then the two defensive-parsing cases', () => {
    for (const seed of SEEDS) {
      const players = generatePlayers(copy.columns, seed, referenceDay(NOW), '/');
      expect(players).toHaveLength(COUNTRIES.length * LISTED_PLAYERS_PER_COUNTRY);
      for (const country of COUNTRIES) {
        const listed = listPlayers(players, country.countryId);
        expect(listed).toHaveLength(PLAYERS_PER_COUNTRY + EXTRA_PLAYERS_PER_COUNTRY);
        for (const player of listed.slice(0, PLAYERS_PER_COUNTRY)) {
          expect(missing(player), `seed ${seed}, player ${player.id} ${player.name}`).toEqual([]);
        }
        // The sparse profile: no goods, one picture, only a Facebook link; all else readable.
        const sparse = listed[NO_GOODS_PLAYER_INDEX]!;
        expect(sparse.goods).toBeNull();
        expect(missing(sparse).sort()).toEqual(['goods', 'otherLink', 'pictures', 'twitterLink']);
        expect(jsonArray(sparse.picture)).toHaveLength(1);
        // The malformed one is the last of the list (the browser test opens the last player).
        const malformed = listed[MALFORMED_PLAYER_INDEX]!;
        expect(malformed).toBe(listed.at(-1));
        expect(() => JSON.parse(malformed.achievement!)).toThrow();
        expect(missing(malformed)).toEqual(['achievement']);
        expect(new Set(listed.map((player) => player.name)).size).toBe(listed.length);
      }
      expect(new Set(players.map((player) => player.id)).size).toBe(players.length);
    }
  });

  it('keeps the ids of the full profiles dense from 1 in country order, the extra players after them', () => {
    const players = generatePlayers(copy.columns, 1, referenceDay(NOW), '/');
    const full = players.filter((player) => player.sort <= PLAYERS_PER_COUNTRY).map((player) => player.id);
    expect(full).toEqual(Array.from({ length: COUNTRIES.length * PLAYERS_PER_COUNTRY }, (_, index) => index + 1));
    const extra = players.filter((player) => player.sort > PLAYERS_PER_COUNTRY).map((player) => player.id);
    expect(Math.min(...extra)).toBe(full.length + 1);
  });

  it('features only players with full profiles in the interview columns, as before the extra players', () => {
    const players = generatePlayers(copy.columns, 1, referenceDay(NOW), '/');
    const fullProfiles = players.filter((player) => player.sort <= PLAYERS_PER_COUNTRY);
    const columns = generateColumns(copy.columns, 1, referenceDay(NOW), '/', players);
    expect(columns.some((column) => column.type === 4)).toBe(true);
    expect(columns).toEqual(generateColumns(copy.columns, 1, referenceDay(NOW), '/', fullProfiles));
  });
});
