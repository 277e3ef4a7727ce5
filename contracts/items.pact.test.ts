import { MatchersV3, type V3Request } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  buyItem,
  callApi,
  changeTemplate,
  deleteTemplates,
  insertTemplate,
  ITEM_TYPES,
  itemDetails,
  itemHome,
  itemList,
  myItemList,
  mySetting,
  setSlotItem,
  templateList,
  updateTemplate,
  type CallDefinition,
} from '@/shared/api/wire';
import {
  backendDateText,
  clearPactsOncePerRun,
  createPact,
  failure,
  jsonResponseHeaders,
  LANGUAGE,
  requestHeaders,
  success,
} from './support/pact';
import { ProviderState } from './support/provider-states';

const { constrainedArrayLike, eachLike, fromProviderState, integer, nullValue, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

/** Example token: the verifier replaces it with the one the provider state created. */
const EXAMPLE_TOKEN = '5f0c2a9e5b7d4c1e8a6f2b9d3e7c5a11';
const LOGIN_MESSAGE = 'Please login and check!';
/** Items the states shape (seeded ids of the fake backend; a real provider creates or reshapes them). */
const ITEM = { id: 40, type: 73, price: 250 };
const HIGH_TON_ITEM = { id: 35, type: 72 };
const EXPIRED_BULL = { id: 23, type: 5 };
const UNOWNED_BULL = { id: 22, type: 5 };
const UNKNOWN_ITEM_ID = 999_999;
/** Templates the states create under these ids; another member's. */
const TEMPLATE_ID = 9001;
const OTHER_TEMPLATE_ID = 9002;
const OTHER_MEMBER_ID = 10_002;
const UNKNOWN_TEMPLATE_ID = 9999;

type State = { name: string; params?: Record<string, string | number> };
type Params = Record<string, unknown> | unknown[];

/** A definition whose own request schema is skipped: for requests the app never sends (13 item ids), to pin what the backend says. */
const unchecked = (definition: CallDefinition) => ({ ...definition, request: z.unknown() }) as CallDefinition;

const send = <D extends CallDefinition>(definition: D, params: unknown, origin: string, token: string | null) =>
  callApi(definition, params as never, { origin, token, language: LANGUAGE });

const asText = (params: Params) => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

/** The request as the app encodes the call's (parsed) parameters: query, form or JSON. */
function requestOf(definition: CallDefinition, params: Params, visitor: boolean): V3Request {
  const token: V3Request['headers'] = visitor ? {} : { Authorization: fromProviderState('${token}', EXAMPLE_TOKEN) };
  switch (definition.transport) {
    case 'get': {
      const query = asText(params);
      return { method: 'GET', path: definition.path, headers: { ...requestHeaders(), ...token }, ...(Object.keys(query).length > 0 ? { query } : {}) };
    }
    case 'form':
      return { method: 'POST', path: definition.path, headers: { ...requestHeaders({ form: true }), ...token }, body: asText(params) };
    default:
      return { method: 'POST', path: definition.path, headers: { ...requestHeaders(), 'Content-Type': 'application/json', ...token }, body: params };
  }
}

/**
 * One interaction: the logged-in demo member (or a visitor) makes the call with `params` through
 * the app's client; the backend answers `body`; `check` is what the app makes of it.
 */
async function interaction<D extends CallDefinition>(options: {
  definition: D;
  description: string;
  states?: State[];
  visitor?: boolean;
  params: Params;
  /** Send `params` as they are, past the app's own request schema. */
  raw?: boolean;
  body: unknown;
  check: (attempt: Promise<unknown>) => Promise<void>;
}): Promise<void> {
  const visitor = options.visitor ?? false;
  const definition = options.raw ? unchecked(options.definition) : options.definition;
  const sent = (options.raw ? options.params : options.definition.request.parse(options.params)) as Params;
  let pact = createPact();
  for (const state of options.states ?? []) pact = pact.given(state.name, state.params);
  pact = visitor ? pact.given(ProviderState.demoMemberExists) : pact.given(ProviderState.demoMemberLoggedIn);
  pact
    .uponReceiving(`${options.definition.name}: ${options.description}`)
    .withRequest(requestOf(options.definition, sent, visitor))
    .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: options.body });
  await pact.executeTest(async (mockServer) => {
    await options.check(send(definition, options.params, mockServer.url, visitor ? null : EXAMPLE_TOKEN));
  });
}

