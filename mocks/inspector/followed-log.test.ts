import { describe, expect, it } from 'vitest';
import { createCallLog } from './call-log';
import { followLog } from './followed-log';

const answer = (log: ReturnType<typeof createCallLog>, path: string) => log.record(new Request(`http://backend.test${path}`), { status: 200, startedAt: 0, ms: 0 });

describe("a client's copy of a call log", () => {
  it('reads only the calls it has not seen, keeping the newest up to its limit', () => {
    const log = createCallLog();
    const copy = followLog(3);
    answer(log, '/a');
    answer(log, '/b');
    expect(copy.take(log.list(copy.after)).map(({ path }) => path)).toEqual(['/a', '/b']);
    expect(copy.after).toBe(2);
    answer(log, '/c');
    answer(log, '/d');
    expect(log.list(copy.after)).toHaveLength(2);
    expect(copy.take(log.list(copy.after)).map(({ path }) => path)).toEqual(['/b', '/c', '/d']);
  });

  it('starts afresh with a log that did (a service worker the browser restarted)', () => {
    const copy = followLog();
    const before = createCallLog();
    for (const path of ['/a', '/b', '/c']) answer(before, path);
    copy.take(before.list(copy.after));
    const restarted = createCallLog();
    answer(restarted, '/new');
    expect(copy.take(restarted.list(copy.after)).map(({ path }) => path)).toEqual(['/new']);
  });
});
