import { styled } from '@linaria/react';

/* Narrow screens: the card takes the whole width and the previous/next buttons sit below it (beside
   it, the card had too little room and pushed the next button off the screen). */
export const Stage = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'slide slide slide'
    'previous . next';
  align-items: center;
  gap: var(--space-2);

  & > :first-child {
    grid-area: previous;
  }
  & > [role='group'] {
    grid-area: slide;
  }
  & > :last-child {
    grid-area: next;
  }

  @media (min-width: 720px) {
    grid-template-areas: 'previous slide next';
  }
`;

export const Step = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid var(--color-line);
  border-radius: 50%;
  background: var(--color-paper);
  color: var(--color-ink);
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: var(--color-ink-soft);
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  & svg {
    width: 18px;
    height: 18px;
  }
`;

export const Card = styled.article`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-4);
  border-radius: var(--radius-m);
  background: linear-gradient(135deg, var(--color-night) 0%, var(--color-night-soft) 100%);
  color: var(--color-on-night);

  @media (min-width: 720px) {
    grid-template-columns: auto 1fr auto;
    align-items: center;
  }
`;

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);

  & img.portrait {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    border: 3px solid var(--color-on-night);
    object-fit: cover;
  }
  & .name {
    display: flex;
    align-items: center;
    gap: var(--space-2);
  }
  & h3 {
    margin: 0;
    font-size: 20px;
  }
  & p {
    margin: var(--space-1) 0 0;
    font-size: 14px;
    color: rgb(232 237 245 / 80%);
  }
`;

export const Badge = styled.span`
  display: inline-block;
  margin-top: var(--space-1);
  padding: 2px var(--space-2);
  border-radius: 999px;
  background: var(--color-brand);
  color: #fff;
  font-size: 12px;
  font-weight: 700;
`;

export const GaugeBox = styled.div`
  justify-self: center;
  padding: var(--space-2) var(--space-3) 0;
  border-radius: var(--radius-m);
  background: var(--color-paper);
  color: var(--color-ink);
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
  gap: var(--space-2);
  margin: 0;

  @media (min-width: 720px) {
    grid-column: 1 / -1;
    grid-template-columns: repeat(7, 1fr);
  }
  & div {
    padding: var(--space-2);
    border-radius: var(--radius-s);
    background: rgb(255 255 255 / 8%);
    text-align: center;
  }
  & dt {
    font-size: 12px;
    color: rgb(232 237 245 / 80%);
  }
  & dd {
    margin: 0;
    font-size: 20px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export const Position = styled.p`
  margin: var(--space-3) 0 0;
  text-align: center;
  color: var(--color-ink-soft);
`;
