import { styled } from '@linaria/react';

export const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  margin-top: var(--space-5);

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }

  & h1 {
    margin: 0 0 var(--space-3);
    font-size: clamp(26px, 4vw, 36px);
  }
  & h2 {
    margin: 0 0 var(--space-3);
    font-size: 20px;
  }
`;

export const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: var(--space-3);
  list-style: none;
  margin: 0;
  padding: 0;

  & li:first-child {
    grid-column: 1 / -1;
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-m);
    background: var(--color-canvas);
    object-fit: cover;
  }
`;

export const Sections = styled.div`
  display: grid;
  gap: var(--space-4);
`;

export const Specs = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-2) var(--space-4);
  margin: var(--space-3) 0 0;

  & dt {
    color: var(--color-ink-soft);
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
`;

export const Achievements = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    grid-template-columns: 64px 1fr;
    gap: var(--space-3);
    padding: var(--space-2) 0;
    border-bottom: 1px solid var(--color-line);
  }
  & li:last-child {
    border-bottom: 0;
  }
  & strong {
    color: var(--color-brand-strong);
  }
`;

export const Note = styled.p`
  margin: 0;
  color: var(--color-ink-soft);
`;

export const Video = styled.video`
  display: block;
  width: 100%;
  /* The clip's frame from the start: the still (often a square portrait) does not size the box. */
  aspect-ratio: 16 / 9;
  max-height: 420px;
  border-radius: var(--radius-m);
  background: #000;
`;

export const Links = styled.ul`
  --row-list-gap: var(--space-3);

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 var(--space-4);
    border: 1px solid var(--color-line);
    border-radius: 999px;
    font-weight: 600;
    text-decoration: none;
  }
`;
