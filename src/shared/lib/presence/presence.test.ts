import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createPresence } from './presence';

describe('createPresence', () => {
  it('is on screen while any of the components showing it is mounted', async () => {
    const presence = createPresence('test');
    const scope = fork();
    expect(scope.getState(presence.$onScreen)).toBe(false);
    await allSettled(presence.shown, { scope });
    await allSettled(presence.shown, { scope });
    await allSettled(presence.hidden, { scope });
    expect(scope.getState(presence.$onScreen)).toBe(true);
    await allSettled(presence.hidden, { scope });
    expect(scope.getState(presence.$onScreen)).toBe(false);
    // An extra unmount (a remount in StrictMode's order) never counts below zero.
    await allSettled(presence.hidden, { scope });
    await allSettled(presence.shown, { scope });
    expect(scope.getState(presence.$onScreen)).toBe(true);
  });
});
