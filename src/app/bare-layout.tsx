import { Suspense, type ReactNode } from 'react';
import { Loading, ToastRegion } from '@/shared/ui';

/** For pages shown without the site's header and footer (/alpha/download): a main landmark and toasts. */
export const BareLayout = ({ children }: { children: ReactNode }) => (
  <>
    <main id="main" tabIndex={-1}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </main>
    <ToastRegion />
  </>
);
