import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/shared/ui';

/** One part of the page (the templates, the slots) under its heading. */
export const Part = styled.section`
  & + & {
    margin-top: var(--space-6);
  }
  & > h3 {
    margin: 0 0 var(--space-2);
    font-size: 18px;
  }
  & > .intro {
    margin: 0 0 var(--space-3);
    color: var(--color-ink-soft);
  }
`;

/** The templates' heading over Loading: the page until its templates and slots are shown, whether the editor's code or their answers come last. */
export const TemplatesLoading = () => {
  const { t } = useTranslation('myitems');
  return (
    <Part aria-labelledby="templates-title">
      <h3 id="templates-title">{t('templates.title')}</h3>
      <Loading />
    </Part>
  );
};
