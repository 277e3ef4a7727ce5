import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

const Abbreviation = styled.abbr`
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
  cursor: help;
`;

/**
 * A darts abbreviation players know (PPD, MPR) with its meaning: the tooltip on hover, and what a
 * screen reader says. Screen readers rarely read an `abbr` title, so the meaning is also hidden
 * text, and the letters themselves are for the eye only.
 */
export const Abbr = ({ title, children }: { title: string; children: ReactNode }) => (
  <Abbreviation title={title}>
    <span aria-hidden="true">{children}</span>
    <span className={visuallyHidden}>{title}</span>
  </Abbreviation>
);

/**
 * A translated sentence with abbreviations in it ("Your rating, PPD and MPR after every game"):
 * each abbreviation of `terms` (letters → meaning) becomes an `Abbr`, wherever the language puts it.
 */
export const AbbrText = ({ text, terms }: { text: string; terms: Record<string, string> }) => {
  const letters = Object.keys(terms);
  if (letters.length === 0) return <>{text}</>;
  const pattern = new RegExp(`\\b(${letters.map((entry) => entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`);
  return (
    <>
      {text.split(pattern).map((part, index) =>
        // split() with a capturing group puts the abbreviations at the odd places.
        index % 2 === 1 ? (
          <Abbr key={index} title={terms[part] ?? part}>
            {part}
          </Abbr>
        ) : (
          part
        ),
      )}
    </>
  );
};
