/**
 * msw refreshes its service worker in the background when a page starts (`registration.update()`)
 * and leaves the promise unwatched (mswjs/msw#2006). A refresh cut short, by the page leaving
 * while it runs or a short-lived server hiccup, changes nothing: the worker in place keeps serving
 * the fake backend. Unwatched, it would still reach the console as the page's uncaught error.
 */
export const isWorkerRefreshFailure = (reason: unknown, workerUrl: string): boolean =>
  reason instanceof Error &&
  reason.message.startsWith('Failed to update a ServiceWorker') &&
  reason.message.includes(`with script ('${workerUrl}')`);

/** Keeps failed background refreshes of the worker at `workerUrl` (absolute) out of the page's errors: a note in the console instead. */
export function quietWorkerRefreshFailures(workerUrl: string): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isWorkerRefreshFailure(event.reason, workerUrl)) return;
    event.preventDefault();
    console.info(`[fake backend] the background refresh of its worker did not finish; the worker in place keeps serving (${(event.reason as Error).message})`);
  });
}
