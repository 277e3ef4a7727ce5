import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { FallbackImage } from '@/shared/ui';
import { cardPortraitFallbackSrc } from '../config/card';

/* On the dark face of a card (My page's overview and all game data): light text on night. */
const holder = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-width: 0;

  & .portrait {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    border: 3px solid var(--color-on-night);
    object-fit: cover;
    background: var(--color-night-soft);
  }
  &[data-size='small'] .portrait {
    width: 64px;
    height: 64px;
  }
  & .name {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    min-width: 0;
  }
  /* A flag's place (28 × 20, CountryFlag's size) while the card loads: the name does not move when it comes. */
  & .flag {
    flex: none;
    width: 28px;
    height: 20px;
    border-radius: 2px;
    background: var(--color-night-soft);
  }
  & h3 {
    margin: 0;
    font-size: 20px;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  & p {
    margin: var(--space-1) 0 0;
    font-size: 14px;
    color: rgb(232 237 245 / 85%);
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  /* On a phone a 16-digit card number after its label takes two lines in every language: both are
     kept from the start, while the number loads, so the card face does not grow when it comes. */
  @media (max-width: 479px) {
    & p {
      min-height: 2lh;
    }
  }
`;

export interface CardHolderProps {
  /** The holder's portrait and what it shows; null while the card loads (a round placeholder). */
  portrait: { src: string | null; alt: string } | null;
  /** 64 px across instead of 72. */
  small?: boolean;
  /** Before the name: the card's country flag; its place is kept while it is missing (loading). */
  flag?: ReactNode;
  /** The holder's name: an h3, whose id may label the card. */
  name: ReactNode;
  /** Under the name: the card number. */
  number: ReactNode;
}

/** Who holds a card, on its dark face: round portrait, flag and name, card number. */
export const CardHolder = ({ portrait, small = false, flag, name, number }: CardHolderProps) => {
  const size = small ? 64 : 72;
  return (
    <div className={holder} data-size={small ? 'small' : undefined}>
      {portrait ? (
        <FallbackImage
          className="portrait"
          src={portrait.src ?? ''}
          fallbackSrc={cardPortraitFallbackSrc}
          alt={portrait.alt}
          width={size}
          height={size}
          loading="eager"
        />
      ) : (
        <span className="portrait" aria-hidden="true" />
      )}
      <div>
        <div className="name">
          {flag ?? <span className="flag" aria-hidden="true" />}
          {name}
        </div>
        <p>{number}</p>
      </div>
    </div>
  );
};
