import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { isApiError } from '@/shared/api';
import { readPositiveInt } from '@/shared/lib';
import { createPlayerQuery, readPlayerProfile } from '@/entities/player';

export const PlayerInfoGate = createGate<{ search: string }>({ name: 'player-info-page', defaultState: { search: '' } });

export const playerQuery = createPlayerQuery('page');

/** The `?id=` of the address, or null when it is missing or not a positive number. */
export const $playerId = PlayerInfoGate.state.map(({ search }) => readPositiveInt(search, 'id'));

export const playerRetried = createEvent();

sample({
  clock: [PlayerInfoGate.open, $playerId.updates, playerRetried],
  source: $playerId,
  filter: (id: number | null): id is number => id !== null,
  fn: (playerId: number) => ({ playerId }),
  target: playerQuery.start,
});

/** The answer with its JSON-string fields read defensively; null until the current id's player arrives. */
export const $profile = sample({
  source: { player: playerQuery.$data, id: $playerId },
  fn: ({ player, id }) => (player && player.id === id ? readPlayerProfile(player) : null),
});

/** No usable id, or the backend refused the id: a clear "not found", not an endless spinner. */
export const $notFound = sample({
  source: { id: $playerId, error: playerQuery.$error },
  fn: ({ id, error }) => id === null || (isApiError(error) && error.kind === 'rejected'),
});
