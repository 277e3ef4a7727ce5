import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../document-title';
import { Panel, PanelTitle } from '../layout';

export interface SectionPanelProps {
  /** The section's heading (h2 under the page's h1) and the tab's title. */
  title: string;
  /** Id of the heading, which labels the panel; unique on the page. */
  titleId?: string;
  /** Beside the heading: a small action such as "Download CSV". */
  actions?: ReactNode;
  children: ReactNode;
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2) var(--space-4);
  margin-bottom: var(--space-3);

  & > h2 {
    margin: 0;
  }
`;

/** One section of a page with sub-pages (My page): a labelled panel whose h2 also names the tab. */
export const SectionPanel = ({ title, titleId = 'section-title', actions, children }: SectionPanelProps) => (
  <Panel aria-labelledby={titleId}>
    <DocumentTitle title={title} />
    {actions ? (
      <Head>
        <PanelTitle id={titleId}>{title}</PanelTitle>
        {actions}
      </Head>
    ) : (
      <PanelTitle id={titleId}>{title}</PanelTitle>
    )}
    {children}
  </Panel>
);
