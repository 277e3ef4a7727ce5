import { accountHandlers } from './account';
import { newsHandlers } from './news';
import { unimplementedHandlers } from './unimplemented';

/** Every handler of the fake backend, shared by the browser worker, the node server and the HTTP server. */
export const handlers = [...accountHandlers, ...newsHandlers, ...unimplementedHandlers];
