import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EMAIL_LENGTH } from '@/shared/api';
import { useForm } from '@/shared/lib';
import { Button, SelectField, TextField } from '@/shared/ui';
import { DIAL_CODES, type DialCode } from '../lib/phone';
import { emailNeedsCode, phoneNeedsCode } from '../model/fields';
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
  const form = useForm(accountForm);
  const { fields } = form;
  const savedShopMissing = fields.homeShopId !== '' && !shops.some((shop) => String(shop.shopId) === fields.homeShopId);
  const shopOptions = [
    { value: '', label: t('info.noHomeShop') },
    ...(savedShopMissing ? [{ value: fields.homeShopId, label: shopsPending ? t('info.shopsLoading') : t('info.unknownShop') }] : []),
    ...shops.map((shop) => ({ value: String(shop.shopId), label: shop.shopName })),
  ];
  const phoneCode = phoneNeedsCode(fields);
  const emailCode = emailNeedsCode(fields);

  return (
    <Form {...form.props}>
      <fieldset className="group">
        <legend>{t('info.profile')}</legend>
        <TextField autoComplete="nickname" hint={t('info.nicknameHint')} {...form.field('nickname', t('info.nickname'))} />
        <SelectField options={shopOptions} {...form.field('homeShopId', t('info.homeShop'))} />
        {portrait}
      </fieldset>

      <fieldset className="group">
        <legend>{t('info.contact')}</legend>
        <div className="phone-row">
          <SelectField<DialCode>
            options={DIAL_CODES.map((code) => ({ value: code, label: code }))}
            {...form.field('dialCode', t('info.dialCode'))}
          />
          <TextField
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={fields.dialCode === '+86' ? t('info.phoneHintChina') : t('info.phoneHintInternational')}
            {...form.field('phone', t('info.phone'), { error: phoneAddressError })}
          />
        </div>
        {phoneCode && (
          <div className="code-row">
            <TextField
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint={t('info.phoneCodeHint')}
              {...form.field('phoneCode', t('info.phoneCode'))}
            />
            {phoneCodeButton}
          </div>
        )}
        <TextField
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          {...form.field('email', t('info.email'), { error: emailAddressError })}
        />
        {emailCode && (
          <div className="code-row">
            <TextField
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint={t('info.emailCodeHint')}
              {...form.field('emailCode', t('info.emailCode'))}
            />
            {emailCodeButton}
          </div>
        )}
      </fieldset>

      <Button type="submit" className="submit" block disabled={form.pending}>
        {form.pending ? t('info.submitting') : t('info.submit')}
      </Button>
    </Form>
  );
};
