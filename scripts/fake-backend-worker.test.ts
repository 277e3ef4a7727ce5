import { describe, expect, it, vi } from 'vitest';
import { ANSWERED_PATH } from '../mocks/browser-only/answered-paths.ts';
import { fakeBackendWorker } from './vite-plugins.ts';

/** The worker script the plugin emits, run in a stand-in for a service worker's global scope. */
function runWorker() {
  let source = '';
  const plugin = fakeBackendWorker({ fileName: 'fake-backend-worker.js', answered: ANSWERED_PATH });
  const emitFile = (file: { source: string }) => void (source = file.source);
  (plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void).call({ emitFile });
  const listeners: Array<(event: unknown) => void> = [];
  const imported: string[] = [];
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => type === 'fetch' && listeners.push(listener),
    importScripts: (url: string) => imported.push(url),
  };
  new Function('addEventListener', 'importScripts', source)(scope.addEventListener, scope.importScripts);
  /** Whether msw's listener (registered by the imported script, after the filter) would see the request. */
  const reachesMsw = (url: string) => {
    const event = { request: { url }, stopImmediatePropagation: vi.fn() };
    for (const listener of listeners) listener(event);
    return event.stopImmediatePropagation.mock.calls.length === 0;
  };
  return { imported, listeners, reachesMsw };
}

describe('the demo service worker (fakeBackendWorker)', () => {
  it("loads msw's worker after its own filter, so the filter's listener runs first", () => {
    const { imported, listeners } = runWorker();
    expect(imported).toEqual(['./mockServiceWorker.js']);
    expect(listeners).toHaveLength(1);
  });

  it('hands msw the API calls and the developer channel, and leaves code and pictures to the network', () => {
    const { reachesMsw } = runWorker();
    expect(reachesMsw('https://demo.example/rpi/websitenews/officialNewsList')).toBe(true);
    expect(reachesMsw('https://demo.example/rps/login')).toBe(true);
    expect(reachesMsw('https://demo.example/__dev/outbox?to=a%40b.c')).toBe(true);
    expect(reachesMsw('https://demo.example/assets/index-abc.js')).toBe(false);
    expect(reachesMsw('https://demo.example/media/banners/1.jpg')).toBe(false);
    expect(reachesMsw('https://demo.example/News')).toBe(false);
  });
});
