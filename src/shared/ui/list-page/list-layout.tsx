import { styled } from '@linaria/react';
import type { ReactNode } from 'react';

const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 320px;

    &[data-aside='wide'] {
      grid-template-columns: minmax(0, 1fr) 360px;
    }
  }
`;

const Aside = styled.div`
  @media (min-width: 960px) {
    grid-column: 2;
    grid-row: 1;
    position: sticky;
    top: 88px;
  }
`;

export interface AsideLayoutProps {
  /** What stands beside the list: pinned news, a calendar. */
  aside: ReactNode;
  /** 360 px instead of 320 (a month's calendar). */
  wideAside?: boolean;
  children: ReactNode;
}

/**
 * A list page's main column with its aside: on a phone the aside comes first, above the list; on a
 * wide screen it stands to the right and stays in view under the header while the list scrolls.
 */
export const AsideLayout = ({ aside, wideAside = false, children }: AsideLayoutProps) => (
  <Layout data-aside={wideAside ? 'wide' : undefined}>
    <Aside>{aside}</Aside>
    {children}
  </Layout>
);

/** The filters and search above a list, one under the other; the search box no wider than 480 px. */
export const ListToolbar = styled.div`
  display: grid;
  gap: var(--space-3);
  margin-bottom: var(--space-4);

  & form {
    max-width: 480px;
  }
`;
