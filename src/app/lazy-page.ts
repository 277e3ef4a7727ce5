import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n, type MemberNamespace, type Namespace } from '@/shared/i18n';

export interface LazyPage extends LazyExoticComponent<ComponentType> {
  /** Starts fetching the page's code (once); the app calls it before i18n is up, for the first page. */
  preloadCode(): Promise<unknown>;
  /** The translation namespaces the page's screen uses. */
  namespaces: readonly (Namespace | MemberNamespace)[];
}

/**
 * A route's page as a lazy chunk that also fetches the translation namespaces its screen uses, at
 * the same time as its code: without them listed, each namespace the page meets would suspend it
 * in turn (a waterfall). app/route-namespaces.test.ts checks each list against the page's code.
 */
export const lazyPage = <Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: readonly (Namespace | MemberNamespace)[],
): LazyPage => {
  let code: Promise<Module> | null = null;
  const preloadCode = () => (code ??= load());
  const Page = lazy(() =>
    Promise.all([preloadCode(), i18n.loadNamespaces([...namespaces])]).then(([module]) => ({ default: pick(module) })),
  );
  return Object.assign(Page, { preloadCode, namespaces });
};
