import { describe, expect, it } from 'vitest';
import { noteCallFacts } from './call-facts';
import { createCallLog } from './call-log';
import { REDACTED } from './redact';

const bytes = (body: object) => new TextEncoder().encode(JSON.stringify(body));

describe('the call log', () => {
  it('lists each call with its answer, time, refusing rule and warnings, secrets redacted', async () => {
    const log = createCallLog();
    const request = new Request('http://backend.test/rps/login', { method: 'POST' });
    noteCallFacts(request, {
      call: 'account.login',
      params: { account: 'demo', password: 'A1B2', countryId: '617' },
      refusal: { code: 101, message: 'loginIncorrect' },
      warnings: ['"extra" is not a field of account.login'],
    });
    const sent = log.record(request, { status: 200, startedAt: Date.UTC(2026, 10, 28, 12), ms: 12.4 });
    sent(bytes({ code: 101, msg: 'Wrong password', data: { token: 'secret' } }));
    expect(await log.list()).toEqual([{
      id: 1,
      at: '2026-11-28T12:00:00.000Z',
      method: 'POST',
      path: '/rps/login',
      call: 'account.login',
      status: 200,
      code: 101,
      ms: 12,
      params: { account: 'demo', password: REDACTED, countryId: '617' },
      answer: { code: 101, msg: 'Wrong password', data: { token: REDACTED } },
      refusal: { code: 101, message: 'loginIncorrect' },
      warnings: ['"extra" is not a field of account.login'],
      fault: null,
      source: 'fake',
    }]);
  });

  it('keeps the newest calls up to its limit, and lists those after an id', async () => {
    const log = createCallLog(2);
    for (const path of ['/a', '/b', '/c']) {
      log.record(new Request(`http://backend.test${path}`), { status: null, startedAt: 0, ms: 0, fault: 'network' });
    }
    expect((await log.list()).map(({ path, id }) => [path, id])).toEqual([['/b', 2], ['/c', 3]]);
    expect((await log.list(2)).map(({ path }) => path)).toEqual(['/c']);
    expect((await log.list())[0]).toMatchObject({ call: null, status: null, code: null, fault: 'network' });
  });

  it('lists them all for an id it never reached: the client read a log that is gone', async () => {
    const log = createCallLog();
    log.record(new Request('http://backend.test/a'), { status: 200, startedAt: 0, ms: 0 });
    expect(log.list(1)).toEqual([]);
    expect(log.list(57).map(({ id }) => id)).toEqual([1]);
  });

  it('names a call that failed on purpose by its path, since its handler never ran', async () => {
    const log = createCallLog();
    log.record(new Request('http://backend.test/rpi/websitenews/newsInfo', { method: 'POST' }), {
      status: null,
      startedAt: 0,
      ms: 0,
      fault: 'news.newsInfo:network',
    });
    expect((await log.list())[0]).toMatchObject({ call: 'news.newsInfo', params: null, fault: 'news.newsInfo:network' });
  });

  it('notes who answered a call the fake backend did not, with the parameters the pass-through read', async () => {
    const log = createCallLog();
    log.record(new Request('http://backend.test/rpi/websitenews/newsInfo', { method: 'POST' }), {
      status: 200,
      startedAt: 0,
      ms: 3,
      source: 'upstream',
      paramsOf: () => ({ id: '1', password: 'secret' }),
    });
    expect((await log.list())[0]).toMatchObject({ call: 'news.newsInfo', source: 'upstream', params: { id: '1', password: '[redacted]' } });
  });
});
