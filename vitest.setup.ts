/**
 * Setup of the unit projects. The fake backend's msw server starts here, at import time, before
 * any test file loads app modules: farfetched captures `fetch` when it loads, so it must already
 * be the intercepted one. Every test starts from freshly seeded default data, in English.
 *
 * Test files of a worker share their modules (`isolate: false`), as the pages of the app do: a
 * test runs with every slice an earlier file loaded wired in, so it holds in the whole app, not
 * only beside its own imports. What a test changes outside its effector scope is undone here.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { resetFakeBackend, server } from '@mocks/node';
import { i18n, initI18n } from './src/shared/i18n/instance';

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
  // English, also when an earlier test left a language change still loading (the last change wins).
  // Set up before any test runs: a language change asked of an instance not set up yet (an app
  // start in a model test) would make a later init end at once, with no translations loaded.
  if (i18n.isInitialized) await i18n.changeLanguage('en');
  else await initI18n('en');
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
