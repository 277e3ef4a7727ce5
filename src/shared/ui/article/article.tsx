import { css, cx } from '@linaria/core';
import { styled } from '@linaria/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { panelClass } from '../layout';

/*
 * The article of a detail page (a news item, a column, an activity, a shop): a panel under the
 * page's navigation whose h1 is the page's title, its head (label, title, meta line) and its body
 * (`ArticleText`; operator HTML is set by `ArticleBody` of `@/shared/ui/operator-html`, so pages
 * without it do not load DOMPurify).
 * A page adds rules of its own with its own class and never restates one of these: two classes of
 * equal weight on one element win by their order in the style sheet, which code splitting does
 * not promise.
 */
const article = css`
  margin-top: var(--space-5);

  & h1 {
    font-size: clamp(24px, 4vw, 32px);
    line-height: 1.3;
  }
`;

/** The panel of a detail page showing one thing. */
export const Article = ({ className, ...rest }: HTMLAttributes<HTMLElement>) => (
  <article {...rest} className={cx(panelClass, article, className)} />
);

const title = css`
  margin: 0 0 var(--space-2);

  /* Under the article's label. */
  &:not(:first-child) {
    margin-top: var(--space-3);
  }
`;

/** A line of facts under the title (date, visits), in the soft ink. */
export const ArticleMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);
  margin: 0;
  color: var(--color-ink-soft);
`;

export interface ArticleHeadProps {
  title: string;
  /** Above the title: what kind of thing it is (an `EntityLabel`). */
  label?: ReactNode;
  /** The items of the meta line under the title. */
  meta?: ReactNode;
}

/** The head of an article: its label, its title (the page's h1) and its meta line. */
export const ArticleHead = ({ title: text, label, meta }: ArticleHeadProps) => (
  <>
    {label}
    <h1 className={title}>{text}</h1>
    {meta && <ArticleMeta>{meta}</ArticleMeta>}
  </>
);

/** An article's body of plain text (activities): set as `ArticleBody` (operator-html), its line breaks kept. */
export const ArticleText = styled.p`
  margin: 0;
  font-size: 17px;
  line-height: 1.8;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
