import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ActivitySummary } from '@/shared/api';
import { activityInfoPath, env } from '@/shared/config';
import { formatDate, type Language } from '@/shared/i18n';
import { FallbackImage } from '@/shared/ui';
import { activityStateLabelKey, activityTypeLabelKey } from '../lib/activity-labels';
import { isOneDayPeriod } from '../lib/period';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 1fr;
  overflow: hidden;
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);

  &:focus-within {
    box-shadow: var(--shadow-pop);
  }
  & img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    display: block;
    background: var(--color-canvas);
  }
  @media (min-width: 720px) {
    grid-template-columns: 240px 1fr;
  }
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: var(--space-2);
  padding: var(--space-4) var(--space-5);

  & h3 {
    margin: 0;
    font-size: 19px;
    line-height: 1.4;
  }
  & h3 a {
    color: inherit;
    text-decoration: none;
  }
  & h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  & p {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

export const Badge = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--color-brand-soft);
  color: var(--color-brand-strong);
  font-size: 13px;
  font-weight: 700;

  &[data-tone='state'] {
    background: var(--color-canvas);
    color: var(--color-ink);
  }
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
      <Badge>{t(activityTypeLabelKey(item.type))}</Badge>
      <Badge data-tone="state">{t(activityStateLabelKey(item.state))}</Badge>
    </Badges>
  );
};

export const ActivityCard = ({ item }: { item: ActivitySummary }) => {
  const { t } = useTranslation('activities');
  return (
    <Card>
      <FallbackImage src={item.thumbnail} fallbackSrc={`${env.basePath}media/news-default.svg`} alt="" width={240} height={135} />
      <Body>
        <ActivityBadges item={item} />
        <h3>
          <Link to={activityInfoPath(item.id)}>{item.title}</Link>
        </h3>
        <p>
          <ActivityPeriod item={item} />
        </p>
        {item.shopList.length > 0 && (
          <p>{t('list.hosts', { shops: item.shopList.map((shop) => shop.shopName).join(' / ') })}</p>
        )}
      </Body>
    </Card>
  );
};
