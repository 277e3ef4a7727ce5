import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { Container, DocumentTitle, PageTitle, Tabs } from '@/shared/ui';
import { gameRankingKinds, kindOf } from '@/entities/ranking';
import { RankingBoard } from '@/widgets/ranking-board';
import { $gameType, GameRankingsPageGate, gameTypeChosen, rankingQuery, rankingRetried } from '../model/game-rankings-page';

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

export const GameRankingsPage = () => {
  const { t } = useTranslation('rankings');
  useGate(GameRankingsPageGate);
  const [gameType, choose, data, pending, failed, retry] = useUnit([
    $gameType,
    gameTypeChosen,
    rankingQuery.$data,
    rankingQuery.$pending,
    rankingQuery.$failed,
    rankingRetried,
  ]);
  const kind = kindOf(gameRankingKinds, gameType);
  return (
    <Container>
      <DocumentTitle title={t('game.title')} />
      <PageTitle>{t('game.title')}</PageTitle>
      <Intro>
        <p>{t('intro')}</p>
        <Link to={routes.awardRankings}>{t('links.toAwards')}</Link>
      </Intro>
      <Tabs
        label={t('game.tabs')}
        value={gameType}
        onChange={choose}
        tabs={gameRankingKinds.map((entry) => ({ value: entry.type, label: t(entry.labelKey) }))}
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
