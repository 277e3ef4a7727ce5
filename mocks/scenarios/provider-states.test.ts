import { describe, expect, it } from 'vitest';
import { callApi, hashPassword, login, memberCardAll, newsInfo, officialNewsList } from '@/shared/api/wire';
import { backend } from '../backend';
import { db, DEMO_LOGIN, DEMO_MEMBER_ID } from '../node';
import { clientContext } from '../test-support';
import { applyProviderState, UnknownProviderStateError } from './provider-states';

const loginDemo = () =>
  callApi(login, { username: DEMO_LOGIN.account, password: hashPassword(DEMO_LOGIN.password) }, clientContext());
const englishNews = (token: string | null = null) =>
  callApi(officialNewsList, { category: 0, title: '', countryId: 617, pageNum: 1, pageSize: 5 }, clientContext({ token }));

describe('applyProviderState', () => {
  it('loads the empty scenario for "no content"; the demo member still logs in', async () => {
    await applyProviderState({ state: 'no content', action: 'setup' });
    await expect(englishNews()).resolves.toEqual({ list: [], total: 0 });
    await expect(loginDemo()).resolves.toMatchObject({ username: 'demo' });
  });

  it('locks the demo account', async () => {
    await applyProviderState({ state: 'the demo account is locked' });
    await expect(loginDemo()).rejects.toMatchObject({
      code: 101,
      message: 'Account locked for 15 minutes after 5 failed attempts',
    });
  });

  it('makes sure a news item exists, and says which', async () => {
    await expect(applyProviderState({ state: 'news item {id} exists', params: { id: 1 } })).resolves.toEqual({ id: 1 });
    await expect(applyProviderState({ state: 'news item 5000 exists' })).resolves.toEqual({ id: 5000 });
    await expect(callApi(newsInfo, { id: 5000 }, clientContext())).resolves.toMatchObject({ id: 5000 });
  });

  it('removes a news item for "no news item has id {id}"', async () => {
    await applyProviderState({ state: 'no news item has id {id}', params: { id: 3 } });
    await expect(callApi(newsInfo, { id: 3 }, clientContext())).rejects.toMatchObject({ message: 'News not found' });
  });

  it('expires every session, whatever token a call carries', async () => {
    await applyProviderState({ state: "the demo member's session has expired" });
    const { token } = await loginDemo();
    // A member call answers 198 for the fresh but already expired token...
    await expect(callApi(memberCardAll, { memberId: DEMO_MEMBER_ID }, clientContext({ token }))).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 198,
    });
    // ...while a public call ignores the token and still answers (api-reference section 1).
    const news = await englishNews(token);
    expect(news.list.length).toBeGreaterThan(0);
  });

  it('combines the states of one interaction in either order', async () => {
    await applyProviderState({ state: 'news item {id} exists', params: { id: 777 } });
    await applyProviderState({ state: "the demo member's session has expired" });
    expect(backend.scenario.name).toBe('expired-session');
    expect(db.news.findFirst((q) => q.where({ id: 777 }))).toBeDefined();
  });

  it('starts the next interaction from fresh data', async () => {
    await applyProviderState({ state: 'the demo account is locked' });
    await loginDemo().catch(() => undefined);
    await applyProviderState({ state: 'the demo member exists' });
    await expect(loginDemo()).resolves.toMatchObject({ username: 'demo' });
  });

  it('ignores teardown and rejects an unknown state', async () => {
    await expect(applyProviderState({ state: 'no content', action: 'teardown' })).resolves.toEqual({});
    await expect(applyProviderState({ state: 'a state nobody knows' })).rejects.toBeInstanceOf(UnknownProviderStateError);
  });
});
