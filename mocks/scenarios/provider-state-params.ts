/*
 * What every provider state reads (provider-states*.ts): its params, the captures of its pattern
 * and the time, and the checks of the params a state needs.
 */

/** What a provider state's `apply` is given. */
export interface StateInput {
  params: Record<string, unknown>;
  /** Captures of the state's pattern (an id written into the state name itself). */
  match: RegExpExecArray;
  now: number;
}

/**
 * A state change the backend cannot apply as asked: no state has that name, or a param it needs is
 * missing or malformed. The request's fault, answered 400 (mocks/http.ts); a state that fails to
 * set up valid params is the backend's (500).
 */
export class UnknownProviderStateError extends Error {
  override readonly name = 'UnknownProviderStateError';
}

/** A whole-number param of at least `min` (1 unless told): an id, a type, an amount of gold. */
export function integerParam(params: Record<string, unknown>, name: string, min = 1): number {
  const value = Number(params[name]);
  if (!Number.isInteger(value) || value < min) throw new UnknownProviderStateError(`provider state needs an integer "${name}" param of at least ${min}`);
  return value;
}

/** A text param, trimmed; never empty. */
export function textParam(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UnknownProviderStateError(`provider state needs a "${name}" param`);
  return value.trim();
}

/** The id of "news item {id} exists" and the like: its `id` param, or the number the state's name spells. */
export function idOf({ params, match }: StateInput): number {
  const id = Number(params.id ?? match[1]);
  if (!Number.isInteger(id) || id <= 0) throw new UnknownProviderStateError(`"${match[0]}" needs a positive integer id`);
  return id;
}
