export { createPlayerListQuery, createPlayerQuery } from './api/queries';
export {
  firstPictureUrl,
  parseAchievements,
  parseImages,
  readPlayerProfile,
  safeLink,
  type Parsed,
  type PlayerAchievement,
  type PlayerImage,
  type PlayerProfile,
} from './lib/parse-player';
export { PlayerCard } from './ui/player-card';
