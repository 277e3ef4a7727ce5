import { describe, expect, it } from 'vitest';
import { CallSelectorError, parseCallSelectors, selectorRank } from './call-selector';
import { mayLeaveTheBrowser, passesUpstream } from './upstream/passes';

describe('call selectors', () => {
  it('reads *, call names and domains, and refuses anything else', () => {
    expect(parseCallSelectors(' news.*, account.login ,*')).toEqual(['news.*', 'account.login', '*']);
    expect(() => parseCallSelectors('news.nothing')).toThrow(CallSelectorError);
    expect(() => parseCallSelectors('nothing.*')).toThrow(CallSelectorError);
    expect(() => parseCallSelectors('news')).toThrow(CallSelectorError);
    expect(() => parseCallSelectors('')).toThrow(/no call named/);
  });

  it('ranks a call by its name over its domain over *', () => {
    expect(['news.officialNewsList', 'news.*', '*', 'account.*'].map((selector) => selectorRank(selector, 'news.officialNewsList'))).toEqual([3, 2, 1, 0]);
  });

  it('passes API paths only: * every one of them, the others their calls', () => {
    expect(passesUpstream(['*'], '/rpi/picture/uploads/abc.png')).toBe(true);
    expect(passesUpstream(['*'], '/__mock/outbox')).toBe(false);
    expect(passesUpstream(['news.*'], '/rpi/websitenews/newsInfo')).toBe(true);
    expect(passesUpstream(['news.*'], '/rps/login')).toBe(false);
    expect(passesUpstream(['account.login'], '/rps/login')).toBe(true);
  });

  it("tells the browser's worker which calls to ask the dev server about", () => {
    expect(mayLeaveTheBrowser({ pass: ['news.*'], replay: false }, '/rps/login')).toBe(false);
    expect(mayLeaveTheBrowser({ pass: null, replay: true }, '/rps/login')).toBe(true);
    expect(mayLeaveTheBrowser({ pass: null, replay: true }, '/__mock/toolbar')).toBe(false);
  });
});
