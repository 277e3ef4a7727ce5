import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { $countryId } from '@/entities/country';
import { createPlayerListQuery } from '@/entities/player';

export const PlayersPageGate = createGate('players-page');
export const playersRetried = createEvent();

export const playerListQuery = createPlayerListQuery('grid');

sample({
  clock: [PlayersPageGate.open, $countryId.updates, playersRetried],
  source: $countryId,
  filter: PlayersPageGate.status,
  fn: (countryId) => ({ countryId }),
  target: playerListQuery.start,
});
