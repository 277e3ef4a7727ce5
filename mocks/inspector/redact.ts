/**
 * Keys whose values are secrets: passwords (already hashed on the wire, still a credential),
 * verification codes and session tokens. `countryCode` and the envelope's `code` are not.
 */
const SECRET_KEY = /^(?:password|newPassword|oldPassword|emailCode|phoneCode|code|token|authorization)$/i;

export const REDACTED = '[redacted]';

/**
 * A copy of `value` with every secret replaced, at any depth; `code` only where it is text (a
 * verification code), never the envelope's numeric result code.
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) =>
      SECRET_KEY.test(key) && (key.toLowerCase() !== 'code' || typeof field === 'string') ? [key, REDACTED] : [key, redact(field)],
    ),
  );
}

/** Headers that carry a credential: the session token (`Authorization`, `token`) and cookies. */
const SECRET_HEADER = /^(?:authorization|proxy-authorization|token|cookie|set-cookie)$/i;

/** Header pairs with every credential's value replaced. */
export const redactHeaders = (headers: readonly (readonly [string, string])[]): [string, string][] =>
  headers.map(([name, value]) => [name, SECRET_HEADER.test(name) ? REDACTED : value]);

/**
 * A query string or form body (`username=demo&password=…`) with every secret's value replaced;
 * in a form every `code` is text, so it is always a verification code.
 */
export function redactForm(text: string): string {
  const form = new URLSearchParams(text);
  const redacted = new URLSearchParams();
  for (const [key, value] of form) redacted.append(key, SECRET_KEY.test(key) ? REDACTED : value);
  return redacted.toString();
}

/** A body's text by its content type: JSON and forms with their secrets replaced, anything else as it is. */
export function redactBodyText(text: string, contentType: string | null): string {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') return redactForm(text);
  if (type !== 'application/json' && !type.endsWith('+json')) return text;
  try {
    return JSON.stringify(redact(JSON.parse(text)));
  } catch {
    return text;
  }
}
