import { useTranslation } from 'react-i18next';
import { routes } from '@/shared/config';
import { awardRankingKinds } from '@/entities/ranking';
import { awardRankingsPage } from '../model/award-rankings-page';
import { RankingsPageView } from './rankings-page-view';

export const AwardRankingsPage = () => {
  const { t } = useTranslation('rankings');
  return (
    <RankingsPageView
      model={awardRankingsPage}
      kinds={awardRankingKinds}
      title={t('award.title')}
      tabsLabel={t('award.tabs')}
      otherRankings={{ to: routes.rankings, label: t('links.toGames') }}
    />
  );
};
