import { describe, expect, it } from 'vitest';
import { findRefusals } from './refusals';

describe('findRefusals', () => {
  const refusals = findRefusals();

  it('reads the refusals a handler makes itself', () => {
    expect(refusals.get('newsInfo')).toEqual(['newsNotFound']);
    expect(refusals.get('officialNewsList')).toEqual([]);
  });

  it('follows the rules a handler calls, through their imports', () => {
    // handlers/friends.ts refuses notYourAccount itself; the rest comes from rules/friends.ts.
    expect(refusals.get('addFriend')).toEqual(['friendAlready', 'friendNotMetRecently', 'friendRequestPending', 'friendSelf', 'friendUnknownMember', 'notYourAccount']);
  });

  it('leaves out what every call may answer and texts that are no refusal', () => {
    const all = [...refusals.values()].flat();
    expect(all).not.toContain('invalidParameter');
    // The verification email's text, which sendEmail delivers but never answers.
    expect(refusals.get('sendEmail')).not.toContain('codeMessage');
  });
});
