/**
 * Setup of the unit project. The fake backend's msw server starts here, at import time, before
 * any test file loads app modules: farfetched captures `fetch` when it loads, so it must already
 * be the intercepted one. Every test starts from freshly seeded default data.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { resetFakeBackend, server } from './mocks/node';

// jsdom has no modal dialogs; the app relies on the browser's <dialog>.showModal().
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// A request no handler serves is a test bug: fail loudly instead of reaching the network.
server.listen({ onUnhandledFrame: 'error' });

beforeEach(async () => {
  await resetFakeBackend();
});

// Vitest runs without globals, so Testing Library cannot unmount by itself.
afterEach(() => {
  if (typeof document === 'undefined') return; // node-environment files (scripts/)
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

afterAll(() => {
  server.close();
});
