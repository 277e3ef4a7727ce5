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
    // It answers nothing itself: msw goes on to the call's own handler.
    const result = await kept.handler.run({ request: new Request('http://localhost/rps/countrylist'), requestId: 'call-1' });
    expect(result).not.toBeNull();
    expect(result?.response).toBeUndefined();
    // Page assets are none of its business.
    expect(await kept.handler.run({ request: new Request('http://localhost/assets/app.js'), requestId: 'asset' })).toBeNull();
    kept.callEnded('call-1');
    await expect(kept.reset()).resolves.toBeUndefined();
  });
});
