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
