import { css, cx } from '@linaria/core';
import { OperatorHtml } from './operator-html';

const body = css`
  margin-top: var(--space-5);
  font-size: 17px;
  line-height: 1.8;

  & figure {
    margin: var(--space-4) 0;
  }
  & figcaption {
    color: var(--color-ink-soft);
    font-size: 14px;
  }
  & img {
    border-radius: var(--radius-m);
  }
`;

/**
 * Operator HTML set for reading as a detail page's body, under the article's head (see
 * `@/shared/ui/article`). `className` adds what only one kind of body has, never a rule of these.
 */
export const ArticleBody = ({ html, className }: { html: string; className?: string }) => (
  <OperatorHtml html={html} className={cx(body, className)} />
);