const resolvesNull = async (attempt: Promise<unknown>) => {
  await expect(attempt).resolves.toBeNull();
};
const rejectedWith = (code: number) => async (attempt: Promise<unknown>) => {
  await expect(attempt).rejects.toMatchObject({ name: 'ApiError', kind: code === 198 ? 'unauthorized' : 'rejected', code });
};

/** A visitor's call answers 198 before anything else. */
const visitorInteraction = (definition: CallDefinition, description: string, params: Params) =>
  interaction({ definition, description: `a visitor without a token ${description}`, visitor: true, params, body: failure(198, LOGIN_MESSAGE), check: rejectedWith(198) });

const itemBody = {
  id: integer(ITEM.id),
  title: string('Hat Trick Magic Show'),
  type: integer(ITEM.type),
  price: integer(ITEM.price),
  previewImg: string('/media/items/hat-trick-magic-show.svg'),
  url: string('/media/items/hat-trick-magic-show.svg'),
  validDays: integer(90),
};

const priced = (item: { id: number; type: number; price: number }): State => ({
  name: ProviderState.giftItemInCatalogue,
  params: { itemId: item.id, type: item.type, price: item.price },
});
const gold = (coin: number): State => ({ name: ProviderState.demoMemberHasGold, params: { coin } });
const owns = (item: { id: number; type: number }, days = 30): State => ({ name: ProviderState.demoMemberOwnsItem, params: { itemId: item.id, type: item.type, days } });

/** 14 item ids with these items in their types' slots. */
const slotsWith = (...items: { id: number; type: number }[]) =>
  ITEM_TYPES.map((type) => items.find((item) => item.type === type)?.id ?? 0);

describe('item.home (G /rpi/item/home)', () => {
  it('answers `number` recommended, new and best-selling items', () =>
    interaction({
      definition: itemHome,
      description: 'the demo member opens the item shop',
      states: [{ name: ProviderState.itemShopHasItems }],
      params: { number: 4 },
      body: success({
        recommendItems: constrainedArrayLike(itemBody, 1, 4, 1),
        newItems: constrainedArrayLike(itemBody, 1, 4, 1),
        rankingItems: constrainedArrayLike(itemBody, 1, 4, 1),
      }),
      check: async (attempt) => {
        const home = (await attempt) as Record<string, unknown[]>;
        expect(home.recommendItems![0]).toMatchObject({ id: ITEM.id, type: ITEM.type, validDays: 90 });
      },
    }));

  it('answers a visitor 198', () => visitorInteraction(itemHome, 'opens the item shop', { number: 4 }));
});

describe('item.list (J /rpi/item/list)', () => {
  it('answers a page of the catalogue with the total', () =>
    interaction({
      definition: itemList,
      description: 'the demo member reads the first items of the catalogue',
      states: [{ name: ProviderState.itemShopHasItems }],
      params: { itemType: '', queryType: '', pageIndex: 1, pageSize: 2 },
      body: success({ list: constrainedArrayLike(itemBody, 1, 2, 1), totalCount: integer(62) }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ list: [{ id: ITEM.id }], totalCount: 62 });
      },
    }));

  it('answers the best-selling items of one type (ranking, queryType 3) with 999 a page', () =>
    interaction({
      definition: itemList,
      description: 'the demo member reads the best-selling Hat Trick items',
      states: [priced(ITEM)],
      params: { itemType: ITEM.type, queryType: 3, pageIndex: 1, pageSize: 999 },
      body: success({ list: eachLike({ ...itemBody, type: MatchersV3.equal(ITEM.type) }), totalCount: integer(4) }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ list: [{ type: ITEM.type }] });
      },
    }));

  it('refuses a page size over 999 with 101', () =>
    interaction({
      definition: itemList,
      description: 'the demo member asks for 1000 items a page',
      params: { itemType: '', queryType: '', pageIndex: 1, pageSize: 1000 },
      raw: true,
      body: failure(101, 'Invalid parameter: pageSize'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () => visitorInteraction(itemList, 'reads the catalogue', { pageSize: 10 }));
});

describe('item.details (G /rpi/item/details)', () => {
  it("answers the item and the demo member's gold", () =>
    interaction({
      definition: itemDetails,
      description: 'the demo member opens an item',
      states: [priced(ITEM), gold(1250)],
      params: { itemId: ITEM.id },
      body: success({ ...itemBody, price: MatchersV3.equal(ITEM.price), coin: MatchersV3.equal(1250) }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ id: ITEM.id, price: ITEM.price, coin: 1250 });
      },
    }));

  it('refuses an unknown item with 101', () =>
    interaction({
      definition: itemDetails,
      description: 'the demo member opens an item that does not exist',
      states: [{ name: ProviderState.noItemWithId, params: { itemId: UNKNOWN_ITEM_ID } }],
      params: { itemId: UNKNOWN_ITEM_ID },
      body: failure(101, 'This item does not exist'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () => visitorInteraction(itemDetails, 'opens an item', { itemId: ITEM.id }));
});

describe('item.myList (J /rpi/item/my/list)', () => {
  it("answers a page of the demo member's items, newest bought first, with buy and expiry dates", () =>
    interaction({
      definition: myItemList,
      description: 'the demo member reads their items',
      states: [owns(HIGH_TON_ITEM)],
      params: { type: '', sort: 2, pageIndex: 1, pageSize: 999 },
      body: success({
        list: eachLike({
          id: integer(HIGH_TON_ITEM.id),
          title: string('High Ton Meteor'),
          type: integer(HIGH_TON_ITEM.type),
          previewImg: string('/media/items/high-ton-meteor.svg'),
          url: string('/media/items/high-ton-meteor.svg'),
          buyTime: backendDateText('2026-04-26 10:00:00'),
          time: backendDateText('2026-07-25 10:00:00'),
        }),
        totalCount: integer(11),
      }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ list: [{ id: HIGH_TON_ITEM.id, time: '2026-07-25 10:00:00' }], totalCount: 11 });
      },
    }));

  it('answers an empty page past the end, oldest first, of one type', () =>
    interaction({
      definition: myItemList,
      description: 'the demo member reads a page of their High Ton items past the end',
      states: [owns(HIGH_TON_ITEM)],
      params: { type: HIGH_TON_ITEM.type, sort: 1, pageIndex: 50, pageSize: 10 },
      body: success({ list: [], totalCount: integer(1) }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ list: [] });
      },
    }));

  it('answers a visitor 198', () => visitorInteraction(myItemList, 'reads their items', { pageSize: 999 }));
});

