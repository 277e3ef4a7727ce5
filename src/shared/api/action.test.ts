import { allSettled, createEvent, createStore, fork, type Scope } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { countRequests, server } from '@mocks/node';
import { $toasts, toastShown } from '@/shared/ui';
import { createAction, createActionLane } from './action';
import * as calls from './calls';
import { createApiQuery } from './model';
import { hashPassword } from './password';

/** Login params: the demo member's, or a wrong password the backend refuses in its own words. */
const demo = { username: 'demo', password: hashPassword('darts123') };
const wrong = { username: 'demo', password: hashPassword('wrong-one') };

const tonesOf = (scope: Scope) => scope.getState($toasts).map(({ tone }) => tone);

describe('createAction', () => {
  it('sends one request for a double click, and is pending until the answer', async () => {
    const action = createAction({ call: calls.login, name: 'action.test.once' });
    const requests = countRequests('/rps/login', { holdMs: 30 });
    const scope = fork();
    const first = allSettled(action.requested, { scope, params: demo });
    expect(scope.getState(action.$pending)).toBe(true);
    await Promise.all([first, allSettled(action.requested, { scope, params: demo })]);
    expect(requests.count).toBe(1);
    expect(scope.getState(action.$pending)).toBe(false);

    // Once answered, the next request goes.
    await allSettled(action.requested, { scope, params: demo });
    expect(requests.count).toBe(2);
  });

  it('runs requests of different keys together, one per key', async () => {
    const action = createAction({ call: calls.login, name: 'action.test.keys', key: ({ username }) => username });
    const requests = countRequests('/rps/login', { holdMs: 30 });
    const scope = fork();
    const settled = [
      allSettled(action.requested, { scope, params: demo }),
      allSettled(action.requested, { scope, params: { ...demo, username: 'someone' } }),
      allSettled(action.requested, { scope, params: demo }),
    ];
    expect(scope.getState(action.$pendingKeys)).toEqual(['demo', 'someone']);
    await Promise.all(settled);
    expect(requests.count).toBe(2);
    expect(scope.getState(action.$pendingKeys)).toEqual([]);
  });

  it('drops a request while another action of its lane runs, started by a request or not', async () => {
    const lane = createActionLane('action.test.lane');
    const one = createAction({ call: calls.login, name: 'action.test.lane.one', lane });
    const other = createAction({ call: calls.countryList, name: 'action.test.lane.other', lane });
    const logins = countRequests('/rps/login', { holdMs: 30 });
    const scope = fork();
    const first = allSettled(one.mutation.start, { scope, params: demo });
    expect(scope.getState(lane.$pending)).toBe(true);
    await Promise.all([first, allSettled(other.requested, { scope, params: {} }), allSettled(one.requested, { scope, params: demo })]);
    expect(logins.count).toBe(1);
    expect(scope.getState(other.mutation.$status)).toBe('initial');
    expect(scope.getState(lane.$pending)).toBe(false);
  });

  it('refreshes what it changed once it succeeds, showing the expected change at once', async () => {
    const shops = createApiQuery(calls.newShop, 'action.test.shops');
    const names = createApiQuery(calls.shopList, 'action.test.names');
    const changed = createEvent();
    const $changes = createStore(0).on(changed, (count) => count + 1);
    const action = createAction({
      call: calls.login,
      name: 'action.test.refresh',
      refresh: [names, changed],
      optimistic: { query: shops, change: (page, { params }) => ({ ...page, list: [], total: params.username.length }) },
    });
    const scope = fork();
    await allSettled(shops.start, { scope, params: { countryId: 617, shopName: '', pageNum: 1, pageSize: 5 } });
    await allSettled(names.start, { scope, params: { countryId: 617 } });
    // The shop list's answer waits until the test has looked at what is shown meanwhile.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const shopAnswers = { count: 0 };
    server.use(
      http.post('*/rpi/websiteshop/newShop', async () => {
        shopAnswers.count += 1;
        await answered;
      }),
    );
    const nameAnswers = countRequests('/rpi/websiteshop/shopList');

    await allSettled(action.requested, { scope, params: wrong });
    expect([shopAnswers.count, nameAnswers.count, scope.getState($changes)]).toEqual([0, 0, 0]);

    const settled = allSettled(action.requested, { scope, params: demo });
    await vi.waitFor(() => expect(shopAnswers.count).toBe(1));
    // The answer is on its way: the page already shows the change.
    expect(scope.getState(shops.$data)).toEqual({ list: [], total: 'demo'.length });
    answer();
    await settled;
    expect([shopAnswers.count, nameAnswers.count, scope.getState($changes)]).toEqual([1, 1, 1]);
    expect(scope.getState(shops.$data)?.list).not.toEqual([]);
  });

  it('says it went through: a fixed message, one made from the answer, or one from a store or a follow-up', async () => {
    const $who = createStore('nobody');
    const followUp = createEvent<string>();
    const fixed = createAction({ call: calls.login, name: 'action.test.fixed', success: { tone: 'info', message: { key: 'fixed' } } });
    const fromAnswer = createAction({
      call: calls.login,
      name: 'action.test.answer',
      success: ({ result }) => ({ tone: 'success', message: { text: result.username } }),
    });
    const fromStore = createAction({
      call: calls.login,
      name: 'action.test.store',
      success: { source: $who, notice: (who) => ({ tone: 'success', message: { key: 'hello', values: { who } } }) },
    });
    const later = createAction({
      call: calls.login,
      name: 'action.test.later',
      success: { clock: followUp, notice: (_, word) => (word ? { tone: 'success', message: { key: word } } : null) },
    });
    const scope = fork({ values: [[$who, 'Ann']] });
    await allSettled(fixed.requested, { scope, params: demo });
    await allSettled(fromAnswer.requested, { scope, params: demo });
    await allSettled(fromStore.requested, { scope, params: demo });
    await allSettled(later.requested, { scope, params: demo });
    await allSettled(fixed.requested, { scope, params: wrong });
    expect(scope.getState($toasts).map(({ message }) => message)).toEqual([
      { key: 'fixed' },
      { text: 'demo' },
      { key: 'hello', values: { who: 'Ann' } },
      { text: expect.stringMatching(/\S/) },
    ]);
    await allSettled(followUp, { scope, params: '' });
    await allSettled(followUp, { scope, params: 'welcome' });
    expect(scope.getState($toasts).at(-1)?.message).toEqual({ key: 'welcome' });
  });

  it('shows a failure as the API layer warning by default, once, or in error style when asked to', async () => {
    const warned = createAction({ call: calls.login, name: 'action.test.warning' });
    const erred = createAction({ call: calls.login, name: 'action.test.error', failure: 'error' });
    const scope = fork();
    await allSettled(warned.requested, { scope, params: wrong });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
    await allSettled(toastShown, { scope, params: { tone: 'info', message: { key: 'someone.else' } } });
    server.use(http.post('*/rps/login', () => HttpResponse.error(), { once: true }));
    await allSettled(erred.requested, { scope, params: wrong });
    expect(tonesOf(scope)).toEqual(['warning', 'info', 'error']);
    expect(scope.getState($toasts)[2]?.message).toEqual({ key: 'api.network' });
  });

  it("keeps a form's failure until it is sent again, succeeds or is left, and never withdraws another toast", async () => {
    const action = createAction({ call: calls.login, name: 'action.test.form', failure: 'form' });
    const scope = fork();
    await allSettled(toastShown, { scope, params: { tone: 'info', message: { key: 'someone.else' } } });

    await allSettled(action.requested, { scope, params: wrong });
    expect(tonesOf(scope)).toEqual(['info', 'warning']);
    // Sent again: the old failure goes as the request leaves, the new one shows.
    server.use(http.post('*/rps/login', () => HttpResponse.error(), { once: true }));
    await allSettled(action.requested, { scope, params: wrong });
    expect(scope.getState($toasts).map(({ message }) => message)).toEqual([{ key: 'someone.else' }, { key: 'api.network' }]);
    // The form left.
    await allSettled(action.failureCleared, { scope });
    expect(tonesOf(scope)).toEqual(['info']);

    await allSettled(action.requested, { scope, params: wrong });
    expect(tonesOf(scope)).toEqual(['info', 'warning']);
    await allSettled(action.requested, { scope, params: demo });
    expect(tonesOf(scope)).toEqual(['info']);
  });

  it('says nothing of its own when the session has ended (198): the app does', async () => {
    const answers = [
      createAction({ call: calls.login, name: 'action.test.198.warning' }),
      createAction({ call: calls.login, name: 'action.test.198.error', failure: 'error' }),
      createAction({ call: calls.login, name: 'action.test.198.form', failure: 'form' }),
    ];
    const scope = fork();
    for (const action of answers) {
      server.use(http.post('*/rps/login', () => HttpResponse.json({ code: 198, msg: 'Please login', data: null }), { once: true }));
      await allSettled(action.requested, { scope, params: demo });
      expect(scope.getState(action.mutation.$failed)).toBe(true);
    }
    expect(scope.getState($toasts)).toEqual([]);
  });
});
