import { styled } from '@linaria/react';

export const Page = styled.div`
  min-height: 100vh;
  padding: var(--space-5) var(--space-4) var(--space-7);
  background: linear-gradient(160deg, var(--color-night) 0%, var(--color-night-soft) 100%);
  color: var(--color-on-night);

  & a {
    color: #ffffff;
  }
`;

/* A desktop browser in a narrow window gets the phone picture above the text, not beside it. */
export const Desktop = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 520px);
  gap: var(--space-7);
  align-items: center;
  justify-content: center;
  max-width: var(--content-width);
  margin: var(--space-7) auto 0;

  & img {
    justify-self: center;
    width: min(60vw, 240px);
    height: auto;
  }

  @media (min-width: 720px) {
    grid-template-columns: minmax(220px, 360px) minmax(0, 520px);

    & img {
      width: 100%;
    }
  }
`;

export const Mobile = styled.div`
  display: grid;
  gap: var(--space-5);
  justify-items: center;
  max-width: 480px;
  margin: 0 auto;
  text-align: center;

  & img {
    width: min(60vw, 240px);
    height: auto;
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: var(--space-4);

  & h1 {
    margin: 0;
    font-size: clamp(28px, 6vw, 44px);
    line-height: 1.15;
  }
  & p {
    margin: 0;
    font-size: 17px;
    line-height: 1.6;
  }
  & ul {
    margin: 0;
    padding-left: 1.2em;
    line-height: 1.8;
    text-align: left;
  }
`;

export const Stores = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);

  &[data-stacked] {
    flex-direction: column;
    width: 100%;
  }
`;

export const StoreButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  min-height: 56px;
  padding: var(--space-2) var(--space-5);
  border: 1px solid rgb(255 255 255 / 55%);
  border-radius: var(--radius-m);
  background: #000000;
  color: #ffffff;
  font: inherit;
  text-align: left;
  cursor: not-allowed;

  & svg {
    flex: none;
    width: 26px;
    height: 26px;
  }
  & small {
    display: block;
    font-size: 12px;
    opacity: 0.85;
  }
  & strong {
    display: block;
    font-size: 18px;
  }
`;

export const Note = styled.p`
  && {
    font-size: 14px;
    opacity: 0.9;
  }
`;

export const Back = styled.p`
  && {
    font-weight: 600;
  }
`;
