import { MatchersV3 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import { addFriend, agreeFriend, callApi, friendList, starFriend, warFriends, type CallDefinition } from '@/shared/api/wire';
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

const { eachLike, fromProviderState, integer, nullValue, number, string } = MatchersV3;

beforeAll(clearPactsOncePerRun);

/** The demo member of every seed and scenario of the fake backend. */
const DEMO_MEMBER_ID = 10001;
/** Members the provider states relate to the demo member (seeded ids; a real provider creates them). */
const ASKING_MEMBER_ID = 10005;
const ASKED_MEMBER_ID = 10006;
const FRIEND_ID = 10007;
const MET_MEMBER_ID = 10008;
const UNMET_MEMBER_ID = 10009;
const UNKNOWN_MEMBER_ID = 99_999_999;
/** The relationship id a state creates: the request carries it as the interaction names it. */
const RELATIONSHIP_ID = 9001;
/** Example token: the verifier replaces it with the one the provider state created. */
const EXAMPLE_TOKEN = '5f0c2a9e5b7d4c1e8a6f2b9d3e7c5a11';
const LOGIN_MESSAGE = 'Please login and check!';

const withStateToken = () => ({
  ...requestHeaders({ form: true }),
  Authorization: fromProviderState('${token}', EXAMPLE_TOKEN),
});

const form = (params: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));

const send = <D extends CallDefinition>(definition: D, params: unknown, origin: string, token: string | null = EXAMPLE_TOKEN) =>
  callApi(definition, params as never, { origin, token, language: LANGUAGE });

type State = { name: string; params?: Record<string, string | number> };

/**
 * One interaction of a form call: the logged-in demo member (or a visitor) sends `params`; the
 * backend answers `body`; `check` is what the app makes of it.
 */
async function interaction<D extends CallDefinition>(options: {
  definition: D;
  description: string;
  states?: State[];
  visitor?: boolean;
  params: Record<string, string | number>;
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
      headers: options.visitor ? requestHeaders({ form: true }) : withStateToken(),
      body: form(options.params),
    })
    .willRespondWith({ status: 200, headers: jsonResponseHeaders, body: options.body });
  await pact.executeTest(async (mockServer) => {
    await options.check(send(options.definition, options.params, mockServer.url, options.visitor ? null : EXAMPLE_TOKEN));
  });
}

const rejectedWith = (code: number) => async (attempt: Promise<unknown>) => {
  await expect(attempt).rejects.toMatchObject({ name: 'ApiError', kind: code === 198 ? 'unauthorized' : 'rejected', code });
};

const friendRow = {
  friendId: integer(FRIEND_ID),
  memberRelationshipId: integer(RELATIONSHIP_ID),
  friendName: string('Olivia Walsh'),
  friendPortrait: string('/media/avatars/avatar-07.svg'),
  rating: number(11.25),
  ppd: number(22.4),
  mpr: number(2.61),
  star: integer(0),
};

const listParams = (status: 0 | 1, overrides: Record<string, string | number> = {}) => ({
  type: 0,
  status,
  memberId: DEMO_MEMBER_ID,
  friendName: '',
  pageNum: 1,
  pageSize: 10,
  ...overrides,
});

