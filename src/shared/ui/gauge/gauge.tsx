import { cx } from '@linaria/core';
import { styled } from '@linaria/react';
import { gaugeShare } from './gauge-scale';

const Figure = styled.figure`
  position: relative;
  width: var(--gauge-width, 132px);
  margin: 0;

  & svg {
    display: block;
    width: 100%;
    height: auto;
  }
  & .track {
    stroke: var(--gauge-track, var(--color-line));
  }
  & .fill {
    stroke: var(--gauge-fill, var(--color-brand));
    animation: gauge-fill 0.9s cubic-bezier(0.22, 1, 0.36, 1) both;
  }
  & figcaption {
    position: absolute;
    inset: auto 0 4px;
    display: grid;
    /* Full-width lines, text centred: the value's box stays put when "–" becomes a number. */
    text-align: center;
    line-height: 1.1;
  }
  & strong {
    font-size: calc(var(--gauge-width, 132px) * 0.2);
    font-variant-numeric: tabular-nums;
  }
  & span {
    font-size: 12px;
    color: var(--gauge-caption, var(--color-ink-soft));
  }

  /* The arc fills from empty when it appears (at once for reduced motion, see theme.ts). */
  @keyframes gauge-fill {
    from {
      stroke-dasharray: 0 200;
    }
  }
`;

/** Half-circle arc from the left end (empty) to the right end (full), radius 50 around (60, 60). */
const ARC = 'M10 60 A50 50 0 0 1 110 60';
const ARC_LENGTH = Math.PI * 50;

export interface GaugeProps {
  /** The value shown; null for none (an empty arc). */
  value: number | null;
  max: number;
  min?: number;
  /** The value as text in the UI language ("12.50"), or a dash. */
  valueText: string;
  /** Small text under the value ("Rating / 30"). */
  caption: string;
  /** The full text alternative ("Rating 12.50 out of 30"). */
  label: string;
  /**
   * Sizes and colours come from CSS custom properties on the element or an ancestor:
   * `--gauge-width` (132px), `--gauge-track`, `--gauge-fill`, `--gauge-caption`.
   */
  className?: string;
}

/**
 * A half-circle gauge of a value on a scale, drawn as SVG (no chart library). The drawing is one
 * image with a text alternative; the number and caption over it are for the eye only.
 */
export const Gauge = ({ value, max, min = 0, valueText, caption, label, className }: GaugeProps) => {
  const filled = gaugeShare(value, max, min) * ARC_LENGTH;
  return (
    <Figure className={cx(className)}>
      <svg viewBox="0 0 120 96" role="img" aria-label={label} focusable="false">
        <path className="track" d={ARC} fill="none" strokeWidth="12" strokeLinecap="round" />
        {filled > 0 && (
          <path
            className="fill"
            d={ARC}
            fill="none"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={`${filled} ${ARC_LENGTH}`}
          />
        )}
      </svg>
      <figcaption aria-hidden="true">
        {/* A new text for a new value: centred text that changes in place starts at another x, which
            the browser records as a layout shift ("–" becoming "20.61" as the page loads). */}
        <strong key={valueText}>{valueText}</strong>
        <span>{caption}</span>
      </figcaption>
    </Figure>
  );
};
