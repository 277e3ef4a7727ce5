import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  askGift,
  askList,
  callApi,
  giftCount,
  handleGiftRequest,
  presentList,
  receiveAllGifts,
  receiveGift,
  sendGift,
  type CallDefinition,
} from '@/shared/api/wire';
import { backendDateText, clearPactsOncePerRun, createPact, failure, jsonResponseHeaders, LANGUAGE, requestHeaders, success } from './support/pact';
import { ProviderState } from './support/provider-states';

const { eachLike, fromProviderState, integer, nullValue, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

/** Members the states give a part (seeded ids; a real provider creates them). */
const FRIEND_ID = 10007;
const STRANGER_ID = 10009;
const OTHER_MEMBER_ID = 10008;
const RELATIONSHIP_ID = 9101;
/** The demo member's country (617, English-speaking): gifts stay within one country. */
const HOME_COUNTRY_ID = 617;
const ABROAD_COUNTRY_ID = 208;
/** Records the states create under the ids the interactions name. */
const ITEM_ID = 9301;
const STYLE_ITEM_ID = 9302;
const ITEM_PRICE = 100;
const GIFT_ID = 9201;
const ASK_ID = 9401;
/** Example token: the verifier replaces it with the one the provider state created. */
const EXAMPLE_TOKEN = '5f0c2a9e5b7d4c1e8a6f2b9d3e7c5a11';
const LOGIN_MESSAGE = 'Please login and check!';

type State = { name: string; params?: Record<string, string | number> };

const item = (itemId = ITEM_ID, type = 2, price = ITEM_PRICE): State => ({ name: ProviderState.giftItemInCatalogue, params: { itemId, type, price } });
const friendOfDemo = (memberId = FRIEND_ID): State => ({ name: ProviderState.friendsWithMember, params: { memberId, relationshipId: RELATIONSHIP_ID } });
const livesIn = (countryId: number, memberId = FRIEND_ID): State => ({ name: ProviderState.memberLivesInCountry, params: { memberId, countryId } });
const gold = (coin: number): State => ({ name: ProviderState.demoMemberHasGold, params: { coin } });
/** A friend of the demo member's country: someone the demo member may send to and ask. */
const homeFriend = (): State[] => [friendOfDemo(), livesIn(HOME_COUNTRY_ID)];
const giftToDemo: State = { name: ProviderState.giftToDemoMember, params: { memberId: FRIEND_ID, giftId: GIFT_ID, itemId: ITEM_ID } };
const requestToDemo: State = { name: ProviderState.giftRequestToDemoMember, params: { memberId: FRIEND_ID, itemId: ITEM_ID, askId: ASK_ID } };
const emptyBox: State = { name: ProviderState.demoGiftBoxEmpty };

const send = <D extends CallDefinition>(definition: D, params: unknown, origin: string, token: string | null) =>
  callApi(definition, params as never, { origin, token, language: LANGUAGE });

const headersFor = (definition: CallDefinition, visitor: boolean) => ({
  ...(definition.transport === 'form' ? requestHeaders({ form: true }) : { ...requestHeaders(), 'Content-Type': 'application/json' }),
  ...(visitor ? {} : { Authorization: fromProviderState('${token}', EXAMPLE_TOKEN) }),
});

const asForm = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

/**
 * One interaction: the logged-in demo member (or a visitor) sends `params` as the app encodes them
 * (JSON, or a form for receive and handleask); the backend answers `body`; `check` is what the
 * app makes of it.
 */
async function interaction<D extends CallDefinition>(options: {
  definition: D;
  description: string;
  states?: State[];
  visitor?: boolean;
  params: Record<string, unknown>;
  body: unknown;
  check: (attempt: Promise<unknown>) => Promise<void>;
}): Promise<void> {
  let pact = createPact();
  for (const state of options.states ?? []) pact = pact.given(state.name, state.params);
  pact = options.visitor ? pact.given(ProviderState.demoMemberExists) : pact.given(ProviderState.demoMemberLoggedIn);
  pact
    .uponReceiving(`${options.definition.name}: ${options.description}`)
    .withRequest({
      method: 'POST',
      path: options.definition.path,
      headers: headersFor(options.definition, options.visitor ?? false),
      body: options.definition.transport === 'form' ? asForm(options.params) : options.params,
    })
    .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: options.body });
  await pact.executeTest(async (mockServer) => {
    await options.check(send(options.definition, options.params, mockServer.url, options.visitor ? null : EXAMPLE_TOKEN));
  });
}

