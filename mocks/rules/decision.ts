import type { MessageKey, MessageParams } from './messages';

/** A rule's "no": the message a client gets with code 101, and its placeholders' values. */
export interface Refusal {
  ok: false;
  message: MessageKey;
  params?: MessageParams;
}

/**
 * What every rule of the fake backend answers: go ahead, with what the rule worked out for the
 * write (`Allowed`), or a refusal. `Refused` holds what a refusal still makes the handler write (a
 * wrong code's try count, a failed login). A handler turns a refusal into the 101 envelope with
 * `refused` (handlers/envelope.ts), its message and parameters as the rule chose them.
 */
export type Decision<Allowed extends object = object, Refused extends object = object> =
  | ({ ok: true } & Allowed)
  | (Refusal & Refused);

/** The request may go ahead. */
export const allow: { readonly ok: true } = Object.freeze({ ok: true });

/** The request may go ahead, with what the rule worked out for the write. */
export const allowWith = <Allowed extends object>(allowed: Allowed): { ok: true } & Allowed => ({ ok: true, ...allowed });

/** The request is refused with `message` (and the values of its placeholders). */
export const refuse = (message: MessageKey, params?: MessageParams): Refusal =>
  params ? { ok: false, message, params } : { ok: false, message };

/** The first refusal of checks made in order (a later check may rely on the earlier ones passing), else allow. */
export function firstRefusal(...checks: (() => Decision)[]): Decision {
  for (const check of checks) {
    const decision = check();
    if (!decision.ok) return decision;
  }
  return allow;
}
