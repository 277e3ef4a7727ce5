import { styled } from '@linaria/react';

export const Section = styled.section`
  padding: var(--space-5);
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);
  display: grid;
  gap: var(--space-5);

  @media (min-width: 960px) {
    grid-template-columns: 3fr 2fr;
  }
  & h2 {
    margin: 0 0 var(--space-3);
    font-size: 22px;
  }
  & h3 {
    margin: 0 0 var(--space-2);
    font-size: 18px;
  }
  & figure {
    margin: 0;
  }
  & figcaption {
    margin-top: var(--space-2);
    color: var(--color-ink-soft);
  }
`;

export const Files = styled.ul`
  display: grid;
  gap: var(--space-2);
  list-style: none;
  margin: 0;
  padding: 0;

  & a {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    padding: var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
    color: var(--color-ink);
    text-decoration: none;
  }
  & a:hover {
    border-color: var(--color-brand);
  }
  & a span {
    display: block;
    font-size: 14px;
    color: var(--color-ink-soft);
  }
  & svg {
    flex: none;
    width: 32px;
    height: 40px;
  }
`;
