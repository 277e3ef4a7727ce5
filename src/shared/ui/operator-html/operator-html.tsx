import { css, cx } from '@linaria/core';
import { useMemo, type CSSProperties } from 'react';
import { sanitizeOperatorHtml } from './sanitize-operator-html';

/**
 * The box's confinement, on the element itself so no page style can lose it. Containment makes
 * the box the containing block of anything fixed or absolute inside it and clips what it paints
 * to the box, so operator content cannot lay an overlay over the page.
 */
const confinement: CSSProperties = { contain: 'content', overflowWrap: 'anywhere' };

const box = css`
  max-width: 100%;
  /* Room for the focus ring of a link at the edge, which the paint containment would clip. */
  overflow-clip-margin: 6px;

  & img,
  & video,
  & audio,
  & picture,
  & svg,
  & canvas {
    max-width: 100%;
    height: auto;
  }
  & table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
  & pre {
    max-width: 100%;
    overflow-x: auto;
  }
`;

export interface OperatorHtmlProps {
  /** The operator's HTML as the server sent it; sanitised here, never before. */
  html: string;
  className?: string;
}

/**
 * Operator-written HTML (news and column bodies), sanitised as it renders (DOMPurify, see
 * sanitizeOperatorHtml) inside a box it cannot escape.
 */
export const OperatorHtml = ({ html, className }: OperatorHtmlProps) => {
  const safe = useMemo(() => sanitizeOperatorHtml(html), [html]);
  return <div className={cx(box, className)} style={confinement} dangerouslySetInnerHTML={{ __html: safe }} />;
};
