import { describe, expect, it } from 'vitest';
import { db } from './collections';
import { demoCircle, playedWithLately } from './demo-circle';
import { DEMO_MEMBER_ID } from './demo-member';

describe('the demo member circle', () => {
  it('names different members for every role, from the seeded members', () => {
    const members = db.members.all();
    const circle = demoCircle(members);
    const roles = [circle.metRecently, circle.friends, circle.incoming, circle.outgoing, circle.declined];
    const everyone = roles.flat();
    expect(new Set(everyone).size).toBe(everyone.length);
    expect(everyone).not.toContain(DEMO_MEMBER_ID);
    expect(everyone.every((id) => members.some((member) => member.memberId === id))).toBe(true);
    expect(roles.map((role) => role.length)).toEqual([5, 12, 3, 1, 1]);
  });

  it("puts the recently met and the requested in the demo member's country", () => {
    const members = db.members.all();
    const circle = demoCircle(members);
    const countryOf = (id: number) => members.find((member) => member.memberId === id)?.countryId;
    const demoCountry = countryOf(DEMO_MEMBER_ID);
    expect([...circle.metRecently, ...circle.outgoing].map(countryOf)).toEqual(Array(6).fill(demoCountry));
    expect(playedWithLately(circle)).toEqual(expect.arrayContaining([...circle.metRecently, ...circle.outgoing]));
    expect(circle.starred.every((id) => circle.friends.includes(id))).toBe(true);
    expect(circle.friendsMetRecently.every((id) => circle.friends.includes(id))).toBe(true);
  });
});
