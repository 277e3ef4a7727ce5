/**
 * Setup of the unit project. The fake backend's msw server starts here, at import time, before
 * any test file loads app modules: farfetched captures `fetch` when it loads, so it must already
 * be the intercepted one. Every test starts from freshly seeded default data.
 */
import { afterAll, beforeEach } from 'vitest';
import { resetFakeBackend, server } from './mocks/node';

// A request no handler serves is a test bug: fail loudly instead of reaching the network.
server.listen({ onUnhandledFrame: 'error' });

beforeEach(async () => {
  await resetFakeBackend();
});

afterAll(() => {
  server.close();
});
