/**
 * Why a call failed. `rejected` carries the server's own `msg`; the other kinds have no
 * server text, so the UI shows a translated message for them.
 */
export type ApiErrorKind = 'rejected' | 'unauthorized' | 'network' | 'timeout' | 'invalid-answer';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The backend refused the request (code 101): a broken rule, or an id it does not know. A retry changes nothing. */
export const isRefusal = (error: unknown): boolean => isApiError(error) && error.kind === 'rejected' && error.code === 101;
