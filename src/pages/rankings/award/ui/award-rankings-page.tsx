import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { Container, DocumentTitle, PageTitle, Tabs } from '@/shared/ui';
import { awardRankingKinds, kindOf } from '@/entities/ranking';
import { RankingBoard } from '@/widgets/ranking-board';
import { $awardType, AwardRankingsPageGate, awardTypeChosen, rankingQuery, rankingRetried } from '../model/award-rankings-page';

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-5);
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: var(--space-4);

  & p {
    margin: 0;
    color: var(--color-ink-soft);
  }
  & a {
    font-weight: 600;
  }
`;

const Panel = styled.div`
  padding-top: var(--space-4);
`;

export const AwardRankingsPage = () => {
  const { t } = useTranslation('rankings');
  useGate(AwardRankingsPageGate);
  const [awardType, choose, data, pending, failed, retry] = useUnit([
    $awardType,
    awardTypeChosen,
    rankingQuery.$data,
    rankingQuery.$pending,
    rankingQuery.$failed,
    rankingRetried,
  ]);
  const kind = kindOf(awardRankingKinds, awardType);
  return (
    <Container>
      <DocumentTitle title={t('award.title')} />
      <PageTitle>{t('award.title')}</PageTitle>
      <Intro>
        <p>{t('intro')}</p>
        <Link to={routes.rankings}>{t('links.toGames')}</Link>
      </Intro>
      <Tabs
        label={t('award.tabs')}
        value={awardType}
        onChange={choose}
        tabs={awardRankingKinds.map((entry) => ({ value: entry.type, label: t(entry.labelKey) }))}
      >
        <Panel>
          <RankingBoard
            data={data}
            pending={pending}
            failed={failed}
            onRetry={() => retry()}
            scoreLabel={t(kind.scoreKey)}
            scoreStyle={kind.style}
          />
        </Panel>
      </Tabs>
    </Container>
  );
};