describe('item.myBuy (F /rpi/item/my/buy)', () => {
  it('buys an item the balance covers', () =>
    interaction({
      definition: buyItem,
      description: 'the demo member buys an item they can afford',
      states: [priced(ITEM), gold(1250)],
      params: { itemId: ITEM.id },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it('renews an owned item', () =>
    interaction({
      definition: buyItem,
      description: 'the demo member renews an item they own',
      states: [owns(HIGH_TON_ITEM), priced({ ...HIGH_TON_ITEM, price: 220 }), gold(1250)],
      params: { itemId: HIGH_TON_ITEM.id },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it('refuses an item the balance does not cover with 101', () =>
    interaction({
      definition: buyItem,
      description: 'the demo member buys an item that costs more gold than they have',
      states: [priced({ ...ITEM, price: 600 }), gold(100)],
      params: { itemId: ITEM.id },
      body: failure(101, 'Not enough gold to buy this item'),
      check: rejectedWith(101),
    }));

  it('refuses an unknown item with 101', () =>
    interaction({
      definition: buyItem,
      description: 'the demo member buys an item that does not exist',
      states: [{ name: ProviderState.noItemWithId, params: { itemId: UNKNOWN_ITEM_ID } }],
      params: { itemId: UNKNOWN_ITEM_ID },
      body: failure(101, 'This item does not exist'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () => visitorInteraction(buyItem, 'buys an item', { itemId: ITEM.id }));
});

describe('item.mySet (J /rpi/item/my/set)', () => {
  it('puts an owned, unexpired item into the slot of its type', () =>
    interaction({
      definition: setSlotItem,
      description: 'the demo member puts an item they own into its slot',
      states: [owns(HIGH_TON_ITEM)],
      params: { itemId: HIGH_TON_ITEM.id, type: HIGH_TON_ITEM.type },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it('empties a slot with item 0', () =>
    interaction({
      definition: setSlotItem,
      description: 'the demo member empties the Style slot',
      params: { itemId: 0, type: 1 },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    ['an item into the slot of another type', [owns(HIGH_TON_ITEM)], { itemId: HIGH_TON_ITEM.id, type: 73 }, 'This item does not fit this slot'],
    [
      'an expired item',
      [{ name: ProviderState.demoMemberItemExpired, params: { itemId: EXPIRED_BULL.id, type: EXPIRED_BULL.type, days: 5 } }],
      { itemId: EXPIRED_BULL.id, type: EXPIRED_BULL.type },
      'This item has expired: renew it first',
    ],
    [
      'an item they do not own',
      [{ name: ProviderState.demoMemberDoesNotOwnItem, params: { itemId: UNOWNED_BULL.id, type: UNOWNED_BULL.type } }],
      { itemId: UNOWNED_BULL.id, type: UNOWNED_BULL.type },
      'You do not own this item',
    ],
    ['an item that does not exist', [{ name: ProviderState.noItemWithId, params: { itemId: UNKNOWN_ITEM_ID } }], { itemId: UNKNOWN_ITEM_ID, type: 5 }, 'This item does not exist'],
  ] as [string, State[], Record<string, number>, string][])('refuses to set %s with 101', (what, states, params, message) =>
    interaction({
      definition: setSlotItem,
      description: `the demo member sets ${what}`,
      states,
      params,
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('answers a visitor 198', () => visitorInteraction(setSlotItem, 'sets a slot', { itemId: 0, type: 1 }));
});

describe('item.mySetting (G /rpi/item/my/setting)', () => {
  it('answers the 14 slots in template order, each with its item', () =>
    interaction({
      definition: mySetting,
      description: 'the demo member reads their slots, all filled',
      states: [{ name: ProviderState.demoMemberHasItemInEverySlot }],
      params: {},
      body: success({
        id: integer(-1),
        list: constrainedArrayLike(
          { id: integer(1), type: integer(1), title: string('Neon Arcade Style'), url: string('/media/items/neon-arcade-style.svg'), buyTime: backendDateText('2026-04-26 10:00:00') },
          14,
          14,
          14,
        ),
      }),
      check: async (attempt) => {
        const setting = (await attempt) as { id: number; list: unknown[] };
        expect(setting.id).toBe(-1);
        expect(setting.list).toHaveLength(14);
      },
    }));

  it('answers empty slots with id 0 and nulls', () =>
    interaction({
      definition: mySetting,
      description: 'the demo member reads their slots, all empty',
      states: [{ name: ProviderState.demoMemberSlotsEmpty }],
      params: {},
      body: success({ id: integer(-1), list: constrainedArrayLike({ id: MatchersV3.equal(0), type: integer(1), title: nullValue(), url: nullValue(), buyTime: nullValue() }, 14, 14, 14) }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ id: -1, list: expect.arrayContaining([{ id: 0, type: 1, title: null, url: null, buyTime: null }]) });
      },
    }));

  it('answers a visitor 198', () => visitorInteraction(mySetting, 'reads their slots', {}));
});

const templateBody = (id: number) => ({ id: integer(id), name: string('Template 9001'), itemIds: constrainedArrayLike(integer(0), 14, 14, 14) });

describe('itemTemplate.list (G /rpi/itemtemplate/list)', () => {
  it("answers the demo member's templates", () =>
    interaction({
      definition: templateList,
      description: 'the demo member reads their templates',
      states: [{ name: ProviderState.demoMemberHasTemplate, params: { templateId: TEMPLATE_ID } }],
      params: {},
      body: success(eachLike(templateBody(TEMPLATE_ID))),
      check: async (attempt) => {
        await expect(attempt).resolves.toEqual([{ id: TEMPLATE_ID, name: 'Template 9001', itemIds: Array.from({ length: 14 }, () => 0) }]);
      },
    }));

  it('answers a visitor 198', () => visitorInteraction(templateList, 'reads templates', {}));
});

describe('itemTemplate.insert (J /rpi/itemtemplate/insert)', () => {
  it('saves a template of owned, unexpired items in their slots', () =>
    interaction({
      definition: insertTemplate,
      description: 'the demo member saves a template',
      states: [owns(HIGH_TON_ITEM)],
      params: { name: 'League Night', itemIds: slotsWith(HIGH_TON_ITEM) },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    ['an 11th template', [{ name: ProviderState.demoMemberHas10Templates }], { name: 'One Too Many', itemIds: slotsWith() }, 'You can keep at most 10 templates'],
    ['an item in the slot of another type', [owns(HIGH_TON_ITEM)], { name: 'Mixed Up', itemIds: slotsWith({ id: HIGH_TON_ITEM.id, type: 73 }) }, 'This item does not fit this slot'],
    [
      'an expired item',
      [{ name: ProviderState.demoMemberItemExpired, params: { itemId: EXPIRED_BULL.id, type: EXPIRED_BULL.type, days: 5 } }],
      { name: 'Old Times', itemIds: slotsWith(EXPIRED_BULL) },
      'This item has expired: renew it first',
    ],
  ] as [string, State[], Record<string, unknown>, string][])('refuses %s with 101', (what, states, params, message) =>
    interaction({
      definition: insertTemplate,
      description: `the demo member saves ${what}`,
      states,
      params,
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('refuses a template of 13 item ids with 101', () =>
    interaction({
      definition: insertTemplate,
      description: 'the demo member saves a template of 13 item ids',
      params: { name: 'Short', itemIds: slotsWith().slice(1) },
      raw: true,
      body: failure(101, 'Invalid parameter: itemIds'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () => visitorInteraction(insertTemplate, 'saves a template', { name: 'League Night', itemIds: slotsWith() }));
});

describe('itemTemplate.update (J /rpi/itemtemplate/update)', () => {
  it('renames and refills an own template', () =>
    interaction({
      definition: updateTemplate,
      description: 'the demo member updates their template',
      states: [{ name: ProviderState.demoMemberHasTemplate, params: { templateId: TEMPLATE_ID } }, owns(HIGH_TON_ITEM)],
      params: { id: TEMPLATE_ID, name: 'Finals', itemIds: slotsWith(HIGH_TON_ITEM) },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    [
      "another member's template",
      [{ name: ProviderState.memberHasTemplate, params: { memberId: OTHER_MEMBER_ID, templateId: OTHER_TEMPLATE_ID } }],
      OTHER_TEMPLATE_ID,
      'This template is not yours',
    ],
    ['a template that does not exist', [{ name: ProviderState.noTemplateWithId, params: { templateId: UNKNOWN_TEMPLATE_ID } }], UNKNOWN_TEMPLATE_ID, 'This template does not exist'],
  ] as [string, State[], number, string][])('refuses to update %s with 101', (what, states, id, message) =>
    interaction({
      definition: updateTemplate,
      description: `the demo member updates ${what}`,
      states,
      params: { id, name: 'Mine Now', itemIds: slotsWith() },
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('answers a visitor 198', () => visitorInteraction(updateTemplate, 'updates a template', { id: TEMPLATE_ID, name: 'Finals', itemIds: slotsWith() }));
});

describe('itemTemplate.delete (J /rpi/itemtemplate/delete, a bare JSON array)', () => {
  it('deletes own templates', () =>
    interaction({
      definition: deleteTemplates,
      description: 'the demo member deletes their template',
      states: [{ name: ProviderState.demoMemberHasTemplate, params: { templateId: TEMPLATE_ID } }],
      params: [TEMPLATE_ID],
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it("refuses a list with another member's template with 101", () =>
    interaction({
      definition: deleteTemplates,
      description: "the demo member deletes their template and another member's",
      states: [
        { name: ProviderState.demoMemberHasTemplate, params: { templateId: TEMPLATE_ID } },
        { name: ProviderState.memberHasTemplate, params: { memberId: OTHER_MEMBER_ID, templateId: OTHER_TEMPLATE_ID } },
      ],
      params: [TEMPLATE_ID, OTHER_TEMPLATE_ID],
      body: failure(101, 'This template is not yours'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () => visitorInteraction(deleteTemplates, 'deletes templates', [TEMPLATE_ID]));
});

describe('itemTemplate.change (F /rpi/itemtemplate/change)', () => {
  it('applies an own template to the slots', () =>
    interaction({
      definition: changeTemplate,
      description: 'the demo member applies their template',
      states: [{ name: ProviderState.demoMemberHasTemplate, params: { templateId: TEMPLATE_ID } }],
      params: { templateId: TEMPLATE_ID },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it('uses no template with -1', () =>
    interaction({
      definition: changeTemplate,
      description: 'the demo member chooses no template',
      params: { templateId: -1 },
      body: success(nullValue()),
      check: resolvesNull,
    }));

  it.each([
    [
      "another member's template",
      [{ name: ProviderState.memberHasTemplate, params: { memberId: OTHER_MEMBER_ID, templateId: OTHER_TEMPLATE_ID } }],
      OTHER_TEMPLATE_ID,
      'This template is not yours',
    ],
    ['a template that does not exist', [{ name: ProviderState.noTemplateWithId, params: { templateId: UNKNOWN_TEMPLATE_ID } }], UNKNOWN_TEMPLATE_ID, 'This template does not exist'],
  ] as [string, State[], number, string][])('refuses to apply %s with 101', (what, states, templateId, message) =>
    interaction({
      definition: changeTemplate,
      description: `the demo member applies ${what}`,
      states,
      params: { templateId },
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('answers a visitor 198', () => visitorInteraction(changeTemplate, 'applies a template', { templateId: TEMPLATE_ID }));
});
