import { styled } from '@linaria/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { myPagePath, myPageSections, type MyPageSection } from '@/shared/config';
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

/** Frames to wait for the section to appear: its code and translations may still be loading. */
const ANCHOR_WAIT_FRAMES = 180;

/** Scrolls to the element named by the navigation state `{ anchor: 'id' }`, once the page shows it. */
const useAnchorScroll = () => {
  const location = useLocation();
  const state: unknown = location.state;
  const anchor =
    typeof state === 'object' && state !== null && 'anchor' in state && typeof state.anchor === 'string'
      ? state.anchor
      : null;
  useEffect(() => {
    if (!anchor) return;
    // After the app's scroll-to-top of a new page, and once the section has rendered.
    let frames = 0;
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(anchor);
      if (target) target.scrollIntoView({ block: 'start' });
      else if ((frames += 1) < ANCHOR_WAIT_FRAMES) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [anchor, location.key]);
};

/** /MyPageIndex and its sub-pages: a side menu on wide screens, a scrollable tab bar on narrow ones. */
export const MyPageLayout = () => {
  const { t } = useTranslation('site');
  useAnchorScroll();
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
        <Content>
          {/* A sub-page's code and translations load here, the menu staying in place. */}
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Content>
      </Frame>
    </Container>
  );
};
