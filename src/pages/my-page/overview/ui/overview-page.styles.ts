import { styled } from '@linaria/react';

export const Hero = styled.article`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-4);
  border-radius: var(--radius-l);
  background:
    radial-gradient(120% 90% at 100% 0%, rgb(200 16 46 / 35%) 0%, transparent 55%),
    linear-gradient(135deg, var(--color-night) 0%, var(--color-night-soft) 100%);
  color: var(--color-on-night);
  --gauge-track: rgb(255 255 255 / 16%);
  --gauge-fill: #ff5c74;
  --gauge-caption: rgb(232 237 245 / 85%);

  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    padding: var(--space-5);
  }
`;

export const GaugeSpot = styled.div`
  justify-self: center;
  --gauge-width: 148px;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: var(--space-2);
  margin: 0;

  @media (max-width: 480px) {
    /* Seven figures in two columns: the last one takes the whole row. */
    & > div:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  @media (min-width: 720px) {
    grid-column: 1 / -1;
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
  & > div {
    display: grid;
    align-content: start;
    gap: 2px;
    padding: var(--space-2);
    border-radius: var(--radius-s);
    background: rgb(255 255 255 / 8%);
    text-align: center;
  }
  & dt {
    font-size: 12px;
    line-height: 1.3;
    color: rgb(232 237 245 / 85%);
  }
  & dt small {
    display: block;
    font-size: 11px;
  }
  & dd {
    margin: 0;
    font-size: 20px;
    font-weight: 700;
    line-height: 1.4;
    font-variant-numeric: tabular-nums;
  }
`;

export const Today = styled.section`
  display: grid;
  gap: var(--space-3);
  margin-top: var(--space-4);

  & h3 {
    margin: 0;
    font-size: 18px;
  }
  & dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: var(--space-3);
    margin: 0;
  }
  & dl > div {
    display: grid;
    gap: var(--space-1);
    padding: var(--space-3) var(--space-4);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
    background: var(--color-paper);
  }
  & dt {
    font-size: 13px;
    color: var(--color-ink-soft);
  }
  & dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 var(--space-2);
    margin: 0;
    font-size: 24px;
    font-weight: 700;
    line-height: 1.3;
    font-variant-numeric: tabular-nums;
  }
  & .gold {
    border-color: rgb(183 121 31 / 45%);
    background: linear-gradient(135deg, #fff8ea 0%, var(--color-paper) 70%);
  }
  & .gold svg {
    flex: none;
  }
  & .unit {
    font-size: 14px;
    font-weight: 600;
    color: var(--color-ink-soft);
  }
  & .failed {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2) var(--space-3);
    margin: 0;
    color: var(--color-ink-soft);
  }
`;
