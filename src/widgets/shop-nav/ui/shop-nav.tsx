import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { routes } from '@/shared/config';
import { rowListClass } from '@/shared/ui';

const Nav = styled.nav`
  margin-top: var(--space-4);

  & a {
    display: inline-block;
    padding: var(--space-1) var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: 999px;
    background: var(--color-paper);
    color: var(--color-ink);
    text-decoration: none;
    font-weight: 600;
  }
  & a[aria-current='page'] {
    background: var(--color-ink);
    border-color: var(--color-ink);
    color: #fff;
  }
`;

const LINKS = [
  { to: routes.shops, key: 'shops:nav.home' },
  { to: routes.shopSearch, key: 'shops:nav.search' },
  { to: routes.newShops, key: 'shops:nav.newShops' },
  { to: routes.shopThemes, key: 'shops:nav.themes' },
] as const;

/** Links between the shop pages; the current one is marked for assistive technology too. */
export const ShopNav = () => {
  const { t } = useTranslation('shops');
  return (
    <Nav aria-label={t('nav.label')}>
      <ul className={rowListClass}>
        {LINKS.map(({ to, key }) => (
          <li key={to}>
            <NavLink to={to} end>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
};
