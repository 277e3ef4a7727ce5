import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../document-title';
import { Container, panelClass, PageTitle } from '../layout';

const Card = styled.section`
  max-width: 480px;
  margin: var(--space-6) auto 0;

  &[data-width='narrow'] {
    max-width: 440px;
  }
  &[data-width='wide'] {
    max-width: 640px;
  }
  & h1 {
    margin-top: 0;
  }
`;

export interface FormPageProps {
  /** The page's h1 and the tab's title. */
  title: string;
  /** How wide the panel is: `narrow` for two fields (log in), `wide` for a long form (register). */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** A page that is one form (log in, register, account recovery): a titled panel in the middle. */
export const FormPage = ({ title, width, children }: FormPageProps) => (
  <Container>
    <Card className={panelClass} data-width={width}>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      {children}
    </Card>
  </Container>
);

/** The links under such a form, to the other account pages. */
export const formPageLinksClass = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-4);
  margin: var(--space-4) 0 0;
`;

/** The form itself: its fields one under another, an introduction above them. */
export const formPageFormClass = css`
  display: grid;
  gap: var(--space-4);

  & .intro {
    margin: 0;
    color: var(--color-ink-soft);
  }
`;
