import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-7) var(--space-4);
  text-align: center;
  color: var(--color-ink-soft);

  & svg {
    width: 56px;
    height: 56px;
    color: var(--color-line);
  }
  & p {
    margin: 0;
  }
  & strong,
  & h1 {
    margin: 0;
    color: var(--color-ink);
    font-size: 18px;
  }
`;

/** The state's title: bold text inside a page, the page's own heading when the state is the whole page. */
const Title = ({ children, pageTitle }: { children: ReactNode; pageTitle?: boolean }) =>
  pageTitle ? <h1>{children}</h1> : <strong>{children}</strong>;

const Spinner = styled.span`
  width: 32px;
  height: 32px;
  border: 3px solid var(--color-line);
  border-top-color: var(--color-brand);
  border-radius: 50%;
  animation: spin 0.8s linear infinite;

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const Board = () => (
  <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
    <circle cx="24" cy="24" r="14" fill="none" stroke="currentColor" strokeWidth="3" />
    <circle cx="24" cy="24" r="5" fill="currentColor" />
  </svg>
);

export const Loading = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <p>{label ?? t('status.loading')}</p>
    </Box>
  );
};

/** The no-data placeholder of the spec. `pageTitle`: the state is all the page shows (e.g. "not found"), its title the h1. */
export const EmptyState = ({ title, children, pageTitle }: { title?: string; children?: ReactNode; pageTitle?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Box>
      <Board />
      <Title pageTitle={pageTitle}>{title ?? t('status.empty')}</Title>
      {children}
    </Box>
  );
};

export const ErrorState = ({ onRetry, pageTitle }: { onRetry?: () => void; pageTitle?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Box role="alert">
      <Board />
      <Title pageTitle={pageTitle}>{t('status.error')}</Title>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </Box>
  );
};
