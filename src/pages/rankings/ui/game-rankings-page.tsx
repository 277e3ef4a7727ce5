import { useTranslation } from 'react-i18next';
import { routes } from '@/shared/config';
import { gameRankingKinds } from '@/entities/ranking';
import { gameRankingsPage } from '../model/game-rankings-page';
import { RankingsPageView } from './rankings-page-view';

export const GameRankingsPage = () => {
  const { t } = useTranslation('rankings');
  return (
    <RankingsPageView
      model={gameRankingsPage}
      kinds={gameRankingKinds}
      title={t('game.title')}
      tabsLabel={t('game.tabs')}
      otherRankings={{ to: routes.awardRankings, label: t('links.toAwards') }}
    />
  );
};
