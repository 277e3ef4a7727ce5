import { styled } from '@linaria/react';

export const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 360px;
  }
`;

export const Aside = styled.div`
  @media (min-width: 960px) {
    grid-column: 2;
    grid-row: 1;
    position: sticky;
    top: 88px;
  }
`;

export const Toolbar = styled.div`
  display: grid;
  gap: var(--space-3);
  margin-bottom: var(--space-4);

  & form {
    max-width: 480px;
  }
`;

export const Selects = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);

  & label {
    display: grid;
    gap: var(--space-1);
    font-size: 14px;
    font-weight: 600;
  }
  & select {
    min-height: 40px;
    min-width: 120px;
    padding: 0 var(--space-2);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    font: inherit;
  }
`;
