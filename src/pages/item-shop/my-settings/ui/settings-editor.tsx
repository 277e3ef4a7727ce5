import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredUnit } from '@/shared/lib';
import { TemplateNameDialog } from '@/features/item-shop/save-template';
import { SlotItemChooser } from '@/features/item-shop/set-slot-item';
import { $ownedItems, $ownedItemsFailed, $templatesAndSlotsShown, ownedItemsRefreshed } from '../model/my-settings-page';
import '../model/settings-editor';
import { Part, TemplatesLoading } from './parts';
import { SlotGrid } from './slot-grid';
import { TemplateBar } from './template-bar';

/**
 * The templates and the 14 slots with everything that changes them: a chunk of its own, fetched
 * as the page opens, beside the page's calls (decision 026).
 */
export const SettingsEditor = () => {
  const { t } = useTranslation('myitems');
  const { itemsFailed, retryItems } = useUnit({ itemsFailed: $ownedItemsFailed, retryItems: ownedItemsRefreshed });
  // The templates, the 14 slots and then their pictures appear in slices a phone can paint between
  // (useDeferredUnit), not each in one long task as their answers come.
  const shown = useDeferredUnit($templatesAndSlotsShown);
  const items = useDeferredUnit($ownedItems);
  // One clock for the page: the chooser counts days left from the same moment as the rest.
  const [now] = useState(Date.now);
  if (!shown) return <TemplatesLoading />;
  return (
    <>
      <Part aria-labelledby="templates-title">
        <h3 id="templates-title">{t('templates.title')}</h3>
        <TemplateBar />
      </Part>
      <Part aria-labelledby="slots-title">
        <h3 id="slots-title">{t('slots.title')}</h3>
        <p className="intro">{t('slots.intro')}</p>
        <SlotGrid items={items} />
      </Part>
      <SlotItemChooser items={items} now={now} failed={itemsFailed} onRetry={() => retryItems()} />
      <TemplateNameDialog />
    </>
  );
};
