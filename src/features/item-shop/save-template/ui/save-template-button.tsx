import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MAX_TEMPLATES, type ItemTemplate } from '@/shared/api';
import { Button, ButtonWithReason } from '@/shared/ui';
import { $slotItemIds, $templateLimitReached } from '@/entities/item-template';
import { newTemplateOpened, renameOpened } from '../model/save-template';

/** "Save as new template": off, with the reason beside it, once 10 templates are kept. */
export const SaveTemplateButton = () => {
  const { t } = useTranslation('myitems');
  const { full, itemIds, open } = useUnit({ full: $templateLimitReached, itemIds: $slotItemIds, open: newTemplateOpened });
  // Off while the slots are read (a moment), and off saying why once 10 templates are kept.
  const loading = itemIds === null;
  return (
    <ButtonWithReason
      reason={full ? t('templates.limit', { max: MAX_TEMPLATES }) : null}
      aria-disabled={loading}
      onClick={() => !loading && open()}
    >
      {t('templates.saveNew')}
    </ButtonWithReason>
  );
};

/** "Rename" one template: opens the name dialog with its current name. */
export const RenameTemplateButton = ({ template }: { template: ItemTemplate }) => {
  const { t } = useTranslation('myitems');
  const rename = useUnit(renameOpened);
  return (
    <Button variant="ghost" aria-label={t('templates.renameNamed', { name: template.name })} onClick={() => rename(template)}>
      {t('templates.rename')}
    </Button>
  );
};
