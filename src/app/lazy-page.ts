import { lazy, type ComponentType } from 'react';
import { i18n, type MemberNamespace, type Namespace } from '@/shared/i18n';

/**
 * A route's page as a lazy chunk that also fetches the translation namespaces its screen uses, at
 * the same time as its code: without them listed, each namespace the page meets would suspend it
 * in turn (a waterfall). app/route-namespaces.test.ts checks each list against the page's code.
 */
export const lazyPage = <Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: readonly (Namespace | MemberNamespace)[],
) => lazy(() => Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([module]) => ({ default: pick(module) })));
