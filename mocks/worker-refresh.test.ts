import { describe, expect, it } from 'vitest';
import { isWorkerRefreshFailure } from './worker-refresh';

const workerUrl = 'http://127.0.0.1:4173/mockServiceWorker.js';

describe('a failed background refresh of the fake backend worker', () => {
  it('is told from the rest by its message and its script', () => {
    const refresh = new TypeError(`Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script ('${workerUrl}'): Not found`);
    expect(isWorkerRefreshFailure(refresh, workerUrl)).toBe(true);
  });

  it('leaves every other error to the page: registrations, other workers, anything else', () => {
    const registration = new TypeError(`Failed to register a ServiceWorker for scope ('http://127.0.0.1:4173/') with script ('${workerUrl}'): 404`);
    const otherWorker = new TypeError(`Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script ('http://127.0.0.1:4173/sw.js'): Not found`);
    expect(isWorkerRefreshFailure(registration, workerUrl)).toBe(false);
    expect(isWorkerRefreshFailure(otherWorker, workerUrl)).toBe(false);
    expect(isWorkerRefreshFailure(new Error('boom'), workerUrl)).toBe(false);
    expect(isWorkerRefreshFailure(`Failed to update a ServiceWorker with script ('${workerUrl}')`, workerUrl)).toBe(false);
  });
});
