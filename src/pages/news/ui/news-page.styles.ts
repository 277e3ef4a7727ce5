import { styled } from '@linaria/react';

export const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  align-items: start;

  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 320px;
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

export const Pinned = styled.section`
  & h2 {
    margin: 0 0 var(--space-2);
    font-size: 18px;
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  @media (min-width: 960px) {
    position: sticky;
    top: 88px;
    grid-column: 2;
    grid-row: 1;
  }
`;
