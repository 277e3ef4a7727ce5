import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField, useFocusFirstInvalid } from '@/shared/ui';
import { MAX_TEMPLATE_NAME_LENGTH } from '@/entities/item-template';
import { $editing, editorClosed, templateNameForm } from '../model/save-template';

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
`;

/** The name dialog of "Save as new template" and "Rename": one name, 1-20 characters of plain text. */
export const TemplateNameDialog = () => {
  const { t } = useTranslation('myitems');
  const { editing, fields, errors, pending, refusedSubmits } = useUnit({
    editing: $editing,
    fields: templateNameForm.$fields,
    errors: templateNameForm.$errors,
    pending: templateNameForm.$pending,
    refusedSubmits: templateNameForm.$refusedSubmits,
  });
  const handlers = useUnit({ fieldChanged: templateNameForm.fieldChanged, submitted: templateNameForm.submitted, closed: editorClosed });
  // Leaving the page closes the dialog and forgets what was typed.
  useEffect(() => handlers.closed, [handlers.closed]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);
  const open = editing !== null;
  // After the Modal has opened the dialog (a child's effects run first): start in the name field.
  useEffect(() => {
    if (open) formRef.current?.querySelector('input')?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    handlers.submitted();
  };
  const title = editing?.kind === 'rename' ? t('editor.renameTitle', { name: editing.template.name }) : t('editor.newTitle');

  return (
    <Modal open={open} title={title} onClose={handlers.closed}>
      <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
        <TextField
          label={t('editor.name')}
          name="templateName"
          autoComplete="off"
          hint={t('editor.hint', { max: MAX_TEMPLATE_NAME_LENGTH })}
          value={fields.name}
          error={errors.name && t(errors.name, { max: MAX_TEMPLATE_NAME_LENGTH })}
          onValueChange={(value) => handlers.fieldChanged({ name: 'name', value })}
        />
        {editing?.kind === 'new' && <p>{t('editor.newNote')}</p>}
        <Actions>
          <Button variant="secondary" onClick={handlers.closed}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" aria-disabled={pending}>
            {pending ? t('editor.saving') : t('editor.save')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
};
