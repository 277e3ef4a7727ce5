import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DocumentTitle } from './document-title';
import { Container } from './layout';
import { EmptyState, ErrorState } from './status-view';

const backClass = css`
  display: inline-block;
  margin: var(--space-5) 0;
`;

export interface DetailFrameProps {
  notFound: boolean;
  failed: boolean;
  onRetry: () => void;
  notFoundTitle: string;
  notFoundHint: string;
  /** The way back to the list the thing belongs to. */
  back: { to: string; label: string };
  /** Shown above, whatever the state (a section's own navigation). */
  nav?: ReactNode;
  children: ReactNode;
}

/** The frame of a page showing one thing: the thing, or "not found", or a failure with a retry; then the way back. */
export const DetailFrame = ({ notFound, failed, onRetry, notFoundTitle, notFoundHint, back, nav, children }: DetailFrameProps) => (
  <Container>
    {nav}
    {notFound ? (
      <EmptyState title={notFoundTitle} pageTitle>
        <DocumentTitle title={notFoundTitle} />
        <p>{notFoundHint}</p>
      </EmptyState>
    ) : failed ? (
      <ErrorState onRetry={onRetry} pageTitle />
    ) : (
      children
    )}
    <Link className={backClass} to={back.to}>
      {back.label}
    </Link>
  </Container>
);
