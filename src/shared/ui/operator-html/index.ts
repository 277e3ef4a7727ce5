// Its own entry point, not re-exported by `@/shared/ui`: DOMPurify then loads only with the pages
// that render operator HTML (news and column bodies), not with every page's shared UI chunk.
export { OperatorHtml, type OperatorHtmlProps } from './operator-html';
export { ArticleBody } from './article-body';
