import { SESSION_IDLE_LIMIT_MS } from '../rules/sessions';
import type { Scenario } from './scenario';

/** No content, for empty states: countries and members (the demo member, with cards) still exist. */
export const emptyScenario: Scenario = {
  name: 'empty',
  description: 'no news, shops, activities, columns, players, banners or rankings; countries and members still exist',
  sessionIdleLimitMs: SESSION_IDLE_LIMIT_MS,
  override: ({ db }) => {
    db.news.clear();
    db.banners.clear();
    db.columns.clear();
    db.players.clear();
    db.activities.clear();
    db.memberMonths.clear();
    db.shops.clear();
  },
};
