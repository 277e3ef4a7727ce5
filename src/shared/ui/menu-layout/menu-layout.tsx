import { styled } from '@linaria/react';
import { Suspense, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Container, PageTitle } from '../layout';
import { Loading } from '../status-view';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
  min-width: 0;

  & > :first-child {
    margin-right: auto;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-4);
  min-width: 0;
`;

const Frame = styled.div`
  display: grid;
  gap: var(--space-4);
  min-width: 0;
  margin-bottom: var(--space-7);

  @media (min-width: 960px) {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

const Menu = styled.nav`
  min-width: 0;

  & ul {
    display: flex;
    gap: var(--space-2);
    margin: 0;
    padding: 0 0 var(--space-2);
    list-style: none;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    border-bottom: 1px solid var(--color-line, #ddd);
  }
  & a {
    display: block;
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-s);
    white-space: nowrap;
    text-decoration: none;
    color: var(--color-ink);
  }
  & a[aria-current='page'] {
    background: var(--color-brand-soft);
    color: var(--color-brand-strong);
    font-weight: 700;
  }

  @media (min-width: 960px) {
    position: sticky;
    top: var(--space-4);

    & ul {
      flex-direction: column;
      overflow-x: visible;
      padding: 0;
      border-bottom: 0;
    }
  }
`;

const Content = styled.div`
  min-width: 0;
`;

export interface MenuLayoutLink {
  to: string;
  label: string;
}

export interface MenuLayoutProps {
  title: string;
  /** The menu's accessible name. */
  menuLabel: string;
  links: readonly MenuLayoutLink[];
  /** What sits beside the title (a balance, a button), wrapping under it on a phone. */
  tools?: ReactNode;
}

/**
 * A member area's frame (My page, the item shop): its title, a side menu of its pages on wide
 * screens and a scrollable tab bar on narrow ones, and the current page (a route's Outlet).
 */
export const MenuLayout = ({ title, menuLabel, links, tools }: MenuLayoutProps) => (
  <Container>
    <Heading>
      <PageTitle>{title}</PageTitle>
      {tools && <Tools>{tools}</Tools>}
    </Heading>
    <Frame>
      <Menu aria-label={menuLabel}>
        <ul>
          {links.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Menu>
      <Content>
        {/* A sub-page's code and translations load here, the menu staying in place. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Content>
    </Frame>
  </Container>
);
