import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActivitySummary } from '@/shared/api';
import { activityInfoPath, env } from '@/shared/config';
import { formatDate, type Language } from '@/shared/i18n';
import { FallbackImage } from '@/shared/ui';
import { EntityCard, EntityLabel, EntityMeta } from '@/shared/ui/entity-card';
import { activityStateLabelKey, activityTypeLabelKey } from '../lib/activity-labels';
import { isOneDayPeriod } from '../lib/period';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

/** "12 May 2026 – 14 May 2026" in the UI language; a one-day item shows its one date. */
export const ActivityPeriod = ({ item }: { item: Pick<ActivitySummary, 'startDate' | 'endDate'> }) => {
  const { t, i18n } = useTranslation('activities');
  const language = i18n.language as Language;
  const start = formatDate(item.startDate, language);
  return (
    <span>
      {isOneDayPeriod(item.startDate, item.endDate)
        ? start
        : t('list.period', { start, end: formatDate(item.endDate, language) })}
    </span>
  );
};

export const ActivityBadges = ({ item }: { item: Pick<ActivitySummary, 'type' | 'state'> }) => {
  const { t } = useTranslation('activities');
  return (
    <Badges>
      <EntityLabel>{t(activityTypeLabelKey(item.type))}</EntityLabel>
      <EntityLabel tone="neutral">{t(activityStateLabelKey(item.state))}</EntityLabel>
    </Badges>
  );
};

export const ActivityCard = ({ item }: { item: ActivitySummary }) => {
  const { t } = useTranslation('activities');
  return (
    <EntityCard
      layout="row"
      // Unlike the other cards, an activity card has never lifted on hover (decision 021).
      lift={false}
      picture={<FallbackImage src={item.thumbnail} fallbackSrc={`${env.basePath}media/news-default.svg`} alt="" width={240} height={135} />}
    >
      <ActivityBadges item={item} />
      <h3>
        <Link to={activityInfoPath(item.id)}>{item.title}</Link>
      </h3>
      <EntityMeta>
        <ActivityPeriod item={item} />
      </EntityMeta>
      {item.shopList.length > 0 && (
        <EntityMeta>{t('list.hosts', { shops: item.shopList.map((shop) => shop.shopName).join(' / ') })}</EntityMeta>
      )}
    </EntityCard>
  );
};
