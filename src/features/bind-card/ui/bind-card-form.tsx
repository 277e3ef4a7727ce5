import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useFocusFirstInvalid } from '@/shared/ui';
import { bindCardForm } from '../model/bind-card';

const Form = styled.form`
  display: grid;
  gap: var(--space-3);

  @media (min-width: 560px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;

    & button {
      margin-top: 28px;
    }
  }
`;

/** The add-card box's form: a card number (16 digits) and a button binding it. */
export const BindCardForm = () => {
  const { t } = useTranslation('cards');
  const { fields, errors, pending, refusedSubmits } = useUnit({
    fields: bindCardForm.$fields,
    errors: bindCardForm.$errors,
    pending: bindCardForm.$pending,
    refusedSubmits: bindCardForm.$refusedSubmits,
  });
  const handlers = useUnit({ fieldChanged: bindCardForm.fieldChanged, submitted: bindCardForm.submitted, left: bindCardForm.reset });
  useEffect(() => handlers.left, [handlers.left]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    handlers.submitted();
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
      <TextField
        label={t('bind.cardNo')}
        name="cardNo"
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        hint={t('bind.hint')}
        value={fields.cardNo}
        error={errors.cardNo && t(errors.cardNo)}
        onValueChange={(value) => handlers.fieldChanged({ name: 'cardNo', value })}
      />
      <Button type="submit" aria-disabled={pending}>
        {pending ? t('bind.submitting') : t('bind.submit')}
      </Button>
    </Form>
  );
};
