import { styled } from '@linaria/react';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/shared/ui';
import { SectionPanel } from '@/shared/ui/section-panel';
import { SlotSettingGate, TemplateListGate } from '@/entities/item-template';
import { TemplateNameDialog } from '@/features/item-shop/save-template';
import { SlotItemChooser } from '@/features/item-shop/set-slot-item';
import { $ownedItems, $ownedItemsFailed, $templatesAndSlotsShown, MySettingsGate, ownedItemsRefreshed } from '../model/my-settings-page';
import { SlotGrid } from './slot-grid';
import { TemplateBar } from './template-bar';

const Part = styled.section`
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

/**
 * /ShopProp/MySetting: the template in use and the member's templates (use, save the slots as a
 * new one, rename, delete several), then the 14 slots: choosing a slot's item saves it at once.
 */
export const MySettingsPage = () => {
  const { t } = useTranslation(['myitems', 'items']);
  useGate(MySettingsGate);
  useGate(TemplateListGate);
  useGate(SlotSettingGate);
  const { items, itemsFailed, retryItems, shown } = useUnit({
    items: $ownedItems,
    itemsFailed: $ownedItemsFailed,
    retryItems: ownedItemsRefreshed,
    shown: $templatesAndSlotsShown,
  });
  // One clock for the page: the chooser counts days left from the same moment as the rest.
  const [now] = useState(Date.now);
  return (
    <SectionPanel title={t('items:shop.sections.MySetting')}>
      <Part aria-labelledby="templates-title">
        <h3 id="templates-title">{t('templates.title')}</h3>
        {shown ? <TemplateBar /> : <Loading />}
      </Part>
      {shown && (
        <Part aria-labelledby="slots-title">
          <h3 id="slots-title">{t('slots.title')}</h3>
          <p className="intro">{t('slots.intro')}</p>
          <SlotGrid items={items} />
        </Part>
      )}
      <SlotItemChooser items={items} now={now} failed={itemsFailed} onRetry={() => retryItems()} />
      <TemplateNameDialog />
    </SectionPanel>
  );
};
