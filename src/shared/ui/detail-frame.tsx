import { css } from '@linaria/core';
import type { EventCallable, Store } from 'effector';
import { useUnit, type Gate } from 'effector-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAddressGate } from '@/shared/lib/react/address-gate';
import { DocumentTitle } from './document-title';
import { Container } from './layout';
import { EmptyState, ErrorState } from './status-view';

const backClass = css`
  display: inline-block;
  margin: var(--space-5) 0;
`;

/** The units of a detail page's model the frame shows (see createDetailPage) and its query's failure. */
export interface DetailPageUnits {
  /** Open while the page is shown, with the address's query string (`?id=`). */
  Gate: Gate<{ search: string }>;
  $notFound: Store<boolean>;
  /** The query failed in a way a retry may mend. */
  $failed: Store<boolean>;
  retried: EventCallable<void>;
}

export interface DetailFrameProps {
  page: DetailPageUnits;
  /** In the page's own words: "not found" and its hint, and the link back to the list. */
  texts: { notFound: string; notFoundHint: string; back: string };
  /** The list the thing belongs to. */
  back: string;
  /** Shown above, whatever the state (a section's own navigation). */
  nav?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a page showing one thing: opens the page's model with the address, then shows the
 * thing, or "not found", or a failure with a retry; then the way back.
 */
export const DetailFrame = ({ page, texts, back, nav, children }: DetailFrameProps) => {
  useAddressGate(page.Gate);
  const [notFound, failed, retry] = useUnit([page.$notFound, page.$failed, page.retried]);
  return (
    <Container>
      {nav}
      {notFound ? (
        <EmptyState title={texts.notFound} pageTitle>
          <DocumentTitle title={texts.notFound} />
          <p>{texts.notFoundHint}</p>
        </EmptyState>
      ) : failed ? (
        <ErrorState onRetry={() => retry()} pageTitle />
      ) : (
        children
      )}
      <Link className={backClass} to={back}>
        {texts.back}
      </Link>
    </Container>
  );
};
