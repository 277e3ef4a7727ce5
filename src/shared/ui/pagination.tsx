import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: var(--space-5);

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1);
    list-style: none;
    margin: 0;
    padding: 0;
  }

  & button {
    min-width: 40px;
    min-height: 40px;
    padding: 0 var(--space-2);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    font: inherit;
    cursor: pointer;
  }
  & button[aria-current='page'] {
    background: var(--color-ink);
    border-color: var(--color-ink);
    color: #fff;
    font-weight: 700;
  }
  & button:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  & li[aria-hidden] {
    align-self: center;
    padding: 0 var(--space-1);
  }
`;

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
}

export const Pagination = ({ page, pageSize, total, onChange, label }: PaginationProps) => {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <ul>
        <li>
          <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t('pagination.previous')}
          </button>
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
            {t('pagination.next')}
          </button>
        </li>
      </ul>
    </Nav>
  );
};
