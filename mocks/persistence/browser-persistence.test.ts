import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { keepDataInBrowser } from './browser-persistence';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the fake backend data in a browser without IndexedDB (and in Node)', () => {
  it('seeds afresh, says the data is kept nowhere, and still answers every call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    db.members.delete((q) => q.where({ memberId: DEMO_MEMBER_ID }));

    const kept = keepDataInBrowser({ scenario: 'default', seed: 1 }, '/');

    expect(await kept.started).toBe('seeded, not kept');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/cannot keep the data/), expect.anything());
    expect(db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))).toBeTruthy();
    await expect(kept.callStarted('call-1')).resolves.toBeUndefined();
    kept.callEnded('call-1');
    await expect(kept.reset()).resolves.toBeUndefined();
    kept.dispose();
  });
});
