import { styled } from '@linaria/react';
import { RATING_MAX, ratingShare } from '../lib/figures';

const Figure = styled.figure`
  position: relative;
  width: 132px;
  margin: 0;

  & svg {
    display: block;
    width: 100%;
    height: auto;
  }
  & figcaption {
    position: absolute;
    inset: auto 0 4px;
    display: grid;
    justify-items: center;
    line-height: 1.1;
  }
  & strong {
    font-size: 26px;
  }
  & span {
    font-size: 12px;
    color: var(--color-ink-soft);
  }
`;

/** Half-circle arc from the left end (0) to the right end (full), radius 50 around (60, 60). */
const ARC = 'M10 60 A50 50 0 0 1 110 60';
const ARC_LENGTH = Math.PI * 50;

export interface RatingGaugeProps {
  rating: number;
  /** The rating as text in the UI language, e.g. "12.50". */
  ratingText: string;
  /** Caption under the number ("Rating"). */
  caption: string;
  /** Full text alternative ("Rating 12.50 out of 30"). */
  label: string;
}

/** A half-circle gauge of a rating out of 30; the SVG is an image with a text alternative. */
export const RatingGauge = ({ rating, ratingText, caption, label }: RatingGaugeProps) => {
  const filled = ratingShare(rating) * ARC_LENGTH;
  return (
    <Figure>
      <svg viewBox="0 0 120 96" role="img" aria-label={label} focusable="false">
        <path d={ARC} fill="none" stroke="var(--color-line)" strokeWidth="12" strokeLinecap="round" />
        <path
          d={ARC}
          fill="none"
          stroke="var(--color-brand)"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${ARC_LENGTH}`}
        />
      </svg>
      <figcaption aria-hidden="true">
        <strong>{ratingText}</strong>
        <span>
          {caption} / {RATING_MAX}
        </span>
      </figcaption>
    </Figure>
  );
};
