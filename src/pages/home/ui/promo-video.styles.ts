import { styled } from '@linaria/react';

// Sizes and places in container widths (cqw), so the titles keep their place on the picture at any size.
export const Frame = styled.div`
  position: relative;
  container-type: inline-size;

  & video {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-m);
    background: var(--color-night);
  }
`;

export const Captions = styled.div`
  position: absolute;
  top: 13cqw;
  left: 7.3cqw;
  width: 44cqw;
  display: grid;
  gap: 1.2cqw;
  color: #fff;
  line-height: 1.2;
  text-shadow: 0 1px 3px rgb(0 0 0 / 60%);
  pointer-events: none;

  & p {
    margin: 0;
  }
  & .brand {
    font-size: 8.75cqw;
    font-weight: 800;
    letter-spacing: 0.04em;
  }
  & .tagline,
  & .subtitle {
    font-size: max(11px, 2.8cqw);
  }
  & .title {
    margin-top: 4cqw;
    font-size: max(12px, 3.6cqw);
    font-weight: 700;
  }
  /* The captions that take turns in one place share its grid cell. */
  & .slot {
    display: grid;
  }
  & .slot > p {
    grid-area: 1 / 1;
    opacity: 0;
    transition: opacity 0.5s;
  }
  & .slot > p[data-shown='true'] {
    opacity: 1;
  }
  /* A phone's clip is a few hundred pixels wide: closer to the top, a little wider, readable sizes. */
  @container (max-width: 480px) {
    top: 6cqw;
    width: 52cqw;
    gap: 0.8cqw;

    & .tagline,
    & .subtitle {
      font-size: max(10px, 2.8cqw);
    }
    & .title {
      margin-top: 2cqw;
      font-size: max(11px, 3.6cqw);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    & .slot > p {
      transition: none;
    }
  }
`;
