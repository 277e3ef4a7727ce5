import { describe, expect, it } from 'vitest';
import { redact, REDACTED, redactBodyText, redactForm, redactHeaders } from './redact';

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

  it('hides credentials in headers, not the others', () => {
    expect(
      redactHeaders([
        ['Authorization', 'abc'],
        ['token', 'abc'],
        ['Cookie', 'sid=1'],
        ['set-cookie', 'sid=1'],
        ['Content-Type', 'application/json'],
      ]),
    ).toEqual([
      ['Authorization', REDACTED],
      ['token', REDACTED],
      ['Cookie', REDACTED],
      ['set-cookie', REDACTED],
      ['Content-Type', 'application/json'],
    ]);
  });

  it('hides secrets in form text and JSON bodies, and leaves other bodies as they are', () => {
    expect(new URLSearchParams(redactForm('username=demo&password=ABC&phoneCode=123456&countryId=617'))).toEqual(
      new URLSearchParams({ username: 'demo', password: REDACTED, phoneCode: REDACTED, countryId: '617' }),
    );
    const form = 'application/x-www-form-urlencoded; charset=UTF-8';
    expect(redactBodyText('email=a%40b.c&code=123456', form)).not.toContain('123456');
    expect(JSON.parse(redactBodyText('{"code":100,"data":{"token":"t-1","memberId":7}}', 'application/json'))).toEqual({
      code: 100,
      data: { token: REDACTED, memberId: 7 },
    });
    expect(redactBodyText('password=plain text', 'text/plain')).toBe('password=plain text');
    expect(redactBodyText('{not json', 'application/json')).toBe('{not json');
  });
});
