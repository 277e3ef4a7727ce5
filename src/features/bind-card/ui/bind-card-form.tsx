import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/shared/lib';
import { Button, TextField } from '@/shared/ui';
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
  const form = useForm(bindCardForm);

  return (
    <Form {...form.props}>
      <TextField
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        hint={t('bind.hint')}
        {...form.field('cardNo', t('bind.cardNo'))}
      />
      <Button type="submit" aria-disabled={form.pending}>
        {form.pending ? t('bind.submitting') : t('bind.submit')}
      </Button>
    </Form>
  );
};
