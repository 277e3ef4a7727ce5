import { describe, expect, it } from 'vitest';
import { redact, REDACTED } from './redact';

describe('redact', () => {
  it('hides passwords, codes and tokens at any depth, not country codes or result codes', () => {
    expect(
      redact({ password: 'x', newPassword: 'y', emailCode: '1234', code: '5678', countryCode: 'CN', list: [{ token: 't' }], envelope: { code: 100 } }),
    ).toEqual({
      password: REDACTED,
      newPassword: REDACTED,
      emailCode: REDACTED,
      code: REDACTED,
      countryCode: 'CN',
      list: [{ token: REDACTED }],
      envelope: { code: 100 },
    });
  });
});
