import { describe, expect, it } from 'vitest';
import { answerCall } from '../answer-call';
import { callFactsOf } from './call-facts';

const newsList = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://backend.test/rpi/websitenews/officialNewsList', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('what a call handler tells the inspector', () => {
  it('the raw parameters and the warnings of a request accepted through tolerance', async () => {
    const request = newsList('category=0&countryId=617&pageSize=5&sort=new');
    expect((await answerCall(request))?.status).toBe(200);
    expect(callFactsOf(request)).toEqual({
      call: 'news.officialNewsList',
      params: { category: '0', countryId: '617', pageSize: '5', sort: 'new' },
      refusal: null,
      warnings: [
        '"sort" is not a field of news.officialNewsList: ignored here, a stricter server may refuse it',
        '"pageNum" was left out and read as 1: the API documents it as required',
      ],
    });
  });

  it('the rule that refused a call', async () => {
    const refusedRequest = newsList('category=0&countryId=617&pageNum=1&pageSize=100000');
    await answerCall(refusedRequest);
    expect(callFactsOf(refusedRequest)).toMatchObject({ refusal: { code: 101, message: 'invalidParameter' }, warnings: [] });
    const member = new Request('http://backend.test/rpi/websitsMember/memberCardALL', { method: 'POST' });
    await answerCall(member);
    expect(callFactsOf(member)).toMatchObject({ call: 'member.memberCardAll', refusal: { code: 198, message: 'notLoggedIn' } });
  });
});