const resolvesNull = async (attempt: Promise<unknown>) => {
  await expect(attempt).resolves.toBeNull();
};
const rejectedWith = (code: number) => async (attempt: Promise<unknown>) => {
  await expect(attempt).rejects.toMatchObject({ name: 'ApiError', kind: code === 198 ? 'unauthorized' : 'rejected', code });
};

const visitorGets198 = <D extends CallDefinition>(definition: D, what: string, params: Record<string, unknown>) =>
  it('answers a visitor 198', () =>
    interaction({ definition, description: `a visitor without a token ${what}`, visitor: true, params, body: failure(198, LOGIN_MESSAGE), check: rejectedWith(198) }));

describe('itemGift.send (J /rpi/itemgift/send)', () => {
  const params = (itemId = ITEM_ID, revMemberId = FRIEND_ID) => ({ itemId, revMemberId });

  it('sends an item to a friend of the same country; the demo member pays', () =>
    interaction({
      definition: sendGift,
      description: 'the demo member sends an item to a friend of their country',
      states: [item(), ...homeFriend(), gold(1000)],
      params: params(),
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    ['a Style item', [item(STYLE_ITEM_ID, 1, 300), ...homeFriend(), gold(1000)], params(STYLE_ITEM_ID), 'Style items cannot be given as gifts'],
    [
      'an item to a member of their country who is neither a friend nor met in the last 7 days',
      [item(), { name: ProviderState.notMetMemberLately, params: { memberId: STRANGER_ID } }, livesIn(HOME_COUNTRY_ID, STRANGER_ID), gold(1000)],
      params(ITEM_ID, STRANGER_ID),
      'Gifts can only be sent to friends or players you played with in the last 7 days',
    ],
    ['an item to a friend of another country', [item(), friendOfDemo(), livesIn(ABROAD_COUNTRY_ID), gold(1000)], params(), 'Gifts can only be exchanged with members of your own country'],
    ['an item costing more gold than they have', [item(), ...homeFriend(), gold(ITEM_PRICE - 1)], params(), 'Not enough gold'],
  ] as [string, State[], Record<string, number>, string][])('refuses to send %s with 101', (what, states, request, message) =>
    interaction({ definition: sendGift, description: `the demo member sends ${what}`, states, params: request, body: failure(101, message), check: rejectedWith(101) }),
  );

  visitorGets198(sendGift, 'sends a gift', params());
});

describe('itemGift.ask (J /rpi/itemgift/ask)', () => {
  const params = (itemId = ITEM_ID, sndMemberId = FRIEND_ID) => ({ itemId, sndMemberId });

  it('asks a friend of the same country for an item; the demo member pays nothing', () =>
    interaction({
      definition: askGift,
      description: 'the demo member asks a friend of their country for an item',
      states: [item(), ...homeFriend(), gold(0)],
      params: params(),
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    ['a Style item', [item(STYLE_ITEM_ID, 1, 300), ...homeFriend()], params(STYLE_ITEM_ID), 'Style items cannot be given as gifts'],
    [
      'a member of their country who is neither a friend nor met in the last 7 days',
      [item(), { name: ProviderState.notMetMemberLately, params: { memberId: STRANGER_ID } }, livesIn(HOME_COUNTRY_ID, STRANGER_ID)],
      params(ITEM_ID, STRANGER_ID),
      'You can only ask friends or players you played with in the last 7 days for a gift',
    ],
  ] as [string, State[], Record<string, number>, string][])('refuses to ask for %s with 101', (what, states, request, message) =>
    interaction({ definition: askGift, description: `the demo member asks for ${what}`, states, params: request, body: failure(101, message), check: rejectedWith(101) }),
  );

  visitorGets198(askGift, 'asks for a gift', params());
});

describe('itemGift.presentList (J /rpi/itemgift/presentlist)', () => {
  // One row a page, the newest: the gift the state sent just now.
  it("answers the demo member's unopened gifts, newest first", () =>
    interaction({
      definition: presentList,
      description: "the demo member reads the newest gift of their box",
      states: [item(), giftToDemo],
      params: { pageIndex: 1, pageSize: 1 },
      body: success({
        list: eachLike({
          id: integer(GIFT_ID),
          type: integer(2),
          itemTitle: string('Gold mark'),
          itemPreviewImg: string('/media/items/gold-mark.png'),
          sndMemberName: string('Olivia Walsh'),
          sndTime: backendDateText('2026-05-20 18:42:07'),
        }),
        totalCount: integer(3),
      }),
      check: async (attempt) => {
        await expect(attempt).resolves.toEqual({
          list: [{ id: GIFT_ID, type: 2, itemTitle: 'Gold mark', itemPreviewImg: '/media/items/gold-mark.png', sndMemberName: 'Olivia Walsh', sndTime: '2026-05-20 18:42:07' }],
          totalCount: 3,
        });
      },
    }));

  it('answers an empty page when the box is empty', () =>
    interaction({
      definition: presentList,
      description: 'the demo member reads their empty gift box',
      states: [emptyBox],
      params: { pageIndex: 1, pageSize: 5 },
      body: success({ list: [], totalCount: 0 }),
      check: async (attempt) => {
        await expect(attempt).resolves.toEqual({ list: [], totalCount: 0 });
      },
    }));

  visitorGets198(presentList, 'reads a gift box', { pageIndex: 1, pageSize: 5 });
});

describe('itemGift.askList (J /rpi/itemgift/asklist)', () => {
  it('answers the open requests addressed to the demo member, newest first', () =>
    interaction({
      definition: askList,
      description: 'the demo member reads the newest gift request sent to them',
      states: [item(), requestToDemo],
      params: { pageIndex: 1, pageSize: 1 },
      body: success({
        list: eachLike({
          id: integer(ASK_ID),
          type: integer(2),
          itemTitle: string('Gold mark'),
          itemPreviewImg: string('/media/items/gold-mark.png'),
          itemPrice: integer(ITEM_PRICE),
          askMemberName: string('Olivia Walsh'),
          askTime: backendDateText('2026-05-20 18:42:07'),
        }),
        totalCount: integer(2),
      }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ list: [{ id: ASK_ID, itemPrice: ITEM_PRICE, askMemberName: 'Olivia Walsh' }], totalCount: 2 });
      },
    }));

  it('answers an empty page when no request waits', () =>
    interaction({
      definition: askList,
      description: 'the demo member reads their gift requests when none waits',
      states: [emptyBox],
      params: { pageIndex: 1, pageSize: 5 },
      body: success({ list: [], totalCount: 0 }),
      check: async (attempt) => {
        await expect(attempt).resolves.toEqual({ list: [], totalCount: 0 });
      },
    }));

  visitorGets198(askList, 'reads gift requests', { pageIndex: 1, pageSize: 5 });
});

