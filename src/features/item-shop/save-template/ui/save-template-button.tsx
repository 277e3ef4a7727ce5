import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEMPLATES, type ItemTemplate } from '@/shared/api';
import { Button } from '@/shared/ui';
import { $slotItemIds, $templateLimitReached } from '@/entities/item-template';
import { newTemplateOpened, renameOpened } from '../model/save-template';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--space-1);

  & p {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

/** "Save as new template": off, with the reason beside it, once 10 templates are kept. */
export const SaveTemplateButton = () => {
  const { t } = useTranslation('myitems');
  const { full, itemIds, open } = useUnit({ full: $templateLimitReached, itemIds: $slotItemIds, open: newTemplateOpened });
  const reasonId = useId();
  const off = full || itemIds === null;
  return (
    <Box>
      <Button aria-disabled={off} aria-describedby={full ? reasonId : undefined} onClick={() => !off && open()}>
        {t('templates.saveNew')}
      </Button>
      {full && <p id={reasonId}>{t('templates.limit', { max: MAX_TEMPLATES })}</p>}
    </Box>
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
