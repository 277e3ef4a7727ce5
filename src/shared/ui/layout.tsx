import { styled } from '@linaria/react';

export const Container = styled.div`
  width: 100%;
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 0 var(--space-4);
`;

export const PageTitle = styled.h1`
  margin: var(--space-6) 0 var(--space-4);
  font-size: clamp(24px, 4vw, 34px);
  line-height: 1.25;
`;

export const SectionTitle = styled.h2`
  margin: var(--space-6) 0 var(--space-3);
  font-size: 22px;
`;

export const Panel = styled.section`
  padding: var(--space-5);
  border-radius: var(--radius-l);
  background: var(--color-paper);
  box-shadow: var(--shadow-card);
`;
