import { http } from 'msw';
import { accessOfPath, type CallDefinition } from '@/shared/api/wire';
import { backend } from '../backend';
import { callAt, callPaths } from '../call-names';
import { pickLanguage } from '../rules/messages';
import { sessionOf } from './call-handler';
import { envelopeResponse, notLoggedIn } from './envelope';

const methodOf = (call: CallDefinition): 'GET' | 'POST' => (call.transport === 'get' ? 'GET' : 'POST');
/** The method a call's path takes (for `Allow`), or undefined for a path that is not a call's. */
export const allowedMethodsOf = (path: string): string | undefined => {
  const call = callAt(path);
  return call && methodOf(call);
};

/** Each path segment of the API in lower case, with its spelling in the call paths. */
const segmentSpellings = new Map(
  [...callPaths()].flatMap((path) => path.split('/')).map((segment) => [segment.toLowerCase(), segment]),
);

/**
 * The call path a lenient reading of `path` would name: any letter case, doubled slashes and
 * encoded slashes forgiven. Used only to decide whether a path asks for a session, so that no
 * spelling of a member path tells a visitor more than 198 does; the calls themselves answer only
 * at their exact path, as the real backend's routes do.
 */
const lenientPath = (path: string): string =>
  path
    .replace(/%2f/gi, '/')
    .replace(/\/{2,}/g, '/')
    .split('/')
    .map((segment) => segmentSpellings.get(segment.toLowerCase()) ?? segment)
    .join('/');

/** The path from the API prefix on (a sub-path deploy puts one before it: `/portal/rpi/…`). */
const apiPathOf = (url: string): string => new URL(url).pathname.replace(/^.*?(?=\/+rp[si](?:\/|%2f))/i, '');

/**
 * Last in the handler list: a request on an API path that is not a call (api-reference section 1).
 * A call's path with another method: plain 405 naming the method in `Allow`. A member path in any
 * spelling, for a visitor: 198 like every member call, before anything else. Anything else: a plain
 * 404, never the dev server's HTML (which reads as a network error) and never a fault of the backend.
 */
const answerUnknownCall = async ({ request }: { request: Request }): Promise<Response> => {
  const path = apiPathOf(request.url);
  const allowed = allowedMethodsOf(path);
  if (allowed && allowed !== request.method) {
    return new Response(`${request.method} is not allowed on ${path}\n`, { status: 405, headers: { allow: allowed, 'content-type': 'text/plain; charset=utf-8' } });
  }
  await backend.ready;
  if (accessOfPath(lenientPath(path)) === 'member' && !sessionOf(request, backend.clock.now())) {
    return envelopeResponse(notLoggedIn(), pickLanguage(request.headers.get('accept-language')));
  }
  console.warn(`[fake backend] no call at ${request.method} ${path}`);
  return new Response(`No call at ${path}\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
};

/** Any path with an `rpi` or `rps` segment, in any letter case (the calls' own handlers come first). */
export const unknownCallHandlers = [http.all(/^[a-z][a-z\d+.-]*:\/\/[^/]+\/(?:[^?#]*\/)?rp[si](?:\/|%2f)/i, answerUnknownCall)];
