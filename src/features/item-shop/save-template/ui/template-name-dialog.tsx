import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/shared/lib';
import { Button, Modal, TextField } from '@/shared/ui';
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
  const form = useForm(templateNameForm);
  const [editing, closed] = useUnit([$editing, editorClosed]);
  const open = editing !== null;
  const { ref } = form.props;
  // After the Modal has opened the dialog (a child's effects run first): start in the name field.
  useEffect(() => {
    if (open) ref.current?.querySelector('input')?.focus();
  }, [open, ref]);
  const title = editing?.kind === 'rename' ? t('editor.renameTitle', { name: editing.template.name }) : t('editor.newTitle');

  return (
    <Modal open={open} title={title} onClose={closed}>
      <Form {...form.props}>
        {/* Named apart from a person's name, so browsers offer no names to fill in. */}
        <TextField
          autoComplete="off"
          hint={t('editor.hint', { max: MAX_TEMPLATE_NAME_LENGTH })}
          {...form.field('name', t('editor.name'), { values: { max: MAX_TEMPLATE_NAME_LENGTH } })}
          name="templateName"
        />
        {editing?.kind === 'new' && <p>{t('editor.newNote')}</p>}
        <Actions>
          <Button variant="secondary" onClick={closed}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" aria-disabled={form.pending}>
            {form.pending ? t('editor.saving') : t('editor.save')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
};
