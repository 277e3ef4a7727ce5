import { useTranslation } from 'react-i18next';
import type { NewsSummary } from '@/shared/api';
import { EntityLabel } from '@/shared/ui/entity-card';
import { newsTypeLabelKey } from '../lib/news-type';

/** The news item's type (information, activity, competition) as a label. */
export const NewsTypeLabel = ({ type }: { type: NewsSummary['type'] }) => {
  const { t } = useTranslation('news');
  return <EntityLabel>{t(newsTypeLabelKey(type))}</EntityLabel>;
};
