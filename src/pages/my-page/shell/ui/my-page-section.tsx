import { useTranslation } from 'react-i18next';
import type { MyPageSection } from '@/shared/config';
import { DocumentTitle, Panel, SectionTitle } from '@/shared/ui';

/** Groundwork: each My page sub-page shows its title until its screen is built. */
export const MyPageSectionPlaceholder = ({ section }: { section?: MyPageSection }) => {
  const { t } = useTranslation('site');
  const title = t(`myPage.sections.${section ?? 'overview'}`);
  return (
    <Panel aria-labelledby="my-page-section-title">
      <DocumentTitle title={title} />
      <SectionTitle id="my-page-section-title">{title}</SectionTitle>
      <p>{t('myPage.comingSoon')}</p>
    </Panel>
  );
};
