import { ResultCode } from '@/shared/api/wire';
import type { Refusal } from '../rules/decision';
import { formatBytes, MAX_BODY_BYTES, MAX_HEADER_BYTES } from '../rules/limits';
import { localise, type Language, type MessageKey, type MessageParams } from '../rules/messages';

/** What a call resolver answers: data for code 100, or a code with a message from the catalogue. */
export type CallReply<Data> =
  | { code: typeof ResultCode.success; data: Data }
  | { code: number; message: MessageKey; params?: MessageParams };

export const ok = <Data>(data: Data): CallReply<Data> => ({ code: ResultCode.success, data });

/** Code 101: invalid input or a record that is not the caller's, with a message in the request's language. */
export const rejected = (message: MessageKey, params?: MessageParams): CallReply<never> => ({
  code: ResultCode.invalid,
  message,
  ...(params ? { params } : {}),
});

/** Code 101 for a rule's refusal (rules/decision.ts), with the message and parameters the rule chose. */
export const refused = ({ message, params }: Refusal): CallReply<never> => rejected(message, params);

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
