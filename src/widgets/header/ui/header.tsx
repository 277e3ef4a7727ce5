import { useUnit } from 'effector-react';
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { $session } from '@/entities/session';
import { CountryLanguageButton, CountryLanguageDialog } from '@/features/pick-country-language';
import { LogoutButton } from '@/features/logout';
import { routes } from '@/shared/config';
import { containerClass } from '@/shared/ui';
import { comingSoonItems, sectionItems } from '../config/menu';
import { Logo } from './logo';
import { Actions, Bar, brandClass, MenuToggle, Nav, Row } from './header.styles';

// The member's badge (portrait, nickname) is a chunk of its own, fetched only for a member.
const MemberBadge = lazy(() => import('./member-badge').then(({ MemberBadge: Badge }) => ({ default: Badge })));

/** The badge's place while its chunk loads: the same link and size, the login name, no portrait yet. */
const MemberBadgePlaceholder = ({ username }: { username: string }) => (
  <Link className="member" to={routes.myPage} title={username}>
    <span className="portrait-placeholder" aria-hidden="true" />
    <span className="name">{username}</span>
  </Link>
);

export interface HeaderProps {
  /**
   * What a member gets beside the badge (the gift box button): app/ composes it, since a widget
   * does not render another widget. Shown only for a member, in a 44 px place kept while it loads.
   */
  memberTools?: ReactNode;
}

export const Header = ({ memberTools }: HeaderProps) => {
  const { t } = useTranslation();
  const session = useUnit($session);
  const navId = useId();
  const comingSoonId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The small-screen menu belongs to the page it was opened on: a new page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <Bar>
      <Row
        className={containerClass}
        onKeyDown={(event) => {
          // Escape closes the small-screen menu, as it closes a dialog, and the focus goes back to its button.
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpenOn(null);
          toggleRef.current?.focus();
        }}
      >
        <Link className={brandClass} to={routes.home} aria-label={t('app.homeLink')}>
          <Logo />
          <span>{t('app.name')}</span>
        </Link>
        <Actions>
          <CountryLanguageButton className="globe" />
          {session ? (
            <>
              {memberTools && <Suspense fallback={<span className="tool-placeholder" aria-hidden="true" />}>{memberTools}</Suspense>}
              <Suspense fallback={<MemberBadgePlaceholder username={session.username} />}>
                <MemberBadge username={session.username} />
              </Suspense>
              <LogoutButton className="logout" />
            </>
          ) : (
            <Link className="login" to={routes.login}>
              {t('nav.login')}
            </Link>
          )}
          <MenuToggle
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={t('nav.menu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </MenuToggle>
        </Actions>
        <Nav id={navId} aria-label={t('nav.label')} data-open={menuOpen}>
          <ul>
            {sectionItems.map((item) => (
              <li key={item.labelKey}>
                <NavLink to={item.path} end>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
            {/* Wide screens: the sections still to come behind one button, so the menu keeps to one row. */}
            <li className="coming-soon">
              <button type="button" popoverTarget={comingSoonId}>
                {t('nav.more')}
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
              <ul id={comingSoonId} popover="auto">
                {comingSoonItems.map((item) => (
                  <li key={item.labelKey}>
                    {/* Spec: these menu items exist but are disabled. */}
                    <a role="link" aria-disabled="true">
                      {t(item.labelKey)} <small>{t('nav.soon')}</small>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
            {/* Phones: logging out is in the menu, so the member's bar keeps to one row. */}
            {session && menuOpen && (
              <li className="menu-logout">
                <LogoutButton />
              </li>
            )}
          </ul>
        </Nav>
      </Row>
      <CountryLanguageDialog />
    </Bar>
  );
};
