import { accountHandlers } from './account';
import { newsHandlers } from './news';
import { activitiesHandlers } from './activities';
import { columnsPlayersHandlers } from './columns-players';
import { registrationHandlers } from './registration';
import { shopsHandlers } from './shops';
import { memberHandlers } from './member';
import { rankingsHandlers } from './rankings';
import { friendsHandlers } from './friends';
import { memberAccountHandlers } from './member-account';
import { itemsHandlers } from './items';
import { giftsHandlers } from './gifts';
import { unknownCallHandlers } from './unknown-calls';

/** Every handler of the fake backend, shared by the browser worker, the node server and the HTTP server. */
export const handlers = [...accountHandlers, ...newsHandlers, ...activitiesHandlers, ...columnsPlayersHandlers, ...shopsHandlers, ...memberHandlers, ...registrationHandlers, ...rankingsHandlers, ...friendsHandlers, ...memberAccountHandlers, ...itemsHandlers, ...giftsHandlers, ...unknownCallHandlers];
