import { describe, expect, it } from 'vitest';
import { hashPassword } from '@/shared/api/wire';
import { DEMO_LOGIN, DEMO_PASSWORD_HASH, SEEDED_MEMBER_PASSWORD, SEEDED_MEMBER_PASSWORD_HASH } from './demo-member';

describe('the seeded passwords', () => {
  it('are stored as the portal sends them: the hashes written out are what hashPassword makes', () => {
    expect(DEMO_PASSWORD_HASH).toBe(hashPassword(DEMO_LOGIN.password));
    expect(SEEDED_MEMBER_PASSWORD_HASH).toBe(hashPassword(SEEDED_MEMBER_PASSWORD));
  });
});
