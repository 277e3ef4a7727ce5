export { createFriendListQuery, createMetPlayersQuery } from './api/queries';
export { daysSincePlayed, formatDaysAgo } from './lib/last-played';
export { FriendCard, type FriendCardProps } from './ui/friend-card';
export { LastPlayed } from './ui/last-played';
