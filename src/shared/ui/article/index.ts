export { Article, ArticleHead, ArticleMeta, ArticleText, type ArticleHeadProps } from './article';
