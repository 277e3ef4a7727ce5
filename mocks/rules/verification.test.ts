import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './clock';
import { checkCode, decideCodeSend, generateCode, identify, latestCode, normaliseAddress, VERIFICATION } from './verification';

const T0 = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('normaliseAddress', () => {
  it('accepts mainland mobiles with or without +86 / 0086 and writes them "+86-…"', () => {
    for (const raw of ['13800000000', '+8613800000000', '+86-13800000000', '008613800000000', ' 0086 13800000000 ']) {
      expect(normaliseAddress('sms', raw)).toBe('+86-13800000000');
    }
  });

  it('refuses other phone formats', () => {
    for (const raw of ['23800000000', '1380000000', '138000000001', '+8513800000000', '+86-1380000000a', '']) {
      expect(normaliseAddress('sms', raw)).toBeNull();
    }
  });

  it('accepts standard emails in lower case and refuses others', () => {
    expect(normaliseAddress('email', ' New.Player+1@Example.COM ')).toBe('new.player+1@example.com');
    for (const raw of ['player', 'player@', '@example.com', 'a b@example.com', 'a@b', 'a@@b.com']) {
      expect(normaliseAddress('email', raw)).toBeNull();
    }
  });

  it('tells an email identification from a phone one', () => {
    expect(identify('Me@Example.com')).toEqual({ channel: 'email', address: 'me@example.com' });
    expect(identify('13912345678')).toEqual({ channel: 'sms', address: '+86-13912345678' });
    expect(identify('me@example')).toBeNull();
  });
});

describe('generateCode', () => {
  it('always gives 6 digits', () => {
    expect(generateCode(() => 0)).toBe('000000');
    expect(generateCode(() => 0.0421)).toBe('042100');
    expect(generateCode(() => 0.9999999)).toBe('999999');
  });
});

describe('decideCodeSend', () => {
  it('sends a first code and refuses another within 59 seconds', () => {
    expect(decideCodeSend(null, T0)).toEqual({ ok: true });
    expect(decideCodeSend(T0, T0 + 1_000)).toEqual({ ok: false, message: 'codeTooSoon', params: { seconds: 58 } });
    expect(decideCodeSend(T0, T0 + 58_001)).toEqual({ ok: false, message: 'codeTooSoon', params: { seconds: 1 } });
    expect(decideCodeSend(T0, T0 + VERIFICATION.resendAfterMs)).toEqual({ ok: true });
  });
});

describe('checkCode', () => {
  const sent = [{ code: '123456', sentAt: T0, usedAt: null }];

  it('accepts the latest code within 10 minutes', () => {
    expect(checkCode(sent, '123456', T0 + 9 * MINUTE_MS)).toEqual({ ok: true });
    expect(checkCode(sent, ' 123456 ', T0)).toEqual({ ok: true });
  });

  it('refuses a wrong code, a code never sent and an expired one', () => {
    expect(checkCode(sent, '654321', T0)).toEqual({ ok: false, message: 'codeWrong', wrongTries: 1 });
    expect(checkCode([], '123456', T0)).toEqual({ ok: false, message: 'codeWrong', wrongTries: null });
    expect(checkCode(sent, '123456', T0 + 10 * MINUTE_MS)).toEqual({ ok: false, message: 'codeExpired' });
  });

  it('refuses a used code and a code replaced by a newer one', () => {
    expect(checkCode([{ ...sent[0]!, usedAt: T0 + 1 }], '123456', T0 + 2)).toEqual({ ok: false, message: 'codeWrong', wrongTries: null });
    const resent = [...sent, { code: '777777', sentAt: T0 + MINUTE_MS, usedAt: null }];
    // The wrong try counts against the latest code, the one that is still live.
    expect(checkCode(resent, '123456', T0 + 2 * MINUTE_MS)).toEqual({ ok: false, message: 'codeWrong', wrongTries: 1 });
    expect(checkCode(resent, '777777', T0 + 2 * MINUTE_MS)).toEqual({ ok: true });
  });

  it('counts wrong tries and uses the code up at the 5th', () => {
    expect(VERIFICATION.maxWrongTries).toBe(5);
    const tried = (wrongTries: number) => [{ ...sent[0]!, wrongTries }];
    expect(checkCode(tried(3), '000000', T0)).toEqual({ ok: false, message: 'codeWrong', wrongTries: 4 });
    // After 4 wrong tries the right code still passes.
    expect(checkCode(tried(4), '123456', T0)).toEqual({ ok: true });
    expect(checkCode(tried(4), '000000', T0)).toEqual({ ok: false, message: 'codeUsedUp', wrongTries: 5 });
    // Used up: even the right code is refused, and the count stops.
    expect(checkCode(tried(5), '123456', T0)).toEqual({ ok: false, message: 'codeUsedUp', wrongTries: 5 });
    // A new code starts afresh.
    const resent = [...tried(5), { code: '777777', sentAt: T0 + MINUTE_MS, usedAt: null }];
    expect(checkCode(resent, '777777', T0 + MINUTE_MS)).toEqual({ ok: true });
  });
});

describe('latestCode', () => {
  it('picks the code sent last, whatever the order', () => {
    const first = { code: '111111', sentAt: T0, usedAt: null };
    const second = { code: '222222', sentAt: T0 + 1, usedAt: null };
    expect(latestCode([second, first])).toBe(second);
    expect(latestCode([first, second])).toBe(second);
    expect(latestCode([])).toBeUndefined();
  });
});
