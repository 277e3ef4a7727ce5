import { describe, expect, it } from 'vitest';
import { answerWithFaults } from './apply-faults';
import { parseFaults } from './fault-rules';

const answered = () => Promise.resolve(new Response('{"code":100}'));

describe('answerWithFaults', () => {
  it('waits the delay, then answers', async () => {
    const waited: number[] = [];
    const [rule] = parseFaults('*:slow-3g');
    const result = await answerWithFaults(rule!, answered, async (ms) => void waited.push(ms));
    expect(waited).toEqual([2000]);
    expect(result.kind === 'response' && (await result.response.text())).toBe('{"code":100}');
  });

  it('answers an injected envelope or HTTP failure without asking the handlers', async () => {
    let asked = 0;
    const answer = () => (asked++, answered());
    const [envelope, http] = parseFaults('account.login:code-198,news.newsInfo:http-503');
    const refused = await answerWithFaults(envelope!, answer);
    expect(refused.kind === 'response' && (await refused.response.json())).toEqual({ code: 198, msg: 'Injected fault (fake backend)', data: null });
    const failed = await answerWithFaults(http!, answer);
    expect(failed.kind === 'response' && failed.response.status).toBe(503);
    expect(asked).toBe(0);
  });

  it('tells the host to drop the connection or to answer nothing', async () => {
    const [network, timeout] = parseFaults('news.newsInfo:network,news.officialNewsList:timeout');
    expect(await answerWithFaults(network!, answered)).toEqual({ kind: 'network' });
    expect(await answerWithFaults(timeout!, answered)).toEqual({ kind: 'timeout' });
  });

  it('answers as it is without a rule', async () => {
    const result = await answerWithFaults(null, answered);
    expect(result.kind).toBe('response');
  });
});
