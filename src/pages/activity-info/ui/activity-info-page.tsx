import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActivityBadges, ActivityPeriod, activityStateLabelKey } from '@/entities/activity';
import { env, routes, shopInfoPath } from '@/shared/config';
import { DetailFrame, type DetailPageUnits, DocumentTitle, FallbackImage, Loading, SectionTitle } from '@/shared/ui';
import { Article, ArticleText } from '@/shared/ui/article';
import { $activity, $notFound, activityQuery, ActivityInfoGate, activityRetried } from '../model/activity-info-page';

/** What the frame shows of the page's model. */
const detailPage: DetailPageUnits = { Gate: ActivityInfoGate, $notFound, $failed: activityQuery.$failed, retried: activityRetried };

/** Facts, shops, text and pictures under one another, an even space apart. */
const activityArticle = css`
  display: grid;
  gap: var(--space-4);

  & h1 {
    margin: 0;
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
    /* Activity texts are plain text whose line breaks are part of it. */
    white-space: pre-line;
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

const ActivityArticle = () => {
  const { t } = useTranslation('activities');
  const item = useUnit($activity);
  if (!item) return <Loading />;
  const facts = [
    ['machineType', t('info.machineType'), item.machineType],
    ['joinMethod', t('info.joinMethod'), item.joinMethod],
    ['cost', t('info.cost'), item.cost],
    ['reward', t('info.reward'), item.reward],
    ['contact', t('info.contact'), item.contact],
    ['other', t('info.other'), item.other],
  ] as const;
  return (
    <Article className={activityArticle} aria-labelledby="activity-title">
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
        {/* `content` is plain text (api-reference section 2): React renders it as text. */}
        <ArticleText>{item.content}</ArticleText>
      </section>
      {item.pictures.length > 0 && (
        <section aria-labelledby="activity-pictures">
          <SectionTitle id="activity-pictures">{t('info.pictures')}</SectionTitle>
          <Pictures>
            {item.pictures.map((url, index) => (
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
  const texts = { notFound: t('info.notFound'), notFoundHint: t('info.notFoundHint'), back: t('info.back') };
  return (
    <DetailFrame page={detailPage} texts={texts} back={routes.activities}>
      <ActivityArticle />
    </DetailFrame>
  );
};
