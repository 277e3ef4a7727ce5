import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EMAIL_LENGTH } from '@/shared/api';
import { Button, SelectField, TextField, useFocusFirstInvalid } from '@/shared/ui';
import { DIAL_CODES, type DialCode } from '../lib/phone';
import { emailNeedsCode, phoneNeedsCode, type AccountFieldName } from '../model/fields';
import { accountForm } from '../model/update-account';

const Form = styled.form`
  display: grid;
  gap: var(--space-5);
  min-width: 0;

  & fieldset.group {
    display: grid;
    gap: var(--space-4);
    min-width: 0;
    margin: 0;
    padding: var(--space-4);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-m);
  }
  & fieldset.group > legend {
    padding: 0 var(--space-2);
    font-weight: 700;
  }
  & .phone-row {
    display: grid;
    grid-template-columns: minmax(0, 9rem) minmax(0, 1fr);
    gap: var(--space-3);
    align-items: start;
  }
  & .code-row {
    display: grid;
    gap: var(--space-2);
    align-items: end;
  }
  & .code-row > button {
    min-height: 44px;
  }
  /* Text fields and selects shrink with a narrow screen (a file input stays visually hidden). */
  & input:not([type='file']):not([type='range']),
  & select {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
  @media (min-width: 480px) {
    & .code-row {
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
  @media (min-width: 640px) {
    & .submit {
      justify-self: start;
      min-width: 200px;
    }
  }
`;

export interface AccountFormProps {
  /** Shops of the member's country for the home shop; empty while they load. */
  shops: readonly { shopId: number; shopName: string }[];
  shopsPending: boolean;
  /** The portrait's preview and upload (features/upload-portrait, composed by the page). */
  portrait: ReactNode;
  /** The button sending a code to the new phone, and the one for the new email (features/send-code). */
  phoneCodeButton: ReactNode;
  emailCodeButton: ReactNode;
  /** What the code sender found wrong with the address (a translation key), shown on the field. */
  phoneAddressError?: string | null;
  emailAddressError?: string | null;
}

/**
 * The editable part of AccountInfoSetting: nickname, home shop, portrait, phone (dial code +86 or
 * 000) and email, each with a code when it changed, and Confirm. What the member typed stays after
 * a refusal; the backend's account fills it when it arrives untouched.
 */
export const AccountForm = ({
  shops,
  shopsPending,
  portrait,
  phoneCodeButton,
  emailCodeButton,
  phoneAddressError,
  emailAddressError,
}: AccountFormProps) => {
  const { t } = useTranslation('account');
  const [fields, errors, pending, refusedSubmits] = useUnit([
    accountForm.$fields,
    accountForm.$errors,
    accountForm.$pending,
    accountForm.$refusedSubmits,
  ]);
  const [change, submitted] = useUnit([accountForm.fieldChanged, accountForm.submitted]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusedSubmits);

  /** The field's message; a required one names the field by its label. */
  const errorOf = (name: AccountFieldName, label: string, override?: string | null) => {
    const key = errors[name] ?? override ?? undefined;
    return key ? t(key, { field: label }) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };
  const savedShopMissing = fields.homeShopId !== '' && !shops.some((shop) => String(shop.shopId) === fields.homeShopId);
  const shopOptions = [
    { value: '', label: t('info.noHomeShop') },
    ...(savedShopMissing ? [{ value: fields.homeShopId, label: shopsPending ? t('info.shopsLoading') : t('info.unknownShop') }] : []),
    ...shops.map((shop) => ({ value: String(shop.shopId), label: shop.shopName })),
  ];
  const phoneCode = phoneNeedsCode(fields);
  const emailCode = emailNeedsCode(fields);

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={pending}>
      <fieldset className="group">
        <legend>{t('info.profile')}</legend>
        <TextField
          label={t('info.nickname')}
          name="nickname"
          autoComplete="nickname"
          hint={t('info.nicknameHint')}
          value={fields.nickname}
          error={errorOf('nickname', t('info.nickname'))}
          onValueChange={(value) => change({ name: 'nickname', value })}
        />
        <SelectField
          label={t('info.homeShop')}
          name="homeShopId"
          value={fields.homeShopId}
          options={shopOptions}
          error={errorOf('homeShopId', t('info.homeShop'))}
          onValueChange={(value) => change({ name: 'homeShopId', value })}
        />
        {portrait}
      </fieldset>

      <fieldset className="group">
        <legend>{t('info.contact')}</legend>
        <div className="phone-row">
          <SelectField<DialCode>
            label={t('info.dialCode')}
            name="dialCode"
            value={fields.dialCode}
            options={DIAL_CODES.map((code) => ({ value: code, label: code }))}
            onValueChange={(value) => change({ name: 'dialCode', value })}
          />
          <TextField
            label={t('info.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={fields.dialCode === '+86' ? t('info.phoneHintChina') : t('info.phoneHintInternational')}
            value={fields.phone}
            error={errorOf('phone', t('info.phone'), phoneAddressError)}
            onValueChange={(value) => change({ name: 'phone', value })}
          />
        </div>
        {phoneCode && (
          <div className="code-row">
            <TextField
              label={t('info.phoneCode')}
              name="phoneCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint={t('info.phoneCodeHint')}
              value={fields.phoneCode}
              error={errorOf('phoneCode', t('info.phoneCode'))}
              onValueChange={(value) => change({ name: 'phoneCode', value })}
            />
            {phoneCodeButton}
          </div>
        )}
        <TextField
          label={t('info.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          value={fields.email}
          error={errorOf('email', t('info.email'), emailAddressError)}
          onValueChange={(value) => change({ name: 'email', value })}
        />
        {emailCode && (
          <div className="code-row">
            <TextField
              label={t('info.emailCode')}
              name="emailCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint={t('info.emailCodeHint')}
              value={fields.emailCode}
              error={errorOf('emailCode', t('info.emailCode'))}
              onValueChange={(value) => change({ name: 'emailCode', value })}
            />
            {emailCodeButton}
          </div>
        )}
      </fieldset>

      <Button type="submit" className="submit" block disabled={pending}>
        {pending ? t('info.submitting') : t('info.submit')}
      </Button>
    </Form>
  );
};
