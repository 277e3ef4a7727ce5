import type { MessageKey } from '../rules/messages';

/** What a call's handler learnt of a request, for the request inspector (call-log.ts). */
export interface CallFacts {
  /** The call's name in the call definitions. */
  call: string;
  /** The parameters as the client sent them (before the request schema's tolerance). */
  params: unknown;
  /** The rule's message key when the backend refused (code 101, 198 …): the rule that decided. */
  refusal: { code: number; message: MessageKey } | null;
  warnings: string[];
}

// Keyed by the request itself: the HTTP server and the service worker hand the same Request to
// the handler and then to their log, and neither has a request context the other could share.
const factsByRequest = new WeakMap<Request, CallFacts>();

export const noteCallFacts = (request: Request, facts: CallFacts): void => void factsByRequest.set(request, facts);

export const callFactsOf = (request: Request): CallFacts | undefined => factsByRequest.get(request);
