import { http } from 'msw';
import { ResultCode } from '@/shared/api/wire';
import { pickLanguage } from '../rules/messages';
import { envelopeResponse } from './envelope';

/**
 * Last in the handler list: an API call no handler serves yet gets an enveloped 500 that names
 * it, rather than falling through to the dev server's HTML (which reads as a network error).
 */
const answerUnimplemented = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  console.warn(`[fake backend] no handler for ${request.method} ${path}`);
  return envelopeResponse(
    { code: ResultCode.fault, message: 'notImplemented', params: { path } },
    pickLanguage(request.headers.get('accept-language')),
  );
};

export const unimplementedHandlers = [http.all('*/rpi/*', answerUnimplemented), http.all('*/rps/*', answerUnimplemented)];
