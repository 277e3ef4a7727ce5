import { describe, expect, it } from 'vitest';
import {
  addFriend,
  agreeFriend,
  friendList,
  getAwardMessage,
  starFriend,
  updateAccountInfo,
  warFriends,
} from '@/shared/api/wire';
import { demoCircle } from '../db/demo-circle';
import { db, DEMO_MEMBER_ID } from '../node';
import { call, given } from '../test-support';

const friends = (token: string, status: 0 | 1) =>
  call(friendList, { memberId: DEMO_MEMBER_ID, status, type: 0, friendName: '', pageNum: 1, pageSize: 999 }, token);
const account = (changes: Record<string, unknown>) => ({ memberId: DEMO_MEMBER_ID, countryId: 617, nickname: 'Demo Player', email: 'demo@example.com', acceptMail: 1, ...changes });

describe('the friend provider states', () => {
  it('relate a member to the demo member under the id the interaction names, replacing the seeded relationship', async () => {
    const member = demoCircle(db.members.all()).friends[0]!;
    const pending = await given({ state: 'member {memberId} has asked the demo member to be friends (request {relationshipId})', params: { memberId: member, relationshipId: 9001 } });
    expect((await friends(pending.token, 0)).list[0]).toMatchObject({ friendId: member, memberRelationshipId: 9001 });
    expect((await friends(pending.token, 1)).list.map((row) => row.friendId)).not.toContain(member);

    const asked = await given({ state: 'the demo member has asked member {memberId} to be friends (request {relationshipId})', params: { memberId: member, relationshipId: 9002 } });
    await expect(call(agreeFriend, { memberRelationshipId: 9002, status: 1 }, asked.token)).rejects.toMatchObject({ message: 'Only the member who received this friend request can answer it' });

    const accepted = await given({ state: 'the demo member and member {memberId} are friends (relationship {relationshipId})', params: { memberId: 10_005, relationshipId: 9003 } });
    expect((await call(friendList, { memberId: DEMO_MEMBER_ID, status: 1, pageSize: 1 }, accepted.token)).list[0]).toMatchObject({ friendId: 10_005, memberRelationshipId: 9003 });

    const none = await given({ state: 'no friend relationship has id {relationshipId}', params: { relationshipId: 1 } });
    await expect(call(starFriend, { memberRelationshipId: 1, star: 1 }, none.token)).rejects.toMatchObject({ message: 'This friend request does not exist' });
  });

  it('make a member met lately, or not, with no relationship either way', async () => {
    const friend = demoCircle(db.members.all()).friends[1]!;
    const met = await given({ state: 'the demo member played with member {memberId} in the last 7 days and has no relationship with them', params: { memberId: friend } });
    expect((await call(warFriends, { memberId: DEMO_MEMBER_ID }, met.token)).map((player) => player.friendId)).toContain(friend);

    const stranger = demoCircle(db.members.all()).metRecently[0]!;
    const unmet = await given({ state: 'the demo member has not played with member {memberId} in the last 7 days and has no relationship with them', params: { memberId: stranger } });
    await expect(call(addFriend, { memberId: DEMO_MEMBER_ID, friendId: stranger }, unmet.token)).rejects.toMatchObject({
      message: 'You can only add players you played with in the last 7 days',
    });

    const gone = await given({ state: 'no member has id {memberId}', params: { memberId: 99_999_999 } });
    await expect(call(addFriend, { memberId: DEMO_MEMBER_ID, friendId: 99_999_999 }, gone.token)).rejects.toMatchObject({ message: 'This member does not exist' });
  });
});

describe('the account settings provider states', () => {
  it('give an address to another member, a shop to a country, and an upload to the demo member', async () => {
    const taken = await given({ state: 'another member uses the email {email}', params: { email: 'taken@example.com' } });
    await expect(call(updateAccountInfo, account({ email: 'taken@example.com', emailCode: '123456' }), taken.token)).rejects.toMatchObject({
      message: 'This email address is already used by another account',
    });

    const foreign = await given({ state: 'shop {shopId} is a shop of country {countryId}', params: { shopId: 1, countryId: 208 } });
    await expect(call(updateAccountInfo, account({ homeShopId: 1 }), foreign.token)).rejects.toMatchObject({ message: 'The home shop must be a shop of your country' });
    const own = await given({ state: 'shop {shopId} is a shop of country {countryId}', params: { shopId: 424_242, countryId: 617 } });
    await expect(call(updateAccountInfo, account({ homeShopId: 424_242 }), own.token)).resolves.toBeNull();

    const uploaded = await given({ state: 'the demo member has uploaded a portrait' });
    expect(uploaded.portrait).toMatch(/^\/rpi\/picture\/uploads\/[0-9a-f]{32}\.png$/);
    await expect(call(updateAccountInfo, account({ portrait: uploaded.portrait }), uploaded.token)).resolves.toBeNull();
    const image = await fetch(`http://localhost${String(uploaded.portrait)}`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('save or clear the demo member\'s award messages', async () => {
    const saved = await given({ state: 'the demo member has saved award messages' });
    expect((await call(getAwardMessage, { memberId: DEMO_MEMBER_ID }, saved.token)).awardMessage).toMatch(/^\{"lowTon":/);
    const never = await given({ state: 'the demo member has never set award messages' });
    expect(await call(getAwardMessage, { memberId: DEMO_MEMBER_ID }, never.token)).toEqual({ awardMessage: null });
  });
});
