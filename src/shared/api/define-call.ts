import type * as z from 'zod/mini';

/**
 * How a call travels (api-reference section 1):
 * form = POST x-www-form-urlencoded, json = POST JSON, get = GET query, multipart = POST form-data.
 */
export type Transport = 'form' | 'json' | 'get' | 'multipart';

/** `public`: public call (the token is ignored); `member`: needs a session token, the backend answers 198 without one. */
export type Access = 'public' | 'member';

export interface CallDefinition<Request extends z.ZodMiniType = z.ZodMiniType, Answer extends z.ZodMiniType = z.ZodMiniType> {
  /** Unique, stable name: farfetched query names, Pact interaction names and log lines use it. */
  readonly name: string;
  readonly path: `/rps/${string}` | `/rpi/${string}`;
  readonly transport: Transport;
  readonly access: Access;
  /** Parses what the caller sends; the fake backend parses raw (string) parameters with it too. */
  readonly request: Request;
  /** Validates `data` of a successful (code 100) envelope. */
  readonly answer: Answer;
}

export type RequestOf<D extends CallDefinition> = z.output<D['request']>;
export type AnswerOf<D extends CallDefinition> = z.output<D['answer']>;

/**
 * Keeps `access` as written ('public' or 'member'), so the type of a definition says whether a
 * session is needed: createApiQuery takes public calls only, createMemberQuery member calls only.
 */
export const defineCall = <Request extends z.ZodMiniType, Answer extends z.ZodMiniType, A extends Access>(
  definition: CallDefinition<Request, Answer> & { readonly access: A },
): CallDefinition<Request, Answer> & { readonly access: A } => definition;