describe('friend.friendList (F /rpi/friend/friendList)', () => {
  const relationship = { memberId: FRIEND_ID, relationshipId: RELATIONSHIP_ID };

  // One row a page: every row of a list must match the row's types, and real members may have
  // no portrait (null), which a Pact V3 matcher cannot allow beside a text. The newest comes first.
  it("answers a page of the demo member's accepted friends, the newest friendship first", () =>
    interaction({
      definition: friendList,
      description: 'the demo member reads their newest friend',
      states: [{ name: ProviderState.friendsWithMember, params: relationship }],
      params: listParams(1, { pageSize: 1 }),
      body: success({ list: eachLike(friendRow), total: integer(13) }),
      check: async (attempt) => {
        const page = (await attempt) as { list: unknown[]; total: number };
        expect(page.list[0]).toEqual({ friendId: FRIEND_ID, memberRelationshipId: RELATIONSHIP_ID, friendName: 'Olivia Walsh', friendPortrait: '/media/avatars/avatar-07.svg', rating: 11.25, ppd: 22.4, mpr: 2.61, star: 0 });
        expect(page.total).toBe(13);
      },
    }));

  it('answers the requests waiting for the demo member (status 0)', () =>
    interaction({
      definition: friendList,
      description: 'the demo member reads the newest friend request sent to them',
      states: [{ name: ProviderState.friendRequestFromMember, params: { memberId: ASKING_MEMBER_ID, relationshipId: RELATIONSHIP_ID } }],
      params: listParams(0, { pageSize: 1 }),
      body: success({ list: eachLike({ ...friendRow, friendId: integer(ASKING_MEMBER_ID) }), total: integer(4) }),
      check: async (attempt) => {
        await expect(attempt).resolves.toMatchObject({ list: [{ friendId: ASKING_MEMBER_ID, memberRelationshipId: RELATIONSHIP_ID }], total: 4 });
      },
    }));

  it('answers an empty page when no friend has the name searched for', () =>
    interaction({
      definition: friendList,
      description: 'the demo member searches close friends for a name nobody has',
      params: listParams(1, { type: 2, friendName: 'Nobody Has This Name' }),
      body: success({ list: [], total: 0 }),
      check: async (attempt) => {
        await expect(attempt).resolves.toEqual({ list: [], total: 0 });
      },
    }));

  it("refuses another member's list with 101", () =>
    interaction({
      definition: friendList,
      description: "the demo member asks for another member's friends",
      params: listParams(1, { memberId: FRIEND_ID }),
      body: failure(101, 'Not your account'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () =>
    interaction({
      definition: friendList,
      description: 'a visitor without a token asks for friends',
      visitor: true,
      params: listParams(1),
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('friend.warFriends (F /rpi/friend/warFriends)', () => {
  it('answers the players met in the last 7 days who are not friends yet, with the last day played', () =>
    interaction({
      definition: warFriends,
      description: 'the demo member reads the players they met lately',
      states: [{ name: ProviderState.metMemberLately, params: { memberId: MET_MEMBER_ID } }],
      params: { memberId: DEMO_MEMBER_ID, friendName: '' },
      body: success(
        eachLike({
          friendId: integer(MET_MEMBER_ID),
          friendName: string('Jack Lee'),
          portrait: string('/media/avatars/avatar-12.svg'),
          rating: number(9.5),
          ppd: number(20.45),
          mpr: number(2.3),
          playDate: backendDateText('2026-05-19 20:14:00'),
        }),
      ),
      check: async (attempt) => {
        await expect(attempt).resolves.toEqual([
          { friendId: MET_MEMBER_ID, friendName: 'Jack Lee', portrait: '/media/avatars/avatar-12.svg', rating: 9.5, ppd: 20.45, mpr: 2.3, playDate: '2026-05-19 20:14:00' },
        ]);
      },
    }));

  it("refuses another member's players with 101", () =>
    interaction({
      definition: warFriends,
      description: "the demo member asks for another member's players met lately",
      params: { memberId: FRIEND_ID, friendName: '' },
      body: failure(101, 'Not your account'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () =>
    interaction({
      definition: warFriends,
      description: 'a visitor without a token asks for players met lately',
      visitor: true,
      params: { memberId: DEMO_MEMBER_ID, friendName: '' },
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('friend.addFriend (F /rpi/friend/addFriend)', () => {
  const ask = (friendId: number) => ({ memberId: DEMO_MEMBER_ID, friendId });

  it('sends a request to a player met lately', () =>
    interaction({
      definition: addFriend,
      description: 'the demo member asks a player met lately to be friends',
      states: [{ name: ProviderState.metMemberLately, params: { memberId: MET_MEMBER_ID } }],
      params: ask(MET_MEMBER_ID),
      body: success(nullValue()),
      check: async (attempt) => {
        await expect(attempt).resolves.toBeNull();
      },
    }));

  it.each([
    ['the demo member themself', [], DEMO_MEMBER_ID, 'You cannot add yourself as a friend'],
    ['a member who does not exist', [{ name: ProviderState.noMemberWithId, params: { memberId: UNKNOWN_MEMBER_ID } }], UNKNOWN_MEMBER_ID, 'This member does not exist'],
    ['a friend', [{ name: ProviderState.friendsWithMember, params: { memberId: FRIEND_ID, relationshipId: RELATIONSHIP_ID } }], FRIEND_ID, 'You are already friends'],
    [
      'a member whose request waits for an answer',
      [{ name: ProviderState.friendRequestFromMember, params: { memberId: ASKING_MEMBER_ID, relationshipId: RELATIONSHIP_ID } }],
      ASKING_MEMBER_ID,
      'A friend request between you is already waiting for an answer',
    ],
    [
      'a player not met in the last 7 days',
      [{ name: ProviderState.notMetMemberLately, params: { memberId: UNMET_MEMBER_ID } }],
      UNMET_MEMBER_ID,
      'You can only add players you played with in the last 7 days',
    ],
  ] as [string, State[], number, string][])('refuses to ask %s with 101', (what, states, friendId, message) =>
    interaction({
      definition: addFriend,
      description: `the demo member asks ${what} to be friends`,
      states,
      params: ask(friendId),
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('refuses a request in the name of another member with 101', () =>
    interaction({
      definition: addFriend,
      description: 'the demo member sends a request in the name of another member',
      states: [{ name: ProviderState.metMemberLately, params: { memberId: MET_MEMBER_ID } }],
      params: { memberId: FRIEND_ID, friendId: MET_MEMBER_ID },
      body: failure(101, 'Not your account'),
      check: rejectedWith(101),
    }));

  it('answers a visitor 198', () =>
    interaction({
      definition: addFriend,
      description: 'a visitor without a token sends a friend request',
      visitor: true,
      params: ask(MET_MEMBER_ID),
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('friend.agreeFriend (F /rpi/friend/agreeFriend)', () => {
  const incoming = { name: ProviderState.friendRequestFromMember, params: { memberId: ASKING_MEMBER_ID, relationshipId: RELATIONSHIP_ID } };

  it.each([
    [1, 'agrees to'],
    [2, 'declines'],
  ] as const)('answers a request sent to the demo member (status %s)', (status, verb) =>
    interaction({
      definition: agreeFriend,
      description: `the demo member ${verb} a friend request sent to them`,
      states: [incoming],
      params: { memberRelationshipId: RELATIONSHIP_ID, status },
      body: success(nullValue()),
      check: async (attempt) => {
        await expect(attempt).resolves.toBeNull();
      },
    }),
  );

  it.each([
    [
      'their own request (only its recipient answers)',
      { name: ProviderState.friendRequestToMember, params: { memberId: ASKED_MEMBER_ID, relationshipId: RELATIONSHIP_ID } },
      'Only the member who received this friend request can answer it',
    ],
    [
      'a request answered already',
      { name: ProviderState.friendsWithMember, params: { memberId: FRIEND_ID, relationshipId: RELATIONSHIP_ID } },
      'This friend request has already been answered',
    ],
    ['a request that does not exist', { name: ProviderState.noFriendRelationshipWithId, params: { relationshipId: RELATIONSHIP_ID } }, 'This friend request does not exist'],
  ] as [string, State, string][])('refuses to answer %s with 101', (what, state, message) =>
    interaction({
      definition: agreeFriend,
      description: `the demo member answers ${what}`,
      states: [state],
      params: { memberRelationshipId: RELATIONSHIP_ID, status: 1 },
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('answers a visitor 198', () =>
    interaction({
      definition: agreeFriend,
      description: 'a visitor without a token answers a friend request',
      visitor: true,
      params: { memberRelationshipId: RELATIONSHIP_ID, status: 1 },
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});

describe('friend.starFriend (F /rpi/friend/starFriend)', () => {
  it.each([1, 0] as const)("sets the demo member's close-friend star to %s", (star) =>
    interaction({
      definition: starFriend,
      description: `the demo member sets the star of a friend to ${star}`,
      states: [{ name: ProviderState.friendsWithMember, params: { memberId: FRIEND_ID, relationshipId: RELATIONSHIP_ID } }],
      params: { memberRelationshipId: RELATIONSHIP_ID, star },
      body: success(nullValue()),
      check: async (attempt) => {
        await expect(attempt).resolves.toBeNull();
      },
    }),
  );

  it.each([
    [
      'a pending request (only friends get a star)',
      { name: ProviderState.friendRequestFromMember, params: { memberId: ASKING_MEMBER_ID, relationshipId: RELATIONSHIP_ID } },
      'Only friends can be marked as close friends',
    ],
    ['a relationship that does not exist', { name: ProviderState.noFriendRelationshipWithId, params: { relationshipId: RELATIONSHIP_ID } }, 'This friend request does not exist'],
  ] as [string, State, string][])('refuses to star %s with 101', (what, state, message) =>
    interaction({
      definition: starFriend,
      description: `the demo member stars ${what}`,
      states: [state],
      params: { memberRelationshipId: RELATIONSHIP_ID, star: 1 },
      body: failure(101, message),
      check: rejectedWith(101),
    }),
  );

  it('answers a visitor 198', () =>
    interaction({
      definition: starFriend,
      description: 'a visitor without a token stars a friend',
      visitor: true,
      params: { memberRelationshipId: RELATIONSHIP_ID, star: 1 },
      body: failure(198, LOGIN_MESSAGE),
      check: rejectedWith(198),
    }));
});
