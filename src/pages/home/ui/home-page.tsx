import { css, cx } from '@linaria/core';
import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { useDeferredUnit } from '@/shared/lib';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, offscreenUntilNear, Panel, PanelTitle, Tabs } from '@/shared/ui';
import { ActivityCalendar } from '@/widgets/activity-calendar';
import { BannerCarousel, BannerCarouselPlaceholder } from '@/widgets/banner-carousel';
import { MemberCardCarousel } from '@/widgets/member-card-carousel';
import { newsFilters, NewsRow } from '@/entities/news';
import { $isLoggedIn } from '@/entities/session';
import { ShopCard } from '@/entities/shop';
import {
  $newsTab,
  $sectionsShown,
  homeBannersQuery,
  homeCalendar,
  homeNewsQuery,
  homeNewsRetried,
  HomePageGate,
  homeShopsQuery,
  homeShopsRetried,
  newsTabChosen,
} from '../model/home-page';
import { PromoSection } from './promo-section';

const Hero = styled.section`
  padding: var(--space-6) 0 var(--space-7);
  background: radial-gradient(circle at 85% 20%, rgb(200 16 46 / 45%), transparent 45%),
    linear-gradient(135deg, var(--color-night) 0%, var(--color-night-soft) 100%);
  color: var(--color-on-night);

  & h1 {
    margin: 0 0 var(--space-3);
    font-size: clamp(28px, 5vw, 44px);
    line-height: 1.2;
  }
  & p {
    max-width: 60ch;
    margin: 0 0 var(--space-5);
    font-size: 18px;
    color: rgb(232 237 245 / 85%);
  }
`;

/** The content column (same width and padding as the kit's Container). */
const Sections = styled.div`
  width: 100%;
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 0 var(--space-4);
  display: grid;
  /* minmax(0, …): a wide child (a tab row, a calendar) shrinks to the screen instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
  margin-top: calc(-1 * var(--space-5));
  padding-bottom: var(--space-6);
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** News and shops, each a panel of plain lists. */
const homePanel = css`
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** One shop card per row: the card puts its image beside the text on wide screens. */
const ShopGrid = styled.ul`
  display: grid;
  gap: var(--space-3);
`;

const moreClass = css`
  display: inline-block;
  margin-top: var(--space-3);
  font-weight: 600;
`;

const HomeBanners = () => {
  const { t } = useTranslation('home');
  const [banners, failed] = useUnit([homeBannersQuery.$data, homeBannersQuery.$failed]);
  if (!banners) return failed ? null : <BannerCarouselPlaceholder />;
  if (banners.length === 0) return null;
  return <BannerCarousel banners={banners} label={t('banners.label')} />;
};

const HomeNews = () => {
  const [data, failed, retry] = useUnit([homeNewsQuery.$data, homeNewsQuery.$failed, homeNewsRetried]);
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (!data) return <Loading />;
  if (data.list.length === 0) return <EmptyState />;
  return (
    <ul>
      {data.list.map((item) => (
        <NewsRow key={item.id} item={item} />
      ))}
    </ul>
  );
};

const HomeShops = () => {
  const { t } = useTranslation('home');
  const [data, failed, retry] = useUnit([homeShopsQuery.$data, homeShopsQuery.$failed, homeShopsRetried]);
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (!data) return <Loading />;
  if (data.list.length === 0) return <EmptyState />;
  return (
    <ShopGrid aria-label={t('shops.listLabel')}>
      {data.list.map((shop) => (
        <li key={shop.shopId}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ShopGrid>
  );
};

export const HomePage = () => {
  const { t } = useTranslation(['home', 'news']);
  useGate(HomePageGate);
  const [tab, chooseTab, member] = useUnit([$newsTab, newsTabChosen, $isLoggedIn]);
  const sectionsShown = useDeferredUnit($sectionsShown);
  return (
    <>
      <DocumentTitle />
      <Hero>
        <Container>
          <h1>{t('headline')}</h1>
          {/* A visitor hears what logging in adds; a member finds their cards first. */}
          <p>{member ? t('introMember') : t('intro')}</p>
          <HomeBanners />
        </Container>
      </Hero>
      <Sections>
        {sectionsShown ? (
          <>
            <MemberCardCarousel />
            <Columns>
              <Panel className={homePanel} aria-labelledby="home-news-title">
                <PanelTitle id="home-news-title">{t('news:home.title')}</PanelTitle>
                <Tabs
                  label={t('news:filter.label')}
                  value={tab}
                  onChange={chooseTab}
                  tabs={newsFilters.map((filter) => ({ value: filter.category, label: t(filter.labelKey) }))}
                >
                  <HomeNews />
                </Tabs>
                <Link className={moreClass} to={routes.news}>{t('news:home.more')}</Link>
              </Panel>
              {/* Below the first screen on a phone (news comes first), beside news on a wide one. */}
              <Panel className={cx(homePanel, offscreenUntilNear)} aria-labelledby="home-shops-title">
                <PanelTitle id="home-shops-title">{t('shops.title')}</PanelTitle>
                <HomeShops />
                <Link className={moreClass} to={routes.newShops}>{t('shops.more')}</Link>
              </Panel>
            </Columns>
            {/* The calendar is its own card and region, named by its month heading. */}
            <ActivityCalendar model={homeCalendar} className={offscreenUntilNear} />
            <PromoSection className={offscreenUntilNear} />
          </>
        ) : (
          <Loading />
        )}
      </Sections>
    </>
  );
};
