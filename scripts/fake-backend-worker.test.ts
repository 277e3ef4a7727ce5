import { describe, expect, it, vi } from 'vitest';
import { ANSWERED_PATH } from '../mocks/browser-only/answered-paths.ts';
import { fakeBackendWorker } from './vite-plugins.ts';

/** The worker script the plugin emits, run in a stand-in for a service worker's global scope. */
function runWorker() {
  let source = '';
  const plugin = fakeBackendWorker({ fileName: 'fake-backend-worker.js', answered: ANSWERED_PATH });
  const emitFile = (file: { source: string }) => void (source = file.source);
  (plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void).call({ emitFile });
  const fetchListeners: Array<(event: unknown) => void> = [];
  const addEventListener = (type: string, listener: (event: unknown) => void) => type === 'fetch' && fetchListeners.push(listener);
  const self = { registration: { scope: 'https://demo.example/' }, clients: { matchAll: async () => [] }, skipWaiting: () => undefined };
  const caches = { open: async () => ({ match: async () => undefined, put: async () => undefined }) };
  new Function('addEventListener', 'self', 'caches', source)(addEventListener, self, caches);
  /** Whether msw's listener answers the request (calls respondWith), as a browser dispatches the event. */
  const mswAnswers = (url: string) => {
    let stopped = false;
    const event = {
      request: { url, cache: 'default', mode: 'cors', clone: () => ({}) },
      clientId: 'page',
      stopImmediatePropagation: () => void (stopped = true),
      respondWith: vi.fn((answer: Promise<unknown>) => void answer.catch(() => undefined)),
    };
    for (const listener of fetchListeners) {
      if (stopped) break;
      listener(event);
    }
    return event.respondWith.mock.calls.length > 0;
  };
  return { source, fetchListeners, mswAnswers };
}

describe('the demo service worker (fakeBackendWorker)', () => {
  it("is msw's worker, integrity checksum and all, with the filter's listener before msw's", () => {
    const { source, fetchListeners } = runWorker();
    expect(source).toMatch(/INTEGRITY_CHECKSUM|[0-9a-f]{32}/);
    expect(source).not.toContain('importScripts');
    expect(fetchListeners).toHaveLength(2);
  });

  it('hands msw the API calls and the developer channel, and leaves code and pictures to the network', () => {
    const { mswAnswers } = runWorker();
    expect(mswAnswers('https://demo.example/rpi/websitenews/officialNewsList')).toBe(true);
    expect(mswAnswers('https://demo.example/rps/login')).toBe(true);
    expect(mswAnswers('https://demo.example/__dev/outbox?to=a%40b.c')).toBe(true);
    expect(mswAnswers('https://demo.example/assets/index-abc.js')).toBe(false);
    expect(mswAnswers('https://demo.example/media/banners/1.jpg')).toBe(false);
    expect(mswAnswers('https://demo.example/News')).toBe(false);
  });
});
