import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ActivityBadges, ActivityPeriod, activityStateLabelKey, pictureUrls } from '@/entities/activity';
import { env, routes, shopInfoPath } from '@/shared/config';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { Container, DocumentTitle, EmptyState, ErrorState, FallbackImage, Loading, panelClass, SectionTitle } from '@/shared/ui';
import { $activityId, $notFound, activityQuery, ActivityInfoGate, activityRetried } from '../model/activity-info-page';

const Article = styled.section`
  display: grid;
  gap: var(--space-4);
  margin-top: var(--space-5);

  & h1 {
    margin: 0;
    font-size: clamp(24px, 4vw, 32px);
    line-height: 1.3;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: var(--space-2) var(--space-4);
  margin: 0;

  & dt {
    color: var(--color-ink-soft);
    font-weight: 600;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Pictures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: var(--space-3);
  list-style: none;
  margin: 0;
  padding: 0;

  & img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--radius-m);
    display: block;
  }
`;

const Shops = styled.ul`
  margin: 0;
  padding-left: var(--space-5);

  & li + li {
    margin-top: var(--space-2);
  }
  & span {
    display: block;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

const Body = styled.div`
  font-size: 17px;
  line-height: 1.8;
  overflow-wrap: anywhere;

  & img {
    max-width: 100%;
    height: auto;
  }
`;

const backClass = css`
  display: inline-block;
  margin-top: var(--space-5);
`;

const ActivityArticle = () => {
  const { t } = useTranslation('activities');
  const [item, id] = useUnit([activityQuery.$data, $activityId]);
  const html = useMemo(() => (item ? sanitizeHtml(item.content) : ''), [item]);
  // A previous activity stays in the query until the new one arrives: never show it under another id.
  if (!item || item.id !== id) return <Loading />;
  const pictures = pictureUrls(item.picture);
  const facts = [
    ['machineType', t('info.machineType'), item.machineType],
    ['joinMethod', t('info.joinMethod'), item.joinMethod],
    ['cost', t('info.cost'), item.cost],
    ['reward', t('info.reward'), item.reward],
    ['contact', t('info.contact'), item.contact],
    ['other', t('info.other'), item.other],
  ] as const;
  return (
    <Article className={panelClass} as="article" aria-labelledby="activity-title">
      <DocumentTitle title={item.title} />
      <ActivityBadges item={item} />
      <h1 id="activity-title">{item.title}</h1>
      <Facts>
        <dt>{t('info.period')}</dt>
        <dd>
          <ActivityPeriod item={item} />
        </dd>
        <dt>{t('info.state')}</dt>
        <dd>{t(activityStateLabelKey(item.state))}</dd>
        {facts.map(([key, label, value]) =>
          value ? (
            <Fragment key={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ) : null,
        )}
      </Facts>
      <section aria-labelledby="activity-shops">
        <SectionTitle id="activity-shops">{t('info.shops')}</SectionTitle>
        {item.shopList.length > 0 ? (
          <Shops>
            {item.shopList.map((shop) => (
              <li key={shop.shopId}>
                <Link to={shopInfoPath(shop.shopId)}>{shop.shopName}</Link>
                <span>{shop.shopAddress}</span>
              </li>
            ))}
          </Shops>
        ) : (
          <p>{t('info.noShops')}</p>
        )}
      </section>
      <section aria-labelledby="activity-content">
        <SectionTitle id="activity-content">{t('info.content')}</SectionTitle>
        <Body dangerouslySetInnerHTML={{ __html: html }} />
      </section>
      {pictures.length > 0 && (
        <section aria-labelledby="activity-pictures">
          <SectionTitle id="activity-pictures">{t('info.pictures')}</SectionTitle>
          <Pictures>
            {pictures.map((url, index) => (
              <li key={`${url}-${index}`}>
                <FallbackImage
                  src={url}
                  fallbackSrc={`${env.basePath}media/news-default.svg`}
                  alt={t('info.pictureAlt', { title: item.title, index: index + 1 })}
                  width={640}
                  height={360}
                />
              </li>
            ))}
          </Pictures>
        </section>
      )}
    </Article>
  );
};

export const ActivityInfoPage = () => {
  const { t } = useTranslation('activities');
  const { search } = useLocation();
  useGate(ActivityInfoGate, { search });
  const [notFound, failed, retry] = useUnit([$notFound, activityQuery.$failed, activityRetried]);
  return (
    <Container>
      {notFound ? (
        <EmptyState title={t('info.notFound')}>
          <DocumentTitle title={t('info.notFound')} />
          <p>{t('info.notFoundHint')}</p>
        </EmptyState>
      ) : failed ? (
        <ErrorState onRetry={() => retry()} />
      ) : (
        <ActivityArticle />
      )}
      <Link className={backClass} to={routes.activities}>{t('info.back')}</Link>
    </Container>
  );
};
