import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PlayerCard } from '@/entities/player';
import { Container, DocumentTitle, EmptyState, ErrorState, Loading, PageTitle } from '@/shared/ui';
import { playerListQuery, PlayersPageGate, playersRetried } from '../model/players-page';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: var(--space-4);
  list-style: none;
  margin: 0 0 var(--space-6);
  padding: 0;

  @media (min-width: 720px) {
    grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  }
`;

const PlayerGrid = () => {
  const { t } = useTranslation('players');
  const [players, failed, retry] = useUnit([playerListQuery.$data, playerListQuery.$failed, playersRetried]);
  if (failed) return <ErrorState onRetry={() => retry()} />;
  if (!players) return <Loading />;
  if (players.length === 0) return <EmptyState />;
  return (
    <Grid aria-label={t('grid.label')}>
      {players.map((player) => (
        <li key={player.id}>
          <PlayerCard player={player} />
        </li>
      ))}
    </Grid>
  );
};

export const PlayersPage = () => {
  const { t } = useTranslation('players');
  useGate(PlayersPageGate);
  return (
    <Container>
      <DocumentTitle title={t('grid.title')} />
      <PageTitle>{t('grid.title')}</PageTitle>
      <PlayerGrid />
    </Container>
  );
};
