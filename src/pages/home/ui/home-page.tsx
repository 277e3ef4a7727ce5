import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { newsFilters, NewsRow } from '@/entities/news';
import { routes } from '@/shared/config';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, Panel, Tabs } from '@/shared/ui';
import { $newsTab, homeNewsQuery, homeNewsRetried, HomePageGate, newsTabChosen } from '../model/home-page';

const Hero = styled.section`
  padding: var(--space-7) 0 var(--space-6);
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
    margin: 0;
    font-size: 18px;
    color: rgb(232 237 245 / 85%);
  }
`;

const NewsPanel = styled(Panel)`
  margin-top: calc(-1 * var(--space-5));

  & h2 {
    margin: 0 0 var(--space-3);
    font-size: 22px;
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const More = styled(Link)`
  display: inline-block;
  margin-top: var(--space-3);
  font-weight: 600;
`;

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

export const HomePage = () => {
  const { t } = useTranslation(['common', 'news']);
  useGate(HomePageGate);
  const [tab, chooseTab] = useUnit([$newsTab, newsTabChosen]);
  return (
    <>
      <DocumentTitle />
      <Hero>
        <Container>
          <h1>{t('home.headline')}</h1>
          <p>{t('home.intro')}</p>
        </Container>
      </Hero>
      <Container>
        <NewsPanel aria-labelledby="home-news-title">
          <h2 id="home-news-title">{t('news:home.title')}</h2>
          <Tabs
            label={t('news:filter.label')}
            value={tab}
            onChange={chooseTab}
            tabs={newsFilters.map((filter) => ({ value: filter.category, label: t(filter.labelKey) }))}
          >
            <HomeNews />
          </Tabs>
          <More to={routes.news}>{t('news:home.more')}</More>
        </NewsPanel>
      </Container>
    </>
  );
};
