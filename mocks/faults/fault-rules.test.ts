import { describe, expect, it } from 'vitest';
import { callNameOf } from '../call-names';
import { faultFor, FaultSyntaxError, formatFaults, INJECTED_MESSAGE, parseFaults, readFaultRules } from './fault-rules';

describe('fault rules', () => {
  it('reads the address form: profiles, delays and each kind of failure', () => {
    expect(parseFaults('*:3g, news.officialNewsList:http-503,account.login:500ms+code-101,news.newsInfo:network,shops.shopList:timeout')).toEqual([
      { call: '*', delayMs: 563, failure: null },
      { call: 'news.officialNewsList', delayMs: 0, failure: { kind: 'http', status: 503 } },
      { call: 'account.login', delayMs: 500, failure: { kind: 'envelope', code: 101, msg: INJECTED_MESSAGE } },
      { call: 'news.newsInfo', delayMs: 0, failure: { kind: 'network' } },
      { call: 'shops.shopList', delayMs: 0, failure: { kind: 'timeout' } },
    ]);
    expect(parseFaults('')).toEqual([]);
  });

  it('writes the rules back as it reads them', () => {
    const text = '*:2000ms,news.officialNewsList:563ms+http-500,account.login:code-198,news.newsInfo:timeout';
    expect(formatFaults(parseFaults(text))).toBe(text);
  });

  it("carries an envelope's own message, percent-encoded, there and back", () => {
    const [rule] = parseFaults('news.officialNewsList:code-102/Down%20for%20maintenance%2C%20back%20at%209%3A00');
    expect(rule!.failure).toEqual({ kind: 'envelope', code: 102, msg: 'Down for maintenance, back at 9:00' });
    expect(formatFaults([rule!])).toBe('news.officialNewsList:code-102/Down%20for%20maintenance%2C%20back%20at%209%3A00');
    expect(formatFaults(parseFaults('*:code-101'))).toBe('*:code-101');
  });

  it.each([
    ['*:code-101/%E0%A4%A', /not a percent-encoded message/],
    ['*:code-101/', /1 to 500 characters/],
    ['news.nothing:3g', /unknown call/],
    ['nothing.*:3g', /unknown call/],
    ['*:4g', /unknown effect/],
    ['*:http-200', /unknown effect/],
    ['*:network+timeout', /two failures/],
    ['3g', /not <call or \*>:<effect>/],
  ])('refuses %s, saying why', (text, reason) => {
    expect(() => parseFaults(text)).toThrow(FaultSyntaxError);
    expect(() => parseFaults(text)).toThrow(reason);
  });

  it('reads the JSON form, with any envelope code and message', () => {
    expect(
      readFaultRules({ rules: [{ call: '*', profile: 'slow-3g' }, { call: 'news.officialNewsList', failure: { kind: 'envelope', code: 102, msg: 'Down for maintenance' } }] }),
    ).toEqual([
      { call: '*', delayMs: 2000, failure: null },
      { call: 'news.officialNewsList', delayMs: 0, failure: { kind: 'envelope', code: 102, msg: 'Down for maintenance' } },
    ]);
    expect(() => readFaultRules({ rules: [{ call: '*', delayMs: -1 }] })).toThrow(FaultSyntaxError);
    expect(() => readFaultRules({ rules: [{ call: '*', failure: { kind: 'http', status: 302 } }] })).toThrow(FaultSyntaxError);
    expect(() => readFaultRules([])).toThrow(FaultSyntaxError);
  });

  it("picks a call's own rule before the rule for every call", () => {
    const rules = parseFaults('*:3g,news.officialNewsList:http-503');
    expect(faultFor(rules, 'news.officialNewsList')?.failure).toEqual({ kind: 'http', status: 503 });
    expect(faultFor(rules, 'news.newsInfo')?.delayMs).toBe(563);
    expect(faultFor(parseFaults('news.officialNewsList:network'), 'news.newsInfo')).toBeNull();
    const byDomain = parseFaults('news.newsInfo:timeout,*:3g,news.*:http-500');
    expect(faultFor(byDomain, 'news.officialNewsList')?.failure).toEqual({ kind: 'http', status: 500 });
    expect(faultFor(byDomain, 'news.newsInfo')?.failure).toEqual({ kind: 'timeout' });
    expect(faultFor(byDomain, 'account.login')?.delayMs).toBe(563);
  });

  it('names the call of a path, and none for other paths', () => {
    expect(callNameOf('/rpi/websitenews/officialNewsList')).toBe('news.officialNewsList');
    expect(callNameOf('/__mock/log')).toBeNull();
  });
});
