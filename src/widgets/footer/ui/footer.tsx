import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/shared/ui';

const Bar = styled.footer`
  margin-top: var(--space-7);
  padding: var(--space-6) 0;
  background: var(--color-night);
  color: rgb(232 237 245 / 80%);
  font-size: 14px;

  & p {
    margin: 0 0 var(--space-2);
  }
  & strong {
    color: var(--color-on-night);
  }
`;

export const Footer = () => {
  const { t } = useTranslation();
  return (
    <Bar>
      <Container>
        <p>
          <strong>{t('app.name')}</strong> · {t('footer.tagline')}
        </p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Container>
    </Bar>
  );
};