describe('itemGift.receive (F /rpi/itemgift/receive)', () => {
  it('opens a gift of the box', () =>
    interaction({ definition: receiveGift, description: 'the demo member opens a gift of their box', states: [item(), giftToDemo], params: { giftId: GIFT_ID }, body: success(nullValue()), check: resolvesNull }));

  it.each([
    ['a gift they opened already', [item(), { name: ProviderState.giftOpenedByDemoMember, params: { memberId: FRIEND_ID, giftId: GIFT_ID, itemId: ITEM_ID } }], 'This gift has already been opened'],
    [
      "a gift of another member's box",
      [item(), { name: ProviderState.giftToAnotherMember, params: { memberId: FRIEND_ID, receiverId: OTHER_MEMBER_ID, giftId: GIFT_ID, itemId: ITEM_ID } }],
      'This gift is not in your gift box',
    ],
  ] as [string, State[], string][])('refuses to open %s with 101', (what, states, message) =>
    interaction({ definition: receiveGift, description: `the demo member opens ${what}`, states, params: { giftId: GIFT_ID }, body: failure(101, message), check: rejectedWith(101) }),
  );

  visitorGets198(receiveGift, 'opens a gift', { giftId: GIFT_ID });
});

describe('itemGift.receiveAll (J /rpi/itemgift/receiveall)', () => {
  it('opens every gift of the box', () =>
    interaction({ definition: receiveAllGifts, description: 'the demo member opens all their gifts', states: [item(), giftToDemo], params: {}, body: success(nullValue()), check: resolvesNull }));

  it('succeeds with nothing to open', () =>
    interaction({ definition: receiveAllGifts, description: 'the demo member opens all gifts of an empty box', states: [emptyBox], params: {}, body: success(nullValue()), check: resolvesNull }));

  visitorGets198(receiveAllGifts, 'opens all gifts', {});
});

