import type { Database } from './collections';

export interface AreaSeedOptions {
  seed: number;
  now: number;
  mediaBase: string;
}

/**
 * Cards' activity, seeded once every member and card exists: recent games, award records, and
 * the loose cards (free to bind, or retired). Scaffold: filled by the member-cards work.
 */
export async function seedCardActivity(_db: Database, _options: AreaSeedOptions): Promise<void> {}
