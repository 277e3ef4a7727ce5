import { ResultCode } from '@/shared/api/wire';
import { formatBytes, MAX_BODY_BYTES, MAX_HEADER_BYTES } from '../rules/limits';
import { localise, type Language, type MessageKey } from '../rules/messages';

/** What a call resolver answers: data for code 100, or a code with a message from the catalogue. */
export type CallReply<Data> =
  | { code: typeof ResultCode.success; data: Data }
  | { code: number; message: MessageKey; params?: Record<string, string | number> };

export const ok = <Data>(data: Data): CallReply<Data> => ({ code: ResultCode.success, data });

/** Code 101: a broken business rule or invalid input, with a message in the request's language. */
export const rejected = (message: MessageKey, params?: Record<string, string | number>): CallReply<never> => ({
  code: ResultCode.invalid,
  message,
  ...(params ? { params } : {}),
});

export const notLoggedIn = (): CallReply<never> => ({ code: ResultCode.notLoggedIn, message: 'notLoggedIn' });

/** Code 101 for a request over a size limit, naming the limits. */
export const requestTooLarge = (limit: number = MAX_BODY_BYTES): CallReply<never> =>
  rejected('requestTooLarge', requestTooLargeParams(limit));

export const requestTooLargeParams = (limit: number = MAX_BODY_BYTES) => ({
  limit: formatBytes(limit),
  headerLimit: formatBytes(MAX_HEADER_BYTES),
});

export const serverFault = (): CallReply<never> => ({ code: ResultCode.fault, message: 'serverError' });

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The backend's envelope `{ code, msg, data }`, always with HTTP 200. */
export function envelopeResponse(reply: CallReply<unknown>, language: Language): Response {
  const body =
    reply.code === ResultCode.success && 'data' in reply
      ? { code: reply.code, msg: localise(language, 'success'), data: reply.data }
      : 'message' in reply
        ? { code: reply.code, msg: localise(language, reply.message, reply.params), data: null }
        : { code: reply.code, msg: '', data: null };
  // A plain Response: msw's HttpResponse.json adds nothing an envelope needs, at a cost per call.
  return new Response(JSON.stringify(body), { status: 200, headers: JSON_HEADERS });
}
