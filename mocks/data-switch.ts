import { dataKey } from './persistence/persisted-database';
import type { ScenarioChoice } from './scenarios/choose-scenario';

/**
 * How the data of one scenario and seed is brought into the realm's one database
 * (mocks/db/collections.ts): the service worker loads what the browser kept, `mock:serve` a
 * snapshot it took when it left that data; both seed when there is none.
 */
export interface DataHolder {
  /** Whether the data in memory is `choice`'s. */
  holds(choice: ScenarioChoice): boolean;
  /** Puts `choice`'s data in memory in place of what is there (keeping that as the holder does). */
  bringIn(choice: ScenarioChoice): Promise<void>;
}

export interface DataSwitch {
  /**
   * Runs `task` once `choice`'s data is in memory; it stays there until the task settles. Tasks
   * on the same data run side by side; another scenario's wait for them, then their data comes in.
   * Once `signal` aborts (the request was given up on) the task no longer holds the data, or never
   * starts.
   */
  run<Result>(choice: ScenarioChoice, task: () => Promise<Result>, signal?: AbortSignal): Promise<Result>;
  /** Runs `task` alone, once the tasks running have settled (a reset that rewrites the data in memory). */
  exclusive<Result>(task: () => Promise<Result>, signal?: AbortSignal): Promise<Result>;
}

interface Waiter {
  /** Null for an exclusive task. */
  key: string | null;
  choice: ScenarioChoice | null;
  start(): void;
  fail(error: unknown): void;
}

/**
 * One database shared by requests of different scenarios and seeds, which interleave (tabs of the
 * demo, clients of `mock:serve`, the `X-Mock-Scenario` header): a task never sees another's data
 * come in under it. Waiting tasks go in order of arrival, except that every task waiting for the
 * data just brought in starts with it, so tasks alternating between two scenarios cost a switch
 * per batch, not per task.
 */
export function createDataSwitch(holder: DataHolder): DataSwitch {
  let running = 0;
  /** Data is being brought in, or an exclusive task runs. */
  let busy = false;
  const waiting: Waiter[] = [];

  const leave = (waiter: Waiter) => waiting.splice(waiting.indexOf(waiter), 1);

  const next = (): void => {
    const head = waiting[0];
    if (busy || !head) return;
    if (head.choice && holder.holds(head.choice)) {
      for (const waiter of waiting.filter((candidate) => candidate.key === head.key)) {
        leave(waiter);
        waiter.start();
      }
      return;
    }
    if (running > 0) return;
    busy = true;
    if (!head.choice) {
      leave(head);
      return head.start();
    }
    holder.bringIn(head.choice).then(
      () => {
        busy = false;
        next();
      },
      (error: unknown) => {
        busy = false;
        for (const waiter of waiting.filter((candidate) => candidate.key === head.key)) {
          leave(waiter);
          waiter.fail(error);
        }
        next();
      },
    );
  };

  /** Runs `task`, holding what `release` lets go when it settles or `signal` gives up on it, whichever comes first. */
  const hold = <Result>(task: () => Promise<Result>, signal: AbortSignal | undefined, release: () => void): Promise<Result> => {
    let held = true;
    const letGo = () => {
      if (!held) return;
      held = false;
      signal?.removeEventListener('abort', letGo);
      release();
      next();
    };
    signal?.addEventListener('abort', letGo);
    return (async () => task())().finally(letGo);
  };

  const enqueue = <Result>(choice: ScenarioChoice | null, begin: () => Promise<Result>, signal: AbortSignal | undefined): Promise<Result> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const giveUp = () => {
        leave(waiter);
        reject(signal!.reason);
        next();
      };
      const waiter: Waiter = {
        key: choice && dataKey(choice),
        choice,
        start() {
          signal?.removeEventListener('abort', giveUp);
          begin().then(resolve, reject);
        },
        fail(error) {
          signal?.removeEventListener('abort', giveUp);
          reject(error);
        },
      };
      signal?.addEventListener('abort', giveUp);
      waiting.push(waiter);
      next();
    });

  return {
    run(choice, task, signal) {
      const begin = () => {
        running += 1;
        return hold(task, signal, () => void (running -= 1));
      };
      if (!busy && waiting.length === 0 && holder.holds(choice) && !signal?.aborted) return begin();
      return enqueue(choice, begin, signal);
    },
    // `next` makes the switch busy before it starts an exclusive task.
    exclusive: (task, signal) => enqueue(null, () => hold(task, signal, () => void (busy = false)), signal),
  };
}
