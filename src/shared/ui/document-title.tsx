import { useTranslation } from 'react-i18next';

/** The tab's title for a page: "Page · Adarts". React 19 hoists <title> into the head. */
export const DocumentTitle = ({ title }: { title?: string }) => {
  const { t } = useTranslation();
  return <title>{title ? `${title} · ${t('app.name')}` : t('app.name')}</title>;
};
