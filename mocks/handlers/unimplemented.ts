import { http } from 'msw';
import { accessOfPath, ResultCode } from '@/shared/api/wire';
import { backend } from '../backend';
import { pickLanguage } from '../rules/messages';
import { sessionOf } from './call-handler';
import { envelopeResponse, notLoggedIn } from './envelope';

/**
 * Last in the handler list: an API call no handler serves yet. A member call answers a visitor
 * 198 like every member call (a client's login redirect must work before the call is built);
 * anything else gets an enveloped 500 that names it, rather than falling through to the dev
 * server's HTML (which reads as a network error).
 */
const answerUnimplemented = async ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname.replace(/^.*?(?=\/rp[si]\/)/, '');
  const language = pickLanguage(request.headers.get('accept-language'));
  await backend.ready;
  if (accessOfPath(path) === 'member' && !sessionOf(request, backend.clock.now())) {
    return envelopeResponse(notLoggedIn(), language);
  }
  console.warn(`[fake backend] no handler for ${request.method} ${path}`);
  return envelopeResponse({ code: ResultCode.fault, message: 'notImplemented', params: { path } }, language);
};

export const unimplementedHandlers = [http.all('*/rpi/*', answerUnimplemented), http.all('*/rps/*', answerUnimplemented)];
