import { useGate } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/shared/ui/section-panel';
import { SlotSettingGate, TemplateListGate } from '@/entities/item-template';
import { MySettingsGate } from '../model/my-settings-page';
import { TemplatesLoading } from './parts';

const SettingsEditor = lazy(() => import('./settings-editor').then((module) => ({ default: module.SettingsEditor })));

/**
 * /ShopProp/MySetting: the template in use and the member's templates (use, save the slots as a
 * new one, rename, delete several), then the 14 slots: choosing a slot's item saves it at once.
 * The page opens its calls at once; the editor's code comes beside their answers.
 */
export const MySettingsPage = () => {
  const { t } = useTranslation('items');
  useGate(MySettingsGate);
  useGate(TemplateListGate);
  useGate(SlotSettingGate);
  return (
    <SectionPanel title={t('shop.sections.MySetting')}>
      <Suspense fallback={<TemplatesLoading />}>
        <SettingsEditor />
      </Suspense>
    </SectionPanel>
  );
};
