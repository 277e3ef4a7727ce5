import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ItemTemplate } from '@/shared/api';
import { ButtonWithReason } from '@/shared/ui';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { $templates } from '@/entities/item-template';
import {
  $confirmOpen,
  $deletePending,
  $markedIds,
  $nothingMarked,
  deleteCancelled,
  deleteConfirmed,
  deleteRequested,
  templateMarked,
} from '../model/delete-templates';

const Check = styled.label`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;

  & input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--color-brand);
  }
`;

const Names = styled.ul`
  margin: 0;
  padding-inline-start: var(--space-5);
  overflow-wrap: anywhere;
`;

/** A template's "choose for deletion" checkbox, named after the template. */
export const TemplateMarkCheckbox = ({ template }: { template: ItemTemplate }) => {
  const { t } = useTranslation('myitems');
  const { marked, mark } = useUnit({ marked: $markedIds, mark: templateMarked });
  return (
    <Check>
      <input
        type="checkbox"
        aria-label={t('delete.mark', { name: template.name })}
        checked={marked.includes(template.id)}
        onChange={(event) => mark({ id: template.id, marked: event.target.checked })}
      />
    </Check>
  );
};

/** "Delete selected (n)" and the dialog confirming it, naming the templates. */
export const DeleteTemplatesButton = () => {
  const { t } = useTranslation('myitems');
  const { marked, nothing, templates, open, pending } = useUnit({
    marked: $markedIds,
    nothing: $nothingMarked,
    templates: $templates,
    open: $confirmOpen,
    pending: $deletePending,
  });
  const handlers = useUnit({ request: deleteRequested, confirm: deleteConfirmed, cancel: deleteCancelled });
  const names = marked.map((id) => templates?.find((template) => template.id === id)?.name ?? '');
  return (
    <>
      <ButtonWithReason variant="secondary" reason={nothing ? t('delete.chooseFirst') : null} onClick={() => handlers.request()}>
        {t('delete.button', { count: marked.length })}
      </ButtonWithReason>
      <ConfirmDialog
        open={open}
        title={t('delete.title', { count: marked.length })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        pending={pending}
        pendingLabel={t('delete.deleting')}
        onConfirm={handlers.confirm}
        onCancel={handlers.cancel}
      >
        <p>{t('delete.question', { count: marked.length })}</p>
        <Names>
          {names.map((name, index) => (
            <li key={marked[index]}>{name}</li>
          ))}
        </Names>
        <p>{t('delete.note')}</p>
      </ConfirmDialog>
    </>
  );
};
