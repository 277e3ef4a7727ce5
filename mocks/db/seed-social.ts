import type { Database } from './collections';
import type { AreaSeedOptions } from './seed-card-activity';

/**
 * Members' social data, seeded after the games (who met whom): friendships and award messages.
 * Scaffold: filled by the friends and account work.
 */
export async function seedSocial(_db: Database, _options: AreaSeedOptions): Promise<void> {}
