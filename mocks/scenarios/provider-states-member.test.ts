import { describe, expect, it } from 'vitest';
import { callApi, memberCardAll } from '@/shared/api/wire';
import { DEMO_MEMBER_ID } from '../node';
import { clientContext } from '../test-support';
import { applyProviderState } from './provider-states';

const cards = (token: string) => callApi(memberCardAll, { memberId: DEMO_MEMBER_ID }, clientContext({ token }));

describe('the "demo member is logged in" provider state', () => {
  it('gives a working token of the demo member', async () => {
    const values = await applyProviderState({ state: 'the demo member is logged in' });
    expect(values).toMatchObject({ memberId: DEMO_MEMBER_ID, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await expect(cards(String(values.token))).resolves.not.toHaveLength(0);
  });

  it('gives an expired token together with the expired-session state, in either order', async () => {
    for (const states of [
      ["the demo member's session has expired", 'the demo member is logged in'],
      ['the demo member is logged in', "the demo member's session has expired"],
    ]) {
      let token = '';
      for (const state of states) {
        const values = await applyProviderState({ state });
        if (typeof values.token === 'string') token = values.token;
      }
      await expect(cards(token)).rejects.toMatchObject({ code: 198 });
    }
  });
});
