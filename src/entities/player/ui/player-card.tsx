import { styled } from '@linaria/react';
import { Link } from 'react-router-dom';
import type { PlayerSummary } from '@/shared/api';
import { env, playerInfoPath } from '@/shared/config';
import { FallbackImage } from '@/shared/ui';
import { firstPictureUrl } from '../lib/parse-player';

const Card = styled.article`
  position: relative;
  overflow: hidden;
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);
  text-align: center;
  transition: transform 0.15s, box-shadow 0.15s;

  &:hover,
  &:focus-within {
    transform: translateY(-2px);
    box-shadow: var(--shadow-pop);
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    background: var(--color-night-soft);
  }
  & h2 {
    margin: 0;
    padding: var(--space-3) var(--space-2);
    font-size: 16px;
    line-height: 1.4;
  }
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** A tile of the player grid: portrait and name; the name is the link to the profile. */
export const PlayerCard = ({ player }: { player: PlayerSummary }) => (
  <Card>
    <FallbackImage
      src={firstPictureUrl(player.picture) ?? ''}
      fallbackSrc={`${env.basePath}media/players/player-default.svg`}
      // The name below says who it is; the portrait adds nothing a screen reader needs twice.
      alt=""
      width={240}
      height={240}
    />
    <h2>
      <Link to={playerInfoPath(player.id)}>{player.name}</Link>
    </h2>
  </Card>
);
