import { getResponse } from 'msw';
import { handlers } from './handlers';
import { directRouteOf, type DirectRoute } from './handlers/call-handler';

/**
 * The calls' answers by method and path. msw's `getResponse` matches a request against every
 * handler in turn and wraps it in its own machinery: about 300 µs a request, most of the fake
 * backend's cost over a bare server. A call's path is known exactly, so calls go straight to their
 * handler; anything else (the dev outbox, unknown paths) still goes through msw.
 */
const directRoutes = new Map<string, DirectRoute['answer']>(
  handlers.flatMap((handler) => {
    const route = directRouteOf(handler);
    return route ? [[`${route.method} ${route.path}`, route.answer] as const] : [];
  }),
);

/**
 * The fake backend's answer to a request, the same wherever it runs (the HTTP server, the demo's
 * service worker); undefined when no handler takes it.
 */
export async function answerCall(request: Request, pathname = new URL(request.url).pathname): Promise<Response | undefined> {
  const direct = directRoutes.get(`${request.method} ${pathname}`);
  return direct ? direct(request) : getResponse(handlers, request);
}
