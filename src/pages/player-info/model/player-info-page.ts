import { sample } from 'effector';
import { createDetailPage } from '@/shared/lib';
import { createPlayerQuery, readPlayerProfile } from '@/entities/player';

export const playerQuery = createPlayerQuery('page');

export const {
  Gate: PlayerInfoGate,
  $id: $playerId,
  retried: playerRetried,
  $notFound,
} = createDetailPage({ name: 'player-info-page', query: playerQuery, paramsOf: (playerId) => ({ playerId }) });

/** The answer with its JSON-string fields read defensively; null until the current id's player arrives. */
export const $profile = sample({
  source: { player: playerQuery.$data, id: $playerId },
  fn: ({ player, id }) => (player && player.id === id ? readPlayerProfile(player) : null),
});
