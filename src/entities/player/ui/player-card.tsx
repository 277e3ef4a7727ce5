import { css } from '@linaria/core';
import { Link } from 'react-router-dom';
import type { PlayerSummary } from '@/shared/api';
import { env, playerInfoPath } from '@/shared/config';
import { FallbackImage } from '@/shared/ui';
import { EntityCard } from '@/shared/ui/entity-card';
import { firstPictureUrl } from '../lib/parse-player';

const playerCard = css`
  --entity-card-picture-ratio: 1;
  --entity-card-picture-ground: var(--color-night-soft);
  --entity-card-padding: var(--space-3) var(--space-2);
  --entity-card-title-size: 16px;
  text-align: center;

  & > img {
    height: auto;
  }
`;

/** A tile of the player grid: portrait and name; the name is the link to the profile. */
export const PlayerCard = ({ player }: { player: PlayerSummary }) => (
  <EntityCard
    className={playerCard}
    picture={
      <FallbackImage
        src={firstPictureUrl(player.picture) ?? ''}
        fallbackSrc={`${env.basePath}media/players/player-default.svg`}
        // The name below says who it is; the portrait adds nothing a screen reader needs twice.
        alt=""
        width={240}
        height={240}
      />
    }
  >
    <h2>
      <Link to={playerInfoPath(player.id)}>{player.name}</Link>
    </h2>
  </EntityCard>
);
