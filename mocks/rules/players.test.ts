import { describe, expect, it } from 'vitest';
import { listPlayers } from './players';

describe('listPlayers', () => {
  it('answers only the country’s players, in display order', () => {
    const players = [
      { id: 1, countryId: 617, sort: 2 },
      { id: 2, countryId: 617, sort: 1 },
      { id: 3, countryId: 208, sort: 0 },
      { id: 4, countryId: 617, sort: 2 },
    ];
    expect(listPlayers(players, 617).map((player) => player.id)).toEqual([2, 1, 4]);
    expect(listPlayers(players, 17829)).toEqual([]);
  });
});
