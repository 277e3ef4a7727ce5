import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NO_TEMPLATE } from '@/shared/api';
import { Button } from '@/shared/ui';
import { $applyingId, $applyPending, templateApplied } from '../model/apply-template';

export interface ApplyTemplateButtonProps {
  /** The template to use, or NO_TEMPLATE. */
  templateId: number;
  /** The template's name, for the button's accessible name; left out for "no template". */
  name?: string;
}

/** "Use" a template (its items fill the slots at once), or stop using any. */
export const ApplyTemplateButton = ({ templateId, name }: ApplyTemplateButtonProps) => {
  const { t } = useTranslation('myitems');
  const { pending, applying, apply } = useUnit({ pending: $applyPending, applying: $applyingId, apply: templateApplied });
  const none = templateId === NO_TEMPLATE;
  return (
    <Button
      variant="secondary"
      aria-disabled={pending}
      aria-label={none ? undefined : t('templates.useNamed', { name })}
      onClick={() => !pending && apply(templateId)}
    >
      {applying === templateId ? t('templates.applying') : none ? t('templates.useNone') : t('templates.use')}
    </Button>
  );
};
