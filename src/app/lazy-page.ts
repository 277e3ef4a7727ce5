import { allSettled, type EventCallable, type Scope } from 'effector';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n, type MemberNamespace, type Namespace } from '@/shared/i18n';
import type { PageAddress } from '@/shared/lib';
import { nextTask } from '@/shared/lib/next-task';

export interface LazyPage extends LazyExoticComponent<ComponentType> {
  /** Starts fetching the page's code (once). */
  preloadCode(): Promise<unknown>;
  /** The translation namespaces the page's screen uses. */
  namespaces: readonly (Namespace | MemberNamespace)[];
  /**
   * The app's start of its first page: runs the page's code and, for a page that can begin its
   * visit before it renders, sends its data calls in `scope` (without waiting for their answers),
   * each in a task of its own.
   */
  start(scope: Scope, address: PageAddress): Promise<void>;
}

/**
 * A route's page as a lazy chunk that also fetches the translation namespaces its screen uses, at
 * the same time as its code: without them listed, each namespace the page meets would suspend it
 * in turn (a waterfall). app/route-namespaces.test.ts checks each list against the page's code.
 * `visitStart` picks the page's `createPageVisit(...).started`, for a page whose data the app may
 * ask for before its first render (its answers then come sooner, and the first render's task is
 * shorter).
 */
export const lazyPage = <Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: readonly (Namespace | MemberNamespace)[],
  visitStart?: (module: Module) => EventCallable<PageAddress>,
): LazyPage => {
  let code: Promise<Module> | null = null;
  const preloadCode = () => (code ??= load());
  const start = async (scope: Scope, address: PageAddress) => {
    const module = await preloadCode();
    if (!visitStart) return;
    await nextTask();
    void allSettled(visitStart(module), { scope, params: address });
  };
  const Page = lazy(() =>
    Promise.all([preloadCode(), i18n.loadNamespaces([...namespaces])]).then(([module]) => ({ default: pick(module) })),
  );
  return Object.assign(Page, { preloadCode, namespaces, start });
};
