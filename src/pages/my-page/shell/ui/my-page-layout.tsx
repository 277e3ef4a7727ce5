import { styled } from '@linaria/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { myPagePath, myPageSections, type MyPageSection } from '@/shared/config';
import { memberNamespaces } from '@/shared/i18n';
import { Container, Loading, PageTitle } from '@/shared/ui';

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

const links: readonly { section?: MyPageSection; key: string }[] = [
  { key: 'overview' },
  ...myPageSections.map((section) => ({ section, key: section })),
];

/** Scrolls to the element named by the navigation state `{ anchor: 'id' }`, once the page shows it. */
const useAnchorScroll = (contentShown: boolean) => {
  const location = useLocation();
  const state: unknown = location.state;
  const anchor =
    typeof state === 'object' && state !== null && 'anchor' in state && typeof state.anchor === 'string'
      ? state.anchor
      : null;
  useEffect(() => {
    if (!anchor || !contentShown) return;
    // After the app's scroll-to-top of a new page, and after the section has rendered.
    const frame = requestAnimationFrame(() => {
      document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor, contentShown, location.key]);
};

/** /MyPageIndex and its sub-pages: a side menu on wide screens, a scrollable tab bar on narrow ones. */
export const MyPageLayout = () => {
  const { t } = useTranslation('site');
  // The member area's translations, fetched when it opens: the sub-pages wait for them, not the menu.
  const { ready } = useTranslation([...memberNamespaces]);
  useAnchorScroll(ready);
  return (
    <Container>
      <PageTitle>{t('myPage.title')}</PageTitle>
      <Frame>
        <Menu aria-label={t('myPage.menu')}>
          <ul>
            {links.map(({ section, key }) => (
              <li key={key}>
                <NavLink to={myPagePath(section)} end>
                  {t(`myPage.sections.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </Menu>
        <Content>{ready ? <Outlet /> : <Loading />}</Content>
      </Frame>
    </Container>
  );
};
