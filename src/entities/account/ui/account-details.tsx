import { useUnit } from 'effector-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountInfo } from '@/shared/api';
import { $language, formatDate } from '@/shared/i18n';
import { factListClass } from '@/shared/ui/fact-list';

export interface AccountDetailsProps {
  account: AccountInfo;
  /** The name of the member's country, or null while the country list loads. */
  countryName: string | null;
}

/** The read-only part of the account (spec section 2, AccountInfoSetting): what the member cannot change here. */
export const AccountDetails = ({ account, countryName }: AccountDetailsProps) => {
  const { t } = useTranslation('account');
  const language = useUnit($language);
  const dash = t('info.none');
  const date = (value: string | number | null) => (value === null || value === '' ? dash : formatDate(value, language) || dash);
  const rows: [string, string][] = [
    [t('info.country'), countryName ?? dash],
    [t('info.account'), account.account],
    [t('info.gender'), account.gender === 1 ? t('info.male') : account.gender === 0 ? t('info.female') : dash],
    [t('info.cardNo'), account.cardNo || dash],
    [t('info.birth'), date(account.birth)],
    [t('info.cardBindTime'), date(account.cardBindTime)],
  ];
  return (
    <dl className={factListClass}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
};