describe('itemGift.handleAsk (F /rpi/itemgift/handleask)', () => {
  it('accepts a request (status true): the demo member pays and sends the item', () =>
    interaction({
      definition: handleGiftRequest,
      description: 'the demo member accepts a gift request sent to them',
      states: [item(), requestToDemo, gold(1000)],
      params: { askId: ASK_ID, status: true },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it('turns a request down (status false)', () =>
    interaction({
      definition: handleGiftRequest,
      description: 'the demo member turns down a gift request sent to them',
      states: [item(), requestToDemo],
      params: { askId: ASK_ID, status: false },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    [
      'a request they answered already',
      [item(), { name: ProviderState.giftRequestAcceptedByDemoMember, params: { memberId: FRIEND_ID, itemId: ITEM_ID, askId: ASK_ID } }],
      true,
      'This gift request has already been answered',
    ],
    [
      'their own request to another member',
      [item(), { name: ProviderState.giftRequestOfDemoMember, params: { memberId: FRIEND_ID, itemId: ITEM_ID, askId: ASK_ID } }],
      false,
      'Only the member who was asked can answer this gift request',
    ],
    ['a request without the gold to pay for it', [item(), requestToDemo, gold(ITEM_PRICE - 1)], true, 'Not enough gold'],
  ] as [string, State[], boolean, string][])('refuses to handle %s with 101', (what, states, status, message) =>
    interaction({
      definition: handleGiftRequest,
      description: `the demo member ${status ? 'accepts' : 'turns down'} ${what}`,
      states,
      params: { askId: ASK_ID, status },
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  visitorGets198(handleGiftRequest, 'answers a gift request', { askId: ASK_ID, status: true });
});

describe('itemGift.count (J /rpi/itemgift/count)', () => {
  it('counts the unopened gifts plus the open requests addressed to the demo member', () =>
    interaction({
      definition: giftCount,
      description: 'the demo member counts one gift and one request in their box',
      states: [emptyBox, item(), giftToDemo, { name: ProviderState.giftRequestToDemoMember, params: { memberId: OTHER_MEMBER_ID, itemId: ITEM_ID, askId: ASK_ID } }],
      params: {},
      body: success(2),
      check: async (attempt) => {
        await expect(attempt).resolves.toBe(2);
      },
    }));

  visitorGets198(giftCount, 'counts gifts', {});
});
